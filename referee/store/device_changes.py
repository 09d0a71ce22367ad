"""Every change to a table's devices counts on the table's row (``device_changes``).

A write may be made with a bearer read before its transaction (the process keeps the
devices it has seen: :class:`referee.tables.bearers.Bearers`). The write compares the count
it was read at with the row it locks: equal, nothing about any device of the table changed
since, and the bearer stands; different, the write reads its device again inside its own
transaction.

The count is kept here, by the store, for every session: whatever flushes a new, changed or
deleted :class:`Participant` (sitting down, a seat or role changed, a device signed out, an
undo that unseats one) bumps its table's count in the same transaction, so that no command
has to remember to.
"""

from __future__ import annotations

from itertools import chain
from typing import Any

from sqlalchemy import bindparam, event, update
from sqlalchemy.orm import Session

from .models import GameTable, Participant

_TABLES = GameTable.__table__  # type: ignore[attr-defined]
_BUMP = (
    update(_TABLES)
    .where(_TABLES.c.id.in_(bindparam("ids", expanding=True)))
    .values(device_changes=_TABLES.c.device_changes + 1)
)


@event.listens_for(Session, "after_flush")
def _count(session: Session, _context: Any) -> None:
    """After a flush (its lists still say what it wrote), count the devices' tables."""
    tables = {
        row.table_id
        for row in chain(session.new, session.dirty, session.deleted)
        if isinstance(row, Participant)
        and (row not in session.dirty or session.is_modified(row, include_collections=False))
    }
    if tables:
        session.connection().execute(_BUMP, {"ids": sorted(tables)})
