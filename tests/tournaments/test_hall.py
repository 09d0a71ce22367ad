"""The hall screen during play: each table's running totals as its hands are logged (not
only once it finishes), in the rounds format too, on the screen and in the region its live
stream and slow poll bring; where each player stands at their table for now; a table's QR
code only while a seat is still free, and only through the organiser's hall link."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask.testing import FlaskClient

from referee.tables.access import hash_token
from referee.tournaments.access import hall_key
from tests.conftest import ApiTable
from tests.tournaments.test_api import Tour
from tests.tournaments.test_standings_stream import version_of

pytestmark = pytest.mark.storage

EIGHT = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gino", "Ilaria"]
#: Two rounds of Tamalo tables of four, no clock.
ROUNDS = {"kind": "rounds", "rounds": 2, "min_seats": 4, "max_seats": 4}


def live_lines(html: str) -> dict[int, str]:
    """Each table's line of the round in play, by its number."""
    found = re.findall(r'<li class="live-table[^"]*" data-table="(\d+)">(.*?)</li>', html, re.S)
    return {int(n): re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", body)).strip() for n, body in found}


def for_now(html: str) -> dict[str, str]:
    """The standings rows' "for now" tags, by person."""
    out = {}
    for row in html.split('<li class="row')[1:]:
        person = re.search(r'data-person="([^"]+)"', row)
        tag = re.search(r'<span class="tag for-now">([^<]+)<', row)
        if person and tag:
            out[person.group(1)] = tag.group(1)
    return out


@pytest.fixture
def night(client: FlaskClient) -> tuple[Tour, list[dict[str, Any]]]:
    """Eight people at two Tamalo tables of four, the first of two rounds drawn."""
    tour = Tour(client, format=ROUNDS)
    for name in EIGHT:
        assert tour.check_in(name).status_code == 201
    r = tour.post("/rounds", {"seed": 7})
    assert r.status_code == 201, r.get_json()
    return tour, r.get_json()["tables"]


def phone(client: FlaskClient, table: dict[str, Any], seat: int) -> ApiTable:
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(seat)
    return t


@pytest.mark.parametrize(
    ("lang", "table", "now"),
    [("it", "Tavolo", "per ora 2º al tavolo 1"), ("en", "Table", "for now 2nd at table 1")],
)
def test_the_hall_shows_each_table_s_running_totals_while_it_plays(
    night: tuple[Tour, list[dict[str, Any]]], lang: str, table: str, now: str
) -> None:
    tour, (one, two) = night
    client = tour.client
    names = [s["name"] for s in one["seats"]]
    others = [s["name"] for s in two["seats"]]
    hall = f"/tournaments/{tour.id}/hall"
    before = client.get(hall, headers={"Accept-Language": lang}).text
    # Nothing logged yet: every seat at 0, in seat order, nobody "for now" anywhere.
    assert live_lines(before) == {
        1: f"{table} 1 · " + " · ".join(f"{n} 0" for n in names),
        2: f"{table} 2 · " + " · ".join(f"{n} 0" for n in others),
    }
    assert "for-now" not in before
    # What the open hall asks again (its live stream sends the same region): nothing new.
    rows = f"/tournaments/{tour.id}/standings/rows?version={version_of(before)}"
    assert client.get(rows).status_code == 204

    # One hand at table 1 (Tamalo: the lowest total leads): seats score 12, 30, 7, 25.
    hand = phone(client, one, 0).hand(None, [12, 30, 7, 25], seat=0)
    assert hand.status_code == 201, hand.get_json()
    a, b, c, d = names
    line = f"{table} 1 · {c} 7 · {a} 12 · {d} 25 · {b} 30"
    # The open hall gets it without a reload...
    fresh = client.get(rows, headers={"Accept-Language": lang})
    assert fresh.status_code == 200
    update = fresh.text
    assert live_lines(update)[1] == line
    assert live_lines(update)[2] == f"{table} 2 · " + " · ".join(f"{n} 0" for n in others)
    # ...and the standings rows (all still on 0 points over the rounds) say where each of
    # table 1's players stands for now; table 2's, all level, are told nothing.
    tags = for_now(update)
    assert tags[tour.people[a]] == now
    assert len(tags) == 4 and not {tour.people[n] for n in others} & set(tags)
    # A page opened now shows the same.
    assert live_lines(client.get(hall, headers={"Accept-Language": lang}).text)[1] == line


def test_a_table_s_qr_code_goes_once_every_seat_is_taken_and_never_shows_without_the_key(
    night: tuple[Tour, list[dict[str, Any]]],
) -> None:
    tour, (one, two) = night
    client = tour.client
    keyed = f"/tournaments/{tour.id}/hall?key={hall_key(hash_token(tour.token))}"
    secrets = {t["number"]: t["join_url"].rsplit("/", 1)[-1] for t in (one, two)}

    def qr_tables(url: str) -> list[int]:
        html = client.get(url).text
        return [
            int(n)
            for n in re.findall(r'data-table="(\d+)">\s*<h2>[^<]*</h2>\s*<a class="qr"', html)
        ]

    assert qr_tables(keyed) == [1, 2]
    # Three of table 1's four seats taken by a phone: its code stays.
    for seat in range(3):
        phone(client, one, seat)
    assert qr_tables(keyed) == [1, 2]
    # The fourth: table 1 needs no code any more; table 2 still does.
    phone(client, one, 3)
    assert qr_tables(keyed) == [2]
    # Without the key (or with a wrong one) the hall shows no code and no join secret.
    for url in (f"/tournaments/{tour.id}/hall", f"/tournaments/{tour.id}/hall?key={'0' * 24}"):
        html = client.get(url).text
        assert 'class="qr"' not in html and "Table 2" in html
        assert not any(secret in html for secret in secrets.values())


def test_the_open_hall_asks_for_its_tables_again_while_a_code_shows(
    night: tuple[Tour, list[dict[str, Any]]],
) -> None:
    """The hall is not reloaded during a round: its tables panel asks again every 10 s
    while a QR code shows, loses a table's code once that table's last seat is taken, and
    stops asking when no code is left."""
    tour, (one, two) = night
    client = tour.client
    key = hall_key(hash_token(tour.token))
    page = client.get(f"/tournaments/{tour.id}/hall?key={key}").text
    asks = re.search(r'id="hall-tables"\s+hx-get="([^"]+)" hx-trigger="every 10s"', page)
    assert asks is not None
    fragment = asks.group(1).replace("&amp;", "&")
    assert fragment == f"/tournaments/{tour.id}/hall/tables?key={key}"

    def codes(html: str) -> list[int]:
        return [
            int(n)
            for n in re.findall(r'data-table="(\d+)">\s*<h2>[^<]*</h2>\s*<a class="qr"', html)
        ]

    for seat in range(4):
        phone(client, one, seat)
    assert codes(client.get(fragment).text) == [2]
    for seat in range(4):
        phone(client, two, seat)
    last = client.get(fragment).text
    assert codes(last) == [] and "hx-get" not in last and "Table 2" in last
    # Without the key the panel shows no code and no join secret.
    bare = client.get(f"/tournaments/{tour.id}/hall/tables").text
    assert 'class="qr"' not in bare and two["join_url"].rsplit("/", 1)[-1] not in bare
