"""Phones follow their people: a phone that sat at a seat of round 1 by the table's QR code
is shown, on that table's page, where the seat's person sits once round 2 is published,
and sits there with one tap (no join link, nothing typed)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.conftest import ApiTable
from tests.tournaments.test_api import Tour
from tests.tournaments.test_seat_access import EIGHT

pytestmark = pytest.mark.storage

ROUNDS = {"kind": "rounds", "rounds": 2, "min_seats": 4, "max_seats": 4}
PAGE = {"Origin": "http://localhost"}


def finish(client: FlaskClient, table: dict[str, Any]) -> None:
    """A scorer's phone at the table's second seat logs one hand that ends the game (a
    seat at 100: TAM-END)."""
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(1)
    response = t.hand(None, [0, 3, 40, 100], seat=1)
    assert response.status_code == 201, response.get_json()
    assert t.state()["finished"]


def first_table_with_a_phone(client: FlaskClient, seat: str) -> tuple[Tour, dict[str, Any], Any]:
    """A round of eight drawn, and a phone sat at table 1 through its QR code (``seat``
    empty: watching)."""
    tour = Tour(client, format=ROUNDS)
    for name in EIGHT:
        assert tour.check_in(name).status_code == 201
    table = tour.post("/rounds", {"seed": 7}).get_json()["tables"][0]
    phone = client.application.test_client()
    link = table["join_url"].removeprefix("http://localhost")
    assert phone.post(link, data={"seat": seat}, headers=PAGE).status_code == 303
    return tour, table, phone


def test_a_phone_follows_its_person_to_the_next_round(client: FlaskClient) -> None:
    tour = Tour(client, format=ROUNDS)
    for name in EIGHT:
        assert tour.check_in(name).status_code == 201
    first = tour.post("/rounds", {"seed": 7}).get_json()["tables"]
    table = first[0]
    person = table["seats"][0]
    # A phone with no person's token sits at seat 1 of table 1 through the QR code.
    phone = client.application.test_client()
    link = table["join_url"].removeprefix("http://localhost")
    sat = phone.post(link, data={"seat": "0"}, headers=PAGE)
    assert sat.status_code == 303
    page = f"/t/{table['table_id']}"
    html = phone.get(page, headers={"Accept-Language": "it"}).get_data(as_text=True)
    assert "Vai al mio tavolo" not in html
    for each in first:
        finish(client, each)
    # Over here, round 2 not drawn yet: the line asks again every few seconds.
    html = phone.get(page, headers={"Accept-Language": "it"}).get_data(as_text=True)
    assert re.search(r'id="tour-line" hx-get="[^"]+" hx-trigger="every 5s"', html)
    second = tour.post("/rounds", {"seed": 8}).get_json()["tables"]
    new_table, new_seat = next(
        (t, i) for t in second for i, s in enumerate(t["seats"]) if s["person"] == person["person"]
    )
    # The line's next poll shows the seat of round 2, in the phone's language.
    line = phone.get(f"{page}/tournament?closed=1", headers={"Accept-Language": "it"})
    text = line.get_data(as_text=True)
    expected = (
        f"Turno 2:</span> <strong>{person['name']} — Tavolo {new_table['number']}, "
        f"posto {new_seat + 1} — distribuisce {new_table['dealer']}</strong>"
    )
    assert expected in text and "Vai al mio tavolo" in text
    assert "HX-Refresh" not in line.headers  # a page drawn closed is not reloaded
    english = phone.get(f"{page}/tournament?closed=1", headers={"Accept-Language": "en"})
    assert (
        f"Round 2:</span> <strong>{person['name']} — Table {new_table['number']}, "
        f"seat {new_seat + 1} — {new_table['dealer']} deals</strong>"
    ) in english.get_data(as_text=True)
    # One tap: the phone sits at the new table, at the person's seat.
    moved = phone.post(f"{page}/follow", headers=PAGE)
    assert moved.status_code == 303
    assert moved.headers["Location"].endswith(f"/t/{new_table['table_id']}")
    there = phone.get(f"/t/{new_table['table_id']}", headers={"Accept-Language": "en"})
    assert f"You: {person['name']}" in there.get_data(as_text=True)


def test_a_phone_seated_elsewhere_or_watching_is_not_moved(client: FlaskClient) -> None:
    _, table, watcher = first_table_with_a_phone(client, "")
    page = f"/t/{table['table_id']}"
    # Nothing to follow: the tap goes back to the table it came from.
    back = watcher.post(f"{page}/follow", headers=PAGE)
    assert back.status_code == 303 and back.headers["Location"].endswith(page)
    # A request from another site is refused (the page's cookie is not enough).
    foreign = watcher.post(f"{page}/follow", headers={"Origin": "http://evil.example"})
    assert foreign.status_code == 403


def test_the_person_s_tournament_page_follows_them_to_the_next_round(
    client: FlaskClient,
) -> None:
    tour = Tour(client, format=ROUNDS)
    for name in EIGHT:
        assert tour.check_in(name).status_code == 201
    first = tour.post("/rounds", {"seed": 7}).get_json()["tables"]
    phone = client.application.test_client()
    phone.set_cookie("person", tour.tokens["Anna"])
    page = f"/tournaments/{tour.id}"
    before = phone.get(page, headers={"Accept-Language": "en"}).get_data(as_text=True)
    # Playing: the seat stands, nothing asks again.
    assert 'class="my-seat-box">' in before
    for each in first:
        finish(client, each)
    over = phone.get(page, headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert re.search(r'class="my-seat-box" hx-get="[^"]+/my-seat" hx-trigger="every 5s"', over)
    second = tour.post("/rounds", {"seed": 8}).get_json()["tables"]
    table, seat = next(
        (t, i)
        for t in second
        for i, s in enumerate(t["seats"])
        if s["person"] == tour.people["Anna"]
    )
    box = phone.get(f"{page}/my-seat", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert f"Table {table['number']}, seat {seat + 1} — {table['dealer']} deals" in box
    assert table["join_url"] in box


def test_a_finished_tournament_table_leads_back_to_the_tournament_not_to_a_rematch(
    client: FlaskClient,
) -> None:
    tour, table, phone = first_table_with_a_phone(client, "0")
    finish(client, table)
    page = f"/t/{table['table_id']}"
    html = phone.get(page, headers={"Accept-Language": "it"}).get_data(as_text=True)
    assert f'href="/tournaments/{tour.id}">Torna al torneo</a>' in html
    assert "Rivincita" not in html and "/rematch" not in html
    # The rematch's own address refuses too, in the phone's language: nothing is started.
    refused = phone.post(f"{page}/rematch", headers={**PAGE, "Accept-Language": "it"})
    assert refused.status_code == 409
    assert "Al torneo non si gioca la rivincita" in refused.get_data(as_text=True)
    again = phone.get(page, headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert "Back to the tournament" in again and "Rematch" not in again


def test_a_final_table_s_line_says_final_not_the_next_round_s_number(
    client: FlaskClient,
) -> None:
    """A league's final comes after its rounds: its table's line says "Final", in both
    languages, where a round's table says its number."""
    tour = Tour(client, format={**ROUNDS, "rounds": 1, "final": 2})
    for name in EIGHT[:4]:
        assert tour.check_in(name).status_code == 201
    (table,) = tour.post("/rounds", {"seed": 7}).get_json()["tables"]
    page = f"/t/{table['table_id']}/tournament"
    assert "Round 1 · Table 1" in client.get(page, headers={"Accept-Language": "en"}).text
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(1)
    assert t.hand(None, [0, 10, 40, 100], seat=1).status_code == 201  # 1st, 2nd go on
    final = tour.post("/final", {"seed": 2})
    assert final.status_code == 201, final.get_json()
    line = f"/t/{final.get_json()['tables'][0]['table_id']}/tournament"
    for lang, said, not_said in (
        ("en", "Final · Table 1", "Round 2"),
        ("it", "Finale · Tavolo 1", "Turno 2"),
    ):
        text = client.get(line, headers={"Accept-Language": lang}).text
        assert said in " ".join(text.split()) and not_said not in text
