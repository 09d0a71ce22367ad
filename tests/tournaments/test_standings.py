"""Standings read from the tables' results: who goes on, ties for a qualifying place, and a
reason on every row."""

from __future__ import annotations

from referee.games.base import Text
from referee.tournaments.standings import (
    Breaker,
    Decision,
    RuleIds,
    TableResult,
    cascade,
    qualifying,
)

RULES = RuleIds("TAM-TOUR", "TAM-AMB-8")
NAMES = {
    p: p.title()
    for p in [
        "anna",
        "bruno",
        "carla",
        "dario",
        "elena",
        "franco",
        "gino",
        "ilaria",
        "luca",
        "marta",
        "nino",
    ]
}


def table(
    tid: str, number: int, people: str, totals: list[int], finished: bool = True
) -> TableResult:
    places = tuple(1 + sum(t < mine for t in totals) for mine in totals)
    return TableResult(tid, number, tuple(people.split()), tuple(totals), places, finished)


ONE = table("t1", 1, "anna bruno carla dario elena franco", [40, 12, 101, 30, 55, 70])
TWO = table("t2", 2, "gino ilaria luca marta nino", [20, 102, 35, 35, 60])


def test_the_two_lowest_of_each_table_go_on_and_a_tie_for_second_waits() -> None:
    q = qualifying([ONE, TWO], 2, {}, NAMES, RULES)
    assert q.qualified == ["bruno", "dario", "gino"]
    assert q.ties == {"t2": (["luca", "marta"], 1)}
    assert not q.complete
    luca = next(r for r in q.rows if r.person == "luca")
    assert luca.status == "tie-break" and luca.tied_with == ["marta"]
    assert "Tied with Marta: tie-break required" in luca.why.en
    assert "TAM-AMB-8" in luca.why.it


def test_the_organisers_decision_settles_the_tie_and_the_row_says_why() -> None:
    decision = Decision("t2", ("marta", "luca"), "extra hand: Marta 3, Luca 9")
    q = qualifying([ONE, TWO], 2, {"t2": decision}, NAMES, RULES)
    assert q.complete
    assert q.qualified == ["bruno", "dario", "gino", "marta"]
    marta = next(r for r in q.rows if r.person == "marta")
    assert marta.status == "qualified"
    assert "settled by the organiser" in marta.why.en and "extra hand" in marta.why.en
    assert marta.values == [("place", 2), ("total", 35), ("tie-break", 1)]
    luca = next(r for r in q.rows if r.person == "luca")
    assert luca.status == "out" and "TAM-TOUR" in luca.why.en


def test_a_decision_for_other_people_does_not_settle_the_tie() -> None:
    decision = Decision("t2", ("gino", "luca"), "wrong people")
    assert qualifying([ONE, TWO], 2, {"t2": decision}, NAMES, RULES).ties


def test_a_table_still_playing_is_listed_as_missing() -> None:
    playing = table("t2", 2, "gino ilaria luca marta nino", [20, 40, 35, 30, 60], finished=False)
    q = qualifying([ONE, playing], 2, {}, NAMES, RULES)
    assert q.missing == [2]
    assert {r.status for r in q.rows if r.table == 2} == {"playing"}
    assert q.qualified == ["bruno", "dario"]


def test_every_row_says_its_place_and_points() -> None:
    q = qualifying([ONE, TWO], 2, {}, NAMES, RULES)
    for row in q.rows:
        assert f"at table {row.table} with {row.total} points" in row.why.en
        assert f"al Tavolo {row.table} con {row.total} punti" in row.why.it


def test_a_three_way_tie_for_first_and_second() -> None:
    t = table("t1", 1, "anna bruno carla dario", [10, 10, 10, 50])
    q = qualifying([t], 2, {}, NAMES, RULES)
    assert q.ties == {"t1": (["anna", "bruno", "carla"], 2)}
    assert q.qualified == []


BREAKERS = [
    Breaker("wins", Text(it="vittorie", en="wins")),
    Breaker("buchholz", Text(it="Buchholz", en="Buchholz")),
]


def test_cascade_explains_which_tie_breaker_decided() -> None:
    rows = cascade(
        {
            "anna": {"wins": 2, "buchholz": 3},
            "bruno": {"wins": 2, "buchholz": 5},
            "carla": {"wins": 1, "buchholz": 9},
        },
        BREAKERS,
        NAMES,
    )
    assert [r.person for r in rows] == ["bruno", "anna", "carla"]
    assert rows[1].why.en == "2nd: wins 2; Buchholz 3. Behind Bruno on Buchholz (3 to 5)."
    assert rows[2].why.en == "3rd: wins 1; Buchholz 9. Behind Anna on wins (1 to 2)."
    assert rows[1].why.it == "2º: vittorie 2; Buchholz 3. Dietro a Bruno per Buchholz (3 contro 5)."
    assert rows[2].why.it == "3º: vittorie 1; Buchholz 9. Dietro ad Anna per vittorie (1 contro 2)."


def test_cascade_shows_a_tie_it_cannot_break() -> None:
    rows = cascade(
        {"anna": {"wins": 1, "buchholz": 2}, "bruno": {"wins": 1, "buchholz": 2}}, BREAKERS, NAMES
    )
    assert [r.place for r in rows] == [1, 1]
    assert rows[0].tied_with == ["bruno"] and "tie-break required" in rows[0].why.en
