"""The server a load run measures: started as a user starts it (``referee serve``, on a
scratch PostgreSQL database when asked), its CPU read from ``/proc``, and profiled with
py-spy when asked (:mod:`bench.sse_load`)."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

PG_ADMIN_DEFAULT = "postgresql://postgres@127.0.0.1:5432/test"


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


# -- profiles -----------------------------------------------------------------------------


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


def health_check(base_url: str, timeout: float = 3.0) -> str:
    """One probe, for the diagnosis of an aborted run."""
    start = time.perf_counter()
    try:
        response = httpx.get(f"{base_url}/healthz", timeout=timeout)
    except httpx.HTTPError as exc:
        return f"no answer ({type(exc).__name__} after {time.perf_counter() - start:.1f} s)"
    return f"{response.status_code} in {1000 * (time.perf_counter() - start):.1f} ms"
