"""Tarocco Siciliano at 360 px as testers found it, in Italian and in English: an offer taken
on one phone leaves the others' buttons; the venti player's hand starts from the cards she
showed, the King she must call is marked with its reason beside it and the one she holds is
not allowed; and no trump name, side name or legend is cut, on the King call or at the end
of a solo hand."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from .tarocco_phones import (
    ANNA,
    BRUNO,
    CARLA,
    DARIO,
    TableMaker,
    call,
    heard,
    tap_call,
    to_second_deal,
)
from .tarocco_phones import tarocco as tarocco  # the fixture
from .test_table import no_sideways_scroll

pytestmark = pytest.mark.e2e

#: What Bruno shows with venti: Giove 10 + Palla 5 + Re Coppe 5 = 20.
SHOWN = ["T20", "T19", "KC"]
#: The rest of his 15 cards: of the suits whose King he lacks, Spade 3, Bastoni 2, Oro 1.
REST = ["T14", "T9", "T3", "T0", "7C", "6C", "QS", "9S", "8S", "NB", "10B", "5O"]
MUST = {"en": "must be called", "it": "da chiamare"}
WHY = {"en": "The Re Oro must be called.", "it": "Va chiamato il Re Oro."}
HELD = {"en": "held: not allowed", "it": "in mano: non ammesso"}

#: Elements of ``root`` whose text is cut: wider inside than the box that shows it.
CLIPPED = """root => [...root.querySelectorAll('*')]
  .filter(e => e.getClientRects().length && e.clientWidth > 0 && !e.closest('.sr-only'))
  .filter(e => e.scrollWidth > e.clientWidth)
  .map(e => e.tagName.toLowerCase() + ': ' + e.textContent.trim().slice(0, 40))"""


def clipped(root: Locator) -> list[str]:
    return root.evaluate(CLIPPED)


def to_king_call_shown() -> tuple[dict[str, Any], ...]:
    """Through the second deal (Anna deals): nobody goes solo; Bruno says venti, showing his
    decine and cinquine; nobody answers quindici."""
    return (
        *to_second_deal(ANNA),
        *(call(s, "passo") for s in (BRUNO, CARLA, DARIO, ANNA)),
        call(BRUNO, "venti", cards=SHOWN),
        *(call(s, "passo") for s in (CARLA, DARIO, ANNA)),
    )


def test_an_offer_taken_leaves_every_other_phone(tarocco: TableMaker) -> None:
    table = tarocco({BRUNO: "en", CARLA: "it"}, moves=(call(ANNA, "offro", points=4),))
    bruno, carla = table.phones[BRUNO], table.phones[CARLA]
    offer = "#form-call .speaker[data-seat='{0}'] button[value='{0}:piglio:0']"
    expect(bruno.locator(offer.format(BRUNO))).to_have_text("Piglio (Anna's 4)")
    tap_call(carla, CARLA, "piglio")
    heard(bruno, CARLA, "piglio")
    expect(bruno.locator(offer.format(BRUNO))).to_have_count(0)
    expect(bruno.locator("#form-call button[value*=':piglio']")).to_have_count(0)
    expect(bruno.locator(f"#form-call button[value='{BRUNO}:vado']")).to_be_visible()
    # The head's QR badge stays on one line beside the game's long name (it wrapped to
    # "QR / ·"): the name wraps instead.
    badge = bruno.locator("#show-qr")
    height = badge.evaluate("a => a.getBoundingClientRect().height")
    assert height <= 44, f"the QR badge is {height}px tall: it wraps"


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_king_call_marks_the_king_and_cuts_no_name(tarocco: TableMaker, lang: str) -> None:
    table = tarocco({BRUNO: lang}, moves=to_king_call_shown())
    bruno = table.phones[BRUNO]
    form = bruno.locator("#form-king")
    # The hand starts from what he showed with venti; the Re Coppe is his, not to be called.
    expect(form.locator(".chips .chip")).to_have_count(3)
    held = form.locator(".king-keys button[value='KC']")
    expect(held).to_have_attribute("aria-disabled", "true")
    expect(held).to_contain_text(HELD[lang])
    assert clipped(form) == []

    for code in REST:
        form.locator(f".picker .cardbtn[data-card='{code}']").click()
    expect(form.locator(".chips .chip")).to_have_count(15)
    must = form.locator(".king-keys button[name=card]").first
    expect(must).to_have_attribute("data-mark", "must")
    expect(must).to_have_text(f"Re Oro {MUST[lang]}")
    why = form.locator("#king-why")
    expect(why).to_contain_text(WHY[lang])
    # The reason stands right under the marked King, across the row.
    key, said = must.bounding_box(), why.bounding_box()
    assert key is not None and said is not None
    assert 0 <= said["y"] - (key["y"] + key["height"]) <= 16
    assert abs(said["x"] - key["x"]) <= 2 and said["width"] >= key["width"] - 2
    others = form.locator(".king-keys button[aria-disabled='true']")
    expect(others).to_have_count(7)  # three Kings and the four Queens (one of them held)
    assert clipped(form) == [], "a name is cut on the King call"
    no_sideways_scroll(bruno)
    must.click()
    expect(form).to_have_count(0)


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_end_of_a_solo_hand_names_each_side_whole(tarocco: TableMaker, lang: str) -> None:
    table = tarocco({CARLA: lang}, moves=(*to_second_deal(ANNA), call(BRUNO, "solo")))
    carla: Page = table.phones[CARLA]
    end = carla.locator("#form-end")
    expect(end).to_be_visible()
    legends = end.locator(".hand > legend")
    expect(legends.nth(1)).to_have_text("Anna, Carla, Dario")
    # The other side's pile is folded: its name on its own line, whole, inside the box.
    legend, box = legends.nth(1).bounding_box(), end.locator(".hand").nth(1).bounding_box()
    assert legend is not None and box is not None and legend["y"] > box["y"]
    assert clipped(end) == [], "a name is cut at the end of the hand"
    no_sideways_scroll(carla)
