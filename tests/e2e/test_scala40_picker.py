"""Scala 40's card keys at 360 px: a suit a block (no row mixes suits), every key at least
44 px square, the running points of the cards tapped, and the box of who went out passed
over by "Next"; the same keys in the Check panel."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from .test_scala40 import create_scala40
from .test_table import no_sideways_scroll

pytestmark = pytest.mark.e2e

ACTIVE = re.compile(r"\bactive\b")
SKIPPED = re.compile(r"\bskipped\b")

SAID = {
    "it": {"points": "{} punti", "point": "{} punto", "went_out": "ha chiuso: nessuna carta"},
    "en": {"points": "{} points", "point": "{} point", "went_out": "went out: no cards"},
}


def key_rows(picker: Locator) -> list[list[str]]:
    """The picker's suited keys row by row, as laid out on the screen (a row: the keys whose
    tops are level), each checked to be at least 44 px square and on the screen."""
    boxes = picker.evaluate(
        """keys => Array.from(keys.querySelectorAll('[data-card]')).map(k => {
            const r = k.getBoundingClientRect();
            return [k.dataset.card, Math.round(r.top + window.scrollY), r.width, r.height, r.right];
        })"""
    )
    rows: dict[int, list[str]] = {}
    for code, top, width, height, right in boxes:
        assert width >= 44 and height >= 44, f"{code} is {width:.0f}×{height:.0f} px"
        assert right <= 360, f"{code} runs past the screen"
        if code != "JK":
            rows.setdefault(top, []).append(code)
    return [rows[top] for top in sorted(rows)]


def one_suit_a_row(picker: Locator) -> None:
    rows = key_rows(picker)
    for row in rows:
        assert len({code[-1] for code in row}) == 1, f"a row mixes suits: {row}"
    # The four suits in order, each from the ace to the king.
    assert [code for row in rows for code in row][:13] == [
        r + "S" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    ]
    assert len([code for row in rows for code in row]) == 52


def tap(page: Page, scope: str, *codes: str) -> None:
    for code in codes:
        page.locator(f"{scope} .picker .cardbtn[data-card='{code}']").click()


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_keys_a_suit_a_row_the_running_points_and_the_closer_passed_over(
    server, phone, shoot, lang: str
) -> None:
    said = SAID[lang]
    anna = phone(lang)
    create_scala40(anna, server["url"], ["Anna", "Bruno", "Carla"])
    form = anna.locator("#form-hand")
    one_suit_a_row(form.locator(".picker"))

    # Bruno went out. Anna's cards, tapped: a lone ace counts 1 (S40-LONE-ACE); with K♥
    # and 5♠ it is 11 + 10 + 5 = 26.
    form.locator("input[name=closer][value='1']").check()
    anna_box = form.locator("fieldset.hand[data-seat='0']")
    tap(anna, "#form-hand fieldset.hand[data-seat='0']", "AH")
    expect(anna_box.locator(".subtotal")).to_have_text(said["point"].format(1))
    tap(anna, "#form-hand fieldset.hand[data-seat='0']", "KH", "5S")
    expect(anna_box.locator(".subtotal")).to_have_text(said["points"].format(26))
    shoot(anna, "anna-tapped", screen=True)

    # "Next" passes over Bruno, who has no cards, to Carla; after her there is no one.
    anna_box.locator("[data-next]").click()
    carla_box = form.locator("fieldset.hand[data-seat='2']")
    bruno_box = form.locator("fieldset.hand[data-seat='1']")
    expect(carla_box).to_have_class(ACTIVE)
    expect(bruno_box).to_have_class(SKIPPED)
    expect(bruno_box.locator(".chips")).to_have_attribute("data-summary", said["went_out"])
    expect(carla_box.locator("[data-next]")).to_be_hidden()
    expect(anna_box.locator(".subtotal")).to_have_text(said["points"].format(26))
    tap(anna, "#form-hand fieldset.hand[data-seat='2']", "JK", "QD")
    expect(carla_box.locator(".subtotal")).to_have_text(said["points"].format(35))
    shoot(anna, "next-is-carla", screen=True)
    no_sideways_scroll(anna)

    # Carla went out after all: her box folds, and the keys go back to the first to enter.
    form.locator("input[name=closer][value='2']").check()
    expect(anna_box).to_have_class(ACTIVE)
    expect(carla_box).to_have_class(SKIPPED)
    expect(bruno_box).not_to_have_class(SKIPPED)
    expect(anna_box.locator("[data-next]")).to_be_visible()

    # The Check panel's keys: a suit a row too, and what the cards tapped cost.
    anna.locator("#checks-fold > summary").click()
    melds = anna.locator("#check-melds .picker")
    expect(melds).to_be_visible()
    one_suit_a_row(melds)
    costs = anna.locator("#check-hand_value")
    one_suit_a_row(costs.locator(".picker"))
    tap(anna, "#check-hand_value", "AH", "KD", "JK")
    # 11 + 10 + 25 = 46, as the check itself answers.
    expect(costs.locator(".subtotal")).to_have_text(said["points"].format(46))
    costs.locator("button[type=submit]").click()
    expect(costs.locator(".check-answer .verdict")).to_contain_text("= 46.")
    shoot(anna, "check-panel")
    no_sideways_scroll(anna)
