"""Names that look alike cannot sit together, wherever a name comes in: a new table, a late
joiner, a seat's new name, a tournament's check-in, and a table or tournament file. The
refusal names both names, in Italian and in English; names that only look similar (an
accent, another letter) still sit."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from flask.testing import FlaskClient

from referee.games.names import name_key
from referee.tables.names import look_alike, resembled, skeleton, spelt_alike
from tests.conftest import make_table
from tests.record.test_table_file import export, import_file, sample_table
from tests.tournaments.test_api import Tour, finish_ecarte

CYRILLIC_A = "Ann\u0430"  # the last letter is Cyrillic
GREEK_CAPITALS = "\u0391\u039d\u039d\u0391"  # alpha, nu, nu, alpha
LOOKS_LIKE = {
    "en": "'{0}' looks like '{1}': choose a name the table can tell apart.",
    "it": "«{0}» sembra «{1}»: scegli un nome che al tavolo si possa distinguere.",
}


def lang(code: str) -> dict[str, str]:
    return {"Accept-Language": code}


def assert_looks_like(response: Any, name: str, other: str, code: str, field: str) -> None:
    """A 422 refusal naming ``name`` and the ``other`` it looks like, in ``code``."""
    problem = response.get_json()
    assert response.status_code == 422, problem
    assert response.headers["Content-Type"].startswith("application/problem+json")
    assert problem["type"] == "/problems/refused"
    assert problem["field"] == field
    assert LOOKS_LIKE[code].format(name, other) in problem["detail"]


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Anna", "Ann\u0430"),  # Cyrillic a
        ("Anna", "\u0391\u039d\u039d\u0391"),  # Greek capitals
        ("Paolo", "PaoIo"),  # capital I for l
        ("Ivan", "lvan"),
        ("Marco", "Marc0"),
        ("O'Brien", "O\u2019Brien"),
        ("Giulia", "G\u0131ulia"),  # dotless i
    ],
)
def test_names_that_look_alike_to_the_eye_look_alike(one: str, other: str) -> None:
    assert look_alike(one, other)
    assert name_key(one) != name_key(other)  # one look, two names
    assert skeleton(one) == skeleton(other)
    assert resembled(other, ["Bruno", one]) == one
    assert not spelt_alike(one, other)


def test_names_that_differ_to_the_eye_stay_different() -> None:
    # An accent is seen: two Italian spellings of a name are two players.
    assert not look_alike("Niccol\u00f2", "Niccolo")
    assert not look_alike("\u00c1nna", "Anna")
    # Lower-case i has its dot: only the capital I looks like an l.
    assert not look_alike("ilaria", "llaria")
    assert resembled("Anna", ["Anne", "Bruno"]) is None


def test_a_name_the_skeleton_folds_to_nothing_looks_like_no_other_name() -> None:
    # Private-use characters (a vendor's logo, say) have no skeleton: nobody can say what
    # they look like, so they look like nothing but themselves.
    assert skeleton("\ue000") == skeleton("\ue001") == ""
    assert not look_alike("\ue000", "\ue001")
    assert look_alike("\ue000", "\ue000")


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Anna", CYRILLIC_A),
        ("Paolo", "PaoIo"),  # a capital I for the l: one shape in most typefaces
        ("ANNA", GREEK_CAPITALS),
        ("Anna", GREEK_CAPITALS),  # Anna and ANNA are one name already
        ("O'Brien", "O\u2019Brien"),  # a typographic apostrophe
        ("Marco", "Marc0"),  # a zero for the O
        ("Anna", "\uff21nna"),  # a full-width A
    ],
)
def test_a_new_table_refuses_names_that_look_alike(
    client: FlaskClient, code: str, first: str, second: str
) -> None:
    response = client.post(
        "/api/v1/tables",
        json={"game": "tamalo", "players": [first, "Bruno", second]},
        headers=lang(code),
    )
    assert_looks_like(response, second, first, code, "players.2")


@pytest.mark.parametrize(
    "players",
    [
        # An accent is seen: Niccolò and Niccolo, Ánna and Anna are two players.
        ["Niccol\u00f2", "Niccolo"],
        ["Anna", "\u00c1nna"],
        ["Anna", "Anne", "Anna Maria"],
        ["Ilaria", "Ilario"],
        # The same name in another script, where nothing is Latin, looks like no Latin name.
        ["Maria", "\u041c\u0430\u0440\u0438\u044f"],
        ["Nicola", "Nicol\u00e1s"],
    ],
)
def test_names_that_differ_to_the_eye_still_sit(client: FlaskClient, players: list[str]) -> None:
    response = client.post("/api/v1/tables", json={"game": "tamalo", "players": players})
    assert response.status_code == 201, response.get_json()
    assert [seat["name"] for seat in response.get_json()["seats"]] == players


def test_the_same_name_twice_is_still_told_as_one_name(client: FlaskClient) -> None:
    response = client.post("/api/v1/tables", json={"game": "tamalo", "players": ["Anna", "ANNA"]})
    assert response.status_code == 422
    assert response.get_json()["detail"] == "Two players are called 'ANNA': use different names."


@pytest.mark.parametrize("code", ["en", "it"])
def test_a_late_joiner_cannot_look_like_a_player(client: FlaskClient, code: str) -> None:
    table = make_table(client, ["Anna", "Bruno"])
    response = table.move({"type": "join", "name": CYRILLIC_A}, **lang(code))
    assert_looks_like(response, CYRILLIC_A, "Anna", code, "name")
    assert [seat["name"] for seat in table.state()["seats"]] == ["Anna", "Bruno"]


@pytest.mark.parametrize("code", ["en", "it"])
def test_a_seat_cannot_be_renamed_to_look_like_another(client: FlaskClient, code: str) -> None:
    table = make_table(client, ["Anna", "Bruno", "Paolo"])
    response = client.post(
        f"/api/v1/tables/{table.id}/seats/1",
        json={"name": "PaoIo", "expected_seq": table.state()["seq"]},
        headers={**table.auth(), **lang(code)},
    )
    assert_looks_like(response, "PaoIo", "Paolo", code, "name")
    assert [seat["name"] for seat in table.state()["seats"]] == ["Anna", "Bruno", "Paolo"]


@pytest.mark.parametrize("code", ["en", "it"])
def test_a_check_in_cannot_look_like_someone_checked_in(client: FlaskClient, code: str) -> None:
    tour = Tour(client)
    assert tour.check_in("Anna").status_code == 201
    response = client.post(
        f"/api/v1/tournaments/{tour.id}/check-in", json={"name": CYRILLIC_A}, headers=lang(code)
    )
    problem = response.get_json()
    assert response.status_code == 422 and problem["type"] == "/problems/refused"
    assert problem["field"] == "name"
    assert LOOKS_LIKE[code].format(CYRILLIC_A, "Anna") in problem["detail"]
    assert tour.check_in("Anne").status_code == 201


@pytest.mark.parametrize("code", ["en", "it"])
def test_a_table_file_with_look_alike_players_is_refused(client: FlaskClient, code: str) -> None:
    document = export(client, sample_table(client, "tamalo").id)
    assert document["players"][0] == "Anna"
    document["players"][1] = CYRILLIC_A
    response = import_file(client, document, lang=code)
    assert_looks_like(response, CYRILLIC_A, "Anna", code, "players.1")


@pytest.mark.parametrize("code", ["en", "it"])
def test_a_tournament_file_with_look_alike_check_ins_is_refused(
    client: FlaskClient, elsewhere: FlaskClient, code: str
) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 1})
    for name in ["Anna", "Bruno", "Carla", "Dario"]:
        assert tour.check_in(name).status_code == 201
    for table in tour.post("/rounds").get_json()["tables"]:
        finish_ecarte(client, table)
    exported = client.get(f"/api/v1/tournaments/{tour.id}/export", headers=tour.auth).get_json()
    document = copy.deepcopy(exported)
    check_ins = [e for e in document["log"] if e["type"] == "check_in"]
    assert check_ins[0]["payload"]["name"] == "Anna"
    check_ins[1]["payload"]["name"] = CYRILLIC_A
    # Imported on another server (on this one its tournament is here already: 409).
    response = elsewhere.post("/api/v1/tournament-imports", json=document, headers=lang(code))
    problem = response.get_json()
    assert response.status_code == 422, problem
    assert problem["type"] == "/problems/refused"
    assert LOOKS_LIKE[code].format(CYRILLIC_A, "Anna") in problem["detail"]
    # The file as it was comes in.
    assert elsewhere.post("/api/v1/tournament-imports", json=exported).status_code == 201
