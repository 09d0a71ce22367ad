"""Server-sent event responses: where a client resumes, and the stream of one table.

Every message carries ``id: <seq>``. A phone that reconnects sends ``Last-Event-ID`` and
gets what it missed; the bus only says "there is something new", the log says what.
"""

from __future__ import annotations

from collections.abc import Callable

from flask import Response, current_app, request, stream_with_context

from ..live import RenderCache, follow
from .common import service


def render_cache() -> RenderCache:
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


def stream_response(
    table_id: str,
    after: int,
    render: Callable[[int, int], tuple[str, int]],
    *,
    refresh: bool = False,
) -> Response:
    """The table's stream; ``render(last, head)`` returns a message and the seq it brings
    (with ``refresh``, also when only who sits where changed)."""
    svc = service()
    keepalive = float(current_app.config["SSE_KEEPALIVE_SECONDS"])
    messages = follow(
        svc.bus.subscribe(table_id),
        after,
        lambda: svc.head_seq(table_id),
        render,
        keepalive,
        refresh=refresh,
    )
    response = Response(stream_with_context(messages), mimetype="text/event-stream")
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Accel-Buffering"] = "no"
    return response
