"""PostgreSQL's reads run in autocommit, its writes in a transaction (referee/store/db.py):
a stream that follows a move another process logged sends the database one round trip, not
the three a transaction around it took (BEGIN, the read, ROLLBACK), and the connection it
gives back writes in a transaction again."""

from __future__ import annotations

import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from bench.follow_read import Trace, round_trips
from referee.app import create_app
from referee.live import InProcessBus
from referee.store import Database
from referee.tables import TableService
from referee.tables.commands import LogMove
from tests.conftest import make_table

pytestmark = pytest.mark.postgres

HANDS = [5, 3, 0, 7]  # the points left in each hand


@pytest.fixture
def writer(postgres_url: str) -> Iterator[FlaskClient]:
    app = create_app({"DATABASE_URL": postgres_url, "SECRET_KEY": "t", "AUTO_MIGRATE": False})
    yield app.test_client()
    app.extensions["referee"].bus.close()
    app.extensions["referee"].db.dispose()


def test_a_followed_move_is_one_round_trip_and_writes_stay_transactions(
    writer: FlaskClient, postgres_url: str
) -> None:
    table = make_table(writer)
    assert table.hand(None, HANDS).status_code == 201
    db = Database(postgres_url)
    other = TableService(db, InProcessBus())  # a second worker on the same database
    with tempfile.TemporaryDirectory() as folder:
        trace = Trace(db, Path(folder) / "libpq.trace")
        try:
            with other.read(table.id) as first:  # what the stream knew when it opened
                assert first.view.seq == table.seq == 1
            trace.sent()
            assert table.hand(None, HANDS).status_code == 201  # logged by the first worker
            with other.read(table.id, at=table.seq) as told:
                view = told.view
            sent = trace.sent()
            # Nobody called: a hand under 5 scores 0, else its points (TAM-END), twice.
            assert list(view.totals) == [10, 0, 0, 14]
            assert view.seq == 2
            queries = [line for line in sent if "\tQuery\t" in line or "\tParse\t" in line]
            assert round_trips(sent) == 1, sent
            assert not any(re.search(r"BEGIN|ROLLBACK|DEALLOCATE", line) for line in queries)

            # The same pooled connection then writes in a transaction, as a write must.
            with other.read(table.id) as host:
                actor = host.actor(table.host_token)
            assert actor is not None
            trace.sent()
            move = {"type": "hand", "caller": None, "hands": HANDS}
            other.execute(actor, LogMove(table_id=table.id, expected_seq=2, move=move))
            sent = trace.sent()
            assert any("BEGIN" in line for line in sent), sent
            assert any("COMMIT" in line for line in sent), sent
        finally:
            trace.close()
            db.dispose()
