"""Each table as this process last knew it at its head, so that one move is read once.

A move lands and, in the process that wrote it, the page's streams (one render per
language and kind of phone), the JSON stream and the next write all want the same thing:
the table's row and options, its state and names at the new seq, and the entries logged
since each phone's last update. The write already holds all of it; here it is kept, keyed
by the head seq, and served to every reader that asks for that seq. A process that did not
write the move (another worker or server on PostgreSQL) keeps what its first reader read.

Why a seq is a safe key: what a table is at its head seq N never changes while N is the
head (every change to the table, its seats or its log is a new event, so a new seq), and
entries kept at N are as they stood when N was the head. A later undo or correction
rewrites earlier entries and states, but it is a new head: nothing kept at N is served for
it. A reader told "the table is at N" (a stream woken by the bus) gets the table at N from
here, even when the database has moved on meanwhile: the next wake-up brings it further,
as a read of the database would have.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from .eventlog import CONTROL_TYPES

if TYPE_CHECKING:
    from .views import LogEntry, TableContext, TableView


#: How many of its latest entries a table keeps (a phone that missed a few updates, and the
#: page's log window of 40, are served from them).
DEPTH = 64


@dataclass(frozen=True)
class Recent:
    """A table at one head seq: its row and options, its view, and its latest entries."""

    context: TableContext
    view: TableView
    #: The latest entries, oldest first, one per seq up to ``view.seq``, as they stood at
    #: that seq (possibly none).
    entries: tuple[LogEntry, ...] = ()
    #: The prompt's phase after earlier seqs, as each was when it was the head.
    phases: Mapping[int, str] = field(default_factory=dict)

    @property
    def seq(self) -> int:
        return self.view.seq

    def log(self, after: int, upto: int) -> list[LogEntry] | None:
        """The entries after ``after`` up to ``upto`` (this seq), or None if not all kept."""
        if upto != self.seq:
            return None
        if after >= upto:
            return []
        first = self.entries[0].seq if self.entries else self.seq + 1
        if first > max(after, 0) + 1:
            return None
        return [e for e in self.entries if e.seq > after]

    def latest(self, count: int) -> list[LogEntry] | None:
        """The ``count`` latest entries, or None if fewer are kept than the log holds."""
        if len(self.entries) >= count or (self.entries and self.entries[0].seq == 1):
            return list(self.entries[-count:]) if count > 0 else []
        return [] if self.seq == 0 else None

    def phase_at(self, seq: int) -> str | None:
        return self.view.prompt.phase if seq == self.seq else self.phases.get(seq)


class RecentTables:
    """This process's :class:`Recent` of each table it served lately (a bounded LRU)."""

    def __init__(self, size: int = 1024) -> None:
        self._size = size
        self._lock = threading.Lock()
        self._tables: OrderedDict[str, Recent] = OrderedDict()

    def get(self, table_id: str, seq: int) -> Recent | None:
        """The table at ``seq``, if that is what is kept."""
        with self._lock:
            recent = self._tables.get(table_id)
            if recent is None or recent.seq != seq:
                return None
            self._tables.move_to_end(table_id)
            return recent

    def written(
        self,
        context: TableContext,
        view: TableView,
        entries: Sequence[LogEntry],
        *,
        rewrote: bool,
    ) -> None:
        """A write of this process logged ``entries``, ending at ``view``'s seq. Unless it
        rewrote earlier results (an undo, a correction), the entries kept before it still
        stand, and so do the phases."""
        before = self._current(context.id)
        kept: tuple[LogEntry, ...] = ()
        phases: dict[int, str] = {}
        continues = (
            before is not None
            and entries
            and entries[0].seq == before.seq + 1
            and not rewrote
            and not any(e.type in CONTROL_TYPES for e in entries)
        )
        if continues and before is not None:
            kept, phases = before.entries, dict(before.phases)
            phases[before.seq] = before.view.prompt.phase
        entries = (kept + tuple(entries))[-DEPTH:]
        self._keep(Recent(replace(context, known=None), view, entries, _trimmed(phases, view.seq)))

    def read(self, context: TableContext, view: TableView) -> Recent:
        """A reader read the table at its head: keep it, unless that seq is kept already."""
        with self._lock:
            known = self._tables.get(context.id)
            if known is not None and known.seq == view.seq:
                return known
            if known is not None and known.seq > view.seq:
                return Recent(context, view)  # an older read: serve it, keep the newer
        recent = Recent(context, view)
        self._keep(recent)
        return recent

    def read_entries(self, recent: Recent, after: int, entries: Sequence[LogEntry]) -> None:
        """A reader read the entries after ``after`` up to ``recent``'s seq: keep them when
        they reach further back than what is kept."""
        if not entries or entries[-1].seq != recent.seq or entries[0].seq != after + 1:
            return
        if recent.entries and recent.entries[0].seq <= entries[0].seq:
            return
        with self._lock:
            known = self._tables.get(recent.context.id)
            if known is None or known.seq != recent.seq:
                return
            self._tables[recent.context.id] = replace(known, entries=tuple(entries)[-DEPTH:])

    def forget(self, table_id: str) -> None:
        with self._lock:
            self._tables.pop(table_id, None)

    def latest(self, table_id: str) -> Recent | None:
        """The table at whatever seq is kept (a reader may follow it to the head)."""
        return self._current(table_id)

    def _current(self, table_id: str) -> Recent | None:
        with self._lock:
            return self._tables.get(table_id)

    def _keep(self, recent: Recent) -> None:
        with self._lock:
            known = self._tables.get(recent.context.id)
            if known is not None and known.seq > recent.seq:
                return  # a newer one was kept meanwhile
            self._tables[recent.context.id] = recent
            self._tables.move_to_end(recent.context.id)
            while len(self._tables) > self._size:
                self._tables.popitem(last=False)


def _trimmed(phases: dict[int, str], seq: int) -> dict[int, str]:
    return {s: p for s, p in phases.items() if s > seq - DEPTH}
