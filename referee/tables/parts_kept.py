"""The parts of a hand in force at a table's head, as this process knows them.

The log only grows, so the parts in force at a given head never change: they are read once
per head (:func:`referee.tables.parts.parts_at_head`), and a write that logs a game move
(which ends any hand in parts) says at once that there are none at its new head, so the
updates of an ordinary move read nothing for them.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from .eventlog import CORRECT, PRESENCE_TYPES

#: What leaves a hand in parts in force: a phone's presence, another part, and a correction
#: of an earlier hand (which deals no new hand: its parts stay, checked against the new
#: totals). Anything else (a hand, an undo, a re-entry) ends it.
KEEPS_PARTS = PRESENCE_TYPES | {CORRECT}

#: How many heads a process keeps.
PARTS_KEPT = 4096
_parts_at: OrderedDict[tuple[str, int], tuple[Any, ...]] = OrderedDict()
_lock = threading.Lock()


def kept_parts(table_id: str, head: int) -> tuple[Any, ...] | None:
    """The parts in force at ``head``, if this process knows them."""
    return _parts_at.get((table_id, head))


def keep_parts(table_id: str, head: int, parts: tuple[Any, ...]) -> None:
    with _lock:
        _parts_at[(table_id, head)] = parts
        while len(_parts_at) > PARTS_KEPT:
            _parts_at.popitem(last=False)
