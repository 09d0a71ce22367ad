"""Live fan-out: the bus ("table T is at seq N") and the stream loop that follows it.

The event log is the history; the bus only wakes the streams of a table so that they read
what is new. In-process on SQLite, PostgreSQL ``LISTEN/NOTIFY`` across workers.
"""

from __future__ import annotations

from .bus import Bus, InProcessBus, PgNotifyBus, Subscription, make_bus
from .gate import StreamGate, StreamsFull, Ticket, semaphore
from .hangup import watch_hangup
from .heads import HeadCache
from .stream import RenderCache, follow, sse

__all__ = [
    "Bus",
    "HeadCache",
    "InProcessBus",
    "PgNotifyBus",
    "RenderCache",
    "StreamGate",
    "StreamsFull",
    "Subscription",
    "Ticket",
    "follow",
    "make_bus",
    "semaphore",
    "sse",
    "watch_hangup",
]
