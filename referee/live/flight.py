"""One call per key at a time: when many streams ask for the same thing at once (a table's
update, where its log ends), one of them does the work and the others wait for its answer.
A failed call is not shared: each waiter asks again, and one of them leads the next try."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class _Call(Generic[V]):
    def __init__(self) -> None:
        self.done = threading.Event()
        self.ok = False
        self.value: V | None = None


class SingleFlight(Generic[V]):
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._calls: dict[Hashable, _Call[V]] = {}

    def run(self, key: Hashable, work: Callable[[], V]) -> V:
        """``work()``'s answer, shared with every caller that asked for ``key`` meanwhile.
        ``work`` keeps its answer wherever the caller looks first (a cache) before the call
        ends, so that a later caller finds it there rather than calling again."""
        while True:
            with self._lock:
                call = self._calls.get(key)
                leading = call is None
                if call is None:
                    call = self._calls[key] = _Call()
            if not leading:
                call.done.wait()
                if call.ok:
                    return call.value  # type: ignore[return-value]
                continue  # it failed: ask again
            try:
                call.value = work()
                call.ok = True
                return call.value
            finally:
                with self._lock:
                    del self._calls[key]
                call.done.set()
