"""Names that look the same are the same name: invisible characters are not part of a name."""

from __future__ import annotations

import pytest

from referee.games.names import name_key, normalise_name
from referee.tables.names import look_alike


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("A\u200b", "A"),  # zero-width space
        ("\u202eAnna", "Anna"),  # right-to-left override
        ("An\u00adna", "Anna"),  # soft hyphen
        ("\ufeffAnna\u2060", "Anna"),  # byte-order mark, word joiner
        ("Anna\u3164", "Anna"),  # Hangul filler
        ("Jose\u0301", "Jos\u00e9"),  # composed
        ("\u200dAnna\u200d", "Anna"),  # a joiner joins nothing at either end
        ("\U0001f468\u200d\U0001f469", "\U0001f468\u200d\U0001f469"),  # an emoji sequence
        (
            "\u0645\u0647\u0631\u200c\u062f\u0627\u062f",
            "\u0645\u0647\u0631\u200c\u062f\u0627\u062f",
        ),
        ("Anna Maria", "Anna Maria"),
    ],
)
def test_a_name_is_kept_without_what_cannot_be_seen(typed: str, kept: str) -> None:
    assert normalise_name(typed) == kept


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("A", "A\u200b"),
        ("Anna", "\u202eAnna"),
        ("Anna", "anna"),
        ("Anna", "\uff21nna"),  # full-width A
        ("Jos\u00e9", "Jose\u0301"),
        ("Anna Maria", "Anna\u00a0 Maria"),
        ("Stra\u00dfe", "STRASSE"),
        ("Mehr\u200cdad", "Mehrdad"),
    ],
)
def test_names_that_look_alike_have_one_key(one: str, other: str) -> None:
    assert look_alike(one, other)
    assert name_key(one) == name_key(other)


def test_different_names_stay_different() -> None:
    assert not look_alike("Anna", "Anne")
    assert not look_alike("Anna", "Anna2")
