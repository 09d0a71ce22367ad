"""Reads of a table's log: its events with what their snapshots say.

Each statement is built once per shape (which bounds and columns it has) with its values as
bound parameters, and kept: building one (an ORM select of an event joined to its
snapshot) and working out its cache key cost about 0.2 ms, more than running it, and the
process that did not log a move reads the events since it for every move.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from sqlalchemy import bindparam
from sqlmodel import Session, col, select

from .models import Event, Snapshot


@cache
def _log_statement(*, states: bool, upto: bool, limit: bool, types: bool, latest: bool) -> Any:
    """The events of ``table_id`` after ``after`` (oldest first), with their snapshot's
    effect, and its state with ``states`` (a log never needs the states, the heavy part of a
    snapshot); bounded by ``upto`` and ``limit``, of ``types``. With ``latest``: the
    ``limit`` latest before ``before``, newest first."""
    more = (Snapshot.state,) if states else ()
    query = (
        select(Event, Snapshot.effect, *more)
        .join(Snapshot, (Snapshot.table_id == Event.table_id) & (Snapshot.seq == Event.seq))
        .where(Event.table_id == bindparam("table_id"))
    )
    if latest:
        query = query.order_by(col(Event.seq).desc())
        if upto:
            query = query.where(Event.seq < bindparam("before"))
    else:
        query = query.where(Event.seq > bindparam("after")).order_by(col(Event.seq))
        if upto:
            query = query.where(Event.seq <= bindparam("upto"))
    if types:
        query = query.where(col(Event.type).in_(bindparam("types", expanding=True)))
    if limit:
        query = query.limit(bindparam("limit"))
    return query


def log_rows(
    s: Session,
    table_id: str,
    *,
    after: int = 0,
    upto: int | None = None,
    limit: int | None = None,
    types: Iterable[str] | None = None,
) -> Sequence[tuple[Event, dict[str, Any]]]:
    """Events after ``after`` (up to ``upto``), oldest first, with their snapshot's effect."""
    query = _log_statement(
        states=False,
        upto=upto is not None,
        limit=limit is not None,
        types=types is not None,
        latest=False,
    )
    params = {"table_id": table_id, "after": after, "upto": upto, "limit": limit}
    if types is not None:
        params["types"] = list(types)
    return s.exec(query, params=params).all()  # type: ignore[call-overload,no-any-return]


def rows_with_states(
    s: Session, table_id: str, after: int, upto: int | None, *, limit: int | None = None
) -> Sequence[tuple[Event, dict[str, Any], dict[str, Any]]]:
    """Events after ``after`` (up to ``upto``; the first ``limit``), oldest first, with their
    snapshot's effect and state (a few events a process follows from what it kept: their
    states are small)."""
    query = _log_statement(
        states=True, upto=upto is not None, limit=limit is not None, types=False, latest=False
    )
    params = {"table_id": table_id, "after": after, "upto": upto, "limit": limit}
    return s.exec(query, params=params).all()  # type: ignore[call-overload,no-any-return]


def latest_log_rows(
    s: Session, table_id: str, count: int, before: int | None = None
) -> list[tuple[Event, dict[str, Any]]]:
    """The ``count`` latest events (before seq ``before``), oldest first."""
    query = _log_statement(
        states=False, upto=before is not None, limit=True, types=False, latest=True
    )
    params = {"table_id": table_id, "before": before, "limit": count}
    return list(reversed(s.exec(query, params=params).all()))  # type: ignore[call-overload]
