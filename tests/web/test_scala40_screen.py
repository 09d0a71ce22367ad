"""Scala 40's screen as players at 360 px read it: the Check panel in the page's language,
cards by their faces; the two-pack picker a suit a block, each key carrying what its card
costs (for the running points); the box of who went out passed over; buying back in above
the hand's form."""

from __future__ import annotations

import re

import pytest
from flask import Flask

from tests.web.conftest import Phone
from tests.web.dom import Node
from tests.web.test_scala40_pages import s40


@pytest.fixture
def table_id(anna: Phone) -> str:
    """Anna, Bruno and Carla's Scala 40 to 101, buying back in at the highest total left."""
    return anna.create(["Anna", "Bruno", "Carla"], me=0, game="scala40", reentry="highest")


def numbers(box: Node) -> list[tuple[str, str]]:
    """The labels and values of a list of numbers, in order (its own level only)."""
    terms = [n for n in box.all("dt") if n.parent is box]
    values = [n for n in box.all("dd") if n.parent is box]
    return [(t.text, v.text) for t, v in zip(terms, values, strict=True)]


#: 5♥ jolly 7♥ is a sequence of 5 + 6 + 7 = 18; Q♥ K♥ A♥ one of 10 + 10 + 11 = 31 (the ace
#: after the king counts 11): together 49, at least 40.
MELDS = "melds-0=5H+JK+7H&melds-1=QH+KH+AH"

MELD_WORDS = {
    "it": {
        "top": [("Calata", None), ("Punti dell'apertura", "49"), ("Basta per aprire", "sì")],
        "first": [
            ("Carte", "5♥ · Jolly · 7♥"),
            ("Valida", "sì"),
            ("Tipo", "scala"),
            ("Punti", "18"),
            ("Regola", "Scale"),
            ("Perché", "Scala di cuori: 5♥ + jolly come 6♥ (6) + 7♥ = 18."),
            ("Il jolly sta per", "6♥"),
        ],
        "second_cards": "Q♥ · K♥ · A♥",
        "legends": ["Calata 1", "Calata 2", "Calata 3"],
        "set": "tris o quartetto",
    },
    "en": {
        "top": [("Meld", None), ("Opening points", "49"), ("Enough to open", "yes")],
        "first": [
            ("Cards", "5♥ · Joker · 7♥"),
            ("Valid", "yes"),
            ("Kind", "sequence"),
            ("Points", "18"),
            ("Rule", "Sequences"),
            ("Why", "Sequence in hearts: 5♥ + jolly as 6♥ (6) + 7♥ = 18."),
            ("The joker stands for", "6♥"),
        ],
        "second_cards": "Q♥ · K♥ · A♥",
        "legends": ["Meld 1", "Meld 2", "Meld 3"],
        "set": "set",
    },
}


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_check_panel_speaks_the_pages_language_and_shows_faces(
    app: Flask, table_id: str, lang: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.21")
    words = MELD_WORDS[lang]
    card = phone.page(f"/t/{table_id}/check/melds?{MELDS}").one("#check-melds")
    assert [f.one("legend").text for f in card.all("fieldset.hand")] == words["legends"]
    answer = card.one(".check-answer dl.options-list")
    top = numbers(answer)
    assert [label for label, _ in top] == [label for label, _ in words["top"]]
    assert top[1:] == words["top"][1:]
    first, second = answer.all("ol.check-items li")
    assert numbers(first.one("dl")) == words["first"]
    assert numbers(second.one("dl"))[0] == (words["first"][0][0], words["second_cards"])
    # No code is left as typed, nor an English field name on the Italian page.
    shown = answer.text
    for code in ("5H", "JK", "7H", "6H", "QH"):
        assert code not in shown
    if lang == "it":
        for english in ("Melds?", "Cards", "Valid", "Kind", "Stands for", "Opening value"):
            assert not re.search(rf"\b{english}\b", card.text), english

    # A set, and a jolly that says its card: 7♣ 7♦ 7♠ and 8♣ jolly-as-9♣ 10♣.
    asked = "melds-0=7C+7D+7S&melds-1=8C+JK%3D9C+10C"
    answer = phone.page(f"/t/{table_id}/check/melds?{asked}").one("#check-melds .check-answer")
    first, second = answer.all("ol.check-items li")
    assert dict(numbers(first.one("dl")))[words["first"][2][0]] == words["set"]
    joker = "Jolly" if lang == "it" else "Joker"
    assert dict(numbers(second.one("dl")))[words["first"][0][0]] == f"8♣ · {joker} (9♣) · 10♣"


@pytest.mark.parametrize(
    ("lang", "legend", "label", "value"),
    [
        ("it", "Carte rimaste in mano", "Punti", "46"),
        ("en", "Cards left in hand", "Points", "46"),
    ],
)
def test_the_hand_value_check_in_the_pages_language(
    app: Flask, table_id: str, lang: str, legend: str, label: str, value: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.22")
    # A♥ 11 + K♦ 10 + jolly 25 = 46.
    card = phone.page(f"/t/{table_id}/check/hand_value?cards=AH+KD+JK").one("#check-hand_value")
    assert card.one("fieldset.hand legend").text == legend
    assert dict(numbers(card.one(".check-answer dl.options-list")))[label] == value
    # Its box shows the running points of the keys tapped, in the page's words.
    subtotal = card.one("fieldset.hand output.subtotal")
    expected = {"it": ("{n} punto", "{n} punti"), "en": ("{n} point", "{n} points")}[lang]
    assert (subtotal["data-one"], subtotal["data-other"]) == expected
    # The melds check does not add cards up (a meld's points depend on its order).
    melds = phone.page(f"/t/{table_id}/check").one("#check-melds")
    assert not melds.has("output.subtotal")


def keys(picker: Node) -> dict[str, Node]:
    return {key["data-card"]: key for key in picker.all("[data-card]")}


def test_the_picker_is_a_suit_a_block_and_its_keys_say_what_cards_cost(
    app: Flask, table_id: str, anna: Phone
) -> None:
    for picker in (
        anna.table(table_id).one("#form-hand .picker"),
        anna.page(f"/t/{table_id}/check").one("#check-melds .picker"),
    ):
        blocks = picker.all(".suit-block")
        assert [b["data-suit"] for b in blocks] == ["S", "H", "D", "C"]
        for block in blocks:
            codes = [k["data-card"] for k in block.all("[data-card]")]
            ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
            assert codes == [rank + block["data-suit"] for rank in ranks]
        assert [k["data-card"] for k in picker.one(".picker-tail").all("[data-card]")] == ["JK"]
        by_code = keys(picker)
        # S40-VAL-HAND: face value, 10 for a figure, 11 for an ace, 25 for a jolly; an ace
        # left alone counts 1 (S40-LONE-ACE, on by default).
        assert {c: by_code[c]["data-points"] for c in ("7S", "10H", "QD", "KC", "AH", "JK")} == {
            "7S": "7",
            "10H": "10",
            "QD": "10",
            "KC": "10",
            "AH": "11",
            "JK": "25",
        }
        assert by_code["AH"]["data-alone"] == "1"
        assert by_code["KH"].get("data-alone") is None
        assert "red" in by_code["5H"].classes and "red" not in by_code["5S"].classes


def test_the_keys_follow_the_tables_options(app: Flask, anna: Phone) -> None:
    table_id = anna.create(
        ["Anna", "Bruno"], me=0, game="scala40", joker_in_hand=50, lone_ace=False
    )
    by_code = keys(anna.table(table_id).one("#form-hand .picker"))
    assert by_code["JK"]["data-points"] == "50"
    assert by_code["AH"]["data-points"] == "11" and by_code["AH"].get("data-alone") is None
    without = anna.create(["Anna", "Bruno"], me=0, game="scala40", jokers=False)
    assert "JK" not in keys(anna.table(without).one("#form-hand .picker"))
    # The keys are drawn once per options and language, and each table gets its own: the
    # first table, drawn again after the second, still has its 50-point jolly.
    again = keys(anna.table(table_id).one("#form-hand .picker"))
    assert again["JK"]["data-points"] == "50"


def test_the_keys_speak_each_phones_language_at_one_table(app: Flask, anna: Phone) -> None:
    table_id = anna.create(["Anna", "Bruno"], me=0, game="scala40")
    bruno = Phone(app, "it", addr="192.0.2.24")
    bruno.sit(table_id, 1)
    for phone, hearts, add in (
        (anna, "Hearts", "Add a card"),
        (bruno, "Cuori", "Aggiungi una carta"),
    ):
        picker = phone.table(table_id).one("#form-hand .picker")
        assert picker["aria-label"] == add
        assert hearts in [b["aria-label"] for b in picker.all(".suit-block")]


def boxes(form: Node) -> list[tuple[str, list[str]]]:
    """Each seat's box: its seat and its classes."""
    return [(box["data-seat"], box.classes) for box in form.all(".hand[data-seat]")]


@pytest.mark.parametrize(
    ("lang", "words"), [("it", "ha chiuso: nessuna carta"), ("en", "went out: no cards")]
)
def test_who_went_out_has_no_box_to_fill_and_the_keys_start_after_them(
    app: Flask, lang: str, words: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.23")
    table_id = phone.create(["Anna", "Bruno", "Carla"], me=0, game="scala40")
    form = phone.table(table_id).one("#form-hand")
    # Each closer's button tells the page which box to pass over when it is chosen.
    assert all(r.get("data-skip-seat") is not None for r in form.all("input[name=closer]"))
    assert [b for b in form.all(".hand[data-seat]") if "skipped" in b.classes] == []
    assert "active" in form.one(".hand[data-seat='0']").classes

    # Anna went out of hand 1; correcting it, her box is passed over and Bruno's holds the keys.
    assert phone.move(table_id, s40(0, 0, None, "KH,QH", 60)).status_code == 303
    form = phone.page(f"/t/{table_id}/moves/1/correct").one("#form-correct")
    (anna_box, bruno_box, carla_box) = form.all(".hand[data-seat]")
    assert "skipped" in anna_box.classes and "active" not in anna_box.classes
    assert anna_box.one(".chips")["data-skipped"] == words
    assert anna_box.one(".chips").text == words
    assert not anna_box.has(".picker")
    assert "active" in bruno_box.classes and bruno_box.has(".picker .suit-block")
    assert "skipped" not in carla_box.classes


@pytest.mark.parametrize(
    ("lang", "button"), [("it", "Rientra Carla"), ("en", "Carla buys back in")]
)
def test_buying_back_in_stands_above_the_hand_form(app: Flask, lang: str, button: str) -> None:
    phone = Phone(app, lang, addr="192.0.2.24")
    table_id = phone.create(["Anna", "Bruno", "Carla"], me=0, game="scala40", reentry="highest")
    assert phone.move(table_id, s40(0, 0, None, "KH,QH", 60)).status_code == 303
    # Carla reaches 60 + 45 = 105: out, and she may buy back in before hand 3.
    assert phone.move(table_id, s40(1, 1, 9, None, 45)).status_code == 303
    page = phone.table(table_id)
    forms = ("form-reenter", "form-hand")
    order = [n.get("id") for n in page.descendants() if n.get("id") in forms]
    assert order == ["form-reenter", "form-hand"]
    assert page.one("#form-reenter button[name=seat]").text == button
