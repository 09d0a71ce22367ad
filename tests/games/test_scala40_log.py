"""Scala 40's optional detailed log, rule by rule: draws, melds, attaches, swaps, discards and
going out, each checked as it is entered (rules.md §3.3–§3.5, S40-AMB-5 and the §3.6 variants).
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import Applied, IllegalMove
from referee.games.scala40 import GAME, Scala40Options, Scala40State

NAMES = ["Anna", "Bruno", "Carla", "Dario"]
OPENING = [["10H", "JH", "QH", "KH"]]  # 40 exactly


def opts(**values: Any) -> Scala40Options:
    return GAME.parse_options(values)


def apply(state: Scala40State, raw: dict[str, Any], options: Scala40Options) -> Applied:
    return GAME.apply(state, GAME.parse_move(raw), options)


def run(moves: list[dict[str, Any]], options: Scala40Options, seats: int = 3) -> Scala40State:
    state = GAME.start(seats, options)
    for raw in moves:
        state = apply(state, raw, options).state
    return state


def refused(state: Scala40State, raw: dict[str, Any], options: Scala40Options) -> IllegalMove:
    before = GAME.dump_state(state)
    with pytest.raises(IllegalMove) as info:
        apply(state, raw, options)
    assert GAME.dump_state(state) == before
    return info.value


def draw(s: int, source: str = "tallone") -> dict[str, Any]:
    return {"type": "draw", "seat": s, "source": source}


def meld(s: int, *melds: list[str]) -> dict[str, Any]:
    return {"type": "meld", "seat": s, "melds": list(melds)}


def discard(s: int, card: str) -> dict[str, Any]:
    return {"type": "discard", "seat": s, "card": card}


def close(s: int, card: str, *melds: list[str]) -> dict[str, Any]:
    return {"type": "close", "seat": s, "card": card, "melds": list(melds)}


def en(applied: Applied) -> list[str]:
    return [line.text.render("en", NAMES) for line in applied.lines]


# -- a hand logged from start to end ---------------------------------------------------------


def test_a_logged_hand_gives_the_summary_its_closer() -> None:
    o = opts()
    state = run([draw(0), meld(0, *OPENING), discard(0, "2C"), draw(1), discard(1, "3D")], o)
    assert state.log.opened == [0] and state.log.pozzo == "3D"
    state = apply(state, draw(2), o).state
    applied = apply(state, close(2, "4S", ["5C", "5D", "5S"], ["7H", "8H", "9H"]), o)
    assert en(applied) == [
        "Carla opens with 39, going out in mano (no 40 needed): 5♣ 5♦ 5♠; 7♥ 8♥ 9♥.",
        "Carla goes out in mano, discarding 4♠: enter the cards left to the others.",
    ]
    assert applied.lines[0].rules == ("S40-INMANO-X2",)  # the 40 waived, not S40-OPEN40
    assert applied.lines[-1].rules == ("S40-CLOSE", "S40-INMANO-X2")
    state = applied.state
    prompt = GAME.prompt(state, o)
    assert prompt.phase == "closed" and prompt.moves == ("hand",)
    hand = apply(state, {"type": "hand", "hands": [["2H"], ["KS"], None]}, o)
    assert hand.hand is not None and hand.hand.scores == (4, 20, 0)  # doubled: in mano
    assert hand.state.log.moves == 0 and hand.state.log.melds == []


def test_the_opening_needs_forty() -> None:
    o = opts()
    state = run([draw(0)], o)
    error = refused(state, meld(0, ["9H", "10H", "JH"]), o)
    assert error.rule == "S40-OPEN40" and "worth 29" in error.text.en
    applied = apply(state, meld(0, *OPENING), o)
    assert en(applied) == ["Anna opens with 40: 10♥ J♥ Q♥ K♥."]


def test_a_broken_meld_is_refused_with_its_rule() -> None:
    o = opts()
    state = run([draw(0)], o)
    error = refused(state, meld(0, ["KH", "AH", "2H"], ["QC", "QD", "QS", "QH"]), o)
    assert error.rule == "S40-MELD-SEQ" and error.text.en.startswith("Meld 1: King, ace, 2")


# -- turns -------------------------------------------------------------------------------------


def test_a_turn_starts_with_a_draw_and_ends_with_a_discard() -> None:
    o = opts()
    state = GAME.start(3, o)
    assert refused(state, discard(0, "2C"), o).rule == "S40-OPEN40"
    state = apply(state, draw(0), o).state
    assert "already drawn" in refused(state, draw(0), o).text.en
    error = refused(state, draw(1), o)
    assert error.text.render("en", NAMES) == "It is Anna's turn: their discard comes first."
    assert refused(state, meld(1, *OPENING), o).rule == "S40-OPEN40"


def test_the_pozzo_only_after_opening() -> None:
    o = opts()
    state = run([draw(0), discard(0, "2C")], o)
    error = refused(state, draw(1, "pozzo"), o)
    assert error.rule == "S40-OPEN40" and "from the tallone only" in error.text.en
    state = run([draw(0), meld(0, *OPENING), discard(0, "2C"), draw(1), discard(1, "3C")], o)
    assert apply(state, draw(0, "pozzo"), o).state.log.turn == 0


def test_taking_the_pozzo_to_open() -> None:
    """rules.md §3.4's narrower reading (S40-POZZO-OPEN): the card goes into the opening."""
    o = opts(pozzo_to_open=True, pozzo_card_in_opening=True)
    state = run([draw(0), discard(0, "2C"), draw(1, "pozzo")], o)
    error = refused(state, discard(1, "3C"), o)
    assert error.rule == "S40-OPEN40" and "must open this turn" in error.text.en
    without = meld(1, ["2D", "2S", "2H"], OPENING[0])
    error = refused(state, without, o)
    assert error.rule == "S40-POZZO-OPEN" and "2♣ from the pozzo to open" in error.text.en
    state = apply(state, meld(1, ["2C", "2D", "2S"], OPENING[0]), o).state
    assert apply(state, discard(1, "3C"), o).state.log.pozzo == "3C"


def test_the_dealer_with_fourteen_cards_discards_first() -> None:
    o = opts(dealer_fourteen=True)
    state = GAME.start(3, o)
    assert refused(state, draw(0), o).rule == "S40-DECK"
    state = apply(state, discard(0, "5C"), o).state
    assert state.log.pozzo == "5C" and apply(state, draw(1), o).state.log.turn == 1


def test_melds_after_opening_cite_the_rules_of_their_kinds() -> None:
    o = opts()
    state = run([draw(0), meld(0, *OPENING)], o)
    sequence = apply(state, meld(0, ["3C", "4C", "5C"]), o)
    assert en(sequence) == ["Anna melds 3♣ 4♣ 5♣ (12)."]
    assert sequence.lines[0].rules == ("S40-MELD-SEQ",)
    both = apply(state, meld(0, ["7S", "7D", "7C"], ["3C", "4C", "5C"]), o)
    assert both.lines[0].rules == ("S40-MELD-SET", "S40-MELD-SEQ")
    state = run([draw(0), meld(0, *OPENING), discard(0, "2C"), draw(1)], o)
    applied = apply(
        state, close(1, "4S", ["9S", "9D", "9C"], ["5H", "6H", "7H"], ["KC", "KD", "KS"]), o
    )
    assert applied.lines[0].rules == ("S40-OPEN40",)  # 27 + 18 + 30: the 40 was met


# -- attaching and taking a jolly back -------------------------------------------------------


def test_attaching_only_after_opening_and_only_what_fits() -> None:
    o = opts()
    state = run([draw(0), meld(0, *OPENING), discard(0, "2C"), draw(1)], o)
    attach = {"type": "attach", "seat": 1, "meld": 1, "cards": ["9H"]}
    assert refused(state, attach, o).rule == "S40-OPEN40"
    state = run([draw(0), meld(0, *OPENING)], o)
    applied = apply(state, {"type": "attach", "seat": 0, "meld": 1, "cards": ["9H", "AH"]}, o)
    assert applied.state.log.melds[0].cards == ["10H", "JH", "QH", "KH", "9H", "AH"]
    assert applied.lines[0].rules == ("S40-MELD-SEQ",)
    bad = {"type": "attach", "seat": 0, "meld": 1, "cards": ["2H"]}
    assert refused(applied.state, bad, o).rule == "S40-MELD-SEQ"
    missing = {"type": "attach", "seat": 0, "meld": 2, "cards": ["9H"]}
    assert refused(state, missing, o).text.en == "There is no meld 2 on the table: it has 1."


def test_swapping_the_real_card_for_a_tabled_jolly() -> None:
    o = opts()
    state = run([draw(0), meld(0, ["10H", "JK=JH", "QH", "KH"])], o)
    wrong = {"type": "swap", "seat": 0, "meld": 1, "card": "9H"}
    assert refused(state, wrong, o).rule == "S40-JOKER"
    applied = apply(state, {"type": "swap", "seat": 0, "meld": 1, "card": "JH"}, o)
    assert applied.state.log.melds[0].cards == ["10H", "JH", "QH", "KH"]
    assert en(applied) == ["Anna puts J♥ in place of the jolly of meld 1 and takes the jolly."]
    assert apply(applied.state, discard(0, "2C"), o).state.log.turn is None


def test_only_a_player_who_opened_takes_a_jolly_back() -> None:
    o = opts()
    state = run([draw(0), meld(0, ["10H", "JK=JH", "QH", "KH"]), discard(0, "2C"), draw(1)], o)
    error = refused(state, {"type": "swap", "seat": 1, "meld": 1, "card": "JH"}, o)
    assert error.rule == "S40-JOKER" and "has not opened" in error.text.en


def test_a_jolly_taken_back_is_melded_again_when_the_table_says_so() -> None:
    o = opts(recovered_joker_remeld=True)
    state = run(
        [
            draw(0),
            meld(0, ["10H", "JK=JH", "QH", "KH"]),
            {"type": "swap", "seat": 0, "meld": 1, "card": "JH"},
        ],
        o,
    )
    assert refused(state, discard(0, "2C"), o).rule == "S40-VAR-JOLLY"
    state = apply(state, meld(0, ["5C", "5D", "JK"]), o).state
    assert apply(state, discard(0, "2C"), o).state.log.pozzo == "2C"


def test_jollies_only_after_opening_when_the_table_says_so() -> None:
    o = opts(jokers_in_opening=False)
    state = run([draw(0)], o)
    assert refused(state, meld(0, ["10H", "JK=JH", "QH", "KH"]), o).rule == "S40-VAR-JOLLY"


# -- S40-AMB-5: discarding a card that fits ----------------------------------------------------


def test_who_has_not_opened_may_not_discard_a_card_that_fits() -> None:
    o = opts()
    state = run([draw(0), meld(0, *OPENING), discard(0, "2C"), draw(1)], o)
    error = refused(state, discard(1, "9H"), o)
    assert error.rule == "S40-AMB-5"
    assert (
        error.text.en == "9♥ fits meld 1 on the table: whoever has not opened may not discard it."
    )
    assert apply(state, discard(1, "2S"), o).state.log.pozzo == "2S"
    opened = run([draw(0), meld(0, *OPENING)], o)
    assert apply(opened, discard(0, "9H"), o).state.log.pozzo == "9H"


def test_nobody_discards_a_card_that_fits_when_the_table_says_so() -> None:
    o = opts(discard_restriction="everyone")
    state = run([draw(0), meld(0, *OPENING)], o)
    error = refused(state, discard(0, "9H"), o)
    assert error.rule == "S40-AMB-5" and "at this table nobody may discard it" in error.text.en


# -- going out ---------------------------------------------------------------------------------


def test_going_out_without_having_opened_means_melding_everything() -> None:
    o = opts()
    state = run([draw(0)], o)
    assert refused(state, close(0, "2C"), o).rule == "S40-CLOSE"


def test_going_out_after_opening_in_an_earlier_turn_is_not_in_mano() -> None:
    o = opts()
    state = run(
        [
            draw(0),
            meld(0, *OPENING),
            discard(0, "2C"),
            draw(1),
            discard(1, "3S"),
            draw(2),
            discard(2, "4S"),
            draw(0),
        ],
        o,
    )
    applied = apply(state, close(0, "6D"), o)
    assert applied.lines[-1].rules == ("S40-CLOSE",)
    assert not applied.state.log.closed_in_mano
    hand = apply(applied.state, {"type": "hand", "hands": [None, ["KS"], 7]}, o)
    assert hand.hand is not None and hand.hand.scores == (0, 10, 7)


def test_opening_and_going_out_in_one_turn_is_in_mano() -> None:
    o = opts(in_mano="bonus")
    state = run([draw(0), meld(0, *OPENING)], o)
    applied = apply(state, close(0, "6D", ["5C", "5D", "5S"]), o)
    assert applied.state.log.closed_in_mano
    assert applied.lines[-1].rules == ("S40-CLOSE", "S40-INMANO-BONUS")


def test_the_summary_of_a_logged_hand_is_never_typed_twice() -> None:
    o = opts()
    state = run([draw(0), close(0, "2C", ["5C", "5D", "5S"])], o)
    other = {"type": "hand", "closer": 1, "hands": [None, None, 5]}
    error = refused(state, other, o)
    assert error.rule == "S40-CLOSE" and "says Anna went out" in error.text.render("en", NAMES)
    twice = {"type": "hand", "closer": 0, "in_mano": False, "hands": [None, 5, 5]}
    assert refused(state, twice, o).rule == "S40-INMANO-X2"
    same = {"type": "hand", "closer": 0, "in_mano": True, "hands": [None, 5, 5]}
    assert apply(state, same, o).hand.scores == (0, 10, 10)
    assert refused(state, draw(1), o).rule == "S40-CLOSE"


def test_a_summary_without_a_log_names_its_closer() -> None:
    o = opts()
    error = refused(GAME.start(2, o), {"type": "hand", "hands": [None, 5]}, o)
    assert error.rule == "S40-CLOSE" and "'closer' is missing" in error.text.en


def test_the_cards_on_the_table_count_against_the_deck() -> None:
    o = opts()
    state = run(
        [draw(0), meld(0, *OPENING), discard(0, "2C"), draw(1), close(1, "3C", list(OPENING[0]))], o
    )
    error = refused(state, {"type": "hand", "hands": [["2S"], None, ["KH"]]}, o)
    assert error.rule == "S40-DECK" and "K♥ appears 3 times" in error.text.en


def test_buying_back_in_waits_for_the_end_of_the_hand() -> None:
    o = opts(reentry="highest")
    state = run([{"type": "hand", "closer": 0, "hands": [None, 120, 5, 5]}, draw(0)], o, seats=4)
    assert "reenter" not in GAME.prompt(state, o).moves
    error = refused(state, {"type": "reenter", "seat": 1}, o)
    assert error.rule == "S40-RIENTRO" and "between hands" in error.text.en


def test_a_seat_that_is_out_logs_nothing() -> None:
    o = opts()
    state = run([{"type": "hand", "closer": 0, "hands": [None, 120, 5]}], o)
    assert refused(state, draw(1), o).rule == "S40-ELIM"
