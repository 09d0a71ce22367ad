"""The game engines: a pure library (no Flask, no database, no I/O, no clock).

``GAMES`` maps a game id to its engine, as the catalogue lists them; every engine speaks
the protocol in ``base``.
"""

from __future__ import annotations

from typing import Any

from .base import (
    Applied,
    BadMove,
    BadOptions,
    Game,
    HandResult,
    IllegalMove,
    Line,
    OptionSpec,
    Outcome,
    Prompt,
    Standing,
    Text,
)
from .catalogue import CATALOGUE, ENGINES, GAMES, Deck, Entry, register


def get_game(game_id: str) -> Game[Any, Any] | None:
    return GAMES.get(game_id)


__all__ = [
    "CATALOGUE",
    "ENGINES",
    "GAMES",
    "Applied",
    "BadMove",
    "BadOptions",
    "Deck",
    "Entry",
    "Game",
    "HandResult",
    "IllegalMove",
    "Line",
    "OptionSpec",
    "Outcome",
    "Prompt",
    "Standing",
    "Text",
    "get_game",
    "register",
]
