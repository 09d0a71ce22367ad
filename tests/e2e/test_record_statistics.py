"""A table's statistics on a 360 px phone, in Italian and English: the score sheet, linked
under the hand-by-hand grid, shows a table per player (hands, hands won, the game's own
numbers, the game won) that fits the screen without scrolling sideways."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.e2e

SAY = {
    "it": {"grid": "Mano per mano", "heading": "Statistiche", "calls": "Tamalo vinti"},
    "en": {"grid": "Hand by hand", "heading": "Statistics", "calls": "Calls won"},
}


def post(url: str, body: dict[str, Any], token: str | None = None) -> dict[str, Any]:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, json.dumps(body).encode(), headers, method="POST")
    with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310 - our server
        return json.loads(response.read())


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_statistics_fit_a_phone_in_both_languages(server, phone, shoot, lang: str) -> None:
    base = server["url"]
    created = post(
        f"{base}/api/v1/tables",
        {"game": "tamalo", "players": ["Anna", "Bruno", "Carla"], "host_seat": 0},
    )
    seq = 0
    for caller, hands in ((0, [["3H"], ["9C"], ["10D"]]), (1, [["8S"], ["4C"], ["4D"]])):
        done = post(
            f"{base}/api/v1/tables/{created['id']}/moves",
            {"type": "hand", "caller": caller, "hands": hands, "expected_seq": seq},
            created["host_token"],
        )
        seq = done["seq"]
    page = phone(lang)
    page.goto(f"{base}/t/{created['id']}")
    page.locator("#scoreboard summary", has_text=SAY[lang]["grid"]).click()
    page.locator("#scoreboard a.sheet-link").click()
    expect(page).to_have_url(f"{base}/t/{created['id']}/sheet")
    box = page.locator("#statistics")
    expect(box).to_contain_text(SAY[lang]["heading"])
    expect(box.locator("thead")).to_contain_text(SAY[lang]["calls"])
    rows = box.locator("tbody tr")
    expect(rows).to_have_count(3)
    # Anna won her call, Bruno lost his on a tie: hands, hands won, won, lost, game.
    expect(rows.nth(0).locator("td")).to_have_text(["2", "1", "1", "0", "0"])
    expect(rows.nth(1).locator("td")).to_have_text(["2", "0", "0", "1", "0"])
    box.scroll_into_view_if_needed()
    wide = page.evaluate(
        "() => { const s = document.querySelector('#statistics .scroll-x');"
        " return [s.scrollWidth, s.clientWidth, document.documentElement.scrollWidth]; }"
    )
    assert wide[0] <= wide[1] and wide[2] <= 360, wide
    shoot(page, "statistics", screen=True)
