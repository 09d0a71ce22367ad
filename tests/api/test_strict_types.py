"""A yes-or-no is not a number and a number is not a yes-or-no: ``{"jokers": true}`` is not
one joker, ``{"lone_ace": 1}`` is not yes. A table's options refuse the wrong kind with a
422 naming the option, in Italian and in English; the pages' forms, which send text, still
make the tables they show."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from referee.games import GAMES
from tests.web.conftest import Phone, state

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]

#: Every option of every game, with a value of the wrong kind for it.
WRONG_KIND = [
    pytest.param(game_id, spec.key, 1 if spec.kind == "bool" else True, id=f"{game_id}-{spec.key}")
    for game_id, game in GAMES.items()
    for spec in game.option_specs
    if spec.kind == "bool" or all(type(c.value) is int for c in spec.choices)
]


def _create(client: FlaskClient, game_id: str, options: dict[str, Any], lang: str) -> Any:
    game = GAMES[game_id]
    return client.post(
        "/api/v1/tables",
        json={"game": game_id, "players": NAMES[: game.min_players], "options": options},
        headers={"Accept-Language": lang},
    )


def test_true_is_not_one_joker(client: FlaskClient) -> None:
    for lang, detail in (
        (
            "en",
            "Invalid value for 'Jokers (Jokes mode)': true and false are not numbers. (0, 1, 2)",
        ),
        (
            "it",
            "Valore non valido per «Jolly (modalità Jokes)»: true e false non sono numeri. "
            "(0, 1, 2)",
        ),
    ):
        response = _create(client, "tamalo", {"jokers": True}, lang)
        problem = response.get_json()
        assert response.status_code == 422, problem
        assert response.headers["Content-Type"].startswith("application/problem+json")
        assert problem["type"] == "/problems/invalid"
        assert problem["field"] == "options.jokers"
        assert problem["detail"] == detail
    created = _create(client, "tamalo", {"jokers": 1}, "en")
    assert created.status_code == 201
    table = client.get(f"/api/v1/tables/{created.get_json()['id']}").get_json()
    assert table["options"]["jokers"] == 1


def test_one_is_not_yes(client: FlaskClient) -> None:
    for lang, words in (("en", ": it is true or false."), ("it", ": vale true o false.")):
        response = _create(client, "scala40", {"lone_ace": 1}, lang)
        problem = response.get_json()
        assert response.status_code == 422, problem
        assert problem["field"] == "options.lone_ace"
        spec = next(s for s in GAMES["scala40"].option_specs if s.key == "lone_ace")
        assert spec.label.get(lang) in problem["detail"] and problem["detail"].endswith(words)


@pytest.mark.parametrize(("game_id", "key", "value"), WRONG_KIND)
def test_every_option_refuses_the_wrong_kind(
    client: FlaskClient, game_id: str, key: str, value: Any
) -> None:
    spec = next(s for s in GAMES[game_id].option_specs if s.key == key)
    for lang in ("en", "it"):
        response = _create(client, game_id, {key: value}, lang)
        problem = response.get_json()
        assert response.status_code == 422, problem
        assert problem["field"] == f"options.{key}"
        assert spec.label.get(lang) in problem["detail"]


def test_a_tournament_refuses_the_wrong_kind_of_option(client: FlaskClient) -> None:
    response = client.post(
        "/api/v1/tournaments",
        json={"game": "tamalo", "name": "Circolo", "options": {"jokers": True}},
        headers={"Accept-Language": "en"},
    )
    problem = response.get_json()
    assert response.status_code == 422, problem
    assert "'Jokers (Jokes mode)': true and false are not numbers" in problem["detail"]


def test_the_creation_form_still_makes_a_table_with_its_options(app: Flask) -> None:
    """A form sends text: "1" for one joker, "on" for a ticked box; the page turns them into
    the options' own kinds before the options are checked."""
    phone = Phone(app)
    form = {"player": ["Anna", "Bruno", "", "", "", ""], "me": "0"}
    response = phone.post("/tables", {**form, "game": "tamalo", "opt-jokers": "1"})
    assert response.status_code == 303
    assert state(app, response.headers["Location"].removeprefix("/t/"))["options"]["jokers"] == 1
    ticked = {"game": "scala40", "opt-lone_ace": "on", "opt-lone_ace-present": "1"}
    response = phone.post("/tables", {**form, **ticked})
    assert response.status_code == 303
    table_id = response.headers["Location"].removeprefix("/t/")
    assert state(app, table_id)["options"]["lone_ace"] is True
