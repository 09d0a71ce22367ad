"""A phone that wrote once writes again without its device being read first, and a change to
the table's devices made anywhere (on this server or another on the same database) reaches
its next write: a phone signed out is refused, a former host is no longer one."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import ApiTable, make_table
from tests.record.servers import another_server
from tests.statements import statements

pytestmark = pytest.mark.storage


@pytest.fixture
def other(app: Flask, database_url: str) -> Iterator[FlaskClient]:
    """A second server on the same database (its own memory of the devices)."""
    with another_server(database_url, "test-secret") as client:
        yield client


def _hand(client: FlaskClient, table: ApiTable, seat: int | None, cards: list[int]) -> Any:
    response = client.post(
        f"/api/v1/tables/{table.id}/moves",
        json={"type": "hand", "caller": None, "hands": cards, "expected_seq": table.seq},
        headers=table.auth(seat),
    )
    if response.status_code == 201:
        table.seq = response.get_json()["seq"]
    return response


def _replace(client: FlaskClient, table: ApiTable, seat: int, name: str) -> None:
    """The host gives ``seat`` to ``name``: the phones sitting there are signed out."""
    replaced = client.post(
        f"/api/v1/tables/{table.id}/seats/{seat}",
        json={"name": name, "expected_seq": table.seq},
        headers=table.auth(),
    )
    assert replaced.status_code == 201
    table.seq = replaced.get_json()["seq"]


def test_a_phone_signed_out_on_another_server_is_refused_here(
    client: FlaskClient, other: FlaskClient
) -> None:
    table = make_table(client, ["Anna", "Bruno", "Carla"])
    table.sit(1)
    assert _hand(client, table, 1, [10, 11, 12]).status_code == 201  # Bruno's phone wrote here
    # On the other server the host gives Bruno's seat to Paolo: Bruno's phone is signed out.
    _replace(other, table, 1, "Paolo")

    refused = _hand(client, table, 1, [9, 9, 9])
    assert refused.status_code == 401
    assert refused.content_type == "application/problem+json"
    state = client.get(f"/api/v1/tables/{table.id}").get_json()
    assert state["seq"] == table.seq  # nothing logged
    assert [(s["name"], s["total"]) for s in state["seats"]] == [
        ("Anna", 10),
        ("Paolo", 11),
        ("Carla", 12),
    ]


def test_a_host_who_handed_over_elsewhere_is_no_host_here(
    client: FlaskClient, other: FlaskClient
) -> None:
    table = make_table(client, ["Anna", "Bruno", "Carla"])
    table.sit(1)
    assert _hand(client, table, None, [10, 11, 12]).status_code == 201  # Anna, the host, wrote
    handed = other.post(
        f"/api/v1/tables/{table.id}/host",
        json={"seat": 1, "expected_seq": table.seq},
        headers=table.auth(),
    )
    assert handed.status_code == 201
    table.seq = handed.get_json()["seq"]

    # TAM-LT5 leaves hands of 5 and more as they are: 10 + 6, 11 + 7, 12 + 8 below.
    # Only the host replaces a seat: Anna no longer may, on this server too.
    refused = client.post(
        f"/api/v1/tables/{table.id}/seats/2",
        json={"name": "Dario", "expected_seq": table.seq},
        headers=table.auth(),
    )
    assert refused.status_code == 403
    assert refused.get_json()["detail"] == "Only the host can replace a seat."
    # She sat at no seat: without the host's role her phone watches, and logs nothing.
    assert _hand(client, table, None, [6, 7, 8]).status_code == 403
    # Bruno, the host now, logs the hand on this server (it never saw his phone write).
    assert _hand(client, table, 1, [6, 7, 8]).status_code == 201
    seats = client.get(f"/api/v1/tables/{table.id}").get_json()["seats"]
    assert [(s["name"], s["total"]) for s in seats] == [("Anna", 16), ("Bruno", 18), ("Carla", 20)]


def test_a_phone_signed_out_here_is_refused_at_once(client: FlaskClient) -> None:
    table = make_table(client, ["Anna", "Bruno"])
    table.sit(1)
    assert _hand(client, table, 1, [10, 11]).status_code == 201
    _replace(client, table, 1, "Paolo")
    assert _hand(client, table, 1, [1, 1]).status_code == 401
    assert _hand(client, table, 1, [1, 1]).status_code == 401  # and stays refused


def test_a_second_write_reads_no_device(app: Flask, client: FlaskClient) -> None:
    table = make_table(client, ["Anna", "Bruno"])
    table.sit(1)
    assert _hand(client, table, 1, [10, 11]).status_code == 201
    with statements(app.extensions["referee"].db.engine) as sent:
        assert _hand(client, table, 1, [6, 7]).status_code == 201
    assert not [s for s in sent if "FROM participant" in s]
    seats = client.get(f"/api/v1/tables/{table.id}").get_json()["seats"]
    assert [s["total"] for s in seats] == [16, 18]


@pytest.mark.parametrize("token", ["x" * 5000, "not-a-token", " "])
def test_a_token_no_device_holds_is_refused_and_logs_nothing(
    client: FlaskClient, token: str
) -> None:
    table = make_table(client, ["Anna", "Bruno"])
    assert _hand(client, table, None, [10, 11]).status_code == 201  # the host wrote once
    refused = client.post(
        f"/api/v1/tables/{table.id}/moves",
        json={"type": "hand", "caller": None, "hands": [6, 7], "expected_seq": table.seq},
        headers={"Authorization": f"Bearer {token}", "Accept-Language": "it"},
    )
    assert refused.status_code == 401
    assert refused.content_type == "application/problem+json"
    assert (
        refused.get_json()["detail"]
        == "Per registrare mosse serve sedersi al tavolo (QR o codice)."
    )
    assert client.get(f"/api/v1/tables/{table.id}").get_json()["seq"] == table.seq
