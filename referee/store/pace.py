"""The pace of long work: it hands the server's loop back often.

A gevent worker serves every request from one thread; a request that computes for seconds
holds every other one (the live streams, ``/healthz``) for as long. An import is long work,
and so is the first read of a long table's history: it calls :meth:`Pace.tick` between
entries or batches of rows, and every ``slice`` seconds the tick yields to
gevent's hub, which serves what is waiting and comes back. Outside a patched worker (the
tests' client, the command line, a benchmark) a tick yields nothing, but still measures:
``longest`` is the longest stretch between two yields, the longest the loop would have
been held.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")

#: How long an import computes before it lets the loop serve others.
SLICE_SECONDS = 0.05
#: How long a yield sleeps: a timer, so that the loop polls its sockets and timers before
#: it comes back (``gevent.sleep(0)`` runs the greenlets already woken, and a request
#: waiting on its socket or a timer waits on through any number of them).
YIELD_SECONDS = 0.001


def _hub_yield() -> Callable[[], None] | None:
    """A short sleep of gevent's where gevent has patched the process; else none."""
    try:
        from gevent import monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return None
    if not monkey.is_module_patched("socket"):
        return None
    import gevent

    return lambda: gevent.sleep(YIELD_SECONDS)


class Pace:
    """Ticks of one long piece of work (see the module)."""

    def __init__(self, slice_seconds: float = SLICE_SECONDS) -> None:
        self.slice = slice_seconds
        self.yields = _hub_yield()
        self.since = time.perf_counter()
        #: The longest stretch between two yields (or ticks, where nothing yields), seconds.
        self.longest = 0.0

    def tick(self, *, now: bool = False) -> None:
        """Yield to the loop if this work has held it for a slice (``now``: at once)."""
        start = time.perf_counter()
        held = start - self.since
        if held < self.slice and not now:
            return
        self.longest = max(self.longest, held)
        if self.yields is not None:
            self.yields()
        self.since = time.perf_counter()

    def each(self, items: Iterable[T]) -> Iterator[T]:
        """``items`` one by one, with a tick before each: a long loop that hands the loop
        back as it goes."""
        for item in items:
            self.tick()
            yield item

    def done(self) -> None:
        """The work's end: its last stretch counts too."""
        self.tick(now=True)


__all__ = ["SLICE_SECONDS", "Pace"]
