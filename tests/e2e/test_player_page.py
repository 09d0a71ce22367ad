"""A casual Tamalo table on two 360 px phones: played to its end, each phone says "this is me"
for its seat and its page opens: Anna's shows the game, her win, her calls and her rating's
move with why it moved; Bruno's the same table from his side. In Italian, whose words are the
longer fit; the English ones are checked on the same states through the test client
(``tests/web/test_record_pages.py``)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .test_first_evening import save_hand
from .test_table import create_table, join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e

SAY = {
    "it": {
        "me": "Sono io: la mia pagina di giocatore",
        "calls": "Tamalo vinti",
        "first": "primo su 3",
        "second": "secondo su 3",
        "why": "Perché si è mosso",
    },
    "en": {
        "me": "This is me: my player page",
        "calls": "Calls won",
        "first": "you finished first of 3",
        "second": "you finished second of 3",
        "why": "Why it moved",
    },
}


@pytest.mark.parametrize("lang", ["it"])
def test_two_phones_link_their_seats_and_annas_page_explains_her_rating(
    server, phone, shoot, lang: str
) -> None:
    base, say = server["url"], SAY[lang]
    anna = phone(lang)
    table_url = create_table(anna, base, ["Anna", "Bruno", "Carla"], target=30)
    bruno = phone(lang)
    sit(bruno, join_url_from_qr(anna, table_url), "Bruno")
    anna.goto(table_url)
    # Two hands: Anna calls Tamalo with the lowest hand both times; Carla passes 30.
    save_hand(anna, {0: 2, 1: 5, 2: 20}, "Anna")
    expect(total(anna, 2)).to_have_text("20")
    save_hand(anna, {0: 1, 1: 6, 2: 20}, "Anna")
    expect(total(anna, 2)).to_have_text("40")

    for page in (anna, bruno):
        page.goto(table_url)
        page.locator("form.this-is-me button", has_text=say["me"]).click()
        page.wait_for_url(re.compile(r"/people/[\w-]+$"))
    shoot(bruno, "player-page-bruno", screen=True)
    # Both seats are linked now: Anna's page, read again, rates the table with both.
    anna.reload()
    expect(anna.locator("h1")).to_have_text("Anna")
    expect(anna.locator("table.person-games tbody tr td")).to_have_text(["Tamalo", "1", "1"])
    calls = anna.locator(".person-tallies[data-game='tamalo'] .tallies div").first
    expect(calls.locator("dt")).to_have_text(say["calls"])
    expect(calls.locator("dd")).to_have_text("2")
    rating = anna.locator("section.rating[id^='rating-tamalo-']")
    expect(rating.locator("h3")).to_have_text(say["why"])
    why = rating.locator(".moves-why li")
    expect(why).to_have_count(1)
    expect(why).to_have_class("up")
    expect(why).to_contain_text(say["first"])
    assert re.match(r"^\+\d+\.\d:", why.inner_text()), why.inner_text()
    no_sideways_scroll(anna)
    shoot(anna, "player-page", screen=True)

    bruno.reload()
    expect(bruno.locator("h1")).to_have_text("Bruno")
    expect(bruno.locator("table.person-games tbody tr td")).to_have_text(["Tamalo", "1", "0"])
    expect(bruno.locator(".moves-why li")).to_contain_text(say["second"])
    # Tapped again, the button just opens the page.
    bruno.goto(table_url)
    bruno.locator("form.this-is-me button").click()
    bruno.wait_for_url(re.compile(r"/people/[\w-]+$"))
    expect(bruno.locator("h1")).to_have_text("Bruno")
