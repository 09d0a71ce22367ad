"""High card's table options, each declared once."""

from __future__ import annotations

from typing import Literal

from referee.games.base import GameOptions, option


class HighCardOptions(GameOptions):
    target: int = option(
        5,
        ge=1,
        le=50,
        label=("Punti per vincere", "Points to win"),
        description=(
            "Vince chi arriva per primo a questi punti.",
            "The first to reach these points wins.",
        ),
        rules=("HC-END",),
    )
    aces: Literal["high", "low"] = option(
        "high",
        label=("L'asso", "The ace"),
        description=(
            "L'asso batte il re, o perde anche con il 2.",
            "The ace beats the king, or loses even to a 2.",
        ),
        rules=("HC-AMB-1", "HC-RANK"),
        choices={"high": ("Alto", "High"), "low": ("Basso", "Low")},
    )
