"""Live updates of the table page: server-sent events, and a slow poll as the safety net."""

from __future__ import annotations

from flask import Blueprint, Response, request

from ...live import sse
from ...qr import qr_svg
from ...tables import Actor
from ...tables.access import require_seated
from ..common import cookie_token, join_url, lang, page_actor, reads, service
from ..streams import render_cache, resume_from, stream_response
from .regions import build_page, render_regions

bp = Blueprint("live", __name__)


@bp.after_app_request
def _private(response: Response) -> Response:
    """Table pages and their updates are private (a seated player's copy holds the join link)."""
    if request.endpoint and request.endpoint.split(".")[0] in ("pages", "live"):
        response.headers.setdefault("Cache-Control", "private, no-store")
    return response


@bp.get("/t/<table_id>/stream")
def table_stream(table_id: str) -> Response:
    svc, language, cache = service(), lang(), render_cache()
    with svc.read(table_id) as table:  # a stream holds no session while it waits
        table.context  # noqa: B018 - an unknown table is a 404, not an empty stream
    token = cookie_token(table_id)

    def render(last: int, head: int) -> tuple[str, int]:
        # One session per message, closed before the stream waits again. The phone's role
        # is read every time: a seat or host change applies live.
        with svc.read(table_id) as r:
            viewer = r.actor(token)
            since = last if last <= head else None
            who = (viewer.role, viewer.seat) if viewer else None
            seated = tuple(sorted(r.devices.items()))  # a phone sitting down moves no seq
            key = ("page", table_id, since, head, language, who, seated)

            def page() -> tuple[str, int]:
                built = build_page(r, viewer, since)
                return sse(built.view.seq, render_regions(built)), built.view.seq

            return cache.get(key, page)

    return stream_response(table_id, resume_from(), render, refresh=True)


@bp.get("/t/<table_id>/live")
def poll(table_id: str) -> Response:
    """The slow poll: 204 when nothing changed since ``seq``, else the regions to swap."""
    raw = request.args.get("seq", "")
    head = reads(table_id).table.head_seq
    known = int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 10 else None
    if known == head:
        return Response(status=204)
    since = known if known is not None and known <= head else None
    page = build_page(table_id, page_actor(table_id), since)
    return Response(render_regions(page), mimetype="text/html")


def qr_response(table_id: str, actor: Actor | None) -> Response:
    require_seated(actor)
    table = reads(table_id).table
    svg = qr_svg(join_url(table.join_secret))
    response = Response(str(svg), mimetype="image/svg+xml")
    response.headers["Cache-Control"] = "private, max-age=3600"
    return response
