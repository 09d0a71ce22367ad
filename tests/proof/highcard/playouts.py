"""High card's random playouts: mostly two different cards; now and then the same card twice
or a concession (refused when it names no seat)."""

from __future__ import annotations

from typing import Any

from referee.games.base import Rng
from referee.games.cards import RANKS, SUITS

from .options import HighCardOptions
from .state import SEATS, HighCardState

DECK = tuple(rank + suit for rank in RANKS for suit in SUITS)


def random_move(state: HighCardState, options: HighCardOptions, rng: Rng) -> dict[str, Any]:
    roll = rng.random()
    if roll < 0.03:
        return {"type": "concede", "seat": rng.randrange(SEATS + 1)}
    first = rng.choice(DECK)
    second = first if roll < 0.08 else rng.choice([c for c in DECK if c != first])
    return {"type": "hand", "cards": [first, second]}
