"""A Tamalo evening in confirmation mode on three phones at 360 px: Anna hosts, Luca and Sara
sit down. A hand waits in place of the form on every phone, the phone that entered it has no
button to confirm it, the host's plain tap is her own confirmation, and her explicit "Conferma
per tutti" counts the hand on every phone.

Tamalo: under 5 counts 0 (TAM-SCORE). Hand 1, Anna 9, Luca 2, Sara 7: totals 9, 0, 7. Hand 2,
Anna 5, Luca 3, Sara 8: totals 14, 0, 15.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_first_evening import save_hand
from .test_page_pattern import SCREEN, WORDS, second_phone
from .test_table import join_url_from_qr, total

pytestmark = pytest.mark.e2e


def totals_read(page: Page, expected: list[int]) -> None:
    for seat, value in enumerate(expected):
        expect(total(page, seat)).to_have_text(str(value))


def test_a_tamalo_evening_in_confirmation_mode(server, phone, shoot) -> None:
    anna = phone("it")
    anna.set_viewport_size(SCREEN)
    anna.goto(server["url"] + "/")
    for i, name in enumerate(["Anna", "Luca", "Sara"]):
        anna.locator("input[name=player]").nth(i).fill(name)
    anna.locator("input[name=me][value='0']").check()
    # Who confirms is asked once hands wait for confirmation.
    expect(anna.locator("fieldset.confirm-by")).to_be_hidden()
    anna.locator("input[name=confirm]").check()
    expect(anna.locator("input[name=confirm_by][value=all]")).to_be_checked()
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    table_url = anna.url
    join = join_url_from_qr(anna, table_url)
    luca = second_phone(phone, "it", join, "Luca")
    sara = second_phone(phone, "en", join, "Sara")

    # Hand 1, entered on Luca's phone: it waits, in place of the form, on every phone.
    save_hand(luca, {0: 9, 1: 2, 2: 7}, WORDS["it"]["nobody"])
    for page, title in [
        (anna, "Mano 1 in attesa di Anna, Sara"),
        (luca, "Mano 1 in attesa di Anna, Sara"),
        (sara, "Hand 1 waiting for Anna, Sara"),
    ]:
        expect(page.locator("#entry-area .pending-title")).to_have_text(title)
        expect(page.locator("#form-hand")).to_have_count(0)
        totals_read(page, [0, 0, 0])
    # Luca entered it: nothing to tap on his phone.
    mine = luca.locator("#entry-area .pending-hand")
    expect(mine).to_contain_text("L'hai segnata tu: la confermano gli altri.")
    expect(mine.locator("button")).to_have_count(0)
    expect(sara.locator("button.confirm-for-everyone")).to_have_count(0)
    shoot(luca, "author", screen=True)
    shoot(anna, "host", screen=True)

    # The host's labelled action counts it for everyone.
    anna.locator("button.confirm-for-everyone", has_text="Conferma per tutti").click()
    for page in (anna, luca, sara):
        totals_read(page, [9, 0, 7])
        expect(page.locator(".pending-hand")).to_have_count(0)
        expect(page.locator("#form-hand")).to_be_visible()
    expect(sara.locator("#log")).to_contain_text("Anna (the host) confirms hand 1 for everyone")
    expect(luca.locator("#log")).to_contain_text("Anna (chi ospita) conferma per tutti la mano 1")

    # Hand 2, entered by Sara: the host's plain tap is only her own confirmation.
    save_hand(sara, {0: 5, 1: 3, 2: 8}, "Nobody")
    expect(anna.locator(".pending-title")).to_have_text("Mano 2 in attesa di Anna, Luca")
    # On Luca's phone, which did not enter it, the form is gone while the hand waits, and the
    # prompt says the hand waits rather than asking for it.
    expect(luca.locator("#form-hand")).to_have_count(0)
    expect(luca.locator("#status .prompt")).to_have_text(
        "Mano 2: segnata da Sara, attende la conferma"
    )
    anna.locator("#entry-area button.confirm-hand").click()
    expect(sara.locator(".pending-title")).to_have_text("Hand 2 waiting for Luca")
    expect(sara.locator(".pending-hand")).to_contain_text("Confirmed so far: Anna")
    expect(anna.locator(".pending-hand")).to_contain_text("Hai confermato.")
    totals_read(luca, [9, 0, 7])
    shoot(sara, "waiting", screen=True)
    luca.locator("#entry-area button.confirm-hand").click()
    for page in (anna, luca, sara):
        totals_read(page, [14, 0, 15])
        expect(page.locator(".pending-hand")).to_have_count(0)
    # Counted: Luca's form is back, and the prompt asks for hand 3.
    expect(luca.locator("#form-hand")).to_be_visible()
    expect(luca.locator("#status .prompt")).to_contain_text("Mano 3:")

    # Sara takes hand 2 back from the log: the undo waits for the others like the hand did,
    # and the totals stand until they confirm.
    sara.locator("#log-fold > summary").click()
    actions = sara.locator("#log .entry.type-hand .entry-actions").first
    actions.locator("> summary").click()
    actions.locator("input[name=reason]").fill("wrong scores")
    sara.once("dialog", lambda dialog: dialog.accept())
    actions.locator("button.btn-danger").click()
    for page, title in [
        (anna, "Annullamento della mano 2 in attesa di Anna, Luca"),
        (luca, "Annullamento della mano 2 in attesa di Anna, Luca"),
        (sara, "Undo of hand 2 waiting for Anna, Luca"),
    ]:
        expect(page.locator("#entry-area .pending-title")).to_have_text(title)
        totals_read(page, [14, 0, 15])
    expect(luca.locator(".pending-hand")).to_contain_text("Motivo: wrong scores")
    shoot(luca, "undo-waiting", screen=True)
    anna.locator("#entry-area button.confirm-hand").click()
    expect(sara.locator(".pending-title")).to_have_text("Undo of hand 2 waiting for Luca")
    luca.locator("#entry-area button.confirm-hand").click()
    for page in (anna, luca, sara):
        totals_read(page, [9, 0, 7])
        expect(page.locator(".pending-hand")).to_have_count(0)
    expect(anna.locator("#log")).to_contain_text("Luca conferma l'annullamento della mano 2")
    # The history reads forward without the undone hand: hand 1 alone, on the grid and chart.
    chart = anna.request.get(table_url + "/chart.svg").text()
    assert 'data-player="Anna" data-totals="0 9"' in chart
    assert 'data-player="Sara" data-totals="0 7"' in chart
    anna.locator("#scoreboard details.grid-wrap > summary").click()
    rows = anna.locator("#grid-box tbody tr")
    expect(rows).to_have_count(1)
    expect(rows.first.locator("th")).to_have_text("1")
