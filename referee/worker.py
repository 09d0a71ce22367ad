"""The gunicorn worker of ``referee serve``: gevent, with the server's own refusals in the
house style.

Gunicorn refuses a request line longer than ``limit_request_line`` (414) and headers larger
than ``limit_request_field_size`` or more than ``limit_request_fields`` of them (431) before
the app sees the request, with an HTML page. This worker answers those in
``application/problem+json``, with the app's security headers, as the app answers everything
else. The request's headers are not read at that point, so the answer is in English.
"""

from __future__ import annotations

import json
from typing import Any

import gevent
from gunicorn import util
from gunicorn.http.errors import LimitRequestHeaders, LimitRequestLine
from gunicorn.workers.ggevent import GeventWorker

from .heap import settle
from .web.headers import security_headers

#: Exception → status, reason phrase, problem type, title, detail.
LIMITS: dict[type[Exception], tuple[int, str, str, str, str]] = {
    LimitRequestLine: (
        414,
        "URI Too Long",
        "uri-too-long",
        "Address too long",
        "The address is longer than this server reads.",
    ),
    LimitRequestHeaders: (
        431,
        "Request Header Fields Too Large",
        "request-header-fields-too-large",
        "Headers too large",
        "The request's headers are larger than this server reads.",
    ),
}


def problem_response(
    status: int, reason: str, code: str, title: str, detail: str, *, secure: bool = False
) -> bytes:
    """The whole answer, as bytes; ``secure`` when the server itself speaks HTTPS."""
    body = json.dumps(
        {"type": f"/problems/{code}", "title": title, "status": status, "detail": detail}
    ).encode()
    headers = [
        ("Connection", "close"),
        ("Content-Type", "application/problem+json"),
        ("Content-Language", "en"),
        ("Content-Length", str(len(body))),
        *security_headers(secure),
    ]
    head = f"HTTP/1.1 {status} {reason}\r\n" + "".join(f"{n}: {v}\r\n" for n, v in headers)
    return (head + "\r\n").encode("latin-1") + body


class Worker(GeventWorker):  # type: ignore[misc]
    def load_wsgi(self) -> None:
        """The app, loaded; then what lives as long as the worker is frozen out of the
        collector's walks (:mod:`referee.heap`)."""
        super().load_wsgi()
        settle(self.wsgi)

    def handle_exit(self, sig: int, frame: Any) -> None:
        """SIGTERM (a restart, a deploy): stop as gunicorn does, letting the requests in
        flight finish, and end the live streams at once rather than at the grace period's
        end; each phone reconnects from its last event to the server that takes over."""
        super().handle_exit(sig, frame)
        # A worker told to stop while it still loads the app (another one failed to boot)
        # has no app yet: it just stops, and the error that stopped the server shows.
        app = getattr(self, "wsgi", None)
        service = getattr(app, "extensions", {}).get("referee")
        if service is not None:
            # Out of the signal handler, as gunicorn does for its own blocking work.
            gevent.spawn(service.bus.hang_up_all)

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        answer = next((a for kind, a in LIMITS.items() if isinstance(exc, kind)), None)
        if answer is None:
            super().handle_error(req, client, addr, exc)
            return
        self.log.warning("Invalid request from ip=%s: %s", (addr or ("",))[0], exc)
        try:
            util.write_nonblock(client, problem_response(*answer, secure=self.cfg.is_ssl))
        except Exception:  # the client went away
            self.log.debug("Failed to send error message.")
