"""High card, the proof game: a game folder as every real game's, registered only by tests.

Its catalogue entry is :data:`ENTRY`; ``tests.proof.registered()`` puts it in the catalogue
for as long as a test needs it.
"""

from __future__ import annotations

from referee.games import Deck, Entry
from referee.games.base import it_en
from referee.games.cards import RANKS, SUITS

from .engine import GAME, HighCard
from .moves import MOVES, ConcedeMove, ShowMove
from .options import HighCardOptions
from .rules import RULES
from .state import HighCardState

ENTRY = Entry.of(
    GAME,
    deck=Deck(
        size=52,
        codes=tuple(rank + suit for suit in SUITS for rank in RANKS),
        description=it_en("Un mazzo francese da 52 carte.", "One 52-card French deck."),
    ),
    rules=RULES,
)

__all__ = [
    "ENTRY",
    "GAME",
    "MOVES",
    "RULES",
    "ConcedeMove",
    "HighCard",
    "HighCardOptions",
    "HighCardState",
    "ShowMove",
]
