"""A casual table counts on a player's page once a phone says "this is me" (or sits down
carrying its person): games played and won, the game's own numbers, and a rating per game
and rule set over casual and tournament tables with why it moved; the game's leaderboard
lists them (never the seats nobody claimed)."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.conftest import ApiTable, make_table
from tests.tournaments.test_api import Tour, finish_ecarte

EN = {"Accept-Language": "en"}


def link(table: ApiTable, seat: int, person_token: str | None = None) -> Any:
    return table.client.post(
        f"/api/v1/tables/{table.id}/person",
        json={"person_token": person_token},
        headers={**table.auth(seat), **EN},
    )


def play_to_the_end(table: ApiTable) -> int:
    """Anna calls Tamalo with the lowest hand until Carla passes 30; how many calls."""
    calls = 0
    while not table.state()["finished"]:
        assert table.hand(0, [0, 5, 12], seat=0).status_code == 201
        calls += 1
    return calls


def person(client: FlaskClient, person_id: str, lang: str = "en") -> dict[str, Any]:
    response = client.get(f"/api/v1/people/{person_id}", headers={"Accept-Language": lang})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_two_phones_say_this_is_me_and_the_table_counts_on_their_pages(
    client: FlaskClient,
) -> None:
    table = make_table(client, ["Anna", "Bruno", "Carla"], {"target": 30})
    for seat in (0, 1):
        table.sit(seat)
    seen = table.state()["seq"]
    table.seq = seen
    anna = link(table, 0)
    assert anna.status_code == 201, anna.get_json()
    anna_id, anna_token = anna.get_json()["person"], anna.get_json()["token"]
    bruno = link(table, 1)
    assert bruno.status_code == 201
    bruno_id = bruno.get_json()["person"]
    # The log says so, once; saying it again logs nothing.
    again = link(table, 0, anna_token)
    assert again.status_code == 200 and again.get_json()["person"] == anna_id
    events = client.get(f"/api/v1/tables/{table.id}/moves", headers=EN).get_json()["events"]
    lines = [line["text"] for e in events if e["type"] == "person" for line in e["lines"]]
    assert lines == [
        "Anna's games at this table count on their player page.",
        "Bruno's games at this table count on their player page.",
    ]
    # Linking changes no score: a phone that saw the table before it is not stale.
    assert table.hand(0, [0, 5, 12], seat=0).status_code == 201
    # One person sits at one seat of a table.
    refused = link(table, 1, anna_token)
    assert refused.status_code == 422
    assert refused.headers["Content-Type"].startswith("application/problem+json")
    assert "Anna at this table already" in refused.get_json()["detail"]

    calls = 1 + play_to_the_end(table)
    stats = client.get(f"/api/v1/tables/{table.id}/statistics").get_json()
    mine = person(client, anna_id)
    assert mine["name"] == "Anna"
    assert mine["games"] == [
        {
            "game": "tamalo",
            "played": 1,
            "won": 1,
            "tallies": {"calls_won": calls, "calls_lost": 0},
        }
    ]
    assert mine["games"][0]["tallies"] == stats["seats"][0]["tallies"]  # a recount of the log
    (rating,) = mine["ratings"]
    assert rating["game"] == "tamalo" and rating["ruleset"].startswith("house-")
    move = rating["history"][0]
    assert move["delta"] > 0 and move["text"].startswith(f"{move['delta']:+.1f}: you finished")
    assert "first of 3" in move["text"]  # Carla, whom nobody claimed, played too
    theirs = person(client, bruno_id, "it")
    # Second of three moves less than first (a newcomer's rating rises as they become known).
    assert theirs["games"][0]["won"] == 0
    assert theirs["ratings"][0]["history"][0]["delta"] < move["delta"]
    assert "secondo su 3" in theirs["ratings"][0]["history"][0]["text"]

    board = client.get("/api/v1/games/tamalo/ratings").get_json()["rows"]
    people = [row["person"] for row in board]
    # A seat nobody claimed is nobody's: Carla of this table is on no leaderboard.
    assert not [p for p in people if p.startswith("guest:") or table.id in p]
    assert people.index(anna_id) < people.index(bruno_id)
    leaders = client.get("/games/tamalo/ratings", headers=EN).get_data(as_text=True)
    assert f"/people/{anna_id}" in leaders and f"/people/{bruno_id}" in leaders
    assert "guest:" not in leaders and table.id not in leaders

    page = client.get(f"/people/{anna_id}", headers=EN).get_data(as_text=True)
    assert "Calls won" in page and f'data-tally="calls_won">{calls}<' in page
    assert move["text"] in page


def test_a_phone_carrying_its_person_is_linked_when_it_sits_down(client: FlaskClient) -> None:
    first = make_table(client, ["Anna", "Bruno"], {"target": 30})
    first.sit(0)
    token = link(first, 0).get_json()["token"]
    anna_id = link(first, 0, token).get_json()["person"]
    # The next table: the phone keeps Anna's token and sits at Anna's seat.
    table = make_table(client, ["Dario", "Anna"], {"target": 30})
    secret = table.secret
    phone = client.application.test_client()
    phone.set_cookie("person", token)
    phone.get(f"/j/{secret}")
    sat = phone.post(f"/j/{secret}", data={"seat": "1"}, headers={"Origin": "http://localhost"})
    assert sat.status_code == 303
    events = client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    assert [e["payload"] for e in events if e["type"] == "person"] == [
        {"seat": 1, "person": anna_id}
    ]
    # At a seat of another name it says nothing by itself.
    other = make_table(client, ["Elena", "Franco"], {"target": 30})
    phone.get(f"/j/{other.secret}")
    phone.post(f"/j/{other.secret}", data={"seat": "0"}, headers={"Origin": "http://localhost"})
    events = client.get(f"/api/v1/tables/{other.id}/moves").get_json()["events"]
    assert not [e for e in events if e["type"] == "person"]


def test_casual_and_tournament_tables_add_up_on_one_page(client: FlaskClient) -> None:
    table = make_table(client, ["Anna", "Bruno", "Carla"], {"target": 30})
    table.sit(0)
    linked = link(table, 0).get_json()
    play_to_the_end(table)
    # Anna's phone checks in at an Ecarté evening with her token: the same person.
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 1})
    assert tour.check_in("Anna", person_token=linked["token"]).status_code == 201
    assert tour.people["Anna"] == linked["person"]
    tour.check_in("Gino")
    for t in tour.post("/rounds").get_json()["tables"]:
        finish_ecarte(client, t)
    record = person(client, linked["person"])
    assert {g["game"] for g in record["games"]} == {"tamalo", "ecarte"}
    assert {r["game"] for r in record["ratings"]} == {"tamalo", "ecarte"}
    ecarte = next(g for g in record["games"] if g["game"] == "ecarte")
    assert set(ecarte["tallies"]) == {"voles"}


def test_bad_requests_are_problems(client: FlaskClient) -> None:
    table = make_table(client, ["Anna", "Bruno"], {"target": 30})
    # The host's phone watches (it has no seat): it cannot say which seat is its own.
    watching = client.post(
        f"/api/v1/tables/{table.id}/person", json={}, headers={**table.auth(), **EN}
    )
    assert watching.status_code == 403
    assert "Sit at your seat" in watching.get_json()["detail"]
    table.sit(0)
    bad = client.post(
        f"/api/v1/tables/{table.id}/person", json={"person_token": 7}, headers=table.auth(0)
    )
    assert bad.status_code == 422
    assert bad.headers["Content-Type"].startswith("application/problem+json")
    nobody = client.post("/api/v1/tables/nosuchtable/person", json={}, headers=table.auth(0))
    assert nobody.status_code == 404
    unseated = client.post(f"/api/v1/tables/{table.id}/person", json={})
    assert unseated.status_code == 401


def test_a_linked_table_exported_and_imported_keeps_its_totals_not_its_people(
    client: FlaskClient,
) -> None:
    table = make_table(client, ["Anna", "Bruno", "Carla"], {"target": 30})
    table.sit(0)
    link(table, 0)
    play_to_the_end(table)
    document = client.get(f"/api/v1/tables/{table.id}/export").get_json()
    assert any(e["type"] == "person" for e in document["events"])
    response = client.post("/api/v1/imports", json=document)
    assert response.status_code == 201, response.get_json()
    new = response.get_json()["id"]
    assert client.get(f"/api/v1/tables/{new}").get_json()["totals"] == document["totals"]
    events = client.get(f"/api/v1/tables/{new}/moves").get_json()["events"]
    assert not [e for e in events if e["type"] == "person"]
