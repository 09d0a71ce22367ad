"""The organiser picks the points per placing and the tie-breakers on the creation form at
360 px (in Italian), and the standings page shows every row's values by name."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_table import no_sideways_scroll
from .tournament_steps import A_TOURNAMENT

pytestmark = pytest.mark.e2e


def test_the_form_sets_the_scheme_and_the_breakers_and_rows_show_them(server, phone, shoot) -> None:
    base = server["url"]
    tablet: Page = phone("it")
    tablet.goto(base + "/tournaments/new")
    no_sideways_scroll(tablet)
    tablet.locator("#t-name").fill("Lega del giovedì")
    tablet.locator("#t-game").select_option("tamalo")
    tablet.locator("#t-format").select_option("rounds")
    tablet.locator("#t-minutes").fill("")
    tablet.locator(".scoring-fold summary").click()
    tablet.locator("#t-scheme").select_option("fixed")
    tablet.locator("#t-points").fill("3, 2, 1, 0")
    tablet.locator("#t-breaker-1").select_option("head_to_head")
    tablet.locator("#t-breaker-2").select_option("lot")
    shoot(tablet, "1-form")
    tablet.locator("form.create button.btn-primary").click()
    tablet.wait_for_url(A_TOURNAMENT)
    tournament = tablet.url
    for name in ["Anna", "Bruno", "Carla", "Dario"]:
        tablet.locator("#ci-name").fill(name)
        tablet.locator("form.create button.btn-primary").click()
        expect(tablet.locator(".people")).to_contain_text(name)
    tablet.locator(".organiser button.btn-primary").click()
    tablet.wait_for_url(re.compile(r"/hall$"))
    screen = phone("it")
    screen.goto(tournament + "/standings")
    expect(screen.locator(".scoring-line")).to_contain_text("punti per posto (3, 2, 1, 0)")
    expect(screen.locator(".scoring-line")).to_contain_text("scontri diretti, sorteggio")
    expect(screen.locator('.row .value[data-name="head_to_head"]')).to_have_count(4)
    expect(screen.locator(".row .value").first).to_contain_text("punti per posto")
    no_sideways_scroll(screen)
    # Every row's reasons are read whole: none is cut off at the edge.
    cut = screen.locator(".row .who").evaluate_all(
        "els => els.filter(e => e.scrollWidth > e.clientWidth + 1).length"
    )
    assert cut == 0
    shoot(screen, "2-standings")
