"""A Tarocco hand in parts from the table page: each phone enters what it declared and,
whoever holds it, its side's pile; the others see who is in (never what), a phone's own
part is said back in its words, two piles of one side are shown as a conflict, and the
last part scores the hand on every phone. While the calls are spoken in turn, no part form
shows. Anna deals the first hand."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from tests.web.conftest import Phone, htmx_regions, state, totals
from tests.web.test_hand_parts_pages import send, seq_of, strip


def part(seq: int, seat: int, **fields: Any) -> dict[str, str]:
    """The Tarocco part form as a phone sends it (Save my part)."""
    return {
        "box": "part",
        "expected_seq": str(seq),
        "seat": str(seat),
        "kind": "held",
        **{k.replace("_", "-"): str(v) for k, v in fields.items()},
    }


@pytest.fixture
def phones(app: Flask) -> dict[str, Phone]:
    """Anna (who hosts), Bruno, Carla (in Italian) and Dario at their own phones."""
    return {
        "anna": Phone(app),
        "bruno": Phone(app, addr="192.0.2.2"),
        "carla": Phone(app, lang="it", addr="192.0.2.3"),
        "dario": Phone(app, addr="192.0.2.4"),
    }


@pytest.fixture
def table_id(phones: dict[str, Phone]) -> str:
    table_id = phones["anna"].create(["Anna", "Bruno", "Carla", "Dario"], me=0, game="tarocco")
    for seat, name in ((1, "bruno"), (2, "carla"), (3, "dario")):
        phones[name].sit(table_id, seat)
    return table_id


def test_four_phones_enter_a_pairs_hand_with_a_king_call_in_parts(
    app: Flask, phones: dict[str, Phone], table_id: str
) -> None:
    """Bruno said venti and called a King that Dario held; Dario counted their pile, 60 with
    the last trick, Carla hers, 49. Anna deals: Anna and Carla 49 − 55 = −6 each, Bruno and
    Dario 60 − 54 = +6 each."""
    anna, bruno, carla, dario = (phones[n] for n in ("anna", "bruno", "carla", "dario"))
    page = bruno.table(table_id)
    form = page.one("details#parts-fold form#form-part")
    said = [i["value"] for i in form.all("input[name=said]")]
    assert said == ["solo", "venti", "quindici", "called", "none"]
    assert form.one("input[name=said][value=none]").attrs.get("checked") is not None
    assert "Il mucchio della tua parte, se lo tieni" in carla.table(table_id).one("#form-part").text
    seen = seq_of(app, table_id)

    answer = htmx_regions(send(bruno, table_id, part(seen, 1, said="venti", shown="T20,T19,KC")))
    own = answer["#entry-area"].one(".part-own").text
    assert own.startswith("Your part is in: you said venti.")
    send(anna, table_id, part(seen, 0, said="none"))
    send(dario, table_id, part(seen, 3, said="called", pile_points=60, last="yes"))
    regions = htmx_regions(anna.get(f"/t/{table_id}/live?seq={seen + 1}"))
    assert strip(regions["#parts-strip"]) == {
        "Anna": "✓ entered",
        "Bruno": "✓ entered",
        "Carla": "missing",
        "Dario": "✓ entered",
    }
    assert "60" not in regions["#parts-strip"].text and "venti" not in regions["#parts-strip"].text
    assert totals(anna.table(table_id)) == {"Anna": 0, "Bruno": 0, "Carla": 0, "Dario": 0}

    answer = htmx_regions(send(carla, table_id, part(seen, 2, said="none", pile_points=49)))
    expected = {"Anna": -6, "Bruno": 6, "Carla": -6, "Dario": 6}
    assert totals(answer["#scoreboard"]) == expected
    assert totals(dario.table(table_id)) == expected
    hand = state(app, table_id)["hands"][-1]
    assert hand["scores"] == [-6, 6, -6, 6]
    assert state(app, table_id)["hand_in_progress"] is None


def test_two_piles_of_one_side_are_shown_and_no_part_form_while_calls_are_spoken(
    app: Flask, phones: dict[str, Phone], table_id: str
) -> None:
    anna, bruno, carla, dario = (phones[n] for n in ("anna", "bruno", "carla", "dario"))
    seen = seq_of(app, table_id)
    send(anna, table_id, part(seen, 0, said="none", pile_points=49))
    send(bruno, table_id, part(seen, 1, said="venti"))
    send(dario, table_id, part(seen, 3, said="called"))
    answer = htmx_regions(send(carla, table_id, part(seen, 2, said="none", pile_points=50)))
    conflict = answer["#entry-area"].one(".parts-conflict")
    assert "Anna e Carla sono della stessa parte" in conflict.text
    assert conflict.one("a.rule")["href"] == "/rules/TAR-COUNT"
    assert conflict.one("[data-show-seats]")["data-show-seats"] == "0 2"
    assert state(app, table_id)["hands"] == []
    # Carla changes hers to no pile: Anna's count stands, and the hand is scored.
    answer = htmx_regions(send(carla, table_id, part(seen, 2, said="none")))
    assert totals(answer["#scoreboard"]) == {"Anna": -6, "Bruno": 6, "Carla": -6, "Dario": 6}

    # Hand 2: a call is spoken; no part is owed until the calls reach the play.
    bruno.post(
        f"/t/{table_id}/moves",
        {
            "type": "call",
            "box": "call",
            "say": "2:tengo",
            "expected_seq": str(seq_of(app, table_id)),
        },
        htmx=True,
    )
    page = anna.table(table_id)
    assert page.has("#form-call") and not page.has("#parts-fold")
