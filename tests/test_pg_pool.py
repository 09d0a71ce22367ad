"""PostgreSQL's pooled connections: pinged only after they sat idle, and a connection the
server dropped meanwhile is replaced rather than handed to a request."""

from __future__ import annotations

import time

import pytest
from sqlalchemy import create_engine, text

from referee.store import Database
from tests.conftest import PG_ADMIN_URL

pytestmark = pytest.mark.postgres


def _backend(db: Database) -> int:
    with db.session() as s:
        return int(s.execute(text("SELECT pg_backend_pid()")).scalar_one())


def _pings(db: Database) -> list[str]:
    """Every ping the pool sends from now on (to the driver's connection itself)."""
    said: list[str] = []
    ping = db.engine.dialect.do_ping

    def counted(dbapi_conn) -> bool:  # noqa: ANN001
        said.append("ping")
        return ping(dbapi_conn)

    db.engine.dialect.do_ping = counted  # type: ignore[method-assign]
    return said


def test_a_connection_given_back_a_moment_ago_is_used_without_a_ping(postgres_url: str) -> None:
    db = Database(postgres_url, ping_after_idle=30.0)
    try:
        said = _pings(db)
        first = _backend(db)
        for _ in range(5):
            assert _backend(db) == first  # the same pooled connection each time
        assert "ping" not in said
    finally:
        db.dispose()


def test_a_connection_the_server_dropped_while_idle_is_replaced(postgres_url: str) -> None:
    db = Database(postgres_url, ping_after_idle=0.2)
    admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
    try:
        said = _pings(db)
        dropped = _backend(db)
        with admin.connect() as conn:
            conn.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": dropped})
        time.sleep(0.3)
        # The request after the idle moment gets a live connection, not an error.
        again = _backend(db)
        assert again != dropped
        assert said.count("ping") == 1
    finally:
        admin.dispose()
        db.dispose()
