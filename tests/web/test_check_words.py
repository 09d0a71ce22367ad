"""The referee's checks speak the reader's language: on an Italian phone a check's form names
its inputs and their choices in Italian, and the numbers under a verdict carry Italian
labels, never a field's own name ("King declared", "Must call", "in_force")."""

from __future__ import annotations

import pytest
from flask import Flask

from referee.games import ENGINES
from tests.web.conftest import Phone
from tests.web.dom import Node


def _words(section: Node) -> list[str]:
    """What a check's form says about its inputs: labels, legends and choices."""
    form = section.one("form")
    return [n.text for n in (*form.all("label"), *form.all("legend")) if n.text]


def _numbers(section: Node) -> dict[str, str]:
    """The numbers under a verdict, label by label (those of the objects it holds too)."""
    box = section.one(".check-answer")
    return dict(
        zip(
            (dt.text for dt in box.all("dl.check-numbers dt")),
            (dd.text for dd in box.all("dl.check-numbers dd")),
            strict=True,
        )
    )


def _raw_names(game_id: str) -> set[str]:
    """Every field name of the game's checks as the page would show it unnamed."""
    names: set[str] = set()
    for row in ENGINES[game_id].checks.rows:
        for model in (row.body, row.answer):
            for name in model.model_fields:
                names |= {name, name.replace("_", " ").capitalize()}
    return names


@pytest.mark.parametrize("game_id", ["ecarte", "tarocco", "efele"])
def test_no_check_form_shows_a_fields_own_name(app: Flask, game_id: str) -> None:
    page = Phone(app, "it").page(f"/games/{game_id}/check")
    raw = _raw_names(game_id)
    for section in page.all("section.check"):
        shown = set(_words(section))
        assert not shown & raw, (section["id"], shown & raw)


def test_ecarte_hand_points_asks_and_answers_in_italian(app: Flask) -> None:
    phone = Phone(app, "it")
    form = phone.page("/games/ecarte/check").one("#check-hand_points")
    words = _words(form)
    for label in (
        "Mazziere (posto 0 o 1)",
        "Prese (posto 0, posto 1)",
        "Re di briscola: posto che lo ha (0 o 1), o girato",
        "Re dichiarato",
        "Chi gioca di prepotenza (posto)",
        "Risposte sbagliate (posto 0, posto 1)",
    ):
        assert label in words, (label, words)
    # Seat 0 deals, holds the King of trumps without declaring it and plays di prepotenza,
    # making 1 trick of 5. Seed rules: seat 1 +1 for 3 tricks or more, seat 0 −1 for the
    # prepotenza lost, the King +1 −1 = 0: (−1, +1). Classic: seat 1 scores 2 for a hand
    # won against one played without exchange; the King unannounced is nothing: (0, 2).
    answered = phone.page(
        "/games/ecarte/check/hand_points?dealer=0&tricks=1+4&king=0&prepotenza=0&revokes=0+0"
    ).one("#check-hand_points")
    assert answered.one(".verdict").text == (
        "Regole del testo: posto 0 -1, posto 1 +1; regole classiche: posto 0 +0, posto 1 +2."
    )
    numbers = _numbers(answered)
    assert numbers["Regole del testo"] == "-1 · 1"
    assert numbers["Regole classiche"] == "0 · 2"
    assert numbers["Regole del tavolo"] == "Regole del testo"
    # The lines under them (each a seat, its points, why and the rules) are in Italian too.
    assert {"Punto per punto", "Con le altre regole", "Posto", "Punti", "Perché"} <= set(numbers)
    assert not set(numbers) & _raw_names("ecarte")


def test_ecarte_duty_is_said_in_words(app: Flask) -> None:
    answered = (
        Phone(app, "it")
        .page("/games/ecarte/check/legal_cards?trump=S&led=9H&hand=10H&hand=KH&hand=7C")
        .one("#check-legal_cards")
    )
    assert answered.one(".verdict").text == "Bisogna rispondere a cuori: 10♥, K♥."
    assert _numbers(answered) == {"Si possono giocare": "10H · KH", "Obbligo": "rispondere al seme"}


def test_tarocco_declaration_in_italian(app: Flask) -> None:
    phone = Phone(app, "it")
    form = phone.page("/games/tarocco/check").one("#check-declaration")
    assert form.one("#check-declaration-call legend").text == "Chiamata da controllare"
    assert [span.text for span in form.all("#check-declaration-call label.choice span")] == [
        "nessuno",  # no call to check: the hand is only counted
        "Venti (almeno 20)",
        "Quindici (esattamente 15)",
    ]
    # Giove is a decina (10), the Re Coppe and the Sole cinquine (5 each): 20, so venti.
    answered = phone.page("/games/tarocco/check/declaration?hand=T20+KC+T18+9S&call=venti").one(
        "#check-declaration"
    )
    assert _numbers(answered) == {
        "Decine e cinquine": "20",
        "Venti (almeno 20)": "sì",
        "Quindici (esattamente 15)": "no",
        "Chiamata ammessa": "sì",
    }


def test_tarocco_refusal_names_the_field_as_the_form_does(app: Flask) -> None:
    response = Phone(app, "it").get("/games/tarocco/check/lead?card=ZZ")
    assert response.status_code == 422
    page_text = response.get_data(as_text=True)
    assert "La carta: «ZZ» non è una carta del Tarocco Siciliano" in page_text
    assert "card: «ZZ»" not in page_text


def test_efele_choices_and_numbers_in_italian(app: Flask) -> None:
    phone = Phone(app, "it")
    page = phone.page("/games/efele/check")
    draw = page.one("#check-draw")
    assert draw.one("#check-draw-source legend").text == "Da dove arrivano"
    assert [s.text for s in draw.all("#check-draw-source label.choice span")] == [
        "Dal tallone",
        "Passate dal vicino",
    ]
    packs = [s.text for s in page.all("#check-deck-pack label.choice span")]
    assert packs == [
        "Salisburghese da 40",
        "Salisburghese da 36",
        "Salisburghese da 33, con il Weli",
        "Bavarese da 36",
        "Bavarese da 32",
    ]
    # A Salzburger pack of 40 loses its four 5s and three of its 6s (the Weli, the 6 of
    # Bells, stays as the wild card): 40 − 7 = 33 cards.
    answered = phone.page("/games/efele/check/deck?pack=salzburger40&keep_weli=1").one(
        "#check-deck"
    )
    numbers = _numbers(answered)
    assert numbers["Carte in gioco"] == "33"
    assert numbers["Carte tolte"] == "7"
    assert numbers["Jolly"] == "Weli"
    assert numbers["Valori"] == "7 · 8 · 9 · 10 · Unter · Ober · Re · Asso"
    assert numbers["Opzione «Mazzo» del tavolo"] == "Salisburghese da 33, con il Weli"
    assert not set(numbers) & _raw_names("efele")
