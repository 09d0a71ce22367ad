"""The referee's verdicts where the finger is: a move the engine ruled on (an Ecarté revoke
found, an Efele dead card drawn) is confirmed on the phone that entered it, and told on the
others, by the ruling with its rules' links, not by the move's bare name."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.web.conftest import Phone, htmx_regions, totals
from tests.web.dom import Node, partials
from tests.web.test_ecarte_pages import step, trick

OTHER = {"en": "it", "it": "en"}


def news(phone: Phone, table_id: str, seq: int) -> Node:
    """The news a phone that has seen up to ``seq`` gets from its live poll."""
    response = phone.get(f"/t/{table_id}/live?seq={seq}")
    assert response.status_code == 200
    found = [n for n in partials(response.get_data(as_text=True)).values() if n.has(".toast-news")]
    assert found
    return found[0].one(".toast-news")


def rule_links(node: Node) -> list[str]:
    return [a["href"] for a in node.all(".toast-verdict a.rule")]


REVOKE = {
    "en": "Bruno did not follow ♦: −1 at the hand's end",
    "it": "Bruno non ha risposto a ♦: −1 a fine mano",
}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_revoke_found_mid_hand_is_toasted_as_the_verdict(app: Flask, lang: str) -> None:
    """Hearts are trumps (7♥ turned up); Anna declares K♥ (+1). Trick 1: Bruno leads 9♥,
    Anna's K♥ takes it. Trick 2: Anna leads Q♦, Bruno trumps with 8♥ and takes it. Trick 3:
    Bruno leads 8♦: he held a diamond at trick 2, a revoke, −1 at the hand's end (not now:
    the totals stay Anna 1, Bruno 0)."""
    anna = Phone(app, lang)
    table_id = anna.create(["Anna", "Bruno"], me=0, game="ecarte")
    bruno = Phone(app, OTHER[lang], addr="192.0.2.71")
    bruno.sit(table_id, 1)
    moves = [
        (anna, step(0, card="7H")),
        (bruno, step(1, seat=1, type="propose")),
        (anna, step(2, seat=0, type="accept")),
        (bruno, step(3, seat=1, cards=3)),
        (anna, step(4, seat=0, cards=2)),
        (bruno, step(5, type="play")),
        (anna, step(6, declarer=0)),
        (anna, trick(7, "9H", "KH")),
        (anna, trick(8, "QD", "8H")),
    ]
    for phone, data in moves:
        assert phone.move(table_id, data, htmx=True).status_code == 200
    response = anna.move(table_id, trick(9, "8D", "7D"), htmx=True)
    assert response.status_code == 200
    notice = htmx_regions(response)["#notices"].one(".toast-saved")
    assert notice.one(".toast-title").text == "✓ " + REVOKE[lang]
    assert rule_links(notice) == ["/rules/ECA-SEED-REVOKE", "/rules/ECA-AMB-4"]
    told = news(bruno, table_id, 9)
    assert told.one(".toast-title").text == REVOKE[OTHER[lang]]
    assert rule_links(told) == ["/rules/ECA-SEED-REVOKE", "/rules/ECA-AMB-4"]
    assert "Trick" not in told.text and "Presa" not in told.text
    assert totals(anna.table(table_id)) == {"Anna": 1, "Bruno": 0}


DEAD = {
    "en": "Bruno: the 9 of Bells goes to the centre, 9s are dead; another card is drawn",
    "it": "Bruno: il 9 di Sonagli va al centro, i 9 sono morti; si pesca un'altra carta",
}


def inhand(seq: int, move_type: str, seat: int, card: str) -> dict[str, str]:
    return {
        "type": move_type,
        "box": "inhand",
        "expected_seq": str(seq),
        "seat": str(seat),
        "card": card,
    }


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_dead_card_drawn_is_toasted_as_the_verdict(app: Flask, lang: str) -> None:
    """The 9 of Hearts went all the way round: 9s are dead. Bruno draws the 9 of Bells."""
    anna = Phone(app, lang)
    table_id = anna.create(["Anna", "Bruno", "Carla", "Dario"], me=0, game="efele", stake=2)
    carla = Phone(app, OTHER[lang], addr="192.0.2.72")
    carla.sit(table_id, 2)
    assert anna.move(table_id, inhand(0, "centre", 2, "9H"), htmx=True).status_code == 200
    response = anna.move(table_id, inhand(1, "draw", 1, "9S"), htmx=True)
    assert response.status_code == 200
    notice = htmx_regions(response)["#notices"].one(".toast-saved")
    assert notice.one(".toast-title").text == "✓ " + DEAD[lang]
    assert rule_links(notice) == ["/rules/EFE-DEAD"]
    told = news(carla, table_id, 1)
    assert told.one(".toast-title").text == DEAD[OTHER[lang]]
    assert rule_links(told) == ["/rules/EFE-DEAD"]
    # A good card is no verdict: logged by its name.
    response = anna.move(table_id, inhand(2, "draw", 1, "UE"), htmx=True)
    title = htmx_regions(response)["#notices"].one(".toast-saved .toast-title").text
    assert title == {"en": "✓ Logged: Card drawn", "it": "✓ Registrato: Carta pescata"}[lang]
