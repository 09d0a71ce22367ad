"""No client can starve the others through live streams: caps per client address and per
table (429 with Retry-After), a cap on all of a server's streams (503 with Retry-After, while
moves and pages go on), a bound on the streams' database work, one render per update and
one head read per table however many phones wait for it, and streams that end after their
lifetime and resume."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from werkzeug.test import TestResponse

from referee.live import HeadCache, RenderCache, StreamGate, StreamsFull
from tests.conftest import ApiTable, make_table, sse_messages

pytestmark = pytest.mark.storage

# -- the render cache ------------------------------------------------------------------------


def test_phones_waking_together_share_one_render() -> None:
    cache = RenderCache()
    release, renders, results = threading.Event(), [], []

    def render() -> tuple[str, int]:
        renders.append(1)
        release.wait(10)
        return "update", 7

    def phone() -> None:
        results.append(cache.get(("page", "t", 6, 7), render))

    phones = [threading.Thread(target=phone) for _ in range(20)]
    for thread in phones:
        thread.start()
    while not renders:  # the first phone is rendering; the others are asking meanwhile
        threading.Event().wait(0.01)
    release.set()
    for thread in phones:
        thread.join(10)
    assert len(renders) == 1
    assert results == [("update", 7)] * 20


def test_a_failed_render_is_tried_again_by_a_waiting_phone() -> None:
    cache = RenderCache()
    attempts: list[int] = []

    def flaky() -> tuple[str, int]:
        attempts.append(1)
        if len(attempts) == 1:
            raise RuntimeError("the database went away")
        return "update", 1

    with pytest.raises(RuntimeError):
        cache.get("key", flaky)
    assert cache.get("key", flaky) == ("update", 1)


# -- the gate ----------------------------------------------------------------------------------


def test_the_gate_caps_clients_and_tables_and_gives_places_back() -> None:
    gate = StreamGate(per_client=2, per_table=3, db_slots=1)
    first, _ = gate.admit("a", "t1"), gate.admit("a", "t2")
    with pytest.raises(StreamsFull) as full:
        gate.admit("a", "t3")
    assert full.value.scope == "client"
    gate.admit("b", "t1"), gate.admit("c", "t1")
    with pytest.raises(StreamsFull) as full:
        gate.admit("d", "t1")
    assert full.value.scope == "table"
    first.release()
    first.release()  # once only
    assert gate.holding(client="a") == 1 and gate.holding(table="t1") == 2
    gate.admit("a", "t3")


def test_the_gate_caps_all_the_streams_of_a_server() -> None:
    gate = StreamGate(per_client=5, per_table=5, db_slots=1, total=3)
    held = [gate.admit(f"client{i}", f"table{i}") for i in range(3)]
    with pytest.raises(StreamsFull) as full:
        gate.admit("someone-new", "a-new-table")
    assert full.value.scope == "server"
    assert gate.holding() == 3
    held[0].release()
    gate.admit("someone-new", "a-new-table")


# -- the head cache ----------------------------------------------------------------------------


class _Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_tables_head_is_read_once_a_second_however_many_ask() -> None:
    clock, reads = _Clock(), []
    heads = HeadCache(ttl=1.0, clock=clock)

    def read() -> int:
        reads.append(1)
        return 7

    assert [heads.get("t", read) for _ in range(50)] == [7] * 50
    assert len(reads) == 1
    clock.now += 1.5
    assert heads.get("t", read) == 7 and len(reads) == 2


def test_an_announced_move_is_the_head_at_once_and_an_old_one_changes_nothing() -> None:
    clock = _Clock()
    heads = HeadCache(ttl=1.0, clock=clock)
    assert heads.get("t", lambda: 3) == 3
    heads.announce("t", 4)
    assert heads.get("t", lambda: pytest.fail("no read: the bus said 4")) == 4
    heads.announce("t", 2)  # a late notification from another server
    assert heads.get("t", lambda: 0) == 4


def test_phones_asking_together_share_one_read_and_a_failed_read_is_not_kept() -> None:
    heads, release, reads, seen = HeadCache(), threading.Event(), [], []

    def slow() -> int:
        reads.append(1)
        release.wait(10)
        return 9

    askers = [threading.Thread(target=lambda: seen.append(heads.get("t", slow))) for _ in range(20)]
    for thread in askers:
        thread.start()
    while not reads:
        threading.Event().wait(0.01)
    release.set()
    for thread in askers:
        thread.join(10)
    assert len(reads) == 1 and seen == [9] * 20

    def missing() -> int:
        raise LookupError("no such table")

    with pytest.raises(LookupError):
        heads.get("gone", missing)
    assert heads.get("gone", lambda: 1) == 1


def test_streams_read_the_database_in_a_bounded_number_of_slots() -> None:
    gate = StreamGate(per_client=100, per_table=100, db_slots=3)
    lock, now, most = threading.Lock(), [0], [0]

    def read() -> None:
        with lock:
            now[0] += 1
            most[0] = max(most[0], now[0])
        threading.Event().wait(0.02)
        with lock:
            now[0] -= 1

    bounded = gate.reading(read)
    readers = [threading.Thread(target=bounded) for _ in range(30)]
    for thread in readers:
        thread.start()
    for thread in readers:
        thread.join(10)
    assert most[0] == 3


# -- the app ---------------------------------------------------------------------------------


@pytest.fixture
def capped(app: Flask) -> Flask:
    app.config.update(STREAMS_PER_CLIENT=3, STREAMS_PER_TABLE=5)
    return app


def _stream(app: Flask, url: str, address: str, **headers: str) -> TestResponse:
    return app.test_client().get(
        url, headers=headers, environ_base={"REMOTE_ADDR": address}, buffered=False
    )


@pytest.mark.parametrize("kind", ["api", "page"])
def test_one_client_over_its_cap_gets_429_and_nobody_else_notices(capped: Flask, kind: str) -> None:
    first, other = make_table(capped.test_client()), make_table(capped.test_client())

    def url(table: ApiTable) -> str:
        return f"/api/v1/tables/{table.id}/stream" if kind == "api" else f"/t/{table.id}/stream"

    held = [_stream(capped, url(first), "203.0.113.5") for _ in range(3)]
    assert [r.status_code for r in held] == [200] * 3
    refused = _stream(capped, url(other), "203.0.113.5", Accept="application/json")
    assert refused.status_code == 429
    assert refused.headers["Retry-After"] == "30"
    assert refused.mimetype == "application/problem+json"
    assert "Too many live connections" in refused.get_json()["detail"]
    # Everyone else goes on: the server's health, the same table, another table.
    assert capped.test_client().get("/healthz").status_code == 200
    assert _stream(capped, url(first), "203.0.113.6").status_code == 200
    assert _stream(capped, url(other), "203.0.113.7").status_code == 200
    # A stream that closes gives its place back.
    held.pop().close()
    assert _stream(capped, url(other), "203.0.113.5").status_code == 200


@pytest.mark.parametrize("kind", ["api", "page"])
def test_a_full_server_refuses_new_streams_with_503_and_serves_everything_else(
    app: Flask, kind: str
) -> None:
    app.config.update(MAX_STREAMS=2)
    table = make_table(app.test_client())
    url = f"/api/v1/tables/{table.id}/stream" if kind == "api" else f"/t/{table.id}/stream"
    # (Italian phones all: a held test-client stream leaves its request's language behind.)
    held = [_stream(app, url, f"192.0.2.{i}", **{"Accept-Language": "it"}) for i in (1, 2)]
    assert [r.status_code for r in held] == [200, 200]
    refused = _stream(app, url, "192.0.2.3", **{"Accept-Language": "it"})
    assert refused.status_code == 503
    assert 10 <= int(refused.headers["Retry-After"]) <= 30
    # The page's stream is asked for as a page would (no JSON): told in words, not in JSON.
    assert refused.mimetype == ("application/problem+json" if kind == "api" else "text/html")
    said = refused.get_json()["detail"] if kind == "api" else refused.get_data(as_text=True)
    assert "si ricollega appena può" in said
    # Moves, pages and the health check are served as ever; the phones that hold a stream
    # get the move.
    assert table.hand(None, [5, 0, 0, 0]).status_code == 201
    assert next(_messages(held[0]))["id"] == "1"
    page = app.test_client().get(f"/t/{table.id}")
    assert page.status_code == 200 and 'data-total="5"' in page.get_data(as_text=True)
    assert app.test_client().get("/healthz").status_code == 200
    # The poll of a refused page still brings it up to date.
    poll = app.test_client().get(f"/t/{table.id}/live?seq=0")
    assert poll.status_code == 200 and 'value="1"' in poll.get_data(as_text=True)
    held.pop().close()
    again = _stream(app, url, "192.0.2.3")
    assert again.status_code == 200
    for response in (again, *reversed(held)):  # a test client's streams end in reverse
        response.close()


def test_a_table_over_its_cap_gets_429_and_other_tables_do_not(capped: Flask) -> None:
    busy, quiet = make_table(capped.test_client()), make_table(capped.test_client())
    url = f"/api/v1/tables/{busy.id}/stream"
    held = [_stream(capped, url, f"198.51.100.{i}") for i in range(5)]
    assert all(r.status_code == 200 for r in held)
    refused = _stream(capped, url, "198.51.100.99")
    assert refused.status_code == 429
    assert "too many live viewers" in refused.get_json()["detail"]
    assert _stream(capped, f"/api/v1/tables/{quiet.id}/stream", "198.51.100.99").status_code == 200


def test_ipv6_clients_count_by_their_64_network(capped: Flask) -> None:
    table = make_table(capped.test_client())
    url = f"/api/v1/tables/{table.id}/stream"
    for host in ("1", "2", "3"):
        assert _stream(capped, url, f"2001:db8:0:1::{host}").status_code == 200
    assert _stream(capped, url, "2001:db8:0:1::4").status_code == 429
    assert _stream(capped, url, "2001:db8:0:2::1").status_code == 200


def _messages(response: TestResponse) -> Iterator[dict[str, str]]:
    assert response.status_code == 200
    return sse_messages(iter(response.response))


def test_a_stream_ends_after_its_lifetime_and_resumes_where_it_was(
    app: Flask, table: ApiTable
) -> None:
    app.config.update(STREAM_MAX_SECONDS=0.5, SSE_KEEPALIVE_SECONDS=0.1)
    table.hand(None, [5, 0, 0, 0])
    url = f"/api/v1/tables/{table.id}/stream"
    seen: list[dict[str, Any]] = list(_messages(_stream(app, url, "192.0.2.50")))  # it ends
    assert [m["id"] for m in seen] == ["1", "1"]  # the move and the table, then the end
    table.hand(None, [6, 0, 0, 0])
    resumed = _messages(_stream(app, url, "192.0.2.50", **{"Last-Event-ID": seen[-1]["id"]}))
    assert [next(resumed)["id"] for _ in range(2)] == ["2", "2"]


def test_a_listener_back_from_an_outage_forgets_every_head() -> None:
    """While a PostgreSQL listener is away, moves of other servers are not announced: when
    it is back, the next asker reads rather than trusting a head that may be behind."""
    clock = _Clock()
    heads = HeadCache(clock=clock)
    heads.announce("t", 4)
    assert heads.get("t", lambda: pytest.fail("fresh: no read")) == 4
    heads.forget()
    assert heads.get("t", lambda: 6) == 6


class _Quiet:
    """A subscription nobody publishes to: every wait runs out; the timeouts are kept."""

    seq = None

    def __init__(self) -> None:
        self.waits: list[float] = []

    def wait(self, timeout: float) -> bool:
        self.waits.append(timeout)
        return False

    def told(self) -> bool:
        return False

    def close(self) -> None:
        pass


def test_streams_opened_together_spread_their_keep_alives() -> None:
    """Phones that connected in the same second (a server restart) are not all sent their
    keep-alives, and do not all check their tables, in the same instant ever after."""
    from referee.live import follow

    waits: list[float] = []
    for _ in range(20):
        quiet = _Quiet()
        stream = follow(quiet, 0, lambda: 0, lambda last, head: ("", head), keepalive=15.0)  # type: ignore[arg-type]
        for _ in range(4):  # retry, then three keep-alives
            next(stream)
        stream.close()
        waits += quiet.waits
    assert all(15.0 * 0.75 <= wait <= 15.0 for wait in waits)
    assert max(waits) - min(waits) > 2.0, "keep-alives of streams opened together coincide"
