"""Tarocco Siciliano of Calatafimi (rules.md §1).

- :mod:`.cards`: the 63 cards, their codes and spoken names, values and the count in threes.
- :mod:`.options`: the table options (variants V1–V10 and the readings of the ambiguities).
- :mod:`.state`: what a table remembers between moves.
- :mod:`.auction`, :mod:`.declarations`, :mod:`.calls`: the spoken calls, phase by phase.
- :mod:`.king`, :mod:`.partners`: the King call (rules a–f) and the partner.
- :mod:`.tricks`: the optional trick log.
- :mod:`.piles`, :mod:`.hand`, :mod:`.scoring`: card points, the end of a hand, the scores.
- :mod:`.checks`: the referee checks; :mod:`.engine`: :data:`GAME`; :mod:`.playouts`.
- :mod:`.rules`: the rulebook entries it cites.
"""

from __future__ import annotations

from .cards import DECK, Card, CardError, parse_card, pile_points
from .checks import CHECKS
from .engine import GAME, Tarocco
from .king import CallVerdict, card_to_call
from .moves import MOVE_SPECS, MOVE_TYPES, MOVES
from .options import OPTION_SPECS, TaroccoOptions
from .rules import RULES
from .scoring import score_pairs, score_solo, settle_offers, settlement
from .state import TaroccoState
from .synonyms import SYNONYMS

__all__ = [
    "CHECKS",
    "DECK",
    "GAME",
    "MOVES",
    "MOVE_SPECS",
    "MOVE_TYPES",
    "OPTION_SPECS",
    "RULES",
    "SYNONYMS",
    "CallVerdict",
    "Card",
    "CardError",
    "Tarocco",
    "TaroccoOptions",
    "TaroccoState",
    "card_to_call",
    "parse_card",
    "pile_points",
    "score_pairs",
    "score_solo",
    "settle_offers",
    "settlement",
]
