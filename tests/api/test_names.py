"""Names that differ only by invisible characters are one name: kept without them, and
refused as a second player at the same table; a name that looks like another, by a letter of
another script or a full-width one, is refused naming both (``test_look_alike_names``)."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.conftest import make_table


def _create(client: FlaskClient, players: list[str]) -> tuple[int, dict]:
    response = client.post("/api/v1/tables", json={"game": "tamalo", "players": players})
    return response.status_code, response.get_json()


@pytest.mark.parametrize(
    "players",
    [
        ["A", "A\u200b"],
        ["Anna", "\u202eAnna"],
        ["Anna", "\uff21nna"],
        ["Jos\u00e9", "Jose\u0301"],
        ["Bruno", "Bru\u00adno"],
    ],
    ids=["zero-width", "bidi", "full-width", "composed", "soft-hyphen"],
)
def test_look_alike_players_are_refused(client: FlaskClient, players: list[str]) -> None:
    status, problem = _create(client, players)
    assert status == 422
    assert problem["field"] == "players.1"
    kept_alike = players[0] != "Anna" or "\uff21" not in players[1]
    assert problem["detail"].startswith(
        "Two players are called" if kept_alike else "'\uff21nna' looks like 'Anna'"
    )


@pytest.mark.parametrize(
    "players",
    [["Anna", "Ann\u0430"], ["Anna", "\u0410nna"], ["Carla", "C\u0430rla\u200b"]],
    ids=["cyrillic-a", "cyrillic-capital-a", "cyrillic-and-zero-width"],
)
def test_names_of_letters_from_another_script_are_refused(
    client: FlaskClient, players: list[str]
) -> None:
    status, problem = _create(client, players)
    assert status == 422
    assert problem["field"] == "players.1"
    assert problem["detail"].startswith(f"'{players[1].rstrip(chr(0x200B))}' looks like")


def test_names_are_kept_without_invisible_characters(client: FlaskClient) -> None:
    status, body = _create(client, ["\u202eAnna\u200b", "Jose\u0301", "\u200b\u200b"])
    assert status == 422  # the third has nothing visible: an empty name
    assert body["field"] == "players.2"
    status, body = _create(client, ["\u202eAnna\u200b", "Jose\u0301"])
    assert status == 201
    assert [seat["name"] for seat in body["seats"]] == ["Anna", "Jos\u00e9"]


def test_a_late_joiner_cannot_look_like_a_player(client: FlaskClient) -> None:
    table = make_table(client, ["Anna", "Bruno"])
    for name in ("Anna\u200b", "\u202eBRUNO"):
        response = table.move({"type": "join", "name": name})
        assert response.status_code == 422
        assert response.get_json()["field"] == "name"
    assert table.move({"type": "join", "name": "\u2067Carla\u2069"}).status_code == 201
    assert [seat["name"] for seat in table.state()["seats"]] == ["Anna", "Bruno", "Carla"]
    assert table.move({"type": "join", "name": "\u200b"}).status_code == 422


def test_a_new_name_for_a_seat_cannot_look_like_another(client: FlaskClient) -> None:
    table = make_table(client, ["Anna", "Bruno", "Carla"])
    url = f"/api/v1/tables/{table.id}/seats/1"
    refused = client.post(
        url, json={"name": "Carla\u200d", "expected_seq": 0}, headers=table.auth()
    )
    assert refused.status_code == 422
    assert refused.get_json()["field"] == "name"
    renamed = client.post(
        url, json={"name": "\u202ePaolo", "expected_seq": 0}, headers=table.auth()
    )
    assert renamed.status_code == 201
    assert [seat["name"] for seat in table.state()["seats"]] == ["Anna", "Paolo", "Carla"]
