"""A long game: the page shows the latest moves and loads earlier ones on demand."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.sessions import SecureCookieSessionInterface

from referee.tables import commands
from referee.web.pages.regions import LOG_PAGE
from tests.web.conftest import Phone, parse, service

pytestmark = pytest.mark.storage


def _long_game(app: Flask, anna: Phone, moves: int) -> str:
    """A table Anna created, with ``moves`` penalty draws logged through the service."""
    table_id = anna.create(["Anna", "Bruno"])
    svc = service(app)
    host = svc.require_actor(table_id, _token(anna, table_id))
    seq = 0
    for _ in range(moves):
        move = {"type": "penalty", "seat": 1, "cause": "relook"}
        seq = svc.execute(host, commands.log_move(table_id, move, seq)).seq
    return table_id


def _token(phone: Phone, table_id: str) -> str:
    """The seat token in the phone's signed cookie."""
    cookie = phone.client.get_cookie("referee")
    assert cookie is not None
    serializer = SecureCookieSessionInterface().get_signing_serializer(phone.app)
    assert serializer is not None
    return serializer.loads(cookie.value)["tokens"][table_id]


def test_the_page_shows_the_latest_moves_and_loads_the_earlier_ones(
    app: Flask, anna: Phone
) -> None:
    moves = LOG_PAGE + 15
    table_id = _long_game(app, anna, moves)
    page = anna.table(table_id)
    shown = [int(li["data-seq"]) for li in page.all("#log li.entry")]
    assert shown == list(range(moves, moves - LOG_PAGE, -1))
    button = page.one("#log li.earlier button")
    assert button["hx-get"] == f"/t/{table_id}/log?before={moves - LOG_PAGE + 1}"
    earlier = parse(anna.get(button["hx-get"]).get_data(as_text=True))
    assert [int(li["data-seq"]) for li in earlier.all("li.entry")] == list(range(15, 0, -1))
    assert not earlier.has("li.earlier")  # nothing older left


def test_an_update_after_an_old_undo_redraws_the_window(app: Flask, anna: Phone) -> None:
    moves = LOG_PAGE + 5
    table_id = _long_game(app, anna, moves)
    page = anna.table(table_id)
    undo = page.one("#log li.entry#e" + str(moves) + " form")
    response = anna.post(undo["action"], {"expected_seq": str(moves)}, htmx=True)
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert 'hx-target="#log" hx-swap="innerHTML"' in html
    assert html.count('class="entry ') == LOG_PAGE  # the window, not the whole log
