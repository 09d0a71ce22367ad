"""Shared helpers for the Ecarté tests: options, moves, a table run from a list of moves."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import Applied, IllegalMove, Line
from referee.games.ecarte import GAME as E
from referee.games.ecarte import EcarteOptions, EcarteState

NAMES = ["Anna", "Bruno"]


def opts(**values: Any) -> EcarteOptions:
    return E.parse_options(values)


def apply(state: EcarteState, raw: dict[str, Any], options: EcarteOptions | None = None) -> Applied:
    return E.apply(state, E.parse_move(raw), options or opts())


def run(moves: list[dict[str, Any]], options: EcarteOptions | None = None) -> EcarteState:
    options = options or opts()
    state = E.start(2, options)
    for raw in moves:
        state = apply(state, raw, options).state
    return state


def last(moves: list[dict[str, Any]], options: EcarteOptions | None = None) -> Applied:
    """What the last of ``moves`` did, at a fresh table."""
    options = options or opts()
    state = run(moves[:-1], options)
    return apply(state, moves[-1], options)


def refused(
    state: EcarteState, raw: dict[str, Any], options: EcarteOptions | None = None
) -> IllegalMove:
    before = E.dump_state(state)
    with pytest.raises(IllegalMove) as info:
        apply(state, raw, options)
    assert E.dump_state(state) == before, "a refused move must leave the state alone"
    return info.value


def hand(tricks: list[int], **facts: Any) -> dict[str, Any]:
    return {"type": "hand", "tricks": tricks, **facts}


def turn_up(card: str) -> dict[str, Any]:
    return {"type": "turn_up", "card": card}


def propose(s: int) -> dict[str, Any]:
    return {"type": "propose", "seat": s}


def accept(s: int) -> dict[str, Any]:
    return {"type": "accept", "seat": s}


def refuse(s: int) -> dict[str, Any]:
    return {"type": "refuse", "seat": s}


def exchange(s: int, cards: int) -> dict[str, Any]:
    return {"type": "exchange", "seat": s, "cards": cards}


PLAY: dict[str, Any] = {"type": "play"}


def declare(s: int) -> dict[str, Any]:
    return {"type": "declare_king", "seat": s}


def trick(lead: str, follow: str) -> dict[str, Any]:
    return {"type": "trick", "lead": lead, "follow": follow}


def en(line: Line) -> str:
    return line.text.render("en", NAMES)


def it(line: Line) -> str:
    return line.text.render("it", NAMES)


def scored(applied: Applied) -> list[int]:
    assert applied.hand is not None
    return list(applied.hand.scores)


def cited(applied: Applied) -> set[str]:
    return {rule for line in applied.lines for rule in line.rules}


def lines_of(applied: Applied, s: int) -> list[Line]:
    return [line for line in applied.lines if line.seat == s and line.points is not None]


def alternative(applied: Applied, option: str) -> tuple[Any, tuple[int, ...]] | None:
    assert applied.hand is not None
    found = [a for a in applied.hand.alternatives if a.option == option]
    assert len(found) <= 1
    return (found[0].value, found[0].scores) if found else None
