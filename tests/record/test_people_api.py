"""A player's record and ratings across a tournament's tables, over the API and on their
page: the winner rises, the loser falls, each says why; a game nobody played has no
leaderboard, said clearly."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.conftest import ApiTable
from tests.tournaments.test_api import Tour

WIN = {"type": "hand", "tricks": [3, 2], "king": None, "revokes": [0, 0]}
LOSE = {"type": "hand", "tricks": [2, 3], "king": None, "revokes": [0, 0]}


def finish(client: FlaskClient, table: dict[str, Any], move: dict[str, Any]) -> None:
    """Seat 0's phone logs hands until the match is over."""
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(0)
    while not t.state()["finished"]:
        assert t.move(move, seat=0).status_code == 201


def test_an_ecarte_evening_rates_its_players_and_says_why(client: FlaskClient) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 3})
    for name in ("Anna", "Bruno", "Carla", "Dario"):
        assert tour.check_in(name).status_code == 201
    tables = tour.post("/rounds", {"seed": 3}).get_json()["tables"]
    finish(client, tables[0], WIN)  # the first seat wins
    finish(client, tables[1], LOSE)  # the second seat wins
    winner = tables[0]["seats"][0]["person"]
    loser = tables[0]["seats"][1]["person"]
    won = client.get(f"/api/v1/people/{winner}", headers={"Accept-Language": "en"}).get_json()
    lost = client.get(f"/api/v1/people/{loser}", headers={"Accept-Language": "it"}).get_json()
    # Three tricks to two is never a vole: the game's own number is there, at nought.
    assert won["games"] == [{"game": "ecarte", "played": 1, "won": 1, "tallies": {"voles": 0}}]
    assert lost["games"] == [{"game": "ecarte", "played": 1, "won": 0, "tallies": {"voles": 0}}]
    (rating,) = won["ratings"]
    assert rating["game"] == "ecarte" and rating["matches"] == 1
    assert rating["history"][0]["delta"] > 0
    assert rating["history"][0]["text"].startswith(
        f"{rating['history'][0]['delta']:+.1f}: you finished first of 2"
    )
    assert lost["ratings"][0]["history"][0]["delta"] < 0
    assert "secondo su 2" in lost["ratings"][0]["history"][0]["text"]

    board = client.get("/api/v1/games/ecarte/ratings").get_json()
    # The leaderboard is this evening's four (each test has a database of its own).
    seated = {s["person"] for t in tables for s in t["seats"]}
    ours = board["rows"]
    ranked = [row["person"] for row in ours]
    assert sorted(ranked) == sorted(seated)
    assert ranked.index(winner) < ranked.index(loser)
    assert all(row["matches"] == 1 for row in ours)

    page = client.get(f"/people/{winner}", headers={"Accept-Language": "en"})
    assert page.status_code == 200
    text = page.get_data(as_text=True)
    assert won["name"] in text and rating["history"][0]["text"] in text
    # The rule set is named in words (the house rules' line), never by its fingerprint.
    assert rating["ruleset"] not in text.replace(f"rating-ecarte-{rating['ruleset']}", "")
    assert ours[0]["ruleset_name"] in text


def test_a_game_nobody_played_has_no_leaderboard_said_clearly(client: FlaskClient) -> None:
    response = client.get("/api/v1/games/efele/ratings", headers={"Accept-Language": "en"})
    assert response.status_code == 404
    assert response.get_json()["detail"] == "Nobody has played a rated game of Efele yet."
    assert client.get("/api/v1/games/chess/ratings").status_code == 404
    assert client.get("/api/v1/people/nobody").status_code == 404
    page = client.get("/games/efele/ratings", headers={"Accept-Language": "it"})
    assert page.status_code == 200 and "Nessuno ha ancora giocato" in page.get_data(as_text=True)
