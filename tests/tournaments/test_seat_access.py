"""Seats belong to people: a tournament's page, standings, seats and hall are public, its
tables' join links are not. The organiser reads them (token, or the hall link's key), a
person reads their own table's; taking a seat over needs the organiser or the seat's own
person, through the API and on the phone's page."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.tournaments.test_api import Tour

pytestmark = pytest.mark.storage

EIGHT = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gino", "Ilaria"]


@pytest.fixture
def drawn(client: FlaskClient) -> tuple[Tour, list[dict[str, Any]]]:
    """Eight people checked in on their own phones, two tables of four drawn."""
    tour = Tour(client)
    for name in EIGHT:
        assert tour.check_in(name).status_code == 201
    r = tour.post("/rounds", {"seed": 7})
    assert r.status_code == 201, r.get_json()
    return tour, r.get_json()["tables"]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_only_the_organiser_reads_every_table_s_join_link(
    drawn: tuple[Tour, list[dict[str, Any]]],
) -> None:
    tour, tables = drawn
    client = tour.client
    # The organiser's own answer to the draw carries the links.
    assert all(t["join_url"].startswith("http://localhost/j/") for t in tables)
    anyone = client.get(f"/api/v1/tournaments/{tour.id}").get_json()
    assert [t["join_url"] for t in anyone["rounds"][0]["tables"]] == [None, None]
    # A player's token is not the organiser's.
    player = client.get(
        f"/api/v1/tournaments/{tour.id}", headers=bearer(tour.tokens["Anna"])
    ).get_json()
    assert [t["join_url"] for t in player["rounds"][0]["tables"]] == [None, None]
    organiser = client.get(f"/api/v1/tournaments/{tour.id}", headers=tour.auth).get_json()
    assert [t["join_url"] for t in organiser["rounds"][0]["tables"]] == [
        t["join_url"] for t in tables
    ]


def test_a_person_reads_their_own_table_s_link_and_nobody_else_s(
    drawn: tuple[Tour, list[dict[str, Any]]],
) -> None:
    tour, tables = drawn
    first, second = tables
    anna_table = first if any(s["name"] == "Anna" for s in first["seats"]) else second
    other_table = second if anna_table is first else first
    stranger = next(s["name"] for s in other_table["seats"])
    path = f"/api/v1/tournaments/{tour.id}/people/{tour.people['Anna']}/seat"
    seats = {
        "nobody": tour.client.get(path).get_json(),
        "Anna": tour.client.get(path, headers=bearer(tour.tokens["Anna"])).get_json(),
        stranger: tour.client.get(path, headers=bearer(tour.tokens[stranger])).get_json(),
        "organiser": tour.client.get(path, headers=tour.auth).get_json(),
    }
    # Everyone reads where Anna sits; only Anna and the organiser get the way in.
    assert {who: s["table"] for who, s in seats.items()} == dict.fromkeys(
        seats, anna_table["number"]
    )
    assert {who: s["join_url"] for who, s in seats.items()} == {
        "nobody": None,
        "Anna": anna_table["join_url"],
        stranger: None,
        "organiser": anna_table["join_url"],
    }


def test_the_hall_shows_its_qr_codes_only_through_the_organiser_s_link(
    client: FlaskClient,
) -> None:
    opened = client.post("/api/v1/tournaments", json={"game": "tamalo", "name": "Circolo"})
    body = opened.get_json()
    tid, hall_url = body["id"], body["hall_url"]
    assert re.fullmatch(rf"/tournaments/{tid}/hall\?key=[0-9a-f]{{24}}", hall_url)
    auth = bearer(body["organiser_token"])
    for name in EIGHT:
        client.post(f"/api/v1/tournaments/{tid}/check-in", json={"name": name})
    tables = client.post(f"/api/v1/tournaments/{tid}/rounds", json={"seed": 7}, headers=auth)
    links = [t["join_url"].removeprefix("http://localhost") for t in tables.get_json()["tables"]]
    # A room's screen opened without the key: the tables and seats, no way in.
    plain = client.get(f"/tournaments/{tid}/hall", headers={"Accept-Language": "it"})
    html = plain.get_data(as_text=True)
    assert "Tavolo 1" in html and "Anna" in html
    assert not any(link in html for link in links) and 'class="qr"' not in html
    # A wrong key is no key.
    wrong = client.get(f"/tournaments/{tid}/hall?key={'0' * 24}").get_data(as_text=True)
    assert 'class="qr"' not in wrong
    # The organiser's link: every table's code.
    keyed = client.get(hall_url).get_data(as_text=True)
    assert all(link in keyed for link in links) and keyed.count('class="qr"') == 2


def test_a_seat_is_taken_over_only_by_its_person_or_the_organiser(
    drawn: tuple[Tour, list[dict[str, Any]]],
) -> None:
    tour, tables = drawn
    table = tables[0]
    owner, neighbour = table["seats"][0]["name"], table["seats"][1]["name"]
    secret = table["join_url"].rsplit("/", 1)[-1]
    join = f"/api/v1/tables/{table['table_id']}/join"
    client = tour.client
    held = client.post(join, json={"secret": secret, "seat": 0})
    assert held.status_code == 201
    # A stranger with the link, or the neighbour's own token: refused, in both languages.
    for token, lang in ((None, "it"), (tour.tokens[neighbour], "en")):
        r = client.post(
            join,
            json={"secret": secret, "seat": 0, "take_over": True, "tournament_token": token},
            headers={"Accept-Language": lang},
        )
        assert r.status_code == 403
        assert r.headers["Content-Type"].startswith("application/problem+json")
        assert (
            r.get_json()["detail"]
            == {
                "it": "A un tavolo del torneo, un posto tenuto da un altro telefono lo riprende "
                "solo la persona che ci siede (dal telefono con cui si è iscritta) o "
                "l'organizzatore.",
                "en": "At a tournament table, a seat another phone holds is taken over only by "
                "the person who sits there (on the phone they checked in with) or by the "
                "organiser.",
            }[lang]
        )
    # The seat's own person takes it; so may the organiser, for a phone that broke.
    mine = client.post(
        join,
        json={
            "secret": secret,
            "seat": 0,
            "take_over": True,
            "tournament_token": tour.tokens[owner],
        },
    )
    assert mine.status_code == 201 and mine.get_json()["seat"] == 0
    organiser = client.post(
        join,
        json={"secret": secret, "seat": 0, "take_over": True, "tournament_token": tour.token},
    )
    assert organiser.status_code == 201 and organiser.get_json()["seat"] == 0
    # The table's log says who took the seat over, twice.
    log = client.get(f"/api/v1/tables/{table['table_id']}/moves").get_json()["events"]
    assert [e["type"] for e in log].count("sit") == 2


def test_a_casual_table_s_seat_is_taken_over_with_the_link_alone(client: FlaskClient) -> None:
    created = client.post(
        "/api/v1/tables", json={"game": "tamalo", "players": ["Anna", "Bruno", "Carla"]}
    ).get_json()
    secret = created["join_url"].rsplit("/", 1)[-1]
    join = f"/api/v1/tables/{created['id']}/join"
    assert client.post(join, json={"secret": secret, "seat": 1}).status_code == 201
    r = client.post(join, json={"secret": secret, "seat": 1, "take_over": True})
    assert r.status_code == 201 and r.get_json()["seat"] == 1


def test_a_stranger_s_phone_is_told_whose_seat_it_is_not_offered_to_take_it(
    drawn: tuple[Tour, list[dict[str, Any]]],
) -> None:
    tour, tables = drawn
    table = tables[0]
    link = table["join_url"].removeprefix("http://localhost")
    secret = link.rsplit("/", 1)[-1]
    join = f"/api/v1/tables/{table['table_id']}/join"
    assert tour.client.post(join, json={"secret": secret, "seat": 0}).status_code == 201
    stranger = tour.client.application.test_client()
    form = {"seat": "0"}
    headers = {"Accept-Language": "it", "Origin": "http://localhost"}
    page = stranger.post(link, data=form, headers=headers)
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert "un posto tenuto da un altro telefono lo riprende solo la persona" in html
    assert 'name="take_over"' not in html
    # Sending the take-over anyway: refused, and the seat stays where it was.
    forced = stranger.post(link, data={**form, "take_over": "1"}, headers=headers)
    assert forced.status_code == 403
    seats = tour.client.get(f"/api/v1/tables/{table['table_id']}").get_json()["seats"]
    assert seats[0]["name"] == table["seats"][0]["name"]
