"""Every game's sample (see ``referee.games.base.sample``), played on the engine alone: its
moves, each as the API takes it, end the game at the last one, and its bench cycle logged
hundreds of times leaves the game running. ``referee demo`` and ``bench/move_cost`` open
tables with them, so a sample that stops short, or a cycle that ends the game, breaks them."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games import ENGINES, GAMES
from referee.games.base import Game, Undo

SAMPLED = [game_id for game_id, game in ENGINES.items() if game.sample is not None]
STEADY_CYCLES = 200


def fold(game: Game[Any, Any], options: Any, seats: int, moves: list[Any]) -> Any:
    state = game.start(seats, options)
    for number, raw in enumerate(moves, 1):
        assert game.outcome(state, options) is None, f"the game ended before move {number}"
        state = game.apply(state, game.parse_move(raw), options).state
    return state


@pytest.mark.parametrize("game_id", SAMPLED)
def test_the_sample_ends_the_game_at_its_last_move(game_id: str) -> None:
    game = ENGINES[game_id]
    sample = game.sample
    assert sample is not None
    options = game.parse_options(sample.options)
    state = fold(game, options, len(sample.players), sample.kept_moves())
    outcome = game.outcome(state, options)
    assert outcome is not None and outcome.winners, "the sample's moves leave the game running"


@pytest.mark.parametrize("game_id", SAMPLED)
def test_the_bench_cycle_never_ends_the_game(game_id: str) -> None:
    game = ENGINES[game_id]
    sample = game.sample
    assert sample is not None
    options = game.parse_options(sample.table_options)
    state = fold(game, options, len(sample.players), list(sample.steady) * STEADY_CYCLES)
    assert game.outcome(state, options) is None


def test_an_undo_takes_back_the_move_before_it() -> None:
    sample = GAMES["tamalo"].sample
    assert sample is not None
    undone = [i for i, step in enumerate(sample.moves) if isinstance(step, Undo)]
    assert undone, "Tamalo's sample shows an undo"
    kept = sample.kept_moves()
    assert len(kept) == len(sample.moves) - 2 * len(undone)
    assert all(sample.moves[i - 1] not in kept[i - 2 : i] for i in undone)


def test_every_game_a_table_can_be_opened_for_has_a_sample() -> None:
    """``referee demo`` shows every game, and the bench plays every game."""
    assert [game_id for game_id, game in GAMES.items() if game.sample is None] == []
