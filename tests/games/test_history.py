"""The score history, computed forward from the moves: each entry's totals are the previous
entry's plus its scores, and the last entry's are the game's totals, over every game's sample
and over random playouts."""

from __future__ import annotations

import random
from typing import Any

import pytest

from referee.games import ENGINES
from referee.games.base import Game, IllegalMove
from referee.games.base.history import HistoryEntry, score_history

SAMPLED = [game_id for game_id, game in ENGINES.items() if game.sample is not None]


def check_chain(entries: list[HistoryEntry], start: list[int], final: list[int]) -> None:
    totals = list(start)
    for entry in entries:
        totals += [0] * (len(entry.scores) - len(totals))
        totals = [t + s for t, s in zip(totals, entry.scores, strict=True)]
        assert tuple(totals) == entry.totals_after, entry
    assert totals == final


@pytest.mark.parametrize("game_id", SAMPLED)
def test_the_samples_history_adds_up_to_the_totals(game_id: str) -> None:
    game = ENGINES[game_id]
    sample = game.sample
    assert sample is not None
    options = game.parse_options(sample.options)
    start = game.start(len(sample.players), options)
    moves = [(seq, raw, None) for seq, raw in enumerate(sample.kept_moves(), 1)]
    entries = list(score_history(game, options, start, moves))
    assert entries, "a finished game has a history"
    state = start
    for _, raw, _ in moves:
        state = game.apply(state, game.parse_move(raw), options).state
    check_chain(entries, game.totals(start), game.totals(state))
    hands = [e.hand for e in entries if e.kind == "hand"]
    assert hands == sorted(hands)


def playout(game: Game[Any, Any], seed: int) -> tuple[Any, Any, list[tuple[int, Any, None]]]:
    rng = random.Random(seed)
    options = game.parse_options({})
    low, _ = game.seat_range(options)
    state = start = game.start(low, options)
    moves: list[tuple[int, Any, None]] = []
    for _ in range(3000):
        if game.outcome(state, options) is not None:
            break
        raw = game.random_move(state, options, rng)
        try:
            state = game.apply(state, game.parse_move(raw), options).state
        except IllegalMove:
            continue
        moves.append((len(moves) + 1, raw, None))
    return options, (start, state), moves


@pytest.mark.parametrize("game_id", list(ENGINES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_random_playouts_history_adds_up_to_the_totals(game_id: str, seed: int) -> None:
    game = ENGINES[game_id]
    options, (start, end), moves = playout(game, seed)
    entries = list(score_history(game, options, start, moves))
    check_chain(entries, game.totals(start), game.totals(end))
