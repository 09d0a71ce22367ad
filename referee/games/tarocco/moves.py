"""Tarocco's move table, in catalogue order: the calls, the King call, the partner revealed,
the trick log, the end of a logged hand, and the summary of a whole hand."""

from __future__ import annotations

from typing import Any

from ..base import MoveSpec, MoveTable
from .calls import CALL, CallMove
from .hand import END, HAND, EndMove, HandMove
from .options import TaroccoOptions
from .partners import KING_CALL, PARTNER, KingCallMove, PartnerMove
from .state import TaroccoState
from .tricks import TRICK, TrickMove

MOVES: MoveTable[TaroccoState, TaroccoOptions] = MoveTable(
    CALL, KING_CALL, PARTNER, TRICK, END, HAND
)
MOVE_TYPES: tuple[str, ...] = MOVES.types
MOVE_SPECS: tuple[MoveSpec, ...] = MOVES.specs
TaroccoMove: Any = MOVES.union

__all__ = [
    "MOVES",
    "MOVE_SPECS",
    "MOVE_TYPES",
    "CallMove",
    "EndMove",
    "HandMove",
    "KingCallMove",
    "PartnerMove",
    "TaroccoMove",
    "TrickMove",
]
