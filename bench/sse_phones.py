"""The phones and scorekeepers of a load run: the tables they make, the streams they follow
(server-sent events, parsed as a browser does), the moves they post and the probe of
``/healthz`` (:mod:`bench.sse_load`)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import httpx

from .sse_report import REFUSALS

if TYPE_CHECKING:
    from .sse_load import Plan

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


# -- the phones -------------------------------------------------------------------------


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
