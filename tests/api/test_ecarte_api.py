"""Ecarté over the JSON API: a table, the issue's summary hand, a match to 5, a hand trick by
trick, refusals with their rule ids, and the referee checks at both routes.

Anna is seat 0 and deals the first hand; Bruno is seat 1. Totals are worked out from
rules.md §2 (the same hands as ``tests/games/test_ecarte_scenarios.py``).
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.conftest import ApiTable

IT = {"Accept-Language": "it"}
GAME_CHECKS = "/api/v1/games/ecarte/checks"


def ecarte_table(client: FlaskClient, options: dict[str, Any] | None = None) -> ApiTable:
    response = client.post(
        "/api/v1/tables",
        json={"game": "ecarte", "players": ["Anna", "Bruno"], "options": options or {}},
    )
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    return ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])


def hand(tricks: list[int], **facts: Any) -> dict[str, Any]:
    return {"type": "hand", "tricks": tricks, **facts}


def trick(lead: str, follow: str) -> dict[str, Any]:
    return {"type": "trick", "lead": lead, "follow": follow}


def played(table: ApiTable, move: dict[str, Any], **extra: Any) -> dict[str, Any]:
    response = table.move(move, **extra)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def refused(table: ApiTable, move: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """The refusal of ``move``, checked to be a problem that logged nothing."""
    before = table.client.get(f"/api/v1/tables/{table.id}").get_json()["seq"]
    response = table.move(move, **extra)
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    after = table.client.get(f"/api/v1/tables/{table.id}").get_json()["seq"]
    assert after == before
    return response.get_json()


@pytest.fixture
def table(client: FlaskClient) -> ApiTable:
    return ecarte_table(client)


# -- summaries --------------------------------------------------------------------------------


def test_the_issues_summary_hand_scores_with_reasons(table: ApiTable) -> None:
    # The body exactly as the issue names it, at this table's sequence number.
    body = played(
        table,
        {
            "type": "hand",
            "tricks": [3, 2],
            "king": 0,
            "king_declared": True,
            "prepotenza": 1,
            "revokes": [0, 0],
        },
    )
    event, state = body["event"], body["table"]
    # Anna: the King declared +1, 3 tricks +1; Bruno played di prepotenza and lost: −1.
    assert event["hand"]["scores"] == [2, -1] and state["totals"] == [2, -1]
    lines = [(line["seat"], line["points"], line["rules"][0]) for line in event["lines"]]
    assert lines[:3] == [(0, 1, "ECA-SEED-K"), (0, 1, "ECA-SEED-3T"), (1, -1, "ECA-SEED-PREP")]
    assert event["lines"][2]["text"].startswith("Bruno: played di prepotenza and took only 2")
    # The classic rules would give 3 to Anna and nothing below 0 to Bruno.
    classic = [a for a in event["hand"]["alternatives"] if a["option"] == "rule_set"]
    assert classic[0]["scores"] == [3, 0]
    # The dealer alternates: Bruno deals the next hand.
    assert state["dealer"] == 1
    assert state["prompt"]["text"].startswith("Hand 2: Bruno deals, Anna is the challenger.")
    assert "hand" in state["prompt"]["moves"] and not state["finished"]


SUMMARY_MATCH = [
    (hand([3, 2]), [1, 0]),  # Anna deals: Anna 3 tricks +1
    (hand([1, 4], king=1, king_declared=True), [1, 2]),  # Bruno King +1, 4 tricks +1
    (hand([5, 0], prepotenza=1), [3, 1]),  # Anna vole +2; Bruno stood and lost −1
    (hand([2, 3], king="turned_up", revokes=[1, 0]), [2, 3]),  # Bruno King, 3T; Anna −1
    (hand([4, 1], king=0), [3, 3]),  # Anna 4 tricks +1; undeclared King +1 −1
    (hand([5, 0]), [5, 3]),  # Anna vole +2: 5, the match
]


def test_a_match_to_5_by_summaries_ends_with_its_winner(table: ApiTable) -> None:
    for move, totals in SUMMARY_MATCH:
        state = played(table, move)["table"]
        assert state["totals"] == totals
    assert state["finished"] and state["winners"] == [0]
    assert [s["name"] for s in state["standings"]] == ["Anna", "Bruno"]
    again = refused(table, hand([3, 2]))
    assert again["rule"] == "ECA-MATCH"


def test_the_same_hands_under_the_classic_rules(client: FlaskClient) -> None:
    table = ecarte_table(client, {"rule_set": "classic"})
    totals = [played(table, move)["table"]["totals"] for move, _ in SUMMARY_MATCH[:5]]
    # Bruno's lost stand costs him nothing and gives Anna a flat 2; a revoke costs nothing.
    assert totals == [[1, 0], [1, 2], [3, 2], [3, 4], [4, 4]]
    assert not client.get(f"/api/v1/tables/{table.id}").get_json()["finished"]


# -- a hand trick by trick --------------------------------------------------------------------


def test_a_hand_trick_by_trick_names_each_winner_and_scores_itself(table: ApiTable) -> None:
    turned = played(table, {"type": "turn_up", "card": "10D"})
    assert "diamonds are trumps" in turned["event"]["lines"][0]["text"]
    for move in (
        {"type": "propose", "seat": 1},
        {"type": "accept", "seat": 0},
        {"type": "exchange", "seat": 1, "cards": 3},
        {"type": "exchange", "seat": 0, "cards": 2},
        {"type": "propose", "seat": 1},
        {"type": "refuse", "seat": 0},
    ):
        played(table, move)
    king = played(table, {"type": "declare_king", "seat": 0})
    assert king["table"]["totals"] == [1, 0]
    tricks = [("AS", "KS"), ("QH", "7H"), ("8C", "9D"), ("JD", "KD"), ("10H", "AH")]
    winners = [played(table, trick(*cards))["event"]["lines"][0]["seat"] for cards in tricks]
    assert winners == [0, 0, 1, 0, 1]
    state = table.client.get(f"/api/v1/tables/{table.id}").get_json()
    assert state["totals"] == [2, 0]  # the King +1, then 3 tricks +1
    assert state["prompt"]["text"].startswith("Hand 2: Bruno deals")


def test_a_player_throws_in_during_the_tricks_by_hoyle(client: FlaskClient) -> None:
    """Classic rules, Hoyle's throw-in (law 42): Bruno stands, takes the K♠ trick, loses the
    A♣ one, and throws in with 1 trick. Played out, Anna's 4 tricks against a stand would be
    worth 2; by Hoyle one or two tricks thrown in give her 1."""
    table = ecarte_table(client, {"rule_set": "classic", "throw_in": "hoyle"})
    for move in ({"type": "turn_up", "card": "7H"}, {"type": "play"}, trick("KS", "7S")):
        played(table, move)
    state = table.client.get(f"/api/v1/tables/{table.id}").get_json()
    assert "throw_in" in state["prompt"]["moves"]
    played(table, trick("8C", "AC"))
    thrown = played(table, {"type": "throw_in", "seat": 1})
    texts = [(line["text"], line.get("rules")) for line in thrown["event"]["lines"]]
    assert texts[0][0] == "End of the hand: Anna 4 tricks, Bruno 1."
    assert ("Bruno throws in their cards with 1 trick: by Hoyle (law 42) Anna marks 1.") in [
        text for text, _ in texts
    ]
    assert thrown["table"]["totals"] == [1, 0]
    # A seat that has 3 tricks has nothing to throw in: refused by the rule.
    for move in ({"type": "turn_up", "card": "7H"}, {"type": "play"}):
        played(table, move)
    for cards in (("KS", "7S"), ("QS", "8S"), ("JS", "9S")):
        played(table, trick(*cards))
    problem = refused(table, {"type": "throw_in", "seat": 0})
    assert problem["rule"] == "ECA-THROW"


def test_a_card_is_taken_by_its_name_as_the_document_lists(table: ApiTable) -> None:
    document = table.client.get("/api/openapi.json").get_json()
    turn_up = document["components"]["schemas"]["EcarteTurnUpMoveIn"]["properties"]["card"]
    assert "re di cuori" in turn_up["anyOf"][1]["enum"]
    # The King turned up scores 1 for the dealer at once.
    body = played(table, {"type": "turn_up", "card": "re di cuori"})
    assert body["event"]["payload"]["card"] == "KH"
    assert body["table"]["totals"] == [1, 0]


# -- refusals ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("moves", "move", "rule", "words"),
    [
        ([], hand([3, 3]), "ECA-PLAY", "There are 5 tricks in all, not 3 + 3 = 6."),
        ([], hand([3, 2], king="turned_up", king_declared=True), "ECA-SEED-K", "both"),
        ([], {"type": "turn_up", "card": "2H"}, "ECA-DECK", "not an Ecarté card"),
        (
            [{"type": "turn_up", "card": "9S"}, {"type": "play"}, trick("AH", "7C")],
            trick("AH", "8D"),
            "ECA-DECK",
            "already played",
        ),
        (
            [{"type": "turn_up", "card": "9S"}, {"type": "play"}],
            trick("9S", "7C"),
            "ECA-DECK",
            "turned up",
        ),
    ],
)
def test_refusals_name_the_rule_and_log_nothing(
    table: ApiTable, moves: list[dict[str, Any]], move: dict[str, Any], rule: str, words: str
) -> None:
    for before in moves:
        played(table, before)
    problem = refused(table, move)
    assert problem["type"] == "/problems/illegal-move"
    assert problem["rule"] == rule and problem["rule_url"] == f"/rules/{rule}"
    assert words in problem["detail"]


def test_a_refusal_in_italian(table: ApiTable) -> None:
    problem = refused(table, hand([4, 2]), **IT)
    assert problem["rule"] == "ECA-PLAY"
    assert problem["detail"] == "Le prese sono 5 in tutto, non 4 + 2 = 6."


# -- checks -----------------------------------------------------------------------------------


def test_a_check_at_both_routes_answers_under_the_rules_it_is_asked_with(
    client: FlaskClient,
) -> None:
    classic = ecarte_table(client, {"rule_set": "classic"})
    question = {"trump": "S", "led": "QH", "hand": ["10H", "KH", "7C"]}
    seed = client.post(f"{GAME_CHECKS}/legal_cards", json=question).get_json()
    assert seed["legal"] == ["10H", "KH"] and "ECA-PLAY" in seed["rules"]
    at_table = client.post(f"/api/v1/tables/{classic.id}/checks/legal_cards", json=question)
    assert at_table.status_code == 200
    # The classic rules: follow suit and win the trick if able, so only the King.
    assert at_table.get_json()["legal"] == ["KH"]
    assert client.get(f"/api/v1/tables/{classic.id}").get_json()["seq"] == 0  # nothing logged
    winner = client.post(
        f"/api/v1/tables/{classic.id}/checks/trick_winner",
        json={"trump": "s", "lead": "asso di cuori", "follow": "7♠"},
    ).get_json()
    assert winner["winner"] == "7S" and winner["lead_wins"] is False


def test_hand_points_gives_both_rule_sets(client: FlaskClient) -> None:
    answer = client.post(
        f"{GAME_CHECKS}/hand_points", json={"tricks": [5, 0], "prepotenza": 1}
    ).get_json()
    assert answer["seed"] == [2, -1] and answer["classic"] == [2, 0]
    assert answer["in_force"] == "seed"


@pytest.mark.parametrize(
    ("check", "body", "rule"),
    [
        ("hand_points", {"tricks": [2, 2]}, "ECA-PLAY"),
        ("hand_points", {"tricks": [3, 2], "king_declared": True}, "ECA-SEED-K"),
        ("trick_winner", {"trump": "S", "lead": "KH", "follow": "re di cuori"}, "ECA-DECK"),
        ("legal_cards", {"trump": "S", "led": "7C", "hand": ["7C", "KH"]}, "ECA-DECK"),
    ],
)
def test_a_check_refuses_facts_that_do_not_go_together_by_the_rules(
    client: FlaskClient, check: str, body: dict[str, Any], rule: str
) -> None:
    for lang in ("en", "it"):
        response = client.post(
            f"{GAME_CHECKS}/{check}", json=body, headers={"Accept-Language": lang}
        )
        assert response.status_code == 422 and response.mimetype == "application/problem+json"
        problem = response.get_json()
        assert problem["type"] == "/problems/illegal-move" and problem["rule"] == rule
        assert problem["detail"]


def test_a_card_the_document_does_not_allow_is_invalid_in_a_check(client: FlaskClient) -> None:
    response = client.post(f"{GAME_CHECKS}/trick_winner", json={"trump": "S", "lead": "2H"})
    assert response.status_code == 422 and response.get_json()["type"] == "/problems/invalid"
