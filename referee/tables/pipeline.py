"""The write pipeline every command goes through, in this order:

lock the table (SQLite ``BEGIN IMMEDIATE``, PostgreSQL ``SELECT … FOR UPDATE``) → the
bearer as the locked table has it (read again if any of its devices changed since it was
read: :mod:`referee.store.device_changes`) → the Idempotency-Key (a retry gets the first
answer) → ``expected_seq`` (someone else got there first: 409, nothing written) → the
command's plan (the engine decides; a refusal writes nothing) → append the events and
snapshots → ``NOTIFY`` inside the transaction → commit → wake this process's streams.

A writer is stale only if it missed something that matters: events of the table's people
(a phone sitting down) after its ``expected_seq`` do not make it stale. A command that does
not depend on what the writer saw (sitting down) has no ``expected_seq``; a plan may log
nothing (a phone sitting down again where it already sits).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

from ..games.base import Line
from ..live import Bus
from ..problems import Conflict, Problem, Refused, Unauthorized
from ..store import Database, Event, GameTable, IdempotentResponse, NewEvent, NewSnapshot, repo
from . import messages as msg
from .access import Actor
from .commands import Command
from .eventlog import PRESENCE_TYPES, Effect
from .parts_kept import KEEPS_PARTS, keep_parts
from .reads import LogEntry, TableContext, TableView, not_found
from .recent import RecentTables


@dataclass
class WriteResult:
    """What a write answered; a retry with the same Idempotency-Key gets it again.

    A fresh write also carries the logged event and the table right after it, so that the
    answer needs no second read.
    """

    status: int
    seq: int
    body: dict[str, Any]
    replayed: bool = False
    entry: LogEntry | None = None
    view: TableView | None = None
    #: Who the write was made as, as the locked table had it.
    actor: Actor | None = None


@dataclass
class Plan:
    """Rows a write adds (the last event is the new head), and what to answer."""

    events: list[NewEvent] = field(default_factory=list)
    snapshots: list[NewSnapshot] = field(default_factory=list)
    #: Snapshots of earlier seqs that a replay rewrote.
    rewritten: list[NewSnapshot] = field(default_factory=list)
    body: dict[str, Any] = field(default_factory=dict)
    #: With no events: wake the table's phones anyway (who sits where changed).
    notify: bool = False
    #: Whether the plan may change the seats (their names, how many): if not, the names
    #: this process knows at the head still hold after the write.
    reseats: bool = True
    #: Other tables whose phones are woken too, each at its head (who sits there changed:
    #: the host of a finished table arriving at its rematch).
    wake: tuple[tuple[str, int], ...] = ()
    #: The options in force changed (a resolution switched one): the table is read with
    #: them after the write.
    options_changed: bool = False


Planner = Callable[[Session, TableContext], Plan]


def new_event(context: TableContext, actor: Actor, kind: str, payload: dict[str, Any]) -> NewEvent:
    """The next event of the table, by ``actor``."""
    return NewEvent(
        table_id=context.id,
        seq=context.table.head_seq + 1,
        type=kind,
        payload=payload,
        author_seat=actor.seat,
        author_id=actor.participant_id,
    )


def snapshot_of(event: Event | NewEvent, state: dict[str, Any], effect: Effect) -> NewSnapshot:
    return NewSnapshot(event.table_id, event.seq, state, effect.stored())


def people_event(
    s: Session,
    context: TableContext,
    actor: Actor,
    kind: str,
    payload: dict[str, Any],
    line: Line,
    body: dict[str, Any] | None = None,
) -> Plan:
    """A plan logging an event of the table's people (the host, a seat, a phone, the
    rematch): the game's state stays as it is, the line says what happened."""
    head = repo.snapshot(s, context.id, context.table.head_seq)
    event = new_event(context, actor, kind, payload)
    effect = Effect(lines=(line,))
    snapshot = snapshot_of(event, head.state, effect)
    return Plan([event], [snapshot], body=body if body is not None else {"effect": effect.stored()})


def fingerprint(actor: Actor, command: Command) -> str:
    request = {"kind": command.kind, "actor": actor.participant_id, "request": command.request()}
    return hashlib.sha256(json.dumps(request, sort_keys=True, default=str).encode()).hexdigest()


def write(
    db: Database,
    bus: Bus,
    actor: Actor,
    command: Command,
    plan_for: Callable[[Actor], Planner],
    recent: RecentTables | None = None,
) -> WriteResult:
    """Run the plan ``plan_for`` makes for the acting device through the pipeline (see the
    module's docstring). With ``recent``, the plan starts from the table as this process
    knows it at its head, and what the write logged is kept there for the readers of the
    new head."""
    table_id, key, expected = command.table_id, command.key, command.expected_seq
    signature = fingerprint(actor, command)
    try:
        with db.writing() as s:
            table = repo.lock_table(s, table_id)
            if table is None:
                raise not_found()
            actor = _bearer_now(s, table, actor)
            if key is not None:
                stored = repo.idempotent_response(s, table_id, key)
                if stored is not None:
                    return _replay(stored, signature)
            if expected is not None and _stale(s, table_id, expected, table.head_seq):
                raise Conflict(
                    msg.table_moved_on(table.head_seq, expected),
                    extra={"current_seq": table.head_seq, "expected_seq": expected},
                )
            known = recent.get(table_id, table.head_seq) if recent is not None else None
            context = TableContext.of(table, known.view if known is not None else None)
            try:
                result = plan_for(actor)(s, context)
            except Problem as problem:
                problem.names = problem.names or repo.names(s, table_id)
                raise
            if result.options_changed:
                context = TableContext.of(table)
            for other, at in result.wake:
                bus.before_commit(s.connection(), other, at)
            if not result.events:
                head = table.head_seq
                if result.notify:
                    bus.before_commit(s.connection(), table_id, head)
                s.commit()
                if result.notify:
                    bus.publish(table_id, head)
                _wake(bus, result)
                return WriteResult(200, head, {"seq": head, **result.body}, actor=actor)
            seq = result.events[-1].seq
            body = {"seq": seq, **result.body}
            if key is not None:
                s.add(
                    IdempotentResponse(
                        table_id=table_id, key=key, fingerprint=signature, status=201, body=body
                    )
                )
            s.flush()  # what the plan changed first: an event may name a device it added
            notice = bus.notice(table_id, seq)
            sent = repo.append_at_head(s, table, result.events, result.snapshots, notice)
            repo.rewrite_snapshots(s, result.rewritten)
            if not sent:
                bus.before_commit(s.connection(), table_id, seq)
            head = result.snapshots[-1]
            view = TableView.at_head(s, context, _names_kept(context, result), head.state)
            entries = [
                LogEntry.of(event, snapshot.effect)
                for event, snapshot in zip(result.events, result.snapshots, strict=True)
            ]
            s.commit()
    except IntegrityError:
        # A concurrent writer took this seq or this key first.
        with db.session() as s:
            if key is not None:
                stored = repo.idempotent_response(s, table_id, key)
                if stored is not None:
                    return _replay(stored, signature)
            current = repo.head_seq(s, table_id)
        raise Conflict(
            msg.SAME_INSTANT, extra={"current_seq": current, "expected_seq": expected}
        ) from None
    if recent is not None:
        recent.written(context, view, entries, rewrote=bool(result.rewritten))
    if entries[-1].type not in KEEPS_PARTS:  # a game move: no hand in parts at its head
        keep_parts(table_id, seq, ())
    bus.publish(table_id, seq)
    _wake(bus, result)
    return WriteResult(201, seq, body, entry=entries[-1], view=view, actor=actor)


def _bearer_now(s: Session, table: GameTable, actor: Actor) -> Actor:
    """The acting device as the locked table has it: ``actor`` itself if none of the table's
    devices changed since it was read, else its row read again (a 401 if it was signed out
    meanwhile). An actor not read from a row (nobody yet, sitting down) stands as it is."""
    seen = actor.device_changes
    if seen is None or seen == table.device_changes or actor.participant_id is None:
        return actor
    row = repo.device_by_id(s, table.id, actor.participant_id)
    if row is None:
        raise Unauthorized(msg.SIT_DOWN_FIRST)
    return Actor(row.id, table.id, row.role, row.seat, table.device_changes)


def _wake(bus: Bus, plan: Plan) -> None:
    for other, at in plan.wake:
        bus.publish(other, at)


def _names_kept(context: TableContext, plan: Plan) -> list[str] | None:
    """The seat names after a write that changed no seat, as this process knew them."""
    if context.known is None or plan.reseats or plan.rewritten:
        return None
    state = plan.snapshots[-1].state
    if context.game.seat_count(context.game.load_state(state)) != len(context.known.names):
        return None
    return context.known.names


#: How far behind a writer may be and still be checked event by event (a phone that saw
#: nothing of the last 50 events is told to look first, whatever they were).
STALE_WINDOW = 50


def _stale(s: Session, table_id: str, expected: int, head: int) -> bool:
    """Whether the events after ``expected`` include one that changes the game or a score."""
    if expected == head:
        return False
    if not 0 <= expected < head or head - expected > STALE_WINDOW:
        return True
    return any(
        kind not in PRESENCE_TYPES for kind in repo.types_between(s, table_id, expected, head)
    )


def _replay(stored: IdempotentResponse, signature: str) -> WriteResult:
    if not hmac.compare_digest(stored.fingerprint, signature):
        raise Refused(msg.KEY_REUSED, field="Idempotency-Key")
    return WriteResult(stored.status, int(stored.body["seq"]), stored.body, replayed=True)
