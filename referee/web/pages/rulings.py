"""A ruling on a contest as the other phones' news says it: one short line naming the hand
(in the game's unit) and what was decided; the totals it left come under it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...tables import LogEntry
from ...tables.eventlog import RESOLVE

if TYPE_CHECKING:
    from .entries import TableText

#: The words of each decision, by its kind (:mod:`.units`).
KEYS = {"keep": "ruled_kept", "replace": "ruled_replaced", "switch": "ruled_switched"}


def ruling_said(page: TableText, entry: LogEntry) -> str | None:
    """ "Hand 1: the house rule changes" for a ruling; None for any other entry."""
    if entry.type != RESOLVE:
        return None
    decision = entry.payload.get("decision")
    key = KEYS.get(decision.get("kind", "")) if isinstance(decision, dict) else None
    target = entry.payload.get("seq")
    if key is None or not isinstance(target, int):
        return None
    return page.words(key, n=hand_of(page, target))


def hand_of(page: TableText, seq: int) -> int:
    """The hand move ``seq`` scored or is part of, from the table's history."""
    before = 0
    for item in page.reads.history:
        if item.hand is not None and item.seq >= seq:
            return item.hand
        before = item.hand or before
    return before + 1
