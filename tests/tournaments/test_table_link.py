"""A tournament table knows its tournament: its page's line at the top (the way back, the
round and the table's number, the round clock, red near the end, "time called") and the
``tournament`` field of its JSON; a table of its own shows none of it."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import text
from sqlmodel import select

from referee.store import Database, TournamentTable
from referee.store.db import upgrade
from referee.web.present import tournaments as presented
from tests.conftest import make_table
from tests.statements import statements
from tests.tournaments.test_api import PLAYERS, Tour

pytestmark = pytest.mark.storage

TIMED = {"kind": "rounds", "rounds": 2, "min_seats": 4, "max_seats": 5, "minutes": 30}


def round_of_nine(client: FlaskClient) -> tuple[Tour, dict[str, Any]]:
    tour = Tour(client, game="scala40", format={**TIMED, "warn_minutes": 5})
    for name in PLAYERS[:9]:
        assert tour.check_in(name).status_code == 201
    r = tour.post("/rounds", {"seed": 5})
    assert r.status_code == 201, r.get_json()
    return tour, r.get_json()


def page(client: FlaskClient, url: str, lang: str = "en") -> str:
    r = client.get(url, headers={"Accept-Language": lang})
    assert r.status_code == 200
    return r.get_data(as_text=True)


def later(monkeypatch: pytest.MonkeyPatch, minutes: float) -> None:
    """The server's clock ``minutes`` from now (the round clock reads it)."""
    real = datetime

    class Later(real):
        @classmethod
        def now(cls, tz: Any = None) -> datetime:  # type: ignore[override]
            return real.now(tz) + timedelta(minutes=minutes)

    monkeypatch.setattr(presented, "datetime", Later)


def test_a_tournament_tables_page_and_json_say_its_tournament_round_number_and_clock(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    tour, rnd = round_of_nine(client)
    second = rnd["tables"][1]
    table_id = second["table_id"]
    # The JSON: the tournament, the round, the table's number, the clock of its round.
    body = client.get(f"/api/v1/tables/{table_id}").get_json()
    tournament = body["tournament"]
    assert {k: tournament[k] for k in ("id", "name", "round", "table")} == {
        "id": tour.id,
        "name": "Circolo",
        "round": 1,
        "table": 2,
    }
    assert tournament["clock"]["state"] == "running"
    assert 1790 <= tournament["clock"]["seconds_left"] <= 1800
    assert tournament["clock"]["ends_at"] == rnd["clock"]["ends_at"]
    # The page: a line at the top, linked back to the tournament, in both languages.
    html = page(client, f"/t/{table_id}")
    assert f'href="/tournaments/{tour.id}">Circolo</a>' in html
    assert "Round 1 · Table 2" in html
    assert "clock-running" in html and " left" in html
    assert html.index('id="tour-line"') < html.index('id="entry-area"')
    assert "Turno 1 · Tavolo 2" in page(client, f"/t/{table_id}", "it")
    # Near the end the clock is red; the line polls itself, outside the live regions.
    later(monkeypatch, 26)
    line = page(client, f"/t/{table_id}/tournament")
    assert "clock-warning" in line and "every 5s" in line
    assert "4:" in line or "3:" in line
    later(monkeypatch, 31)
    assert "time is up" in page(client, f"/t/{table_id}/tournament")
    # Time called: every phone of the table says so, and what the rule (finish the hand in
    # play) leaves it; it keeps asking until the table closes.
    assert tour.post("/rounds/current/time").status_code == 201
    line = page(client, f"/t/{table_id}/tournament", "it")
    assert "tempo chiamato" in line and "clock-called" in line and "Ultima mano" in line
    assert "hx-trigger" in line
    assert "time called" in page(client, f"/t/{table_id}/tournament")
    assert (
        client.get(f"/api/v1/tables/{table_id}").get_json()["tournament"]["clock"]["state"]
        == "called"
    )


def test_a_round_without_a_clock_shows_its_tournament_and_number_only(
    client: FlaskClient,
) -> None:
    tour = Tour(client, game="scala40", format={**TIMED, "minutes": None})
    for name in PLAYERS[:8]:
        tour.check_in(name)
    rnd = tour.post("/rounds", {"seed": 1}).get_json()
    first = rnd["tables"][0]["table_id"]
    assert client.get(f"/api/v1/tables/{first}").get_json()["tournament"] == {
        "id": tour.id,
        "name": "Circolo",
        "round": 1,
        "table": 1,
        "clock": None,
        "closing": {"state": "open", "left": None, "hand": None, "reason": None, "text": None},
    }
    html = page(client, f"/t/{first}")
    assert (
        "Round 1 · Table 1" in html and 'hx-trigger="every' not in html.split("tour-line")[1][:200]
    )


def test_a_casual_table_has_no_tournament(client: FlaskClient) -> None:
    table = make_table(client)
    assert client.get(f"/api/v1/tables/{table.id}").get_json()["tournament"] is None
    html = page(client, f"/t/{table.id}")
    assert "tour-line" not in html and "/tournaments/" not in html
    assert page(client, f"/t/{table.id}/tournament").strip() == ""


def test_a_casual_tables_moves_ask_for_its_tournament_once(app: Flask) -> None:
    """A table's link is written with the table: found missing once, it is not asked for
    again at every move and update."""
    table = make_table(app.test_client())
    with statements(app.extensions["referee"].db.engine) as sent:
        for hand in ([3, 10, 20, 30], [7, 8, 9, 10], [1, 2, 3, 4]):
            assert table.hand(0, hand).status_code == 201
            assert app.test_client().get(f"/t/{table.id}").status_code == 200
    asked = [s for s in sent if "tournament_table" in s]
    assert len(asked) <= 1, asked


def test_the_link_is_written_with_the_round_and_never_for_a_refused_one(
    app: Flask, client: FlaskClient
) -> None:
    tour, rnd = round_of_nine(client)
    assert tour.post("/rounds").status_code == 422  # this round's results first
    with app.extensions["referee"].db.session() as s:
        links = s.exec(
            select(TournamentTable).where(TournamentTable.tournament_id == tour.id)
        ).all()
    assert sorted((x.table_id, x.tournament_id, x.round, x.number) for x in links) == sorted(
        (t["table_id"], tour.id, 1, t["number"]) for t in rnd["tables"]
    )


def test_the_migration_links_the_tables_of_rounds_already_played(tmp_path: Path) -> None:
    """A tournament of before the link: its rounds' tables are linked from its ROUND events."""
    db = Database(f"sqlite:///{tmp_path / 'old.db'}")
    upgrade(db, "0007")
    now = datetime.now(UTC)
    with db.engine.begin() as conn:
        for table_id in ("tableAAAAAAAAAAA", "tableBBBBBBBBBBB"):
            conn.execute(
                text(
                    "INSERT INTO game_table (id, game, options, players, join_secret, room_code,"
                    " head_seq, finished, created_at, settle, switches)"
                    " VALUES (:id, 'tamalo', '{}', '[]', :id, :code, 0, 0, :now, 'host', '[]')"
                ),
                {"id": table_id, "code": table_id[-6:], "now": now},
            )
        conn.execute(
            text(
                "INSERT INTO tournament (id, game, name, options, format, organiser_hash,"
                " head_seq, created_at) VALUES ('tourAAAAAAAAAAAA', 'tamalo', 'Vecchio', '{}',"
                " '{}', 'x', 1, :now)"
            ),
            {"now": now},
        )
        payload = {
            "number": 1,
            "stage": "first",
            "seed": 1,
            "bye": None,
            "clock": None,
            "tables": [
                {"table_id": "tableAAAAAAAAAAA", "number": 1, "people": [], "dealer": 0},
                {"table_id": "tableBBBBBBBBBBB", "number": 2, "people": [], "dealer": 0},
            ],
        }
        conn.execute(
            text(
                "INSERT INTO tournament_event (tournament_id, seq, type, payload, created_at)"
                " VALUES ('tourAAAAAAAAAAAA', 1, 'round', :payload, :now)"
            ),
            {"payload": json.dumps(payload), "now": now},
        )
    upgrade(db)
    with db.session() as s:
        links = s.exec(select(TournamentTable)).all()
    db.dispose()
    assert sorted((x.table_id, x.tournament_id, x.round, x.number) for x in links) == [
        ("tableAAAAAAAAAAA", "tourAAAAAAAAAAAA", 1, 1),
        ("tableBBBBBBBBBBB", "tourAAAAAAAAAAAA", 1, 2),
    ]
