"""The paths where a table stops trusting the app, at 360 px: the undo's notice whichever
answer arrives last, undoing an undo, a correction that keeps the first entry in sight, the
same hand on two phones, hands rather than move numbers, a refusal said once. (Every browser
test also fails on a console error: a CSP violation, say.)

In Italian, whose longer words are the harder fit: the English words of these flows are
checked on the same states through the test client (``tests/web/test_trust_words.py``)."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Page, Route, expect

from .test_first_evening import choose_caller, save_hand, type_totals
from .test_page_pattern import SCREEN, second_phone, table_of_three
from .test_table import join_url_from_qr, total

pytestmark = pytest.mark.e2e

SAY = {
    "it": {
        "nobody": "Nessuno",
        "saved": "Mano 1 salvata",
        "undone": "Mano 1 annullata",
        "restore": "Ripristina la mano 1",
        "restored": "Mano 1 ripristinata",
        "undo_again": "Annulla di nuovo la mano 1",
        "close": "Chiudi",
        "corrected": "Mano 1 corretta",
        "undo_correction": "Annulla la correzione",
        "change": "Bruno 12 → 14",
        "as_entered": "Come inserita",
        "news_corrected": "Anna ha corretto la mano 1",
        "clash": "Anna ha salvato prima la mano 1, ed è diversa dalla tua:",
        "correct_mine": "Correggi la mano 1 con la mia",
        "caller": "Chi ha chiamato Tamalo? Tocca il suo nome, oppure «Nessuno».",
        "undo_hand_1": "Annullare la mano 1? Le mani successive vengono ricalcolate.",
    },
    "en": {
        "nobody": "Nobody",
        "saved": "Hand 1 saved",
        "undone": "Hand 1 undone",
        "restore": "Restore hand 1",
        "restored": "Hand 1 restored",
        "undo_again": "Undo hand 1 again",
        "close": "Close",
        "corrected": "Hand 1 corrected",
        "undo_correction": "Undo the correction",
        "change": "Bruno 12 → 14",
        "as_entered": "As entered",
        "news_corrected": "Anna corrected hand 1",
        "clash": "Anna saved hand 1 first, and it differs from yours:",
        "correct_mine": "Correct hand 1 with mine",
        "caller": "Who called Tamalo? Tap their name, or “Nobody”.",
        "undo_hand_1": "Undo hand 1? The hands after it are scored again.",
    },
}

#: Records, in the page, where each swap came from: "live" for the stream's, else the form's.
RECORD_SWAPS = """() => {
  window.swapsFrom = [];
  document.addEventListener("htmx:before:swap", (event) => {
    const source = event.detail && event.detail.ctx && event.detail.ctx.sourceElement;
    window.swapsFrom.push(source && source.id === "live" ? "live" : "answer");
  });
}"""


def wait_until(page: Page, condition: str) -> None:
    """Wait for a script's condition (``wait_for_function`` evaluates strings, which the
    page's Content-Security-Policy rightly refuses)."""
    for _ in range(100):
        if page.evaluate(condition):
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"never true: {condition} (swaps: {page.evaluate('window.swapsFrom')})")


def toast(page: Page):  # noqa: ANN201 - a Playwright locator
    return page.locator("#notices .toast-saved")


def hold(page: Page) -> None:
    """A thumb on the notice: it stays while the test looks at it."""
    toast(page).dispatch_event("pointerdown")


@pytest.mark.parametrize("order", ["stream_first", "answer_first"])
@pytest.mark.parametrize("lang", ["it"])
def test_the_undo_notice_ends_as_the_last_event_says(server, phone, lang: str, order: str) -> None:
    say = SAY[lang]
    anna, table_url = table_of_three(phone, server, lang)
    save_hand(anna, {0: 3, 1: 12, 2: 7}, say["nobody"])
    expect(toast(anna)).to_contain_text(say["saved"])
    hold(anna)
    anna.evaluate(RECORD_SWAPS)
    if order == "stream_first":
        # The undo's own answer is held back until the stream has long brought the update.
        answered: list[bool] = []

        def late(route: Route) -> None:
            answer = route.fetch()
            time.sleep(1.5)
            route.fulfill(response=answer)
            answered.append(True)

        anna.route(re.compile(r"/moves/\d+/void$"), late)
        toast(anna).locator("form button").click()
        expect(toast(anna)).to_contain_text(say["undone"])
        while not answered:
            anna.wait_for_timeout(100)
        anna.wait_for_timeout(300)  # the late answer's turn (its form may be gone: no swap)
    else:
        # The stream is closed before the tap, and opened again from before the undo once the
        # answer is in: the stream's update of the same undo comes second.
        anna.evaluate("() => htmx.ajax('GET', '/healthz', {target: '#live', swap: 'outerHTML'})")
        expect(anna.locator("#live")).to_have_count(0)
        anna.evaluate("() => { window.swapsFrom = []; }")
        toast(anna).locator("form button").click()
        expect(toast(anna)).to_contain_text(say["undone"])
        anna.evaluate(
            "() => { document.querySelector('#notices .toast-saved').dataset.probe = 'shown'; }"
        )
        stream = table_url.replace(server["url"], "") + "/stream?after=1"
        anna.evaluate(
            """(url) => {
                 const live = document.createElement("div");
                 live.id = "live";
                 live.setAttribute("hx-sse:connect", url);
                 live.setAttribute("hx-swap", "none");
                 document.getElementById("table").appendChild(live);
                 htmx.process(live);
               }""",
            stream,
        )
        wait_until(anna, "() => window.swapsFrom.includes('live')")
        # The notice shown stays as it was (its timer, its finger), not drawn again.
        expect(toast(anna)).to_have_attribute("data-probe", "shown")
    swaps = anna.evaluate("window.swapsFrom")
    expected_first = "live" if order == "stream_first" else "answer"
    assert swaps[0] == expected_first, swaps
    expect(toast(anna)).to_have_count(1)
    expect(toast(anna)).to_contain_text(say["undone"])
    expect(toast(anna).locator("form button")).to_have_text(say["restore"])


@pytest.mark.parametrize("lang", ["it"])
def test_undoing_an_undo_says_it_restores_the_hand(server, phone, shoot, lang: str) -> None:
    say = SAY[lang]
    anna, _table_url = table_of_three(phone, server, lang)
    save_hand(anna, {0: 3, 1: 12, 2: 7}, say["nobody"])
    hold(anna)
    toast(anna).locator("form button").click()
    expect(toast(anna)).to_contain_text(say["undone"])
    expect(total(anna, 1)).to_have_text("0")
    hold(anna)
    restore = toast(anna).locator("form button")
    expect(restore).to_have_text(say["restore"])
    shoot(anna, f"undone-{lang}", screen=True)
    restore.click()
    expect(toast(anna)).to_contain_text(say["restored"])
    expect(total(anna, 1)).to_have_text("12")
    expect(toast(anna).locator("form button")).to_have_text(say["undo_again"])
    # The notice closes without acting on the game.
    close = toast(anna).locator("[data-close]")
    expect(close).to_have_attribute("aria-label", say["close"])
    close.click()
    expect(toast(anna)).to_have_count(0)
    expect(total(anna, 1)).to_have_text("12")
    # The log speaks of hands, not of move numbers.
    anna.locator("#log-fold > summary").click()
    log = anna.locator("#log").inner_text()
    assert not re.search(r"#\d", log), log
    assert not re.search(r"\b(move|mossa)\b", log, re.IGNORECASE), log


@pytest.mark.parametrize("lang", ["it"])
def test_a_correction_keeps_what_was_entered_in_sight(server, phone, shoot, lang: str) -> None:
    say = SAY[lang]
    anna, table_url = table_of_three(phone, server, lang)
    bruno = second_phone(phone, lang, join_url_from_qr(anna, table_url), "Bruno")
    save_hand(anna, {0: 3, 1: 12, 2: 7}, say["nobody"])
    expect(total(bruno, 1)).to_have_text("12")
    anna.goto(table_url + "/moves/1/correct")
    anna.set_viewport_size(SCREEN)
    form = anna.locator("#form-correct")
    bruno_box = form.locator("fieldset.hand[data-seat='1']")
    bruno_box.locator(".open-picker").click()
    bruno_box.locator("input[name='total-1']").fill("14")
    # The preview says what saving would give, and what it changes.
    expect(form.locator(".preview-box .changes-line")).to_have_text(say["change"])
    shoot(anna, f"correction-preview-{lang}", screen=True)
    form.locator("button[type=submit]").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+\?done=\d+$"))
    # Confirmed with its undo, as a save is.
    expect(toast(anna)).to_contain_text(say["corrected"])
    expect(toast(anna).locator("form button")).to_have_text(say["undo_correction"])
    expect(total(anna, 1)).to_have_text("14")
    # The other phone is told, and both keep what was entered beside what it became.
    expect(bruno.locator("#news .toast-news")).to_contain_text(say["news_corrected"])
    expect(total(bruno, 1)).to_have_text("14")
    anna.locator("#log-fold > summary").click()
    entry = anna.locator("#log #e1")
    expect(entry.locator(".was-label")).to_have_text(say["as_entered"])
    expect(entry.locator(".was .pts").nth(1)).to_have_text("12")
    expect(entry.locator(".now .pts").nth(1)).to_have_text("14")
    expect(anna.locator("#log #e2 .changes-line")).to_have_text(say["change"])
    shoot(anna, f"correction-log-{lang}")


@pytest.mark.parametrize("lang", ["it"])
def test_a_hand_saved_first_elsewhere_is_corrected_only_on_purpose(
    server, phone, shoot, lang: str
) -> None:
    say = SAY[lang]
    anna, table_url = table_of_three(phone, server, lang)
    bruno = second_phone(phone, lang, join_url_from_qr(anna, table_url), "Bruno")
    type_totals(bruno, {0: 3, 1: 14, 2: 7})
    choose_caller(bruno, say["nobody"])
    save_hand(anna, {0: 3, 1: 12, 2: 7}, say["nobody"])
    expect(total(bruno, 1)).to_have_text("12")
    bruno.locator("#form-hand button[type=submit]").click()
    expect(bruno.locator("#errors-hand p.error")).to_have_text(say["clash"])
    choices = bruno.locator("#form-hand .clash-choices")
    expect(choices.locator("a.btn-primary")).to_be_visible()  # keeping Anna's comes first
    shoot(bruno, f"clash-{lang}", screen=True)
    correct = choices.locator("button", has_text=say["correct_mine"])
    expect(correct).to_be_enabled()  # after a moment: a second tap of the same finger waits
    correct.click()
    expect(toast(bruno)).to_contain_text(say["corrected"])
    expect(total(anna, 1)).to_have_text("14")
    expect(anna.locator("#scoreboard")).not_to_contain_text("26")  # counted once, not twice


@pytest.mark.parametrize("lang", ["it"])
def test_a_refusal_is_said_once_and_goes_when_fixed(server, phone, lang: str) -> None:
    say = SAY[lang]
    anna, _table_url = table_of_three(phone, server, lang)
    type_totals(anna, {0: 3, 1: 12, 2: 7})
    anna.locator("#form-hand button[type=submit]").click()
    caller = anna.locator("#form-hand fieldset.caller")
    expect(caller.locator(".field-error")).to_have_text(say["caller"])
    page_text = anna.locator("#form-hand").inner_text()
    assert page_text.count(say["caller"]) == 1, page_text
    choose_caller(anna, say["nobody"])
    expect(caller.locator(".field-error")).to_have_count(0)
    expect(anna.locator("#errors-hand .error:visible")).to_have_count(0)


@pytest.mark.parametrize("lang", ["it"])
def test_undoing_an_old_hand_from_the_log_asks_first(server, phone, lang: str) -> None:
    say = SAY[lang]
    anna, _table_url = table_of_three(phone, server, lang)
    save_hand(anna, {0: 3, 1: 12, 2: 7}, say["nobody"])
    expect(total(anna, 1)).to_have_text("12")
    save_hand(anna, {0: 8, 1: 9, 2: 7}, say["nobody"])
    expect(total(anna, 1)).to_have_text("21")
    anna.locator("#log-fold > summary").click()
    entry = anna.locator("#log .entry[data-seq='1']")
    entry.locator(".entry-actions > summary").click()
    asked: list[str] = []
    anna.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    entry.locator("button.btn-danger").click()
    anna.wait_for_timeout(300)
    assert asked == [say["undo_hand_1"]], asked
    expect(total(anna, 1)).to_have_text("21")  # "no" changes nothing
    anna.once("dialog", lambda dialog: dialog.accept())
    entry.locator("button.btn-danger").click()
    expect(total(anna, 1)).to_have_text("9")
