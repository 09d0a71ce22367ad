"""An Efele game in parts through the API: ``{"type": "part", "seat": k, "part": {...}}``,
each part where its player finished (``{"out": 2}``) or that they are the Efele
(``{"efele": true}``). The table's JSON says who is in and who is missing; the last part
logs the whole game (its exit order) as one phone's entry would. Three at the table: Ada,
Bea and Ciro."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.conftest import ApiTable

pytestmark = pytest.mark.storage


def _efele(client: FlaskClient) -> ApiTable:
    created = client.post(
        "/api/v1/tables",
        json={"game": "efele", "players": ["Ada", "Bea", "Ciro"], "host_seat": 0},
    ).get_json()
    table = ApiTable(
        client, created["id"], created["host_token"], created["join_url"], created["room_code"]
    )
    table.seq = created["seq"]
    table.tokens[0] = created["host_token"]
    for seat in range(1, 3):
        table.sit(seat)
    return table


def _part(table: ApiTable, seat: int, part: Any, **extra: Any) -> Any:
    return table.move({"type": "part", "seat": seat, "part": part}, seat, **extra)


def test_three_parts_make_a_game_and_the_table_says_who_is_missing(
    client: FlaskClient,
) -> None:
    """Bea went out first, Ada second; Ciro was left. Two parts in: Ciro is missing and no
    game is scored. Ciro's part logs the game [Bea, Ada]: Ciro is the Efele, once."""
    table = _efele(client)
    seen = table.seq
    first = _part(table, 1, {"out": 1})
    assert first.status_code == 201, first.get_json()
    # Ada's phone had not seen Bea's part: a part never makes another phone stale
    second = _part(table, 0, {"out": 2}, expected_seq=seen)
    assert second.status_code == 201, second.get_json()
    progress = table.state()["hand_in_progress"]
    assert progress["parts"] == [0, 1] and progress["missing"] == [2]
    assert progress["started_by"] == 1 and progress["conflict"] is None
    assert table.state()["totals"] == [0, 0, 0]
    last = _part(table, 2, {"efele": True})
    body = last.get_json()
    assert last.status_code == 201, body
    assert body["hand_in_progress"] is None and body["event"]["type"] == "game"
    assert body["event"]["payload"] == {"type": "game", "exit_order": [1, 0]}
    # the totals count each player's times as the Efele
    assert table.state()["totals"] == [0, 0, 1]


def test_a_place_out_of_range_is_refused_and_a_clash_is_shown_with_its_rule(
    client: FlaskClient,
) -> None:
    table = _efele(client)
    far = _part(table, 0, {"out": 3})
    assert far.status_code == 422 and far.get_json()["rule"] == "EFE-END"
    assert table.state()["hand_in_progress"] is None
    _part(table, 0, {"out": 1})
    _part(table, 1, {"efele": True})
    clash = _part(table, 2, {"efele": True})
    assert clash.status_code == 201
    conflict = clash.get_json()["hand_in_progress"]["conflict"]
    assert conflict["rule"] == "EFE-END" and conflict["seats"] == [1, 2]
    assert conflict["text"]["en"].startswith("{seat[1]} and {seat[2]} say they are the Efele")
    assert table.state()["hands"] == []
    # Bea changes her part: the game is logged, Ciro the Efele
    fixed = _part(table, 1, {"out": 2})
    assert fixed.status_code == 201 and fixed.get_json()["event"]["type"] == "game"
    assert table.state()["totals"] == [0, 0, 1]


def test_a_game_under_way_claim_by_claim_takes_no_part(client: FlaskClient) -> None:
    table = _efele(client)
    claimed = table.move({"type": "claim", "seat": 1, "cards": ["7H", "7L", "7E", "7S"]}, 1)
    assert claimed.status_code == 201, claimed.get_json()
    refused = _part(table, 0, {"out": 2})
    assert refused.status_code == 422 and refused.get_json()["rule"] == "EFE-END"
    assert "Ada has no part in this hand." in str(refused.get_json())
