"""The standings rows' words in both languages: "Dietro ad Élena" (Italian "ad" before a
vowel sound), and Buchholz named by what it adds up, the same on every row and in the
scoring's description."""

from __future__ import annotations

from flask.testing import FlaskClient

from referee.games.base import Text
from referee.tournaments.standings import Breaker, Decision, cascade, qualifying
from referee.tournaments.words import a_or_ad
from tests.conftest import ApiTable
from tests.tournaments.test_api import PLAYERS, Tour, finish_ecarte
from tests.tournaments.test_standings import NAMES as NAMES_ALL
from tests.tournaments.test_standings import RULES, table

NAMES = {"anna": "Anna", "bruno": "Bruno", "elena": "Élena", "carla": "Carla"}
BREAKERS = [
    Breaker("wins", Text(it="vittorie", en="wins")),
    Breaker("buchholz", Text(it="Buchholz", en="Buchholz")),
]


def test_italian_says_ad_before_a_vowel_sound() -> None:
    assert [a_or_ad(n) for n in ("Anna", "Elena", "Ilaria", "Oscar", "Ugo", "Èva")] == ["ad"] * 6
    assert [a_or_ad(n) for n in ("Bruno", "Franco", "Yuri", "Hans")] == ["a"] * 4


def test_a_row_behind_elena_reads_dietro_ad_elena() -> None:
    rows = cascade(
        {"elena": {"wins": 2, "buchholz": 0}, "carla": {"wins": 1, "buchholz": 0}},
        BREAKERS,
        NAMES,
    )
    assert (
        rows[1].why.it == "2º: vittorie 1; Buchholz 0. Dietro ad Élena per vittorie (1 contro 2)."
    )
    assert rows[1].why.en == "2nd: wins 1; Buchholz 0. Behind Élena on wins (1 to 2)."


def test_a_swiss_names_buchholz_the_opponents_wins_everywhere(client: FlaskClient) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 2})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    for drawn in tour.post("/rounds").get_json()["tables"]:
        finish_ecarte(client, drawn)
    for lang, label in (
        ("en", "Buchholz (opponents' wins)"),
        ("it", "Buchholz (vittorie degli avversari)"),
    ):
        standings = tour.get("/standings", lang)
        scoring = standings["scoring"]
        assert {"name": "buchholz", "label": label} in scoring["tie_breakers"]
        assert scoring["labels"]["buchholz"] == label
        assert all(label in row["why"] for row in standings["rows"])
        assert not any(
            "opponents' points" in r["why"] or "punti degli avversari" in r["why"]
            for r in standings["rows"]
        )


def test_the_seed_format_names_no_points_the_rounds_format_does(client: FlaskClient) -> None:
    seed = Tour(client)  # Tamalo's own: first-round tables, then the final
    rounds = Tour(client, format={"kind": "rounds", "rounds": 2, "max_seats": 4})
    for tour in (seed, rounds):
        for name in PLAYERS[:8]:
            assert tour.check_in(name).status_code == 201
        assert tour.post("/rounds").status_code == 201
    for lang, said in (("en", "Points: placing points"), ("it", "Punti: punti piazzamento")):
        headers = {"Accept-Language": lang}
        assert said not in client.get(f"/tournaments/{seed.id}/standings", headers=headers).text
        assert said in client.get(f"/tournaments/{rounds.id}/standings", headers=headers).text


def test_a_shared_place_says_each_gets_its_points(client: FlaskClient) -> None:
    tour = Tour(client, format={"kind": "rounds", "rounds": 2, "max_seats": 4})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    drawn = tour.post("/rounds", {"seed": 1}).get_json()["tables"][0]
    people = [s["name"] for s in drawn["seats"]]
    t = ApiTable(client, drawn["table_id"], "", drawn["join_url"], "")
    t.sit(0)
    assert t.hand(None, [50, 50, 20, 10], seat=0).status_code == 201
    assert t.hand(None, [50, 50, 0, 0], seat=0).status_code == 201  # ends: 100, 100, 20, 10
    rows = {r["name"]: r for r in tour.get("/standings")["rows"]}
    # Lowest wins: 10 is 1st (100), 20 is 2nd (67); 100 and 100 share 3rd: 33 each.
    points = [rows[name]["values"][0]["value"] for name in people]
    assert points == [33, 33, 67, 100]
    for name in people[:2]:
        assert "round 1, 3rd of 4, shared by 2: each gets 3rd place's points" in rows[name]["why"]
    assert "shared" not in rows[people[2]]["why"]
    assert [r["earned"][0]["shared"] for r in (rows[name] for name in people)] == [2, 2, 1, 1]
    rows = {r["name"]: r for r in tour.get("/standings", "it")["rows"]}
    assert (
        "turno 1, 3º su 4, a pari in 2: a ciascuno i punti del 3º posto" in rows[people[0]]["why"]
    )


def test_after_a_tie_break_the_winner_is_listed_above_the_loser() -> None:
    # Anna and Bruno tie for the one place that goes on; the organiser picks Bruno.
    t = table("t1", 1, "anna bruno carla", [10, 10, 50])
    decided = {"t1": Decision("t1", ("bruno", "anna"), "extra hand")}
    q = qualifying([t], 1, decided, NAMES_ALL, RULES)
    assert [r.person for r in q.rows] == ["bruno", "anna", "carla"]
    assert [r.status for r in q.rows][:2] == ["qualified", "out"]
    assert q.rows[0].why.en.startswith("1st of 3 at table 1 with 10 points.")
