"""Seats, penalties, confirmations and rule sets kept on the phone, in Chromium at 360 px,
one context per phone: the seats drawn said on two phones, two seats repaired from a hand on,
a penalty counted on the other phone, a hand confirmed from another phone, and the options
saved on the phone offered again the next evening."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_first_evening import save_hand
from .test_page_pattern import SCREEN, second_phone, table_of_three
from .test_table import join_url_from_qr, total

pytestmark = pytest.mark.e2e


def open_panel(page: Page) -> None:
    page.locator("#ledger-fold > summary").click()
    expect(page.locator("#ledger-fold form.seat-swap")).to_be_visible()


def test_the_seats_drawn_show_on_both_phones(server, phone, shoot) -> None:
    anna = phone("en")
    anna.set_viewport_size(SCREEN)
    anna.goto(server["url"] + "/")
    anna.locator("#game").select_option("ecarte")
    expect(anna.locator("input[name=player]")).to_have_count(2)  # Ecarté's two rows
    expect(anna.locator("#options input[name=opt-first_dealer]")).to_be_attached()
    anna.locator("input[name=player]").nth(0).fill("Anna")
    anna.locator("input[name=player]").nth(1).fill("Bruno")
    anna.locator("input[name=me][value='0']").check()
    anna.locator("input[name=draw_seats]").check()
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    table_url = anna.url
    said = anna.locator("#seating")
    expect(said).to_contain_text(re.compile(r"Seats drawn: (Anna|Bruno) sits first"))
    expect(said).to_contain_text(re.compile(r"deals"))
    bruno = second_phone(phone, "it", join_url_from_qr(anna, table_url), "Bruno")
    expect(bruno.locator("#seating")).to_contain_text(
        re.compile(r"Sorteggio dei posti: primo (Anna|Bruno)")
    )
    first = re.search(r"(Anna|Bruno) sits first", anna.locator("#seating").inner_text())
    assert first is not None
    expect(bruno.locator("#seating")).to_contain_text(f"primo {first.group(1)}")
    shoot(bruno, "seating", screen=True)


def test_a_seat_repair_rescores_on_both_phones(server, phone, shoot) -> None:
    anna, table_url = table_of_three(phone, server, "en")
    bruno = second_phone(phone, "en", join_url_from_qr(anna, table_url), "Bruno")
    save_hand(anna, {0: 3, 1: 5, 2: 7}, "Nobody")
    expect(total(bruno, 2)).to_have_text("7")
    save_hand(anna, {0: 2, 1: 9, 2: 6}, "Nobody")
    expect(total(bruno, 1)).to_have_text("14")
    open_panel(bruno)
    form = bruno.locator("form.seat-swap")
    form.locator("select[name=seat_a]").select_option("0")
    form.locator("select[name=seat_b]").select_option("1")
    form.locator("select[name=hand]").select_option("2")
    form.locator("button").click()
    # Hand 2 read with Anna's and Bruno's places exchanged: 9 for Anna, Bruno's 2 scores 0.
    expect(total(anna, 0)).to_have_text("9")
    expect(total(anna, 1)).to_have_text("5")
    expect(total(bruno, 0)).to_have_text("9")
    expect(anna.locator("#log")).to_contain_text("Anna and Bruno swap seats from hand 2")
    shoot(anna, "repaired", screen=True)


def test_a_penalty_counts_on_the_other_phone(server, phone, shoot) -> None:
    anna, table_url = table_of_three(phone, server, "en")
    bruno = second_phone(phone, "en", join_url_from_qr(anna, table_url), "Bruno")
    open_panel(bruno)
    form = bruno.locator("form.penalty-form")
    form.locator("select[name=seat]").select_option("2")
    form.locator("input[name=code][value=out_of_turn]").check()
    form.locator("button").click()
    counts = anna.locator("#ledger-counts")
    expect(counts).to_contain_text("Carla: 1 penalty")
    expect(anna.locator("#log")).to_contain_text("Penalty to Carla: out of turn")
    shoot(anna, "penalty", screen=True)


def test_a_hand_waits_for_the_other_phone(server, phone, shoot) -> None:
    anna = phone("en")
    anna.set_viewport_size(SCREEN)
    anna.goto(server["url"] + "/")
    for i, name in enumerate(["Anna", "Bruno", "Carla"]):
        anna.locator("input[name=player]").nth(i).fill(name)
    anna.locator("input[name=me][value='0']").check()
    anna.locator("input[name=confirm]").check()
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    table_url = anna.url
    bruno = second_phone(phone, "it", join_url_from_qr(anna, table_url), "Bruno")
    save_hand(anna, {0: 9, 1: 2, 2: 7}, "Nobody")
    waiting = bruno.locator(".pending-hand")
    expect(waiting).to_contain_text("Anna ha segnato la mano 1")
    expect(anna.locator(".pending-hand")).to_contain_text("Hand 1 waiting for Bruno")
    # Pending: it counts nowhere yet.
    expect(total(anna, 0)).to_have_text("0")
    expect(total(bruno, 0)).to_have_text("0")
    shoot(bruno, "pending", screen=True)
    waiting.locator("button.confirm-hand").click()
    expect(total(anna, 0)).to_have_text("9")
    expect(total(bruno, 2)).to_have_text("7")
    expect(anna.locator(".pending-hand")).to_have_count(0)


def test_options_saved_on_the_phone_come_back_the_next_evening(server, phone) -> None:
    anna = phone("en")
    anna.set_viewport_size(SCREEN)
    anna.goto(server["url"] + "/")
    anna.locator("details.options-wrap > summary").click()
    anna.locator("input[name=opt-target]").fill("150")
    anna.locator("input[name=penalties][value=warning]").check()
    anna.locator(".device-preset-name").fill("Thursday club")
    anna.locator("[data-save-preset]").click()
    expect(anna.locator(".device-presets-said")).to_contain_text("Thursday club")
    # The next evening: a fresh form, the preset offered beside the game's rule sets.
    anna.goto(server["url"] + "/")
    anna.locator("details.options-wrap > summary").click()
    expect(anna.locator("input[name=opt-target]")).not_to_have_value("150")
    anna.locator("[data-use-preset]", has_text="Thursday club").click()
    expect(anna.locator("input[name=opt-target]")).to_have_value("150")
    expect(anna.locator("input[name=penalties][value=warning]")).to_be_checked()
    for i, name in enumerate(["Anna", "Bruno"]):
        anna.locator("input[name=player]").nth(i).fill(name)
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    expect(anna.locator(".house-rules-line")).to_contain_text("150")
