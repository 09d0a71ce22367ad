"""The stream loop: wait for the bus, render what is new, send it; and a shared render cache.

A stream never holds a database session while it waits: ``head`` and ``render`` open and
close their own. A stream ends after its lifetime; the client reconnects with
``Last-Event-ID`` and misses nothing.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator

from .bus import Subscription


def sse(seq: int, data: str, event: str | None = None) -> str:
    """One server-sent event: ``id`` is the seq it brings the client to."""
    lines = [f"id: {seq}"]
    if event:
        lines.append(f"event: {event}")
    lines.extend(f"data: {line}" for line in data.split("\n"))
    return "\n".join(lines) + "\n\n"


def follow(
    subscription: Subscription,
    after: int,
    head: Callable[[], int],
    render: Callable[[int, int], tuple[str, int]],
    keepalive: float,
    lifetime: float | None = None,
    *,
    refresh: bool = False,
) -> Iterator[str]:
    """Messages for a client that has seen up to ``after``, until it goes away or
    ``lifetime`` seconds have passed.

    ``head()`` reads the table's seq; ``render(last, head)`` returns the message bringing the
    client from ``last`` to ``head`` and the seq it reached. A wake-up names the new seq, so
    a move costs no extra read; a lost wake-up is caught at the next keep-alive. With
    ``refresh``, a wake-up without a new seq (a phone sat down) sends ``render(last, last)``:
    the same seq, redrawn.
    """
    ends = None if lifetime is None else time.monotonic() + lifetime
    try:
        yield "retry: 2000\n\n"
        last = after
        current = head()
        while True:
            if current != last:
                message, last = render(last, current)
                yield message
            left = keepalive if ends is None else min(keepalive, ends - time.monotonic())
            if left <= 0:
                return  # the client resumes from the last id it got
            if subscription.wait(left):
                announced = subscription.seq
                current = announced if announced and announced > last else head()
                if refresh and current == last:
                    message, last = render(last, last)
                    yield message
            elif ends is None or time.monotonic() < ends:
                yield ": keepalive\n\n"
                current = head()
    finally:
        subscription.close()


class _Flight:
    """A render under way: the streams asking for the same key wait for it."""

    def __init__(self) -> None:
        self.done = threading.Event()
        self.value: tuple[str, int] | None = None


class RenderCache:
    """What a stream sends for (table, from seq, to seq, language, viewer), shared by streams.

    When a move lands, every phone of the table wakes at once and would render the same
    update: one of them renders it, the others wait for that render and reuse it (one
    render per key in flight, never one per stream).
    """

    def __init__(self, size: int = 128) -> None:
        self._items: OrderedDict[Hashable, tuple[str, int]] = OrderedDict()
        self._flights: dict[Hashable, _Flight] = {}
        self._lock = threading.Lock()
        self._size = size

    def get(self, key: Hashable, render: Callable[[], tuple[str, int]]) -> tuple[str, int]:
        while True:
            with self._lock:
                if key in self._items:
                    self._items.move_to_end(key)
                    return self._items[key]
                flight = self._flights.get(key)
                leading = flight is None
                if flight is None:
                    flight = self._flights[key] = _Flight()
            if leading:
                return self._lead(key, flight, render)
            flight.done.wait()
            if flight.value is not None:
                return flight.value
            # The render failed: try again (one of the waiters leads the next attempt).

    def _lead(
        self, key: Hashable, flight: _Flight, render: Callable[[], tuple[str, int]]
    ) -> tuple[str, int]:
        try:
            value = render()
        except BaseException:
            with self._lock:
                del self._flights[key]
            flight.done.set()  # the waiters find no value and try again
            raise
        with self._lock:
            del self._flights[key]
            self._items[key] = value
            while len(self._items) > self._size:
                self._items.popitem(last=False)
        flight.value = value
        flight.done.set()
        return value
