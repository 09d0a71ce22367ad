"""Score events that are not hands, named for what they are, and penalty points that count.

What the players see, worked by hand: a Tamalo table whose penalties cost 5 points each
time puts Paolo from 23 to 28 in the table's JSON (``totals``, its history entry), on the
scoreboard, the grid, the ledger and the notice, in Italian and in English; a warning
changes nothing and says so; an undo scores everything again. A Scala 40 re-entry is
announced as a re-entry ("Marco rientra a 89"), never as "Hand 2 saved"; an Ecarté King is a
King; Efele keeps the points apart and says so.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from tests.web.conftest import Phone, hand, state, totals
from tests.web.dom import Node, partials
from tests.web.test_scala40_pages import s40

PEOPLE = ["Anna", "Paolo", "Carla"]


def open_table(
    phone: Phone, game: str = "tamalo", people: list[str] | None = None, **house: str
) -> str:
    rows = people or PEOPLE
    data = {"game": game, "player": rows + [""] * (6 - len(rows)), "me": "0", **house}
    response = phone.post("/tables", data)
    assert response.status_code == 303, response.get_data(as_text=True)[:2000]
    return response.headers["Location"].removeprefix("/t/")


def penalty(phone: Phone, table_id: str, seat: int, code: str = "exposed_card") -> Node:
    """A penalty recorded from the ledger's form; the page the phone lands on."""
    seq = state(phone.app, table_id)["seq"]
    form = {"seat": str(seat), "code": code, "expected_seq": str(seq), "box": "ledger"}
    response = phone.post(f"/t/{table_id}/penalties", form)
    assert response.status_code == 303, response.get_data(as_text=True)[:2000]
    return phone.page(response.headers["Location"])


def saved(phone: Phone, table_id: str, data: dict[str, Any]) -> Node:
    """A move from the page's form; the page it lands on (with the move's notice)."""
    response = phone.move(table_id, data)
    assert response.status_code == 303, response.get_data(as_text=True)[:2000]
    return phone.page(response.headers["Location"])


def undo(phone: Phone, table_id: str, seq: int) -> None:
    head = state(phone.app, table_id)["seq"]
    form = {"expected_seq": str(head), "reason": ""}
    response = phone.post(f"/t/{table_id}/moves/{seq}/void", form)
    assert response.status_code == 303, response.get_data(as_text=True)[:2000]


def at(app: Flask, table_id: str) -> int:
    """The table's seq now (its house options are its first event)."""
    return int(state(app, table_id)["seq"])


def notice(page: Node) -> str:
    return page.one(".toast-saved .toast-title").text.replace("✓", "").strip()


def grid_rows(page: Node) -> list[tuple[str, list[str]]]:
    """The scoreboard's hand-by-hand grid: each row's label and each seat's running total."""
    return [
        (row.one("th").text, [cell.one(".run").text for cell in row.all("td")])
        for row in page.all("table.grid tbody tr")
    ]


WORDS = {
    "en": {
        "notice": "Penalty to Paolo: exposed card (TAM-PENALTY) — Paolo's total: +5, now 28",
        "entry": "Penalty to Paolo: +5",
        "label": "Penalty",
        "ledger": "Paolo: 1 penalty · 5 points (in the total: +5)",
        "way": "Penalty points are added to the penalised player's total (lowest wins).",
    },
    "it": {
        "notice": "Penalità a Paolo: carta scoperta (TAM-PENALTY) — Totale di Paolo: +5, ora 28",
        "entry": "Penalità a Paolo: +5",
        "label": "Penalità",
        "ledger": "Paolo: 1 penalità · 5 punti (nel totale: +5)",
        "way": "I punti di penalità si aggiungono al totale di chi la prende (vince il più basso).",
    },
}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_penalty_with_points_reaches_paolos_total_everywhere(app: Flask, lang: str) -> None:
    """Hand 1: Anna 10, Paolo 23, Carla 4 (the lowest: 0). A penalty of 5 to Paolo: 28."""
    anna = Phone(app, lang)
    table_id = open_table(anna, penalties="points", penalty_points="5")
    assert anna.move(table_id, hand(at(app, table_id), 10, 23, 4)).status_code == 303
    assert state(app, table_id)["totals"] == [10, 23, 0]
    page = penalty(anna, table_id, 1)
    words = WORDS[lang]
    assert notice(page) == words["notice"]
    assert totals(page) == {"Anna": 10, "Paolo": 28, "Carla": 0}
    assert grid_rows(page) == [("1", ["10", "23", "0"]), (words["label"], ["10", "28", "0"])]
    assert page.one("#e3 .entry-head strong").text == words["entry"]
    counts = page.one("#ledger-counts")
    assert words["ledger"] in counts.text
    assert counts.one("#ledger-way").text == words["way"]
    body = anna.get(f"/api/v1/tables/{table_id}").get_json()
    assert body["totals"] == [10, 28, 0]
    assert body["history"][-1] == {
        "seq": 3,
        "kind": "penalty",
        "hand": None,
        "scores": [0, 5, 0],
        "totals_after": [10, 28, 0],
        "text": words["entry"],
    }
    assert body["ledger"]["seats"][1]["in_totals"] == 5
    assert [p["in_totals"] for p in body["ledger"]["penalties"]] == [5]
    # The next hand builds on 28: Paolo 28 + 6 = 34.
    assert anna.move(table_id, hand(at(app, table_id), 9, 6, 1)).status_code == 303
    assert state(app, table_id)["totals"] == [19, 34, 0]


def test_an_undo_scores_again_with_the_penalty_kept(app: Flask, anna: Phone) -> None:
    """Hand 1 (10, 23, 0), Paolo's 5, hand 2 (9, 6, 0 for Carla's 1): undoing hand 1 leaves
    the penalty and hand 2: Anna 9, Paolo 5 + 6 = 11, Carla 0."""
    table_id = open_table(anna, penalties="points", penalty_points="5")
    assert anna.move(table_id, hand(at(app, table_id), 10, 23, 4)).status_code == 303
    penalty(anna, table_id, 1)
    assert anna.move(table_id, hand(at(app, table_id), 9, 6, 1)).status_code == 303
    undo(anna, table_id, 2)  # hand 1 (seq 1 is the table's house options)
    body = state(app, table_id)
    assert body["totals"] == [9, 11, 0]
    assert [(e["kind"], e["totals_after"]) for e in body["history"]] == [
        ("penalty", [0, 5, 0]),
        ("hand", [9, 11, 0]),
    ]
    # Undoing the penalty itself takes its 5 off: Paolo 6.
    undo(anna, table_id, 3)
    assert state(app, table_id)["totals"] == [9, 6, 0]
    assert totals(anna.table(table_id)) == {"Anna": 9, "Paolo": 6, "Carla": 0}


@pytest.mark.parametrize(
    ("lang", "warning"),
    [
        ("en", "A warning: no points, the totals do not change"),
        ("it", "Ammonizione: nessun punto, i totali non cambiano"),
    ],
)
def test_a_warning_changes_nothing_and_says_so_then_points_count(
    app: Flask, lang: str, warning: str
) -> None:
    """A warning first, then 15 points: Paolo 23, 23, 38; undoing the warning makes the
    second penalty the first again: a warning, Paolo back to 23."""
    anna = Phone(app, lang)
    table_id = open_table(anna, penalties="warning", penalty_points="15")
    assert anna.move(table_id, hand(at(app, table_id), 10, 23, 4)).status_code == 303
    first = penalty(anna, table_id, 1)
    assert notice(first).endswith(warning)
    assert totals(first)["Paolo"] == 23
    assert state(app, table_id)["history"][-1]["kind"] == "hand"
    second = penalty(anna, table_id, 1, code="late")
    assert totals(second)["Paolo"] == 38
    assert state(app, table_id)["history"][-1]["scores"] == [0, 15, 0]
    undo(anna, table_id, 3)
    body = state(app, table_id)
    assert body["totals"] == [10, 23, 0]
    assert [p["cost"] for p in body["ledger"]["penalties"]] == ["warning"]
    lines = body["ledger"]
    assert lines["seats"][1]["in_totals"] == 0


def test_a_recorded_only_penalty_says_the_totals_do_not_change(app: Flask, anna: Phone) -> None:
    table_id = open_table(anna)
    assert anna.move(table_id, hand(at(app, table_id), 10, 23, 4)).status_code == 303
    page = penalty(anna, table_id, 1)
    assert notice(page).endswith("Recorded only: the totals do not change")
    assert totals(page)["Paolo"] == 23


SCALA = {
    "en": ("Marco re-enters at 89", "Marco buys back in at 89, the highest total left."),
    "it": ("Marco rientra a 89", "Marco rientra con 89, il totale più alto dei rimasti."),
}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_scala40_re_entry_is_announced_as_a_re_entry(app: Flask, lang: str) -> None:
    """Hand 1: Marco 90, Carla 80; hand 2: Marco 90 + 13 = 103, out, Carla 80 + 9 = 89. He
    buys back in at the highest total left, Carla's 89: a change of −14."""
    anna = Phone(app, lang)
    people = ["Anna", "Marco", "Carla"]
    table_id = anna.create(people, me=0, game="scala40", reentry="highest")
    assert anna.move(table_id, s40(0, 0, None, 90, 80)).status_code == 303
    assert anna.move(table_id, s40(1, 0, None, 13, 9)).status_code == 303
    bruno = Phone(app, lang, addr="192.0.2.31")
    bruno.sit(table_id, 2)
    back = {"type": "reenter", "box": "reenter", "expected_seq": "2", "seat": "1"}
    page = saved(anna, table_id, back)
    title, detail = SCALA[lang]
    assert notice(page) == title
    assert page.one(".toast-saved .toast-detail").text == detail
    assert page.one("#e3 .entry-head strong").text == title
    assert totals(page) == {"Anna": 0, "Marco": 89, "Carla": 89}
    label = {"en": "Re-entry", "it": "Rientro"}[lang]
    assert grid_rows(page)[-1] == (label, ["0", "89", "89"])
    # Another phone is told the same, in its own words.
    update = partials(bruno.get(f"/t/{table_id}/live?seq=2").get_data(as_text=True))
    news = [node for node in update.values() if node.has(".toast-news")]
    assert news and title in news[0].one(".toast-news .toast-title").text
    text = " ".join(node.text for node in update.values())
    assert "Hand 2 saved" not in text and "Mano 2 salvata" not in text


def test_an_ecarte_king_is_named_as_a_king_and_a_penalty_takes_points_off(
    app: Flask, anna: Phone
) -> None:
    """Ecarté, high wins: Anna deals and turns up the King (+1), then takes a 2-point
    penalty: 1 − 2 = −1."""
    from tests.games.ecarte_helpers import turn_up

    table_id = open_table(anna, "ecarte", ["Anna", "Bruno"], penalties="points", penalty_points="2")
    client = app.test_client()
    bruno = {"Authorization": f"Bearer {seat_token(app, table_id)}"}
    moved = client.post(
        f"/api/v1/tables/{table_id}/moves",
        json={**turn_up("KH"), "expected_seq": at(app, table_id)},
        headers=bruno,
    )
    assert moved.status_code == 201, moved.get_json()
    page = penalty(anna, table_id, 0)
    assert page.one("#e2 .entry-head strong").text == "King: Anna +1"
    assert page.one("#e3 .entry-head strong").text == "Penalty to Anna: −2"
    body = state(app, table_id)
    assert body["totals"] == [-1, 0]
    assert [(e["kind"], e["scores"]) for e in body["history"]] == [
        ("king", [1, 0]),
        ("penalty", [-2, 0]),
    ]
    assert notice(page).endswith("Anna's total: −2, now −1")


def seat_token(app: Flask, table_id: str) -> str:
    """A token for Bruno's seat (1), through the API's join."""
    secret = app.extensions["referee"].view(table_id).table.join_secret
    joined = app.test_client().post(
        f"/api/v1/tables/{table_id}/join", json={"secret": secret, "seat": 1}
    )
    assert joined.status_code == 201, joined.get_json()
    return str(joined.get_json()["token"])


def test_efele_keeps_penalty_points_apart_and_says_so(app: Flask) -> None:
    anna = Phone(app, "it")
    table_id = open_table(anna, "efele", penalties="points", penalty_points="5")
    page = penalty(anna, table_id, 1, code="late")
    assert notice(page).endswith(
        "5 punti nel registro, fuori dai totali: in questo gioco i totali non sono punti"
    )
    counts = page.one("#ledger-counts").text
    assert "5 punti (fuori dal totale)" in counts
    assert "restano nel registro, fuori dai totali" in counts
    assert state(app, table_id)["totals"] == [0, 0, 0]
