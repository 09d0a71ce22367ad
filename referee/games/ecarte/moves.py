"""Ecarté's move table, in the order a hand goes: the turn-up, the exchange, the King, the
tricks, and the summary that enters a whole hand at once.

Each move's model, spec and handler are declared together in :mod:`.exchange`,
:mod:`.tricks` and :mod:`.summary`.
"""

from __future__ import annotations

from typing import Any

from ..base import MoveTable
from .exchange import (
    ACCEPT,
    DECLARE_KING,
    EXCHANGE,
    PLAY,
    PROPOSE,
    REFUSE,
    TURN_UP,
    AcceptMove,
    DeclareKingMove,
    ExchangeMove,
    PlayMove,
    ProposeMove,
    RefuseMove,
    TurnUpMove,
)
from .options import EcarteOptions
from .state import EcarteState
from .summary import HAND, HandMove
from .tricks import THROW_IN, TRICK, ThrowInMove, TrickMove

MOVES: MoveTable[EcarteState, EcarteOptions] = MoveTable(
    HAND, TURN_UP, PROPOSE, ACCEPT, REFUSE, EXCHANGE, PLAY, DECLARE_KING, TRICK, THROW_IN
)
EcarteMove: Any = MOVES.union

__all__ = [
    "MOVES",
    "AcceptMove",
    "DeclareKingMove",
    "EcarteMove",
    "ExchangeMove",
    "HandMove",
    "PlayMove",
    "ProposeMove",
    "RefuseMove",
    "ThrowInMove",
    "TrickMove",
    "TurnUpMove",
]
