"""Random Tamalo games: whatever a table legally enters, the referee keeps its promises.

The expected scores come from a reference written here from rules.md §4.4, not from the
engine's own scoring functions.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from referee.games.base import Applied, IllegalMove
from referee.games.cards import RANKS, SUITS
from referee.games.tamalo import GAME as T
from referee.games.tamalo import NAMED_MOVES, TamaloOptions, TamaloState
from tests.conftest import LONG_TIMEOUT

pytestmark = pytest.mark.timeout(LONG_TIMEOUT)  # random playouts: hundreds of games

FULL_DECK = [rank + suit for rank in RANKS for suit in SUITS]
CAUSES = ["wrong_discard", "relook", "out_of_turn", "fake_touch"]
RANDOM_HANDS = 6  # random hands before a closing hand is forced

PLAYOUTS = settings(
    max_examples=120,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# -- the rules, written out again from rules.md ----------------------------------------------------


def value(code: str) -> int:
    """TAM-VAL / TAM-JOKE from rules.md §4.2."""
    code = code.upper()
    if code == "JK":
        return 15
    rank, tail = (code, "") if code in RANKS else (code[:-1], code[-1])
    if rank == "K":
        return 0 if tail in ("H", "D", "R") else 13
    return {"A": 1, "J": 11, "Q": 12}.get(rank) or int(rank)


def under5(raw: int) -> int:
    return 0 if raw < 5 else raw


def reference_scores(raws: list[int], caller: int | None, o: TamaloOptions) -> list[int]:
    """rules.md §4.4 with the readings of TAM-AMB-1..4 as the options choose them."""
    scores = [under5(r) for r in raws]
    if caller is None:
        return scores
    basis = raws if o.compare_on == "raw" else [under5(r) for r in raws]
    best_other = min(b for i, b in enumerate(basis) if i != caller)
    mine = basis[caller]
    lowest = mine < best_other if o.caller_tie == "strict" else mine <= best_other
    raw = raws[caller]
    if raw > 5:
        scores[caller] = raw if lowest and o.caller_over5_lowest == "hand" else 15 + raw
    elif not lowest:
        scores[caller] = 20 if raw == 5 and o.caller_five == "plus_hand" else 15
    return scores


def power_kind(code: str, o: TamaloOptions) -> str | None:
    """TAM-POWER from rules.md §4.3, TAM-AMB-10 for the 7."""
    code = code.upper()
    if code == "JK":
        return None
    rank, tail = (code, "") if code in RANKS else (code[:-1], code[-1])
    if rank == "7":
        return "look_own" if o.seven_power else None
    if rank == "8":
        return "look_own"
    if rank in ("9", "10"):
        return "look_other"
    if rank in ("J", "Q"):
        return "swap"
    if rank == "K" and tail in ("S", "C", "B"):
        return "look_swap"
    return None


def rank_of(code: str) -> str:
    code = code.upper()
    if code == "JK" or code in RANKS:
        return code
    return code[:-1]


# -- strategies --------------------------------------------------------------------------------

OPTIONS = st.fixed_dictionaries(
    {"target": st.integers(10, 60)},
    optional={
        "cards": st.sampled_from([4, 6]),
        "jokers": st.sampled_from([0, 1, 2]),
        "caller_tie": st.sampled_from(["strict", "shared"]),
        "compare_on": st.sampled_from(["raw", "adjusted"]),
        "caller_over5_lowest": st.sampled_from(["always", "hand"]),
        "caller_five": st.sampled_from(["flat", "plus_hand"]),
        "final_tie": st.sampled_from(["co_winners", "play_on"]),
        "seven_power": st.booleans(),
        "matched_vergine": st.booleans(),
    },
)


def spelled(code: str, how: int) -> str:
    """The same card as a player might type it: rank only, king by colour, lower case."""
    if how == 1 and code[:-1] != "K":
        return code[:-1]  # "7H" → "7"
    if how == 1:
        return "KR" if code[-1] in "HD" else "KB"
    if how == 2:
        return code.lower()
    return code


def cards_of_rank(rank: str) -> list[str]:
    if rank == "JK":
        return ["JK"]
    codes = [rank + suit for suit in SUITS]
    if rank == "K":
        return codes + ["KR", "KB"]
    return codes + [rank]


def in_hand_moves(state: TamaloState, o: TamaloOptions) -> st.SearchStrategy[dict[str, Any]]:
    """Moves of the in-hand log that the rules allow in ``state``.

    The moves that depend on the pile come first: hypothesis favours the first branches.
    """
    seats = st.integers(0, state.seats - 1)
    # TAM-CALL: the caller plays no more turns (no discard, take or power), but may match
    players = st.sampled_from([s for s in range(state.seats) if s != state.caller])
    # kings first: hypothesis favours the first cards, and the high ones have powers
    deck = FULL_DECK[::-1] + (["JK"] if o.jokers else [])
    choices: list[st.SearchStrategy[dict[str, Any]]] = []
    top = state.pile[-1] if state.pile else None
    # TAM-JOKE: a discarded joker is taken by the next player before anything else
    due = top is not None and top.card == "JK" and top.vergine and not top.matched
    if top is not None:
        kind = power_kind(top.card, o)
        uses = legal_powers(state, kind) if kind is not None and not top.power_used else []
        if uses:
            choices.append(
                st.sampled_from(uses).map(
                    lambda use: {"type": "power", "seat": use[0], "targets": list(use[1])}
                )
            )
        if top.vergine and (o.matched_vergine or not top.matched):  # TAM-AMB-11
            same_number = cards_of_rank(rank_of(top.card))
            choices.append(
                st.fixed_dictionaries(
                    {"type": st.just("match"), "seat": seats, "card": st.sampled_from(same_number)}
                )
            )
        takers = [
            s for s in range(state.seats) if s != state.caller and not (due and s == top.seat)
        ]
        if takers:
            choices.append(
                st.fixed_dictionaries({"type": st.just("take"), "seat": st.sampled_from(takers)})
            )
    if not due:  # and a joker just taken is not discarded at once
        choices.append(
            st.fixed_dictionaries(
                {"type": st.just("discard"), "seat": players, "card": st.sampled_from(deck)}
            ).filter(lambda move: move["card"] != "JK" or move["seat"] != state.joker_taken_by)
        )
    if state.caller is None:
        choices.append(st.fixed_dictionaries({"type": st.just("tamalo"), "seat": seats}))
    choices.append(
        st.fixed_dictionaries(
            {"type": st.just("penalty"), "seat": seats, "cause": st.sampled_from(CAUSES)}
        )
    )
    choices.append(
        st.fixed_dictionaries(
            {"type": st.just("named"), "seat": seats, "name": st.sampled_from(sorted(NAMED_MOVES))}
        )
    )
    return st.one_of(choices)


def legal_powers(state: TamaloState, kind: str) -> list[tuple[int, tuple[int, ...]]]:
    """Every (seat, targets) the power allows: the caller uses none and is immune to them."""
    uses: list[tuple[int, tuple[int, ...]]] = []
    everyone = range(state.seats)
    for me in everyone:
        if me == state.caller:
            continue
        aimable = [s for s in everyone if s == me or s != state.caller]
        others = [s for s in aimable if s != me]
        if kind == "look_own":
            uses += [(me, ()), (me, (me,))]
        elif kind == "look_other":
            uses += [(me, (t,)) for t in others]
        elif kind == "swap":
            uses += [(me, (a, b)) for a in aimable for b in aimable]
        elif kind == "look_swap":
            uses += [(me, (t,)) for t in others]
            uses += [(me, (t, u)) for t in others for u in aimable]
    return uses


def without_the_pile(deck: list[str], state: TamaloState) -> list[str]:
    """The cards of ``deck`` that are not on the pile; a rank or colour takes one of its cards."""
    left = list(deck)
    for thrown in state.pile:
        code = thrown.card
        if code in left:
            left.remove(code)
            continue
        if code in ("KR", "KB"):
            suits = "HD" if code == "KR" else "SC"
            same = [c for c in left if c[:-1] == "K" and c[-1] in suits]
        else:
            same = [c for c in left if rank_of(c) == code]
        if same:
            left.remove(same[0])
    return left


@st.composite
def hand_entries(
    draw: st.DrawFn, state: TamaloState, o: TamaloOptions
) -> tuple[dict[str, Any], list[int]]:
    """A hand entry the deck allows, and every seat's raw total worked out here.

    The cards on the discard pile are not dealt: a seat cannot hold what it threw away.
    """
    deck = without_the_pile(FULL_DECK + ["JK"] * o.jokers, state)
    picked = draw(
        st.lists(st.integers(0, len(deck) - 1), unique=True, max_size=6 * state.seats),
        label="cards dealt",
    )
    dealt = [deck[i] for i in picked]
    hands: list[list[str] | int] = []
    raws: list[int] = []
    for _ in range(state.seats):
        size = draw(st.integers(0, 6))
        cards, dealt = dealt[:size], dealt[size:]
        if draw(st.integers(0, 9)) == 0:
            typed = draw(st.integers(0, 40))
            hands.append(typed)
            raws.append(typed)
            continue
        hands.append([spelled(c, draw(st.integers(0, 3))) if c != "JK" else c for c in cards])
        raws.append(sum(value(c) for c in cards))
    if state.caller is not None:
        caller = state.caller
    else:
        caller = draw(st.none() | st.integers(0, state.seats - 1))
    return {"type": "hand", "caller": caller, "hands": hands}, raws


# -- checks ------------------------------------------------------------------------------------


def checked_apply(state: TamaloState, raw: dict[str, Any], o: TamaloOptions) -> Applied:
    """Apply a legal move and check what holds after every move."""
    before = T.dump_state(state)
    applied = T.apply(state, T.parse_move(raw), o)  # legal input: never raises
    event(f"move: {raw['type']}")
    assert T.dump_state(state) == before, "apply mutated its input"
    new = applied.state
    data = T.dump_state(new)
    assert T.load_state(data) == new
    assert T.dump_state(T.load_state(data)) == data
    assert all(t >= 0 for t in new.totals)
    assert len(new.totals) == len(new.penalties) == len(new.stats)
    return applied


def play_hand(
    state: TamaloState, raw: dict[str, Any], raws: list[int], o: TamaloOptions
) -> TamaloState:
    totals = list(state.totals)
    number = state.hand
    applied = checked_apply(state, raw, o)
    expected = reference_scores(raws, raw["caller"], o)
    assert applied.hand is not None
    assert applied.hand.number == number
    assert list(applied.hand.scores) == expected
    assert all(score >= 0 for score in expected)
    new = applied.state
    # totals change by exactly the hand's scores
    assert new.totals == [t + s for t, s in zip(totals, expected, strict=True)]
    # one explanation line per seat, with the seat's score
    scored = [line for line in applied.lines if line.points is not None]
    assert [line.seat for line in scored] == list(range(state.seats))
    assert [line.points for line in scored] == expected
    assert all(line.rules for line in applied.lines)
    # TAM-END: the game is over iff someone reached the target and the win is settled
    low = min(new.totals)
    lowest = [i for i, t in enumerate(new.totals) if t == low]
    reached = max(new.totals) >= o.target
    settled = o.final_tie == "co_winners" or len(lowest) == 1
    assert new.finished is (reached and settled)
    assert new.winners == (lowest if new.finished else [])
    assert new.hand == number + 1
    assert new.caller is None and new.pile == [] and new.in_hand_moves == 0
    return new


def closing_hand(state: TamaloState, o: TamaloOptions) -> dict[str, Any]:
    """A hand that ends any game: the lowest seat scores 0, every other seat the target."""
    low = state.totals.index(min(state.totals))
    hands: list[list[str] | int] = [o.target] * state.seats
    hands[low] = []
    return {"type": "hand", "caller": None, "hands": hands}


AFTER_THE_END = [
    {"type": "tamalo", "seat": 0},
    {"type": "penalty", "seat": 0, "cause": "relook"},
    {"type": "discard", "seat": 1, "card": "AH"},
    {"type": "match", "seat": 1, "card": "AS"},
    {"type": "take", "seat": 0},
    {"type": "power", "seat": 0, "targets": []},
    {"type": "named", "seat": 1, "name": "pd"},
    {"type": "join", "name": "Zoe"},
]


# -- properties ----------------------------------------------------------------------------------


@PLAYOUTS
@given(data=st.data())
def test_random_games(data: st.DataObject):
    o = T.parse_options(data.draw(OPTIONS, label="options"))
    state = T.start(data.draw(st.integers(2, 6), label="seats"), o)
    hands_played = 0
    while not state.finished and hands_played < RANDOM_HANDS:
        if state.seats < 6 and data.draw(st.integers(0, 5), label="join?") == 0:
            totals = list(state.totals)
            applied = checked_apply(state, {"type": "join", "name": "Late"}, o)
            # a late joiner starts with the highest total, everyone else is untouched
            assert applied.state.totals == totals + [max(totals)]
            assert [line.points for line in applied.lines] == [max(totals)]
            state = applied.state
        for _ in range(data.draw(st.integers(0, 8), label="log length")):
            raw = data.draw(in_hand_moves(state, o), label="in-hand move")
            applied = checked_apply(state, raw, o)
            assert applied.hand is None
            assert applied.state.totals == state.totals  # the log scores nothing
            assert applied.state.in_hand_moves == state.in_hand_moves + 1
            state = applied.state
        raw, raws = data.draw(hand_entries(state, o), label="hand")
        state = play_hand(state, raw, raws, o)
        hands_played += 1
    event("ended by the random hands" if state.finished else "ended by a closing hand")
    if not state.finished:
        raw = closing_hand(state, o)
        raws = [h if isinstance(h, int) else 0 for h in raw["hands"]]
        state = play_hand(state, raw, raws, o)
        assert state.finished
    assert state.hand <= RANDOM_HANDS + 2
    # the winners are exactly the seats with the lowest total
    low = min(state.totals)
    assert state.winners == [i for i, t in enumerate(state.totals) if t == low]
    outcome = T.outcome(state, o)
    assert outcome is not None
    assert list(outcome.winners) == state.winners
    assert [s.seat for s in T.standings(state, o) if s.rank == 1] == state.winners
    assert T.prompt(state, o).moves == ()
    # after the end every move is refused with TAM-END
    entry = {"type": "hand", "caller": None, "hands": [[]] * state.seats}
    for raw in [entry, *AFTER_THE_END]:
        with pytest.raises(IllegalMove) as info:
            T.apply(state, T.parse_move(raw), o)
        assert info.value.rule == "TAM-END"


ALTERNATIVE_VALUES = {
    "caller_tie": ("strict", "shared"),
    "compare_on": ("raw", "adjusted"),
    "caller_over5_lowest": ("always", "hand"),
    "caller_five": ("flat", "plus_hand"),
}


@settings(max_examples=300, deadline=None, database=None)
@given(
    options=OPTIONS,
    raws=st.lists(st.integers(0, 12) | st.integers(0, 60), min_size=2, max_size=6),
    data=st.data(),
)
def test_any_hand_scores_by_the_rules_under_any_reading(
    options: dict[str, Any], raws: list[int], data: st.DataObject
):
    o = T.parse_options(options)
    caller = data.draw(st.none() | st.integers(0, len(raws) - 1), label="caller")
    applied = T.apply(
        T.start(len(raws), o), T.parse_move({"type": "hand", "caller": caller, "hands": raws}), o
    )
    expected = reference_scores(raws, caller, o)
    assert applied.hand is not None
    assert list(applied.hand.scores) == expected
    assert applied.state.totals == expected
    assert all(score >= 0 for score in expected)
    # every other reading of the caller rules that would change the hand is offered
    offered = {(a.option, a.value): list(a.scores) for a in applied.hand.alternatives}
    wanted = {}
    for key, values in ALTERNATIVE_VALUES.items():
        for other in values:
            if other == getattr(o, key):
                continue
            scores = reference_scores(raws, caller, o.model_copy(update={key: other}))
            if scores != expected:
                wanted[(key, other)] = scores
    assert offered == wanted


@settings(max_examples=200, deadline=None, database=None)
@given(
    seats=st.integers(2, 5),
    totals=st.lists(st.integers(0, 300), min_size=5, max_size=5),
    hands=st.integers(1, 40),
)
def test_states_round_trip_and_a_joiner_takes_the_highest_total(
    seats: int, totals: list[int], hands: int
):
    o = T.parse_options({"target": 10_000})
    state = T.start(seats, o).model_copy(update={"totals": totals[:seats], "hand": hands})
    data = T.dump_state(state)
    assert T.load_state(data) == state
    joined = T.apply(state, T.parse_move({"type": "join", "name": "Late"}), o).state
    assert joined.totals == totals[:seats] + [max(totals[:seats])]
    assert T.load_state(T.dump_state(joined)) == joined
    assert T.dump_state(state) == data
