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


@contextmanager
def serving(
    folder: Path,
    command: list[str] | str | None = None,
    env: Mapping[str, str] | None = None,
    *,
    startup_seconds: float = 30,
) -> Iterator[Served]:
    """Run ``command`` (default ``python -m referee serve``) on a free port, on SQLite in
    ``folder``, until the block ends; its output goes to ``folder/server.log``.

    A string is run by bash, as a user pastes it; the port comes from ``REFEREE_PORT``.
    """
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
    log_path = folder / "server.log"
    log = open(log_path, "w")  # noqa: SIM115 - closed below
    process = subprocess.Popen(
        args, env=environment, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + startup_seconds
        while True:
            try:
                if httpx.get(url + "/healthz", timeout=1).text == "ok":
                    break
            except httpx.HTTPError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"{command!r} did not start a server:\n" + log_path.read_text())
            time.sleep(0.2)
        yield Served(url, log_path, folder, process)
    finally:
        with contextlib.suppress(ProcessLookupError):  # a test may have killed it already
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:  # pragma: no cover
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        log.close()
