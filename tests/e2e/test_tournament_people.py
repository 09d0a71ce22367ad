"""The organiser's people tools in Chromium at 360 px: a late arrival takes a seat as a
substitute (their phone then says "Tavolo 1, posto 2"), a duplicate check-in is merged into
the person kept; in Italian on the tablet, and with nothing wider than the phone."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_table import no_sideways_scroll
from .tournament_steps import A_TOURNAMENT

pytestmark = pytest.mark.e2e

PLAYERS = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]


def test_a_substitute_and_a_merge_from_the_organisers_tablet(server, phone, shoot) -> None:
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
        tablet.locator("form.create button.btn-primary").first.click()
        expect(tablet.locator(".people")).to_contain_text(name)
    tablet.locator(".organiser button.btn-primary").first.click()
    tablet.wait_for_url(re.compile(r"/hall$"))
    # Gino arrives late, on his own phone (in English); the tablet checks him in twice.
    gino = phone()
    gino.goto(tournament)
    gino.locator("#ci-name").fill("Gino")
    gino.locator("form.create button.btn-primary").click()
    expect(gino.locator(".my-seat")).to_contain_text("Gino, you are checked in")
    tablet.goto(tournament)
    tablet.locator("#ci-name").fill("Gino G.")
    tablet.locator("form.create button.btn-primary").first.click()
    expect(tablet.locator(".people")).to_contain_text("Gino G.")
    # The duplicate is merged into Gino: the folded form opened, one tap.
    fold = tablet.locator("details.merge-fold")
    expect(fold.locator("summary")).to_have_text("Unisci un doppione")
    fold.locator("summary").click()
    merge = fold.locator("form.merge-form")
    merge.locator("#merge-person").select_option(label="Gino G.")
    merge.locator("#merge-into").select_option(label="Gino")
    merge.locator("button").click()
    expect(tablet.locator(".people")).not_to_contain_text("Gino G.")
    # Gino takes seat 2 at table 1.
    form = tablet.locator("form.substitute-form").first
    expect(form).to_contain_text("Sostituto al tavolo 1")
    form.locator("select[name=seat]").select_option("2")
    form.locator("select[name=person]").select_option(label="Gino")
    no_sideways_scroll(tablet)
    shoot(tablet, "people-tools")
    form.locator("button").click()
    expect(tablet.locator("p.error")).to_have_count(0)
    gino.reload()
    expect(gino.locator(".my-seat")).to_have_text(re.compile(r"Table 1, seat 2 — \w+ deals"))
    no_sideways_scroll(gino)
    # Gino is seated now: the tablet no longer offers him as a substitute.
    form = tablet.locator("form.substitute-form").first
    expect(form.locator("select[name=person] option", has_text="Gino")).to_have_count(0)
