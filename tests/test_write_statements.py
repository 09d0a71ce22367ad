"""What one move's write sends to the database once its device is known: the table's lock,
then on PostgreSQL one statement for the event, its snapshot, the head and the NOTIFY that
wakes the other servers (four round trips were one each), on SQLite the three writes."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import make_table
from tests.statements import statements

pytestmark = pytest.mark.storage


def test_a_move_is_written_in_as_few_statements_as_its_database_allows(
    app: Flask, client: FlaskClient
) -> None:
    table = make_table(client, ["Anna", "Bruno"])
    assert table.hand(None, [10, 11]).status_code == 201  # the host's device is known now
    engine = app.extensions["referee"].db.engine
    with statements(engine) as sent:
        assert table.hand(None, [6, 7]).status_code == 201
    kinds = [s.split(" ")[0] for s in sent if not s.startswith(("BEGIN", "PRAGMA"))]
    if engine.dialect.name == "postgresql":
        assert kinds == ["SELECT", "WITH"]
        assert "pg_notify" in sent[-1] and "UPDATE game_table" in sent[-1]
    else:
        assert kinds == ["SELECT", "UPDATE", "INSERT", "INSERT"]
    seats = client.get(f"/api/v1/tables/{table.id}").get_json()["seats"]
    assert [s["total"] for s in seats] == [16, 18]  # TAM-LT5 leaves hands of 5 and more
    assert client.get(f"/api/v1/tables/{table.id}").get_json()["seq"] == 2
