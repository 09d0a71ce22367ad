"""Live fan-out: "table T is at seq N", nothing more.

The event log is the history; the bus only wakes the streams of a table so that they read
what is new. A lost wake-up costs one keep-alive interval, never a move. ``InProcessBus``
serves one process (SQLite, tests); ``PgNotifyBus`` adds PostgreSQL ``LISTEN/NOTIFY`` so
that every worker process hears every table.
"""

from __future__ import annotations

import logging
import secrets
import threading
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any, Protocol

from .heads import HeadCache

log = logging.getLogger(__name__)

CHANNEL = "referee_events"
#: How many tables a process relays to their groups at most (the oldest are forgotten).
RELAYS = 65536


class Subscription(Protocol):
    seq: int | None
    #: The phone hung up (see ``live.hangup``): the stream ends at once.
    gone: bool

    def wait(self, timeout: float) -> bool: ...

    def told(self) -> bool:
        """Whether a wake-up since the last call was a publish (a write, or a phone sitting
        down), not a bare nudge (the LISTEN connection back after a loss)."""
        ...

    def close(self) -> None: ...


class Bus(Protocol):
    #: Each table's head as this process last heard it (set by :meth:`publish`).
    heads: HeadCache

    def before_commit(self, connection: Any, table_id: str, seq: int) -> None:
        """Called inside the writing transaction (PostgreSQL delivers NOTIFY at commit)."""

    def notice(self, table_id: str, seq: int) -> tuple[str, str] | None:
        """The channel and payload of the NOTIFY :meth:`before_commit` sends, for a write
        that sends it in a statement of its own making (None: this bus sends none)."""

    def publish(self, table_id: str, seq: int) -> None:
        """Called after the commit."""

    def subscribe(self, table_id: str) -> Subscription: ...

    def relay(self, table_ids: Iterable[str], group: str) -> None:
        """Wake ``group``'s subscribers too when one of ``table_ids`` is published."""

    def close(self) -> None: ...

    def hang_up_all(self) -> None:
        """The server is stopping: end every stream now and any opened from here on."""


class _Waiter:
    def __init__(self, bus: InProcessBus, table_id: str) -> None:
        self._bus = bus
        self.table_id = table_id
        self._event = threading.Event()
        #: The highest seq announced so far (None when a wake-up did not say).
        self.seq: int | None = None
        self._told = False
        self.gone = False

    def wake(self, seq: int | None = None) -> None:
        if seq is not None:
            self._told = True
            if self.seq is None or seq > self.seq:
                self.seq = seq
        self._event.set()

    def told(self) -> bool:
        told, self._told = self._told, False
        return told

    def hang_up(self) -> None:
        """The phone went away: wake the stream, which ends."""
        self.gone = True
        self._event.set()

    def wait(self, timeout: float) -> bool:
        woken = self._event.wait(timeout)
        self._event.clear()
        return woken

    def close(self) -> None:
        self._bus._remove(self)


class InProcessBus:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiters: dict[str, set[_Waiter]] = {}
        #: table id → the group its publishes also wake (:meth:`relay`)
        self._relays: OrderedDict[str, str] = OrderedDict()
        #: Each table's head as this process last heard it, for the checks that need no
        #: more than that (keep-alives, the page's poll).
        self.heads = HeadCache()
        #: The server is stopping (:meth:`hang_up_all`): a new stream ends at once.
        self.stopping = False

    def before_commit(self, connection: Any, table_id: str, seq: int) -> None:
        return None

    def notice(self, table_id: str, seq: int) -> tuple[str, str] | None:
        return None

    def publish(self, table_id: str, seq: int) -> None:
        self.heads.announce(table_id, seq)
        with self._lock:
            waiters = list(self._waiters.get(table_id, ()))
            group = self._relays.get(table_id)
            followers = list(self._waiters.get(group, ())) if group is not None else []
        for waiter in waiters:
            waiter.wake(seq)
        for waiter in followers:
            waiter.wake()  # no seq: it is the table's, not the group's

    def relay(self, table_ids: Iterable[str], group: str) -> None:
        """Wake the subscribers of ``group`` too whenever one of ``table_ids`` is published
        (a tournament's standings follow its tables); they are told no seq."""
        with self._lock:
            for table_id in table_ids:
                self._relays[table_id] = group
                self._relays.move_to_end(table_id)
            while len(self._relays) > RELAYS:
                self._relays.popitem(last=False)

    def wake_all(self) -> None:
        with self._lock:
            waiters = [w for group in self._waiters.values() for w in group]
        for waiter in waiters:
            waiter.wake()

    def subscribe(self, table_id: str) -> _Waiter:
        waiter = _Waiter(self, table_id)
        with self._lock:
            self._waiters.setdefault(table_id, set()).add(waiter)
        if self.stopping:
            waiter.hang_up()
        return waiter

    def hang_up_all(self) -> None:
        """The server is stopping: every stream sends what it owes and ends, so that its
        phone reconnects (with ``Last-Event-ID``) to the server that takes over, rather than
        hold a connection that the stop would cut after its grace period."""
        self.stopping = True
        with self._lock:
            waiters = [w for group in self._waiters.values() for w in group]
        for waiter in waiters:
            waiter.hang_up()

    def subscribers(self, table_id: str) -> int:
        with self._lock:
            return len(self._waiters.get(table_id, ()))

    def _remove(self, waiter: _Waiter) -> None:
        with self._lock:
            group = self._waiters.get(waiter.table_id)
            if group is not None:
                group.discard(waiter)
                if not group:
                    del self._waiters[waiter.table_id]

    def close(self) -> None:
        self.wake_all()


class PgNotifyBus(InProcessBus):
    """``InProcessBus`` plus one LISTEN connection per process, started on first use.

    A process's own writes wake its streams at once (:meth:`publish`, after the commit); the
    echo of their NOTIFY is recognised by the process's mark in the payload and dropped, so
    that no stream is woken twice for one move (a page's stream would redraw for nothing).
    """

    def __init__(self, dsn: str) -> None:
        super().__init__()
        self.origin = secrets.token_hex(6)
        self._dsn = dsn
        self._listener: threading.Thread | None = None
        self._stop = threading.Event()
        self.listening = threading.Event()
        self._start_lock = threading.Lock()

    def before_commit(self, connection: Any, table_id: str, seq: int) -> None:
        from sqlalchemy import text

        channel, payload = self.notice(table_id, seq)
        connection.execute(
            text("SELECT pg_notify(:channel, :payload)"), {"channel": channel, "payload": payload}
        )

    def notice(self, table_id: str, seq: int) -> tuple[str, str]:
        return CHANNEL, f"{table_id}:{seq}:{self.origin}"

    def subscribe(self, table_id: str) -> _Waiter:
        # The stream is registered before the listener may start: the listener's nudge once
        # its LISTEN takes effect (``wake_all``) must find it, or a move made meanwhile by
        # another process waits for the stream's keep-alive.
        waiter = super().subscribe(table_id)
        self.start()
        return waiter

    def start(self) -> None:
        with self._start_lock:
            if self._listener is None or not self._listener.is_alive():
                self._stop.clear()
                self._listener = threading.Thread(
                    target=self._listen, name="referee-listen", daemon=True
                )
                self._listener.start()

    def _listen(self) -> None:
        import psycopg

        delay = 0.5
        while not self._stop.is_set():
            try:
                with psycopg.connect(self._dsn, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    # Anything published before LISTEN took effect (while we were away, or
                    # between a first stream's subscription and this line) was not heard: the
                    # streams' catch-up reads it, not trusting a head kept from before.
                    self.heads.forget()
                    self.listening.set()
                    self.wake_all()
                    delay = 0.5
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=1.0):
                            self._heard(note.payload)
            except Exception:  # the database went away: retry, streams keep polling meanwhile
                self.listening.clear()
                log.warning("LISTEN connection lost; retrying in %.1fs", delay, exc_info=True)
                self._stop.wait(delay)
                delay = min(delay * 2, 10.0)
        self.listening.clear()

    def _heard(self, payload: str) -> None:
        """``table:seq:origin`` (or ``table:seq``, from an older server) from another process."""
        table_id, _, rest = payload.partition(":")
        seq, _, origin = rest.partition(":")
        if origin == self.origin or not seq.isdigit():
            return
        super().publish(table_id, int(seq))

    def close(self) -> None:
        self._stop.set()
        if self._listener is not None:
            self._listener.join(timeout=5)
        super().close()


def make_bus(database_url: Any) -> InProcessBus:
    """The bus that suits a database: NOTIFY on PostgreSQL, in-process otherwise."""
    if database_url.get_backend_name() == "postgresql":
        dsn = database_url.set(drivername="postgresql").render_as_string(hide_password=False)
        return PgNotifyBus(dsn)
    return InProcessBus()
