"""A contested hand at 360 px: marked on every phone, settled by all three phones agreeing,
or by the host; the totals follow on every phone."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from referee.games import GAMES

from .test_first_evening import save_hand
from .test_page_pattern import SCREEN, second_phone
from .test_table import join_url_from_qr, total

pytestmark = pytest.mark.e2e

#: Anna calls and ties Bruno for the lowest: 15 under the strict reading (the default).
TIE = {0: 3, 1: 3, 2: 10}


def _create(anna: Page, base: str, settle: str) -> str:
    anna.set_viewport_size(SCREEN)
    anna.goto(base + "/")
    for i, name in enumerate(["Anna", "Bruno", "Carla"]):
        anna.locator("input[name=player]").nth(i).fill(name)
    anna.locator("input[name=me][value='0']").check()
    anna.locator(f"input[name=settle][value='{settle}']").check()
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    return anna.url


def _contest(page: Page, table_url: str, reason: str) -> None:
    page.goto(table_url + "/moves/1/dispute")
    expect(page.locator("#ambiguity-caller_tie .reading")).to_have_count(2)
    page.locator("#contest-reason").fill(reason)
    page.locator("#contest").click()
    expect(page.locator("#contest-open")).to_contain_text(reason)


def _open(page: Page, url: str) -> None:
    """Go to ``url`` from a dispute page that may be loading itself again after this
    phone's vote (its own answer, then the live update): a navigation that interrupts
    ours is let finish, and ours is asked again."""
    for _ in range(3):
        try:
            page.goto(url)
            return
        except PlaywrightError as exc:
            if "interrupted by another navigation" not in str(exc):
                raise
            page.wait_for_load_state()
    page.goto(url)


def _choose_shared(page: Page, table_url: str) -> None:
    page.goto(table_url + "/moves/1/dispute")
    # The vote posts and comes back to the same address: wait for that page, not the URL.
    with page.expect_navigation(url=re.compile(r"/dispute$")):
        page.locator("#ambiguity-caller_tie .reading[data-value='shared'] button").click()


def test_a_contest_settled_by_all_three_phones_agreeing(server, phone, shoot) -> None:
    anna = phone("en")
    table_url = _create(anna, server["url"], "all")
    join = join_url_from_qr(anna, table_url)
    bruno = second_phone(phone, "en", join, "Bruno")
    carla = second_phone(phone, "en", join, "Carla")
    save_hand(anna, TIE, "Anna")
    expect(total(carla, 0)).to_have_text("15")
    _contest(carla, table_url, "Anna only tied Bruno")
    # Marked on the other phones, live: the totals are provisional.
    for other in (anna, bruno):
        expect(other.locator("#provisional")).to_contain_text("hand 1 contested")
    shoot(bruno, "provisional", screen=True)
    panel = bruno.locator("#ambiguity-caller_tie .reading[data-value='shared']")
    bruno.goto(table_url + "/moves/1/dispute")
    expect(panel.locator(".totals-under")).to_contain_text("Anna 0")
    shoot(bruno, "panel")
    _choose_shared(carla, table_url)
    _choose_shared(anna, table_url)
    _open(anna, table_url)
    expect(total(anna, 0)).to_have_text("15")  # two of three: not yet
    _choose_shared(bruno, table_url)
    # The third vote settles it: Anna's table page follows, live.
    expect(total(anna, 0)).to_have_text("0")
    expect(anna.locator("#provisional")).to_have_count(0)
    expect(anna.locator("#options-fold")).to_be_attached()
    _open(bruno, table_url)
    expect(total(bruno, 0)).to_have_text("0")


def test_a_contest_settled_by_the_host(server, phone, shoot) -> None:
    anna = phone("it")
    table_url = _create(anna, server["url"], "host")
    bruno = second_phone(phone, "it", join_url_from_qr(anna, table_url), "Bruno")
    save_hand(anna, TIE, "Anna")
    expect(total(bruno, 0)).to_have_text("15")
    _contest(bruno, table_url, "Anna era solo pari")
    bruno.goto(table_url)
    expect(bruno.locator("#provisional")).to_contain_text("mano 1 contestata")
    # Only the host decides: Bruno's panel offers no decision at this table.
    bruno.goto(table_url + "/moves/1/dispute")
    expect(bruno.locator("#ambiguity-caller_tie form")).to_have_count(0)
    expect(bruno.locator("#keep")).to_have_count(0)
    bruno.goto(table_url)
    _choose_shared(anna, table_url)
    expect(total(bruno, 0)).to_have_text("0")
    expect(bruno.locator("#provisional")).to_have_count(0)
    shoot(bruno, "settled", screen=True)


def _api(base: str, path: str, body: dict[str, Any], token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(
        base + "/api/v1" + path, data=json.dumps(body).encode(), headers=headers, method="POST"
    )
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_has_its_dispute_panel_and_a_contest_marks_every_phone(
    server, phone, game_id: str
) -> None:
    base = server["url"]
    sample = GAMES[game_id].sample
    assert sample is not None
    created = _api(
        base,
        "/tables",
        {"game": game_id, "players": list(sample.players), "options": dict(sample.options)},
    )
    token, seq, hands = created["host_token"], 0, []
    for step in sample.kept_moves():
        logged = _api(base, f"/tables/{created['id']}/moves", {**step, "expected_seq": seq}, token)
        seq = logged["seq"]
        if logged["event"]["hand"] is not None:
            hands.append(logged["event"])
    contested = next((e for e in hands if e["hand"]["alternatives"]), hands[0])
    table_url = created["table_url"]
    first = second_phone(phone, "en", created["join_url"], sample.players[0])
    other = second_phone(phone, "en", created["join_url"], sample.players[1])
    first.goto(f"{table_url}/moves/{contested['seq']}/dispute")
    expect(first.locator("#dispute-rules .rule-cited").first).to_be_visible()
    options = {a["option"] for a in contested["hand"]["alternatives"]}
    expect(first.locator(".ambiguity")).to_have_count(len(options))
    first.locator("#contest-reason").fill("not what we played")
    first.locator("#contest").click()
    # Named as players count: the hand (Efele: the game) the move scored, not the move.
    unit = GAMES[game_id].unit
    number = contested["hand"]["number"]
    expect(other.locator("#provisional")).to_contain_text(f"{unit} {number} contested")
    first.locator("#withdraw").click()
    expect(other.locator("#provisional")).to_have_count(0)


def test_a_vote_and_the_ruling_appear_live_on_every_phone(server, phone, shoot) -> None:
    """Three phones at 360 px, each in its language: Carla contests, Bruno's vote shows on
    the others' open panels without a reload, and Carla's vote (the majority) rules: the
    ruling and the totals it leaves (Anna 15 → 0) show on every phone."""
    anna = phone("it")
    table_url = _create(anna, server["url"], "majority")
    join = join_url_from_qr(anna, table_url)
    bruno = second_phone(phone, "en", join, "Bruno")
    carla = second_phone(phone, "it", join, "Carla")
    save_hand(anna, TIE, "Anna")
    expect(total(carla, 0)).to_have_text("15")
    _contest(carla, table_url, "Anna era solo pari")
    anna.goto(table_url + "/moves/1/dispute")
    warning = anna.locator("#house-change-caller_tie-1")
    expect(warning).to_contain_text("Cambia la regola della casa per il resto della partita")
    shoot(anna, "warning", screen=True)
    _choose_shared(bruno, table_url)
    # Bruno's vote, on the two open panels, in each one's words, without a reload.
    said = "Bruno: passare a «Condiviso: la parità basta»"
    expect(anna.locator("#contest-votes")).to_have_text("Voti: " + said)
    expect(carla.locator("#contest-votes")).to_have_text("Voti: " + said)
    shoot(carla, "vote-live")
    _open(bruno, table_url)
    carla.locator("#ambiguity-caller_tie .reading[data-value='shared'] button").click()
    # The majority rules: every phone says the ruling and the totals it leaves.
    totals_it = "Totali: Anna 15 → 0 · Bruno 0 · Carla 10."
    expect(carla.locator("#outcome-2 .outcome-totals")).to_have_text(totals_it)
    expect(anna.locator("#outcome-2 .outcome-totals")).to_have_text(totals_it)
    expect(anna.locator("#contest-open")).to_have_count(0)
    expect(bruno.locator("#news .toast-detail")).to_have_text(
        "Totals: Anna 15 → 0 · Bruno 0 · Carla 10."
    )
    expect(total(bruno, 0)).to_have_text("0")
    shoot(anna, "ruled-live", screen=True)
    shoot(bruno, "ruled-news", screen=True)
