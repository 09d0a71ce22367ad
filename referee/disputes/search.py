"""Searching the rulebook: by id, by the Italian source's words or by our digest's, in either
language, whatever the accents and the case ("mano", "in mano", "S40-AMB-7", "perche",
"Re di Coppe").

Every word asked must be found (as the start of a word of the rule, or inside its id); the
rules whose id or title hold the words come first. Pure: it reads the rules it is given.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from ..games.base import Rule

#: The most rules one search answers.
LIMIT = 50
#: The longest question read (the rest is ignored).
QUERY_MAX = 200

_WORD = re.compile(r"[0-9a-z]+")


def fold(text: str) -> str:
    """Lower case without accents: "Perché È" → "perche e"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


@dataclass(frozen=True)
class _Indexed:
    rule: Rule
    rule_id: str
    title: tuple[str, ...]
    body: tuple[str, ...]


def _index(rule: Rule) -> _Indexed:
    title = words(f"{rule.title.it} {rule.title.en}")
    body = words(
        " ".join(
            (
                rule.summary.it,
                rule.summary.en,
                rule.plain.it,
                rule.plain.en,
                rule.digest,
                rule.source_it,
            )
        )
    )
    return _Indexed(rule, fold(rule.id), tuple(title), tuple(body))


def _found(word: str, among: tuple[str, ...]) -> bool:
    return any(candidate.startswith(word) for candidate in among)


def search(query: str, rules: Iterable[Rule], game: str | None = None) -> list[Rule]:
    """The rules that hold every word of ``query``, the best first (at most :data:`LIMIT`)."""
    asked = words(query[:QUERY_MAX])
    if not asked:
        return []
    whole = fold(query.strip())
    scored: list[tuple[int, int, Rule]] = []
    for order, rule in enumerate(rules):
        if game is not None and rule.game != game:
            continue
        entry = _index(rule)
        score = 0
        for word in asked:
            if word in entry.rule_id:
                score += 4
            elif _found(word, entry.title):
                score += 3
            elif _found(word, entry.body):
                score += 1
            else:
                break
        else:
            if entry.rule_id == whole:
                score += 100  # the id typed whole
            scored.append((-score, order, rule))
    scored.sort(key=lambda item: (item[0], item[1]))
    return [rule for _, _, rule in scored[:LIMIT]]
