"""Searching the rulebook: by id, by the Italian source's words or by our digest's, in either
language, whatever the accents and the case ("mano", "in mano", "S40-AMB-7", "perche",
"Re di Coppe"), and by the words players use for the same thing (each game's synonyms:
"matta" finds the jolly).

Every word asked must be found (inside the rule's id, as a word of the rule or the start of
one; a word of one or two letters only whole), itself or one of its synonyms in the rule's
game. The rules are ranked by where the words are found: the id, then the title, then the
text, a whole word before the start of one, then the shorter title; a game asked ``first``
(the table's own) comes before the others. Pure: it reads the rules and synonyms it is given.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .base import Rule

#: The most rules one search answers.
LIMIT = 50
#: The longest question read (the rest is ignored).
QUERY_MAX = 200

_WORD = re.compile(r"[0-9a-z]+")
#: Words this short are only found whole: "re" is the King, not every word in re-.
SHORT = 2

#: A game's synonyms: groups of words that mean the same thing at its table.
Synonyms = Sequence[Sequence[str]]


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
    id_parts: frozenset[str]
    title: tuple[str, ...]
    body: tuple[str, ...]


def _index(rule: Rule) -> _Indexed:
    rule_id = fold(rule.id)
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
    return _Indexed(rule, rule_id, frozenset(words(rule_id)), tuple(title), tuple(body))


def _found(asked: frozenset[str], among: tuple[str, ...]) -> int:
    """2 when a word asked (or a synonym) is a word of ``among``, 1 when it starts one."""
    if any(word in asked for word in among):
        return 2
    long = [word for word in asked if len(word) > SHORT]
    return 1 if any(candidate.startswith(w) for candidate in among for w in long) else 0


def _in_id(asked: frozenset[str], entry: _Indexed) -> bool:
    return any(
        word in entry.id_parts if len(word) <= SHORT else word in entry.rule_id for word in asked
    )


def _score(asked: frozenset[str], entry: _Indexed) -> int:
    """Where a word asked is found in a rule: the id 6, the title 5 or 4, the text 2 or 1."""
    if _in_id(asked, entry):
        return 6
    title = _found(asked, entry.title)
    if title:
        return 3 + title
    return _found(asked, entry.body)


def synonym_table(groups: Synonyms) -> dict[str, frozenset[str]]:
    """Each word of a game's synonyms, folded, with every word its group says it means."""
    table: dict[str, set[str]] = {}
    for group in groups:
        folded = {fold(word) for word in group}
        for word in folded:
            table.setdefault(word, set()).update(folded)
    return {word: frozenset(means) for word, means in table.items()}


def search(
    query: str,
    rules: Iterable[Rule],
    game: str | None = None,
    *,
    first: str | None = None,
    synonyms: Mapping[str, Synonyms] | None = None,
) -> list[Rule]:
    """The rules that hold every word of ``query`` (or a synonym of it in the rule's game),
    the best first (at most :data:`LIMIT`): only ``game``'s when given, ``first``'s before
    the others'."""
    asked = words(query[:QUERY_MAX])
    if not asked:
        return []
    whole = fold(query.strip())
    tables = {game_id: synonym_table(groups) for game_id, groups in (synonyms or {}).items()}
    scored: list[tuple[bool, int, int, int, Rule]] = []
    for order, rule in enumerate(rules):
        if game is not None and rule.game != game:
            continue
        means = tables.get(rule.game, {})
        entry = _index(rule)
        score = 0
        for word in asked:
            found = _score(means.get(word, frozenset()) | {word}, entry)
            if not found:
                break
            score += found
        else:
            if entry.rule_id == whole:
                score += 100  # the id typed whole
            other_game = first is not None and rule.game != first
            scored.append((other_game, -score, len(entry.title), order, rule))
    scored.sort(key=lambda item: item[:4])
    return [item[-1] for item in scored[:LIMIT]]
