"""A correction reopens one part of a hand made of parts (``tables/part_corrections.py``):
``POST …/moves/{seq}/correct`` with a part as its move, ``{"type": "part", "seat": k,
"part": {...}}``. The hand's other parts stay as entered; the log keeps what was first
entered beside what it became, and an exported file reopens the same part again.

Scala 40 values (S40-VAL-HAND): 2–10 their number, J Q K 10, an Ace 11.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.api.parts_table import enter_part, scala_table
from tests.conftest import ApiTable

pytestmark = pytest.mark.storage

PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]


def correct_part(table: ApiTable, seq: int, seat: int, part: Any, by: int, lang: str = "en") -> Any:
    response = table.client.post(
        f"/api/v1/tables/{table.id}/moves/{seq}/correct",
        json={
            "expected_seq": table.seq,
            "reason": "miscounted",
            "move": {"type": "part", "seat": seat, "part": part},
        },
        headers={**table.auth(by), "Accept-Language": lang},
    )
    if response.status_code == 201:
        table.seq = response.get_json()["seq"]
    return response


def two_hands(table: ApiTable) -> int:
    """Hand 1 in parts (Anna out; Bruno K♥ Q♥ = 20; Carla 15; Dario 5♠ 5♦ = 10), hand 2
    whole (Bruno out; 7, 8, 9): totals 7, 20, 23, 19. The seq of hand 1."""
    enter_part(table, 0, {"closed": True})
    enter_part(table, 1, {"cards": ["KH", "QH"]})
    enter_part(table, 2, {"total": 15})
    last = enter_part(table, 3, {"cards": ["5S", "5D"]})
    assert last.get_json()["event"]["type"] == "hand", last.get_json()
    whole = table.move({"type": "hand", "closer": 1, "hands": [7, None, 8, 9]}, 1)
    assert whole.status_code == 201, whole.get_json()
    assert table.state()["totals"] == [7, 20, 23, 19]
    return int(last.get_json()["seq"])


def test_a_player_reopens_their_own_part_and_the_others_stay(client: FlaskClient) -> None:
    table = scala_table(client, PLAYERS)
    hand = two_hands(table)
    # Bruno also held the A♠: 10 + 10 + 11 = 31 in hand 1, the rest as entered.
    bruno = correct_part(table, hand, 1, {"cards": ["KH", "QH", "AS"]}, by=1)
    assert bruno.status_code == 201, bruno.get_json()
    assert table.state()["totals"] == [7, 31, 23, 19]
    # Carla counted 12, not 15: Bruno's correction stays.
    carla = correct_part(table, hand, 2, {"total": 12}, by=2)
    assert carla.status_code == 201, carla.get_json()
    state = table.state()
    assert state["totals"] == [7, 31, 20, 19]
    assert state["hands"][0]["scores"] == [0, 31, 12, 10]
    events = {
        e["seq"]: e for e in client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    }
    assert events[hand]["status"] == "corrected" and events[hand]["by"] == carla.get_json()["seq"]
    assert events[hand]["payload"]["hands"][2] == 15  # what was first entered, still shown
    kept = events[carla.get_json()["seq"]]["payload"]
    assert kept["seat"] == 2
    assert kept["parts"]["1"] == {"cards": ["KH", "QH", "AS"]} and kept["parts"]["2"] == {
        "total": 12
    }


def test_any_seated_player_reopens_a_part_and_the_log_says_whose(client: FlaskClient) -> None:
    table = scala_table(client, PLAYERS)
    hand = two_hands(table)
    dario = correct_part(table, hand, 2, {"total": 40}, by=3)  # Carla's phone is flat
    assert dario.status_code == 201, dario.get_json()
    assert table.state()["totals"] == [7, 20, 48, 19]
    line = dario.get_json()["event"]["lines"][0]["text"]
    assert line == "Corrected: hand 1, Carla's part (miscounted)"
    watcher = client.post(f"/api/v1/tables/{table.id}/join", json={"secret": table.secret})
    token = watcher.get_json()["token"]
    refused = client.post(
        f"/api/v1/tables/{table.id}/moves/{hand}/correct",
        json={
            "expected_seq": table.seq,
            "move": {"type": "part", "seat": 2, "part": {"total": 1}},
        },
        headers={"Authorization": f"Bearer {token}"},
    )
    assert refused.status_code == 403
    assert table.state()["totals"] == [7, 20, 48, 19]


def test_a_reopened_part_that_breaks_the_hand_is_refused_with_its_rule(
    client: FlaskClient,
) -> None:
    table = scala_table(client, PLAYERS)
    hand = two_hands(table)
    clash = correct_part(table, hand, 3, {"closed": True}, by=3, lang="it")
    assert clash.status_code == 422, clash.get_json()
    assert clash.get_json()["rule"] == "S40-CLOSE"
    bad = correct_part(table, hand, 3, {"cards": ["ZZ"]}, by=3)
    assert bad.status_code == 422 and "ZZ" in bad.get_json()["detail"], bad.get_json()
    assert table.state()["totals"] == [7, 20, 23, 19]


def test_a_hand_entered_whole_is_corrected_whole(client: FlaskClient) -> None:
    table = scala_table(client, PLAYERS)
    hand = two_hands(table)
    whole = correct_part(table, hand + 1, 0, {"total": 3}, by=0)
    assert whole.status_code == 422
    assert whole.get_json()["detail"] == "This hand was not entered in parts: correct it whole."
    italian = correct_part(table, hand + 1, 0, {"total": 3}, by=0, lang="it")
    assert "non è stata inserita a parti" in italian.get_json()["detail"]
    # Corrected whole, a hand of parts is corrected whole from then on.
    response = client.post(
        f"/api/v1/tables/{table.id}/moves/{hand}/correct",
        json={
            "expected_seq": table.seq,
            "move": {"type": "hand", "closer": 0, "hands": [None, 20, 15, 11]},
        },
        headers=table.auth(0),
    )
    assert response.status_code == 201, response.get_json()
    table.seq = response.get_json()["seq"]
    again = correct_part(table, hand, 1, {"total": 5}, by=1)
    assert (
        again.get_json()["detail"]
        == "This hand was already corrected whole: correct it whole again."
    )


def test_the_file_reopens_the_same_part_again(client: FlaskClient, elsewhere: FlaskClient) -> None:
    table = scala_table(client, PLAYERS)
    hand = two_hands(table)
    correct_part(table, hand, 1, {"cards": ["KH", "QH", "AS"]}, by=1)
    document = client.get(f"/api/v1/tables/{table.id}/export").get_json()
    imported = elsewhere.post("/api/v1/imports", json=document)
    assert imported.status_code == 201, imported.get_json()
    copy = elsewhere.get(f"/api/v1/tables/{imported.get_json()['id']}").get_json()
    assert copy["totals"] == [7, 31, 23, 19]
    events = elsewhere.get(f"/api/v1/tables/{copy['id']}/moves").get_json()["events"]
    (correction,) = [e for e in events if e["type"] == "correct"]
    assert correction["payload"]["seat"] == 1


def test_a_part_reopened_while_the_next_hand_is_in_parts_keeps_that_hand_going(
    client: FlaskClient,
) -> None:
    """Bruno reopens his part of hand 1 while Anna has already entered hers of hand 2: the
    correction replays past her part, which stays in, still unseen by the others."""
    table = scala_table(client, PLAYERS)
    hand = two_hands(table)
    enter_part(table, 0, {"total": 4})
    assert table.state()["hand_in_progress"]["parts"] == [0]
    bruno = correct_part(table, hand, 1, {"cards": ["KH", "QH", "AS"]}, by=1)
    assert bruno.status_code == 201, bruno.get_json()
    state = table.state()
    assert state["totals"] == [7, 31, 23, 19]
    assert state["hand_in_progress"]["parts"] == [0]
    assert state["hand_in_progress"]["missing"] == [1, 2, 3]
