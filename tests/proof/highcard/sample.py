"""High card's finished sample and its bench hand (see :mod:`referee.games.base.sample`)."""

from __future__ import annotations

from referee.games.base import Sample, Undo, it_en

SAMPLE = Sample(
    players=("Anna", "Bruno"),
    options={"target": 2},
    moves=(
        {"type": "hand", "cards": ["KS", "2H"]},
        {"type": "hand", "cards": ["3S", "3H"]},
        Undo(it_en("carte sbagliate", "wrong cards")),
        {"type": "hand", "cards": ["AS", "QD"]},
    ),
    steady=({"type": "hand", "cards": ["5S", "5H"]},),  # a tie scores nothing: no end
)
