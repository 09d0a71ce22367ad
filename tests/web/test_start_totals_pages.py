"""The creation form carries a score over from paper: every phone sees it as the log's first
line and under the scores; a total the game cannot start from is refused next to its box,
with what was typed kept; the rematch starts from nothing."""

from __future__ import annotations

from flask import Flask
from werkzeug.test import TestResponse

from tests.web.conftest import Phone, totals


def create_carried(phone: Phone, game: str, players: list[str], carried: list[str]) -> TestResponse:
    data = {
        "game": game,
        "player": players,
        "me": "0",
        **{f"start_total-{i}": value for i, value in enumerate(carried)},
    }
    return phone.post("/tables", data)


def test_every_phone_sees_the_score_carried_over(app: Flask, anna: Phone) -> None:
    response = create_carried(anna, "tamalo", ["Anna", "Bruno", "Carla"], ["40", "", "75"])
    assert response.status_code == 303
    table_id = response.headers["Location"].removeprefix("/t/")
    bruno = Phone(app, "it", addr="192.0.2.20")
    bruno.sit(table_id, 1)
    for phone, heading, note in (
        (anna, "Carried over from paper", "Started from a score carried over from paper"),
        (bruno, "Ripreso dalla carta", "Partita ripresa da un punteggio su carta"),
    ):
        page = phone.table(table_id)
        assert totals(page) == {"Anna": 40, "Bruno": 0, "Carla": 75}
        log = page.one("#log").text
        assert heading in log and "Anna 40 · Bruno 0 · Carla 75" in log
        assert note in page.one(".scoreboard").text


def test_a_total_at_the_target_is_refused_next_to_the_boxes(anna: Phone) -> None:
    response = create_carried(anna, "tamalo", ["Anna", "Bruno"], ["100", "3"])
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert "With 100 the game to 100 would already be over." in page
    assert 'name="start_total-0"' in page and 'value="100"' in page  # what was typed stays


def test_a_box_that_is_not_a_number_is_refused_by_its_row(anna: Phone) -> None:
    response = create_carried(anna, "tamalo", ["Anna", "Bruno"], ["4", "tre"])
    assert response.status_code in (400, 422)
    assert "Each total carried over is a whole number" in response.get_data(as_text=True)


def test_no_boxes_filled_means_a_table_from_nothing(app: Flask, anna: Phone) -> None:
    table_id = anna.create(["Anna", "Bruno"])
    page = anna.table(table_id)
    assert "Carried over from paper" not in page.text
    assert app.extensions["referee"].view(table_id).table.start_totals is None
