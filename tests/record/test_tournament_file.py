"""A tournament exported as a file and imported on another server has the same standings to
the letter (a Tamalo final with a tie settled, a Swiss evening, a timed night of rounds); a
file of an unknown version, whose log the rules reject, tampered with or too large is
refused whole: nothing of it is written."""

from __future__ import annotations

import copy
import io
import json
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient
from sqlmodel import func, select

from referee.record.tournament_file import LOG_MAX, TABLE_ENTRIES_MAX, TABLES_MAX
from referee.store import Database, GameTable, Person, Tournament
from tests.record.servers import another_server
from tests.tournaments.test_api import PLAYERS, Tour, finish_ecarte, play
from tests.tournaments.test_rounds_api import scala_hand, sit_and_log

pytestmark = pytest.mark.storage

EN = {"Accept-Language": "en"}


@pytest.fixture(scope="module")
def other(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FlaskClient]:
    """Another server, with a database of its own."""
    url = f"sqlite:///{tmp_path_factory.mktemp('other') / 'other.db'}"
    database = Database(url)
    database.migrate()
    database.dispose()
    with another_server(url, "other") as client:
        yield client


def counts(client: FlaskClient) -> tuple[int, int, int]:
    """How many tournaments, people and tables the server holds."""
    db = client.application.extensions["referee"].db
    with db.session() as s:
        return tuple(  # type: ignore[return-value]
            int(s.exec(select(func.count()).select_from(model)).one())
            for model in (Tournament, Person, GameTable)
        )


def export(tour: Tour) -> dict[str, Any]:
    response = tour.client.get(f"/api/v1/tournaments/{tour.id}/export", headers=tour.auth)
    assert response.status_code == 200, response.get_json()
    assert "attachment" in response.headers["Content-Disposition"]
    return response.get_json()


def import_into(client: FlaskClient, document: Any) -> Any:
    return client.post("/api/v1/tournament-imports", json=document, headers=EN)


def standings(client: FlaskClient, tournament_id: str, lang: str = "en") -> dict[str, Any]:
    """The standings as a phone reads them, without the ids each server gives its own."""
    response = client.get(
        f"/api/v1/tournaments/{tournament_id}/standings", headers={"Accept-Language": lang}
    )
    assert response.status_code == 200
    body = response.get_json()
    for row in body["rows"] + body["final"]:
        row.pop("person")
    for tie in body["ties"]:
        tie.pop("table_id")
    if body.get("clock"):
        body["clock"].pop("seconds_left", None)
    return body


def round_trip(tour: Tour, other: FlaskClient) -> tuple[dict[str, Any], str]:
    document = export(tour)
    response = import_into(other, document)
    assert response.status_code == 201, response.get_json()
    imported = response.get_json()["id"]
    for lang in ("en", "it"):
        assert standings(other, imported, lang) == standings(tour.client, tour.id, lang)
    return document, imported


def test_a_tamalo_final_comes_back_with_the_same_standings(
    client: FlaskClient, other: FlaskClient
) -> None:
    tour = Tour(client)
    for name in PLAYERS:
        assert tour.check_in(name, fee_owed=500).status_code == 201
    assert tour.post(f"/people/{tour.people['Anna']}/payments", {"amount": 500}).status_code == 201
    tables = tour.post("/rounds", {"seed": 7}).get_json()["tables"]
    first = play(client, tables[0], [0, 3, 40, 100, 10, 20])
    play(client, tables[1], [10, 10, 100, 30, 50])
    # A hand undone and entered again: the file carries the undo, the import replays it.
    assert first.void(1, seat=0).status_code == 201
    assert first.hand(None, [0, 12, 12, 100, 30, 40], seat=0).status_code == 201
    p1, p2 = (tables[0]["seats"][i]["person"] for i in (1, 2))
    decided = {"table_id": tables[0]["table_id"], "order": [p2, p1], "reason": "Extra hand"}
    assert tour.post("/tie-breaks", decided).status_code == 201
    final = tour.post("/final", {"seed": 3}).get_json()["tables"][0]
    play(client, final, [0, 20, 40, 60])
    before = standings(client, tour.id)
    assert before["stage"] == "final" and len(before["final"]) == 4

    document, imported = round_trip(tour, other)
    assert document["format"] == "referee-tournament" and document["version"] == 1
    assert len(document["tables"]) == 3
    # The new tournament is the importer's to organise; its people paid what they paid.
    body = other.get(f"/api/v1/tournaments/{imported}").get_json()
    anna = next(p for p in body["people"] if p["name"] == "Anna")
    assert anna["paid"] == 500 and anna["owes"] == 0
    assert body["rounds"][1]["stage"] == "final"
    winner = before["final"][0]["name"]
    after = standings(other, imported)
    assert after["final"][0]["name"] == winner and "Extra hand" in json.dumps(after["rows"])


def test_a_swiss_evening_comes_back_with_the_same_standings(
    client: FlaskClient, other: FlaskClient
) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 2})
    for name in PLAYERS[:5]:
        tour.check_in(name)
    for _ in range(2):
        rnd = tour.post("/rounds").get_json()
        for table in rnd["tables"]:
            finish_ecarte(client, table)
    document, imported = round_trip(tour, other)
    rows = standings(other, imported)["rows"]
    assert all("Buchholz" in row["why"] for row in rows) and rows[0]["values"][0]["value"] == 2
    assert sum(1 for e in document["log"] if e["type"] == "round") == 2


def test_a_timed_night_of_rounds_comes_back_with_the_same_standings(
    client: FlaskClient, other: FlaskClient
) -> None:
    fmt = {"kind": "rounds", "rounds": 2, "min_seats": 4, "max_seats": 5, "minutes": 30}
    tour = Tour(client, game="scala40", format=fmt)
    for name in PLAYERS[:9]:
        tour.check_in(name)
    rnd = tour.post("/rounds", {"seed": 5}).get_json()
    # Time is called before the hands are in: each table is scored at the hand it finished.
    assert tour.post("/rounds/current/time").status_code == 201
    sit_and_log(client, rnd["tables"][0], scala_hand(5))
    sit_and_log(client, rnd["tables"][1], scala_hand(4))
    assert standings(client, tour.id)["missing"] == []
    _, imported = round_trip(tour, other)
    after = standings(other, imported)
    assert after["clock"]["state"] == "called" and after["missing"] == []
    assert after["rows"][0]["why"].startswith("1st: placing points 100")


@pytest.fixture
def swiss(client: FlaskClient) -> Tour:
    """A small finished Swiss evening."""
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 1})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    for table in tour.post("/rounds").get_json()["tables"]:
        finish_ecarte(client, table)
    return tour


@pytest.fixture
def exported(swiss: Tour) -> dict[str, Any]:
    """The small Swiss evening's file."""
    return export(swiss)


def refused(other: FlaskClient, document: Any, status: int = 422) -> str:
    before = counts(other)
    response = import_into(other, document)
    assert response.status_code == status, response.get_json()
    assert response.headers["Content-Type"].startswith("application/problem+json")
    assert counts(other) == before  # nothing half-written
    return str(response.get_json()["detail"])


def test_an_unknown_version_is_refused_whole(exported: dict[str, Any], other: FlaskClient) -> None:
    document = {**exported, "version": 2}
    assert "Unknown tournament file version (2)" in refused(other, document)


def test_a_tampered_table_is_refused_whole(exported: dict[str, Any], other: FlaskClient) -> None:
    document = copy.deepcopy(exported)
    table = next(iter(document["tables"].values()))
    hand = next(e for e in table["events"] if e["type"] == "hand")
    hand["payload"]["tricks"] = list(reversed(hand["payload"]["tricks"]))
    detail = refused(other, document)
    assert "does not hold" in detail and "totals" in detail


def test_tampered_standings_are_refused_whole(exported: dict[str, Any], other: FlaskClient) -> None:
    document = copy.deepcopy(exported)
    rows = document["standings"]["rows"]
    rows[0]["name"], rows[-1]["name"] = rows[-1]["name"], rows[0]["name"]
    assert "standings are not what its tables' logs give" in refused(other, document)


def test_a_log_the_rules_reject_is_refused_whole(
    exported: dict[str, Any], other: FlaskClient
) -> None:
    # The round seats someone who never checked in.
    document = copy.deepcopy(exported)
    rnd = next(e for e in document["log"] if e["type"] == "round")
    rnd["payload"]["tables"][0]["people"][0] = "nobody"
    detail = refused(other, document)
    assert "at entry" in detail and "of the tournament's log:" in detail
    assert "not checked in" in detail
    # A second check-in of the same person.
    document = copy.deepcopy(exported)
    document["log"].insert(1, copy.deepcopy(document["log"][0]))
    assert "checked in already" in refused(other, document)
    # A table seated twice, in two rounds.
    document = copy.deepcopy(exported)
    rnd = next(e for e in document["log"] if e["type"] == "round")
    document["log"].append({**copy.deepcopy(rnd), "seq": 99})
    assert "entry 6 of the tournament's log" in refused(other, document)
    # A name no table would take.
    document = copy.deepcopy(exported)
    document["log"][0]["payload"]["name"] = "x" * 200
    assert "entry 1 of the tournament's log" in refused(other, document)
    # A tie settled before any table was drawn; a round clock the format has not.
    document = copy.deepcopy(exported)
    first = document["log"][0]["payload"]["person"]
    decide = {"table_id": "x", "order": [first], "reason": "coin"}
    document["log"].insert(1, {"seq": 2, "type": "decide", "payload": decide, "at": ""})
    assert "entry 2 of the tournament's log" in refused(other, document)
    document = copy.deepcopy(exported)
    rnd = next(e for e in document["log"] if e["type"] == "round")
    rnd["payload"]["clock"] = {"started_at": "soon", "minutes": "many"}
    assert "does not follow the rounds before it" in refused(other, document)


def test_an_oversized_or_malformed_file_is_refused(other: FlaskClient) -> None:
    before = counts(other)
    padding = "x" * (17 * 1024 * 1024)
    response = other.post(
        "/api/v1/tournament-imports",
        data=json.dumps({"format": "referee-tournament", "padding": padding}),
        content_type="application/json",
        headers=EN,
    )
    assert response.status_code == 413
    assert response.headers["Content-Type"].startswith("application/problem+json")
    assert counts(other) == before
    response = import_into(other, {"format": "referee-table", "version": 1})
    assert response.status_code == 422
    assert "not a Referee tournament file" in response.get_json()["detail"]


def test_a_file_past_its_entries_is_refused_before_it_is_replayed(
    exported: dict[str, Any], other: FlaskClient
) -> None:
    """4,000 log entries, 512 tables and 20,000 entries in the tables' logs at most: one
    past any of them is refused whole, in the reader's language, before an entry is read
    (the entries here are blanks the import would refuse if it got to them)."""
    document = copy.deepcopy(exported)
    table = next(iter(document["tables"].values()))
    table["events"] += [{}] * (
        TABLE_ENTRIES_MAX - sum(len(t["events"]) for t in document["tables"].values()) + 1
    )
    detail = refused(other, document)
    assert "at most 4,000 log entries, 512 tables and 20,000 entries in its tables' logs" in detail
    document = copy.deepcopy(exported)
    document["log"] += [{}] * (LOG_MAX + 1 - len(document["log"]))
    assert "at most 4,000 log entries" in refused(other, document)
    document = copy.deepcopy(exported)
    document["tables"].update({f"t{n}": {} for n in range(TABLES_MAX)})
    response = other.post(
        "/api/v1/tournament-imports", json=document, headers={"Accept-Language": "it"}
    )
    assert response.status_code == 422
    assert (
        "al massimo 4.000 voci nel registro, 512 tavoli e 20.000 voci"
        in response.get_json()["detail"]
    )


def test_only_the_organiser_exports(client: FlaskClient) -> None:
    tour = Tour(client)
    response = client.get(f"/api/v1/tournaments/{tour.id}/export")
    assert response.status_code == 401
    response = client.get(
        f"/api/v1/tournaments/{tour.id}/export", headers={"Authorization": "Bearer nope"}
    )
    assert response.status_code == 403


def test_the_file_is_what_a_reader_needs(exported: dict[str, Any]) -> None:
    # Every table of the file is a table file an import of one table reads too.
    assert all(t["format"] == "referee-table" for t in exported["tables"].values())
    assert exported["tournament"]["game"] == "ecarte"
    assert {e["type"] for e in exported["log"]} == {"check_in", "round"}


def test_the_organiser_downloads_the_file_and_the_home_page_imports_it(
    swiss: Tour, exported: dict[str, Any], client: FlaskClient, other: FlaskClient
) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 1})
    client.set_cookie(f"org_{tour.id}", tour.token)
    page = client.get(f"/tournaments/{tour.id}", headers=EN).get_data(as_text=True)
    assert f'href="/tournaments/{tour.id}/export"' in page
    download = client.get(f"/tournaments/{tour.id}/export")
    assert download.status_code == 200 and "attachment" in download.headers["Content-Disposition"]
    assert json.loads(download.get_data())["format"] == "referee-tournament"
    client.delete_cookie(f"org_{tour.id}")
    assert client.get(f"/tournaments/{tour.id}/export").status_code == 401
    # The home page's form takes a tournament file: the importer organises the new one.
    response = other.post(
        "/import",
        data={"file": (io.BytesIO(json.dumps(exported).encode()), "tournament.json")},
        content_type="multipart/form-data",
        headers={**EN, "Origin": "http://localhost"},
    )
    assert response.status_code == 303, response.get_data(as_text=True)
    where = response.headers["Location"]
    page = other.get(where, headers=EN).get_data(as_text=True)
    assert "Organiser" in page and "Download the tournament as a file" in page
    new_id = where.rsplit("/", 1)[-1]
    assert standings(other, new_id) == standings(client, swiss.id)


def test_a_round_robin_comes_back_with_the_same_standings(
    client: FlaskClient, other: FlaskClient
) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "round_robin", "bye": "nothing"})
    for name in PLAYERS[:5]:
        tour.check_in(name)
    for _ in range(2):
        for table in tour.post("/rounds", {"seed": 3}).get_json()["tables"]:
            finish_ecarte(client, table)
    document, imported = round_trip(tour, other)
    assert document["standings"]["stage"] == "round_robin"
    assert standings(other, imported)["stage"] == "round_robin"


def test_drafted_swapped_discarded_and_published_rounds_come_back(
    client: FlaskClient, other: FlaskClient
) -> None:
    """A Swiss evening whose rounds were drafted, drawn again, swapped, discarded and then
    published, with the next round waiting as a draft when the file is made: the import
    has the same standings and the same draft, which its organiser then publishes."""
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 3})
    for name in PLAYERS[:6]:
        tour.check_in(name)
    assert tour.post("/rounds/draft", {"seed": 1}).status_code == 201
    drawn = tour.post("/rounds/draft", {"seed": 2}).get_json()  # drawn again
    first, second = (t["seats"][0]["person"] for t in drawn["tables"][:2])
    swapped = tour.post("/rounds/draft/swap", {"a": first, "b": second}).get_json()
    assert swapped["swaps"] == 1
    published = tour.post("/rounds/draft/publish").get_json()
    for table in published["tables"]:
        finish_ecarte(client, table)
    assert tour.post("/rounds/draft", {"seed": 3}).status_code == 201
    assert tour.post("/rounds/draft/discard").status_code == 201
    assert tour.post("/rounds/draft/publish").status_code == 422  # nothing to publish
    tour.post("/rounds/draft", {"seed": 4})
    for table in tour.post("/rounds/draft/publish").get_json()["tables"]:
        finish_ecarte(client, table)
    waiting = tour.post("/rounds/draft", {"seed": 5}).get_json()
    assert waiting["number"] == 3

    document = export(tour)
    kinds = [e["type"] for e in document["log"]]
    assert kinds.count("draft") == 5 and "draft_swap" in kinds and "draft_discard" in kinds
    response = import_into(other, document)
    assert response.status_code == 201, response.get_json()
    imported = response.get_json()["id"]
    assert standings(other, imported) == standings(client, tour.id)
    organiser = {"Authorization": f"Bearer {response.get_json()['organiser_token']}"}
    there = other.get(f"/api/v1/tournaments/{imported}/rounds/draft", headers=organiser)
    assert there.status_code == 200, there.get_json()
    names = [[s["name"] for s in t["seats"]] for t in there.get_json()["tables"]]
    assert names == [[s["name"] for s in t["seats"]] for t in waiting["tables"]]
    again = other.post(f"/api/v1/tournaments/{imported}/rounds/draft/publish", headers=organiser)
    assert again.status_code == 201 and again.get_json()["number"] == 3


def test_a_table_reopened_after_time_comes_back_reopened(
    client: FlaskClient, other: FlaskClient
) -> None:
    """Time called "as it stands" closes the table; the organiser reopens it and it plays
    on. On the new server the table is still reopened, with its reason, and the hand
    played after the reopening counts."""
    fmt = {"kind": "rounds", "rounds": 2, "max_seats": 4, "minutes": 40}
    tour = Tour(client, format={**fmt, "at_time": "as_it_stands"})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    table = tour.post("/rounds", {"seed": 1}).get_json()["tables"][0]
    t = play(client, table, [30, 20, 10, 0])
    assert tour.post("/rounds/current/time").status_code == 201
    reason = "clock started late at this table"
    assert tour.post(f"/tables/{t.id}/reopen", {"reason": reason}).status_code == 201
    assert t.hand(None, [0, 0, 0, 100], seat=0).status_code == 201  # after the reopening
    document, imported = round_trip(tour, other)
    assert [e["type"] for e in document["log"]][-2:] == ["time", "reopen"]
    new_table = other.get(f"/api/v1/tournaments/{imported}").get_json()["rounds"][0]
    new_id = new_table["tables"][0]["table_id"]
    closing = other.get(f"/api/v1/tables/{new_id}").get_json()["tournament"]["closing"]
    assert closing["state"] == "reopened" and closing["reason"] == reason


def test_a_reopening_the_tournament_did_not_allow_is_refused(
    client: FlaskClient, other: FlaskClient
) -> None:
    """A file that reopens a table before time was called is refused at that entry."""
    fmt = {"kind": "rounds", "rounds": 2, "max_seats": 4, "minutes": 40}
    tour = Tour(client, format={**fmt, "at_time": "as_it_stands"})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    table = tour.post("/rounds", {"seed": 1}).get_json()["tables"][0]
    play(client, table, [30, 20, 10, 0])
    document = export(tour)
    reopen = {"round": 1, "table_id": table["table_id"], "reason": "why not"}
    document["log"].append({"seq": len(document["log"]) + 1, "type": "reopen", "payload": reopen})
    detail = refused(other, document)
    assert f"entry {len(document['log'])} of the tournament's log" in detail
    assert "before time was called" in detail


def test_time_called_with_further_hands_counts_down_on_the_new_server(
    client: FlaskClient, other: FlaskClient
) -> None:
    """Time called with "2 more hands" after one of them was played: the imported table
    has one hand left, as the table it came from."""
    fmt = {"kind": "rounds", "rounds": 2, "max_seats": 4, "minutes": 40}
    tour = Tour(client, format={**fmt, "at_time": "further_hands", "further_hands": 2})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    table = tour.post("/rounds", {"seed": 1}).get_json()["tables"][0]
    t = play(client, table, [0, 10, 20, 30])
    assert tour.post("/rounds/current/time").status_code == 201
    assert t.hand(None, [0, 10, 20, 30], seat=0).status_code == 201
    _, imported = round_trip(tour, other)
    new_id = other.get(f"/api/v1/tournaments/{imported}").get_json()["rounds"][0]["tables"][0]
    closing = other.get(f"/api/v1/tables/{new_id['table_id']}").get_json()["tournament"]
    assert closing["closing"]["text"] == "Last hand"
