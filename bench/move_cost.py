"""What logging one move costs as a game grows: early in the log versus after many moves.

The service appends a move by reading the latest snapshot, asking the engine and writing
the event and its snapshot: the cost should not depend on how long the log already is.
This measures it in-process (no HTTP), on SQLite or PostgreSQL, for every game with a sample
(``referee.games.base.sample``: its bench cycle is logged over and over), and also what
rendering a phone's live update costs at the same points. Each game's medians are also given
as a ratio to Tamalo's at the same point.

    python -m bench.move_cost                       # every game, SQLite in a temporary folder
    python -m bench.move_cost --games scala40 --at 10 500 1000 2000
    python -m bench.move_cost --db postgres         # a scratch PostgreSQL database
    python -m bench.move_cost --synchronous NORMAL  # SQLite syncing less often
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from flask import Flask
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from referee.app import create_app
from referee.demo import sampled_games
from referee.games import GAMES
from referee.tables import commands
from referee.web.pages.regions import build_page, render_regions


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


@dataclass
class Point:
    """The medians at one length of the log."""

    seq: int
    append: float
    append_p90: float
    update: float


def sample_table(app: Flask, game_id: str) -> dict[str, Any]:
    """A new table of the game's sample (its players and options), created through the API:
    the answer (``id``, ``host_token``, …)."""
    sample = GAMES[game_id].sample
    assert sample is not None, f"{game_id} has no sample"
    body = {
        "game": game_id,
        "players": list(sample.players),
        "options": dict(sample.table_options),
    }
    created: dict[str, Any] = app.test_client().post("/api/v1/tables", json=body).get_json()
    return created


def measure(app: Flask, game_id: str, points: list[int], samples: int) -> list[Point]:
    """Log the game's bench cycle until each point, timing the last ``samples`` moves."""
    sample = GAMES[game_id].sample
    assert sample is not None
    service = app.extensions["referee"]
    created = sample_table(app, game_id)
    table_id = created["id"]
    host = service.require_actor(table_id, created["host_token"])
    steady = itertools.cycle(sample.steady)
    seq = 0
    out = []
    for point in sorted(points):
        while seq < point - samples:
            seq = service.execute(host, commands.log_move(table_id, dict(next(steady)), seq)).seq
        appends, updates = [], []
        for _ in range(samples):
            move = dict(next(steady))
            started = time.perf_counter()
            seq = service.execute(host, commands.log_move(table_id, move, seq)).seq
            appends.append(time.perf_counter() - started)
            with app.test_request_context(f"/t/{table_id}"):
                started = time.perf_counter()
                with service.read(table_id) as table:
                    render_regions(build_page(table, host, seq - 1))
                updates.append(time.perf_counter() - started)
        out.append(
            Point(
                seq,
                statistics.median(appends) * 1000,
                statistics.quantiles(appends, n=10)[-1] * 1000,
                statistics.median(updates) * 1000,
            )
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", help="database URL, or 'postgres' for a scratch database")
    parser.add_argument("--pg-admin", default="postgresql+psycopg://postgres@127.0.0.1:5432/test")
    parser.add_argument(
        "--games", nargs="+", choices=sampled_games(), default=sampled_games(), metavar="GAME"
    )
    parser.add_argument("--at", type=int, nargs="+", default=[10, 100, 500, 1000])
    parser.add_argument("--samples", type=int, default=30, help="moves timed at each point")
    parser.add_argument(
        "--synchronous", default="FULL", help="SQLite's synchronous: NORMAL, FULL or EXTRA"
    )
    args = parser.parse_args()
    games = list(dict.fromkeys(["tamalo", *args.games]))  # Tamalo's figures are the yardstick

    with database(args.db, args.pg_admin) as url:
        app = create_app(
            {"DATABASE_URL": url, "SECRET_KEY": "bench", "SQLITE_SYNCHRONOUS": args.synchronous}
        )
        backend = make_url(url).get_backend_name()
        shown = f"{backend} (synchronous {args.synchronous})" if backend == "sqlite" else backend
        print(f"database: {shown}; {args.samples} moves timed per point")
        print(
            f"{'game':<8} {'log length':>10}  {'append p50':>11}  {'append p90':>11}"
            f"  {'live update p50':>16}  {'× Tamalo (append, update)':>26}"
        )
        yardstick: list[Point] = []
        for game_id in games:
            points = measure(app, game_id, args.at, args.samples)
            if game_id == "tamalo":
                yardstick = points
            for point, base in zip(points, yardstick, strict=True):
                print(
                    f"{game_id:<8} {point.seq:>10}  {point.append:>8.2f} ms  "
                    f"{point.append_p90:>8.2f} ms  {point.update:>13.2f} ms  "
                    f"{point.append / base.append:>17.2f} {point.update / base.update:>8.2f}"
                )
        service = app.extensions["referee"]
        service.bus.close()
        service.db.dispose()


if __name__ == "__main__":
    main()
