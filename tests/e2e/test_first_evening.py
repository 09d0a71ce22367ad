"""The first evening at the table: three phones in Italian, at 360 px, from the QR code to
the rematch, with mistakes made and mended (a seat's cards forgotten, a card not chosen,
two phones saving the same hand). Carla's phone is on the plain-http address of a home
network: no share sheet, clipboard or wake lock. Screenshots of each step land in
``test-artifacts/e2e/``; every step asserts what each phone shows."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from .test_table import create_table, join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e

#: What a phone on a plain-http LAN address lacks.
PLAIN_HTTP = """
  delete Navigator.prototype.share;
  delete Navigator.prototype.wakeLock;
  Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
"""


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


def save_hand(page: Page, totals: dict[int, int], caller: str) -> None:
    """Type each seat's total, tap who called Tamalo, and save the hand."""
    type_totals(page, totals)
    choose_caller(page, caller)
    page.locator("#form-hand button[type=submit]").click()


def over_the_top_bar(page: Page) -> None:
    """A notice on this phone lies over the top bar, not over the page's controls."""
    below = page.evaluate(
        """() => {
             const bar = document.querySelector(".topbar").getBoundingClientRect().bottom;
             return [...document.querySelectorAll(".toast")]
               .map(toast => toast.getBoundingClientRect())
               .filter(box => box.height && box.bottom > bar + 2).length;
           }"""
    )
    assert below == 0, "a notice covers the page below the top bar"


def test_the_first_evening(server, phone, shoot) -> None:
    anna, bruno, carla = phone("it"), phone("it"), phone("it")
    carla.add_init_script(PLAIN_HTTP)

    # Anna creates the table and shows the QR code.
    table_url = create_table(anna, server["url"], ["Anna", "Bruno", "Carla"], target=40)
    expect(anna.locator("#status .prompt")).to_contain_text("Mano 1")
    expect(anna.locator("#invite")).to_have_attribute("open", "")  # nobody else is seated
    assert "mossa" not in anna.locator(".table-head").inner_text()
    shoot(anna, "1-created-anna", screen=True)
    anna.goto(table_url + "/qr")
    expect(anna.locator(".qr-instruction")).to_have_text("Inquadra per sederti")
    code = anna.locator(".big-code").inner_text()
    assert re.fullmatch(r"[A-Z2-9]{6}", code)
    expect(anna.locator(".house-rules")).to_contain_text("Si gioca fino a 40")
    share = anna.locator(".share-btn").bounding_box()
    assert abs(share["x"] + share["width"] / 2 - 180) <= 2  # centred, like the rest
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
    # Carla's browser cannot keep the screen on: it says what she can do instead.
    carla.locator("#invite > summary").click()
    carla.locator("#invite .wake-btn").click()
    expect(carla.locator("#invite .wake-status")).to_contain_text("impostazioni del telefono")
    shoot(carla, "3-wake-lock-carla", screen=True)

    # Hand 1: Carla forgets Bruno's cards. The refusal is where her finger is.
    save_hand(carla, {0: 3, 2: 7}, "Anna")
    error = carla.locator("#form-hand fieldset.hand[data-seat='1'] .field-error")
    expect(error).to_have_text("Mancano le carte di Bruno: toccale, o scrivi il totale.")
    expect(carla.locator("#errors-hand p.error")).to_be_hidden()  # said once, by the field
    carla.wait_for_timeout(400)  # the smooth scroll
    assert in_viewport(carla, error), "the error is off screen"
    shoot(carla, "4-error-carla", screen=True)

    # She mends it: the folded boxes show what was typed, and offer to change it.
    type_totals(carla, {1: 12})
    expect(error).to_have_count(0)
    folded = carla.locator("#form-hand fieldset.hand[data-seat='0']")
    expect(folded.locator(".chips")).to_have_attribute("data-summary", "totale 3")
    expect(folded.locator(".open-picker")).to_have_text("Modifica", use_inner_text=True)
    carla.locator("#form-hand button[type=submit]").click()
    # A confirmation with the scores and an undo, on her phone, over the top bar.
    toast = carla.locator("#notices .toast-saved")
    expect(toast).to_contain_text("Mano 1 salvata")
    expect(toast).to_contain_text("Anna 0 · Bruno 12 · Carla 7")
    expect(toast.locator("button", has_text="Annulla")).to_be_visible()
    over_the_top_bar(carla)
    shoot(carla, "5-saved-carla", screen=True)
    # The other phones are told who entered what, without covering anything.
    for page in (anna, bruno):
        expect(page.locator("#news .toast-news .toast-title")).to_have_text(
            "Carla ha inserito la mano 1"
        )
        expect(total(page, 1)).to_have_text("12")
        over_the_top_bar(page)
    # Every player's phone gets the same update; each keeps what is its own: Carla is not
    # told about her own save, and "(tu)" stands on each phone's own row only.
    expect(carla.locator("#news .toast-news")).to_have_count(0)
    for page, seat in ((anna, 0), (bruno, 1), (carla, 2)):
        expect(page.locator("#scoreboard tr.you")).to_have_attribute("data-seat", str(seat))
        marks = page.locator("#scoreboard .you-mark:visible")
        expect(marks).to_have_count(1)
        expect(marks).to_have_text("(tu)")
    shoot(anna, "6-notice-anna", screen=True)

    # During hand 2 Bruno logs a discard without choosing the card: told right above the
    # button he pressed.
    bruno.locator("#in-hand > summary").click()
    discard = bruno.locator("#form-inhand button[value=discard]")
    discard.click()
    refusal = bruno.locator("#errors-inhand p.error")
    expect(refusal).to_have_text("Scegli la carta.")
    bruno.wait_for_timeout(400)
    assert in_viewport(bruno, refusal) and in_viewport(bruno, discard)
    shoot(bruno, "7-in-hand-refused-bruno", screen=True)

    # Hand 2: Bruno and Anna both enter it; Anna saves first. Bruno is told she saved the
    # same hand: nothing to choose, nothing that could count it twice, his form is fresh.
    type_totals(bruno, {0: 2, 1: 4, 2: 9})
    save_hand(anna, {0: 2, 1: 4, 2: 9}, "Nessuno")
    expect(bruno.locator("#status .prompt")).to_contain_text("Mano 3")
    choose_caller(bruno, "Nessuno")
    bruno.locator("#form-hand button[type=submit]").click()
    said = bruno.locator("#errors-hand p.error")
    expect(said).to_have_text(
        "Anna ha già salvato questa mano (mano 2), con gli stessi punti: non c'è altro da fare."
    )
    expect(bruno.locator("#form-hand .clash-choices")).to_have_count(0)
    expect(bruno.locator("#form-hand button[type=submit]")).to_have_text("Salva la mano 3")
    expect(bruno.locator("#form-hand input[name='total-2']")).to_have_value("")
    bruno.wait_for_timeout(400)
    assert in_viewport(bruno, said)
    shoot(bruno, "8-saved-first-bruno", screen=True)

    # Hand 3 ends the game (Bruno passes 40): the winner's moment on every phone, said once,
    # with a trophy that needs no emoji font; at most one notice, over the top bar.
    save_hand(carla, {0: 1, 1: 30, 2: 6}, "Nessuno")
    for page in (anna, bruno, carla):
        expect(page.locator("#status .winners")).to_have_text("Anna")
        expect(page.locator("#status .outcome")).to_have_text("vince con 0 punti")
        expect(page.locator("#status svg.trophy")).to_be_visible()
        expect(page.locator("#form-hand")).to_have_count(0)
        expect(page.locator("#scoreboard details.grid-wrap")).to_have_attribute("open", "")
        assert page.locator(".toast:visible").count() <= 1
        over_the_top_bar(page)
    assert "Anna" not in anna.locator("#status .outcome").inner_text()  # said once
    rows = anna.locator("#scoreboard table.grid tbody tr")
    expect(rows).to_have_count(3)
    expect(rows.nth(2)).to_contain_text("42")  # Bruno's total after hand 3
    no_sideways_scroll(anna)
    anna.wait_for_timeout(300)
    shoot(anna, "9-winner-anna", screen=True)
    # Carla shares the result: with no share sheet or clipboard, it is shown, selected.
    carla.locator("#status button.share-result").click()
    expect(carla.locator("#status .share-status")).to_have_text(
        "Copialo a mano: è selezionato qui sotto."
    )
    expect(carla.locator("#status .summary-text")).to_contain_text(
        "1. Anna 0 · 2. Carla 22 · 3. Bruno 42"
    )
    shoot(carla, "10-result-carla", screen=True)

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
    shoot(bruno, "11-rematch-bruno", screen=True)
    for page in (anna, bruno, carla):
        assert page.errors == []  # type: ignore[attr-defined]
