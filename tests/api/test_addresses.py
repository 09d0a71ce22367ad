"""Ids, secrets and codes in addresses: anything that cannot be one gets the same 404 (or
422) on both databases, never a query, never a 500."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from tests.conftest import ApiTable

ODD = ["%00", "abc%00def", "x" * 3000, "%E2%80%AE", "..%2F..", "a%20b"]

GETS = [
    "/api/v1/tables/{id}",
    "/api/v1/tables/{id}/moves",
    "/api/v1/tables/{id}/stream",
    "/api/v1/tables/{id}/qr.svg",
    "/t/{id}",
    "/t/{id}/stream",
    "/t/{id}/live",
    "/t/{id}/log?before=3",
    "/t/{id}/qr",
    "/j/{id}",
]
HAND = {"type": "hand", "caller": None, "hands": [["AH"], ["2C"], 0, 3], "expected_seq": 1}
POSTS: list[tuple[str, dict[str, Any]]] = [
    ("/api/v1/tables/{id}/moves", HAND),
    ("/api/v1/tables/{id}/join", {"secret": "x", "seat": 0}),
    ("/api/v1/tables/{id}/host", {"seat": 0, "expected_seq": 1}),
    ("/api/v1/tables/{id}/moves/1/void", {"expected_seq": 1}),
    ("/t/{id}/moves", {}),
    ("/j/{id}", {}),
]


@pytest.fixture
def quiet(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.WARNING)
    return caplog


@pytest.mark.parametrize("odd", ODD, ids=["nul", "inner-nul", "long", "bidi", "dots", "space"])
def test_an_id_that_cannot_exist_is_a_404_everywhere(
    table: ApiTable, quiet: pytest.LogCaptureFixture, odd: str
) -> None:
    table.hand(None, [["AH"], ["2C"], 0, 3])
    log = table.client.get(f"/api/v1/tables/{table.id}/moves").get_json()
    same_origin = {"Sec-Fetch-Site": "same-origin", **table.auth()}
    for template in GETS:
        response = table.client.get(template.format(id=odd), headers=table.auth())
        assert response.status_code == 404, template
    # The page's QR image is for seated phones: a phone with no seat there is told so first.
    assert table.client.get(f"/t/{odd}/qr.svg").status_code in (403, 404)
    for template, body in POSTS:
        response = table.client.post(template.format(id=odd), json=body, headers=same_origin)
        assert response.status_code == 404, template
    assert table.client.get(f"/api/v1/tables/{table.id}/moves").get_json() == log
    assert not [r for r in quiet.records if r.levelno >= logging.ERROR]


def test_the_api_says_which_table_is_missing(table: ApiTable) -> None:
    for odd in ("%00", "x" * 3000):
        problem = table.client.get(f"/api/v1/tables/{odd}").get_json()
        assert problem["detail"].startswith("This table does not exist")


@pytest.mark.parametrize(
    "code", ["%00", "ZZ%00ZZ", "Z" * 3000, "ABC", "ABCDEFG"], ids=["nul", "inner", "long", "3", "7"]
)
def test_a_room_code_of_the_wrong_shape_is_a_422_and_not_a_guess(
    table: ApiTable, quiet: pytest.LogCaptureFixture, code: str
) -> None:
    for _ in range(12):  # more than the wrong guesses allowed: none of these counts
        response = table.client.post(f"/api/v1/codes/{code}")
        assert response.status_code == 422
        assert response.get_json()["detail"] == "A room code is 6 letters and digits."
    assert table.client.post(f"/api/v1/codes/{table.room_code}").status_code == 200
    assert not [r for r in quiet.records if r.levelno >= logging.ERROR]


def test_a_typed_code_may_have_spaces_and_dashes(table: ApiTable) -> None:
    code = table.room_code.lower()
    response = table.client.post(f"/api/v1/codes/{code[:3]}-%20{code[3:]}")
    assert response.status_code == 200


def test_a_long_rule_id_is_a_404(table: ApiTable) -> None:
    for path in ("/api/v1/rules/" + "X" * 3000, "/rules/" + "X" * 3000, "/api/v1/rules/%00"):
        assert table.client.get(path).status_code == 404


@pytest.mark.parametrize("seq", [2**31, 10**19])
def test_a_move_number_past_any_table_is_a_404_that_names_it(
    table: ApiTable, quiet: pytest.LogCaptureFixture, seq: int
) -> None:
    """Past 2^31 - 1 PostgreSQL's integer overflows and SQLite's driver cannot bind the
    number: the address is checked first, and both databases answer alike."""
    table.hand(None, [["AH"], ["2C"], 0, 3])
    log = table.client.get(f"/api/v1/tables/{table.id}/moves").get_json()
    bodies = {
        "void": {"expected_seq": 1},
        "correct": {"expected_seq": 1, "move": {"type": "hand", "caller": None, "hands": [0] * 4}},
    }
    for action, body in bodies.items():
        response = table.client.post(
            f"/api/v1/tables/{table.id}/moves/{seq}/{action}", json=body, headers=table.auth()
        )
        assert response.status_code == 404, action
        problem = response.get_json()
        assert (problem["detail"], problem["field"]) == (f"This table has no move {seq}.", "seq")
    assert table.client.get(f"/api/v1/tables/{table.id}/moves").get_json() == log
    assert not [r for r in quiet.records if r.levelno >= logging.ERROR]


def test_the_read_model_has_no_entry_outside_the_log(table: ApiTable) -> None:
    """Only numbers from 1 to the table's head are looked up: any other is no entry, however
    large (no query that would overflow the database's integer)."""
    table.hand(None, [["AH"], ["2C"], 0, 3])
    service = table.client.application.extensions["referee"]
    with service.read(table.id) as reads:
        assert [reads.entry(seq) for seq in (0, -1, 2, 2**31, 10**30)] == [None] * 5
        entry = reads.entry(1)
        assert entry is not None and entry.payload["hands"] == [["AH"], ["2C"], 0, 3]
