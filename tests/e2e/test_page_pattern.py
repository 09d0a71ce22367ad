"""The page pattern every game's page copies, point by point, at 360 px in Italian (the English
words are checked without a browser, in tests/web/test_page_words.py): what to do first,
refusals where the finger is, a confirmation and its undo, the others told, the caller asked
for, what was typed always shown, rules by their titles, nothing cut off, the end and its
rematch, the QR page, buttons that say what happened, the in-hand picker, and a taken seat
asked for."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_first_evening import choose_caller, in_viewport, save_hand, type_totals
from .test_table import create_table, join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e

SCREEN = {"width": 360, "height": 740}
#: The closed "each enters their own part" fold under a hand's form: one row and its margin.
PARTS_ROW = 60
WORDS = {
    "it": {
        "missing": "Mancano le carte di Bruno: toccale, o scrivi il totale.",
        "caller": "Chi ha chiamato Tamalo? Tocca il suo nome, oppure «Nessuno».",
        "saved": "Mano 1 salvata",
        "undone": "Mano 1 annullata",
        "news": "Anna ha inserito la mano 1",
        "nobody": "Nessuno",
        "total": "totale 14",
        "rematch": "Rivincita",
        "scan": "Inquadra per sederti",
        "take": "Sì, sono Bruno: prendo il posto",
        "lost": "Bruno ora gioca da un altro telefono: questo resta a guardare.",
        "winner": "vince con 0 punti",
        "playing_to": "Si gioca fino a 100",
        "title": "Meno di 5 vale 0",
        "discard": "Scarta",
    },
    "en": {
        "missing": "Bruno's cards are missing: tap them, or type the total.",
        "caller": "Who called Tamalo? Tap their name, or “Nobody”.",
        "saved": "Hand 1 saved",
        "undone": "Hand 1 undone",
        "news": "Anna entered hand 1",
        "nobody": "Nobody",
        "total": "total 14",
        "rematch": "Rematch",
        "scan": "Scan to take your seat",
        "take": "Yes, I am Bruno: take the seat",
        "lost": "Bruno now plays on another phone: this one just watches.",
        "winner": "wins with 0 points",
        "playing_to": "Playing to 100",
        "title": "Under 5 counts 0",
        "discard": "Discards it",
    },
}


def table_of_three(phone, server, lang: str, target: int | None = None) -> tuple[Page, str]:
    anna = phone(lang)
    anna.set_viewport_size(SCREEN)
    return anna, create_table(anna, server["url"], ["Anna", "Bruno", "Carla"], target=target)


def second_phone(phone, lang: str, join_url: str, name: str) -> Page:
    page = phone(lang)
    page.set_viewport_size(SCREEN)
    sit(page, join_url, name)
    return page


@pytest.mark.parametrize("lang", ["it"])
def test_1_a_refusal_stands_where_the_finger_is(server, phone, shoot, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    save_hand(anna, {0: 3, 2: 7}, WORDS[lang]["nobody"])
    field = anna.locator("#form-hand fieldset.hand[data-seat='1']")
    expect(field).to_have_class(re.compile("invalid"))
    expect(field.locator(".field-error")).to_have_text(WORDS[lang]["missing"])
    expect(anna.locator("#errors-hand p.error")).to_have_attribute("role", "alert")
    anna.wait_for_timeout(400)
    assert in_viewport(anna, field.locator(".field-error"))
    shoot(anna, f"error-{lang}", screen=True)


@pytest.mark.parametrize("lang", ["it"])
def test_2_a_save_is_confirmed_with_an_undo_and_the_others_are_told(
    server, phone, shoot, lang: str
) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    bruno = second_phone(phone, lang, join_url_from_qr(anna, table_url), "Bruno")
    save_hand(anna, {0: 3, 1: 12, 2: 7}, WORDS[lang]["nobody"])
    toast = anna.locator("#notices .toast-saved")
    expect(toast).to_contain_text(WORDS[lang]["saved"])
    assert in_viewport(anna, toast)
    # A thumb resting on the confirmation holds it (it would go by itself after 8 s, which a
    # loaded test machine can spend on the screenshots below before the tap).
    toast.dispatch_event("pointerdown")
    expect(bruno.locator("#news .toast-news .toast-title")).to_have_text(WORDS[lang]["news"])
    # The other phones see the scores too, not only the saving one.
    expect(bruno.locator("#news .toast-news .toast-detail")).to_contain_text("Bruno 12")
    shoot(anna, f"saved-{lang}", screen=True)
    shoot(bruno, f"told-{lang}", screen=True)
    toast.locator("form button").click()  # the one-tap undo
    expect(anna.locator("#notices .toast-saved")).to_contain_text(WORDS[lang]["undone"])
    expect(total(bruno, 1)).to_have_text("0")


@pytest.mark.parametrize("lang", ["it"])
def test_3_the_page_starts_with_what_to_do_now(server, phone, shoot, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    # Seats still empty: what the host does first is invite (the QR is on the first screen).
    expect(anna.locator("#invite")).to_have_attribute("open", "")
    assert in_viewport(anna, anna.locator("#invite .invite-qr img"))
    join_url = join_url_from_qr(anna, table_url)
    second_phone(phone, lang, join_url, "Bruno")
    second_phone(phone, lang, join_url, "Carla")
    expect(anna.locator("#invite-first #invite")).to_have_count(0)  # everyone sits
    anna.evaluate("window.scrollTo(0, 0)")
    height = anna.evaluate("document.scrollingElement.scrollHeight")
    # Two screens, and the one-line "each enters their own part" under the hand's form.
    assert height <= 2 * SCREEN["height"] + PARTS_ROW, f"an empty table is {height}px tall"
    first = anna.locator("#form-hand fieldset.hand[data-seat='0'] .cardbtn").first
    assert in_viewport(anna, first), "the entry's first control is below the first screen"
    for fold in ("#log-fold", "#host-tools", "#options-fold", "#in-hand", "#invite"):
        expect(anna.locator(fold)).not_to_have_attribute("open", "")
    shoot(anna, f"start-{lang}", screen=True)


@pytest.mark.parametrize("lang", ["it"])
def test_4_the_caller_is_asked_for_never_guessed(server, phone, lang: str) -> None:
    anna, _table_url = table_of_three(phone, server, lang)
    type_totals(anna, {0: 3, 1: 12, 2: 7})
    expect(anna.locator("#preview .hint")).to_have_text(WORDS[lang]["caller"])
    anna.locator("#form-hand button[type=submit]").click()
    caller = anna.locator("#form-hand fieldset.caller")
    expect(caller.locator(".field-error")).to_have_text(WORDS[lang]["caller"])
    anna.wait_for_timeout(400)
    assert in_viewport(anna, caller)
    choose_caller(anna, WORDS[lang]["nobody"])
    expect(caller.locator(".field-error")).to_have_count(0)
    anna.locator("#form-hand button[type=submit]").click()
    expect(total(anna, 1)).to_have_text("12")


@pytest.mark.parametrize("lang", ["it"])
def test_5_typed_totals_show_in_folded_boxes_and_corrections(server, phone, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    type_totals(anna, {0: 14, 1: 2, 2: 7})
    folded = anna.locator("#form-hand fieldset.hand[data-seat='0'] .chips")
    expect(folded).to_have_attribute("data-summary", WORDS[lang]["total"])
    choose_caller(anna, WORDS[lang]["nobody"])
    anna.locator("#form-hand button[type=submit]").click()
    expect(total(anna, 0)).to_have_text("14")
    anna.goto(table_url + "/moves/1/correct")
    chips = anna.locator("#form-correct fieldset.hand[data-seat='0'] .chips")
    expect(chips).to_have_attribute("data-summary", WORDS[lang]["total"])


@pytest.mark.parametrize("lang", ["it"])
def test_6_lines_cite_rules_by_their_titles(server, phone, shoot, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    save_hand(anna, {0: 3, 1: 12, 2: 7}, WORDS[lang]["nobody"])
    expect(total(anna, 1)).to_have_text("12")
    anna.locator("#log-fold > summary").click()
    cited = anna.locator("#e1 a.rule[href='/rules/TAM-LT5']").first
    expect(cited).to_have_text(WORDS[lang]["title"])
    visible = anna.locator("main").inner_text()
    assert not re.search(r"\bTAM-[A-Z0-9]", visible), "a rule id is shown on the table page"
    shoot(anna, f"titles-{lang}")


#: Every element drawn outside its container or the screen, and every text outside its
#: element (a key's face, a label), ignoring what a container clips on purpose (a scrolling
#: grid, an ellipsis) and the screen-reader-only text.
OVERFLOWS = """() => {
  const width = document.documentElement.clientWidth;
  const name = el => {
    const classes = typeof el.className === "string" ? el.className.trim().split(/\\s+/) : [];
    const id = el.id ? "#" + el.id : "";
    return el.tagName.toLowerCase() + id + classes.filter(Boolean).map(c => "." + c).join("");
  };
  const clipped = el => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== "visible") return true;
    }
    return false;
  };
  const found = [];
  for (const el of document.querySelectorAll("body *")) {
    if (el.closest(".sr-only, [hidden], svg > *, script, select, option")) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || clipped(el)) continue;
    if (box.left < -1 || box.right > width + 1) found.push(name(el) + " is off the screen");
    const around = el.parentElement.getBoundingClientRect();
    const placed = getComputedStyle(el).position === "fixed";  // on the screen, not in a box
    if (!placed && (box.left < around.left - 1 || box.right > around.right + 1)) {
      found.push(name(el) + " sticks out of " + name(el.parentElement));
    }
    const visible = getComputedStyle(el).overflowX === "visible";
    if (visible && el.clientWidth && el.scrollWidth > el.clientWidth + 1) {
      found.push(name(el) + " has content wider than itself: " + el.textContent.trim());
    }
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.left < box.left - 1 || line.right > box.right + 1) {
          found.push("'" + node.textContent.trim() + "' overflows " + name(el));
        }
      }
    }
  }
  return [...new Set(found)];
}"""


def fits(page: Page, what: str) -> None:
    """Nothing on the page sticks out of its container or the 360 px screen."""
    found = page.evaluate(OVERFLOWS)
    assert found == [], f"{what} at 360 px: {found}"
    assert page.evaluate("document.scrollingElement.scrollWidth") <= SCREEN["width"], what


def folded_boxes_line_up(page: Page) -> None:
    """Folded seat boxes: the name on one line, what was entered starting at one x."""
    boxes = page.locator("#form-hand fieldset.hand:not(.active)")
    lefts = set()
    for i in range(boxes.count()):
        box = boxes.nth(i)
        legend = box.locator("legend")
        height = legend.evaluate("el => el.getBoundingClientRect().height")
        line = legend.evaluate("el => parseFloat(getComputedStyle(el).lineHeight)")
        assert height < 1.5 * line, f"{legend.inner_text()} wraps"
        lefts.add(round(box.locator(".chips").bounding_box()["x"]))
    assert len(lefts) <= 1, f"the folded boxes' entries start at {sorted(lefts)}"


@pytest.mark.parametrize("lang", ["it"])
def test_7_nothing_is_cut_off_at_360_px(server, phone, shoot, lang: str) -> None:
    page = phone(lang)
    page.set_viewport_size(SCREEN)
    page.goto(server["url"] + "/")
    page.locator("details.options-wrap > summary").click()
    fits(page, "the home page with every option")

    table_url = create_table(page, server["url"], ["Anna", "Bruno", "Carla"], target=40)
    fits(page, "an empty table")
    folded_boxes_line_up(page)
    # Mid-hand: two seats folded with what was entered (a typed total, a king tapped in).
    form = page.locator("#form-hand")
    form.locator("fieldset.hand[data-seat='0'] input[name='total-0']").fill("3")
    form.locator("fieldset.hand[data-seat='0'] .cardbtn[data-next]").click()
    form.locator("fieldset.hand[data-seat='1'] .cardbtn[data-card='KR']").click()
    form.locator("fieldset.hand[data-seat='1'] .cardbtn[data-card='KB']").click()
    form.locator("fieldset.hand[data-seat='1'] .cardbtn[data-next]").click()
    change = {"it": "Modifica", "en": "Change"}[lang]
    for seat in (0, 1):
        expect(form.locator(f"fieldset.hand[data-seat='{seat}'] .open-picker")).to_have_text(
            change, use_inner_text=True
        )
    fits(page, "a hand being entered")
    folded_boxes_line_up(page)
    shoot(page, f"entering-{lang}", screen=True)
    form.locator("fieldset.hand[data-seat='2'] input[name='total-2']").fill("7")
    choose_caller(page, WORDS[lang]["nobody"])
    form.locator("button[type=submit]").click()
    expect(page.locator("#status .prompt")).to_contain_text({"it": "Mano 2", "en": "Hand 2"}[lang])
    # Mid-game, every fold open: the log, the in-hand panel, invite, host tools, house rules.
    for fold in ("#log-fold", "#in-hand", "#host-tools", "#options-fold", "#scoreboard details"):
        if page.locator(fold).get_attribute("open") is None:
            page.locator(f"{fold} > summary").click()
    expect(page.locator("#options-fold .options-list:not(.house-confirm)")).to_be_visible()
    page.wait_for_timeout(300)
    fits(page, "a table mid-game with every fold open")
    shoot(page, f"mid-game-{lang}")
    join_url = join_url_from_qr(page, table_url)
    page.goto(table_url + "/qr")
    fits(page, "the QR page")
    page.goto(join_url + "?change=1")
    fits(page, "the join page")
    page.goto(table_url + "/moves/1/correct")
    fits(page, "the correction page")
    page.goto(server["url"] + "/rules")
    fits(page, "the rules")
    page.goto(server["url"] + "/rules/game/tamalo")
    fits(page, "a game's rules")
    page.goto(server["url"] + "/rules/TAM-CALLER-GT5")
    page.locator("details.technical > summary").click()
    fits(page, "a rule page")


@pytest.mark.parametrize("lang", ["it"])
def test_8_the_end_has_a_winner_and_a_rematch(server, phone, shoot, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang, target=10)
    save_hand(anna, {0: 3, 1: 12, 2: 7}, WORDS[lang]["nobody"])
    # The winner said once, well: the name, then the score; a trophy drawn, not an emoji
    # (no emoji font on many phones).
    expect(anna.locator("#status .winners")).to_have_text("Anna")
    expect(anna.locator("#status .outcome")).to_have_text(WORDS[lang]["winner"])
    assert anna.locator("#status").inner_text().count("Anna") == 1
    trophy = anna.locator("#status svg.trophy")
    expect(trophy).to_be_visible()
    assert trophy.bounding_box()["width"] >= 48
    assert "🏆" not in anna.locator("main").inner_text()
    expect(anna.locator("#scoreboard details.grid-wrap")).to_have_attribute("open", "")
    anna.wait_for_timeout(400)
    assert in_viewport(anna, anna.locator("#status .winners"))
    shoot(anna, f"end-{lang}", screen=True)
    anna.locator("#status form button", has_text=WORDS[lang]["rematch"]).click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    assert anna.url != table_url
    expect(anna.locator("#form-hand")).to_be_visible()


@pytest.mark.parametrize("lang", ["it"])
def test_9_the_qr_page_tells_a_joiner_what_to_do(server, phone, shoot, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    anna.goto(table_url + "/qr")
    expect(anna.locator(".qr-instruction")).to_have_text(WORDS[lang]["scan"])
    expect(anna.locator(".big-code")).to_have_text(re.compile(r"^[A-Z2-9]{6}$"))
    expect(anna.locator(".house-rules")).to_contain_text(WORDS[lang]["playing_to"])
    # Centred like everything else on the page.
    button = anna.locator(".share-btn").bounding_box()
    assert abs(button["x"] + button["width"] / 2 - SCREEN["width"] / 2) <= 2
    anna.locator(".share-btn").click()
    expect(anna.locator(".share-status")).not_to_be_empty()
    shoot(anna, f"qr-{lang}", screen=True)


@pytest.mark.parametrize("lang", ["it"])
def test_10_buttons_say_what_happened(server, phone, lang: str) -> None:
    anna, _table_url = table_of_three(phone, server, lang)
    anna.locator("#invite .wake-btn").click()
    expect(anna.locator("#invite .wake-status")).not_to_be_empty()
    anna.locator("#invite .share-btn").click()
    expect(anna.locator("#invite .share-status")).not_to_be_empty()


@pytest.mark.parametrize("lang", ["it"])
def test_11_the_in_hand_log_taps_cards_and_keeps_the_player(server, phone, lang: str) -> None:
    anna, _table_url = table_of_three(phone, server, lang)
    anna.locator("#in-hand > summary").click()
    anna.locator("#form-inhand label.pill", has_text="Bruno").first.click()  # "Who?"
    anna.locator("#form-inhand .card-radios label", has_text="7").click()
    anna.locator("#form-inhand button[value=discard]").click()
    expect(anna.locator("#status .in-hand-state")).to_contain_text("7")
    expect(anna.locator("#form-inhand input[name=seat][value='1']")).to_be_checked()
    expect(anna.locator("#form-inhand select")).to_have_count(2)  # only cause and named move


@pytest.mark.parametrize("lang", ["it"])
def test_12_a_taken_seat_is_asked_for_and_the_other_phone_told(
    server, phone, shoot, lang: str
) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    join_url = join_url_from_qr(anna, table_url)
    bruno = second_phone(phone, lang, join_url, "Bruno")
    impostor = phone(lang)
    impostor.set_viewport_size(SCREEN)
    impostor.goto(join_url)
    impostor.locator("button.btn-seat", has_text="Bruno").click()
    confirm = impostor.locator("button[name=take_over]")
    expect(confirm).to_have_text(WORDS[lang]["take"])
    shoot(impostor, f"ask-{lang}", screen=True)
    confirm.click()
    impostor.wait_for_url(table_url)
    # Said once, in words that fit the phone reading them (the other phones' toast says
    # "Bruno now plays on another phone"; this phone is not "the previous one" to itself).
    expect(bruno.locator("#lost-seat")).to_have_text(WORDS[lang]["lost"])
    expect(bruno.locator(".toast")).to_have_count(0)
    expect(bruno.locator("#form-hand")).to_have_count(0)
    # A watcher has no table to share: the QR button goes with the seat, live.
    expect(bruno.locator("#show-qr")).to_have_count(0)
    expect(bruno.locator("#watching")).to_be_hidden()  # the banner above says it
    expect(impostor.locator("#show-qr")).to_be_visible()
    expect(anna.locator("#log .entry").first).to_contain_text("Bruno")
    shoot(bruno, f"lost-{lang}", screen=True)


HOST_LOST = {
    "it": "Anna ora gioca da un altro telefono: da questo continui a gestire il tavolo.",
    "en": "Anna now plays on another phone: this one still hosts the table.",
}


@pytest.mark.parametrize("lang", ["it"])
def test_12b_a_host_whose_seat_is_taken_is_told_it_still_hosts(server, phone, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    join_url = join_url_from_qr(anna, table_url)
    other = phone(lang)
    other.set_viewport_size(SCREEN)
    other.goto(join_url)
    other.locator("button.btn-seat", has_text="Anna").click()
    other.locator("button[name=take_over]").click()
    other.wait_for_url(table_url)
    expect(anna.locator("#lost-seat")).to_have_text(HOST_LOST[lang])
    # Still the host: the tools and the table's QR stay, and nothing says it only watches.
    expect(anna.locator("#host-tools")).to_have_count(1)
    expect(anna.locator("#show-qr")).to_be_visible()
    expect(anna.locator("#watching .notice")).to_have_count(0)


GIVEN = {
    "it": "Paolo ora siede al posto di Bruno: questo telefono resta a guardare.",
    "en": "Paolo now sits at Bruno's seat: this phone just watches.",
}


@pytest.mark.parametrize("lang", ["en"])
def test_12c_a_phone_whose_seat_the_host_gives_away_is_told_who_sits_there(
    server, phone, lang: str
) -> None:
    anna, table_url = table_of_three(phone, server, "it")
    bruno = second_phone(phone, lang, join_url_from_qr(anna, table_url), "Bruno")
    anna.locator("#host-tools > summary").click()
    anna.locator("#replace-seat").select_option("1")
    anna.locator("#host-tools input[name=name]").fill("Paolo")
    anna.locator("#host-tools button", has_text="Sostituisci").click()
    # Not "Bruno now plays on another phone": the seat is Paolo's, and this phone watches.
    expect(bruno.locator("#lost-seat")).to_have_text(GIVEN[lang])
    expect(bruno.locator("#scoreboard tr[data-seat='1'] td.name")).to_contain_text("Paolo")
    expect(bruno.locator("#form-hand")).to_have_count(0)
    no_sideways_scroll(bruno)
