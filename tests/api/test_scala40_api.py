"""Scala 40 over the JSON API: a table, its hands, eliminations, buying back in and refusals."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.conftest import ApiTable, make_table

IT = {"Accept-Language": "it"}

#: The options other rulebooks read (issue 44).
READINGS = ("opening_ace", "eight_players", "jolly_discard", "pozzo_card_in_opening")


def scala_table(
    client: FlaskClient, players: list[str], options: dict[str, Any] | None = None
) -> ApiTable:
    response = client.post(
        "/api/v1/tables", json={"game": "scala40", "players": players, "options": options or {}}
    )
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    return ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])


def summary(closer: int, hands: list[Any], in_mano: bool = False) -> dict[str, Any]:
    return {"type": "hand", "closer": closer, "in_mano": in_mano, "hands": hands}


@pytest.fixture
def four(client: FlaskClient) -> ApiTable:
    return scala_table(client, ["Anna", "Bruno", "Carla", "Dario"])


def test_a_hand_is_priced_card_by_card(four: ApiTable) -> None:
    response = four.move(summary(1, [["AH", "KD", "JK"], None, 17, ["5C"]]))
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    event = body["event"]
    assert event["hand"]["scores"] == [46, 0, 17, 5]
    anna = event["lines"][0]
    assert anna["text"] == "Anna: A♥ (11) + K♦ (10) + jolly (25) = 46."
    assert anna["rules"] == ["S40-VAL-HAND", "S40-AMB-3"] and anna["points"] == 46
    table = body["table"]
    assert table["totals"] == [46, 0, 17, 5]
    assert [(s["name"], s["rank"], s["eliminated"]) for s in table["standings"]] == [
        ("Bruno", 1, False),
        ("Dario", 2, False),
        ("Carla", 3, False),
        ("Anna", 4, False),
    ]
    assert table["prompt"]["moves"] == [
        "hand",
        "draw",
        "meld",
        "attach",
        "swap",
        "discard",
        "close",
    ]
    assert "Bruno deals" in table["prompt"]["text"]


def test_the_explanations_come_in_italian(four: ApiTable) -> None:
    response = four.move(summary(0, [None, ["AS"], ["7C", "7D"], 12], in_mano=True), **IT)
    lines = [line["text"] for line in response.get_json()["event"]["lines"]]
    assert lines[0] == "Anna ha chiuso in mano: 0 punti, e gli altri pagano doppio."
    assert lines[1] == (
        "Bruno: A♠, l'asso rimasto da solo in mano, vale 1; Anna ha chiuso in mano, quindi "
        "doppio: 1 × 2 = 2."
    )
    hand = response.get_json()["event"]["hand"]
    assert hand["scores"] == [0, 2, 28, 24]
    assert {alt["option"] for alt in hand["alternatives"]} == {"lone_ace", "in_mano"}


def test_out_at_101_greyed_and_the_last_player_wins(client: FlaskClient) -> None:
    table = scala_table(client, ["Anna", "Bruno", "Carla"])
    table.move(summary(0, [None, 60, 30]))
    body = table.move(summary(0, [None, 41, 30])).get_json()["table"]
    assert body["totals"] == [0, 101, 60]
    assert [(s["name"], s["eliminated"]) for s in body["standings"]] == [
        ("Anna", False),
        ("Carla", False),
        ("Bruno", True),
    ]
    refused = table.move(summary(0, [None, 5, 30]))
    assert refused.status_code == 422
    assert refused.mimetype == "application/problem+json"
    assert refused.get_json()["rule"] == "S40-ELIM"
    end = table.move(summary(2, [110, None, None])).get_json()["table"]
    assert end["finished"] and end["winners"] == [2]
    assert end["outcome"] == "Carla wins: everyone else went out at 101."
    after = table.move(summary(2, [None, None, None]))
    assert after.status_code == 422 and after.get_json()["rule"] == "S40-ELIM"


def test_buying_back_in_over_the_api(client: FlaskClient) -> None:
    table = scala_table(client, ["Anna", "Bruno", "Carla", "Dario"], {"reentry": "highest"})
    body = table.move(summary(0, [None, 120, 30, 40])).get_json()["table"]
    assert body["prompt"]["moves"][-1] == "reenter"
    response = table.move({"type": "reenter", "seat": 1})
    assert response.status_code == 201
    table_now = response.get_json()["table"]
    assert table_now["totals"] == [0, 40, 30, 40]
    assert not any(s["eliminated"] for s in table_now["standings"])
    again = table.move({"type": "reenter", "seat": 1})
    assert again.status_code == 422 and again.get_json()["rule"] == "S40-RIENTRO"


@pytest.mark.parametrize(
    ("move", "rule", "words"),
    [
        (summary(0, [None, ["QH", "QH"], ["QH"], 5]), "S40-DECK", "Q♥ appears 3 times"),
        (summary(0, [None, ["JK", "JK", "JK"], ["JK", "JK"], 5]), "S40-DECK", "5 jollies"),
        (summary(0, [5, ["2C"], 3, 4]), "S40-CLOSE", "enter null for the closer"),
        (summary(0, [None, -4, 3, 4]), "S40-VAL-HAND", "negative"),
        (summary(0, [None, 250, 3, 4]), "S40-VAL-HAND", "198 at most"),
        (summary(0, [None, 0, 3, 4]), "S40-CLOSE", "only the closer"),
        (summary(0, [None, 3, 4]), "S40-DECK", "4 entries are needed"),
        ({"type": "reenter", "seat": 1}, "S40-RIENTRO", "without buying back in"),
        (summary(0, [None, ["1H"], 3, 4]), "S40-DECK", "not a card"),
        (summary(0, [None, ["7"], 3, 4]), "S40-DECK", "every card has its suit"),
        (summary(0, [None, [7], 3, 4]), None, "must be text"),
        ({"type": "hand", "closer": 0, "in_mano": "yes", "hands": [None, 1, 2, 3]}, None, "true"),
    ],
)
def test_refusals_name_the_rule_and_change_nothing(
    four: ApiTable, move: dict[str, Any], rule: str | None, words: str
) -> None:
    response = four.move(move)
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem.get("rule") == rule
    assert words in problem["detail"]
    if rule:
        assert problem["rule_url"] == f"/rules/{rule}"
    state = four.state()
    assert state["seq"] == 0 and state["totals"] == [0, 0, 0, 0]


def test_a_refusal_in_italian(four: ApiTable) -> None:
    problem = four.move({"type": "reenter", "seat": 1}, None, **IT).get_json()
    assert problem["rule"] == "S40-RIENTRO"
    assert problem["detail"] == "A questo tavolo non si rientra: chi sballa resta fuori."


def test_the_catalogue_documents_scala40(client: FlaskClient) -> None:
    games = {g["id"]: g for g in client.get("/api/v1/games").get_json()["games"]}
    scala = games["scala40"]
    deck = scala["deck"]
    assert (deck["size"], deck["jokers"]) == (108, 4)
    assert len(deck["codes"]) == 53 and deck["codes"][-1] == "JK"
    assert {"AH", "10C", "KS", "2D"} <= set(deck["codes"]) and "7" not in deck["codes"]
    assert deck["description"].startswith("Two French packs with 4 jokers: 108 cards")
    assert scala["players"] == {"min": 2, "max": 8}  # 8 with the club pages' third pack
    options = {o["key"]: o for o in scala["options"]}
    assert options["threshold"]["default"] == 101
    # the other rulebooks' readings, each with its rule id, the seed's reading the default
    assert [c["value"] for c in options["threshold"]["choices"]] == [101, 151, 201, 301, 501]
    assert options["threshold"]["rules"] == ["S40-ELIM", "S40-FISCA-ELIM"]
    assert {key: (options[key]["default"], options[key]["rules"][0]) for key in READINGS} == {
        "opening_ace": ("seed", "S40-CLUB-ACE"),
        "eight_players": (False, "S40-CLUB-8"),
        "jolly_discard": ("any", "S40-CLUB-JOLLY"),
        "pozzo_card_in_opening": (False, "S40-POZZO-OPEN"),
    }
    (fisca,) = scala["presets"]
    assert fisca["options"] == {"lone_ace": False, "threshold": 301}
    assert [c["value"] for c in options["jokers_per_meld"]["choices"]] == [
        "1",
        "unlimited",
        "two_natural",
    ]
    assert options["reentry"]["default"] == "off" and options["reentry"]["rules"] == ["S40-RIENTRO"]
    assert [m["type"] for m in scala["moves"]] == [
        "hand",
        "draw",
        "meld",
        "attach",
        "swap",
        "discard",
        "close",
        "reenter",
    ]


def test_six_players_are_told_not_refused(client: FlaskClient) -> None:
    table = scala_table(client, ["A", "B", "C", "D", "E", "F"])
    notes = table.state()["notes"]
    assert [n["rules"] for n in notes] == [["S40-AMB-8"]]
    seven = client.post(
        "/api/v1/tables",
        json={"game": "scala40", "players": ["A", "B", "C", "D", "E", "F", "G"], "options": {}},
    )
    assert seven.status_code in (400, 422)


def test_a_move_of_another_game_is_refused_by_the_table(client: FlaskClient) -> None:
    tamalo = make_table(client)
    response = tamalo.move({"type": "reenter", "seat": 1})
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["type"] == "/problems/refused"
    assert problem["detail"].startswith("That is a move of Scala 40, but this table plays Tamalo.")
    scala = scala_table(client, ["Anna", "Bruno"])
    problem = scala.move({"type": "hand", "caller": 0, "hands": [3, 4]}).get_json()
    assert problem["type"] == "/problems/refused" and "a move of Tamalo" in problem["detail"]


def test_a_hand_logged_move_by_move(client: FlaskClient) -> None:
    table = scala_table(client, ["Anna", "Bruno", "Carla"])
    assert table.move({"type": "draw", "seat": 0}).status_code == 201
    opened = table.move({"type": "meld", "seat": 0, "melds": [["10H", "JH", "QH", "KH"]]})
    assert opened.get_json()["event"]["lines"][0]["text"] == "Anna opens with 40: 10♥ J♥ Q♥ K♥."
    table.move({"type": "discard", "seat": 0, "card": "2C"})
    table.move({"type": "draw", "seat": 1})
    fits = table.move({"type": "discard", "seat": 1, "card": "9H"})
    assert fits.status_code == 422 and fits.get_json()["rule"] == "S40-AMB-5"
    closed = table.move(
        {"type": "close", "seat": 1, "card": "4S", "melds": [["5C", "5D", "5S"]]}
    ).get_json()["table"]
    assert closed["prompt"]["moves"] == ["hand"]
    hand = table.move({"type": "hand", "hands": [["3C"], None, 12]}).get_json()
    assert hand["event"]["hand"]["scores"] == [6, 0, 24]  # Bruno went out in mano: doubled
    assert hand["table"]["prompt"]["text"].startswith("Hand 2, Bruno deals:")


def test_the_table_names_the_dealer_of_each_hand(four: ApiTable, client: FlaskClient) -> None:
    assert client.get(f"/api/v1/tables/{four.id}").get_json()["dealer"] == 0
    assert four.move(summary(1, [["AH", "KD"], None, 17, ["5C"]])).status_code == 201
    table = client.get(f"/api/v1/tables/{four.id}").get_json()
    assert table["dealer"] == 1  # the deal passes to the next player still in
    tamalo = make_table(client)
    assert client.get(f"/api/v1/tables/{tamalo.id}").get_json()["dealer"] is None


def test_the_history_runs_forward_through_a_re_entry(client: FlaskClient) -> None:
    table = scala_table(client, ["Anna", "Marco", "Carla", "Dario"], {"reentry": "highest"})
    table.move(summary(0, [None, 120, 30, 40]))
    table.move({"type": "reenter", "seat": 1})
    table.move(summary(2, [10, 25, None, 5]))
    body = client.get(f"/api/v1/tables/{table.id}").get_json()
    history = body["history"]
    assert [(e["kind"], e["hand"]) for e in history] == [
        ("hand", 1),
        ("reenter", None),
        ("hand", 2),
    ]
    # Marco: 120, back to 40 (the highest total left), then 40 + 25 = 65.
    assert [e["totals_after"][1] for e in history] == [120, 40, 65]
    assert history[1]["scores"] == [0, -80, 0, 0]
    assert history[1]["text"] == "Marco re-enters at 40"
    assert history[-1]["totals_after"] == body["totals"] == [10, 65, 30, 45]
    italian = client.get(f"/api/v1/tables/{table.id}", headers=IT).get_json()
    assert italian["history"][1]["text"] == "Marco rientra a 40"


def test_seven_players_only_where_the_table_plays_to_eight(client: FlaskClient) -> None:
    """S40-CLUB-8: seven names are refused by rule, then taken with the third pack."""
    names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gina"]
    refused = client.post("/api/v1/tables", json={"game": "scala40", "players": names})
    assert refused.status_code == 422
    assert refused.mimetype == "application/problem+json"
    assert refused.get_json().get("rule") == "S40-CLUB-8"
    created = client.post(
        "/api/v1/tables",
        json={"game": "scala40", "players": names, "options": {"eight_players": True}},
    )
    assert created.status_code == 201
    table = client.get(f"/api/v1/tables/{created.get_json()['id']}").get_json()
    assert len(table["seats"]) == 7


def test_pairs_play_through_the_api(client: FlaskClient) -> None:
    """S40-FISCA-PAIRS: listed with its rule id, refused at three, the pairs in the standings
    and the winning pair in the outcome."""
    games = client.get("/api/v1/games").get_json()["games"]
    scala = next(g for g in games if g["id"] == "scala40")
    option = next(o for o in scala["options"] if o["key"] == "pairs")
    assert (option["default"], option["rules"]) == (False, ["S40-FISCA-PAIRS"])
    assert set(scala["standing_fields"]) == {"pair", "victories"}
    three = client.post(
        "/api/v1/tables",
        json={"game": "scala40", "players": ["Anna", "Bruno", "Carla"], "options": {"pairs": True}},
    )
    assert three.status_code == 422 and three.get_json().get("rule") == "S40-FISCA-PAIRS"
    table = scala_table(client, ["Anna", "Bruno", "Carla", "Dario"], {"pairs": True})
    # Anna, Dario, Carla go out: Anna and Carla 2 to 1; Bruno's 150 puts nobody out in pairs
    for closer, hands in (
        (0, [None, 150, 40, 30]),
        (3, [10, 20, 5, None]),
        (2, [7, 8, None, 9]),
    ):
        assert table.move(summary(closer, hands)).status_code == 201
    body = client.get(f"/api/v1/tables/{table.id}").get_json()
    assert body["totals"] == [17, 178, 45, 39]
    assert [(s["name"], s["rank"], s["pair"], s["victories"]) for s in body["standings"]] == [
        ("Anna", 1, 1, 2),
        ("Carla", 1, 1, 2),
        ("Dario", 3, 2, 1),
        ("Bruno", 3, 2, 1),
    ]
    last = table.move(summary(0, [None, 12, 3, 25]))
    assert last.status_code == 201
    lines = [line["text"] for line in last.get_json()["event"]["lines"]]
    assert "Anna went out: the hand goes to the pair Anna and Carla, 3 to 1." in lines
    done = client.get(f"/api/v1/tables/{table.id}", headers=IT).get_json()
    assert done["winners"] == [0, 2]
