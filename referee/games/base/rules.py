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

    game: str
    key: str
    title: Text
    #: Its place among its game's topics, 0 first.
    rank: int


def topics(game: str, *entries: tuple[str, tuple[str, str]]) -> tuple[Topic, ...]:
    """A game's topics, in the order they are read.

    ``topics("tamalo", ("score", ("Il punteggio", "Scoring")), ...)``
    """
    keys = [key for key, _ in entries]
    twice = sorted({key for key in keys if keys.count(key) > 1})
    if twice:
        raise ValueError(f"{game}: topics declared twice: {twice}")
    return tuple(
        Topic(game=game, key=key, title=Text(it=title[0], en=title[1]), rank=rank)
        for rank, (key, title) in enumerate(entries)
    )


@dataclass(frozen=True)
class Rule:
    id: str
    game: str
    #: The topic of its game's rulebook it belongs to.
    topic: Topic
    title: Text
    #: One or two sentences a player reads in a dispute, in Italian and English.
    summary: Text
    #: The digest as a player would explain it at the table, in Italian and English: every
    #: value, exception and reading of :attr:`digest`, in words, without rule ids.
    plain: Text
    #: Our English digest (rules.md), with the readings and the default where it is ambiguous.
    digest: str
    #: The words of the Italian source, quoted; empty when the source is silent.
    source_it: str
    #: Where the quotation comes from.
    source: str
    ambiguity: bool = False

    @property
    def anchor(self) -> str:
        return self.id.lower()


def rule_maker(game: str, seed: str, game_topics: Sequence[Topic]) -> Callable[..., Rule]:
    """A short way for a game's rulebook to write its entries: texts as (it, en) pairs.

    Every entry names its topic, one of ``game_topics``, by its key, and gives its plain
    digest: ``make(..., topic="score", plain=("...", "..."))``.
    """
    if not game_topics:
        raise ValueError(f"{game}: a rulebook needs at least one topic")
    strays = sorted(topic.key for topic in game_topics if topic.game != game)
    if strays:
        raise ValueError(f"{game}: topics of another game: {strays}")
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
        topic: str,
        plain: tuple[str, str],
    ) -> Rule:
        if topic not in by_key:
            raise ValueError(f"{rule_id}: {topic!r} is not a topic of {game}")
        return Rule(
            id=rule_id,
            game=game,
            topic=by_key[topic],
            title=Text(it=title[0], en=title[1]),
            summary=Text(it=summary[0], en=summary[1]),
            plain=Text(it=plain[0], en=plain[1]),
            digest=digest,
            source_it=source_it,
            source=source,
            ambiguity=ambiguity,
        )

    return make
