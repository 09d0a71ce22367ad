"""A line between a phone and the server that a test can cut: a TCP relay on 127.0.0.1.

Playwright's offline mode does not reach a page's service worker, whose requests would
still get through; a cut relay fails every request of the phone, the worker's included,
as a dead Wi-Fi does.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
from urllib.parse import urlsplit


class Relay:
    """Forwards ``http://127.0.0.1:<port>`` to ``upstream`` until :meth:`cut`."""

    def __init__(self, upstream: str) -> None:
        parts = urlsplit(upstream)
        self.upstream = (parts.hostname or "127.0.0.1", parts.port or 80)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        self.down = False
        self.closed = False
        self.open: set[socket.socket] = set()
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self.closed:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if self.down:
                _reset(client)
                continue
            try:
                server = socket.create_connection(self.upstream)
            except OSError:
                _reset(client)
                continue
            with self.lock:
                self.open.update((client, server))
            for source, target in ((client, server), (server, client)):
                threading.Thread(target=self._pipe, args=(source, target), daemon=True).start()

    def _pipe(self, source: socket.socket, target: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                target.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, target):
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
                sock.close()
            with self.lock:
                self.open.difference_update((source, target))

    def cut(self) -> None:
        """Every open connection dies, and new ones are refused, until :meth:`mend`."""
        self.down = True
        with self.lock:
            dying = list(self.open)
        for sock in dying:
            _reset(sock)

    def mend(self) -> None:
        self.down = False

    def close(self) -> None:
        self.closed = True
        self.cut()
        self.listener.close()


def _reset(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    with contextlib.suppress(OSError):
        sock.close()
