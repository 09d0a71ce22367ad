"""Ecarté: throwing in the cards in the middle of the trick log (ECA-THROW), as a move of its
own, scored like the summary's ``thrown_in`` under both readings.

Anna (seat 0) deals, Bruno (seat 1) is the challenger and leads. Hearts are trumps (the 7♥
turned up), nobody declares the King.
"""

from __future__ import annotations

from typing import Any

from referee.games.ecarte import GAME as E
from tests.games.ecarte_helpers import (
    PLAY,
    alternative,
    en,
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


def throw_in(s: int) -> dict[str, Any]:
    return {"type": "throw_in", "seat": s}


#: Bruno stands (plays without proposing: di prepotenza), takes the K♠ trick, loses the A♣
#: one to Anna; then he throws in with 1 trick and the 3 tricks left are Anna's: 4 to 1.
STOOD = [turn_up("7H"), PLAY, trick("KS", "7S"), trick("8C", "AC")]


def test_the_challenger_who_stood_throws_in_and_the_stand_is_lost():
    # Seed: Anna has 4 tricks of 5, +1 (ECA-SEED-3T); Bruno played di prepotenza and took
    # fewer than 3, −1 (ECA-SEED-PREP). The same as the summary saying so.
    applied = last([*STOOD, throw_in(1)])
    assert scored(applied) == [1, -1]
    summary = last([turn_up("7H"), hand([1, 1], thrown_in=1, prepotenza=1)])
    assert scored(summary) == [1, -1]
    assert applied.hand is not None and applied.hand.number == 1
    text = " ".join(en(line) for line in lines_of(applied, 0))
    assert "Bruno throws in their cards with 1 trick: the rest go to Anna." in text
    assert any("ECA-THROW" in line.rules for line in lines_of(applied, 0))
    assert "End of the hand: Anna 4 tricks, Bruno 1." in [en(x) for x in applied.lines]
    # the next hand starts: Bruno deals
    assert applied.state.hand == 2 and applied.state.dealer == 1 and applied.state.log.empty


def test_classic_thrown_in_with_one_trick_gives_2_played_out_and_1_by_hoyle():
    # Classic rules: a lost stand is worth 2 to the dealer (ECA-CLASSIC-STOOD); Hoyle's law 42
    # gives 1 for a hand thrown in with one trick, whatever the exchange was.
    played_out = last([*STOOD, throw_in(1)], opts(**CLASSIC))
    assert scored(played_out) == [2, 0]
    assert alternative(played_out, "throw_in") == ("hoyle", (1, 0))
    hoyle = last([*STOOD, throw_in(1)], opts(**CLASSIC, throw_in="hoyle"))
    assert scored(hoyle) == [1, 0]
    assert alternative(hoyle, "throw_in") == ("played_out", (2, 0))


def test_thrown_in_before_the_first_trick_is_the_vole():
    # Bruno proposed, Anna refused (she plays di prepotenza), and Anna throws in at once.
    # Bruno has all 5 tricks: the vole, +1 and +1 more (ECA-SEED-VOLE); Anna took fewer
    # than 3 of her prepotenza, −1 (ECA-SEED-PREP).
    refused_hand = [turn_up("7H"), propose(1), {"type": "refuse", "seat": 0}]
    applied = last([*refused_hand, throw_in(0)])
    assert scored(applied) == [-1, 2]
    assert "End of the hand: Anna 0 tricks, Bruno 5." in [en(x) for x in applied.lines]


def test_a_seat_with_3_tricks_does_not_throw_in_and_nothing_before_play():
    three = [turn_up("7H"), PLAY, trick("KS", "7S"), trick("QS", "8S"), trick("JS", "9S")]
    error = refused(run(three), throw_in(1))
    assert error.rule == "ECA-THROW" and "with 3 the point is theirs" in error.text.en
    # Anna, with none, may: Bruno's 3 and the 2 left are all 5, the vole, +2; he stood and
    # made it, so no penalty.
    anna = last([*three, throw_in(0)])
    assert scored(anna) == [0, 2]
    assert "Anna throws in their cards without a trick: the rest go to Bruno." in " ".join(
        en(line) for line in lines_of(anna, 1)
    )
    early = refused(run([turn_up("7H")]), throw_in(1))
    assert early.rule == "ECA-THROW" and "how the exchange ended" in early.text.en
    assert refused(E.start(2, opts()), throw_in(0)).rule == "ECA-THROW"


def test_throw_in_is_offered_during_the_tricks():
    state = run(STOOD[:3])
    assert "throw_in" in E.prompt(state, opts()).moves
    assert "throw_in" not in E.prompt(run([turn_up("7H")]), opts()).moves
