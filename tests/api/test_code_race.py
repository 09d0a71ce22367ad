"""Wrong room codes sent all at once from one address: exactly the limit of them are looked
up (404), every other one is refused (429), on both databases."""

from __future__ import annotations

import threading
import types
from collections import Counter

import pytest
from flask import Flask

import referee.tables.joining
from tests.conftest import make_table

pytestmark = pytest.mark.storage


def test_concurrent_wrong_codes_get_exactly_the_limit(
    app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    one_window = types.SimpleNamespace(time=lambda: 1.9e9)
    monkeypatch.setattr(referee.tables.joining, "time", one_window)
    table = make_table(app.test_client())
    guesses = 200
    start = threading.Barrier(guesses)
    statuses: list[int] = []

    def guess(i: int) -> None:
        client = app.test_client()
        start.wait()
        code = f"ZZ{i:04d}"
        response = client.post(
            f"/api/v1/codes/{code}", environ_base={"REMOTE_ADDR": "198.51.100.7"}
        )
        statuses.append(response.status_code)

    threads = [threading.Thread(target=guess, args=(i,)) for i in range(guesses)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    allowed = referee.tables.joining.CODE_FAILURES_ALLOWED
    assert Counter(statuses) == {404: allowed, 429: guesses - allowed}
    # The right code from that address is refused too; from another, it opens the table.
    right = app.test_client().post(
        f"/api/v1/codes/{table.room_code}", environ_base={"REMOTE_ADDR": "198.51.100.7"}
    )
    assert right.status_code == 429
    other = app.test_client().post(
        f"/api/v1/codes/{table.room_code}", environ_base={"REMOTE_ADDR": "198.51.100.8"}
    )
    assert other.status_code == 200


def test_right_codes_do_not_count_against_a_client(app: Flask) -> None:
    table = make_table(app.test_client())
    client = app.test_client()
    for _ in range(referee.tables.joining.CODE_FAILURES_ALLOWED + 5):
        assert client.post(f"/api/v1/codes/{table.room_code}").status_code == 200
    assert client.post("/api/v1/codes/ZZZZZZ").status_code == 404
