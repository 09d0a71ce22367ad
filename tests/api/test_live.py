"""Live updates: every phone hears every move, catches up after a reconnect, or polls."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import create_engine

from referee.live import PgNotifyBus
from tests.conftest import ApiTable, make_table, sse_messages

pytestmark = pytest.mark.storage


def open_stream(client: FlaskClient, url: str, **headers: str) -> Iterator[dict[str, str]]:
    response = client.get(url, headers=headers, buffered=False)
    assert response.status_code == 200
    assert response.mimetype == "text/event-stream"
    assert response.headers["Cache-Control"] == "no-store"
    return sse_messages(iter(response.response))


def test_json_stream_sends_each_move_with_its_seq(table: ApiTable) -> None:
    stream = open_stream(table.client, f"/api/v1/tables/{table.id}/stream")
    table.hand(1, [9, 3, 9, 9])
    move = next(stream)
    assert move["event"] == "move" and move["id"] == "1"
    body = json.loads(move["data"])
    assert body["hand"]["scores"] == [9, 0, 9, 9]
    assert body["lines"][1]["rules"] == ["TAM-VAL", "TAM-LT5"]  # the lowest caller
    summary = next(stream)
    assert summary["event"] == "table" and summary["id"] == "1"
    assert json.loads(summary["data"])["totals"] == [9, 0, 9, 9]


def test_a_reconnecting_phone_catches_up_from_last_event_id(table: ApiTable) -> None:
    for total in (5, 6, 7):
        table.hand(None, [total, 0, 0, 0])
    stream = open_stream(
        table.client, f"/api/v1/tables/{table.id}/stream", **{"Last-Event-ID": "1"}
    )
    ids = [next(stream)["id"] for _ in range(3)]
    assert ids == ["2", "3", "3"]  # moves 2 and 3, then the table at 3


def test_the_stream_wakes_on_a_move_not_only_on_keepalive(app: Flask) -> None:
    app.config["SSE_KEEPALIVE_SECONDS"] = 60.0
    table = make_table(app.test_client())
    stream = open_stream(app.test_client(), f"/api/v1/tables/{table.id}/stream")
    received: list[dict[str, str]] = []
    reader = threading.Thread(target=lambda: received.append(next(stream)), daemon=True)
    reader.start()
    table.move({"type": "tamalo", "seat": 0})
    reader.join(timeout=10)
    assert received and received[0]["id"] == "1"


def test_page_stream_sends_html_partials_for_each_region(table: ApiTable) -> None:
    stream = open_stream(table.client, f"/t/{table.id}/stream?after=0")
    table.hand(0, [["3H", "4C"], 2, 11, 14])
    message = next(stream)
    assert message["id"] == "1"
    html = message["data"]
    for target in ('hx-target="#scoreboard"', 'hx-target="#status"', 'hx-target=".live-seq"'):
        assert target in html
    assert 'hx-target="#log" hx-swap="upsert key:data-seq sort:desc"' in html
    assert "Anna called Tamalo with 7" in html
    assert 'data-total="22"' in html
    table.void(1)
    redraw = next(stream)
    assert redraw["id"] == "2"
    assert 'hx-target="#log" hx-swap="innerHTML"' in redraw["data"]  # a void redraws the log


def test_poll_answers_204_when_nothing_changed(table: ApiTable) -> None:
    assert table.client.get(f"/t/{table.id}/live?seq=0").status_code == 204
    table.hand(None, [5, 6, 7, 8])
    response = table.client.get(f"/t/{table.id}/live?seq=0")
    assert response.status_code == 200
    assert 'data-total="5"' in response.get_data(as_text=True)
    assert table.client.get(f"/t/{table.id}/live?seq=1").status_code == 204


def test_stream_of_a_missing_table_is_404(client: FlaskClient) -> None:
    assert client.get("/api/v1/tables/nope/stream").status_code == 404
    assert client.get("/t/nope/stream").status_code == 404


@pytest.mark.postgres
def test_notify_bus_wakes_another_process(postgres_url: str) -> None:
    """Two workers: a move committed through one wakes the streams of the other."""
    dsn = postgres_url.replace("postgresql+psycopg://", "postgresql://")
    writer, reader = PgNotifyBus(dsn), PgNotifyBus(dsn)
    try:
        subscription = reader.subscribe("table-x")
        assert reader.listening.wait(10)
        engine = create_engine(postgres_url)
        with engine.begin() as conn:
            writer.before_commit(conn, "table-x", 7)
        assert subscription.wait(10)
        other = reader.subscribe("table-y")
        with engine.begin() as conn:
            writer.before_commit(conn, "table-x", 8)
        assert not other.wait(0.5)  # only the table's own streams wake
        engine.dispose()
    finally:
        writer.close()
        reader.close()


def test_a_move_made_before_the_first_listen_is_read_by_the_catch_up(postgres_url: str) -> None:
    """A process's first stream starts its LISTEN connection; a move committed elsewhere
    before that LISTEN takes effect is never heard. The head this process read before then
    is not trusted: the listener's nudge makes the stream read the table again and find the
    move (else the stream waited for a keep-alive, and kept the old head for its ttl)."""
    dsn = postgres_url.replace("postgresql+psycopg://", "postgresql://")
    bus = PgNotifyBus(dsn)
    try:
        assert bus.heads.get("table-w", lambda: 4) == 4  # a page read the head: 4
        subscription = bus.subscribe("table-w")  # the move at 5 lands before LISTEN does
        assert bus.listening.wait(10)
        assert subscription.wait(5) and not subscription.told()  # the listener's nudge
        assert bus.heads.get("table-w", lambda: 5) == 5
    finally:
        bus.close()


def test_the_listeners_nudge_finds_a_stream_however_slow_its_subscription(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under load the listener may connect, LISTEN and nudge every stream before the first
    stream's own registration has run (it failed once so in CI): the stream is registered
    first, so the nudge finds it."""
    from referee.live.bus import InProcessBus

    dsn = postgres_url.replace("postgresql+psycopg://", "postgresql://")
    bus = PgNotifyBus(dsn)
    register = InProcessBus.subscribe

    def slow(self: InProcessBus, table_id: str) -> Any:
        # As if this thread lost its core: the listener, once running, nudges meanwhile.
        if bus.listening.wait(1.0):
            time.sleep(0.2)
        return register(self, table_id)

    monkeypatch.setattr(InProcessBus, "subscribe", slow)
    try:
        bus.heads.get("table-v", lambda: 4)
        subscription = bus.subscribe("table-v")
        assert bus.listening.wait(10)
        assert subscription.wait(5) and not subscription.told()  # the listener's nudge
        assert bus.heads.get("table-v", lambda: 5) == 5
    finally:
        bus.close()


def test_a_process_is_not_woken_twice_by_the_echo_of_its_own_notify(postgres_url: str) -> None:
    """Its own write woke its streams at once (after the commit): the NOTIFY coming back must
    not wake them again (a page's stream would redraw for nothing), nor its head go back."""
    dsn = postgres_url.replace("postgresql+psycopg://", "postgresql://")
    bus, other = PgNotifyBus(dsn), PgNotifyBus(dsn)
    try:
        mine = bus.subscribe("table-z")
        theirs = other.subscribe("table-z")
        assert bus.listening.wait(10) and other.listening.wait(10)
        for subscription in (mine, theirs):  # the nudge each listener gives when it connects
            subscription.wait(0.3)
            assert not subscription.told()
        engine = create_engine(postgres_url)
        with engine.begin() as conn:
            bus.before_commit(conn, "table-z", 3)
        bus.publish("table-z", 3)
        assert mine.wait(1) and mine.told() and mine.seq == 3
        assert theirs.wait(10) and theirs.seq == 3  # the other process hears it
        assert other.heads.get("table-z", lambda: 0) == 3
        assert not mine.wait(1.5), "woken again by its own echo"
        engine.dispose()
    finally:
        bus.close()
        other.close()


def test_a_bare_nudge_redraws_nothing_and_a_seat_change_redraws() -> None:
    """The bus's nudge (its LISTEN connection back) makes a stream check the head, not
    redraw; a publish at the same seq (a phone sat down) redraws the page."""
    from referee.live import InProcessBus, follow

    bus = InProcessBus()
    subscription = bus.subscribe("t")
    renders: list[tuple[int, int]] = []

    def render(last: int, head: int) -> tuple[str, int]:
        renders.append((last, head))
        return f"update {last}->{head}", head

    stream = follow(subscription, 2, lambda: 2, render, keepalive=0.3, refresh=True)
    assert next(stream).startswith("retry")
    bus.wake_all()
    assert next(stream) == ": keepalive\n\n" and renders == []
    bus.publish("t", 2)
    assert next(stream) == "update 2->2"
    assert renders == [(2, 2)]
    stream.close()


def test_a_stopping_server_ends_every_stream_after_what_it_owes() -> None:
    """A restart ends the streams at once, each after the update it owes: phones reconnect
    from their last event to the server that takes over. A stream opened while the server
    stops is caught up, then ends too."""
    from referee.live import InProcessBus, follow

    bus = InProcessBus()
    head = {"seq": 3}

    def render(last: int, now: int) -> tuple[str, int]:
        return f"update {last}->{now}", now

    following = follow(bus.subscribe("t"), 3, lambda: head["seq"], render, keepalive=30)
    assert next(following).startswith("retry")
    head["seq"] = 4
    bus.publish("t", 4)
    assert next(following) == "update 3->4"
    bus.hang_up_all()
    assert list(following) == []

    late = follow(bus.subscribe("t"), 1, lambda: head["seq"], render, keepalive=30)
    assert list(late) == ["retry: 2000\n\n", "update 1->4"]
    assert bus.subscribers("t") == 0
