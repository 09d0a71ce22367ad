"""Ecarté for two, by the Italian seed text or the classic French rules (rules.md §2).

- :mod:`.deck`: the 32 cards, their order, and the seed's other packs mapped to them.
- :mod:`.options`: the table options (the rule set, every reading of §2.6, forcing, target).
- :mod:`.state`: what a table remembers between moves.
- :mod:`.play`: trick play: legal answers, trick winners, revokes.
- :mod:`.scoring`: the hand's points in the order they happen, and the other readings.
- :mod:`.exchange`, :mod:`.tricks`, :mod:`.summary`: the moves (:mod:`.moves` lists them).
- :mod:`.differences`: where the two rule sets differ (rules.md §2.5).
- :mod:`.checks`: the referee checks (legal cards, trick winner, hand points).
- :mod:`.engine`: the rules that tie them together (:data:`GAME`).
- :mod:`.playouts`: random moves for the conformance playouts.
- :mod:`.rules`: the rulebook entries it cites.
"""

from __future__ import annotations

from .checks import CHECKS
from .deck import DECK, RANKS, SUITS, card_code
from .differences import DIFFERENCES, differences
from .engine import GAME, Ecarte
from .moves import MOVES
from .options import OPTION_SPECS, EcarteOptions
from .play import beats, legal_answers, trick_winner
from .rules import RULES
from .scoring import HandFacts, end_points, settle
from .state import EcarteState, HandLog, Trick
from .synonyms import SYNONYMS

__all__ = [
    "CHECKS",
    "DECK",
    "DIFFERENCES",
    "GAME",
    "MOVES",
    "OPTION_SPECS",
    "RANKS",
    "RULES",
    "SYNONYMS",
    "SUITS",
    "Ecarte",
    "EcarteOptions",
    "EcarteState",
    "HandFacts",
    "HandLog",
    "Trick",
    "beats",
    "card_code",
    "differences",
    "end_points",
    "legal_answers",
    "settle",
    "trick_winner",
]
