"""The working copy a move is applied to: equal to the state it copies, sharing nothing that a
handler could change, for every state random games of every game pass through."""

from __future__ import annotations

import random
from enum import Enum
from typing import Any

import pytest
from pydantic import BaseModel

from referee.games import ENGINES
from referee.games.base import IllegalMove
from referee.games.base.copying import working_copy

MUTABLE = (list, dict, set, BaseModel)


def shared_mutables(original: Any, copy: Any, path: str = "state") -> list[str]:
    """Where ``copy`` holds the very list, dict, set or model that ``original`` holds."""
    if isinstance(original, MUTABLE) and original is copy:
        return [path]
    if isinstance(original, BaseModel):
        return [
            where
            for key, value in original.__dict__.items()
            for where in shared_mutables(value, copy.__dict__[key], f"{path}.{key}")
        ]
    if isinstance(original, dict):
        return [
            where
            for key, value in original.items()
            for where in shared_mutables(value, copy[key], f"{path}[{key!r}]")
        ]
    if isinstance(original, list | tuple):
        return [
            where
            for i, (a, b) in enumerate(zip(original, copy, strict=True))
            for where in shared_mutables(a, b, f"{path}[{i}]")
        ]
    return []


@pytest.mark.parametrize("game_id", list(ENGINES))
def test_every_state_of_random_games_is_copied_whole_and_apart(game_id: str) -> None:
    game = ENGINES[game_id]
    options = game.parse_options({})
    for seed in range(8):
        rng = random.Random(seed)
        low, high = game.seat_range(options)
        state = game.start(rng.randrange(low, high + 1), options)
        for _ in range(400):
            copy = working_copy(state)
            assert copy == state and type(copy) is type(state)
            assert game.dump_state(copy) == game.dump_state(state)
            assert copy.model_fields_set == state.model_fields_set
            assert shared_mutables(state, copy) == []
            if game.outcome(state, options) is not None:
                break
            try:
                move = game.parse_move(game.random_move(state, options, rng))
                state = game.apply(state, move, options).state
            except IllegalMove:
                continue


class Colour(Enum):
    RED = "red"


class Leaf(BaseModel):
    cards: list[str] = []
    colour: Colour = Colour.RED


class Tree(BaseModel):
    leaves: list[Leaf] = []
    by_seat: dict[int, list[int]] = {}
    seen: set[str] = set()
    pair: tuple[int, list[int]] = (0, [])


def test_a_change_to_the_copy_leaves_the_original_as_it_was() -> None:
    tree = Tree(leaves=[Leaf(cards=["KH"])], by_seat={0: [1]}, seen={"a"}, pair=(1, [2]))
    copy = working_copy(tree)
    copy.leaves[0].cards.append("QS")
    copy.leaves.append(Leaf())
    copy.by_seat[0].append(9)
    copy.seen.add("b")
    copy.pair[1].append(3)
    assert tree == Tree(leaves=[Leaf(cards=["KH"])], by_seat={0: [1]}, seen={"a"}, pair=(1, [2]))
    assert copy.leaves[0].colour is Colour.RED
