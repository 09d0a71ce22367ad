"""Whatever users type comes back as typed: braces are text, never a template."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import ApiTable

ATTACK = "{seat.__init__.__globals__[sys].modules[flask].current_app.secret_key}"


def test_an_unknown_option_key_is_echoed_not_evaluated(app: Flask, client: FlaskClient) -> None:
    response = client.post(
        "/api/v1/tables", json={"game": "tamalo", "players": ["A", "B"], "options": {ATTACK: 1}}
    )
    assert response.status_code == 422
    detail = response.get_json()["detail"]
    assert ATTACK in detail
    assert app.config["SECRET_KEY"] not in detail


@pytest.mark.parametrize(
    "move",
    [
        {"type": ATTACK},
        {"type": "hand", "hands": [1, 2, 3, 4], ATTACK: 1},
        {"type": "discard", "seat": 1, "card": "{0}"},
        {"type": "discard", "seat": 1, "card": "{seat[0]}"},
    ],
)
def test_move_fields_with_braces_are_refused_plainly(
    app: Flask, table: ApiTable, move: dict
) -> None:
    response = table.move(move)
    assert response.status_code == 422
    assert app.config["SECRET_KEY"] not in response.get_json()["detail"]


def test_a_reason_with_braces_reads_as_typed(table: ApiTable) -> None:
    table.hand(None, [1, 2, 3, 4])
    response = table.void(1, reason="typo :} {seat[0]} {{x}}")
    assert response.status_code == 201
    assert response.get_json()["event"]["lines"][0]["text"] == (
        "Undone: hand 1 (typo :} {seat[0]} {{x}})"
    )


def test_a_reason_is_kept_as_it_looks(table: ApiTable) -> None:
    """Line breaks and tabs fold to one space; invisible characters go, as in a name."""
    table.hand(None, [1, 2, 3, 4])
    response = table.void(1, reason="  wrong\r\n\tsco\u200bre\u00ad ")
    assert response.status_code == 201
    assert response.get_json()["event"]["lines"][0]["text"] == "Undone: hand 1 (wrong score)"


@pytest.mark.parametrize("reason", ["red \x1b[31m text", "nul \x00 here", "bell\x07", "c1 \x9b"])
def test_a_reason_with_control_characters_is_refused(table: ApiTable, reason: str) -> None:
    table.hand(None, [1, 2, 3, 4])
    response = table.void(1, reason=reason)
    assert response.status_code == 422
    assert response.get_json()["detail"] == "The reason has control characters."
    italian = table.client.post(
        f"/api/v1/tables/{table.id}/moves/1/void",
        json={"expected_seq": table.seq, "reason": reason},
        headers={**table.auth(), "Accept-Language": "it"},
    )
    assert italian.get_json()["detail"] == "Il motivo contiene caratteri di controllo."
    # Nothing was logged: the hand still counts and the log ends where it did.
    assert table.state()["seq"] == 1
    assert table.void(1, reason="typo").status_code == 201


def test_names_with_braces_are_names(client: FlaskClient) -> None:
    body = client.post(
        "/api/v1/tables", json={"game": "tamalo", "players": ["{x}", "{seat[1]}"]}
    ).get_json()
    table = ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])
    response = table.hand(0, [9, 3])
    lines = [line["text"] for line in response.get_json()["event"]["lines"]]
    assert lines[0].startswith("{x} called Tamalo with 9")
    assert lines[1] == "{seat[1]}: 3 (typed total), under 5 counts 0."


@pytest.mark.parametrize("path", ["/rules/{0}", "/api/v1/rules/{0}", "/rules/%7Bseat%7D"])
def test_rule_ids_with_braces_are_not_found(client: FlaskClient, path: str) -> None:
    assert client.get(path).status_code == 404
