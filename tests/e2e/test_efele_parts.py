"""An Efele game in parts at 360 px: four phones (one in Italian) each tap where they
finished, at the same time; every phone sees live who has entered, and the last part logs
the game on every tally. Taps per phone: the whole game on one phone is the order tapped
and Save (five taps on Anna's phone); in parts, the fold and one place (two each)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect

from .test_efele import create_efele
from .test_table import join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e

#: Where the screenshots looked at by hand go (besides the test's artefacts).
SHOTS = Path(os.environ.get("REFEREE_PARTS_SHOTS", "/tmp/parts-shots"))


def snap(page: Page, label: str) -> None:
    if os.environ.get("CI"):
        return
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"efele-{label}.png"), full_page=False)


def row(page: Page, seat: int) -> Locator:
    return page.locator(f"#parts-strip li.part-seat[data-seat='{seat}'] .part-state")


def test_four_phones_enter_an_efele_game_in_parts(server, phone) -> None:
    anna = phone("en")
    table_url = create_efele(anna, server["url"], "salzburger33", 1)
    join_url = join_url_from_qr(anna, table_url)
    bruno, carla, dario = phone("en"), phone("it"), phone("en")
    for page, name in ((bruno, "Bruno"), (carla, "Carla"), (dario, "Dario")):
        sit(page, join_url, name)
    phones = (anna, bruno, carla, dario)
    for page in phones:
        expect(page.locator("body")).to_have_attribute("data-live", "on")

    # Carla went out first, Anna second, Dario third; Bruno is left, the Efele.
    taps: dict[str, int] = {}

    def tap(who: str, target: Locator) -> None:
        target.click()
        taps[who] = taps.get(who, 0) + 1

    tap("carla", carla.locator("#parts-fold > summary"))
    expect(carla.locator("#form-part")).to_contain_text("Partita 1: la tua parte")
    snap(carla, "1-carla-part-form")
    no_sideways_scroll(carla)
    tap("carla", carla.locator("#form-part button[value='out-1']"))
    expect(carla.locator(".part-own")).to_contain_text("1º a uscire")
    for page in (anna, bruno, dario):
        expect(row(page, 2)).to_have_text("✓ entered")
        expect(page.locator("#parts-fold")).to_have_attribute("open", "")
    snap(anna, "2-anna-sees-carla")

    tap("anna", anna.locator("#form-part button[value='out-2']"))
    tap("dario", dario.locator("#form-part button[value='out-3']"))
    expect(row(bruno, 3)).to_have_text("✓ entered")
    expect(bruno.locator("#parts-strip .parts-head")).to_have_text("Game in parts: 3 of 4 in")
    snap(bruno, "3-bruno-last")
    tap("bruno", bruno.locator("#form-part button[value='efele']"))
    for page in phones:
        expect(total(page, 1)).to_have_text("1")
        expect(total(page, 0)).to_have_text("0")
        expect(page.locator("#parts-strip li")).to_have_count(0)
        no_sideways_scroll(page)
    snap(carla, "4-carla-after")
    # Carla opened the fold; the others' opened by itself with the first part.
    assert taps == {"carla": 2, "anna": 1, "dario": 1, "bruno": 1}
