"""A table exported as a file and imported on another server gives the same table: the same
totals, standings and log (undos and corrections included), for every game; a file the rules
reject, tampered with, of an unknown version or too large is refused whole."""

from __future__ import annotations

import copy
import csv
import io
import json
from typing import Any

import pytest
from flask.testing import FlaskClient

from referee.games import GAMES
from referee.games.base.sample import Undo
from tests.conftest import ApiTable

pytestmark = pytest.mark.storage

GAME_IDS = [game_id for game_id, game in GAMES.items() if game.sample is not None]
EN = {"Accept-Language": "en"}


def sample_table(client: FlaskClient, game_id: str) -> ApiTable:
    """A finished table of the game's sample, logged through the API with its undos."""
    sample = GAMES[game_id].sample
    assert sample is not None
    response = client.post(
        "/api/v1/tables",
        json={
            "game": game_id,
            "players": list(sample.players),
            "options": dict(sample.options),
            "host_seat": 0,
        },
    )
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    table = ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])
    for step in sample.moves:
        if isinstance(step, Undo):
            last = table.state()["seq"]
            assert table.void(last, reason=step.reason.en).status_code == 201
        else:
            answer = table.move(dict(step))
            assert answer.status_code == 201, answer.get_json()
    return table


def export(client: FlaskClient, table_id: str) -> dict[str, Any]:
    response = client.get(f"/api/v1/tables/{table_id}/export")
    assert response.status_code == 200
    assert "attachment" in response.headers["Content-Disposition"]
    return response.get_json()


def import_file(client: FlaskClient, document: Any, lang: str = "en") -> Any:
    return client.post("/api/v1/imports", json=document, headers={"Accept-Language": lang})


def log_of(client: FlaskClient, table_id: str) -> list[tuple[str, str, list[int] | None]]:
    events = client.get(f"/api/v1/tables/{table_id}/moves").get_json()["events"]
    return [
        (e["type"], e["status"], e["hand"]["scores"] if e["hand"] else None)
        for e in events
        if e["type"] not in ("sit", "host", "rematch")
    ]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_finished_table_of_every_game_comes_back_the_same_from_its_file(
    client: FlaskClient, game_id: str
) -> None:
    table = sample_table(client, game_id)
    before = client.get(f"/api/v1/tables/{table.id}").get_json()
    document = export(client, table.id)
    assert document["format"] == "referee-table" and document["version"] == 1
    assert document["totals"] == before["totals"] and document["finished"]
    # Every explanation line is in both languages, with its rule ids.
    lines = [line for entry in document["events"] for line in entry["lines"]]
    assert lines and all(set(line["text"]) == {"it", "en"} for line in lines)
    assert any(line["rules"] for line in lines)

    response = import_file(client, json.loads(json.dumps(document)))
    assert response.status_code == 201, response.get_json()
    created = response.get_json()
    assert created["id"] != table.id and created["host_token"]
    after = client.get(f"/api/v1/tables/{created['id']}").get_json()
    assert after["totals"] == before["totals"]
    assert after["standings"] == before["standings"]
    assert after["winners"] == before["winners"] and after["finished"]
    assert after["options"] == before["options"]
    assert log_of(client, created["id"]) == log_of(client, table.id)
    # The imported table exports the same record again.
    again = export(client, created["id"])
    assert [(e["type"], e["payload"], e["status"]) for e in again["events"]] == [
        (e["type"], e["payload"], e["status"])
        for e in document["events"]
        if e["type"] not in ("sit", "host", "rematch")
    ]


def test_a_corrected_hand_and_a_carried_score_come_back_as_they_were(
    client: FlaskClient,
) -> None:
    response = client.post(
        "/api/v1/tables",
        json={"game": "tamalo", "players": ["Anna", "Bruno", "Carla"], "start_totals": [10, 0, 5]},
    )
    body = response.get_json()
    table = ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])
    assert table.hand(None, [3, 5, 7]).status_code == 201
    first = table.state()["seq"]
    assert table.hand(0, [2, 9, 8]).status_code == 201
    corrected = client.post(
        f"/api/v1/tables/{table.id}/moves/{first}/correct",
        json={
            "move": {"type": "hand", "caller": None, "hands": [4, 5, 7]},
            "reason": "Anna had 4",
            "expected_seq": table.state()["seq"],
        },
        headers=table.auth(),
    )
    assert corrected.status_code == 201, corrected.get_json()
    before = table.state()
    document = export(client, table.id)
    assert document["start_totals"] == [10, 0, 5]
    statuses = [e["status"] for e in document["events"] if e["type"] == "hand"]
    assert statuses == ["corrected", "active"]

    created = import_file(client, document).get_json()
    after = client.get(f"/api/v1/tables/{created['id']}").get_json()
    assert after["totals"] == before["totals"] and after["start_totals"] == [10, 0, 5]
    assert log_of(client, created["id"]) == log_of(client, table.id)


def tables_count(client: FlaskClient) -> int:
    """How many tables the server holds (read from its database)."""
    from sqlmodel import func, select

    from referee.store import GameTable

    db = client.application.extensions["referee"].db
    with db.session() as s:
        return int(s.exec(select(func.count()).select_from(GameTable)).one())


@pytest.fixture
def tamalo_file(client: FlaskClient) -> dict[str, Any]:
    return export(client, sample_table(client, "tamalo").id)


def test_a_tampered_score_is_refused_whole(
    client: FlaskClient, tamalo_file: dict[str, Any]
) -> None:
    tampered = copy.deepcopy(tamalo_file)
    tampered["totals"][0] -= 10
    count = tables_count(client)
    response = import_file(client, tampered)
    assert response.status_code == 422
    assert response.headers["Content-Type"].startswith("application/problem+json")
    assert "its totals" in response.get_json()["detail"]
    assert tables_count(client) == count


def test_a_tampered_move_is_refused_with_the_rule_it_breaks(
    client: FlaskClient, tamalo_file: dict[str, Any]
) -> None:
    tampered = copy.deepcopy(tamalo_file)
    hand = next(e for e in tampered["events"] if e["type"] == "hand" and e["status"] == "active")
    hand["payload"]["hands"][0] = 99  # no Tamalo hand holds 99 points
    count = tables_count(client)
    response = import_file(client, tampered, lang="it")
    problem = response.get_json()
    assert response.status_code == 422, problem
    assert "voce" in problem["detail"] and problem["field"] == "events"
    assert tables_count(client) == count


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (lambda d: d.update(version=2), "version", "Unknown file version (2)"),
        (lambda d: d.update(format="other"), "format", "not a Referee table file"),
        (lambda d: d.update(game="chess"), "game", "chess"),
        (lambda d: d["events"].append({"type": "hand"}), "events", "cannot be read"),
    ],
)
def test_a_file_that_is_not_a_table_we_know_is_refused(
    client: FlaskClient, tamalo_file: dict[str, Any], change: Any, field: str, words: str
) -> None:
    tampered = copy.deepcopy(tamalo_file)
    change(tampered)
    count = tables_count(client)
    response = import_file(client, tampered)
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["field"] == field and words in problem["detail"]
    assert tables_count(client) == count


def test_an_oversized_file_is_refused_before_it_is_read(client: FlaskClient) -> None:
    count = tables_count(client)
    padding = "x" * (5 * 1024 * 1024)
    response = client.post(
        "/api/v1/imports",
        data=json.dumps({"format": "referee-table", "padding": padding}),
        content_type="application/json",
        headers=EN,
    )
    assert response.status_code == 413
    assert response.headers["Content-Type"].startswith("application/problem+json")
    assert tables_count(client) == count


def test_the_standings_as_csv_are_the_tables_standings(client: FlaskClient) -> None:
    table = sample_table(client, "scala40")
    state = table.state()
    response = client.get(f"/api/v1/tables/{table.id}/standings.csv")
    assert response.status_code == 200 and response.mimetype == "text/csv"
    rows = list(csv.DictReader(io.StringIO(response.get_data(as_text=True))))
    assert [int(r["total"]) for r in rows] == [
        st["total"] for st in sorted(state["standings"], key=lambda st: (st["rank"], st["seat"]))
    ]
    assert {r["name"] for r in rows} == {st["name"] for st in state["standings"]}
    assert rows[0]["rank"] == "1"


def test_a_contest_settled_by_a_switch_and_the_stake_come_back_from_the_file(
    client: FlaskClient,
) -> None:
    response = client.post(
        "/api/v1/tables",
        json={
            "game": "tamalo",
            "players": ["Anna", "Bruno", "Carla", "Dario"],
            "options": {"caller_tie": "strict"},
            "stake": {"amount": "0.25", "per": "point"},
        },
    )
    body = response.get_json()
    table = ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])
    for _ in range(3):
        assert table.hand(0, [3, 3, 10, 12]).status_code == 201  # Anna ties Bruno: strict
    headers = table.auth()

    def post(path: str, data: dict[str, Any]) -> Any:
        answer = client.post(f"/api/v1/tables/{table.id}{path}", json=data, headers=headers)
        assert answer.status_code == 201, answer.get_json()
        return answer.get_json()

    withdrawn = post("/moves/1/contest", {"reason": "a second look"})["seq"]
    post(f"/contests/{withdrawn}/withdraw", {})
    contest = post("/moves/2/contest", {"reason": "we play ties as shared"})["seq"]
    switch = {"decision": "switch", "option": "caller_tie", "value": "shared", "reason": "club"}
    post(f"/contests/{contest}/resolve", switch)
    before = table.state()
    assert before["totals"] == [15, 0, 30, 36]

    document = export(client, table.id)
    assert document["stake"] == {"amount": "0.25", "per": "point"}
    created = import_file(client, document)
    assert created.status_code == 201, created.get_json()
    new_id = created.get_json()["id"]
    after = client.get(f"/api/v1/tables/{new_id}").get_json()
    assert after["totals"] == before["totals"]
    assert after["stake"] == {"cents": 25, "per": "point"}
    assert [r for r in after["house_rules"] if r.get("from_hand")] == [
        r for r in before["house_rules"] if r.get("from_hand")
    ]
    # The next hand is played under the switched reading on the imported table too.
    imported = ApiTable(client, new_id, created.get_json()["host_token"], "", "")
    imported.seq = after["seq"]
    assert imported.hand(0, [3, 3, 10, 12]).get_json()["event"]["hand"]["scores"] == [0, 0, 10, 12]
