"""How much of a server its streams may take: caps on the streams one client address and one
table hold and on all of a process's streams, and a bound on the streams' database work.

A stream is cheap while it waits, but it holds a connection slot of the server, and each
wake-up reads the database. Without caps one client could hold every slot (watching needs
only a table's address); without the bound a move on a table with hundreds of watchers would
check out every pooled connection at once, and the moves being posted would wait for them.
Counts are per process (per gunicorn worker).
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


class StreamsFull(Exception):
    """A new stream would pass a cap; ``scope`` says which: ``client``, ``table`` or
    ``server`` (the process holds all the streams it is configured for)."""

    def __init__(self, scope: str) -> None:
        super().__init__(scope)
        self.scope = scope


class Ticket:
    """One admitted stream; :meth:`release` gives its place back (once, however often called)."""

    def __init__(self, gate: StreamGate, client: str, table: str) -> None:
        self._gate = gate
        self._places: tuple[str, str] | None = (client, table)

    def release(self) -> None:
        places, self._places = self._places, None
        if places is not None:
            self._gate._leave(*places)


class StreamGate:
    def __init__(
        self, per_client: int, per_table: int, db_slots: int, total: int | None = None
    ) -> None:
        if min(per_client, per_table, db_slots, total or 1) < 1:
            raise ValueError("stream caps and database slots are at least 1")
        self.per_client = per_client
        self.per_table = per_table
        self.total = total
        self._open = 0
        self._lock = threading.Lock()
        self._clients: Counter[str] = Counter()
        self._tables: Counter[str] = Counter()
        self._slots = semaphore(db_slots)

    def admit(self, client: str, table: str) -> Ticket:
        """A place for one more stream of ``client`` on ``table``, or :class:`StreamsFull`."""
        with self._lock:
            if self.total is not None and self._open >= self.total:
                raise StreamsFull("server")
            if self._clients[client] >= self.per_client:
                raise StreamsFull("client")
            if self._tables[table] >= self.per_table:
                raise StreamsFull("table")
            self._clients[client] += 1
            self._tables[table] += 1
            self._open += 1
        return Ticket(self, client, table)

    def holding(self, client: str | None = None, table: str | None = None) -> int:
        """How many streams a client, or a table, or (with neither) the process holds now."""
        with self._lock:
            if client is None and table is None:
                return self._open
            return self._clients[client] if client is not None else self._tables[table or ""]

    def reading(self, work: Callable[P, R]) -> Callable[P, R]:
        """``work`` run in one of the streams' database slots (waiting for one if need be)."""

        def bounded(*args: P.args, **kwargs: P.kwargs) -> R:
            with self._slots:
                return work(*args, **kwargs)

        return bounded

    def slot(self) -> AbstractContextManager[Any]:
        """One of the streams' database slots, held for a ``with`` block (a stream holds one
        while it has a session open, and only then: an update this process already holds
        takes none)."""
        return self._slots  # type: ignore[no-any-return]

    def _leave(self, client: str, table: str) -> None:
        with self._lock:
            self._open -= 1
            for counts, key in ((self._clients, client), (self._tables, table)):
                counts[key] -= 1
                if counts[key] <= 0:
                    del counts[key]


def semaphore(count: int) -> Any:
    """A semaphore of ``count`` (the slots', the shared renders' claims): gevent's own in a
    worker gevent has patched.

    threading's semaphore is a Condition over a lock, and under gevent every ``notify``
    yields to the hub (a failed non-blocking acquire of gevent's lock sleeps): with a
    thousand streams queued on four slots, a slot changed hands once per turn of the
    loop, and the streams starved while posts were served (at 115 moves/s on 2,000
    streams a third of the moves reached the phones).
    """
    from gevent import monkey

    if monkey.is_module_patched("threading"):
        from gevent.lock import BoundedSemaphore

        return BoundedSemaphore(count)
    return threading.BoundedSemaphore(count)
