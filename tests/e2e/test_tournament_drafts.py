"""A round drafted, then published, in Chromium at 360 px: the organiser's tablet (in
Italian) draws the tables as a draft, swaps a player to the other table and publishes;
the player's phone (in English) shows no seat until then, and then, without a reload,
the seat the swap gave them."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_table import no_sideways_scroll
from .tournament_steps import A_TOURNAMENT

pytestmark = pytest.mark.e2e

PLAYERS = ["Anna", "Bruno", "Carla", "Dario", "Elena"]


def test_the_organiser_drafts_swaps_and_publishes(server, phone, shoot) -> None:
    base = server["url"]
    tablet: Page = phone("it")
    tablet.goto(base + "/tournaments/new")
    tablet.locator("#t-name").fill("Circolo Arci")
    tablet.locator("#t-game").select_option("tamalo")
    tablet.locator("form.create button.btn-primary").click()
    tablet.wait_for_url(A_TOURNAMENT)
    tournament = tablet.url
    for name in PLAYERS:
        tablet.locator("#ci-name").fill(name)
        tablet.locator("form.create button.btn-primary").click()
        expect(tablet.locator(".people")).to_contain_text(name)
    franco = phone("en")
    franco.goto(tournament)
    franco.locator("#ci-name").fill("Franco")
    franco.locator("form.create button.btn-primary").click()
    expect(franco.locator(".my-seat")).to_contain_text("Franco, you are checked in")
    # The tablet draws a draft: two tables of three, marked as not published.
    tablet.reload()
    tablet.locator("button.draw-draft").click()
    draft = tablet.locator("#draft")
    expect(draft).to_contain_text("Bozza del turno 1")
    expect(draft).to_contain_text("non pubblicata")
    expect(draft.locator(".draft-table")).to_have_count(2)
    no_sideways_scroll(tablet)
    shoot(tablet, "1-draft")
    # Franco's phone knows nothing of it, nor does the hall screen for anyone else.
    franco.reload()
    expect(franco.locator(".my-seat")).to_contain_text("your seat appears here")
    expect(franco.locator("#draft")).to_have_count(0)
    franco.goto(tournament + "/hall")
    expect(franco.locator("#draft")).to_have_count(0)
    expect(franco.locator(".hall-table")).to_have_count(0)
    # The organiser moves Franco to the other table, swapping him with its first seat.
    mine = draft.locator(".draft-table", has_text="Franco")
    number = int(mine.get_attribute("data-table") or 0)
    other = 2 if number == 1 else 1
    target = draft.locator(f".draft-table[data-table='{other}'] li").first.inner_text().split()[0]
    who = tablet.locator("#swap-a option", has_text="Franco").get_attribute("value")
    whom = tablet.locator("#swap-b option", has_text=f"{target} —").get_attribute("value")
    tablet.locator("#swap-a").select_option(who)
    tablet.locator("#swap-b").select_option(whom)
    tablet.locator(".swap-form button").click()
    draft = tablet.locator("#draft")
    expect(draft.locator(f".draft-table[data-table='{other}']")).to_contain_text("Franco")
    expect(draft.locator(f".draft-table[data-table='{number}']")).to_contain_text(target)
    expect(draft.locator(f".draft-table[data-table='{number}']")).not_to_contain_text("Franco")
    franco.goto(tournament)
    expect(franco.locator(".my-seat")).to_contain_text("your seat appears here")
    # Published: the hall lists the tables, and Franco's phone tells him his seat.
    # Publishing is the dashboard's next step, its one primary action, while the draft waits.
    tablet.locator(".next-step button.btn-primary.publish").click()
    tablet.wait_for_url(re.compile(r"/hall"))
    expect(tablet.locator(".hall-table")).to_have_count(2)
    expect(tablet.locator("#draft")).to_have_count(0)
    expect(tablet.locator(f".hall-table[data-table='{other}']")).to_contain_text("Franco")
    shoot(tablet, "2-published")
    # Franco's phone, left open, shows it by itself.
    expect(franco.locator(".my-seat")).to_have_text(
        re.compile(rf"Table {other}, seat [1-3] — \w+ deals")
    )
    no_sideways_scroll(franco)
    shoot(franco, "3-seat")
