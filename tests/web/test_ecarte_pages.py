"""Ecarté from its table's page: created from the home page's form, a hand saved from its
summary (the fast path) in both languages, the deal and the exchange as buttons driven by the
prompt, the King declared, the five tricks tapped card by card with the referee's refusals by
their button, what the other phone shows after each step, the trump suit and the rule set in
force with how the other differs, a correction, and the checks' 32-card picker."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from tests.web.conftest import Phone, htmx_regions, lines, state, totals
from tests.web.dom import Node, partials
from tests.web.dom import parse as parse_html


def summary(
    seq: int,
    tricks: tuple[int, int],
    king: int | str = "none",
    *,
    declared: bool = False,
    prepotenza: int | str | None = "none",
    revokes: tuple[int, int] = (0, 0),
    box: str = "hand",
) -> dict[str, Any]:
    """The summary form as a phone sends it (``prepotenza=None``: the form had no such field,
    the exchange being logged)."""
    data: dict[str, Any] = {
        "type": "hand",
        "box": box,
        "expected_seq": str(seq),
        "tricks": f"{tricks[0]}-{tricks[1]}",
        "king": str(king),
        "revokes-0": str(revokes[0]),
        "revokes-1": str(revokes[1]),
    }
    if declared:
        data["king_declared"] = "1"
    if prepotenza is None:
        data["prepotenza-logged"] = "1"
    else:
        data["prepotenza"] = str(prepotenza)
    return data


def step(seq: int, **fields: Any) -> dict[str, Any]:
    """A tap on one of the step form's buttons (its name and value), with the form's seat."""
    return {"box": "step", "expected_seq": str(seq), **{k: str(v) for k, v in fields.items()}}


def trick(seq: int, lead: str, follow: str) -> dict[str, str]:
    return {
        "type": "trick",
        "box": "trick",
        "expected_seq": str(seq),
        "lead": lead,
        "follow": follow,
    }


@pytest.fixture
def table_id(anna: Phone) -> str:
    """Anna and Bruno's Ecarté to 5, by the Italian text's rules; Anna deals first."""
    return anna.create(["Anna", "Bruno"], me=0, game="ecarte")


def test_the_creation_form_offers_ecarte_with_its_rule_set(app: Flask, anna: Phone) -> None:
    home = anna.page("/")
    assert "ecarte" in [o["value"] for o in home.all("#game option")]
    table_id = anna.create(["Anna", "Bruno"], me=0, game="ecarte", rule_set="classic")
    assert state(app, table_id)["options"]["rule_set"] == "classic"
    page = anna.table(table_id)
    assert not page.has("#entry-api-only")
    assert page.has("#form-hand") and page.has("#form-step")
    status = page.one("#status").text
    assert "Deals: Anna" in status and "Challenger: Bruno" in status
    assert "Rules: Classic French · what the other rules change" in status


SUMMARY_LINES = {
    "en": [
        (
            "1",
            "Anna declares the King of trumps before the first card: +1 at once.",
            "ECA-SEED-K ECA-AMB-7",
        ),
        ("1", "Anna takes 3 tricks of 5: +1.", "ECA-SEED-3T"),
        (
            "−1",
            "Bruno: played di prepotenza and took only 2 tricks, −1. A total may go below "
            "zero: −1.",
            "ECA-SEED-PREP ECA-PREP ECA-AMB-8",
        ),
        ("", "Hand 2: Bruno deals, Anna is the challenger.", "ECA-DECK"),
    ],
    "it": [
        (
            "1",
            "Anna dichiara il Re di briscola prima della prima carta: +1 subito.",
            "ECA-SEED-K ECA-AMB-7",
        ),
        ("1", "Anna fa 3 prese su 5: +1.", "ECA-SEED-3T"),
        (
            "−1",
            "Bruno: ha giocato di prepotenza e ha fatto solo 2 prese, −1. Il punteggio può "
            "scendere sotto zero: −1.",
            "ECA-SEED-PREP ECA-PREP ECA-AMB-8",
        ),
        ("", "Mano 2: fa le carte Bruno, sfidante Anna.", "ECA-DECK"),
    ],
}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_hand_saved_from_its_summary_scores_with_reasons(
    app: Flask, table_id: str, lang: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.60")
    phone.sit(table_id, 1)
    form = phone.table(table_id).one("#form-hand")
    assert [r["value"] for r in form.all("input[name=tricks]")] == [
        "5-0",
        "4-1",
        "3-2",
        "2-3",
        "1-4",
        "0-5",
    ]
    # Who held the King and who played di prepotenza are never guessed.
    assert form.value("king") == "" and form.value("prepotenza") == ""
    assert form.value("revokes-0") == "0" and form.value("revokes-1") == "0"
    preview = phone.post(
        f"/t/{table_id}/preview", summary(0, (3, 2), 0, declared=True, prepotenza=1)
    )
    assert SUMMARY_LINES[lang][1][1] in preview.get_data(as_text=True)
    response = phone.move(table_id, summary(0, (3, 2), 0, declared=True, prepotenza=1))
    assert response.status_code == 303
    page = phone.table(table_id)
    assert totals(page) == {"Anna": 2, "Bruno": -1}
    assert lines(page.one("#e1")) == SUMMARY_LINES[lang]
    to_go = {"en": "{} to go", "it": "ne mancano {}"}[lang]
    notes = [n.text for n in page.all("table.totals .standing-note")]
    assert notes == [to_go.format(3), to_go.format(6)]  # Anna 2, Bruno −1


@pytest.mark.parametrize(
    ("lang", "data", "field", "message"),
    [
        (
            "en",
            {**summary(0, (3, 2)), "king": None},
            "king",
            "Who held the King of trumps? Tap their name, “Turned up” or “Nobody”.",
        ),
        (
            "it",
            {**summary(0, (3, 2), 1), "prepotenza": None},
            "prepotenza",
            "Qualcuno ha giocato di prepotenza? Tocca il suo nome, oppure «Nessuno».",
        ),
        ("en", {**summary(0, (3, 2)), "tricks": None}, "tricks", "How many tricks did each take?"),
        (
            "it",
            {**summary(0, (3, 2)), "revokes-1": "x"},
            "revokes-1",
            "Le risposte sbagliate sono un numero intero da 0 in su.",
        ),
    ],
)
def test_a_missing_choice_is_asked_by_its_field(
    app: Flask, table_id: str, lang: str, data: dict, field: str, message: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.61")
    phone.sit(table_id, 1)
    sent = {k: v for k, v in data.items() if v is not None}
    response = phone.move(table_id, sent, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-hand"].one("p.error")
    assert error.text == message
    assert error["data-field"] == field
    assert state(app, table_id)["seq"] == 0


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        ("en", "A turned-up King of trumps is not declared: its point goes to the dealer."),
        ("it", "Il Re di briscola girato non si dichiara: il suo punto va al mazziere."),
    ],
)
def test_a_king_turned_up_and_declared_is_refused_with_its_rule(
    app: Flask, table_id: str, lang: str, message: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.62")
    phone.sit(table_id, 1)
    data = summary(0, (3, 2), "turned_up", declared=True)
    response = phone.move(table_id, data, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-hand"].one("p.error")
    assert message in error.text
    assert error.one("a.rule")["href"] == "/rules/ECA-SEED-K"
    assert state(app, table_id)["seq"] == 0


def update(phone: Phone, table_id: str, seq: int) -> dict[str, Node]:
    """What the live poll brings a phone that has seen up to ``seq``."""
    response = phone.get(f"/t/{table_id}/live?seq={seq}")
    assert response.status_code == 200
    return partials(response.get_data(as_text=True))


def buttons(node: Node) -> list[str]:
    return [b.text for b in node.all("button")]


def test_a_hand_card_by_card_on_two_phones(app: Flask, table_id: str, anna: Phone) -> None:
    """Anna deals; Bruno, the challenger, follows on his own phone in Italian. The exchange,
    the King declared, five tricks with a refusal by the button and a revoke found."""
    bruno = Phone(app, "it", addr="192.0.2.63")
    bruno.sit(table_id, 1)
    page = anna.table(table_id)
    keys = [b["value"] for b in page.all("#form-step button[name=card]")]
    assert len(keys) == 32 and keys[:8] == ["KS", "QS", "JS", "AS", "10S", "9S", "8S", "7S"]

    # The turned-up card: a tap. Both phones show the trump suit large.
    assert anna.move(table_id, step(0, card="7H"), htmx=True).status_code == 200
    status = anna.table(table_id).one("#status")
    assert status.one(".trump-suit").text == "Trumps: hearts"
    regions = update(bruno, table_id, 0)
    assert regions["#status"].one(".trump-suit").text == "Briscola: cuori"
    entry = regions["#entry-area"]
    # The challenger named without an article that would give him (or her) a gender.
    assert entry.one("#form-step .step-title").text == "Sfida Bruno: scambio o si gioca?"
    assert buttons(entry.one("#form-step .action-grid.big")) == [
        "Bruno propone lo scambio",
        "Bruno gioca",
    ]
    assert entry.one("#form-step input[name=seat]")["value"] == "1"
    # The result is still there, folded.
    assert entry.has("#summary-fold #form-hand")

    # Bruno proposes; Anna's phone asks her, the dealer, to accept or refuse.
    assert bruno.move(table_id, step(1, seat=1, type="propose"), htmx=True).status_code == 200
    entry = update(anna, table_id, 1)["#entry-area"]
    assert buttons(entry.one(".action-grid.big")) == ["Anna accepts", "Anna refuses"]
    assert entry.one("#form-step input[name=seat]")["value"] == "0"
    assert anna.move(table_id, step(2, seat=0, type="accept"), htmx=True).status_code == 200
    entry = update(bruno, table_id, 2)["#entry-area"]
    assert buttons(entry.one(".counts")) == [
        "0 carte",
        "1 carta",
        "2 carte",
        "3 carte",
        "4 carte",
        "5 carte",
    ]
    assert bruno.move(table_id, step(3, seat=1, cards=3), htmx=True).status_code == 200
    assert anna.move(table_id, step(4, seat=0, cards=2), htmx=True).status_code == 200
    page = anna.table(table_id)
    assert "16 cards in the stock" in page.one("#status").text
    assert buttons(page.one(".action-grid.big")) == [
        "Bruno proposes another exchange",
        "Bruno plays",
    ]
    assert bruno.move(table_id, step(5, type="play"), htmx=True).status_code == 200

    # Play: the King declared (+1 at once), then the tricks; Bruno, the challenger, leads.
    page = anna.table(table_id)
    assert buttons(page.one("#form-step .declare")) == ["Anna declares it", "Bruno declares it"]
    assert page.one("#lead-pick legend").text == "1. Bruno leads: tap the card"
    response = anna.move(table_id, step(6, declarer=0), htmx=True)
    assert response.status_code == 200
    # The King scores at once, inside the hand: named as a King, not as the hand's end,
    # with the rule's own line under it.
    notice = htmx_regions(response)["#notices"]
    assert notice.one(".toast-title").text == "✓ King: Anna +1"
    assert notice.one(".toast-detail").text == (
        "Anna declares the King of trumps before the first card: +1 at once."
    )
    # Nothing left to declare or exchange: no step form, the trick form.
    entry = update(bruno, table_id, 6)["#entry-area"]
    assert not entry.has("#form-step") and entry.has("#form-trick")
    assert totals(bruno.table(table_id)) == {"Anna": 1, "Bruno": 0}

    # Anna declared K♥: she cannot answer Bruno's 9♥ with a club. Refused by its button.
    response = anna.move(table_id, trick(7, "9H", "7C"), htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-trick"].one("p.error")
    assert "K♥" in error.text and error.one("a.rule")["href"] == "/rules/ECA-PLAY"
    assert state(app, table_id)["seq"] == 7

    assert anna.move(table_id, trick(7, "9H", "KH"), htmx=True).status_code == 200
    regions = update(bruno, table_id, 7)
    form = regions["#entry-area"].one("#form-trick")
    assert form.one("h2").text == "Presa 2 di 5"
    assert form.one("#lead-pick legend").text == "1. Anna è di mano: tocca la carta"
    played = [b["data-card"] for b in form.all("#follow-pick .played")]
    assert not form.has("#follow-pick button[value=KH]")
    assert sorted(played) == ["7H", "9H", "KH"]  # the turned-up 7♥, the first trick's
    assert "Prese: Anna 1 · Bruno 0" in regions["#status"].text
    assert anna.move(table_id, trick(8, "AS", "7S"), htmx=True).status_code == 200
    assert anna.move(table_id, trick(9, "QD", "8H"), htmx=True).status_code == 200
    assert anna.move(table_id, trick(10, "10C", "JC"), htmx=True).status_code == 200
    # Bruno's 8♦ shows he held a diamond when he trumped Anna's Q♦: a revoke.
    assert anna.move(table_id, trick(11, "7D", "8D"), htmx=True).status_code == 200
    page = bruno.table(table_id)
    assert totals(page) == {"Anna": 2, "Bruno": -1}
    said = lines(page.one("#e12"))
    assert said[1] == (
        "",
        "Risposta sbagliata di Bruno nella presa 3: su Q♦ ha giocato 8♥ ma aveva 8♦, che gioca "
        "ora. Bisogna rispondere a quadri: 8♦. La presa resta valida: −1 a fine mano.",
        "ECA-SEED-REVOKE ECA-AMB-4",
    )
    assert said[3:5] == [
        ("1", "Anna fa 3 prese su 5: +1.", "ECA-SEED-3T"),
        (
            "−1",
            "Bruno: una risposta sbagliata, −1. Il punteggio può scendere sotto zero: −1.",
            "ECA-SEED-REVOKE ECA-AMB-8",
        ),
    ]
    assert page.one("#status .in-hand-state").text.startswith("Dà le carte: Bruno")
    assert page.has("#form-hand") and not page.has("#form-trick")


def test_the_trick_form_asks_for_the_card_led_first(app: Flask, table_id: str, anna: Phone) -> None:
    for seq, data in enumerate([step(0, card="9H"), step(1, type="play")]):
        assert anna.move(table_id, data, htmx=True).status_code == 200, seq
    response = anna.move(table_id, {**trick(2, "", "KH")}, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-trick"].one("p.error")
    assert error["data-field"] == "lead"
    assert error.text == "First the card led: tap it, then the card that answers."


def test_the_rule_set_in_force_and_how_the_other_differs(app: Flask, table_id: str) -> None:
    it = Phone(app, "it", addr="192.0.2.64")
    page = it.table(table_id)
    assert page.one("#status .rule-set").text == "Regole: Del testo italiano"
    fold = it.page(f"/t/{table_id}/fold/differences")
    topics = [dt.text for dt in fold.all("dt")]
    assert len(topics) == 6 and topics[1] == "Re di briscola in mano"
    king = fold.all("dd")[1]
    assert king.one(".in-force").text == (
        "Del testo italiano (in vigore): Va dichiarato: chi non lo dichiara perde 1 (in tutto "
        "0, o −1, secondo la lettura)."
    )
    assert king.one(".other").text == (
        "Classiche francesi: Annunciarlo è facoltativo: se non lo si annuncia, nessun punto e "
        "nessuna penalità."
    )
    assert king.has("a.rule[href='/rules/ECA-CLASSIC-K']")


def test_classic_rules_score_the_same_hand_differently(app: Flask, anna: Phone) -> None:
    table_id = anna.create(["Anna", "Bruno"], me=0, game="ecarte", rule_set="classic")
    # Bruno stood (played di prepotenza) and took 2 tricks: Anna scores 2, Bruno loses nothing.
    assert anna.move(table_id, summary(0, (3, 2), "none", prepotenza=1)).status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 2, "Bruno": 0}
    assert page.has("#form-hand input[name=replay]")


def test_a_match_ends_at_five_with_the_winner(app: Flask, table_id: str, anna: Phone) -> None:
    seq = 0
    for _ in range(2):
        assert anna.move(table_id, summary(seq, (5, 0), prepotenza="none")).status_code == 303
        seq += 1
    assert totals(anna.table(table_id)) == {"Anna": 4, "Bruno": 0}
    assert anna.move(table_id, summary(seq, (3, 2), prepotenza="none")).status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 5, "Bruno": 0}
    assert page.one("#status .winners").text == "Anna"
    assert not page.has("#form-hand") and not page.has("#form-step")
    assert state(app, table_id)["finished"]


def test_a_correction_is_filled_with_the_hand_and_replaces_it(
    app: Flask, table_id: str, anna: Phone
) -> None:
    assert (
        anna.move(table_id, summary(0, (3, 2), 0, declared=True, prepotenza=1)).status_code == 303
    )
    form = anna.page(f"/t/{table_id}/moves/1/correct").one("#form-correct")
    assert form.value("tricks") == "3-2" and form.value("king") == "0"
    assert form.value("king_declared") == "1" and form.value("prepotenza") == "1"
    assert form.one("#preview")["hx-post"] == f"/t/{table_id}/moves/1/correct/preview"
    fixed = {**summary(1, (3, 2), 0, declared=True, prepotenza="none", box="correct")}
    preview = anna.post(f"/t/{table_id}/moves/1/correct/preview", fixed)
    assert "Bruno -1 → 0" in preview.get_data(as_text=True)
    response = anna.post(f"/t/{table_id}/moves/1/correct", {**fixed, "reason": "no prepotenza"})
    assert response.status_code == 303
    assert totals(anna.table(table_id)) == {"Anna": 2, "Bruno": 0}


def test_the_games_check_page_taps_the_32_cards(app: Flask) -> None:
    page = Phone(app, "it").page("/games/ecarte/check")
    card = page.one("#check-trick_winner")
    keys = [r["value"] for r in card.all("input[name=lead]")]
    assert len(set(keys)) == 32 and "10H" in keys and "2H" not in keys
    assert [r.text for r in card.all("#check-trick_winner-trump label .small")] == [
        "picche",
        "cuori",
        "quadri",
        "fiori",
    ]
    answer = Phone(app).page("/games/ecarte/check/trick_winner?trump=S&lead=AH&follow=7S")
    assert "7♠" in answer.one("#check-trick_winner .verdict").text


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "Must follow hearts"), ("it", "Bisogna rispondere a cuori")],
)
def test_the_table_checks_are_tapped_and_answered_under_its_rules(
    app: Flask, table_id: str, lang: str, said: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.65")
    panel = phone.page(f"/t/{table_id}/fold/checks")
    legal = panel.one("#check-legal_cards")
    assert [r["value"] for r in legal.all("input[name=trump]")] == ["S", "H", "D", "C"]
    assert len(legal.all("input[name=led]")) == 33  # the 32 cards, or nothing led yet
    assert len(legal.all("input[type=checkbox][name=hand]")) == 32
    winner = panel.one("#check-trick_winner")
    assert len(winner.all("input[name=lead]")) == len(winner.all("input[name=follow]")) == 32
    query = "trump=S&led=9H&hand=10H&hand=KH&hand=7C"
    answer = phone.page(f"/t/{table_id}/check/legal_cards?{query}").one("#check-legal_cards")
    assert said in answer.one(".verdict").text
    # The form is drawn again as tapped.
    assert answer.value("trump") == "S" and answer.value("led") == "9H"
    assert [c["value"] for c in answer.all("input[name=hand]") if "checked" in c.attrs] == [
        "KH",
        "10H",
        "7C",
    ]
    assert state(app, table_id)["seq"] == 0  # nothing logged


def test_a_check_refused_is_said_by_its_field(app: Flask, table_id: str) -> None:
    response = Phone(app).get(f"/t/{table_id}/check/trick_winner?trump=H&lead=9H&follow=9H")
    assert response.status_code == 422
    card = parse_html(response.get_data(as_text=True)).one("#check-trick_winner")
    assert "Each card exists once" in card.one(".errors .error").text


def test_the_result_after_a_logged_exchange_takes_prepotenza_from_it(
    app: Flask, table_id: str, anna: Phone
) -> None:
    """Anna turns up the King of hearts (1 for her, the dealer, at once); Bruno plays without
    proposing: di prepotenza. The result's form knows both, and asks for neither."""
    assert anna.move(table_id, step(0, card="KH"), htmx=True).status_code == 200
    assert totals(anna.table(table_id)) == {"Anna": 1, "Bruno": 0}
    assert anna.move(table_id, step(1, type="play"), htmx=True).status_code == 200
    page = anna.table(table_id)
    assert not page.has("#form-step .declare")  # the King is the turned-up card
    form = page.one("#summary-fold #form-hand")
    assert form.value("king") == "turned_up"
    assert form.value("prepotenza-logged") == "1" and not form.has("input[name=prepotenza]")
    assert "from the exchange as it was logged" in form.text
    data = summary(2, (3, 2), "turned_up", prepotenza=None)
    assert anna.move(table_id, data).status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 2, "Bruno": -1}
    said = [text for _, text, _ in lines(page.one("#e3"))]
    assert said[:2] == [
        "Anna takes 3 tricks of 5: +1.",
        "Bruno: played di prepotenza and took only 2 tricks, −1. A total may go below zero: −1.",
    ]


def test_a_match_carried_over_from_4_to_3_ends_on_the_next_point(app: Flask, anna: Phone) -> None:
    data = {
        "game": "ecarte",
        "player": ["Anna", "Bruno"],
        "me": "0",
        "start_total-0": "4",
        "start_total-1": "3",
    }
    response = anna.post("/tables", data)
    assert response.status_code == 303
    table_id = response.headers["Location"].removeprefix("/t/")
    bruno = Phone(app, "it", addr="192.0.2.66")
    bruno.sit(table_id, 1)
    page = bruno.table(table_id)
    assert totals(page) == {"Anna": 4, "Bruno": 3}
    assert "Anna 4 · Bruno 3" in page.one("#log").text
    notes = [n.text for n in page.all("table.totals .standing-note")]
    assert notes == ["ne mancano 1", "ne mancano 2"]
    # Bruno, the challenger, declares his King: 4 all; then Anna takes three tricks: 5.
    assert bruno.move(table_id, summary(0, (3, 2), 1, declared=True)).status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 5, "Bruno": 4}
    assert page.one("#status .winners").text == "Anna"
    assert state(app, table_id)["finished"]


def test_a_carried_total_at_the_target_is_refused_with_the_rule(anna: Phone) -> None:
    data = {
        "game": "ecarte",
        "player": ["Anna", "Bruno"],
        "me": "0",
        "start_total-0": "5",
        "start_total-1": "3",
    }
    response = anna.post("/tables", data)
    assert response.status_code == 422
    assert "With 5 the match to 5 would already be over." in response.get_data(as_text=True)
