"""Reopen one part of a hand made of parts, on the phones: the correction page of such a hand
offers each player's part; Bruno reopens his own (he had missed an Ace), the others' parts
stay, and Carla's Italian phone reads it the same way. A hand entered whole offers none.

Scala 40 values (S40-VAL-HAND): 2–10 their number, J Q K 10, an Ace 11.
"""

from __future__ import annotations

from flask import Flask

from tests.web.conftest import Phone, state
from tests.web.dom import parse
from tests.web.test_hand_parts_pages import part, send


def _table(app: Flask) -> tuple[str, dict[str, Phone]]:
    phones = {
        "anna": Phone(app),
        "bruno": Phone(app, addr="192.0.2.2"),
        "carla": Phone(app, lang="it", addr="192.0.2.3"),
    }
    table_id = phones["anna"].create(["Anna", "Bruno", "Carla"], me=0, game="scala40")
    phones["bruno"].sit(table_id, 1)
    phones["carla"].sit(table_id, 2)
    return table_id, phones


def test_a_player_reopens_their_part_from_the_correction_page(app: Flask) -> None:
    table_id, phones = _table(app)
    anna, bruno, carla = phones["anna"], phones["bruno"], phones["carla"]
    # Hand 1 in parts: Anna out; Bruno K♥ Q♥ = 20; Carla typed 15.
    seq = int(state(app, table_id)["seq"])
    send(anna, table_id, part(seq, 0, "closed"))
    send(bruno, table_id, part(seq, 1, cards="KH,QH"))
    send(carla, table_id, part(seq, 2, total=15))
    after = state(app, table_id)
    assert after["totals"] == [0, 20, 15]
    hand = int(after["seq"])
    # Bruno's correction page of hand 1 offers each part, his own first in colour.
    page = bruno.page(f"/t/{table_id}/moves/{hand}/correct")
    buttons = page.all(".reopen-parts a.btn")
    assert [b.text for b in buttons] == ["Anna's part", "Bruno's part", "Carla's part"]
    assert ["btn-primary" in b["class"] for b in buttons] == [False, True, False]
    # His part's page: his cards as entered, the others' untouched.
    mine = bruno.page(buttons[1]["href"])
    assert mine.one("h1").text == "Correct Bruno's part of hand 1"
    assert not mine.has(".part-title")  # no "your part": the title names whose it is
    assert mine.one("input[name=cards]")["value"] == "KH,QH"
    saved = bruno.post(
        buttons[1]["href"],
        {
            "box": "part",
            "expected_seq": str(hand),
            "kind": "held",
            "cards": "KH,QH,AS",
            "reason": "the Ace under the table",
        },
    )
    assert saved.status_code == 303, saved.get_data(as_text=True)[:2000]
    assert state(app, table_id)["totals"] == [0, 31, 15]  # 10 + 10 + 11
    log = anna.table(table_id).text
    assert "Hand 1 corrected by Bruno" in log and "Bruno 20 → 31" in log
    assert "“the Ace under the table”" in log
    # Carla's phone reads it in Italian.
    italian = carla.page(f"/t/{table_id}/moves/{hand}/correct")
    assert [b.text for b in italian.all(".reopen-parts a.btn")][2] == "Parte di Carla"
    assert "Bruno 20 → 31" in carla.table(table_id).text


def test_a_reopened_part_that_breaks_the_hand_is_refused_on_its_page(app: Flask) -> None:
    table_id, phones = _table(app)
    anna, bruno, carla = phones["anna"], phones["bruno"], phones["carla"]
    seq = int(state(app, table_id)["seq"])
    send(anna, table_id, part(seq, 0, "closed"))
    send(bruno, table_id, part(seq, 1, total=20))
    send(carla, table_id, part(seq, 2, total=15))
    hand = int(state(app, table_id)["seq"])
    url = f"/t/{table_id}/moves/{hand}/parts/2"
    refused = carla.post(url, {"box": "part", "expected_seq": str(hand), "kind": "closed"})
    assert refused.status_code == 422
    shown = parse(refused.get_data(as_text=True))
    error = shown.one("#errors-part .error")
    assert error.text.startswith("Anna e Carla dicono di aver chiuso: in una mano chiude uno solo.")
    assert "S40-CLOSE" in error.one("a")["href"]
    assert state(app, table_id)["totals"] == [0, 20, 15]


def test_a_hand_entered_whole_offers_no_part(app: Flask) -> None:
    table_id, phones = _table(app)
    anna = phones["anna"]
    seq = int(state(app, table_id)["seq"])
    answer = anna.move(
        table_id,
        {"type": "hand", "expected_seq": str(seq), "closer": "0", "total-1": "20", "total-2": "15"},
    )
    assert answer.status_code == 303, answer.get_data(as_text=True)[:1500]
    hand = int(state(app, table_id)["seq"])
    page = anna.page(f"/t/{table_id}/moves/{hand}/correct")
    assert not page.has(".reopen-parts")
    assert anna.get(f"/t/{table_id}/moves/{hand}/parts/1").status_code == 404
