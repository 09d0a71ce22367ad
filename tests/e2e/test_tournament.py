"""A Tamalo tournament in Chromium at 360 px: the organiser's tablet checks six players in
and draws the tables; a player's phone is told its seat and sits down by the tournament's
link; the standings page on another phone moves on as soon as a hand is logged."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_table import enter_hand, no_sideways_scroll
from .tournament_steps import A_TOURNAMENT

pytestmark = pytest.mark.e2e

PLAYERS = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]


def test_check_in_tables_and_live_standings(server, phone, shoot) -> None:
    base = server["url"]
    tablet: Page = phone()
    tablet.goto(base + "/tournaments/new")
    tablet.locator("#t-name").fill("Circolo Arci")
    tablet.locator("#t-game").select_option("tamalo")
    tablet.locator("form.create button.btn-primary").click()
    tablet.wait_for_url(A_TOURNAMENT)
    tournament = tablet.url
    for name in PLAYERS[:5]:
        tablet.locator("#ci-name").fill(name)
        tablet.locator("#ci-fee").fill("5")
        tablet.locator("form.create button.btn-primary").click()
        expect(tablet.locator(".people")).to_contain_text(name)
    # Franco checks in on his own phone, in Italian; the phone remembers him.
    franco = phone("it")
    franco.goto(tournament)
    franco.locator("#ci-name").fill("Franco")
    franco.locator("form.create button.btn-primary").click()
    expect(franco.locator(".my-seat")).to_contain_text("Franco, l'iscrizione è fatta")
    no_sideways_scroll(franco)
    tablet.reload()
    expect(tablet.locator(".person")).to_have_count(6)
    shoot(tablet, "1-checked-in")
    # The tablet draws the tables: two of three (TAM-TOUR), each with its QR on the hall screen.
    tablet.locator(".organiser button.btn-primary").click()
    tablet.wait_for_url(re.compile(r"/hall$"))
    expect(tablet.locator(".hall-table")).to_have_count(2)
    expect(tablet.locator(".hall-table svg")).to_have_count(2)
    shoot(tablet, "2-hall")
    # Franco's phone says where to sit and who deals.
    franco.reload()
    line = franco.locator(".my-seat")
    expect(line).to_have_text(re.compile(r"Tavolo [12], posto [1-3] — distribuisce \w+"))
    table_no = int(re.search(r"Tavolo (\d)", line.inner_text()).group(1))  # type: ignore[union-attr]
    # Standings on another phone: both tables still missing a result.
    screen = phone()
    screen.goto(tournament + "/standings")
    expect(screen.locator(".missing")).to_contain_text("Table 1, Table 2")
    no_sideways_scroll(screen)
    # Franco goes to his table and logs a hand that ends the first game there.
    franco.locator("a.btn-primary", has_text="Vai al mio tavolo").click()
    franco.locator("button.btn-seat", has_text="Franco").click()
    franco.wait_for_url(re.compile(r"/t/[\w-]+$"))
    enter_hand(franco, {}, {0: 0, 1: 10, 2: 100}, caller=None)
    franco.locator("#form-hand button[type=submit]").click()
    # The standings page moves on by itself: that table's places are in, the other missing.
    other = 2 if table_no == 1 else 1
    expect(screen.locator(".missing")).to_have_text(re.compile(rf"Table {other}\s*$"))
    expect(screen.locator(".row.status-qualified")).to_have_count(2)
    expect(screen.locator(".row.status-out .why").first).to_contain_text("Does not go to the final")
    shoot(screen, "3-standings")
