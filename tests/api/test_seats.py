"""Seats follow the log: late joiners, undoing them, renames, and the phones sitting there."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.conftest import ApiTable, make_table


def _names(table: ApiTable) -> list[tuple[str, int]]:
    return [(seat["name"], seat["total"]) for seat in table.state()["seats"]]


def test_undoing_an_early_join_keeps_later_joiners_names(client: FlaskClient) -> None:
    table = make_table(client, ["Anna", "Bruno", "Carla"])
    table.hand(None, [10, 20, 30])
    assert table.move({"type": "join", "name": "Dario"}).status_code == 201  # seq 2
    assert table.move({"type": "join", "name": "Elena"}).status_code == 201  # seq 3
    assert _names(table)[3:] == [("Dario", 30), ("Elena", 30)]
    assert table.void(2).status_code == 201
    assert _names(table) == [("Anna", 10), ("Bruno", 20), ("Carla", 30), ("Elena", 30)]
    assert table.void(4).status_code == 201  # undo the undo: Dario is back in his place
    assert [name for name, _ in _names(table)] == ["Anna", "Bruno", "Carla", "Dario", "Elena"]


def test_a_joiner_needs_a_name_nobody_has(client: FlaskClient) -> None:
    table = make_table(client, ["Anna", "Bruno"])
    response = table.move({"type": "join", "name": "anna"})
    assert response.status_code == 422
    assert response.get_json()["field"] == "name"
    assert "already a player called 'anna'" in response.get_json()["detail"]
    assert len(table.state()["seats"]) == 2


def test_a_phone_whose_seat_is_undone_watches(client: FlaskClient) -> None:
    table = make_table(client, ["Anna", "Bruno"])
    table.move({"type": "join", "name": "Carla"})
    carla = table.sit(2)
    table.void(1)
    response = client.post(
        f"/api/v1/tables/{table.id}/moves",
        json={"type": "tamalo", "seat": 0, "expected_seq": table.seq},
        headers={"Authorization": f"Bearer {carla}"},
    )
    assert response.status_code == 403
    me = client.get(
        f"/api/v1/tables/{table.id}", headers={"Authorization": f"Bearer {carla}"}
    ).get_json()["you"]
    assert me == {"role": "spectator", "seat": None}


def test_a_renamed_seat_keeps_its_name_through_an_undo(client: FlaskClient) -> None:
    table = make_table(client, ["Anna", "Bruno", "Carla"])
    table.hand(None, [5, 6, 7])
    renamed = client.post(
        f"/api/v1/tables/{table.id}/seats/1",
        json={"name": "Paolo", "expected_seq": 1},
        headers=table.auth(),
    )
    assert renamed.status_code == 201
    table.seq = renamed.get_json()["seq"]
    assert table.void(1).status_code == 201
    assert [name for name, _ in _names(table)] == ["Anna", "Paolo", "Carla"]


def test_a_correction_keeps_the_kind_of_move(table: ApiTable) -> None:
    table.hand(None, [5, 6, 7, 8])
    response = table.client.post(
        f"/api/v1/tables/{table.id}/moves/1/correct",
        json={"expected_seq": 1, "move": {"type": "named", "seat": 0, "name": "coppiona"}},
        headers=table.auth(),
    )
    assert response.status_code == 422
    assert "same kind" in response.get_json()["detail"]
