"""The database: migrations match the models, the log is append-only, snapshots are rebuildable."""

from __future__ import annotations

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from flask import Flask
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError
from sqlmodel import select

from referee.games import GAMES
from referee.store import Database, models
from referee.store.models import Snapshot
from tests.conftest import make_table

pytestmark = pytest.mark.storage


def test_migrations_and_models_agree(database_url: str) -> None:
    db = Database(database_url)
    with db.engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        diff = compare_metadata(context, models.metadata)
    db.dispose()
    assert diff == []


@pytest.mark.parametrize("statement", ["UPDATE event SET type = 'x'", "DELETE FROM event"])
def test_the_event_log_refuses_edits_and_deletes(app: Flask, statement: str) -> None:
    table = make_table(app.test_client())
    table.hand(None, [1, 2, 3, 4])
    db: Database = app.extensions["referee"].db
    with db.engine.connect() as conn, pytest.raises(DBAPIError, match="append-only"):
        conn.execute(text(statement + " WHERE table_id = :t"), {"t": table.id})
    with db.engine.connect() as conn:
        count = conn.execute(
            text("SELECT count(*) FROM event WHERE table_id = :t"), {"t": table.id}
        ).scalar()
    assert count == 1


def test_snapshots_equal_a_replay_of_the_log_from_scratch(app: Flask) -> None:
    """After moves, an undo, a redo and a correction, every stored state is the fold of the log."""
    table = make_table(app.test_client())
    table.move({"type": "tamalo", "seat": 2})
    table.hand(2, [10, 12, 3, 9])
    table.hand(None, [6, 6, 6, 6])
    table.void(3)
    table.move({"type": "join", "name": "Elena"})
    table.void(4)  # redo hand 2
    response = table.client.post(
        f"/api/v1/tables/{table.id}/moves/2/correct",
        json={
            "expected_seq": table.seq,
            "move": {"type": "hand", "caller": 2, "hands": [10, 12, 1, 9]},
        },
        headers=table.auth(),
    )
    assert response.status_code == 201
    service = app.extensions["referee"]
    game = GAMES["tamalo"]
    options = game.parse_options({})
    state = game.start(4, options)
    entries = service.log(table.id)
    corrections = {e.payload["seq"]: e.payload["move"] for e in entries if e.type == "correct"}
    voided = {e.seq for e in entries if e.status == "voided"}
    with service.db.session() as s:
        rows = s.exec(select(Snapshot).where(Snapshot.table_id == table.id)).all()
        stored = {snap.seq: snap.state for snap in rows}
    for entry in entries:
        if entry.is_game_move and entry.seq not in voided:
            move = corrections.get(entry.seq, entry.payload)
            state = game.apply(state, game.parse_move(move), options).state
        assert stored[entry.seq] == game.dump_state(state), f"snapshot at {entry.seq}"
    assert service.view(table.id).totals == state.totals
