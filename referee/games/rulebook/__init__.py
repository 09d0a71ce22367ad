"""Rules you can cite: every rule id resolves to its Italian source text and our digest.

Rule ids are the ones of ``rules.md`` (``TAM-CALLER-GT5``, ``TAR-COUNT``...). A few rules the
digest describes without an id (Tamalo's powers, matching discards, penalty draws) have ids
of ours in the same style; each entry says where its text comes from.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..base import Text


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


def _load() -> dict[str, Rule]:
    from . import ecarte, efele, scala40, tamalo, tarocco

    rules: dict[str, Rule] = {}
    for module in (tamalo, tarocco, scala40, ecarte, efele):
        for rule in module.RULES:
            if rule.id in rules:
                raise ValueError(f"rule id {rule.id} defined twice")
            rules[rule.id] = rule
    return rules


RULES: dict[str, Rule] = _load()
_BY_UPPER = {rule_id.upper(): rule for rule_id, rule in RULES.items()}


def get_rule(rule_id: str) -> Rule | None:
    """The rule with this id, whatever the case it is typed in."""
    return RULES.get(rule_id) or _BY_UPPER.get(rule_id.upper())


def rules_of(game: str) -> list[Rule]:
    return [rule for rule in RULES.values() if rule.game == game]
