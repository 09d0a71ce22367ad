"""People who are one person, and seats that change hands, through the API: the organiser
merges a duplicate check-in (the results, the seat, the device and the record follow the
kept person), and a substitute takes a seat mid-game (each credited only with what happened
while seated, as a recount of the table's log says); and the refusals, with nothing written.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.conftest import ApiTable
from tests.tournaments.test_api import Tour

SIX = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]


@pytest.fixture
def six(client: FlaskClient) -> Tour:
    tour = Tour(client)
    for name in SIX:
        assert tour.check_in(name, fee_owed=500).status_code == 201
    return tour


def phone(client: FlaskClient, table: dict[str, Any]) -> ApiTable:
    """A phone sitting at the table's first seat."""
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(0)
    return t


def log_hand(t: ApiTable, hands: list[int] | dict[str, Any]) -> None:
    """Seat 1's phone logs a hand: a Tamalo hand's points per seat, or a whole move."""
    t.seq = t.state()["seq"]  # the table may have moved on (a seat changed hands)
    r = t.move(hands, seat=0) if isinstance(hands, dict) else t.hand(None, hands, seat=0)
    assert r.status_code == 201, r.get_json()


def recount(client: FlaskClient, table_id: str, seat: int, after: int) -> tuple[int, int]:
    """From the table's log: what ``seat`` scored up to ``after``, and after it."""
    log = client.get(f"/api/v1/tables/{table_id}/moves").get_json()["events"]
    hands = [e for e in log if e["hand"] is not None and e["status"] == "active"]
    before = sum(e["hand"]["scores"][seat] for e in hands if e["seq"] <= after)
    since = sum(e["hand"]["scores"][seat] for e in hands if e["seq"] > after)
    return before, since


def rows_by_name(tour: Tour, lang: str = "en") -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for row in tour.get("/standings", lang=lang)["rows"]:
        out.setdefault(row["name"], []).append(row)
    return out


def test_a_substitute_is_credited_only_with_what_happened_while_seated(
    six: Tour, client: FlaskClient
) -> None:
    tables = six.post("/rounds", {"seed": 7}).get_json()["tables"]
    one = tables[0]
    assert six.check_in("Gino").status_code == 201  # arrives late: not seated
    t = phone(client, one)
    log_hand(t, [10, 20, 30])
    first = one["seats"][1]
    r = six.post(f"/tables/{one['table_id']}/substitute", {"seat": 2, "person": six.people["Gino"]})
    assert r.status_code == 201, r.get_json()
    done = r.get_json()
    assert done["seat"] == 2 and done["person"] == six.people["Gino"]
    switch = done["after"]
    # The table's own log says so, and its seat now has the substitute's name.
    state = t.state()
    assert [s["name"] for s in state["seats"]][1] == "Gino"
    # Gino's phone is told the seat like everyone else.
    seat = six.client.get(
        f"/api/v1/tournaments/{six.id}/people/{six.people['Gino']}/seat",
        headers={"Accept-Language": "it", "Authorization": f"Bearer {six.tokens['Gino']}"},
    ).get_json()
    assert seat["line"].startswith("Tavolo 1, posto 2 — distribuisce")
    assert seat["join_url"] == one["join_url"]
    # The replaced player has no seat any more.
    gone = client.get(f"/api/v1/tournaments/{six.id}/people/{first['person']}/seat")
    assert gone.status_code == 404
    log_hand(t, [0, 5, 100])  # the table ends: seat 3 passes 100
    # Standings equal a recount of the table's log with the split credit.
    before, since = recount(client, one["table_id"], 1, switch)
    assert (before, since) == (20, 5)
    rows = rows_by_name(six)
    (gino,) = rows["Gino"]
    (replaced,) = rows[first["name"]]
    totals = client.get(f"/api/v1/tables/{one['table_id']}").get_json()["standings"]
    seat_place = next(s["rank"] for s in totals if s["seat"] == 1)
    assert gino["total"] == since and gino["place"] == seat_place
    assert gino["status"] == "qualified"  # 25 of seat 2 is the second lowest: the seat goes on
    assert "Took seat 2 after 1 hand: the seat's placing is theirs" in gino["why"]
    assert replaced["total"] == before and replaced["status"] == "substituted"
    assert "Replaced by Gino at seat 2 of table 1 after 1 hand" in replaced["why"]
    assert "(20 points)" in replaced["why"]
    it = rows_by_name(six, "it")
    assert "il piazzamento del posto è suo" in it["Gino"][0]["why"]
    assert "Sostituito da Gino" in it[first["name"]][0]["why"]
    # The tournament lists the substitute with the point of the log they sat from.
    body = six.get("")
    assert body["rounds"][0]["tables"][0]["substitutes"] == [
        {"seat": 2, "person": six.people["Gino"], "name": "Gino", "after": switch}
    ]


def test_merging_a_duplicate_moves_the_results_the_seat_and_the_device(
    six: Tour, client: FlaskClient
) -> None:
    tables = six.post("/rounds", {"seed": 7}).get_json()["tables"]
    one = tables[0]
    anna_seat = next(s for t in tables for s in t["seats"] if s["name"] == "Anna")
    # "Anna R." checks in on the door tablet: the same person, a second identity.
    assert six.check_in("Anna R.").status_code == 201
    anna, kept = six.people["Anna"], six.people["Anna R."]
    assert six.post(f"/people/{anna}/payments", {"amount": 300}).status_code == 201
    before = six.get("")["seq"]
    r = six.post(f"/people/{anna}/merge", {"into": kept})
    assert r.status_code == 201, r.get_json()
    assert r.get_json()["seq"] == before + 1
    body = six.get("")
    people = {p["name"]: p for p in body["people"]}
    assert people["Anna"]["status"] == "merged" and people["Anna"]["merged_into"] == kept
    assert people["Anna R."]["paid"] == 300 and people["Anna R."]["fee_owed"] == 500
    seated = [s for t in body["rounds"][0]["tables"] for s in t["seats"]]
    assert {"seat": anna_seat["seat"], "person": kept, "name": "Anna R."} in seated
    assert all(s["person"] != anna for s in seated)
    # Anna's device still works: it is Anna R., told the same seat.
    seat = six.get(f"/people/{anna}/seat")
    assert seat == six.get(f"/people/{kept}/seat")
    again = client.post(
        f"/api/v1/tournaments/{six.id}/check-in",
        json={"name": "Anna", "person_token": six.tokens["Anna"]},
    )
    assert (
        again.status_code == 422 and "Anna R. is already checked in" in again.get_json()["detail"]
    )
    # The results follow: table 1 ends and the standings row is Anna R.'s.
    for table in tables:
        log_hand(phone(client, table), [0, 50, 100])
    rows = rows_by_name(six)
    assert "Anna" not in rows
    (row,) = rows["Anna R."]
    mine = next(t for t in tables if anna_seat in t["seats"])
    assert row["table"] == mine["number"]
    assert row["total"] == [0, 50, 100][anna_seat["seat"] - 1]
    # The person page of the merged id is the kept person's, ratings included.
    record = client.get(f"/api/v1/people/{anna}").get_json()
    assert record["id"] == kept and record["name"] == "Anna R."
    games = [(g["game"], g["played"], g["won"]) for g in record["games"]]
    assert games == [("tamalo", 1, int(anna_seat["seat"] == 1))]
    assert len(record["ratings"]) == 1
    page = client.get(f"/people/{anna}")
    assert page.status_code in (301, 302, 303, 308) and page.location.endswith(f"/people/{kept}")
    assert one["table_id"]


def test_refusals_write_nothing(six: Tour, client: FlaskClient) -> None:
    tables = six.post("/rounds", {"seed": 7}).get_json()["tables"]
    one, two = tables
    p = six.people
    a, b = one["seats"][0]["person"], one["seats"][1]["person"]
    elsewhere = two["seats"][0]["person"]
    assert six.check_in("Gino").status_code == 201
    seq = six.get("")["seq"]
    head = client.get(f"/api/v1/tables/{one['table_id']}").get_json()["seq"]

    def refused(path: str, body: dict[str, Any], words: str, field: str) -> None:
        r = six.post(path, body)
        assert r.status_code == 422, r.get_json()
        problem = r.get_json()
        assert problem["type"].endswith("/problems/refused"), problem
        assert words in problem["detail"] and problem.get("field") == field, problem
        assert six.get("")["seq"] == seq
        assert client.get(f"/api/v1/tables/{one['table_id']}").get_json()["seq"] == head

    refused(f"/people/{a}/merge", {"into": a}, "merged with themselves", "into")
    names = {s["person"]: s["name"] for t in tables for s in t["seats"]}
    refused(
        f"/people/{a}/merge",
        {"into": b},
        f"{names[a]} and {names[b]} sat together at table 1 in round 1",
        "into",
    )
    refused(f"/people/{a}/merge", {"into": elsewhere}, "at different tables", "into")
    refused(f"/people/{a}/merge", {"into": "nobody"}, "not in the tournament", "into")
    refused("/people/nobody/merge", {"into": a}, "not in the tournament", "person")
    sub = f"/tables/{one['table_id']}/substitute"
    refused(sub, {"seat": 2, "person": elsewhere}, "already has a seat in this round", "person")
    refused(sub, {"seat": 9, "person": p["Gino"]}, "That seat does not exist", "seat")
    refused(sub, {"seat": 1, "person": "nobody"}, "not in the tournament", "person")
    # Schema-invalid input is Invalid, not Refused.
    r = six.post(sub, {"seat": 0, "person": p["Gino"]})
    assert r.status_code == 422 and not r.get_json()["type"].endswith("/refused")
    # A finished table takes no substitute.
    log_hand(phone(client, one), [0, 50, 100])
    head = client.get(f"/api/v1/tables/{one['table_id']}").get_json()["seq"]
    refused(sub, {"seat": 2, "person": p["Gino"]}, "The game at this table is over", "table_id")
    # Only the organiser.
    r = client.post(f"/api/v1/tournaments/{six.id}/people/{a}/merge", json={"into": p["Gino"]})
    assert r.status_code == 401
    # A merged person cannot be merged again, nor substituted in.
    assert six.post(f"/people/{p['Gino']}/merge", {"into": elsewhere}).status_code == 201
    seq = six.get("")["seq"]
    refused(f"/people/{p['Gino']}/merge", {"into": a}, "has already been merged into", "person")


def test_the_organisers_page_seats_a_substitute_and_merges_a_duplicate(app: Any) -> None:
    import re

    from tests.tournaments.test_pages import open_tournament

    organiser = app.test_client()
    tid = open_tournament(organiser)
    for name in SIX:
        assert (
            organiser.post(f"/tournaments/{tid}/check-in", data={"name": name}).status_code == 302
        )
    organiser.post(f"/tournaments/{tid}/rounds")
    gino = app.test_client()  # Gino arrives late, on his own phone
    assert gino.post(f"/tournaments/{tid}/check-in", data={"name": "Gino"}).status_code == 302
    organiser.post(f"/tournaments/{tid}/check-in", data={"name": "Gino G."})  # the door tablet
    page = organiser.get(f"/tournaments/{tid}", headers={"Accept-Language": "it"}).text
    assert "Sostituto al tavolo 1" in page and "Unisci un doppione" in page
    form = page.split('class="create substitute-form"')[1].split("</form>")[0]
    action = re.search(r'action="([^"]+/substitute)"', page).group(1)  # type: ignore[union-attr]
    person = re.search(r'<option value="([^"]+)">Gino</option>', form).group(1)  # type: ignore[union-attr]
    r = organiser.post(action, data={"seat": "2", "person": person})
    assert r.status_code == 302, r.text
    mine = gino.get(f"/tournaments/{tid}", headers={"Accept-Language": "it"}).text
    assert re.search(r"Tavolo 1, posto 2 — distribuisce \w+", mine)
    # A refusal is said on the page, in the reader's language; nothing is written.
    r = organiser.post(action, data={"seat": "2", "person": person})
    assert r.status_code == 422 and "Gino already has a seat in this round" in r.text
    r = organiser.post(
        f"/tournaments/{tid}/merge",
        data={"person": person, "into": person},
        headers={"Accept-Language": "it"},
    )
    assert r.status_code == 422 and "Una persona non si unisce a se stessa" in r.text
    merge = page.split('class="create merge-form"')[1].split("</form>")[0]
    # Both people are chosen, never one by default (a tap would merge the wrong two).
    assert merge.count('<option value="" selected disabled>') == 2
    assert merge.count(" selected") == 2
    r = organiser.post(f"/tournaments/{tid}/merge", data={"person": "", "into": ""})
    assert r.status_code == 422 and "choose two different people" in r.text  # nobody merged
    duplicate = re.search(r'<option value="([^"]+)">Gino G\.</option>', merge).group(1)  # type: ignore[union-attr]
    r = organiser.post(f"/tournaments/{tid}/merge", data={"person": duplicate, "into": person})
    assert r.status_code == 302, r.text
    page = organiser.get(f"/tournaments/{tid}").text
    assert "Gino G." not in page


def test_in_rounds_the_placing_points_go_to_who_finished_the_seat(client: FlaskClient) -> None:
    tour = Tour(client, format={"kind": "rounds", "rounds": 2})
    for name in SIX:
        assert tour.check_in(name).status_code == 201
    tables = tour.post("/rounds", {"seed": 3}).get_json()["tables"]
    assert tour.check_in("Gino").status_code == 201
    one = tables[0]
    size = len(one["seats"])
    t = phone(client, one)
    log_hand(t, [5] * size)
    r = tour.post(
        f"/tables/{one['table_id']}/substitute", {"seat": 2, "person": tour.people["Gino"]}
    )
    assert r.status_code == 201, r.get_json()
    log_hand(t, [10, 0, *[100] * (size - 2)])  # seat 2 wins the table
    for table in tables[1:]:
        log_hand(phone(client, table), [0, *[100] * (len(table["seats"]) - 1)])
    standings = tour.get("/standings")
    rows = {r["name"]: r for r in standings["rows"]}
    replaced = one["seats"][1]["name"]
    winner = rows["Gino"]
    assert winner["values"][0] == {"name": "points", "value": 100}
    assert dict((v["name"], v["value"]) for v in winner["values"])["wins"] == 1
    assert [v["value"] for v in rows[replaced]["values"]] == [0, 0, 0]
    assert "Replaced by Gino at seat 2 of table 1 after 1 hand" in rows[replaced]["why"]
    assert "(5 points)" in rows[replaced]["why"]
    assert "Table 1: Took seat 2 after 1 hand: the seat's placing is theirs" in winner["why"]


def test_a_swiss_match_with_a_substitute_gives_the_win_to_who_finished_it(
    client: FlaskClient,
) -> None:
    from tests.tournaments.test_api import finish_ecarte

    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 2})
    for name in SIX[:4]:
        assert tour.check_in(name).status_code == 201
    one, two = tour.post("/rounds").get_json()["tables"]
    assert tour.check_in("Gino").status_code == 201
    t = phone(client, one)
    log_hand(t, {"type": "hand", "tricks": [3, 2]})
    r = tour.post(
        f"/tables/{one['table_id']}/substitute", {"seat": 2, "person": tour.people["Gino"]}
    )
    assert r.status_code == 201, r.get_json()
    switch = r.get_json()["after"]
    while not t.state()["finished"]:
        t.seq = t.state()["seq"]
        assert t.move({"type": "hand", "tricks": [0, 5]}, seat=0).status_code == 201
    finish_ecarte(client, two)
    before, since = recount(client, one["table_id"], 1, switch)
    rows = {r["name"]: r for r in tour.get("/standings")["rows"]}
    values = {n: {v["name"]: v["value"] for v in r["values"]} for n, r in rows.items()}
    replaced = one["seats"][1]["name"]
    assert values["Gino"]["wins"] == 1 and values["Gino"]["score"] == since > 0
    assert values[replaced]["wins"] == 0 and values[replaced]["score"] == before == 0
    assert "Replaced by Gino at seat 2 of table 1 after 1 hand" in rows[replaced]["why"]
    assert "Took seat 2 after 1 hand" in rows["Gino"]["why"]


def test_a_merge_and_a_substitute_survive_export_and_import(
    six: Tour, client: FlaskClient, elsewhere: FlaskClient
) -> None:
    one, two = six.post("/rounds", {"seed": 7}).get_json()["tables"]
    for name in ("Gino", "Gino G."):
        assert six.check_in(name).status_code == 201
    r = six.post(f"/people/{six.people['Gino G.']}/merge", {"into": six.people["Gino"]})
    assert r.status_code == 201
    t = phone(client, one)
    log_hand(t, [10, 20, 30])
    sub = {"seat": 2, "person": six.people["Gino G."]}  # the merged id: Gino sits
    assert six.post(f"/tables/{one['table_id']}/substitute", sub).status_code == 201
    log_hand(t, [0, 5, 100])
    log_hand(phone(client, two), [0, 50, 100])
    standings = six.get("/standings")
    document = client.get(f"/api/v1/tournaments/{six.id}/export", headers=six.auth).get_json()
    r = elsewhere.post("/api/v1/tournament-imports", json=document)  # here already: 409
    assert r.status_code == 201, r.get_json()
    again = elsewhere.get(f"/api/v1/tournaments/{r.get_json()['id']}/standings").get_json()
    strip = ("person",)
    assert [{k: v for k, v in row.items() if k not in strip} for row in again["rows"]] == [
        {k: v for k, v in row.items() if k not in strip} for row in standings["rows"]
    ]
    assert any(row["status"] == "substituted" for row in again["rows"])
