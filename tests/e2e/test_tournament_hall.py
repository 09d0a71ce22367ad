"""The hall screen as a TV in Chromium, at 1280×800 and 1920×1080, in Italian: names and
the round clock readable from five metres; the standings, the tables in play and the seats
taking turns by themselves when they do not fit (stacked for a reader who asked for less
motion); a hand logged at a table showing on the hall, running totals and all, without a
reload; a table's QR code gone once every seat is taken."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from .tournament_steps import Api

pytestmark = pytest.mark.e2e

EIGHT = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gino", "Ilaria"]
#: Two rounds of Tamalo tables of four, half an hour each.
ROUNDS = {"kind": "rounds", "rounds": 2, "min_seats": 4, "max_seats": 4, "minutes": 30}


def px(page: Page, selector: str) -> float:
    """The smallest computed font size (CSS px) among the elements ``selector`` finds."""
    sizes = page.eval_on_selector_all(
        selector, "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))"
    )
    assert sizes, f"nothing matches {selector}"
    return min(sizes)


def readable(page: Page) -> None:
    """Names at least 32 px (standings, tables in play, seats), the clock at least 96 px."""
    for names in (".row .person-link strong", ".live-name", ".seats-list li"):
        assert px(page, names) >= 32, names
    assert px(page, ".clock strong") >= 96


def open_night(api: Api) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A rounds tournament of eight, its first round drawn: the opening and the tables."""
    opened = api.http.post(
        "/tournaments", json={"game": "tamalo", "name": "Arci", "format": ROUNDS}
    )
    assert opened.status_code == 201, opened.text
    body = opened.json()
    tid, auth = body["id"], {"Authorization": f"Bearer {body['organiser_token']}"}
    for name in EIGHT:
        assert api.http.post(f"/tournaments/{tid}/check-in", json={"name": name}).is_success
    drawn = api.http.post(f"/tournaments/{tid}/rounds", json={"seed": 7}, headers=auth)
    assert drawn.status_code == 201, drawn.text
    return body, drawn.json()["tables"]


def test_the_hall_on_a_tv_reads_from_afar_takes_turns_and_follows_the_tables(
    server, phone, shoot
) -> None:
    base = server["url"]
    with Api(base) as api:
        opened, (one, two) = open_night(api)
        hall: Page = phone("it")
        hall.set_viewport_size({"width": 1280, "height": 800})
        # The organiser's hall link, each panel shown for a second.
        hall.goto(f"{base}{opened['hall_url']}&cycle=1")
        expect(hall.locator("body")).to_have_attribute("data-live", "on")
        readable(hall)
        expect(hall.locator(".hall-table .qr")).to_have_count(2)
        shoot(hall, "1-1280-standings", screen=True)

        # Too much for one screen: the panels take turns, in order, and come round again.
        body = hall.locator("body")
        expect(body).to_have_class(re.compile(r"\bcycling\b"))
        for panel in ("playing", "tables", "standings"):
            expect(body).to_have_attribute("data-panel-shown", panel)
            expect(hall.locator(f"[data-panel='{panel}']")).to_be_visible()
            expect(hall.locator("[data-panel]:visible")).to_have_count(1)
            expect(hall.locator(".clock strong")).to_be_visible()  # the clock always shows
            shoot(hall, f"2-1280-{panel}", screen=True)

        # A hand at table 1 (the lowest total leads): it reaches the hall without a reload.
        names = [s["name"] for s in one["seats"]]
        a, b, c, d = names
        expect(hall.locator(".live-table[data-table='1']")).to_have_text(
            "Tavolo 1 · " + " · ".join(f"{n} 0" for n in names)
        )
        token = api.sit(one, 0)
        api.move(one["table_id"], token, {"type": "hand", "caller": None, "hands": [12, 30, 7, 25]})
        expect(hall.locator(".live-table[data-table='1']")).to_have_text(
            f"Tavolo 1 · {c} 7 · {a} 12 · {d} 25 · {b} 30"
        )
        first = hall.locator(".row", has=hall.locator("strong", has_text=a))
        expect(first.locator(".for-now")).to_have_text("per ora 2º al tavolo 1")
        # The other seats of table 1 taken: its code goes at the next load, table 2's stays.
        for seat in (1, 2, 3):
            api.sit(one, seat)
        hall.reload()
        expect(hall.locator(".hall-table .qr")).to_have_count(1)
        expect(hall.locator(".hall-table[data-table='2'] .qr")).to_have_count(1)

        # A full-HD TV: still readable, still taking turns.
        hall.set_viewport_size({"width": 1920, "height": 1080})
        readable(hall)
        expect(body).to_have_attribute("data-panel-shown", "tables")
        shoot(hall, "3-1920", screen=True)

        # Less motion asked for: no turns, every panel stacked, to be scrolled.
        hall.emulate_media(reduced_motion="reduce")
        hall.reload()
        expect(body).to_have_attribute("data-live", "on")
        expect(body).not_to_have_class(re.compile(r"\bcycling\b"))
        expect(hall.locator("[data-panel]:visible")).to_have_count(3)
        readable(hall)
