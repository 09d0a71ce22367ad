"""A Tarocco pairs hand with a King call at 360 px, four phones (Carla's in Italian): hand 1
as it is entered today, call by call, each phone its own calls (the venti player taps his 15
cards for the King call, the partner says so, a third phone enters the piles); hand 2 in
parts, every phone at the same time: what it declared and, whoever holds it, its side's
pile. Every phone sees who is in and who is missing, live, never what; the last part scores
the hand on every phone.

The taps are counted per phone, before (hand 1) and after (hand 2)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from .tarocco_phones import ANNA, BRUNO, CARLA, DARIO, tap_call, totals_are
from .tarocco_phones import tarocco as tarocco  # the fixture
from .test_hand_parts import Taps
from .test_table import no_sideways_scroll
from .test_tarocco import HAND

pytestmark = pytest.mark.e2e

#: Where the screenshots looked at by hand go (besides the test's artefacts).
SHOTS = Path(os.environ.get("REFEREE_TAROCCO_SHOTS", "/tmp/tarocco-shots"))
NAMES = {ANNA: "anna", BRUNO: "bruno", CARLA: "carla", DARIO: "dario"}


def snap(page: Page, label: str) -> None:
    if os.environ.get("CI"):
        return
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{label}.png"), full_page=False)


def row(page: Page, seat: int) -> Locator:
    return page.locator(f"#parts-strip li.part-seat[data-seat='{seat}'] .part-state")


def test_four_phones_enter_a_tarocco_hand_in_parts(tarocco, shoot) -> None:
    table = tarocco({ANNA: "en", BRUNO: "en", CARLA: "it", DARIO: "en"})
    phones = table.phones
    anna, bruno, carla, dario = (phones[s] for s in (ANNA, BRUNO, CARLA, DARIO))

    # -- Hand 1, before: call by call, Anna deals --------------------------------------------
    before = Taps()

    def caught_up(seat: int, form: str) -> None:
        # The phone taps once the move before has reached it (its form drawn afresh at the
        # table's seq): a tap on a form being redrawn is lost, as a person's would be.
        phones[seat].wait_for_function(
            "([id, s]) => { const at = document.querySelector('.status[data-seq]');"
            " return at && Number(at.dataset.seq) >= s && document.querySelector(id); }",
            arg=[form, table.state()["seq"]],
        )

    def call(seat: int, word: str) -> None:
        caught_up(seat, "#form-call")
        tap_call(phones[seat], seat, word)
        before.count[NAMES[seat]] = before.count.get(NAMES[seat], 0) + 1

    for seat, word in ((CARLA, "vado"), (ANNA, "vado"), (BRUNO, "vado"), (DARIO, "tengo")):
        call(seat, word)
    for seat in (BRUNO, CARLA, DARIO, ANNA):
        call(seat, "passo")
    call(BRUNO, "venti")
    for seat in (CARLA, DARIO, ANNA):
        call(seat, "passo")
    caught_up(BRUNO, "#form-king")
    king = bruno.locator("#form-king")
    for code in HAND:
        before("bruno", king.locator(f".picker .cardbtn[data-card='{code}']"))
    expect(king.locator(".chips .chip")).to_have_count(15)
    before("bruno", king.locator("button[name=card][value='KO']"))
    caught_up(DARIO, "#form-partner")
    before("dario", dario.locator("#form-partner button[name=holder][value='3']"))
    caught_up(CARLA, "#form-end")
    end = carla.locator("#form-end")
    before("carla", end.locator("input[name='total-0']"))
    end.locator("input[name='total-0']").fill("60")
    before("carla", end.locator("button[type=submit]"))
    # Anna deals: Anna and Carla 49 − 55 = −6 each, Bruno and Dario 60 − 54 = +6 each.
    for page in phones.values():
        totals_are(page, [-6, 6, -6, 6])
    # Three calls each; Bruno's 15 cards and the King; Dario the partner; Carla the points
    # and Save: 31 taps in all.
    assert before.count == {"carla": 5, "anna": 3, "bruno": 19, "dario": 4}

    # -- Hand 2, after: each phone its part, at the same time; Bruno deals --------------------
    # Bruno said venti and called a King; Dario held it and counted their pile: 60 with the
    # last trick; Carla counted hers: 49.
    after = Taps()
    snap(bruno, "1-bruno-auction-and-parts")
    after("bruno", bruno.locator("#parts-fold > summary"))
    form = bruno.locator("#form-part")
    expect(form.locator("input[name=seat][value='1']")).to_be_checked()
    expect(form.locator("input[name=said][value=none]")).to_be_checked()
    no_sideways_scroll(bruno)
    snap(bruno, "2-bruno-part-form")
    # Carla starts typing her side's points before anyone has entered anything.
    after("carla", carla.locator("#parts-fold > summary"))
    carla_form = carla.locator("#form-part")
    after("carla", carla_form.locator("input[name=pile-points]"))
    carla_form.locator("input[name=pile-points]").fill("49")
    snap(carla, "3-carla-typing-it")

    after("bruno", form.locator("input[name=said][value=venti]"))
    after("bruno", form.locator("button.part-save"))
    expect(form.locator(".part-own")).to_contain_text("you said venti")
    for page, said in ((dario, "✓ entered"), (carla, "✓ inserita"), (anna, "✓ entered")):
        expect(row(page, BRUNO)).to_have_text(said)
    expect(dario.locator("#parts-fold")).to_have_attribute("open", "")
    expect(row(carla, CARLA)).to_have_text("manca")
    expect(dario.locator("#parts-strip")).not_to_contain_text("venti")
    # What Carla is typing survives Bruno's part.
    expect(carla_form.locator("input[name=pile-points]")).to_have_value("49")

    # Dario: he held the called card, and counts his side's pile.
    dario_form = dario.locator("#form-part")
    after("dario", dario_form.locator("input[name=said][value=called]"))
    after("dario", dario_form.locator("input[name=pile-points]"))
    dario_form.locator("input[name=pile-points]").fill("60")
    snap(dario, "4-dario-part")
    after("dario", dario_form.locator("button.part-save"))
    after("carla", carla_form.locator("button.part-save"))
    expect(anna.locator("#parts-strip .parts-head")).to_have_text("Hand in parts: 3 of 4 in")
    expect(row(anna, ANNA)).to_have_text("missing")
    expect(carla_form.locator(".part-own")).to_contain_text("il mucchio della tua parte: 49 punti")
    snap(carla, "5-carla-waits-for-anna")
    snap(anna, "6-anna-last-part")
    after("anna", anna.locator("#form-part button.part-save"))
    # Bruno deals: Bruno and Dario 60 − 55 = +5 each, Anna and Carla 49 − 54 = −5 each;
    # with hand 1: −11, 11, −11, 11.
    for page in phones.values():
        totals_are(page, [-11, 11, -11, 11])
        expect(page.locator("#parts-strip li")).to_have_count(0)
        no_sideways_scroll(page)
    carla.locator("#scoreboard").scroll_into_view_if_needed()
    snap(carla, "7-carla-scoreboard")
    shoot(carla, "scoreboard")
    # Bruno opens the fold, venti, Save; Carla opens hers (before anyone entered), her
    # points, Save; Dario's opened by itself: the called card, his points, Save; Anna Save.
    assert after.count == {"bruno": 3, "carla": 3, "dario": 3, "anna": 1}
