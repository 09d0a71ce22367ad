"""Random Ecarté matches dealt from a real shuffled deck: the referee keeps its promises.

Each detailed hand is dealt, exchanged from the stock and played card by card here, with
the players' real hands known to the test; now and then a player answers with a card the
rules forbid. The expected trick winners, legal answers and scores come from a reference
written here from rules.md §2, not from the engine's own functions.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.games.base import Applied, IllegalMove
from referee.games.ecarte import GAME as E
from referee.games.ecarte import EcarteOptions, EcarteState
from tests.conftest import LONG_TIMEOUT

pytestmark = pytest.mark.timeout(LONG_TIMEOUT)  # random playouts: hundreds of games

RANKS = ["K", "Q", "J", "A", "10", "9", "8", "7"]  # rules.md §2.1, highest first
SUITS = ["S", "H", "D", "C"]
DECK = [r + s for s in SUITS for r in RANKS]

PLAYOUTS = settings(
    max_examples=120,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

option_sets = st.fixed_dictionaries(
    {},
    optional={
        "rule_set": st.sampled_from(["seed", "classic"]),
        "undeclared_king": st.sampled_from(["literal", "requires_declaration"]),
        "prepotenza": st.sampled_from(["no_exchange", "any_refusal"]),
        "stood_vole": st.sampled_from(["flat_2", "plus_1"]),
        "forzare": st.booleans(),
        "forzare_trumps": st.booleans(),
        "revoke_penalty": st.sampled_from(["per_offence", "per_hand"]),
        "negative_totals": st.booleans(),
        "target": st.integers(1, 7),
        "first_dealer": st.integers(0, 1),
    },
)


# -- the rules, written out again from rules.md §2 --------------------------------------------


def power(card: str) -> int:
    return -RANKS.index(card[:-1])


def beats(card: str, lead: str, trump: str) -> bool:
    """ECA-PLAY: a higher card of the suit led, or a trump on a non-trump, takes the trick."""
    if card[-1] == lead[-1]:
        return power(card) > power(lead)
    return card[-1] == trump


def allowed(trump: str, lead: str, held: list[str], o: EcarteOptions) -> list[str]:
    """ECA-PLAY (follow, else trump, else any), the classic duty to win, ECA-FORZ, ECA-AMB-9."""
    suit = [c for c in held if c[-1] == lead[-1]]
    if suit:
        if o.forzare:
            return [max(suit, key=power)]
        if o.rule_set == "classic" and any(power(c) > power(lead) for c in suit):
            return [c for c in suit if power(c) > power(lead)]
        return suit
    trumps = [c for c in held if c[-1] == trump]
    if trumps:
        return [max(trumps, key=power)] if o.forzare and o.forzare_trumps else trumps
    return list(held)


def end_of_hand(facts: dict[str, Any], o: EcarteOptions) -> list[int]:
    """rules.md §2.3 (seed) or §2.4 (classic): the points counted at the end of the hand."""
    tricks, p, king = facts["tricks"], facts["prepotenza"], facts["king"]
    w = 0 if tricks[0] >= 3 else 1
    vole = tricks[w] == 5
    pts = [0, 0]
    if o.rule_set == "seed":
        pts[w] += 2 if vole else 1
        if p is not None and tricks[p] < 3:
            pts[p] -= 1
        if isinstance(king, int) and not facts["king_declared"]:
            pts[king] += 0 if o.undeclared_king == "literal" else -1
        for s in (0, 1):
            r = facts["revokes"][s]
            pts[s] -= min(r, 1) if o.revoke_penalty == "per_hand" else r
        return pts
    award = 2 if vole else 1
    if p is not None and p != w:
        award = 3 if vole and o.stood_vole == "plus_1" else 2
    if facts["revokes"][w]:
        award = 0 if award == 1 else 1
    pts[w] = award
    return pts


def expected(
    totals: list[int], facts: dict[str, Any], o: EcarteOptions, *, king_done: bool
) -> tuple[list[int], bool]:
    """ECA-AMB-7: the King first (unless the log scored it), then the rest together; the
    points until the match ends, and whether it ended."""
    steps: list[list[int]] = []
    king = facts["king"]
    if not king_done and king == "turned_up":
        steps.append([1 if s == facts["dealer"] else 0 for s in (0, 1)])
    if not king_done and isinstance(king, int) and facts["king_declared"]:
        steps.append([1 if s == king else 0 for s in (0, 1)])
    steps.append(end_of_hand(facts, o))
    running, scores = list(totals), [0, 0]
    floor = o.rule_set == "classic" or not o.negative_totals
    for step in steps:
        for s in (0, 1):
            after = running[s] + step[s]
            if floor:
                after = max(after, 0)
            scores[s] += after - running[s]
            running[s] = after
        if max(running) >= o.target:
            return scores, True
    return scores, False


# -- a table driven through random deals ------------------------------------------------------


class Table:
    """An engine table, checked after every move."""

    def __init__(self, options: EcarteOptions) -> None:
        self.o = options
        self.state: EcarteState = E.start(2, options)

    def move(self, raw: dict[str, Any]) -> Applied:
        applied = E.apply(self.state, E.parse_move(raw), self.o)
        before = list(self.state.totals)
        self.state = applied.state
        self.check(before, applied)
        return applied

    def check(self, before: list[int], applied: Applied) -> None:
        totals = self.state.totals
        if applied.hand is not None:
            assert [b + s for b, s in zip(before, applied.hand.scores, strict=True)] == totals
        else:
            assert totals == before
        # the match ends exactly when a player reaches the target
        assert self.state.finished == (max(totals) >= self.o.target)
        if self.o.rule_set == "classic":
            assert min(totals) >= 0
        if not self.o.negative_totals:
            assert min(totals) >= 0


def detailed_hand(table: Table, rng: random.Random) -> None:
    """Deal, exchange, declare and play one hand card by card, checking it against the rules."""
    o, state = table.o, table.state
    dealer, challenger = state.dealer, state.challenger
    deck = DECK[:]
    rng.shuffle(deck)
    hands = {challenger: deck[:5], dealer: deck[5:10]}
    turned, stock = deck[10], deck[11:]
    trump = turned[-1]
    totals_at_start = list(state.totals)
    table.move({"type": "turn_up", "card": turned})
    if table.state.finished:
        assert turned[0] == "K"
        return
    proposals, refusals, refused_first, rounds = 0, 0, False, 0
    least = 1 if o.rule_set == "classic" else 0
    while stock:
        if rng.random() < 0.4:
            table.move({"type": "play"})
            break
        table.move({"type": "propose", "seat": challenger})
        proposals += 1
        if rng.random() < 0.3:
            table.move({"type": "refuse", "seat": dealer})
            refusals += 1
            refused_first = rounds == 0
            break
        table.move({"type": "accept", "seat": dealer})
        for s in (challenger, dealer):
            if not stock:
                break
            n = rng.randint(least, min(5, len(stock)))
            for card in rng.sample(hands[s], n):
                hands[s].remove(card)
            hands[s] += stock[:n]
            stock = stock[n:]
            table.move({"type": "exchange", "seat": s, "cards": n})
        rounds += 1
    assert table.state.log.closed is not None
    king = "K" + trump
    holder = next((s for s in (0, 1) if king in hands[s]), None)
    declared = holder is not None and rng.random() < 0.7
    if declared:
        table.move({"type": "declare_king", "seat": holder})
        if table.state.finished:
            return
    totals_before_play = list(table.state.totals)
    won, revokes = [0, 0], [0, 0]
    leader = challenger
    applied: Applied | None = None
    for number in range(1, 6):
        follower = 1 - leader
        lead = rng.choice(hands[leader])
        ok = allowed(trump, lead, hands[follower], o)
        wrong = [c for c in hands[follower] if c not in ok]
        follow = rng.choice(wrong) if wrong and rng.random() < 0.15 else rng.choice(ok)
        try:
            applied = table.move({"type": "trick", "lead": lead, "follow": follow})
        except IllegalMove as refusal:
            # only a card the rules forbid, shown by the declared King in the hand
            assert follow in wrong and declared and holder == follower, refusal
            assert king in hands[follower]
            follow = rng.choice(ok)
            applied = table.move({"type": "trick", "lead": lead, "follow": follow})
        if follow in wrong:
            revokes[follower] += 1
        winner = follower if beats(follow, lead, trump) else leader
        winning = follow if winner == follower else lead
        assert winning[-1] in (lead[-1], trump)  # never a card that cannot win
        if number < 5:
            assert table.state.log.tricks[-1].winner == winner
        won[winner] += 1
        hands[leader].remove(lead)
        hands[follower].remove(follow)
        leader = winner
    assert sum(won) == 5 and not hands[0] and not hands[1]
    if o.prepotenza == "any_refusal":
        stood = dealer if refusals else None
    else:
        stood = dealer if refused_first else None
    if proposals == 0:
        stood = challenger
    facts = {
        "dealer": dealer,
        "tricks": won,
        "king": "turned_up" if turned[0] == "K" else holder,
        "king_declared": declared,
        "prepotenza": stood,
        "revokes": revokes,
    }
    assert applied is not None and applied.hand is not None
    scores, ended = expected(totals_before_play, facts, o, king_done=True)
    assert list(applied.hand.scores) == scores, (facts, totals_at_start)
    assert table.state.finished == ended


def summary_hand(table: Table, rng: random.Random) -> None:
    """A hand entered as a summary, with facts that could happen."""
    o, state = table.o, table.state
    first = rng.randint(0, 5)
    king = rng.choice([None, 0, 1, "turned_up"])
    declared = isinstance(king, int) and rng.random() < 0.6
    follows = rng.randint(0, 5)
    offender = rng.randrange(2)
    revokes = [0, 0]
    revokes[offender] = follows if rng.random() < 0.2 else 0
    facts = {
        "dealer": state.dealer,
        "tricks": [first, 5 - first],
        "king": king,
        "king_declared": declared,
        "prepotenza": rng.choice([None, 0, 1]),
        "revokes": revokes,
    }
    before = list(state.totals)
    raw = {"type": "hand", **{k: v for k, v in facts.items() if k != "dealer"}}
    applied = table.move(raw)
    scores, ended = expected(before, facts, o, king_done=False)
    assert applied.hand is not None and list(applied.hand.scores) == scores, facts
    assert table.state.finished == ended


@PLAYOUTS
@given(options=option_sets, seed=st.integers(0, 2**32 - 1))
def test_random_matches_score_by_the_rules_and_end_at_the_target(
    options: dict[str, Any], seed: int
) -> None:
    rng = random.Random(seed)
    table = Table(E.parse_options(options))
    for _ in range(60):
        if table.state.finished:
            break
        if rng.random() < 0.6:
            detailed_hand(table, rng)
        else:
            summary_hand(table, rng)
    outcome = E.outcome(table.state, table.o)
    if table.state.finished:
        assert outcome is not None and outcome.winners == (table.state.winner,)
        w = table.state.winner
        assert w is not None and table.state.totals[w] >= table.o.target
        assert table.state.totals[1 - w] < table.o.target
    else:
        assert outcome is None


@PLAYOUTS
@given(
    options=option_sets,
    lead=st.sampled_from(DECK),
    held=st.lists(st.sampled_from(DECK), min_size=1, max_size=5, unique=True),
)
def test_the_legal_cards_check_follows_the_rules(
    options: dict[str, Any], lead: str, held: list[str]
) -> None:
    held = [c for c in held if c != lead] or ["7C" if lead != "7C" else "8C"]
    o = E.parse_options(options)
    for trump in SUITS:
        answer = E.checks.ask("legal_cards", {"trump": trump, "led": lead, "hand": held}, o)
        assert list(answer.legal) == allowed(trump, lead, held, o)  # type: ignore[attr-defined]
        assert answer.legal and set(answer.legal) <= set(held)  # type: ignore[attr-defined]
        winner = E.checks.ask("trick_winner", {"trump": trump, "lead": lead, "follow": held[0]}, o)
        assert winner.winner == (held[0] if beats(held[0], lead, trump) else lead)  # type: ignore[attr-defined]


@PLAYOUTS
@given(
    first=st.integers(0, 5),
    king=st.sampled_from([None, 0, 1, "turned_up"]),
    declared=st.booleans(),
    prepotenza=st.sampled_from([None, 0, 1]),
    revokes=st.tuples(st.integers(0, 2), st.integers(0, 2)),
    dealer=st.integers(0, 1),
    options=option_sets,
)
def test_hand_points_answers_both_rule_sets(
    first: int,
    king: int | str | None,
    declared: bool,
    prepotenza: int | None,
    revokes: tuple[int, int],
    dealer: int,
    options: dict[str, Any],
) -> None:
    declared = declared and isinstance(king, int)
    facts = {
        "dealer": dealer,
        "tricks": [first, 5 - first],
        "king": king,
        "king_declared": declared,
        "prepotenza": prepotenza,
        "revokes": list(revokes),
    }
    o = E.parse_options(options)
    answer: Any = E.checks.ask("hand_points", facts, o)
    for rule_set in ("seed", "classic"):
        under = o.model_copy(update={"rule_set": rule_set, "negative_totals": True})
        points = end_of_hand(facts, under)
        if king == "turned_up":
            points[dealer] += 1
        elif declared:
            assert isinstance(king, int)
            points[king] += 1
        assert list(getattr(answer, rule_set)) == points
    assert answer.in_force == o.rule_set
    assert sum(line.points or 0 for line in answer.lines) == sum(getattr(answer, o.rule_set))


def test_a_logged_hands_facts_read_only_the_options_it_names() -> None:
    """The hand's facts are read once for all the readings that agree on ``FACT_OPTIONS``:
    any option taken another way that leaves those as they are leaves the facts too."""
    from referee.games.ecarte.scoring import _SPECS, facts_from_log, facts_key
    from tests.games.test_conformance import drawn_options

    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        options = drawn_options(E, rng)
        state = E.start(2, options)
        for _ in range(400):
            if E.outcome(state, options) is not None:
                break
            try:
                state = E.apply(
                    state, E.parse_move(E.random_move(state, options, rng)), options
                ).state
            except IllegalMove:
                continue
            log = state.log
            if not log.tricks or log.trump is None:
                continue
            facts = facts_from_log(log, state.dealer, options)
            for key, spec in _SPECS.items():
                values = [c.value for c in spec.choices] or [True, False]
                for value in values if spec.choices or spec.kind == "bool" else ():
                    other = options.model_copy(update={key: value})
                    if facts_key(other) == facts_key(options):
                        assert facts_from_log(log, state.dealer, other) == facts, key
                        checked += 1
    assert checked > 100
