"""Tamalo, by the Comitato di Tamalo's official rules of March 2020 (rules.md §4).

- :mod:`.options`: the table options (each ambiguity that changes a score).
- :mod:`.moves`: the move table; each move is declared in :mod:`.hand` (between hands),
  :mod:`.in_hand` (call, penalty, named moves) or :mod:`.discards` (the discard pile).
- :mod:`.turns`: the turn model, as far as a partial in-hand log can prove it.
- :mod:`.state`: what a table remembers between moves.
- :mod:`.scoring`: card values, the hand's score and the lines that explain it.
- :mod:`.engine`: the rules that tie them together (:data:`GAME`).
- :mod:`.playouts`: random moves for the conformance playouts.
- :mod:`.rules`: the rulebook entries it cites.
"""

from __future__ import annotations

from .discards import power_of
from .engine import GAME, Tamalo
from .moves import (
    IN_HAND_TYPES,
    MOVE_SPECS,
    MOVE_TYPES,
    MOVES,
    NAMED_MOVES,
    PENALTY_CAUSES,
    CallMove,
    DiscardMove,
    HandMove,
    JoinMove,
    MatchMove,
    NamedMove,
    PenaltyMove,
    PowerMove,
    TakeMove,
    TamaloMove,
)
from .options import OPTION_SPECS, TamaloOptions
from .rules import RULES
from .scoring import (
    CALL_PENALTY,
    UNDER,
    adjusted,
    caller_is_lowest,
    card_value,
    score_caller,
    score_hand,
)
from .state import MAX_SEATS, MIN_SEATS, PileCard, SeatStats, TamaloState
from .synonyms import SYNONYMS

__all__ = [
    "CALL_PENALTY",
    "GAME",
    "IN_HAND_TYPES",
    "MAX_SEATS",
    "MIN_SEATS",
    "MOVES",
    "MOVE_SPECS",
    "MOVE_TYPES",
    "NAMED_MOVES",
    "OPTION_SPECS",
    "PENALTY_CAUSES",
    "RULES",
    "SYNONYMS",
    "UNDER",
    "CallMove",
    "DiscardMove",
    "HandMove",
    "JoinMove",
    "MatchMove",
    "NamedMove",
    "PenaltyMove",
    "PileCard",
    "PowerMove",
    "SeatStats",
    "TakeMove",
    "Tamalo",
    "TamaloMove",
    "TamaloOptions",
    "TamaloState",
    "adjusted",
    "caller_is_lowest",
    "card_value",
    "power_of",
    "score_caller",
    "score_hand",
]
