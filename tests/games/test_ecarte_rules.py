"""Ecarté, rule by rule (rules.md §2 and the seed, 001), under the seed's rules and the classic.

Every expected number is worked out by hand from the rules. At a fresh table seat 0 (Anna)
deals the first hand and seat 1 (Bruno) is its challenger, who leads the first trick.

Longer than a module should be because it follows the rulebook: one group of tests per rule
of rules.md §2, in its order.
"""

from __future__ import annotations

import pytest

from referee.games.base import BadMove, BadOptions, IllegalMove
from referee.games.ecarte import DECK, RANKS, card_code, legal_answers
from referee.games.ecarte import GAME as E
from referee.games.rulebook import RULES
from tests.games.ecarte_helpers import (
    PLAY,
    accept,
    alternative,
    apply,
    cited,
    declare,
    en,
    exchange,
    hand,
    it,
    last,
    lines_of,
    opts,
    propose,
    refuse,
    refused,
    run,
    scored,
    trick,
    turn_up,
)

# -- ECA-DECK: the deck, the codes, the dealer ------------------------------------------------


def test_the_deck_is_32_cards_ranked_king_queen_jack_ace_down_to_seven():
    assert len(DECK) == len(set(DECK)) == 32
    assert RANKS == ("K", "Q", "J", "A", "10", "9", "8", "7")
    assert {card[-1] for card in DECK} == {"S", "H", "D", "C"}


@pytest.mark.parametrize(
    ("typed", "code"),
    [
        ("KH", "KH"),
        ("10s", "10S"),
        (" 7 c ", "7C"),
        ("K♥", "KH"),
        ("re di cuori", "KH"),
        ("Asso di picche", "AS"),
        ("Queen of diamonds", "QD"),
        # the Italian 40-card pack, mapped as rules.md assumes (ECA-DECK)
        ("Re di Coppe", "KH"),
        ("Cavallo di Bastoni", "QC"),
        ("Fante di Spade", "JS"),
        ("7 di Denari", "10D"),
        ("4 di Coppe", "7H"),
        # the Salzburger pack
        ("Ober Herz", "QH"),
        ("König Eichel", "KC"),
        ("Unter Schellen", "JD"),
        ("Sau Laub", "AS"),
    ],
)
def test_a_card_is_read_as_a_code_or_by_its_name_in_the_seeds_packs(typed: str, code: str):
    assert card_code(typed) == code


@pytest.mark.parametrize("typed", ["2H", "6 di cuori", "3 di Coppe", "JK", "KX", "", "re"])
def test_a_card_outside_the_32_has_no_code(typed: str):
    assert card_code(typed) is None


def test_a_card_outside_the_deck_is_refused_citing_the_deck():
    error = refused(E.start(2, opts()), turn_up("2H"))
    assert error.rule == "ECA-DECK"
    assert "32" in error.text.en and "32" in error.text.it


def test_a_card_named_in_a_pack_is_logged_as_its_code():
    state = run([turn_up("Re di Coppe")])
    assert state.log.turned_up == "KH"


def test_the_first_dealer_is_an_option_and_the_deal_alternates():
    state = E.start(2, opts())
    assert state.dealer == 0 and state.challenger == 1
    assert E.start(2, opts(first_dealer=1)).dealer == 1
    after = run([hand([3, 2]), hand([2, 3])])
    assert after.hand == 3 and after.dealer == 0
    assert run([hand([3, 2])]).dealer == 1


def test_ecarte_is_for_two():
    with pytest.raises(BadOptions):
        E.start(3, opts())
    with pytest.raises(BadOptions):
        opts(first_dealer=2)


def test_the_turned_up_card_sets_trumps_and_comes_first():
    applied = last([turn_up("9H")])
    assert applied.state.log.trump == "H"
    assert "hearts are trumps" in en(applied.lines[0])
    assert "briscola cuori" in it(applied.lines[0])
    error = refused(run([propose(1)]), turn_up("9H"))
    assert error.rule == "ECA-DECK"


# -- ECA-EXCH: proposals, answers, the cards changed, the stock -------------------------------


def test_only_the_challenger_proposes_and_only_the_dealer_answers():
    assert refused(E.start(2, opts()), propose(0)).rule == "ECA-EXCH"
    proposed = run([propose(1)])
    assert refused(proposed, accept(1)).rule == "ECA-EXCH"
    assert refused(proposed, refuse(1)).rule == "ECA-EXCH"
    assert refused(E.start(2, opts()), accept(0)).rule == "ECA-EXCH"


def test_the_challenger_changes_cards_first_then_the_dealer():
    accepted = run([propose(1), accept(0)])
    error = refused(accepted, exchange(0, 2))
    assert error.rule == "ECA-EXCH" and "challenger first" in error.text.en
    state = run([propose(1), accept(0), exchange(1, 3), exchange(0, 2)])
    assert state.log.stock == 21 - 3 - 2
    assert state.log.rounds == [[3, 2]]
    assert refused(E.start(2, opts()), exchange(1, 1)).rule == "ECA-EXCH"


def test_the_seed_allows_changing_all_five_or_none_the_classic_at_least_one():
    state = run([propose(1), accept(0), exchange(1, 5), exchange(0, 0)])
    assert state.log.stock == 16
    classic = opts(rule_set="classic")
    accepted = run([propose(1), accept(0)], classic)
    error = refused(accepted, exchange(1, 0), classic)
    assert error.rule == "ECA-EXCH" and "at least one" in error.text.en


def test_the_exchange_repeats_until_the_stock_runs_out():
    rounds = [propose(1), accept(0), exchange(1, 5), exchange(0, 5)] * 2
    state = run(rounds)
    assert state.log.stock == 1
    applied = last([*rounds, propose(1), accept(0), exchange(1, 1)])
    assert applied.state.log.stock == 0 and applied.state.log.closed == "stock"
    assert "cannot change" in en(applied.lines[0])
    error = refused(applied.state, propose(1))
    assert error.rule == "ECA-EXCH" and "stock has run out" in error.text.en
    assert "tallone è finito" in error.text.it


def test_no_more_cards_change_than_the_stock_holds():
    rounds = [propose(1), accept(0), exchange(1, 5), exchange(0, 5)] * 2
    state = run([*rounds, propose(1), accept(0)])
    error = refused(state, exchange(1, 2))
    assert error.rule == "ECA-EXCH" and "1 cards left" in error.text.en


def test_a_refusal_or_play_ends_the_exchange():
    after_refusal = run([propose(1), refuse(0)])
    assert refused(after_refusal, propose(1)).rule == "ECA-EXCH"
    after_play = run([PLAY])
    assert refused(after_play, propose(1)).rule == "ECA-EXCH"
    assert refused(after_play, PLAY).rule == "ECA-EXCH"
    pending = run([propose(1)])
    assert refused(pending, PLAY).rule == "ECA-EXCH"
    assert refused(pending, hand([3, 2])).rule == "ECA-EXCH"


def test_the_prompt_asks_whose_turn_the_exchange_is():
    o = opts()
    prompt = E.prompt(run([turn_up("9H")]), o)
    assert prompt.phase == "exchange" and prompt.seats == (1,)
    assert set(prompt.moves) >= {"propose", "play", "hand"}
    prompt = E.prompt(run([turn_up("9H"), propose(1)]), o)
    assert prompt.moves == ("accept", "refuse") and prompt.seats == (0,)
    prompt = E.prompt(run([turn_up("9H"), propose(1), accept(0), exchange(1, 2)]), o)
    assert prompt.moves == ("exchange",) and prompt.seats == (0,)
    assert "16" not in prompt.text.en and "19" in prompt.text.en


# -- ECA-PREP and ECA-AMB-5: prepotenza -------------------------------------------------------


def test_a_challenger_who_never_proposes_plays_di_prepotenza():
    applied = last([PLAY])
    assert "di prepotenza" in en(applied.lines[0])
    # Anna 3 tricks +1; Bruno, di prepotenza with 2 tricks, −1 (ECA-SEED-PREP)
    applied = last([PLAY, hand([3, 2])])
    assert scored(applied) == [1, -1]
    assert "ECA-SEED-PREP" in cited(applied)


def test_a_dealer_who_refuses_the_first_proposal_plays_di_prepotenza():
    applied = last([propose(1), refuse(0), hand([2, 3])])
    assert scored(applied) == [-1, 1]


def test_a_refusal_after_an_exchange_is_prepotenza_only_in_the_any_refusal_reading():
    moves = [propose(1), accept(0), exchange(1, 1), exchange(0, 2), propose(1), refuse(0)]
    applied = last([*moves, hand([2, 3])])
    assert scored(applied) == [0, 1]
    assert alternative(applied, "prepotenza") == ("any_refusal", (-1, 1))
    other = last([*moves, hand([2, 3])], opts(prepotenza="any_refusal"))
    assert scored(other) == [-1, 1]
    assert alternative(other, "prepotenza") == ("no_exchange", (0, 1))


def test_a_challenger_who_stops_proposing_after_an_exchange_is_never_di_prepotenza():
    moves = [propose(1), accept(0), exchange(1, 1), exchange(0, 1), PLAY, hand([3, 2])]
    for reading in ("no_exchange", "any_refusal"):
        assert scored(last(moves, opts(prepotenza=reading))) == [1, 0]


def test_the_summary_prepotenza_must_agree_with_the_logged_exchange():
    state = run([PLAY])
    error = refused(state, hand([3, 2], prepotenza=0))
    assert error.rule == "ECA-AMB-5" and "{seat[1]} plays di prepotenza" in error.text.en
    assert scored(apply(state, hand([3, 2], prepotenza=1))) == [1, -1]
    # null says nobody: it disagrees with the log too
    assert refused(state, hand([3, 2], prepotenza=None)).rule == "ECA-AMB-5"


def test_a_summary_without_a_logged_exchange_takes_prepotenza_as_typed():
    assert scored(last([hand([3, 2], prepotenza=1)])) == [1, -1]
    assert scored(last([hand([3, 2])])) == [1, 0]


def test_a_left_out_prepotenza_stays_left_out_when_the_move_is_stored():
    move = E.parse_move(hand([3, 2]))
    assert "prepotenza" not in E.dump_move(move)
    assert E.dump_move(E.parse_move(hand([3, 2], prepotenza=None)))["prepotenza"] is None


# -- ECA-PLAY, ECA-FORZ, ECA-AMB-9: which card may answer -------------------------------------


def legal(trump: str, led: str | None, held: list[str], **options: object) -> tuple[str, ...]:
    return legal_answers(trump, led, held, opts(**options)).legal


def test_the_lead_is_free():
    assert legal("S", None, ["7C", "KH"]) == ("7C", "KH")


def test_must_follow_suit():
    assert legal("S", "9H", ["10H", "KH", "7C"]) == ("10H", "KH")


def test_void_in_the_suit_led_must_trump():
    assert legal("S", "9H", ["7S", "AS", "8C"]) == ("7S", "AS")


def test_neither_suit_nor_trump_any_card():
    assert legal("S", "9H", ["7C", "8D"]) == ("7C", "8D")


def test_the_seed_states_no_duty_to_win_the_classic_does():
    # trump led: the seed lets either spade follow; the classic demands the one that wins
    assert legal("S", "9S", ["10S", "7S", "KH"]) == ("10S", "7S")
    assert legal("S", "9S", ["10S", "7S", "KH"], rule_set="classic") == ("10S",)
    # no spade can win: the classic lets either follow
    assert legal("S", "QS", ["10S", "7S"], rule_set="classic") == ("10S", "7S")


def test_forzare_is_stricter_than_the_classic_rule_as_the_digest_says():
    # lead 9♥ holding 10♥ and K♥: classic either, forzare only K♥
    assert legal("S", "9H", ["10H", "KH"], rule_set="classic") == ("10H", "KH")
    assert legal("S", "9H", ["10H", "KH"], forzare=True) == ("KH",)
    # K♥ led holding 10♥ and 7♥: classic either, forzare 10♥
    assert legal("S", "KH", ["10H", "7H"], rule_set="classic") == ("10H", "7H")
    assert legal("S", "KH", ["10H", "7H"], forzare=True) == ("10H",)


def test_forzare_applies_to_trumping_only_with_eca_amb_9():
    assert legal("S", "9H", ["7S", "AS"], forzare=True) == ("7S", "AS")
    assert legal("S", "9H", ["7S", "AS"], forzare=True, forzare_trumps=True) == ("AS",)
    # ECA-AMB-9 reads the forcing rule: without forcing it changes nothing
    assert legal("S", "9H", ["7S", "AS"], forzare_trumps=True) == ("7S", "AS")


@pytest.mark.parametrize(
    ("lead", "follow", "winner"),
    [
        ("9H", "10H", 1),  # same suit, higher
        ("AH", "KH", 1),  # the figures are above the Ace
        ("JH", "AH", 0),
        ("AH", "7S", 1),  # a trump takes it
        ("AS", "KH", 0),  # neither suit nor trump: the lead wins
        ("7S", "KS", 1),  # trumps between themselves
    ],
)
def test_who_takes_a_trick(lead: str, follow: str, winner: int):
    moves = [turn_up("8S"), PLAY, trick(lead, follow)]
    applied = last(moves)
    # Bruno (seat 1) leads the first trick
    assert applied.state.log.tricks[0].winner == (1 if winner == 0 else 0)
    assert applied.lines[0].seat == applied.state.log.tricks[0].winner


# -- the trick log ----------------------------------------------------------------------------

START = [turn_up("9S"), PLAY]
# Bruno leads; Anna 3 tricks (1, 2, 4), Bruno 2 (3, 5); every answer legal in both rule sets
CLEAN = [
    trick("AH", "KH"),  # Anna takes it: K above A
    trick("QS", "7S"),  # Anna leads trumps
    trick("10D", "JD"),  # Bruno
    trick("8C", "9C"),  # Anna
    trick("7D", "AD"),  # Bruno
]


def test_the_challenger_leads_and_each_trick_winner_leads_the_next():
    state = run([*START, *CLEAN[:3]])
    assert [t.leader for t in state.log.tricks] == [1, 0, 0]
    prompt = E.prompt(state, opts())
    # the next trick, or a player throwing in their cards (ECA-THROW)
    assert prompt.moves == ("trick", "throw_in") and "trick 4 of 5" in prompt.text.en
    assert "{seat[1]}'s card (the lead)" in prompt.text.en


def test_after_the_fifth_trick_the_hand_scores_itself():
    applied = last([*START, *CLEAN])
    # Anna 3 tricks +1; Bruno stood (never proposed) and took 2: −1
    assert scored(applied) == [1, -1]
    assert applied.state.hand == 2 and applied.state.dealer == 1
    assert applied.state.log.tricks == []
    assert alternative(applied, "rule_set") == ("classic", (2, 0))


def test_a_card_played_twice_or_the_turned_up_card_is_refused():
    state = run([*START, *CLEAN[:2]])
    error = refused(state, trick("QS", "10S"))
    assert error.rule == "ECA-DECK" and "trick 2" in error.text.en
    assert refused(state, trick("9S", "10S")).rule == "ECA-DECK"  # the turned-up card
    assert refused(state, trick("10S", "10S")).rule == "ECA-DECK"
    assert refused(state, trick("10S", "5S")).rule == "ECA-DECK"


def test_tricks_need_the_turn_up_and_the_end_of_the_exchange():
    assert refused(run([PLAY]), trick("AH", "KH")).rule == "ECA-DECK"
    assert refused(run([turn_up("9S")]), trick("AH", "KH")).rule == "ECA-EXCH"
    assert refused(run([turn_up("9S"), propose(1)]), trick("AH", "KH")).rule == "ECA-EXCH"


def test_the_summary_is_refused_while_the_tricks_are_logged():
    error = refused(run([*START, CLEAN[0]]), hand([3, 2]))
    assert error.rule == "ECA-PLAY" and "1 of 5" in error.text.en


# revoke: Anna answers A♥ with 7♣ in trick 1, and leads 10♥ in trick 3
REVOKE = [
    trick("AH", "7C"),  # Bruno: Anna had 10♥
    trick("8D", "QD"),  # Anna
    trick("10H", "JH"),  # Bruno; the 10♥ shows the revoke
    trick("9D", "KD"),  # Anna
    trick("8C", "7D"),  # Anna: Bruno's 7♦ is his last card, no revoke
]


def test_a_revoke_is_recorded_when_a_later_card_shows_it_and_the_trick_stands():
    applied = last([*START, *REVOKE[:3]])
    revoke = [line for line in applied.lines if "ECA-SEED-REVOKE" in line.rules]
    assert len(revoke) == 1 and revoke[0].seat == 0
    assert "trick 1" in en(revoke[0]) and "10♥" in en(revoke[0])
    assert "presa 1" in it(revoke[0])
    assert applied.state.log.tricks[0].winner == 1  # the trick stands


def test_a_revoke_costs_one_point_in_the_seed_rules():
    applied = last([*START, *REVOKE])
    # Anna 3 tricks +1 and one revoke −1; Bruno stood and took 2: −1
    assert scored(applied) == [0, -1]
    assert [line.points for line in lines_of(applied, 0)] == [1, -1]


def test_a_revoke_in_the_classic_rules_reduces_the_offenders_win():
    classic = opts(rule_set="classic")
    applied = last([*START, *REVOKE], classic)
    # Bruno stood and lost: Anna 2; but Anna revoked and no replay was asked: 1
    assert scored(applied) == [1, 0]
    assert "ECA-CLASSIC-REVOKE" in cited(applied)


def test_the_classic_duty_to_win_makes_an_underplay_a_revoke():
    # Bruno leads 9♦; Anna answers 8♦ but later shows K♦: the seed accepts it, the classic not
    moves = [
        *START,
        trick("9D", "8D"),
        trick("AH", "KH"),  # Bruno; Anna answers with a heart
        trick("KD", "7D"),  # Anna leads K♦ (held at trick 1)... Bruno's 7♦
        trick("8C", "10C"),
        trick("7H", "JC"),
    ]
    seed = last(moves)
    # the seed takes nothing for it: only forcing would have made it a revoke, said at 0
    revoke = [line for line in seed.lines if "ECA-SEED-REVOKE" in line.rules]
    assert [(line.seat, line.points) for line in revoke] == [(0, 0)]
    assert "ECA-FORZ" in revoke[0].rules and "no revoke" in en(revoke[0])
    classic = last(moves, opts(rule_set="classic"))
    assert "ECA-CLASSIC-REVOKE" in cited(classic)


def test_forcing_makes_a_low_card_a_revoke_when_a_higher_one_shows_up():
    moves = [
        *START,
        trick("9H", "10H"),  # Anna takes it with 10♥, holding K♥
        trick("KH", "7H"),  # Anna leads K♥
        trick("8C", "JC"),
        trick("AD", "7D"),
        trick("10C", "QC"),
    ]
    forcing = opts(forzare=True)
    shown = last(moves[:4], forcing)  # the K♥ shows Anna held it at trick 1
    assert [line.seat for line in shown.lines if "ECA-FORZ" in line.rules] == [0]
    assert not any("ECA-FORZ" in line.rules for line in last(moves[:4]).lines)
    # Anna 3 tricks +1, the forcing revoke −1; Bruno stood and took 2: −1
    forced = last(moves, forcing)
    assert scored(forced) == [0, -1]
    assert alternative(forced, "forzare") == (False, (1, -1))
    assert scored(last(moves)) == [1, -1]


# -- the declared King of trumps in the log ---------------------------------------------------

DECLARED = [turn_up("9S"), propose(1), accept(0), exchange(1, 2), exchange(0, 1), PLAY, declare(0)]


def test_the_king_declared_scores_at_once():
    applied = last(DECLARED)
    assert scored(applied) == [1, 0]
    assert applied.state.totals == [1, 0]
    assert {"ECA-SEED-K", "ECA-AMB-7"} <= cited(applied)


def test_the_other_seat_cannot_play_the_declared_king():
    state = run([*DECLARED, trick("9H", "7H")])  # Bruno took it; he leads
    error = refused(state, trick("KS", "8S"))
    assert error.rule == "ECA-SEED-K" and "cannot play it" in error.text.en


def test_the_declared_king_in_hand_makes_an_answer_illegal():
    state = run([*DECLARED, trick("9H", "7H")])  # Bruno leads next
    # Anna holds K♠ (declared): void of clubs or not, a club on a diamond lead skips the trump
    error = refused(state, trick("8D", "7C"))
    assert error.rule == "ECA-PLAY" and "must trump" in error.text.en
    # a lower spade on a spade lead: fine in the seed, not in the classic or with forcing
    assert apply(state, trick("10S", "7S")).state.log.tricks[-1].winner == 1
    classic = opts(rule_set="classic")
    classic_state = run([*DECLARED, trick("9H", "7H")], classic)
    assert refused(classic_state, trick("10S", "7S"), classic).rule == "ECA-CLASSIC-REVOKE"
    forced = opts(forzare=True)
    forced_state = run([*DECLARED, trick("9H", "7H")], forced)
    assert refused(forced_state, trick("10S", "7S"), forced).rule == "ECA-FORZ"


def test_the_declarers_last_card_is_the_king():
    tricks = [trick("9H", "7H"), trick("AD", "7D"), trick("JC", "9C"), trick("QH", "8H")]
    state = run([*DECLARED, *tricks])  # Bruno took them all and leads the fifth
    error = refused(state, trick("10H", "7S"))
    assert "last card" in error.text.en
    applied = apply(state, trick("10H", "KS"))
    # Anna: King declared (+1 earlier); Bruno 4 tricks +1 now
    assert scored(applied) == [0, 1] and applied.state.totals == [1, 1]


def test_an_undeclared_king_played_in_the_log_scores_for_its_holder():
    moves = [
        *START,
        trick("KS", "7S"),  # Bruno held the King of trumps and did not declare it
        trick("AH", "KH"),
        trick("QS", "8S"),
        trick("10D", "JD"),
        trick("8C", "7C"),
    ]
    applied = last(moves)
    # Bruno: 3 tricks +1, King +1 −1 (ECA-AMB-2 literal); Anna 2 tricks
    assert scored(applied) == [0, 1]
    assert {"ECA-SEED-UNDECL", "ECA-AMB-2", "ECA-AMB-3"} <= cited(applied)
    assert alternative(applied, "undeclared_king") == ("requires_declaration", (0, 0))


# -- ECA-SEED-K, ECA-CLASSIC-K, ECA-AMB-2, ECA-AMB-3: the King of trumps ----------------------


def test_a_turned_up_king_scores_for_the_dealer_at_the_deal():
    applied = last([turn_up("KH")])
    assert scored(applied) == [1, 0] and applied.state.totals == [1, 0]
    assert "dealer" in en(applied.lines[-1])
    # the summary then says so, and does not score it again
    state = applied.state
    assert refused(state, hand([3, 2])).rule == "ECA-SEED-K"
    assert scored(apply(state, hand([3, 2], king="turned_up"))) == [1, 0]


def test_a_turned_up_king_in_the_summary_scores_for_the_dealer():
    assert scored(last([hand([2, 3], king="turned_up")])) == [1, 1]
    second = run([hand([2, 3])])  # Bruno deals the second hand
    assert scored(apply(second, hand([2, 3], king="turned_up"))) == [0, 2]


def test_a_turned_up_card_that_is_not_a_king_is_not_the_king():
    error = refused(run([turn_up("QH")]), hand([3, 2], king="turned_up"))
    assert error.rule == "ECA-SEED-K"


def test_a_king_both_turned_up_and_declared_is_refused():
    error = refused(E.start(2, opts()), hand([3, 2], king="turned_up", king_declared=True))
    assert error.rule == "ECA-SEED-K" and "both" in error.text.en
    assert refused(run([turn_up("KD")]), declare(0)).rule == "ECA-SEED-K"
    classic = opts(rule_set="classic")
    assert refused(run([turn_up("KD")], classic), declare(0), classic).rule == "ECA-CLASSIC-K"


def test_a_declared_king_needs_its_holder():
    error = refused(E.start(2, opts()), hand([3, 2], king_declared=True))
    assert error.rule == "ECA-SEED-K"


def test_the_declaration_comes_once_after_the_exchange_before_the_first_card():
    state = run([PLAY, declare(1)])
    assert refused(state, declare(0)).rule == "ECA-SEED-K"
    assert refused(run([propose(1)]), declare(1)).rule == "ECA-EXCH"
    assert refused(run([turn_up("9S"), PLAY, trick("AH", "KH")]), declare(0)).rule in (
        "ECA-SEED-UNDECL",
    )
    assert refused(state, propose(1)).rule == "ECA-EXCH"


def test_a_logged_declaration_and_the_summary_agree():
    state = run([PLAY, declare(1)])
    assert refused(state, hand([2, 3])).rule == "ECA-SEED-K"
    assert refused(state, hand([2, 3], king=0, king_declared=True)).rule == "ECA-SEED-K"
    applied = apply(state, hand([2, 3], king=1, king_declared=True))
    # the King was scored at the declaration: Bruno only +1 for his 3 tricks now
    assert scored(applied) == [0, 1] and applied.state.totals == [0, 2]


def test_a_declared_king_in_the_summary_scores_before_the_tricks():
    applied = last([hand([3, 2], king=1, king_declared=True)])
    assert scored(applied) == [1, 1]
    assert [line.points for line in lines_of(applied, 1)] == [1]


def test_an_undeclared_king_nets_zero_literally_or_minus_one_by_the_other_reading():
    literal = last([hand([2, 3], king=0)])
    assert scored(literal) == [0, 1]
    # one line for the King: +1 for holding it and −1 for not declaring it, 0 in all
    (king,) = lines_of(literal, 0)
    assert king.points == 0 and "+1" in en(king) and "−1" in en(king)
    assert {"ECA-SEED-K", "ECA-SEED-UNDECL", "ECA-AMB-2"} <= set(king.rules)
    strict = last([hand([2, 3], king=0)], opts(undeclared_king="requires_declaration"))
    assert scored(strict) == [-1, 1]
    assert alternative(literal, "undeclared_king") == ("requires_declaration", (-1, 1))


def test_the_classic_rules_give_no_point_and_no_penalty_for_an_unannounced_king():
    applied = last([hand([2, 3], king=0)], opts(rule_set="classic"))
    assert scored(applied) == [0, 1]
    line = lines_of(applied, 0)[0]
    assert line.points == 0 and line.rules == ("ECA-CLASSIC-K",)


def test_a_king_dealt_and_discarded_scores_for_nobody():
    # ECA-AMB-3: the King that nobody holds when play begins is in no summary
    applied = last([hand([3, 2], king=None)])
    assert not {"ECA-SEED-K", "ECA-SEED-UNDECL"} & cited(applied)
    # in the log: K♠ (trumps) never played
    assert not {"ECA-SEED-K", "ECA-SEED-UNDECL"} & cited(last([*START, *CLEAN]))


# -- ECA-SEED-3T, ECA-SEED-VOLE, ECA-AMB-1, ECA-SEED-PREP -------------------------------------


@pytest.mark.parametrize(
    ("tricks", "scores", "amb1"),
    [
        ([3, 2], [1, 0], False),
        ([4, 1], [1, 0], True),
        ([5, 0], [2, 0], True),
        ([1, 4], [0, 1], True),
    ],
)
def test_three_tricks_or_more_score_one_and_the_vole_two(
    tricks: list[int], scores: list[int], amb1: bool
):
    applied = last([hand(tricks)])
    assert scored(applied) == scores
    assert ("ECA-AMB-1" in cited(applied)) is amb1
    assert ("ECA-SEED-VOLE" in cited(applied)) is (max(tricks) == 5)


def test_a_failed_prepotenza_costs_one_and_the_opponent_still_scores():
    assert scored(last([hand([0, 5], prepotenza=0)])) == [-1, 2]
    passed = last([hand([3, 2], prepotenza=0)])
    assert scored(passed) == [1, 0]
    # no penalty, said in words: a note without points
    (note,) = [line for line in passed.lines if "ECA-SEED-PREP" in line.rules]
    assert note.seat == 0 and note.points is None and "no penalty" in en(note)


# -- ECA-SEED-REVOKE, ECA-AMB-4, ECA-AMB-8 ----------------------------------------------------


def test_revokes_cost_one_each_or_at_most_one_a_hand():
    applied = last([hand([3, 2], revokes=[0, 2])])
    assert scored(applied) == [1, -2]
    assert "ECA-AMB-4" in cited(applied)
    per_hand = last([hand([3, 2], revokes=[0, 2])], opts(revoke_penalty="per_hand"))
    assert scored(per_hand) == [1, -1]
    assert alternative(applied, "revoke_penalty") == ("per_hand", (1, -1))
    one = last([hand([3, 2], revokes=[1, 0])])
    assert scored(one) == [0, 0] and alternative(one, "revoke_penalty") is None


def test_more_revokes_than_answers_are_refused():
    error = refused(E.start(2, opts()), hand([3, 2], revokes=[3, 3]))
    assert error.rule == "ECA-SEED-REVOKE"


def test_negative_totals_are_allowed_or_stop_at_zero():
    applied = last([hand([3, 2], prepotenza=1)])
    assert applied.state.totals == [1, -1]
    floor = opts(negative_totals=False)
    kept = last([hand([3, 2], prepotenza=1)], floor)
    assert kept.state.totals == [1, 0] and scored(kept) == [1, 0]
    assert "ECA-AMB-8" in cited(kept)
    assert alternative(kept, "negative_totals") == (True, (1, -1))


# -- ECA-CLASSIC-TRICKS, ECA-CLASSIC-STOOD, ECA-AMB-6, ECA-CLASSIC-REVOKE ---------------------


def classic(*moves: dict[str, object], **options: object):
    return last(list(moves), opts(rule_set="classic", **options))


@pytest.mark.parametrize(
    ("tricks", "scores"), [([3, 2], [1, 0]), ([4, 1], [1, 0]), ([0, 5], [0, 2])]
)
def test_classic_three_or_four_tricks_one_the_vole_two(tricks: list[int], scores: list[int]):
    applied = classic(hand(tricks))
    assert scored(applied) == scores and "ECA-CLASSIC-TRICKS" in cited(applied)


def test_classic_a_lost_stand_gives_the_opponent_two():
    assert scored(classic(hand([3, 2], prepotenza=1))) == [2, 0]
    # the vole is 2 anyway: flat 2 (ECA-AMB-6), or 3 with the other reading
    flat = classic(hand([5, 0], prepotenza=1))
    assert scored(flat) == [2, 0] and "ECA-AMB-6" in cited(flat)
    assert alternative(flat, "stood_vole") == ("plus_1", (3, 0))
    assert scored(classic(hand([5, 0], prepotenza=1), stood_vole="plus_1")) == [3, 0]
    # a stand that wins scores as usual
    assert scored(classic(hand([3, 2], prepotenza=0))) == [1, 0]


def test_classic_an_offender_who_wins_marks_less():
    assert scored(classic(hand([3, 2], revokes=[1, 0]))) == [0, 0]
    assert scored(classic(hand([5, 0], revokes=[1, 0]))) == [1, 0]
    assert scored(classic(hand([4, 1], prepotenza=1, revokes=[1, 0]))) == [1, 0]
    # the loser's revoke changes nothing
    applied = classic(hand([3, 2], revokes=[0, 1]))
    assert scored(applied) == [1, 0]
    assert lines_of(applied, 1)[0].points == 0


def test_classic_a_replay_scores_nothing_and_the_same_dealer_deals_again():
    applied = classic(hand([3, 2], revokes=[1, 0], replay=True))
    assert scored(applied) == [0, 0] and applied.hand is not None
    assert applied.state.dealer == 0 and applied.state.hand == 2
    assert applied.hand.alternatives == ()
    assert refused(E.start(2, opts()), hand([3, 2], revokes=[1, 0], replay=True)).rule == (
        "ECA-CLASSIC-REVOKE"
    )
    o = opts(rule_set="classic")
    assert refused(E.start(2, o), hand([3, 2], replay=True), o).rule == "ECA-CLASSIC-REVOKE"


def test_classic_totals_never_go_below_zero():
    applied = classic(hand([1, 4], prepotenza=0, king=0, revokes=[2, 0]))
    assert applied.state.totals == [0, 2]


# -- ECA-MATCH, ECA-AMB-7: the match to 5 -----------------------------------------------------


def test_the_first_to_five_wins_and_then_nothing_more_is_entered():
    state = run([hand([5, 0]), hand([5, 0])])  # Anna 4
    applied = apply(state, hand([3, 2]))
    assert applied.state.finished and applied.state.winner == 0
    assert applied.state.totals == [5, 0]
    assert "ECA-MATCH" in cited(applied)
    outcome = E.outcome(applied.state, opts())
    assert outcome is not None and outcome.winners == (0,)
    assert en(applied.lines[-1]).endswith("wins the match 5–0.")
    error = refused(applied.state, hand([3, 2]))
    assert error.rule == "ECA-MATCH"
    assert E.prompt(applied.state, opts()).moves == ()


def test_the_target_is_an_option():
    state = run([hand([5, 0])], opts(target=2))
    assert state.finished and state.winner == 0


def test_a_turned_up_king_can_end_the_match_at_the_deal():
    state = run([hand([5, 0]), hand([5, 0])])  # Anna 4; Anna deals the third hand
    applied = apply(state, turn_up("KC"))
    assert applied.state.finished and applied.state.totals == [5, 0]
    assert {"ECA-MATCH", "ECA-AMB-7"} <= cited(applied)
    assert "before play" in en(applied.lines[-1])


def test_a_declared_king_can_end_the_match_before_play():
    state = run([hand([0, 5]), hand([5, 0]), hand([0, 5])])  # Anna 2, Bruno 4
    applied = apply(state, declare(1))
    assert applied.state.finished and applied.state.winner == 1


def test_in_a_summary_the_king_comes_first_and_the_rest_is_not_counted():
    state = run([hand([0, 5]), hand([5, 0]), hand([0, 5])])  # Anna 2, Bruno 4; Bruno deals
    applied = apply(state, hand([2, 3], king=1, king_declared=True, revokes=[0, 1]))
    # the King takes Bruno to 5 before play: his tricks and his revoke do not count
    assert scored(applied) == [0, 1] and applied.state.totals == [2, 5]
    assert applied.state.finished


def test_end_of_hand_points_count_together():
    state = run([hand([0, 5]), hand([5, 0]), hand([0, 5])])  # Anna 2, Bruno 4
    # Bruno held the King and did not declare it: +1 and −1 together, he stays at 4
    applied = apply(state, hand([3, 2], king=1))
    assert applied.state.totals == [3, 4] and not applied.state.finished


def test_starting_totals_carried_over_from_paper():
    o = opts()
    E.check_start_totals([4, 3], o)
    E.check_start_totals([-2, 3], o)  # negative totals are allowed (ECA-AMB-8)
    with pytest.raises(BadOptions) as info:
        E.check_start_totals([5, 3], o)
    assert info.value.rule == "ECA-MATCH" and info.value.field == "start_totals"
    with pytest.raises(BadOptions) as info:
        E.check_start_totals([-1, 3], opts(rule_set="classic"))
    assert info.value.rule == "ECA-CLASSIC-REVOKE"
    with pytest.raises(BadOptions) as info:
        E.check_start_totals([-1, 3], opts(negative_totals=False))
    assert info.value.rule == "ECA-AMB-8"


# -- bad input --------------------------------------------------------------------------------


def test_tricks_must_total_five():
    error = refused(E.start(2, opts()), hand([3, 3]))
    assert error.rule == "ECA-PLAY"
    assert "3 + 3 = 6" in error.text.en and "5 in tutto" in error.text.it


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "hand", "tricks": [3]},
        {"type": "hand", "tricks": [6, -1]},
        {"type": "hand", "tricks": [3, 2], "king": "dealer"},
        {"type": "exchange", "seat": 1, "cards": 6},
        {"type": "exchange", "seat": 1, "cards": "3"},
        {"type": "trick", "lead": "AH"},
        {"type": "play", "seat": 1},
    ],
)
def test_malformed_moves_are_refused_before_the_rules(raw: dict[str, object]):
    with pytest.raises(BadMove):
        E.parse_move(raw)


def test_a_seat_that_is_not_at_the_table_is_refused():
    assert refused(E.start(2, opts()), hand([3, 2], king=2)).rule == "ECA-DECK"
    assert refused(E.start(2, opts()), propose(2)).rule == "ECA-DECK"


def test_every_refusal_and_line_cites_rules_of_the_rulebook():
    applied = last([*START, *REVOKE])
    for line in applied.lines:
        assert all(RULES[r].game == "ecarte" for r in line.rules)
    with pytest.raises(IllegalMove) as info:
        apply(E.start(2, opts()), hand([4, 4]))
    assert RULES[info.value.rule].game == "ecarte"
