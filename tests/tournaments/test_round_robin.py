"""Round robin for small groups of a two-player game: every pair meets exactly once, a bye
each round when the count is odd (each to a different person, counted as the format says);
a game of three or more seats is refused with the reason."""

from __future__ import annotations

from itertools import combinations

import pytest
from flask.testing import FlaskClient

from tests.tournaments.test_api import PLAYERS, Tour, finish_ecarte


@pytest.mark.parametrize("count", [5, 6])
def test_every_pair_meets_exactly_once(client: FlaskClient, count: int) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "round_robin"})
    for name in PLAYERS[:count]:
        assert tour.check_in(name).status_code == 201
    people = set(tour.people.values())
    met: list[frozenset[str]] = []
    byes: list[str] = []
    rounds = count - 1 if count % 2 == 0 else count
    for number in range(1, rounds + 1):
        r = tour.post("/rounds", {"seed": 11})
        assert r.status_code == 201, r.get_json()
        rnd = r.get_json()
        assert rnd["number"] == number and rnd["stage"] == "round_robin"
        assert len(rnd["tables"]) == count // 2
        seated = [s["person"] for t in rnd["tables"] for s in t["seats"]]
        assert len(set(seated)) == len(seated)
        if count % 2:
            assert rnd["bye"] in people and rnd["bye"] not in seated
            byes.append(rnd["bye"])
        else:
            assert rnd["bye"] is None
        assert tour.post("/rounds").status_code == 422  # this round's results first
        for table in rnd["tables"]:
            met.append(frozenset(s["person"] for s in table["seats"]))
            finish_ecarte(client, table)
    assert sorted(map(sorted, met)) == sorted(map(sorted, map(frozenset, combinations(people, 2))))
    assert len(met) == len(set(met))
    if count % 2:
        assert sorted(byes) == sorted(people)  # a bye each, to a different person each round
    r = tour.post("/rounds")
    assert r.status_code == 422 and "every pair has met" in r.get_json()["detail"]
    standings = tour.get("/standings")
    assert standings["stage"] == "round_robin" and standings["missing"] == []
    wins = {row["name"]: row["values"][0]["value"] for row in standings["rows"]}
    matches = count * (count - 1) // 2
    # A bye counts as a win (the format's default): every match and every bye is one win.
    assert sum(wins.values()) == matches + (count if count % 2 else 0)
    assert all("wins" in row["why"] and "Buchholz" in row["why"] for row in standings["rows"])


def test_a_bye_counts_nothing_when_the_format_says_so(client: FlaskClient) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "round_robin", "bye": "nothing"})
    for name in PLAYERS[:3]:
        tour.check_in(name)
    rnd = tour.post("/rounds").get_json()
    finish_ecarte(client, rnd["tables"][0])
    rows = {r["person"]: r for r in tour.get("/standings")["rows"]}
    assert rows[rnd["bye"]]["values"][0] == {"name": "wins", "value": 0}
    winner = rnd["tables"][0]["seats"][0]["person"]
    assert rows[winner]["values"][0] == {"name": "wins", "value": 1}


def test_a_person_who_left_is_not_paired_and_their_opponent_sits_out(
    client: FlaskClient,
) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "round_robin"})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    rnd = tour.post("/rounds", {"seed": 2}).get_json()
    for table in rnd["tables"]:
        finish_ecarte(client, table)
    anna = tour.people["Anna"]
    assert tour.post(f"/people/{anna}/withdraw").status_code == 201
    rnd = tour.post("/rounds").get_json()
    seated = [s["person"] for t in rnd["tables"] for s in t["seats"]]
    assert len(rnd["tables"]) == 1 and anna not in seated


def test_round_robin_swaps_only_seats_at_one_table(client: FlaskClient) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "round_robin"})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    draft = tour.post("/rounds/draft", {"seed": 5}).get_json()
    (a, b), (c, _) = ([s["person"] for s in t["seats"]] for t in draft["tables"])
    r = tour.post("/rounds/draft/swap", {"a": a, "b": c})
    assert r.status_code == 422 and "set by the schedule" in r.get_json()["detail"]
    r = tour.post("/rounds/draft/swap", {"a": a, "b": b})
    assert r.status_code == 201
    assert [s["person"] for s in r.get_json()["tables"][0]["seats"]] == [b, a]
    rnd = tour.post("/rounds/draft/publish").get_json()
    assert [s["person"] for s in rnd["tables"][0]["seats"]] == [b, a]


@pytest.mark.parametrize("game", ["tamalo", "scala40", "tarocco"])
def test_a_game_of_three_or_more_seats_is_refused_with_the_reason(
    client: FlaskClient, game: str
) -> None:
    r = client.post(
        "/api/v1/tournaments",
        json={"game": game, "name": "Girone", "format": {"kind": "round_robin"}},
    )
    assert r.status_code == 422
    body = r.get_json()
    assert body["type"].endswith("/problems/refused") and body["field"] == "format"
    assert "Round robin is for two-player games" in body["detail"]
    r = client.post(
        "/api/v1/tournaments",
        json={"game": game, "name": "Girone", "format": {"kind": "round_robin"}},
        headers={"Accept-Language": "it"},
    )
    assert "Il girone all'italiana è per i giochi a due" in r.get_json()["detail"]


def test_the_organisers_scheme_and_breakers_rank_a_round_robin(client: FlaskClient) -> None:
    """Game points (the matches' own totals) then a drawn lot: no Buchholz in sight."""
    fmt = {"kind": "round_robin", "scheme": "game", "tie_breakers": ["wins", "lot"]}
    tour = Tour(client, game="ecarte", format=fmt)
    for name in PLAYERS[:4]:
        tour.check_in(name)
    totals: dict[str, int] = dict.fromkeys(tour.people.values(), 0)
    for _ in range(3):
        for table in tour.post("/rounds", {"seed": 5}).get_json()["tables"]:
            finish_ecarte(client, table)
            state = client.get(f"/api/v1/tables/{table['table_id']}").get_json()
            for seat, total in zip(table["seats"], state["totals"], strict=True):
                totals[seat["person"]] += total
    standings = tour.get("/standings")
    assert standings["scoring"]["scheme"] == "game"
    assert [b["name"] for b in standings["scoring"]["tie_breakers"]] == ["wins", "lot"]
    rows = standings["rows"]
    # Each row's points are the totals its person scored over the three rounds, best first.
    assert {r["person"]: r["values"][0]["value"] for r in rows} == totals
    assert [r["values"][0]["value"] for r in rows] == sorted(totals.values(), reverse=True)
    assert not any("Buchholz" in r["why"] for r in rows)


def test_a_bad_breaker_for_a_round_robin_is_refused_and_opens_nothing(
    client: FlaskClient,
) -> None:
    r = client.post(
        "/api/v1/tournaments",
        json={
            "game": "ecarte",
            "name": "Giovedì",
            "format": {"kind": "round_robin", "tie_breakers": ["score", "score"]},
        },
    )
    assert r.status_code == 422
    assert r.headers["Content-Type"].startswith("application/problem+json")
