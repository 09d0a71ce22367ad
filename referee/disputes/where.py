"""Which hand a move is part of, as players count: a contest's lines name the hand (or the
game, where each game of the evening scores) by its number, never the move's."""

from __future__ import annotations

from sqlmodel import Session

from ..games.base import Text
from ..games.base.units import noun
from ..store import repo
from ..tables.eventlog import Effect
from ..tables.reads import TableContext


def hand_of(s: Session, context: TableContext, target: int) -> int:
    """The number of the hand move ``target`` is part of: the hand it scored or the first
    one scored after it, else the hand under way (the one after the last scored before)."""
    before = 0
    for event, effect in repo.log_rows(s, context.id):
        done = Effect.model_validate(effect)
        if done.hand is None or done.status == "voided":
            continue
        if event.seq >= target:
            return done.hand.number
        before = done.hand.number
    return before + 1


def unit_of(s: Session, context: TableContext, target: int) -> tuple[Text, int]:
    """The game's unit (the hand, or the game) and the number of the one ``target`` is in."""
    return noun(context.game.unit), hand_of(s, context, target)
