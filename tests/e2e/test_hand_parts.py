"""A Scala 40 hand in parts at 360 px: four phones (one in Italian) each enter their own part
at the same time; every phone sees live who has entered and who is missing, what a phone is
typing survives the others' parts, and the last part logs the hand on every scoreboard.

The taps are counted per phone: hand 1 entered whole on one phone, hand 2 in parts."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from .test_scala40 import create_scala40
from .test_table import join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e

#: Where the screenshots looked at by hand go (besides the test's artefacts).
SHOTS = Path(os.environ.get("REFEREE_PARTS_SHOTS", "/tmp/parts-shots"))


class Taps:
    """Every tap a player makes, counted per phone."""

    def __init__(self) -> None:
        self.count: dict[str, int] = {}

    def __call__(self, who: str, target: Locator) -> None:
        target.click()
        self.count[who] = self.count.get(who, 0) + 1


def snap(page: Page, label: str) -> None:
    if os.environ.get("CI"):
        return
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{label}.png"), full_page=False)


def row(page: Page, seat: int) -> Locator:
    return page.locator(f"#parts-strip li.part-seat[data-seat='{seat}'] .part-state")


def test_four_phones_enter_a_scala40_hand_in_parts(server, phone, shoot) -> None:
    anna = phone("en")
    table_url = create_scala40(anna, server["url"], ["Anna", "Bruno", "Carla", "Dario"])
    join_url = join_url_from_qr(anna, table_url)
    bruno, carla, dario = phone("en"), phone("it"), phone("en")
    for page, name in ((bruno, "Bruno"), (carla, "Carla"), (dario, "Dario")):
        sit(page, join_url, name)
    phones = {"anna": anna, "bruno": bruno, "carla": carla, "dario": dario}
    for page in phones.values():
        expect(page.locator("body")).to_have_attribute("data-live", "on")

    # -- Hand 1, before: the whole hand on Anna's phone ----------------------------------
    # Anna went out; Bruno K♥ Q♥ 5♠ = 25, Carla 7♦ 8♦ = 15, Dario A♣ 2♣ 3♣ = 11+2+3 = 16.
    before = Taps()
    form = anna.locator("#form-hand")
    before("anna", form.locator("input[name=closer][value='0']"))
    for seat, codes in ((1, ["KH", "QH", "5S"]), (2, ["7D", "8D"]), (3, ["AC", "2C", "3C"])):
        box = form.locator(f"fieldset.hand[data-seat='{seat}']")
        expect(box).to_have_class(re.compile(r"\bactive\b"))
        for code in codes:
            before("anna", box.locator(f".cardbtn[data-card='{code}']"))
        if seat < 3:
            before("anna", box.locator(".cardbtn[data-next]"))
    before("anna", form.locator("button[type=submit]"))
    for page in phones.values():
        expect(total(page, 1)).to_have_text("25")
        expect(total(page, 3)).to_have_text("16")
    # Closer 1 + Bruno's 3 cards + Next + Carla's 2 + Next + Dario's 3 + Save.
    assert before.count == {"anna": 12}

    # -- Hand 2, after: each phone its own part, at the same time --------------------------
    # Bruno goes out; Anna 9♥ 9♠ J♦ = 28, Carla K♣ 4♥ = 14, Dario Q♠ = 10.
    after = Taps()
    snap(bruno, "1-bruno-before-start")
    after("bruno", bruno.locator("#parts-fold > summary"))
    expect(bruno.locator("#form-part input[name=seat][value='1']")).to_be_checked()
    snap(bruno, "2-bruno-part-form")
    no_sideways_scroll(bruno)

    # Anna starts tapping her cards before anyone has entered anything.
    after("anna", anna.locator("#parts-fold > summary"))
    anna_form = anna.locator("#form-part")
    for code in ("9H", "9S"):
        after("anna", anna_form.locator(f".cardbtn[data-card='{code}']"))
    expect(anna_form.locator(".chips .chip")).to_have_count(2)

    # Bruno went out: one tap.
    after("bruno", bruno.locator("#form-part button[value=closed]"))
    expect(bruno.locator(".part-own")).to_contain_text("you went out")
    # Every phone sees it live; Dario's and Carla's part forms open by themselves.
    for page, said in ((dario, "✓ entered"), (carla, "✓ inserita"), (anna, "✓ entered")):
        expect(row(page, 1)).to_have_text(said)
    expect(row(dario, 3)).to_have_text("missing")
    expect(row(carla, 2)).to_have_text("manca")
    expect(dario.locator("#parts-fold")).to_have_attribute("open", "")
    expect(carla.locator("#parts-fold")).to_have_attribute("open", "")
    # Nothing says what Bruno entered; Anna's cards, being typed, are still there. Each
    # phone is offered to enter the others' missing parts, not its own.
    expect(dario.locator("#parts-strip [data-enter-for='3']")).to_be_hidden()
    expect(dario.locator("#parts-strip [data-enter-for='0']")).to_be_visible()
    expect(dario.locator("#parts-strip")).not_to_contain_text("went out")
    expect(anna_form.locator(".chips .chip")).to_have_count(2)
    snap(dario, "3-dario-sees-bruno-entered")

    # Carla (in Italian) and Dario enter theirs while Anna is still typing.
    carla_form = carla.locator("#form-part")
    for code in ("KC", "4H"):
        after("carla", carla_form.locator(f".cardbtn[data-card='{code}']"))
    expect(carla_form.locator("[data-subtotal]")).to_have_text("14 punti")
    after("carla", carla_form.locator("button.part-save"))
    expect(row(anna, 2)).to_have_text("✓ entered")
    after("dario", dario.locator("#form-part .cardbtn[data-card='QS']"))
    snap(dario, "4-dario-typing")
    after("dario", dario.locator("#form-part button.part-save"))
    expect(row(bruno, 3)).to_have_text("✓ entered")
    expect(bruno.locator("#parts-strip .parts-head")).to_have_text("Hand in parts: 3 of 4 in")
    expect(row(carla, 0)).to_have_text("manca")
    expect(carla.locator("#form-part .part-own")).to_contain_text("2 carte")
    snap(carla, "5-carla-waits-for-anna")

    # Anna's last card, then hers is the last part: the hand is logged on every phone.
    after("anna", anna_form.locator(".cardbtn[data-card='JD']"))
    expect(anna_form.locator(".chips .chip")).to_have_count(3)
    expect(anna_form.locator("[data-subtotal]")).to_have_text("28 points")
    snap(anna, "6-anna-last-part")
    after("anna", anna_form.locator("button.part-save"))
    # Totals: Anna 0+28 = 28, Bruno 25+0 = 25, Carla 15+14 = 29, Dario 16+10 = 26.
    for page in phones.values():
        for seat, points in enumerate(("28", "25", "29", "26")):
            expect(total(page, seat)).to_have_text(points)
        expect(page.locator("#parts-strip li")).to_have_count(0)
        no_sideways_scroll(page)
    carla.locator("#scoreboard").scroll_into_view_if_needed()
    snap(carla, "7-carla-scoreboard")
    shoot(carla, "scoreboard")
    # Each phone: its own cards and one Save (the first to start taps the fold open; on
    # the others it opened by itself, or as the player tapped it before anyone entered).
    assert after.count == {"bruno": 2, "anna": 5, "carla": 3, "dario": 2}
    # The log names who entered each part.
    anna.locator("#log-fold > summary").click()
    expect(anna.locator("#log li.type-hand_part").first).to_contain_text("entered their part")

    # -- A part reopened: Carla also held the 2♠ ----------------------------------------
    # From her correction page of hand 2 she reopens her own part (in Italian); the others'
    # parts stay: Carla 10 + 4 + 2 = 16 in hand 2, 15 + 16 = 31 in all.
    hand_seq = carla.evaluate("document.querySelector('.live-seq').value")
    carla.goto(f"{table_url}/moves/{hand_seq}/correct")
    reopen = carla.locator(".reopen-parts a.btn-primary")
    expect(reopen).to_have_text("Parte di Carla")
    reopen.click()
    expect(carla.locator("h1")).to_have_text("Correggi la parte di Carla della mano 2")
    part = carla.locator("#form-part")
    expect(part.locator(".chips .chip")).to_have_count(2)  # her part as she entered it
    part.locator(".cardbtn[data-card='2S']").click()
    expect(part.locator("[data-subtotal]")).to_have_text("16 punti")
    no_sideways_scroll(carla)
    snap(carla, "8-carla-reopens-her-part")
    part.locator("button.part-save").click()
    for page in phones.values():
        for seat, points in enumerate(("28", "25", "31", "26")):
            expect(total(page, seat)).to_have_text(points)
    snap(anna, "9-anna-after-the-correction")
