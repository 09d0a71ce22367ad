"""The referee's checks on the pages: a page per game (``/games/<id>/check``) and the table's
"Check" panel, each check a form derived from its body, answered in the reader's language
with its sentence, its rules a tap away and the numbers behind it; nothing is logged."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal

import pytest
from flask import Flask
from pydantic import StrictStr

from referee.games.base import CheckAnswer, CheckBody, CheckTable, JsonInt, check_type, it_en
from tests.proof import registered
from tests.proof.highcard import HighCard
from tests.proof.highcard.checks import CHECKS, CardCode
from tests.proof.screen import HighCardScreen, screen_registered
from tests.web.conftest import Phone, state
from tests.web.dom import Node, parse


@pytest.fixture(autouse=True)
def high_card() -> Iterator[None]:
    with registered(), screen_registered():
        yield


def _answer(card: Node) -> tuple[str, list[str], dict[str, str]]:
    """An answer as a player reads it: the sentence, the rules it links to, the numbers."""
    box = card.one(".check-answer")
    numbers = dict(
        zip(
            (dt.text for dt in box.all("dl.check-numbers dt")),
            (dd.text for dd in box.all("dl.check-numbers dd")),
            strict=True,
        )
    )
    rules = [a["href"] for a in box.all(".check-rules a.rule")]
    return box.one(".verdict").text, rules, numbers


def test_the_game_page_asks_each_check_with_inputs_of_its_kind(app: Flask) -> None:
    page = Phone(app).page("/games/highcard/check")
    assert page.one("h1").text == "Ask the referee · High card"
    compare, to_win = page.all("section.check")
    assert compare.one("h2").text == "Who scores?"
    assert [a["href"] for a in compare.one("p.check-about").all("a.rule")] == [
        "/rules/HC-RANK",
        "/rules/HC-AMB-1",
        "/rules/HC-DECK",
    ]
    form = compare.one("form")
    assert (form["method"], form["hx-get"]) == ("get", "/games/highcard/check/compare")
    cards = form.one("input[name=cards]")
    assert cards["data-pick"] == "cards" and cards["placeholder"] == "KH AS"
    keys = form.all(".picker [data-card]")
    assert len(keys) == 52  # the game's own picker: its whole deck
    assert "red" in form.one("[data-card=KH]").classes
    assert "red" not in form.one("[data-card=KS]").classes
    assert "Exactly 2 cards." in form.one("#check-compare-cards-hint").text
    assert form.one(".check-options summary").text == "Rule options as the official rules"
    assert form.value("opt-aces") == "high"
    numbers = to_win.one("form")
    assert numbers.one("input[name=score]")["type"] == "number"
    assert numbers.one("input[name=score]")["min"] == "0"
    assert numbers.one("input[name=conceded]")["type"] == "checkbox"
    assert numbers.one("label[for=check-to_win-other]").text == "The other player's points"
    assert not page.has(".check-answer")


@pytest.mark.parametrize(
    ("lang", "sentence", "numbers"),
    [
        (
            "it",
            "K♥ batte A♠: la carta più alta prende 1 punto (l'asso è basso).",
            {"Prende": "KH", "Valori": "13 · 1", "Possibile in una mano": "sì"},
        ),
        (
            "en",
            "K♥ beats A♠: the higher card scores 1 point (aces low).",
            {"Scores": "KH", "Ranks": "13 · 1", "Possible in one hand": "yes"},
        ),
    ],
)
def test_the_game_page_answers_in_the_readers_language(
    app: Flask, lang: str, sentence: str, numbers: dict[str, str]
) -> None:
    phone = Phone(app, lang)
    page = phone.page("/games/highcard/check/compare?cards=KH+as&opt-aces=low&opt-target=5")
    card = page.one("#check-compare")
    assert _answer(card) == (sentence, ["/rules/HC-RANK", "/rules/HC-AMB-1"], numbers)
    # The form stays as typed, with the option chosen, under its answer.
    assert card.value("cards") == "KH as" and card.value("opt-aces") == "low"
    assert not page.one("#check-to_win").has(".check-answer")
    # Asked from the page's script, only the check's card comes back, answered.
    swapped = phone.get(
        "/games/highcard/check/compare?cards=KH+AS&opt-aces=low", **{"HX-Request": "true"}
    )
    fragment = parse(swapped.get_data(as_text=True))
    assert fragment.one("section.check")["id"] == "check-compare"
    assert _answer(fragment)[0] == sentence


def test_numbers_and_checkboxes_are_read_as_such(app: Flask) -> None:
    page = Phone(app).page("/games/highcard/check/to_win?score=1&other=0&opt-target=3")
    assert _answer(page.one("#check-to_win")) == (
        "You need 2 more points to reach 3: a hand won is worth 1.",
        ["/rules/HC-END", "/rules/HC-RANK"],
        {"Points still needed": "2", "Won": "no"},
    )
    conceded = Phone(app, "it").page("/games/highcard/check/to_win?score=0&other=2&conceded=1")
    sentence, rules, numbers = _answer(conceded.one("#check-to_win"))
    assert sentence == "L'altro ha abbandonato: hai vinto, qualunque sia il punteggio."
    assert (rules, numbers["Vinto"]) == (["/rules/HC-CONCEDE"], "sì")
    assert conceded.one("#check-to_win").value("conceded") == "1"


@pytest.mark.parametrize(
    ("lang", "query", "field", "message"),
    [
        (
            "it",
            "cards=KH+zz",
            "cards",
            "Le due carte (2): «zz» non è una carta di questo mazzo: usa rango (A, 2–10, J, Q, "
            "K) e seme (S, H, D, C).",
        ),
        ("en", "cards=KH", "cards", "'The two cards' has too few items (at least 2)."),
        ("en", "cards=KH+2C&opt-aces=sideways", "opt-aces", "Invalid value for 'The ace'."),
        ("it", "cards=KH+2C&opt-target=99", "opt-target", "Valore non valido per «Punti per"),
    ],
)
def test_a_refusal_stands_by_its_field_in_the_readers_language(
    app: Flask, lang: str, query: str, field: str, message: str
) -> None:
    response = Phone(app, lang).get(f"/games/highcard/check/compare?{query}")
    assert response.status_code == 422
    card = parse(response.get_data(as_text=True)).one("#check-compare")
    error = card.one(".errors p.error")
    assert error.text.startswith(message) and error["data-field"] == field
    assert not card.has(".check-answer")
    assert card.value("cards") == query.split("&")[0].removeprefix("cards=").replace("+", " ")
    if field.startswith("opt-"):
        assert "open" in card.one(".check-options").attrs  # the option at fault is shown


def test_the_tables_panel_asks_with_the_tables_options_and_logs_nothing(app: Flask) -> None:
    anna = Phone(app)
    table_id = anna.create(["Anna", "Bruno"], me=0, game="highcard", aces="low", target=3)
    fold = anna.table(table_id).one("#checks-fold")
    assert fold["hx-get"] == f"/t/{table_id}/fold/checks" and fold["hx-trigger"] == "toggle once"
    assert fold.one("summary").text == "Ask the rules"
    panel = anna.page(f"/t/{table_id}/fold/checks")
    forms = panel.all("section.check form")
    assert [f["hx-get"] for f in forms] == [
        f"/t/{table_id}/check/compare",
        f"/t/{table_id}/check/to_win",
    ]
    assert not panel.has(".check-options")  # a table's options are locked: none to choose
    for lang, sentence in (
        ("en", "K♥ beats A♠: the higher card scores 1 point (aces low)."),
        ("it", "K♥ batte A♠: la carta più alta prende 1 punto (l'asso è basso)."),
    ):
        asked = Phone(app, lang).get(
            f"/t/{table_id}/check/compare?cards=KH+AS", **{"HX-Request": "true"}
        )
        assert asked.status_code == 200
        assert _answer(parse(asked.get_data(as_text=True)))[0] == sentence
    to_win = parse(anna.get(f"/t/{table_id}/check/to_win?score=1&other=0").get_data(as_text=True))
    assert _answer(to_win.one("#check-to_win"))[2]["Points still needed"] == "2"  # to 3
    assert state(app, table_id)["seq"] == 0
    assert state(app, table_id)["hands"] == []


def test_a_phone_without_script_opens_the_tables_checks_as_a_page(app: Flask) -> None:
    anna = Phone(app, "it")
    table_id = anna.create(["Anna", "Bruno"], me=0, game="highcard", aces="low")
    page = anna.table(table_id)
    assert page.one("#checks-fold .fold-body a")["href"] == f"/t/{table_id}/check"
    checks = anna.page(f"/t/{table_id}/check")
    assert checks.one("h1").text == "Chiedi all'arbitro · Carta alta"
    assert checks.one("a[href=/t/" + table_id + "]").text == "Torna al tavolo"
    assert len(checks.all("section.check")) == 2


def test_a_game_without_checks_has_no_panel_and_its_page_says_so(app: Flask) -> None:
    anna = Phone(app, "it")
    table_id = anna.create(["Anna", "Bruno"], me=0)
    assert not anna.table(table_id).has("#checks-fold")
    page = anna.page("/games/tamalo/check")
    assert page.one("#no-checks").text.startswith("Tamalo non ha ancora verifiche dell'arbitro")
    assert not page.has("section.check")
    assert anna.get("/games/briscola/check").status_code == 404
    assert anna.get("/games/highcard/check/melds").status_code == 404
    assert anna.get(f"/t/{table_id}/check/compare").status_code == 404


def test_a_game_may_draw_a_checks_inputs_itself(
    app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The screen names the template of a check's inputs; the card, the options, the refusal
    and the answer stay the house's."""
    monkeypatch.setattr(
        HighCardScreen,
        "check_forms",
        {"compare": "games/highcard/_compare_check.html"},
        raising=False,
    )
    phone = Phone(app, "it")
    card = phone.page("/games/highcard/check").one("#check-compare")
    assert [label.text for label in card.all("label") if label.has("input.one-card")] == [
        "Carta 1",
        "Carta 2",
    ]
    assert not card.has(".picker") and card.has(".check-options")
    assert not phone.page("/games/highcard/check").one("#check-to_win").has("input.one-card")
    answered = phone.page("/games/highcard/check/compare?cards=2C&cards=3C")
    assert [i["value"] for i in answered.all("#check-compare input.one-card")] == ["2C", "3C"]
    assert (
        _answer(answered.one("#check-compare"))[0]
        == "3♣ batte 2♣: la carta più alta prende 1 punto."
    )


# -- any body a game declares is asked by the generic form -----------------------------------


class HandsBody(CheckBody):
    melds: list[list[CardCode]]
    stakes: list[JsonInt] = []
    mode: Literal["quick", "full"] = "quick"
    note: StrictStr | None = None
    pair: tuple[JsonInt, JsonInt] = (0, 0)


class HandsAnswer(CheckAnswer):
    groups: list[dict[str, Any]]
    mode: str


def count_melds(body: HandsBody, options: Any) -> HandsAnswer:
    return HandsAnswer(
        groups=[
            {
                "cards": meld,
                "size": len(meld),
                "rule": "HC-DECK",
                "reason": {"it": "ok", "en": "fine"},
            }
            for meld in body.melds
        ],
        mode=body.mode,
        rules=("HC-DECK",),
        text=it_en(
            f"{len(body.melds)} gruppi, poste {sum(body.stakes) + sum(body.pair)}.",
            f"{len(body.melds)} groups, stakes {sum(body.stakes) + sum(body.pair)}.",
        ),
    )


MELDS = check_type(
    "melds",
    HandsBody,
    HandsAnswer,
    count_melds,
    label=("Gruppi", "Groups"),
    description=("Conta i gruppi.", "Counts the groups."),
    rules=("HC-DECK",),
    example={"melds": [["10H", "JH", "QH"], ["5C", "5D", "5S"]]},
    fields={
        "melds": ("Combinazione", "Meld"),
        "size": ("Quante", "How many"),
        "full": ("Completo", "In full"),
    },
)


def test_lists_of_groups_numbers_and_choices_get_fields_of_their_kind(
    app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(HighCard, "checks", CheckTable(*CHECKS.rows, MELDS))
    phone = Phone(app)
    form = phone.page("/games/highcard/check").one("#check-melds form")
    # One picker box per group (the example's two, and one more), each its own field.
    assert [i["name"] for i in form.all("input[data-pick=cards]")] == [
        "melds-0",
        "melds-1",
        "melds-2",
    ]
    assert [i["placeholder"] for i in form.all("input[data-pick=cards]")] == [
        "10H JH QH",
        "5C 5D 5S",
        "",
    ]
    assert [legend.text for legend in form.all("fieldset.hand legend")] == [
        "Meld 1",
        "Meld 2",
        "Meld 3",
    ]
    assert len(form.all(".picker")) == 1  # one set of keys, moving to the group entered
    assert form.has("input[name=stakes]") and form.has("input[name=note]")
    assert form.value("mode") == "quick"
    assert [label.text for label in form.all("#check-melds-mode label")] == ["Quick", "In full"]
    assert form.has("input[name=pair]")
    page = phone.page(
        "/games/highcard/check/melds?melds-0=10H+JH,QH&melds-1=&melds-2=5C;5D&stakes=2,3"
        "&mode=full&note=&pair=1+1"
    )
    sentence, rules, numbers = _answer(page.one("#check-melds"))
    assert sentence == "2 groups, stakes 7."
    assert rules == ["/rules/HC-DECK"]
    assert numbers["Mode"] == "In full"  # a value the check names, by its name
    groups = page.one("#check-melds .check-answer ol.check-items")
    first = groups.all("li")[0]
    assert [dt.text for dt in first.all("dt")] == ["Cards", "How many", "Rule", "Reason"]
    assert [dd.text for dd in first.all("dd")][:2] == ["10H · JH · QH", "3"]
    assert first.one("a.rule")["href"] == "/rules/HC-DECK"  # a rule id is a link
    assert first.all("dd")[-1].text == "fine"  # a sentence in the reader's language
    bad_group = phone.get("/games/highcard/check/melds?melds-0=KH&melds-1=5C+ZZ")
    assert bad_group.status_code == 422
    error = parse(bad_group.get_data(as_text=True)).one("#check-melds p.error")
    assert error["data-field"] == "melds-1"  # the group at fault is marked
    assert error.text.startswith("Meld (2): 'ZZ' is not a card of this deck")
    refused = phone.get("/games/highcard/check/melds?melds-0=KH&stakes=two")
    assert refused.status_code == 422
    error = parse(refused.get_data(as_text=True)).one("#check-melds p.error")
    assert error["data-field"] == "stakes"


def test_a_games_rules_page_leads_to_its_checks(app: Flask) -> None:
    page = Phone(app, "it").page("/rules/game/scala40")
    link = page.one("a.btn[href='/games/scala40/check']")
    assert link.text.startswith("Chiedi all'arbitro: ")
    assert not Phone(app).page("/rules/game/tamalo").has("a[href='/games/tamalo/check']")
