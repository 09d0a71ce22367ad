"""Which hand a move is part of, as players count: a contest's lines name the hand (or the
game, where each game of the evening scores) by its number, never the move's."""

from __future__ import annotations

from sqlmodel import Session

from ..games.base import Text
from ..games.base.units import noun
from ..tables.naming import hand_of
from ..tables.reads import TableContext


def unit_of(s: Session, context: TableContext, target: int) -> tuple[Text, int]:
    """The game's unit (the hand, or the game) and the number of the one ``target`` is in."""
    return noun(context.game.unit), hand_of(s, context.id, target)
