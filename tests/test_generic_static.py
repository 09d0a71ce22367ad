"""The page's scripts serve every game alike: the card picker, the refusals and the notices
are driven by what a game's templates declare (roles of fields, colours of keys), so no
game, form or deck of cards is named in them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.games.catalogue import CATALOGUE

STATIC = Path(__file__).resolve().parent.parent / "static"

#: What the card picker once took from Tamalo's form: its ids, its field names, its red
#: king and the French red suits.
TAMALO_ASSUMPTIONS = [
    r"form-inhand",
    r"form-hand",
    r"[\"'#](?:cards|total|empty|chips)-(?!changed)",  # the event "cards-changed" is generic
    r"\bKR\b",
    r"\[HD\]",
]


@pytest.mark.parametrize("script", ["referee.js", "offline.js"])
def test_the_page_scripts_name_no_game_and_no_deck(script: str) -> None:
    text = (STATIC / script).read_text()
    for game in CATALOGUE:
        assert game not in text.lower(), f"{script} names {game}"
    for pattern in TAMALO_ASSUMPTIONS:
        assert not re.search(pattern, text), f"{script} assumes {pattern}"
