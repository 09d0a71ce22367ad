"""An Efele game in parts from the table page: each phone taps where it finished (or that it
is the Efele); the others see who is in, a phone's own part is said back in its words, two
Efele are shown as a conflict, and the last part scores the game on every phone. Once a
claim is in the log the game goes on claim by claim: no part form shows. Three at the
table: Ada (who hosts), Bea (in Italian) and Ciro."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.web.conftest import Phone, htmx_regions, state, totals
from tests.web.test_hand_parts_pages import send, seq_of, strip


def part(seq: int, seat: int, kind: str) -> dict[str, str]:
    """The Efele part form as a phone sends it: the button tapped (``out-2``, ``efele``)."""
    return {"box": "part", "expected_seq": str(seq), "seat": str(seat), "kind": kind}


@pytest.fixture
def phones(app: Flask) -> dict[str, Phone]:
    return {
        "ada": Phone(app),
        "bea": Phone(app, lang="it", addr="192.0.2.2"),
        "ciro": Phone(app, addr="192.0.2.3"),
    }


@pytest.fixture
def table_id(phones: dict[str, Phone]) -> str:
    table_id = phones["ada"].create(["Ada", "Bea", "Ciro"], me=0, game="efele")
    phones["bea"].sit(table_id, 1)
    phones["ciro"].sit(table_id, 2)
    return table_id


def test_three_phones_enter_a_game_in_parts_in_one_tap_each(
    app: Flask, phones: dict[str, Phone], table_id: str
) -> None:
    """Bea went out first, Ciro second, Ada was left: Ada is the Efele, once."""
    ada, bea, ciro = (phones[n] for n in ("ada", "bea", "ciro"))
    form = ada.table(table_id).one("details#parts-fold form#form-part")
    kinds = [b["value"] for b in form.all("button[name=kind]") if "hidden" not in b.attrs]
    assert kinds == ["out-1", "out-2", "efele"]
    assert "Game 1: your part" in form.text and "I am the Efele (left last)" in form.text
    italian = bea.table(table_id).one("#form-part").text
    assert "Partita 1: la tua parte" in italian and "2º a uscire" in italian
    assert "Sono l'Efele (resto io)" in italian
    seen = seq_of(app, table_id)

    answer = htmx_regions(send(bea, table_id, part(seen, 1, "out-1")))
    assert (
        answer["#entry-area"]
        .one(".part-own")
        .text.startswith("La tua parte è inserita: 1º a uscire.")
    )
    answer = htmx_regions(send(ciro, table_id, part(seen, 2, "out-2")))
    assert (
        answer["#entry-area"].one(".part-own").text.startswith("Your part is in: you went out 2nd.")
    )
    regions = htmx_regions(ada.get(f"/t/{table_id}/live?seq={seen + 1}"))
    assert strip(regions["#parts-strip"]) == {
        "Ada": "missing",
        "Bea": "✓ entered",
        "Ciro": "✓ entered",
    }
    assert regions["#parts-strip"].one(".parts-head").text == "Game in parts: 2 of 3 in"
    italian = bea.table(table_id).one("#parts-strip .parts-head").text
    assert italian == "Partita a parti: 2 su 3 inserite"
    assert totals(ada.table(table_id)) == {"Ada": 0, "Bea": 0, "Ciro": 0}

    answer = htmx_regions(send(ada, table_id, part(seen, 0, "efele")))
    # the totals count the times each was the Efele
    assert totals(answer["#scoreboard"]) == {"Ada": 1, "Bea": 0, "Ciro": 0}
    assert totals(ciro.table(table_id)) == {"Ada": 1, "Bea": 0, "Ciro": 0}
    after = state(app, table_id)
    assert after["hand_in_progress"] is None and after["hands"][-1]["scores"] == [1, 0, 0]


def test_two_efele_are_a_conflict_and_a_claim_in_the_log_takes_the_form_away(
    app: Flask, phones: dict[str, Phone], table_id: str
) -> None:
    ada, bea, ciro = (phones[n] for n in ("ada", "bea", "ciro"))
    seen = seq_of(app, table_id)
    refused = htmx_regions(send(ada, table_id, part(seen, 0, "held")))  # Enter, no tap
    assert "Tap the place you went out in" in refused["#errors-part"].text
    send(ada, table_id, part(seen, 0, "out-1"))
    send(bea, table_id, part(seen, 1, "efele"))
    answer = htmx_regions(send(ciro, table_id, part(seen, 2, "efele")))
    conflict = answer["#entry-area"].one(".parts-conflict")
    assert "Bea and Ciro say they are the Efele" in conflict.text
    assert conflict.one("a.rule")["href"] == "/rules/EFE-END"
    assert conflict.one("[data-show-seats]")["data-show-seats"] == "1 2"
    assert state(app, table_id)["hands"] == []
    # Ciro withdraws his part and the game goes on claim by claim: Ciro shows four 7s.
    send(ciro, table_id, {**part(seen, 2, "withdraw")})
    ciro.post(
        f"/t/{table_id}/moves",
        {
            "type": "claim",
            "box": "claim",
            "expected_seq": str(seq_of(app, table_id)),
            "seat": "2",
            "cards": "7H,7L,7E,7S",
        },
    )
    assert state(app, table_id)["exit_order"] == [2]
    page = ada.table(table_id)
    assert page.all("form#form-part") == []
