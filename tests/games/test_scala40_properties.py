"""Random Scala 40 games: whatever a table legally enters, the referee keeps its promises.

The expected totals come from a reference written here from rules.md §3.2 and §3.5, not from
the engine's own scoring functions: totals grow only by the penalties entered (doubled in
mano) or fall by the in-mano bonus; nobody scores once out unless bought back in; the game
ends with exactly one winner, the one player left; no card is accepted more often than the
two packs hold.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.games.base import IllegalMove
from referee.games.scala40 import DECK, GAME, Scala40Options, Scala40State
from tests.conftest import LONG_TIMEOUT

pytestmark = pytest.mark.timeout(LONG_TIMEOUT)  # random playouts: hundreds of games

PLAYOUTS = settings(
    max_examples=120,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
MAX_HANDS = 40  # then every hand is dear, so the game ends


# -- the rules, written out again from rules.md ---------------------------------------------------


def value(code: str, o: Scala40Options) -> int:
    """S40-VAL-HAND: 2–10 face, J Q K 10, A 11, jolly as the table sets it (S40-AMB-3)."""
    if code == "JK":
        return o.joker_in_hand
    rank = code[:-1]
    if rank == "A":
        return 11
    return 10 if rank in ("J", "Q", "K") else int(rank)


def hand_points(entry: list[str] | int, o: Scala40Options) -> int:
    if isinstance(entry, int):
        return entry
    if o.lone_ace and len(entry) == 1 and entry[0].startswith("A"):
        return 1  # S40-LONE-ACE
    return sum(value(code, o) for code in entry)


def reference_scores(
    move: dict[str, Any], totals: list[int], out: list[bool], o: Scala40Options
) -> list[int]:
    """rules.md §3.5: the closer 0 (or the bonus), every other player in their hand's points."""
    closer, mano = move["closer"], move["in_mano"]
    factor = 2 if mano and o.in_mano == "double" else 1
    scores = []
    for i, entry in enumerate(move["hands"]):
        if out[i] or i == closer:
            scores.append(0)
        else:
            scores.append(hand_points(entry, o) * factor)
    if mano and o.in_mano == "bonus":
        bonus = o.in_mano_bonus
        scores[closer] = -min(bonus, max(totals[closer], 0)) if o.bonus_floor else -bonus
    return scores


def reference_reentry(totals: list[int], out: list[bool], o: Scala40Options) -> int:
    highest = max(t for t, gone in zip(totals, out, strict=True) if not gone)
    return {"highest": highest, "highest_plus_1": highest + 1, "fixed": o.reentry_score}[o.reentry]


# -- strategies ---------------------------------------------------------------------------------


@st.composite
def table_options(draw: st.DrawFn) -> Scala40Options:
    return GAME.parse_options(
        {
            "threshold": draw(st.sampled_from([101, 201, 501])),
            "lone_ace": draw(st.booleans()),
            "joker_in_hand": draw(st.integers(1, 50)),
            "in_mano": draw(st.sampled_from(["double", "bonus"])),
            "in_mano_bonus": draw(st.integers(1, 60)),
            "bonus_floor": draw(st.booleans()),
            "reentry": draw(st.sampled_from(["off", "highest", "highest_plus_1", "fixed"])),
            "reentry_score": draw(st.integers(0, 120)),
            "reentry_max": draw(st.integers(1, 3)),
        }
    )


def hand_move(
    data: st.DataObject, state: Scala40State, dear: bool, o: Scala40Options
) -> dict[str, Any]:
    """A legal summary: cards dealt from the two packs, now and then a typed total."""
    active = state.active()
    closer = data.draw(st.sampled_from(active), label="closer")
    deck = list(DECK)
    hands: list[list[str] | int | None] = []
    for i in range(state.seats):
        if i == closer or state.eliminated[i]:
            hands.append(None)
        elif dear or data.draw(st.booleans(), label="typed"):
            low = 60 if dear else 1
            hands.append(data.draw(st.integers(low, 100 + o.joker_in_hand), label="total"))
        else:
            size = data.draw(st.integers(1, 13), label="size")
            picks = data.draw(st.permutations(range(len(deck))), label="deal")[:size]
            hands.append([deck[k] for k in picks])
            for k in sorted(picks, reverse=True):
                deck.pop(k)
    mano = data.draw(st.booleans(), label="in mano")
    return {"type": "hand", "closer": closer, "in_mano": mano, "hands": hands}


# -- the properties ------------------------------------------------------------------------------


@PLAYOUTS
@given(data=st.data(), o=table_options(), seats=st.integers(2, 6))
def test_totals_follow_the_rules_to_one_winner(
    data: st.DataObject, o: Scala40Options, seats: int
) -> None:
    state = GAME.start(seats, o)
    hands = steps = 0
    while not state.finished:
        steps += 1
        assert hands < 200 and steps < 1000, "the game never ended"
        before, out = list(state.totals), list(state.eliminated)
        gone = [i for i in range(seats) if out[i]]
        if gone and o.reentry != "off" and data.draw(st.booleans(), label="buy back"):
            s = data.draw(st.sampled_from(gone), label="who")
            try:
                applied = GAME.apply(state, GAME.parse_move({"type": "reenter", "seat": s}), o)
            except IllegalMove as refusal:
                assert refusal.rule == "S40-RIENTRO"
                score = reference_reentry(before, out, o)
                assert state.reentries[s] >= o.reentry_max or score >= o.threshold
                continue
            assert state.reentries[s] < o.reentry_max
            expected = list(before)
            expected[s] = reference_reentry(before, out, o)
            assert applied.state.totals == expected
            assert not applied.state.eliminated[s]
            state = applied.state
            continue
        move = hand_move(data, state, hands > MAX_HANDS, o)
        applied = GAME.apply(state, GAME.parse_move(move), o)
        hands += 1
        scores = reference_scores(move, before, out, o)
        assert list(applied.hand.scores) == scores
        assert applied.state.totals == [t + s for t, s in zip(before, scores, strict=True)]
        for i in range(seats):
            if out[i]:  # nobody scores once out
                assert applied.state.totals[i] == before[i] and applied.state.eliminated[i]
            elif i != move["closer"]:
                assert scores[i] > 0  # a penalty only grows a total
            else:
                assert scores[i] <= 0  # the closer pays nothing, or gets the bonus
            now_out = applied.state.totals[i] >= o.threshold
            assert applied.state.eliminated[i] == (out[i] or now_out)
        state = applied.state
    left = [i for i in range(seats) if not state.eliminated[i]]
    assert state.winners == left and len(left) == 1
    outcome = GAME.outcome(state, o)
    assert outcome is not None and outcome.winners == tuple(left)
    assert state.totals[left[0]] < o.threshold


@PLAYOUTS
@given(data=st.data(), seats=st.integers(2, 6))
def test_no_card_is_accepted_more_often_than_the_deck_holds(
    data: st.DataObject, seats: int
) -> None:
    o = GAME.parse_options({})
    state = GAME.start(seats, o)
    closer = data.draw(st.integers(0, seats - 1), label="closer")
    codes = st.sampled_from(sorted(set(DECK)))
    hands: list[list[str] | int | None] = [
        None if i == closer else data.draw(st.lists(codes, min_size=1, max_size=13))
        for i in range(seats)
    ]
    move = {"type": "hand", "closer": closer, "hands": hands}
    counts = Counter(code for h in hands if isinstance(h, list) for code in h)
    too_many = counts["JK"] > 4 or any(n > 2 for code, n in counts.items() if code != "JK")
    before = GAME.dump_state(state)
    try:
        GAME.apply(state, GAME.parse_move(move), o)
    except IllegalMove as refusal:
        assert too_many and refusal.rule == "S40-DECK"
        assert GAME.dump_state(state) == before
    else:
        assert not too_many


@PLAYOUTS
@given(rng=st.randoms(use_true_random=True), seats=st.integers(2, 6), o=table_options())
def test_the_logged_table_holds_only_valid_melds_from_two_packs(
    rng: Any, seats: int, o: Scala40Options
) -> None:
    """Whatever the detailed log accepts: every meld on the table is a meld, no card is on it
    more often than two packs hold, and whoever it says went out is the hand's closer."""
    state = GAME.start(seats, o)
    for _ in range(400):
        if state.finished:
            break
        raw = GAME.random_move(state, o, rng)
        try:
            applied = GAME.apply(state, GAME.parse_move(raw), o)
        except IllegalMove:
            continue
        if raw["type"] == "hand" and state.log.closed is not None:
            assert applied.hand is not None
            assert applied.hand.scores[state.log.closed] <= 0  # the log's closer pays nothing
        state = applied.state
        tabled = [code for m in state.log.melds for code in m.cards]
        for table_meld in state.log.melds:
            assert GAME.checks.ask("melds", {"melds": [table_meld.cards]}, o).melds[0].valid
        naturals = Counter(code for code in tabled if not code.startswith("JK"))
        assert all(n <= 2 for n in naturals.values())
        assert sum(1 for code in tabled if code.startswith("JK")) <= 4
