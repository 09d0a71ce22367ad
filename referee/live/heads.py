"""Where each table's log ends, as the streams' keep-alive checks and the page's slow poll
ask for it, without one database read per asker.

Two thousand phones each checking their table every keep-alive would read the database more
often than the moves do; the poll of every HTML page the same again. Here a table's head is
read at most once per ``ttl`` seconds per process, however many ask (one read in flight,
the others wait for it), and a move announced on the bus sets it at once: a phone that has
missed a wake-up learns of the move at its next check, at most ``ttl`` late.

The ``ttl`` (10 s) is counted from the last announcement or read. A table's moves come
seconds apart, and its phones' keep-alives are spread over time: with a ttl of a second
nearly every keep-alive read the database (at 2,000 phones, a hundred and more reads a
second); with ten, a table that is being played is read again only when it falls quiet.
Wake-ups are lost only while a PostgreSQL listener is not listening: it forgets every head
each time its LISTEN takes effect (at its start and back from an outage).
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable

from .flight import SingleFlight


class HeadCache:
    def __init__(
        self, ttl: float = 10.0, size: int = 4096, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.ttl = ttl
        self._size = size
        self._clock = clock
        self._lock = threading.Lock()
        #: table id → (its head seq, when that was learnt)
        self._heads: OrderedDict[str, tuple[int, float]] = OrderedDict()
        self._reads: SingleFlight[int] = SingleFlight()

    def get(self, table_id: str, read: Callable[[], int]) -> int:
        """The table's head seq, from a read at most ``ttl`` old; ``read()`` reads it (and
        raises what it raises for an unknown table: nothing is kept then)."""

        def fresh() -> int | None:
            with self._lock:
                known = self._heads.get(table_id)
                if known is not None and self._clock() - known[1] < self.ttl:
                    return known[0]
            return None

        def kept() -> int:
            seq = fresh()  # read by a call that ended meanwhile
            if seq is not None:
                return seq
            seq = read()
            with self._lock:
                known = self._heads.get(table_id)
                # A move announced while the read was under way may be newer than it.
                seq = max(seq, known[0]) if known is not None else seq
                self._keep(table_id, seq)
            return seq

        seq = fresh()
        return seq if seq is not None else self._reads.run(table_id, kept)

    def announce(self, table_id: str, seq: int) -> None:
        """A move reached ``seq`` (heads only grow: an older announcement changes nothing)."""
        with self._lock:
            known = self._heads.get(table_id)
            if known is None or seq >= known[0]:
                self._keep(table_id, seq)

    def forget(self) -> None:
        """Forget every head (wake-ups may have been lost: the next asker reads)."""
        with self._lock:
            self._heads.clear()

    def _keep(self, table_id: str, seq: int) -> None:
        self._heads[table_id] = (seq, self._clock())
        self._heads.move_to_end(table_id)
        while len(self._heads) > self._size:
            self._heads.popitem(last=False)
