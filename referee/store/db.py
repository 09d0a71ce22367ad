"""Database connections: SQLite (WAL) by default, PostgreSQL through ``DATABASE_URL``."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import DisconnectionError
from sqlmodel import Session

from . import device_changes  # noqa: F401 - its listener counts every session's device changes


def normalise_url(url: str | URL) -> URL:
    """Accept ``postgres://`` and ``postgresql://`` and use psycopg 3 for both."""
    parsed = make_url(url) if isinstance(url, str) else url
    if parsed.drivername in ("postgres", "postgresql"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed


#: SQLite's ``synchronous`` settings we run with (WAL): FULL syncs every commit to disk, so
#: a power cut loses no acknowledged move; NORMAL syncs at checkpoints (a process crash
#: still loses nothing, a power cut may lose the last moves).
SQLITE_SYNCHRONOUS = ("NORMAL", "FULL", "EXTRA")

#: A pooled PostgreSQL connection given back less than this many seconds ago is taken as
#: alive; one idle for longer is pinged before use (and replaced if the server dropped it).
PING_AFTER_IDLE = 1.0


class Database:
    """The engine and sessions for one database URL."""

    def __init__(
        self,
        url: str | URL,
        *,
        echo: bool = False,
        sqlite_synchronous: str = "FULL",
        ping_after_idle: float = PING_AFTER_IDLE,
    ) -> None:
        self.url = normalise_url(url)
        self.is_sqlite = self.url.get_backend_name() == "sqlite"
        synchronous = sqlite_synchronous.upper()
        if synchronous not in SQLITE_SYNCHRONOUS:
            raise ValueError(
                f"SQLite synchronous is one of {', '.join(SQLITE_SYNCHRONOUS)}, "
                f"not {sqlite_synchronous!r}"
            )
        kwargs: dict[str, Any] = {"echo": echo}
        if self.is_sqlite:
            if self.url.database and self.url.database != ":memory:":
                Path(self.url.database).parent.mkdir(parents=True, exist_ok=True)
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        else:
            kwargs.update(pool_size=10, max_overflow=20)
        self.engine: Engine = create_engine(self.url, **kwargs)
        #: What :meth:`reading` sessions run on: on PostgreSQL, the same pool in autocommit.
        #: A read there sees, statement by statement, what was committed when the statement
        #: ran, as it does inside a transaction at PostgreSQL's READ COMMITTED; what
        #: autocommit saves is the ``BEGIN`` and the ``ROLLBACK`` around the statements (two
        #: round trips of the three a one-statement read took), and the prepared statements
        #: psycopg drops (then deallocates on the server) at every ``ROLLBACK``. SQLite's
        #: reads keep their transaction: there it is one snapshot for all their statements.
        self.read_engine: Engine = (
            self.engine
            if self.is_sqlite
            else self.engine.execution_options(isolation_level="AUTOCOMMIT")
        )
        if self.is_sqlite:
            _configure_sqlite(self.engine, synchronous)
        else:
            _ping_when_idle(self.engine, ping_after_idle)
        #: Called before a write opens its session: whoever holds read sessions gives their
        #: connections back first (the web app, its request's reads). A request that held
        #: one connection while waiting for another would, with as many such requests as
        #: the pool has connections, wait for good.
        self.before_write: Callable[[], None] | None = None
        #: SQLite has one writer, and a write that finds the database locked waits in a
        #: sleep no gevent worker can interrupt. The process's writes therefore queue on
        #: this lock first (gevent's own where gevent patched the process), so that one of
        #: them may hand the loop to others mid-transaction (a long import's copy) while
        #: the next waits its turn without holding the loop.
        self.write_turn: Any = threading.RLock() if self.is_sqlite else None

    def session(self) -> Session:
        return Session(self.engine, expire_on_commit=False)

    def reading(self) -> Session:
        """A session for reads only (see :attr:`read_engine`): it must not write."""
        return Session(self.read_engine, expire_on_commit=False)

    @contextmanager
    def writing(self) -> Iterator[Session]:
        """A session whose transaction takes the write lock at once (SQLite ``BEGIN IMMEDIATE``).

        On PostgreSQL callers lock the table's row with ``SELECT … FOR UPDATE``.
        """
        if self.before_write is not None:
            self.before_write()
        with (
            self.write_turn or nullcontext(),
            Session(
                self.engine.execution_options(immediate=True), expire_on_commit=False
            ) as session,
        ):
            yield session

    def migrate(self) -> None:
        """Bring the schema to the newest migration."""
        upgrade(self)

    def dispose(self) -> None:
        self.engine.dispose()


def _configure_sqlite(engine: Engine, synchronous: str) -> None:
    @event.listens_for(engine, "connect")
    def _connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we emit BEGIN ourselves
        cursor = dbapi_conn.cursor()
        for pragma in (
            "journal_mode=WAL",
            f"synchronous={synchronous}",
            "foreign_keys=ON",
            "busy_timeout=30000",
        ):
            cursor.execute(f"PRAGMA {pragma}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(conn: Any) -> None:
        immediate = conn.get_execution_options().get("immediate")
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def _ping_when_idle(engine: Engine, idle: float) -> None:
    """Ping a pooled connection before use only if it sat idle for ``idle`` seconds or more.

    The pool's own ``pre_ping`` pings at every checkout: a round trip to the server for every
    session, a twenty-fifth of a PostgreSQL worker's CPU at the benchmark's load (and the
    backend's own, on the same cores). A connection given back a moment ago is alive but
    for a server restart in that moment (the request that meets it fails, and the pool is
    renewed); one idle for longer is pinged, and replaced if the server dropped it (the pool
    retries the checkout on ``DisconnectionError``).
    """

    @event.listens_for(engine, "connect")
    def _connected(_dbapi_conn: Any, record: Any) -> None:
        record.info["used"] = time.monotonic()

    @event.listens_for(engine, "checkin")
    def _given_back(_dbapi_conn: Any, record: Any) -> None:
        if record is not None:
            record.info["used"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _taken(dbapi_conn: Any, record: Any, _proxy: Any) -> None:
        used = record.info.get("used")
        if used is not None and time.monotonic() - used < idle:
            return
        dialect = engine.dialect
        try:
            dialect.do_ping(dbapi_conn)
        except dialect.loaded_dbapi.Error as exc:
            if dialect.is_disconnect(exc, dbapi_conn, None):
                raise DisconnectionError(str(exc)) from exc
            raise
        record.info["used"] = time.monotonic()


MIGRATIONS = Path(__file__).parent / "migrations"


def alembic_config(db: Database) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["engine"] = db.engine
    return config


def upgrade(db: Database, revision: str = "head") -> None:
    command.upgrade(alembic_config(db), revision)


def ping(db: Database) -> bool:
    with db.engine.connect() as conn:
        conn.execute(text("SELECT 1"))
    return True
