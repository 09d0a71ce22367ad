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

Longer than a module should be because it is one benchmark read top to bottom (the server
it starts, the phones, the scorekeepers, the prober and the report); splitting it would
scatter one measurement across files.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import httpx

PLAYERS = ["A", "B", "C", "D"]

# A Tamalo table can take these forever: no hand scores a point (all zeros, or cards under
# 5), and the in-hand penalties are reset at the end of every hand.
MOVES: tuple[dict[str, Any], ...] = (
    {"type": "hand", "caller": None, "hands": [0, 0, 0, 0]},
    {"type": "penalty", "seat": 1, "cause": "relook"},
    {"type": "hand", "caller": None, "hands": [["AH"], ["2C"], 0, 3]},
    {"type": "penalty", "seat": 3, "cause": "fake_touch"},
)


@dataclass(frozen=True)
class Kind:
    """How the bench plays a game: its players, options and a cycle of moves that never
    ends it (the game's sample's bench cycle; Tamalo's with its in-hand penalties)."""

    game: str
    players: tuple[str, ...]
    options: dict[str, Any]
    moves: tuple[dict[str, Any], ...]


def kinds(games: Sequence[str]) -> list[Kind]:
    from referee.games import GAMES

    out = []
    for game_id in games:
        sample = GAMES[game_id].sample
        if sample is None:
            raise SystemExit(f"{game_id} has no sample to play")
        moves = MOVES if game_id == "tamalo" else tuple(dict(m) for m in sample.steady)
        players = tuple(PLAYERS) if game_id == "tamalo" else sample.players
        out.append(Kind(game_id, players, dict(sample.table_options), moves))
    return out


PG_ADMIN_DEFAULT = "postgresql://postgres@127.0.0.1:5432/test"


# -- statistics ---------------------------------------------------------------------------


def percentile(data: Sequence[float], p: float) -> float:
    """Nearest-rank percentile: the smallest value with at least ``p`` % of the data ≤ it."""
    if not data:
        return math.nan
    ordered = sorted(data)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]


@dataclass
class Summary:
    n: int
    p50_ms: float
    p99_ms: float
    max_ms: float

    @classmethod
    def of(cls, seconds: Sequence[float]) -> Summary:
        ms = [s * 1000 for s in seconds]
        return cls(
            n=len(ms),
            p50_ms=percentile(ms, 50),
            p99_ms=percentile(ms, 99),
            max_ms=max(ms) if ms else math.nan,
        )


# -- server-sent events -------------------------------------------------------------------


@dataclass
class SSEMessage:
    event: str
    data: str
    id: str | None


class SSEParser:
    """An incremental ``text/event-stream`` parser (lines end in LF or CRLF)."""

    def __init__(self) -> None:
        self.last_id: str | None = None
        self.retry_ms: int | None = None
        self._buffer = b""
        self._event = ""
        self._data: list[str] = []

    def reset(self) -> None:
        """A new connection: drop the half-read message, keep the last id."""
        self._buffer = b""
        self._event = ""
        self._data = []

    def feed(self, chunk: bytes) -> list[SSEMessage]:
        self._buffer += chunk
        *lines, self._buffer = self._buffer.split(b"\n")
        messages: list[SSEMessage] = []
        for raw in lines:
            line = raw.decode("utf-8").removesuffix("\r")
            if not line:
                if self._data:
                    messages.append(
                        SSEMessage(self._event or "message", "\n".join(self._data), self.last_id)
                    )
                self._event = ""
                self._data = []
                continue
            if line.startswith(":"):
                continue  # a keep-alive comment
            name, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if name == "data":
                self._data.append(value)
            elif name == "event":
                self._event = value
            elif name == "id" and "\0" not in value:
                self.last_id = value
            elif name == "retry" and value.isdigit():
                self.retry_ms = int(value)
        return messages


# -- the server under test ----------------------------------------------------------------


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ScratchPostgres:
    """A database created for one run and dropped after it."""

    def __init__(self, admin_url: str) -> None:
        from sqlalchemy.engine import make_url

        self.admin_url = admin_url
        self.name = f"referee_bench_{uuid.uuid4().hex[:10]}"
        self.url = (
            make_url(admin_url)
            .set(drivername="postgresql+psycopg", database=self.name)
            .render_as_string(hide_password=False)
        )

    def __enter__(self) -> ScratchPostgres:
        import psycopg

        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{self.name}"')
        return self

    def __exit__(self, *exc: object) -> None:
        import psycopg

        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


class ServerProcess:
    """``referee serve`` in its own process group, its output in a log file (``module``:
    another command line that serves the same way, :mod:`bench.bare_server`)."""

    def __init__(
        self,
        db_url: str,
        workers: int,
        workdir: Path,
        extra_env: dict[str, str] | None = None,
        log_path: Path | None = None,
        module: str = "referee",
    ) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = log_path or workdir / "server.log"
        self.data_dir = workdir / "data"
        self.data_dir.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "REFEREE_DATA_DIR": str(self.data_dir)}
        env.pop("DATABASE_URL", None)
        env.update(extra_env or {})
        command = [
            sys.executable, "-m", module, "serve",
            "--db", db_url,
            "--host", "127.0.0.1",
            "--port", str(self.port),
            "--workers", str(workers),
            "--no-qr",
        ]  # fmt: skip
        self._log = self.log_path.open("wb")
        self.process = subprocess.Popen(
            command,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: stopped as one
        )

    @property
    def pgid(self) -> int:
        return self.process.pid

    def wait_ready(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{self.url}/healthz", timeout=1.0).text == "ok":
                    return
            time.sleep(0.1)
        raise RuntimeError(f"the server did not answer /healthz within {timeout:.0f} s")

    def log_tail(self, lines: int = 40) -> str:
        self._log.flush()
        text = self.log_path.read_text(errors="replace").splitlines()
        return "\n".join(text[-lines:])

    def log_text(self) -> str:
        self._log.flush()
        return self.log_path.read_text(errors="replace")

    def stop(self) -> None:
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.pgid, signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.pgid, signal.SIGKILL)
                self.process.wait(timeout=5)
        self._log.close()


@dataclass
class Meter:
    """CPU counters at one instant (Linux ``/proc``; zeros elsewhere)."""

    client_cpu: float  # this process: user + system seconds
    server_run: float | None  # the server's process group: seconds on a CPU
    server_wait: float | None  # … seconds runnable but waiting for a CPU
    machine_busy: float  # all cores: busy seconds (not idle, not iowait)
    machine_total: float  # all cores: seconds
    server_pids: frozenset[int]

    @classmethod
    def read(cls, pgids: Sequence[int]) -> Meter:
        run: float | None = None
        wait: float | None = None
        pids: frozenset[int] = frozenset()
        for pgid in pgids:
            group_run, group_wait, group_pids = group_schedstat(pgid)
            if group_run is not None and group_wait is not None:
                run = (run or 0.0) + group_run
                wait = (wait or 0.0) + group_wait
            pids |= group_pids
        busy, total = machine_seconds()
        return cls(time.process_time(), run, wait, busy, total, pids)


def group_schedstat(pgid: int) -> tuple[float | None, float | None, frozenset[int]]:
    """Seconds on a CPU and seconds waiting for one, summed over a process group."""
    proc = Path("/proc")
    if not proc.is_dir():
        return None, None, frozenset()
    run = wait = 0
    pids: set[int] = set()
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            if int(stat[stat.rindex(")") + 2 :].split()[2]) != pgid:  # state, ppid, pgrp
                continue
            run_ns, wait_ns, _ = (entry / "schedstat").read_text().split()
        except (OSError, ValueError):
            continue
        run += int(run_ns)
        wait += int(wait_ns)
        pids.add(int(entry.name))
    return run / 1e9, wait / 1e9, frozenset(pids)


def machine_seconds() -> tuple[float, float]:
    """Busy and total CPU seconds of the whole machine so far (``/proc/stat``)."""
    try:
        with open("/proc/stat") as handle:
            ticks = [int(v) for v in handle.readline().split()[1:]]
    except (OSError, ValueError):
        return 0.0, 0.0
    hz = os.sysconf("SC_CLK_TCK")
    idle = ticks[3] + (ticks[4] if len(ticks) > 4 else 0)
    return (sum(ticks[:8]) - idle) / hz, sum(ticks[:8]) / hz


# -- the load -----------------------------------------------------------------------------


@dataclass
class Table:
    index: int
    id: str
    token: str
    seq: int
    secret: str = ""
    kind: Kind | None = None


@dataclass
class Phone:
    table: int
    index: int
    #: ``json`` (the API's stream) or ``html`` (the table page's stream, seated by a cookie).
    kind: str = "json"
    lang: str = "en"
    server: int = 0
    cookie: str | None = None
    arrivals: dict[int, float] = field(default_factory=dict)  # seq → first arrival
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    connects: int = 0
    drops: int = 0
    failures: list[str] = field(default_factory=list)
    other_events: int = 0


@dataclass
class Post:
    table: int
    due: float
    sent: float
    done: float
    status: int
    seq: int | None


@dataclass
class Probe:
    sent: float
    done: float
    status: int


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


#: How many times a setup request (a table made, a phone sat down) is sent again when its
#: connection fails before an answer: setup is not measured, and with hundreds of them at
#: once a reused keep-alive connection is now and then closed under one.
SETUP_TRIES = 3


async def setup_post(client: httpx.AsyncClient, url: str, **kwargs: Any) -> httpx.Response:
    for attempt in range(SETUP_TRIES):
        try:
            return await client.post(url, **kwargs)
        except httpx.TransportError:
            if attempt == SETUP_TRIES - 1:
                raise
            await asyncio.sleep(0.2 * (attempt + 1))
    raise AssertionError("unreachable")


async def create_table(client: httpx.AsyncClient, index: int, kind: Kind) -> Table:
    body = {"game": kind.game, "players": list(kind.players), "options": kind.options}
    response = await setup_post(client, "/api/v1/tables", json=body)
    if response.status_code != 201:
        raise RuntimeError(f"creating a table: {response.status_code} {response.text[:300]}")
    created = response.json()
    secret = created["join_url"].rsplit("/", 1)[-1]
    return Table(
        index, created["id"], created["host_token"], int(created.get("seq", 0)), secret, kind
    )


async def sit_down(client: httpx.AsyncClient, table: Table, phone: Phone) -> None:
    """A phone of the HTML stream takes its seat as a phone does (the join link, a cookie);
    past the table's seats it just watches, without a cookie."""
    assert table.kind is not None
    if phone.index >= len(table.kind.players):
        return
    response = await setup_post(
        client,
        f"/j/{table.secret}",
        data={"seat": str(phone.index)},
        headers={"Sec-Fetch-Site": "same-origin", "Accept-Language": phone.lang},
    )
    if response.status_code != 303 or "referee" not in response.cookies:
        raise RuntimeError(f"sitting down: {response.status_code} {response.text[:200]}")
    phone.cookie = f"referee={response.cookies['referee']}"


async def follow(client: httpx.AsyncClient, table: Table, phone: Phone) -> None:
    """One phone: read the stream, note when each move's seq first arrives, reconnect like
    ``EventSource`` (after ``retry`` ms, with ``Last-Event-ID``) if the stream ends.

    The JSON stream names each move (``event: move``, ``id: <seq>``); the page's stream sends
    the regions to swap, one message up to ``id: <seq>`` (every seq up to it has arrived).
    """
    html = phone.kind == "html"
    url = f"/t/{table.id}/stream" if html else f"/api/v1/tables/{table.id}/stream"
    parser = SSEParser()
    while True:
        headers = {
            "Accept": "text/event-stream",
            "Cache-Control": "no-cache",
            "Accept-Language": phone.lang,
        }
        if phone.cookie:
            headers["Cookie"] = phone.cookie
        if parser.last_id is not None:
            headers["Last-Event-ID"] = parser.last_id
        parser.reset()
        phone.connects += 1
        try:
            async with client.stream("GET", url, headers=headers, timeout=None) as response:
                if response.status_code != 200:
                    await response.aread()
                    phone.failures.append(f"HTTP {response.status_code}: {response.text[:200]}")
                else:
                    async for chunk in response.aiter_raw():
                        now = time.perf_counter()
                        phone.ready.set()
                        for message in parser.feed(chunk):
                            if html and message.id is not None and message.id.isdigit():
                                upto = int(message.id)
                                for seq in range(max(phone.arrivals, default=0) + 1, upto + 1):
                                    phone.arrivals.setdefault(seq, now)
                            elif message.event == "move" and message.id is not None:
                                phone.arrivals.setdefault(int(message.id), now)
                            else:
                                phone.other_events += 1
                    phone.failures.append("stream ended")
        except httpx.HTTPError as exc:
            phone.failures.append(f"{type(exc).__name__}: {exc}")
        phone.drops += 1
        await asyncio.sleep((parser.retry_ms or 2000) / 1000)


#: The first few refused posts (status, game, move, problem), printed with the results.
REFUSALS: list[str] = []


async def sleep_until(when: float) -> None:
    delay = when - time.perf_counter()
    if delay > 0:
        await asyncio.sleep(delay)


async def scorekeeper(
    client: httpx.AsyncClient,
    table: Table,
    plan: Plan,
    start: float,
    end: float,
    posts: list[Post],
) -> None:
    """Post moves at ``rate / tables`` per second on an absolute schedule (late: at once)."""
    interval = plan.tables / plan.rate
    url = f"/api/v1/tables/{table.id}/moves"
    auth = {"Authorization": f"Bearer {table.token}"}
    due = start + interval * table.index / plan.tables  # tables staggered over one interval
    k = 0
    while due < end:
        await sleep_until(due)
        assert table.kind is not None
        moves = table.kind.moves
        # Every table plays its game's cycle from its first move, as the game's sample
        # does in-process: a cycle entered in its middle can break the rules (Tarocco's
        # "piglio" before anyone has offered).
        body = {**moves[k % len(moves)], "expected_seq": table.seq}
        sent = time.perf_counter()
        seq: int | None = None
        try:
            response = await client.post(url, json=body, headers=auth)
            done = time.perf_counter()
            status = response.status_code
            answer = response.json() if response.content else {}
            if 200 <= status < 300:
                seq = int(answer["seq"])
                table.seq = seq
            elif status != 409 and len(REFUSALS) < 5:
                REFUSALS.append(
                    f"{status} {table.kind.game} table {table.index} move {k}: "
                    f"{json.dumps(body)} → {response.text[:400]}"
                )
            elif isinstance(answer.get("current_seq"), int):  # 409: catch up and go on
                table.seq = answer["current_seq"]
        except (httpx.HTTPError, ValueError):
            done = time.perf_counter()
            status = 0
        posts.append(Post(table.index, due, sent, done, status, seq))
        k += 1
        due += interval


async def prober(
    client: httpx.AsyncClient, rate: float, start: float, end: float, probes: list[Probe]
) -> None:
    """``GET /healthz`` on an open-loop schedule: a slow answer does not delay the next probe
    (no coordinated omission), so the sample count stays ``rate × duration``."""

    async def probe() -> None:
        sent = time.perf_counter()
        try:
            response = await client.get("/healthz")
            status = response.status_code
        except httpx.HTTPError:
            status = 0
        probes.append(Probe(sent, time.perf_counter(), status))

    interval = 1 / rate
    due = start
    pending: set[asyncio.Task[None]] = set()
    while due < end:
        await sleep_until(due)
        task = asyncio.create_task(probe())
        pending.add(task)
        task.add_done_callback(pending.discard)
        due += interval
    await asyncio.gather(*pending)


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


# -- results ------------------------------------------------------------------------------


def analyse(raw: Raw, plan: Plan) -> dict[str, Any]:
    lo, hi = raw.window
    span = hi - lo
    posts = [p for p in raw.posts if lo <= p.sent < hi]
    logged = [p for p in posts if p.seq is not None]
    statuses: dict[str, int] = {}
    for p in posts:
        if not 200 <= p.status < 300:
            key = str(p.status) if p.status else "error"
            statuses[key] = statuses.get(key, 0) + 1
    probes = [p for p in raw.probes if lo <= p.sent < hi]
    probe_bad = sum(1 for p in probes if p.status != 200)

    by_table: dict[int, list[Phone]] = {}
    for phone in raw.phones:
        by_table.setdefault(phone.table, []).append(phone)
    propagation: list[float] = []
    by_kind: dict[str, list[float]] = {"json": [], "html": []}
    slowest: list[float] = []
    missing = 0
    for post in logged:
        phones = by_table[post.table]
        times = [ph.arrivals.get(post.seq or 0) for ph in phones]
        got = [t - post.sent for t in times if t is not None]
        for phone, when in zip(phones, times, strict=True):
            if when is not None:
                by_kind[phone.kind].append(when - post.sent)
        missing += len(times) - len(got)
        propagation.extend(got)
        if len(got) == len(times):
            slowest.append(max(got))
    expected = len(logged) * plan.phones

    post_lat = Summary.of([p.done - p.sent for p in posts if p.seq is not None])
    trivial = Summary.of([p.done - p.sent for p in probes if p.status == 200])
    lag = Summary.of([v for t, v in raw.lag if lo <= t < hi])

    def ratio(a: float, b: float) -> float:
        return a / b if b and not math.isnan(a) and not math.isnan(b) else math.nan

    return {
        "posted": len(posts),
        "logged": len(logged),
        "moves_per_s": len(logged) / span,
        "target_moves_per_s": plan.rate,
        "non_2xx": sum(statuses.values()),
        "non_2xx_by_status": statuses,
        "deliveries": len(propagation),
        "deliveries_expected": expected,
        "deliveries_missing": missing,
        "stream_drops": sum(p.drops for p in raw.phones),
        "stream_failures": sorted({f for p in raw.phones for f in p.failures})[:10],
        "post_latency": vars(post_lat),
        "post_send_slip": vars(Summary.of([p.sent - p.due for p in posts])),
        "propagation": vars(Summary.of(propagation)),
        "propagation_json": vars(Summary.of(by_kind["json"])),
        "propagation_html": vars(Summary.of(by_kind["html"])),
        "propagation_slowest_phone": vars(Summary.of(slowest)),
        "healthz": vars(trivial),
        "healthz_non_200": probe_bad,
        "ratio_p50": ratio(post_lat.p50_ms, trivial.p50_ms),
        "ratio_p99": ratio(post_lat.p99_ms, trivial.p99_ms),
        "client_loop_lag": vars(lag),
        **cpu_figures(raw.meters, span, len(logged)),
    }


def cpu_figures(meters: tuple[Meter, Meter], span: float, moves: int) -> dict[str, Any]:
    """CPU use in the window, in % of one core (so 2 cores busy = 200 %), and the server's
    CPU milliseconds per logged move: a figure that survives a noisy machine."""
    a, b = meters

    def pct(x: float | None, y: float | None) -> float | None:
        return None if x is None or y is None else 100 * (y - x) / span

    cores = (b.machine_total - a.machine_total) / span if b.machine_total else 0.0
    same = a.server_pids == b.server_pids  # else a worker died: its CPU time is lost
    return {
        "client_cpu_percent": pct(a.client_cpu, b.client_cpu),
        "server_cpu_percent": pct(a.server_run, b.server_run) if same else None,
        "server_cpu_wait_percent": pct(a.server_wait, b.server_wait) if same else None,
        "server_processes_changed": not same,
        "server_cpu_ms_per_move": (
            1000 * (b.server_run - a.server_run) / moves
            if same and moves and a.server_run is not None and b.server_run is not None
            else None
        ),
        "machine_busy_percent": pct(a.machine_busy, b.machine_busy) if cores else None,
        "machine_cores": round(cores) if cores else os.cpu_count(),
    }


def _ms(value: float) -> str:
    return "—" if math.isnan(value) else f"{value:.1f} ms"


def _line(label: str, s: dict[str, Any]) -> str:
    return (
        f"{label:<27}p50 {_ms(s['p50_ms']):>9}   p99 {_ms(s['p99_ms']):>9}   "
        f"max {_ms(s['max_ms']):>9}   (n={s['n']})"
    )


def _finite(value: Any) -> Any:
    """NaN (no samples) as ``null``: JSON has no NaN."""
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(v) for v in value]
    return value


def report(results: dict[str, Any], plan: Plan, server: str) -> Iterator[str]:
    r = results
    streams = plan.tables * plan.phones
    mix = ""
    if plan.html:
        mix = f", {100 * plan.html:.0f}% on the page's stream"
    if len(plan.langs) > 1:
        mix += ", languages " + "/".join(plan.langs)
    if len(plan.games) > 1:
        mix += ", games " + "/".join(kind.game for kind in plan.games)
    yield (
        f"tables {plan.tables} × phones {plan.phones} ({streams} SSE streams{mix}), target "
        f"{plan.rate:.1f} moves/s for {plan.duration:g} s (after {plan.warmup:g} s warm-up), "
        f"server: {server}"
    )
    bad = ""
    if r["non_2xx"]:
        bad = " (" + ", ".join(f"{k}: {v}" for k, v in sorted(r["non_2xx_by_status"].items())) + ")"
    yield (
        f"moves posted: {r['posted']}, logged: {r['logged']} ({r['moves_per_s']:.1f}/s), "
        f"non-2xx: {r['non_2xx']}{bad}, deliveries: {r['deliveries']}/{r['deliveries_expected']}"
        f" (missing {r['deliveries_missing']}), stream drops: {r['stream_drops']}"
    )
    for refusal in REFUSALS:
        yield f"  refused: {refusal}"
    yield _line("POST sent behind schedule", r["post_send_slip"])
    yield _line("move POST latency", r["post_latency"])
    yield _line("move → every phone", r["propagation"])
    if plan.html and plan.html < 1:
        yield _line("  … on the JSON stream", r["propagation_json"])
        yield _line("  … on the page's stream", r["propagation_html"])
    yield _line("move → slowest phone", r["propagation_slowest_phone"])
    probe_bad = f", non-200: {r['healthz_non_200']}" if r["healthz_non_200"] else ""
    yield _line("GET /healthz (trivial)", r["healthz"]) + probe_bad

    def x(value: float) -> str:
        return "—" if math.isnan(value) else f"{value:.1f}×"

    yield f"{'POST / trivial ratio':<27}p50 {x(r['ratio_p50']):>9}   p99 {x(r['ratio_p99']):>9}"
    cpu = f"client {r['client_cpu_percent']:.0f}%"
    if r["server_processes_changed"]:
        cpu = f"server n/a (its processes changed: a worker exited or restarted), {cpu}"
    elif r["server_cpu_percent"] is not None:
        cpu = (
            f"server {r['server_cpu_percent']:.0f}% (+ {r['server_cpu_wait_percent']:.0f}% "
            f"runnable, waiting for a core), {cpu}"
        )
    if r["machine_busy_percent"] is not None:
        cpu += f", whole machine {r['machine_busy_percent']:.0f}% of {100 * r['machine_cores']}%"
    yield f"CPU in window (100% = one core): {cpu}"
    if r["server_cpu_ms_per_move"] is not None:
        yield f"server CPU per logged move: {r['server_cpu_ms_per_move']:.1f} ms"
    lag = r["client_loop_lag"]
    yield (
        f"client event-loop lag (10 ms timer) p50 {_ms(lag['p50_ms'])}, p99 {_ms(lag['p99_ms'])}"
    )
    if r["stream_failures"]:
        yield "stream failures: " + "; ".join(r["stream_failures"])


# -- the command --------------------------------------------------------------------------


def health_check(base_url: str, timeout: float = 3.0) -> str:
    """One probe, for the diagnosis of an aborted run."""
    start = time.perf_counter()
    try:
        response = httpx.get(f"{base_url}/healthz", timeout=timeout)
    except httpx.HTTPError as exc:
        return f"no answer ({type(exc).__name__} after {time.perf_counter() - start:.1f} s)"
    return f"{response.status_code} in {1000 * (time.perf_counter() - start):.1f} ms"


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


def start_profiles(servers: Sequence[ServerProcess], folder: Path, seconds: float) -> list[Any]:
    """py-spy on every started server (all its processes) for ``seconds``, to ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    profilers = []
    for i, server in enumerate(servers):
        out = folder / f"server-{i}.folded"
        command = [
            "py-spy", "record", "--subprocesses", "--rate", "200", "--format", "raw",
            "--duration", str(max(1, round(seconds))), "--output", str(out),
            "--pid", str(server.process.pid),
        ]  # fmt: skip
        profilers.append(subprocess.Popen(command, stdout=subprocess.DEVNULL))
    return profilers


def profile_summary(path: Path, top: int = 25) -> list[str]:
    """Where a server's CPU went, from py-spy's collapsed stacks (``frame;frame;… count``):
    the share of samples that passed through each of our functions (inclusive: a sample
    counts once for every function of ours on its stack), then the share spent in each
    package's own code (exclusive: the innermost frame's package).

    Only the workers count: py-spy takes gunicorn's master, which sleeps in ``select``
    between signals (it used 20 ms of CPU in a run where a worker used 720), for a process
    on a CPU, and its samples would be a third of the total. A worker's stacks start with
    two process frames (the master's, then its own)."""
    if not path.exists():
        return [f"profile: {path} was not written (is py-spy installed?)"]
    ours: Counter[str] = Counter()
    own: Counter[str] = Counter()
    total = master = 0
    for line in path.read_text().splitlines():
        stack, _, number = line.rpartition(" ")
        if not number.isdigit():
            continue
        samples = int(number)
        frames = stack.split(";")
        if sum(1 for frame in frames[:2] if frame.startswith("process ")) < 2:
            master += samples
            continue
        total += samples
        seen = set()
        for frame in frames:
            name, _, where = frame.partition(" (")
            if where.startswith("referee/") and (name, where) not in seen:
                seen.add((name, where))
                ours[f"{name} ({where.split(':')[0]})"] += samples
        leaf = frames[-1].partition(" (")[2]
        package = leaf.split("/")[0].split(".py")[0] if "/" in leaf else "python (stdlib)"
        own[package] += samples
    if not total:
        return [f"profile {path}: no samples"]
    lines = [
        f"profile {path}: {total} samples of the server's workers on a CPU (200/s;"
        f" {master} of gunicorn's master left out)"
    ]
    lines.append("  through our functions (inclusive):")
    lines += [f"    {100 * n / total:5.1f}%  {name}" for name, n in ours.most_common(top)]
    lines.append("  in each package's own code (exclusive):")
    lines += [f"    {100 * n / total:5.1f}%  {name}" for name, n in own.most_common(10)]
    return lines


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


#: How the yardstick run is named in its report.
BASELINE = "baseline: high card's tables (the house alone, no game's rules or pages)"


def cost_ratio(results: dict[str, Any], bare: dict[str, Any]) -> float | None:
    """A move's server CPU as a multiple of the yardstick's (None without both figures)."""
    move, floor = results["server_cpu_ms_per_move"], bare["server_cpu_ms_per_move"]
    return move / floor if move and floor else None


def baseline_report(results: dict[str, Any], bare: dict[str, Any]) -> Iterator[str]:
    ratio = cost_ratio(results, bare)
    if ratio is None:
        yield "move / bare write: n/a (a run has no server CPU figure)"
        return
    yield (
        f"move / bare write (server CPU per logged move): {ratio:.2f}× "
        f"({results['server_cpu_ms_per_move']:.1f} ms against "
        f"{bare['server_cpu_ms_per_move']:.1f} ms on high card's tables)"
    )


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
