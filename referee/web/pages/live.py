"""Live updates of the table page: server-sent events, and a slow poll as the safety net."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask import Blueprint, Response, render_template, request

from ...live import sse
from ...store import RenderKey, site_of
from ...tables import Actor
from ...tables.access import require_seated
from ..common import base_url, cookie_token, lang, page_actor, service
from ..streams import (
    render_cache,
    resume_from,
    shared_renders,
    stream_reads,
    stream_response,
)
from .regions import build_page, people_changed, render_regions

bp = Blueprint("live", __name__)


@bp.after_app_request
def _private(response: Response) -> Response:
    """Table pages and their updates are private (a seated player's copy holds the join link)."""
    if request.endpoint and request.endpoint.split(".")[0] in ("pages", "live"):
        response.headers.setdefault("Cache-Control", "private, no-store")
    return response


#: What a phone is to a table, as far as its page's updates go: the three kinds of phone
#: an update is rendered for (what is one phone's own is picked out by the page's script).
WATCHING, PLAYING, HOSTING = "watching", "playing", "hosting"


def kind_of(viewer: Actor | None) -> str:
    if viewer is None or not viewer.can_play:
        return WATCHING
    return HOSTING if viewer.is_host else PLAYING


def _anyone(kind: str, table_id: str, role: str | None) -> Actor | None:
    """A phone of this kind, with no seat and no identity of its own."""
    return None if kind == WATCHING or role is None else Actor(None, table_id, role, None)


@dataclass(frozen=True)
class _Update:
    """One update of a table's page, shared by every phone of a kind and a language."""

    html: str
    seq: int
    names: tuple[str, ...]
    #: Whether it may change who a phone is (its seat, its role).
    people: bool

    def dump(self) -> tuple[str, dict[str, Any]]:
        """As the renders shared across processes keep it (text, and JSON beside it)."""
        return self.html, {"seq": self.seq, "names": list(self.names), "people": self.people}

    @classmethod
    def load(cls, kept: tuple[str, dict[str, Any]]) -> _Update:
        html, meta = kept
        return cls(html, int(meta["seq"]), tuple(meta["names"]), bool(meta["people"]))


@bp.get("/t/<table_id>/stream")
def table_stream(table_id: str) -> Response:
    """The page's live updates: one render per table, seq, language and kind of phone,
    shared by every phone of that kind (the first one to ask renders it, the others wait for
    it), in every process on the database (:mod:`referee.store.renders`). A phone's own
    identity is read when it connects and again only when an update may have changed it;
    then the phone also gets its own "you are …" line."""
    svc, token = service(), cookie_token(table_id)
    with svc.read(table_id) as r:  # a stream holds no session while it waits
        r.context  # noqa: B018 - an unknown table is a 404, not an empty stream
        viewer = r.actor(token)
    stream = _PageStream(table_id, token, viewer)
    return stream_response(table_id, resume_from(), stream.render, refresh=True)


class _PageStream:
    """What one phone's page stream keeps while it is open: one object with slots rather
    than closures (a worker holding thousands of streams tracks fewer objects for its
    collector to walk). Made in the stream's request."""

    __slots__ = ("table_id", "token", "viewer", "language", "site", "cache", "reads_at", "share")

    def __init__(self, table_id: str, token: str | None, viewer: Actor | None) -> None:
        self.table_id, self.token, self.viewer = table_id, token, viewer
        self.language, self.site = lang(), site_of(base_url())
        self.cache, self.reads_at, self.share = (
            render_cache(),
            stream_reads(table_id),
            shared_renders(),
        )

    def shared(self, kind: str, role: str | None, since: int | None, head: int) -> _Update:
        with self.reads_at(head) as r:
            built = build_page(r, _anyone(kind, self.table_id, role), since, shared=True)
            return _Update(
                render_regions(built),
                built.view.seq,
                tuple(built.names),
                people_changed(built),
            )

    def update(self, viewer: Actor | None, since: int | None, head: int, redraw: bool) -> _Update:
        kind = kind_of(viewer)
        role = viewer.role if viewer else None
        if redraw:  # a phone sat down: no new seq to key on, and it happens seldom
            return self.shared(kind, role, since, head)
        table_id, language, site = self.table_id, self.language, self.site
        key = ("page", table_id, since, head, language, kind, site)
        stored = self.share(
            RenderKey(table_id, -1 if since is None else since, head, language, kind, site),
            lambda: self.shared(kind, role, since, head).dump(),
        )
        return self.cache.get(key, lambda: _Update.load(stored()))

    def render(self, last: int, head: int) -> tuple[str, int]:
        since = last if last <= head else None
        redraw = last == head
        viewer = self.viewer
        made = self.update(viewer, since, head, redraw)
        if not made.people:
            return sse(made.seq, made.html), made.seq
        # Who this phone is may have changed: read it (one small query), and redraw for its
        # kind if that changed.
        with self.reads_at(None) as r:
            self.viewer = fresh = r.actor(self.token)
        if kind_of(fresh) != kind_of(viewer):
            made = self.update(fresh, since, head, redraw)
        who = render_template("table/_who_partial.html", p=_Who(fresh, list(made.names)))
        return sse(made.seq, made.html + who), made.seq


@bp.get("/t/<table_id>/qr/stream")
def qr_stream(table_id: str) -> Response:
    """The QR page's live list of who has sat down: redrawn when the table's bus says a
    phone sat down or left (or anything else was logged), as the table page's stream is."""
    token = cookie_token(table_id)
    with service().read(table_id) as r:
        require_seated(r.actor(token))
    reads_at = stream_reads(table_id)

    def render(last: int, head: int) -> tuple[str, int]:
        with reads_at(None) as r:
            seated = render_template("table/_qr_seated.html", names=r.view.names, devices=r.devices)
            seq = r.view.seq
        message = f'<hx-partial hx-target="#qr-seated" hx-swap="innerHTML">{seated}</hx-partial>'
        return sse(seq, message), seq

    return stream_response(table_id, resume_from(), render, refresh=True)


@dataclass(frozen=True)
class _Who:
    """What the "you are …" line needs of a page."""

    viewer: Actor | None
    names: list[str]

    @property
    def you(self) -> int | None:
        return self.viewer.seat if self.viewer else None

    @property
    def is_host(self) -> bool:
        return self.viewer is not None and self.viewer.is_host


@bp.get("/t/<table_id>/live")
def poll(table_id: str) -> Response:
    """The slow poll: 204 when nothing changed since ``seq``, else the regions to swap."""
    raw = request.args.get("seq", "")
    # Every open page asks this every few seconds: the answer "nothing new" costs no
    # database read when this process has heard of the table in the last second.
    head = service().known_head(table_id)
    known = int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 10 else None
    if known == head:
        return Response(status=204)
    since = known if known is not None and known <= head else None
    page = build_page(table_id, page_actor(table_id), since)
    return Response(render_regions(page), mimetype="text/html")
