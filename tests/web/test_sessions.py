"""How many database transactions a request costs: a request reads its table once.

A page POST reads the table and the phone's seat (one transaction), writes (one), and reads
the regions to send back (one); an API POST needs no third; a live update reads once. They
were ten and six before the read model: these counts keep it that way.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from flask import Flask
from sqlalchemy import event

from tests.conftest import make_table, sse_messages
from tests.web.conftest import Phone, hand, htmx_regions, service, state

pytestmark = pytest.mark.storage


@contextmanager
def transactions(app: Flask) -> Iterator[list[str]]:
    """The transactions begun on the app's database inside the block (one per session), by
    the name of the thread that began each."""
    engine = service(app).db.engine
    begun: list[str] = []

    def count(conn: object) -> None:
        begun.append(threading.current_thread().name)

    event.listen(engine, "begin", count)
    try:
        yield begun
    finally:
        event.remove(engine, "begin", count)


def test_a_page_post_reads_once_writes_once_and_answers_from_one_read(
    app: Flask, anna: Phone
) -> None:
    table_id = anna.create(["Anna", "Bruno", "Carla"])
    with transactions(app) as begun:
        response = anna.move(table_id, hand(0, 10, 20, 30), htmx=True)
    assert response.status_code == 200
    assert htmx_regions(response)["#log"].has("#e1")  # the answer shows the new move
    assert len(begun) == 3
    assert state(app, table_id)["totals"] == [10, 20, 30]


def test_an_api_post_costs_two_transactions(app: Flask) -> None:
    table = make_table(app.test_client())
    with transactions(app) as begun:
        response = table.move({"type": "tamalo", "seat": 1})
    assert response.status_code == 201
    assert response.get_json()["table"]["prompt"]["phase"] == "last_round"
    assert len(begun) == 2


def test_a_live_update_is_one_read(app: Flask, anna: Phone) -> None:
    table_id = anna.create(["Anna", "Bruno", "Carla"])
    anna.move(table_id, hand(0, 10, 20, 30))
    with transactions(app) as begun:
        response = anna.get(f"/t/{table_id}/live?seq=0")
    assert response.status_code == 200
    assert "Hand 1" in response.get_data(as_text=True)
    assert len(begun) == 1


def _shares(app: Flask) -> int:
    """The transactions a render shared with the other processes adds (PostgreSQL only)."""
    return 1 if app.extensions.get("referee_shared_renders") is not None else 0


def _listening(app: Flask) -> None:
    """On PostgreSQL, this process's LISTEN connection up before what is measured: its start
    forgets the heads read before it and nudges every stream to read again (a move made
    before it took effect was not heard), which is not a move's cost."""
    bus = service(app).bus
    if hasattr(bus, "listening"):
        bus.start()
        assert bus.listening.wait(10)


def _first_message(app: Flask, table_id: str) -> tuple[dict[str, str], int, int]:
    """A stream's first message for a phone that saw nothing, the transactions it cost, and
    the connections it held once sent."""
    client = app.test_client()
    with transactions(app) as begun:
        response = client.get(f"/api/v1/tables/{table_id}/stream?after=0", buffered=False)
        message = next(sse_messages(iter(response.response)))
        waiting = service(app).db.engine.pool.checkedout()
    response.close()
    return message, len(begun), waiting


def test_a_stream_message_of_a_move_this_process_logged_reads_nothing(app: Flask) -> None:
    _listening(app)
    table = make_table(app.test_client())
    table.hand(None, [5, 6, 7, 8])
    message, begun, waiting = _first_message(app, table.id)
    assert message["event"] == "move" and message["id"] == "1"
    assert json.loads(message["data"])["hand"]["scores"] == [5, 6, 7, 8]
    # Whether the table exists; the message itself comes from what the write kept, and
    # where the log ends this process knows already (the move announced it).
    assert begun == 1
    assert waiting == 0, "a stream holds a database connection while it waits"


def test_a_stream_message_of_a_move_another_process_logged_reads_once(app: Flask) -> None:
    _listening(app)
    table = make_table(app.test_client())
    table.hand(None, [5, 6, 7, 8])
    service(app).recent.forget(table.id)  # as in a process that did not log the move
    message, begun, waiting = _first_message(app, table.id)
    assert message["event"] == "move" and message["id"] == "1"
    assert begun == 2  # whether the table exists, then one read renders the message
    assert waiting == 0, "a stream holds a database connection while it waits"
    again, begun, _ = _first_message(app, table.id)  # the next phone of this process
    assert again["data"] == message["data"] and begun == 1


def test_the_players_page_streams_share_one_render_of_a_move(app: Flask, anna: Phone) -> None:
    _listening(app)
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    players = {"bruno": Phone(app, addr="192.0.2.20"), "carla": Phone(app, addr="192.0.2.21")}
    for seat, phone in enumerate(players.values(), start=1):
        phone.sit(table_id, seat)
    ready, seen = threading.Barrier(3), {}

    def watch(name: str) -> None:  # each phone's stream in its own thread, as on a server
        response = players[name].client.get(f"/t/{table_id}/stream?after=0", buffered=False)
        try:
            messages = sse_messages(iter(response.response))
            ready.wait(10)
            seen[name] = next(messages)
        finally:
            response.close()

    with transactions(app) as begun:
        watchers = [threading.Thread(target=watch, args=(name,), name=name) for name in players]
        for thread in watchers:
            thread.start()
        ready.wait(10)
        del begun[:]  # what the streams cost from here: the move's delivery
        anna.move(table_id, hand(0, 10, 20, 30))
        for thread in watchers:
            thread.join(10)
    # One read renders the move for both players' phones (on PostgreSQL, in the render's
    # claim for the other processes), and neither re-reads who it is (a move changes
    # nobody's seat).
    assert len([who for who in begun if who in players]) == 1 + _shares(app), begun
    assert seen["bruno"]["data"] == seen["carla"]["data"] and seen["bruno"]["id"] == "1"
    assert "Hand 1" in seen["bruno"]["data"]


def test_a_request_never_holds_a_connection_while_it_waits_for_another(
    app: Flask, anna: Phone
) -> None:
    """A write that waited for a connection while holding its request's read one would, with
    as many concurrent writes as the pool has connections, wait for good (it did on
    PostgreSQL under load: every POST then failed after the pool's 30 s timeout)."""
    table = make_table(app.test_client())
    table_id = anna.create(["Anna", "Bruno", "Carla"])
    engine = service(app).db.engine
    held: list[int] = []

    def on_begin(conn: object) -> None:
        held.append(engine.pool.checkedout())

    event.listen(engine, "begin", on_begin)
    try:
        assert table.hand(None, [5, 6, 7, 8]).status_code == 201  # the API
        assert anna.move(table_id, hand(0, 10, 20, 30), htmx=True).status_code == 200  # a page
    finally:
        event.remove(engine, "begin", on_begin)
    assert held and max(held) == 1, held
