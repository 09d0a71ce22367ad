"""A rule you can cite: its id, its words in it and en, and where they come from."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .text import Text


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

    @property
    def anchor(self) -> str:
        return self.id.lower()


def rule_maker(game: str, seed: str) -> Callable[..., Rule]:
    """A short way for a game's rulebook to write its entries: texts as (it, en) pairs."""

    def make(
        rule_id: str,
        title: tuple[str, str],
        summary: tuple[str, str],
        digest: str,
        source_it: str,
        ambiguity: bool = False,
        source: str = seed,
    ) -> Rule:
        return Rule(
            id=rule_id,
            game=game,
            title=Text(it=title[0], en=title[1]),
            summary=Text(it=summary[0], en=summary[1]),
            digest=digest,
            source_it=source_it,
            source=source,
            ambiguity=ambiguity,
        )

    return make
