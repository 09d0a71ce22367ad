"""Scala 40 as other rulebooks read it (issue 44), reading by reading, numbers worked by hand.

Each reading is a table option whose default is the seed's: the FISCA thresholds (S40-FISCA-
ELIM), the ace in an opening sequence (S40-CLUB-ACE), 7 or 8 players with a third pack
(S40-CLUB-8), the jolly discarded only to go out (S40-CLUB-JOLLY), and taking the pozzo card
to open as the seed's variant says it (S40-POZZO-OPEN).
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import Applied, BadOptions
from referee.games.rulebook import RULES
from referee.games.scala40 import GAME
from referee.games.scala40.checks import MeldsBody, check_melds
from referee.games.scala40.presets import FISCA
from tests.games.test_scala40_log import apply, discard, draw, meld, opts, refused, run

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gina", "Ugo"]


def hand(closer: int, *hands: list[str] | int | None) -> dict[str, Any]:
    return {"type": "hand", "closer": closer, "hands": list(hands)}


def said(applied: Applied) -> list[str]:
    return [line.text.render("en", NAMES) for line in applied.lines]


def test_each_reading_names_its_source_in_both_languages() -> None:
    for rule_id, source in (
        ("S40-FISCA-ELIM", "FISCA"),
        ("S40-CLUB-ACE", "club"),
        ("S40-CLUB-8", "club"),
        ("S40-CLUB-JOLLY", "club"),
        ("S40-POZZO-OPEN", "digest"),
    ):
        rule = RULES[rule_id]
        assert rule.ambiguity and rule.game == "scala40", rule_id
        assert source in rule.summary.en, rule_id
        assert {"FISCA": "FISCA", "club": "circol", "digest": "sintesi"}[source] in (
            rule.summary.it
        ), rule_id
    # no article number is made up for a text we hold no copy of
    assert "as clubs report it" in RULES["S40-FISCA-ELIM"].source
    assert "art." not in RULES["S40-FISCA-ELIM"].source


# -- the elimination threshold (S40-FISCA-ELIM) ----------------------------------------------


def test_out_at_151_keeps_150_in_and_puts_151_out() -> None:
    o = opts(threshold=151)
    # Hand 1: Anna goes out, Bruno typed 150, Carla 40: at 101 Bruno would be out, at 151 not.
    state = run([hand(0, None, 150, 40)], o)
    assert state.totals == [0, 150, 40] and state.eliminated == [False, False, False]
    # Hand 2: Carla goes out; Bruno holds the lone ace of hearts, 1: 150 + 1 = 151, out.
    applied = apply(state, hand(2, ["5C"], ["AH"], None), o)
    assert applied.state.totals == [5, 151, 40]
    assert applied.state.eliminated == [False, True, False]
    (out,) = [line for line in applied.lines if line.rules[0] == "S40-ELIM"]
    assert out.rules == ("S40-ELIM", "S40-AMB-6")
    assert "Bruno reaches 151 and is out (sballa): exactly 151 is already out." in said(applied)


def test_the_fisca_preset_plays_to_301_with_every_ace_at_11() -> None:
    o = opts(**FISCA.options)
    assert (o.threshold, o.lone_ace) == (301, False)
    assert GAME.goal(o)[1] == 301
    # Bruno 150 + 140 = 290, then a lone ace: 11 at a FISCA table, so 301, out; Carla
    # 150 + 100 = 250, then 50: 300 stays in.
    state = run([hand(0, None, 150, 150), hand(0, None, 140, 100)], o)
    applied = apply(state, hand(0, None, ["AS"], 50), o)
    assert applied.state.totals == [0, 301, 300]
    assert applied.state.eliminated == [False, True, False]


# -- the ace in an opening sequence (S40-CLUB-ACE) -------------------------------------------

QKA = ["QH", "KH", "AH"]  # 10 + 10 + 11 = 31 by the seed, 10 + 10 + 10 = 30 by club pages
A23 = ["AS", "2S", "3S"]  # 1 + 2 + 3 = 6 by the seed, 11 + 2 + 3 = 16 by one club


def test_q_k_a_counts_31_by_the_seed_and_30_where_the_ace_is_10() -> None:
    # Q-K-A with 2-3-4 of clubs (9): 31 + 9 = 40 opens by the seed; 30 + 9 = 39 does not.
    melds = meld(0, QKA, ["2C", "3C", "4C"])
    seed = opts()
    assert said(apply(run([draw(0)], seed), melds, seed))[0].startswith("Anna opens with 40")
    clubs = opts(opening_ace="high_ten")
    error = refused(run([draw(0)], clubs), melds, clubs)
    assert error.rule == "S40-OPEN40"
    assert error.text.en == "No opening: the melds are worth 39, at least 40 are needed."
    opened = apply(run([draw(0)], clubs), meld(0, QKA, ["3C", "4C", "5C"]), clubs)
    (line,) = opened.lines  # 30 + 12 = 42 (31 + 12 = 43 by the seed): the reading is cited
    assert line.rules == ("S40-OPEN40", "S40-CLUB-ACE") and "opens with 42" in said(opened)[0]


def test_a_2_3_counts_6_by_the_seed_and_16_where_the_ace_is_always_11() -> None:
    # A-2-3 of spades with 8-9-10 of diamonds (27): 6 + 27 = 33 does not open; 16 + 27 = 43 does.
    melds = meld(0, A23, ["8D", "9D", "10D"])
    seed = opts()
    assert refused(run([draw(0)], seed), melds, seed).text.en.endswith(
        "worth 33, at least 40 are needed."
    )
    club = opts(opening_ace="low_eleven")
    opened = apply(run([draw(0)], club), melds, club)
    assert said(opened)[0].startswith("Anna opens with 43")
    assert opened.lines[0].rules == ("S40-OPEN40", "S40-CLUB-ACE")


def test_the_melds_check_counts_the_ace_as_the_table_reads_it() -> None:
    answers = {
        how: check_melds(MeldsBody(melds=[QKA, A23]), opts(opening_ace=how)).model_dump()
        for how in ("seed", "high_ten", "low_eleven")
    }
    assert [answers[h]["opening_value"] for h in answers] == [31 + 6, 30 + 6, 31 + 16]
    assert "(the ace after the king counts 10)" in answers["high_ten"]["melds"][0]["reason"]["en"]
    # a set of aces is 33 whatever the reading
    for how in answers:
        o = opts(opening_ace=how)
        assert check_melds(MeldsBody(melds=[["AD", "AC", "AH"]]), o).opening_value == 33


# -- 7 or 8 players with a third pack (S40-CLUB-8) -------------------------------------------


def test_seven_players_need_the_option_and_are_told_of_the_third_pack() -> None:
    with pytest.raises(BadOptions) as info:
        GAME.start(7, opts())
    assert info.value.rule == "S40-CLUB-8" and info.value.field == "players"
    o = opts(eight_players=True)
    assert GAME.seat_range(o) == (2, 8) and GAME.seat_range(opts()) == (2, 6)
    state = GAME.start(8, o)
    assert state.seats == 8
    (note,) = GAME.notes(o, 7)
    assert note.rules == ("S40-CLUB-8", "S40-AMB-8")
    assert "162 cards, 6 jollies, each card three times" in note.text.en
    # six players with the option still play two packs, and are warned as S40-AMB-8 does
    (six,) = GAME.notes(o, 6)
    assert six.rules == ("S40-AMB-8",)


def test_a_third_pack_holds_a_third_copy_and_two_more_jollies() -> None:
    o = opts(eight_players=True)
    # 7 seats: Anna goes out; three sevens of hearts and 6 jollies fit three packs.
    hands: list[list[str] | int | None] = [None, ["7H", "JK"], ["7H", "JK"], ["7H", "JK"]]
    hands += [["JK"], ["JK"], ["JK"]]
    applied = apply(GAME.start(7, o), hand(0, *hands), o)
    # 7 + 25 = 32 for Bruno, Carla and Dario; 25 for Elena, Franco and Gina
    assert applied.hand is not None and applied.hand.scores == (0, 32, 32, 32, 25, 25, 25)
    # a fourth seven of hearts cannot come out of three packs
    fourth = [None, ["7H"], ["7H"], ["7H"], ["7H"], ["2C"], ["2C"]]
    error = refused(GAME.start(7, o), hand(0, *fourth), o)
    assert error.rule == "S40-CLUB-8" and "appears 4 times: three packs hold three" in error.text.en
    # a seventh jolly neither
    seventh = [None, ["JK", "JK"], ["JK"], ["JK"], ["JK"], ["JK"], ["JK"]]
    assert refused(GAME.start(7, o), hand(0, *seventh), o).rule == "S40-CLUB-8"
    # with six at the table, two packs: a third copy is refused as ever
    six = [None, ["7H"], ["7H"], ["7H"], ["2C"], ["2C"]]
    assert refused(GAME.start(6, o), hand(0, *six), o).rule == "S40-DECK"


def test_with_three_packs_a_typed_hand_may_be_worth_227() -> None:
    # 13 dearest cards: two packs 4 jollies (100) + 8 aces (88) + a ten (10) = 198;
    # three packs 6 jollies (150) + 7 aces (77) = 227.
    o = opts(eight_players=True)
    typed: list[list[str] | int | None] = [None, 227, 1, 1, 1, 1, 1]
    assert apply(GAME.start(7, o), hand(0, *typed), o).state.totals[1] == 227
    typed[1] = 228
    assert refused(GAME.start(7, o), hand(0, *typed), o).rule == "S40-VAL-HAND"
    assert refused(GAME.start(3, o), hand(0, None, 199, 1), o).rule == "S40-VAL-HAND"


# -- the jolly as a discard (S40-CLUB-JOLLY) -------------------------------------------------


def test_a_jolly_is_discarded_only_to_go_out_where_clubs_say_so() -> None:
    seed = opts()
    assert apply(run([draw(0)], seed), discard(0, "JK"), seed).state.log.pozzo == "JK"
    clubs = opts(jolly_discard="closing")
    state = run([draw(0)], clubs)
    error = refused(state, discard(0, "JK"), clubs)
    assert error.rule == "S40-CLUB-JOLLY"
    assert "discarded only as the last card, to go out" in error.text.en
    # going out on a jolly is the closing card: allowed (40 in mano, no 40 needed anyway)
    close = {"type": "close", "seat": 0, "card": "JK", "melds": [["10H", "JH", "QH", "KH"]]}
    assert apply(state, close, clubs).state.log.closed == 0
    assert "S40-CLUB-JOLLY" in [
        r for spec in GAME.option_specs if spec.key == "jolly_discard" for r in spec.rules
    ]


# -- taking the pozzo card to open (S40-POZZO-OPEN) ------------------------------------------


def test_the_seed_lets_whoever_holds_40_take_the_pozzo_without_melding_it() -> None:
    o = opts(pozzo_to_open=True)
    state = run([draw(0), discard(0, "2C"), draw(1, "pozzo")], o)
    # Bruno took the 2 of clubs and opens with other cards: 2+2+2 = 6 and 10-J-Q-K = 40: 46
    applied = apply(state, meld(1, ["2D", "2S", "2H"], ["10H", "JH", "QH", "KH"]), o)
    assert said(applied) == ["Bruno opens with 46: 2♦ 2♠ 2♥; 10♥ J♥ Q♥ K♥."]
    assert apply(applied.state, discard(1, "3C"), o).state.log.pozzo == "3C"
    # he must still open this turn, by either reading
    assert refused(state, discard(1, "3C"), o).rule == "S40-OPEN40"
