"""Tamalo's sample: four friends, seven hands to 100, one call entered wrong and undone; the
bench's hand, all under five points, so the game never ends."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..base import Sample, Text, Undo

#: The reason of the sample's undo: written here, so each reader gets it in their language.
WRONG_HAND = Text(it="mano sbagliata", en="typed the wrong hand")

_HANDS: list[tuple[int | None, list[list[str] | int]]] = [
    (1, [["7H", "9C"], ["AS", "2D"], ["KS", "QH"], ["5C", "6D", "JH"]]),
    (3, [["10S", "8D"], ["KC", "4H"], ["9H", "9S", "3C"], ["AH", "KD"]]),
    (0, [["2S", "KH"], ["JC", "QS"], ["6H", "7C"], ["3D", "4S"]]),
    (2, [["QC", "JD"], ["8H", "8S"], ["AC", "3H"], ["10H", "7S", "5D"]]),
    (1, [["KS", "9D"], ["4D"], ["JS", "10C"], ["6S", "QD"]]),
    (3, [["5S", "5H", "8C"], ["QH", "KC"], ["2H", "6C"], ["AD", "2C", "KH"]]),
    (0, [["3S"], ["10D", "JH", "9C"], ["QS", "KS"], ["7D", "8S"]]),
]


def _steps() -> tuple[Mapping[str, Any] | Undo, ...]:
    steps: list[Mapping[str, Any] | Undo] = []
    for number, (caller, hands) in enumerate(_HANDS):
        if number == 2:
            # A hand entered by mistake, then undone: the log keeps both.
            steps += [{"type": "hand", "caller": caller, "hands": [0, 0, 0, 0]}, Undo(WRONG_HAND)]
        if caller is not None:
            steps.append({"type": "tamalo", "seat": caller})
        steps.append({"type": "hand", "caller": caller, "hands": hands})
    return tuple(steps)


SAMPLE = Sample(
    players=("Anna", "Bruno", "Carla", "Dario"),
    moves=_steps(),
    steady=({"type": "hand", "caller": None, "hands": [["AH"], ["2C"], 0, 3]},),
)
