"""The log's statements, built once per shape (referee/store/log_reads.py), read what a
plain filter of the whole log gives, for every shape: bounds, a limit, types, the latest
before a seq, on SQLite and PostgreSQL."""

from __future__ import annotations

import itertools

import pytest
from flask import Flask
from flask.testing import FlaskClient

from referee.store import repo
from tests.conftest import make_table

pytestmark = pytest.mark.storage


def _seqs(rows: object) -> list[tuple[int, str]]:
    return [(row[0].seq, row[0].type) for row in rows]  # type: ignore[attr-defined]


def test_every_shape_reads_what_the_log_holds(app: Flask, client: FlaskClient) -> None:
    table = make_table(client)
    for hand in ([5, 3, 0, 7], [1, 9, 4, 2], [6, 6, 0, 3]):
        assert table.hand(None, hand).status_code == 201
    assert table.void(3).status_code == 201  # an undo: an event of another type
    assert table.hand(None, [2, 2, 2, 2]).status_code == 201
    other = make_table(client)  # another table's events are never read
    assert other.hand(None, [1, 1, 1, 1]).status_code == 201

    db = app.extensions["referee"].db
    with db.reading() as s:
        everything = _seqs(repo.log_rows(s, table.id))
        assert [seq for seq, _ in everything] == list(range(1, len(everything) + 1))
        kinds = sorted({kind for _, kind in everything})
        assert len(kinds) >= 2
        head = len(everything)
        for after, upto, limit, types in itertools.product(
            (0, 2), (None, head - 1), (None, 2), (None, [kinds[0]], [])
        ):
            expected = [
                (seq, kind)
                for seq, kind in everything
                if seq > after
                and (upto is None or seq <= upto)
                and (types is None or kind in types)
            ][: limit if limit is not None else None]
            rows = repo.log_rows(s, table.id, after=after, upto=upto, limit=limit, types=types)
            assert _seqs(rows) == expected, (after, upto, limit, types)
            if types is None:
                with_states = repo.rows_with_states(s, table.id, after, upto, limit=limit)
                assert _seqs(with_states) == expected
                assert all(isinstance(row[2], dict) for row in with_states)
        for count, before in itertools.product((1, 3), (None, head)):
            expected = [e for e in everything if before is None or e[0] < before][-count:]
            assert _seqs(repo.latest_log_rows(s, table.id, count, before)) == expected
