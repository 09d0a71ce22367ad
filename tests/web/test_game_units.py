"""A game names what it scores by its own unit: Efele is played in games ("Game 1 saved",
"Game by game", "game 1 contested"), the other games in hands; a contest names the hand, not
the number of the move that logged it. In Italian and in English."""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.conftest import Phone, hand, htmx_regions
from tests.web.dom import Node, parse

EFELE = ["Anna", "Bruno", "Carla", "Dario"]


def whole_game(seq: int, *order: int) -> dict[str, Any]:
    """Efele's whole-game form: the seats in the order they went out."""
    order_text = ",".join(str(s) for s in order)
    return {"type": "game", "box": "game", "expected_seq": str(seq), "exit_order": order_text}


def contest(phone: Phone, table_id: str, seq: int, reason: str) -> None:
    response = phone.post(f"/t/{table_id}/moves/{seq}/contest", {"reason": reason})
    assert response.status_code == 303, response.get_data(as_text=True)[:2000]


def log_text(page: Node) -> str:
    return " ".join(li.text for li in page.all("#log li"))


@pytest.mark.parametrize(
    ("lang", "saved", "by_unit", "column"),
    [
        ("en", "✓ Game 1 saved", "Game by game", "Game"),
        ("it", "✓ Partita 1 salvata", "Partita per partita", "Partita"),
    ],
)
def test_an_efele_game_is_saved_and_listed_as_a_game(
    app: Any, lang: str, saved: str, by_unit: str, column: str
) -> None:
    anna = Phone(app, lang, addr="192.0.2.21")
    table_id = anna.create(EFELE, me=0, game="efele")
    # Bruno out first, then Dario, then Anna: Carla is the Efele of game 1.
    response = anna.move(table_id, whole_game(0, 1, 3, 0), htmx=True)
    toast = htmx_regions(response)["#notices"].one(".toast-saved")
    assert toast.one(".toast-title").text == saved
    page = anna.table(table_id)
    folds = [summary.text for summary in page.all(".grid-wrap summary")]
    assert by_unit in folds and "Hand by hand" not in folds and "Mano per mano" not in folds
    assert page.all("#grid-box thead th")[0].text == column
    # The chart says it too: its title and its axis.
    chart = anna.get(f"/t/{table_id}/chart.svg").get_data(as_text=True)
    title = {"en": "Scores game by game: Efele", "it": "Punti partita per partita: Efele"}
    assert title[lang] in chart and f">{column}</text>" in chart
    assert "Hand" not in chart and "Mano" not in chart


@pytest.mark.parametrize(
    ("lang", "saved", "by_unit", "column"),
    [
        ("en", "✓ Hand 1 saved", "Hand by hand", "Hand"),
        ("it", "✓ Mano 1 salvata", "Mano per mano", "Mano"),
    ],
)
def test_a_tamalo_hand_is_still_a_hand(
    app: Any, lang: str, saved: str, by_unit: str, column: str
) -> None:
    anna = Phone(app, lang, addr="192.0.2.22")
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    response = anna.move(table_id, hand(0, 3, 12, 7, caller=0), htmx=True)
    assert htmx_regions(response)["#notices"].one(".toast-title").text == saved
    page = anna.table(table_id)
    assert [summary.text for summary in page.all(".grid-wrap summary")] == [by_unit]
    assert page.all("#grid-box thead th")[0].text == column


@pytest.mark.parametrize(
    ("lang", "banner", "line"),
    [
        ("en", "game 2 contested", "Game 2 contested: Dario went out before Anna"),
        ("it", "partita 2 contestata", "Contestata la partita 2: Dario went out before Anna"),
    ],
)
def test_a_contest_names_the_game_not_the_move(app: Any, lang: str, banner: str, line: str) -> None:
    anna = Phone(app, lang, addr="192.0.2.23")
    table_id = anna.create(EFELE, me=0, game="efele")
    # Move 1 is game 1, move 2 the new game, move 3 game 2: its number is 2, not 3.
    assert anna.move(table_id, whole_game(0, 1, 3, 0)).status_code == 303
    new_game = {"type": "new_game", "box": "between", "expected_seq": "1"}
    assert anna.move(table_id, new_game).status_code == 303
    assert anna.move(table_id, whole_game(2, 0, 3, 1)).status_code == 303
    contest(anna, table_id, 3, "Dario went out before Anna")
    page = anna.table(table_id)
    provisional = page.one("#provisional").text
    assert banner in provisional
    assert "3" not in provisional.split(":", 1)[1]
    assert line in log_text(page)


@pytest.mark.parametrize(
    ("lang", "banner", "line"),
    [
        ("en", "hand 1 contested", "Hand 1 contested: a tie"),
        ("it", "mano 1 contestata", "Contestata la mano 1: a tie"),
    ],
)
def test_a_contested_tamalo_hand_is_named_by_its_number(
    app: Any, lang: str, banner: str, line: str
) -> None:
    anna = Phone(app, lang, addr="192.0.2.24")
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    assert anna.move(table_id, hand(0, 3, 12, 7, caller=0)).status_code == 303
    contest(anna, table_id, 1, "a tie")
    page = anna.table(table_id)
    assert banner in page.one("#provisional").text
    assert line in log_text(page)


def test_the_dispute_page_and_the_correction_name_the_game(app: Any) -> None:
    anna = Phone(app, "it", addr="192.0.2.25")
    table_id = anna.create(EFELE, me=0, game="efele")
    assert anna.move(table_id, whole_game(0, 1, 3, 0)).status_code == 303
    dispute = anna.page(f"/t/{table_id}/moves/1/dispute")
    assert dispute.one("h1").text == "Contestazione: Partita 1"
    correct = parse(anna.get(f"/t/{table_id}/moves/1/correct").get_data(as_text=True))
    assert correct.one("h1").text == "Correggi la partita 1"
