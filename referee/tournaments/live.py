"""Standings that cost what moved: each table's result kept by its head seq, and the
version of a tournament's standings that its live stream follows.

A standings update after a hand must not read every table of a 40-table round (or the
hundred tables of a 200-player Swiss) again: a table's result is a function of its log up
to its head seq, so it is kept per process under ``(table, head seq, how it is read)`` and
read again only once the table has moved (a hand, an undo or a correction each append to
its log, so each moves its head). Nothing here is a second copy of a score: a kept result
is the table's log read at that seq, dropped when the cache is full, and every process
keeps its own.

The version of a tournament's standings is its log's head seq plus each of its tables'
heads: every log only grows, so the sum grows with any move anywhere in the tournament and
never comes back to a value it had (a render keyed by it is never stale).
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from sqlmodel import Session, col, select

from ..store import GameTable, Participant, Tournament
from .standings import TableResult

#: Ids per query when the heads of many tables are read at once.
CHUNK = 500


class KeptResults:
    """Each table's result as its log stood at a head seq (see the module's docstring)."""

    def __init__(self, size: int = 8192) -> None:
        self._items: OrderedDict[Hashable, TableResult] = OrderedDict()
        self._lock = threading.Lock()
        self._size = size
        #: How results were answered since the process started: ``kept`` or ``read``.
        self.counts = {"kept": 0, "read": 0}

    def get(
        self, table_id: str, head: int, how: Hashable, read: Callable[[], tuple[int, TableResult]]
    ) -> TableResult:
        """The result at ``head``; ``read()`` reads the table (returning the seq it read at,
        which may be newer than ``head`` when the table moved meanwhile)."""
        key = (table_id, head, how)
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
                self.counts["kept"] += 1
                return found
        seq, result = read()
        with self._lock:
            self.counts["read"] += 1
            self._items[(table_id, seq, how)] = result
            while len(self._items) > self._size:
                self._items.popitem(last=False)
        return result

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


def read_heads(s: Session, table_ids: Sequence[str]) -> dict[str, int]:
    """Where each table's log ends, in one query per :data:`CHUNK` tables."""
    out: dict[str, int] = {}
    ids = list(dict.fromkeys(table_ids))
    for start in range(0, len(ids), CHUNK):
        part = ids[start : start + CHUNK]
        rows = s.exec(
            select(GameTable.id, GameTable.head_seq).where(col(GameTable.id).in_(part))
        ).all()
        out.update({table_id: int(seq) for table_id, seq in rows})
    return out


def read_join_secrets(s: Session, table_ids: Sequence[str]) -> dict[str, str]:
    """Each table's join secret (for its QR code), in one query per :data:`CHUNK` tables."""
    out: dict[str, str] = {}
    ids = list(dict.fromkeys(table_ids))
    for start in range(0, len(ids), CHUNK):
        part = ids[start : start + CHUNK]
        rows = s.exec(
            select(GameTable.id, GameTable.join_secret).where(col(GameTable.id).in_(part))
        ).all()
        out.update(dict(rows))
    return out


def read_taken_seats(s: Session, table_ids: Sequence[str]) -> dict[str, set[int]]:
    """The seats a phone holds at each table (signed-out phones left out), in one query
    per :data:`CHUNK` tables."""
    out: dict[str, set[int]] = {}
    ids = list(dict.fromkeys(table_ids))
    for start in range(0, len(ids), CHUNK):
        part = ids[start : start + CHUNK]
        rows = s.exec(
            select(Participant.table_id, Participant.seat).where(
                col(Participant.table_id).in_(part),
                col(Participant.seat).is_not(None),
                col(Participant.revoked).is_(False),
            )
        ).all()
        for table_id, seat in rows:
            if seat is not None:
                out.setdefault(table_id, set()).add(seat)
    return out


def read_tournament_head(s: Session, tournament_id: str) -> int:
    seq = s.exec(select(Tournament.head_seq).where(Tournament.id == tournament_id)).first()
    return int(seq or 0)


def group_of(tournament_id: str) -> str:
    """The bus key a tournament's standings streams wait on: its own writes and every move
    at its tables are relayed to it."""
    return f"standings:{tournament_id}"


@dataclass
class _Followed:
    """What a process knows of one tournament for its standings streams."""

    #: The tournament's head seq the table list below was read at.
    seq: int
    tables: tuple[str, ...]
    #: When every table's head was last read at once (monotonic seconds).
    read_at: float = 0.0


class Versions:
    """The version of each followed tournament's standings, from the heads this process
    has heard of on the bus (a move wakes the streams and announces the table's head at
    once); every ``fresh`` seconds the heads of a tournament's tables are read again at
    once, in one query, so that a lost wake-up costs at most that long."""

    def __init__(self, fresh: float = 8.0) -> None:
        self.fresh = fresh
        self._lock = threading.Lock()
        self._followed: dict[str, _Followed] = {}

    def get(
        self,
        tournament_id: str,
        tournament_head: int,
        tables_at: Callable[[], tuple[int, tuple[str, ...]]],
        read_heads: Callable[[Sequence[str]], dict[str, int]],
        head_of: Callable[[str], int],
        announce: Callable[[str, int], None],
        relay: Callable[[Sequence[str]], None],
    ) -> int:
        """The version; ``tables_at()`` folds the tournament's log (its seq and tables),
        ``read_heads`` reads many tables' heads, ``head_of`` asks the process's head
        cache for one, ``announce`` tells it one, ``relay`` makes moves at these tables
        wake the tournament's standings streams."""
        with self._lock:
            known = self._followed.get(tournament_id)
        if known is None or known.seq != tournament_head:
            seq, tables = tables_at()
            relay(tables)
            known = _Followed(seq, tables)
            with self._lock:
                self._followed[tournament_id] = known
        now = time.monotonic()
        if now - known.read_at >= self.fresh:
            for table_id, seq in read_heads(known.tables).items():
                announce(table_id, seq)
            known.read_at = now
        return known.seq + sum(head_of(table_id) for table_id in known.tables)
