"""The standings page (in Italian and in English) and the hall screen follow a tournament
live in Chromium at 360 px: a hand logged at one of its tables reaches them through their
stream, without their slow poll asking (the poll comes every 20 s, the update within a
few)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import APIRequestContext, Page, expect

from .test_table import no_sideways_scroll

pytestmark = pytest.mark.e2e

PLAYERS = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gino"]


def api(request: APIRequestContext, method: str, url: str, **kw: Any) -> Any:
    response = request.fetch(url, method=method, **kw)
    assert response.ok, response.text()
    return response.json()


def watched(page: Page) -> list[str]:
    """The standings polls the page makes from now on."""
    polls: list[str] = []
    page.on("request", lambda r: polls.append(r.url) if "/standings/rows" in r.url else None)
    return polls


def test_standings_and_hall_follow_a_hand_through_their_stream(server, phone, shoot) -> None:
    base = server["url"]
    italian, english, hall = phone("it"), phone("en"), phone("en")
    request = english.request
    opened = api(
        request, "POST", f"{base}/api/v1/tournaments", data={"game": "tamalo", "name": "Arci"}
    )
    tid, auth = opened["id"], {"Authorization": f"Bearer {opened['organiser_token']}"}
    for name in PLAYERS:
        api(request, "POST", f"{base}/api/v1/tournaments/{tid}/check-in", data={"name": name})
    rnd = api(request, "POST", f"{base}/api/v1/tournaments/{tid}/rounds", data={}, headers=auth)
    table = rnd["tables"][0]
    secret = table["join_url"].rsplit("/", 1)[-1]
    seat = api(
        request,
        "POST",
        f"{base}/api/v1/tables/{table['table_id']}/join",
        data={"secret": secret, "seat": 0},
    )

    italian.goto(f"{base}/tournaments/{tid}/standings")
    english.goto(f"{base}/tournaments/{tid}/standings?big=1")
    hall.goto(f"{base}/tournaments/{tid}/hall")
    for page in (italian, english, hall):
        expect(page.locator("body")).to_have_attribute("data-live", "on")
        assert "every 2s" not in page.content()
    expect(italian.locator(".missing")).to_contain_text("Tavolo 1, Tavolo 2")
    no_sideways_scroll(italian)
    polls = [watched(page) for page in (italian, english, hall)]

    # A hand at table 1: its first seat called Tamalo with the lowest hand.
    sizes = len(table["seats"])
    first = table["seats"][0]["name"]
    api(
        request,
        "POST",
        f"{base}/api/v1/tables/{table['table_id']}/moves",
        data={"type": "hand", "caller": 0, "hands": [2, *[20] * (sizes - 1)], "expected_seq": 0},
        headers={"Authorization": f"Bearer {seat['token']}"},
    )
    row = re.compile(rf"Per ora 1º su {sizes} al Tavolo 1 con 0 punti")
    expect(italian.locator(f".row:has-text('{first}') .why")).to_have_text(row)
    for page in (english, hall):
        expect(page.locator(f".row:has-text('{first}') .why")).to_contain_text(
            f"For now 1st of {sizes} at table 1 with 0 points"
        )
        expect(page.locator(f".row:has-text('{first}') .total")).to_have_text("0")
    others = english.locator(".row .total", has_text="20")
    expect(others).to_have_count(sizes - 1)
    assert polls == [[], [], []]  # the stream brought it, not the poll
    shoot(italian, "standings-it")
    shoot(hall, "hall-en")


def test_the_hall_screen_shows_the_next_rounds_tables_once_drawn(server, phone) -> None:
    base = server["url"]
    hall = phone("it")
    request = hall.request
    opened = api(
        request,
        "POST",
        f"{base}/api/v1/tournaments",
        data={"game": "ecarte", "name": "Ecarté", "format": {"kind": "swiss", "rounds": 2}},
    )
    tid, auth = opened["id"], {"Authorization": f"Bearer {opened['organiser_token']}"}
    for name in PLAYERS[:4]:
        api(request, "POST", f"{base}/api/v1/tournaments/{tid}/check-in", data={"name": name})
    first = api(request, "POST", f"{base}/api/v1/tournaments/{tid}/rounds", data={}, headers=auth)
    # Without its key the hall shows the tables, not their ways in.
    hall.goto(f"{base}/tournaments/{tid}/hall")
    expect(hall.locator(".hall-table")).to_have_count(2)
    expect(hall.locator(".hall-table a.qr")).to_have_count(0)
    hall.goto(base + opened["hall_url"])  # the organiser's hall link, with its key
    expect(hall.locator("body")).to_have_attribute("data-live", "on")
    links = hall.locator(".hall-table a.qr")
    expect(links).to_have_count(2)
    assert {links.nth(i).get_attribute("href") for i in range(2)} == {
        t["join_url"] for t in first["tables"]
    }
    for table in first["tables"]:  # each match played to the end
        secret = table["join_url"].rsplit("/", 1)[-1]
        url = f"{base}/api/v1/tables/{table['table_id']}"
        token = api(request, "POST", f"{url}/join", data={"secret": secret, "seat": 0})["token"]
        seq = 0
        while not api(request, "GET", url)["finished"]:
            seq = api(
                request,
                "POST",
                f"{url}/moves",
                data={"type": "hand", "tricks": [5, 0], "expected_seq": seq},
                headers={"Authorization": f"Bearer {token}"},
            )["seq"]
    expect(hall.locator(".missing")).to_have_count(0)
    second = api(request, "POST", f"{base}/api/v1/tournaments/{tid}/rounds", data={}, headers=auth)
    wanted = {t["join_url"] for t in second["tables"]}
    expect(hall.locator(f".hall-table a.qr[href='{sorted(wanted)[0]}']")).to_have_count(1)
    assert {links.nth(i).get_attribute("href") for i in range(2)} == wanted
    no_sideways_scroll(hall)
