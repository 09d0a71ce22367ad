"""Confirmation mode: a hand entered by one phone waits, counting nowhere, until the other
seated players confirm it (or the host, for everyone); a decline is logged and the hand is
not. Who confirms, and seat swaps waiting too: tests/disputes/test_confirm_modes.py."""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import ApiTable
from tests.web.conftest import Phone, hand, totals


def _table(client: FlaskClient, confirm: bool = True) -> ApiTable:
    created = client.post(
        "/api/v1/tables",
        json={"game": "tamalo", "players": ["Anna", "Bruno", "Carla"], "confirm": confirm},
    ).get_json()
    table = ApiTable(
        client, created["id"], created["host_token"], created["join_url"], created["room_code"]
    )
    for seat in range(3):
        table.sit(seat)
    table.seq = table.state()["seq"]
    return table


def _post(table: ApiTable, path: str, seat: int | None, lang: str = "en", **body: Any) -> Any:
    response = table.client.post(
        f"/api/v1/tables/{table.id}/{path}",
        json={"expected_seq": table.state()["seq"], **body},
        headers={**table.auth(seat), "Accept-Language": lang},
    )
    if response.status_code in (200, 201):
        table.seq = response.get_json()["seq"]
    return response


def test_a_pending_hand_counts_nowhere_until_every_other_player_confirms(
    client: FlaskClient,
) -> None:
    table = _table(client)
    entered = table.hand(None, [9, 2, 7], seat=0)
    assert entered.status_code == 201
    pending = entered.get_json()["event"]
    assert pending["type"] == "pending_hand"
    assert "Anna entered hand 1: waiting for the others to confirm" in pending["lines"][0]["text"]
    state = table.state()
    assert state["totals"] == [0, 0, 0] and state["hands"] == []
    assert state["ledger"]["pending"][0]["waiting"] == [1, 2]
    # Nothing else is logged while the hand waits.
    blocked = table.hand(None, [1, 1, 1], seat=1)
    assert blocked.status_code == 422
    assert "waiting for confirmation" in blocked.get_json()["detail"]
    # Anna cannot confirm her own hand; Bruno confirms, then Carla: the hand counts.
    own = _post(table, f"pending/{pending['seq']}/confirm", 0)
    assert own.status_code == 422
    first = _post(table, f"pending/{pending['seq']}/confirm", 1)
    assert first.status_code == 201
    assert table.state()["totals"] == [0, 0, 0]
    assert table.state()["ledger"]["pending"][0]["waiting"] == [2]
    again = _post(table, f"pending/{pending['seq']}/confirm", 1)
    assert again.status_code == 422
    last = _post(table, f"pending/{pending['seq']}/confirm", 2)
    assert last.status_code == 201
    state = table.state()
    assert state["totals"] == [9, 0, 7]
    assert len(state["hands"]) == 1 and state["ledger"]["pending"] == []
    # The hand is logged as Anna entered it.
    moves = client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    assert moves[-1]["type"] == "hand" and moves[-1]["author_seat"] == 0


def test_the_host_confirms_for_everyone(client: FlaskClient) -> None:
    table = _table(client)
    seq = table.hand(None, [9, 2, 7], seat=1).get_json()["seq"]
    done = _post(table, f"pending/{seq}/confirm", None, for_everyone=True)
    assert done.status_code == 201
    assert table.state()["totals"] == [9, 0, 7]


def test_a_declined_hand_is_not_logged_and_is_entered_again(client: FlaskClient) -> None:
    table = _table(client)
    seq = table.hand(None, [9, 2, 7], seat=0).get_json()["seq"]
    declined = _post(table, f"pending/{seq}/decline", 2, reason="Carla had 3, not 7")
    assert declined.status_code == 201
    assert (
        "Carla declines hand 1: Carla had 3, not 7"
        in declined.get_json()["event"]["lines"][0]["text"]
    )
    state = table.state()
    assert state["totals"] == [0, 0, 0] and state["ledger"]["pending"] == []
    assert _post(table, f"pending/{seq}/confirm", 1).status_code == 404
    second = table.hand(None, [9, 2, 3], seat=0).get_json()
    assert second["event"]["type"] == "pending_hand"


def test_a_pending_hand_is_withdrawn_by_an_undo(client: FlaskClient) -> None:
    table = _table(client)
    seq = table.hand(None, [9, 2, 7], seat=0).get_json()["seq"]
    assert table.void(seq, seat=0).status_code == 201
    assert table.state()["ledger"]["pending"] == []
    assert table.hand(None, [9, 2, 7], seat=0).get_json()["event"]["type"] == "pending_hand"


def test_without_confirmation_mode_a_hand_counts_at_once(client: FlaskClient) -> None:
    table = _table(client, confirm=False)
    assert table.hand(None, [9, 2, 7], seat=0).get_json()["event"]["type"] == "hand"
    assert table.state()["totals"] == [9, 0, 7]


def test_refusals_are_in_the_users_language_and_change_nothing(client: FlaskClient) -> None:
    table = _table(client)
    seq = table.hand(None, [9, 2, 7], seat=0).get_json()["seq"]
    before = table.state()["seq"]
    cases = [
        (f"pending/{seq + 5}/confirm", 1, {}, 404, "Nessuna mano in attesa"),
        (f"pending/{seq}/confirm", 0, {}, 422, "l'hai segnata tu"),
        (f"pending/{seq}/decline", 1, {"reason": "x" * 201}, 422, "200"),
    ]
    for path, seat, body, status, words in cases:
        response = _post(table, path, seat, lang="it", **body)
        assert response.status_code == status, response.get_json()
        assert response.mimetype == "application/problem+json"
        assert words in response.get_json()["detail"]
    stranger = client.post(
        f"/api/v1/tables/{table.id}/pending/{seq}/confirm", json={"expected_seq": before}
    )
    assert stranger.status_code == 401
    assert table.state()["seq"] == before


def test_every_phone_shows_the_hand_waiting_and_confirms_it(app: Flask) -> None:
    anna, bruno = Phone(app), Phone(app, addr="192.0.2.2")
    data = {"game": "tamalo", "player": ["Anna", "Bruno", "Carla", "", "", ""], "me": "0"}
    response = anna.post("/tables", {**data, "confirm": "1"})
    table_id = response.headers["Location"].removeprefix("/t/")
    bruno.sit(table_id, 1)
    seq = app.extensions["referee"].head_seq(table_id)
    assert anna.move(table_id, hand(seq, 9, 2, 7)).status_code == 303
    card = bruno.table(table_id).one(".pending-hand")
    assert "Anna entered hand 1: waiting for the others to confirm" in card.text
    assert "Hand 1 waiting for Bruno" in card.text
    assert totals(bruno.table(table_id)) == {"Anna": 0, "Bruno": 0, "Carla": 0}
    pending = int(card["data-seq"])
    head = app.extensions["referee"].head_seq(table_id)
    done = bruno.post(f"/t/{table_id}/pending/{pending}/confirm", {"expected_seq": str(head)})
    assert done.status_code == 303
    page = anna.table(table_id)
    assert not page.has(".pending-hand")
    assert totals(page) == {"Anna": 9, "Bruno": 0, "Carla": 7}
