"""Seats on the phones and through the API: the draw said on every phone, the repair from
the disputes panel and from ``POST …/seat-swap``, refusals in the user's language."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import make_table
from tests.web.conftest import Phone, hand, totals


def test_the_seats_drawn_show_on_every_phone(app: Flask) -> None:
    anna, bruno = Phone(app), Phone(app, lang="it", addr="192.0.2.2")
    rows = ["Anna", "Bruno", "Carla", "Dario"]
    data = {"game": "tarocco", "player": rows + ["", ""], "me": "0", "draw_seats": "1"}
    response = anna.post("/tables", data)
    assert response.status_code == 303
    table_id = response.headers["Location"].removeprefix("/t/")
    names = app.extensions["referee"].view(table_id).names
    dealer = app.extensions["referee"].log(table_id)[0].payload["dealer"]
    said = anna.table(table_id).one("#seating").text
    assert f"{names[0]} sits first" in said
    if dealer:
        assert f"{names[dealer]} deals" in said
    seat = names.index("Bruno")
    bruno.sit(table_id, seat)
    assert f"primo {names[0]}" in bruno.table(table_id).one("#seating").text
    # Anna, who ticked her own name, sits where the draw put her.
    assert "(you)" in anna.table(table_id).one("table.totals").text


def test_a_table_without_a_draw_says_nothing_of_seats(app: Flask) -> None:
    anna = Phone(app)
    table_id = anna.create()
    assert not anna.table(table_id).has("#seating")


def test_the_api_draws_the_seats_on_request(client: FlaskClient) -> None:
    body = {"game": "ecarte", "players": ["Anna", "Bruno"], "host_seat": 0, "draw_seats": True}
    created = client.post("/api/v1/tables", json=body)
    assert created.status_code == 201
    table_id = created.get_json()["id"]
    first = client.get(f"/api/v1/tables/{table_id}/moves").get_json()["events"][0]
    assert first["type"] == "seating"
    assert sorted(first["payload"]["order"]) == ["Anna", "Bruno"]
    assert first["payload"]["dealer"] in (0, 1)
    state = client.get(f"/api/v1/tables/{table_id}").get_json()
    assert state["options"]["first_dealer"] == first["payload"]["dealer"]
    bad = client.post("/api/v1/tables", json={**body, "draw_seats": "yes"})
    assert bad.status_code == 422


def test_a_seat_repair_on_the_page_rescores_the_hands_on_every_phone(app: Flask) -> None:
    anna, phone = Phone(app), Phone(app, addr="192.0.2.2")
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    phone.sit(table_id, 1)
    assert anna.move(table_id, hand(0, 3, 5, 7)).status_code == 303
    assert anna.move(table_id, hand(1, 2, 9, 6)).status_code == 303
    assert totals(phone.table(table_id)) == {"Anna": 0, "Bruno": 14, "Carla": 13}
    form = {"seat_a": "0", "seat_b": "1", "hand": "2", "expected_seq": "2", "box": "ledger"}
    done = phone.post(f"/t/{table_id}/seat-swap", form)
    assert done.status_code == 303
    # Hand 2 is read with Anna's and Bruno's places exchanged: 9 for Anna, 2 (0) for Bruno.
    assert totals(anna.table(table_id)) == {"Anna": 9, "Bruno": 5, "Carla": 13}
    log = anna.table(table_id).one("#log").text
    assert "Anna and Bruno swap seats from hand 2" in log


def test_a_seat_repair_is_refused_in_the_users_language(app: Flask, client: FlaskClient) -> None:
    table = make_table(client)
    table.hand(None, [9, 2, 7, 3])
    url = f"/api/v1/tables/{table.id}/seat-swap"
    cases = [
        ({"seats": [0, 0], "hand": 1}, 422, "due posti diversi"),
        ({"seats": [0, 1], "hand": 5}, 422, "mano 5"),
        ({"seats": [0], "hand": 1}, 422, "due posti diversi"),
        ({"seats": [0, 1], "hand": 0}, 422, "La mano"),
    ]
    for body, status, words in cases:
        response = client.post(
            url,
            json={**body, "expected_seq": table.seq},
            headers={**table.auth(), "Accept-Language": "it"},
        )
        assert response.status_code == status, response.get_json()
        assert response.mimetype == "application/problem+json"
        assert words in response.get_json()["detail"]
    stranger = client.post(url, json={"seats": [0, 1], "hand": 1, "expected_seq": table.seq})
    assert stranger.status_code == 401
    ok = client.post(
        url, json={"seats": [0, 1], "hand": 1, "expected_seq": table.seq}, headers=table.auth()
    )
    assert ok.status_code == 201
    assert ok.get_json()["table"]["totals"] == [0, 9, 7, 0]


def test_the_seat_repair_counts_from_the_games_own_unit(app: Flask) -> None:
    """Efele is played in games: its seat repair asks "dalla partita", a hand game's "dalla
    mano"."""
    anna = Phone(app, lang="it")
    for game, said in (("efele", "dalla partita"), ("tamalo", "dalla mano")):
        rows = ["Anna", "Bruno", "Carla"]
        response = anna.post("/tables", {"game": game, "player": rows, "me": "0"})
        table_id = response.headers["Location"].removeprefix("/t/")
        ledger = anna.get(f"/t/{table_id}/fold/ledger").get_data(as_text=True)
        assert f'<label for="swap-hand">{said}</label>' in ledger
