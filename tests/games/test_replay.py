"""The pure replay: a log folded through an engine, and the move a void would make illegal."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import BadMove, IllegalMove
from referee.games.replay import ReplayRefused, replay
from referee.games.tamalo import GAME as T
from referee.games.tamalo import TamaloState

OPTIONS = T.parse_options({})

LOG: list[tuple[int, dict[str, Any], int | None]] = [
    (1, {"type": "discard", "seat": 0, "card": "7H"}, 0),
    (2, {"type": "match", "seat": 1, "card": "7S"}, 1),
    (3, {"type": "tamalo", "seat": 2}, None),
    (4, {"type": "hand", "caller": 2, "hands": [["KS"], ["9C", "QD"], ["AH"]]}, None),
]


def start() -> TamaloState:
    return T.start(3, OPTIONS)


def test_a_replay_gives_what_the_moves_gave_one_by_one() -> None:
    state = start()
    before = T.dump_state(state)
    expected = []
    current = state
    for _key, raw, by_seat in LOG:
        applied = T.apply(current, T.parse_move(raw), OPTIONS, by_seat)
        expected.append(applied)
        current = applied.state
    replayed = list(replay(T, OPTIONS, state, LOG))
    assert [key for key, _ in replayed] == [1, 2, 3, 4]
    assert [applied for _, applied in replayed] == expected
    assert replayed[-1][1].state.totals == [13, 21, 0]
    assert T.dump_state(state) == before


def test_a_void_that_makes_a_later_move_illegal_names_that_move() -> None:
    without_the_discard = LOG[1:]
    with pytest.raises(ReplayRefused) as info:
        list(replay(T, OPTIONS, start(), without_the_discard))
    assert info.value.key == 2
    assert isinstance(info.value.error, IllegalMove)
    assert info.value.rule == "TAM-MATCH"
    assert info.value.text.en == "There is no discard to match."


def test_what_came_before_the_refusal_is_yielded() -> None:
    second_call = (5, {"type": "tamalo", "seat": 0}, 0)
    moves = iter(replay(T, OPTIONS, start(), [*LOG[:3], second_call]))
    assert [next(moves)[0] for _ in range(3)] == [1, 2, 3]
    with pytest.raises(ReplayRefused) as info:
        next(moves)
    assert info.value.key == 5 and info.value.rule == "TAM-CALL"


def test_a_move_no_longer_well_formed_is_refused_with_its_key() -> None:
    broken = ("seq-9", {"type": "discard", "seat": 0, "card": "ZZ"}, None)
    with pytest.raises(ReplayRefused) as info:
        list(replay(T, OPTIONS, start(), [broken]))
    assert info.value.key == "seq-9"
    assert isinstance(info.value.error, BadMove)
    assert info.value.rule is None
    assert "card" in info.value.text.en


def test_an_empty_replay_changes_nothing() -> None:
    assert list(replay(T, OPTIONS, start(), [])) == []
