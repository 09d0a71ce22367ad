"""Idempotency-Keys are remembered for ``IDEMPOTENCY_KEEP_HOURS`` (a day by default,
``REFEREE_IDEMPOTENCY_HOURS``), then forgotten after a write."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from flask import Flask

import referee.tables
from referee.settings import build_config
from referee.store import IdempotentResponse
from referee.tables import TableService
from tests.conftest import ApiTable

pytestmark = pytest.mark.storage


def age(service: TableService, table_id: str, key: str, hours: float) -> None:
    with service.db.session() as s:
        row = s.get(IdempotentResponse, (table_id, key))
        assert row is not None
        row.created_at = datetime.now(UTC) - timedelta(hours=hours)
        s.add(row)
        s.commit()


def kept(service: TableService, table_id: str, key: str) -> bool:
    with service.db.session() as s:
        return s.get(IdempotentResponse, (table_id, key)) is not None


def keyed_hand(table: ApiTable, key: str, expected_seq: int | None = None) -> int:
    move = {"type": "hand", "caller": None, "hands": [5, 6, 7, 8]}
    extra = {"Idempotency-Key": key}
    if expected_seq is not None:
        extra["expected_seq"] = expected_seq  # type: ignore[assignment]
    response = table.move(move, **extra)
    assert response.status_code in (200, 201), response.get_json()
    return response.status_code


def test_a_day_by_default_and_configurable(monkeypatch: pytest.MonkeyPatch, app: Flask) -> None:
    assert app.extensions["referee"].keep_keys == timedelta(hours=24)
    monkeypatch.setenv("REFEREE_IDEMPOTENCY_HOURS", "2")
    assert build_config({"SECRET_KEY": "t"})["IDEMPOTENCY_KEEP_HOURS"] == 2


def test_keys_older_than_the_keep_time_are_forgotten(app: Flask, table: ApiTable) -> None:
    service: TableService = app.extensions["referee"]
    keyed_hand(table, "old")
    keyed_hand(table, "recent")
    age(service, table.id, "old", 25)
    age(service, table.id, "recent", 23)
    assert service.forget_old_keys() == 1
    assert not kept(service, table.id, "old")
    assert kept(service, table.id, "recent")
    # Within the keep time a retry gets the first answer; after it, the key is new again.
    assert keyed_hand(table, "recent", expected_seq=2) == 200
    assert table.state()["seq"] == 2
    assert keyed_hand(table, "old") == 201
    assert table.state()["seq"] == 3


def test_a_write_forgets_them(monkeypatch: pytest.MonkeyPatch, app: Flask, table: ApiTable) -> None:
    service: TableService = app.extensions["referee"]
    keyed_hand(table, "old")
    age(service, table.id, "old", 30)
    monkeypatch.setattr(referee.tables, "PRUNE_EVERY", timedelta(0))
    service._next_prune = 0.0
    keyed_hand(table, "next")
    assert not kept(service, table.id, "old")
    assert kept(service, table.id, "next")
