"""The fields a game adds to the table's state and to each standings row, on the engine
alone: exactly the ones it declares (``state_docs``, ``standing_docs``, each described in
both languages), JSON values, never one of the house's own fields; and on the API, the proof
game's fields reach the table and its standings as declared."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask

from referee.games import ENGINES, Game
from referee.games.base import IllegalMove
from referee.web.api.schemas import StandingOut, TableOut
from tests.proof import registered
from tests.proof.highcard import ENTRY as PROOF

GAME_IDS = list(dict.fromkeys([*ENGINES, PROOF.id]))
HOUSE_STATE = set(TableOut.model_fields)
HOUSE_STANDING = set(StandingOut.model_fields)


@pytest.fixture(scope="module", autouse=True)
def _proof_game() -> Iterator[None]:
    with registered():
        yield


def states(game: Game[Any, Any], seed: int, moves: int = 120) -> Iterator[tuple[Any, Any]]:
    """The states of a random game with the default options, from the start."""
    rng = random.Random(seed)
    options = game.parse_options({})
    low, high = game.seat_range(options)
    state = game.start(rng.randint(low, high), options)
    yield state, options
    for _ in range(moves):
        if game.outcome(state, options) is not None:
            return
        raw = game.random_move(state, options, rng)
        try:
            state = game.apply(state, game.parse_move(raw), options).state
        except IllegalMove:
            continue
        yield state, options


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_adds_the_fields_it_declares_and_no_house_field(game_id: str) -> None:
    game = ENGINES[game_id]
    assert not set(game.state_docs) & HOUSE_STATE
    assert not set(game.standing_docs) & HOUSE_STANDING
    for text in [*game.state_docs.values(), *game.standing_docs.values()]:
        assert text.it and text.en and text.it != text.en
    for seed in range(3):
        for state, options in states(game, seed):
            fields = game.state_fields(state, options)
            assert set(fields) == set(game.state_docs)
            json.dumps(fields)
            for row in game.standings(state, options):
                assert set(row.fields) <= set(game.standing_docs)
                json.dumps(row.fields)


def test_the_proof_games_fields_reach_the_table_and_the_catalogue(app: Flask) -> None:
    client = app.test_client()
    created = client.post(
        "/api/v1/tables", json={"game": "highcard", "players": ["Anna", "Bruno"]}
    ).get_json()
    auth = {"Authorization": f"Bearer {created['host_token']}"}
    move = {"type": "hand", "cards": ["KS", "2H"], "expected_seq": 0}
    assert (
        client.post(f"/api/v1/tables/{created['id']}/moves", json=move, headers=auth).status_code
        == 201
    )
    table = client.get(f"/api/v1/tables/{created['id']}").get_json()
    assert table["hand"] == 2
    to_go = {row["name"]: row["to_go"] for row in table["standings"]}
    assert to_go == {"Anna": 4, "Bruno": 5}
    games = client.get("/api/v1/games", headers={"Accept-Language": "it"}).get_json()["games"]
    entry = next(g for g in games if g["id"] == "highcard")
    assert entry["state_fields"] == {"hand": "Il numero della mano in gioco."}
    assert entry["standing_fields"] == {"to_go": "I punti che mancano per vincere."}
