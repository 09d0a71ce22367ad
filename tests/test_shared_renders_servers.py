"""Two servers on one PostgreSQL database share each update's render: every phone, whichever
server holds its stream, gets byte for byte what it would have got from a server rendering
for it alone (its seat, its language, its kind of phone), through moves, undos (of a hand,
of an undo, of a correction), corrections, seat changes (a seat renamed, added and undone,
two seats swapped, a phone taking another's seat over, the host handed over) and a
contest's mark carried over the moves after it."""

from __future__ import annotations

import contextlib
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine, text

from tests.serving import Served, Spec, serving_together

pytestmark = pytest.mark.postgres


def _server(folder: Path, url: str, shared: bool) -> Spec:
    """A server on ``url``; all of them behind one public address, as behind a proxy."""
    folder.mkdir()
    command = (
        f"REFEREE_PUBLIC_URL=http://referee.test REFEREE_SHARED_RENDERS={int(shared)}"
        f" {sys.executable} -m referee serve --db {url} --no-qr --port $REFEREE_PORT"
    )
    return folder, command, None


def _blocks(raw: str) -> list[str]:
    """A stream's messages as sent (keep-alives and the retry line left out)."""
    blocks = [b for b in raw.split("\n\n") if b]
    return [b for b in blocks if not b.startswith((":", "retry:"))]


def _id(block: str) -> int:
    return int(block.split("\n", 1)[0].removeprefix("id: "))


@dataclass
class Phone:
    """One phone's stream: which server holds it, what it is, what it got."""

    name: str
    server: Served
    path: str
    lang: str
    cookie: str | None = None
    raw: str = ""
    stop: threading.Event = field(default_factory=threading.Event)

    def headers(self, after: int | None = None) -> dict[str, str]:
        headers = {"Accept": "text/event-stream", "Accept-Language": self.lang}
        if self.cookie:
            headers["Cookie"] = self.cookie
        if after is not None:
            headers["Last-Event-ID"] = str(after)
        return headers

    def follow(self, after: int) -> None:
        url = f"{self.server.url}{self.path}"
        with (
            contextlib.suppress(httpx.HTTPError),  # the server stops at the test's end
            httpx.stream("GET", url, headers=self.headers(after), timeout=None) as response,
        ):
            assert response.status_code == 200
            for chunk in response.iter_text():
                self.raw += chunk
                if self.stop.is_set():
                    return

    def messages(self) -> list[str]:
        return _blocks(self.raw)

    def seq(self) -> int:
        blocks = self.messages()
        return _id(blocks[-1]) if blocks else -1


def _alone(reference: Served, phone: Phone, after: int, head: int) -> str:
    """What a server rendering for this phone alone sends it from ``after`` to ``head``."""
    url = f"{reference.url}{phone.path}"
    raw = ""
    with httpx.stream("GET", url, headers=phone.headers(after), timeout=10) as response:
        assert response.status_code == 200
        for chunk in response.iter_text():
            raw += chunk
            blocks = _blocks(raw)
            if blocks and _id(blocks[-1]) >= head and raw.endswith("\n\n"):
                return "\n\n".join(blocks)
    raise AssertionError(f"{phone.name}: the reference stream ended early: {raw!r}")


def test_two_servers_send_each_phone_what_it_would_have_rendered(
    postgres_url: str, tmp_path: Path
) -> None:
    with serving_together(
        [
            _server(tmp_path / "a", postgres_url, shared=True),
            _server(tmp_path / "b", postgres_url, shared=True),
            _server(tmp_path / "alone", postgres_url, shared=False),
        ]
    ) as (a, b, alone):
        created = httpx.post(
            f"{a.url}/api/v1/tables",
            json={"game": "tamalo", "players": ["Anna", "Bruno", "Carla"]},
        ).json()
        table, host = created["id"], created["host_token"]
        secret = created["join_url"].rsplit("/", 1)[-1]
        head = {"seq": 0}

        def sit(server: Served, seat: int, lang: str, take_over: bool = False) -> str:
            response = httpx.post(
                f"{server.url}/j/{secret}",
                data={"seat": str(seat), **({"take_over": "1"} if take_over else {})},
                headers={"Sec-Fetch-Site": "same-origin", "Accept-Language": lang},
            )
            assert response.status_code == 303, response.text
            return f"referee={response.cookies['referee']}"

        page, feed = f"/t/{table}/stream", f"/api/v1/tables/{table}/stream"
        phones = [
            Phone("Anna's phone (it)", a, page, "it", sit(a, 0, "it")),
            Phone("Bruno's phone (en)", b, page, "en", sit(b, 1, "en")),
            Phone("Carla's phone (it)", b, page, "it", sit(a, 2, "it")),
            Phone("a watcher (en)", a, page, "en"),
            Phone("a watcher (it)", b, page, "it"),
            Phone("the feed (it)", a, feed, "it"),
            Phone("the feed (en)", b, feed, "en"),
            Phone("another feed (it)", b, feed, "it"),
        ]

        def start(phone: Phone) -> None:
            threading.Thread(target=phone.follow, args=(head["seq"],), daemon=True).start()

        for phone in phones:
            start(phone)
        time.sleep(1.0)  # every stream is open

        def post(server: Served, path: str, body: dict[str, object]) -> None:
            if path == "takeover":  # a new phone sits at Anna's seat: hers now watches
                cookie = sit(server, 0, "en", take_over=True)
                phone = Phone("Anna's new phone (en)", server, page, "en", cookie)
                phones.append(phone)
                seen[phone.name] = head["seq"]
                start(phone)  # from the seq before it sat down, as the others
                head["seq"] = httpx.get(f"{server.url}/api/v1/tables/{table}").json()["seq"]
                return
            # A contest is not a write that saw a seq (a move already contested is refused).
            seen_seq = {} if path.endswith("/contest") else {"expected_seq": head["seq"]}
            response = httpx.post(
                f"{server.url}/api/v1/tables/{table}{path}",
                json={**body, **seen_seq},
                headers={"Authorization": f"Bearer {host}"},
            )
            assert response.status_code in (200, 201), response.text
            head["seq"] = response.json()["seq"]

        def dario_sits() -> None:
            """A phone sits at the seat just added (no new seq: its table's phones redraw)."""
            dario = Phone("Dario's phone (en)", b, page, "en", sit(a, 3, "en"))
            phones.append(dario)
            seen[dario.name] = head["seq"]
            start(dario)
            time.sleep(1.0)

        hand = {"type": "hand", "caller": None}
        steps: list[tuple[Served, str, dict[str, object]]] = [
            (a, "/moves", {**hand, "hands": [5, 6, 7]}),
            (b, "/moves", {**hand, "caller": 1, "hands": [9, 3, 9]}),
            (a, "/moves/2/void", {"reason": "oops"}),  # hand 2 undone
            (b, "/moves/3/void", {"reason": "it was right"}),  # hand 2 restored
            (a, "/moves/1/correct", {"move": {**hand, "hands": [5, 6, 4]}}),
            (b, "/moves/5/void", {"reason": "it was right"}),  # hand 1 back as first entered
            (a, "/seats/2", {"name": "Paolo"}),  # another person takes Carla's seat
            (b, "/moves", {"type": "join", "name": "Dario"}),  # a fourth seat
            (a, "/moves/8/void", {"reason": "Dario left"}),  # Dario's phone watches
            (b, "/moves", {**hand, "caller": 2, "hands": [7, 8, 1]}),
            # Anna and Paolo sat in each other's places from hand 2: every later hand
            # is read again with the two seats exchanged.
            (a, "/seat-swap", {"seats": [0, 2], "hand": 2, "reason": "wrong chairs"}),
            (b, "/moves/10/contest", {"reason": "Paolo had 8"}),  # marked on every phone
            (a, "/moves", {**hand, "hands": [2, 3, 4]}),  # the mark stays, on both servers
            (b, "takeover", {}),  # a phone takes Anna's seat over: hers watches
            (a, "/moves", {**hand, "caller": 0, "hands": [1, 9, 9]}),
            (a, "/host", {"seat": 1}),  # Bruno's phone hosts (the host's token no longer)
        ]
        seen = {p.name: head["seq"] for p in phones}
        try:
            for server, path, body in steps:
                post(server, path, body)
                deadline = time.monotonic() + 15
                while any(p.seq() < head["seq"] for p in phones):
                    assert time.monotonic() < deadline, {p.name: p.seq() for p in phones}
                    time.sleep(0.05)
                time.sleep(0.2)  # a stream's whole message has arrived
                for phone in phones:
                    got = [m for m in phone.messages() if _id(m) > seen[phone.name]]
                    expected = _alone(alone, phone, seen[phone.name], head["seq"])
                    assert "\n\n".join(got) == expected, (phone.name, path)
                    seen[phone.name] = head["seq"]
                if body.get("name") == "Dario":
                    dario_sits()
        finally:
            for phone in phones:
                phone.stop.set()

        # One page render per update, language and kind of phone, kept in the database (the
        # JSON feed's is not kept: it costs less to make than to keep).
        engine = create_engine(postgres_url)
        with engine.connect() as conn:
            kinds = conn.execute(
                text("SELECT DISTINCT kind, lang FROM live_render WHERE table_id = :t"),
                {"t": table},
            ).all()
        engine.dispose()
        assert set(kinds) == {
            ("playing", "it"),
            ("playing", "en"),
            ("hosting", "en"),  # Bruno's phone, once it hosts
            ("watching", "it"),
            ("watching", "en"),  # and Dario's, once his seat is undone
        }
