"""The headers every answer carries: pages, fragments, static files, the API and errors.

The Content-Security-Policy allows our own origin only, with no inline script, no inline
style and no ``eval``; nobody may frame the app; a join link never leaves in a Referer;
browsers do not guess types; over HTTPS (directly or behind ``REFEREE_PROXIES``) they are
told to come back over HTTPS only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

#: ``default-src`` covers scripts, styles, fonts, fetches, the manifest and workers: our
#: origin only (images may also be ``data:``, the page's icon is one). Short on purpose:
#: every response carries it.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)

HEADERS: tuple[tuple[str, str], ...] = (
    ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "same-origin"),
)

#: Two years, the figure browsers' preload lists ask for; subdomains are not ours to bind.
HSTS = ("Strict-Transport-Security", "max-age=63072000")


def security_headers(secure: bool) -> tuple[tuple[str, str], ...]:
    """What every answer carries: :data:`HEADERS`, and HSTS when it goes over HTTPS (also
    the server's own refusals, see :mod:`referee.worker`)."""
    return (*HEADERS, HSTS) if secure else HEADERS


StartResponse = Callable[..., Any]
WsgiApp = Callable[[dict[str, Any], StartResponse], Iterable[bytes]]


class SecurityHeaders:
    """WSGI middleware adding :data:`HEADERS` (and HSTS over HTTPS) to every response.

    It sits inside ``ProxyFix``, so behind a proxy the scheme is the client's.
    """

    def __init__(self, app: WsgiApp) -> None:
        self.app = app

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        secure = environ.get("wsgi.url_scheme") == "https"

        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            present = {name.lower() for name, _ in headers}
            headers.extend(
                (name, value)
                for name, value in security_headers(secure)
                if name.lower() not in present
            )
            return start_response(status, headers, exc_info)

        return self.app(environ, start)
