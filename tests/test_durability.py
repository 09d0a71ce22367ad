"""An acknowledged move is kept: SQLite syncs as configured, and a server killed with
SIGKILL between moves has every move it acknowledged when it comes back. A server stopped
as a restart stops it (SIGTERM) ends its phones' streams at once, so that they reconnect to
the server that takes over."""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path

import httpx
import pytest
from sqlalchemy import text

from referee.store import Database
from tests.conftest import sse_messages
from tests.serving import Served, serving

pytestmark = pytest.mark.server


def _synchronous(db: Database) -> int:
    with db.engine.connect() as conn:
        return int(conn.execute(text("PRAGMA synchronous")).scalar_one())


@pytest.mark.parametrize(("setting", "level"), [(None, 2), ("NORMAL", 1), ("full", 2)])
def test_sqlite_syncs_as_configured(tmp_path: Path, setting: str | None, level: int) -> None:
    url = f"sqlite:///{tmp_path / 'sync.db'}"
    db = Database(url) if setting is None else Database(url, sqlite_synchronous=setting)
    try:
        assert _synchronous(db) == level  # 2 = FULL: every commit reaches the disk
    finally:
        db.dispose()


def test_an_unknown_synchronous_setting_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="NORMAL, FULL, EXTRA"):
        Database(f"sqlite:///{tmp_path / 'sync.db'}", sqlite_synchronous="OFF")


def test_a_killed_server_keeps_every_acknowledged_move(tmp_path: Path) -> None:
    acknowledged: list[int] = []
    enough = threading.Event()
    with serving(tmp_path) as served:
        created = httpx.post(
            f"{served.url}/api/v1/tables",
            json={"game": "tamalo", "players": ["Anna", "Bruno", "Carla", "Dario"]},
        ).json()
        table, auth = created["id"], {"Authorization": f"Bearer {created['host_token']}"}

        def scorekeeper() -> None:
            """Posts moves one after another until the server dies under it."""
            seq = 0
            with httpx.Client(base_url=served.url, headers=auth, timeout=5) as client:
                while True:
                    move = {"type": "penalty", "seat": seq % 4, "cause": "relook"}
                    try:
                        answer = client.post(
                            f"/api/v1/tables/{table}/moves", json={**move, "expected_seq": seq}
                        )
                    except httpx.HTTPError:
                        return
                    assert answer.status_code == 201, answer.text
                    seq = answer.json()["seq"]
                    acknowledged.append(seq)
                    if len(acknowledged) >= 25:
                        enough.set()

        posting = threading.Thread(target=scorekeeper)
        posting.start()
        assert enough.wait(60)
        os.killpg(served.process.pid, signal.SIGKILL)  # mid-stream: a move may be in flight
        posting.join(10)
        served.process.wait(10)
    with serving(tmp_path) as again:
        logged = httpx.get(f"{again.url}/api/v1/tables/{table}/moves").json()
        stopped = _stopped_while_following(again, table, after=logged["seq"] - 1)
    assert stopped == [("move", logged["seq"]), ("table", logged["seq"])]
    assert "graceful timeout" not in again.log.read_text()
    seqs = [event["seq"] for event in logged["events"]]
    assert set(acknowledged) <= set(seqs)
    assert seqs == list(range(1, len(seqs) + 1))  # gapless, nothing half-written
    assert logged["seq"] == seqs[-1]


def _stopped_while_following(served: Served, table: str, after: int) -> list[tuple[str, int]]:
    """Follow the table's feed from ``after``, stop the server as a restart does once the
    feed has caught up, and return what it sent (event, seq). The feed must end by itself: its read
    times out (failing the test) before the server's grace period (5 s) would cut it."""
    sent: list[tuple[str, int]] = []
    headers = {"Accept": "text/event-stream", "Last-Event-ID": str(after)}
    feed = f"{served.url}/api/v1/tables/{table}/stream"
    with httpx.stream("GET", feed, headers=headers, timeout=httpx.Timeout(4.0)) as response:
        for message in sse_messages(response.iter_bytes()):
            sent.append((message["event"], int(message["id"])))
            os.killpg(served.process.pid, signal.SIGTERM)
    served.process.wait(10)
    return sent
