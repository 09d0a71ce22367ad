"""A private database for long writes: built at leisure, then copied in one short write.

An import replays its file, checking every entry, into a scratch database of its own
(SQLite in memory, the same tables, nobody else's rows), where it may take its time without
holding anyone's lock, and then copies what it wrote into the real database in one
transaction, handing the loop back between batches of rows. Meanwhile the process's other
writes wait their turn (on SQLite, :attr:`.Database.write_turn`: SQLite's own wait for its
write lock is a sleep no gevent worker could interrupt), and everything else is served.
Nothing is half-written: either the copy commits whole, or nothing of the file is in the
real database.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Table,
    Text,
    bindparam,
    cast,
    create_engine,
    insert,
    select,
    type_coerce,
)
from sqlalchemy.pool import StaticPool
from sqlmodel import Session

from . import keys, repo
from .models import metadata

#: Tables whose ``id`` the database numbers: copied without it, numbered again.
NUMBERED = frozenset({"participant", "event", "tournament_event"})


@contextmanager
def scratch() -> Iterator[Session]:
    """A session on an empty database of this schema, private to the caller."""
    engine = create_engine(
        "sqlite://", poolclass=StaticPool, connect_args={"check_same_thread": False}
    )
    try:
        metadata.create_all(engine)
        with Session(engine, expire_on_commit=False) as s:
            yield s
    finally:
        engine.dispose()


def _utc(row: dict[str, Any]) -> dict[str, Any]:
    """SQLite gives its times back without their zone; they were written in UTC."""
    for key, value in row.items():
        if isinstance(value, datetime) and value.tzinfo is None:
            row[key] = value.replace(tzinfo=UTC)
    return row


#: Rows read between two ticks of the caller.
BATCH = 500


def _json_columns(table: Table) -> list[str]:
    return [c.name for c in table.columns if isinstance(c.type, JSON)]


def _raw(table: Table) -> Any:
    """Every row of ``table``, its JSON as the text SQLite keeps (copied as it is: neither
    parsed nor written again)."""
    json = set(_json_columns(table))
    return select(*(type_coerce(c, Text).label(c.name) if c.name in json else c for c in table.c))


def _insert(table: Table, postgres: bool) -> Any:
    """An insert of rows whose JSON is text already."""
    json = _json_columns(table)
    if not json:
        return insert(table)
    values = {
        name: cast(bindparam(f"raw_{name}", type_=Text), JSON)
        if postgres
        else bindparam(f"raw_{name}", type_=Text)
        for name in json
    }
    return insert(table).values(values)


class Copy:
    """The rows of a scratch database, read (``tick`` between batches), to be written."""

    def __init__(self, source: Session, tick: Callable[[], None]) -> None:
        self.rows: list[tuple[Table, list[dict[str, Any]]]] = []
        for table in metadata.sorted_tables:
            found: list[dict[str, Any]] = []
            json = _json_columns(table)
            for batch in source.execute(_raw(table)).mappings().partitions(BATCH):
                for r in batch:
                    row = _utc(dict(r))
                    for name in json:  # bound as text, beside the column's own parameter
                        row[f"raw_{name}"] = row.pop(name)
                    found.append(row)
                tick()
            if found:
                self.rows.append((table, found))
        #: Each room code written in the scratch database → the one it has in the real one.
        self.room_codes: dict[str, str] = {}

    def write(self, target: Session, between: Callable[[], None] | None = None) -> None:
        """Insert every row in ``target`` (not committed), each device numbered again and
        each event's author with it; a room code another table already has is drawn again.
        ``between``, if given, is called between batches of rows (see the module)."""
        devices: dict[int, int] = {}
        postgres = target.get_bind().dialect.name == "postgresql"
        for table, rows in self.rows:
            if table.name == "game_table":
                for row in rows:
                    code = row["room_code"]
                    if repo.room_code_taken(target, code):
                        while repo.room_code_taken(target, fresh := keys.new_room_code()):
                            pass
                        row["room_code"] = fresh
                    self.room_codes[code] = row["room_code"]
            if table.name == "participant":
                for row in rows:
                    old = row.pop("id")
                    devices[old] = target.execute(
                        _insert(table, postgres).returning(table.c.id), row
                    ).scalar_one()
                continue
            if table.name in NUMBERED:
                for row in rows:
                    del row["id"]
                    if row.get("author_id") is not None:
                        row["author_id"] = devices[row["author_id"]]
            for start in range(0, len(rows), BATCH):
                target.execute(_insert(table, postgres), rows[start : start + BATCH])
                if between is not None:
                    between()


__all__ = ["Copy", "scratch"]
