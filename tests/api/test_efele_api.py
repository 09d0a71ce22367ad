"""Efele over the JSON API: an evening's games, claims, the tally, refusals and the checks."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask.testing import FlaskClient

from referee.games.efele.cards import CARD_PATTERN, VALUE_PATTERN
from tests.conftest import ApiTable

IT = {"Accept-Language": "it"}


def efele_table(
    client: FlaskClient, players: list[str], options: dict[str, Any] | None = None
) -> ApiTable:
    response = client.post(
        "/api/v1/tables", json={"game": "efele", "players": players, "options": options or {}}
    )
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    return ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])


@pytest.fixture
def four(client: FlaskClient) -> ApiTable:
    return efele_table(client, ["Anna", "Bruno", "Carla", "Dario"], {"stake": 2})


def rows(table: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The standings rows by player name."""
    return {row["name"]: row for row in table["standings"]}


def test_a_game_played_claim_by_claim(four: ApiTable) -> None:
    assert "Game 1 (Anna deals)" in four.state()["prompt"]["text"]
    first = four.move({"type": "claim", "seat": 3, "cards": ["7H", "7L", "7E", "WELI"]})
    assert first.status_code == 201, first.get_json()
    line = first.get_json()["event"]["lines"][0]
    assert "Dario shows" in line["text"] and "Out 1st" in line["text"]
    assert "EFE-WIN" in line["rules"] and "EFE-WELI" in line["rules"]
    table = first.get_json()["table"]
    assert rows(table)["Dario"]["eliminated"] is True and table["totals"] == [0, 0, 0, 0]
    # the long forms players write are read as the codes
    long = four.move(
        {"type": "claim", "seat": 1, "cards": ["O-Herz", "Ober of Leaves", "OE", "OS"]}
    )
    assert long.status_code == 201, long.get_json()
    last = four.move({"type": "claim", "seat": 0, "cards": ["AH", "AL", "AE", "AS"]}).get_json()
    table = last["table"]
    # Carla, the last one left, is the Efele and pays the agreed stake
    assert table["totals"] == [0, 0, 1, 0]
    assert last["event"]["hand"]["scores"] == [0, 0, 1, 0]
    efele = last["event"]["lines"][-1]
    assert efele["seat"] == 2 and efele["rules"] == ["EFE-END"]
    assert "only Carla is left: the Efele, who pays 2 points" in efele["text"]
    assert "1st Dario, 2nd Bruno, 3rd Anna" in efele["text"]
    assert [row["name"] for row in table["standings"]][-1] == "Carla"
    assert table["prompt"]["moves"][0] == "new_game"
    assert "Efele: Carla" in table["prompt"]["text"] and "Bruno deals" in table["prompt"]["text"]


def test_an_evening_of_whole_games_and_its_tally(four: ApiTable) -> None:
    first = four.move({"type": "game", "exit_order": [1, 3, 0]})
    assert first.status_code == 201, first.get_json()
    assert first.get_json()["table"]["totals"] == [0, 0, 1, 0]
    # a new game goes to the next dealer, on the left
    second = four.move({"type": "new_game"}).get_json()["table"]
    assert "Game 2 (Bruno deals)" in second["prompt"]["text"]
    four.move({"type": "game", "exit_order": [0, 2, 1]})
    # after a finished game, a whole game may start the next one at once
    third = four.move({"type": "game", "exit_order": [3, 0, 1]}).get_json()["table"]
    assert "Game 3 is over, Efele: Carla" in third["prompt"]["text"]
    assert third["totals"] == [0, 0, 2, 1]
    assert [(r["name"], r["total"], r["rank"]) for r in third["standings"]] == [
        ("Anna", 0, 1),
        ("Bruno", 0, 1),
        ("Dario", 1, 3),
        ("Carla", 2, 4),
    ]
    end = four.move({"type": "end"}).get_json()
    table = end["table"]
    assert table["finished"] and table["winners"] == [0, 1]
    assert table["outcome"].startswith("The evening is over after 3 games")
    owed = " ".join(line["text"] for line in end["event"]["lines"])
    assert "Carla owes 4 penalty points" in owed and "Dario owes 2 penalty points" in owed
    after = four.move({"type": "game", "exit_order": [0, 1, 2]})
    assert after.status_code == 422 and after.get_json()["rule"] == "EFE-END"


def test_the_forfeit_is_agreed_as_text(four: ApiTable) -> None:
    agreed = four.move({"type": "penalty", "forfeit": "  washes\nthe dishes "})
    assert agreed.status_code == 201, agreed.get_json()
    assert "washes the dishes" in agreed.get_json()["event"]["lines"][0]["text"]
    four.move({"type": "game", "exit_order": [0, 1, 2]})
    empty = four.move({"type": "penalty", "forfeit": "   "})
    assert empty.status_code == 422 and "the forfeit is empty" in empty.get_json()["detail"]


@pytest.mark.parametrize(
    ("move", "rule", "words"),
    [
        (
            {"type": "claim", "seat": 0, "cards": ["7H", "7L", "7E", "7S", "WELI"]},
            "EFE-WIN",
            "Exactly four cards are needed, not 5",
        ),
        (
            {"type": "claim", "seat": 0, "cards": ["7H", "7L", "WELI", "weli"]},
            "EFE-WELI",
            "2 Welis",
        ),
        ({"type": "claim", "seat": 0, "cards": ["5H", "5L", "5E", "5S"]}, "EFE-DECK", "5s"),
        ({"type": "claim", "seat": 0, "cards": ["7H", "7L", "7E", "7X"]}, "EFE-DECK", "not a card"),
        ({"type": "claim", "seat": 0, "cards": ["7H", "7L", "8E", "WELI"]}, "EFE-WIN", None),
        ({"type": "game", "exit_order": [1, 1, 0]}, "EFE-END", "appears twice"),
        ({"type": "game", "exit_order": [1, 5, 0]}, None, None),
        ({"type": "game", "exit_order": [1, 0]}, "EFE-END", "3 seats, not 2"),
        ({"type": "new_game"}, "EFE-END", None),
    ],
)
def test_refusals_name_the_rule_and_change_nothing(
    four: ApiTable, move: dict[str, Any], rule: str | None, words: str | None
) -> None:
    response = four.move(move)
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    if rule is not None:
        assert problem["type"] == "/problems/illegal-move"
        assert problem["rule"] == rule and problem["rule_url"] == f"/rules/{rule}"
    else:
        assert problem.get("rule", "").startswith("EFE-")
    if words:
        assert words in problem["detail"]
    state = four.state()
    assert state["seq"] == 0 and state["totals"] == [0, 0, 0, 0]


def test_a_claim_from_a_player_who_left_and_the_weli_at_a_bavarian_table(
    client: FlaskClient,
) -> None:
    table = efele_table(client, ["Anna", "Bruno", "Carla"], {"deck": "bavarian32"})
    weli = table.move({"type": "claim", "seat": 0, "cards": ["7H", "7L", "7E", "WELI"]})
    assert weli.status_code == 422 and weli.get_json()["rule"] == "EFE-AMB-1"
    assert "Bavarian pack" in weli.get_json()["detail"]
    assert table.move({"type": "claim", "seat": 0, "cards": ["7H", "7L", "7E", "7S"]}).status_code
    again = table.move({"type": "claim", "seat": 0, "cards": ["8H", "8L", "8E", "8S"]})
    assert again.status_code == 422 and again.get_json()["rule"].startswith("EFE-")
    assert "Anna" in again.get_json()["detail"]
    assert table.state()["totals"] == [0, 0, 0]


def test_a_refusal_in_italian(four: ApiTable) -> None:
    problem = four.move(
        {"type": "claim", "seat": 0, "cards": ["7H", "7L", "WELI", "WELI"]}, None, **IT
    ).get_json()
    assert problem["rule"] == "EFE-WELI"
    assert problem["detail"] == "2 Weli: nel mazzo salisburghese ce n'è uno solo."


def test_too_many_players_for_the_pack_are_refused(client: FlaskClient) -> None:
    eight = client.post(
        "/api/v1/tables",
        json={
            "game": "efele",
            "players": [f"P{i}" for i in range(8)],
            "options": {"deck": "bavarian32"},
        },
    )
    assert eight.status_code == 422
    assert eight.mimetype == "application/problem+json"
    assert "EFE-PLAYERS" in str(eight.get_json())


def test_a_check_asked_at_both_routes(client: FlaskClient) -> None:
    body = {"cards": ["7H", "7L", "7E", "WELI"]}
    game = client.post("/api/v1/games/efele/checks/claim", json=body).get_json()
    assert game["valid"] is True and game["value"] == "7" and game["weli_stands_for"] == "7S"
    # a claim of five cards is a verdict, not a refusal
    five = client.post(
        "/api/v1/games/efele/checks/claim", json={"cards": ["7H", "7L", "7E", "7S", "WELI"]}
    )
    assert five.status_code == 200
    assert five.get_json()["valid"] is False and five.get_json()["rule"] == "EFE-WIN"
    # the table's check plays the table's pack: no Weli in a Bavarian one
    bavarian = efele_table(client, ["Anna", "Bruno"], {"deck": "bavarian32"})
    at_table = client.post(f"/api/v1/tables/{bavarian.id}/checks/claim", json=body).get_json()
    assert at_table["valid"] is False and at_table["rule"] == "EFE-AMB-1"
    assert bavarian.state()["seq"] == 0
    players = client.post(
        "/api/v1/games/efele/checks/players", json={"deck_size": 32, "players": 8}
    ).get_json()
    assert players["valid"] is False and players["max_players"] == 7
    draw = client.post(
        "/api/v1/games/efele/checks/draw", json={"dead_values": ["9"], "draws": ["9H", "UE"]}
    ).get_json()
    assert (draw["to_centre"], draw["kept"], draw["dead_values"]) == (["9H"], "UE", ["9"])
    # a dead value that is no value is refused, as the document says
    bad = client.post(
        "/api/v1/games/efele/checks/draw", json={"dead_values": ["5"], "draws": ["9H"]}
    )
    assert bad.status_code == 422 and bad.mimetype == "application/problem+json"


def test_the_document_states_the_card_codes(client: FlaskClient) -> None:
    document = client.get("/api/openapi.json").get_json()
    schemas = document["components"]["schemas"]
    claim = schemas["EfeleClaimMove"]
    assert claim["properties"]["cards"]["items"]["pattern"] == CARD_PATTERN
    for written in ("7H", "10s", "O-Herz", "7-Schellen", "Ass di Cuori", "WELI", "weli"):
        assert re.search(CARD_PATTERN, written), written
    for written in ("7X", "1H", "7H7L", "Weli Herz", ""):
        assert not re.search(CARD_PATTERN, written), written
    assert re.search(VALUE_PATTERN, "Ober") and not re.search(VALUE_PATTERN, "6")
    games = {g["id"]: g for g in client.get("/api/v1/games").get_json()["games"]}
    efele = games["efele"]
    assert [m["type"] for m in efele["moves"]][:2] == ["claim", "game"]
    options = {o["key"]: o for o in efele["options"]}
    assert options["deck"]["default"] == "salzburger33"
    assert [c["value"] for c in options["deck"]["choices"]] == ["salzburger33", "bavarian32"]
    assert [c["name"] for c in efele["checks"]] == ["claim", "players", "draw", "deck"]


def test_the_table_shows_the_game_under_way_and_each_seats_tally(
    client: FlaskClient, four: ApiTable
) -> None:
    """Issue 27 point 3: the exit order and the Efele of the current game, and per standings
    row the Efele count and the finishing places."""
    table = four.state()
    assert (table["game_number"], table["exit_order"], table["efele"]) == (1, [], None)
    assert table["still_in"] == [0, 1, 2, 3] and table["forfeit"] is None
    four.move({"type": "penalty", "forfeit": "Tiramisù"})
    four.move({"type": "claim", "seat": 3, "cards": ["7H", "7L", "7E", "WELI"]})
    table = four.state()
    assert table["exit_order"] == [3] and table["still_in"] == [0, 1, 2]
    assert table["efele"] is None and table["efele_seats"] == []
    assert table["forfeit"] == "Tiramisù"
    four.move({"type": "claim", "seat": 1, "cards": ["OH", "OL", "OE", "OS"]})
    last = four.move({"type": "claim", "seat": 0, "cards": ["AH", "AL", "AE", "AS"]})
    table = last.get_json()["table"]
    assert table["exit_order"] == [3, 1, 0] and table["efele"] == 2
    assert table["efele_seats"] == [2] and table["games_played"] == 1
    row = rows(table)
    assert (row["Carla"]["efele_count"], row["Carla"]["positions"]) == (1, [0, 0, 0, 1])
    assert (row["Dario"]["efele_count"], row["Dario"]["positions"]) == (0, [1, 0, 0, 0])
    assert row["Carla"]["stakes"] == 2 and row["Dario"]["average_position"] == 1.0
    # the next game at once: its exit order and its Efele
    table = four.move({"type": "game", "exit_order": [2, 0, 3]}).get_json()["table"]
    assert (table["game_number"], table["exit_order"], table["efele"]) == (2, [2, 0, 3], 1)
    assert rows(table)["Carla"]["positions"] == [1, 0, 0, 1]
    assert rows(table)["Carla"]["average_position"] == 2.5
    # the catalogue describes the fields, in the reader's language
    games = client.get("/api/v1/games", headers=IT).get_json()["games"]
    entry = next(g for g in games if g["id"] == "efele")
    assert set(entry["state_fields"]) >= {"exit_order", "efele", "game_number"}
    assert entry["standing_fields"]["efele_count"].startswith("Quante volte è stato l'Efele")


def test_the_weli_on_a_dead_value_by_the_tables_reading(client: FlaskClient) -> None:
    """EFE-AMB-8 in the catalogue with its rule id; by default three of a dead value and the
    Weli win, and the game's end shows the other reading; chosen, the claim is refused."""
    games = client.get("/api/v1/games").get_json()["games"]
    efele = next(g for g in games if g["id"] == "efele")
    option = next(o for o in efele["options"] if o["key"] == "weli_dead_value")
    assert option["default"] == "wins" and option["rules"][0] == "EFE-AMB-8"
    assert [c["value"] for c in option["choices"]] == ["wins", "refused"]
    # 3 players: the 9 of Hearts goes round to the centre; Anna shows the other 9s and the
    # Weli, Bruno four Kings: Carla is the Efele; had the Weli not completed the dead 9s,
    # Anna would still be in and nobody the Efele yet
    table = efele_table(client, ["Anna", "Bruno", "Carla"])
    assert table.move({"type": "centre", "seat": 2, "card": "9H"}).status_code == 201
    out = table.move({"type": "claim", "seat": 0, "cards": ["9L", "9E", "9S", "WELI"]})
    assert out.status_code == 201 and "EFE-AMB-8" in out.get_json()["event"]["lines"][0]["rules"]
    last = table.move({"type": "claim", "seat": 1, "cards": ["KH", "KL", "KE", "KS"]}).get_json()
    hand = last["event"]["hand"]
    assert hand["scores"] == [0, 0, 1]
    (alt,) = hand["alternatives"]
    assert (alt["option"], alt["value"], alt["scores"]) == ("weli_dead_value", "refused", [0, 0, 0])
    strict = efele_table(client, ["Anna", "Bruno", "Carla"], {"weli_dead_value": "refused"})
    assert strict.move({"type": "centre", "seat": 2, "card": "9H"}).status_code == 201
    refused = strict.move({"type": "claim", "seat": 0, "cards": ["9L", "9E", "9S", "WELI"]})
    assert refused.status_code == 422 and refused.get_json()["rule"] == "EFE-AMB-8"
