"""Every phone enters its own part of the hand (``tables/parts.py``): ``POST …/moves`` with
``{"type": "part", "seat": k, "part": {...}}``. The table's JSON says who has entered and who
is missing (never what); the last part logs the hand as one phone's entry would; parts
that disagree are shown with their rule; a part may be changed or withdrawn until then."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.api.parts_table import enter_part as _part
from tests.api.parts_table import scala_table as _scala
from tests.conftest import ApiTable

pytestmark = pytest.mark.storage


def test_three_phones_each_enter_their_part_and_the_last_one_logs_the_hand(
    client: FlaskClient,
) -> None:
    """Bruno holds K♥ Q♥ (10 + 10 = 20), Carla went out, Anna counted 12: totals 12, 20, 0."""
    table = _scala(client, ["Anna", "Bruno", "Carla"])
    seen = table.seq
    first = _part(table, 1, {"cards": ["KH", "QH"]})
    assert first.status_code == 201, first.get_json()
    assert first.get_json()["hand_in_progress"] == {
        "parts": [1],
        "missing": [0, 2],
        "started_by": 1,
        "entered_by": {"1": 1},
        "conflict": None,
    }
    # Another phone sees who has entered, never what.
    shown = table.state()
    assert shown["hand_in_progress"]["parts"] == [1] and shown["totals"] == [0, 0, 0]
    event = first.get_json()["event"]
    assert event["payload"] == {"seat": 1, "withdrawn": False}
    assert event["lines"][0]["text"] == "Bruno entered their part"
    assert "KH" not in str(client.get(f"/api/v1/tables/{table.id}/moves").get_json())
    # Carla's phone had not seen Bruno's part: a part never makes another phone stale.
    carla = _part(table, 2, {"closed": True}, expected_seq=seen)
    assert carla.status_code == 201 and carla.get_json()["hand_in_progress"]["missing"] == [0]
    last = _part(table, 0, {"total": 12}, expected_seq=seen)
    assert last.status_code == 201, last.get_json()
    body = last.get_json()
    assert body["hand_in_progress"] is None and body["event"]["type"] == "hand"
    assert body["event"]["payload"]["closer"] == 2
    assert body["event"]["author_seat"] == 0
    after = table.state()
    assert after["totals"] == [12, 20, 0] and after["hand_in_progress"] is None
    assert [line["text"] for line in body["event"]["lines"][:3]] == [
        "Anna: 12 (typed total).",
        "Bruno: K♥ (10) + Q♥ (10) = 20.",
        "Carla went out: 0 points.",
    ]


def test_a_part_is_changed_or_withdrawn_until_the_hand_is_complete(client: FlaskClient) -> None:
    table = _scala(client, ["Anna", "Bruno", "Carla"])
    _part(table, 1, {"total": 30})
    changed = _part(table, 1, {"total": 25})
    assert changed.get_json()["hand_in_progress"]["parts"] == [1]
    withdrawn = _part(table, 1, None)
    assert withdrawn.status_code == 201
    assert withdrawn.get_json()["hand_in_progress"] is None
    assert withdrawn.get_json()["event"]["lines"][0]["text"] == "Bruno withdraws their part"
    again = _part(table, 1, None)
    assert again.status_code == 422 and again.get_json()["type"] == "/problems/refused"
    assert again.get_json()["detail"] == "Bruno has no part to withdraw."
    # Anna fills in Bruno's part for him; the log names who entered it.
    for_bruno = _part(table, 1, {"total": 25}, by=0)
    assert for_bruno.get_json()["event"]["lines"][0]["text"] == "Anna entered Bruno's part"
    assert for_bruno.get_json()["hand_in_progress"]["entered_by"] == {"1": 0}
    _part(table, 2, {"closed": True})
    _part(table, 0, {"total": 7})
    assert table.state()["totals"] == [7, 25, 0]


def test_two_players_who_say_they_went_out_are_shown_the_conflict(client: FlaskClient) -> None:
    table = _scala(client, ["Anna", "Bruno", "Carla"])
    _part(table, 0, {"closed": True})
    _part(table, 1, {"total": 9})
    clash = _part(table, 2, {"closed": True}, **{"Accept-Language": "it"})
    assert clash.status_code == 201
    progress = clash.get_json()["hand_in_progress"]
    assert progress["missing"] == [] and progress["conflict"]["seats"] == [0, 2]
    assert progress["conflict"]["rule"] == "S40-CLOSE"
    assert table.state()["totals"] == [0, 0, 0]
    # Carla had not gone out after all: her cards make the hand.
    mended = _part(table, 2, {"cards": ["5S", "5D"]})
    assert mended.get_json()["event"]["type"] == "hand"
    assert table.state()["totals"] == [0, 9, 10]


def test_bad_parts_are_refused_with_what_is_wrong(client: FlaskClient) -> None:
    table = _scala(client, ["Anna", "Bruno"])
    shape = _part(table, 1, {"colour": "red"})
    assert shape.status_code == 422 and shape.get_json()["type"] == "/problems/invalid"
    assert shape.get_json()["field"] == "part"
    too_much = _part(table, 1, {"total": 400})
    assert too_much.status_code == 422 and too_much.get_json()["rule"] == "S40-VAL-HAND"
    no_seat = _part(table, 5, {"total": 10}, by=0)
    assert no_seat.status_code == 422 and no_seat.get_json()["detail"] == (
        "There is no seat 5 at this table."
    )
    as_float = table.move({"type": "part", "seat": 1.0, "part": {"total": 3}}, 1)
    assert as_float.status_code == 201  # a JSON integer, as the document counts them
    assert _part(table, 1, None).status_code == 201
    nothing = table.move({"type": "part", "part": {"total": 3}}, 1)
    assert nothing.status_code == 422 and nothing.get_json()["field"] == "seat"
    assert table.state()["hand_in_progress"] is None
    # A Tamalo player's part at a Scala 40 table: the document allows it, the table refuses.
    tamalo = _part(table, 1, {"cards": ["A"], "called": True})
    assert tamalo.status_code == 422 and tamalo.get_json()["type"] == "/problems/refused"
    assert tamalo.get_json()["detail"] == (
        "That is a part of a hand of Tamalo, but this table plays Scala 40."
    )


def test_a_spectator_enters_no_part_and_a_game_without_parts_takes_none(
    client: FlaskClient,
) -> None:
    table = _scala(client, ["Anna", "Bruno"])
    watching = client.post(f"/api/v1/tables/{table.id}/join", json={"secret": table.secret})
    token = watching.get_json()["token"]
    refused = client.post(
        f"/api/v1/tables/{table.id}/moves",
        json={"type": "part", "seat": 1, "part": {"total": 3}, "expected_seq": table.seq},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert refused.status_code == 403
    created = client.post(
        "/api/v1/tables", json={"game": "ecarte", "players": ["Anna", "Bruno"]}
    ).get_json()
    whole = client.post(
        f"/api/v1/tables/{created['id']}/moves",
        json={"type": "part", "seat": 0, "part": {"total": 3}, "expected_seq": created["seq"]},
        headers={"Authorization": f"Bearer {created['host_token']}", "Accept-Language": "it"},
    )
    assert whole.status_code == 422
    assert whole.get_json()["detail"] == (
        "A questo tavolo la mano si inserisce intera, da un telefono."
    )


def test_a_part_sent_twice_with_one_key_is_logged_once(client: FlaskClient) -> None:
    table = _scala(client, ["Anna", "Bruno"])
    key = {"Idempotency-Key": "part-of-bruno-1"}
    first = _part(table, 1, {"total": 14}, **key)
    again = _part(table, 1, {"total": 14}, expected_seq=first.get_json()["seq"] - 1, **key)
    assert first.status_code == 201 and again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    events = client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    assert [e["type"] for e in events].count("hand_part") == 1


def _confirming(client: FlaskClient) -> ApiTable:
    created = client.post(
        "/api/v1/tables",
        json={
            "game": "scala40",
            "players": ["Anna", "Bruno", "Carla"],
            "host_seat": 0,
            "confirm": True,
        },
    ).get_json()
    table = ApiTable(
        client, created["id"], created["host_token"], created["join_url"], created["room_code"]
    )
    table.seq, table.tokens[0] = created["seq"], created["host_token"]
    table.sit(1)
    table.sit(2)
    return table


def test_parts_each_player_entered_need_no_confirmation(client: FlaskClient) -> None:
    """In confirmation mode a hand whose players each entered their own part counts at
    once: each of them has said their part already."""
    table = _confirming(client)
    _part(table, 1, {"total": 9})
    _part(table, 2, {"closed": True})
    last = _part(table, 0, {"total": 4})
    assert last.get_json()["event"]["type"] == "hand"
    assert table.state()["totals"] == [4, 9, 0]


def test_a_part_entered_for_another_player_waits_for_the_table(client: FlaskClient) -> None:
    """Anna enters Carla's part for her: the hand waits for the others' confirmation, as
    a hand Anna entered whole would."""
    table = _confirming(client)
    _part(table, 1, {"total": 9})
    _part(table, 2, {"closed": True}, by=0)
    last = _part(table, 0, {"total": 4})
    assert last.get_json()["event"]["type"] == "pending_hand"
    assert last.get_json()["event"]["lines"][0]["text"] == (
        "Anna entered hand 1: waiting for the others to confirm"
    )
    assert table.state()["totals"] == [0, 0, 0]
    assert table.state()["hand_in_progress"] is None


def test_no_part_is_taken_once_the_game_is_over(client: FlaskClient) -> None:
    """Two players to 101: Bruno's 101 puts him out and Anna wins."""
    table = _scala(client, ["Anna", "Bruno"])
    _part(table, 0, {"closed": True})
    _part(table, 1, {"total": 101})
    assert table.state()["totals"] == [0, 101]
    late = _part(table, 0, {"total": 5})
    assert late.status_code == 422 and late.get_json()["rule"] == "S40-ELIM"


def test_an_ordinary_move_reads_nothing_for_the_parts(app: Any) -> None:
    """A game move ends any hand in parts: what is shown at its head asks nothing of it
    (after a part, which does not, the parts are read once)."""
    from sqlalchemy import event

    table = _scala(app.test_client(), ["Anna", "Bruno", "Carla"])
    asked: list[str] = []

    def count(conn: Any, cursor: Any, statement: str, params: Any, *args: Any) -> None:
        if "hand_part" in str(params):
            asked.append(statement)

    engine = app.extensions["referee"].db.engine
    event.listen(engine, "before_cursor_execute", count)
    try:
        whole = table.move({"type": "hand", "closer": 0, "hands": [None, 20, 15]}, 0)
        assert whole.status_code == 201
        for _ in range(3):
            shown = app.test_client().get(f"/api/v1/tables/{table.id}").get_json()
            assert shown["hand_in_progress"] is None and shown["totals"] == [0, 20, 15]
        assert asked == []
        _part(table, 1, {"total": 9})
        asked.clear()  # the part's own write reads them, as it must
        for _ in range(3):
            assert app.test_client().get(f"/api/v1/tables/{table.id}").get_json()[
                "hand_in_progress"
            ]["parts"] == [1]
    finally:
        event.remove(engine, "before_cursor_execute", count)
    assert len(asked) <= 1
