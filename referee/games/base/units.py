"""What a game's players count by: its scoring unit, the hand (a smazzata, a mano) or the
game (where each game of the evening scores). Every text a player reads that names one
scored unit by its number says the game's own: "hand 3" or "game 3", never the number of
the move that logged it."""

from __future__ import annotations

from typing import Literal

from .text import Text

#: The units a game declares (``Game.unit``).
Unit = Literal["hand", "game"]

#: Each unit's noun. Both are feminine in Italian («la mano», «la partita»): a sentence built
#: around either agrees with both.
NOUNS: dict[str, Text] = {
    "hand": Text(it="mano", en="hand"),
    "game": Text(it="partita", en="game"),
}


def noun(unit: str) -> Text:
    """The unit's noun, «mano» / "hand" (the hand for a unit not known)."""
    return NOUNS.get(unit, NOUNS["hand"])
