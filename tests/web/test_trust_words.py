"""The words of the trust flows' browser tests, in English, through the test client.

``tests/e2e/test_trust.py`` runs its flows in Chromium in Italian, whose longer words are the
harder fit at 360 px. The words are the server's (the scripts only show what a page carries),
so the English ones are checked here, on the same states reached without a browser. What the
other tests of ``tests/web`` already hold in English is not repeated: saved, undone, restored
and "Undo hand 1 again" (``test_undo.py``), the caller's refusal (``test_moves.py``), the clash
and its choices (``test_page_words.py``).
"""

from __future__ import annotations

from flask import Flask

from tests.conftest import sse_messages
from tests.e2e.test_trust import SAY
from tests.web.conftest import Phone, hand, htmx_regions
from tests.web.dom import partials

EN = SAY["en"]


def test_a_correction_keeps_what_was_entered_in_sight(app: Flask, anna: Phone) -> None:
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    bruno = Phone(app, addr="192.0.2.2")
    bruno.sit(table_id, 1)
    assert anna.move(table_id, hand(0, 3, 12, 7)).status_code == 303
    fixed = {**hand(1, 3, 14, 7), "box": "correct"}
    preview = anna.post(f"/t/{table_id}/moves/1/correct/preview", fixed)
    assert EN["change"] in preview.get_data(as_text=True)

    stream = bruno.client.get(
        f"/t/{table_id}/stream?after=1", headers={"Accept-Language": "en"}, buffered=False
    )
    try:
        messages = sse_messages(iter(stream.response))
        corrected = anna.post(f"/t/{table_id}/moves/1/correct", fixed, htmx=True)
        news = partials(next(messages)["data"])["#news"].one(".toast-news")
    finally:
        stream.close()
    assert corrected.status_code == 200
    toast = htmx_regions(corrected)["#notices"].one(".toast-saved")
    assert EN["corrected"] in toast.one(".toast-title").text
    assert toast.one("form button").text == EN["undo_correction"]
    assert EN["news_corrected"] in news.one(".toast-title").text

    log = anna.table(table_id)
    assert log.one("#e1 .was-label").text == EN["as_entered"]
    assert log.one("#e2 .changes-line").text == EN["change"]


def test_undoing_an_old_hand_from_the_log_asks_first(app: Flask, anna: Phone) -> None:
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    assert anna.move(table_id, hand(0, 3, 12, 7)).status_code == 303
    assert anna.move(table_id, hand(1, 8, 9, 7)).status_code == 303
    undo = anna.table(table_id).one("#log .entry[data-seq='1'] form[hx-confirm]")
    assert undo["hx-confirm"] == EN["undo_hand_1"]
