"""The game engines: a pure library (no Flask, no database, no I/O, no clock).

``GAMES`` maps a game id to its engine; every engine speaks the protocol in ``base``.
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
from .tamalo import GAME as TAMALO

GAMES: dict[str, Game[Any, Any]] = {game.id: game for game in (TAMALO,)}


def get_game(game_id: str) -> Game[Any, Any] | None:
    return GAMES.get(game_id)


__all__ = [
    "GAMES",
    "Applied",
    "BadMove",
    "BadOptions",
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
]
