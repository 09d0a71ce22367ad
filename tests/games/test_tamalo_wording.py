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


def test_a_caller_level_with_another_is_said_to_be_level() -> None:
    """Luca calls with 3 and Sara also has 3. Shared: a tie is enough, 3 counts 0, and the
    line says they share the lowest, never that Luca alone has it. Strict: 15 (his 3,
    under 5, adds nothing)."""
    names = ["Luca", "Sara", "Paolo"]
    said = {}
    for tie in ("shared", "strict"):
        options = TamaloOptions(caller_tie=tie)
        move = T.parse_move({"type": "hand", "caller": 0, "hands": [3, 3, 9]})
        applied = T.apply(T.start(3, options), move, options)
        luca = next(line for line in applied.lines if line.seat == 0)
        said[tie] = (luca.points, luca.text.render("it", names), luca.text.render("en", names))
    assert said["shared"][0] == 0
    assert "al più basso a pari merito con Sara (la parità basta)" in said["shared"][1]
    assert "shares the lowest with Sara (a tie is enough)" in said["shared"][2]
    assert "ha il totale più basso" not in said["shared"][1]
    assert said["strict"][0] == 15
    assert "tied for the lowest with Sara, and a tie is not enough: 15." in said["strict"][2]
