"""The Italian of Tamalo's explanations agrees with any player: a line about a named seat
never puts a masculine adjective or participle on it ("Anna … è il più basso")."""

from __future__ import annotations

import itertools
import re

from referee.games.tamalo import GAME as T
from referee.games.tamalo import TamaloOptions

GENDERED = re.compile(r"\b(?:è|non) il più basso\b|\bseduto\b|\barrivato\b|\bpari al più basso\b")
CHOICES = {
    "caller_tie": ("strict", "shared"),
    "compare_on": ("raw", "adjusted"),
    "caller_over5_lowest": ("always", "hand"),
    "caller_five": ("flat", "plus_hand"),
}


def test_no_score_line_genders_a_player() -> None:
    seen = 0
    for values in itertools.product(*CHOICES.values()):
        options = TamaloOptions(**dict(zip(CHOICES, values, strict=True)))
        for totals in itertools.product((0, 3, 5, 7, 12), repeat=3):
            for caller in (None, 0, 1):
                state = T.start(3, options)
                move = T.parse_move({"type": "hand", "caller": caller, "hands": list(totals)})
                for line in T.apply(state, move, options).lines:
                    text = line.text.render("it", ["Anna", "Bruno", "Carla"])
                    assert not GENDERED.search(text), text
                    seen += 1
    assert seen > 1000
