"""The Check panels' controls fit what each field takes: one card of 63 from a drop-down list
(Tarocco's lead, not 166 radio buttons), a seat or "turned up" as radio buttons (Ecarté's
King, not a JSON text box), values as a box each (Efele's dead values, not the card picker),
and the seats of an answer's lines by their names (not a raw ``{seat[0]}``)."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.web.conftest import Phone
from tests.web.dom import Node

ECARTE_HAND = "tricks=3+2&king=1&king_declared=1&dealer=0&revokes=0+0"


def form_of(page: Node, check: str) -> Node:
    return next(form for form in page.all("form") if f"{check}#" in form.get("action", ""))


def answer_text(page: Node) -> str:
    return page.one(".check-answer").text


@pytest.mark.parametrize("lang", ["en", "it"])
def test_tarocco_lead_asks_the_card_from_a_drop_down_of_the_63(app: Flask, lang: str) -> None:
    page = Phone(app, lang).page("/games/tarocco/check")
    lead = form_of(page, "/lead")
    assert not lead.has("input[type=radio][name=card]")
    card = lead.one("select[name=card]")
    options = card.all("option")
    assert len(options) == 1 + 63  # a blank to choose from, then the pack: no aliases
    assert card.get("required") is not None
    faces = {option["value"]: option.text for option in options}
    assert faces["KO"] == ("Re Oro" if lang == "it" else "Re Oro")  # the picker's own face
    called = lead.one("select[name=called]")
    assert called.all("option")[0].text == ("nessuno" if lang == "it" else "none")
    # The fields of Tarocco's checks (the options aside): a few radio buttons, not hundreds.
    fields = [r for r in page.all("input[type=radio]") if not r["name"].startswith("opt-")]
    assert len(fields) == 3  # the declaration: none, venti, quindici


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "Re Oro may be led."), ("it", "Si può aprire con Re Oro.")],
)
def test_the_card_chosen_is_asked_and_kept(app: Flask, lang: str, said: str) -> None:
    page = Phone(app, lang).page("/games/tarocco/check/lead?card=KO&hand=KO+T5&first_lead=1")
    assert page.one(".check-answer .verdict").text == said
    chosen = form_of(page, "/lead").one("select[name=card] option[selected]")
    assert chosen["value"] == "KO"


@pytest.mark.parametrize(
    ("lang", "labels"),
    [
        ("en", ["none", "seat 0", "seat 1", "turned up by the dealer"]),
        ("it", ["nessuno", "posto 0", "posto 1", "girato dal mazziere"]),
    ],
)
def test_ecarte_king_is_a_choice_of_seats_not_json(
    app: Flask, lang: str, labels: list[str]
) -> None:
    form = form_of(Phone(app, lang).page("/games/ecarte/check"), "/hand_points")
    assert not form.has("textarea")
    radios = form.all("input[type=radio][name=king]")
    assert [radio["value"] for radio in radios] == ["", "0", "1", "turned_up"]
    assert [label.text for label in form.all("#check-hand_points-king label")] == labels
    assert radios[0].get("checked") is not None  # no King: the default


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "seat 1 declares the King of trumps"),
        ("it", "posto 1 dichiara il Re di briscola"),
    ],
)
def test_ecarte_answer_lines_name_the_seat(app: Flask, lang: str, line: str) -> None:
    """Seat 1 declares the King (+1) and seat 0 makes 3 tricks (+1): 1 each, by the seed's
    rules; each line names its seat."""
    page = Phone(app, lang).page(f"/games/ecarte/check/hand_points?{ECARTE_HAND}")
    text = answer_text(page)
    assert "{seat" not in text and "#0" not in text and "#1" not in text
    assert line in text
    checked = form_of(page, "/hand_points").one("input[name=king][checked]")
    assert checked["value"] == "1"


def test_at_a_table_the_answer_lines_name_the_players(app: Flask) -> None:
    phone = Phone(app, "en")
    table_id = phone.create(["Giulia", "Marco"], game="ecarte")
    page = phone.page(f"/t/{table_id}/check/hand_points?{ECARTE_HAND}")
    text = answer_text(page)
    assert "Marco declares the King of trumps" in text and "{seat" not in text
    labels = [label.text for label in page.all("#check-hand_points-king label")]
    assert labels[1:3] == ["Giulia", "Marco"]


@pytest.mark.parametrize(
    ("lang", "values", "dead"),
    [
        ("en", ["7", "8", "9", "10", "Unter", "Ober", "King", "Ace"], "9 · Unter"),
        ("it", ["7", "8", "9", "10", "Unter", "Ober", "Re", "Asso"], "9 · Unter"),
    ],
)
def test_efele_dead_values_are_ticked_values_not_cards(
    app: Flask, lang: str, values: list[str], dead: str
) -> None:
    """9 and Unter dead: 9H and UE go to the centre, KS is kept."""
    page = Phone(app, lang).page(
        "/games/efele/check/draw?dead_values=9&dead_values=U&draws=9H+UE+KS"
    )
    form = form_of(page, "/draw")
    assert not form.has("input[name=dead_values][data-pick]")  # not the card picker
    boxes = form.all("input[type=checkbox][name=dead_values]")
    assert [box["value"] for box in boxes] == ["7", "8", "9", "10", "U", "O", "K", "A"]
    assert [label.text for label in form.all("#check-draw-dead_values label")] == values
    assert [box["value"] for box in boxes if box.get("checked") is not None] == ["9", "U"]
    numbers = dict(
        zip(
            (dt.text for dt in page.all(".check-answer dl.check-numbers dt")),
            (dd.text for dd in page.all(".check-answer dl.check-numbers dd")),
            strict=True,
        )
    )
    assert numbers["Dead" if lang == "en" else "Morti"] == dead
    assert numbers["Kept" if lang == "en" else "Si tiene"] == "KS"
