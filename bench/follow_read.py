"""The read another process makes of a move it was told of, on PostgreSQL.

With two workers (or two servers) on one database, a move is written by one process and
the phones whose streams the other holds are told of it by the bus: that process reads the
events since the seq it keeps and folds them into the table (``referee.tables.following``).
This measures that read in-process: each game's table (its sample's bench cycle, as
``sse_load`` plays it) logs a move through the app's own ``POST …/moves``, and a second
service on the same database, as the other worker, reads the table at the seq it was told.
Printed: the read's CPU and wall-clock medians, and the round trips it sends the database
(counted in libpq's own trace of the connection: each simple query, and each extended
query's ``Sync``, is one).

    python -m bench.follow_read                  # 300 moves over the five games
    python -m bench.follow_read --moves 1000
"""

from __future__ import annotations

import argparse
import re
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import event

from referee.app import create_app
from referee.live import InProcessBus
from referee.store import Database
from referee.tables import TableService

from .move_cost import database
from .move_path import post_move, tables

GAMES = ("tamalo", "tarocco", "scala40", "ecarte", "efele")


class Trace:
    """libpq's trace of every connection ``db`` opens from now on (what the process sends
    the server, message by message), read back a stretch at a time."""

    def __init__(self, db: Database, path: Path) -> None:
        self.path = path
        self._file = path.open("w")
        self._read = 0

        @event.listens_for(db.engine, "connect")
        def _trace(dbapi_conn: Any, _record: Any) -> None:
            dbapi_conn.pgconn.trace(self._file.fileno())

    def sent(self) -> list[str]:
        """The messages the client sent since the last call."""
        self._file.flush()
        lines = self.path.read_text().splitlines()
        new, self._read = lines[self._read :], len(lines)
        return [line for line in new if "\tF\t" in line]

    def close(self) -> None:
        self._file.close()


def round_trips(sent: list[str]) -> int:
    """A simple query, or an extended query's ``Sync``, ends each of the client's turns."""
    return sum(1 for line in sent if re.search(r"\tF\t\d+\t(Query|Sync)\b", line))


@contextmanager
def traced(url: str) -> Iterator[tuple[TableService, Trace]]:
    """A second service on the database at ``url``, its connections traced."""
    db = Database(url)
    with tempfile.TemporaryDirectory() as folder:
        trace = Trace(db, Path(folder) / "libpq.trace")
        try:
            yield TableService(db, InProcessBus()), trace
        finally:
            trace.close()
            db.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=300, help="moves read, over the tables")
    parser.add_argument("--pg-admin", default="postgresql+psycopg://postgres@127.0.0.1:5432/test")
    args = parser.parse_args()
    with database("postgres", args.pg_admin) as url:
        app = create_app({"DATABASE_URL": url, "SECRET_KEY": "bench"})
        played = tables(app, list(GAMES))
        with traced(url) as (other, trace):
            for table in played:  # what the other process keeps before it is told of moves
                table.seq = post_move(app, table)
                with other.read(table.id) as r:
                    assert r.view.seq == table.seq
            trace.sent()
            cpu, wall, trips = [], [], []
            for i in range(args.moves):
                table = played[i % len(played)]
                table.seq = post_move(app, table)
                trace.sent()
                started, clock = time.process_time(), time.perf_counter()
                with other.read(table.id, at=table.seq) as r:
                    assert r.view.seq == table.seq
                cpu.append(time.process_time() - started)
                wall.append(time.perf_counter() - clock)
                trips.append(round_trips(trace.sent()))
        app.extensions["referee"].db.dispose()
    print(f"games: {', '.join(GAMES)}; {args.moves} moves read by the other process")
    print(
        f"a followed move: CPU {statistics.median(cpu) * 1e3:.2f} ms, "
        f"wall {statistics.median(wall) * 1e3:.2f} ms (medians); "
        f"round trips {statistics.mean(trips):.2f} a read"
    )


if __name__ == "__main__":
    main()
