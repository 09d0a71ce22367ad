"""A tournament's file says who the tournament and its people are: importing it again, or
importing it where it came from, is refused with 409 naming the tournament (nothing
written); two tournaments with the same people, imported on a new server, give each person
once in the ratings with every game of both; an old file without identities still
imports, once; a file finds people only by the identities only files carry, and takes
nobody's token."""

from __future__ import annotations

import copy
import io
import json
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from sqlalchemy import text
from sqlmodel import select

from referee.record.identities import TournamentHere
from referee.record.tournament_file import import_tournament
from referee.store import Database, Person, Tournament
from referee.store.db import upgrade
from referee.store.pace import Pace
from referee.tables import hash_token
from tests.record.test_tournament_file import EN, counts, export, import_into, refused
from tests.tournaments.test_api import PLAYERS, Tour, finish_ecarte

pytestmark = pytest.mark.storage

FOUR = PLAYERS[:4]


def evening(client: FlaskClient, name: str, tokens: dict[str, str] | None = None) -> Tour:
    """A finished Ecarté evening of one Swiss round (two tables); with ``tokens``, each
    player checks in with their phone's token (the same person as before)."""
    tour = Tour(client, game="ecarte", name=name, format={"kind": "swiss", "rounds": 1})
    for who in FOUR:
        body = {"person_token": tokens[who]} if tokens else {}
        assert tour.check_in(who, **body).status_code == 201
    for table in tour.post("/rounds", {"seed": 4}).get_json()["tables"]:
        finish_ecarte(client, table)
    return tour


def ratings(client: FlaskClient, people: Iterable[str]) -> list[tuple[str, float, int]]:
    """The Ecarté leaderboard's rows of ``people`` as a club reads them: name, rating, games
    rated (each row of one of them: a person twice is there twice)."""
    response = client.get("/api/v1/games/ecarte/ratings", headers=EN)
    assert response.status_code == 200, response.get_json()
    rows = response.get_json()["rows"]
    ours = set(people)
    return sorted((r["name"], r["rating"], r["matches"]) for r in rows if r["person"] in ours)


def imported(client: FlaskClient, document: dict[str, Any]) -> dict[str, Any]:
    response = import_into(client, document)
    assert response.status_code == 201, response.get_json()
    return dict(response.get_json())


def people_of(client: FlaskClient, tournament_id: str) -> dict[str, str]:
    body = client.get(f"/api/v1/tournaments/{tournament_id}").get_json()
    return {p["name"]: p["person"] for p in body["people"]}


def test_the_same_file_twice_is_refused_naming_the_tournament(
    client: FlaskClient, elsewhere: FlaskClient
) -> None:
    tour = evening(client, "Coppa d'inverno")
    document = export(tour)
    assert document["tournament"]["uid"] and len(document["people"]) == 4
    first = imported(elsewhere, document)

    detail = refused(elsewhere, document, status=409)
    assert detail == (
        "This tournament is already on this server: 'Coppa d'inverno'. The file was not "
        "imported again."
    )
    again = elsewhere.post(
        "/api/v1/tournament-imports", json=document, headers={"Accept-Language": "it"}
    )
    body = again.get_json()
    assert again.status_code == 409 and body["type"] == "/problems/tournament-exists"
    assert body["detail"].startswith("Questo torneo è già su questo server: «Coppa d'inverno»")
    assert body["title"] == "Torneo già presente" and body["tournament_id"] == first["id"]
    # The home page's form says the same, and writes nothing either.
    before = counts(elsewhere)
    page = elsewhere.post(
        "/import",
        data={"file": (io.BytesIO(json.dumps(document).encode()), "tournament.json")},
        content_type="multipart/form-data",
        headers={**EN, "Origin": "http://localhost"},
    )
    html = page.get_data(as_text=True)
    assert page.status_code == 409 and "already on this server" in html and "inverno" in html
    assert counts(elsewhere) == before

    # The copy keeps the tournament's identity: its own file is refused where it came from.
    organiser = {"Authorization": f"Bearer {first['organiser_token']}"}
    back = elsewhere.get(f"/api/v1/tournaments/{first['id']}/export", headers=organiser).get_json()
    assert back["tournament"]["uid"] == document["tournament"]["uid"]
    assert sorted(p["uid"] for p in back["people"].values()) == sorted(
        p["uid"] for p in document["people"].values()
    )
    assert "'Coppa d'inverno'" in refused(client, back, status=409)


def test_two_tournaments_with_the_same_people_count_each_person_once(
    client: FlaskClient, elsewhere: FlaskClient
) -> None:
    """Last season's two evenings, restored on a new server: each player once in the
    ratings, with both evenings' games, rated as where they were played."""
    autumn = evening(client, "Autunno")
    winter = evening(client, "Inverno", tokens=autumn.tokens)
    assert winter.people == autumn.people  # the same four people on the first server
    at_home = ratings(client, autumn.people.values())
    assert [(name, matches) for name, _, matches in at_home] == [(n, 2) for n in sorted(FOUR)]

    first = imported(elsewhere, export(autumn))
    second = imported(elsewhere, export(winter))
    people = people_of(elsewhere, first["id"])
    assert people_of(elsewhere, second["id"]) == people
    board = elsewhere.get("/api/v1/games/ecarte/ratings").get_json()["rows"]
    assert sorted(row["person"] for row in board) == sorted(people.values())  # each once
    assert ratings(elsewhere, people.values()) == at_home  # two games each, the same ratings
    with elsewhere.application.extensions["referee"].db.session() as s:
        assert len(s.exec(select(Person)).all()) == 4
    # Each player's page: both evenings' games, and the wins add up to the tables played.
    wins = 0
    for name, person in people.items():
        page = elsewhere.get(f"/api/v1/people/{person}", headers=EN).get_json()
        (games,) = page["games"]
        assert page["name"] == name and games["played"] == 2
        wins += games["won"]
    assert wins == 4  # two tables an evening, one winner each


def test_an_old_file_without_identities_imports_once(
    client: FlaskClient, elsewhere: FlaskClient
) -> None:
    document = export(evening(client, "Vecchio formato"))
    del document["people"], document["tournament"]["uid"]
    imported(elsewhere, document)
    # Recognised by its game, its name and the moment it was created.
    assert "'Vecchio formato'" in refused(elsewhere, document, status=409)
    board = elsewhere.get("/api/v1/games/ecarte/ratings").get_json()["rows"]
    assert sorted(row["name"] for row in board) == sorted(FOUR)


def test_a_file_finds_people_only_by_their_identity_and_takes_no_token(
    client: FlaskClient,
) -> None:
    """A file of another evening with the same people, imported where they play: they are
    the people here, whose phones' tokens still work and are never given out. A file that
    names them by the ids every page shows (not their identities) makes new people."""
    tour = evening(client, "Primavera")
    document = export(tour)
    with client.application.extensions["referee"].db.session() as s:
        hashes = {p.id: p.token_hash for p in s.exec(select(Person)).all()}
    other = copy.deepcopy(document)
    other["tournament"] |= {"uid": "another-evening-01", "name": "Primavera bis"}
    body = imported(client, other)
    assert set(body) == {"id", "organiser_token", "url", "standings_url"}
    assert people_of(client, body["id"]) == tour.people
    with client.application.extensions["referee"].db.session() as s:
        assert {p.id: p.token_hash for p in s.exec(select(Person)).all()} == hashes
    anna = tour.people["Anna"]
    assert hashes[anna] == hash_token(tour.tokens["Anna"])
    # Anna's phone is still Anna, who now has both evenings' games.
    later = Tour(client, game="ecarte")
    checked = later.check_in("Anna", person_token=tour.tokens["Anna"]).get_json()
    assert checked["person"] == anna
    assert client.get(f"/api/v1/people/{anna}").get_json()["games"][0]["played"] == 2

    guessed = copy.deepcopy(document)
    guessed["tournament"] |= {"uid": "a-guessed-evening", "name": "Primavera ter"}
    guessed["people"] = {pid: {"uid": pid} for pid in guessed["people"]}
    body = imported(client, guessed)
    assert set(people_of(client, body["id"]).values()).isdisjoint(tour.people.values())
    assert client.get(f"/api/v1/people/{anna}").get_json()["games"][0]["played"] == 2


def test_the_same_file_imported_at_the_same_moment_is_written_once(
    client: FlaskClient, elsewhere: FlaskClient
) -> None:
    """Two imports of one file racing: the one that writes second finds the tournament
    there in its own writing transaction, and is refused whole."""
    document = export(evening(client, "Di corsa"))
    db = elsewhere.application.extensions["referee"].db

    class Meanwhile(Pace):
        """The other import runs while this one replays the file."""

        ran = False

        def tick(self, *, now: bool = False) -> None:
            if not self.ran:
                self.ran = True
                import_tournament(db, document)
            super().tick(now=now)

    with pytest.raises(TournamentHere) as refusal:
        import_tournament(db, document, Meanwhile())
    assert refusal.value.status == 409 and "'Di corsa'" in refusal.value.detail.en
    assert counts(elsewhere)[:2] == (1, 4)


@pytest.mark.parametrize(
    "people",
    [
        {"x": {"uid": "short"}},
        {"x": "not an entry"},
        [],
        "same",  # two people with one identity
    ],
)
def test_identities_that_cannot_be_read_refuse_the_file(
    exported: dict[str, Any], elsewhere: FlaskClient, people: Any
) -> None:
    document = copy.deepcopy(exported)
    if people == "same":
        first, second = list(document["people"])[:2]
        document["people"][second] = dict(document["people"][first])
    else:
        document["people"] = people
    detail = refused(elsewhere, document)
    assert "identity of the tournament or of a person cannot be read" in detail


def test_the_migration_gives_everyone_already_here_an_identity(tmp_path: Path) -> None:
    """People and tournaments of before the identities each get one of their own; the
    tournaments' logs that refer to them are kept."""
    db = Database(f"sqlite:///{tmp_path / 'old.db'}")
    upgrade(db, "0010")
    now = datetime.now(UTC)
    with db.engine.begin() as conn:
        for n in range(3):
            conn.execute(
                text(
                    "INSERT INTO person (id, name, token_hash, created_at)"
                    " VALUES (:id, :name, :hash, :now)"
                ),
                {"id": f"person{n}AAAAAAAAAA", "name": f"P{n}", "hash": f"h{n}", "now": now},
            )
            conn.execute(
                text(
                    "INSERT INTO tournament (id, game, name, options, format, organiser_hash,"
                    " head_seq, created_at) VALUES (:id, 'tamalo', 'Vecchio', '{}', '{}', :o,"
                    " 1, :now)"
                ),
                {"id": f"tour{n}AAAAAAAAAAAA", "o": f"o{n}", "now": now},
            )
            conn.execute(
                text(
                    "INSERT INTO tournament_event (tournament_id, seq, type, payload, created_at)"
                    " VALUES (:t, 1, 'check_in', :payload, :now)"
                ),
                {
                    "t": f"tour{n}AAAAAAAAAAAA",
                    "payload": json.dumps({"person": f"person{n}AAAAAAAAAA", "name": f"P{n}"}),
                    "now": now,
                },
            )
    upgrade(db)
    with db.session() as s:
        people = [p.uid for p in s.exec(select(Person)).all()]
        tournaments = [t.uid for t in s.exec(select(Tournament)).all()]
    with db.engine.connect() as conn:
        events = conn.execute(text("SELECT count(*) FROM tournament_event")).scalar()
    db.dispose()
    assert all(people) and len(set(people)) == 3
    assert all(tournaments) and len(set(tournaments)) == 3
    assert events == 3


@pytest.fixture
def exported(client: FlaskClient) -> dict[str, Any]:
    return export(evening(client, "Circolo"))
