"""What is at stake (``Game.stakes``), game by game: at a point where a player must decide,
every outcome's numbers are what the engine scores when its moves are applied to the table
as it is (the change of the totals), in both languages and citing rules of the rulebook."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games import GAMES
from referee.games.base import Game
from referee.games.rulebook import get_rule
from tests.conftest import LONG_TIMEOUT

pytestmark = pytest.mark.timeout(LONG_TIMEOUT)  # random playouts: hundreds of games

#: A decision point per game and case: the options, the seats, the moves that lead there,
#: and how many choices the stake must offer at least.
Scenario = tuple[str, dict[str, Any], int, list[dict[str, Any]], int]


def _call(s: int, word: str, **extra: Any) -> dict[str, Any]:
    return {"type": "call", "seat": s, "call": word, **extra}


SCENARIOS: dict[str, Scenario] = {
    "tarocco-solo": (
        "tarocco",
        {},
        4,
        [_call(1, "tengo"), _call(2, "vado"), _call(3, "vado"), _call(0, "vado")],
        1,
    ),
    "tarocco-solo-after-passo": (
        "tarocco",
        {},
        4,
        [_call(1, "tengo"), _call(2, "vado"), _call(3, "vado"), _call(0, "vado")]
        + [_call(1, "passo"), _call(2, "passo")],
        1,
    ),
    "tarocco-an-offer-open": (
        "tarocco",
        {},
        4,
        [_call(1, "vado"), _call(2, "offro", points=8)],
        2,
    ),
    "tarocco-the-last-to-speak": (
        "tarocco",
        {},
        4,
        [_call(1, "vado"), _call(2, "vado"), _call(3, "offro", points=4)],
        1,
    ),
    "tarocco-in-turn": (
        "tarocco",
        {"bid1_order": "turn"},
        4,
        [_call(1, "offro", points=5)],
        1,
    ),
    "tamalo-before-a-call": (
        "tamalo",
        {},
        3,
        [{"type": "hand", "caller": 0, "hands": [3, 12, 7]}],
        3,
    ),
    "tamalo-a-hand-being-logged": (
        "tamalo",
        {},
        3,
        [{"type": "penalty", "seat": 1, "cause": "relook"}],
        3,
    ),
    "tamalo-other-readings": (
        "tamalo",
        {
            "caller_tie": "strict",
            "caller_over5_lowest": "hand",
            "caller_five": "plus_hand",
        },
        4,
        [{"type": "hand", "caller": None, "hands": [3, 12, 7, 9]}],
        4,
    ),
    "scala40-doubled": ("scala40", {}, 3, [], 3),
    "scala40-bonus": (
        "scala40",
        {"in_mano": "bonus"},
        4,
        [{"type": "hand", "closer": 1, "in_mano": False, "hands": [12, 0, 30, 7]}],
        4,
    ),
    "ecarte-seed": ("ecarte", {}, 2, [], 2),
    "ecarte-classic-later": (
        "ecarte",
        {"rule_set": "classic"},
        2,
        [{"type": "hand", "tricks": [3, 2]}],
        2,
    ),
}


def at(scenario: Scenario) -> tuple[Game[Any, Any], Any, Any]:
    game_id, raw_options, seats, moves, _ = scenario
    game = GAMES[game_id]
    options = game.parse_options(raw_options)
    state = game.start(seats, options)
    for raw in moves:
        state = game.apply(state, game.parse_move(raw), options).state
    return game, options, state


def play_out(game: Game[Any, Any], options: Any, state: Any, moves: tuple[dict[str, Any], ...]):
    before = list(game.totals(state))
    for raw in moves:
        state = game.apply(state, game.parse_move(raw), options).state
    after = game.totals(state)
    return [a - b for a, b in zip(after, before, strict=True)]


@pytest.mark.parametrize("case", list(SCENARIOS))
def test_every_outcome_scores_what_the_engine_gives_for_its_moves(case: str) -> None:
    scenario = SCENARIOS[case]
    game, options, state = at(scenario)
    dumped = game.dump_state(state)
    stakes = game.stakes(state, options)
    assert game.dump_state(state) == dumped, "stakes changed the state"
    assert len(stakes) >= scenario[4]
    for stake in stakes:
        assert stake.text.it and stake.text.en and stake.text.it != stake.text.en
        assert stake.outcomes
        for outcome in stake.outcomes:
            assert outcome.moves, "an outcome says how it would be logged"
            assert play_out(game, options, state, outcome.moves) == list(outcome.scores)
            assert outcome.text.it != outcome.text.en
            for rule in (*stake.rules, *outcome.rules):
                assert get_rule(rule) is not None


def test_a_solo_at_60_gives_plus_15_and_minus_5_each() -> None:
    """The issue's example, read off the stake (its numbers checked by the test above)."""
    game, options, state = at(SCENARIOS["tarocco-solo"])
    (solo,) = game.stakes(state, options)
    assert solo.seat == 1
    at_60 = next(o for o in solo.outcomes if "at 60" in o.text.en)
    assert at_60.scores == (-5, 15, -5, -5)
    assert "3 × (60 − 55) = 15; the others 49 − 54 = −5 each" in at_60.text.en


def test_no_stake_where_nothing_is_to_be_decided() -> None:
    game = GAMES["tarocco"]
    options = game.parse_options({})
    assert game.stakes(game.start(4, options), options) == []  # nobody offered yet
    v3 = game.parse_options({"v3": True})
    state = game.start(4, v3)
    for raw in [_call(1, "tengo"), _call(2, "vado"), _call(3, "vado"), _call(0, "vado")] + [
        _call(s, "passo") for s in (1, 2, 3)
    ]:
        state = game.apply(state, game.parse_move(raw), v3).state
    assert game.stakes(state, v3) == []  # V3: the dealer may not go solo


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_along_random_games_every_stake_scores_what_its_moves_score(game_id: str) -> None:
    """Random games (random options, random moves) of every game of the catalogue: wherever
    the engine declares a stake, each outcome's moves are legal from there and change the
    totals by exactly the outcome's scores."""
    import random

    from tests.games.test_conformance import MAX_MOVES, drawn_options

    game = GAMES[game_id]
    seen = 0
    for seed in range(12):
        rng = random.Random(seed)
        options = drawn_options(game, rng)
        low, high = game.seat_range(options)
        state = game.start(rng.randint(low, high), options)
        for _ in range(MAX_MOVES):
            if game.outcome(state, options) is not None:
                break
            for stake in game.stakes(state, options):
                for outcome in stake.outcomes:
                    seen += 1
                    assert play_out(game, options, state, outcome.moves) == list(outcome.scores)
            try:
                raw = game.random_move(state, options, rng)
                state = game.apply(state, game.parse_move(raw), options).state
            except Exception:  # noqa: BLE001 - a refused random move: draw another
                continue
    if game_id != "efele":
        assert seen, f"{game_id}: no stake met along the random games"
