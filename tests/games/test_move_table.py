"""Moves as a table: one row per move type (model, spec, handler), and what is derived from it."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel

from referee.games.base import Applied, Line, MoveModel, MoveTable, Text, move_type
from referee.games.tamalo import GAME, IN_HAND_TYPES, MOVE_SPECS, MOVE_TYPES, MOVES


class Count(BaseModel):
    total: int = 0


class Options(BaseModel):
    step: int = 1


class Add(MoveModel):
    """Add the table's step to the count."""

    type: Literal["add"]


class Say(MoveModel):
    type: Literal["say"]
    words: str


def add(state: Count, move: Add, options: Options) -> Applied:
    state.total += options.step
    return Applied(state=state, lines=(Line(text=Text(it="più", en="plus")),))


def say(state: Count, move: Say, options: Options) -> Applied:
    return Applied(state=state)


ADD = move_type(Add, add, label=("Somma", "Add"), description=("Somma.", "Adds."), rules=("X-1",))
SAY = move_type(Say, say, label=("Dire", "Say"), description=("Dice.", "Says."))


def test_the_rows_give_types_specs_models_and_the_union() -> None:
    table = MoveTable(ADD, SAY)
    assert table.types == ("add", "say")
    assert table.tags == {"add", "say"}
    assert [spec.type for spec in table.specs] == ["add", "say"]
    assert table.specs[0].rules == ("X-1",) and table.specs[0].label.en == "Add"
    assert table.models == (Add, Say)
    assert table.spec("say") is SAY.spec and table.spec("shout") is None
    assert table.adapter.validate_python({"type": "say", "words": "hi"}) == Say(
        type="say", words="hi"
    )


def test_apply_hands_a_copy_to_the_handler() -> None:
    table = MoveTable(ADD, SAY)
    state = Count(total=2)
    applied = table.apply(state, Add(type="add"), Options(step=3))
    assert applied.state.total == 5
    assert state.total == 2


def test_a_move_type_is_declared_once() -> None:
    with pytest.raises(TypeError, match="declared twice"):
        MoveTable(ADD, SAY, ADD)


def test_a_move_model_names_its_type() -> None:
    class Untyped(MoveModel):
        words: str

    with pytest.raises(TypeError, match="Literal"):
        move_type(Untyped, say, label=("a", "a"), description=("b", "b"))


def test_a_move_of_another_game_is_refused() -> None:
    with pytest.raises(TypeError, match="not a move of this game"):
        MoveTable(ADD).apply(Count(), Say(type="say", words="hi"), Options())


def test_tamalo_names_are_derived_from_its_table() -> None:
    assert MOVES.types == MOVE_TYPES
    assert tuple(spec.type for spec in MOVE_SPECS) == MOVE_TYPES
    assert MOVE_TYPES[0] == "hand" and MOVE_TYPES[-1] == "join"
    assert MOVE_TYPES[1:-1] == IN_HAND_TYPES
    assert GAME.move_specs == MOVE_SPECS
    assert GAME.move_models == MOVES.models
    assert [spec.type for spec in MOVE_SPECS if spec.ends_hand] == ["hand"]
    assert [spec.type for spec in MOVE_SPECS if spec.adds_seat] == ["join"]
