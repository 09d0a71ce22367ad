"""While a hand waits for confirmation, every phone says so where it would ask for the hand:
the prompt line says the hand waits (not "Hand 2: at the end of the hand…"), the waiting
hand and who still confirms stand in place of the empty form, on the page and in the live
update each phone gets; the form comes back once the hand counts, is declined or withdrawn.

Three phones: Anna (Italian, the host, seat 0), Luca (English, seat 1), Sara (Italian, seat 2).
Tamalo: under 5 counts 0 (TAM-SCORE). Hand 1, Anna 9, Luca 2, Sara 7: totals 9, 0, 7.
Hand 2, entered by Luca, Anna 3, Luca 12, Sara 6: 0, 12, 6, totals 9, 12, 13.
"""

from __future__ import annotations

from flask import Flask

from tests.web.conftest import Phone, hand, htmx_regions, totals
from tests.web.dom import Node

NAMES = ["Anna", "Luca", "Sara"]


def _table(app: Flask) -> tuple[str, Phone, Phone, Phone]:
    anna = Phone(app, "it", "192.0.2.61")
    luca = Phone(app, "en", "192.0.2.62")
    sara = Phone(app, "it", "192.0.2.63")
    data = {"game": "tamalo", "player": [*NAMES, "", "", ""], "me": "0", "confirm": "1"}
    table_id = anna.post("/tables", data).headers["Location"].removeprefix("/t/")
    luca.sit(table_id, 1)
    sara.sit(table_id, 2)
    return table_id, anna, luca, sara


def _head(app: Flask, table_id: str) -> int:
    return app.extensions["referee"].head_seq(table_id)


def _pending(app: Flask, phone: Phone, table_id: str) -> int:
    return int(phone.table(table_id).one(".pending-hand")["data-seq"])


def _confirm(app: Flask, phone: Phone, table_id: str) -> None:
    seq = _pending(app, phone, table_id)
    data = {"expected_seq": str(_head(app, table_id))}
    assert phone.post(f"/t/{table_id}/pending/{seq}/confirm", data).status_code == 303


def _update(phone: Phone, table_id: str, since: int) -> dict[str, Node]:
    """What a phone that has seen up to ``since`` gets from its next poll: the regions."""
    response = phone.get(f"/t/{table_id}/live?seq={since}")
    assert response.status_code == 200
    return htmx_regions(response)


def _prompt(region: Node) -> str:
    return region.one(".prompt").text


def test_the_prompt_and_every_phone_say_the_hand_waits_until_it_counts(app: Flask) -> None:
    table_id, anna, luca, sara = _table(app)
    assert anna.move(table_id, hand(_head(app, table_id), 9, 2, 7)).status_code == 303
    _confirm(app, luca, table_id)
    _confirm(app, sara, table_id)
    assert totals(sara.table(table_id)) == {"Anna": 9, "Luca": 0, "Sara": 7}
    before = _head(app, table_id)
    # Before hand 2, each phone's prompt asks for it, above its form.
    page = sara.table(table_id)
    assert _prompt(page.one("#status")).startswith("Mano 2:")
    assert page.has("#entry-area form.hand-form")

    assert luca.move(table_id, hand(before, 3, 12, 6)).status_code == 303
    it = ("Mano 2: segnata da Luca, attende la conferma", "Mano 2 in attesa di Anna, Sara")
    en = ("Hand 2: entered by Luca, waiting for confirmation", "Hand 2 waiting for Anna, Sara")
    for phone, (prompt, title) in [(anna, it), (luca, en), (sara, it)]:
        # The live update each phone gets, then the page as it loads again: the same.
        update, page = _update(phone, table_id, before), phone.table(table_id)
        shown = [(update["#status"], update["#entry-area"])]
        shown.append((page.one("#status"), page.one("#entry-area")))
        for status, area in shown:
            assert _prompt(status) == prompt
            assert not area.has("form.hand-form") and not area.has("input.hand-seq")
            assert area.one(".pending-title").text == title
    # The hand counts nowhere yet.
    assert totals(anna.table(table_id)) == {"Anna": 9, "Luca": 0, "Sara": 7}

    # Sara confirms: it waits for Anna alone, still in place of the form on every phone.
    seen = _head(app, table_id)
    _confirm(app, sara, table_id)
    update = _update(anna, table_id, seen)
    assert update["#entry-area"].one(".pending-title").text == "Mano 2 in attesa di Anna"
    assert not update["#entry-area"].has("form.hand-form")
    assert _prompt(update["#status"]) == "Mano 2: segnata da Luca, attende la conferma"

    # Anna confirms: the hand counts, and every phone has its form back, asking for hand 3.
    seen = _head(app, table_id)
    _confirm(app, anna, table_id)
    for phone, asks in [(anna, "Mano 3:"), (luca, "Hand 3:"), (sara, "Mano 3:")]:
        update = _update(phone, table_id, seen)
        assert _prompt(update["#status"]).startswith(asks)
        assert update["#entry-area"].has("form.hand-form")
        assert not update["#entry-area"].has(".pending-hand")
        assert totals(phone.table(table_id)) == {"Anna": 9, "Luca": 12, "Sara": 13}


def test_a_withdrawn_or_declined_hand_gives_the_form_back(app: Flask) -> None:
    table_id, anna, luca, sara = _table(app)
    seen = _head(app, table_id)
    assert anna.move(table_id, hand(seen, 9, 2, 7)).status_code == 303
    pending = _pending(app, anna, table_id)
    assert not luca.table(table_id).has("#entry-area form.hand-form")
    # Anna withdraws it (her undo): the form is back on Luca's phone, asking for hand 1.
    seen = _head(app, table_id)
    undo = anna.post(f"/t/{table_id}/moves/{pending}/void", {"expected_seq": str(seen)})
    assert undo.status_code == 303
    update = _update(luca, table_id, seen)
    assert update["#entry-area"].has("form.hand-form")
    assert _prompt(update["#status"]).startswith("Hand 1:")
    assert "waiting" not in update["#status"].text

    # Entered again, and declined by Sara: the form is back on every phone, nothing counted.
    assert anna.move(table_id, hand(_head(app, table_id), 9, 2, 3)).status_code == 303
    assert _prompt(sara.table(table_id).one("#status")) == (
        "Mano 1: segnata da Anna, attende la conferma"
    )
    seen = _head(app, table_id)
    pending = _pending(app, sara, table_id)
    declined = sara.post(
        f"/t/{table_id}/pending/{pending}/decline", {"expected_seq": str(seen), "reason": "3?"}
    )
    assert declined.status_code == 303
    for phone in (anna, luca, sara):
        update = _update(phone, table_id, seen)
        assert update["#entry-area"].has("form.hand-form")
        assert not update["#entry-area"].has(".pending-hand")
        assert totals(phone.table(table_id)) == {"Anna": 0, "Luca": 0, "Sara": 0}
