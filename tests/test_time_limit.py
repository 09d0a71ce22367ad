"""A test that hangs fails alone, with its stack, within its time limit, and the run goes on.

The run is a real ``pytest`` in a subprocess with this project's configuration and hooks
(``pyproject.toml``, ``tests/conftest.py``), the short limit lowered to one second so that
the proof takes seconds, not minutes.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import LONG_TIMEOUT

ROOT = Path(__file__).resolve().parents[1]

HANGING = """
import threading
import time

import pytest


def test_that_waits_for_ever():
    threading.Event().wait()


def test_after_it():
    assert 1 + 1 == 2


@pytest.mark.server
def test_with_a_real_server():
    time.sleep(2)


@pytest.mark.e2e
def test_with_a_browser():
    time.sleep(2)


@pytest.mark.postgres
def test_with_postgresql():
    time.sleep(2)
"""


@pytest.mark.timeout(LONG_TIMEOUT)
def test_a_test_that_would_wait_for_ever_fails_alone_within_its_limit(tmp_path: Path) -> None:
    (tmp_path / "test_hanging.py").write_text(HANGING)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    started = time.monotonic()
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-c",
            str(ROOT / "pyproject.toml"),
            "--rootdir",
            str(tmp_path),
            "-p",
            "tests.conftest",
            "-p",
            "no:cacheprovider",
            "-o",
            "timeout=1",
            str(tmp_path / "test_hanging.py"),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=LONG_TIMEOUT - 10,
    )
    elapsed = time.monotonic() - started
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    # The hanging test fails, with the line it hung on; the tests after it still run; a
    # browser, PostgreSQL or real-server test may take longer than the short limit.
    assert "1 failed, 4 passed" in out, out
    assert re.search(r"FAILED \S*test_hanging.py::test_that_waits_for_ever", out), out
    assert "Failed: Timeout (>1.0s)" in out, out
    assert ">       threading.Event().wait()" in out, out
    assert elapsed < LONG_TIMEOUT - 10, elapsed


def test_the_short_limit_is_the_default(request: pytest.FixtureRequest) -> None:
    assert float(request.config.getini("timeout")) == 30
    assert request.node.get_closest_marker("timeout") is None
