"""A table page answers for its two parts (what a log entry says, the scoreboard), as its
templates ask it: every member it hands on is one of its part's."""

from __future__ import annotations

from referee.web.pages.entries import EntryWords
from referee.web.pages.regions import Page, _Part
from referee.web.pages.scoreboard import Scoreboard

PARTS = {"entry_words": EntryWords, "scoreboard": Scoreboard}


def test_every_member_the_page_hands_on_is_its_parts() -> None:
    handed = {name: part for name, part in vars(Page).items() if isinstance(part, _Part)}
    assert len(handed) > 30
    missing = [
        f"{part.part}.{name}"
        for name, part in handed.items()
        if not hasattr(PARTS[part.part], name) or name != part.name
    ]
    assert not missing, missing
    # Each member is said in one place: not on the page as well as on a part.
    for cls in Page.__mro__[1:]:
        assert not set(vars(cls)) & set(handed), cls
