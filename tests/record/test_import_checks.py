"""A table or tournament built from a file passes the checks of the API calls that would have
made it: each thing the API refuses, put in an exported file, is refused by the import with
the same kind of problem and rule, naming the entry, in the reader's language; nothing of
the file is written."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.conftest import ApiTable
from tests.record.test_table_file import export, import_file, tables_count
from tests.tournaments.test_api import PLAYERS, Tour, finish_ecarte

Document = dict[str, Any]


def problem(response: Any) -> dict[str, Any]:
    assert response.status_code == 422, response.get_json()
    assert response.headers["Content-Type"].startswith("application/problem+json")
    return dict(response.get_json())


def same_refusal(api: Any, imported: Any) -> dict[str, Any]:
    """The import's refusal is the API's: its kind, its rule, its words (in the file's
    context)."""
    by_api, by_import = problem(api), problem(imported)
    assert by_import["type"] == by_api["type"]
    assert by_import.get("rule") == by_api.get("rule")
    assert by_api["detail"] in by_import["detail"]
    return by_import


@pytest.fixture
def evening(client: FlaskClient) -> ApiTable:
    """A Tamalo table with penalties in points, a hand, an undone hand and a penalty."""
    response = client.post(
        "/api/v1/tables",
        json={
            "game": "tamalo",
            "players": ["Anna", "Bruno", "Carla", "Dario"],
            "penalties": "points",
            "penalty_points": 5,
        },
    )
    body = response.get_json()
    table = ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])
    table.seq = table.state()["seq"]  # the house options are its first entry
    assert table.hand(0, [3, 3, 10, 12]).status_code == 201
    assert table.hand(1, [2, 3, 10, 12]).status_code == 201
    assert table.void(table.seq, reason="wrong caller").status_code == 201
    penalty = post(table, "/penalties", {"seat": 2, "code": "late"})
    assert penalty.status_code == 201, penalty.get_json()
    return table


def post(table: ApiTable, path: str, body: dict[str, Any], lang: str = "en") -> Any:
    response = table.client.post(
        f"/api/v1/tables/{table.id}{path}",
        json={**body, "expected_seq": table.seq},
        headers={**table.auth(), "Accept-Language": lang},
    )
    if response.status_code == 201:
        table.seq = response.get_json()["seq"]
    return response


def create(client: FlaskClient, lang: str = "en", **body: Any) -> Any:
    players = ["Anna", "Bruno", "Carla", "Dario"]
    return client.post(
        "/api/v1/tables",
        json={"game": "tamalo", "players": players, **body},
        headers={"Accept-Language": lang},
    )


def entry(document: Document, kind: str) -> tuple[int, dict[str, Any]]:
    """The first active entry of ``kind`` and its number in the file's log (from 1)."""
    for number, e in enumerate(document["events"], start=1):
        if e["type"] == kind and e["status"] == "active":
            return number, e
    raise AssertionError(kind)


def refused_whole(client: FlaskClient, document: Document, lang: str = "en") -> Any:
    count = tables_count(client)
    response = import_file(client, document, lang)
    assert tables_count(client) == count
    return response


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(
    ("api_body", "payload"),
    [
        ({"penalties": "points", "penalty_points": -100}, {"points": -100}),
        ({"penalties": "points", "penalty_points": 5000}, {"points": 5000}),
        ({"penalties": "sometimes"}, {"penalties": "sometimes"}),
    ],
)
def test_house_options_a_new_table_refuses_are_refused_in_a_file(
    client: FlaskClient,
    evening: ApiTable,
    lang: str,
    api_body: dict[str, Any],
    payload: dict[str, Any],
) -> None:
    document = export(client, evening.id)
    number, house = entry(document, "house")
    house["payload"].update(payload)
    found = same_refusal(create(client, lang, **api_body), refused_whole(client, document, lang))
    words = f"alla voce {number} del registro del tavolo" if lang == "it" else f"at entry {number}"
    assert words in found["detail"] and found["entry"] == number


def test_a_file_the_api_could_have_made_comes_back_with_its_house_options(
    client: FlaskClient, evening: ApiTable
) -> None:
    document = export(client, evening.id)
    response = import_file(client, document)
    assert response.status_code == 201, response.get_json()
    again = export(client, response.get_json()["id"])
    assert entry(again, "house")[1]["payload"] == entry(document, "house")[1]["payload"]
    assert again["totals"] == document["totals"]


def test_a_house_confirmation_that_is_not_yes_or_no_is_refused(
    client: FlaskClient, evening: ApiTable
) -> None:
    document = export(client, evening.id)
    _, house = entry(document, "house")
    assert house["payload"]["points"] == 5
    house["payload"]["confirm"] = "yes"
    found = problem(refused_whole(client, document))
    assert "entry" in found and found["field"] == "events"


@pytest.mark.parametrize(
    ("kind", "change", "api_call"),
    [
        (
            "void",
            lambda e: e["payload"].update(reason="x" * 300),
            lambda t: t.void(1, reason="x" * 300),
        ),
        (
            "irregularity",
            lambda e: e["payload"].update(code="cheating"),
            lambda t: post(t, "/penalties", {"seat": 2, "code": "cheating"}),
        ),
        (
            "irregularity",
            lambda e: e["payload"].update(seat=9),
            lambda t: post(t, "/penalties", {"seat": 9, "code": "late"}),
        ),
        (
            "irregularity",
            lambda e: e["payload"].update(rule="x" * 41),
            lambda t: post(t, "/penalties", {"seat": 2, "code": "late", "rule": "x" * 41}),
        ),
    ],
    ids=["void-reason", "penalty-code", "penalty-seat", "penalty-rule"],
)
def test_an_entry_the_api_refuses_is_refused_in_a_file(
    client: FlaskClient,
    evening: ApiTable,
    kind: str,
    change: Callable[[dict[str, Any]], None],
    api_call: Callable[[ApiTable], Any],
) -> None:
    document = export(client, evening.id)
    number, target = entry(document, kind)
    change(target)
    found = same_refusal(api_call(evening), refused_whole(client, document))
    assert f"at entry {number} of the table's log" in found["detail"]


@pytest.mark.parametrize(
    ("change", "api_body"),
    [
        (lambda d: d.update(options={"target": -5}), {"options": {"target": -5}}),
        (lambda d: d["players"].__setitem__(1, "Bru\x07no"), {"players": ["Anna", "Bru\x07no"]}),
        (lambda d: d["players"].__setitem__(1, "ANNA"), {"players": ["Anna", "ANNA"]}),
    ],
    ids=["options", "control-character", "look-alike"],
)
def test_the_table_a_file_opens_passes_the_checks_of_a_new_table(
    client: FlaskClient,
    evening: ApiTable,
    change: Callable[[Document], None],
    api_body: dict[str, Any],
) -> None:
    document = export(client, evening.id)
    change(document)
    body = {"players": ["Anna", "Bruno", "Carla", "Dario"], **api_body}
    if len(body["players"]) < 4:
        body["players"] = [*body["players"], "Carla", "Dario"]
    same_refusal(create(client, **body), refused_whole(client, document))


@pytest.mark.parametrize("lang", ["en", "it"])
def test_an_entry_at_a_seat_the_table_has_not_is_refused(
    client: FlaskClient, evening: ApiTable, lang: str
) -> None:
    document = export(client, evening.id)
    number, hand = entry(document, "hand")
    hand["seat"] = 99
    found = problem(refused_whole(client, document, lang))
    if lang == "it":
        assert f"alla voce {number} del registro del tavolo" in found["detail"]
        assert "Il posto 99 non esiste a un tavolo da 4 posti" in found["detail"]
    else:
        assert f"at entry {number} of the table's log" in found["detail"]
        assert "Seat 99 does not exist at a 4-seat table" in found["detail"]


@pytest.mark.parametrize(
    ("at", "words"),
    [
        ("yesterday", "is not a time in ISO 8601"),
        (12345, "is not a time in ISO 8601"),
        ("2999-01-01T00:00:00+00:00", "is in the future"),
    ],
)
def test_an_entry_s_time_is_iso_8601_and_past(
    client: FlaskClient, evening: ApiTable, at: Any, words: str
) -> None:
    document = export(client, evening.id)
    number, hand = entry(document, "hand")
    hand["at"] = at
    found = problem(refused_whole(client, document))
    assert f"at entry {number}" in found["detail"] and words in found["detail"]


def test_a_seating_whose_dealer_is_not_a_seat_is_refused(client: FlaskClient) -> None:
    response = create(client, draw_seats=True)
    assert response.status_code == 201, response.get_json()
    document = export(client, response.get_json()["id"])
    number, seating = entry(document, "seating")
    seating["payload"]["dealer"] = 7
    found = problem(refused_whole(client, document))
    assert f"at entry {number}" in found["detail"] and "Seat 7 does not exist" in found["detail"]


# -- tournaments ----------------------------------------------------------------------------


@pytest.fixture
def evening_file(elsewhere: FlaskClient) -> Document:
    """A small finished Swiss evening of Ecarté, as a file from another server (its
    tournament is not on the test's own, where the file is imported)."""
    tour = Tour(elsewhere, game="ecarte", format={"kind": "swiss", "rounds": 1})
    for name in PLAYERS[:4]:
        assert tour.check_in(name).status_code == 201
    for table in tour.post("/rounds").get_json()["tables"]:
        finish_ecarte(elsewhere, table)
    response = elsewhere.get(f"/api/v1/tournaments/{tour.id}/export", headers=tour.auth)
    assert response.status_code == 200
    return dict(response.get_json())


def import_tournament(client: FlaskClient, document: Document, lang: str = "en") -> Any:
    from sqlmodel import func, select

    from referee.store import Tournament

    db = client.application.extensions["referee"].db

    def tournaments() -> int:
        with db.session() as s:
            return int(s.exec(select(func.count()).select_from(Tournament)).one())

    before = tournaments()
    response = client.post(
        "/api/v1/tournament-imports", json=document, headers={"Accept-Language": lang}
    )
    assert tournaments() == before
    return response


def open_tournament(client: FlaskClient, lang: str = "en", **body: Any) -> Any:
    return client.post(
        "/api/v1/tournaments",
        json={"game": "ecarte", "name": "Circolo", **body},
        headers={"Accept-Language": lang},
    )


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(
    "head",
    [
        {"name": "Circolo\x00"},
        {"name": "x" * 200},
        {"game": "tamalo", "options": {}, "format": {"kind": "swiss", "rounds": 1}},
        {"options": {"target": "many"}},
    ],
    ids=["control-character", "long-name", "swiss-for-four", "options"],
)
def test_a_tournament_a_file_opens_passes_the_checks_of_a_new_one(
    client: FlaskClient, evening_file: Document, lang: str, head: dict[str, Any]
) -> None:
    document = copy.deepcopy(evening_file)
    document["tournament"].update(head)
    api = open_tournament(client, lang, **{"format": document["tournament"]["format"], **head})
    found = same_refusal(api, import_tournament(client, document, lang))
    assert found["field"] == "tournament"


def test_a_check_in_the_api_refuses_is_refused_in_a_file(
    client: FlaskClient, evening_file: Document
) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 1})
    first = evening_file["log"][0]["payload"]["name"]
    assert tour.check_in(first).status_code == 201
    look_alike = first.upper()
    api = client.post(
        f"/api/v1/tournaments/{tour.id}/check-in",
        json={"name": look_alike},
        headers={"Accept-Language": "it"},
    )
    document = copy.deepcopy(evening_file)
    document["log"][1]["payload"]["name"] = look_alike
    found = same_refusal(api, import_tournament(client, document, "it"))
    assert "alla voce 2 del registro del torneo" in found["detail"] and found["entry"] == 2


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda r: r["payload"].update(seed="abc"), "seed is not a whole number"),
        (lambda r: r["payload"].update(seed=-1), "seed is not a whole number"),
        (lambda r: r.update(at=12345), "is not a time in ISO 8601"),
        (lambda r: r.update(at="2999-01-01T00:00:00"), "is in the future"),
    ],
)
def test_a_round_s_seed_and_time_are_checked(
    client: FlaskClient, evening_file: Document, change: Callable[[Any], None], words: str
) -> None:
    document = copy.deepcopy(evening_file)
    number, rnd = next((n, e) for n, e in enumerate(document["log"], 1) if e["type"] == "round")
    change(rnd)
    found = problem(import_tournament(client, document))
    assert f"at entry {number} of the tournament's log" in found["detail"]
    assert words in found["detail"]


def test_the_tournament_s_opening_time_is_checked(
    client: FlaskClient, evening_file: Document
) -> None:
    document = copy.deepcopy(evening_file)
    document["tournament"]["created_at"] = "last Friday"
    found = problem(import_tournament(client, document, "it"))
    assert "non è un'ora in ISO 8601" in found["detail"]


@pytest.mark.parametrize(
    ("seed", "taken"),
    [
        (3, True),
        (3.0, True),
        (3.5, False),
        (True, False),
        ("3", False),
        (-1, False),
        (2**31, False),
    ],
    ids=["int", "whole-float", "fraction", "bool", "text", "negative", "too-large"],
)
def test_a_seed_the_api_takes_a_file_takes_and_the_same_refused(
    client: FlaskClient, evening_file: Document, seed: Any, taken: bool
) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 1})
    for name in PLAYERS[:4]:
        assert tour.check_in(name).status_code == 201
    api = tour.post("/rounds", {"seed": seed})
    assert api.status_code == (201 if taken else 422)
    document = copy.deepcopy(evening_file)
    rnd = next(e for e in document["log"] if e["type"] == "round")
    rnd["payload"]["seed"] = seed
    imported = client.post("/api/v1/tournament-imports", json=document)
    assert imported.status_code == (201 if taken else 422), imported.get_json()
    if taken:
        tournament = imported.get_json()["id"]
        rounds = client.get(f"/api/v1/tournaments/{tournament}").get_json()["rounds"]
        assert rounds[0]["seed"] == 3 and type(rounds[0]["seed"]) is int
    else:
        assert "seed is not a whole number" in problem(imported)["detail"]


@pytest.mark.parametrize(("fee", "taken"), [(500.0, True), (True, False), ("500", False)])
def test_a_fee_the_api_takes_a_file_takes(
    client: FlaskClient, evening_file: Document, fee: Any, taken: bool
) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 1})
    assert (tour.check_in("Anna", fee_owed=fee).status_code == 201) is taken
    document = copy.deepcopy(evening_file)
    document["log"][0]["payload"]["fee_owed"] = fee
    imported = client.post("/api/v1/tournament-imports", json=document)
    assert (imported.status_code == 201) is taken, imported.get_json()
