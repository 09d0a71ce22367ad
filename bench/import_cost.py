"""What importing a file costs as the file grows: a Tamalo table file of N hands, a
tournament file of N check-ins, and a season (a tournament whose tables log N hands
together), each imported in-process (no HTTP) into a fresh database.

A table file is the Tamalo sample's bench cycle (a hand that never ends the game) N times
over, without totals to compare; a tournament file is N people checking in, before any
round; a season is a real tournament's export (40 people checked in, a round of ten tables
of four drawn, on a server of its own) whose tables' logs are then filled with the bench
cycle, N/10 hands each (the round still in play, so its standings are the export's).

An import that costs the same per entry at every size prints the same milliseconds per
1,000 entries on each line. "held ms" is the longest stretch the import computed without
handing a server's loop back (between two yields of its pace, the final write included):
what a request to the same gevent worker, ``/healthz`` say, would have waited at worst.
The files' limits on entries (5,000 in a table file, 4,000 in a tournament's log, 20,000
in a tournament's tables) are lifted for the run.

    python -m bench.import_cost                        # 1k, 4k, 16k entries, SQLite
    python -m bench.import_cost --at 1000 4000 --kinds table
    python -m bench.import_cost --db postgres          # a scratch PostgreSQL database
    python -m bench.import_cost --profile 4000         # cProfile of each kind at 4,000
    python -m bench.import_cost --kinds season --at 2000 20000   # a season at its cap
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import tempfile
import time
from pathlib import Path
from typing import Any

from referee.games import GAMES
from referee.record import import_table, importing
from referee.record import tournament_file as tournaments
from referee.record.tournament_file import (
    TOURNAMENT_FORMAT,
    TOURNAMENT_VERSION,
    import_tournament,
)
from referee.store import Database
from referee.store.pace import Pace

from .move_cost import database

KINDS = ("table", "tournament", "season")
#: A season's tables: ten of four, drawn from forty check-ins.
SEASON_TABLES = 10


def table_file(hands: int) -> dict[str, Any]:
    """A Tamalo table file of ``hands`` hands (the sample's bench cycle, over and over)."""
    sample = GAMES["tamalo"].sample
    assert sample is not None
    cycle = list(sample.steady)
    events = [
        {"seq": n, "type": "hand", "payload": dict(cycle[(n - 1) % len(cycle)]), "seat": None}
        for n in range(1, hands + 1)
    ]
    return {
        "format": "referee-table",
        "version": 1,
        "game": "tamalo",
        "players": list(sample.players),
        "options": dict(sample.table_options),
        "events": events,
    }


def tournament_file(people: int) -> dict[str, Any]:
    """A Tamalo tournament file of ``people`` check-ins and nothing else."""
    log = [
        {
            "seq": n,
            "type": "check_in",
            "payload": {"person": f"p{n}", "name": f"Giocatore {n}", "fee_owed": 0},
        }
        for n in range(1, people + 1)
    ]
    return {
        "format": TOURNAMENT_FORMAT,
        "version": TOURNAMENT_VERSION,
        "tournament": {"game": "tamalo", "name": "Circolo", "options": {}, "format": None},
        "log": log,
        "tables": {},
        "standings": {"stage": "check-in", "rows": [], "final": []},
    }


def season_file(hands: int) -> dict[str, Any]:
    """A Tamalo tournament file whose ten tables log ``hands`` hands together: exported by
    a server of its own after a round was drawn, then each table's log filled with the
    sample's bench cycle."""
    from referee.app import create_app  # the web app only to make the file, not to import it

    with tempfile.TemporaryDirectory() as folder:
        app = create_app({"DATABASE_URL": f"sqlite:///{Path(folder) / 'season.db'}"})
        client = app.test_client()
        fmt = {"kind": "rounds", "rounds": 1, "min_seats": 4, "max_seats": 4}
        made = client.post(
            "/api/v1/tournaments", json={"game": "tamalo", "name": "Lega", "format": fmt}
        ).get_json()
        path, auth = (
            f"/api/v1/tournaments/{made['id']}",
            {"Authorization": f"Bearer {made['organiser_token']}"},
        )
        for n in range(1, 4 * SEASON_TABLES + 1):
            client.post(f"{path}/check-in", json={"name": f"Giocatore {n}"})
        assert client.post(f"{path}/rounds", json={"seed": 1}, headers=auth).status_code == 201
        document: dict[str, Any] = client.get(f"{path}/export", headers=auth).get_json()
        app.extensions["referee"].db.dispose()
    sample = GAMES["tamalo"].sample
    assert sample is not None
    cycle = list(sample.steady)
    for n, table in enumerate(document["tables"].values()):
        events = table["events"]
        first = len(events) + 1
        share = hands // SEASON_TABLES + (1 if n < hands % SEASON_TABLES else 0)
        events.extend(
            {"seq": seq, "type": "hand", "payload": dict(cycle[seq % len(cycle)]), "seat": None}
            for seq in range(first, first + share)
        )
    return document


def make(kind: str, entries: int) -> dict[str, Any]:
    if kind == "season":
        return season_file(entries)
    return table_file(entries) if kind == "table" else tournament_file(entries)


def run(db: Database, kind: str, document: dict[str, Any], pace: Pace) -> None:
    if kind == "table":
        import_table(db, document, pace)
    else:
        import_tournament(db, document, pace)


def measure(url: str, kind: str, entries: int) -> tuple[float, int, float]:
    """Seconds to import a file of ``entries`` entries into a fresh database, its bytes,
    and the longest stretch (seconds) the import would have held a server's loop."""
    document = make(kind, entries)
    size = len(json.dumps(document).encode())
    db = Database(url)
    db.migrate()
    try:
        pace = Pace()
        start = time.perf_counter()
        run(db, kind, document, pace)
        return time.perf_counter() - start, size, pace.longest
    finally:
        db.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--at", nargs="+", type=int, default=[1000, 4000, 16000])
    parser.add_argument("--kinds", nargs="+", choices=KINDS, default=list(KINDS))
    parser.add_argument("--db", default=None, help="a database URL, or 'postgres'")
    parser.add_argument("--admin", default="postgresql+psycopg://postgres@127.0.0.1:5432/postgres")
    parser.add_argument("--profile", type=int, default=None, help="profile one size instead")
    args = parser.parse_args()
    # Measured past the entries a file may hold, to see how the cost grows.
    most = max([*args.at, args.profile or 0])
    importing.EVENTS_MAX = max(importing.EVENTS_MAX, most)
    tournaments.LOG_MAX = max(tournaments.LOG_MAX, most)
    tournaments.TABLE_ENTRIES_MAX = max(tournaments.TABLE_ENTRIES_MAX, most)
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for kind in args.kinds:
        if args.profile:
            with database(args.db, args.admin) as url:
                profile = cProfile.Profile()
                profile.runcall(measure, url, kind, args.profile)
                print(f"\n{kind}, {args.profile} entries:")
                pstats.Stats(profile).sort_stats("cumulative").print_stats(25)
            continue
        print(f"\n{kind} file")
        print(f"{'entries':>8} {'bytes':>11} {'seconds':>9} {'ms per 1,000':>13} {'held ms':>8}")
        for entries in args.at:
            with database(args.db, args.admin) as url:
                seconds, size, held = measure(url, kind, entries)
            per = seconds * 1000 / (entries / 1000)
            print(f"{entries:>8} {size:>11,} {seconds:>9.2f} {per:>13.0f} {held * 1000:>8.0f}")


if __name__ == "__main__":
    main()
