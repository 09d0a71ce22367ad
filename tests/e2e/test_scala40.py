"""Scala 40 at 360 px, in Italian, whose longer words are the harder fit (the English words
of these flows are checked through the test client, in ``tests/web/test_scala40_pages.py``):
three players to 101, played to its end on the page (who went out, the cards tapped on the
two-pack picker or a total, the live preview, a hand corrected from the log), with each
player's distance to 101 and who is out greyed on the scoreboard; and five players to 101
with buying back in, seen from another phone."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_table import join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e

SAID = {
    "en": {
        "preview": "If you save now:",
        "to_go": "{} to go",
        "out": "out",
        "save": "Save hand {}",
        "corrected": "Hand 1 corrected",
        "back_in": "{} buys back in",
        "wins": "{} wins: everyone else went out at 101.",
        "turn": "In turn: {}",
        "discard": "Discard",
    },
    "it": {
        "preview": "Se salvi ora:",
        "to_go": "ne mancano {}",
        "out": "fuori",
        "save": "Salva la mano {}",
        "corrected": "Mano 1 corretta",
        "back_in": "Rientra {}",
        "wins": "Vince {}: tutti gli altri hanno sballato a 101.",
        "turn": "Di turno: {}",
        "discard": "Scarta",
    },
}


def create_scala40(
    anna: Page, base: str, players: list[str], options: dict[str, str] | None = None
) -> str:
    anna.goto(base + "/")
    anna.locator("#game").select_option("scala40")
    expect(anna.locator("input[name='opt-opening_ace']").first).to_be_attached()
    expect(anna.locator("input[name=opt-threshold][value='101']")).to_have_count(1)
    if options:
        anna.locator("details.options-wrap > summary").click()
        for key, value in options.items():
            anna.locator(f"input[name=opt-{key}][value='{value}']").check()
    for i, name in enumerate(players):
        anna.locator("input[name=player]").nth(i).fill(name)
    anna.locator("input[name=me][value='0']").check()
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    return anna.url


def enter_hand(
    page: Page, closer: int, cards: dict[int, list[str]], totals: dict[int, int]
) -> None:
    form = page.locator("#form-hand")
    form.locator(f"input[name=closer][value='{closer}']").check()
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


def note(page: Page, seat: int):  # noqa: ANN201 - a Playwright locator
    return page.locator(f"#scoreboard tr[data-seat='{seat}'] .standing-note")


@pytest.mark.parametrize("lang", ["it"])
def test_a_game_to_101_played_to_its_end(server, phone, shoot, lang: str) -> None:
    said = SAID[lang]
    anna = phone(lang)
    table_url = create_scala40(anna, server["url"], ["Anna", "Bruno", "Carla"])
    join_url = join_url_from_qr(anna, table_url)
    carla = phone(lang)
    sit(carla, join_url, "Carla")

    # Hand 1: Anna goes out; Bruno's cards tapped (the king of hearts twice: two packs).
    enter_hand(anna, 0, {1: ["KH", "KH", "5S"]}, {2: 60})
    expect(anna.locator("#preview")).to_contain_text(said["preview"])
    expect(anna.locator("#preview")).to_contain_text("= 25")
    shoot(anna, "hand-1", screen=True)
    no_sideways_scroll(anna)
    anna.locator("#form-hand button[type=submit]").click()
    expect(anna.locator("#form-hand button[type=submit]")).to_have_text(said["save"].format(2))
    expect(total(carla, 1)).to_have_text("25")
    expect(note(carla, 2)).to_have_text(said["to_go"].format(41))

    # Carla had 65, not 60: Anna corrects hand 1 from the log, and Carla's phone follows.
    anna.locator("#log-fold > summary").click()
    anna.locator("#log #e1 .entry-actions > summary").click()
    anna.locator("#log #e1 .entry-actions a.btn").click()
    form = anna.locator("#form-correct")
    carla_box = form.locator("fieldset.hand[data-seat='2']")
    if "active" not in (carla_box.get_attribute("class") or ""):
        carla_box.locator(".open-picker").click()
    expect(carla_box.locator("input[name='total-2']")).to_have_value("60")
    carla_box.locator("input[name='total-2']").fill("65")
    expect(form.locator("#preview")).to_contain_text("Carla 60 → 65")
    no_sideways_scroll(anna)
    form.locator("button[type=submit]").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+\?done=\d+$"))
    expect(anna.locator("#notices .toast-saved")).to_contain_text(said["corrected"])
    expect(total(carla, 2)).to_have_text("65")
    expect(note(carla, 2)).to_have_text(said["to_go"].format(36))

    # Hand 2: Bruno goes out; Carla reaches 115 and is out, greyed, with no entry.
    enter_hand(anna, 1, {}, {0: 20, 2: 50})
    anna.locator("#form-hand button[type=submit]").click()
    expect(total(carla, 2)).to_have_text("115")
    expect(carla.locator("#scoreboard tr[data-seat='2']")).to_have_class(re.compile(r"\bout\b"))
    expect(note(carla, 2)).to_have_text(said["out"])
    expect(anna.locator("#form-hand fieldset.hand[data-seat='2']")).to_have_count(0)
    expect(anna.locator("#form-hand input[name=closer][value='2']")).to_have_count(0)
    shoot(carla, "carla-out")

    # Hand 3: Anna goes out; Bruno reaches 105: Anna, the last one left, wins.
    enter_hand(anna, 0, {}, {1: 80})
    anna.locator("#form-hand button[type=submit]").click()
    expect(carla.locator("#status .winners")).to_have_text("Anna")
    expect(carla.locator("#status .outcome")).to_have_text(said["wins"].format("Anna"))
    expect(carla.locator("#scoreboard tr.winner")).to_contain_text("Anna")
    expect(carla.locator("#form-hand")).to_have_count(0)
    shoot(carla, "finished")
    no_sideways_scroll(carla)


@pytest.mark.parametrize("lang", ["it"])
def test_five_players_one_buys_back_in_and_the_last_left_wins(
    server, phone, shoot, lang: str
) -> None:
    said = SAID[lang]
    players = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
    anna = phone(lang)
    table_url = create_scala40(anna, server["url"], players, {"reentry": "highest"})
    elena = phone(lang)
    sit(elena, join_url_from_qr(anna, table_url), "Elena")
    save = anna.locator("#form-hand button[type=submit]")

    # Hand 1: Anna goes out; Carla is left with 95.
    enter_hand(anna, 0, {}, {1: 10, 2: 95, 3: 20, 4: 30})
    save.click()
    # Anna's form is the next hand's before she types it (the one she saved is redrawn).
    expect(save).to_have_text(said["save"].format(2))
    expect(total(elena, 2)).to_have_text("95")
    expect(note(elena, 2)).to_have_text(said["to_go"].format(6))

    # Hand 2: Bruno goes out; Carla reaches 115 and is out on every phone.
    enter_hand(anna, 1, {2: ["KH", "QH"]}, {0: 5, 3: 40, 4: 30})
    save.click()
    expect(save).to_have_text(said["save"].format(3))
    expect(total(elena, 2)).to_have_text("115")
    expect(elena.locator("#scoreboard tr[data-seat='2']")).to_have_class(re.compile(r"\bout\b"))
    expect(elena.locator("#form-hand fieldset.hand[data-seat='2']")).to_have_count(0)
    shoot(elena, "five-carla-out", screen=True)
    no_sideways_scroll(elena)

    # Carla buys back in at the highest total left (Dario's and Elena's 60): on Elena's
    # phone too she is in again, with her cards box back in the hand form.
    back = anna.locator("#form-reenter button[name=seat][value='2']")
    expect(back).to_have_text(said["back_in"].format("Carla"))
    back.click()
    expect(total(elena, 2)).to_have_text("60")
    expect(elena.locator("#scoreboard tr[data-seat='2']")).not_to_have_class(re.compile(r"\bout\b"))
    expect(note(elena, 2)).to_have_text(said["to_go"].format(41))
    expect(elena.locator("#form-hand fieldset.hand[data-seat='2']")).to_have_count(1)
    expect(anna.locator("#form-reenter")).to_have_count(0)

    # Hand 3: Anna goes out; Bruno, Carla and Dario all go over 101.
    enter_hand(anna, 0, {}, {1: 95, 2: 45, 3: 50, 4: 10})
    save.click()
    expect(save).to_have_text(said["save"].format(4))
    expect(total(elena, 3)).to_have_text("110")
    for seat in (1, 2, 3):
        expect(note(elena, seat)).to_have_text(said["out"])
    # Carla has bought back in once, as often as the table allows: only Bruno and Dario may.
    expect(anna.locator("#form-reenter button[name=seat]")).to_have_count(2)

    # Hand 4: Elena goes out, nobody buys back in; Anna reaches 105: Elena wins.
    enter_hand(anna, 4, {}, {0: 100})
    save.click()
    expect(elena.locator("#status .winners")).to_have_text("Elena")
    expect(elena.locator("#status .outcome")).to_have_text(said["wins"].format("Elena"))
    expect(elena.locator("#scoreboard tr.winner")).to_contain_text("Elena")
    expect(elena.locator("#form-hand")).to_have_count(0)
    shoot(elena, "five-finished", screen=True)
    no_sideways_scroll(elena)

    # The hand-by-hand grid, read forward: Carla 95, 115, back in at 60, then 105, and out
    # for hand 4; her re-entry is its own row, not a hand.
    rows = elena.locator("#grid-box tbody tr")
    expect(rows).to_have_count(5)
    labels = [rows.nth(i).locator("th").inner_text() for i in range(5)]
    assert labels[:2] == ["1", "2"] and labels[3:] == ["3", "4"]
    assert labels[2] == {"it": "Rientro", "en": "Buy back in"}[lang]
    carla = [rows.nth(i).locator("td").nth(2).locator(".run").inner_text() for i in range(5)]
    assert carla == ["95", "115", "60", "105", "105"]
    changes = [rows.nth(i).locator("td").nth(2).locator(".small").inner_text() for i in range(5)]
    assert changes == ["+95", "+20", "−55", "+45", "+0"]
    # The chart draws the same line, from 0 before the first hand.
    chart = elena.request.get(table_url + "/chart.svg").text()
    assert 'data-player="Carla" data-totals="0 95 115 60 105 105"' in chart


def tap_cards(form, box: int, codes: list[str]) -> None:  # noqa: ANN001 - a Playwright locator
    """Open a box of the form (``data-seat``) and tap its cards on the two-pack picker."""
    target = form.locator(f"fieldset.hand[data-seat='{box}']")
    if "active" not in (target.get_attribute("class") or ""):
        target.locator(".open-picker").click()
    for code in codes:
        target.locator(f".cardbtn[data-card='{code}']").click()


@pytest.mark.parametrize("lang", ["it"])
def test_a_hand_logged_move_by_move_at_360_px(server, phone, shoot, lang: str) -> None:
    said = SAID[lang]
    anna = phone(lang)
    table_url = create_scala40(anna, server["url"], ["Anna", "Bruno", "Carla"])
    carla = phone(lang)
    sit(carla, join_url_from_qr(anna, table_url), "Carla")

    anna.locator("#hand-log > summary").click()
    form = anna.locator("#form-play")
    form.locator("input[name=seat][value='1']").check()
    form.locator("button[value=draw-tallone]").click()
    expect(carla.locator(".in-hand-state")).to_contain_text(said["turn"].format("Bruno"))
    expect(anna.locator(".in-hand-state")).to_contain_text(said["turn"].format("Bruno"))

    # An opening worth 30 is refused at the form; with the kings it makes 60 and is tabled.
    form = anna.locator("#form-play")
    expect(form.locator("input[name=seat][value='1']")).to_be_checked()
    tap_cards(form, 1, ["10H", "JH", "QH"])
    form.locator("button[value=meld]").click()
    expect(form.locator("#errors-play p.error")).to_contain_text("40")
    tap_cards(form, 2, ["KS", "KD", "KC"])
    form.locator("button[value=meld]").click()
    expect(carla.locator("#table-melds li")).to_have_count(2)
    expect(carla.locator("#table-melds li").first).to_contain_text("10♥ J♥ Q♥")
    shoot(anna, "log-opened", screen=True)
    no_sideways_scroll(anna)

    # He discards the 5♣, draws again and goes out discarding the 9♠.
    form = anna.locator("#form-play")
    tap_cards(form, 0, ["5C"])
    form.locator("button[value=discard]").click()
    expect(carla.locator(".in-hand-state")).to_contain_text("5♣")
    # This phone's own answer is in (its notice), so its form is the one drawn after it.
    expect(anna.locator("#notices .toast-saved")).to_contain_text(said["discard"])
    form = anna.locator("#form-play")
    form.locator("input[name=seat][value='1']").check()
    form.locator("button[value=draw-tallone]").click()
    expect(anna.locator(".in-hand-state")).to_contain_text(said["turn"].format("Bruno"))
    form = anna.locator("#form-play")
    tap_cards(form, 0, ["9S"])
    form.locator("button[value=close]").click()

    # The hand's summary knows who went out: only the others' cards are asked for.
    hand = anna.locator("#form-hand")
    expect(hand.locator("input[name=closer-logged]")).to_have_count(1)
    expect(hand.locator("input[name=closer][type=radio]")).to_have_count(0)
    expect(anna.locator("#hand-log")).to_have_count(0)
    for seat, value in ((0, 12), (2, 30)):
        box = hand.locator(f"fieldset.hand[data-seat='{seat}']")
        if "active" not in (box.get_attribute("class") or ""):
            box.locator(".open-picker").click()
        box.locator(f"input[name='total-{seat}']").fill(str(value))
    hand.locator("button[type=submit]").click()
    expect(total(carla, 0)).to_have_text("12")
    expect(total(carla, 1)).to_have_text("0")
    expect(total(carla, 2)).to_have_text("30")
    expect(carla.locator("#table-melds")).to_have_count(0)
    no_sideways_scroll(carla)
