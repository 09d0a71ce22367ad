"""Random Efele evenings: whatever a table legally enters, the referee keeps its promises.

- the exit order of a game is a list of distinct seats at the table, and with the Efele it is
  every seat once (a permutation), unless a deadlock left several players Efele together;
- exactly one Efele per game, except a deadlock's joint Efele (EFE-AMB-7);
- the evening's tally (Efele counts, finishing places, stakes) equals a recount of the games;
- a claim the referee takes is a winning set by a reference written here from rules.md §5.4.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.games.base import IllegalMove
from referee.games.efele import GAME as E
from referee.games.efele import EfeleOptions, EfeleState
from tests.conftest import LONG_TIMEOUT

pytestmark = pytest.mark.timeout(LONG_TIMEOUT)  # random playouts: hundreds of games

PLAYOUTS = settings(
    max_examples=120,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)

CHOICES: dict[str, list[Any]] = {
    spec.key: [c.value for c in spec.choices] for spec in E.option_specs if spec.choices
}


def reference_is_a_set(cards: list[str], deck: str) -> bool:
    """rules.md §5.4: four of a value in four suits, or three and the Weli (Salzburger only)."""
    if len(cards) != 4 or len(set(cards)) != 4:
        return False
    welis = cards.count("WELI")
    if welis and deck != "salzburger33" or welis > 1:
        return False
    real = [c for c in cards if c != "WELI"]
    return len({c[:-1] for c in real}) == 1 and len({c[-1] for c in real}) == len(real)


@st.composite
def evenings(draw: st.DrawFn) -> tuple[EfeleOptions, int, list[int]]:
    picked = {key: draw(st.sampled_from(values)) for key, values in CHOICES.items()}
    picked["stake"] = draw(st.integers(0, 5))
    options = E.parse_options(picked)
    low, high = E.seat_range(options)
    seats = draw(st.integers(low, high))
    carried = draw(st.lists(st.integers(0, 3), min_size=seats, max_size=seats))
    return options, seats, carried


@PLAYOUTS
@given(evening=evenings(), seed=st.integers(0, 2**32 - 1))
def test_random_evenings_keep_the_tally(
    evening: tuple[EfeleOptions, int, list[int]], seed: int
) -> None:
    options, seats, carried = evening
    rng = random.Random(seed)
    state: EfeleState = E.start(seats, options, start_totals=carried)
    counts = list(carried)
    places: list[Counter[int]] = [Counter() for _ in range(seats)]
    stakes = [0] * seats
    efele_per_game: list[list[int]] = []
    for _ in range(600):
        if E.outcome(state, options) is not None:
            break
        raw = E.random_move(state, options, rng)
        try:
            applied = E.apply(state, E.parse_move(raw), options)
        except IllegalMove:
            continue
        after: EfeleState = applied.state
        if raw["type"] == "claim":
            move = E.parse_move(raw)
            assert reference_is_a_set(list(move.cards), options.deck)  # type: ignore[attr-defined]
        order = after.exit_order
        assert len(set(order)) == len(order) and set(order) <= set(range(seats))
        if applied.hand is not None:
            efele = after.efele_seats
            assert efele and after.efele == efele[0]
            assert sorted(order + efele) == list(range(seats))
            assert len(efele) == 1 or raw["type"] == "deadlock"
            assert applied.hand.scores == tuple(1 if s in efele else 0 for s in range(seats))
            efele_per_game.append(list(efele))
            for k, s in enumerate(order):
                places[s][k + 1] += 1
            for s in efele:
                counts[s] += 1
                stakes[s] += options.stake
                places[s][len(order) + 1] += 1
        state = after
    else:
        raise AssertionError("no end of the evening after 600 moves")
    assert state.games_played == len(efele_per_game)
    assert E.totals(state) == counts
    for s in range(seats):
        tally = state.tally[s]
        assert tally.efele_count == counts[s]
        assert tally.stakes == stakes[s]
        assert {k + 1: n for k, n in enumerate(tally.positions) if n} == dict(places[s])
    rows = E.standings(state, options)
    assert [row.total for row in rows] == sorted(counts)
    outcome = E.outcome(state, options)
    assert outcome is not None and set(outcome.winners) == {
        s for s in range(seats) if counts[s] == min(counts)
    }


@PLAYOUTS
@given(
    seats=st.integers(2, 8),
    games=st.lists(st.randoms(use_true_random=False), min_size=1, max_size=6),
)
def test_whole_games_tally_as_their_exit_orders_say(seats: int, games: list[Any]) -> None:
    options = E.parse_options({})
    state = E.start(seats, options)
    expected = [0] * seats
    for rng in games:
        order = list(range(seats))
        rng.shuffle(order)
        efele = order.pop()
        state = E.apply(state, E.parse_move({"type": "game", "exit_order": order}), options).state
        expected[efele] += 1
        assert state.efele == efele and state.exit_order == order
    assert E.totals(state) == expected
    assert sum(sum(t.positions) for t in state.tally) == seats * len(games)
    for s in range(seats):
        assert sum(state.tally[s].positions) == len(games)
