"""Rules you can cite: every rule id resolves to its Italian source text and our digest.

Rule ids are the ones of ``rules.md`` (``TAM-CALLER-GT5``, ``TAR-COUNT``...). A few rules the
digest describes without an id (Tamalo's powers, matching discards, penalty draws) have ids
of ours in the same style; each entry says where its text comes from. Each game keeps its
rules in its folder (``tamalo/rules.py``); the catalogue gathers them.

A game's rules are read topic by topic (:func:`topics_of`): each game declares its topics in
order in its ``rules.py``, and each rule belongs to one of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .base import Rule, Text, Topic, rule_maker, topics
from .catalogue import CATALOGUE, RULES


def get_rule(rule_id: str) -> Rule | None:
    """The rule with this id, whatever the case it is typed in."""
    return CATALOGUE.rule(rule_id)


def rules_of(game: str) -> list[Rule]:
    entry = CATALOGUE.get(game)
    return list(entry.rules) if entry is not None else []


@dataclass(frozen=True)
class Section:
    """A topic of a game's rulebook and its rules, in the rulebook's order."""

    topic: Topic
    rules: tuple[Rule, ...]

    @property
    def key(self) -> str:
        return self.topic.key

    @property
    def title(self) -> Text:
        return self.topic.title


def topics_of(game: str) -> list[Section]:
    """A game's topics in their order, each with its rules in the rulebook's order.

    A topic no rule belongs to is left out; an unknown game has none.
    """
    groups: dict[Topic, list[Rule]] = {}
    for rule in rules_of(game):
        groups.setdefault(rule.topic, []).append(rule)
    ordered = sorted(groups.items(), key=lambda group: group[0].rank)
    return [Section(topic=topic, rules=tuple(rules)) for topic, rules in ordered]


__all__ = [
    "RULES",
    "Rule",
    "Section",
    "Topic",
    "get_rule",
    "rule_maker",
    "rules_of",
    "topics",
    "topics_of",
]
