"""Tamalo: the French Tamalou's readings (issue 44), each an option with the text's default.

The end: at the target (the text: 100) or after an agreed number of hands (TAM-TAMALOU-END);
the players: 2 to 6 (the text) or 2 to 8 (TAM-TAMALOU-PLAYERS). Numbers worked by hand: with
no caller each seat scores its cards (A = 1, 2–10 face value), and under 5 counts 0
(TAM-LT5).
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import BadOptions, IllegalMove
from referee.games.rulebook import RULES
from referee.games.tamalo import GAME as T


def _opts(**values: Any):
    return T.parse_options(values)


def _hand(*hands: list[str]) -> dict[str, Any]:
    return {"type": "hand", "caller": None, "hands": list(hands)}


def _run(options, seats: int, moves: list[dict[str, Any]]):
    state = T.start(seats, options)
    applied = None
    for raw in moves:
        applied = T.apply(state, T.parse_move(raw), options)
        state = applied.state
    return state, applied


def test_both_readings_name_the_tamalou_in_both_languages():
    for rule_id in ("TAM-TAMALOU-END", "TAM-TAMALOU-PLAYERS"):
        rule = RULES[rule_id]
        assert "Tamalou" in rule.source
        assert "Tamalou" in rule.plain.it and "Tamalou" in rule.plain.en


def test_the_tamalou_preset_ends_after_the_hands_and_takes_8():
    (tamalou,) = T.presets
    options = _opts(**tamalou.options)
    assert (options.end, options.max_seats, options.hands) == ("hands", 8, 10)
    assert T.seat_range(options) == (2, 8) and T.seat_range(_opts()) == (2, 6)


def test_after_the_agreed_hands_the_lowest_wins_even_far_from_100():
    # 2 hands agreed. Hand 1: Anna 10 + 9 = 19, Bruno 7 + 6 = 13. Hand 2: Anna 8 + 9 = 17
    # (36), Bruno 10 + 10 = 20 (33). Nobody near 100: the game ends on hands, Bruno wins.
    options = _opts(end="hands", hands=2)
    state, _ = _run(options, 2, [_hand(["10H", "9C"], ["7D", "6S"])])
    assert state.totals == [19, 13] and not state.finished
    state, applied = _run(
        options, 2, [_hand(["10H", "9C"], ["7D", "6S"]), _hand(["8H", "9S"], ["10C", "10S"])]
    )
    assert state.totals == [36, 33] and state.finished and state.winners == [1]
    end = [ln for ln in applied.lines if "TAM-TAMALOU-END" in ln.rules]
    assert end and end[0].text.render("en", ["Anna", "Bruno"]).startswith(
        "2 of 2 hands played (Tamalou). Game over: Bruno wins with 33."
    )
    assert T.goal(options)[1] is None


def test_with_the_target_a_total_of_36_goes_on():
    state, _ = _run(
        _opts(), 2, [_hand(["10H", "9C"], ["7D", "6S"]), _hand(["8H", "9S"], ["10C", "10S"])]
    )
    assert state.totals == [36, 33] and not state.finished


def test_by_the_hands_reaching_100_does_not_end_the_game():
    # Anna 10 + 10 + 10 + 10 = 40 a hand: 120 after 3 of 5 hands, and play goes on.
    options = _opts(end="hands", hands=5)
    tens = _hand(["10H", "10C", "10D", "10S"], ["AH", "2C"])
    state, _ = _run(options, 2, [tens] * 3)
    assert state.totals == [120, 0] and not state.finished


def test_seven_or_eight_players_only_by_the_tamalou():
    with pytest.raises(BadOptions) as info:
        T.start(7, _opts())
    assert info.value.rule == "TAM-TAMALOU-PLAYERS"
    state = T.start(8, _opts(max_seats=8))
    assert len(state.totals) == 8
    with pytest.raises(IllegalMove) as refused:
        T.apply(state, T.parse_move({"type": "join", "name": "Ivo"}), _opts(max_seats=8))
    assert refused.value.rule == "TAM-TAMALOU-PLAYERS"
    six = T.start(6, _opts())
    with pytest.raises(IllegalMove) as text:
        T.apply(six, T.parse_move({"type": "join", "name": "Ivo"}), _opts())
    assert text.value.rule == "TAM-PLAYERS"
