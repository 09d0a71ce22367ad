"""Scala 40 (rules.md §3): hand penalties, closing in mano, eliminations and buying back in.

- :mod:`.options`: the table options (every ambiguity of §3.7 and variant of §3.6).
- :mod:`.deck`: the two packs and four jollies, card codes and values in hand.
- :mod:`.melds`: the meld referee (sets, sequences, jollies, the opening's 40).
- :mod:`.scoring`: a hand's penalties, closing in mano, and the lines that explain them.
- :mod:`.moves`: the move table (the hand's summary, buying back in).
- :mod:`.log`: the optional detailed log of a hand (draw, meld, attach, swap, discard, close).
- :mod:`.checks`: the referee checks (``melds``, ``hand_value``).
- :mod:`.state`: what a table remembers between moves.
- :mod:`.engine`: the rules that tie them together (:data:`GAME`).
- :mod:`.playouts`: random moves for the conformance playouts.
- :mod:`.rules`: the rulebook entries it cites.
"""

from __future__ import annotations

from .checks import CHECKS, HandValueAnswer, MeldsAnswer
from .deck import DECK
from .engine import GAME, Scala40
from .melds import judge_meld, judge_opening
from .moves import MOVE_SPECS, MOVE_TYPES, MOVES, HandMove, ReenterMove, Scala40Move
from .options import OPTION_SPECS, Scala40Options
from .rules import RULES
from .scoring import hand_value, score_hand
from .state import MAX_SEATS, MIN_SEATS, Scala40State
from .synonyms import SYNONYMS

__all__ = [
    "CHECKS",
    "DECK",
    "GAME",
    "MAX_SEATS",
    "MIN_SEATS",
    "MOVES",
    "MOVE_SPECS",
    "MOVE_TYPES",
    "OPTION_SPECS",
    "RULES",
    "SYNONYMS",
    "HandMove",
    "HandValueAnswer",
    "MeldsAnswer",
    "ReenterMove",
    "Scala40",
    "Scala40Move",
    "Scala40Options",
    "Scala40State",
    "hand_value",
    "judge_meld",
    "judge_opening",
    "score_hand",
]
