"""The words of the page pattern's browser flows, in English, through the test client.

The flows of ``tests/e2e/test_page_pattern.py`` and ``tests/e2e/test_page_details.py`` run
in Chromium in Italian, whose longer words are the harder fit at 360 px. The words are the
server's (the scripts only show what a page carries), so the English ones are checked here,
on the same states reached without a browser; what the other tests of ``tests/web`` already
hold in both languages (a missing total, the caller, saved and undone, the join page) is not
repeated.
"""

from __future__ import annotations

from flask import Flask

from tests.e2e.test_page_details import SAY
from tests.e2e.test_page_pattern import WORDS
from tests.e2e.test_trust import SAY as TRUST_SAY
from tests.web.conftest import Phone, hand, htmx_regions

EN = {**WORDS["en"], **SAY["en"]}
TRUST = TRUST_SAY["en"]


def test_a_clash_says_who_saved_first_what_differs_and_how_to_keep_theirs(app: Flask) -> None:
    anna = Phone(app)
    table_id = anna.create()
    bruno = Phone(app, addr="192.0.2.2")
    bruno.sit(table_id, 1)
    assert anna.move(table_id, hand(0, 10, 20, 5)).status_code == 303
    clash = bruno.move(table_id, hand(0, 30, 40, 6), htmx=True)
    assert clash.status_code == 409
    regions = htmx_regions(clash)
    errors = regions["#errors-hand"]
    assert errors.one("p.error").text.startswith(EN["conflict"])
    assert [li.text for li in errors.all(".changes li")] == EN["changed"]
    form = regions["#entry-area"].one("#form-hand")
    assert form.one("h2").text.startswith(EN["heading"])
    assert form.one(".clash-choices a").text == EN["keep"]
    assert form.one(".clash-choices button.btn-ghost").text == EN["again"]
    buttons = [button.text for button in form.all(".clash-choices button")]
    assert TRUST["correct_mine"] in buttons  # the flow of tests/e2e/test_trust.py


def test_an_in_hand_refusal_and_the_players_words(app: Flask) -> None:
    anna = Phone(app)
    table_id = anna.create()
    take = {"type": "take", "seat": "1", "box": "inhand", "expected_seq": "0"}
    refused = anna.move(table_id, take, htmx=True)
    assert refused.status_code == 422
    assert htmx_regions(refused)["#errors-inhand"].one("p.error").text.startswith(EN["empty_pile"])
    # Tamalo called: the power of a card is named as players say it.
    call = {"type": "tamalo", "seat": "0", "box": "inhand", "expected_seq": "0"}
    assert anna.move(table_id, call).status_code == 303
    page = anna.table(table_id)
    assert page.one("#form-inhand button[value=power]").text == EN["power"]
    assert page.one("#status .prompt").text.startswith(EN["heading"].replace("2", "1"))
    assert EN["playing_to"] in page.text
    # A typed total folds into "total 14": the script fills in the page's own words.
    chips = page.one("#form-hand fieldset.hand[data-seat='0'] .chips")
    assert chips["data-total"].replace("{n}", "14") == EN["total"]
    picker = page.one("#form-hand fieldset.hand[data-seat='0'] .open-picker")
    assert picker.one(".to-change").text == "Change"


def test_the_fallbacks_of_a_plain_http_phone_say_what_to_do(app: Flask) -> None:
    anna = Phone(app)
    table_id = anna.create(target=10)
    page = anna.table(table_id)
    assert page.one("#invite .wake-btn")["data-unsupported"] == EN["wake_fallback"]
    assert page.one("#invite .share-btn")["data-failed"] == EN["share_fallback"]
    qr = anna.page(f"/t/{table_id}/qr")
    assert qr.one(".share-btn")["data-failed"] == EN["share_fallback"]
    assert qr.one(".qr-instruction").text == EN["scan"]
    assert anna.move(table_id, hand(0, 3, 12, 7)).status_code == 303
    finished = anna.table(table_id)
    assert finished.one("#status .winners").text == "Anna"
    assert finished.one("#status .outcome").text == EN["winner"]
    share = finished.one("#status button.share-result")
    assert (share["data-done"], share["data-failed"]) == (
        EN["result_copied"],
        EN["result_fallback"],
    )
    assert EN["rematch"] in finished.one("#status").text


def test_the_rules_pages_headings(app: Flask) -> None:
    reader = Phone(app)
    assert reader.page("/rules").one("h1").text == EN["rules"]
    rule = reader.page("/rules/TAM-CALL")
    headings = [h2.text for h2 in rule.all("article.rule h2")]
    assert headings[0] == EN["plain"]
    assert EN["source"] in headings
