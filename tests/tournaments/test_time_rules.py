"""The round clock's rule at time: a fixed number of further hands, played through the
API; and time refused on a round already over."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.conftest import ApiTable
from tests.tournaments.test_api import PLAYERS, Tour

FURTHER = {
    "kind": "rounds",
    "rounds": 2,
    "max_seats": 4,
    "minutes": 40,
    "at_time": "further_hands",
    "further_hands": 2,
}


def seated(client: FlaskClient, table: dict[str, Any]) -> ApiTable:
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(0)
    return t


def logged(t: ApiTable, hands: list[int]) -> None:
    r = t.hand(None, hands, seat=0)
    assert r.status_code == 201, r.get_json()


def test_two_further_hands_are_played_past_time_then_the_table_stops(
    client: FlaskClient,
) -> None:
    tour = Tour(client, format=FURTHER)
    for name in PLAYERS[:4]:
        tour.check_in(name)
    rnd = tour.post("/rounds", {"seed": 1}).get_json()
    assert rnd["clock"]["rule"] == "further_hands" and rnd["clock"]["hands"] == 2
    people = [s["name"] for s in rnd["tables"][0]["seats"]]
    table = seated(client, rnd["tables"][0])
    logged(table, [0, 10, 20, 30])  # before time: seat 1 leads
    assert tour.post("/rounds/current/time").status_code == 201
    standings = tour.get("/standings")
    assert standings["clock"]["state"] == "called" and standings["clock"]["hands"] == 2
    assert standings["missing"] == [1]
    logged(table, [40, 0, 0, 0])  # the first hand past time: still playing
    assert tour.get("/standings")["missing"] == [1]
    logged(table, [0, 40, 40, 40])  # the second: the table's result is taken here
    standings = tour.get("/standings")
    assert standings["missing"] == []
    rows = {r["name"]: r for r in standings["rows"]}
    # Totals after the two further hands: 40, 50, 60, 70 → the first seat wins the table.
    assert rows[people[0]]["values"][0] == {"name": "points", "value": 100}
    assert rows[people[3]]["values"][0] == {"name": "points", "value": 0}
    assert rows[people[0]]["why"].startswith("1st: placing points 100")
    # The table is closed: a later hand is refused with the rule, the result stands.
    r = table.hand(None, [90, 0, 0, 0], seat=0)
    assert r.status_code == 409 and r.get_json()["rule"] == "at_time.further_hands"
    assert tour.get("/standings")["rows"] == standings["rows"]
    # The round is over: time is refused; the next round can be drawn.
    r = tour.post("/rounds/current/time")
    assert r.status_code == 422 and "already over" in r.get_json()["detail"]
    assert r.get_json()["type"].endswith("/problems/refused")
    assert tour.post("/rounds").status_code == 201


def test_time_on_a_round_whose_tables_all_finished_is_refused(client: FlaskClient) -> None:
    tour = Tour(client, format=FURTHER)
    for name in PLAYERS[:4]:
        tour.check_in(name)
    rnd = tour.post("/rounds").get_json()
    logged(seated(client, rnd["tables"][0]), [0, 10, 20, 100])  # the game ends at 100
    seq = tour.get()["seq"]
    r = tour.post("/rounds/current/time")
    assert r.status_code == 422 and r.get_json()["detail"] == "The round is already over."
    assert tour.get()["seq"] == seq  # nothing written


def test_further_hands_need_their_count(client: FlaskClient) -> None:
    fmt = {**FURTHER}
    del fmt["further_hands"]
    r = client.post("/api/v1/tournaments", json={"game": "tamalo", "name": "x", "format": fmt})
    assert r.status_code == 422
    body = r.get_json()
    assert body["type"].endswith("/problems/refused") and body["field"] == "format"
    assert "needs how many hands" in body["detail"]
    r = client.post(
        "/api/v1/tournaments",
        json={"game": "tamalo", "name": "x", "format": {**FURTHER, "further_hands": 0}},
    )
    assert r.status_code == 422 and r.get_json()["type"].endswith("/problems/invalid")


def test_a_drafted_round_starts_its_clock_when_published(client: FlaskClient) -> None:
    tour = Tour(client, format={**FURTHER, "minutes": 1, "warn_minutes": 0})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    assert tour.post("/rounds/draft").status_code == 201
    assert tour.get("/standings")["clock"] is None  # nothing runs before it is published
    rnd = tour.post("/rounds/draft/publish").get_json()
    assert rnd["clock"]["state"] == "running" and 55 <= rnd["clock"]["seconds_left"] <= 60


def test_the_new_tournament_page_picks_the_rule_at_time(client: FlaskClient) -> None:
    form = {"game": "scala40", "name": "Serata", "format": "rounds", "minutes": "30"}
    r = client.post(
        "/tournaments/new", data={**form, "at_time": "further_hands", "further_hands": "3"}
    )
    assert r.status_code == 302, r.text
    tid = r.headers["Location"].rsplit("/", 1)[-1]
    fmt = client.get(f"/api/v1/tournaments/{tid}").get_json()["format"]
    assert fmt["at_time"] == "further_hands" and fmt["further_hands"] == 3
    r = client.post(
        "/tournaments/new", data={**form, "at_time": "further_hands", "further_hands": ""}
    )
    assert r.status_code == 422 and "needs how many hands" in r.text
    # Round robin: for a two-seat game; refused with the reason for a game of more seats.
    r = client.post(
        "/tournaments/new", data={"game": "ecarte", "name": "G", "format": "round_robin"}
    )
    assert r.status_code == 302
    tid = r.headers["Location"].rsplit("/", 1)[-1]
    assert client.get(f"/api/v1/tournaments/{tid}").get_json()["format"]["kind"] == "round_robin"
    r = client.post("/tournaments/new", data={**form, "format": "round_robin"})
    assert r.status_code == 422 and "Round robin is for two-player games" in r.text
