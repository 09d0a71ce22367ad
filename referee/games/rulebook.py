"""Rules you can cite: every rule id resolves to its Italian source text and our digest.

Rule ids are the ones of ``rules.md`` (``TAM-CALLER-GT5``, ``TAR-COUNT``...). A few rules the
digest describes without an id (Tamalo's powers, matching discards, penalty draws) have ids
of ours in the same style; each entry says where its text comes from.
"""

from __future__ import annotations

from .base import Rule, rule_maker


def _load() -> dict[str, Rule]:
    from .ecarte import rules as ecarte
    from .efele import rules as efele
    from .scala40 import rules as scala40
    from .tamalo import rules as tamalo
    from .tarocco import rules as tarocco

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


__all__ = ["RULES", "Rule", "get_rule", "rule_maker", "rules_of"]
