"""Undo and correction from the table page: struck entries, totals going back, the fix form."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.web.conftest import Phone, hand, htmx_regions, lines, state, totals
from tests.web.dom import parse, partials


@pytest.fixture
def table_id(app: Flask, anna: Phone) -> str:
    """Two hands logged: hand 1 (Anna 22, Bruno 0, Carla 11), hand 2 (9, 9, 9)."""
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    assert anna.move(table_id, hand(0, "3H,4C", "2S", "KR,J", caller=0)).status_code == 303
    assert anna.move(table_id, hand(1, 9, 9, 9)).status_code == 303
    assert state(app, table_id)["totals"] == [31, 9, 20]
    return table_id


@pytest.mark.parametrize(
    ("lang", "badge", "title", "line"),
    [
        ("en", "Undone by Carla: “wrong table”", "Hand 1 undone", "“wrong table”"),
        ("it", "Annullata da Carla: “wrong table”", "Mano 1 annullata", "“wrong table”"),
    ],
)
def test_undo_strikes_the_entry_and_the_totals_go_back(
    app: Flask, table_id: str, lang: str, badge: str, title: str, line: str
) -> None:
    phone = Phone(app, lang)
    phone.sit(table_id, 2)
    response = phone.post(
        f"/t/{table_id}/moves/1/void", {"expected_seq": "2", "reason": "wrong table"}
    )
    assert response.status_code == 303
    # Back on the table, the undo confirmed with the button that restores it.
    assert response.headers["Location"] == f"/t/{table_id}?done=3"
    page = phone.page(response.headers["Location"])
    assert (
        page.one("#notices .toast-saved button.btn-small").text
        == {
            "en": "Restore hand 1",
            "it": "Ripristina la mano 1",
        }[lang]
    )
    struck = page.one("#e1")
    assert "status-voided" in struck.classes
    assert struck.one(".badge-void").text == badge
    assert lines(struck)[0][0] == "22"  # the undone hand keeps its words, struck through
    assert not struck.has("details.entry-actions")  # nothing left to undo on it
    undo = page.one("#e3")
    assert undo.one("strong").text == title  # hands, as players count them: no move numbers
    assert undo.one(".reason").text == line
    assert "#" not in page.one("#log").text
    assert totals(page) == {"Anna": 9, "Bruno": 9, "Carla": 9}
    assert page.one("#e2 strong").text in ("Hand 1", "Mano 1")  # hand 2 is now hand 1
    assert state(app, table_id)["totals"] == [9, 9, 9]


def test_undo_with_htmx_redraws_the_log(app: Flask, table_id: str, anna: Phone) -> None:
    response = anna.post(f"/t/{table_id}/moves/2/void", {"expected_seq": "2"}, htmx=True)
    assert response.status_code == 200
    regions = htmx_regions(response)
    log = regions["#log"]
    assert log["hx-swap"] == "innerHTML"  # an undo changes older entries: the log is redrawn
    assert [li["id"] for li in log.all("li.entry")] == ["e3", "e2", "e1"]
    assert "status-voided" in log.one("#e2").classes
    assert log.one("#e2 .badge-void").text == "Undone by Anna"
    assert log.one("#e3 strong").text == "Hand 2 undone"
    assert totals(regions["#scoreboard"]) == {"Bruno": 0, "Carla": 11, "Anna": 22}


def test_undoing_the_undo_brings_the_hand_back(app: Flask, table_id: str, anna: Phone) -> None:
    anna.post(f"/t/{table_id}/moves/1/void", {"expected_seq": "2"})
    page = anna.table(table_id)
    # Undoing the undo says what it does: it brings hand 1 back.
    assert page.one("#e3 button.btn-danger").text == "Restore hand 1"
    restored = anna.post(f"/t/{table_id}/moves/3/void", {"expected_seq": "3"})
    page = anna.page(restored.headers["Location"])
    assert page.one("#notices .toast-title").text == "✓ Hand 1 restored"
    assert page.one("#notices button.btn-small").text == "Undo hand 1 again"
    assert page.one("#notices [data-close]")["aria-label"] == "Close"
    assert page.one("#e4 strong").text == "Hand 1 restored"
    assert "status-active" in page.one("#e1").classes
    assert page.one("#e3 .badge-void").text == "Undone by Anna"
    assert totals(page) == {"Bruno": 9, "Carla": 20, "Anna": 31}


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        ("en", "Already undone: hand 1."),
        ("it", "Già annullato: la mano 1."),
    ],
)
def test_undoing_twice_is_refused_in_the_log_box(
    app: Flask, table_id: str, lang: str, message: str
) -> None:
    phone = Phone(app, lang)
    phone.sit(table_id, 1)
    phone.post(f"/t/{table_id}/moves/1/void", {"expected_seq": "2"})
    response = phone.post(f"/t/{table_id}/moves/1/void", {"expected_seq": "3"}, htmx=True)
    assert response.status_code == 422
    assert htmx_regions(response)["#errors-log"].text == message
    plain = phone.post(f"/t/{table_id}/moves/1/void", {"expected_seq": "3"})
    assert plain.status_code == 422
    assert parse(plain.get_data(as_text=True)).one("#errors-log").text == message
    assert state(app, table_id)["seq"] == 3


def test_a_stale_undo_is_refused(app: Flask, table_id: str, anna: Phone) -> None:
    response = anna.post(f"/t/{table_id}/moves/1/void", {"expected_seq": "1"}, htmx=True)
    assert response.status_code == 409
    regions = htmx_regions(response)
    assert regions["#errors-log"].text.startswith("Meanwhile another phone logged something")
    assert regions[".live-seq"].one("input")["value"] == "2"
    assert state(app, table_id)["totals"] == [31, 9, 20]


# -- corrections --------------------------------------------------------------------------


def test_the_correction_form_is_filled_with_the_hand(app: Flask, table_id: str) -> None:
    bruno = Phone(app)
    bruno.sit(table_id, 1)
    page = bruno.page(f"/t/{table_id}/moves/1/correct")
    assert page.one("h1").text == "Correct hand 1"
    form = page.one("#form-correct")
    assert form["action"] == f"/t/{table_id}/moves/1/correct"
    assert [form.value(f"cards-{i}") for i in range(3)] == ["3H,4C", "2S", "KR,J"]
    assert form.value("caller") == "0"
    assert form.one(".hand-seq")["value"] == "2"
    assert form.one("button[type=submit]").text == "Save the correction"
    typed = bruno.page(f"/t/{table_id}/moves/2/correct").one("#form-correct")
    assert [typed.value(f"total-{i}") for i in range(3)] == ["9", "9", "9"]
    assert typed.one("input[name=caller][value='']").get("checked") is not None


def test_a_correction_replaces_the_hand(app: Flask, table_id: str, anna: Phone) -> None:
    fixed = {
        **hand(2, "3H", "2S", "KR,J", caller=0),
        "box": "correct",
        "reason": "Anna had only 3",
    }
    response = anna.post(f"/t/{table_id}/moves/1/correct", fixed)
    assert response.status_code == 303
    assert response.headers["Location"] == f"/t/{table_id}?done=3"
    page = anna.table(table_id)
    old = page.one("#e1")
    assert "status-corrected" in old.classes
    assert old.one(".badge-fix").text == "Corrected by Anna: “Anna had only 3”"
    # What was entered stays beside what it became.
    assert lines(old.one(".was"))[0][0] == "22"
    assert lines(old.one(".now"))[0] == (
        "15",
        "Anna called Tamalo with 3 (3♥), not the lowest (Bruno has 2): 15.",
        "TAM-CALLER-NL",
    )
    correction = page.one("#e3")
    assert correction.one("strong").text == "Hand 1 corrected"
    assert correction.one(".reason").text == "“Anna had only 3”"
    assert correction.one(".changes-line").text == "Anna 22 → 15"
    assert totals(page) == {"Bruno": 9, "Carla": 20, "Anna": 24}
    rows = [row.text for row in page.all("table.grid tbody tr")]
    assert rows == ["1 15 +15 0 +0 11 +11", "2 24 +9 9 +9 20 +9"]  # totals after each hand
    # Correcting it again starts from the corrected cards.
    again = anna.page(f"/t/{table_id}/moves/1/correct").one("#form-correct")
    assert again.value("cards-0") == "3H"


def test_an_illegal_correction_is_refused_with_the_typed_cards(
    app: Flask, table_id: str, anna: Phone
) -> None:
    broken = {**hand(2, "3H,3H", "2S", "KR,J", caller=0), "box": "correct"}
    response = anna.post(f"/t/{table_id}/moves/1/correct", broken)
    assert response.status_code == 422
    page = parse(response.get_data(as_text=True))
    error = page.one("p.error")
    assert "3♥ appears 2 times: the deck has one." in error.text
    assert error.one("a.rule")["href"] == "/rules/TAM-DECK"
    assert page.one("#form-correct").value("cards-0") == "3H,3H"
    assert state(app, table_id)["seq"] == 2
    assert state(app, table_id)["totals"] == [31, 9, 20]


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        ("en", "The reason has control characters."),
        ("it", "Il motivo contiene caratteri di controllo."),
    ],
)
def test_a_reason_with_a_control_character_is_refused_in_the_form(
    app: Flask, table_id: str, lang: str, message: str
) -> None:
    phone = Phone(app, lang)
    phone.sit(table_id, 2)
    typed = {**hand(2, "3H", "2S", "KR,J", caller=0), "box": "correct", "reason": "oops\x1b[2J"}
    response = phone.post(f"/t/{table_id}/moves/1/correct", typed)
    assert response.status_code == 422
    page = parse(response.get_data(as_text=True))
    assert message in page.one("p.error").text
    assert page.one("#form-correct").value("cards-0") == "3H"  # what was typed stays
    assert state(app, table_id)["seq"] == 2  # nothing logged


def test_a_stale_correction_keeps_the_typed_cards_for_another_try(
    app: Flask, table_id: str, anna: Phone
) -> None:
    fixed = {**hand(1, "3H", "2S", "KR,J", caller=0), "box": "correct"}
    response = anna.post(f"/t/{table_id}/moves/1/correct", fixed)
    assert response.status_code == 409
    page = parse(response.get_data(as_text=True))
    assert page.one("p.error").text.startswith("Meanwhile another phone logged something")
    form = page.one("#form-correct")
    assert form.value("cards-0") == "3H"
    assert form.one(".hand-seq")["value"] == "2"
    assert state(app, table_id)["totals"] == [31, 9, 20]
    retry = anna.post(f"/t/{table_id}/moves/1/correct", {**fixed, "expected_seq": "2"})
    assert retry.status_code == 303
    assert state(app, table_id)["totals"] == [24, 9, 20]


def test_only_seated_players_get_the_correction_form(app: Flask, table_id: str) -> None:
    visitor = Phone(app)
    response = visitor.get(f"/t/{table_id}/moves/1/correct")
    assert response.status_code == 303
    assert response.headers["Location"] == f"/t/{table_id}"
    refused = visitor.post(f"/t/{table_id}/moves/1/correct", hand(2, 1, 2, 3))
    assert refused.status_code == 401
    assert state(app, table_id)["seq"] == 2


def test_only_hands_have_a_correction_form(app: Flask, table_id: str, anna: Phone) -> None:
    anna.move(table_id, {"type": "tamalo", "seat": "1", "box": "inhand", "expected_seq": "2"})
    links = [a["href"] for a in anna.table(table_id).all("#e3 a")]
    assert not [href for href in links if href.endswith("/correct")]
    assert anna.table(table_id).has(f"#e1 a[href='/t/{table_id}/moves/1/correct']")
    assert anna.get(f"/t/{table_id}/moves/3/correct").status_code == 404
    assert anna.get(f"/t/{table_id}/moves/9/correct").status_code == 404


def test_a_hand_from_before_a_late_join_is_corrected_with_its_own_seats(
    app: Flask, table_id: str, anna: Phone
) -> None:
    anna.move(table_id, {"type": "join", "name": "Dario", "box": "join", "expected_seq": "2"})
    assert [s["name"] for s in state(app, table_id)["seats"]][3] == "Dario"
    form = anna.page(f"/t/{table_id}/moves/1/correct")
    assert len(form.all("fieldset.hand")) == 3  # Anna, Bruno, Carla: Dario was not there yet
    response = anna.post(
        f"/t/{table_id}/moves/1/correct", {**hand(3, 1, 2, 11, caller=0), "reason": "1 not 7"}
    )
    assert response.status_code == 303
    assert state(app, table_id)["totals"][:3] == [0 + 9, 0 + 9, 11 + 9]  # Anna lowest: 0


def test_no_undo_button_where_the_undo_would_be_refused(app: Flask, table_id: str) -> None:
    """Carla may not undo the undo Bruno made (only he, or the host, may)."""
    bruno, carla = Phone(app, addr="192.0.2.8"), Phone(app, addr="192.0.2.9")
    bruno.sit(table_id, 1)
    carla.sit(table_id, 2)
    assert bruno.post(f"/t/{table_id}/moves/2/void", {"expected_seq": "2"}).status_code == 303
    assert bruno.table(table_id).has("#e3 details.entry-actions")
    assert not carla.table(table_id).has("#e3 details.entry-actions")


def test_a_correction_that_reopens_the_game_says_so_on_every_phone(app: Flask) -> None:
    anna, bruno = Phone(app), Phone(app, "it", addr="192.0.2.50")
    table_id = anna.create(["Anna", "Bruno"], me=0, target=10)
    bruno.sit(table_id, 1)
    assert anna.move(table_id, hand(0, 6, 12)).status_code == 303  # Bruno passes 10
    assert state(app, table_id)["winners"] == [0]
    reopened = anna.post(f"/t/{table_id}/moves/1/correct", {**hand(1, 6, 8), "box": "correct"})
    page = anna.page(reopened.headers["Location"])
    assert page.one("#notices .toast-title").text == ("✓ Hand 1 corrected — the game is open again")
    assert page.has("#form-hand")  # play goes on
    told = bruno.get(f"/t/{table_id}/live?seq=1")
    news = partials(told.get_data(as_text=True))["#news"]
    assert news.one(".toast-title").text == (
        "Anna ha corretto la mano 1 — la partita è di nuovo aperta"
    )
    ended = anna.post(f"/t/{table_id}/moves/2/void", {"expected_seq": "2"})
    page = anna.page(ended.headers["Location"])
    assert page.one("#notices .toast-title").text == (
        "✓ Hand 1 back as first entered — the game is over"
    )
    news = partials(bruno.get(f"/t/{table_id}/live?seq=2").get_data(as_text=True))["#news"]
    assert news.one(".toast-title").text == (
        "Anna ha annullato la correzione della mano 1 — la partita è finita"
    )
