"""How many database transactions a request costs: a request reads its table once.

A page POST reads the table and the phone's seat (one transaction), writes (one), and reads
the regions to send back (one); an API POST needs no third; a live update reads once. They
were ten and six before the read model: these counts keep it that way.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from flask import Flask
from sqlalchemy import event

from tests.conftest import make_table, sse_messages
from tests.web.conftest import Phone, hand, htmx_regions, service, state


@contextmanager
def transactions(app: Flask) -> Iterator[list[str]]:
    """The transactions begun on the app's database inside the block (one per session)."""
    engine = service(app).db.engine
    begun: list[str] = []

    def count(conn: object) -> None:
        begun.append("begin")

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


def test_a_stream_message_reads_once_after_the_head(app: Flask) -> None:
    table = make_table(app.test_client())
    table.hand(None, [5, 6, 7, 8])
    with transactions(app) as begun:
        response = table.client.get(f"/api/v1/tables/{table.id}/stream?after=0", buffered=False)
        message = next(sse_messages(iter(response.response)))
        waiting = service(app).db.engine.pool.checkedout()
    assert message["event"] == "move" and message["id"] == "1"
    # Whether the table exists, the head, then one read renders the message.
    assert len(begun) == 3
    assert waiting == 0, "a stream holds a database connection while it waits"
    response.close()
