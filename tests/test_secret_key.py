"""The secret key a server makes for itself on its first start: one key, however many of its
workers start at the same moment, kept readable by its owner alone."""

from __future__ import annotations

import multiprocessing
import stat
from pathlib import Path
from typing import Any

import pytest

from referee.settings import secret_key


def _key(folder: str, start: Any, out: Any) -> None:
    start.wait()
    try:
        out.put(secret_key(Path(folder)))
    except Exception as exc:  # noqa: BLE001 - the test reports what a worker met
        out.put(f"failed: {exc!r}")


def test_workers_starting_together_share_one_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SECRET_KEY", raising=False)
    for attempt in range(10):  # the race is in the moment the first start makes the key
        folder = tmp_path / f"start-{attempt}"
        context = multiprocessing.get_context("fork")
        start, out = context.Barrier(4), context.Queue()
        workers = [context.Process(target=_key, args=(str(folder), start, out)) for _ in range(4)]
        for worker in workers:
            worker.start()
        keys = [out.get(timeout=30) for _ in workers]
        for worker in workers:
            worker.join(timeout=30)
        assert not [k for k in keys if k.startswith("failed")], keys
        assert len(set(keys)) == 1 and len(keys[0]) >= 64
        kept = folder / "secret_key"
        assert kept.read_text().strip() == keys[0]
        assert stat.S_IMODE(kept.stat().st_mode) == 0o600
        assert [p.name for p in folder.iterdir()] == ["secret_key"]  # nothing else left
    assert secret_key(tmp_path / "start-0") == (tmp_path / "start-0" / "secret_key").read_text()
