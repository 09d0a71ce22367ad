"""High card, the proof game: one worked example per branch of its scoring, with its exact tags."""

from __future__ import annotations

from typing import Any

from . import Cited


def _shown(
    cards: list[str], seat: int, points: int, says: str, rules: tuple[str, ...], **o: Any
) -> Cited:
    return Cited(says, 2, ({"type": "hand", "cards": cards},), seat, points, says, rules, o)


CITED = (
    _shown(["KH", "2C"], 0, 1, "Anna: K♥, 1.", ("HC-RANK",)),
    _shown(["AS", "AH"], 0, 0, "Anna: A♠, 0.", ("HC-RANK",)),
    _shown(["AS", "JD"], 0, 1, "Anna: A♠, 1.", ("HC-RANK", "HC-AMB-1")),
    _shown(["AS", "3D"], 1, 1, "Bruno: 3♦, 1.", ("HC-RANK", "HC-AMB-1"), aces="low"),
)
