"""A phone that loses its connection: the installed app shows the table as last seen,
marked offline, keeps the moves entered meanwhile and sends them, each logged once, when
the connection returns; a move someone else overtook comes back refused, to ask again."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from .cut import Relay
from .test_table import create_table, enter_hand, join_url_from_qr, sit, total

pytestmark = pytest.mark.e2e

KEPT_COPY = """async (text) => {
  const cache = await caches.open("referee-pages");
  const copy = await cache.match(location.origin + location.pathname);
  return copy ? (await copy.text()).includes(text) : false;
}"""


@pytest.fixture
def relay(server: dict[str, Any]) -> Iterator[Callable[[], Relay]]:
    made: list[Relay] = []

    def open_relay() -> Relay:
        made.append(Relay(server["url"]))
        return made[-1]

    yield open_relay
    for line in made:
        line.close()


def hands(server: dict[str, Any], table_url: str) -> list[list[Any]]:
    """The hands in the log, as the API lists them (seq order), voided ones left out."""
    table_id = table_url.rstrip("/").rsplit("/", 1)[1]
    moves = httpx.get(f"{server['url']}/api/v1/tables/{table_id}/moves").json()
    return [
        m["payload"]["hands"]
        for m in moves["events"]
        if m["type"] == "hand" and m["status"] == "active"
    ]


def kept(page: Page, text: str) -> None:
    """Wait until the page's kept copy (the one a reload offline shows) holds ``text``."""
    for _ in range(100):
        if page.evaluate(KEPT_COPY, text):
            return
        page.wait_for_timeout(100)
    pytest.fail(f"the kept copy of {page.url} never showed {text}")


def totals(server: dict[str, Any], table_url: str) -> list[str]:
    table_id = table_url.rstrip("/").rsplit("/", 1)[1]
    state = httpx.get(f"{server['url']}/api/v1/tables/{table_id}").json()
    return [f"−{-t}" if t < 0 else str(t) for t in state["totals"]]  # as the page writes


def shows(page: Page, expected: list[str]) -> None:
    for seat, value in enumerate(expected):
        expect(total(page, seat)).to_have_text(value)


def save_hand(page: Page, totals: dict[int, int], logged: int | None = None) -> None:
    """Enter and save a hand; ``logged``: wait until the form is ready for that hand."""
    enter_hand(page, {}, totals, caller=None)
    page.locator("#form-hand button[type=submit]").click()
    if logged is not None:
        expect(page.locator("#form-hand h2")).to_contain_text(str(logged + 1))


def go_offline(page: Page, line: Relay) -> None:
    line.cut()
    page.context.set_offline(True)


def go_online(page: Page, line: Relay) -> None:
    line.mend()
    page.context.set_offline(False)


def test_offline_the_table_as_last_seen_and_moves_sent_once(
    server: dict[str, Any], phone: Callable[..., Page], relay: Callable[[], Relay], shoot: Any
) -> None:
    anna_line, bruno_line = relay(), relay()
    anna = phone("en", worker=True)
    table_url = create_table(anna, anna_line.url, ["Anna", "Bruno"])
    join_url = join_url_from_qr(anna, table_url)
    # Polled from here: the page's policy forbids the string evaluation wait_for_function uses.
    for _ in range(100):
        if anna.evaluate("navigator.serviceWorker.controller !== null"):
            break
        anna.wait_for_timeout(100)
    else:
        raise AssertionError("the service worker never took control of the page")
    bruno = phone("it", worker=True)
    sit(bruno, join_url.replace(anna_line.url, bruno_line.url), "Bruno")

    # Bruno logs hand 1; Anna's page gets it live and keeps that copy.
    save_hand(bruno, {0: 5, 1: 7}, logged=1)
    after_one = totals(server, table_url)
    shows(anna, after_one)
    kept(anna, f'data-total="{after_one[0]}"')

    # No connection: a reload shows the table as last seen, marked offline.
    go_offline(anna, anna_line)
    anna.reload()
    expect(anna.locator("html")).to_have_attribute("data-offline", re.compile(r"^\d{4}-"))
    expect(anna.locator("#offline .offline-now")).to_contain_text("Offline.")
    expect(anna.locator("#offline time")).to_have_text(re.compile(r"\d\d:\d\d"))
    shows(anna, after_one)
    shoot(anna, "1-offline")

    # A hand entered without a connection is kept on the phone...
    save_hand(anna, {0: 1, 1: 2})
    expect(anna.locator("#errors-hand .queued")).to_contain_text("kept on this phone")
    expect(anna.locator("#offline .count")).to_have_text("1")
    assert len(hands(server, table_url)) == 1
    shoot(anna, "2-kept")

    # ... and sent when the connection returns: logged once, and the page is live again.
    go_online(anna, anna_line)
    expect(anna.locator("#offline")).to_be_hidden()
    expect(anna.locator("body")).to_have_attribute("data-live", "on")
    assert hands(server, table_url) == [[5, 7], [1, 2]]
    after_two = totals(server, table_url)
    shows(anna, after_two)
    shows(bruno, after_two)

    # Offline again, Anna enters hand 3 while Bruno, online, logs it first.
    go_offline(anna, anna_line)
    anna.reload()
    expect(anna.locator("#offline")).to_be_visible()
    save_hand(anna, {0: 3, 1: 4})
    expect(anna.locator("#errors-hand .queued")).to_be_visible()
    save_hand(bruno, {0: 10, 1: 10}, logged=3)
    after_three = totals(server, table_url)

    # Back online, Anna's kept hand is refused with the reason; what she typed stays, and
    # pressing the button again logs it once.
    go_online(anna, anna_line)
    refusal = anna.locator("#errors-hand .error")
    expect(refusal).to_contain_text("Bruno saved hand 3 first, and it differs from yours")
    expect(anna.locator("#form-hand input[name='total-0']")).to_have_value("3")
    shows(anna, after_three)  # what changed is on the page
    shoot(anna, "3-refused")
    anna.locator("#form-hand .clash-choices button.btn-ghost").click()  # a new hand
    expect(anna.locator("#form-hand h2")).to_contain_text("5")  # ready for hand 5
    assert hands(server, table_url) == [[5, 7], [1, 2], [10, 10], [3, 4]]
    shows(anna, totals(server, table_url))
    assert anna.errors == []  # type: ignore[attr-defined]


def test_the_manifest_and_the_worker_install_the_app(
    server: dict[str, Any], phone: Callable[..., Page]
) -> None:
    anna = phone("it", worker=True)
    anna.goto(server["url"] + "/")
    # Polled from here: the page's policy forbids the string evaluation wait_for_function uses.
    for _ in range(100):
        if anna.evaluate("navigator.serviceWorker.controller !== null"):
            break
        anna.wait_for_timeout(100)
    else:
        raise AssertionError("the service worker never took control of the page")
    href = anna.locator("link[rel=manifest]").get_attribute("href")
    assert href is not None
    manifest = httpx.get(server["url"] + href).json()
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}
    for icon in manifest["icons"]:
        image = httpx.get(server["url"] + icon["src"])
        assert image.status_code == 200 and image.content.startswith(b"\x89PNG")
    scope = anna.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    assert scope == server["url"] + "/"


def enter_part(page: Page, total: int) -> None:
    """This phone's own Tamalo part: its total, saved from the part form."""
    fold = page.locator("#parts-fold")
    if fold.get_attribute("open") is None:
        fold.locator("summary").click()
    page.locator("#form-part input[name=total]").fill(str(total))
    page.locator("#form-part button.part-save").click()


def test_a_part_entered_offline_is_kept_and_sent_once(
    server: dict[str, Any], phone: Callable[..., Page], relay: Callable[[], Relay]
) -> None:
    """A hand in parts (Tamalo, two phones): Bruno's part is in; Anna, without a
    connection, saves hers. It is kept on her phone, and sent once when the connection
    returns: the last part logs the hand (Anna 3, Bruno 7, nobody called) on both phones."""
    anna_line, bruno_line = relay(), relay()
    anna = phone("en", worker=True)
    table_url = create_table(anna, anna_line.url, ["Anna", "Bruno"])
    join_url = join_url_from_qr(anna, table_url)
    for _ in range(100):
        if anna.evaluate("navigator.serviceWorker.controller !== null"):
            break
        anna.wait_for_timeout(100)
    else:
        raise AssertionError("the service worker never took control of the page")
    bruno = phone("it", worker=True)
    sit(bruno, join_url.replace(anna_line.url, bruno_line.url), "Bruno")
    enter_part(bruno, 7)
    expect(anna.locator("#parts-strip")).to_contain_text("1 of 2 in")

    go_offline(anna, anna_line)
    enter_part(anna, 3)
    expect(anna.locator("#errors-part .queued")).to_contain_text("kept on this phone")
    expect(anna.locator("#offline .count")).to_have_text("1")
    assert hands(server, table_url) == []

    go_online(anna, anna_line)
    expect(anna.locator("#offline")).to_be_hidden()
    expect(anna.locator("body")).to_have_attribute("data-live", "on")
    expect(bruno.locator("#parts-strip .parts-head")).to_have_count(0)  # the hand is logged
    assert hands(server, table_url) == [[3, 7]]  # logged once
    after = totals(server, table_url)
    shows(anna, after)
    shows(bruno, after)
