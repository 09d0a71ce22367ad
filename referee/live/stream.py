"""The stream loop: wait for the bus, render what is new, send it; and a shared render cache.

A stream never holds a database session while it waits: ``head`` and ``render`` open and
close their own. A stream ends after its lifetime; the client reconnects with
``Last-Event-ID`` and misses nothing.
"""

from __future__ import annotations

import random
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from typing import Any, TypeVar

from .bus import Subscription
from .flight import SingleFlight

#: The spread of waits and lifetimes: a generator of its own, so that no other user of the
#: process's shared ``random`` (a test's seeded run, say) sees its state move.
_JITTER = random.Random()

T = TypeVar("T")


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
    spread: float = 0.25,
) -> Iterator[str]:
    """Messages for a client that has seen up to ``after``, until it goes away or
    ``lifetime`` seconds have passed.

    ``head()`` reads the table's seq; ``render(last, head)`` returns the message bringing the
    client from ``last`` to ``head`` and the seq it reached. A wake-up names the new seq, so
    a move costs no extra read; a lost wake-up is caught at the next keep-alive. With
    ``refresh``, a publish without a new seq (a phone sat down) sends ``render(last, last)``:
    the same seq, redrawn (a bare nudge of the bus, or the echo of a move already sent,
    redraws nothing).

    Each wait for a keep-alive is drawn between ``1 - spread`` and 1 times ``keepalive``:
    phones that connected together (a server restart, a club night starting) would
    otherwise be sent their keep-alives, and check their tables' heads, in one burst every
    interval for as long as they stay.
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
            wait = keepalive * _JITTER.uniform(1 - spread, 1)
            left = wait if ends is None else min(wait, ends - time.monotonic())
            if left <= 0:
                return  # the client resumes from the last id it got
            if subscription.wait(left):
                if subscription.gone:
                    return  # the phone hung up: its place is free at once
                told = subscription.told()
                announced = subscription.seq
                current = announced if announced and announced > last else head()
                if refresh and current == last and told:
                    message, last = render(last, last)
                    yield message
            elif ends is None or time.monotonic() < ends:
                yield ": keepalive\n\n"
                current = head()
    finally:
        subscription.close()


class RenderCache:
    """What a stream sends for (table, from seq, to seq, language, kind of phone), shared by
    streams.

    When a move lands, every phone of the table wakes at once and would render the same
    update: one of them renders it, the others wait for that render and reuse it (one
    render per key in flight, never one per stream).
    """

    def __init__(self, size: int = 128) -> None:
        self._items: OrderedDict[Hashable, Any] = OrderedDict()
        self._lock = threading.Lock()
        self._size = size
        self._flights: SingleFlight[Any] = SingleFlight()

    def get(self, key: Hashable, render: Callable[[], T]) -> T:
        def kept() -> T:
            with self._lock:
                if key in self._items:  # rendered by a call that ended meanwhile
                    return self._items[key]  # type: ignore[no-any-return]
            value = render()
            with self._lock:
                self._items[key] = value
                while len(self._items) > self._size:
                    self._items.popitem(last=False)
            return value

        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]  # type: ignore[no-any-return]
        return self._flights.run(key, kept)  # type: ignore[no-any-return]
