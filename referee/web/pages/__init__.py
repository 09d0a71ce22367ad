"""The phone pages (htmx): create a table, sit down, log moves, undo, read the rules.

One blueprint, ``pages``, whose views live in :mod:`.home` (home, creation, rules, language),
:mod:`.joining` (sitting down), :mod:`.table` (the table and its writes), :mod:`.checks`
(the referee's checks) and :mod:`.record` (chart, score sheet, import); the live updates
are the ``live`` blueprint of :mod:`.live`.
"""

from __future__ import annotations

from . import (
    checks,
    claims,
    disputes,
    home,
    identity,
    joining,
    ledger,
    live,
    part_corrections,
    parts,
    record,
    table,
    table_tournament,
    tournament_drafts,
    tournament_new,
    tournaments,
)
from .base import bp

__all__ = [
    "bp",
    "checks",
    "claims",
    "disputes",
    "home",
    "identity",
    "joining",
    "ledger",
    "live",
    "part_corrections",
    "parts",
    "record",
    "table",
    "table_tournament",
    "tournament_drafts",
    "tournament_new",
    "tournaments",
]
