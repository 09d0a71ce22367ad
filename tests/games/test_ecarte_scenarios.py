"""Whole Ecarté matches as a table plays them: by summary, trick by trick, under each rule set.

Anna is seat 0 and deals the first hand unless a test says otherwise; Bruno is seat 1.
Every total is worked out by hand from rules.md §2.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import Applied, BadOptions
from referee.games.ecarte import DIFFERENCES, EcarteOptions, EcarteState, differences
from referee.games.ecarte import GAME as E
from tests.games.ecarte_helpers import (
    PLAY,
    accept,
    alternative,
    apply,
    declare,
    en,
    exchange,
    hand,
    it,
    opts,
    propose,
    refuse,
    refused,
    scored,
    trick,
    turn_up,
)


def play_all(
    moves: list[dict[str, Any]], options: EcarteOptions, state: EcarteState | None = None
) -> tuple[EcarteState, list[Applied]]:
    state = state or E.start(2, options)
    done = []
    for raw in moves:
        applied = apply(state, raw, options)
        done.append(applied)
        state = applied.state
    return state, done


# -- a match by summaries ---------------------------------------------------------------------

SUMMARY_MATCH = [
    hand([3, 2]),  # h1 Anna deals: Anna +1                      1–0
    hand([1, 4], king=1, king_declared=True),  # h2 Bruno deals: Bruno +1 King +1   1–2
    hand([5, 0], prepotenza=1),  # h3 Anna deals: vole +2, Bruno stood −1       3–1
    hand([2, 3], king="turned_up", revokes=[1, 0]),  # h4 Bruno: King +1, 3T +1, Anna −1  2–3
    hand([4, 1], king=0),  # h5 Anna deals: Anna +1, King +1 −1              3–3
    hand([5, 0]),  # h6 Bruno deals: Anna vole +2                            5–3
]


def test_a_seed_match_by_summaries_hand_by_hand():
    o = opts()
    state, done = play_all(SUMMARY_MATCH, o)
    assert [scored(a) for a in done] == [[1, 0], [0, 2], [2, -1], [-1, 2], [1, 0], [2, 0]]
    running = [0, 0]
    for applied in done:
        running = [t + s for t, s in zip(running, scored(applied), strict=True)]
        assert applied.state.totals == running
    assert state.totals == [5, 3] and state.finished and state.winner == 0
    outcome = E.outcome(state, o)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.text.render("it", ["Anna", "Bruno"]) == "Vince Anna, 5 a 3."
    assert [line.seat for line in E.standings(state, o)] == [0, 1]


def test_the_same_summaries_under_the_classic_rules():
    o = opts(rule_set="classic")
    state, done = play_all(SUMMARY_MATCH[:5], o)
    # h1 Anna 1; h2 Bruno 1 + King 1; h3 Bruno stood and lost: Anna 2 (flat, vole);
    # h4 dealer Bruno King 1, Bruno 3 tricks 1 (Anna's revoke costs nothing); h5 Anna 1
    assert [scored(a) for a in done] == [[1, 0], [0, 2], [2, 0], [0, 2], [1, 0]]
    assert state.totals == [4, 4] and not state.finished
    last = apply(state, SUMMARY_MATCH[5], o)
    assert last.state.finished and last.state.totals == [6, 4]


def test_each_summary_lists_what_the_other_rule_set_would_give():
    _, done = play_all(SUMMARY_MATCH, opts())
    assert alternative(done[0], "rule_set") is None  # the same either way
    assert alternative(done[2], "rule_set") == ("classic", (2, 0))
    assert alternative(done[3], "rule_set") == ("classic", (0, 2))
    assert alternative(done[4], "undeclared_king") == ("requires_declaration", (0, 0))
    text = [a.text for a in done[2].hand.alternatives if a.option == "rule_set"][0]  # type: ignore[union-attr]
    assert text.render("en", ["Anna", "Bruno"]) == (
        "With 'Classic French': Bruno +0 instead of -1."
    )


# -- a hand trick by trick, under each rule set -----------------------------------------------

TRICK_HAND = [
    turn_up("10D"),  # diamonds are trumps
    propose(1),
    accept(0),
    exchange(1, 3),
    exchange(0, 2),
    propose(1),
    refuse(0),  # a refusal after an exchange: no prepotenza by default
    declare(0),  # Anna holds K♦: +1 at once
    trick("AS", "KS"),  # Anna takes it
    trick("QH", "7H"),  # Anna leads, takes it
    trick("8C", "9D"),  # Bruno trumps Anna's club
    trick("JD", "KD"),  # Bruno leads a trump, Anna's King takes it
    trick("10H", "AH"),  # Anna leads 10♥, Bruno's A♥ takes it
]


def test_a_hand_trick_by_trick_names_every_winner_and_scores_itself():
    o = opts()
    state, done = play_all(TRICK_HAND, o)
    winners = [a.lines[0].seat for a in done[8:]]
    assert winners == [0, 0, 1, 0, 1]
    assert en(done[10].lines[0]).startswith("Trick 3: Anna leads 8♣, Bruno answers 9♦.")
    assert "9♦ è una briscola e taglia 8♣" in it(done[10].lines[0])
    # Anna: King +1 at the declaration, then 3 tricks +1
    assert scored(done[7]) == [1, 0] and scored(done[-1]) == [1, 0]
    assert state.totals == [2, 0] and state.hand == 2 and state.dealer == 1
    # Anna refused after an exchange: under ECA-AMB-5 (b) that is prepotenza, but she won
    assert alternative(done[-1], "prepotenza") is None


def test_the_end_of_a_hand_counts_each_seats_tricks_in_words():
    _, done = play_all(TRICK_HAND, opts())
    end = done[-1].lines
    assert "Fine mano: Anna 3 prese, Bruno 2." in [it(line) for line in end]
    assert "End of the hand: Anna 3 tricks, Bruno 2." in [en(line) for line in end]
    one_trick = [
        turn_up("10D"),
        propose(1),
        refuse(0),
        trick("KS", "7S"),  # Bruno leads, and takes four
        trick("KH", "7H"),
        trick("KC", "7C"),
        trick("QS", "8S"),
        trick("8H", "AH"),  # Anna's A♥ takes the last
    ]
    _, done = play_all(one_trick, opts())
    end = done[-1].lines
    assert "Fine mano: Anna 1 presa, Bruno 4." in [it(line) for line in end]
    assert "End of the hand: Anna 1 trick, Bruno 4." in [en(line) for line in end]


def test_the_same_hand_under_the_classic_rules():
    o = opts(rule_set="classic")
    state, done = play_all(TRICK_HAND, o)
    assert scored(done[-1]) == [1, 0] and state.totals == [2, 0]


def test_the_refusal_after_an_exchange_under_any_refusal():
    # Anna refused after an exchange: with ECA-AMB-5 (b) she plays di prepotenza, but
    # she took 3 tricks, so it costs nothing; in the classic set she "stood" and won
    for rule_set in ("seed", "classic"):
        o = opts(prepotenza="any_refusal", rule_set=rule_set)
        state, done = play_all(TRICK_HAND, o)
        assert scored(done[-1]) == [1, 0]
        assert "ECA-PREP" in done[6].lines[0].rules


def test_a_trick_by_trick_match_to_five_with_a_revoke():
    o = opts()
    hand_one = [  # Anna deals; Bruno never proposes
        turn_up("9S"),
        PLAY,
        trick("AH", "7C"),  # Bruno: Anna had 10♥ (revoke, shown in trick 3)
        trick("8D", "QD"),  # Anna
        trick("10H", "JH"),  # Bruno
        trick("9D", "KD"),  # Anna
        trick("8C", "7D"),  # Anna
    ]
    state, done = play_all(hand_one, o)
    # Anna 3 tricks +1, revoke −1; Bruno stood and took 2: −1
    assert state.totals == [0, -1]
    revoke_lines = [line for line in done[4].lines if "ECA-SEED-REVOKE" in line.rules]
    assert revoke_lines and revoke_lines[0].seat == 0
    # then summaries to the end: Bruno deals hand 2
    state, done = play_all(
        [hand([5, 0]), hand([4, 1], king=0, king_declared=True), hand([3, 2])], o, state
    )
    # h2 Anna vole +2 → 2; h3 Anna deals: King +1, 4 tricks +1 → 4; h4 Anna +1 → 5
    assert state.totals == [5, -1] and state.finished and state.winner == 0
    assert en(done[-1].lines[-1]) == "Anna reaches 5: wins the match 5 to −1."
    assert it(done[-1].lines[-1]) == "Anna arriva a 5: vince la partita 5 a −1."
    assert refused(state, turn_up("9S")).rule == "ECA-MATCH"


# -- a match carried over from paper ----------------------------------------------------------


def test_a_match_started_from_four_to_three_ends_on_the_next_point():
    o = opts()
    state = E.start_from(2, o, [4, 3])
    assert state.totals == [4, 3] and state.dealer == 0
    applied = apply(state, turn_up("KC"))  # Anna deals and turns up the King
    assert applied.state.finished and applied.state.totals == [5, 3]
    other = apply(E.start_from(2, o, [4, 3]), hand([2, 3]))
    assert other.state.totals == [4, 4] and not other.state.finished
    with pytest.raises(BadOptions):
        E.start_from(2, o, [5, 3])


def test_a_declaration_before_play_ends_a_match_started_from_paper():
    o = opts(first_dealer=1)
    state = E.start_from(2, o, [3, 4])
    applied = apply(state, declare(1))
    assert applied.state.finished and applied.state.winner == 1
    assert "before play" in en(applied.lines[-1])


# -- the prompt drives the page ---------------------------------------------------------------


def test_the_prompt_follows_a_hand_from_the_deal_to_the_last_trick():
    o = opts()
    phases = []
    state = E.start(2, o)
    for raw in TRICK_HAND:
        phases.append(E.prompt(state, o).phase)
        state = apply(state, raw, o).state
    assert phases == [
        "deal",
        "exchange",
        "answer",
        "discards",
        "discards",
        "exchange",
        "answer",
        "play",
        "play",
        "tricks",
        "tricks",
        "tricks",
        "tricks",
    ]
    assert E.prompt(state, o).phase == "deal"
    assert "Hand 2" in E.prompt(state, o).text.en


def test_a_classic_replay_keeps_the_dealer_and_the_match_goes_on():
    o = opts(rule_set="classic")
    state, done = play_all([hand([3, 2], revokes=[0, 1], replay=True), hand([3, 2])], o)
    assert scored(done[0]) == [0, 0]
    assert "deals again" in en(done[0].lines[0])
    # the replayed hand is dealt by Anna again, the next by Bruno
    assert done[0].state.dealer == 0 and state.dealer == 1
    assert state.totals == [1, 0]


# -- the two rule sets side by side ----------------------------------------------------------


def test_the_differences_put_the_rule_set_in_force_first():
    seed = differences(opts())
    classic = differences(opts(rule_set="classic"))
    assert len(seed) == len(classic) == len(DIFFERENCES) >= 5
    assert seed[0].text.en.startswith("Failed prepotenza: Whoever played di prepotenza")
    assert "(Classic rules: The opponent scores a flat 2" in seed[0].text.en
    assert classic[0].text.en.startswith("Failed prepotenza: The opponent scores a flat 2")
    assert all(line.rules for line in seed)


def test_a_classic_match_ends_with_the_classic_stakes():
    o = opts(rule_set="classic")
    state = E.start_from(2, o, [4, 0])
    state = apply(state, hand([3, 2]), o).state
    outcome = E.outcome(state, o)
    assert outcome is not None and "treble (the loser has 0)" in outcome.text.en
    state = apply(E.start_from(2, o, [4, 2]), hand([3, 2]), o).state
    outcome = E.outcome(state, o)
    assert outcome is not None and "double (the loser has 2)" in outcome.text.en
    seed = apply(E.start_from(2, opts(), [4, 0]), hand([3, 2])).state
    outcome = E.outcome(seed, opts())
    assert outcome is not None and "stake" not in outcome.text.en


def test_a_revoke_line_says_what_each_rule_set_does_next():
    hand_one = [
        turn_up("9S"),
        PLAY,
        trick("AH", "7C"),
        trick("8D", "QD"),
        trick("10H", "JH"),  # shows Anna's revoke in trick 1
    ]
    _, done = play_all(hand_one, opts())
    assert "The trick stands: −1 at the end of the hand." in en(done[-1].lines[-1])
    _, done = play_all(hand_one, opts(rule_set="classic"))
    assert "Bruno may demand a replay" in en(done[-1].lines[-1])
    assert "rigiocare la mano" in it(done[-1].lines[-1])
