"""A player on a tournament table's own page, in Chromium at 360 px (in Italian; the English
words are checked through the test client, in ``tests/tournaments/test_table_link.py``):
the line at the top names the tournament (the way back to it), the round and the table's
number, and shows the round clock by the server's time, red near the end, counting down
without a reload, and "time called" once the organiser calls it; the empty table's entry
form still starts on the first screen (the line takes two lines at most)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from .test_table import no_sideways_scroll, sit
from .test_tournament_formats import is_red
from .tournament_steps import Api

pytestmark = pytest.mark.e2e

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gino", "Ilaria"]
#: The clock's poll (every 5 s), and a margin for a loaded machine.
LIVE = 12_000
SAID = {"line": r"Turno 1 · Tavolo 2", "left": "rimasti", "called": "tempo chiamato"}


@pytest.fixture
def api(server) -> Iterator[Api]:
    with Api(server["url"]) as client:
        yield client


def test_a_player_sees_the_round_clock_on_the_table_page(server, api, phone, shoot) -> None:
    said = SAID
    # A Scala 40 round of one minute, red from the start (a minute before the end).
    opened = api.http.post(
        "/tournaments",
        json={
            "game": "scala40",
            "name": "Scala del giovedì",
            "format": {
                "kind": "rounds",
                "rounds": 2,
                "min_seats": 4,
                "max_seats": 4,
                "minutes": 1,
                "warn_minutes": 1,
            },
        },
    )
    assert opened.status_code == 201, opened.text
    tournament_id = opened.json()["id"]
    organiser = {"Authorization": f"Bearer {opened.json()['organiser_token']}"}
    for name in NAMES:
        r = api.http.post(f"/tournaments/{tournament_id}/check-in", json={"name": name})
        assert r.status_code == 201, r.text
    r = api.http.post(f"/tournaments/{tournament_id}/rounds", json={}, headers=organiser)
    assert r.status_code == 201, r.text
    table = r.json()["tables"][1]
    name = table["seats"][0]["name"]

    # A player sits at table 2 with their own phone: the line at the top of its page.
    player = phone("it")
    sit(player, table["join_url"], name)
    line = player.locator("#tour-line")
    expect(line).to_contain_text("Scala del giovedì")
    expect(line).to_contain_text(re.compile(said["line"]))
    clock = line.locator(".tour-clock")
    expect(clock).to_have_text(re.compile(rf"^0:\d\d {said['left']}$"))
    expect(clock).to_have_class(re.compile("clock-warning"))
    assert is_red(player, "#tour-line .tour-clock")
    # It counts down by the server's clock, without a reload.
    before = clock.inner_text()
    expect(clock).not_to_have_text(before, timeout=LIVE)
    assert player.locator("#tour-line").count() == 1
    # The empty table: the line costs the entry form nothing of its first screen.
    player.evaluate("window.scrollTo(0, 0)")
    box = player.locator("#form-hand").bounding_box()
    assert box is not None and box["y"] < 780, box
    tall = line.bounding_box()
    assert tall is not None and tall["height"] <= 48, f"the line is {tall}"  # two lines at most
    no_sideways_scroll(player)
    shoot(player, "1-clock-red", screen=True)

    # The organiser calls time: the player's page says so, still red, without a reload.
    r = api.http.post(
        f"/tournaments/{tournament_id}/rounds/current/time", json={}, headers=organiser
    )
    assert r.status_code == 201, r.text
    expect(clock).to_have_text(said["called"], timeout=LIVE)
    expect(clock).to_have_class(re.compile("clock-called"))
    assert is_red(player, "#tour-line .tour-clock")
    shoot(player, "2-time-called", screen=True)

    # The way back: the tournament's page, where the player's seat is.
    line.locator("a").click()
    player.wait_for_url(re.compile(rf"/tournaments/{tournament_id}$"))
