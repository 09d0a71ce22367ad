"""A game whose engine is built before its pages (its first slice) is played through the API;
its table's page follows it, scores and log, without an entry form, and the creation form
does not offer it yet."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask

from referee.games import GAMES
from referee.web.games import has_screen
from tests.proof import registered
from tests.web.conftest import Phone, totals


@pytest.fixture(autouse=True)
def high_card_without_pages() -> Iterator[None]:
    with registered():
        yield


def test_played_through_the_api_and_followed_on_its_page(app: Flask) -> None:
    client = app.test_client()
    created = client.post(
        "/api/v1/tables", json={"game": "highcard", "players": ["Anna", "Bruno"]}
    ).get_json()
    table_id, auth = created["id"], {"Authorization": f"Bearer {created['host_token']}"}
    anna, bruno = Phone(app), Phone(app, "it", addr="192.0.2.40")
    anna.sit(table_id, 0)
    bruno.sit(table_id, 1)
    logged = client.post(
        f"/api/v1/tables/{table_id}/moves",
        json={"type": "hand", "cards": ["2C", "KH"], "expected_seq": 0},
        headers=auth,
    )
    assert logged.status_code == 201

    for phone, said in ((anna, "entered through the API"), (bruno, "si inseriscono dall'API")):
        page = phone.table(table_id)
        assert totals(page) == {"Bruno": 1, "Anna": 0}
        assert page.has("#log #e1")
        assert said in page.one("#entry-api-only").text


def test_the_creation_form_offers_only_games_with_pages(app: Flask) -> None:
    home = Phone(app).page("/")
    offered = [o["value"] for o in home.all("#game option")]
    assert offered == [g for g in GAMES if has_screen(g)] and "highcard" not in offered
    games = app.test_client().get("/api/v1/games").get_json()["games"]
    assert [g["id"] for g in games] == list(GAMES) and "highcard" in GAMES
