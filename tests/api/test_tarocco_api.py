"""Tarocco Siciliano over the JSON API: a table, its summary hands and spoken calls, the
running totals and the settlement, refusals with their rule, and the checks at both routes."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.conftest import ApiTable

IT = {"Accept-Language": "it"}
PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
#: The issue's King call hand: shortest suit not void is Oro (one card), so the Re Oro.
HAND = [
    "Giove",
    "Palla",
    "14",
    "9",
    "3",
    "Miseria",
    "Re Coppe",
    "7 Coppe",
    "6 Coppe",
    "Regina Spade",
    "9 Spade",
    "8 Spade",
    "Cavallo Bastoni",
    "10 Bastoni",
    "5 Oro",
]
SOLO = {"type": "hand", "contract": "solo", "soloist": 1, "card_points": 65}
PAIRS = {"type": "hand", "contract": "pairs", "pairs": [[3, 0], [1, 2]], "card_points": [49, 60]}
OFFER = {"type": "hand", "contract": "offer", "offerer": 2, "taker": 3, "points": 4}
ABANDONED = {"type": "hand", "contract": "abandoned"}


def tarocco_table(client: FlaskClient, options: dict[str, Any] | None = None) -> ApiTable:
    response = client.post(
        "/api/v1/tables", json={"game": "tarocco", "players": PLAYERS, "options": options or {}}
    )
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    return ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])


@pytest.fixture
def table(client: FlaskClient) -> ApiTable:
    return tarocco_table(client)


def scores(response: Any) -> list[int]:
    assert response.status_code == 201, response.get_json()
    return response.get_json()["event"]["hand"]["scores"]


def test_the_summary_moves_score_zero_sum_hands_and_the_deal_passes_right(
    table: ApiTable,
) -> None:
    response = table.move(SOLO)
    # Bruno solo with 65: 3 × (65 − 55) = 30; the three make 109 − 65 = 44, 44 − 54 = −10.
    assert scores(response) == [-10, 30, -10, -10]
    body = response.get_json()
    lines = body["event"]["lines"]
    bruno = next(line for line in lines if line["seat"] == 1 and line["points"] is not None)
    assert bruno["text"] == "Bruno plays solo and makes 65 card points: 3 × (65 − 55) = 30."
    assert bruno["rules"][0] == "TAR-SCORE-SOLO"
    assert any("sums to zero" in line["text"] for line in lines)
    # The dealer (seat 0 by default) passes the deal to his right, seat 1.
    deal = next(line for line in lines if line["rules"] == ["TAR-DEAL"])
    assert deal["seat"] == 1
    assert "dealer Bruno" in body["table"]["prompt"]["text"]

    # Now Bruno deals: the pair [1, 2] is the dealer's pair, 60 − 55 = 5; the other 49 − 54.
    assert scores(table.move(PAIRS)) == [-5, 5, 5, -5]
    assert scores(table.move(OFFER)) == [0, 0, -4, 4]
    response = table.move(ABANDONED)
    assert scores(response) == [0, 0, 0, 0]
    summary = response.get_json()["table"]
    assert summary["totals"] == [-15, 35, -9, -11] and sum(summary["totals"]) == 0
    assert [s["name"] for s in summary["standings"]] == ["Bruno", "Carla", "Dario", "Anna"]
    assert "Hand 5 of 12, dealer Anna" in summary["prompt"]["text"]
    assert not summary["finished"] and summary["winners"] == []


def test_the_agreed_hands_end_the_game_with_who_pays_whom(client: FlaskClient) -> None:
    table = tarocco_table(client, {"hands": 2, "first_dealer": 2})
    first = table.move(SOLO).get_json()["table"]
    assert "dealer Dario" in first["prompt"]["text"]  # Carla dealt the first hand
    # One pair's points may be left out: the other pair makes 109 − 49 = 60. Dario deals, so
    # [3, 0] is the dealer's pair: 49 − 55 = −6 each, the other pair 60 − 54 = 6 each.
    response = table.move({**PAIRS, "card_points": [49, None]})
    assert scores(response) == [-6, 6, 6, -6]
    summary = response.get_json()["table"]
    assert summary["finished"] and summary["winners"] == [1]
    assert summary["totals"] == [-16, 36, -4, -16]
    assert summary["outcome"] == (
        "Bruno won with 36. Anna pays Bruno 16; Dario pays Bruno 16; Carla pays Bruno 4."
    )


def test_spoken_calls_settle_an_offer(table: ApiTable) -> None:
    for move in (
        {"type": "call", "seat": 0, "call": "vado"},
        {"type": "call", "seat": 1, "call": "vado"},
        {"type": "call", "seat": 2, "call": "offro", "points": 4},
    ):
        assert table.move(move).status_code == 201
    response = table.move({"type": "call", "seat": 3, "call": "piglio", "accepts": 2})
    assert scores(response) == [0, 0, -4, 4]
    assert response.get_json()["table"]["totals"] == [0, 0, -4, 4]


@pytest.mark.parametrize(
    ("moves", "move", "rule", "words"),
    [
        ([], {**SOLO, "card_points": 120}, "TAR-COUNT", "at most 109"),
        ([], {**PAIRS, "card_points": [49, 61]}, "TAR-COUNT", "109"),
        ([], {"type": "call", "seat": 2, "call": "piglio", "accepts": 0}, "TAR-BID1", "offer"),
        (
            [{"type": "call", "seat": 0, "call": "vado"}],
            {"type": "call", "seat": 0, "call": "tengo"},
            "TAR-BID1",
            "Anna",
        ),
    ],
)
def test_refusals_name_the_rule_and_log_nothing(
    table: ApiTable, moves: list[dict[str, Any]], move: dict[str, Any], rule: str, words: str
) -> None:
    for earlier in moves:
        assert table.move(earlier).status_code == 201
    before = table.client.get(f"/api/v1/tables/{table.id}").get_json()
    response = table.move(move)
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem["type"] == "/problems/illegal-move"
    assert problem["rule"] == rule and problem["rule_url"] == f"/rules/{rule}"
    assert words in problem["detail"]
    after = table.client.get(f"/api/v1/tables/{table.id}").get_json()
    assert after["seq"] == before["seq"] and after["totals"] == before["totals"]


def test_a_refusal_in_italian(table: ApiTable) -> None:
    problem = table.move({**SOLO, "card_points": 120}, None, **IT).get_json()
    assert problem["rule"] == "TAR-COUNT"
    assert problem["detail"] == "120 punti di carte sono troppi: una parte ne fa al massimo 109."


def test_the_king_call_check_at_both_routes(client: FlaskClient, table: ApiTable) -> None:
    alone = client.post("/api/v1/games/tarocco/checks/king_call", json={"hand": HAND})
    at_table = client.post(
        f"/api/v1/tables/{table.id}/checks/king_call", json={"hand": HAND}, headers=table.auth()
    )
    for response in (alone, at_table):
        assert response.status_code == 200, response.get_json()
        answer = response.get_json()
        assert answer["must_call"] == "Re Oro" and answer["rule"] == "TAR-CALL-b"
        # Giove 10 + Palla 5 + Re Coppe 5.
        assert answer["value"] == 20
    assert alone.get_json() == at_table.get_json()
    # Codes read as the names do; the answer names the card as players say it.
    codes = ["T20", "T19", "T14", "T9", "T3", "T0", "KC", "7C", "6C", "QS", "9S", "8S"]
    coded = client.post(
        "/api/v1/games/tarocco/checks/king_call",
        json={"hand": [*codes, "NB", "10B", "5O"]},
    ).get_json()
    assert coded["must_call"] == "Re Oro" and coded["value"] == 20
    # The table's options are the check's: without Kings among the cinquine (TAR-AMB-2).
    no_kings = tarocco_table(client, {"kings_cinquine": False})
    answer = client.post(
        f"/api/v1/tables/{no_kings.id}/checks/king_call",
        json={"hand": HAND},
        headers=no_kings.auth(),
    ).get_json()
    assert answer["value"] == 15


@pytest.mark.parametrize(
    ("hand", "words"),
    [
        ([*HAND[:14], "Asso Oro"], "Ace of Coins"),
        ([*HAND[:14], "Giove"], "twice"),
        ([*HAND[:14], "T20"], "twice"),
    ],
)
def test_a_check_refuses_cards_not_in_play_or_twice_with_the_deck_rule(
    client: FlaskClient, hand: list[str], words: str
) -> None:
    response = client.post("/api/v1/games/tarocco/checks/king_call", json={"hand": hand})
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem["rule"] == "TAR-DECK" and words in problem["detail"]


def test_the_document_states_the_cards_and_the_piles_forms(client: FlaskClient) -> None:
    document = client.get("/api/openapi.json").get_json()
    schemas = document["components"]["schemas"]
    king_call = schemas["TaroccoKingCallMove"]["properties"]["card"]
    assert {"KO", "Re Oro", "Giove", "20 Giove", "20", "T20", "Fuggitivo", "FU"} <= set(
        king_call["enum"]
    )
    assert "AO" not in king_call["enum"] and "Asso Oro" not in king_call["enum"]
    assert len(schemas["Pile"]["oneOf"]) == 3


def test_the_tables_state_says_the_phase_who_has_spoken_and_who_may_speak(
    client: FlaskClient, table: ApiTable
) -> None:
    fresh = client.get(f"/api/v1/tables/{table.id}").get_json()
    assert (fresh["phase"], fresh["spoken"], fresh["to_speak"]) == ("auction", [], [0, 1, 2, 3])
    for move in (
        {"type": "call", "seat": 2, "call": "offro", "points": 4},
        {"type": "call", "seat": 0, "call": "vado"},
    ):
        assert table.move(move).status_code == 201
    body = client.get(f"/api/v1/tables/{table.id}").get_json()
    assert body["phase"] == "auction" and body["spoken"] == [2, 0] and body["to_speak"] == [1, 3]
    assert body["calls"] == [
        {"seat": 2, "call": "offro", "points": 4},
        {"seat": 0, "call": "vado"},
    ]
    assert body["dealer"] == 0 and body["contract"] is None and body["partner"] is None
    # Dario keeps the hand: the second deal, from the dealer's right, one seat at a time.
    table.move({"type": "call", "seat": 1, "call": "vado"})
    table.move({"type": "call", "seat": 3, "call": "tengo"})
    body = client.get(f"/api/v1/tables/{table.id}").get_json()
    assert (body["phase"], body["spoken"], body["to_speak"]) == ("solo", [], [1])
    documented = client.get("/api/v1/games").get_json()
    tarocco = next(g for g in documented["games"] if g["id"] == "tarocco")
    assert {"phase", "spoken", "to_speak", "calls", "partner"} <= set(tarocco["state_fields"])
