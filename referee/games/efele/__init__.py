"""Efele, by the deepthought.it text (seed 000) and rules.md §5.

- :mod:`.cards`: the German-suited cards of both packs, their codes and the names players write.
- :mod:`.options`: the table options (the pack, every ambiguity, the stake, the first dealer).
- :mod:`.claims`: the winning claim judged against the pack.
- :mod:`.moves`: the move table; each move is declared in :mod:`.games` (claims, whole games,
  new games, the forfeit, the end of the evening) or :mod:`.in_hand` (the centre, draws,
  reshuffles, a deadlock).
- :mod:`.state`: what a table remembers between moves.
- :mod:`.scoring`: the end of a game and the evening's tally.
- :mod:`.checks`: the referee checks (claim, players, draw, deck).
- :mod:`.engine`: the rules that tie them together (:data:`GAME`).
- :mod:`.playouts`: random moves for the conformance playouts.
- :mod:`.rules`: the rulebook entries it cites.
"""

from __future__ import annotations

from .cards import DECKS, SUITS, VALUES, WELI, card_code, deck_cards
from .checks import CHECKS
from .claims import judge_claim
from .engine import GAME, Efele, EfeleStanding
from .moves import IN_HAND_TYPES, MOVE_SPECS, MOVE_TYPES, MOVES
from .options import OPTION_SPECS, EfeleOptions
from .rules import RULES
from .state import MAX_SEATS, MIN_SEATS, EfeleState, SeatTally
from .synonyms import SYNONYMS

__all__ = [
    "CHECKS",
    "DECKS",
    "GAME",
    "IN_HAND_TYPES",
    "MAX_SEATS",
    "MIN_SEATS",
    "MOVES",
    "MOVE_SPECS",
    "MOVE_TYPES",
    "OPTION_SPECS",
    "RULES",
    "SYNONYMS",
    "SUITS",
    "VALUES",
    "WELI",
    "Efele",
    "EfeleOptions",
    "EfeleStanding",
    "EfeleState",
    "SeatTally",
    "card_code",
    "deck_cards",
    "judge_claim",
]
