"""Tarocco Siciliano from its table's page: the auction as buttons in the game's words for
the seats that may speak, who has spoken, what is at stake, the King call with the caller's
hand on the 63-card picker (the referee says which King must be called), the partner hidden
until revealed, the end of a hand by the piles or the points with the zero-sum check, the
summary of a whole hand, the settlement at the end, refusals by their button in the
reader's language, and a correction."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from tests.games.king_calls import KING_CALLS
from tests.web.conftest import Phone, htmx_regions, lines, state, totals
from tests.web.dom import Node, parse, partials

PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
#: The issue's King call hand: the shortest suit not void is Oro (one card), so the Re Oro.
HAND = "T20,T19,T14,T9,T3,T0,KC,7C,6C,QS,9S,8S,NB,10B,5O"


def call(seq: int, seat: int, word: str, **extra: str) -> dict[str, str]:
    """A call as a phone sends it: the button tapped, and the points typed beside offro."""
    return {
        "type": "call",
        "box": "call",
        "expected_seq": str(seq),
        "say": f"{seat}:{word}",
        **extra,
    }


def summary(seq: int, contract: str, **fields: Any) -> dict[str, str]:
    data = {"type": "hand", "box": "hand", "expected_seq": str(seq), "contract": contract}
    data.update({key.replace("_", "-"): str(value) for key, value in fields.items()})
    return data


def speakers(page: Node) -> dict[str, str]:
    """Who has spoken and what, as the status line shows it."""
    out = {}
    for li in page.all(".speakers li"):
        name, _, said = li.text.partition(":")
        out[name.strip()] = said.strip()
    return out


def buttons(page: Node, seat: int) -> list[str]:
    return [b.text for b in page.all(f"#form-call .speaker[data-seat='{seat}'] button")]


@pytest.fixture
def table_id(anna: Phone) -> str:
    """Anna, Bruno, Carla and Dario's Tarocco, Anna dealing the first of 12 hands."""
    return anna.create(PLAYERS, me=0, game="tarocco")


def to_play(anna: Phone, table_id: str) -> int:
    """An auction through to the King call: Dario says tengo, nobody goes solo, Bruno says
    venti, nobody answers quindici. The seq after it."""
    seq = 0
    for seat, word in ((0, "vado"), (1, "vado"), (2, "vado"), (3, "tengo")):
        assert anna.move(table_id, call(seq, seat, word)).status_code == 303
        seq += 1
    for seat in (1, 2, 3, 0):
        assert anna.move(table_id, call(seq, seat, "passo")).status_code == 303
        seq += 1
    assert anna.move(table_id, call(seq, 1, "venti")).status_code == 303
    seq += 1
    for seat in (2, 3, 0):
        assert anna.move(table_id, call(seq, seat, "passo")).status_code == 303
        seq += 1
    return seq


def test_the_auction_is_buttons_for_who_may_speak_and_says_who_has_spoken(
    app: Flask, table_id: str, anna: Phone
) -> None:
    page = anna.table(table_id)
    assert not page.has("#entry-api-only")
    assert buttons(page, 2) == ["Vado", "Tengo", "Offro"]
    assert speakers(page) == {
        "Anna": "to speak",
        "Bruno": "to speak",
        "Carla": "to speak",
        "Dario": "to speak",
    }
    assert "Dealer: Anna" in page.one(".in-hand-state").text

    assert anna.move(table_id, call(0, 2, "offro", **{"points-2": "4"})).status_code == 303
    page = anna.table(table_id)
    # Carla has spoken: no buttons for her; the others may take her offer.
    assert not page.has("#form-call .speaker[data-seat='2']")
    assert "Piglio (Carla's 4)" in buttons(page, 3)
    assert speakers(page)["Carla"] == "offro 4"
    # What is at stake for each player still to speak: Carla's offer, taken or not.
    stakes = page.one("#stakes")
    choices = [c.one(".stake-title strong").text for c in stakes.all(".stake-choice")]
    assert choices == [
        f"{name}: piglio on Carla's offer of 4?" for name in ("Bruno", "Dario", "Anna")
    ]
    dario = stakes.all(".stake-choice")[1]
    assert [li.text for li in dario.all("li")] == [
        "if nobody says tengo: Carla −4, Dario +4 Anna 0 · Bruno 0 · Carla −4 · Dario +4",
        "if someone says tengo: the hand is played, the offer no longer counts "
        "Anna 0 · Bruno 0 · Carla 0 · Dario 0",
    ]

    # Another phone, in Italian, reads the same auction.
    bruno = Phone(app, "it", addr="192.0.2.20")
    bruno.sit(table_id, 1)
    seen = bruno.table(table_id)
    assert speakers(seen)["Carla"] == "offro 4"
    assert speakers(seen)["Bruno"] == "deve parlare"

    assert anna.move(table_id, call(1, 0, "vado")).status_code == 303
    assert anna.move(table_id, call(2, 1, "vado")).status_code == 303
    assert anna.move(table_id, call(3, 3, "piglio:2")).status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 0, "Bruno": 0, "Carla": -4, "Dario": 4}
    said = [line[:2] for e in page.all("li.entry.type-call") for line in lines(e)]
    assert ("4", "Dario said piglio: +4.") in said
    assert ("", "The hand sums to zero: 0 + 0 − 4 + 4 = 0.") in said
    assert page.one(".zero-sum").text == "The totals add up to zero: 0 + 0 − 4 + 4 = 0"
    # The deal passed right: a new auction, Bruno dealing, everyone to speak again.
    assert "Dealer: Bruno" in page.one(".in-hand-state").text
    assert set(speakers(page).values()) == {"to speak"}


def test_the_second_deal_asks_one_seat_at_a_time_and_says_what_a_solo_is_worth(
    app: Flask, table_id: str, anna: Phone
) -> None:
    seq = 0
    for seat, word in ((0, "vado"), (1, "vado"), (2, "vado"), (3, "tengo")):
        assert anna.move(table_id, call(seq, seat, word)).status_code == 303
        seq += 1
    page = anna.table(table_id)
    # From the dealer's right: only Bruno may speak now, solo or passo.
    assert [f["data-seat"] for f in page.all("#form-call .speaker")] == ["1"]
    assert buttons(page, 1) == ["Solo", "Passo"]
    (solo,) = page.all("#stakes .stake-choice")
    assert solo["data-seat"] == "1"
    assert solo.one(".stake-title").text.startswith("Bruno: solo against the other three?")
    assert (
        "at 60 card points: 3 × (60 − 55) = 15; the others 49 − 54 = −5 each "
        "Anna −5 · Bruno +15 · Carla −5 · Dario −5"
    ) in [li.text for li in solo.all("li")]
    assert speakers(page) == {
        "Anna": "waits",
        "Bruno": "to speak",
        "Carla": "waits",
        "Dario": "waits",
    }

    # Out of turn: refused by the buttons, in the reader's language, with the rule; nothing logged.
    carla = Phone(app, "it", addr="192.0.2.21")
    carla.sit(table_id, 2)
    response = carla.move(table_id, call(seq, 2, "solo"), htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-call"].one("p.error")
    assert error.text.startswith(
        "Per il solo si parla a turno dalla destra del mazziere: ora parla Bruno, non Carla."
    )
    assert error.one("a.rule")["href"] == "/rules/TAR-SOLO"
    assert state(app, table_id)["seq"] == seq

    assert anna.move(table_id, call(seq, 1, "solo")).status_code == 303
    page = anna.table(table_id)
    status = page.one(".in-hand-state").text
    assert "Solo: Bruno" in status and "Monte: Bruno's, shown" in status
    assert page.has("#form-end") and not page.has("#form-call")
    # Bruno makes 65 with the monte and the last trick: 3 × 10 = 30, the others −10 each.
    end = {"type": "end", "box": "end", "expected_seq": str(seq + 1), "total-0": "65"}
    assert anna.move(table_id, end).status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": -10, "Bruno": 30, "Carla": -10, "Dario": -10}
    other = Phone(app, "it", addr="192.0.2.22").table(table_id)
    assert totals(other) == {"Anna": -10, "Bruno": 30, "Carla": -10, "Dario": -10}
    assert other.one(".zero-sum").text == "I totali fanno zero: −10 + 30 − 10 − 10 = 0"


def test_the_king_call_says_which_king_the_hand_must_call_and_refuses_another(
    app: Flask, table_id: str, anna: Phone
) -> None:
    seq = to_play(anna, table_id)
    page = anna.table(table_id)
    form = page.one("#form-king")
    assert form.one("h2").text == "Bruno calls a King not held"
    # The 63-card picker, in groups: the trumps with their names, the Fuggitivo, four suits.
    keys = [b["data-card"] for b in form.all(".picker [data-card]")]
    assert len(keys) == 63 and "T20" in keys and "FU" in keys and "4O" in keys
    # The suits by their English names, with the names on their cards (keys, chips, calls).
    assert [h.text for h in form.all(".picker-head")] == [
        "Trumps",
        "Swords (Spade)",
        "Cups (Coppe)",
        "Clubs (Bastoni)",
        "Coins (Oro)",
    ]
    assert form.one(".picker [data-card='T12']").text == "12 Tempo"
    assert [b.text for b in form.all("button[name=card]")][:4] == [
        "Re Spade",
        "Re Coppe",
        "Re Bastoni",
        "Re Oro",
    ]
    king = {"type": "king_call", "box": "king", "expected_seq": str(seq), "seat": "1"}
    king["options"] = form.value("options")
    # With the 15 cards tapped, the referee says which King must be called, and why.
    hint = anna.post(f"/t/{table_id}/preview", {**king, "cards-0": HAND}).get_data(as_text=True)
    assert "The Re Oro must be called." in hint

    it = Phone(app, "it", addr="192.0.2.23")
    it.sit(table_id, 3)
    response = it.move(table_id, {**king, "cards-0": HAND, "card": "KS"}, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-king"].one("p.error")
    assert "Re Oro" in error.text
    assert error.one("a.rule")["href"] == "/rules/TAR-CALL-b"
    assert state(app, table_id)["seq"] == seq

    assert anna.move(table_id, {**king, "cards-0": HAND, "card": "KO"}).status_code == 303
    page = anna.table(table_id)
    status = page.one(".in-hand-state").text
    assert "Called: Re Oro" in status and "Partner: hidden" in status
    # The partner is not named before the Re Oro shows up.
    assert page.one("#partner-end legend").text.startswith("Who held the called card, Re Oro?")
    assert page.all("#form-end .hand legend")[0].text == "Bruno and the hidden partner"

    # Dario holds it; Bruno and Dario's pile makes 60 (last trick in): the dealer Anna's
    # pair has 109 − 60 = 49, 49 − 55 = −6 each; Bruno and Dario 60 − 54 = +6 each.
    assert (
        it.move(
            table_id,
            {"type": "partner", "box": "partner", "expected_seq": str(seq + 1), "holder": "3"},
        ).status_code
        == 303
    )
    seen = it.table(table_id)
    assert "Compagno: Dario" in seen.one(".in-hand-state").text
    end = {"type": "end", "box": "end", "expected_seq": str(seq + 2), "total-0": "60"}
    preview = anna.post(f"/t/{table_id}/preview", end).get_data(as_text=True)
    assert "The hand sums to zero: −6 + 6 − 6 + 6 = 0." in preview
    assert anna.move(table_id, end).status_code == 303
    assert totals(anna.table(table_id)) == {"Anna": -6, "Bruno": 6, "Carla": -6, "Dario": 6}
    assert totals(it.table(table_id)) == {"Anna": -6, "Bruno": 6, "Carla": -6, "Dario": 6}


def test_a_pile_is_counted_from_its_cards(app: Flask, table_id: str, anna: Phone) -> None:
    seq = to_play(anna, table_id)
    king = {"type": "king_call", "box": "king", "expected_seq": str(seq), "seat": "1", "card": "KO"}
    assert anna.move(table_id, king).status_code == 303
    # The opponents' pile, by its number of cards and its counting cards, and the last trick.
    end = {
        "type": "end",
        "box": "end",
        "expected_seq": str(seq + 1),
        "partner": "3",
        "count-1": "27",
        "cards-1": "T20,KC,QC",
        "last_trick": "1",
    }
    preview = anna.post(f"/t/{table_id}/preview", end).get_data(as_text=True)
    # With the monte, the dealer's side holds 27 cards: 10 + 5 + 4 − 3 + ⌊28 / 3⌋ = 25, and 5
    # for the last trick: 30; the others 79.
    assert "30" in preview and "79" in preview
    assert anna.move(table_id, end).status_code == 303
    # The dealer Anna's pair (with Carla) made 30: 30 − 55 = −25 each; the others 79 − 54.
    assert totals(anna.table(table_id)) == {"Anna": -25, "Bruno": 25, "Carla": -25, "Dario": 25}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_whole_hand_in_one_entry(app: Flask, table_id: str, lang: str) -> None:
    phone = Phone(app, lang, addr="192.0.2.24")
    phone.sit(table_id, 2)
    page = phone.table(table_id)
    assert page.has("#summary-hand #form-hand")
    response = phone.move(table_id, summary(0, "solo", soloist=1, solo_points=120), htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-hand"].one("p.error")
    assert error.text.startswith(
        {
            "en": "120 card points is too many: a side makes at most 109.",
            "it": "120 punti di carte sono troppi: una parte ne fa al massimo 109.",
        }[lang]
    )
    missing = phone.move(table_id, summary(0, "pairs", pair_points_0=49), htmx=True)
    assert missing.status_code == 422
    said = htmx_regions(missing)["#errors-hand"].one("p.error")
    assert said.text == {"en": "Who was Anna's partner?", "it": "Con chi giocava Anna?"}[lang]
    assert said["data-field"] == "mate"
    assert state(app, table_id)["seq"] == 0

    assert phone.move(table_id, summary(0, "solo", soloist=1, solo_points=65)).status_code == 303
    # Bruno deals now: Anna with Dario made 49, so Bruno and Carla (the dealer's pair) 60.
    pairs = summary(1, "pairs", mate=3, pair_points_0=49)
    assert phone.move(table_id, pairs).status_code == 303
    assert totals(phone.table(table_id)) == {"Anna": -15, "Bruno": 35, "Carla": -5, "Dario": -15}


def test_a_summary_hand_is_corrected_from_its_prefilled_form(
    app: Flask, table_id: str, anna: Phone
) -> None:
    assert anna.move(table_id, summary(0, "solo", soloist=1, solo_points=65)).status_code == 303
    form = anna.page(f"/t/{table_id}/moves/1/correct").one("#form-correct")
    assert form.one("input[name=contract][value=solo]").get("checked") is not None
    assert form.one("input[name=soloist][value='1']").get("checked") is not None
    assert form.value("solo-points") == "65"
    fixed = {**summary(1, "solo", soloist=1, solo_points=70), "box": "correct", "reason": "70"}
    preview = anna.post(f"/t/{table_id}/moves/1/correct/preview", fixed)
    assert "Bruno 30 → 45" in preview.get_data(as_text=True)
    assert anna.post(f"/t/{table_id}/moves/1/correct", fixed).status_code == 303
    assert totals(anna.table(table_id)) == {"Anna": -15, "Bruno": 45, "Carla": -15, "Dario": -15}


def test_an_end_of_hand_is_corrected_too(app: Flask, table_id: str, anna: Phone) -> None:
    seq = to_play(anna, table_id)
    king = {"type": "king_call", "box": "king", "expected_seq": str(seq), "seat": "1", "card": "KO"}
    assert anna.move(table_id, king).status_code == 303
    end = {
        "type": "end",
        "box": "end",
        "expected_seq": str(seq + 1),
        "partner": "3",
        "total-0": "60",
    }
    assert anna.move(table_id, end).status_code == 303
    n = seq + 2
    form = anna.page(f"/t/{table_id}/moves/{n}/correct").one("#form-correct")
    assert form.value("total-0") == "60"
    assert form.one("input[name=partner][value='3']").get("checked") is not None
    fixed = {**end, "box": "correct", "expected_seq": str(n), "total-0": "64"}
    assert anna.post(f"/t/{table_id}/moves/{n}/correct", fixed).status_code == 303
    assert totals(anna.table(table_id)) == {"Anna": -10, "Bruno": 10, "Carla": -10, "Dario": 10}


def test_the_end_of_the_game_says_who_pays_whom(app: Flask, anna: Phone) -> None:
    table_id = anna.create(PLAYERS, me=0, game="tarocco", hands=2)
    assert anna.move(table_id, summary(0, "solo", soloist=1, solo_points=65)).status_code == 303
    assert (
        anna.move(table_id, summary(1, "offer", offerer=2, taker=3, offer_points=4)).status_code
        == 303
    )
    page = anna.table(table_id)
    assert [li.text for li in page.all(".settlement .payments li")] == [
        "Carla pays Bruno 14",
        "Anna pays Bruno 10",
        "Dario pays Bruno 6",
    ]
    assert (
        page.one(".settlement .zero-sum").text == "The totals add up to zero: −10 + 30 − 14 − 6 = 0"
    )
    it = Phone(app, "it", addr="192.0.2.25").table(table_id)
    assert it.all(".settlement .payments li")[0].text == "Carla paga 14 a Bruno"


@pytest.mark.parametrize("rule", list(KING_CALLS))
def test_each_king_call_rule_is_said_in_the_phones_language_and_refuses_another_card(
    app: Flask, rule: str
) -> None:
    """Rules a–e: with the declarer's 15 cards tapped, the page says which card must be
    called and why, with the rule's link; another card is refused by its button, citing the
    rule, with nothing logged; the right one is taken."""
    verdict = KING_CALLS[rule]
    host = Phone(app, verdict["lang"])
    table = host.create(PLAYERS, me=0, game="tarocco")
    seq = to_play(host, table)
    options = host.table(table).one("#form-king").value("options")
    king = {"type": "king_call", "box": "king", "expected_seq": str(seq), "seat": "1"}
    king |= {"options": options, "cards-0": ",".join(verdict["hand"])}
    hint = parse(host.post(f"/t/{table}/preview", king).get_data(as_text=True))
    assert verdict["says"] in hint.text
    assert f"/rules/{verdict['rule']}" in [a["href"] for a in hint.all("a.rule")]

    refused = host.move(table, {**king, "card": verdict["wrong"]}, htmx=True)
    assert refused.status_code == 422
    error = htmx_regions(refused)["#errors-king"].one("p.error")
    assert error.one("a.rule")["href"] == f"/rules/{verdict.get('refused_by', verdict['rule'])}"
    assert state(app, table)["seq"] == seq

    assert host.move(table, {**king, "card": verdict["must"]}).status_code == 303
    assert state(app, table)["seq"] == seq + 1


def test_the_check_page_has_the_grouped_picker_and_answers_the_king_call(app: Flask) -> None:
    phone = Phone(app, "it")
    page = phone.page("/games/tarocco/check")
    form = page.one("#check-king_call")
    keys = [b["data-card"] for b in form.all(".picker [data-card]")]
    assert len(keys) == 63 and "T0" in keys and "AO" not in keys
    assert [h.text for h in form.all(".picker-head")] == [
        "Trionfi",
        "Spade",
        "Coppe",
        "Bastoni",
        "Oro",
    ]
    assert form.one(".picker [data-card='T20']").text == "20 Giove"
    answered = phone.page("/games/tarocco/check/king_call?hand=" + HAND.replace(",", "+"))
    verdict = answered.one("#check-king_call .check-answer .verdict").text
    assert "Re Oro" in verdict


def test_venti_with_the_cards_shown_is_checked(app: Flask, table_id: str, anna: Phone) -> None:
    seq = 0
    for seat, word in ((0, "vado"), (1, "vado"), (2, "vado"), (3, "tengo")):
        assert anna.move(table_id, call(seq, seat, word)).status_code == 303
        seq += 1
    for seat in (1, 2, 3, 0):
        assert anna.move(table_id, call(seq, seat, "passo")).status_code == 303
        seq += 1
    page = anna.table(table_id)
    assert buttons(page, 1) == ["Venti", "Zero"]
    assert len(page.all("#form-call .show-cards .picker [data-card]")) == 63
    # Giove 10 and the Re Coppe 5 make 15: not enough for venti, refused with its rule.
    bruno = Phone(app, "it", addr="192.0.2.26")
    bruno.sit(table_id, 1)
    response = bruno.move(table_id, call(seq, 1, "venti", **{"cards-0": "T20,KC"}), htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-call"].one("p.error")
    assert error.text.startswith("Bruno mostra 15 in decine e cinquine: per dire venti ne servono")
    assert error.one("a.rule")["href"] == "/rules/TAR-VENTI"
    shown = call(seq, 1, "venti", **{"cards-0": "T20,KC,T19"})
    assert bruno.move(table_id, shown).status_code == 303
    said = [line[1] for e in bruno.table(table_id).all("li.entry.type-call") for line in lines(e)]
    assert "Bruno dice venti (mostra 20 in decine e cinquine): cerca un compagno." in said


def test_the_dealers_discard_counts_for_the_king_call(
    app: Flask, table_id: str, anna: Phone
) -> None:
    seq = 0
    for seat, word in ((0, "vado"), (1, "vado"), (2, "vado"), (3, "tengo")):
        assert anna.move(table_id, call(seq, seat, word)).status_code == 303
        seq += 1
    for seat in (1, 2, 3, 0):
        assert anna.move(table_id, call(seq, seat, "passo")).status_code == 303
        seq += 1
    for seat, word in ((1, "zero"), (2, "zero"), (3, "zero"), (0, "venti")):
        assert anna.move(table_id, call(seq, seat, word)).status_code == 303
        seq += 1
    for seat in (1, 2, 3):
        assert anna.move(table_id, call(seq, seat, "passo")).status_code == 303
        seq += 1
    form = anna.table(table_id).one("#form-king")
    # Anna deals and said venti: her discard to the monte is asked too.
    assert form.has("fieldset.hand[data-seat='1'] input[name=cards-1]")
    king = {"type": "king_call", "box": "king", "expected_seq": str(seq), "seat": "0"}
    move = {**king, "cards-0": HAND, "cards-1": "KO,5S,6S", "card": "KO"}
    response = anna.move(table_id, move, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-king"].one("p.error")
    assert error.text.startswith("Anna discarded Re Oro to the monte")
    assert error.one("a.rule")["href"] == "/rules/TAR-AMB-6"
    assert state(app, table_id)["seq"] == seq


def test_a_call_redraws_the_other_phones_buttons(app: Flask, table_id: str, anna: Phone) -> None:
    bruno = Phone(app, addr="192.0.2.27")
    bruno.sit(table_id, 1)
    seq = state(app, table_id)["seq"]
    assert (
        anna.move(table_id, call(seq, 0, "offro", **{"points-0": "3"}), htmx=True).status_code
        == 200
    )
    update = bruno.get(f"/t/{table_id}/live?seq={seq}")
    assert update.status_code == 200
    regions = partials(update.get_data(as_text=True))
    (form,) = [node for node in regions.values() if node.has("#form-call")]
    # Anna has spoken: her buttons are gone; Bruno may take her offer.
    assert [f["data-seat"] for f in form.all(".speaker")] == ["1", "2", "3"]
    assert "Piglio (Anna's 3)" in [b.text for b in form.all(".speaker[data-seat='1'] button")]
    (status,) = [node for node in regions.values() if node.has(".speakers")]
    assert "Anna: offro 3" in [li.text for li in status.all(".speakers li")]


@pytest.mark.parametrize(
    "lang, offer, take, king",
    [
        ("en", "Anna: offro 6", "Carla: piglio (Anna)", "Bruno calls: Re Oro"),
        ("it", "Anna: offro 6", "Carla: piglio (Anna)", "Bruno chiama: Re Oro"),
    ],
)
def test_the_news_on_another_phone_says_the_call_in_the_games_words(
    app: Flask, table_id: str, anna: Phone, lang: str, offer: str, take: str, king: str
) -> None:
    dario = Phone(app, lang, addr="192.0.2.28")
    dario.sit(table_id, 3)

    def news(seq: int) -> list[str]:
        update = dario.get(f"/t/{table_id}/live?seq={seq}")
        assert update.status_code == 200
        regions = partials(update.get_data(as_text=True))
        return [t.text for node in regions.values() for t in node.all(".toast-news .toast-title")]

    seq = state(app, table_id)["seq"]
    assert anna.move(table_id, call(seq, 0, "offro", **{"points-0": "6"})).status_code == 303
    assert news(seq) == [offer]
    assert anna.move(table_id, call(seq + 1, 2, "piglio:0")).status_code == 303
    assert news(seq + 1) == [take]
    # and the King call, once the auction is through
    table = anna.create(PLAYERS, me=0, game="tarocco")
    dario = Phone(app, lang, addr="192.0.2.29")
    dario.sit(table, 3)
    seq = to_play(anna, table)
    data = {"type": "king_call", "box": "king", "seat": "1", "card": "KO", "expected_seq": str(seq)}
    assert anna.move(table, data).status_code == 303
    update = dario.get(f"/t/{table}/live?seq={seq}")
    regions = partials(update.get_data(as_text=True))
    assert [t.text for node in regions.values() for t in node.all(".toast-news .toast-title")] == [
        king
    ]


def test_the_tricks_card_by_card_name_each_winner_and_count_the_piles(
    app: Flask, table_id: str, anna: Phone
) -> None:
    """The trick form lists who plays in order, the referee names each trick's winner,
    refuses a Fuggitivo led and the Re Oro's holder leading another suit first (each by its
    button, with the rule), and the end of the hand is counted from the 15 tricks: the
    scores are the engine's for those moves, typed once."""
    from tests.games.tarocco_table import TRICKS_AFTER_RE_ORO
    from tests.games.tarocco_table import Table as EngineTable

    seq = to_play(anna, table_id)
    king = {"type": "king_call", "box": "king", "seat": "1", "card": "KO"}
    assert anna.move(table_id, {**king, "expected_seq": str(seq)}).status_code == 303
    seq += 1
    form = anna.table(table_id).one("#form-trick")
    legend = form.one(".hand legend").text
    assert legend.startswith("Trick 1: Carla leads") and "Carla → Dario → Anna → Bruno" in legend

    def trick(cards: list[str], **extra: str) -> dict[str, str]:
        return {
            "type": "trick",
            "box": "trick",
            "expected_seq": str(seq),
            "cards-0": ",".join(cards),
            **extra,
        }

    preview = anna.post(f"/t/{table_id}/preview", trick(TRICKS_AFTER_RE_ORO[0]))
    assert "Trick 1 (5 Spade, 6 Spade, 7 Spade, Re Spade), led by Carla: Bruno takes it." in (
        preview.get_data(as_text=True)
    )
    for cards in TRICKS_AFTER_RE_ORO[:4]:
        assert anna.move(table_id, trick(cards)).status_code == 303
        seq += 1
    page = anna.table(table_id)
    assert "Partner: Dario" in page.one(".in-hand-state").text  # the Re Oro showed up
    assert page.one("#form-trick .hand legend").text.startswith("Trick 5: Dario leads")
    assert [li.text for li in page.all("#form-trick ol.tricks li")][3] == (
        "Anna 4 Oro · Bruno 6 Oro · Carla 7 Oro · Dario Re Oro → Dario"
    )
    for cards, rule in (
        (["FU", "QO", "NO", "JO"], "TAR-PLAY"),
        (["5C", "QO", "NO", "JO"], "TAR-LEAD"),
    ):
        refused = anna.move(table_id, trick(cards), htmx=True)
        assert refused.status_code == 422
        error = htmx_regions(refused)["#errors-trick"].one("p.error")
        assert error.one("a.rule")["href"] == f"/rules/{rule}"
        assert state(app, table_id)["seq"] == seq
    for cards in TRICKS_AFTER_RE_ORO[4:]:
        assert anna.move(table_id, trick(cards)).status_code == 303
        seq += 1
    page = anna.table(table_id)
    assert not page.has("#form-trick")
    end = page.one("#form-end")
    assert end.value("from_tricks") == "1" and not end.has("input[name='total-0']")
    data = {"type": "end", "box": "end", "expected_seq": str(seq), "from_tricks": "1"}
    assert anna.move(table_id, data).status_code == 303
    # the scores are what the engine gives for the same moves
    engine = EngineTable.sit()
    engine.to_second_deal()
    for s in (1, 2, 3, 0):
        engine.say(s, "passo")
    engine.say(1, "venti")
    for s in (2, 3, 0):
        engine.say(s, "passo")
    engine.move({"type": "king_call", "seat": 1, "card": "KO"})
    for cards in TRICKS_AFTER_RE_ORO:
        engine.move({"type": "trick", "cards": cards})
    engine.move({"type": "end"})
    expected = dict(zip(PLAYERS, engine.state.totals, strict=True))
    assert totals(anna.table(table_id)) == expected
    assert expected == {"Anna": -28, "Bruno": 28, "Carla": -28, "Dario": 28}


def test_the_api_gives_what_is_at_stake_with_the_moves_that_would_log_it(app: Flask) -> None:
    client = app.test_client()
    created = client.post("/api/v1/tables", json={"game": "tarocco", "players": PLAYERS})
    table_id, token = created.get_json()["id"], created.get_json()["host_token"]

    def log(move: dict[str, Any]) -> None:
        seq = client.get(f"/api/v1/tables/{table_id}").get_json()["seq"]
        answer = client.post(
            f"/api/v1/tables/{table_id}/moves",
            json={**move, "expected_seq": seq},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert answer.status_code == 201, answer.get_data(as_text=True)

    for seat, word in ((0, "vado"), (1, "vado"), (2, "vado"), (3, "tengo")):
        log({"type": "call", "seat": seat, "call": word})
    table = client.get(f"/api/v1/tables/{table_id}").get_json()
    (solo,) = table["at_stake"]
    assert solo["seat"] == 1 and solo["text"] == "Bruno: solo against the other three?"
    at_60 = next(o for o in solo["outcomes"] if o["text"].startswith("at 60 card points"))
    assert at_60["scores"] == [-5, 15, -5, -5]
    # the outcome's moves, logged, give its scores
    for move in at_60["moves"]:
        log(move)
    table = client.get(f"/api/v1/tables/{table_id}").get_json()
    assert table["totals"] == [-5, 15, -5, -5]
    assert table["at_stake"] == []  # hand 2's auction: nobody offered yet


def test_the_agreed_number_of_hands_goes_up_to_400_everywhere(app: Flask, anna: Phone) -> None:
    """The option's declaration, the catalogue and the creation form agree: 1 to 400 hands."""
    from tests.web.dom import parse

    html = anna.get("/new/options?game=tarocco").get_data(as_text=True)
    field = parse(html).one("input[name='opt-hands']")
    assert (field["min"], field["max"], field["value"]) == ("1", "400", "12")
    games = anna.get("/api/v1/games").get_json()
    listed = games["games"] if isinstance(games, dict) else games
    tarocco = next(g for g in listed if g["id"] == "tarocco")
    (hands,) = [o for o in tarocco["options"] if o["key"] == "hands"]
    assert (hands["minimum"], hands["maximum"], hands["default"]) == (1, 400, 12)
    assert anna.create(PLAYERS, me=0, game="tarocco", hands=400)
    refused = anna.post("/tables", {"game": "tarocco", "player": PLAYERS, "opt-hands": "401"})
    assert refused.status_code == 422
