"""Rounds of tables with a round clock (a Scala 40 night in tables of 4-5) and a league
counting each player's best rounds, through the API."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from flask.testing import FlaskClient

from tests.conftest import ApiTable
from tests.tournaments.test_api import PLAYERS, Tour


def sit_and_log(client: FlaskClient, table: dict[str, Any], move: dict[str, Any]) -> ApiTable:
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(0)
    r = t.move(move, seat=0)
    assert r.status_code == 201, r.get_json()
    return t


def scala_hand(seats: int) -> dict[str, Any]:
    return {
        "type": "hand",
        "closer": 0,
        "in_mano": False,
        "hands": [None, *range(20, 20 + 10 * (seats - 1), 10)],
    }


def test_a_timed_night_finishes_the_hand_in_play_at_time(client: FlaskClient) -> None:
    fmt = {
        "kind": "rounds",
        "rounds": 2,
        "min_seats": 4,
        "max_seats": 5,
        "minutes": 30,
        "warn_minutes": 5,
    }
    tour = Tour(client, game="scala40", format=fmt)
    for name in PLAYERS[:9]:
        tour.check_in(name)
    r = tour.post("/rounds", {"seed": 5})
    assert r.status_code == 201, r.get_json()
    rnd = r.get_json()
    assert [len(t["seats"]) for t in rnd["tables"]] == [5, 4]
    assert rnd["clock"]["state"] == "running" and 1790 <= rnd["clock"]["seconds_left"] <= 1800
    assert rnd["clock"]["rule"] == "finish_hand"
    assert tour.post("/rounds").status_code == 422  # this round's results first
    # Time: the hand in play is finished, then each table stops.
    assert tour.post("/rounds/current/time").status_code == 201
    standings = tour.get("/standings")
    assert standings["missing"] == [1, 2] and standings["clock"]["state"] == "called"
    sit_and_log(client, rnd["tables"][0], scala_hand(5))
    assert tour.get("/standings")["missing"] == [2]
    sit_and_log(client, rnd["tables"][1], scala_hand(4))
    standings = tour.get("/standings")
    assert standings["missing"] == []
    rows = {r["name"]: r for r in standings["rows"]}
    closer = rnd["tables"][0]["seats"][0]["name"]
    assert rows[closer]["values"][0] == {"name": "points", "value": 100}
    assert rows[closer]["why"].startswith("1st: placing points 100")
    last = rnd["tables"][1]["seats"][3]["name"]
    assert rows[last]["values"][0]["value"] == 0
    # Time cannot be called on a round already over; the next round can be drawn.
    r = tour.post("/rounds/current/time")
    assert r.status_code == 422 and "already over" in r.get_json()["detail"]
    assert tour.post("/rounds").status_code == 201
    assert tour.post("/rounds").status_code == 422


def test_a_format_the_games_tables_cannot_seat_is_refused(client: FlaskClient) -> None:
    r = client.post(
        "/api/v1/tournaments",
        json={"game": "scala40", "name": "x", "format": {"kind": "rounds", "min_seats": 7}},
    )
    assert r.status_code == 422 and r.get_json()["field"] == "format"
    assert "seat 2 to 6" in r.get_json()["detail"]


def test_a_round_without_a_clock_has_no_time_to_call(client: FlaskClient) -> None:
    tour = Tour(client, format={"kind": "rounds", "rounds": 1})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    assert tour.post("/rounds").status_code == 201
    r = tour.post("/rounds/current/time")
    assert r.status_code == 422 and "no clock" in r.get_json()["detail"]


def test_a_league_rotates_tables_and_counts_the_best_evenings(client: FlaskClient) -> None:
    fmt = {
        "kind": "rounds",
        "rounds": 2,
        "max_seats": 4,
        "seating": "rotating",
        "best": 1,
        "minutes": 60,
        "at_time": "as_it_stands",
    }
    tour = Tour(client, format=fmt)
    for name in PLAYERS[:8]:
        tour.check_in(name)
    met: set[frozenset[str]] = set()
    repeats = 0
    for evening in range(2):
        rnd = tour.post("/rounds", {"seed": evening}).get_json()
        assert [len(t["seats"]) for t in rnd["tables"]] == [4, 4]
        for table in rnd["tables"]:
            people = [s["person"] for s in table["seats"]]
            repeats += sum(frozenset(p) in met for p in combinations(people, 2))
            met |= {frozenset(p) for p in combinations(people, 2)}
            sit_and_log(client, table, {"type": "hand", "caller": None, "hands": [0, 10, 20, 30]})
        # As it stands: the tables are scored where their logs are when time is called.
        assert tour.post("/rounds/current/time").status_code == 201
        assert tour.get("/standings")["missing"] == []
    assert repeats <= 4  # rotating seats: at most a pair in four meets again
    rows = tour.get("/standings")["rows"]
    assert all(r["values"][2] == {"name": "played", "value": 2} for r in rows)
    assert all(r["total"] in (0, 33, 67, 100) for r in rows)
    dropped = [r for r in rows if "dropped" in r["why"]]
    assert len(dropped) == 8 and "The best 1 rounds count" in dropped[0]["why"]
