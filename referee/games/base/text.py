"""The bilingual sentence every engine speaks in, with placeholders for seats.

Seat names never enter an engine. Texts refer to seats with ``{seat[i]}`` placeholders
that the caller fills in with :meth:`Text.render`, so a seat handed to another person
shows the new name everywhere.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict

Lang = Literal["it", "en"]
LANGS: tuple[Lang, ...] = ("it", "en")


class Text(BaseModel):
    """A sentence in Italian and English, possibly with ``{seat[i]}`` placeholders."""

    model_config = ConfigDict(frozen=True)

    it: str
    en: str

    def get(self, lang: str) -> str:
        return self.it if lang == "it" else self.en

    def render(self, lang: str, names: Sequence[str]) -> str:
        """The sentence in ``lang`` with seat placeholders replaced by ``names``.

        Only ``{seat[N]}`` is a placeholder (and ``{{``/``}}`` stand for braces); any other
        text, whoever typed it, comes out as it is.
        """
        raw = self.get(lang)
        if "{" not in raw and "}" not in raw:
            return raw

        def fill(match: re.Match[str]) -> str:
            token = match.group(0)
            if token in ("{{", "}}"):
                return token[0]
            index = int(match.group(2))
            name = names[index] if 0 <= index < len(names) else f"#{index}"
            word = match.group(1)
            if word and lang == "it" and name[:1].lower() == word[0].lower():
                word = word[0] + "d "  # "ad Anna", "ed Elena": the euphonic d
            return (word or "") + name

        return _PLACEHOLDER.sub(fill, raw)


#: A seat placeholder, with the Italian "a" or "e" before it (which takes a euphonic d
#: before a name starting with the same vowel).
_PLACEHOLDER = re.compile(r"\{\{|\}\}|(\b[aAeE] )?\{seat\[(\d{1,3})\]\}")


def it_en(it: str, en: str) -> Text:
    """A :class:`Text` from its Italian and its English: ``it_en("Mano", "Hand")``."""
    return Text(it=it, en=en)


def signed(n: int) -> str:
    """A change of score as players write it: ``+5``, ``−3`` (the minus sign, not a
    hyphen), ``0``."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def written(n: int) -> str:
    """A total as players write it: ``−6`` with the minus sign, not a hyphen; ``15``."""
    return f"−{-n}" if n < 0 else str(n)


def seat(i: int) -> str:
    """The placeholder for seat ``i`` inside a :class:`Text`."""
    return "{seat[" + str(i) + "]}"
