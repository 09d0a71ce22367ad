"""Ecarté from its table's page: a player throwing in their cards in the middle of the tricks
(ECA-THROW), one tap under the trick form, scored at once and shown on the other phone; the
button of a seat that already has 3 tricks is not there, and the move sent anyway is refused
by its rule."""

from __future__ import annotations

from flask import Flask

from tests.web.conftest import Phone, htmx_regions, lines, state, totals
from tests.web.test_ecarte_pages import buttons, step, trick, update


def throw_in(seq: int, seat: int) -> dict[str, str]:
    """A tap on a "throws in" button: the form's type and box, the seat the button names."""
    return {"type": "throw_in", "box": "trick", "expected_seq": str(seq), "seat": str(seat)}


def test_a_player_throws_in_mid_hand_and_the_other_phone_shows_the_score(
    app: Flask, anna: Phone
) -> None:
    """Anna deals, hearts are trumps; Bruno, the challenger, stands (plays without an
    exchange) and follows on his own phone in Italian."""
    table_id = anna.create(["Anna", "Bruno"], me=0, game="ecarte")
    bruno = Phone(app, "it", addr="192.0.2.64")
    bruno.sit(table_id, 1)
    # Before play there is nothing to throw in: no trick form, no buttons.
    assert not anna.table(table_id).has("#form-throw")
    assert anna.move(table_id, step(0, card="7H"), htmx=True).status_code == 200
    assert not anna.table(table_id).has("#form-throw")
    assert bruno.move(table_id, step(1, type="play"), htmx=True).status_code == 200

    # The trick form, and under it one button per player, in each phone's language.
    page = anna.table(table_id)
    form = page.one("#form-throw")
    assert buttons(form) == ["Anna throws in", "Bruno throws in"]
    assert [b["value"] for b in form.all("button[name=seat]")] == ["0", "1"]
    assert "the tricks not played go to the other" in form.one(".hint").text
    assert form.one("a.rule")["href"] == "/rules/ECA-THROW"
    entry = update(bruno, table_id, 1)["#entry-area"]
    assert buttons(entry.one("#form-throw")) == ["Anna getta le carte", "Bruno getta le carte"]

    # Bruno's K♠ takes the 7♠; Anna's A♣ takes his 8♣. Then Bruno throws in, with 1 trick.
    assert anna.move(table_id, trick(2, "KS", "7S"), htmx=True).status_code == 200
    assert anna.move(table_id, trick(3, "8C", "AC"), htmx=True).status_code == 200
    response = bruno.move(table_id, throw_in(4, 1), htmx=True)
    assert response.status_code == 200
    # Anna has her 1 trick and the 3 not played: 4 of 5, +1. Bruno stood and took only 1:
    # −1, below zero (the Italian text allows it).
    notice = htmx_regions(response)["#notices"]
    assert notice.one(".toast-title").text == "✓ Mano 1 salvata"

    page = anna.table(table_id)
    assert totals(page) == {"Anna": 1, "Bruno": -1}
    said = lines(page.one("#e5"))
    assert (
        "1",
        "Bruno throws in their cards with 1 trick: the rest go to Anna. Anna takes 4 tricks of "
        "5: +1.",
        "ECA-SEED-3T ECA-AMB-1 ECA-THROW",
    ) in said
    assert (
        "−1",
        "Bruno: played di prepotenza and took only 1 trick, −1. A total may go below zero: −1.",
        "ECA-SEED-PREP ECA-PREP ECA-AMB-8",
    ) in said
    # The hand is over: the next one starts, Bruno dealing, with the result form again.
    assert page.has("#form-hand") and not page.has("#form-trick") and not page.has("#form-throw")

    # The other phone: the live update redraws its scoreboard and its forms.
    regions = update(bruno, table_id, 4)
    assert totals(regions["#scoreboard"]) == {"Anna": 1, "Bruno": -1}
    assert not regions["#entry-area"].has("#form-throw")
    page = bruno.table(table_id)
    assert totals(page) == {"Anna": 1, "Bruno": -1}
    assert [text for _, text, _ in lines(page.one("#e5"))][:2] == [
        "Fine mano: Anna 4 prese, Bruno 1.",
        "Bruno getta le carte con 1 presa: le altre vanno ad Anna. Anna fa 4 prese su 5: +1.",
    ]
    assert state(app, table_id)["totals"] == [1, -1]


def test_a_seat_with_three_tricks_has_no_button_and_is_refused_by_the_rule(
    app: Flask, anna: Phone
) -> None:
    table_id = anna.create(["Anna", "Bruno"], me=0, game="ecarte")
    assert anna.move(table_id, step(0, card="7H"), htmx=True).status_code == 200
    assert anna.move(table_id, step(1, type="play"), htmx=True).status_code == 200
    # Bruno leads and takes three tricks of spades.
    for seq, (lead, follow) in enumerate([("KS", "7S"), ("QS", "8S"), ("JS", "9S")], start=2):
        assert anna.move(table_id, trick(seq, lead, follow), htmx=True).status_code == 200
    form = anna.table(table_id).one("#form-throw")
    assert buttons(form) == ["Anna throws in"]
    # Sent anyway (a stale page), the move is refused in the trick form's box, with its rule.
    response = anna.move(table_id, throw_in(5, 1), htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-trick"].one("p.error")
    assert "Bruno already took 3 tricks" in error.text
    assert error.one("a.rule")["href"] == "/rules/ECA-THROW"
    assert state(app, table_id)["seq"] == 5
    # A tap without a seat asks who.
    response = anna.move(table_id, {**throw_in(5, 0), "seat": ""}, htmx=True)
    assert response.status_code == 422
    assert htmx_regions(response)["#errors-trick"].has("p.error")
