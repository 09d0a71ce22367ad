"""Efele's sample: four friends, a Salzburger pack, 2 points a game and a forfeit; a first
game claim by claim (one claim entered for the wrong player and undone), a second entered at
once after a new game, a third at once from the end of the second, then the end of the
evening. The bench's cycle is a whole game at once, over and over: the evening never ends."""

from __future__ import annotations

from ..base import Sample, Text, Undo

#: The reason of the sample's undo: written here, so each reader gets it in their language.
WRONG_PLAYER = Text(it="non era Carla, era Bruno", en="not Carla: Bruno")

SAMPLE = Sample(
    players=("Anna", "Bruno", "Carla", "Dario"),
    options={"stake": 2},
    moves=(
        {"type": "penalty", "forfeit": "Tiramisù"},
        {"type": "claim", "seat": 3, "cards": ["7H", "7L", "7E", "WELI"]},
        {"type": "claim", "seat": 2, "cards": ["OH", "OL", "OE", "OS"]},
        Undo(WRONG_PLAYER),
        {"type": "claim", "seat": 1, "cards": ["OH", "OL", "OE", "OS"]},
        {"type": "claim", "seat": 0, "cards": ["AH", "AL", "AE", "AS"]},
        {"type": "new_game"},
        {"type": "game", "exit_order": [0, 2, 1]},
        {"type": "game", "exit_order": [3, 0, 1]},
        {"type": "end"},
    ),
    steady=({"type": "game", "exit_order": [1, 3, 0]},),
)
