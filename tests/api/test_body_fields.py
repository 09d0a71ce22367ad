"""The fields of the API's bodies whose rule is a command's (a seq seen, a reason, a name)
are what the API document says they are: the wrong kind is refused with the command's own
422, naming the field, before anything is written."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from referee.problems import Invalid
from referee.web.api.schemas import SeatIn, VoidIn
from tests.conftest import make_table
from tests.tournaments.test_api import Tour


@pytest.mark.parametrize(
    ("body", "field", "detail"),
    [
        ({"name": 5}, "name", "Name: a name is text."),
        ({"name": True}, "name", "Name: a name is text."),
        ({"name": "\u200b"}, "name", "Name: the name is empty."),
    ],
)
def test_a_name_in_a_body_is_text(
    client: FlaskClient, body: dict[str, Any], field: str, detail: str
) -> None:
    table = make_table(client)
    response = client.post(
        f"/api/v1/tables/{table.id}/seats/1",
        json={**body, "expected_seq": 0},
        headers={**table.auth(), "Accept-Language": "en"},
    )
    problem = response.get_json()
    assert response.status_code == 422, problem
    assert (problem["field"], problem["detail"]) == (field, detail)
    tour = Tour(client)
    checked = client.post(
        f"/api/v1/tournaments/{tour.id}/check-in", json=body, headers={"Accept-Language": "it"}
    )
    assert checked.status_code == 422
    assert checked.get_json()["field"] == "name"
    assert checked.get_json()["detail"].startswith("Nome: ")


@pytest.mark.parametrize("reason", [5, True, ["why"], {"it": "x"}])
def test_a_reason_is_text(client: FlaskClient, reason: Any) -> None:
    table = make_table(client)
    table.hand(None, [0, 0, 0, 0])
    response = client.post(
        f"/api/v1/tables/{table.id}/moves/1/void",
        json={"expected_seq": 1, "reason": reason},
        headers={**table.auth(), "Accept-Language": "en"},
    )
    problem = response.get_json()
    assert response.status_code == 422, problem
    assert (problem["field"], problem["detail"]) == ("reason", "The reason is text.")
    # null is no reason, and an undo needs none.
    undone = client.post(
        f"/api/v1/tables/{table.id}/moves/1/void",
        json={"expected_seq": 1, "reason": None},
        headers=table.auth(),
    )
    assert undone.status_code == 201, undone.get_json()


def test_the_fields_are_what_the_commands_keep() -> None:
    """A body read is typed: the seq a whole number, the reason and the name as kept."""
    void = VoidIn.model_validate({"expected_seq": 3.0, "reason": " wrong\n hand\u200b "})
    assert (void.expected_seq, void.reason) == (3, "wrong hand")
    assert type(void.expected_seq) is int
    assert VoidIn.model_validate({"expected_seq": 0}).reason is None
    seat = SeatIn.model_validate({"expected_seq": 0, "name": " Jose\u0301\u200b "})
    assert seat.name == "Jos\u00e9"
    with pytest.raises(Invalid) as refused:
        VoidIn.model_validate({"expected_seq": True})
    assert refused.value.field == "expected_seq"


def test_a_reason_that_must_be_given_is_not_null(client: FlaskClient) -> None:
    tour = Tour(client)
    response = tour.post(
        "/tie-breaks", {"table_id": "x", "order": [], "reason": None}, {"Accept-Language": "en"}
    )
    problem = response.get_json()
    assert response.status_code == 422, problem
    assert problem["detail"] == "reason: the reason is text."
