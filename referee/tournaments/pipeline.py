"""The write pipeline every tournament command goes through, in this order:

lock the tournament (SQLite ``BEGIN IMMEDIATE``, PostgreSQL ``SELECT … FOR UPDATE``) → the
organiser's token, when the step is the organiser's → the Idempotency-Key (a retry gets the
first answer) → fold the log → the expected seq (a step planned on a log that has moved on
since is refused, nothing written) → the command's plan (it appends its events) → the
answer, stored with the key → tell the bus, inside the transaction → commit → wake this
process's streams.

The same shape as the tables' (:mod:`referee.tables.pipeline`). The parts are public for
the one write that is a table's and a tournament's at once (a substitute takes a seat:
:mod:`.identity`), which runs inside the table's pipeline.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeVar

from sqlalchemy import event
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from ..games.base import Text
from ..live import Bus
from ..problems import Conflict, Forbidden, NotFound, Refused, Unauthorized
from ..store import Database, Tournament, TournamentAnswer, TournamentEvent, keys
from ..store.repo import is_sqlite
from ..tables.access import hash_token
from ..tables.messages import KEY_REUSED, SAME_INSTANT
from . import messages as msg
from .state import TournamentState, fold

T = TypeVar("T")

#: What a command planned on a log that has moved on since is refused with.
Stale = Text | Refused | None

#: Who may write a step open to anyone with the tournament's address (checking in).
ANYONE = "\x00anyone"


# -- the parts -----------------------------------------------------------------------------


def find(s: Session, tournament_id: str, lock: bool = False) -> Tournament:
    """The tournament (locked for this write with ``lock``); 404 if there is none."""
    if not keys.is_table_id(tournament_id):
        raise NotFound(msg.NO_TOURNAMENT)
    query = select(Tournament).where(Tournament.id == tournament_id)
    if lock and not is_sqlite(s):
        query = query.with_for_update()
    t = s.exec(query).first()
    if t is None:
        raise NotFound(msg.NO_TOURNAMENT)
    return t


def require_organiser(t: Tournament, token: str | None) -> None:
    """No token: 401; another token than the organiser's: 403."""
    if not token:
        raise Unauthorized(msg.NEED_ORGANISER, title=msg.ORGANISER_TITLE)
    if not secrets.compare_digest(t.organiser_hash, hash_token(token)):
        raise Forbidden(msg.NOT_ORGANISER)


def fold_log(s: Session, tournament_id: str) -> TournamentState:
    """The tournament's state, folded from its log."""
    rows = s.exec(
        select(TournamentEvent.seq, TournamentEvent.type, TournamentEvent.payload)
        .where(TournamentEvent.tournament_id == tournament_id)
        .order_by(TournamentEvent.seq)  # type: ignore[arg-type]
    ).all()
    return fold(rows)


def lock(
    s: Session, tournament_id: str, organiser: str | None = ANYONE
) -> tuple[Tournament, TournamentState]:
    """The tournament locked for this write, and its state; ``organiser``: the token that
    must be the organiser's (unless anyone may write)."""
    t = find(s, tournament_id, lock=True)
    if organiser is not ANYONE:
        require_organiser(t, organiser)
    return t, fold_log(s, tournament_id)


def append(s: Session, t: Tournament, kind: str, payload: dict[str, Any]) -> int:
    """One event at the end of the tournament's log; its seq."""
    t.head_seq += 1
    s.add(t)
    s.add(TournamentEvent(tournament_id=t.id, seq=t.head_seq, type=kind, payload=payload))
    s.flush()
    return t.head_seq


def announce(bus: Bus, s: Session, t: Tournament) -> None:
    """Tell the bus the tournament's new head once ``s`` commits (for a write that is not
    the pipeline's own: the pipeline announces what it appended itself)."""
    bus.before_commit(s.connection(), t.id, t.head_seq)
    if s.info.get("announce_tournament"):
        return
    s.info["announce_tournament"] = True
    event.listen(s, "after_commit", lambda _s: bus.publish(t.id, t.head_seq), once=True)


# -- a write -------------------------------------------------------------------------------


@dataclass
class Step:
    """What a command's plan works on: the locked tournament and its state before."""

    s: Session
    t: Tournament
    state: TournamentState
    appended: int = 0

    def append(self, kind: str, payload: dict[str, Any]) -> int:
        self.appended += 1
        return append(self.s, self.t, kind, payload)


@dataclass
class Written:
    """A write as its answer reads it, inside the write's transaction."""

    s: Session
    t: Tournament
    result: Any

    @cached_property
    def state(self) -> TournamentState:
        """The tournament's state after the write."""
        return fold_log(self.s, self.t.id)


@dataclass
class Answer:
    """How the API answers a write, rendered inside the write's transaction; with a key
    (the Idempotency-Key), it is stored there too, and a retry with the same key and the
    same request is answered with it and writes nothing."""

    render: Callable[[Written], tuple[int, dict[str, Any]]]
    key: str | None = None
    #: What identifies the request (:func:`fingerprint`): the same key with another
    #: request is refused.
    fingerprint: str = ""
    status: int = 0
    body: dict[str, Any] = field(default_factory=dict)


class Replayed(Exception):
    """A retry of a write already done: its stored answer (nothing was written again)."""

    def __init__(self, status: int, body: dict[str, Any]) -> None:
        super().__init__(f"replayed ({status})")
        self.status = status
        self.body = body


def fingerprint(*parts: Any) -> str:
    """A request's identity for its Idempotency-Key (the operation, its path, its body, who
    asks)."""
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()


def _replay(stored: TournamentAnswer, answer: Answer) -> Replayed:
    if not hmac.compare_digest(stored.fingerprint, answer.fingerprint):
        raise Refused(KEY_REUSED, field="Idempotency-Key")
    return Replayed(stored.status, stored.body)


class Pipeline:
    """Runs each tournament command through the steps of the module's docstring."""

    def __init__(self, db: Database, bus: Bus) -> None:
        self.db = db
        self.bus = bus

    def write(
        self,
        tournament_id: str,
        plan: Callable[[Step], T],
        *,
        organiser: str | None = ANYONE,
        expected: int | None = None,
        stale: Stale = None,
        answer: Answer | None = None,
    ) -> T:
        """Run ``plan`` on the locked tournament; what it returned. ``expected``: the seq
        the command was planned at (refused with ``stale`` if the log moved on). A retry
        of a keyed write raises :class:`Replayed` with the first answer."""
        key = answer.key if answer is not None else None
        try:
            with self.db.writing() as s:
                t = find(s, tournament_id, lock=True)
                if organiser is not ANYONE:
                    require_organiser(t, organiser)
                if answer is not None and key is not None:
                    stored = s.get(TournamentAnswer, (t.id, key))
                    if stored is not None:
                        raise _replay(stored, answer)
                step = Step(s, t, fold_log(s, tournament_id))
                if expected is not None and step.state.seq != expected:
                    raise stale if isinstance(stale, Refused) else Refused(stale or SAME_INSTANT)
                result = plan(step)
                if answer is not None:
                    answer.status, answer.body = answer.render(Written(s, t, result))
                    if key is not None:
                        s.add(
                            TournamentAnswer(
                                tournament_id=t.id,
                                key=key,
                                fingerprint=answer.fingerprint,
                                status=answer.status,
                                body=answer.body,
                            )
                        )
                        s.flush()
                head = t.head_seq
                if step.appended:
                    self.bus.before_commit(s.connection(), t.id, head)
                s.commit()
        except IntegrityError:
            # A concurrent writer took this seq or this key first.
            if answer is not None and key is not None:
                with self.db.session() as s:
                    stored = s.get(TournamentAnswer, (tournament_id, key))
                    if stored is not None:
                        raise _replay(stored, answer) from None
            raise Conflict(SAME_INSTANT) from None
        if step.appended:
            self.bus.publish(tournament_id, head)
        return result
