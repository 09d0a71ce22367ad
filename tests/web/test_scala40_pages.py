"""Scala 40 from its table's page: created from the home page's form, hands saved from the
form (who went out, in mano, the cards left on the two-pack picker or a total), refusals by
their field, the distance to the threshold and who is out on the scoreboard, buying back in,
a correction."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from tests.web.conftest import Phone, htmx_regions, lines, state, totals
from tests.web.dom import Node, partials


def s40(seq: int, closer: int | None, *seats: str | int | None, in_mano: bool = False) -> dict:
    """The end-of-hand form as a phone sends it: each seat a card list as the picker writes
    it, a typed total, or None (nothing entered: the closer, or a seat that is out)."""
    data: dict[str, Any] = {"type": "hand", "box": "hand", "expected_seq": str(seq)}
    if closer is not None:
        data["closer"] = str(closer)
    if in_mano:
        data["in_mano"] = "1"
    for i, seat in enumerate(seats):
        if isinstance(seat, int):
            data[f"total-{i}"] = str(seat)
        elif seat is not None:
            data[f"cards-{i}"] = seat
    return data


def notes(page: Node) -> dict[str, str]:
    """Each player's note beside their total on the scoreboard."""
    board = {}
    for row in page.all("table.totals tbody tr"):
        name = row.one("td.name").text.replace("(you)", "").replace("(tu)", "").strip()
        board[name] = row.one(".standing-note").text
    return board


def out_rows(page: Node) -> list[str]:
    return [
        row.one("td.name").text.replace("(you)", "").replace("(tu)", "").strip()
        for row in page.all("table.totals tbody tr")
        if "out" in row.classes
    ]


@pytest.fixture
def table_id(anna: Phone) -> str:
    """Anna, Bruno and Carla's Scala 40 to 101, buying back in at the highest total left."""
    return anna.create(["Anna", "Bruno", "Carla"], me=0, game="scala40", reentry="highest")


def test_the_creation_form_offers_scala_40(app: Flask, anna: Phone) -> None:
    home = anna.page("/")
    assert "scala40" in [o["value"] for o in home.all("#game option")]
    table_id = anna.create(["Anna", "Bruno"], me=0, game="scala40", threshold=201)
    assert state(app, table_id)["options"]["threshold"] == 201
    page = anna.table(table_id)
    assert page.has("#form-hand")
    assert not page.has("#entry-api-only")
    status = page.one(".in-hand-state").text
    assert "Deals: Anna" in status and "Out at 201" in status


LINES = {
    "en": [
        ("0", "Anna went out: 0 points.", "S40-CLOSE"),
        ("20", "Bruno: K♥ (10) + Q♥ (10) = 20.", "S40-VAL-HAND"),
        ("30", "Carla: 30 (typed total).", "S40-VAL-HAND"),
        ("", "Hand 2: Bruno deals.", "S40-DECK"),
    ],
    "it": [
        ("0", "Anna ha chiuso: 0 punti.", "S40-CLOSE"),
        ("20", "Bruno: K♥ (10) + Q♥ (10) = 20.", "S40-VAL-HAND"),
        ("30", "Carla: 30 (totale scritto).", "S40-VAL-HAND"),
        ("", "Mano 2: dà le carte Bruno.", "S40-DECK"),
    ],
}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_hand_saved_from_the_form_scores_in_both_languages(
    app: Flask, table_id: str, lang: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.9")
    phone.sit(table_id, 1)
    page = phone.table(table_id)
    form = page.one("#form-hand")
    # Two packs: every card of a suit has its key, and the jolly.
    keys = [b["data-card"] for b in form.all(".picker [data-card]")]
    assert len(keys) == 53 and "KH" in keys and "JK" in keys
    assert [r["value"] for r in form.all("input[name=closer]")] == ["0", "1", "2"]
    assert not form.one("input[name=closer][value='0']").get("checked")  # never guessed

    response = phone.move(table_id, s40(0, 0, None, "KH,QH", 30))
    assert response.status_code == 303
    page = phone.table(table_id)
    assert totals(page) == {"Anna": 0, "Bruno": 20, "Carla": 30}
    assert lines(page.one("#e1")) == LINES[lang]
    to_go = {"en": "{} to go", "it": "ne mancano {}"}[lang]
    assert notes(page) == {
        "Anna": to_go.format(101),
        "Bruno": to_go.format(81),
        "Carla": to_go.format(71),
    }


def test_a_card_tapped_twice_is_two_copies_a_third_is_refused(
    app: Flask, table_id: str, anna: Phone
) -> None:
    twice = anna.post(f"/t/{table_id}/preview", s40(0, 0, None, "KH,KH", 5))
    assert "Bruno: K♥ (10) + K♥ (10) = 20." in twice.get_data(as_text=True)
    phone = Phone(app, "it", addr="192.0.2.10")
    phone.sit(table_id, 2)
    response = phone.move(table_id, s40(0, 0, None, "KH,KH,KH", 5), htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-hand"].one("p.error")
    assert "K♥" in error.text and "3" in error.text
    assert error.one("a.rule")["href"] == "/rules/S40-DECK"
    assert state(app, table_id)["seq"] == 0


@pytest.mark.parametrize(
    ("lang", "data", "field", "message"),
    [
        ("it", s40(0, None, None, "KH", 5), "closer", "Chi ha chiuso? Tocca il suo nome."),
        ("en", s40(0, None, None, "KH", 5), "closer", "Who went out? Tap their name."),
        (
            "it",
            s40(0, 0, None, None, 5),
            "cards-1",
            "Mancano le carte rimaste a Bruno: toccale, o scrivi il totale.",
        ),
        (
            "en",
            {**s40(0, 0, None, "KH"), "total-2": "x"},
            "total-2",
            "Carla's total must be a whole number.",
        ),
    ],
)
def test_a_refusal_is_said_by_its_field_in_the_users_language(
    app: Flask, table_id: str, lang: str, data: dict, field: str, message: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.11")
    phone.sit(table_id, 1)
    response = phone.move(table_id, data, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-hand"].one("p.error")
    assert error.text == message
    assert error["data-field"] == field
    assert state(app, table_id)["seq"] == 0


def test_who_reaches_the_threshold_is_out_greyed_and_buys_back_in(
    app: Flask, table_id: str, anna: Phone
) -> None:
    assert anna.move(table_id, s40(0, 0, None, "KH,QH", 60)).status_code == 303
    # Carla reaches 60 + 45 = 105: out.
    assert anna.move(table_id, s40(1, 1, 9, None, 45)).status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 9, "Bruno": 20, "Carla": 105}
    assert out_rows(page) == ["Carla"]
    assert notes(page) == {"Anna": "92 to go", "Bruno": "81 to go", "Carla": "out"}
    form = page.one("#form-hand")
    # No entry for Carla: no closer button, no cards box; she is listed as out.
    assert [r["value"] for r in form.all("input[name=closer]")] == ["0", "1"]
    assert [b["data-seat"] for b in form.all(".hand[data-seat]")] == ["0", "1"]
    assert form.value("out-2") == "1"
    assert "Carla" in form.one(".out-seats").text
    # She may buy back in, at the highest total left (Bruno's 20).
    button = page.one("#form-reenter button[name=seat]")
    assert button["value"] == "2" and button.text == "Carla buys back in"
    it_page = Phone(app, "it", addr="192.0.2.12").table(table_id)
    assert notes(it_page)["Carla"] == "fuori"
    response = anna.move(
        table_id, {"type": "reenter", "box": "reenter", "expected_seq": "2", "seat": "2"}
    )
    assert response.status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 9, "Bruno": 20, "Carla": 20}
    assert out_rows(page) == []
    assert not page.has("#form-reenter")
    # A hand with the three of them again.
    assert anna.move(table_id, s40(3, 2, "AS,2S", 10, None)).status_code == 303
    assert totals(anna.table(table_id)) == {"Anna": 22, "Bruno": 30, "Carla": 20}


def test_a_hand_in_mano_pays_double(app: Flask, table_id: str, anna: Phone) -> None:
    assert anna.move(table_id, s40(0, 1, "5H,5D", None, 7, in_mano=True)).status_code == 303
    assert totals(anna.table(table_id)) == {"Bruno": 0, "Carla": 14, "Anna": 20}


def test_a_correction_is_filled_with_the_hand_and_replaces_it(
    app: Flask, table_id: str, anna: Phone
) -> None:
    assert anna.move(table_id, s40(0, 0, None, "KH,QH", 60)).status_code == 303
    assert anna.move(table_id, s40(1, 1, 9, None, 45)).status_code == 303
    form = anna.page(f"/t/{table_id}/moves/2/correct").one("#form-correct")
    assert form.one("input[name=closer][value='1']").get("checked") is not None
    assert form.value("total-0") == "9" and form.value("total-2") == "45"
    assert form.one("#preview")["hx-post"] == f"/t/{table_id}/moves/2/correct/preview"
    preview = anna.post(
        f"/t/{table_id}/moves/2/correct/preview",
        {**s40(2, 1, 9, None, 30), "box": "correct"},
    )
    assert "Carla 45 → 30" in preview.get_data(as_text=True)
    fixed = {**s40(2, 1, 9, None, 30), "box": "correct", "reason": "Carla had 30"}
    response = anna.post(f"/t/{table_id}/moves/2/correct", fixed)
    assert response.status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 9, "Bruno": 20, "Carla": 90}
    assert out_rows(page) == []
    assert notes(page)["Carla"] == "11 to go"


def test_the_check_panel_has_the_two_pack_picker_for_melds(app: Flask) -> None:
    page = Phone(app, "it").page("/games/scala40/check")
    keys = [b["data-card"] for b in page.all(".picker [data-card]")]
    assert "10H" in keys and "JK" in keys and len(set(keys)) == 53
    assert {b.text for b in page.all(".picker [data-card='JK']")} == {"Jolly"}


def test_a_buy_back_redraws_the_other_phones_hand_form(
    app: Flask, table_id: str, anna: Phone
) -> None:
    assert anna.move(table_id, s40(0, 0, None, "KH,QH", 60)).status_code == 303
    assert anna.move(table_id, s40(1, 1, 9, None, 45)).status_code == 303
    bruno = Phone(app, addr="192.0.2.13")
    bruno.sit(table_id, 1)
    reenter = {"type": "reenter", "box": "reenter", "expected_seq": "2", "seat": "2"}
    assert anna.move(table_id, reenter, htmx=True).status_code == 200
    update = bruno.get(f"/t/{table_id}/live?seq=2")
    assert update.status_code == 200
    form = parse_form(update.get_data(as_text=True))
    assert [b["data-seat"] for b in form.all(".hand[data-seat]")] == ["0", "1", "2"]
    assert not form.has("#form-reenter")


def parse_form(html: str) -> Node:
    """The entry region of an update."""
    regions = partials(html)
    (entry,) = [node for key, node in regions.items() if node.has("#form-hand")]
    return entry


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Anna wins: everyone else went out at 101."),
        ("it", "Vince Anna: tutti gli altri hanno sballato a 101."),
    ],
)
def test_the_winner_is_announced_in_scala_40s_words(app: Flask, lang: str, words: str) -> None:
    phone = Phone(app, lang, addr="192.0.2.21")
    table_id = phone.create(["Anna", "Bruno", "Carla"], me=0, game="scala40")
    assert phone.move(table_id, s40(0, 0, None, 101, 101)).status_code == 303
    status = phone.table(table_id).one("#status")
    assert status.one(".winners").text == "Anna"
    # The last one left in wins: not "wins with 0 points".
    assert status.one(".outcome").text == words
