"""Two phones send the last two parts of a hand at the same moment, each to another server
on one PostgreSQL database: both parts are logged, the hand once, nothing lost."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.serving import Served, Spec, serving_together

pytestmark = pytest.mark.postgres


def _server(folder: Path, url: str) -> Spec:
    folder.mkdir()
    command = f"{sys.executable} -m referee serve --db {url} --no-qr --port $REFEREE_PORT"
    return folder, command, None


def test_the_last_two_parts_at_once_on_two_servers_make_one_hand(
    postgres_url: str, tmp_path: Path
) -> None:
    with serving_together(
        [_server(tmp_path / "a", postgres_url), _server(tmp_path / "b", postgres_url)]
    ) as (a, b):
        created = httpx.post(
            f"{a.url}/api/v1/tables",
            json={"game": "scala40", "players": ["Anna", "Bruno", "Carla"], "host_seat": 0},
        ).json()
        table, secret = created["id"], created["join_url"].rsplit("/", 1)[-1]
        tokens = {0: created["host_token"]}
        for seat, server in ((1, b), (2, a)):
            joined = httpx.post(
                f"{server.url}/api/v1/tables/{table}/join", json={"secret": secret, "seat": seat}
            )
            tokens[seat] = joined.json()["token"]

        def part(server: Served, seat: int, body: Any, seq: int) -> httpx.Response:
            return httpx.post(
                f"{server.url}/api/v1/tables/{table}/moves",
                json={"type": "part", "seat": seat, "part": body, "expected_seq": seq},
                headers={"Authorization": f"Bearer {tokens[seat]}"},
                timeout=30,
            )

        def send(
            start: threading.Barrier,
            answers: dict[int, httpx.Response],
            server: Served,
            seat: int,
            body: Any,
            seq: int,
        ) -> None:
            start.wait()
            answers[seat] = part(server, seat, body, seq)

        # Three hands: Anna counts 12 first; Bruno (K♥ Q♥: 20) and Carla (out) at once.
        for hand in range(1, 4):
            seq = httpx.get(f"{a.url}/api/v1/tables/{table}").json()["seq"]
            assert part(a, 0, {"total": 12}, seq).status_code == 201
            answers: dict[int, httpx.Response] = {}
            start = threading.Barrier(2)
            threads = [
                threading.Thread(
                    target=send, args=(start, answers, b, 1, {"cards": ["KH", "QH"]}, seq)
                ),
                threading.Thread(target=send, args=(start, answers, a, 2, {"closed": True}, seq)),
            ]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(timeout=30)
            assert sorted(r.status_code for r in answers.values()) == [201, 201]
            logged = [r.json()["event"]["type"] for r in answers.values()]
            assert sorted(logged) == ["hand", "hand_part"], logged
            state = httpx.get(f"{b.url}/api/v1/tables/{table}").json()
            assert state["totals"] == [12 * hand, 20 * hand, 0]
            assert state["hand_in_progress"] is None
        events = httpx.get(f"{a.url}/api/v1/tables/{table}/moves").json()["events"]
        kinds = [e["type"] for e in events]
        assert kinds.count("hand_part") == 9 and kinds.count("hand") == 3
