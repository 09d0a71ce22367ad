"""Four phones at one table, in Chromium at 360 px: create, join by the QR link, play, undo."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from referee.qr import qr_svg

pytestmark = pytest.mark.e2e

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def create_table(anna: Page, base: str, players: list[str], target: int | None = None) -> str:
    anna.goto(base + "/")
    for i, name in enumerate(players):
        anna.locator("input[name=player]").nth(i).fill(name)
    anna.locator("input[name=me][value='0']").check()
    if target is not None:
        anna.locator("details.options-wrap > summary").click()
        anna.locator("input[name=opt-target]").fill(str(target))
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    return anna.url


def join_url_from_qr(anna: Page, table_url: str) -> str:
    anna.goto(table_url + "/qr")
    url = anna.locator(".qr-url").inner_text().strip()
    # The code on screen is the QR of exactly that link.
    drawn = anna.locator(".qr svg path").get_attribute("d")
    expected = re.search(r' d="([^"]+)"', str(qr_svg(url, "QR")))
    assert expected is not None and drawn == expected.group(1)
    anna.locator(".qr-full a.btn-primary").click()
    anna.wait_for_url(table_url)
    expect(anna.locator("body")).to_have_attribute("data-live", "on")
    return url


def sit(page: Page, join_url: str, name: str) -> None:
    page.goto(join_url)
    page.locator("button.btn-seat", has_text=name).click()
    page.wait_for_url(re.compile(r"/t/[\w-]+$"))


def total(page: Page, seat: int):  # noqa: ANN201 - a Playwright locator
    return page.locator(f"#scoreboard tr[data-seat='{seat}'] .total")


def enter_hand(
    page: Page, cards: dict[int, list[str]], totals: dict[int, int], caller: int | None
) -> None:
    form = page.locator("#form-hand")
    for seat, codes in cards.items():
        hand = form.locator(f"fieldset.hand[data-seat='{seat}']")
        if "active" not in (hand.get_attribute("class") or ""):
            hand.locator(".open-picker").click()
        for code in codes:
            hand.locator(f".cardbtn[data-card='{code}']").click()
    for seat, value in totals.items():
        hand = form.locator(f"fieldset.hand[data-seat='{seat}']")
        if "active" not in (hand.get_attribute("class") or ""):
            hand.locator(".open-picker").click()
        hand.locator(f"input[name='total-{seat}']").fill(str(value))
    form.locator(f"input[name=caller][value='{'' if caller is None else caller}']").check()


def no_sideways_scroll(page: Page) -> None:
    width = page.evaluate("document.scrollingElement.scrollWidth")
    assert width <= 360, f"{page.url} is {width}px wide at 360px"


def test_serve_printed_the_address_and_its_qr(server) -> None:
    printed = server["log"].read_text()
    assert "Open this on a phone on the same network" in printed
    assert "http://127.0.0.1:" in printed
    assert "█" in printed  # the QR code, drawn in the terminal


def test_four_phones_follow_one_table(server, phone, shoot) -> None:
    base = server["url"]
    anna = phone("en")
    table_url = create_table(anna, base, NAMES)
    expect(anna.locator(".topbar .who")).to_have_text("You: Anna · host")
    join_url = join_url_from_qr(anna, table_url)

    bruno, carla, dario = phone("it"), phone("en"), phone("it")
    sit(bruno, join_url, "Bruno")
    sit(carla, join_url, "Carla")
    sit(dario, join_url, "Dario")
    phones = [anna, bruno, carla, dario]
    expect(bruno.locator(".topbar .who")).to_have_text(re.compile("Bruno"))
    expect(bruno.locator("#status .prompt")).to_contain_text("Mano 1")
    expect(carla.locator("#status .prompt")).to_contain_text("Hand 1")
    for page in phones:
        expect(page.locator("body")).to_have_attribute("data-live", "on")
        no_sideways_scroll(page)
    for i, page in enumerate(phones):
        shoot(page, f"1-seated-{NAMES[i]}")

    # During the hand Bruno logs Anna's call from the in-hand panel; every phone sees it.
    bruno.locator("details#in-hand > summary").click()
    bruno.locator("#form-inhand input[name=seat][value='0']").check()
    bruno.locator("#form-inhand button[value=tamalo]").click()
    for page in phones:
        expect(page.locator("#status .tag-call")).to_contain_text("Anna")
    expect(carla.locator("#form-hand input[name=caller][value='0']")).to_be_checked()

    # Carla enters the hand by tapping card faces; Dario's is typed; Anna called.
    enter_hand(carla, {0: ["3", "4"], 1: ["2"], 2: ["KR", "J"]}, {3: 14}, caller=0)
    expect(carla.locator("#preview")).to_contain_text("15 + 7 = 22")
    shoot(carla, "2-entering")
    carla.locator("#form-hand button[type=submit]").click()

    for page in phones:
        expect(total(page, 0)).to_have_text("22")
        expect(total(page, 1)).to_have_text("0")
        expect(total(page, 2)).to_have_text("11")
        expect(total(page, 3)).to_have_text("14")
    expect(anna.locator("#log .entry").first).to_contain_text(
        "Anna called Tamalo with 7 (3 + 4), not the lowest: 15 + 7 = 22."
    )
    expect(anna.locator("#log .entry[data-seq='1']")).to_contain_text("Anna calls Tamalo")
    expect(bruno.locator("#log .entry").first).to_contain_text(
        "Anna ha chiamato Tamalo con 7 (3 + 4) ma non ha il totale più basso: 15 + 7 = 22."
    )
    cited = dario.locator("#log .entry").first.locator("a.rule[href='/rules/TAM-CALLER-GT5']")
    expect(cited).to_have_text("Chi chiama con più di 5")  # the rule's title, in Dario's words
    expect(carla.locator("#form-hand h2")).to_contain_text("Hand 2")  # the form is ready again
    for i, page in enumerate(phones):
        shoot(page, f"3-after-hand-{NAMES[i]}")

    # Dario undoes it; every phone goes back to zero and shows the entry struck out.
    dario.locator("#log-fold > summary").click()
    entry = dario.locator("#log .entry[data-seq='2']")
    entry.locator(".entry-actions > summary").click()
    entry.locator("input[name=reason]").fill("mani sbagliate")
    entry.locator("button.btn-danger").click()
    for page in phones:
        expect(total(page, 0)).to_have_text("0")
        expect(page.locator("#log .entry[data-seq='2']")).to_have_class(re.compile("status-voided"))
    expect(anna.locator("#log .entry[data-seq='3']")).to_contain_text("mani sbagliate")
    for i, page in enumerate(phones):
        shoot(page, f"4-after-undo-{NAMES[i]}")
        assert page.errors == []  # type: ignore[attr-defined]


def test_reloading_or_a_new_tab_never_adds_a_player(server, phone) -> None:
    anna = phone("en")
    table_url = create_table(anna, server["url"], ["Anna", "Bruno"])
    join_url = join_url_from_qr(anna, table_url)
    bruno = phone("en")
    sit(bruno, join_url, "Bruno")
    bruno.reload()
    expect(bruno.locator(".topbar .who")).to_have_text("You: Bruno")
    second_tab = bruno.context.new_page()
    second_tab.goto(join_url)  # the QR scanned again: straight back to the table, same seat
    second_tab.wait_for_url(table_url)
    expect(second_tab.locator(".topbar .who")).to_have_text("You: Bruno")
    # The join page counts one phone on Bruno's seat.
    other = phone("en")
    other.goto(join_url)
    expect(other.locator("button.btn-seat", has_text="Bruno")).to_contain_text("on another phone")
    expect(other.locator("button.btn-seat", has_text="Anna")).to_contain_text("on another phone")


def test_a_game_to_the_end_in_italian(server, phone, shoot) -> None:
    anna = phone("it")
    table_url = create_table(anna, server["url"], ["Anna", "Bruno", "Carla"], target=40)
    join_url = join_url_from_qr(anna, table_url)
    carla = phone("it")
    sit(carla, join_url, "Carla")
    enter_hand(anna, {}, {0: 10, 1: 20, 2: 5}, caller=None)
    anna.locator("#form-hand button[type=submit]").click()
    expect(anna.locator("#form-hand h2")).to_contain_text("Mano 2")
    enter_hand(anna, {}, {0: 12, 1: 25, 2: 6}, caller=None)
    anna.locator("#form-hand button[type=submit]").click()
    expect(carla.locator("#status .winners")).to_have_text("Carla")
    expect(carla.locator("#status .outcome")).to_have_text("vince con 11 punti")
    expect(carla.locator("#log .entry").first).to_contain_text(
        "Raggiunto 40: Bruno (45). Partita finita: vince Carla con 11."
    )
    expect(carla.locator("#scoreboard tr.winner")).to_contain_text("Carla")
    expect(carla.locator("#form-hand")).to_have_count(0)  # nothing left to enter
    shoot(carla, "finished")
    no_sideways_scroll(carla)


@pytest.mark.parametrize("lang", ["it", "en"])
def test_every_page_fits_a_360px_phone(server, phone, shoot, lang: str) -> None:
    anna = phone(lang)
    table_url = create_table(anna, server["url"], ["Anna", "Bruno", "Carla", "Dario", "Elena"])
    join_url = join_url_from_qr(anna, table_url)
    anna.locator("details#in-hand > summary").click()
    pages = {
        "home": server["url"] + "/",
        "join": join_url + "?change=1",
        "qr": table_url + "/qr",
        "rules": server["url"] + "/rules",
        "game rules": server["url"] + "/rules/game/tamalo",
        "rule": server["url"] + "/rules/TAM-CALLER-GT5",
    }
    no_sideways_scroll(anna)  # the table, with the in-hand panel open
    shoot(anna, f"table-{lang}")
    for name, url in pages.items():
        anna.goto(url)
        if name == "home":
            anna.locator("details.options-wrap > summary").click()  # every option shown
        no_sideways_scroll(anna)
        shoot(anna, f"{name}-{lang}")
