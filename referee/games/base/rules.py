"""A rule you can cite: its id, its words in it and en, and where they come from.

A game's rules are grouped in topics (:class:`Topic`), declared in order with :func:`topics`,
so the rulebook can be read topic by topic.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .text import Text


@dataclass(frozen=True)
class Topic:
    """A chapter of a game's rulebook ("Il punteggio", "Scoring")."""

    key: str
    title: Text
    #: Its place among its game's topics, 0 first.
    rank: int


def topics(*entries: tuple[str, tuple[str, str]]) -> tuple[Topic, ...]:
    """A game's topics, in the order they are read: ``("score", ("Il punteggio", "Scoring"))``."""
    keys = [key for key, _ in entries]
    twice = sorted({key for key in keys if keys.count(key) > 1})
    if twice:
        raise ValueError(f"topics declared twice: {twice}")
    return tuple(
        Topic(key=key, title=Text(it=title[0], en=title[1]), rank=rank)
        for rank, (key, title) in enumerate(entries)
    )


@dataclass(frozen=True)
class Rule:
    id: str
    game: str
    title: Text
    #: One or two sentences a player reads in a dispute, in Italian and English.
    summary: Text
    #: Our English digest (rules.md), with the readings and the default where it is ambiguous.
    digest: str
    #: The words of the Italian source, quoted; empty when the source is silent.
    source_it: str
    #: Where the quotation comes from.
    source: str
    ambiguity: bool = False
    #: The digest as a player would explain it at the table, in Italian and English.
    plain: Text | None = None
    #: The topic of its game's rulebook it belongs to.
    topic: Topic | None = None

    @property
    def anchor(self) -> str:
        return self.id.lower()


def rule_maker(game: str, seed: str, game_topics: Sequence[Topic] = ()) -> Callable[..., Rule]:
    """A short way for a game's rulebook to write its entries: texts as (it, en) pairs.

    ``topic`` names one of ``game_topics`` by its key.
    """
    by_key = {topic.key: topic for topic in game_topics}

    def make(
        rule_id: str,
        title: tuple[str, str],
        summary: tuple[str, str],
        digest: str,
        source_it: str,
        ambiguity: bool = False,
        source: str = seed,
        *,
        plain: tuple[str, str] | None = None,
        topic: str | None = None,
    ) -> Rule:
        if topic is not None and topic not in by_key:
            raise ValueError(f"{rule_id}: {topic!r} is not a topic of {game}")
        return Rule(
            id=rule_id,
            game=game,
            title=Text(it=title[0], en=title[1]),
            summary=Text(it=summary[0], en=summary[1]),
            digest=digest,
            source_it=source_it,
            source=source,
            ambiguity=ambiguity,
            plain=Text(it=plain[0], en=plain[1]) if plain is not None else None,
            topic=by_key[topic] if topic is not None else None,
        )

    return make
