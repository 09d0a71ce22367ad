"""Creating, reading and joining tables through the JSON API, and every way to get it wrong."""

from __future__ import annotations

import threading

import pytest
from flask import Flask
from flask.testing import FlaskClient

from referee.tables import TableReads
from tests.conftest import ApiTable, make_table

pytestmark = pytest.mark.storage

IT = {"Accept-Language": "it"}


def create(client: FlaskClient, headers: dict[str, str] | None = None, **body: object):
    payload = {"game": "tamalo", "players": ["Anna", "Bruno", "Carla"], **body}
    return client.post("/api/v1/tables", json=payload, headers=headers or {})


def test_catalogue_lists_tamalo_with_options_and_defaults(client: FlaskClient) -> None:
    games = client.get("/api/v1/games").get_json()["games"]
    tamalo = next(g for g in games if g["id"] == "tamalo")
    assert tamalo["players"] == {"min": 2, "max": 8}  # 2–6 by the text, 8 by the Tamalou
    options = {o["key"]: o for o in tamalo["options"]}
    assert options["target"]["default"] == 100
    assert options["caller_tie"]["default"] == "strict"
    assert "TAM-AMB-1" in options["caller_tie"]["rules"]
    assert {c["value"] for c in options["jokers"]["choices"]} == {0, 1, 2}
    assert "hand" in {m["type"] for m in tamalo["moves"]}


def test_catalogue_gives_every_game_its_deck(client: FlaskClient) -> None:
    games = client.get("/api/v1/games").get_json()["games"]
    decks = {g["id"]: g["deck"] for g in games}
    assert {game: (d["size"], d["jokers"], len(d["codes"])) for game, d in decks.items()} == {
        "tamalo": (54, 2, 53),
        "tarocco": (63, 0, 63),
        "scala40": (108, 4, 53),
        "ecarte": (32, 0, 32),
        "efele": (33, 1, 33),
    }
    assert {"T20", "T0", "FU", "KO"} <= set(decks["tarocco"]["codes"])
    assert "AO" not in decks["tarocco"]["codes"]  # the Ace of Coins is not used
    assert "WELI" in decks["efele"]["codes"] and "5H" not in decks["efele"]["codes"]
    assert "7C" in decks["ecarte"]["codes"] and "6C" not in decks["ecarte"]["codes"]
    italian = client.get("/api/v1/games", headers=IT).get_json()["games"]
    assert next(g for g in italian if g["id"] == "scala40")["deck"]["description"].startswith(
        "Due mazzi francesi con 4 jolly: 108 carte"
    )


def test_catalogue_speaks_italian_when_asked(client: FlaskClient) -> None:
    games = client.get("/api/v1/games", headers=IT).get_json()["games"]
    options = {o["key"]: o for o in games[0]["options"]}
    assert options["target"]["label"] == "Fine partita a"


def test_create_returns_join_link_code_and_host_token(client: FlaskClient) -> None:
    response = create(client, options={"target": 150})
    assert response.status_code == 201
    body = response.get_json()
    assert body["join_url"].startswith("http://localhost/j/")
    assert len(body["room_code"]) == 6 and body["room_code"].isalnum()
    assert [s["name"] for s in body["seats"]] == ["Anna", "Bruno", "Carla"]
    assert response.headers["Location"] == f"/api/v1/tables/{body['id']}"
    table = client.get(f"/api/v1/tables/{body['id']}").get_json()
    assert table["options"]["target"] == 150
    assert table["options"]["caller_tie"] == "strict"  # defaults filled in and locked
    assert table["seq"] == 0 and table["totals"] == [0, 0, 0]
    assert table["prompt"]["moves"][0] == "hand"


def test_names_are_tidied(client: FlaskClient) -> None:
    body = create(client, players=["  Anna   Maria ", "Bruno", "Carla"]).get_json()
    assert body["seats"][0]["name"] == "Anna Maria"


@pytest.mark.parametrize(
    ("body", "field", "words"),
    [
        ({"game": "briscola"}, "game", "Unknown game"),
        ({"game": 7}, None, "'game' must be text"),
        ({"players": ["Anna"]}, "players", "2 to 8 players, not 1"),
        ({"players": [f"P{i}" for i in range(7)]}, "players", "2 to 6 players, not 7"),
        ({"players": ["Anna", "anna", "Carla"]}, "players.1", "Two players are called"),
        ({"players": ["Anna", "   ", "Carla"]}, "players.1", "the name is empty"),
        ({"players": ["Anna", "B" * 10_000, "Carla"]}, "players.1", "longer than 30"),
        ({"players": ["Anna", "Bru\x07no", "Carla"]}, "players.1", "control characters"),
        ({"options": {"colour": "red"}}, "options.colour", "Unknown option"),
        ({"options": {"target": 5}}, "options.target", "Invalid value for 'Game ends at'"),
        ({"options": {"target": True}}, "options.target", "Invalid value"),
        ({"options": {"jokers": 3}}, "options.jokers", "(0, 1, 2)"),
        ({"options": "fast"}, None, "'options' must be an object"),
    ],
)
def test_bad_tables_are_refused_with_a_reason(
    client: FlaskClient, body: dict[str, object], field: str | None, words: str
) -> None:
    response = create(client, **body)
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert words in problem["detail"]
    if field:
        assert problem["field"] == field


def test_problems_are_in_the_users_language(client: FlaskClient) -> None:
    problem = create(client, headers=IT, players=["Anna"]).get_json()
    assert problem["detail"] == "Tamalo si gioca da 2 a 8 giocatori, non 1."
    assert problem["title"] == "Dati non validi"


@pytest.mark.parametrize("data", ["not json", "[1, 2]", "null", '"text"', "{"])
def test_bodies_that_are_not_a_json_object_get_400(client: FlaskClient, data: str) -> None:
    response = client.post("/api/v1/tables", data=data, content_type="application/json")
    assert response.status_code == 400
    assert "JSON object" in response.get_json()["detail"]


def test_a_huge_body_is_refused_not_crashed(client: FlaskClient) -> None:
    response = client.post("/api/v1/tables", data="x" * 200_000, content_type="application/json")
    assert response.status_code == 413
    assert response.mimetype == "application/problem+json"


def test_unknown_table_is_404_problem(client: FlaskClient) -> None:
    response = client.get("/api/v1/tables/nope")
    assert response.status_code == 404
    assert response.get_json()["detail"].startswith("This table does not exist")


def test_unknown_api_path_is_a_problem_too(client: FlaskClient) -> None:
    response = client.get("/api/v1/nothing-here")
    assert response.status_code == 404
    assert response.mimetype == "application/problem+json"


def test_join_takes_a_seat_and_the_same_device_gets_the_same_token(table: ApiTable) -> None:
    first = table.client.post(
        f"/api/v1/tables/{table.id}/join", json={"secret": table.secret, "seat": 1}
    )
    assert first.status_code == 201
    token = first.get_json()["token"]
    again = table.client.post(
        f"/api/v1/tables/{table.id}/join",
        json={"secret": table.secret, "seat": 1},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert again.status_code == 200
    assert again.get_json()["token"] == token
    me = table.client.get(
        f"/api/v1/tables/{table.id}", headers={"Authorization": f"Bearer {token}"}
    ).get_json()
    assert me["you"] == {"role": "player", "seat": 1}
    assert me["room_code"] == table.room_code


def test_join_needs_the_secret(table: ApiTable) -> None:
    response = table.client.post(
        f"/api/v1/tables/{table.id}/join", json={"secret": "guess", "seat": 1}
    )
    assert response.status_code == 403
    assert "join link is not valid" in response.get_json()["detail"]


def test_join_refuses_a_seat_that_does_not_exist(table: ApiTable) -> None:
    response = table.client.post(
        f"/api/v1/tables/{table.id}/join", json={"secret": table.secret, "seat": 9}
    )
    assert response.status_code == 422
    assert response.get_json()["field"] == "seat"


def test_spectators_read_but_cannot_see_the_room_code(table: ApiTable) -> None:
    response = table.client.post(
        f"/api/v1/tables/{table.id}/join", json={"secret": table.secret, "seat": None}
    )
    assert response.get_json()["role"] == "spectator"
    token = response.get_json()["token"]
    body = table.client.get(
        f"/api/v1/tables/{table.id}", headers={"Authorization": f"Bearer {token}"}
    ).get_json()
    assert body["you"]["role"] == "spectator"
    assert body["room_code"] is None


def test_room_code_finds_the_table(table: ApiTable) -> None:
    response = table.client.post(f"/api/v1/codes/{table.room_code.lower()}")
    assert response.status_code == 200
    assert response.get_json() == {"table_id": table.id, "join_url": table.join_url}


def test_room_code_guessing_is_rate_limited(client: FlaskClient) -> None:
    make_table(client)
    environ = {"REMOTE_ADDR": "203.0.113.77"}
    statuses = [
        client.post(f"/api/v1/codes/ZZZZ{i:02d}", environ_base=environ).status_code
        for i in range(12)
    ]
    assert statuses[:10] == [404] * 10
    blocked = client.post("/api/v1/codes/ZZZZ99", environ_base=environ)
    assert blocked.status_code == 429
    assert blocked.headers["Retry-After"] == "300"
    # Another client is not affected.
    assert (
        client.post(
            "/api/v1/codes/ZZZZ98", environ_base={"REMOTE_ADDR": "203.0.113.78"}
        ).status_code
        == 404
    )


def test_rules_resolve_to_source_and_digest(client: FlaskClient) -> None:
    rule = client.get("/api/v1/rules/TAM-CALLER-GT5").get_json()
    assert "15 punti + quelli che ha in mano" in rule["source_it"]
    assert "15 + raw" in rule["digest_en"]
    assert client.get("/api/v1/rules/tam-caller-gt5").status_code == 200
    assert client.get("/api/v1/rules/NOPE-1").status_code == 404


def test_concurrent_wrong_codes_all_count(app: Flask) -> None:
    """Guesses sent at once are each counted: the limit cannot be raced past."""
    barrier = threading.Barrier(12)
    statuses: list[int] = []

    def guess(i: int) -> None:
        client = app.test_client()
        barrier.wait()
        statuses.append(
            client.post(
                f"/api/v1/codes/QQQQ{i:02d}", environ_base={"REMOTE_ADDR": "203.0.113.99"}
            ).status_code
        )

    threads = [threading.Thread(target=guess, args=(i,)) for i in range(12)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert set(statuses) <= {404, 429} and 500 not in statuses
    after = app.test_client().post(
        "/api/v1/codes/QQQQ99", environ_base={"REMOTE_ADDR": "203.0.113.99"}
    )
    assert after.status_code == 429


def test_the_history_kept_between_reads_follows_an_undo_and_a_correction(
    app: Flask, client: FlaskClient
) -> None:
    """The history is read once per move and kept: after an undo or a correction (which
    rewrite earlier totals) it is read afresh, and it is always what a fresh read gives."""
    table = make_table(client, ["Anna", "Bruno", "Carla"])

    def history() -> list[tuple[int, list[int]]]:
        body = table.state()
        entries = [(e["seq"], e["totals_after"]) for e in body["history"]]
        assert entries[-1][1] == body["totals"]
        service = app.extensions["referee"]
        with TableReads(service.db, table.id) as fresh:  # nothing kept
            assert [(e.seq, list(e.totals_after)) for e in fresh.history] == entries
        return entries

    # No one called: the lowest hand (Anna's 3) scores 0.
    assert table.hand(None, [3, 12, 7]).status_code == 201
    assert history() == [(1, [0, 12, 7])]
    assert table.hand(None, [5, 1, 2]).status_code == 201
    second = history()
    assert [seq for seq, _ in second] == [1, 2] and second[0] == (1, [0, 12, 7])
    # Hand 1 undone: the history in force has hand 2 alone, with its own points.
    assert table.void(1).status_code == 201
    undone = history()
    assert [seq for seq, _ in undone] == [2]
    assert undone[0][1] == [a - b for a, b in zip(second[1][1], [0, 12, 7], strict=True)]
    fixed = {"type": "hand", "caller": None, "hands": [4, 4, 4]}
    corrected = client.post(
        f"/api/v1/tables/{table.id}/moves/2/correct",
        json={"move": fixed, "expected_seq": table.seq, "reason": "recount"},
        headers=table.auth(),
    )
    assert corrected.status_code == 201, corrected.get_json()
    table.seq = corrected.get_json()["seq"]
    assert [seq for seq, _ in history()] == [2]  # hand 2, as corrected
