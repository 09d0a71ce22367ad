"""The devices this process has seen write, by table and token.

Every write names its device by a bearer token, and reading that device costs a read of
its own before the write's transaction (a session, and on PostgreSQL three round trips). A
device that wrote once is kept here with the table's count of device changes it was read
at; its next write starts from it, and the write checks it against the table it locks
(:func:`referee.tables.pipeline.write`): if any device of the table changed meanwhile (one
sat down, a seat or role changed, one was signed out, on any server), the device is read
again inside the write's transaction. A device signed out therefore never writes on the
strength of this memory, and the window between a separate read and the write, where a
device signed out in between could still log, is closed for every write.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from .access import TOKEN_MAX, Actor, hash_token

#: How many devices are kept (the least recently writing ones are dropped first).
KEPT = 4096


class Bearers:
    """The acting device of each (table, token) as its last write had it."""

    def __init__(self, size: int = KEPT) -> None:
        self._kept: OrderedDict[tuple[str, str], Actor] = OrderedDict()
        self._size = size
        self._lock = threading.Lock()

    def get(self, table_id: str, token: str | None) -> Actor | None:
        if not token or len(token) > TOKEN_MAX:  # no device's: not hashed, read as before
            return None
        key = (table_id, hash_token(token))
        with self._lock:
            actor = self._kept.get(key)
            if actor is not None:
                self._kept.move_to_end(key)
            return actor

    def keep(self, table_id: str, token: str, actor: Actor) -> None:
        """Keep ``actor`` (read from its row: it carries the count it was read at)."""
        if actor.device_changes is None or actor.participant_id is None:
            return
        key = (table_id, hash_token(token))
        with self._lock:
            self._kept[key] = actor
            self._kept.move_to_end(key)
            while len(self._kept) > self._size:
                self._kept.popitem(last=False)

    def forget(self, table_id: str, token: str) -> None:
        with self._lock:
            self._kept.pop((table_id, hash_token(token)), None)

    def __len__(self) -> int:
        return len(self._kept)
