"""Rules you can cite: every rule id resolves to its Italian source text and our digest.

Rule ids are the ones of ``rules.md`` (``TAM-CALLER-GT5``, ``TAR-COUNT``...). A few rules the
digest describes without an id (Tamalo's powers, matching discards, penalty draws) have ids
of ours in the same style; each entry says where its text comes from. Each game keeps its
rules in its folder (``tamalo/rules.py``); the catalogue gathers them.
"""

from __future__ import annotations

from .base import Rule, rule_maker
from .catalogue import CATALOGUE, RULES


def get_rule(rule_id: str) -> Rule | None:
    """The rule with this id, whatever the case it is typed in."""
    return CATALOGUE.rule(rule_id)


def rules_of(game: str) -> list[Rule]:
    entry = CATALOGUE.get(game)
    return list(entry.rules) if entry is not None else []


__all__ = ["RULES", "Rule", "get_rule", "rule_maker", "rules_of"]
