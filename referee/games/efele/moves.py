"""Efele's move table, in catalogue order: the claim and the whole game, the in-hand log, the
games of the evening.

Each move's model, spec and handler are declared together in :mod:`.games` (claims, whole
games, new games, the forfeit, the end of the evening) and :mod:`.in_hand` (the centre, draws,
reshuffles, a deadlock).
"""

from __future__ import annotations

from typing import Any

from ..base import MoveSpec, MoveTable
from .games import CLAIM, END, GAME_MOVE, NEW_GAME, PENALTY
from .in_hand import CENTRE, DEADLOCK, DRAW, RESHUFFLE, THROW
from .options import EfeleOptions
from .state import EfeleState

IN_HAND = (DRAW, CENTRE, THROW, RESHUFFLE, DEADLOCK)

MOVES: MoveTable[EfeleState, EfeleOptions] = MoveTable(
    CLAIM, GAME_MOVE, *IN_HAND, NEW_GAME, PENALTY, END
)

MOVE_TYPES: tuple[str, ...] = MOVES.types
IN_HAND_TYPES: tuple[str, ...] = tuple(row.type for row in IN_HAND)
MOVE_SPECS: tuple[MoveSpec, ...] = MOVES.specs
EfeleMove: Any = MOVES.union
