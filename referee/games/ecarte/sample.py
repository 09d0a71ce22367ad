"""Ecarté's sample: Anna and Bruno's match to 5. The first hand is logged card by card (the
turned-up 7♥, an exchange, Anna's King of hearts declared, five tricks with Bruno's revoke
found at the last one); the others by their summary, one of them entered wrong and undone.
The bench's cycle: two summaries whose revokes cancel the tricks' point, so the match never
ends."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..base import Sample, Text, Undo

#: The reason of the sample's undo: written here, so each reader gets it in their language.
WRONG_HAND = Text(it="prese scambiate", en="the tricks the wrong way round")

_FIRST_HAND: tuple[Mapping[str, Any], ...] = (
    {"type": "turn_up", "card": "7H"},
    {"type": "propose", "seat": 1},
    {"type": "accept", "seat": 0},
    {"type": "exchange", "seat": 1, "cards": 3},
    {"type": "exchange", "seat": 0, "cards": 2},
    {"type": "play"},
    {"type": "declare_king", "seat": 0},
    {"type": "trick", "lead": "9H", "follow": "KH"},
    {"type": "trick", "lead": "AS", "follow": "7S"},
    {"type": "trick", "lead": "QD", "follow": "8H"},
    {"type": "trick", "lead": "10C", "follow": "JC"},
    {"type": "trick", "lead": "7D", "follow": "8D"},
)

SAMPLE = Sample(
    players=("Anna", "Bruno"),
    moves=(
        *_FIRST_HAND,
        {"type": "hand", "tricks": [0, 5], "king": None, "prepotenza": None},
        Undo(WRONG_HAND),
        {"type": "hand", "tricks": [5, 0], "king": None, "prepotenza": None},
        {"type": "hand", "tricks": [3, 2], "king": 1, "prepotenza": None},
    ),
    steady=(
        {"type": "hand", "tricks": [3, 2], "king": None, "revokes": [1, 0]},
        {"type": "hand", "tricks": [2, 3], "king": None, "revokes": [0, 1]},
    ),
)
