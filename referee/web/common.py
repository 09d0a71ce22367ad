"""What pages and the API share: the service, the request's read model, the language, who
is asking."""

from __future__ import annotations

import ipaddress
from functools import lru_cache
from typing import Any
from urllib.parse import urlsplit

from babel import Locale
from flask import Flask, Response, current_app, g, has_app_context, request, session
from flask.sessions import SecureCookieSessionInterface
from flask_babel import get_locale
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from ..games.base import Rule, Text
from ..games.rulebook import get_rule
from ..problems import NotFound
from ..qr import qr_svg
from ..record.bounds import IMPORTS_PER_CLIENT, count_import
from ..tables import Actor, TableReads, TableService
from ..tables.access import require_seated
from .bodies import check_media_type, parse_json
from .form_fields import as_int
from .i18n import request_globals

RECENT_MAX = 20


def service() -> TableService:
    return current_app.extensions["referee"]


def reads(table_id: str) -> TableReads:
    """This request's read model of the table: loaded once, closed when the request ends.

    After a write the request reads afresh (:func:`forget_reads`).
    """
    cache: dict[str, TableReads] = g.setdefault("table_reads", {})
    if table_id not in cache:
        cache[table_id] = service().read(table_id)
    return cache[table_id]


def forget_reads(table_id: str) -> None:
    """The table changed during this request: the next read starts a new session."""
    cache: dict[str, TableReads] = g.get("table_reads", {})
    stale = cache.pop(table_id, None)
    if stale is not None:
        stale.close()


def release_reads() -> None:
    """Give this request's read connections back to the pool; what they loaded stays, and a
    later read opens a new session. Called before every write (``Database.before_write``):
    a request never holds a read connection while it waits for a write one."""
    if not has_app_context():
        return
    for table_reads in g.get("table_reads", {}).values():
        table_reads.close()


def close_reads(_exc: BaseException | None = None) -> None:
    for table_reads in g.pop("table_reads", {}).values():
        table_reads.close()


def known_rule(rule_id: str) -> Rule:
    """The rule with this id (typed in any case), or a 404 saying there is none."""
    rule = get_rule(rule_id)
    if rule is None:
        shown = rule_id[:40]
        raise NotFound(Text(it=f"Nessuna regola «{shown}».", en=f"No rule '{shown}'."))
    return rule


def lang() -> str:
    """The request's language ("en" outside one), found once per request (an update asks
    for it dozens of times; Flask-Babel finds its locale through three lookups on ``g``)."""
    kept = request_globals()
    if kept is None:
        return "en"
    found = kept.__dict__.get("_referee_lang")
    if found is None:
        locale = get_locale()
        found = kept._referee_lang = locale.language if locale is not None else "en"
    return found


def select_locale() -> Locale:
    """A language chosen on this device wins; else the browser's; else English. As a locale
    made once per language, and a browser's header read once per header: Flask-Babel would
    parse both anew for every request (a fortieth of a move's two requests)."""
    languages = tuple(current_app.config["LANGUAGES"])
    chosen = request.args.get("lang") or request.cookies.get("lang")
    if chosen not in languages:
        chosen = _browser_language(request.headers.get("Accept-Language", ""), languages)
    return _locale(chosen)


@lru_cache(maxsize=512)
def _browser_language(header: str, languages: tuple[str, ...]) -> str:
    """The best of ``languages`` for an ``Accept-Language`` header, else English."""
    return parse_accept_header(header, LanguageAccept).best_match(languages) or "en"


@lru_cache(maxsize=8)
def _locale(language: str) -> Locale:
    return Locale.parse(language)


def base_url() -> str:
    configured = current_app.config.get("PUBLIC_URL")
    return (configured or request.host_url).rstrip("/")


def join_url(secret: str) -> str:
    return f"{base_url()}/j/{secret}"


def table_url(table_id: str) -> str:
    return f"{base_url()}/t/{table_id}"


def claim_url(tournament_id: str, claim: Any) -> str:
    """The page a phone opens to claim a person with the organiser's code (a
    :class:`referee.tournaments.claims.Claim`)."""
    where = f"{claim.person}/{claim.issued}/{claim.code}"
    return f"{base_url()}/tournaments/{tournament_id}/claim/{where}"


# -- tokens -------------------------------------------------------------------------------


def cookies_secure(app: Flask) -> bool:
    """Whether this answer's cookies are ``Secure``: when the app's public address is HTTPS
    (``SESSION_COOKIE_SECURE``) or the request came over HTTPS, as seen directly or, with
    ``REFEREE_PROXIES``, as the proxy says."""
    return bool(app.config["SESSION_COOKIE_SECURE"]) or request.is_secure


class SeatCookies(SecureCookieSessionInterface):
    """The signed cookie holding a phone's seats (``Secure`` as :func:`cookies_secure`)."""

    def get_cookie_secure(self, app: Flask) -> bool:
        return cookies_secure(app)


def bearer_token() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        return token.strip()
    return None


def cookie_token(table_id: str) -> str | None:
    tokens = session.get("tokens") or {}
    token = tokens.get(table_id) if isinstance(tokens, dict) else None
    return token if isinstance(token, str) else None


def remember(table_id: str, token: str | None = None) -> None:
    """Keep this device's token for the table, and the table among its recent ones.

    The cookie is sent again only when this changes it (not at every visit of a page).
    """
    if not session.permanent:
        session.permanent = True
    if token is not None and (session.get("tokens") or {}).get(table_id) != token:
        tokens = dict(session.get("tokens") or {})
        tokens[table_id] = token
        if len(tokens) > RECENT_MAX:
            keep = _recent_order(table_id)[:RECENT_MAX]
            tokens = {k: v for k, v in tokens.items() if k in keep}
        session["tokens"] = tokens
    recent = _recent_order(table_id)[:RECENT_MAX]
    if session.get("recent") != recent:
        session["recent"] = recent


def _recent_order(first: str) -> list[str]:
    recent = [t for t in (session.get("recent") or []) if isinstance(t, str) and t != first]
    return [first, *recent]


def recent_tables() -> list[str]:
    recent = session.get("recent") or []
    return [t for t in recent if isinstance(t, str)]


def page_actor(table_id: str) -> Actor | None:
    return reads(table_id).actor(cookie_token(table_id))


def same_origin() -> bool:
    """A cookie-authenticated POST must come from our own pages (CSRF)."""
    site = request.headers.get("Sec-Fetch-Site")
    if site is not None:
        return site in ("same-origin", "none")
    origin = request.headers.get("Origin")
    if origin is None or origin == "null":
        return origin is None
    return urlsplit(origin).netloc == request.host


def client_key() -> str:
    """The client's address, which per-client limits count by; an IPv6 client is its /64
    network (one device commonly holds many addresses of it)."""
    address = request.remote_addr or "unknown"
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ipaddress.ip_network(f"{parsed}/64", strict=False))
    return str(parsed)


def counted_import() -> None:
    """One more import of a file by this client address: 429 past the server's
    ``IMPORTS_PER_CLIENT`` in the window (see ``record.bounds``)."""
    allowed = int(current_app.config.get("IMPORTS_PER_CLIENT", IMPORTS_PER_CLIENT))
    count_import(service().db, client_key(), allowed)


def form_int(name: str) -> int | None:
    """A whole number from the request's form, or None (blank or not a number)."""
    return as_int(request.form.get(name))


def json_body() -> Any:
    """The request's JSON value: 415 unless it is sent as JSON, 400 unless it is JSON that
    parses safely (see :mod:`.bodies`)."""
    check_media_type(request.mimetype, request.mimetype_params.get("charset"))
    return parse_json(request.get_data(cache=True))


def qr_response(table_id: str, actor: Actor | None) -> Response:
    """The table's join QR code as an SVG image, for a phone seated at it (the page and the
    API serve the same answer)."""
    require_seated(actor)
    table = reads(table_id).table
    svg = qr_svg(join_url(table.join_secret))
    response = Response(str(svg), mimetype="image/svg+xml")
    response.headers["Cache-Control"] = "private, max-age=3600"
    return response
