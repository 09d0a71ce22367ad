"""A table of any game can start from a score carried over from paper (``start_totals``):
every phone and the API start from it, the engine refuses totals its game cannot start
from, and a rematch starts from nothing again."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.conftest import ApiTable


def create(client: FlaskClient, game: str, players: list[str], totals: Any, **options: Any) -> Any:
    return client.post(
        "/api/v1/tables",
        json={"game": game, "players": players, "options": options, "start_totals": totals},
        headers={"Accept-Language": "en"},
    )


def opened(client: FlaskClient, game: str, players: list[str], totals: Any) -> ApiTable:
    response = create(client, game, players, totals)
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    return ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])


def test_an_ecarte_match_carried_over_at_4_3_ends_on_the_next_point(client: FlaskClient) -> None:
    table = opened(client, "ecarte", ["Anna", "Bruno"], [4, 3])
    state = table.state()
    assert state["start_totals"] == [4, 3] and state["totals"] == [4, 3]
    assert [seat["total"] for seat in state["seats"]] == [4, 3]
    # Anna takes three tricks: one point, her fifth.
    response = table.move({"type": "hand", "tricks": [3, 2], "king": None, "revokes": [0, 0]})
    assert response.status_code == 201, response.get_json()
    after = response.get_json()["table"]
    assert after["totals"] == [5, 3] and after["finished"] and after["winners"] == [0]


def test_a_tamalo_table_starts_from_its_totals_and_counts_on(client: FlaskClient) -> None:
    table = opened(client, "tamalo", ["Anna", "Bruno", "Carla"], [40, 12, 75])
    response = table.hand(None, [3, 5, 7])
    assert response.status_code == 201
    scores = response.get_json()["event"]["hand"]["scores"]
    assert table.state()["totals"] == [40 + scores[0], 12 + scores[1], 75 + scores[2]]
    assert scores[1:] == [5, 7]


@pytest.mark.parametrize(
    ("game", "players", "totals", "field", "words"),
    [
        ("ecarte", ["Anna", "Bruno"], [5, 3], "start_totals", "would already be over"),
        ("tamalo", ["Anna", "Bruno"], [100, 3], "start_totals", "would already be over"),
        ("tarocco", ["A", "B", "C", "D"], [10, -5, 0, 0], "start_totals", "sum to 5"),
        ("tamalo", ["Anna", "Bruno"], [1, 2, 3], "start_totals", "each of the 2 players"),
        ("tamalo", ["Anna", "Bruno"], [1, 10**9], "start_totals.1", "whole number"),
        ("efele", ["A", "B", "C"], [1, -1, 0], "start_totals", "0 or more"),
    ],
)
def test_totals_the_game_cannot_start_from_are_refused_and_open_nothing(
    client: FlaskClient, game: str, players: list[str], totals: list[int], field: str, words: str
) -> None:
    response = create(client, game, players, totals)
    assert response.status_code in (400, 422)
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem["field"] == field and words in problem["detail"], problem


def test_a_table_from_nothing_says_so(table: ApiTable) -> None:
    assert table.state()["start_totals"] is None
