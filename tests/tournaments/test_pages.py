"""The tournament's pages at the door and in the hall: check in on a phone (remembered),
one tap each on the organiser's tablet, the seat line, the hall's QR codes, the standings."""

from __future__ import annotations

import re

from flask import Flask
from flask.testing import FlaskClient

from tests.tournaments.test_api import PLAYERS


def open_tournament(client: FlaskClient) -> str:
    r = client.post("/tournaments/new", data={"game": "tamalo", "name": "Circolo Arci"})
    assert r.status_code == 302, r.text
    return r.headers["Location"].rsplit("/", 1)[-1]


def test_a_night_from_the_door_to_the_hall(app: Flask) -> None:
    organiser = app.test_client()
    tid = open_tournament(organiser)
    for name in PLAYERS[:10]:
        r = organiser.post(f"/tournaments/{tid}/check-in", data={"name": name, "fee": "5"})
        assert r.status_code == 302
    page = organiser.get(f"/tournaments/{tid}").text
    assert page.count("owes 5.00 €") == 10
    # A player checks in on their own phone: the phone remembers who it is.
    phone = app.test_client()
    assert phone.post(f"/tournaments/{tid}/check-in", data={"name": "Nino"}).status_code == 302
    mine = phone.get(f"/tournaments/{tid}").text
    assert "Nino, you are checked in" in mine and 'id="ci-name"' not in mine
    # One tap each: paid, withdraw, re-enter.
    anna = re.search(r"/people/([^/]+)/paid", page).group(1)  # type: ignore[union-attr]
    organiser.post(f"/tournaments/{tid}/people/{anna}/paid")
    organiser.post(f"/tournaments/{tid}/people/{anna}/withdraw")
    page = organiser.get(f"/tournaments/{tid}").text
    assert "withdrawn" in page and page.count("owes 5.00 €") == 9
    organiser.post(f"/tournaments/{tid}/people/{anna}/reenter")
    # The organiser draws the tables: the hall shows each table with its QR code.
    r = organiser.post(f"/tournaments/{tid}/rounds")
    assert r.status_code == 302 and r.headers["Location"].endswith("/hall")
    hall = organiser.get(f"/tournaments/{tid}/hall").text
    assert hall.count("<svg") >= 2 and "Table 1" in hall and "Table 2" in hall
    # Nino's phone says where to sit, in its language.
    mine = phone.get(f"/tournaments/{tid}?lang=it").text
    assert re.search(r"Tavolo [12], posto [1-6] — distribuisce \w+", mine)
    standings = phone.get(f"/tournaments/{tid}/standings/rows").text
    assert "Still missing a result" in standings or "Manca ancora" in standings


def test_only_the_organisers_device_sees_the_taps(app: Flask) -> None:
    organiser = app.test_client()
    tid = open_tournament(organiser)
    organiser.post(f"/tournaments/{tid}/check-in", data={"name": "Anna"})
    stranger = app.test_client()
    page = stranger.get(f"/tournaments/{tid}").text
    assert "Withdraw" not in page and "Draw the tables" not in page
    r = stranger.post(f"/tournaments/{tid}/rounds")
    assert r.status_code == 401 and "organiser" in r.text


def test_a_bad_fee_and_too_few_players_are_said_on_the_page(app: Flask) -> None:
    organiser = app.test_client()
    tid = open_tournament(organiser)
    r = organiser.post(f"/tournaments/{tid}/check-in", data={"name": "Anna", "fee": "abc"})
    assert r.status_code == 422 and "The fee is an amount" in r.text
    organiser.post(f"/tournaments/{tid}/check-in", data={"name": "Anna"})
    r = organiser.post(f"/tournaments/{tid}/rounds", headers={"Accept-Language": "it"})
    assert r.status_code == 422 and "Servono almeno 6 giocatori" in r.text


def test_an_unknown_tournament_is_a_404(client: FlaskClient) -> None:
    assert client.get("/tournaments/aaaaaaaaaaaaaaaa/hall").status_code == 404


def test_a_timed_round_shows_its_clock_and_the_organiser_calls_time(app: Flask) -> None:
    organiser = app.test_client()
    r = organiser.post(
        "/tournaments/new",
        data={"game": "scala40", "name": "Scala", "format": "rounds", "minutes": "30", "best": ""},
    )
    tid = r.headers["Location"].rsplit("/", 1)[-1]
    for name in PLAYERS[:9]:
        organiser.post(f"/tournaments/{tid}/check-in", data={"name": name})
    assert organiser.post(f"/tournaments/{tid}/rounds").status_code == 302
    hall = organiser.get(f"/tournaments/{tid}/hall").text
    assert re.search(
        r'class="clock clock-running".*Round 1 —\s*<strong>(29:5\d|30:00)</strong> left', hall, re.S
    )
    page = organiser.get(f"/tournaments/{tid}").text
    assert "Call time" in page
    assert organiser.post(f"/tournaments/{tid}/time").status_code == 302
    rows = organiser.get(f"/tournaments/{tid}/standings/rows?lang=it").text
    assert "clock-called" in rows and "tempo chiamato" in rows
    r = organiser.post(f"/tournaments/{tid}/time")
    assert r.status_code == 422 and "already over" in r.text
