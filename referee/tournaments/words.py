"""Small pieces of Italian the standings' rows need."""

from __future__ import annotations

import unicodedata

#: Vowels whose sound starts a name, once accents are set aside.
_VOWELS = frozenset("aeiou")


def a_or_ad(word: str) -> str:
    """Italian "a", or "ad" before a vowel sound: "ad Anna", "ad Elena", "a Franco"."""
    first = unicodedata.normalize("NFD", word.strip()[:1])[:1].lower()
    return "ad" if first in _VOWELS else "a"


def behind(name: str) -> str:
    """ "Dietro a Franco", "Dietro ad Anna"."""
    return f"Dietro {a_or_ad(name)} {name}"
