"""Players count hands, not the log's entries: wherever a page named an entry by its number in
the log (a refusal, an undo's line, a confirmation), it names the hand ("Mano 3" / "Hand 3"),
or for Efele the game ("Partita 2"); an entry that is not a hand by what it is and the hand
it belongs to. The JSON keeps ``seq``.

The Tamalo log below: 1 hand 1, 2 hand 2, 3 the undo of 2, 4 hand 2 again, 5 hand 3, 6 the
undo of 5. So entry 5 is hand 3, and entry 2 was hand 2.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from tests.web.conftest import Phone, hand, htmx_regions
from tests.web.dom import parse
from tests.web.test_game_units import EFELE, whole_game


def _void(phone: Phone, table_id: str, seq: int, head: int) -> Any:
    return phone.post(f"/t/{table_id}/moves/{seq}/void", {"expected_seq": str(head)}, htmx=True)


def _void_lines(app: Flask, table_id: str, lang: str) -> list[str]:
    response = app.test_client().get(
        f"/api/v1/tables/{table_id}/moves", headers={"Accept-Language": lang}
    )
    events = response.get_json()["events"]
    return [e["lines"][0]["text"] for e in events if e["type"] == "void"]


@pytest.mark.parametrize(
    ("lang", "refused", "not_contested", "lines"),
    [
        (
            "it",
            "Già annullato: la mano 3.",
            "Annullato, non si contesta: la mano 3.",
            ["Annullato: la mano 2.", "Annullato: la mano 3."],
        ),
        (
            "en",
            "Already undone: hand 3.",
            "Undone, so it cannot be contested: hand 3.",
            ["Undone: hand 2.", "Undone: hand 3."],
        ),
    ],
)
def test_an_undone_hand_is_named_by_its_number_not_the_logs(
    app: Flask, lang: str, refused: str, not_contested: str, lines: list[str]
) -> None:
    anna = Phone(app, lang, addr="192.0.2.71")
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    assert anna.move(table_id, hand(0, 9, 2, 7)).status_code == 303  # 1: hand 1
    assert anna.move(table_id, hand(1, 5, 6, 7)).status_code == 303  # 2: hand 2
    assert _void(anna, table_id, 2, 2).status_code == 200  # 3: undo of hand 2
    assert anna.move(table_id, hand(3, 6, 5, 8)).status_code == 303  # 4: hand 2
    assert anna.move(table_id, hand(4, 1, 9, 9)).status_code == 303  # 5: hand 3
    assert _void(anna, table_id, 5, 5).status_code == 200  # 6: undo of hand 3
    # Undoing entry 5 again: the log's box names hand 3.
    again = _void(anna, table_id, 5, 6)
    assert again.status_code == 422
    assert htmx_regions(again)["#errors-log"].text == refused
    # Contesting it: the refusal names hand 3 too.
    contest = anna.post(f"/t/{table_id}/moves/5/contest", {"reason": "x"})
    assert contest.status_code == 422
    assert not_contested in parse(contest.get_data(as_text=True)).text
    # The undos' lines, as the API gives them (their seq stays the log's).
    assert _void_lines(app, table_id, lang) == lines
    events = anna.get(f"/api/v1/tables/{table_id}/moves").get_json()["events"]
    assert [e["seq"] for e in events if e["type"] == "void"] == [3, 6]


@pytest.mark.parametrize(
    ("lang", "prompt", "title", "blocked"),
    [
        (
            "it",
            "Partita 2: segnata da Anna, attende la conferma",
            "Partita 2 in attesa di Bruno, Carla",
            "La partita 2 attende ancora la conferma",
        ),
        (
            "en",
            "Game 2: entered by Anna, waiting for confirmation",
            "Game 2 waiting for Bruno, Carla",
            "Game 2 is still waiting for confirmation",
        ),
    ],
)
def test_an_efele_game_waits_as_a_game(
    app: Flask, lang: str, prompt: str, title: str, blocked: str
) -> None:
    """Efele in confirmation mode: game 1 is entered, confirmed by Bruno and Carla (the last
    confirmation logs it), a new game is dealt; game 2 waits, logged far past entry 2."""
    anna = Phone(app, lang, addr="192.0.2.72")
    bruno = Phone(app, lang, addr="192.0.2.73")
    carla = Phone(app, lang, addr="192.0.2.74")
    data = {"game": "efele", "player": [*EFELE, "", ""], "me": "0", "confirm": "1"}
    table_id = anna.post("/tables", data).headers["Location"].removeprefix("/t/")
    bruno.sit(table_id, 1)
    carla.sit(table_id, 2)
    service = app.extensions["referee"]

    def confirm(phone: Phone) -> None:
        seq = int(phone.table(table_id).one(".pending-hand")["data-seq"])
        head = str(service.head_seq(table_id))
        done = phone.post(f"/t/{table_id}/pending/{seq}/confirm", {"expected_seq": head})
        assert done.status_code == 303

    assert anna.move(table_id, whole_game(service.head_seq(table_id), 1, 3, 0)).status_code == 303
    confirm(bruno)
    confirm(carla)
    new_game = {"type": "new_game", "box": "between"}
    head = service.head_seq(table_id)
    assert anna.move(table_id, {**new_game, "expected_seq": str(head)}).status_code == 303
    head = service.head_seq(table_id)
    assert anna.move(table_id, whole_game(head, 0, 3, 1)).status_code == 303
    assert service.head_seq(table_id) > 2
    # The table's history names game 1 as a game, in the reader's language.
    shown = anna.get(f"/api/v1/tables/{table_id}").get_json()["history"]
    assert [(h["kind"], h["hand"]) for h in shown] == [("hand", 1)]
    assert shown[0]["text"].startswith({"it": "Partita 1: ", "en": "Game 1: "}[lang])
    page = bruno.table(table_id)
    assert page.one("#status .prompt").text == prompt
    assert page.one(".pending-title").text == title
    # Nothing else is logged meanwhile: the refusal names game 2.
    head = service.head_seq(table_id)
    refused = bruno.move(table_id, whole_game(head, 1, 3, 0), htmx=True)
    assert refused.status_code == 422
    assert blocked in refused.get_data(as_text=True)
    assert service.head_seq(table_id) == head
