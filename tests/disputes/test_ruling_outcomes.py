"""Every ruling says its outcome through the API: the entry kept, replaced or the rule
switched, with the totals it leaves when they change (worked out by hand below).

Tamalo, four players; Anna calls. ``TIE``: Anna 3 ties Bruno 3 for the lowest. Strict (the
default): the caller tied takes 15, Bruno 3 < 5 scores 0, Carla 10, Dario 12 → 15, 0, 10, 12.
Shared: the tie is enough, Anna 3 < 5 scores 0 → 0, 0, 10, 12.
"""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.conftest import ApiTable

TIE = [3, 3, 10, 12]


def _table(client: FlaskClient, settle: str = "host") -> ApiTable:
    body = {"game": "tamalo", "players": ["Anna", "Bruno", "Carla", "Dario"], "settle": settle}
    response = client.post("/api/v1/tables", json=body)
    assert response.status_code == 201, response.get_json()
    data = response.get_json()
    table = ApiTable(client, data["id"], data["host_token"], data["join_url"], data["room_code"])
    for seat in range(4):
        table.sit(seat)
    return table


def _post(table: ApiTable, path: str, body: dict[str, Any], seat: int | None, lang: str) -> Any:
    headers = {**table.auth(seat), "Accept-Language": lang}
    response = table.client.post(f"/api/v1/tables/{table.id}{path}", json=body, headers=headers)
    assert response.status_code == 201, response.get_json()
    table.seq = response.get_json()["seq"]
    return response.get_json()


def _contest(table: ApiTable, seq: int) -> int:
    done = _post(table, f"/moves/{seq}/contest", {"reason": "a tie"}, 2, "en")
    return int(done["seq"])


def _said(done: Any) -> list[str]:
    return [line["text"] for line in done["event"]["lines"]]


def test_a_switch_from_hand_two_says_the_totals_it_leaves(client: FlaskClient) -> None:
    table = _table(client)
    for _ in range(3):
        table.hand(0, TIE, seat=0)
    # Three strict hands: 45, 0, 30, 36.
    assert table.state()["totals"] == [45, 0, 30, 36]
    contest = _contest(table, 2)
    body = {"decision": "switch", "option": "caller_tie", "value": "shared"}
    done = _post(table, f"/contests/{contest}/resolve", body, None, "it")
    # Hand 1 stays strict (15); hands 2 and 3 are shared (0 each): Anna 15.
    assert done["table"]["totals"] == [15, 0, 30, 36]
    assert _said(done) == [
        "Risolta la contestazione della mano 2: la regola della casa cambia — "
        "Chi chiama ed è pari al più basso: Condiviso: la parità basta.",
        "Totali: Anna 45 → 15 · Bruno 0 · Carla 30 · Dario 36.",
    ]


def test_a_replacement_says_the_totals_it_leaves(client: FlaskClient) -> None:
    table = _table(client)
    table.hand(0, TIE, seat=0)
    # Bruno calls with 2, strictly the lowest: 0; Anna 4 < 5: 0; Carla 9; Dario 11.
    table.hand(1, [4, 2, 9, 11], seat=1)
    assert table.state()["totals"] == [15, 0, 19, 23]
    contest = _contest(table, 1)
    # Anna had 2, below Bruno's 3: her call holds, 0; Bruno 3 < 5: 0; Carla 10, Dario 12.
    right = {"type": "hand", "caller": 0, "hands": [2, 3, 10, 12]}
    done = _post(
        table, f"/contests/{contest}/resolve", {"decision": "replace", "move": right}, None, "en"
    )
    assert done["table"]["totals"] == [0, 0, 19, 23]
    assert _said(done) == [
        "Contest of hand 1 resolved: the entry is replaced.",
        "Totals: Anna 15 → 0 · Bruno 0 · Carla 19 · Dario 23.",
    ]


def test_a_majority_that_keeps_the_entry_says_the_totals_stand(client: FlaskClient) -> None:
    table = _table(client, settle="majority")
    table.hand(0, TIE, seat=0)
    contest = _contest(table, 1)
    keep = {"decision": "keep"}
    for seat in (0, 1):
        assert _post(table, f"/contests/{contest}/vote", keep, seat, "it")["event"]["type"] == (
            "vote"
        )
    done = _post(table, f"/contests/{contest}/vote", keep, 3, "it")  # 3 of 4: the majority
    assert done["event"]["type"] == "resolve"
    assert done["table"]["totals"] == [15, 0, 10, 12]
    assert _said(done) == [
        "Risolta la contestazione della mano 1: la mossa resta.",
        "I totali non cambiano.",
    ]
