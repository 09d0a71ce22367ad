"""Tarocco's invariants over random splits of the 63 cards and random hands: the two sides'
card points always make 109, and every hand sums to zero.

The references here are written again from rules.md §1.3 and §1.8 (the fractional count:
a scartina 1/3, a counting card its value − 2/3, rounded), not from the engine's functions.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.games.base import IllegalMove, it_en
from referee.games.tarocco import DECK, GAME, Card, TaroccoOptions
from referee.games.tarocco.piles import Pile, count_sides
from tests.conftest import LONG_TIMEOUT

pytestmark = pytest.mark.timeout(LONG_TIMEOUT)  # random playouts: hundreds of games

VALUES = {"T20": 10, "T1": 10, "FU": 10, "T19": 5, "T18": 5, "T17": 5, "T16": 5}
for suit in "SCBO":
    VALUES.update({"K" + suit: 5, "Q" + suit: 4, "N" + suit: 3, "J" + suit: 2})

SETTINGS = settings(
    max_examples=200,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
LABELS = [it_en("A", "A"), it_en("B", "B")]


def fractional(cards: list[str]) -> int:
    """rules.md §1.3: scartina 1/3, counting card nominal − 2/3, rounded to nearest."""
    total = sum(
        (Fraction(VALUES[c]) - Fraction(2, 3)) if c in VALUES else Fraction(1, 3) for c in cards
    )
    return int(total + Fraction(1, 2)) if total >= 0 else 0


def test_the_deck_and_its_values() -> None:
    assert len(DECK) == len(set(DECK)) == 63
    assert sum(Card(c).value for c in DECK) == 106
    assert sum(1 for c in DECK if Card(c).counts) == 23
    assert {c for c in DECK if Card(c).counts} == set(VALUES)


@SETTINGS
@given(st.permutations(DECK), st.integers(0, 63), st.integers(0, 1), st.data())
def test_any_split_makes_109(order: list[str], cut: int, last: int, data: st.DataObject) -> None:
    sides = [order[:cut], order[cut:]]
    forms = [data.draw(st.sampled_from(["cards", "count"])) for _ in sides]
    piles = [
        Pile(cards=side)
        if form == "cards"
        else Pile(card_count=len(side), counting_cards=[c for c in side if c in VALUES])
        for side, form in zip(sides, forms, strict=True)
    ]
    counted = count_sides(piles, last, LABELS)
    expected = [fractional(side) + 5 * (i == last) for i, side in enumerate(sides)]
    assert [c.points for c in counted] == expected
    assert sum(expected) == 109
    # one side only: the other is 109 − x, the same as counting it
    alone = count_sides([piles[0], None], last, LABELS)
    assert [c.points for c in alone] == expected


# -- random hands ---------------------------------------------------------------------


def reference(move: dict[str, Any], dealer: int) -> list[int]:
    """rules.md §1.8 for a summary move."""
    scores = [0, 0, 0, 0]
    if move["contract"] == "solo":
        s = move["card_points"]
        scores = [(109 - s) - 54] * 4
        scores[move["soloist"]] = 3 * (s - 55)
    elif move["contract"] == "pairs":
        points = move["card_points"]
        a = points[0] if points[0] is not None else 109 - points[1]
        first, second = move["pairs"]
        mine, s = (first, a) if dealer in first else (second, 109 - a)
        scores = [s - 55 if p in mine else (109 - s) - 54 for p in range(4)]
    elif move["contract"] == "offer":
        scores[move["offerer"]] -= move["points"]
        scores[move["taker"]] += move["points"]
    return scores


@st.composite
def summaries(draw: st.DrawFn) -> dict[str, Any]:
    contract = draw(st.sampled_from(["solo", "pairs", "offer", "abandoned"]))
    if contract == "solo":
        return {
            "type": "hand",
            "contract": "solo",
            "soloist": draw(st.integers(0, 3)),
            "card_points": draw(st.integers(0, 109)),
        }
    if contract == "pairs":
        seats = draw(st.permutations(range(4)))
        x = draw(st.integers(0, 109))
        points = draw(st.sampled_from([[x, None], [None, x], [x, 109 - x], [x]]))
        return {
            "type": "hand",
            "contract": "pairs",
            "pairs": [seats[:2], seats[2:]],
            "card_points": points,
        }
    if contract == "offer":
        offerer, taker = draw(st.permutations(range(4)))[:2]
        return {
            "type": "hand",
            "contract": "offer",
            "offerer": offerer,
            "taker": taker,
            "points": draw(st.integers(1, 10)),
        }
    return {"type": "hand", "contract": "abandoned"}


@SETTINGS
@given(st.lists(summaries(), min_size=1, max_size=12), st.booleans(), st.integers(0, 3))
def test_summary_hands_sum_to_zero_and_add_up(
    moves: list[dict[str, Any]], v2: bool, first: int
) -> None:
    options = GAME.parse_options({"hands": len(moves), "v2": v2, "first_dealer": first})
    state = GAME.start(4, options)
    totals = [0, 0, 0, 0]
    for raw in moves:
        dealer = state.dealer
        applied = GAME.apply(state, GAME.parse_move(raw), options)
        expected = reference(raw, dealer)
        assert applied.hand is not None and list(applied.hand.scores) == expected
        assert sum(expected) == 0
        totals = [t + s for t, s in zip(totals, expected, strict=True)]
        assert applied.state.totals == totals
        abandoned = raw["contract"] in ("offer", "abandoned")
        assert applied.state.dealer == (dealer if abandoned and v2 else (dealer + 1) % 4)
        state = applied.state
    assert state.finished and sum(state.totals) == 0
    assert state.hand == options.hands + 1
    assert state.winners == [s for s in range(4) if state.totals[s] == max(state.totals)]


def settle(bids: list[tuple[int, str, int | None]], reading: str) -> list[int]:
    """rules.md §1.5 with the readings of TAR-AMB-1, from the calls as spoken."""
    offers = {s: x for s, word, x in bids if word == "offro"}
    takers: dict[int, list[int]] = {s: [] for s in offers}
    for s, word, target in bids:
        if word == "piglio" and target in takers:
            takers[target].append(s)
    scores = [0, 0, 0, 0]
    if any(word == "tengo" for _, word, _ in bids):
        return scores
    if reading == "all" and not all(takers.values()):
        return scores
    for offerer, x in offers.items():
        for taker in takers[offerer] if reading == "shared" else takers[offerer][:1]:
            scores[offerer] -= x
            scores[taker] += x
    return scores


@SETTINGS
@given(
    st.permutations(range(4)),
    st.lists(st.sampled_from(["vado", "offro", "piglio", "tengo"]), min_size=4, max_size=4),
    st.sampled_from(["each", "all", "shared"]),
    st.data(),
)
def test_random_auctions_are_zero_sum(
    order: list[int], words: list[str], reading: str, data: st.DataObject
) -> None:
    options = TaroccoOptions(offers=reading)  # type: ignore[arg-type]
    state = GAME.start(4, options)
    spoken: list[tuple[int, str, int | None]] = []
    for s, word in zip(order, words, strict=True):
        raw: dict[str, Any] = {"type": "call", "seat": s, "call": word}
        extra: int | None = None
        if word == "offro":
            extra = raw["points"] = data.draw(st.integers(1, 10))
        if word == "piglio":
            offers = [o for o, w, _ in spoken if w == "offro"]
            if offers:
                extra = raw["accepts"] = data.draw(st.sampled_from(offers))
        try:
            applied = GAME.apply(state, GAME.parse_move(raw), options)
        except IllegalMove as refusal:
            taken = [t for _, w, t in spoken if w == "piglio"]
            assert word == "piglio"
            assert extra is None or (extra in taken and reading != "shared")
            assert refusal.rule in ("TAR-BID1", "TAR-AMB-1")
            raw = {"type": "call", "seat": s, "call": "vado"}
            word, extra = "vado", None
            applied = GAME.apply(state, GAME.parse_move(raw), options)
        spoken.append((s, word, extra))
        state = applied.state
    expected = settle(spoken, reading)
    if any(w == "tengo" for _, w, _ in spoken):
        assert applied.hand is None and state.phase == "solo"
    else:
        assert applied.hand is not None and list(applied.hand.scores) == expected
        assert sum(expected) == 0


@SETTINGS
@given(st.permutations(DECK), st.integers(0, 15), st.integers(0, 1), st.integers(0, 3))
def test_a_played_solo_from_a_random_split(
    order: list[str], tricks: int, last: int, soloist: int
) -> None:
    options = TaroccoOptions()
    state = GAME.start(4, options)
    state = state.model_copy(update={"phase": "play", "soloist": soloist, "monte_owner": soloist})
    size = 4 * tricks + 3
    mine, theirs = order[:size], order[size:]
    raw = {"type": "end", "piles": [{"cards": mine}, {"cards": theirs}], "last_trick": last}
    applied = GAME.apply(state, GAME.parse_move(raw), options)
    s = fractional(mine) + 5 * (last == 0)
    expected = [(109 - s) - 54] * 4
    expected[soloist] = 3 * (s - 55)
    assert applied.hand is not None and list(applied.hand.scores) == expected
    assert sum(expected) == 0


@settings(max_examples=60, deadline=None, database=None)
@given(st.randoms(use_true_random=True), st.data())
def test_random_games_keep_tarocco_s_invariants(rng: Any, data: st.DataObject) -> None:
    """Random tables playing random hands (the playouts' moves, legal or not): every hand sums
    to zero, the totals are the hands', and the game ends after the agreed hands."""
    flags = {f"v{n}": data.draw(st.booleans()) for n in range(1, 11)}
    options = GAME.parse_options({**flags, "hands": data.draw(st.integers(1, 8))})
    state = GAME.start(4, options)
    totals = [0, 0, 0, 0]
    for _ in range(800):
        if state.finished:
            break
        raw = GAME.random_move(state, options, rng)
        try:
            applied = GAME.apply(state, GAME.parse_move(raw), options)
        except IllegalMove:
            continue
        if applied.hand is not None:
            assert sum(applied.hand.scores) == 0
            totals = [t + s for t, s in zip(totals, applied.hand.scores, strict=True)]
        assert applied.state.totals == totals
        state = applied.state
    assert state.finished and sum(state.totals) == 0
    assert state.hand == options.hands + 1
