"""The scoreboard's hand-by-hand grid draws the latest hands at every update (the same work
at hand 10 and hand 500), and the whole grid when a phone asks for it."""

from __future__ import annotations

import re

from flask import Flask
from flask.testing import FlaskClient

from referee.demo import make_demo
from tests.conftest import ApiTable
from tests.web.conftest import Phone
from tests.web.dom import parse


def hand_numbers(html: str) -> list[int]:
    """The hands of the grid's rows, in order (a page or the grid alone)."""
    return [int(n) for n in re.findall(r'<th scope="row">(\d+)</th>', html)]


def test_the_grid_shows_the_latest_twelve_hands_and_every_hand_on_asking(
    app: Flask, table: ApiTable
) -> None:
    for k in range(15):
        assert table.hand(k % 4, [1, 2, 3, 4]).status_code == 201  # each calls Tamalo in turn
    phone = Phone(app)
    page = phone.get(f"/t/{table.id}").get_data(as_text=True)
    assert hand_numbers(page) == list(range(4, 16))
    box = parse(page).one("#grid-box")
    assert "Every hand from the first" in box.text
    whole = phone.get(f"/t/{table.id}/fold/progression").get_data(as_text=True)
    assert hand_numbers(whole) == list(range(1, 16))

    # The totals after hand 4 are those of four hands, though hands 1–3 are not drawn.
    def totals_after(html: str, number: int) -> list[str]:
        row = next(
            r for r in parse(html).all("table.grid tbody tr") if r.one("th").text == str(number)
        )
        return [cell.one(".run").text for cell in row.all("td")]

    assert totals_after(page, 4) == totals_after(whole, 4) != ["0", "0", "0", "0"]
    assert totals_after(page, 15) == [str(t) for t in table.state()["totals"]]


def test_a_short_game_shows_every_hand_without_a_button(app: Flask, table: ApiTable) -> None:
    for _ in range(3):
        table.hand(None, [1, 2, 3, 4])
    page = Phone(app).get(f"/t/{table.id}").get_data(as_text=True)
    assert hand_numbers(page) == [1, 2, 3]
    assert "Every hand from the first" not in page


def test_a_hand_logged_trick_by_trick_has_its_row(app: Flask, database_url: str) -> None:
    """The sample match's first hand is played card by card: its last trick scores it."""
    table_id = make_demo(database_url, "ecarte")
    html = Phone(app).get(f"/t/{table_id}/fold/progression").get_data(as_text=True)
    view = app.extensions["referee"].view(table_id)
    log = app.extensions["referee"].log(table_id)
    scored = [e for e in log if e.hand is not None and e.status == "active"]
    assert any(e.type == "trick" for e in scored), "the sample scores a hand by its last trick"
    # One row per hand (a King declared scores at once inside hand 1: it is no row).
    assert hand_numbers(html) == sorted({e.hand.number for e in scored if e.hand is not None})
    assert view.outcome is not None


def test_a_scala40_re_entry_has_its_row_and_the_totals_run_forward(
    app: Flask, client: FlaskClient
) -> None:
    """Marco goes out at 120 and re-enters at 40 (the highest total left): his rows read
    120, 40, 65, not totals worked back from the end."""
    from tests.api.test_scala40_api import scala_table, summary

    table = scala_table(client, ["Anna", "Marco", "Carla", "Dario"], {"reentry": "highest"})
    table.move(summary(0, [None, 120, 30, 40]))
    table.move({"type": "reenter", "seat": 1})
    table.move(summary(2, [10, 25, None, 5]))
    html = Phone(app).get(f"/t/{table.id}").get_data(as_text=True)
    rows = parse(html).all("table.grid tbody tr")
    assert [r.one("th").text for r in rows] == ["1", "Re-entry", "2"]
    marco = [r.all("td")[1].one(".run").text for r in rows]
    assert marco == ["120", "40", "65"]
    chart = Phone(app).get(f"/t/{table.id}/chart.svg").get_data(as_text=True)
    assert 'data-player="Marco"' in chart


def test_a_king_turned_up_has_its_row_and_a_total_below_zero_its_minus_sign(
    app: Flask, client: FlaskClient
) -> None:
    """Ecarté, hand 1: Anna +1, Bruno played di prepotenza and took 2 tricks (−1, below zero
    by default); hand 2: Bruno deals and turns up the King (+1 at once), then takes 3 tricks
    (+1). His totals run −1, 0, 1, the King on its own row."""
    created = client.post(
        "/api/v1/tables", json={"game": "ecarte", "players": ["Anna", "Bruno"]}
    ).get_json()
    ecarte = ApiTable(
        client, created["id"], created["host_token"], created["join_url"], created["room_code"]
    )
    moves = [
        {"type": "hand", "tricks": [3, 2], "prepotenza": 1},
        {"type": "turn_up", "card": "KH"},
        {"type": "propose", "seat": 0},
        {"type": "refuse", "seat": 1},
        *(
            {"type": "trick", "lead": lead, "follow": follow}
            for lead, follow in [("7S", "KS"), ("8S", "QS"), ("9S", "JS"), ("10S", "AS")]
        ),
        {"type": "trick", "lead": "7C", "follow": "KC"},
    ]
    for move in moves:
        assert ecarte.move(move).status_code == 201
    html = Phone(app, "it").get(f"/t/{ecarte.id}/fold/progression").get_data(as_text=True)
    rows = [
        (row.one("th").text, [cell.one(".run").text for cell in row.all("td")])
        for row in parse(html).all("table.grid tbody tr")
    ]
    assert rows == [("1", ["1", "−1"]), ("Re", ["1", "0"]), ("2", ["1", "1"])]


def test_a_total_below_zero_has_the_minus_sign_on_the_scoreboard_and_the_sheet(
    app: Flask, client: FlaskClient
) -> None:
    """Ecarté, hand 1: Anna +1, Bruno played di prepotenza and took 2 tricks: −1. The
    table's scoreboard and its printable sheet write −1 with the minus sign."""
    created = client.post(
        "/api/v1/tables", json={"game": "ecarte", "players": ["Anna", "Bruno"]}
    ).get_json()
    ecarte = ApiTable(
        client, created["id"], created["host_token"], created["join_url"], created["room_code"]
    )
    assert ecarte.move({"type": "hand", "tricks": [3, 2], "prepotenza": 1}).status_code == 201
    phone = Phone(app, "it")
    board = parse(phone.get(f"/t/{ecarte.id}").get_data(as_text=True))
    totals = [node.text for node in board.all("#scoreboard .total")]
    assert sorted(totals) == ["1", "−1"]
    sheet = phone.get(f"/t/{ecarte.id}/sheet").get_data(as_text=True)
    assert "−1" in sheet and "-1<" not in sheet


def test_a_player_who_joined_later_has_a_dash_before_and_starts_from_the_highest_total(
    app: Flask, table: ApiTable
) -> None:
    # Hand 1: 6 7 8 9 (nobody calls, all over 5). Elena joins at the highest total (TAM-JOIN:
    # 9), then hand 2: 6 7 8 9 10 → 12 14 16 18 19.
    assert table.hand(None, [6, 7, 8, 9]).status_code == 201
    assert table.move({"type": "join", "name": "Elena"}).status_code == 201
    assert table.hand(None, [6, 7, 8, 9, 10]).status_code == 201
    page = Phone(app).get(f"/t/{table.id}").get_data(as_text=True)
    rows = {
        row.one("th").text: [cell.text for cell in row.all("td")]
        for row in parse(page).all("table.grid tbody tr")
    }
    assert rows["1"] == ["6 +6", "7 +7", "8 +8", "9 +9", "–"]  # not yet at the table
    assert rows["Start"] == ["6 +0", "7 +0", "8 +0", "9 +0", "9 +9"]
    assert rows["2"] == ["12 +6", "14 +7", "16 +8", "18 +9", "19 +10"]
