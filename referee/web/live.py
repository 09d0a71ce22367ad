"""Live updates: server-sent events per table, a slow poll as the safety net.

Every message carries ``id: <seq>``. A phone that reconnects sends ``Last-Event-ID`` and
gets what it missed; the bus only says "there is something new", the log says what.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator

from flask import Blueprint, Response, current_app, request, stream_with_context

from ..qr import qr_svg
from ..service import Actor
from .common import cookie_token, join_url, lang, page_actor, service
from .present import event_json, summary_json
from .regions import build_page, render_regions

bp = Blueprint("live", __name__)


@bp.after_app_request
def _private(response: Response) -> Response:
    """Table pages and their updates are private (a seated player's copy holds the join link)."""
    if request.endpoint and request.endpoint.split(".")[0] in ("pages", "live"):
        response.headers.setdefault("Cache-Control", "private, no-store")
    return response


class RenderCache:
    """What a stream sends for (table, from seq, to seq, language, viewer), shared by streams.

    When a move lands, every phone of the table wakes at once and would render the same
    update; the first one renders it, the others reuse it.
    """

    def __init__(self, size: int = 128) -> None:
        self._items: OrderedDict[Hashable, tuple[str, int]] = OrderedDict()
        self._lock = threading.Lock()
        self._size = size

    def get(self, key: Hashable, render: Callable[[], tuple[str, int]]) -> tuple[str, int]:
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]
        value = render()
        with self._lock:
            self._items[key] = value
            while len(self._items) > self._size:
                self._items.popitem(last=False)
        return value


def _cache() -> RenderCache:
    return current_app.extensions.setdefault("referee_renders", RenderCache())


def resume_from() -> int:
    """The last seq the client has: ``Last-Event-ID``, else ``?after=``, else 0."""
    for raw in (request.headers.get("Last-Event-ID"), request.args.get("after")):
        if raw is not None:
            try:
                return min(max(0, int(raw)), 2**31 - 1)
            except ValueError:
                continue
    return 0


def _sse(seq: int, data: str, event: str | None = None) -> str:
    lines = [f"id: {seq}"]
    if event:
        lines.append(f"event: {event}")
    lines.extend(f"data: {line}" for line in data.split("\n"))
    return "\n".join(lines) + "\n\n"


def _stream(table_id: str, after: int, render: Callable[[int, int], tuple[str, int]]) -> Response:
    """The stream loop; ``render(last, head)`` returns the message and the seq it brings."""
    svc = service()
    keepalive = float(current_app.config["SSE_KEEPALIVE_SECONDS"])
    subscription = svc.bus.subscribe(table_id)

    def generate() -> Iterator[str]:
        try:
            yield "retry: 2000\n\n"
            last = after
            head = svc.head_seq(table_id)
            while True:
                if head != last:
                    message, last = render(last, head)
                    yield message
                if subscription.wait(keepalive):
                    # The wake-up names the new seq: no need to ask the database for it.
                    announced = subscription.seq
                    head = announced if announced and announced > last else svc.head_seq(table_id)
                else:
                    yield ": keepalive\n\n"
                    head = svc.head_seq(table_id)  # also catches a wake-up that was lost
        finally:
            subscription.close()

    response = Response(stream_with_context(generate()), mimetype="text/event-stream")
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Accel-Buffering"] = "no"
    return response


def json_stream(table_id: str, after: int) -> Response:
    """One ``move`` event per logged event, then the table's summary, as JSON."""
    svc = service()
    language = lang()
    cache = _cache()

    def render(last: int, head: int) -> tuple[str, int]:
        start = last if last < head else 0
        return cache.get(("json", table_id, start, head, language), lambda: _json(start))

    def _json(last: int) -> tuple[str, int]:
        view = svc.view(table_id)
        entries = svc.log(table_id, after=last, upto=view.seq)  # what the summary counts
        chunks = [
            _sse(e.seq, json.dumps(event_json(e, language, view.names)), "move") for e in entries
        ]
        chunks.append(_sse(view.seq, json.dumps(summary_json(view, language)), "table"))
        return "".join(chunks), view.seq

    return _stream(table_id, after, render)


def page_stream(table_id: str, after: int, token: str | None) -> Response:
    language = lang()
    cache = _cache()

    def render(last: int, head: int) -> tuple[str, int]:
        # The phone's role is read at every message: a seat or host change applies live.
        viewer = service().actor(table_id, token)
        since = last if last <= head else None
        who = (viewer.role, viewer.seat) if viewer else None
        return cache.get(
            ("page", table_id, since, head, language, who), lambda: _page(viewer, since)
        )

    def _page(viewer: Actor | None, since: int | None) -> tuple[str, int]:
        page = build_page(table_id, viewer, since)
        return _sse(page.view.seq, render_regions(page)), page.view.seq

    return _stream(table_id, after, render)


@bp.get("/t/<table_id>/stream")
def table_stream(table_id: str) -> Response:
    service().table(table_id)
    return page_stream(table_id, resume_from(), cookie_token(table_id))


@bp.get("/t/<table_id>/live")
def poll(table_id: str) -> Response:
    """The slow poll: 204 when nothing changed since ``seq``, else the regions to swap."""
    raw = request.args.get("seq", "")
    head = service().head_seq(table_id)
    known = int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 10 else None
    if known == head:
        return Response(status=204)
    since = known if known is not None and known <= head else None
    page = build_page(table_id, page_actor(table_id), since)
    return Response(render_regions(page), mimetype="text/html")


def qr_response(table_id: str, actor: Actor | None) -> Response:
    from ..games.base import Text
    from ..problems import Forbidden

    if actor is None or not actor.can_play:
        raise Forbidden(
            Text(
                it="Il QR per sedersi lo vede solo chi è seduto al tavolo.",
                en="Only players seated at the table can see the join QR code.",
            )
        )
    table = service().table(table_id)
    svg = qr_svg(join_url(table.join_secret))
    response = Response(str(svg), mimetype="image/svg+xml")
    response.headers["Cache-Control"] = "private, max-age=3600"
    return response
