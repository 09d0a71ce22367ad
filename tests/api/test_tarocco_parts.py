"""A Tarocco hand in parts through the API: ``{"type": "part", "seat": k, "part": {...}}``,
each part what its player declared and, whoever holds it, their side's pile. The table's
JSON says who is in and who is missing (never what); the last part logs the whole-hand
summary as one phone's entry would. Anna deals the first hand."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.conftest import ApiTable

pytestmark = pytest.mark.storage


def _tarocco(client: FlaskClient) -> ApiTable:
    created = client.post(
        "/api/v1/tables",
        json={"game": "tarocco", "players": ["Anna", "Bruno", "Carla", "Dario"], "host_seat": 0},
    ).get_json()
    table = ApiTable(
        client, created["id"], created["host_token"], created["join_url"], created["room_code"]
    )
    table.seq = created["seq"]
    table.tokens[0] = created["host_token"]
    for seat in range(1, 4):
        table.sit(seat)
    return table


def _part(table: ApiTable, seat: int, part: Any, **extra: Any) -> Any:
    return table.move({"type": "part", "seat": seat, "part": part}, seat, **extra)


def test_four_parts_make_a_pairs_hand_and_the_table_says_who_is_missing(
    client: FlaskClient,
) -> None:
    """Bruno said venti (showing the Giove, the Palla and the Re Coppe: 10 + 5 + 5 = 20),
    Dario held the called King and counted their pile, 60 with the last trick; Carla counted
    hers, 49. Anna deals: Anna and Carla 49 − 55 = −6 each, Bruno and Dario 60 − 54 = +6."""
    table = _tarocco(client)
    seen = table.seq
    first = _part(table, 1, {"said": "venti", "cards": ["T20", "T19", "KC"]})
    assert first.status_code == 201, first.get_json()
    second = _part(table, 3, {"said": "called", "pile": {"points": 60}}, expected_seq=seen)
    assert second.status_code == 201, second.get_json()
    progress = table.state()["hand_in_progress"]
    assert progress["parts"] == [1, 3] and progress["missing"] == [0, 2]
    assert progress["started_by"] == 1 and progress["conflict"] is None
    # The log names the parts but never says them: no pile in any part's event (a search of
    # the whole answer for "60" also met ids and tokens that happen to hold it).
    events = client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    parts = [e for e in events if e["type"] == "hand_part"]
    assert len(parts) == 2 and all("pile" not in str(e["payload"]) for e in parts)
    assert table.state()["totals"] == [0, 0, 0, 0]
    _part(table, 0, {"said": "none"})
    last = _part(table, 2, {"said": "none", "pile": {"points": 49}})
    body = last.get_json()
    assert last.status_code == 201, body
    assert body["hand_in_progress"] is None and body["event"]["type"] == "hand"
    assert {k: v for k, v in body["event"]["payload"].items() if v is not None} == {
        "type": "hand",
        "contract": "pairs",
        "pairs": [[1, 3], [0, 2]],
        "card_points": [60, 49],
    }
    assert table.state()["totals"] == [-6, 6, -6, 6]


def test_a_venti_shown_short_is_refused_and_a_clash_is_shown_with_its_rule(
    client: FlaskClient,
) -> None:
    table = _tarocco(client)
    short = _part(table, 1, {"said": "venti", "cards": ["T20", "KC"]})
    assert short.status_code == 422 and short.get_json()["rule"] == "TAR-VENTI"
    assert table.state()["hand_in_progress"] is None
    _part(table, 0, {"said": "none", "pile": {"points": 49}})
    _part(table, 1, {"said": "venti"})
    _part(table, 3, {"said": "called"})
    clash = _part(table, 2, {"said": "none", "pile": {"points": 50}})
    assert clash.status_code == 201
    conflict = clash.get_json()["hand_in_progress"]["conflict"]
    assert conflict["rule"] == "TAR-COUNT" and conflict["seats"] == [0, 2]
    assert table.state()["hands"] == []
