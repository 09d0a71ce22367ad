"""Server-sent event responses: where a client resumes, and the stream of one table.

Every message carries ``id: <seq>``. A phone that reconnects sends ``Last-Event-ID`` and
gets what it missed; the bus only says "there is something new", the log says what.

Streams are admitted through the app's :class:`~referee.live.StreamGate`: a client address
or a table over its cap gets a 429 with ``Retry-After``, a new stream past the process's
``MAX_STREAMS`` a 503 with ``Retry-After`` (the page keeps its slow poll and connects again
later; posts and pages are served as ever); the streams' reads take turns in a
few database slots; a stream ends after ``STREAM_MAX_SECONDS`` (give or take a fifth, so
that streams opened together do not all come back together) and the client resumes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from flask import Response, current_app, request, stream_with_context

from ..games.base import Text
from ..live import (
    RenderCache,
    StreamGate,
    StreamsFull,
    follow,
    watch_hangup,
)
from ..problems import ServerFull, TooManyRequests
from ..store import RenderKey, SharedRenders
from ..tables import TableReads, TableService
from .common import client_key, service

#: The spread of waits and lifetimes: a generator of its own, so that no other user of the
#: process's shared ``random`` (a test's seeded run, say) sees its state move.
_JITTER = random.Random()

#: Seconds a refused client is asked to wait before it opens a stream again.
RETRY_AFTER = 30
#: ... when the whole server is full: sooner (streams end and resume all the time), and
#: spread so that the refused phones do not all come back at once.
RETRY_AFTER_FULL = (10, 30)

FULL = {
    "client": Text(
        it="Troppe connessioni in diretta da questo indirizzo: chiudi qualche pagina e riprova.",
        en="Too many live connections from your address: close some pages and try again.",
    ),
    "table": Text(
        it="Questo tavolo ha troppi spettatori in diretta: riprova fra poco.",
        en="This table has too many live viewers: try again shortly.",
    ),
    "server": Text(
        it="Il server ha tutte le connessioni in diretta che può reggere: la pagina si"
        " aggiorna comunque ogni tanto e si ricollega appena può.",
        en="The server holds all the live connections it can: the page still updates every"
        " little while, and connects again as soon as it can.",
    ),
}


def render_cache() -> RenderCache:
    return current_app.extensions.setdefault("referee_renders", RenderCache())


#: A render as a stream makes it: its text, and JSON beside it.
Made = tuple[str, dict[str, Any]]


class _Share:
    """How a stream makes a render: through the renders shared by every process on the
    database (:mod:`referee.store.renders`) where the app keeps them, else by itself.

    This and the two below are objects with slots rather than closures: a worker holding
    thousands of streams tracks fewer objects for its collector to walk."""

    __slots__ = ("shared",)

    def __init__(self, shared: SharedRenders | None) -> None:
        self.shared = shared

    def __call__(self, key: RenderKey, render: Callable[[], Made]) -> Callable[[], Made]:
        shared = self.shared
        return render if shared is None else lambda: shared.get(key, render)


def shared_renders() -> Callable[[RenderKey, Callable[[], Made]], Callable[[], Made]]:
    """:class:`_Share` for this app; asked for when the stream starts, in its request."""
    return _Share(current_app.extensions.get("referee_shared_renders"))


class _Reads:
    """A stream's reads of its table: a session it opens holds one of the streams' slots."""

    __slots__ = ("service", "table_id", "gate")

    def __init__(self, service: TableService, table_id: str, gate: StreamGate) -> None:
        self.service, self.table_id, self.gate = service, table_id, gate

    def __call__(self, head: int | None) -> TableReads:
        return self.service.read(self.table_id, at=head, slot=self.gate.slot)

    def head(self) -> int:
        """The table's head as this process knows it (a read, when it does not, in a slot)."""
        svc, table_id = self.service, self.table_id
        return svc.known_head(table_id, self.gate.reading(lambda: svc.head_seq(table_id)))


def stream_gate() -> StreamGate:
    gate = current_app.extensions.get("referee_streams")
    if gate is None:
        config = current_app.config
        gate = current_app.extensions.setdefault(
            "referee_streams",
            StreamGate(
                per_client=int(config["STREAMS_PER_CLIENT"]),
                per_table=int(config["STREAMS_PER_TABLE"]),
                db_slots=int(config["STREAM_DB_SLOTS"]),
                total=int(config["MAX_STREAMS"]),
            ),
        )
    return gate


def stream_reads(table_id: str) -> Callable[[int | None], TableReads]:
    """How a stream reads its table (told it is at a seq, or not): a session it opens holds
    one of the streams' database slots. Made when the stream starts, in its request."""
    return _Reads(service(), table_id, stream_gate())


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
    channel: str | None = None,
    head: Callable[[], int] | None = None,
) -> Response:
    """The table's stream; ``render(last, head)`` returns a message and the seq it brings
    (with ``refresh``, also when only who sits where changed). A stream of something else
    than one table (a tournament's standings) names the bus ``channel`` it waits on and
    its ``head`` (a number that grows with every change); ``table_id`` is then what its
    caps count it against."""
    svc, gate, config = service(), stream_gate(), current_app.config
    try:
        ticket = gate.admit(client_key(), table_id)
    except StreamsFull as full:
        if full.scope == "server":
            wait = _JITTER.randint(*RETRY_AFTER_FULL)
            raise ServerFull(FULL[full.scope], extra={"retry_after": wait}) from None
        raise TooManyRequests(FULL[full.scope], extra={"retry_after": RETRY_AFTER}) from None
    subscription = svc.bus.subscribe(channel or table_id)
    stop_watching = watch_hangup(request.environ.get("gunicorn.socket"), subscription.hang_up)
    lifetime = float(config["STREAM_MAX_SECONDS"]) * _JITTER.uniform(0.8, 1.0)
    messages = follow(
        subscription,
        after,
        head or _Reads(svc, table_id, gate).head,
        render,  # its reads take a slot when they open a session (``stream_reads``)
        float(config["SSE_KEEPALIVE_SECONDS"]),
        lifetime,
        refresh=refresh,
    )
    response = Response(stream_with_context(messages), mimetype="text/event-stream")
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Accel-Buffering"] = "no"
    # Also when the stream never started (the client left at once): give its place back.
    response.call_on_close(ticket.release)
    response.call_on_close(subscription.close)
    response.call_on_close(stop_watching)
    return response
