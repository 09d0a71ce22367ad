"""One rule for a number, whichever endpoint it reaches: a seq is 0 to 2^31 - 1, an integer is
one as JSON Schema counts them (1.0 is 1; 1.5, true and "1" are not); and an Idempotency-Key
is visible ASCII, also when a page form sends it."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from tests.conftest import ApiTable
from tests.web.conftest import Phone

NOT_A_SEQ = "expected_seq is the number of the last move you saw: 0 to 2147483647."


def _writes(table: ApiTable, seen: Any) -> dict[str, dict[str, Any]]:
    base = f"/api/v1/tables/{table.id}"
    return {
        f"{base}/moves": {
            "type": "hand",
            "caller": None,
            "hands": [["AH"], ["2C"], 0, 3],
            "expected_seq": seen,
        },
        f"{base}/moves/1/void": {"expected_seq": seen},
        f"{base}/moves/1/correct": {
            "expected_seq": seen,
            "move": {"type": "hand", "caller": None, "hands": [0, 0, 0, 0]},
        },
        f"{base}/host": {"expected_seq": seen, "seat": 0},
        f"{base}/seats/1": {"expected_seq": seen, "name": "Bea"},
    }


@pytest.mark.parametrize("seen", [-1, 10**30, 2**31, 1.5, 1e300, "1", True])
def test_a_number_that_is_not_a_seq_is_the_same_422_everywhere(table: ApiTable, seen: Any) -> None:
    table.hand(None, [["AH"], ["2C"], 0, 3])
    table.sit(0)
    for url, body in _writes(table, seen).items():
        response = table.client.post(url, json=body, headers=table.auth())
        assert response.status_code == 422, url
        problem = response.get_json()
        assert (problem["detail"], problem["field"]) == (NOT_A_SEQ, "expected_seq"), url
    assert table.state()["seq"] == 1


@pytest.mark.parametrize("seat", [1.5, True, "1"])
def test_a_seat_is_a_json_integer(table: ApiTable, seat: Any) -> None:
    join = table.client.post(
        f"/api/v1/tables/{table.id}/join", json={"secret": table.secret, "seat": seat}
    )
    assert join.status_code == 422
    table.sit(1)
    host = table.client.post(
        f"/api/v1/tables/{table.id}/host",
        json={"expected_seq": 0, "seat": seat},
        headers=table.auth(),
    )
    assert host.status_code == 422
    create = table.client.post(
        "/api/v1/tables", json={"game": "tamalo", "players": ["A", "B"], "host_seat": seat}
    )
    assert create.status_code == 422
    assert table.state()["seq"] == 0


def test_a_whole_float_is_that_integer_everywhere(table: ApiTable) -> None:
    """JSON Schema's integer: ``1.0`` is 1 (the document says ``integer``; validators and
    generated clients take it so), on every endpoint alike."""
    join = table.client.post(
        f"/api/v1/tables/{table.id}/join", json={"secret": table.secret, "seat": 1.0}
    )
    assert (join.status_code, join.get_json()["seat"]) == (201, 1)
    table.tokens[1] = join.get_json()["token"]
    hand = {"type": "hand", "caller": None, "hands": [["AH"], ["2C"], 0, 3], "expected_seq": 0.0}
    moved = table.client.post(f"/api/v1/tables/{table.id}/moves", json=hand, headers=table.auth())
    assert (moved.status_code, moved.get_json()["seq"]) == (201, 1)
    voided = table.client.post(
        f"/api/v1/tables/{table.id}/moves/1/void", json={"expected_seq": 1.0}, headers=table.auth()
    )
    assert voided.status_code == 201
    host = table.client.post(
        f"/api/v1/tables/{table.id}/host",
        json={"expected_seq": 2.0, "seat": 1.0},
        headers=table.auth(),
    )
    assert host.status_code == 201


@pytest.mark.parametrize("key", ["a\x00b", "é", "x" * 129, "two words"])
def test_an_idempotency_key_is_visible_ascii(table: ApiTable, key: str) -> None:
    response = table.client.post(
        f"/api/v1/tables/{table.id}/moves",
        json={"type": "hand", "caller": None, "hands": [["AH"], ["2C"], 0, 3], "expected_seq": 0},
        headers={**table.auth(), "Idempotency-Key": key},
    )
    assert response.status_code == 422
    assert response.get_json()["field"] == "Idempotency-Key"


def test_a_page_form_with_a_nul_in_its_key_is_refused_not_crashed(app: Flask) -> None:
    anna = Phone(app)
    table_id = anna.create(["Anna", "Bruno"])
    response = anna.move(
        table_id,
        {
            "type": "hand",
            "box": "hand",
            "expected_seq": "0",
            "caller": "",
            "total-0": "3",
            "total-1": "4",
            "idempotency_key": "k\x00",
        },
    )
    assert response.status_code == 422
    assert anna.app.extensions["referee"].view(table_id).seq == 0


@pytest.mark.parametrize("after", ["-1", str(2**31), "x", "1.5", "1_0", " 1", "²"])
def test_after_is_a_seq_on_the_log_and_on_the_stream_alike(table: ApiTable, after: str) -> None:
    """The stream took any ``after`` (clamped or ignored) where the log refused it, though the
    document gives both the same bounds."""
    for path in ("moves", "stream"):
        response = table.client.get(
            f"/api/v1/tables/{table.id}/{path}", query_string={"after": after}
        )
        assert response.status_code == 422, path
        assert response.get_json()["detail"] == "'after' is an integer ≥ 0.", path
