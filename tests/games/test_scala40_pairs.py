"""Scala 40 in pairs as FISCA plays it (issue 44, S40-FISCA-PAIRS), worked by hand.

Two pairs, partners opposite: Anna and Carla (seats 0 and 2) against Bruno and Dario (1 and
3). Whoever goes out wins the hand for the pair: one victory point; the first pair to 3 wins.
The hand's penalty points are still written down, but nobody is put out at the threshold.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import Applied, BadOptions
from referee.games.rulebook import RULES
from referee.games.scala40 import GAME
from referee.games.scala40.presets import FISCA
from tests.games.test_scala40_log import apply, opts, refused, run

NAMES = ["Anna", "Bruno", "Carla", "Dario"]
PAIRS = {"pairs": True}


def hand(closer: int, *hands: list[str] | int | None) -> dict[str, Any]:
    return {"type": "hand", "closer": closer, "hands": list(hands)}


def said(applied: Applied) -> list[str]:
    return [line.text.render("en", NAMES) for line in applied.lines]


def test_the_reading_names_its_source_and_is_an_option_off_by_default() -> None:
    rule = RULES["S40-FISCA-PAIRS"]
    assert rule.ambiguity and rule.game == "scala40"
    assert "FISCA" in rule.summary.en and "FISCA" in rule.summary.it
    assert "as clubs report it" in rule.source
    spec = next(s for s in GAME.option_specs if s.key == "pairs")
    assert spec.kind == "bool" and spec.default is False and spec.rules == ("S40-FISCA-PAIRS",)
    assert opts().pairs is False
    # the FISCA preset keeps everyone for himself: pairs are a choice of their own
    assert "pairs" not in FISCA.options and opts(**FISCA.options).pairs is False


def test_pairs_need_four_players() -> None:
    assert GAME.seat_range(opts(**PAIRS)) == (4, 4)
    for seats in (2, 3, 5, 6):
        with pytest.raises(BadOptions) as info:
            GAME.start(seats, opts(**PAIRS))
        assert info.value.rule == "S40-FISCA-PAIRS" and info.value.field == "players"
        assert "4 players" in info.value.text.en and "in 4" in info.value.text.it


def test_a_game_in_pairs_hand_by_hand() -> None:
    o = opts(**PAIRS)
    # Hand 1: Anna goes out; Bruno typed 150, Carla 40, Dario 30. Anna's pair 1 to 0; at 101
    # Bruno would be out, but in pairs nobody is: the points are for the record.
    state = GAME.start(4, o)
    first = apply(state, hand(0, None, 150, 40, 30), o)
    assert first.hand is not None and first.hand.scores == (0, 150, 40, 30)
    state = first.state
    assert state.totals == [0, 150, 40, 30] and state.eliminated == [False] * 4
    assert state.victories == [1, 0]
    assert "Anna went out: the hand goes to the pair Anna and Carla, 1 to 0." in said(first)
    assert "Hand 2: Bruno deals." in said(first)
    (won,) = [line for line in first.lines if line.rules == ("S40-FISCA-PAIRS",)]
    assert won.seat == 0 and won.points is None
    # the pair ahead ranks first, both partners sharing the place; within a pair, the lower
    # penalty total first: Anna 0, Carla 40; then Dario 30, Bruno 150
    rows = GAME.standings(state, o)
    assert [(r.seat, r.rank) for r in rows] == [(0, 1), (2, 1), (3, 3), (1, 3)]
    assert rows[0].fields == {"pair": 1, "victories": 1}
    assert rows[2].fields == {"pair": 2, "victories": 0}
    # Hand 2: Dario goes out (1 to 1: Anna 0 + 10, Bruno 150 + 20, Carla 40 + 5); hand 3:
    # Carla (2 to 1: Anna 10 + 7 = 17, Bruno 170 + 8 = 178, Dario 30 + 9 = 39)
    state = run(
        [
            hand(0, None, 150, 40, 30),
            hand(3, 10, 20, 5, None),
            hand(2, 7, 8, None, 9),
        ],
        o,
        seats=4,
    )
    assert state.victories == [2, 1] and state.totals == [17, 178, 45, 39]
    assert state.eliminated == [False] * 4  # Bruno is past 101, still in
    # Hand 4: Anna goes out again: her pair reaches 3 (3 to 1) and wins the game; Bruno
    # 178 + 12 = 190, Carla 45 + 3 = 48, Dario 39 + 25 = 64
    last = apply(state, hand(0, None, 12, 3, 25), o)
    assert "Anna went out: the hand goes to the pair Anna and Carla, 3 to 1." in said(last)
    assert "Anna and Carla reach 3: game over, their pair wins." in said(last)
    end = last.state
    assert end.finished and end.totals == [17, 190, 48, 64]
    outcome = GAME.outcome(end, o)
    assert outcome is not None and outcome.winners == (0, 2)
    assert outcome.rules == ("S40-FISCA-PAIRS",)
    assert outcome.text.render("en", NAMES) == (
        "Anna and Carla win: their pair reached 3 hands won (3 to 1)."
    )
    assert [r.seat for r in GAME.standings(end, o)] == [0, 2, 3, 1]
    # after the end, nothing more is entered (the house refuses it with the game's end rule)
    assert refused(end, hand(1, 5, None, 5, 5), o).rule == "S40-ELIM"


def test_the_goal_says_the_pairs_and_no_threshold() -> None:
    text, target = GAME.goal(opts(**PAIRS))
    assert target is None
    assert text.render("en", NAMES) == (
        "In pairs: Anna and Carla against Bruno and Dario; whoever goes out wins the hand for "
        "the pair, the first pair to 3 wins."
    )
    assert "A coppie: Anna e Carla contro Bruno e Dario" in text.render("it", NAMES)


def test_without_pairs_the_threshold_still_decides() -> None:
    o = opts()
    state = run([hand(0, None, 150, 40, 30)], o, seats=4)
    assert state.eliminated == [False, True, False, False] and state.victories == [0, 0]
    assert all(row.fields == {} for row in GAME.standings(state, o))
