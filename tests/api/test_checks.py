"""Referee checks through the API: one route serves every game's checks, the catalogue and
the OpenAPI document list them, a table's checks use its options, and nothing is logged.

The checks asked here are the proof game's (``tests/proof/highcard/checks.py``): the house
knows them only because the game declares them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import schemathesis
from flask import Flask
from flask.testing import FlaskClient

from referee.games import GAMES, register
from referee.games.base import CheckAnswer, CheckBody, CheckTable, check_type, it_en
from referee.games.catalogue import CATALOGUE
from referee.games.rulebook import RULES
from tests.proof import registered
from tests.proof.highcard import ENTRY, HighCard
from tests.proof.highcard.checks import CHECKS, CardCode
from tests.proof.screen import screen_registered

COMPARE = "/api/v1/games/highcard/checks/compare"


@pytest.fixture(autouse=True)
def high_card() -> Iterator[None]:
    with registered():
        yield


def _table(client: FlaskClient, **options: Any) -> str:
    created = client.post(
        "/api/v1/tables",
        json={"game": "highcard", "players": ["Anna", "Bruno"], "options": options},
    )
    assert created.status_code == 201, created.get_json()
    return created.get_json()["id"]


def _ask(client: FlaskClient, url: str, body: Any, lang: str = "en") -> Any:
    return client.post(url, json=body, headers={"Accept-Language": lang})


# -- the answers ---------------------------------------------------------------------------


def test_a_check_answers_with_its_verdict_the_numbers_and_the_rules(client: FlaskClient) -> None:
    answer = _ask(client, COMPARE, {"cards": ["KH", "AS"]})
    assert answer.status_code == 200 and answer.mimetype == "application/json"
    assert answer.get_json() == {
        "text": {
            "it": "A♠ batte K♥: la carta più alta prende 1 punto (l'asso è alto).",
            "en": "A♠ beats K♥: the higher card scores 1 point (aces high).",
        },
        "rules": ["HC-RANK", "HC-AMB-1"],
        "winner": "AS",
        "ranks": [13, 14],
        "possible": True,
    }


def test_the_options_asked_with_change_the_answer_and_missing_ones_are_the_defaults(
    client: FlaskClient,
) -> None:
    low = _ask(client, COMPARE, {"cards": ["KH", "AS"], "options": {"aces": "low"}}).get_json()
    assert low["winner"] == "KH" and low["ranks"] == [13, 1]
    assert low["text"]["en"].endswith("(aces low).")
    default = _ask(client, COMPARE, {"cards": ["KH", "AS"], "options": {}}).get_json()
    assert default["winner"] == "AS"
    to_win = "/api/v1/games/highcard/checks/to_win"
    near = _ask(client, to_win, {"score": 3, "other": 1, "options": {"target": 4}}).get_json()
    assert (near["needed"], near["won"], near["rules"]) == (1, False, ["HC-END", "HC-RANK"])
    conceded = _ask(client, to_win, {"score": 0, "other": 4, "conceded": True}).get_json()
    assert (conceded["won"], conceded["rules"]) == (True, ["HC-CONCEDE"])


def test_a_rule_the_cards_break_is_a_verdict_not_a_refusal(client: FlaskClient) -> None:
    twice = _ask(client, COMPARE, {"cards": ["KH", "kh"]})
    assert twice.status_code == 200
    body = twice.get_json()
    assert (body["possible"], body["winner"], body["rules"]) == (False, None, ["HC-DECK"])


def test_a_tables_check_uses_the_tables_options_and_logs_nothing(
    client: FlaskClient,
) -> None:
    table_id = _table(client, aces="low", target=3)
    before = client.get(f"/api/v1/tables/{table_id}").get_json()
    url = f"/api/v1/tables/{table_id}/checks/compare"
    # No seat token: whoever may read the table may ask its checks.
    answer = _ask(client, url, {"cards": ["KH", "AS"]})
    assert answer.status_code == 200
    assert answer.get_json()["winner"] == "KH"  # the table plays aces low
    assert (
        answer.get_json()
        == _ask(
            client, COMPARE, {"cards": ["KH", "AS"], "options": {"aces": "low", "target": 3}}
        ).get_json()
    )
    to_win = _ask(client, f"/api/v1/tables/{table_id}/checks/to_win", {"score": 1, "other": 0})
    assert to_win.get_json()["needed"] == 2  # the table plays to 3
    after = client.get(f"/api/v1/tables/{table_id}").get_json()
    assert after["seq"] == before["seq"] == 0 and after["hands"] == []
    assert client.get(f"/api/v1/tables/{table_id}/moves").get_json()["events"] == []


def test_a_tables_check_refuses_options_of_its_own(client: FlaskClient) -> None:
    table_id = _table(client, aces="low")
    url = f"/api/v1/tables/{table_id}/checks/compare"
    refused = _ask(client, url, {"cards": ["KH", "AS"], "options": {"aces": "high"}}, "it")
    assert refused.status_code == 422
    assert refused.mimetype == "application/problem+json"
    problem = refused.get_json()
    assert (problem["type"], problem["field"]) == ("/problems/invalid", "options")
    assert problem["detail"] == (
        "Una verifica chiesta da un tavolo usa le opzioni del tavolo: togli «options»."
    )


# -- the errors ----------------------------------------------------------------------------


def test_unknown_games_checks_and_tables_are_404(client: FlaskClient) -> None:
    game = _ask(client, "/api/v1/games/briscola/checks/compare", {}, "it")
    assert game.status_code == 404 and game.mimetype == "application/problem+json"
    assert game.get_json()["detail"] == "Nessun gioco «briscola»."
    check = _ask(client, "/api/v1/games/highcard/checks/melds", {"cards": []})
    assert check.status_code == 404
    assert check.get_json()["detail"] == "High card has no check 'melds': it has compare, to_win."
    none = _ask(client, "/api/v1/games/tamalo/checks/compare", {}, "it")
    assert none.status_code == 404
    assert none.get_json()["detail"] == "Tamalo non ha verifiche dell'arbitro."
    table = _ask(client, "/api/v1/tables/AAAAAAAAAAAAAAAA/checks/compare", {"cards": []})
    assert table.status_code == 404
    tamalo = client.post(
        "/api/v1/tables", json={"game": "tamalo", "players": ["Anna", "Bruno"]}
    ).get_json()
    other_game = _ask(client, f"/api/v1/tables/{tamalo['id']}/checks/compare", {"cards": []})
    assert other_game.status_code == 404


@pytest.mark.parametrize(
    ("body", "field", "it", "en"),
    [
        (
            {"cards": ["KH", "ZZ"]},
            "cards",
            "cards.1: «ZZ» non è una carta di questo mazzo: usa rango (A, 2–10, J, Q, K) e "
            "seme (S, H, D, C).",
            "cards.1: 'ZZ' is not a card of this deck: use a rank (A, 2–10, J, Q, K) and a "
            "suit (S, H, D, C).",
        ),
        (
            {"cards": ["KH"]},
            "cards",
            "«cards» ha troppo pochi elementi (almeno 2).",
            "'cards' has too few items (at least 2).",
        ),
        ({}, "cards", "Manca il campo «cards».", "The field 'cards' is missing."),
        (
            {"cards": ["KH", "2C"], "seat": 1},
            "seat",
            "Campo non previsto: «seat».",
            "Unexpected field: 'seat'.",
        ),
        (
            {"cards": ["KH", "2C"], "options": {"aces": "sideways"}},
            "options.aces",
            "Valore non valido per «L'asso». (high, low)",
            "Invalid value for 'The ace'. (high, low)",
        ),
        (
            {"cards": ["KH", "2C"], "options": ["low"]},
            "options",
            "Le opzioni sono un oggetto chiave → valore.",
            "Options are a key → value object.",
        ),
    ],
)
def test_a_body_the_check_cannot_read_is_422_in_the_users_language(
    client: FlaskClient, body: dict[str, Any], field: str, it: str, en: str
) -> None:
    for lang, detail in (("it", it), ("en", en)):
        refused = _ask(client, COMPARE, body, lang)
        assert refused.status_code == 422, refused.get_json()
        assert refused.mimetype == "application/problem+json"
        problem = refused.get_json()
        assert problem["type"] == "/problems/invalid"
        assert (problem["field"], problem["detail"]) == (field, detail)


def test_the_field_errors_say_where(client: FlaskClient) -> None:
    problem = _ask(client, COMPARE, {"cards": ["KH", 7]}).get_json()
    assert [error["loc"] for error in problem["errors"]] == [["cards", "1"]]
    bad_option = _ask(client, COMPARE, {"cards": ["KH", "2C"], "options": {"aces": 1}})
    assert bad_option.get_json()["rule"] == "HC-AMB-1"


def test_a_body_that_is_not_a_json_object_is_refused(client: FlaskClient) -> None:
    assert _ask(client, COMPARE, ["KH", "2C"]).status_code == 400
    sent_as_text = client.post(COMPARE, data='{"cards": ["KH", "2C"]}', content_type="text/plain")
    assert sent_as_text.status_code == 415


# -- the catalogue and the document --------------------------------------------------------


def test_the_catalogue_lists_each_games_checks_in_the_users_language(
    client: FlaskClient,
) -> None:
    for lang, label in (("it", "Chi prende?"), ("en", "Who scores?")):
        games = client.get("/api/v1/games", headers={"Accept-Language": lang}).get_json()["games"]
        by_id = {game["id"]: game for game in games}
        assert by_id["tamalo"]["checks"] == []
        compare, to_win = by_id["highcard"]["checks"]
        assert (compare["name"], to_win["name"]) == ("compare", "to_win")
        assert compare["label"] == label
        assert compare["rules"] == ["HC-RANK", "HC-AMB-1", "HC-DECK"]
        assert compare["example"] == {"cards": ["KH", "AS"]}
        assert compare["url"] == COMPARE
        assert compare["body_schema"]["required"] == ["cards"]
        assert set(compare["answer_schema"]["properties"]) >= {"text", "rules", "winner"}
    assert client.get(compare["page"].split("#")[0]).status_code == 200


def test_the_document_gives_each_check_its_paths_schemas_and_example(
    client: FlaskClient,
) -> None:
    document = client.get("/api/openapi.json").get_json()
    schemas = document["components"]["schemas"]
    asked = document["paths"]["/api/v1/games/highcard/checks/compare"]["post"]
    body = asked["requestBody"]["content"]["application/json"]
    assert body["example"] == {"cards": ["KH", "AS"]}
    model = schemas[body["schema"]["$ref"].rsplit("/", 1)[-1]]
    assert set(model["properties"]) == {"cards", "options"}
    answer = asked["responses"]["200"]["content"]["application/json"]
    assert answer["example"] == _ask(client, COMPARE, {"cards": ["KH", "AS"]}).get_json()
    assert {"404", "422"} <= set(asked["responses"])
    from_table = document["paths"]["/api/v1/tables/{table_id}/checks/compare"]["post"]
    table_body = from_table["requestBody"]["content"]["application/json"]
    assert "options" not in schemas[table_body["schema"]["$ref"].rsplit("/", 1)[-1]]["properties"]
    assert [p["name"] for p in from_table["parameters"]] == ["table_id"]
    assert "/api/v1/games/{game_id}/checks/{check}" not in document["paths"]


def test_every_check_of_every_game_answers_its_example_citing_known_rules(
    client: FlaskClient,
) -> None:
    """The catalogue's examples are questions the checks answer (a game's own conformance)."""
    asked = 0
    for game in GAMES.values():
        for spec in game.check_specs:
            url = f"/api/v1/games/{game.id}/checks/{spec.name}"
            answer = _ask(client, url, dict(spec.example))
            assert answer.status_code == 200, (url, answer.get_json())
            assert answer.get_json()["text"]["it"] and answer.get_json()["text"]["en"]
            cited = [*spec.rules, *answer.get_json()["rules"]]
            assert all(rule in RULES for rule in cited), (url, cited)
            asked += 1
    assert asked >= len(CHECKS)


# -- a check registered later is served, listed and asked on the pages ---------------------


class SuitBody(CheckBody):
    card: CardCode


class SuitAnswer(CheckAnswer):
    counts: bool


def suit(body: SuitBody, options: Any) -> SuitAnswer:
    return SuitAnswer(
        counts=False,
        rules=("HC-RANK",),
        text=it_en(
            f"Il seme di {body.card} non conta.", f"The suit of {body.card} does not count."
        ),
    )


SUIT = check_type(
    "suit",
    SuitBody,
    SuitAnswer,
    suit,
    label=("Il seme conta?", "Does the suit count?"),
    description=("Una carta: il suo seme conta?", "One card: does its suit count?"),
    rules=("HC-RANK",),
    example={"card": "7H"},
    fields={"card": ("La carta", "The card"), "counts": ("Conta", "Counts")},
)


def test_a_check_a_game_declares_is_served_listed_documented_and_asked_on_the_pages(
    app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(HighCard, "checks", CheckTable(*CHECKS.rows, SUIT))
    client = app.test_client()
    answer = _ask(client, "/api/v1/games/highcard/checks/suit", {"card": "7H"})
    assert answer.status_code == 200
    assert answer.get_json()["text"]["en"] == "The suit of 7H does not count."
    table_id = _table(client)
    from_table = _ask(client, f"/api/v1/tables/{table_id}/checks/suit", {"card": "2c"})
    assert from_table.get_json()["text"]["it"] == "Il seme di 2C non conta."
    games = client.get("/api/v1/games").get_json()["games"]
    high = next(game for game in games if game["id"] == "highcard")
    assert [check["name"] for check in high["checks"]] == ["compare", "to_win", "suit"]
    document = client.get("/api/openapi.json").get_json()
    assert "/api/v1/games/highcard/checks/suit" in document["paths"]
    assert "/api/v1/tables/{table_id}/checks/suit" in document["paths"]
    with screen_registered():
        page = client.get("/games/highcard/check/suit?card=7H", headers={"Accept-Language": "it"})
    html = page.get_data(as_text=True)
    assert page.status_code == 200 and 'id="check-suit"' in html
    assert "Il seme di 7H non conta." in html


def test_two_games_with_a_check_of_the_same_name_each_answer_their_own(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table's route serves the check of the table's game; the document says either body."""
    from referee.games.tamalo.engine import Tamalo

    same_name = check_type(
        "compare",
        SuitBody,
        SuitAnswer,
        suit,
        label=("Il seme", "The suit"),
        description=("Il seme conta?", "Does the suit count?"),
        rules=("TAM-VAL",),
        example={"card": "7H"},
    )
    monkeypatch.setattr(Tamalo, "checks", CheckTable(same_name))
    tamalo = client.post(
        "/api/v1/tables", json={"game": "tamalo", "players": ["Anna", "Bruno"]}
    ).get_json()
    answer = _ask(client, f"/api/v1/tables/{tamalo['id']}/checks/compare", {"card": "7H"})
    assert answer.get_json()["text"]["en"] == "The suit of 7H does not count."
    high = _ask(client, f"/api/v1/tables/{_table(client)}/checks/compare", {"cards": ["2C", "3C"]})
    assert high.get_json()["winner"] == "3C"
    document = client.get("/api/openapi.json").get_json()
    schemas = document["components"]["schemas"]
    body = document["paths"]["/api/v1/tables/{table_id}/checks/compare"]["post"]["requestBody"]
    either = schemas[body["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]]
    assert sorted(ref["$ref"].rsplit("/", 1)[-1] for ref in either["anyOf"]) == [
        "HighcardCompareTableCheckIn",
        "TamaloCompareTableCheckIn",
    ]
    assert "/api/v1/games/tamalo/checks/compare" in document["paths"]
    loaded = schemathesis.openapi.from_dict(document).include(path_regex="/checks/")
    assert all(op.ok().path for op in loaded.get_all_operations())


@contextmanager
def unregistered() -> Iterator[None]:
    """High card out of the catalogue for a while, back for the fixture to take away."""
    CATALOGUE.remove(ENTRY)
    try:
        yield
    finally:
        register(ENTRY)


def test_a_game_registered_later_is_a_tournaments_game_only_while_it_is_registered(
    client: FlaskClient,
) -> None:
    """The catalogue is read when asked, never when a module was first imported: whichever
    test made the first app, the games are the catalogue's as it is now."""
    body = {"game": "highcard", "name": "Circolo"}
    assert client.post("/api/v1/tournaments", json=body).status_code == 201
    schema = client.get("/api/openapi.json").get_json()["components"]["schemas"]["TournamentIn"]
    assert schema["properties"]["game"]["enum"] == list(GAMES)
    assert "highcard" in GAMES
    with unregistered():
        refused = client.post("/api/v1/tournaments", json=body, headers={"Accept-Language": "it"})
        assert refused.status_code == 422
        assert "nessun gioco «highcard»" in refused.get_json()["detail"]
        schema = client.get("/api/openapi.json").get_json()["components"]["schemas"]
        assert "highcard" not in schema["TournamentIn"]["properties"]["game"]["enum"]
