"""Noticing that a phone hung up while its stream waits.

A stream writes to its socket only when there is news or a keep-alive is due: a phone that
closed its page would hold its place (and its address's share of the streams) until the
next write failed, up to a keep-alive interval later. Under gevent, the loop watches each
stream's socket for reading instead: a client of a server-sent event stream never sends
anything after its request, so the socket turns readable only when the client hangs up,
and the stream is told at once. Where gevent does not run the server (the tests' client,
the development server) there is nothing to watch, and a stream ends at its next write as
before.
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from typing import Any

_READ = 1  # libev/libuv's read event


def _gevent_hub() -> Any:
    try:
        from gevent import monkey
    except ImportError:  # pragma: no cover - gevent is a dependency
        return None
    if not monkey.is_module_patched("socket"):
        return None
    from gevent import get_hub

    return get_hub()


class _Watch:
    """One stream's socket, watched (an object with slots, not closures: a worker holding
    thousands of streams tracks fewer objects for its collector to walk)."""

    __slots__ = ("sock", "on_hangup", "watcher")

    def __init__(self, sock: Any, on_hangup: Callable[[], None], watcher: Any) -> None:
        self.sock = sock
        self.on_hangup = on_hangup
        self.watcher = watcher

    def readable(self) -> None:
        self.watcher.stop()  # once: a hang-up is told once; bytes sent are not watched again
        import gevent

        gevent.spawn(self.check)

    def check(self) -> None:
        try:
            data = self.sock.recv(1, socket.MSG_PEEK)
        except OSError:
            data = b""
        if not data:
            self.on_hangup()

    def stop(self) -> None:
        self.watcher.stop()
        self.watcher.close()


def _unwatched() -> None:
    return None


def watch_hangup(sock: Any, on_hangup: Callable[[], None]) -> Callable[[], None]:
    """Call ``on_hangup`` once the peer of ``sock`` closes it; returns what stops watching.

    The watcher costs no greenlet while the phone stays: one is spawned only when the socket
    turns readable, to tell a hang-up (nothing left to read) from bytes the client sent.
    """
    hub = _gevent_hub()
    if hub is None or sock is None:
        return _unwatched
    try:
        watch = _Watch(sock, on_hangup, hub.loop.io(sock.fileno(), _READ))
    except (OSError, ValueError):
        return _unwatched
    watch.watcher.start(watch.readable)
    return watch.stop
