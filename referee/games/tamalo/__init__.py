"""Tamalo, by the Comitato di Tamalo's official rules of March 2020 (rules.md §4).

- :mod:`.options`: the table options (each ambiguity that changes a score).
- :mod:`.moves`: the moves a table enters.
- :mod:`.state`: what a table remembers between moves.
- :mod:`.scoring`: card values and the hand's score.
- :mod:`.engine`: the rules that tie them together (:data:`GAME`).
- :mod:`.rules`: the rulebook entries it cites.
"""

from __future__ import annotations

from .engine import GAME, Tamalo, power_of
from .moves import (
    IN_HAND_TYPES,
    MOVE_SPECS,
    MOVE_TYPES,
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

__all__ = [
    "CALL_PENALTY",
    "GAME",
    "IN_HAND_TYPES",
    "MAX_SEATS",
    "MIN_SEATS",
    "MOVE_SPECS",
    "MOVE_TYPES",
    "NAMED_MOVES",
    "OPTION_SPECS",
    "PENALTY_CAUSES",
    "RULES",
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
