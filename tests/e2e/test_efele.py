"""Efele at 360 px, four phones: an evening of three games with the Salzburger pack (a game
claim by claim on the pack's picker, with the Weli; a game entered at once by tapping the
players in the order they went out, after a new game; the next one at once from the end of
the last), its tally followed on another phone, and the end of the evening; then a short
evening with the Bavarian pack (no Weli on the picker, a claim with it refused)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_table import join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e

PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]


def create_efele(anna: Page, base: str, deck: str, stake: int) -> str:
    anna.goto(base + "/")
    anna.locator("#game").select_option("efele")
    expect(anna.locator(f"input[name=opt-deck][value='{deck}']")).to_have_count(1)
    anna.locator("details.options-wrap > summary").click()
    anna.locator(f"input[name=opt-deck][value='{deck}']").check()
    anna.locator("input[name=opt-stake]").fill(str(stake))
    for i, name in enumerate(PLAYERS):
        anna.locator("input[name=player]").nth(i).fill(name)
    anna.locator("input[name=me][value='0']").check()
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    return anna.url


def claim(page: Page, seat: int, cards: list[str]) -> None:
    """Tap who shows the cards, then the cards on the picker."""
    form = page.locator("#form-claim")
    form.locator(f"input[name=seat][value='{seat}']").check()
    box = form.locator("fieldset.hand[data-seat='claim']")
    if "active" not in (box.get_attribute("class") or ""):
        box.locator(".open-picker").click()
    for code in cards:
        form.locator(f".picker .cardbtn[data-card='{code}']").click()


def whole_game(page: Page, order: list[int]) -> None:
    """Open the whole game's fold and tap the players in the order they went out."""
    fold = page.locator("#fold-game")
    if fold.get_attribute("open") is None:
        fold.locator("summary").click()
    for seat in order:
        fold.locator(f".picker .cardbtn[data-card='{seat}']").click()


def exit_order(page: Page):  # noqa: ANN201 - a Playwright locator
    return page.locator("#status ol.exit-order li")


def test_an_evening_of_three_games_with_the_salzburger_pack(server, phone, shoot) -> None:
    anna = phone("en")
    table_url = create_efele(anna, server["url"], "salzburger33", 2)
    join_url = join_url_from_qr(anna, table_url)
    bruno, carla, dario = phone("it"), phone("en"), phone("it")
    for page, name in ((bruno, "Bruno"), (carla, "Carla"), (dario, "Dario")):
        sit(page, join_url, name)
    shoot(anna, "empty", screen=True)
    no_sideways_scroll(anna)
    # The empty table fits two screens; the claim starts on the first.
    expect(anna.locator("#invite-first #invite")).to_have_count(0)
    anna.evaluate("window.scrollTo(0, 0)")
    height = anna.evaluate("document.scrollingElement.scrollHeight")
    assert height <= 2 * 780, f"an empty table is {height}px tall"
    assert anna.locator("#form-claim input[name=seat]").first.bounding_box()["y"] < 780
    expect(anna.locator("#form-claim .picker [data-card]")).to_have_count(33)

    # Game 1, claim by claim. Dario shows three 7s and the Weli.
    claim(dario, 3, ["7H", "7L", "7E", "WELI"])
    expect(dario.locator("#form-claim .chips .chip")).to_have_count(4)
    expect(dario.locator("#preview-claim")).to_contain_text("Se salvi ora:")
    expect(dario.locator("#preview-claim")).to_contain_text("il Weli")
    shoot(dario, "claim", screen=True)
    no_sideways_scroll(dario)
    dario.locator("#form-claim button[type=submit]").click()
    expect(exit_order(anna)).to_have_text(["1st Dario"])
    expect(anna.locator("#status .still-in .tag")).to_have_text(["Anna", "Bruno", "Carla"])
    expect(bruno.locator("#form-claim input[name=seat]")).to_have_count(3)

    # A wrong claim is refused by its button, with the rule, and nothing is logged.
    claim(bruno, 1, ["OH", "OL", "OE", "KS"])
    bruno.locator("#form-claim button[type=submit]").click()
    expect(bruno.locator("#errors-claim .error")).to_be_visible()
    expect(bruno.locator("#errors-claim a.rule")).to_have_attribute("href", "/rules/EFE-WIN")
    bruno.locator("#form-claim [data-undo]").click()
    bruno.locator("#form-claim .picker .cardbtn[data-card='OS']").click()
    bruno.locator("#form-claim button[type=submit]").click()
    expect(exit_order(carla)).to_have_text(["1st Dario", "2nd Bruno"])

    claim(anna, 0, ["AH", "AL", "AE", "AS"])
    anna.locator("#form-claim button[type=submit]").click()
    expect(carla.locator("#status .efele-name")).to_have_text(["Carla"])
    expect(total(carla, 2)).to_have_text("1")
    expect(carla.locator("#tally ol.game-list li")).to_have_text(["Game 1: Carla"])
    shoot(carla, "game-1-over")

    # Game 2: a new game (Bruno deals), entered at once on Carla's phone.
    anna.locator("#form-between button[value=new_game]").click()
    expect(carla.locator("#status .prompt")).to_contain_text("Game 2 (Bruno deals)")
    whole_game(carla, [0, 2, 1])
    expect(carla.locator("#fold-game .chips .chip")).to_have_text(["Anna", "Carla", "Bruno"])
    expect(carla.locator("#preview-game")).to_contain_text("only Dario is left: the Efele")
    shoot(carla, "whole-game", screen=True)
    carla.locator("#form-game button[type=submit]").click()
    expect(anna.locator("#status .efele-name")).to_have_text(["Dario"])

    # Game 3, at once from the end of game 2, on Bruno's phone (in Italian).
    expect(bruno.locator("#fold-game summary")).to_have_text("Inserisci la partita 3 tutta insieme")
    whole_game(bruno, [3, 0, 1])
    bruno.locator("#form-game button[type=submit]").click()

    # The tally, followed on Dario's phone.
    expect(dario.locator("#tally ol.game-list li")).to_have_text(
        ["Partita 1: Carla", "Partita 2: Dario", "Partita 3: Carla"]
    )
    expect(total(dario, 2)).to_have_text("2")
    expect(total(dario, 3)).to_have_text("1")
    expect(dario.locator("#tally tr[data-seat='2'] .owes")).to_have_text("4")
    expect(dario.locator("#tally tr[data-seat='2'] .places")).to_have_text("2º ×1 · 4º ×2")
    expect(dario.locator("#scoreboard tr[data-seat='2'] .standing-note")).to_contain_text(
        "deve 4 punti"
    )
    shoot(dario, "tally")
    no_sideways_scroll(dario)

    # The end of the evening: fewest times the Efele, Anna and Bruno.
    anna.once("dialog", lambda dialog: dialog.accept())
    anna.locator("#form-end button").click()
    expect(carla.locator("#status .winners")).to_have_text("Anna · Bruno")
    expect(carla.locator("#status .outcome")).to_have_text("never the Efele this evening")
    expect(bruno.locator("#status .outcome")).to_have_text("mai Efele in questa serata")
    expect(carla.locator("#form-claim")).to_have_count(0)
    shoot(carla, "finished")
    no_sideways_scroll(carla)


def test_an_evening_of_three_games_with_the_bavarian_pack(server, phone, shoot) -> None:
    anna = phone("it")
    table_url = create_efele(anna, server["url"], "bavarian32", 1)
    join_url = join_url_from_qr(anna, table_url)
    bruno = phone("en")
    sit(bruno, join_url, "Bruno")
    expect(anna.locator("#form-claim .picker [data-card]")).to_have_count(32)
    expect(anna.locator("#form-claim .picker [data-card='WELI']")).to_have_count(0)
    expect(anna.locator("#status .in-hand-state")).to_contain_text("Mazzo bavarese, 32 carte")

    # The Weli typed at a Bavarian table is refused with the pack's rule.
    anna.locator("#form-claim input[name=seat][value='2']").check()
    anna.locator("#form-claim .open-picker").click()
    anna.locator("#cards-claim").fill("9H 9L 9E WELI")
    anna.locator("#form-claim button[type=submit]").click()
    expect(anna.locator("#errors-claim .error")).to_contain_text("Weli")
    anna.locator("#cards-claim").fill("")
    claim(anna, 2, ["9H", "9L", "9E", "9S"])
    anna.locator("#form-claim button[type=submit]").click()
    expect(exit_order(bruno)).to_have_text(["1st Carla"])
    claim(bruno, 3, ["UH", "UL", "UE", "US"])
    bruno.locator("#form-claim button[type=submit]").click()
    expect(exit_order(bruno)).to_have_text(["1st Carla", "2nd Dario"])
    claim(bruno, 0, ["10H", "10L", "10E", "10S"])
    bruno.locator("#form-claim button[type=submit]").click()
    expect(anna.locator("#status .efele-name")).to_have_text(["Bruno"])
    expect(anna.locator("#tally tr[data-seat='1'] .owes")).to_have_text("1")

    # Two more games at once, then the end of the evening.
    whole_game(bruno, [1, 2, 3])
    bruno.locator("#form-game button[type=submit]").click()
    expect(anna.locator("#tally ol.game-list li")).to_have_text(
        ["Partita 1: Bruno", "Partita 2: Anna"]
    )
    whole_game(bruno, [0, 1, 2])
    bruno.locator("#form-game button[type=submit]").click()
    expect(anna.locator("#tally ol.game-list li")).to_have_text(
        ["Partita 1: Bruno", "Partita 2: Anna", "Partita 3: Dario"]
    )
    expect(anna.locator("#tally tr[data-seat='3'] .owes")).to_have_text("1")
    bruno.once("dialog", lambda dialog: dialog.accept())
    bruno.locator("#form-end button").click()
    expect(anna.locator("#status .winners")).to_have_text("Carla")
    expect(anna.locator("#status .outcome")).to_have_text("mai Efele in questa serata")
    shoot(anna, "bavarian-finished")
    no_sideways_scroll(anna)


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_claim_fits_360_px_and_says_its_refusal_once(server, phone, shoot, lang) -> None:
    anna = phone(lang)
    create_efele(anna, server["url"], "salzburger33", 2)
    # Folded, the cards' label is whole (it wraps rather than ending in "…").
    legend = anna.locator("#form-claim fieldset.hand[data-seat='claim'] > legend")
    expect(legend).to_have_text({"it": "Le carte mostrate", "en": "The cards shown"}[lang])
    assert legend.evaluate("e => e.scrollWidth <= e.clientWidth"), "the label is cut"
    # Three 7s and an 8 are no set: the preview says so, and saving says it once.
    claim(anna, 3, ["7H", "8L", "7E", "WELI"])
    refusal = {"it": "non sono carte dello stesso valore", "en": "not cards of the same value"}
    expect(anna.locator("#preview-claim .error")).to_contain_text(refusal[lang])
    anna.locator("#form-claim button[type=submit]").click()
    expect(anna.locator("#errors-claim .error")).to_contain_text(refusal[lang])
    shown = anna.locator("#form-claim :is(.error, .field-error)", has_text=refusal[lang])
    expect(shown).to_have_count(1)
    shoot(anna, f"claim-refused-{lang}", screen=True)
    no_sideways_scroll(anna)
