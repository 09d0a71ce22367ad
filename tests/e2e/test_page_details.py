"""The page pattern's details, which every game copies, at 360 px in Italian (the English words
are checked without a browser, in tests/web/test_page_words.py): a save refused because
another phone saved first, refusals by the button pressed, the correction page's refusals,
notices that never get in the way, a card picker that knows no game, words as players speak
them, the fallbacks of a plain-http phone, the rules."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_first_evening import (
    PLAIN_HTTP,
    in_viewport,
    over_the_top_bar,
    save_hand,
    type_totals,
)
from .test_page_pattern import SCREEN, WORDS, second_phone, table_of_three
from .test_table import create_table, enter_hand, join_url_from_qr, total

pytestmark = pytest.mark.e2e

SAY = {
    "it": {
        "conflict": "Anna ha salvato prima la mano 1, ed è diversa dalla tua:",
        "changed": [
            "Anna: 10 per Anna · 30 per te",
            "Bruno: 20 per Anna · 40 per te",
            "Carla: 5 per Anna · 6 per te",
        ],
        "keep": "Tieni quella di Anna",
        "again": "È una mano nuova: Salva come mano 2",
        "heading": "Mano 2",
        "choose_card": "Scegli la carta.",
        "empty_pile": "Il mazzo degli scarti è vuoto.",
        "undone_2": "Mano 2 annullata",
        "power": "Usa il potere",
        "wake_fallback": "Questo browser non può tenere acceso lo schermo: allunga il tempo di "
        "spegnimento dello schermo nelle impostazioni del telefono.",
        "share_fallback": "Copia a mano il link qui sotto: è già selezionato.",
        "result_copied": "Risultato copiato: incollalo nel gruppo",
        "result_fallback": "Copialo a mano: è selezionato qui sotto.",
        "rules": "Regole",
        "plain": "In parole semplici",
        "source": "Testo originale (in italiano)",
    },
    "en": {
        "conflict": "Anna saved hand 1 first, and it differs from yours:",
        "changed": [
            "Anna: 10 for Anna · 30 for you",
            "Bruno: 20 for Anna · 40 for you",
            "Carla: 5 for Anna · 6 for you",
        ],
        "keep": "Keep Anna's",
        "again": "It is a new hand: Save it as hand 2",
        "heading": "Hand 2",
        "choose_card": "Choose the card.",
        "empty_pile": "The discard pile is empty.",
        "undone_2": "Hand 2 undone",
        "power": "Uses the power",
        "wake_fallback": "This browser cannot keep the screen on: set a longer screen timeout "
        "in the phone's settings.",
        "share_fallback": "Copy the link below by hand: it is selected.",
        "result_copied": "Result copied: paste it in the group chat",
        "result_fallback": "Copy it by hand: it is selected below.",
        "rules": "Rules",
        "plain": "In plain words",
        "source": "Source text (Italian)",
    },
}


def selected_text(page: Page) -> str:
    return page.evaluate("getSelection().toString()").strip()


# -- 1. another phone saved first ------------------------------------------------------------


@pytest.mark.parametrize("lang", ["it"])
def test_two_phones_saving_at_once_one_is_told_why(server, phone, shoot, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    bruno = second_phone(phone, lang, join_url_from_qr(anna, table_url), "Bruno")
    enter_hand(anna, {}, {0: 10, 1: 20, 2: 5}, caller=None)
    enter_hand(bruno, {}, {0: 30, 1: 40, 2: 6}, caller=None)
    anna.locator("#form-hand button[type=submit]").click()
    expect(total(bruno, 1)).to_have_text("20")
    bruno.locator("#form-hand button[type=submit]").click()

    # What happened and what changed, on screen, by the button.
    errors = bruno.locator("#errors-hand")
    expect(errors.locator("p.error")).to_contain_text(SAY[lang]["conflict"])
    expect(errors.locator(".changes li")).to_have_text(SAY[lang]["changed"])
    bruno.wait_for_timeout(500)  # the smooth scroll
    assert in_viewport(bruno, errors.locator("p.error"))
    assert in_viewport(bruno, errors.locator(".changes"))
    # The entry is kept as typed, and now says which hand it would be saved as.
    form = bruno.locator("#form-hand")
    expect(form.locator("input[name='total-0']")).to_have_value("30")
    expect(form.locator("input[name=caller][value='']")).to_be_checked()
    expect(form.locator("h2")).to_be_visible()
    expect(form.locator("h2")).to_contain_text(SAY[lang]["heading"])
    # Keeping Anna's hand comes first; saving this one as a new hand is a deliberate choice.
    keep = form.locator(".clash-choices a")
    expect(keep).to_have_text(SAY[lang]["keep"])
    assert in_viewport(bruno, keep)
    button = form.locator(".clash-choices button.btn-ghost")
    expect(button).to_have_text(SAY[lang]["again"])
    shoot(bruno, f"conflict-{lang}", screen=True)
    # A second tap of the same finger does not log it again as hand 2 …
    expect(button).to_be_disabled()
    button.click(force=True)
    expect(button).to_be_enabled()
    expect(anna.locator("#log-count")).to_contain_text("1")
    # … a deliberate one does.
    button.click()
    expect(total(anna, 1)).to_have_text("60")
    expect(bruno.locator("#notices .toast-saved")).to_contain_text(
        {"it": "Mano 2 salvata", "en": "Hand 2 saved"}[lang]
    )


# -- 2. refusals of the in-hand log, by the button pressed -----------------------------------


@pytest.mark.parametrize("lang", ["it"])
def test_an_in_hand_refusal_stands_by_the_button_pressed(server, phone, shoot, lang: str) -> None:
    anna, _table_url = table_of_three(phone, server, lang)
    anna.locator("#in-hand > summary").click()
    form = anna.locator("#form-inhand")
    form.locator("label.pill", has_text="Bruno").first.click()

    # A field missing: the message right above the buttons pressed, the field marked.
    match = form.locator("button[value=match]")
    match.click()
    box = anna.locator("#errors-inhand")
    expect(box.locator("p.error")).to_have_text(SAY[lang]["choose_card"])
    cards = form.locator("fieldset", has=anna.locator(".card-radios"))
    expect(cards).to_have_class("invalid")
    assert box.evaluate("el => el.nextElementSibling.querySelector('[value=match]') !== null")
    anna.wait_for_timeout(500)
    assert in_viewport(anna, box) and in_viewport(anna, match)
    shoot(anna, f"in-hand-field-{lang}", screen=True)

    # A move the rules refuse: the message right above that button, which is marked.
    take = form.locator("button[value=take]")
    take.click()
    expect(box.locator("p.error")).to_contain_text(SAY[lang]["empty_pile"])
    assert box.evaluate("el => el.nextElementSibling.querySelector('[value=take]') !== null")
    expect(take).to_have_class("btn invalid")
    expect(cards).not_to_have_class("invalid")  # the earlier mark is gone
    anna.wait_for_timeout(500)
    assert in_viewport(anna, box) and in_viewport(anna, take)
    shoot(anna, f"in-hand-refused-{lang}", screen=True)


# -- 3. the correction page's refusals, at the field -----------------------------------------


@pytest.mark.parametrize("lang", ["it"])
def test_a_refused_correction_is_shown_at_the_field(server, phone, shoot, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    save_hand(anna, {0: 3, 1: 12, 2: 7}, WORDS[lang]["nobody"])
    expect(total(anna, 1)).to_have_text("12")
    anna.goto(table_url + "/moves/1/correct")
    form = anna.locator("#form-correct")
    bruno = form.locator("fieldset.hand[data-seat='1']")
    bruno.locator(".open-picker").click()
    bruno.locator("input[name='total-1']").fill("")
    form.locator("button[type=submit]").click()
    anna.wait_for_load_state()
    # Not at the top of the page: in the form's box, by the button, and at the seat.
    expect(anna.locator("main > section.card .error")).to_have_count(0)
    expect(form.locator("#errors-correct p.error")).to_have_text(WORDS[lang]["missing"])
    expect(bruno).to_have_class(re.compile(r"\bactive\b.*\binvalid\b|\binvalid\b.*\bactive\b"))
    expect(bruno.locator(".field-error")).to_have_text(WORDS[lang]["missing"])
    anna.wait_for_timeout(500)
    assert in_viewport(anna, bruno.locator(".field-error"))
    shoot(anna, f"correction-refused-{lang}", screen=True)


# -- 4. notices never in the way ------------------------------------------------------------


def covered(page: Page, selector: str) -> list[str]:
    """The controls on the screen (below the top bar) that a tap at their centre misses:
    something lies over them."""
    return page.evaluate(
        """selector => {
             const top = document.querySelector(".topbar").getBoundingClientRect().bottom;
             return [...document.querySelectorAll(selector)].filter(el => {
               const box = el.getBoundingClientRect();
               const x = box.x + box.width / 2, y = box.y + box.height / 2;
               const off = y < top || y > innerHeight || x < 0 || x > innerWidth;
               if (!box.width || off) return false;
               return !el.contains(document.elementFromPoint(x, y));
             }).map(el => el.textContent.trim());
           }""",
        selector,
    )


@pytest.mark.parametrize("lang", ["it"])
def test_the_others_news_never_covers_the_controls(server, phone, shoot, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang)
    bruno = second_phone(phone, lang, join_url_from_qr(anna, table_url), "Bruno")
    # Bruno is choosing the caller, at the foot of his screen, when Anna's hand arrives.
    bruno.locator("#form-hand fieldset.caller").evaluate("el => el.scrollIntoView({block: 'end'})")
    save_hand(anna, {0: 3, 1: 12, 2: 7}, WORDS[lang]["nobody"])
    news = bruno.locator("#news .toast-news")
    expect(news.locator(".toast-title")).to_have_text(WORDS[lang]["news"])
    shoot(bruno, f"news-{lang}", screen=True)
    # Over the top bar, nothing else: every control on the screen still takes a tap.
    topbar = bruno.locator(".topbar").bounding_box()
    assert news.bounding_box()["y"] + news.bounding_box()["height"] <= topbar["height"] + 2
    assert covered(bruno, "main button, main label.pill, main input:not([type=hidden])") == []
    # A tap on it sends it away; else it goes by itself, in a few seconds.
    news.click()
    expect(news).to_have_count(0)
    save_hand(anna, {0: 2, 1: 2, 2: 2}, WORDS[lang]["nobody"])
    expect(bruno.locator("#news .toast-news")).to_be_visible()
    expect(bruno.locator("#news .toast-news")).to_have_count(0, timeout=7000)


@pytest.mark.parametrize("lang", ["it"])
def test_a_confirmation_goes_once_the_table_moves_on(server, phone, shoot, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang, target=40)
    bruno = second_phone(phone, lang, join_url_from_qr(anna, table_url), "Bruno")
    save_hand(anna, {0: 3, 1: 12, 2: 7}, WORDS[lang]["nobody"])
    saved = anna.locator("#notices .toast-saved")
    expect(saved).to_contain_text(WORDS[lang]["saved"])
    # Touching its undo holds it; letting go gives it a few seconds more, not forever.
    undo = saved.locator("form button")
    undo.dispatch_event("pointerdown")
    anna.wait_for_timeout(300)
    undo.dispatch_event("pointerup")
    expect(saved).to_have_count(0, timeout=6000)

    # Saved again; then Bruno's hand ends the game: Anna's confirmation of hand 2 goes (its
    # undo would no longer undo the last hand), and the winner is not covered by two notices.
    save_hand(anna, {0: 1, 1: 1, 2: 1}, WORDS[lang]["nobody"])
    expect(saved).to_contain_text({"it": "Mano 2 salvata", "en": "Hand 2 saved"}[lang])
    expect(bruno.locator("#status .prompt")).to_contain_text({"it": "Mano 3", "en": "Hand 3"}[lang])
    save_hand(bruno, {0: 2, 1: 30, 2: 9}, WORDS[lang]["nobody"])
    for page in (anna, bruno):
        expect(page.locator("#status .winners")).to_be_visible()
    expect(saved).to_have_count(0)
    for page in (anna, bruno):
        assert page.locator(".toast:visible").count() <= 1
        over_the_top_bar(page)
    anna.wait_for_timeout(300)
    shoot(anna, f"winner-{lang}", screen=True)
    shoot(bruno, f"winner-saver-{lang}", screen=True)


# -- 5. a card picker that knows no game --------------------------------------------------------

#: A hand form of another game (German suits, its own field names, two decks), put on the
#: page: the picker's script drives it by the roles its template declares.
OTHER_GAME = """() => {
  const form = document.createElement("form");
  form.id = "form-other";
  form.innerHTML = `
    <fieldset class="hand active" data-seat="0"><legend>Anna</legend>
      <div class="seat-line"><input type="hidden" name="carte_a" data-pick="cards">
        <div class="chips" data-total="{n} punti" data-none="niente"></div>
        <button type="button" class="open-picker" data-open>Apri</button></div>
      <div class="picker">
        <button type="button" class="cardbtn red" data-card="H-O">Herz Ober</button>
        <button type="button" class="cardbtn" data-card="E-7">Eichel 7</button>
        <button type="button" class="cardbtn" data-undo>⌫</button>
        <button type="button" class="cardbtn" data-next>›</button></div>
      <div class="alt-entry"><input name="punti_a" data-pick="total"></div></fieldset>
    <fieldset class="hand" data-seat="1"><legend>Bruno</legend>
      <div class="seat-line"><input type="hidden" name="carte_b" data-pick="cards">
        <div class="chips" data-total="{n} punti" data-none="niente"></div>
        <button type="button" class="open-picker" data-open>Apri</button></div>
      <div class="alt-entry"><input type="checkbox" name="vuota_b" data-pick="none"></div>
    </fieldset>`;
  document.querySelector("main").prepend(form);
}"""


@pytest.mark.parametrize("lang", ["it"])
def test_the_card_picker_serves_any_game(server, phone, lang: str) -> None:
    anna, _table_url = table_of_three(phone, server, lang)
    anna.evaluate(OTHER_GAME)
    form = anna.locator("#form-other")
    anna_box = form.locator("fieldset[data-seat='0']")
    for face in ("Herz Ober", "Eichel 7", "Herz Ober"):  # two decks: a card twice
        form.locator(".cardbtn", has_text=face).click()
    expect(form.locator("input[name=carte_a]")).to_have_value("H-O,E-7,H-O")
    chips = anna_box.locator(".chip")
    expect(chips).to_have_text(["Herz Ober", "Eichel 7", "Herz Ober"])
    expect(chips.nth(0)).to_have_class("chip red")  # red as its key says, not by a suit code
    expect(chips.nth(1)).to_have_class("chip")
    chips.nth(1).click()  # a chip taken back
    expect(form.locator("input[name=carte_a]")).to_have_value("H-O,H-O")
    form.locator("[data-undo]").click()
    expect(form.locator("input[name=carte_a]")).to_have_value("H-O")
    # The keys go to the next seat; what was entered shows in the folded one.
    form.locator("[data-next]").click()
    bruno_box = form.locator("fieldset[data-seat='1']")
    expect(bruno_box).to_have_class("hand active")
    expect(bruno_box.locator(".picker")).to_have_count(1)
    expect(anna_box).to_have_class("hand has-cards")
    bruno_box.locator("input[name=vuota_b]").check()
    expect(bruno_box.locator(".chips")).to_have_attribute("data-summary", "niente")
    anna_box.locator("[data-open]").click()
    anna_box.locator("[data-undo]").click()
    anna_box.locator("input[name=punti_a]").fill("14")
    expect(anna_box.locator(".chips")).to_have_attribute("data-summary", "14 punti")
    # Tamalo's own form is untouched by it, and still works.
    expect(anna.locator("#form-hand fieldset.hand[data-seat='0'] .picker")).to_have_count(1)
    assert anna.errors == []  # type: ignore[attr-defined]


# -- 8. words as players speak them -----------------------------------------------------------


@pytest.mark.parametrize("lang", ["it"])
def test_the_words_are_the_players_own(server, phone, shoot, lang: str) -> None:
    anna, _table_url = table_of_three(phone, server, lang)
    # No move numbers in the header.
    head = anna.locator(".table-head").inner_text()
    assert not any(word in head.lower() for word in ("mossa", "move"))
    # An in-hand move, then hand 1, hand 2, and hand 2 undone from its confirmation: the
    # notice names the hand, as the players count them, not the move that logged it.
    anna.locator("#in-hand > summary").click()
    anna.locator("#form-inhand button[value=tamalo]").click()
    expect(anna.locator("#status .tag-call")).to_be_visible()
    expect(anna.locator("#form-inhand button[value=power]")).to_have_text(SAY[lang]["power"])
    type_totals(anna, {0: 3, 1: 12, 2: 7})
    anna.locator("#form-hand button[type=submit]").click()
    expect(anna.locator("#status .prompt")).to_contain_text(SAY[lang]["heading"])
    save_hand(anna, {0: 2, 1: 8, 2: 10}, WORDS[lang]["nobody"])
    toast = anna.locator("#notices .toast-saved")
    expect(toast).to_contain_text({"it": "Mano 2 salvata", "en": "Hand 2 saved"}[lang])
    # "name points" pairs stay together on one line each, wherever the line breaks.
    pairs = toast.locator(".toast-detail").evaluate(
        """el => {
             const text = el.firstChild;
             return text.textContent.split(" · ").map((pair, i, all) => {
               const start = all.slice(0, i).join(" · ").length + (i ? 3 : 0);
               const range = document.createRange();
               range.setStart(text, start);
               range.setEnd(text, start + pair.length);
               return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
             });
           }"""
    )
    assert pairs == [1, 1, 1], pairs
    toast.locator("form button").click()
    expect(anna.locator("#notices .toast-saved")).to_contain_text(SAY[lang]["undone_2"])
    shoot(anna, f"undone-{lang}", screen=True)


# -- 9. the fallbacks of a phone on plain http ---------------------------------------------


@pytest.mark.parametrize("lang", ["it"])
def test_without_share_clipboard_or_wake_lock_the_page_says_what_to_do(
    server, phone, shoot, lang: str
) -> None:
    anna = phone(lang)
    anna.set_viewport_size(SCREEN)
    anna.add_init_script(PLAIN_HTTP)
    table_url = create_table(anna, server["url"], ["Anna", "Bruno", "Carla"])
    assert anna.evaluate("!navigator.share && !navigator.clipboard && !navigator.wakeLock")
    invite = anna.locator("#invite")
    # The wake lock: what to do instead, and the button is not left looking pressed.
    wake = invite.locator(".wake-btn")
    wake.click()
    expect(invite.locator(".wake-status")).to_have_text(SAY[lang]["wake_fallback"])
    expect(wake).to_have_attribute("aria-pressed", "false")
    # Sharing: the link shown and selected, ready for the phone's own "copy".
    invite.locator(".share-btn").click()
    expect(invite.locator(".share-status")).to_have_text(SAY[lang]["share_fallback"])
    link = invite.locator(".share-fallback")
    expect(link).to_be_visible()
    expect(link).to_have_text(re.compile(r"/j/[\w-]+$"))
    assert selected_text(anna) == link.inner_text().strip()
    assert in_viewport(anna, link)
    shoot(anna, f"invite-fallback-{lang}", screen=True)
    # On the QR page the link already shown is the one selected.
    anna.goto(table_url + "/qr")
    anna.locator(".share-btn").click()
    expect(anna.locator(".share-status")).to_have_text(SAY[lang]["share_fallback"])
    assert selected_text(anna) == anna.locator(".qr-url").inner_text().strip()
    expect(anna.locator(".share-fallback")).to_have_count(1)  # the link is not shown twice


@pytest.mark.parametrize("lang", ["it"])
def test_sharing_the_result_copies_it_or_shows_it(server, phone, shoot, lang: str) -> None:
    anna, table_url = table_of_three(phone, server, lang, target=10)
    anna.context.grant_permissions(["clipboard-read", "clipboard-write"])
    plain = second_phone(phone, lang, join_url_from_qr(anna, table_url), "Bruno")
    plain.add_init_script(PLAIN_HTTP)
    plain.reload()
    save_hand(anna, {0: 3, 1: 12, 2: 7}, WORDS[lang]["nobody"])
    share = anna.locator("#status button.share-result")
    share.click()
    expect(anna.locator("#status .share-status")).to_have_text(SAY[lang]["result_copied"])
    copied = anna.evaluate("navigator.clipboard.readText()")
    assert copied.splitlines()[0] == "Tamalo"
    assert "1. Anna 0 · 2. Carla 7 · 3. Bruno 12" in copied
    # Where there is no clipboard, the result is shown, selected.
    expect(plain.locator("#status .winners")).to_have_text("Anna")
    plain.locator("#status button.share-result").click()
    expect(plain.locator("#status .share-status")).to_have_text(SAY[lang]["result_fallback"])
    shown = plain.locator("#status .summary-text")
    expect(shown).to_be_visible()
    expect(shown).to_contain_text("1. Anna 0 · 2. Carla 7 · 3. Bruno 12")
    assert "1. Anna 0" in selected_text(plain)
    shoot(plain, f"result-fallback-{lang}", screen=True)


# -- the rules, as a reader meets them -----------------------------------------------------


@pytest.mark.parametrize("lang", ["it"])
def test_the_rules_read_by_game_and_topic_titles_first(server, phone, shoot, lang: str) -> None:
    page = phone(lang)
    page.set_viewport_size(SCREEN)
    page.goto(server["url"] + "/rules")
    expect(page.locator("h1")).to_have_text(SAY[lang]["rules"])
    page.locator("#tamalo h2 a").click()  # a page per game
    expect(page.locator("h1")).to_have_text("Tamalo")
    tamalo = page.locator("section.rules-game#tamalo")
    topics = tamalo.locator("h3")
    assert topics.count() >= 3  # grouped by topic
    first = tamalo.locator(".rule-list li").first
    # Each rule: its title first (the link), then a line saying it.
    assert first.evaluate("li => li.firstElementChild.tagName") == "A"
    assert first.locator("a").inner_text().strip()
    visible = page.locator("main").inner_text()
    assert "TAM-" not in visible, "rule ids on the rules page"
    shoot(page, f"rules-{lang}", screen=True)

    first.locator("a").click()
    page.wait_for_url("**/rules/*")
    # A rule page: the title, what it says in a line, then in plain words; the source after;
    # the id and the technical digest folded away.
    order = page.locator("article.rule > *").evaluate_all(
        "els => els.filter(el => el.offsetParent !== null)"
        ".map(el => el.tagName + '.' + el.className)"
    )
    assert order[1:4] == ["H1.", "P.summary", "H2."], order
    expect(page.locator("article.rule h2").first).to_have_text(SAY[lang]["plain"])
    plain = page.locator("article.rule p.plain")
    expect(plain).to_be_visible()
    assert plain.inner_text().strip()
    assert "TAM-" not in page.locator("main").inner_text()
    expect(page.locator("details.technical")).not_to_have_attribute("open", "")
    source = page.locator("article.rule h2", has_text=SAY[lang]["source"])
    assert source.bounding_box()["y"] > plain.bounding_box()["y"]
    shoot(page, f"rule-{lang}", screen=True)


# -- host tools, loaded when opened ------------------------------------------------------


def test_open_host_tools_follow_the_table(server, phone) -> None:
    """The host panel is loaded when opened (the first load stays small); an open panel is
    loaded again when the table changes who sits where."""
    anna, table_url = table_of_three(phone, server, "en")
    join_url = join_url_from_qr(anna, table_url)
    anna.locator("#host-tools > summary").click()
    bruno_option = anna.locator("#host-seat option[value='1']")
    expect(bruno_option).to_have_text("Bruno (no phone yet)")
    second_phone(phone, "en", join_url, "Bruno")
    expect(anna.locator("#host-tools")).to_have_attribute("open", "")
    expect(bruno_option).to_have_text("Bruno")
    anna.locator("#host-seat").select_option("1")
    anna.locator("#host-tools button", has_text="Hand over").click()
    expect(anna.locator(".topbar .who")).to_have_text("You: Anna")
    expect(anna.locator("#host-tools")).to_have_count(0)
