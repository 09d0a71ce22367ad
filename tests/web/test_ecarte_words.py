"""Ecarté's words on the page, as Marco and Giulia read them: a player named by what she does
("sfida Giulia", "fa le carte Marco"), never by a noun with a gender; "1 presa", not "1
prese"; and a King of trumps turned up is never asked to be declared."""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.conftest import Phone, lines
from tests.web.dom import Node

PLAYERS = ["Marco", "Giulia"]


def step(seq: int, **fields: Any) -> dict[str, Any]:
    """A tap on one of the step form's buttons, with the form's seat."""
    return {"box": "step", "expected_seq": str(seq), **{k: str(v) for k, v in fields.items()}}


def prompt(page: Node) -> str:
    return page.one("#status p.prompt").text


@pytest.mark.parametrize(
    ("lang", "exchange", "play"),
    [
        (
            "it",
            "Mano 1, briscola cuori, sfida Giulia: propone lo scambio o gioca?",
            "Mano 1, briscola cuori: il Re di briscola è la carta girata e il suo punto è già "
            "di Marco; ora le prese, una per una (Giulia è di mano), o il riepilogo della mano.",
        ),
        (
            "en",
            "Hand 1, hearts trumps: does Giulia, the challenger, propose an exchange or play?",
            "Hand 1, hearts trumps: the King of trumps is the turned-up card and its point "
            "already went to Marco; now the tricks one by one (Giulia leads), or the hand's "
            "summary.",
        ),
    ],
)
def test_a_king_turned_up_is_not_asked_for_and_the_challenger_has_no_gender(
    app: Any, lang: str, exchange: str, play: str
) -> None:
    marco = Phone(app, lang, addr="192.0.2.31")
    table_id = marco.create(PLAYERS, me=0, game="ecarte")
    # Marco deals and turns up the King of hearts: 1 point to him at once.
    assert marco.move(table_id, step(0, card="KH")).status_code == 303
    page = marco.table(table_id)
    assert prompt(page) == exchange
    assert "lo sfidante" not in page.text and "il mazziere" not in page.text
    # Giulia plays without an exchange: the King is no one's to declare.
    assert marco.move(table_id, step(page_seq(page), seat=1, type="play")).status_code == 303
    page = marco.table(table_id)
    assert prompt(page) == play
    assert not page.has("#form-step button[name=declarer]")
    assert [t.text for t in page.all("#scoreboard .total")][:2] == ["1", "0"]


def page_seq(page: Node) -> int:
    return int(page.one("#form-step input[name=expected_seq]")["value"])


@pytest.mark.parametrize(
    ("lang", "asked"),
    [
        ("it", "Mano 1, briscola cuori, fa le carte Marco: accetta o rifiuta lo scambio?"),
        ("en", "Hand 1, hearts trumps: does Marco, the dealer, accept or refuse the exchange?"),
    ],
)
def test_the_dealer_is_asked_by_name(app: Any, lang: str, asked: str) -> None:
    marco = Phone(app, lang, addr="192.0.2.32")
    table_id = marco.create(PLAYERS, me=0, game="ecarte")
    assert marco.move(table_id, step(0, card="7H")).status_code == 303
    assert marco.move(table_id, step(1, seat=1, type="propose")).status_code == 303
    page = marco.table(table_id)
    assert prompt(page) == asked
    title = {"it": "Fa le carte Marco: accetta lo scambio?"}.get(lang)
    if title:
        assert page.one("#form-step .step-title").text == title


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("it", "Giulia ha giocato senza scambio e ha fatto solo 1 presa: Marco (4 prese) segna 2."),
        (
            "en",
            "Giulia stood (played without an exchange) and took only 1 trick: Marco (4 tricks) "
            "scores 2.",
        ),
    ],
)
def test_one_trick_is_one_trick(app: Any, lang: str, said: str) -> None:
    marco = Phone(app, lang, addr="192.0.2.33")
    table_id = marco.create(PLAYERS, me=0, game="ecarte", rule_set="classic")
    hand = {
        "type": "hand",
        "box": "hand",
        "expected_seq": "0",
        "tricks": "4-1",
        "king": "none",
        "prepotenza": "1",
        "revokes-0": "0",
        "revokes-1": "0",
    }
    assert marco.move(table_id, hand).status_code == 303
    words = [text for _, text, _ in lines(marco.table(table_id).one("#log"))]
    assert said in words, words
