"""Load benchmark of the live path: moves posted at a set rate, phones following over SSE.

N tables × M phones: every phone holds ``GET /api/v1/tables/{id}/stream`` open; one
scorekeeper per table posts moves at ``rate / N`` moves/s on an absolute schedule; a prober
hits ``GET /healthz`` at a steady rate in the same window. Printed: move POST latency,
move → phone propagation latency, moves/s achieved and the trivial route's latency under the
same load, as percentiles (nearest rank). Nothing here asserts a timing.

    python -m bench.sse_load                                   # SQLite, defaults
    python -m bench.sse_load --tables 20 --phones 6 --rate 60
    python -m bench.sse_load --db postgres --workers 2         # scratch PostgreSQL database
    python -m bench.sse_load --url http://127.0.0.1:8000       # a server already running

See ``bench/README.md`` for what every figure means.

This module runs the load and reads the command; the server it starts is
:mod:`bench.sse_server`'s, the phones, scorekeepers and prober :mod:`bench.sse_phones`'s,
and the report :mod:`bench.sse_report`'s.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import httpx

from .sse_phones import (
    Kind,
    Phone,
    Post,
    Probe,
    Table,
    create_table,
    follow,
    kinds,
    prober,
    scorekeeper,
    sit_down,
    sleep_until,
)
from .sse_report import (
    BASELINE,
    _finite,
    analyse,
    baseline_report,
    cost_ratio,
    report,
)
from .sse_server import (
    PG_ADMIN_DEFAULT,
    Meter,
    ScratchPostgres,
    ServerProcess,
    health_check,
    profile_summary,
    start_profiles,
)

# -- the load -----------------------------------------------------------------------------


@dataclass
class Plan:
    tables: int
    phones: int
    rate: float
    duration: float
    warmup: float
    grace: float
    health_rate: float
    connect_timeout: float
    #: The share of phones on the page's HTML stream (the rest on the JSON stream).
    html: float = 0.0
    langs: tuple[str, ...] = ("en",)
    #: The games of the tables, in turn (a table's game is ``games[index % len(games)]``).
    games: tuple[Kind, ...] = ()

    def kind(self, table: int) -> Kind:
        return self.games[table % len(self.games)]

    def phone(self, table: int, index: int, servers: int) -> Phone:
        """Phones alternate streams evenly and are spread over the servers; a table's phones
        share one language (friends at one table), tables take the languages in turn."""
        number = table * self.phones + index
        html = self.html >= 1 or (number * self.html) % 1 < self.html
        return Phone(
            table,
            index,
            kind="html" if html else "json",
            lang=self.langs[table % len(self.langs)],
            server=number % servers,
        )


@dataclass
class Raw:
    tables: list[Table]
    phones: list[Phone]
    posts: list[Post]
    probes: list[Probe]
    lag: list[tuple[float, float]]
    window: tuple[float, float]
    meters: tuple[Meter, Meter]


#: Tables whose scorekeepers share one HTTP client (see :func:`run_load`).
POST_GROUP = 25


async def run_load(
    base_urls: Sequence[str],
    plan: Plan,
    server_pgids: Sequence[int],
    on_measure: Callable[[], None] | None = None,
) -> Raw:
    """The load on one server, or spread over several serving one database;
    ``on_measure()`` is called as the measured window opens (the profiler)."""
    streams = plan.tables * plan.phones
    servers = len(base_urls)

    def client(url: str, connections: int) -> httpx.AsyncClient:
        return httpx.AsyncClient(
            base_url=url,
            # An idle connection is dropped before the server's keep-alive (5 s) would close
            # it under a request being sent (a POST is not retried: it would be an error).
            limits=httpx.Limits(
                max_connections=connections,
                max_keepalive_connections=connections,
                keepalive_expiry=3.0,
            ),
            timeout=httpx.Timeout(30.0),
        )

    stream_clients = [client(url, streams // servers + 10) for url in base_urls]
    # Setup and the prober have a client of their own per server; the scorekeepers share
    # one per POST_GROUP tables: httpcore looks through every connection of its pool for
    # each request, and one pool of 600 connections took three quarters of the client's
    # CPU at 500 tables (a group's connections are reused: together its tables post several
    # times a second).
    post_clients = [client(url, 100) for url in base_urls]
    post_client = post_clients[0]
    groups = max(1, -(-plan.tables // POST_GROUP))
    keeper_clients = [[client(url, POST_GROUP + 10) for _ in range(groups)] for url in base_urls]
    tasks: list[asyncio.Task[None]] = []
    try:
        tables = list(
            await asyncio.gather(
                *(create_table(post_client, i, plan.kind(i)) for i in range(plan.tables))
            )
        )
        phones = [plan.phone(t.index, p, servers) for t in tables for p in range(plan.phones)]
        await asyncio.gather(
            *(
                sit_down(post_clients[p.server], tables[p.table], p)
                for p in phones
                if p.kind == "html"
            )
        )
        tasks = [
            asyncio.create_task(follow(stream_clients[p.server], tables[p.table], p))
            for p in phones
        ]
        try:
            await asyncio.wait_for(
                asyncio.gather(*(p.ready.wait() for p in phones)), plan.connect_timeout
            )
        except TimeoutError:
            waiting = [p for p in phones if not p.ready.is_set()]
            why = next((f for p in waiting for f in p.failures), "no bytes")
            raise RuntimeError(
                f"{len(waiting)} of {streams} streams got no first bytes in "
                f"{plan.connect_timeout:g} s ({why})"
            ) from None

        posts: list[Post] = []
        probes: list[Probe] = []
        lag_raw: list[float] = []
        lag_times: list[float] = []
        stop_lag = asyncio.Event()

        start = time.perf_counter() + 0.05
        measured_from = start + plan.warmup
        end = measured_from + plan.duration

        async def lag_recorder() -> None:
            while not stop_lag.is_set():
                before = time.perf_counter()
                await asyncio.sleep(0.01)
                after = time.perf_counter()
                lag_raw.append(max(0.0, after - before - 0.01))
                lag_times.append(before)

        meters: list[Meter] = []

        async def cpu_meter() -> None:
            await sleep_until(measured_from)
            meters.append(Meter.read(server_pgids))
            if on_measure is not None:
                on_measure()
            await sleep_until(end)
            meters.append(Meter.read(server_pgids))

        lagger = asyncio.create_task(lag_recorder())
        await asyncio.gather(
            cpu_meter(),
            prober(post_client, plan.health_rate, start, end, probes),
            *(
                scorekeeper(
                    keeper_clients[t.index % servers][t.index // servers % groups],
                    t,
                    plan,
                    start,
                    end,
                    posts,
                )
                for t in tables
            ),
        )
        # Grace: wait for stragglers, or less if every phone already has every logged move.
        deadline = time.perf_counter() + plan.grace
        while time.perf_counter() < deadline:
            if all(
                post.seq in phone.arrivals
                for post in posts
                if post.seq is not None
                for phone in phones[post.table * plan.phones : (post.table + 1) * plan.phones]
            ):
                break
            await asyncio.sleep(0.05)
        stop_lag.set()
        await lagger

        return Raw(
            tables=tables,
            phones=phones,
            posts=posts,
            probes=probes,
            lag=list(zip(lag_times, lag_raw, strict=True)),
            window=(measured_from, end),
            meters=(meters[0], meters[1]),
        )
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for each in [*stream_clients, *post_clients, *(c for g in keeper_clients for c in g)]:
            await each.aclose()


# -- the command --------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench.sse_load",
        description="Load benchmark: N tables × M phones on SSE, moves posted at a set rate.",
    )
    parser.add_argument("--tables", type=int, default=5, help="tables (default 5)")
    parser.add_argument("--phones", type=int, default=4, help="SSE streams per table (default 4)")
    parser.add_argument("--rate", type=float, default=20.0, help="total moves/s (default 20)")
    parser.add_argument("--duration", type=float, default=60.0, help="measured seconds (60)")
    parser.add_argument("--warmup", type=float, default=2.0, help="discarded seconds (2)")
    parser.add_argument("--grace", type=float, default=3.0, help="wait for stragglers (3 s)")
    parser.add_argument("--health-rate", type=float, default=20.0, help="/healthz per s (20)")
    parser.add_argument("--url", help="an already running server (else one is started)")
    parser.add_argument(
        "--db",
        help="database of the started server: a URL, or 'postgres' for a scratch PostgreSQL "
        "database created and dropped on --pg-admin (default: a temporary SQLite file)",
    )
    parser.add_argument("--pg-admin", default=PG_ADMIN_DEFAULT, help="for --db postgres")
    parser.add_argument("--workers", type=int, default=1, help="server workers (PostgreSQL)")
    parser.add_argument(
        "--servers",
        type=int,
        default=1,
        help="separate `referee serve` processes on the one database (PostgreSQL; default 1): "
        "tables, posts and phones are spread over them",
    )
    parser.add_argument(
        "--html",
        type=float,
        default=0.5,
        metavar="SHARE",
        help="share of phones on the table page's HTML stream, seated by a cookie (0–1; "
        "default 0.5, as phones are: half on the page, half on the JSON stream)",
    )
    parser.add_argument(
        "--langs",
        default="it,en",
        help="languages of the tables, in turn; a table's phones share its language"
        " (default it,en)",
    )
    parser.add_argument(
        "--games",
        nargs="+",
        default=["tamalo", "scala40", "tarocco", "ecarte", "efele"],
        metavar="GAME",
        help="the games of the tables, in turn (default: all five)",
    )
    parser.add_argument(
        "--profile",
        type=Path,
        metavar="DIR",
        help="record the started servers with py-spy over the measured window (collapsed "
        "stacks in DIR, summarised after the run; needs `pip install py-spy`)",
    )
    parser.add_argument(
        "--server-env",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="extra environment for the started server (repeatable), for experiments",
    )
    parser.add_argument(
        "--server-log", type=Path, help="keep the started server's output in this file"
    )
    parser.add_argument(
        "--connect-timeout", type=float, default=30.0, help="for every stream's first bytes (30 s)"
    )
    parser.add_argument("--json", action="store_true", help="also print the results as JSON")
    parser.add_argument(
        "--baseline",
        action="store_true",
        help="then run the same load on high card's tables (bench/bare_server.py: the house "
        "alone) and print a move's cost as a ratio to that bare write",
    )
    parser.add_argument(
        "--baseline-duration", type=float, default=30.0, help="its measured seconds (30)"
    )
    args = parser.parse_args(argv)
    started = (args.db, args.server_env, args.server_log, args.profile)
    if args.url and (any(started) or args.workers != 1 or args.servers != 1 or args.baseline):
        parser.error(
            "--db, --workers, --servers, --server-*, --profile, --baseline are for started servers"
        )
    if args.servers > 1 and args.db != "postgres" and not (args.db or "").startswith("postgres"):
        parser.error("--servers > 1 needs PostgreSQL (--db postgres)")
    if not 0 <= args.html <= 1:
        parser.error("--html is a share, from 0 to 1")
    if any("=" not in item for item in args.server_env):
        parser.error("--server-env takes KEY=VALUE")
    if args.tables < 1 or args.phones < 1 or args.rate <= 0 or args.duration <= 0:
        parser.error("--tables, --phones, --rate and --duration must be positive")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    plan = Plan(
        tables=args.tables,
        phones=args.phones,
        rate=args.rate,
        duration=args.duration,
        warmup=args.warmup,
        grace=args.grace,
        health_rate=args.health_rate,
        connect_timeout=args.connect_timeout,
        html=args.html,
        langs=tuple(lang.strip() for lang in args.langs.split(",") if lang.strip()) or ("en",),
        games=tuple(kinds(args.games)),
    )
    code, results = measure(args, plan)
    if code or not args.baseline:
        return code
    # The same load on high card's tables: what the house alone costs a move.
    from . import bare_server

    with bare_server.registered():
        games = tuple(kinds([bare_server.GAME]))
        yardstick = replace(plan, duration=args.baseline_duration, games=games)
        print()
        code, bare = measure(args, yardstick, module="bench.bare_server", label=BASELINE)
    if code:
        return code
    for line in baseline_report(results, bare):
        print(line)
    if args.json:
        print(json.dumps(_finite({"baseline": bare, "ratio": cost_ratio(results, bare)})))
    return 0


def measure(
    args: argparse.Namespace, plan: Plan, module: str = "referee", label: str | None = None
) -> tuple[int, dict[str, Any]]:
    """Start the servers (unless ``--url``), run ``plan`` against them and print its report;
    the exit code and the results."""
    results: dict[str, Any] = {}
    with contextlib.ExitStack() as stack:
        servers: list[ServerProcess] = []
        if args.url:
            base_urls = [args.url.rstrip("/")]
            server_label = f"external {base_urls[0]}"
        else:
            scratch = tempfile.TemporaryDirectory(prefix="referee-bench-")
            workdir = Path(stack.enter_context(scratch))
            if args.db == "postgres":
                db_url = stack.enter_context(ScratchPostgres(args.pg_admin)).url
            else:
                db_url = args.db or f"sqlite:///{workdir / 'bench.db'}"
            sqlite = db_url.startswith("sqlite")
            workers = 1 if sqlite else args.workers
            server_label = f"{'SQLite' if sqlite else 'PostgreSQL'}, {workers} worker" + (
                "s" if workers > 1 else ""
            )
            if args.servers > 1:
                server_label += f" × {args.servers} servers"
            extra_env = dict(item.split("=", 1) for item in args.server_env)
            if extra_env:
                server_label += " (env " + " ".join(args.server_env) + ")"
            # Every phone of the benchmark comes from one address, and a table may have more
            # phones than the default allows: those two caps make room for the plan (the
            # server-wide cap, REFEREE_MAX_STREAMS, stays what it is unless --server-env says).
            streams = plan.tables * plan.phones
            extra_env = {
                "REFEREE_STREAMS_PER_CLIENT": str(streams + 10),
                "REFEREE_STREAMS_PER_TABLE": str(max(plan.phones + 10, 100)),
                **extra_env,
            }
            for i in range(args.servers):
                folder = workdir / f"server-{i}"
                log = args.server_log if i == 0 else None
                server = ServerProcess(db_url, workers, folder, extra_env, log, module)
                stack.callback(server.stop)
                servers.append(server)
                try:
                    server.wait_ready()  # one at a time: the first migrates the database
                except RuntimeError as exc:
                    print(f"server failed to start: {exc}\n{server.log_tail()}", file=sys.stderr)
                    return 1, results
            base_urls = [server.url for server in servers]
        if label is not None:
            server_label += f"; {label}"
        profilers: list[Any] = []
        on_measure = None
        if args.profile is not None:
            # Over the measured window (py-spy attaches within a second); the baseline's
            # profiles land in the folder's ``baseline/``.
            folder = args.profile if module == "referee" else args.profile / "baseline"
            seconds = plan.duration

            def on_measure() -> None:
                profilers.extend(start_profiles(servers, folder, seconds))

        try:
            raw = asyncio.run(run_load(base_urls, plan, [s.pgid for s in servers], on_measure))
        except RuntimeError as exc:
            print(f"benchmark aborted: {exc}", file=sys.stderr)
            print(f"GET /healthz now: {health_check(base_urls[0])}", file=sys.stderr)
            for server in servers:
                print(f"--- server log (tail) ---\n{server.log_tail()}", file=sys.stderr)
            return 1, results
        results = analyse(raw, plan)
        for line in report(results, plan, server_label):
            print(line)
        for profiler in profilers:
            profiler.wait(timeout=plan.duration + 30)
        if profilers:
            for i in range(len(servers)):
                for line in profile_summary(folder / f"server-{i}.folded"):
                    print(line)
        troubled = (
            results["non_2xx"]
            or results["deliveries_missing"]
            or results["stream_drops"]
            or results["healthz_non_200"]
            or results["server_processes_changed"]
        )
        for server in servers:
            log = server.log_text().strip()
            notable = ("Traceback", "WARNING", "ERROR", "CRITICAL")
            if troubled or any(word in log for word in notable):
                print(f"--- server log (tail) ---\n{server.log_tail()}")
        if args.json:
            record = {
                "plan": {**vars(plan), "games": [kind.game for kind in plan.games]},
                "server": server_label,
                "cores": os.cpu_count(),
                "percentiles": "nearest-rank",
                "results": results,
            }
            print(json.dumps(_finite(record)))
    return 0, results


if __name__ == "__main__":
    raise SystemExit(main())
