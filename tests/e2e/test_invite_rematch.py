"""Inviting and the rematch at 360 px (issue 23, points 9 and 10): the host sees the invite
first until everyone has sat, the QR page shows live who has sat down; the rematch keeps its
host whoever starts it, says which game of the evening it is and who has won so far, and the
others are told in a line that fits.

In Italian, whose lines are the longer ones to fit: the English words are checked on the same
states through the test client (``tests/web/test_invite.py``, ``tests/web/test_rematch.py``,
and "You: Bruno" in ``tests/web/test_join.py``)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_first_evening import in_viewport, save_hand
from .test_table import create_table, sit

pytestmark = pytest.mark.e2e

SCREEN = {"width": 360, "height": 740}
WORDS = {
    "it": {
        "invite": "Invita al tavolo",
        "full": "QR a tutto schermo",
        "waiting": "Mancano ancora 2 giocatori.",
        "everyone": "Sono tutti al tavolo.",
        "back": "Torna al tavolo",
        "nobody": "Nessuno",
        "rematch": "Rivincita",
        "play_rematch": "Gioca la rivincita",
        "started": "Bruno ha avviato la rivincita",
        "bruno": "Sei Bruno",
        "host": "Sei Anna · gestisci il tavolo",
        "evening": "Partita 2 · vinte finora: Anna 1 · Bruno 0 · Carla 0",
    },
    "en": {
        "invite": "Invite the table",
        "full": "Full-screen QR",
        "waiting": "Waiting for 2 players to sit down.",
        "everyone": "Everyone is at the table.",
        "back": "Back to the table",
        "nobody": "Nobody",
        "rematch": "Rematch",
        "play_rematch": "Play the rematch",
        "started": "Bruno started the rematch",
        "bruno": "You: Bruno",
        "host": "You: Anna · host",
        "evening": "Game 2 · won so far: Anna 1 · Bruno 0 · Carla 0",
    },
}


def opened(phone, lang: str) -> Page:
    """A phone at 360 px that keeps its console's errors (``page.console_errors``)."""
    page = phone(lang)
    page.set_viewport_size(SCREEN)
    errors: list[str] = []
    page.on(
        "console", lambda message: errors.append(message.text) if message.type == "error" else None
    )
    page.console_errors = errors  # type: ignore[attr-defined]
    return page


def fits_its_width(page: Page, selector: str) -> bool:
    """Whether an element shows all its text: nothing cut off at its right edge."""
    return bool(
        page.locator(selector).evaluate(
            "el => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= 361"
        )
    )


@pytest.mark.parametrize("lang", ["it"])
def test_the_host_invites_first_and_the_qr_page_shows_who_sits_down(
    server, phone, shoot, lang: str
) -> None:
    say = WORDS[lang]
    anna = opened(phone, lang)
    table_url = create_table(anna, server["url"], ["Anna", "Bruno", "Carla"])
    # Right after creating the table: the invite, with its QR code, before the hand form.
    invite = anna.locator("#invite")
    expect(invite.locator("summary")).to_have_text(say["invite"])
    expect(invite).to_have_attribute("open", "")
    assert invite.bounding_box()["y"] < anna.locator("#form-hand").bounding_box()["y"]
    anna.wait_for_timeout(300)
    qr = invite.locator(".invite-qr img")
    assert in_viewport(anna, qr), "the QR is below the first screen"
    assert qr.evaluate("img => img.complete && img.naturalWidth > 0"), "the QR did not load"
    assert in_viewport(anna, invite.locator(".seated"))
    expect(invite.locator(".seated")).to_have_text(re.compile(r"✓ Anna · ○ Bruno · ○ Carla"))
    shoot(anna, f"invite-first-{lang}", screen=True)

    # The full-screen QR says live who has sat down.
    invite.locator(".qr-full-link", has_text=say["full"]).click()
    anna.wait_for_url(table_url + "/qr")
    seated = anna.locator("#qr-seated")
    expect(seated.locator(".qr-waiting")).to_have_text(say["waiting"])
    join_url = anna.locator(".qr-url").inner_text().strip()
    bruno, carla = opened(phone, lang), opened(phone, lang)
    sit(bruno, join_url, "Bruno")
    expect(seated.locator(".qr-seated-list")).to_contain_text("✓ Bruno")
    expect(seated.locator(".qr-seated-list")).to_contain_text("○ Carla")
    sit(carla, join_url, "Carla")
    expect(seated.locator(".qr-all-seated")).to_have_text(say["everyone"])
    expect(seated.locator(".qr-seated-list")).to_have_text(
        re.compile(r"✓ Anna · ✓ Bruno · ✓ Carla")
    )
    assert fits_its_width(anna, "#qr-seated")
    shoot(anna, f"qr-all-seated-{lang}", screen=True)

    # Back at the table, everyone seated: the hand form comes first, the invite folds away.
    anna.locator(".qr-full a.btn-primary", has_text=say["back"]).click()
    anna.wait_for_url(table_url)
    expect(anna.locator("#invite-first #invite")).to_have_count(0)
    expect(anna.locator("#admin #invite")).not_to_have_attribute("open", "")
    assert anna.locator("#form-hand").bounding_box()["y"] < invite.bounding_box()["y"]
    assert anna.errors == [] and anna.console_errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["it"])
def test_the_rematch_keeps_the_host_and_counts_the_evening(server, phone, shoot, lang: str) -> None:
    say = WORDS[lang]
    anna = opened(phone, lang)
    table_url = create_table(anna, server["url"], ["Anna", "Bruno", "Carla"], target=10)
    anna.goto(table_url + "/qr")
    join_url = anna.locator(".qr-url").inner_text().strip()
    anna.goto(table_url)
    bruno = opened(phone, lang)
    sit(bruno, join_url, "Bruno")
    expect(anna.locator("body")).to_have_attribute("data-live", "on")
    save_hand(anna, {0: 3, 1: 12, 2: 7}, say["nobody"])  # Bruno passes 10: Anna wins
    expect(bruno.locator("#status .winners")).to_have_text("Anna")

    # Bruno, not the host, taps Rematch first.
    bruno.locator("#status form button", has_text=say["rematch"]).click()
    bruno.wait_for_url(re.compile(r"/t/[\w-]+$"))
    rematch_url = bruno.url
    assert rematch_url != table_url
    expect(bruno.locator(".who-line")).to_have_text(say["bruno"])
    expect(bruno.locator("#evening")).to_have_text(say["evening"])
    # Anna is told in one line that fits the phone, and offered to follow.
    news = anna.locator("#news .toast-news .toast-title")
    expect(news).to_have_text(say["started"])
    anna.locator("#news .toast-news").dispatch_event("pointerdown")  # a thumb holds it
    assert fits_its_width(anna, "#news .toast-news .toast-title"), "the notice is cut off"
    shoot(anna, f"rematch-told-{lang}", screen=True)
    anna.locator("#status form button", has_text=say["play_rematch"]).click()
    anna.wait_for_url(rematch_url)
    # She still hosts; the new table says it is game 2 and who has won so far.
    expect(anna.locator(".who-line")).to_have_text(say["host"])
    expect(anna.locator("#host-tools")).to_have_count(1)
    evening = anna.locator("#evening")
    expect(evening).to_have_text(say["evening"])
    assert in_viewport(anna, evening)
    assert fits_its_width(anna, "#evening")
    assert anna.evaluate("document.scrollingElement.scrollWidth") <= SCREEN["width"]
    shoot(anna, f"rematch-game-2-{lang}", screen=True)
    expect(bruno.locator(".who-line")).to_have_text(say["bruno"])
    for page in (anna, bruno):
        assert page.errors == [] and page.console_errors == []  # type: ignore[attr-defined]
