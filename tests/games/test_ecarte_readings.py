"""Ecarté: the readings of other rulebooks (issue 44), each an option with the seed's default.

Anna (seat 0) deals the first hand, Bruno (seat 1) is its challenger. Every number is worked
out by hand: Hoyle's law 42 on throwing in (ECA-THROW), a King announced but not held
(ECA-FALSE-K), the duty to trump when void (ECA-VOID), the dealer standing pat (ECA-PAT) and
the match to 7 or 11 (ECA-MATCH-LONG).
"""

from __future__ import annotations

from referee.games.ecarte import GAME as E
from referee.games.ecarte import legal_answers
from referee.games.rulebook import RULES
from tests.games.ecarte_helpers import (
    PLAY,
    accept,
    alternative,
    apply,
    en,
    exchange,
    hand,
    last,
    lines_of,
    opts,
    propose,
    refused,
    run,
    scored,
    trick,
    turn_up,
)

CLASSIC = {"rule_set": "classic"}


def test_each_reading_has_a_rule_naming_its_source_in_both_languages():
    for rule_id, source in [
        ("ECA-THROW", "Hoyle, law 42"),
        ("ECA-FALSE-K", "Hoyle"),
        ("ECA-VOID", "some classic texts"),
        ("ECA-PAT", "some classic texts"),
        ("ECA-MATCH-LONG", "some classic texts"),
    ]:
        rule = RULES[rule_id]
        assert source in rule.source
        assert rule.summary.it and rule.summary.en and rule.plain.it and rule.plain.en
    assert "Hoyle (legge 42" in RULES["ECA-THROW"].plain.it
    assert "Hoyle (law 42)" in RULES["ECA-THROW"].plain.en


def test_the_hoyle_preset_plays_the_classic_rules_with_hoyles_readings():
    (hoyle,) = [p for p in E.presets if p.id == "hoyle"]
    assert hoyle.name.en == "Hoyle (classic)"
    options = E.parse_options(dict(hoyle.options))
    assert (options.rule_set, options.throw_in, options.false_king) == (
        "classic",
        "hoyle",
        "hoyle",
    )
    # the other readings keep the seed's values
    assert (options.void_trump, options.dealer_pat) == ("must_trump", False)


# -- ECA-THROW: throwing in a hand --------------------------------------------------------


def test_classic_a_stand_thrown_in_with_one_trick_gives_2_or_by_hoyle_1():
    # Bruno stood (played without proposing), took 1 trick and threw in: the 4 tricks left
    # go to Anna. Played out, a lost stand gives Anna 2 (ECA-CLASSIC-STOOD); by Hoyle's law 42
    # one trick thrown in gives her only 1.
    move = hand([0, 1], thrown_in=1, prepotenza=1)
    played_out = last([move], opts(**CLASSIC))
    assert scored(played_out) == [2, 0]
    (line,) = lines_of(played_out, 0)
    assert en(line).startswith("Bruno throws in their cards with 1 trick: the rest go to Anna.")
    assert "ECA-THROW" in line.rules and "ECA-CLASSIC-STOOD" in line.rules
    assert alternative(played_out, "throw_in") == ("hoyle", (1, 0))
    hoyle = last([move], opts(**CLASSIC, throw_in="hoyle"))
    assert scored(hoyle) == [1, 0]
    assert en(lines_of(hoyle, 0)[0]) == (
        "Bruno throws in their cards with 1 trick: by Hoyle (law 42) Anna marks 1."
    )
    assert alternative(hoyle, "throw_in") == ("played_out", (2, 0))


def test_classic_thrown_in_without_a_trick_is_the_vole_by_hoyle_2_not_3():
    # With a stand lost to a vole worth 3 (ECA-AMB-6 'plus_1'), played out Anna marks 3; by
    # Hoyle, thrown in without a trick, 2 (the vole).
    move = hand([0, 0], thrown_in=1, prepotenza=1)
    assert scored(last([move], opts(**CLASSIC, stood_vole="plus_1"))) == [3, 0]
    assert scored(last([move], opts(**CLASSIC, stood_vole="plus_1", throw_in="hoyle"))) == [2, 0]


def test_seed_a_hand_thrown_in_scores_the_tricks_left_to_the_opponent():
    # Anna threw in with 2 tricks: Bruno has 3, +1; Hoyle's law 42 gives the same 1.
    applied = last([hand([2, 1], thrown_in=0)])
    assert scored(applied) == [0, 1]
    (line,) = lines_of(applied, 1)
    assert en(line) == (
        "Anna throws in their cards with 2 tricks: the rest go to Bruno. Bruno takes 3 tricks "
        "of 5: +1."
    )
    assert line.rules == ("ECA-SEED-3T", "ECA-THROW")
    assert alternative(applied, "throw_in") is None


def test_a_seat_with_3_tricks_does_not_throw_in():
    error = refused(E.start(2, opts()), hand([3, 0], thrown_in=0))
    assert error.rule == "ECA-THROW" and "with 3 the point is theirs" in error.text.en
    assert refused(E.start(2, opts()), hand([2, 4], thrown_in=0)).rule == "ECA-THROW"


# -- ECA-FALSE-K: a King announced but not held ---------------------------------------------


def test_a_king_announced_but_not_held_counts_for_nothing_or_by_hoyle_gives_one():
    # Bruno announced the King of trumps without holding it; Anna took 3 tricks, +1.
    move = hand([3, 2], false_king=1)
    seed = last([move])
    assert scored(seed) == [1, 0]
    false_line = lines_of(seed, 0)[-1]
    assert (false_line.points, false_line.rules) == (0, ("ECA-FALSE-K",))
    assert alternative(seed, "false_king") == ("hoyle", (2, 0))
    hoyle = last([move], opts(false_king="hoyle"))
    assert scored(hoyle) == [2, 0]
    assert en(lines_of(hoyle, 0)[-1]) == (
        "Bruno announced the King of trumps without holding it: by Hoyle Anna marks one, +1."
    )
    # the classic rules: Anna's 3 tricks 1, and Hoyle's point, 2
    assert scored(last([move], opts(**CLASSIC, false_king="hoyle"))) == [2, 0]


def test_the_holder_of_the_king_or_a_logged_declaration_is_no_false_announcement():
    assert refused(E.start(2, opts()), hand([3, 2], king=1, false_king=1)).rule == "ECA-FALSE-K"
    declared = run([turn_up("7H"), PLAY, {"type": "declare_king", "seat": 1}])
    error = refused(declared, hand([3, 2], king=1, king_declared=True, false_king=1))
    assert error.rule == "ECA-FALSE-K" and "correct the log" in error.text.en


# -- ECA-VOID: void in the suit led -------------------------------------------------------


def test_void_in_the_suit_led_must_trump_or_by_some_classic_texts_play_any_card():
    must = legal_answers("H", "9S", ["KH", "7D"], opts())
    assert (must.legal, must.duty) == (("KH",), "trump")
    free = legal_answers("H", "9S", ["KH", "7D"], opts(void_trump="free"))
    assert (free.legal, free.duty, free.rules) == (("KH", "7D"), "any", ("ECA-VOID", "ECA-PLAY"))


#: Hearts trumps; an exchange (no prepotenza). Anna holds 8D 9H AC KD KC, Bruno KS QS 8C 7D
#: 7C. On Bruno's K♠ Anna, without spades, discards 8♦ though she holds 9♥ (played next).
VOID_HAND = [
    turn_up("7H"),
    propose(1),
    accept(0),
    exchange(1, 1),
    exchange(0, 1),
    PLAY,
    trick("KS", "8D"),
    trick("QS", "9H"),
    trick("AC", "8C"),
    trick("KD", "7D"),
    trick("KC", "7C"),
]


def test_a_discard_when_void_is_a_revoke_only_where_one_must_trump():
    # Anna takes 4 tricks, +1. Must trump: 8♦ was a revoke, −1, 0 in all; free: +1.
    must = last(VOID_HAND)
    assert scored(must) == [0, 0]
    penalty = lines_of(must, 0)[-1]
    assert (penalty.points, penalty.rules) == (-1, ("ECA-SEED-REVOKE", "ECA-VOID"))
    assert alternative(must, "void_trump") == ("free", (1, 0))
    free = last(VOID_HAND, opts(void_trump="free"))
    assert scored(free) == [1, 0]
    assert alternative(free, "void_trump") == ("must_trump", (0, 0))


# -- ECA-PAT: the dealer stands pat ---------------------------------------------------------


def test_classic_the_dealer_may_stand_pat_only_if_the_table_chooses_so():
    accepted = [propose(1), accept(0), exchange(1, 2)]
    error = refused(run(accepted, opts(**CLASSIC)), exchange(0, 0), opts(**CLASSIC))
    assert error.rule == "ECA-PAT" and "stand pat" in error.text.en
    pat = opts(**CLASSIC, dealer_pat=True)
    state = run([*accepted, exchange(0, 0)], pat)
    assert state.log.stock == 21 - 2 - 0 and state.log.rounds == [[2, 0]]
    # the challenger still changes at least one
    challenger = refused(run([propose(1), accept(0)], pat), exchange(1, 0), pat)
    assert challenger.rule == "ECA-EXCH"


# -- ECA-MATCH-LONG: the match to 7 or 11 -------------------------------------------------


def test_a_match_to_7_goes_on_past_5_and_ends_at_7():
    options = opts(target=7)
    assert "ECA-MATCH-LONG" in next(s for s in E.option_specs if s.key == "target").rules
    # three voles for Anna, 2 each: 6, not over; then 3 tricks, +1: 7, the match
    state = run([hand([5, 0])] * 3, options)
    assert state.totals == [6, 0] and not state.finished
    state = apply(state, hand([3, 2]), options).state
    assert state.totals == [7, 0] and state.finished and state.winner == 0


def test_a_match_to_11_is_not_over_at_7():
    options = opts(target=11, rule_set="classic")
    state = run([hand([5, 0])] * 3 + [hand([3, 2])], options)
    assert state.totals == [7, 0] and not state.finished


def test_a_hand_is_seeded_once_per_reading_for_its_lines_and_its_alternatives(monkeypatch):
    """Scoring a hand asks every other reading what it would give each line, and its
    alternatives score the hand again under other options: they share the seeds, so none is
    made twice (and the lines and alternatives are those of a hand scored alone)."""
    from referee.games.ecarte import scoring

    made: list[tuple[object, ...]] = []
    seed = scoring._seed

    def counted(facts, options, under, totals):  # noqa: ANN001, ANN202
        made.append((options, None if totals is None else tuple(totals)))
        return seed(facts, options, under, totals)

    # Bruno plays di prepotenza and takes 2 tricks, with one revoke.
    monkeypatch.setattr(scoring, "_seed", counted)
    scored = last([hand([3, 2], prepotenza=1, revokes=[0, 1])])
    assert len(made) == len(set(made)) > 1
    # By hand, seed rules: Anna's 3 tricks +1; Bruno −1 for prepotenza with 2 tricks and −1
    # for the revoke: −2, below zero as the default allows (ECA-AMB-8).
    assert scored.state.totals == [1, -2]
    bruno = next(line for line in scored.lines if line.seat == 1 and line.points is not None)
    assert bruno.points == -2
    assert {"ECA-SEED-PREP", "ECA-SEED-REVOKE", "ECA-AMB-8"} <= set(bruno.rules)
    # Without negative totals Bruno stays at 0: the alternative, from the shared seeds.
    assert scored.hand is not None
    floor = [a.scores for a in scored.hand.alternatives if a.option == "negative_totals"]
    assert floor == [(1, 0)]
