"""Standings kept per table by its head seq equal a cold recomputation from the tables' logs
after moves, undos and corrections at several tables, and an update after a hand reads only
the table that moved."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from referee.tournaments import TournamentService
from referee.web.present.tournaments import tournaments
from tests.conftest import ApiTable
from tests.tournaments.test_api import PLAYERS, Tour
from tests.tournaments.test_rounds_api import scala_hand

pytestmark = pytest.mark.storage


class Watch:
    """The standings as the app serves them (through its kept results), checked against a
    recomputation with nothing kept, in both languages."""

    def __init__(self, app: Flask, tour: Tour) -> None:
        self.app, self.tour = app, tour
        with app.app_context():
            self.service: TournamentService = tournaments()

    @property
    def reads(self) -> int:
        return self.service.kept.counts["read"]

    def check(self, moved: int | None = None) -> dict[str, Any]:
        """The standings, equal to a cold recomputation; ``moved``: how many tables moved
        since the last check (the warm read reads only those)."""
        before = self.reads
        warm = {lang: self.tour.get("/standings", lang=lang) for lang in ("it", "en")}
        if moved is not None:
            assert self.reads - before == moved
        self.service.kept.clear()
        cold = {lang: self.tour.get("/standings", lang=lang) for lang in ("it", "en")}
        assert timeless(warm) == timeless(cold)
        return warm["en"]


def timeless(standings: dict[str, Any]) -> dict[str, Any]:
    """The standings without the clock's seconds left (a second may pass between reads)."""
    for lang in standings.values():
        if lang.get("clock"):
            lang["clock"].pop("seconds_left")
    return standings


def seated(client: FlaskClient, table: dict[str, Any]) -> ApiTable:
    phone = ApiTable(client, table["table_id"], "", table["join_url"], "")
    phone.sit(0)
    return phone


def correct(table: ApiTable, seq: int, move: dict[str, Any]) -> None:
    r = table.client.post(
        f"/api/v1/tables/{table.id}/moves/{seq}/correct",
        json={"expected_seq": table.seq, "reason": "misread the cards", "move": move},
        headers=table.auth(0),
    )
    assert r.status_code == 201, r.get_json()
    table.seq = r.get_json()["seq"]


def row(standings: dict[str, Any], person: str) -> dict[str, Any]:
    return next(r for r in standings["rows"] if r["person"] == person)


def test_tamalo_tables_moves_undos_and_a_correction_that_reopens_a_table(
    app: Flask, client: FlaskClient
) -> None:
    tour = Tour(client)
    for name in PLAYERS:
        tour.check_in(name)
    rnd = tour.post("/rounds", {"seed": 7}).get_json()
    one, two = (seated(client, t) for t in rnd["tables"])
    sizes = [len(t["seats"]) for t in rnd["tables"]]
    watch = Watch(app, tour)
    first = watch.check()
    assert first["missing"] == [1, 2]

    assert one.hand(None, [10, 20, 30, 40, 50, 60][: sizes[0]], seat=0).status_code == 201
    watch.check(moved=1)
    assert two.hand(None, [9, 8, 7, 6, 5, 4][: sizes[1]], seat=0).status_code == 201
    assert one.hand(None, [1, 2, 3, 4, 5, 6][: sizes[0]], seat=0).status_code == 201
    watch.check(moved=2)
    assert watch.check(moved=0) == watch.check()  # nothing moved: nothing read

    # An undo at table 1: its first seat is back to the first hand's total.
    assert one.void(2, seat=0).status_code == 201
    after = watch.check(moved=1)
    anna = rnd["tables"][0]["seats"][0]["person"]
    assert row(after, anna)["total"] == 10

    # Table 2 ends its game (a seat past 100); then a correction of that hand reopens it.
    finishing = [110, 5, 5, 5, 5, 5][: sizes[1]]
    assert two.hand(None, finishing, seat=0).status_code == 201
    ended = watch.check(moved=1)
    assert ended["missing"] == [1]
    correct(
        two, two.seq, {"type": "hand", "caller": None, "hands": [20, 5, 5, 5, 5, 5][: sizes[1]]}
    )
    reopened = watch.check(moved=1)
    assert reopened["missing"] == [1, 2]
    bruno = rnd["tables"][1]["seats"][0]["person"]
    assert row(reopened, bruno)["total"] == 9 + 20
    assert row(reopened, bruno)["status"] == "playing"


def test_a_swiss_round_at_several_tables(app: Flask, client: FlaskClient) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 3})
    for name in PLAYERS[:7]:
        tour.check_in(name)
    rnd = tour.post("/rounds").get_json()
    tables = [seated(client, t) for t in rnd["tables"]]
    watch = Watch(app, tour)
    watch.check()
    for table in tables:
        r = table.move({"type": "hand", "tricks": [3, 2]}, seat=0)
        assert r.status_code == 201, r.get_json()
    watch.check(moved=len(tables))
    assert tables[1].void(1, seat=0).status_code == 201
    watch.check(moved=1)
    correct(tables[2], 1, {"type": "hand", "tricks": [5, 0]})
    standings = watch.check(moved=1)
    assert sum(r["values"][2]["value"] for r in standings["rows"]) > 0  # points scored


def test_rounds_with_time_called(app: Flask, client: FlaskClient) -> None:
    fmt = {"kind": "rounds", "rounds": 2, "min_seats": 4, "max_seats": 5, "minutes": 30}
    tour = Tour(client, game="scala40", format=fmt)
    for name in PLAYERS[:9]:
        tour.check_in(name)
    rnd = tour.post("/rounds", {"seed": 5}).get_json()
    watch = Watch(app, tour)
    watch.check()
    big, small = (seated(client, t) for t in rnd["tables"])
    assert tour.post("/rounds/current/time").status_code == 201
    assert watch.check()["missing"] == [1, 2]
    assert big.move(scala_hand(5), seat=0).status_code == 201
    assert watch.check(moved=1)["missing"] == [2]
    assert small.move(scala_hand(4), seat=0).status_code == 201
    assert watch.check(moved=1)["missing"] == []
    # The hand that finished table 2 at time is undone: table 2 is missing again.
    assert small.void(1, seat=0).status_code == 201
    assert watch.check(moved=1)["missing"] == [2]


def test_a_field_level_on_everything_names_a_few_and_counts_the_rest() -> None:
    """Before the first results every row of a big field is level with every other: each
    row names five of them and counts the rest (an update stays small at 200 players)."""
    from referee.tournaments.results import ROUNDS_BREAKERS
    from referee.tournaments.standings import cascade

    people = [f"p{n}" for n in range(8)]
    names = {p: p.upper() for p in people}
    values = {p: {"points": 0, "wins": 0, "played": 0} for p in people}
    rows = cascade(values, ROUNDS_BREAKERS, names)
    assert [r.place for r in rows] == [1] * 8
    first = rows[0]
    assert first.tied_with == people[1:]  # all of them, for the API
    assert "Level on everything with P1, P2, P3, P4, P5 and 2 others" in first.why.en
    assert "Pari in tutto con P1, P2, P3, P4, P5 e altri 2" in first.why.it
