"""Scala 40 at 360 px, in both languages: three players to 101, played to its end on the page
(who went out, the cards tapped on the two-pack picker or a total, the live preview), with
each player's distance to 101 and who is out greyed on the scoreboard."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_table import join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e

SAID = {
    "en": {
        "preview": "If you save now:",
        "to_go": "{} to go",
        "out": "out",
        "save": "Save hand {}",
    },
    "it": {
        "preview": "Se salvi ora:",
        "to_go": "ne mancano {}",
        "out": "fuori",
        "save": "Salva la mano {}",
    },
}


def create_scala40(anna: Page, base: str, players: list[str]) -> str:
    anna.goto(base + "/")
    anna.locator("#game").select_option("scala40")
    expect(anna.locator("input[name=opt-threshold][value='101']")).to_have_count(1)
    for i, name in enumerate(players):
        anna.locator("input[name=player]").nth(i).fill(name)
    anna.locator("input[name=me][value='0']").check()
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    return anna.url


def enter_hand(
    page: Page, closer: int, cards: dict[int, list[str]], totals: dict[int, int]
) -> None:
    form = page.locator("#form-hand")
    form.locator(f"input[name=closer][value='{closer}']").check()
    for seat, codes in cards.items():
        hand = form.locator(f"fieldset.hand[data-seat='{seat}']")
        if "active" not in (hand.get_attribute("class") or ""):
            hand.locator(".open-picker").click()
        for code in codes:
            hand.locator(f".cardbtn[data-card='{code}']").click()
    for seat, value in totals.items():
        hand = form.locator(f"fieldset.hand[data-seat='{seat}']")
        if "active" not in (hand.get_attribute("class") or ""):
            hand.locator(".open-picker").click()
        hand.locator(f"input[name='total-{seat}']").fill(str(value))


def note(page: Page, seat: int):  # noqa: ANN201 - a Playwright locator
    return page.locator(f"#scoreboard tr[data-seat='{seat}'] .standing-note")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_game_to_101_played_to_its_end(server, phone, shoot, lang: str) -> None:
    said = SAID[lang]
    anna = phone(lang)
    table_url = create_scala40(anna, server["url"], ["Anna", "Bruno", "Carla"])
    join_url = join_url_from_qr(anna, table_url)
    carla = phone(lang)
    sit(carla, join_url, "Carla")

    # Hand 1: Anna goes out; Bruno's cards tapped (the king of hearts twice: two packs).
    enter_hand(anna, 0, {1: ["KH", "KH", "5S"]}, {2: 60})
    expect(anna.locator("#preview")).to_contain_text(said["preview"])
    expect(anna.locator("#preview")).to_contain_text("= 25")
    shoot(anna, "hand-1", screen=True)
    no_sideways_scroll(anna)
    anna.locator("#form-hand button[type=submit]").click()
    expect(anna.locator("#form-hand button[type=submit]")).to_have_text(said["save"].format(2))
    expect(total(carla, 1)).to_have_text("25")
    expect(note(carla, 2)).to_have_text(said["to_go"].format(41))

    # Hand 2: Bruno goes out; Carla reaches 110 and is out, greyed, with no entry.
    enter_hand(anna, 1, {}, {0: 20, 2: 50})
    anna.locator("#form-hand button[type=submit]").click()
    expect(total(carla, 2)).to_have_text("110")
    expect(carla.locator("#scoreboard tr[data-seat='2']")).to_have_class(re.compile(r"\bout\b"))
    expect(note(carla, 2)).to_have_text(said["out"])
    expect(anna.locator("#form-hand fieldset.hand[data-seat='2']")).to_have_count(0)
    expect(anna.locator("#form-hand input[name=closer][value='2']")).to_have_count(0)
    shoot(carla, "carla-out")

    # Hand 3: Anna goes out; Bruno reaches 105: Anna, the last one left, wins.
    enter_hand(anna, 0, {}, {1: 80})
    anna.locator("#form-hand button[type=submit]").click()
    expect(carla.locator("#status .winners")).to_have_text("Anna")
    expect(carla.locator("#scoreboard tr.winner")).to_contain_text("Anna")
    expect(carla.locator("#form-hand")).to_have_count(0)
    shoot(carla, "finished")
    no_sideways_scroll(carla)
