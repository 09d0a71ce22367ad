"""A hand in parts from the table page: each phone enters its own part of a Scala 40 (and a
Tamalo) hand, the others see who has entered and who is missing (never what), a missing
part is entered for another player (the log names who), a part is withdrawn, two players
who say they went out are shown the conflict, and the last part logs the hand on every
phone's scoreboard. Another phone's part never redraws this phone's forms."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from werkzeug.test import TestResponse

from tests.web.conftest import Phone, htmx_regions, state, totals
from tests.web.dom import Node, parse


def part(seq: int, seat: int, kind: str = "held", **fields: Any) -> dict[str, str]:
    """The part form as a phone sends it: whose part, the button tapped, its fields."""
    return {
        "box": "part",
        "expected_seq": str(seq),
        "seat": str(seat),
        "kind": kind,
        **{k: str(v) for k, v in fields.items()},
    }


def send(who: Phone, table_id: str, data: dict[str, str]) -> TestResponse:
    """A part form's save, as htmx sends it."""
    return who.post(f"/t/{table_id}/parts", data, htmx=True)


def strip(node: Node) -> dict[str, str]:
    """The strip of the hand in parts as a player reads it: name → what it says."""
    return {
        li.one(".part-name").text.replace("(you)", "").replace("(tu)", "").strip(): li.one(
            ".part-state"
        ).text
        for li in node.all("li.part-seat")
    }


def seq_of(app: Flask, table_id: str) -> int:
    return int(state(app, table_id)["seq"])


@pytest.fixture
def phones(app: Flask) -> dict[str, Phone]:
    """Anna (who hosts), Bruno and Carla at their own phones; Dario has none, and Carla
    speaks Italian."""
    return {
        "anna": Phone(app),
        "bruno": Phone(app, addr="192.0.2.2"),
        "carla": Phone(app, lang="it", addr="192.0.2.3"),
    }


@pytest.fixture
def table_id(phones: dict[str, Phone]) -> str:
    table_id = phones["anna"].create(["Anna", "Bruno", "Carla", "Dario"], me=0, game="scala40")
    phones["bruno"].sit(table_id, 1)
    phones["carla"].sit(table_id, 2)
    return table_id


def test_each_phone_enters_its_own_part_and_the_last_one_logs_the_hand(
    app: Flask, phones: dict[str, Phone], table_id: str
) -> None:
    anna, bruno, carla = phones["anna"], phones["bruno"], phones["carla"]
    page = anna.table(table_id)
    # Beside the whole-hand form, the button that starts a hand in parts, folded.
    assert page.has("#form-hand")
    fold = page.one("details#parts-fold")
    assert "open" not in fold.attrs
    assert fold.one("summary").text == "Each enters their own part"
    # Whose part: every seat still in, this phone's own chosen.
    radios = fold.all("input[name=seat]")
    assert [r["value"] for r in radios] == ["0", "1", "2", "3"]
    assert [r["value"] for r in radios if "checked" in r.attrs] == ["0"]
    assert [b.text for b in fold.all("button[name=kind]") if b.text] == [
        "I went out",
        "I went out in mano",
        "Save my cards",
    ]
    # Italian words on Carla's phone.
    carla_fold = carla.table(table_id).one("details#parts-fold")
    assert carla_fold.one("summary").text == "Ognuno inserisce la sua parte"
    assert "Ho chiuso" in [b.text for b in carla_fold.all("button[name=kind]")]

    seen = seq_of(app, table_id)
    # Anna went out: one tap.
    answer = htmx_regions(send(anna, table_id, part(seen, 0, "closed")))
    area = answer["#entry-area"]
    assert "open" in area.one("details#parts-fold").attrs
    assert area.one(".part-own").text.startswith("Your part is in: you went out.")
    assert strip(area) == {
        "Anna": "✓ entered",
        "Bruno": "missing",
        "Carla": "missing",
        "Dario": "missing",
    }
    assert area.one(".parts-head").text == "Hand in parts: 1 of 4 in"

    # Bruno's phone, mid-typing, gets the strip alone: his form is not drawn again, and
    # nothing says what Anna entered.
    update = bruno.get(f"/t/{table_id}/live?seq={seen}")
    regions = htmx_regions(update)
    assert "#entry-area" not in regions
    assert strip(regions["#parts-strip"])["Anna"] == "✓ entered"
    assert "went out" not in regions["#parts-strip"].text
    assert regions["#parts-strip"].one("#parts-strip")["data-missing"] == "1 2 3"
    # "Enter for Dario" is offered on every phone (the script hides it on Dario's own).
    assert [b.text for b in regions["#parts-strip"].all("button.enter-for")] == [
        "Enter for Bruno",
        "Enter for Carla",
        "Enter for Dario",
    ]
    # The log names who entered it, not what.
    log = anna.table(table_id).one("#log")
    assert log.one("li.type-hand_part strong").text == "Part of the hand"
    assert "Anna entered their part" in log.one("li.type-hand_part").text

    # Bruno: K♥ Q♥ = 20 (S40-VAL-HAND), on the picker.
    assert send(bruno, table_id, part(seen, 1, cards="KH,QH")).status_code == 200
    # Carla enters Dario's part for him: A♠ 5♦ = 11 + 5 = 16.
    assert send(carla, table_id, part(seen, 3, cards="AS,5D")).status_code == 200
    update = anna.get(f"/t/{table_id}/live?seq={seen + 1}")
    regions = htmx_regions(update)
    assert "#entry-area" not in regions
    assert strip(regions["#parts-strip"]) == {
        "Anna": "✓ entered",
        "Bruno": "✓ entered",
        "Carla": "missing",
        "Dario": "✓ entered by Carla",
    }
    assert "inserita da Carla" in carla.table(table_id).one("#parts-strip").text
    # Nothing is scored yet.
    assert totals(anna.table(table_id)) == {"Anna": 0, "Bruno": 0, "Carla": 0, "Dario": 0}

    # Carla's own part, a typed total of 30, is the last: the hand is logged.
    before_last = seq_of(app, table_id)
    answer = htmx_regions(send(carla, table_id, part(seen, 2, total=30)))
    # Anna 0 (went out), Bruno 20, Carla 30, Dario 16.
    expected = {"Anna": 0, "Bruno": 20, "Carla": 30, "Dario": 16}
    assert totals(answer["#scoreboard"]) == expected
    assert "Mano 1 salvata" in answer["#notices"].text
    assert not answer["#entry-area"].has("li.part-seat")
    assert "open" not in answer["#entry-area"].one("details#parts-fold").attrs
    # Bruno's phone: the hand on the scoreboard, the forms drawn for hand 2.
    regions = htmx_regions(bruno.get(f"/t/{table_id}/live?seq={before_last}"))
    assert totals(regions["#scoreboard"]) == expected
    assert "#entry-area" in regions
    assert regions["#parts-strip"].text.strip() == ""
    assert state(app, table_id)["hand_in_progress"] is None
    hand = state(app, table_id)["hands"][-1]
    assert hand["scores"] == [0, 20, 30, 16]


def test_two_who_say_they_went_out_see_the_conflict_and_one_changes_their_part(
    app: Flask, phones: dict[str, Phone], table_id: str
) -> None:
    anna, bruno, carla = phones["anna"], phones["bruno"], phones["carla"]
    seen = seq_of(app, table_id)
    send(anna, table_id, part(seen, 0, "closed"))
    send(bruno, table_id, part(seen, 1, "closed"))
    send(carla, table_id, part(seen, 2, total=12))
    answer = htmx_regions(send(carla, table_id, part(seen, 3, total=7)))
    # Every part is in, but two say they went out: no hand, the conflict on every phone.
    conflict = answer["#entry-area"].one(".parts-conflict")
    assert "Anna e Bruno dicono di aver chiuso" in conflict.text
    assert conflict.one("a.rule")["href"] == "/rules/S40-CLOSE"
    assert state(app, table_id)["hands"] == []
    page = bruno.table(table_id)
    said = page.one(".parts-conflict")
    assert "Anna and Bruno say they went out" in said.text
    # The way out, on the two phones concerned.
    choice = said.one("[data-show-seats]")
    assert choice["data-show-seats"] == "0 1"
    assert "hidden" not in choice.attrs
    assert "hidden" in carla.table(table_id).one(".parts-conflict [data-show-seats]").attrs

    # Bruno did not go out after all: K♣ 3♣ = 13, and the hand is logged.
    answer = htmx_regions(send(bruno, table_id, part(seen, 1, cards="KC,3C")))
    # Anna 0, Bruno 13, Carla 12, Dario 7.
    assert totals(answer["#scoreboard"]) == {"Anna": 0, "Bruno": 13, "Carla": 12, "Dario": 7}


def test_a_part_is_changed_or_withdrawn_and_a_refusal_shows_by_the_form(
    app: Flask, phones: dict[str, Phone], table_id: str
) -> None:
    anna, bruno = phones["anna"], phones["bruno"]
    seen = seq_of(app, table_id)
    # Nothing tapped, nothing typed: said by the part form, nothing logged.
    refused = send(bruno, table_id, part(seen, 1))
    assert refused.status_code == 422
    error = htmx_regions(refused)["#errors-part"].one(".error")
    assert error.text == "Tap the cards you still hold, or type their total."
    assert error["data-field"] == "cards"
    assert state(app, table_id)["hand_in_progress"] is None

    send(bruno, table_id, part(seen, 1, total=40))
    page = bruno.table(table_id)
    # His own part, on his phone only: the total typed stays in its box.
    assert page.one("#form-part input[name=total]")["value"] == "40"
    assert page.one(".part-own").text.startswith("Your part is in: total 40.")
    assert not anna.table(table_id).has(".part-own")
    assert anna.table(table_id).one("#form-part input[name=total]").get("value") == ""
    # The withdraw button is his (and the phone's that entered it).
    withdraw = page.one("li.part-seat[data-seat='1'] form.part-withdraw")
    assert withdraw["data-show-seats"] == "1"
    assert "hidden" in anna.table(table_id).one("li.part-seat[data-seat='1'] form").attrs

    # Changed: the cards instead (7♥ 8♥ = 15).
    send(bruno, table_id, part(seen, 1, cards="7H,8H"))
    assert bruno.table(table_id).one("#form-part input[name=cards]")["value"] == "7H,8H"
    assert strip(anna.table(table_id))["Bruno"] == "✓ entered"

    # Withdrawn: missing again, and with no part left no hand is in progress.
    answer = htmx_regions(send(bruno, table_id, part(seen, 1, "withdraw")))
    assert not answer["#entry-area"].has("li.part-seat")
    assert state(app, table_id)["hand_in_progress"] is None
    entries = [li.text for li in anna.table(table_id).all("#log li.type-hand_part")]
    assert "Bruno withdraws their part" in entries[0]


def test_a_whole_hand_entered_meanwhile_makes_a_late_part_stale(
    app: Flask, phones: dict[str, Phone], table_id: str
) -> None:
    anna, bruno = phones["anna"], phones["bruno"]
    seen = seq_of(app, table_id)
    send(anna, table_id, part(seen, 0, "closed"))
    # Anna's phone enters the whole hand instead: the parts are gone with it.
    whole = {
        "type": "hand",
        "box": "hand",
        "expected_seq": str(seq_of(app, table_id)),
        "closer": "0",
        "total-1": "5",
        "total-2": "6",
        "total-3": "7",
    }
    assert anna.move(table_id, whole, htmx=True).status_code == 200
    assert state(app, table_id)["hand_in_progress"] is None
    # Bruno's part, typed against the table before that hand, is refused as stale.
    late = send(bruno, table_id, part(seen, 1, total=9))
    assert late.status_code == 409
    assert state(app, table_id)["hand_in_progress"] is None


def test_tamalo_each_enters_cards_and_the_call(app: Flask) -> None:
    anna, bruno = Phone(app), Phone(app, addr="192.0.2.2")
    table_id = anna.create(["Anna", "Bruno"], me=0, game="tamalo")
    bruno.sit(table_id, 1)
    page = parse(anna.get(f"/t/{table_id}").get_data(as_text=True))
    form = page.one("#form-part")
    assert form.has("input[name=called]")
    assert form.has("input[name=empty]")
    seen = seq_of(app, table_id)
    send(anna, table_id, part(seen, 0, total=3, called=1))
    # Bruno holds a 7 and a 5: 12.
    answer = htmx_regions(send(bruno, table_id, part(seen, 1, cards="7,5")))
    hand = state(app, table_id)["hands"][-1]
    assert hand["scores"][1] == 12
    assert totals(answer["#scoreboard"])["Bruno"] == 12
