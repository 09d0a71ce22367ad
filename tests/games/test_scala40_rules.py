"""Scala 40, rule by rule and option by option (rules.md §3 and the it.wikipedia text, seed 002).

Every expected number here is worked out by hand from the rules, never by asking the
engine's own scoring functions.

Longer than a module should be because it follows the rulebook: one group of tests per rule
of rules.md §3, in its order, then the table options, so a rule's tests sit together.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from referee.games.base import Applied, BadMove, BadOptions, IllegalMove, Line
from referee.games.rulebook import RULES
from referee.games.scala40 import DECK, GAME, Scala40Options, Scala40State

#: What a table may enter during a hand: its summary, or the moves of its detailed log.
IN_HAND = ("hand", "draw", "meld", "attach", "swap", "discard", "close")
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]


# -- helpers ------------------------------------------------------------------------------


def opts(**values: Any) -> Scala40Options:
    return GAME.parse_options(values)


def apply(
    state: Scala40State, raw: dict[str, Any], options: Scala40Options | None = None
) -> Applied:
    return GAME.apply(state, GAME.parse_move(raw), options or opts())


def run(
    moves: list[dict[str, Any]], seats: int = 4, options: Scala40Options | None = None
) -> Scala40State:
    options = options or opts()
    state = GAME.start(seats, options)
    for raw in moves:
        state = apply(state, raw, options).state
    return state


def refused(
    state: Scala40State, raw: dict[str, Any], options: Scala40Options | None = None
) -> IllegalMove:
    before = GAME.dump_state(state)
    with pytest.raises(IllegalMove) as info:
        apply(state, raw, options)
    assert GAME.dump_state(state) == before, "a refused move must leave the state alone"
    return info.value


def hand(closer: int, *hands: list[str] | int | None, in_mano: bool = False) -> dict[str, Any]:
    return {"type": "hand", "closer": closer, "in_mano": in_mano, "hands": list(hands)}


def end_hand(closer: int, *hands: list[str] | int | None, mano: bool = False, **o: Any) -> Applied:
    """One hand at a fresh table of len(hands) seats (``mano``: closed in mano)."""
    options = opts(**o)
    return apply(GAME.start(len(hands), options), hand(closer, *hands, in_mano=mano), options)


def seat_line(applied: Applied, i: int) -> Line:
    found = [line for line in applied.lines if line.seat == i and line.points is not None]
    assert len(found) == 1, f"seat {i} needs exactly one scored line, got {found}"
    return found[0]


def en(line: Line) -> str:
    return line.text.render("en", NAMES)


def it(line: Line) -> str:
    return line.text.render("it", NAMES)


def reenter(s: int) -> dict[str, Any]:
    return {"type": "reenter", "seat": s}


# -- S40-DECK: the deck and the players ------------------------------------------------------


def test_two_packs_and_four_jollies_make_108_cards() -> None:
    counts = Counter(DECK)
    assert len(DECK) == 108
    assert counts.pop("JK") == 4
    assert len(counts) == 52 and set(counts.values()) == {2}


@pytest.mark.parametrize("seats", [1, 7])
def test_two_to_six_players(seats: int) -> None:
    with pytest.raises(BadOptions):
        GAME.start(seats, opts())


def test_six_players_are_told_the_text_says_five(seats: int = 6) -> None:
    (note,) = GAME.notes(opts(), seats)
    assert note.rules == ("S40-AMB-8",)
    assert "2 to 5 players" in note.text.en
    assert GAME.notes(opts(), 5) == []
    GAME.start(6, opts())  # a note is no refusal


def test_one_entry_per_seat() -> None:
    error = refused(GAME.start(3, opts()), hand(0, None, 5))
    assert error.rule == "S40-DECK" and "3 entries are needed" in error.text.en


def test_a_seat_that_is_not_at_the_table_cannot_close() -> None:
    assert refused(GAME.start(2, opts()), hand(5, None, 5)).rule == "S40-DECK"


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("7", "every card has its suit"),
        ("KR", "every card has its suit"),
        ("1H", "is not a card"),
        ("ZZ", "is not a card"),
    ],
)
def test_a_card_needs_its_suit_and_must_be_in_the_deck(code: str, words: str) -> None:
    error = refused(GAME.start(2, opts()), hand(0, None, ["5C", code]))
    assert error.rule == "S40-DECK" and words in error.text.en
    assert error.text.render("en", NAMES).startswith("Bruno: ")


def test_card_codes_are_written_as_the_referee_writes_them() -> None:
    move = GAME.parse_move(hand(0, None, ["ah", " 10c", "jk"]))
    assert move.hands[1] == ["AH", "10C", "JK"]
    with pytest.raises(BadMove):
        GAME.parse_move(hand(0, None, [7]))


def test_no_card_more_often_than_the_two_packs_hold() -> None:
    error = refused(GAME.start(3, opts()), hand(0, None, ["QH", "QH"], ["QH", "5C"]))
    assert error.rule == "S40-DECK" and "Q♥ appears 3 times" in error.text.en
    apply(GAME.start(3, opts()), hand(0, None, ["QH", "5D"], ["QH", "5C"]))  # two are fine


def test_a_fifth_jolly_is_refused() -> None:
    error = refused(GAME.start(3, opts()), hand(0, None, ["JK", "JK", "JK"], ["JK", "JK"]))
    assert error.rule == "S40-DECK" and "5 jollies" in error.text.en


def test_a_hand_ends_with_thirteen_cards_at_most() -> None:
    fourteen = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH", "2C"]
    error = refused(GAME.start(2, opts()), hand(0, None, fourteen))
    assert error.rule == "S40-DECK" and "14 cards" in error.text.en
    assert (
        end_hand(0, None, fourteen[:13]).hand.scores[1]
        == 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 30 + 11
    )


# -- S40-VAL-HAND: what the cards left in hand cost --------------------------------------------


def test_the_cards_in_hand_cost_their_number_court_cards_ten_the_ace_eleven_a_jolly_25() -> None:
    applied = end_hand(1, ["AH", "KD", "JK"], None, ["10S", "9H", "2C"], ["JC", "QS"])
    assert applied.hand.scores == (11 + 10 + 25, 0, 21, 20)
    anna = seat_line(applied, 0)
    assert en(anna) == "Anna: A♥ (11) + K♦ (10) + jolly (25) = 46."
    assert it(anna) == "Anna: A♥ (11) + K♦ (10) + jolly (25) = 46."
    assert anna.rules == ("S40-VAL-HAND", "S40-AMB-3")
    assert seat_line(applied, 2).rules == ("S40-VAL-HAND",)


def test_every_card_counts_even_a_meld_kept_in_hand() -> None:
    assert end_hand(0, None, ["7C", "7D", "7H"]).hand.scores == (0, 21)


def test_a_typed_total_is_taken_as_counted() -> None:
    applied = end_hand(0, None, 17)
    assert applied.hand.scores == (0, 17)
    assert en(seat_line(applied, 1)) == "Bruno: 17 (typed total)."


def test_a_negative_total_is_refused() -> None:
    error = refused(GAME.start(2, opts()), hand(0, None, -3))
    assert error.rule == "S40-VAL-HAND" and "negative" in error.text.en


def test_a_total_over_what_thirteen_cards_hold_is_refused() -> None:
    # the 13 dearest cards: 4 jollies (25), 8 aces (11) and a ten: 100 + 88 + 10
    applied = end_hand(0, None, 198)
    assert applied.hand.scores == (0, 198)
    error = refused(GAME.start(2, opts()), hand(0, None, 199))
    assert error.rule == "S40-VAL-HAND" and "198 at most" in error.text.en
    # without jollies, 8 aces and 5 tens: 88 + 50
    no_jollies = opts(jokers=False)
    assert refused(GAME.start(2, no_jollies), hand(0, None, 139), no_jollies).rule == "S40-VAL-HAND"
    assert end_hand(0, None, 138, jokers=False).hand.scores == (0, 138)


# -- S40-LONE-ACE with S40-AMB-2 -----------------------------------------------------------------


def test_an_ace_alone_in_hand_counts_one() -> None:
    applied = end_hand(0, None, ["AS"], ["AS", "AD"])
    assert applied.hand.scores == (0, 1, 22)
    bruno = seat_line(applied, 1)
    assert bruno.rules == ("S40-LONE-ACE", "S40-AMB-2")
    assert en(bruno) == "Bruno: A♠, the ace alone in hand, counts 1."
    assert it(bruno) == "Bruno: A♠, l'asso rimasto da solo in mano, vale 1."
    (alt,) = applied.hand.alternatives
    assert (alt.option, alt.value, alt.scores) == ("lone_ace", False, (0, 11, 22))
    assert "S40-AMB-2" in alt.rules


def test_without_the_lone_ace_variant_the_ace_is_eleven() -> None:
    applied = end_hand(0, None, ["AS"], lone_ace=False)
    assert applied.hand.scores == (0, 11)
    assert seat_line(applied, 1).rules == ("S40-VAL-HAND", "S40-AMB-2")
    (alt,) = applied.hand.alternatives
    assert (alt.option, alt.value, alt.scores) == ("lone_ace", True, (0, 1))


def test_a_hand_without_a_lone_ace_has_no_other_reading() -> None:
    assert end_hand(0, None, ["AS", "2C"]).hand.alternatives == ()


# -- S40-AMB-3: the jolly in hand ----------------------------------------------------------------


def test_the_jolly_in_hand_is_a_parameter() -> None:
    applied = end_hand(0, None, ["JK", "3C"], joker_in_hand=30)
    assert applied.hand.scores == (0, 33)
    (alt,) = applied.hand.alternatives  # what the usual 25 would have given
    assert (alt.option, alt.value, alt.scores) == ("joker_in_hand", 25, (0, 28))
    assert (
        alt.text.render("en", NAMES) == "With 'A jolly left in hand' at 25: Bruno 28 instead of 33."
    )
    assert end_hand(0, None, ["JK", "3C"]).hand.alternatives == ()
    with pytest.raises(BadOptions) as info:
        opts(joker_in_hand=0)
    assert info.value.rule == "S40-AMB-3"


# -- S40-CLOSE: the closer ------------------------------------------------------------------------


def test_the_closer_scores_nothing() -> None:
    applied = end_hand(1, ["5C"], None)
    assert applied.hand.scores == (5, 0)
    bruno = seat_line(applied, 1)
    assert bruno.rules == ("S40-CLOSE",) and en(bruno) == "Bruno went out: 0 points."


@pytest.mark.parametrize("entry", [None, [], 0])
def test_the_closers_entry_is_nothing(entry: list[str] | int | None) -> None:
    assert end_hand(1, ["5C"], entry).hand.scores == (5, 0)


@pytest.mark.parametrize("entry", [["5C"], 12])
def test_a_penalty_for_the_closer_is_refused(entry: list[str] | int) -> None:
    error = refused(GAME.start(2, opts()), hand(1, ["5C"], entry))
    assert error.rule == "S40-CLOSE" and "enter null for the closer" in error.text.en


@pytest.mark.parametrize("entry", [[], 0])
def test_only_the_closer_is_left_without_cards(entry: list[str] | int) -> None:
    assert refused(GAME.start(2, opts()), hand(1, entry, None)).rule == "S40-CLOSE"


def test_a_player_who_did_not_close_needs_an_entry() -> None:
    error = refused(GAME.start(3, opts()), hand(1, None, None, 5))
    assert error.rule == "S40-VAL-HAND" and "Anna" in error.text.render("en", NAMES)


# -- S40-INMANO-X2 and S40-INMANO-BONUS with S40-AMB-7 ----------------------------------------


def test_closing_in_mano_doubles_the_others() -> None:
    applied = end_hand(0, None, ["KD", "5C"], 12, mano=True)
    assert applied.hand.scores == (0, 30, 24)
    bruno = seat_line(applied, 1)
    assert bruno.rules == ("S40-VAL-HAND", "S40-INMANO-X2")
    assert en(bruno) == "Bruno: K♦ (10) + 5♣ = 15; Anna went out in mano, so double: 15 × 2 = 30."
    assert seat_line(applied, 0).rules == ("S40-INMANO-X2",)
    (alt,) = applied.hand.alternatives
    assert (alt.option, alt.value, alt.scores) == ("in_mano", "bonus", (-25, 15, 12))


def test_closing_in_mano_with_the_bonus() -> None:
    applied = end_hand(0, None, ["KD", "5C"], mano=True, in_mano="bonus")
    assert applied.hand.scores == (-25, 15)
    anna = seat_line(applied, 0)
    assert anna.rules == ("S40-INMANO-BONUS", "S40-AMB-7")  # 0 - 25 goes below zero
    assert "goes below zero (0 becomes -25)" in en(anna)
    alternatives = {(a.option, a.value): a.scores for a in applied.hand.alternatives}
    assert alternatives == {("in_mano", "double"): (0, 30), ("bonus_floor", True): (0, 15)}


def test_the_bonus_size_is_an_option() -> None:
    options = opts(in_mano="bonus", in_mano_bonus=10)
    state = run([hand(1, ["9C", "9D"], None), hand(0, None, ["2C"], in_mano=True)], 2, options)
    assert state.totals == [18 - 10, 2]


def test_the_bonus_stops_at_zero_when_the_table_says_so() -> None:
    options = opts(in_mano="bonus", bonus_floor=True)
    state = run([hand(1, ["9C", "3D"], None)], 2, options)
    applied = apply(state, hand(0, None, ["2C"], in_mano=True), options)
    assert applied.hand.scores == (-12, 2)
    assert applied.state.totals == [0, 2]
    anna = seat_line(applied, 0)
    assert anna.rules == ("S40-INMANO-BONUS", "S40-AMB-7")
    assert "the 25 bonus stops at 0, so -12 (12 becomes 0)" in en(anna)


def test_a_bonus_that_fits_in_the_total_cites_only_the_bonus() -> None:
    options = opts(in_mano="bonus")
    state = run([hand(1, 30, None)], 2, options)
    applied = apply(state, hand(0, None, ["2C"], in_mano=True), options)
    assert applied.state.totals == [5, 2]
    assert seat_line(applied, 0).rules == ("S40-INMANO-BONUS",)


def test_no_other_reading_when_nobody_closed_in_mano() -> None:
    assert end_hand(0, None, ["KD"], in_mano="bonus").hand.alternatives == ()
    assert end_hand(0, None, ["KD"], mano=True, in_mano="bonus", bonus_floor=True).hand.scores == (
        0,
        10,
    )


# -- S40-ELIM with S40-AMB-6 ------------------------------------------------------------------


def test_reaching_101_is_out_and_100_stays_in() -> None:
    state = run([hand(0, None, 100, 101)], 3)
    assert state.eliminated == [False, False, True]
    standings = GAME.standings(state, opts())
    assert [(s.seat, s.rank, s.out) for s in standings] == [
        (0, 1, False),
        (1, 2, False),
        (2, 3, True),
    ]


def test_going_out_at_exactly_the_threshold_cites_the_reading() -> None:
    applied = apply(GAME.start(4, opts()), hand(0, None, 101, 150, 5))
    out = [line for line in applied.lines if line.rules[0] == "S40-ELIM"]
    assert [(line.seat, line.rules) for line in out] == [
        (1, ("S40-ELIM", "S40-AMB-6")),
        (2, ("S40-ELIM",)),
    ]
    assert en(out[1]) == "Carla reaches 150 and is out (sballa): 101 or more is out."


@pytest.mark.parametrize("threshold", [201, 501])
def test_the_threshold_is_an_option(threshold: int) -> None:
    options = opts(threshold=threshold)
    state = run([hand(0, None, 150, 150), hand(0, None, 150, 150)], 3, options)
    assert state.eliminated == [False, threshold == 201, threshold == 201]
    assert GAME.goal(options)[1] == threshold


def test_a_seat_that_is_out_enters_nothing() -> None:
    state = run([hand(0, None, 5, 120)], 3)
    error = refused(state, hand(0, None, 5, ["2C"]))
    assert error.rule == "S40-ELIM" and "Carla is out" in error.text.render("en", NAMES)
    assert refused(state, hand(2, 5, 5, None)).rule == "S40-ELIM"
    after = apply(state, hand(0, None, 5, None)).state
    assert after.totals == [0, 10, 120]  # nobody scores once out


def test_the_last_player_left_wins() -> None:
    applied = apply(GAME.start(3, opts()), hand(1, 120, None, 130))
    state = applied.state
    assert state.finished and state.winners == [1]
    outcome = GAME.outcome(state, opts())
    assert outcome is not None and outcome.winners == (1,) and outcome.rules == ("S40-ELIM",)
    assert en(applied.lines[-1]) == "Only Bruno is left: game over, Bruno wins."
    assert GAME.prompt(state, opts()).moves == ()
    assert refused(state, hand(1, None, None, None)).rule == "S40-ELIM"


def test_those_out_rank_after_those_still_in_the_last_to_go_first() -> None:
    state = run([hand(0, None, 110, 20, 5), hand(0, None, None, 120, 5)], 4)
    assert [(s.seat, s.rank, s.out) for s in GAME.standings(state, opts())] == [
        (0, 1, False),
        (3, 2, False),
        (2, 3, True),
        (1, 4, True),
    ]


# -- the deal --------------------------------------------------------------------------------


def test_the_deal_passes_clockwise_skipping_players_out() -> None:
    state = GAME.start(4, opts())
    assert state.dealer == 0
    state = apply(state, hand(0, None, 5, 5, 5)).state
    assert state.dealer == 1
    applied = apply(state, hand(0, None, 5, 120, 5))
    assert applied.state.dealer == 3  # Carla is out
    assert en(applied.lines[-1]) == "Hand 3: Dario deals."
    assert "Dario deals" in GAME.prompt(applied.state, opts()).text.render("en", NAMES)
    assert apply(applied.state, hand(0, None, 5, None, 5)).state.dealer == 0


def test_a_dealer_who_goes_out_passes_the_deal_on() -> None:
    state = run([hand(0, None, 5, 5)], 3)  # Bruno deals next
    assert apply(state, hand(0, None, 120, 5)).state.dealer == 2


# -- S40-RIENTRO: buying back in -------------------------------------------------------------


def test_buying_back_in_is_off_by_default() -> None:
    state = run([hand(0, None, 120, 30, 40)], 4)
    assert GAME.prompt(state, opts()).moves == IN_HAND
    error = refused(state, reenter(1))
    assert error.rule == "S40-RIENTRO" and "without buying back in" in error.text.en


def test_buying_back_in_at_the_highest_total_left() -> None:
    options = opts(reentry="highest")
    state = run([hand(0, None, 120, 30, 40)], 4, options)
    assert GAME.prompt(state, options).moves == (*IN_HAND, "reenter")
    applied = apply(state, reenter(1), options)
    assert applied.state.totals == [0, 40, 30, 40]
    assert applied.state.eliminated == [False, False, False, False]
    assert applied.hand is not None and applied.hand.scores == (0, -80, 0, 0)
    (line,) = applied.lines
    assert line.rules == ("S40-RIENTRO",)
    assert en(line) == "Bruno buys back in at 40, the highest total left."


def test_buying_back_in_at_the_highest_plus_one_and_at_a_fixed_total() -> None:
    moves = [hand(0, None, 120, 30, 40), reenter(1)]
    assert run(moves, 4, opts(reentry="highest_plus_1")).totals == [0, 41, 30, 40]
    assert run(moves, 4, opts(reentry="fixed", reentry_score=50)).totals == [0, 50, 30, 40]


def test_the_stake_is_noted() -> None:
    options = opts(reentry="highest", reentry_stake=5)
    state = run([hand(0, None, 120, 30, 40)], 4, options)
    (line,) = apply(state, reenter(1), options).lines
    assert en(line).endswith("Stake to buy back in: 5.")


def test_buying_back_in_while_two_others_remain() -> None:
    options = opts(reentry="highest")
    state = run([hand(0, None, 120, 30, 5), hand(0, None, None, 80, 5)], 4, options)
    assert state.active() == [0, 3]  # Bruno and Carla are out, two others remain
    assert GAME.prompt(state, options).moves == (*IN_HAND, "reenter")
    assert apply(state, reenter(2), options).state.totals == [0, 120, 10, 10]


def test_a_hand_that_leaves_one_player_ends_the_game_before_anyone_buys_back_in() -> None:
    options = opts(reentry="highest")
    state = run([hand(0, None, 120, 130)], 3, options)
    assert state.finished and state.winners == [0]
    assert refused(state, reenter(1), options).rule == "S40-ELIM"


def test_a_player_still_in_does_not_buy_back_in() -> None:
    options = opts(reentry="highest")
    state = run([hand(0, None, 120, 5, 5)], 4, options)
    error = refused(state, reenter(2), options)
    assert error.rule == "S40-RIENTRO" and "still in the game" in error.text.en


def test_how_many_times_one_may_buy_back_in() -> None:
    options = opts(reentry="highest")
    moves = [hand(0, None, 120, 30, 40), reenter(1), hand(0, None, 70, 5, 5)]
    state = run(moves, 4, options)
    assert state.eliminated[1]
    error = refused(state, reenter(1), options)
    assert error.rule == "S40-RIENTRO" and "once at most" in error.text.en
    twice = opts(reentry="highest", reentry_max=2)
    assert run([*moves, reenter(1)], 4, twice).totals == [0, 45, 35, 45]


def test_a_fixed_total_at_the_threshold_lets_nobody_back_in() -> None:
    options = opts(reentry="fixed", reentry_score=101)
    (note,) = GAME.notes(options, 4)
    assert note.rules == ("S40-RIENTRO",)
    state = run([hand(0, None, 120, 30, 40)], 4, options)
    assert GAME.prompt(state, options).moves == IN_HAND
    assert refused(state, reenter(1), options).rule == "S40-RIENTRO"


def test_the_highest_plus_one_at_the_threshold_is_refused() -> None:
    options = opts(reentry="highest_plus_1")
    state = run([hand(0, None, 120, 100, 40)], 4, options)
    error = refused(state, reenter(1), options)
    assert error.rule == "S40-RIENTRO" and "out again at once" in error.text.en


# -- the options ------------------------------------------------------------------------------


def test_every_ambiguity_and_variant_is_an_option_with_the_digests_default() -> None:
    specs = {spec.key: spec for spec in GAME.option_specs}
    expected = {
        "threshold": (101, ("S40-ELIM",)),
        "lone_ace": (True, ("S40-LONE-ACE", "S40-AMB-2")),
        "joker_in_hand": (25, ("S40-AMB-3",)),
        "jokers_per_meld": ("1", ("S40-AMB-4",)),
        "in_mano": ("double", ("S40-INMANO-X2", "S40-INMANO-BONUS")),
        "in_mano_bonus": (25, ("S40-INMANO-BONUS",)),
        "bonus_floor": (False, ("S40-AMB-7",)),
        "reentry": ("off", ("S40-RIENTRO",)),
        "reentry_score": (0, ("S40-RIENTRO",)),
        "reentry_max": (1, ("S40-RIENTRO",)),
        "discard_restriction": ("unopened", ("S40-AMB-5",)),
        "jokers": (True, ("S40-VAR-JOLLY",)),
        "jokers_in_opening": (True, ("S40-VAR-JOLLY",)),
        "recovered_joker_remeld": (False, ("S40-VAR-JOLLY",)),
        "dealer_fourteen": (False, ("S40-DECK",)),
        "pozzo_to_open": (False, ("S40-OPEN40",)),
        # other rulebooks' readings (issue 44): the seed's reading is the default
        "opening_ace": ("seed", ("S40-CLUB-ACE",)),
        "eight_players": (False, ("S40-CLUB-8", "S40-AMB-8")),
        "jolly_discard": ("any", ("S40-CLUB-JOLLY",)),
        "pozzo_card_in_opening": (False, ("S40-POZZO-OPEN",)),
    }
    for key, (default, rules) in expected.items():
        assert specs[key].default == default, key
        assert set(rules) <= set(specs[key].rules), key
        assert all(rule in RULES for rule in specs[key].rules)
    assert [c.value for c in specs["jokers_per_meld"].choices] == ["1", "unlimited", "two_natural"]
    assert [c.value for c in specs["reentry"].choices] == [
        "off",
        "highest",
        "highest_plus_1",
        "fixed",
    ]
    assert [c.value for c in specs["threshold"].choices] == [101, 151, 201, 301, 501]
    assert "S40-FISCA-ELIM" in specs["threshold"].rules


def test_one_jolly_per_meld_may_be_sent_as_a_number() -> None:
    assert opts(jokers_per_meld=1).jokers_per_meld == "1"
    with pytest.raises(BadOptions) as info:
        opts(jokers_per_meld=2)
    assert info.value.rule == "S40-AMB-4"


def test_without_jollies_a_jolly_in_hand_is_refused() -> None:
    error = refused(GAME.start(2, opts(jokers=False)), hand(0, None, ["JK"]), opts(jokers=False))
    assert error.rule == "S40-VAR-JOLLY"


def test_the_state_names_the_dealer_and_who_is_out() -> None:
    state = run([hand(0, None, 5, 120)], 3)
    data = GAME.dump_state(state)
    assert data["dealer"] == 1 and data["eliminated"] == [False, False, True]
    assert GAME.load_state(data) == state
