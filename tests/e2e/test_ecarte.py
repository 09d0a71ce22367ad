"""Ecarté at 360 px between two phones, one browser context each: a match to 5 with the
first hand logged card by card (the turned-up card, the exchange as big buttons, the King
declared, five tricks tapped on two card pickers, a card refused by its button, a revoke
found), then hands entered by their summary, one of them undone, and the King turned up
that ends the match, read back in the hand-by-hand grid and the chart; and the same by
summary under the classic rules, in Italian; a hand card by card under the classic rules,
and a player throwing in their cards in the middle of the next one."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .test_table import join_url_from_qr, no_sideways_scroll, sit, total

pytestmark = pytest.mark.e2e


def create_ecarte(anna: Page, base: str, rule_set: str = "seed") -> str:
    anna.goto(base + "/")
    anna.locator("#game").select_option("ecarte")
    expect(anna.locator("input[name=player]")).to_have_count(2)  # Ecarté's two rows
    rule_set_radio = anna.locator(f"input[name=opt-rule_set][value='{rule_set}']")
    expect(rule_set_radio).to_have_count(1)  # the game's options are drawn
    if rule_set != "seed":
        anna.locator("details.options-wrap > summary").click()
        rule_set_radio.check()
    for i, name in enumerate(["Anna", "Bruno"]):
        anna.locator("input[name=player]").nth(i).fill(name)
    anna.locator("input[name=me][value='0']").check()
    anna.locator("#create-form button.btn-primary").click()
    anna.wait_for_url(re.compile(r"/t/[\w-]+$"))
    return anna.url


def tap_step(page: Page, text: str) -> None:
    page.locator("#form-step button", has_text=text).click()


def tap_trick(page: Page, lead: str, follow: str) -> None:
    form = page.locator("#form-trick")
    form.locator(f"#lead-pick label:has(input[value='{lead}'])").click()
    expect(form.locator(f"#lead-pick input[value='{lead}']")).to_be_checked()
    form.locator(f"#follow-pick button[value='{follow}']").click()


def enter_summary(
    page: Page, tricks: str, king: str, prepotenza: str | None = "none", *, declared: bool = False
) -> None:
    fold = page.locator("#summary-fold")
    if fold.count() and fold.get_attribute("open") is None:
        fold.locator("> summary").click()
    form = page.locator("#form-hand")
    form.locator(f"label:has(input[name=tricks][value='{tricks}'])").click()
    form.locator(f"label:has(input[name=king][value='{king}'])").click()
    if declared:
        form.locator("input[name=king_declared]").check()
    if prepotenza is not None:
        form.locator(f"label:has(input[name=prepotenza][value='{prepotenza}'])").click()


#: The lines each word button of the hand's form takes (a word cut across two lines reads as
#: two: "Nessun/o").
BUTTON_LINES = """() => Array.from(document.querySelectorAll('#form-hand .picker.words .cardbtn'))
  .map(label => {
    const tops = new Set();
    label.childNodes.forEach(node => {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent.trim()) return;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width) tops.add(Math.round(rect.top));
      }
    });
    return [label.textContent.trim(), tops.size];
  })"""


def save_summary(page: Page) -> None:
    page.locator("#form-hand button[type=submit]").click()


def test_a_match_to_5_between_two_phones(server, phone, shoot) -> None:
    anna = phone("en")
    table_url = create_ecarte(anna, server["url"])
    join_url = join_url_from_qr(anna, table_url)
    bruno = phone("en")
    sit(bruno, join_url, "Bruno")
    expect(bruno.locator("body")).to_have_attribute("data-live", "on")
    expect(bruno.locator("#status .rule-set")).to_have_text("Rules: The Italian text's")
    shoot(anna, "1-empty", screen=True)
    no_sideways_scroll(anna)
    # Every seat has its phone: the empty table fits two screens, the result's first row
    # of choices on the first.
    anna.evaluate("window.scrollTo(0, 0)")
    height = anna.evaluate("document.scrollingElement.scrollHeight")
    assert height <= 2 * 780, f"an empty table is {height}px tall"

    # Hand 1, card by card. Anna deals and turns up the 7♥: both phones show hearts, large.
    anna.locator("#card-by-card > summary").click()
    anna.locator("#form-step button[name=card][value='7H']").click()
    for page in (anna, bruno):
        expect(page.locator("#status .trump-suit")).to_have_text("Trumps: hearts")
        expect(page.locator("#status .trump-card")).to_have_text("7♥")
    shoot(bruno, "2-trumps", screen=True)

    # The exchange, each step on the phone of whoever says it.
    tap_step(bruno, "Bruno proposes an exchange")
    tap_step(anna, "Anna accepts")
    tap_step(bruno, "3 cards")
    expect(anna.locator("#form-step h2")).to_have_text("How many cards does Anna change?")
    tap_step(anna, "2 cards")
    expect(bruno.locator("#status")).to_contain_text("16 cards in the stock")
    tap_step(bruno, "Bruno plays")

    # Anna declares the King of trumps: 1 at once, on both phones.
    tap_step(anna, "Anna declares it")
    expect(total(bruno, 0)).to_have_text("1")

    # The tricks. Anna, holding the declared K♥, cannot answer 9♥ with a club: refused.
    expect(anna.locator("#lead-pick legend")).to_have_text("1. Bruno leads: tap the card")
    tap_trick(anna, "9H", "7C")
    error = anna.locator("#errors-trick .error")
    expect(error).to_contain_text("K♥")
    expect(error.locator("a.rule")).to_have_count(1)
    shoot(anna, "3-refused", screen=True)
    expect(anna.locator("#follow-pick button[value='7H']")).to_have_count(0)  # turned up
    tap_trick(anna, "9H", "KH")
    expect(bruno.locator("#form-trick h2")).to_have_text("Trick 2 of 5")
    expect(bruno.locator("#follow-pick .played[data-card='KH']")).to_have_count(1)
    expect(bruno.locator("#follow-pick button[value='KH']")).to_have_count(0)
    tap_trick(bruno, "AS", "7S")
    expect(anna.locator("#form-trick h2")).to_have_text("Trick 3 of 5")
    tap_trick(anna, "QD", "8H")
    expect(bruno.locator("#form-trick h2")).to_have_text("Trick 4 of 5")
    tap_trick(bruno, "10C", "JC")
    expect(anna.locator("#form-trick h2")).to_have_text("Trick 5 of 5")
    shoot(anna, "4-trick-5", screen=True)
    no_sideways_scroll(anna)
    # Bruno's 8♦ shows he held a diamond when he trumped the Q♦: a revoke, −1.
    tap_trick(anna, "7D", "8D")
    for page in (anna, bruno):
        expect(total(page, 0)).to_have_text("2")
        expect(total(page, 1)).to_have_text("−1")
    anna.locator("#log-fold > summary").click()
    expect(anna.locator("#log .entry").first).to_contain_text("Revoke by Bruno in trick 3")
    shoot(anna, "5-revoke")

    # Hand 2 by summary (Bruno deals): Bruno's phone saves a vole for himself by mistake...
    expect(bruno.locator("#form-hand")).to_be_visible()
    enter_summary(bruno, "0-5", "none")
    expect(bruno.locator("#preview")).to_contain_text("If you save now:")
    save_summary(bruno)
    expect(total(anna, 1)).to_have_text("1")
    # ... and undoes it from his notice: both phones go back.
    bruno.locator("#notices .toast-saved button", has_text="Undo").click()
    for page in (anna, bruno):
        expect(total(page, 1)).to_have_text("−1")
    # The right one: Anna took all five, a vole.
    enter_summary(anna, "5-0", "none")
    save_summary(anna)
    expect(total(bruno, 0)).to_have_text("4")

    # Hand 3: Anna deals and turns up the K♠: 1 to the dealer at once, her fifth point.
    # (Her card-by-card fold stayed open since hand 1.)
    expect(anna.locator("#card-by-card")).to_have_attribute("open", "")
    anna.locator("#form-step button[name=card][value='KS']").click()
    for page in (anna, bruno):
        expect(page.locator("#status .winners")).to_have_text("Anna")
        expect(page.locator("#form-hand")).to_have_count(0)
    expect(total(bruno, 0)).to_have_text("5")
    # Beside each total, what the latest entry changed: the King's +1, not hand 2's vole.
    expect(bruno.locator(".totals tr[data-seat='0'] .delta")).to_have_text("+1")
    expect(bruno.locator(".totals tr[data-seat='1'] .delta")).to_have_text("+0")
    shoot(bruno, "6-finished")
    no_sideways_scroll(bruno)
    # The hand-by-hand grid, read forward: the King Anna declared scored before hand 1's
    # tricks (1, then 2 with Bruno's revoke at −1), the vole (4), the King turned up (5).
    rows = bruno.locator("#grid-box tbody tr")
    expect(rows).to_have_count(4)
    cells = [[c.strip() for c in rows.nth(i).inner_text().split("\t")] for i in range(4)]
    assert cells == [
        ["King", "1 +1", "0 +0"],
        ["1", "2 +1", "−1 −1"],
        ["2", "4 +2", "−1 +0"],
        ["King", "5 +1", "−1 +0"],
    ]
    # The chart draws the same lines, from 0 before the first entry.
    chart = bruno.request.get(table_url + "/chart.svg").text()
    assert 'data-player="Anna" data-totals="0 1 2 4 5"' in chart
    assert 'data-player="Bruno" data-totals="0 0 -1 -1 -1"' in chart


def test_a_match_by_summary_under_the_classic_rules_in_italian(server, phone, shoot) -> None:
    anna = phone("it")
    table_url = create_ecarte(anna, server["url"], "classic")
    join_url = join_url_from_qr(anna, table_url)
    bruno = phone("it")
    sit(bruno, join_url, "Bruno")
    expect(bruno.locator("#status .rule-set")).to_have_text("Regole: Classiche francesi")
    bruno.locator("#differences-fold > summary").click()
    expect(bruno.locator("#differences-fold .differences-list dt")).to_have_count(6)
    shoot(bruno, "1-differences", screen=True)

    # Bruno stood (di prepotenza) and lost: classic, Anna scores a flat 2, Bruno stays at 0.
    enter_summary(anna, "3-2", "none", "1")
    lines = anna.evaluate(BUTTON_LINES)
    assert ["Nessuno", 1] in lines and all(n == 1 for _, n in lines), lines
    expect(anna.locator("#preview")).to_contain_text("Se salvi ora:")
    save_summary(anna)
    expect(total(bruno, 0)).to_have_text("2")
    expect(total(bruno, 1)).to_have_text("0")
    # Bruno declares his King and takes a vole: 1 + 2.
    enter_summary(bruno, "0-5", "1", declared=True)
    save_summary(bruno)
    expect(total(anna, 1)).to_have_text("3")
    # Anna declares her King (3) and takes all five, a vole: 5.
    enter_summary(anna, "5-0", "0", declared=True)
    save_summary(anna)
    for page in (anna, bruno):
        expect(page.locator("#status .winners")).to_have_text("Anna")
    shoot(anna, "2-finished")
    no_sideways_scroll(anna)


def test_a_hand_card_by_card_under_the_classic_rules(server, phone, shoot) -> None:
    """Bruno plays without proposing (he stands), Anna announces her King before the first
    card and takes four tricks, every card legal under the classic duty to win the trick:
    1 for the King, 2 because the player who stood took fewer than three. In the next hand
    Anna stands, and after two tricks throws in her cards: Bruno's phone shows his 2."""
    anna = phone("en")
    table_url = create_ecarte(anna, server["url"], "classic")
    join_url = join_url_from_qr(anna, table_url)
    bruno = phone("en")
    sit(bruno, join_url, "Bruno")
    anna.locator("#card-by-card > summary").click()
    anna.locator("#form-step button[name=card][value='7H']").click()
    expect(bruno.locator("#status .trump-suit")).to_have_text("Trumps: hearts")
    tap_step(bruno, "Bruno plays")
    # Anna taps once her page has Bruno's stand (the same update redraws her step buttons).
    expect(anna.locator("#log .entry").first).to_contain_text("di prepotenza")
    tap_step(anna, "Anna declares it")
    expect(total(bruno, 0)).to_have_text("1")
    tricks = [("9S", "KS"), ("AD", "7D"), ("QC", "KC"), ("8S", "10S"), ("KH", "8H")]
    for number, (lead, follow) in enumerate(tricks, 1):
        page = anna if number % 2 else bruno  # each phone enters some of them
        # ... once its page shows the trick before as played (its form redrawn).
        expect(page.locator("#form-trick h2")).to_have_text(f"Trick {number} of 5")
        tap_trick(page, lead, follow)
    for page in (anna, bruno):
        expect(total(page, 0)).to_have_text("3")
        expect(total(page, 1)).to_have_text("0")
    bruno.locator("#log-fold > summary").click()
    expect(bruno.locator("#log")).to_contain_text("stood (played without an exchange)")
    shoot(bruno, "classic-card-by-card")
    no_sideways_scroll(bruno)

    # Hand 2: Bruno deals, Anna turns up the 8♣ from her phone and stands (plays without an
    # exchange). Anna's 9♠ takes his 7♠; his K♦ takes her A♦.
    fold = anna.locator("#card-by-card")
    if fold.get_attribute("open") is None:
        fold.locator("> summary").click()
    anna.locator("#form-step button[name=card][value='8C']").click()
    expect(bruno.locator("#status .trump-suit")).to_have_text("Trumps: clubs")
    tap_step(anna, "Anna plays")
    expect(anna.locator("#form-trick h2")).to_have_text("Trick 1 of 5")
    tap_trick(anna, "9S", "7S")
    expect(bruno.locator("#form-trick h2")).to_have_text("Trick 2 of 5")
    tap_trick(bruno, "AD", "KD")
    # Under the trick form, a button per player; Anna taps hers, with 1 trick. The 3 tricks
    # not played are Bruno's: 4. Anna stood and took fewer than 3: Bruno scores 2 (the
    # classic rules, the hand counted as played out).
    expect(anna.locator("#form-trick h2")).to_have_text("Trick 3 of 5")
    throw = anna.locator("#form-throw")
    expect(throw.locator("button")).to_have_text(["Anna throws in", "Bruno throws in"])
    throw.scroll_into_view_if_needed()
    shoot(anna, "throw-in-buttons", screen=True)
    no_sideways_scroll(anna)
    throw.locator("button", has_text="Anna throws in").click()
    for page in (bruno, anna):
        expect(total(page, 1)).to_have_text("2")
        expect(total(page, 0)).to_have_text("3")
        expect(page.locator("#form-throw")).to_have_count(0)
    expect(bruno.locator("#log .entry").first).to_contain_text(
        "Anna throws in their cards with 1 trick: the rest go to Bruno. Anna stood (played "
        "without an exchange) and took only 1 trick: Bruno (4 tricks) scores 2."
    )
    bruno.locator("#log .entry").first.scroll_into_view_if_needed()
    shoot(bruno, "throw-in-scored", screen=True)
    no_sideways_scroll(bruno)
