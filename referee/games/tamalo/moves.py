"""Tamalo's move table: the hand entry, the in-hand log and a late joiner, in catalogue order.

Each move's model, spec and handler are declared together in :mod:`.hand` (between hands),
:mod:`.in_hand` (call, penalty, named moves) and :mod:`.discards` (the discard pile).
"""

from __future__ import annotations

from typing import Any

from ..base import MoveSpec, MoveTable
from .discards import DISCARD, MATCH, POWER, TAKE, DiscardMove, MatchMove, PowerMove, TakeMove
from .hand import HAND, JOIN, HandMove, JoinMove
from .in_hand import (
    CALL,
    NAMED,
    NAMED_MOVES,
    PENALTY,
    PENALTY_CAUSES,
    CallMove,
    NamedMove,
    PenaltyMove,
)
from .options import TamaloOptions
from .state import TamaloState

IN_HAND = (CALL, PENALTY, DISCARD, MATCH, TAKE, POWER, NAMED)

MOVES: MoveTable[TamaloState, TamaloOptions] = MoveTable(HAND, *IN_HAND, JOIN)

MOVE_TYPES: tuple[str, ...] = MOVES.types
IN_HAND_TYPES: tuple[str, ...] = tuple(row.type for row in IN_HAND)
MOVE_SPECS: tuple[MoveSpec, ...] = MOVES.specs
TamaloMove: Any = MOVES.union

__all__ = [
    "IN_HAND_TYPES",
    "MOVES",
    "MOVE_SPECS",
    "MOVE_TYPES",
    "NAMED_MOVES",
    "PENALTY_CAUSES",
    "CallMove",
    "DiscardMove",
    "HandMove",
    "JoinMove",
    "MatchMove",
    "NamedMove",
    "PenaltyMove",
    "PowerMove",
    "TakeMove",
    "TamaloMove",
]
