"""The organiser's dashboard in Chromium: the creation form shows the chosen format's
fields only; the tournament page says the format, rounds and clock, keeps the draw
disabled with its reason until six people are in, then lists the round's tables with
their progress; at 360 px on the tablet and at 1280×800 on a laptop, in it and en."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_table import no_sideways_scroll
from .tournament_steps import A_TOURNAMENT

pytestmark = pytest.mark.e2e


def shown(page: Page) -> list[str]:
    """The kinds of format whose fields the creation form shows."""
    return page.eval_on_selector_all(
        ".format-fields[data-kind]", "els => els.filter(e => !e.hidden).map(e => e.dataset.kind)"
    )


def test_the_next_step_waits_with_its_reason_then_the_tables_show_their_progress(
    server, phone, shoot
) -> None:
    base = server["url"]
    tablet: Page = phone("it")
    tablet.goto(base + "/tournaments/new")
    no_sideways_scroll(tablet)
    assert shown(tablet) == ["final"]  # Tamalo's own: a first round and a final
    tablet.locator("#t-format").select_option("rounds")
    assert shown(tablet) == ["rounds"]
    expect(tablet.locator("#t-min-seats")).to_be_visible()
    tablet.locator("#t-game").select_option("ecarte")
    tablet.locator("#t-format").select_option("")
    assert shown(tablet) == ["swiss"]
    tablet.locator("#t-game").select_option("tamalo")
    expect(tablet.locator("#options input[name=opt-target]")).to_be_attached()
    assert shown(tablet) == ["final"]
    shoot(tablet, "1-form")
    tablet.locator("#t-name").fill("Circolo Arci")
    tablet.locator("form.create button.btn-primary").click()
    tablet.wait_for_url(A_TOURNAMENT)
    tournament = tablet.url
    expect(tablet.locator(".format-facts")).to_contain_text("Orologio: nessuno")
    for name in ["Anna", "Bruno"]:
        tablet.locator("#ci-name").fill(name)
        tablet.locator("form.create button.btn-primary").click()
        expect(tablet.locator(".people")).to_contain_text(name)
    expect(tablet.locator(".next-why")).to_have_text(
        "2 giocatori registrati; ne servono 6 (Torneo)"
    )
    draw = tablet.locator(".organiser button.btn-primary")
    expect(draw).to_have_text("Sorteggia i tavoli")
    expect(draw).to_be_disabled()
    no_sideways_scroll(tablet)
    shoot(tablet, "2-waiting")
    for name in ["Carla", "Dario", "Elena", "Franco"]:
        tablet.locator("#ci-name").fill(name)
        tablet.locator("form.create button.btn-primary").click()
        expect(tablet.locator(".people")).to_contain_text(name)
    expect(tablet.locator(".next-why")).to_have_count(0)
    draw.click()
    tablet.wait_for_url(re.compile(r"/hall$"))
    tablet.goto(tournament)
    rows = tablet.locator(".progress-row")
    expect(rows).to_have_count(2)
    expect(rows.first).to_contain_text("0 mani giocate")
    expect(rows.first.locator(".progress-result")).to_have_text("risultato mancante")
    expect(tablet.locator(".next-why")).to_have_text("Mancano ancora i risultati dei tavoli 1 e 2.")
    expect(tablet.locator(".organiser button.btn-primary")).to_have_text("Crea il tavolo finale")
    no_sideways_scroll(tablet)
    shoot(tablet, "3-round")
    # The same page in English, on a laptop.
    tablet.set_viewport_size({"width": 1280, "height": 800})
    tablet.goto(tournament + "?lang=en")
    expect(tablet.locator(".next-why")).to_have_text("Tables 1 and 2 have no result yet.")
    expect(tablet.locator(".round-tables h3")).to_have_text("Round 1 — 2 tables")
    expect(rows.nth(1).locator(".progress-hands")).to_have_text("0 hands played")
    width = tablet.evaluate("document.scrollingElement.scrollWidth")
    assert width <= 1280
    shoot(tablet, "4-laptop", screen=True)
