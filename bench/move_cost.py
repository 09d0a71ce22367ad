"""What logging one move costs as a game grows: early in the log versus after many moves.

The service appends a move by reading the latest snapshot, asking the engine and writing
the event and its snapshot: the cost should not depend on how long the log already is.
This measures it in-process (no HTTP), on SQLite or PostgreSQL, and also what rendering a
phone's live update costs at the same points.

    python -m bench.move_cost                       # SQLite in a temporary folder
    python -m bench.move_cost --moves 2000 --at 10 500 1000 2000
    python -m bench.move_cost --db postgres         # a scratch PostgreSQL database
    python -m bench.move_cost --synchronous NORMAL  # SQLite syncing less often
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from referee.app import create_app
from referee.tables import commands
from referee.web.pages.regions import build_page, render_regions

HAND = {"type": "hand", "caller": None, "hands": [["AH"], ["2C"], 0, 3]}  # all under 5: no end
FILLER = {"type": "penalty", "seat": 1, "cause": "relook"}


@contextmanager
def database(db: str | None, admin: str) -> Iterator[str]:
    if db != "postgres":
        with tempfile.TemporaryDirectory() as folder:
            yield db or f"sqlite:///{folder}/cost.db"
        return
    engine = create_engine(admin, isolation_level="AUTOCOMMIT")
    name = f"referee_cost_{uuid.uuid4().hex[:8]}"
    with engine.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(admin).set(database=name).render_as_string(hide_password=False)
    finally:
        with engine.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", help="database URL, or 'postgres' for a scratch database")
    parser.add_argument("--pg-admin", default="postgresql+psycopg://postgres@127.0.0.1:5432/test")
    parser.add_argument("--at", type=int, nargs="+", default=[10, 100, 500, 1000])
    parser.add_argument("--samples", type=int, default=30, help="moves timed at each point")
    parser.add_argument(
        "--synchronous", default="FULL", help="SQLite's synchronous: NORMAL, FULL or EXTRA"
    )
    args = parser.parse_args()

    with database(args.db, args.pg_admin) as url:
        app = create_app(
            {"DATABASE_URL": url, "SECRET_KEY": "bench", "SQLITE_SYNCHRONOUS": args.synchronous}
        )
        service = app.extensions["referee"]
        client = app.test_client()
        created = client.post(
            "/api/v1/tables",
            json={"game": "tamalo", "players": ["Anna", "Bruno", "Carla", "Dario"]},
        ).get_json()
        table_id = created["id"]
        host = service.require_actor(table_id, created["host_token"])
        seq = 0
        backend = make_url(url).get_backend_name()
        shown = f"{backend} (synchronous {args.synchronous})" if backend == "sqlite" else backend
        print(f"database: {shown}; {args.samples} moves timed per point")
        print(
            f"{'log length':>10}  {'append p50':>11}  {'append p90':>11}  {'live update p50':>16}"
        )
        for point in sorted(args.at):
            while seq < point - args.samples:
                seq = service.execute(host, commands.log_move(table_id, FILLER, seq)).seq
            appends, updates = [], []
            for _ in range(args.samples):
                started = time.perf_counter()
                seq = service.execute(host, commands.log_move(table_id, HAND, seq)).seq
                appends.append(time.perf_counter() - started)
                with app.test_request_context(f"/t/{table_id}"):
                    started = time.perf_counter()
                    with service.read(table_id) as table:
                        render_regions(build_page(table, host, seq - 1))
                    updates.append(time.perf_counter() - started)
            p90 = statistics.quantiles(appends, n=10)[-1]
            print(
                f"{seq:>10}  {statistics.median(appends) * 1000:>8.2f} ms  {p90 * 1000:>8.2f} ms"
                f"  {statistics.median(updates) * 1000:>13.2f} ms"
            )
        service.bus.close()
        service.db.dispose()


if __name__ == "__main__":
    main()
