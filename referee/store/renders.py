"""One render per update across every server process on a database.

Within a process, the streams' ``RenderCache`` (:mod:`referee.live.stream`) makes one
render per table, seq, language and kind of phone however many of its phones wait for it.
With several worker processes, or several servers on one PostgreSQL database, each process
would still render every update for its own phones. :class:`SharedRenders` keeps an
update's render in the database (``live_render``) beside the event it brings: the first
process that needs it claims it (an advisory lock held for the render's transaction),
renders it and keeps it; a process that asks meanwhile waits for that lock and then reads
the render instead of making it again. A render is keyed by all that makes its text differ:
the table, the seq it brings a phone from and to, the language and the kind of phone (a
page's render is one for every seat of its kind: what is one phone's own is picked out by
the page's script).

Renders are a cache, not history: a table keeps its last few seqs' renders, and every
process drops renders older than a few minutes now and then. A process that cannot claim a
render in time (another one stalled) renders it itself and keeps nothing.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
import zlib
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy.exc import DBAPIError

from . import repo
from .db import Database

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RenderKey:
    """What a shared render is one for: a phone of ``kind`` speaking ``lang`` brought from
    seq ``since`` (-1: the whole page) to ``seq`` on ``table_id``, its links starting with
    the address ``site`` stands for (see :func:`site_of`)."""

    table_id: str
    since: int
    seq: int
    lang: str
    kind: str
    site: str = ""

    def lock(self) -> int:
        """A 32-bit signed hash of the key, for the advisory lock that claims its render
        (two keys sharing one only take turns)."""
        raw = f"{self.table_id}:{self.since}:{self.seq}:{self.lang}:{self.kind}:{self.site}"
        value = zlib.crc32(raw.encode())
        return value - 2**32 if value >= 2**31 else value


def site_of(base_url: str) -> str:
    """A short name of the address a render's links start with (the server's public
    address, or without one the address the phone asked for: a render made for a phone
    on the LAN address is not sent to one on another)."""
    return hashlib.sha256(base_url.encode()).hexdigest()[:16]


#: A render: its text and what the stream needs beside it (JSON).
Render = tuple[str, dict[str, Any]]


class SharedRenders:
    """Renders kept in the database for every process (see the module's docstring).

    ``keep_seqs``: a table's renders more than this many seqs behind its newest are dropped
    when a newer one is kept; ``keep_for``: renders older than this are dropped, at most
    every ``prune_every``; ``claims``: how many renders a process claims at once (each
    holds a database connection while it renders, or waits for another process's);
    ``wait``: how long a process waits for another's render before making its own. The
    bound on claims is a semaphore the caller gives (gevent's own in a patched worker:
    :func:`referee.live.gate.semaphore`), else a threading one of 8.
    """

    def __init__(
        self,
        db: Database,
        *,
        keep_seqs: int = 4,
        keep_for: timedelta = timedelta(minutes=5),
        prune_every: timedelta = timedelta(minutes=1),
        claims: AbstractContextManager[Any] | None = None,
        wait: float = 2.0,
    ) -> None:
        self.db = db
        self.keep_seqs = keep_seqs
        self.keep_for = keep_for
        self.prune_every = prune_every.total_seconds()
        self.wait_ms = int(wait * 1000)
        self._claims = claims if claims is not None else threading.BoundedSemaphore(8)
        self._next_prune = time.monotonic() + self.prune_every
        #: How this process's asks were answered: ``made`` (rendered and kept), ``read``
        #: (another process's render), ``alone`` (rendered, not kept: the claim timed out).
        self.counts = {"made": 0, "read": 0, "alone": 0}

    def get(self, key: RenderKey, render: Callable[[], Render]) -> Render:
        """The render of ``key``: read if a process has kept it, else made by ``render()``
        (which opens its own session) and kept."""
        with self._claims:
            try:
                found = self._claim_or_read(key, render)
            except _Timeout:
                self.counts["alone"] += 1
                return render()
        if time.monotonic() >= self._next_prune:
            self._next_prune = time.monotonic() + self.prune_every
            self.prune()
        return found

    def _claim_or_read(self, key: RenderKey, render: Callable[[], Render]) -> Render:
        # A plain connection: no session, no object of the ORM (a process does this for
        # every update of its phones' pages).
        with self.db.engine.connect() as c:
            args = (key.table_id, key.seq, key.since, key.lang, key.kind, key.site)
            row: dict[str, Any] = dict(zip(repo.RENDER_KEY, args, strict=True))
            try:  # the claim first: a render being made is waited for, not made again
                repo.claim_render(c, key.lock(), self.wait_ms)
            except DBAPIError as exc:  # not claimed in time: another process stalled
                c.rollback()
                log.warning("shared render %s not claimed in time: %s", key, exc)
                raise _Timeout from exc
            found = repo.live_render(c, row)  # made by another process, maybe meanwhile
            if found is not None:
                c.commit()
                self.counts["read"] += 1
                return found
            body, meta = render()
            repo.keep_render(c, {**row, "body": body, "meta": meta}, self.keep_seqs)
            c.commit()
            self.counts["made"] += 1
            return body, meta

    def prune(self, now: datetime | None = None) -> int:
        """Drop the renders older than ``keep_for``; how many were dropped."""
        before = (now or datetime.now(UTC)) - self.keep_for
        with self.db.session() as s:
            dropped = repo.prune_live_renders(s, before)
            s.commit()
        return dropped


class _Timeout(Exception):
    pass
