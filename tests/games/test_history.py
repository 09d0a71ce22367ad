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


def test_a_scala40_re_entry_is_its_own_entry_and_the_totals_run_forward() -> None:
    """Marco (seat 1) reaches 110 in hand 2 and re-enters at 50, the highest total left."""
    game = ENGINES["scala40"]
    o = game.parse_options({"reentry": "highest", "reentry_stake": 5})
    start = game.start(5, o)

    def hand(closer: int, *hands: int | None) -> dict[str, Any]:
        return {"type": "hand", "closer": closer, "in_mano": False, "hands": list(hands)}

    moves = [
        hand(0, None, 60, 30, 20, 10),
        hand(4, 5, 50, 20, 10, None),
        {"type": "reenter", "seat": 1},
        hand(0, None, 20, 10, 10, 10),
    ]
    entries = list(score_history(game, o, start, [(i, m, None) for i, m in enumerate(moves, 1)]))
    names = ["Anna", "Marco", "Carla", "Dario", "Elena"]
    assert [(e.kind, e.hand) for e in entries] == [
        ("hand", 1),
        ("hand", 2),
        ("reenter", None),
        ("hand", 3),
    ]
    # 60, then 60 + 50 = 110, back to 50, then 50 + 20 = 70.
    assert [e.totals_after[1] for e in entries] == [60, 110, 50, 70]
    assert entries[2].scores == (0, -60, 0, 0, 0)
    assert entries[2].text.render("en", names) == "Marco re-enters at 50"
    assert entries[2].text.render("it", names) == "Marco rientra a 50"
    # Anna kept the 5 she took in hand 2.
    assert entries[3].totals_after == (5, 70, 60, 40, 20)


def test_the_chart_starts_every_player_at_the_start_and_follows_the_history() -> None:
    from referee.record.chart import history_series

    game = ENGINES["scala40"]
    o = game.parse_options({"reentry": "highest"})
    moves = [
        {"type": "hand", "closer": 0, "in_mano": False, "hands": [None, 120, 30, 40]},
        {"type": "reenter", "seat": 1},
        {"type": "hand", "closer": 2, "in_mano": False, "hands": [10, 25, None, 5]},
    ]
    start = game.start(4, o)
    history = list(score_history(game, o, start, [(i, m, None) for i, m in enumerate(moves, 1)]))
    series = history_series(["Anna", "Marco", "Carla", "Dario"], history)
    # Marco starts at 0 (not at a total worked back from the end), then 120, 40, 65.
    assert series[1].totals == (0, 120, 40, 65)
    assert series[3].totals == (0, 40, 40, 45)


def test_an_ecarte_king_turned_up_is_its_own_entry_and_the_totals_run_forward() -> None:
    """Hand 1: Anna takes 3 tricks (+1); Bruno played di prepotenza and took 2 (−1, below
    zero by default). Hand 2: Bruno deals and turns up the King of trumps (+1 at once), then
    takes 3 tricks (+1). Bruno's totals run −1, 0, 1; worked back from the end they would
    read 1, 2, 3."""
    from referee.record.chart import history_series
    from tests.games.ecarte_helpers import hand, propose, refuse, trick, turn_up

    game = ENGINES["ecarte"]
    o = game.parse_options({})
    moves = [
        hand([3, 2], prepotenza=1),
        turn_up("KH"),
        propose(0),
        refuse(1),
        trick("7S", "KS"),
        trick("8S", "QS"),
        trick("9S", "JS"),
        trick("10S", "AS"),
        trick("7C", "KC"),
    ]
    start = game.start(2, o)
    keyed = [(i, m, None) for i, m in enumerate(moves, 1)]
    entries = list(score_history(game, o, start, keyed))
    assert [(e.kind, e.hand, e.scores) for e in entries] == [
        ("hand", 1, (1, -1)),
        ("king", None, (0, 1)),
        ("hand", 2, (0, 1)),
    ]
    assert [e.totals_after[1] for e in entries] == [-1, 0, 1]
    assert [e.label("it") for e in entries] == ["1", "Re", "2"]
    assert entries[0].text.render("it", ["Anna", "Bruno"]) == "Mano 1: Anna +1 · Bruno −1"
    assert entries[1].text.render("en", ["Anna", "Bruno"]) == "King: Bruno +1"
    assert history_series(["Anna", "Bruno"], entries)[1].totals == (0, -1, 0, 1)
