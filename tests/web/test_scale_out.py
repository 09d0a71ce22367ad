"""Two servers on one PostgreSQL database serve the same tables: a phone sat down through
one is seated on the other (the seat cookie is signed with the shared SECRET_KEY), and a
move posted to one reaches the phones whose streams the other holds."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from flask import Flask

from referee.app import create_app
from tests.conftest import sse_messages
from tests.web.conftest import Phone, hand
from tests.web.dom import partials

pytestmark = pytest.mark.postgres


def _server(url: str) -> Flask:
    return create_app(
        {
            "DATABASE_URL": url,
            "SECRET_KEY": "shared-by-every-server",
            "AUTO_MIGRATE": False,
            "SSE_KEEPALIVE_SECONDS": 0.2,
            "TESTING": True,
        }
    )


@pytest.fixture
def servers(postgres_url: str) -> Iterator[tuple[Flask, Flask]]:
    pair = (_server(postgres_url), _server(postgres_url))
    yield pair
    for app in pair:
        app.extensions["referee"].bus.close()
        app.extensions["referee"].db.dispose()


def test_a_move_posted_to_one_server_reaches_a_phone_on_the_other(
    servers: tuple[Flask, Flask],
) -> None:
    one, other = servers
    anna = Phone(one)
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    bruno = Phone(one, "it", addr="192.0.2.20")
    bruno.sit(table_id, 1)
    # A proxy sends Bruno's next connections to the other server, with his cookie.
    seat = bruno.client.get_cookie("referee")
    assert seat is not None
    bruno = Phone(other, "it", addr="192.0.2.20")
    bruno.client.set_cookie("referee", seat.value)
    assert bruno.table(table_id).one("#who .who-line").text.startswith("Sei Bruno")
    got: list[dict[str, str]] = []
    listening = threading.Event()

    def watch() -> None:  # Bruno's stream, held by the other server
        response = bruno.client.get(
            f"/t/{table_id}/stream?after=0", headers={"Accept-Language": "it"}, buffered=False
        )
        try:
            messages = sse_messages(iter(response.response))
            listening.set()
            got.append(next(messages))
        finally:
            response.close()

    watcher = threading.Thread(target=watch)
    watcher.start()
    assert listening.wait(10)
    assert other.extensions["referee"].bus.listening.wait(10)
    anna.move(table_id, hand(0, 3, 12, 7, caller=0))  # posted to the first server
    watcher.join(10)
    assert got and got[0]["id"] == "1"
    scores = partials(got[0]["data"])["#scoreboard"]
    assert scores.one("tr[data-seat=1] .total").text == "12"
