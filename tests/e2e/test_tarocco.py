"""Tarocco Siciliano at 360 px, four phones: each player taps their own calls through the
auction (vado, tengo, passo, venti), the venti player taps the 15 cards of the hand and is
told which King to call, the partner says so when the Re Oro shows up, the piles' points
are entered on a third phone, and the zero-sum scores show on the others; then the hand is
corrected. In Italian, whose longer words are the harder fit: the English words of this flow
are held on the same states through the test client (``tests/web/test_tarocco_pages.py``;
"Save the correction" in ``tests/web/test_undo.py``)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_page_pattern import PARTS_ROW
from .test_table import join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e

PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
#: Bruno's 15 cards: the shortest suit not void is Oro (one card), so the Re Oro.
HAND = [
    "T20",
    "T19",
    "T14",
    "T9",
    "T3",
    "T0",
    "KC",
    "7C",
    "6C",
    "QS",
    "9S",
    "8S",
    "NB",
    "10B",
    "5O",
]

SAID = {
    "en": {
        "must": "The Re Oro must be called.",
        "zero": "The hand sums to zero: −6 + 6 − 6 + 6 = 0.",
        "totals": "The totals add up to zero: −6 + 6 − 6 + 6 = 0",
        "hidden": "Partner: hidden",
        "partner": "Partner: Dario",
        "solo": "at 60 card points: 3 × (60 − 55) = 15; the others 49 − 54 = −5 each",
        "save_fix": "Save the correction",
    },
    "it": {
        "must": "Va chiamato il Re Oro.",
        "zero": "La smazzata fa zero: −6 + 6 − 6 + 6 = 0.",
        "totals": "I totali fanno zero: −6 + 6 − 6 + 6 = 0",
        "hidden": "Compagno: nascosto",
        "partner": "Compagno: Dario",
        "solo": "con 60 punti di carte: 3 × (60 − 55) = 15; gli altri 49 − 54 = −5 ciascuno",
        "save_fix": "Salva la correzione",
    },
}


def create_tarocco(anna: Page, base: str) -> str:
    anna.goto(base + "/")
    anna.locator("#game").select_option("tarocco")
    expect(anna.locator("input[name=player]")).to_have_count(4)  # Tarocco's four rows
    for i, name in enumerate(PLAYERS):
        anna.locator("input[name=player]").nth(i).fill(name)
    anna.locator("input[name=me][value='0']").check()
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    return anna.url


def say(page: Page, seat: int, word: str) -> None:
    """The player at ``seat`` taps their call, once their phone offers it."""
    button = page.locator(f"#form-call .speaker[data-seat='{seat}'] button[value='{seat}:{word}']")
    expect(button).to_be_visible()
    button.click()
    expect(button).to_have_count(0)


@pytest.mark.parametrize("lang", ["it"])
def test_four_phones_play_an_auction_to_a_scored_hand_in_pairs(
    server, phone, shoot, lang: str
) -> None:
    said = SAID[lang]
    anna = phone(lang)
    table_url = create_tarocco(anna, server["url"])
    join_url = join_url_from_qr(anna, table_url)
    phones = {0: anna}
    for seat in (1, 2, 3):
        phones[seat] = phone(lang)
        sit(phones[seat], join_url, PLAYERS[seat])
    bruno, carla, dario = phones[1], phones[2], phones[3]
    for p in phones.values():
        expect(p.locator("#form-call")).to_be_visible()
    no_sideways_scroll(anna)
    # The empty table fits two screens, the first call a tap away on the first.
    anna.evaluate("window.scrollTo(0, 0)")
    height = anna.evaluate("document.scrollingElement.scrollHeight")
    # Two screens, and the one-line "each enters their own part" under the hand's form.
    assert height <= 2 * 780 + PARTS_ROW, f"an empty table is {height}px tall"
    first = anna.locator("#form-call .speaker[data-seat='0'] button").first
    box = first.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 780, "the first call is below the fold"
    shoot(anna, "auction", screen=True)

    # The first auction, in any order: Dario keeps the hand (tengo).
    # (Each phone taps once it shows the call before: a tap on a form being redrawn is lost.)
    said_before = None
    for seat, word in ((2, "vado"), (0, "vado"), (1, "vado"), (3, "tengo")):
        if said_before is not None:
            heard = phones[seat].locator(f".speakers li[data-seat='{said_before}']")
            expect(heard).to_contain_text("vado")
        say(phones[seat], seat, word)
        said_before = seat

    # The second deal: solo or passo from the dealer's right, one phone at a time.
    expect(bruno.locator("#stakes")).to_contain_text(said["solo"])
    shoot(bruno, "solo-or-passo", screen=True)
    for seat in (1, 2, 3, 0):
        say(phones[seat], seat, "passo")
    # Venti or zero: Bruno says venti; nobody answers quindici.
    say(bruno, 1, "venti")
    for seat in (2, 3, 0):
        say(phones[seat], seat, "passo")

    # The King call: Bruno taps his 15 cards and is told which King to call.
    form = bruno.locator("#form-king")
    expect(form).to_be_visible()
    for code in HAND:
        form.locator(f".picker .cardbtn[data-card='{code}']").click()
    expect(form.locator(".chips .chip")).to_have_count(15)
    expect(bruno.locator("#preview")).to_contain_text(said["must"])
    no_sideways_scroll(bruno)
    shoot(bruno, "king-call", screen=True)
    form.locator("button[name=card][value='KO']").click()
    expect(carla.locator(".in-hand-state")).to_contain_text(said["hidden"])

    # The Re Oro shows up in Dario's hand: he says so on his phone.
    dario.locator("#form-partner button[name=holder][value='3']").click()
    expect(carla.locator(".in-hand-state")).to_contain_text(said["partner"])

    # Carla enters Bruno and Dario's points: 60 with the last trick.
    end = carla.locator("#form-end")
    end.locator("input[name='total-0']").fill("60")
    expect(carla.locator("#preview")).to_contain_text(said["zero"])
    no_sideways_scroll(carla)
    shoot(carla, "end-of-hand", screen=True)
    end.locator("button[type=submit]").click()
    for seat, points in ((0, "−6"), (1, "6"), (2, "−6"), (3, "6")):
        expect(total(anna, seat)).to_have_text(points)
        expect(total(dario, seat)).to_have_text(points)
    expect(anna.locator(".zero-sum")).to_have_text(said["totals"])
    expect(anna.locator("#form-call")).to_be_visible()  # the next hand's auction
    shoot(anna, "scored")

    # Anna corrects the hand: Bruno and Dario made 64. Every phone follows.
    seq = anna.locator("li.entry.type-end").get_attribute("data-seq")
    anna.goto(f"{table_url}/moves/{seq}/correct")
    fix = anna.locator("#form-correct")
    expect(fix.locator("input[name='total-0']")).to_have_value("60")
    fix.locator("input[name='total-0']").fill("64")
    expect(fix.locator("button[type=submit]")).to_have_text(said["save_fix"])
    fix.locator("button[type=submit]").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+(\?.*)?$"))
    for seat, points in ((0, "−10"), (1, "10"), (2, "−10"), (3, "10")):
        expect(total(bruno, seat)).to_have_text(points)
    no_sideways_scroll(anna)
