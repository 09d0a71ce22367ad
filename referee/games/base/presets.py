"""Named rule sets: the options a known source or body plays by ("Dossena", "classic
Ecarté"), which a host picks at once instead of option by option.

A game lists its presets on its engine (``presets``); the official rules, every option at its
default, are always the first choice and need no preset. A preset names only the options it
changes; the house-rules line of a table that plays one says the preset's name instead of
each of its differences.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .text import Text


@dataclass(frozen=True)
class Preset:
    id: str
    name: Text
    #: Where the rule set comes from and what it changes, in a sentence.
    description: Text
    #: The options it sets (the others keep their defaults).
    options: Mapping[str, Any]
    #: The rules it follows, for the rule pages a tap away.
    rules: tuple[str, ...] = ()

    def matches(self, chosen: Mapping[str, Any]) -> bool:
        """Whether options (as JSON) play this preset: every option it sets as it sets it."""
        return all(chosen.get(key) == value for key, value in self.options.items())
