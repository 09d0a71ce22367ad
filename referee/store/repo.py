"""Every query of the application, as functions of a session.

A table id or join secret from an address is checked against its shape (:mod:`.keys`)
before any query: one that cannot exist finds nothing, on either database.

The dialect differences live here too: the table lock (SQLite takes the database's write
lock with ``BEGIN IMMEDIATE`` when the session begins; PostgreSQL locks the table's row with
``SELECT … FOR UPDATE``) and the atomic upsert that counts wrong room codes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Row, bindparam, delete, func, insert, literal, text, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm.attributes import set_committed_value
from sqlmodel import Session, col, select

from .keys import is_join_secret, is_table_id
from .log_reads import latest_log_rows, log_rows, rows_with_states  # noqa: F401 - repo's own
from .models import (
    Attempt,
    Event,
    GameTable,
    IdempotentResponse,
    LiveRender,
    NewEvent,
    NewSnapshot,
    Participant,
    Seat,
    Snapshot,
    utcnow,
)
from .tournaments import TournamentAnswer


def is_sqlite(s: Session) -> bool:
    return s.get_bind().dialect.name == "sqlite"


# -- tables ---------------------------------------------------------------------------------


def table(s: Session, table_id: str) -> GameTable | None:
    if not is_table_id(table_id):
        return None
    return s.get(GameTable, table_id)


# Built once: every write runs them, and building a statement costs more than running its
# cached compilation.
_TABLE = select(GameTable).where(GameTable.id == bindparam("table_id"))
_TABLE_FOR_UPDATE = _TABLE.with_for_update()
_HEAD = (
    update(GameTable.__table__)  # type: ignore[arg-type]
    .where(GameTable.__table__.c.id == bindparam("table_id"))  # type: ignore[attr-defined]
    .values(head_seq=bindparam("head_seq"))
)


def lock_table(s: Session, table_id: str) -> GameTable | None:
    """The table's row, locked for this transaction (see the module's docstring)."""
    if not is_table_id(table_id):
        return None
    query = _TABLE if is_sqlite(s) else _TABLE_FOR_UPDATE
    return s.exec(query, params={"table_id": table_id}).first()  # type: ignore[call-overload]


def set_head(s: Session, table: GameTable, seq: int) -> None:
    """Move the locked table's head to ``seq``: one ``UPDATE`` of that column, and the
    loaded row told so without the session having to flush it."""
    s.execute(_HEAD, {"table_id": table.id, "head_seq": seq})
    set_committed_value(table, "head_seq", seq)


def head_seq(s: Session, table_id: str) -> int | None:
    if not is_table_id(table_id):
        return None
    return s.exec(select(GameTable.head_seq).where(GameTable.id == table_id)).first()


def table_by_secret(s: Session, secret: str) -> GameTable | None:
    if not is_join_secret(secret):
        return None
    return s.exec(select(GameTable).where(GameTable.join_secret == secret)).first()


def table_by_code(s: Session, code: str) -> GameTable | None:
    return s.exec(select(GameTable).where(GameTable.room_code == code)).first()


def room_code_taken(s: Session, code: str) -> bool:
    return s.exec(select(GameTable.id).where(GameTable.room_code == code)).first() is not None


# -- seats and devices ----------------------------------------------------------------------


def names(s: Session, table_id: str) -> list[str]:
    """Seat names in seating order."""
    return list(
        s.exec(select(Seat.name).where(Seat.table_id == table_id).order_by(col(Seat.number))).all()
    )


def seat(s: Session, table_id: str, number: int) -> Seat | None:
    return s.get(Seat, (table_id, number))


def upsert_seat(s: Session, table_id: str, number: int, name: str) -> None:
    row = s.get(Seat, (table_id, number))
    if row is None:
        s.add(Seat(table_id=table_id, number=number, name=name))
    elif row.name != name:
        row.name = name
        s.add(row)


def participant(s: Session, table_id: str, token_hash: str) -> Participant | None:
    """The device holding this token at this table, unless it was signed out."""
    if not is_table_id(table_id):
        return None
    return s.exec(
        select(Participant).where(
            Participant.table_id == table_id,
            Participant.token_hash == token_hash,
            col(Participant.revoked).is_(False),
        )
    ).first()


_DEVICE = (
    select(Participant.id, Participant.role, Participant.seat, GameTable.device_changes)
    .join(GameTable, GameTable.id == Participant.table_id)  # type: ignore[arg-type]
    .where(
        Participant.table_id == bindparam("table_id"),
        Participant.token_hash == bindparam("token_hash"),
        col(Participant.revoked).is_(False),
    )
)
_DEVICE_BY_ID = select(Participant.id, Participant.role, Participant.seat).where(
    Participant.id == bindparam("id"),
    Participant.table_id == bindparam("table_id"),
    col(Participant.revoked).is_(False),
)


def device(
    s: Session, table_id: str, token_hash: str
) -> Row[tuple[int, str, int | None, int]] | None:
    """The id, role and seat of the device holding this token (as :func:`participant`, read
    as a row: the bearer of every write is looked up so), and the table's count of device
    changes it was read at."""
    if not is_table_id(table_id):
        return None
    params = {"table_id": table_id, "token_hash": token_hash}
    return s.exec(_DEVICE, params=params).first()  # type: ignore[call-overload,no-any-return]


def device_by_id(
    s: Session, table_id: str, participant_id: int
) -> Row[tuple[int, str, int | None]] | None:
    """The id, role and seat of the table's device ``participant_id``, unless signed out."""
    params = {"id": participant_id, "table_id": table_id}
    return s.exec(_DEVICE_BY_ID, params=params).first()  # type: ignore[call-overload,no-any-return]


def devices(s: Session, table_id: str, seat: int | None = None) -> Sequence[Participant]:
    """The devices seated at the table (at ``seat``, if given), signed-out ones left out."""
    query = select(Participant).where(
        Participant.table_id == table_id,
        col(Participant.seat).is_not(None),
        col(Participant.revoked).is_(False),
    )
    if seat is not None:
        query = query.where(Participant.seat == seat)
    return s.exec(query).all()


def seat_counts(s: Session, table_id: str) -> dict[int, int]:
    """How many devices sit at each seat."""
    counts: dict[int, int] = {}
    for number in s.exec(
        select(Participant.seat).where(
            Participant.table_id == table_id,
            col(Participant.seat).is_not(None),
            col(Participant.revoked).is_(False),
        )
    ).all():
        if number is not None:
            counts[number] = counts.get(number, 0) + 1
    return counts


def hosts(s: Session, table_id: str, role: str) -> Sequence[Participant]:
    return s.exec(
        select(Participant).where(Participant.table_id == table_id, Participant.role == role)
    ).all()


# -- the log --------------------------------------------------------------------------------


def snapshot(s: Session, table_id: str, seq: int) -> Snapshot:
    snap = s.get(Snapshot, (table_id, seq))
    if snap is None:  # pragma: no cover - every event writes its snapshot
        raise RuntimeError(f"snapshot {table_id}@{seq} missing")
    return snap


def snapshots_from(s: Session, table_id: str, start: int) -> dict[int, Snapshot]:
    rows = s.exec(select(Snapshot).where(Snapshot.table_id == table_id, Snapshot.seq >= start))
    return {snap.seq: snap for snap in rows.all()}


def states(s: Session, table_id: str, first: int, last: int) -> list[tuple[int, dict[str, Any]]]:
    """The states the events ``first`` to ``last`` left (seq and state, no effect)."""
    query = (
        select(Snapshot.seq, Snapshot.state)
        .where(Snapshot.table_id == table_id, Snapshot.seq >= first, Snapshot.seq <= last)
        .order_by(col(Snapshot.seq))
    )
    return [(int(seq), state) for seq, state in s.exec(query).all()]


#: Built once, as the table's row statements above are.
_INSERT_EVENT = insert(Event.__table__)  # type: ignore[arg-type]
_INSERT_SNAPSHOT = insert(Snapshot.__table__)  # type: ignore[arg-type]


def append(s: Session, events: Sequence[NewEvent], snapshots: Sequence[NewSnapshot]) -> None:
    """Append a write's events and their snapshots (plain ``INSERT`` statements)."""
    # vars(), not dataclasses.asdict: the payloads and states go in as they are, uncopied.
    for statement, rows in ((_INSERT_EVENT, events), (_INSERT_SNAPSHOT, snapshots)):
        if rows:
            values = [dict(vars(row)) for row in rows]
            s.execute(statement, values[0] if len(values) == 1 else values)


def _one_write(notify: bool) -> Any:
    """One event, its snapshot and the table's new head in one statement (PostgreSQL runs
    the data-modifying parts of a ``WITH`` together), with the write's NOTIFY or not."""
    events, snapshots, tables = Event.__table__, Snapshot.__table__, GameTable.__table__
    event_row = {c: bindparam(f"e_{c}", type_=events.c[c].type) for c in _EVENT_COLUMNS}  # type: ignore[attr-defined]
    snapshot_row = {c: bindparam(f"s_{c}", type_=snapshots.c[c].type) for c in _SNAPSHOT_COLUMNS}  # type: ignore[attr-defined]
    said = func.pg_notify(bindparam("channel"), bindparam("notice")) if notify else literal(1)
    return select(said).add_cte(
        insert(events).values(event_row).cte("appended_event"),  # type: ignore[arg-type]
        insert(snapshots).values(snapshot_row).cte("appended_snapshot"),  # type: ignore[arg-type]
        update(tables)  # type: ignore[arg-type]
        .where(tables.c.id == bindparam("table_id"))  # type: ignore[attr-defined]
        .values(head_seq=bindparam("head_seq"))
        .cte("moved_head"),
    )


_EVENT_COLUMNS = ("table_id", "seq", "type", "payload", "author_seat", "author_id", "created_at")
_SNAPSHOT_COLUMNS = ("table_id", "seq", "state", "effect")
_ONE_WRITE = {True: _one_write(notify=True), False: _one_write(notify=False)}


def append_at_head(
    s: Session,
    table: GameTable,
    events: Sequence[NewEvent],
    snapshots: Sequence[NewSnapshot],
    notice: tuple[str, str] | None,
) -> bool:
    """Append a write's events and snapshots and move the locked table's head to the last
    one. On PostgreSQL a write of one event does it, and sends ``notice`` (its NOTIFY's
    channel and payload), in one statement: one round trip where it took four. Whether
    ``notice`` was sent (else the caller sends it)."""
    seq = events[-1].seq
    if is_sqlite(s) or len(events) != 1 or len(snapshots) != 1:
        set_head(s, table, seq)
        append(s, events, snapshots)
        return False
    params: dict[str, Any] = {"table_id": table.id, "head_seq": seq}
    params.update({f"e_{c}": getattr(events[0], c) for c in _EVENT_COLUMNS})
    params.update({f"s_{c}": getattr(snapshots[0], c) for c in _SNAPSHOT_COLUMNS})
    if notice is not None:
        params["channel"], params["notice"] = notice
    s.execute(_ONE_WRITE[notice is not None], params)
    set_committed_value(table, "head_seq", seq)
    return notice is not None


def rewrite_snapshots(s: Session, snapshots: Sequence[NewSnapshot]) -> None:
    """Replace the state and effect of existing snapshots (a replay rewrote them)."""
    table = Snapshot.__table__
    for snap in snapshots:
        s.execute(
            update(table)  # type: ignore[arg-type]
            .where(table.c.table_id == snap.table_id, table.c.seq == snap.seq)  # type: ignore[attr-defined]
            .values(state=snap.state, effect=snap.effect)
        )


def event(s: Session, table_id: str, seq: int) -> Event | None:
    return s.exec(select(Event).where(Event.table_id == table_id, Event.seq == seq)).first()


def events_from(s: Session, table_id: str, start: int, upto: int | None = None) -> Sequence[Event]:
    """The table's events from seq ``start`` (up to ``upto``, or the head), in order."""
    query = select(Event).where(Event.table_id == table_id, Event.seq >= start)
    if upto is not None:
        query = query.where(Event.seq <= upto)
    return s.exec(query.order_by(col(Event.seq))).all()


def events_of_types(s: Session, table_id: str, types: Iterable[str]) -> Sequence[Event]:
    return s.exec(
        select(Event).where(Event.table_id == table_id, col(Event.type).in_(list(types)))
    ).all()


def event_heads(s: Session, table_id: str) -> Sequence[tuple[int, str, dict[str, Any]]]:
    """Every event's seq, type and payload, in order (what folding the seats needs)."""
    return s.exec(
        select(Event.seq, Event.type, Event.payload)
        .where(Event.table_id == table_id)
        .order_by(col(Event.seq))
    ).all()


def last_seq_not_of_types(
    s: Session, table_id: str, types: Iterable[str], before: int | None = None
) -> int:
    """The seq of the table's latest event of none of ``types`` (before seq ``before``, if
    given; 0 if there is none)."""
    query = select(func.max(Event.seq)).where(
        Event.table_id == table_id, col(Event.type).not_in(list(types))
    )
    if before is not None:
        query = query.where(Event.seq < before)
    return int(s.exec(query).one() or 0)


def types_between(s: Session, table_id: str, after: int, upto: int) -> Sequence[str]:
    """The types of the events after seq ``after`` up to ``upto``."""
    return s.exec(
        select(Event.type).where(Event.table_id == table_id, Event.seq > after, Event.seq <= upto)
    ).all()


# -- idempotency and rate limits ------------------------------------------------------------


def idempotent_response(s: Session, table_id: str, key: str) -> IdempotentResponse | None:
    return s.get(IdempotentResponse, (table_id, key))


def count_attempt(s: Session, key: str, window: int) -> int:
    """One more attempt in this window, counted atomically, and how many there are now: one
    ``INSERT … ON CONFLICT … DO UPDATE … RETURNING``, so concurrent attempts each get their
    own number. Windows older than the previous one are dropped."""
    dialect = sqlite_insert if is_sqlite(s) else postgresql_insert
    upsert = (
        dialect(Attempt)
        .values(key=key, window=window, count=1)
        .on_conflict_do_update(index_elements=["key", "window"], set_={"count": Attempt.count + 1})
        .returning(Attempt.count)
    )
    count = int(s.execute(upsert).scalar_one())
    s.execute(delete(Attempt).where(col(Attempt.window) < window - 1))
    return count


def prune_idempotent_responses(s: Session, before: datetime) -> int:
    """Forget the answers kept for Idempotency-Keys (the tables' and the tournaments') first
    used before ``before``."""
    result = s.execute(
        delete(IdempotentResponse).where(col(IdempotentResponse.created_at) < before)
    )
    answers = s.execute(delete(TournamentAnswer).where(col(TournamentAnswer.created_at) < before))
    return int(getattr(result, "rowcount", 0) or 0) + int(getattr(answers, "rowcount", 0) or 0)


def forgive_attempt(s: Session, key: str, window: int) -> None:
    """An attempt that succeeded does not count against the client."""
    s.execute(
        update(Attempt)
        .where(col(Attempt.key) == key, col(Attempt.window) == window)
        .values(count=Attempt.count - 1)
    )


# -- live renders shared across processes ---------------------------------------------------

#: The first key of the advisory locks a render is claimed with ("RE").
RENDER_LOCKS = 0x5245
_RENDERS: Any = LiveRender.__table__
#: The columns that name a render, in the order of :class:`~.renders.RenderKey`.
RENDER_KEY = ("table_id", "seq", "since", "lang", "kind", "site")
# Built once, run on a plain connection: a process claims or reads a render for every
# update of its phones' pages.
_READ_RENDER = select(_RENDERS.c.body, _RENDERS.c.meta).where(
    *(_RENDERS.c[name] == bindparam(name) for name in RENDER_KEY)
)
#: The wait and the lock in one statement (its columns are evaluated in order: the wait is
#: set, for this transaction, before the lock is waited for).
_CLAIM_RENDER = text(
    "SELECT set_config('lock_timeout', :wait, true), pg_advisory_xact_lock(:space, :key)"
)
_DROP_RENDERS = delete(_RENDERS).where(
    _RENDERS.c.table_id == bindparam("table_id"), _RENDERS.c.seq < bindparam("oldest")
)


def _keep_render(drop: bool) -> Any:
    """The insert of a render (a process that kept the same one meanwhile wins: the two are
    the same); with ``drop``, the table's old renders dropped in the same statement."""
    row = {name: bindparam(name, type_=column.type) for name, column in _RENDERS.c.items()}
    keep = postgresql_insert(_RENDERS).values(row).on_conflict_do_nothing()
    return _DROP_RENDERS.add_cte(keep.cte("kept_render")) if drop else keep


_KEEP_RENDER = {drop: _keep_render(drop) for drop in (False, True)}


def live_render(c: Connection, key: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """The body and meta of the shared render ``key`` names (:data:`RENDER_KEY`), if a
    process has kept it."""
    row = c.execute(_READ_RENDER, key).first()
    return None if row is None else (row[0], row[1])


def claim_render(c: Connection, key: int, wait_ms: int) -> None:
    """Hold the render of ``key`` (a 32-bit hash of it) for this transaction, waiting up to
    ``wait_ms`` for a process that holds it (an advisory lock, released at commit; a lock
    not had in time raises). Renders are shared on PostgreSQL only: SQLite is served by one
    process."""
    c.execute(_CLAIM_RENDER, {"wait": str(int(wait_ms)), "space": RENDER_LOCKS, "key": key})


def keep_render(c: Connection, row: dict[str, Any], keep_seqs: int) -> None:
    """Keep a shared render (``row``: a ``live_render`` row's columns but its time), and
    every ``keep_seqs`` seqs drop the table's renders more than ``keep_seqs`` seqs older (a
    table keeps at most twice that many seqs' renders), in the same statement."""
    values = {**row, "created_at": utcnow(), "oldest": row["seq"] - keep_seqs}
    c.execute(_KEEP_RENDER[row["seq"] % keep_seqs == 0], values)


def prune_live_renders(s: Session, before: datetime) -> int:
    """Forget the shared renders kept before ``before``."""
    result = s.execute(delete(LiveRender).where(col(LiveRender.created_at) < before))
    return int(getattr(result, "rowcount", 0) or 0)
