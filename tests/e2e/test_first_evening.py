"""The first evening at the table: three phones in Italian, at 360 px, from the QR code to
the rematch, with one mistake made and mended. Screenshots of each step land in
``test-artifacts/e2e/``; every step asserts what each phone shows."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from .test_table import create_table, join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e


def in_viewport(page: Page, locator: Locator) -> bool:
    """Whether the element is on the screen now, where the user is looking."""
    box = locator.bounding_box()
    height = page.viewport_size["height"] if page.viewport_size else 0
    return box is not None and box["y"] >= 0 and box["y"] + min(box["height"], 40) <= height


def type_totals(page: Page, totals: dict[int, int]) -> None:
    form = page.locator("#form-hand")
    for seat, value in totals.items():
        hand = form.locator(f"fieldset.hand[data-seat='{seat}']")
        if "active" not in (hand.get_attribute("class") or ""):
            hand.locator(".open-picker").click()
        hand.locator(f"input[name='total-{seat}']").fill(str(value))


def choose_caller(page: Page, name: str) -> None:
    page.locator("#form-hand fieldset.caller label.pill", has_text=name).click()


def test_the_first_evening(server, phone, shoot) -> None:
    anna, bruno, carla = phone("it"), phone("it"), phone("it")

    # Anna creates the table and shows the QR code.
    table_url = create_table(anna, server["url"], ["Anna", "Bruno", "Carla"], target=40)
    expect(anna.locator("#status .prompt")).to_contain_text("Mano 1")
    expect(anna.locator("#invite")).to_have_attribute("open", "")  # nobody else is seated
    shoot(anna, "1-created-anna", screen=True)
    anna.goto(table_url + "/qr")
    expect(anna.locator(".qr-instruction")).to_have_text("Inquadra per sederti")
    code = anna.locator(".big-code").inner_text()
    assert re.fullmatch(r"[A-Z2-9]{6}", code)
    expect(anna.locator(".house-rules")).to_contain_text("Fine partita a: 40")
    shoot(anna, "2-qr-anna", screen=True)
    join_url = join_url_from_qr(anna, table_url)

    # Bruno and Carla scan it and tap their names; Anna's invite folds away by itself.
    sit(bruno, join_url, "Bruno")
    sit(carla, join_url, "Carla")
    expect(anna.locator("#invite")).not_to_have_attribute("open", "")
    expect(anna.locator("#invite .seated")).to_contain_text("✓ Carla")
    for page in (anna, bruno, carla):
        expect(page.locator("body")).to_have_attribute("data-live", "on")
    shoot(bruno, "3-seated-bruno", screen=True)

    # Hand 1: Carla forgets Bruno's cards. The refusal is where her finger is.
    type_totals(carla, {0: 3, 2: 7})
    choose_caller(carla, "Anna")
    carla.locator("#form-hand button[type=submit]").click()
    error = carla.locator("#form-hand fieldset.hand[data-seat='1'] .field-error")
    expect(error).to_have_text("Mancano le carte di Bruno: toccale, o scrivi il totale.")
    expect(carla.locator("#errors-hand p.error")).to_be_visible()
    carla.wait_for_timeout(400)  # the smooth scroll
    assert in_viewport(carla, error), "the error is off screen"
    shoot(carla, "4-error-carla", screen=True)

    # She mends it and saves: a confirmation with the scores and an undo, on her phone.
    type_totals(carla, {1: 12})
    expect(error).to_have_count(0)
    carla.locator("#form-hand button[type=submit]").click()
    toast = carla.locator("#notices .toast-saved")
    expect(toast).to_contain_text("Mano 1 salvata")
    expect(toast).to_contain_text("Anna 0 · Bruno 12 · Carla 7")
    expect(toast.locator("button", has_text="Annulla")).to_be_visible()
    assert in_viewport(carla, toast)
    shoot(carla, "5-saved-carla", screen=True)
    # The other phones are told who entered what.
    for page in (anna, bruno):
        expect(page.locator("#news .toast-news")).to_have_text("Carla ha inserito la mano 1")
        expect(total(page, 1)).to_have_text("12")
    # Every player's phone gets the same update; each keeps what is its own: Carla is not
    # told about her own save, and "(tu)" stands on each phone's own row only.
    expect(carla.locator("#news .toast-news")).to_have_count(0)
    for page, seat in ((anna, 0), (bruno, 1), (carla, 2)):
        expect(page.locator("#scoreboard tr.you")).to_have_attribute("data-seat", str(seat))
        marks = page.locator("#scoreboard .you-mark:visible")
        expect(marks).to_have_count(1)
        expect(marks).to_have_text("(tu)")
    shoot(anna, "6-notice-anna", screen=True)

    # Hand 2 ends the game (Bruno passes 40): the winner's moment on every phone.
    type_totals(anna, {0: 2, 1: 30, 2: 9})
    choose_caller(anna, "Nessuno")
    anna.locator("#form-hand button[type=submit]").click()
    for page in (anna, bruno, carla):
        expect(page.locator("#status .winners")).to_have_text("Anna")
        expect(page.locator("#status .winner-label")).to_have_text("Vince")
        expect(page.locator("#form-hand")).to_have_count(0)
        expect(page.locator("#scoreboard details.grid-wrap")).to_have_attribute("open", "")
    rows = carla.locator("#scoreboard table.grid tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.nth(1)).to_contain_text("42")  # Bruno's total after hand 2
    no_sideways_scroll(carla)
    shoot(carla, "7-winner-carla", screen=True)

    # The rematch: Anna starts it, Bruno follows with one tap, in his own seat.
    anna.locator("#status form button", has_text="Rivincita").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    rematch_url = anna.url
    assert rematch_url != table_url
    expect(anna.locator("#status .prompt")).to_contain_text("Mano 1")
    expect(anna.locator("#scoreboard")).to_contain_text("Carla")
    bruno_button = bruno.locator("#status form button", has_text="Gioca la rivincita")
    expect(bruno_button).to_be_visible()
    bruno_button.click()
    bruno.wait_for_url(rematch_url)
    expect(bruno.locator(".topbar .who")).to_have_text("Sei Bruno")
    expect(bruno.locator("#form-hand")).to_be_visible()
    shoot(bruno, "8-rematch-bruno", screen=True)
    for page in (anna, bruno, carla):
        assert page.errors == []  # type: ignore[attr-defined]
