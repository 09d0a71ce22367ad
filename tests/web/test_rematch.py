"""The rematch keeps its host, says which game of the evening it is and who has won so far
(issue 23, point 10)."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.conftest import sse_messages
from tests.web.conftest import Phone, hand, seated
from tests.web.dom import partials


@pytest.fixture
def bruno(app: Flask) -> Phone:
    return Phone(app, "it", addr="192.0.2.20")


@pytest.fixture
def carla(app: Flask) -> Phone:
    return Phone(app, "en", addr="192.0.2.30")


@pytest.fixture
def short_table(anna: Phone, bruno: Phone, carla: Phone) -> str:
    """Anna hosts at seat 0 (in English), Bruno sits at 1 (in Italian), Carla at 2."""
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0, target=100)
    bruno.sit(table_id, 1)
    carla.sit(table_id, 2)
    return table_id


def finish(phone: Phone, table_id: str, winner: int) -> None:
    """Two hands, nobody calls: ``winner`` holds 2 each time, the others pass 100 together."""
    for seq in (0, 1):
        totals = [60, 60, 60]
        totals[winner] = 2
        phone.move(table_id, hand(seq, *totals, caller=None))


def rematch_of(phone: Phone, table_id: str) -> str:
    started = phone.post(f"/t/{table_id}/rematch")
    assert started.status_code == 303
    return started.headers["Location"].rsplit("/", 1)[-1]


def test_the_host_stays_host_when_another_phone_starts_the_rematch(
    app: Flask, short_table: str, anna: Phone, bruno: Phone
) -> None:
    finish(anna, short_table, winner=0)
    rematch = rematch_of(bruno, short_table)  # Bruno taps first
    assert bruno.table(rematch).one(".who-line").text == "Sei Bruno"
    assert not bruno.table(rematch).has("#host-tools")
    # Anna's finished table offers the rematch; her tap seats her there, as its host.
    assert anna.table(short_table).one("#status form button").text == "Play the rematch"
    assert rematch_of(anna, short_table) == rematch
    page = anna.table(rematch)
    assert page.one(".who-line").text == "You: Anna · host"
    assert page.has("#host-tools")
    assert seated(app, rematch) == {0: 1, 1: 1}
    # Tapped again, nothing changes: one host, one rematch.
    assert rematch_of(anna, short_table) == rematch
    assert rematch_of(bruno, short_table) == rematch
    assert anna.table(rematch).one(".who-line").text == "You: Anna · host"
    assert bruno.table(rematch).one(".who-line").text == "Sei Bruno"


def test_the_host_arriving_is_seen_at_once_by_the_rematch_s_phones(
    app: Flask, short_table: str, anna: Phone, bruno: Phone
) -> None:
    finish(anna, short_table, winner=0)
    rematch = rematch_of(bruno, short_table)
    response = bruno.client.get(
        f"/t/{rematch}/stream?after=0", headers={"Accept-Language": "it"}, buffered=False
    )
    try:
        stream = sse_messages(iter(response.response))
        rematch_of(anna, short_table)
        message = next(stream)
    finally:
        response.close()
    assert "✓ Anna" in partials(message["data"])["#admin"].one(".seated").text


def test_the_host_starting_the_rematch_hosts_it_at_once(
    app: Flask, short_table: str, anna: Phone, bruno: Phone
) -> None:
    finish(anna, short_table, winner=1)
    rematch = rematch_of(anna, short_table)
    assert anna.table(rematch).one(".who-line").text == "You: Anna · host"
    assert rematch_of(bruno, short_table) == rematch
    assert bruno.table(rematch).one(".who-line").text == "Sei Bruno"


def test_the_rematch_says_which_game_of_the_evening_it_is_and_who_has_won(
    app: Flask, short_table: str, anna: Phone, bruno: Phone
) -> None:
    assert not anna.table(short_table).has("#evening")  # the evening's first game
    finish(anna, short_table, winner=1)  # Bruno wins game 1
    second = rematch_of(anna, short_table)
    evening = anna.table(second).one("#evening")
    assert evening.one(".evening-game").text == "Game 2"
    assert evening.text == "Game 2 · won so far: Anna 0 · Bruno 1 · Carla 0"
    assert rematch_of(bruno, short_table) == second  # Bruno follows, and reads it in Italian
    italian = bruno.table(second).one("#evening")
    assert italian.text == "Partita 2 · vinte finora: Anna 0 · Bruno 1 · Carla 0"
    finish(anna, second, winner=1)  # Bruno wins game 2 as well: the end says the evening
    end = anna.table(second).one("#status .evening-end")
    assert end.text == "Games won this evening: Anna 0 · Bruno 2 · Carla 0"
    assert not anna.table(short_table).has("#status .evening-end")  # game 1: no evening yet
    third = rematch_of(bruno, second)  # and starts game 3; Anna still hosts it
    assert rematch_of(anna, second) == third
    evening = anna.table(third).one("#evening")
    assert evening.text == "Game 3 · won so far: Anna 0 · Bruno 2 · Carla 0"
    assert anna.table(third).one(".who-line").text == "You: Anna · host"


def test_the_others_are_told_the_rematch_started_in_one_short_line(
    app: Flask, short_table: str, anna: Phone, bruno: Phone
) -> None:
    finish(anna, short_table, winner=0)
    response = anna.client.get(f"/t/{short_table}/stream?after=2", buffered=False)
    try:
        stream = sse_messages(iter(response.response))
        rematch_of(bruno, short_table)
        message = next(stream)
    finally:
        response.close()
    news = partials(message["data"])["#news"]
    assert [p.text for p in news.all(".toast-title")] == ["Bruno started the rematch"]
