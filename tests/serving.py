"""A real ``referee serve`` process, as a user starts it, for tests that need one."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import httpx
import pytest


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass(frozen=True)
class Served:
    url: str
    log: Path
    folder: Path
    process: subprocess.Popen[bytes]


#: How long a server may take to answer its first /healthz: its workers import the app and
#: migrate a new database first, which takes a few seconds on a quiet machine and, on a
#: loaded two-core one (browsers and servers of other tests beside it), has taken over 30.
STARTUP_SECONDS = 90.0


@contextmanager
def serving(
    folder: Path,
    command: list[str] | str | None = None,
    env: Mapping[str, str] | None = None,
    *,
    startup_seconds: float = STARTUP_SECONDS,
) -> Iterator[Served]:
    """Run ``command`` (default ``python -m referee serve``) on a free port, on SQLite in
    ``folder``, until the block ends; its output goes to ``folder/server.log``.

    A string is run by bash, as a user pastes it; the port comes from ``REFEREE_PORT``.
    """
    with serving_together([(folder, command, env)], startup_seconds=startup_seconds) as (one,):
        yield one


Spec = tuple[Path, "list[str] | str | None", "Mapping[str, str] | None"]


@contextmanager
def serving_together(
    specs: list[Spec], *, startup_seconds: float = STARTUP_SECONDS
) -> Iterator[list[Served]]:
    """:func:`serving` for several servers (folder, command, env) at once: all start
    together, the block begins once every one answers, and all stop together."""
    served: list[Served] = []
    logs = []
    try:
        for folder, command, env in specs:
            log_path = folder / "server.log"
            logs.append(open(log_path, "w"))  # noqa: SIM115 - closed below
            served.append(_start(folder, command, env, logs[-1], log_path))
        deadline = time.monotonic() + startup_seconds
        for one in served:
            _wait_until_up(one, deadline)
        yield served
    finally:
        for one in served:
            with contextlib.suppress(ProcessLookupError):  # a test may have killed it already
                os.killpg(one.process.pid, signal.SIGTERM)
        for one in served:
            try:
                one.process.wait(timeout=10)
            except subprocess.TimeoutExpired:  # pragma: no cover
                os.killpg(one.process.pid, signal.SIGKILL)
                one.process.wait()
        for log in logs:
            log.close()


def _start(
    folder: Path,
    command: list[str] | str | None,
    env: Mapping[str, str] | None,
    log: IO[str],
    log_path: Path,
) -> Served:
    port = free_port()
    environment = {
        **os.environ,
        "REFEREE_DATA_DIR": str(folder),
        "REFEREE_HOST": "127.0.0.1",
        "REFEREE_PORT": str(port),
        "SECRET_KEY": "tests",
        **(env or {}),
    }
    environment.pop("DATABASE_URL", None)
    environment.pop("REFEREE_PUBLIC_URL", None)
    if command is None:
        command = [sys.executable, "-m", "referee", "serve"]
    args = ["bash", "-c", command] if isinstance(command, str) else command
    process = subprocess.Popen(
        args, env=environment, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    return Served(f"http://127.0.0.1:{port}", log_path, folder, process)


def _wait_until_up(served: Served, deadline: float) -> None:
    while True:
        try:
            if httpx.get(served.url + "/healthz", timeout=1).text == "ok":
                return
        except httpx.HTTPError:
            pass
        if served.process.poll() is not None or time.monotonic() > deadline:
            command = served.process.args
            why = "exited" if served.process.poll() is not None else "did not answer in time"
            pytest.fail(f"{command!r} did not start a server ({why}):\n" + served.log.read_text())
        time.sleep(0.2)
