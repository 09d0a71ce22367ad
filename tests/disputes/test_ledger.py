"""The penalty ledger: who, what and the rule, recorded by a seated player or the host; what
it costs follows the table's house options; undone by a void; counts on the table page and
in the table's JSON; refusals in the user's language, nothing written."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from referee.disputes import ledger
from referee.problems import Invalid
from tests.web.conftest import Phone


def _create(client: FlaskClient, **house: Any) -> tuple[str, dict[str, str]]:
    body = {"game": "scala40", "players": ["Anna", "Bruno", "Carla"], **house}
    created = client.post("/api/v1/tables", json=body)
    assert created.status_code == 201, created.get_json()
    data = created.get_json()
    return data["id"], {"Authorization": f"Bearer {data['host_token']}"}


def _penalty(
    client: FlaskClient, table_id: str, auth: dict[str, str], lang: str = "en", **body: Any
) -> Any:
    seq = client.get(f"/api/v1/tables/{table_id}").get_json()["seq"]
    return client.post(
        f"/api/v1/tables/{table_id}/penalties",
        json={"expected_seq": seq, **body},
        headers={**auth, "Accept-Language": lang},
    )


def _ledger(client: FlaskClient, table_id: str) -> dict[str, Any]:
    return client.get(f"/api/v1/tables/{table_id}").get_json()["ledger"]


def test_a_warning_first_then_points_on_a_repeat(client: FlaskClient) -> None:
    table_id, host = _create(client, penalties="warning", penalty_points=20)
    first = _penalty(client, table_id, host, seat=1, code="exposed_card")
    assert first.status_code == 201
    assert first.get_json()["event"]["type"] == "irregularity"
    assert (
        "Penalty to Bruno: exposed card (S40-DECK)" in first.get_json()["event"]["lines"][0]["text"]
    )
    _penalty(client, table_id, host, seat=1, code="out_of_turn", rule="FISCA art. 7")
    _penalty(client, table_id, host, seat=2, code="other", note="phone on the table")
    book = _ledger(client, table_id)
    assert book["mode"] == "warning" and book["points_each"] == 20
    bruno, carla = book["seats"][1], book["seats"][2]
    assert (bruno["count"], bruno["warnings"], bruno["points"]) == (2, 1, 20)
    assert (carla["count"], carla["warnings"], carla["points"]) == (1, 1, 0)
    assert [p["cost"] for p in book["penalties"]] == ["warning", "points", "warning"]
    assert book["penalties"][1]["rule"] == "FISCA art. 7"
    # Only the points count in the totals: Bruno's second penalty, 20 (Scala 40: low wins,
    # so they are added); the warnings change nothing.
    assert client.get(f"/api/v1/tables/{table_id}").get_json()["totals"] == [0, 20, 0]
    assert [p["in_totals"] for p in book["penalties"]] == [0, 20, 0]
    assert book["points_way"] == "added"


def test_an_undone_penalty_makes_the_next_one_the_first_again(client: FlaskClient) -> None:
    table_id, host = _create(client, penalties="warning")
    first = _penalty(client, table_id, host, seat=0, code="late").get_json()["seq"]
    _penalty(client, table_id, host, seat=0, code="late")
    assert _ledger(client, table_id)["seats"][0]["points"] == 10
    seq = client.get(f"/api/v1/tables/{table_id}").get_json()["seq"]
    undo = client.post(
        f"/api/v1/tables/{table_id}/moves/{first}/void",
        json={"expected_seq": seq, "reason": "wrong player"},
        headers=host,
    )
    assert undo.status_code == 201
    anna = _ledger(client, table_id)["seats"][0]
    assert (anna["count"], anna["warnings"], anna["points"]) == (1, 1, 0)


def test_points_each_time_and_record_only(client: FlaskClient) -> None:
    table_id, host = _create(client, penalties="points", penalty_points=5)
    for _ in range(3):
        _penalty(client, table_id, host, seat=2, code="wrong_meld")
    assert _ledger(client, table_id)["seats"][2]["points"] == 15
    plain, host2 = _create(client)
    _penalty(client, plain, host2, seat=2, code="wrong_meld")
    seats = _ledger(client, plain)["seats"]
    assert seats[2]["count"] == 1 and seats[2]["points"] == 0 and seats[2]["warnings"] == 0


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"seat": 7, "code": "late"}, 422, "Posto inesistente"),
        ({"seat": 0, "code": "shouting"}, 422, "Irregolarità sconosciuta"),
        ({"seat": 0, "code": "other"}, 422, "altro"),
        ({"seat": 0, "code": "late", "rule": "x" * 41}, 422, "al massimo 40"),
        ({"seat": 0, "code": "late", "note": "a\x1bb"}, 422, "controllo"),
        ({"seat": True, "code": "late"}, 422, "Posto"),
    ],
)
def test_bad_penalties_are_refused_in_the_users_language(
    client: FlaskClient, body: dict[str, Any], status: int, words: str
) -> None:
    table_id, host = _create(client)
    before = client.get(f"/api/v1/tables/{table_id}").get_json()["seq"]
    response = _penalty(client, table_id, host, lang="it", **body)
    assert response.status_code == status, response.get_json()
    assert response.mimetype == "application/problem+json"
    assert words.lower() in response.get_json()["detail"].lower()
    assert client.get(f"/api/v1/tables/{table_id}").get_json()["seq"] == before


def test_a_stranger_or_a_spectator_records_no_penalty(client: FlaskClient) -> None:
    created = client.post(
        "/api/v1/tables", json={"game": "scala40", "players": ["Anna", "Bruno", "Carla"]}
    ).get_json()
    table_id, secret = created["id"], created["join_url"].rsplit("/", 1)[-1]
    assert _penalty(client, table_id, {}, seat=0, code="late").status_code == 401
    joined = client.post(f"/api/v1/tables/{table_id}/join", json={"secret": secret, "seat": None})
    watcher = {"Authorization": f"Bearer {joined.get_json()['token']}"}
    refused = _penalty(client, table_id, watcher, seat=0, code="late")
    assert refused.status_code == 403
    assert _ledger(client, table_id)["penalties"] == []


def test_house_options_are_checked_when_the_table_opens(client: FlaskClient) -> None:
    for body in ({"penalties": "fines"}, {"penalty_points": 0}, {"penalty_points": "ten"}):
        response = client.post(
            "/api/v1/tables",
            json={"game": "tamalo", "players": ["A", "B"], **body},
            headers={"Accept-Language": "it"},
        )
        assert response.status_code == 422, response.get_json()
    with pytest.raises(Invalid):
        ledger.house_options("record", 5, "yes")


def test_penalties_show_on_every_phone(app: Flask) -> None:
    anna, bruno = Phone(app), Phone(app, addr="192.0.2.2")
    rows = ["Anna", "Bruno", "Carla"]
    data = {
        "game": "scala40",
        "player": rows + ["", "", ""],
        "me": "0",
        "penalties": "warning",
        "penalty_points": "15",
    }
    response = anna.post("/tables", data)
    assert response.status_code == 303
    table_id = response.headers["Location"].removeprefix("/t/")
    bruno.sit(table_id, 1)
    panel = bruno.page(f"/t/{table_id}/fold/ledger")
    assert panel.has("form.penalty-form")
    seq = app.extensions["referee"].head_seq(table_id)
    form = {"seat": "2", "code": "exposed_card", "expected_seq": str(seq), "box": "ledger"}
    assert bruno.post(f"/t/{table_id}/penalties", form).status_code == 303
    form["expected_seq"] = str(seq + 1)
    assert bruno.post(f"/t/{table_id}/penalties", form).status_code == 303
    counts = anna.table(table_id).one("#ledger-counts").text
    assert "Carla: 2 penalties · 1 warning · 15 points" in counts
    assert "a warning first, then points" in counts


def test_the_catalogue_lists_each_games_irregularities(client: FlaskClient) -> None:
    games = {g["id"]: g for g in client.get("/api/v1/games").get_json()["games"]}
    codes = [i["code"] for i in games["scala40"]["irregularities"]]
    assert {"exposed_card", "wrong_meld", "card_count", "out_of_turn", "late"} <= set(codes)
    assert all(g["irregularities"] for g in games.values())


def test_the_house_options_show_on_the_table_page(app: Flask) -> None:
    anna = Phone(app)
    data = {"game": "tamalo", "player": ["Anna", "Bruno", "", "", "", ""], "me": "0"}
    response = anna.post("/tables", {**data, "penalties": "points", "penalty_points": "5"})
    table_id = response.headers["Location"].removeprefix("/t/")
    said = anna.table(table_id).one("#house-options").text
    assert said == "Penalties: points each time (5 each)"


def test_a_table_file_keeps_its_seats_penalties_and_repairs(client: FlaskClient) -> None:
    body = {
        "game": "tamalo",
        "players": ["Anna", "Bruno", "Carla"],
        "draw_seats": True,
        "penalties": "warning",
    }
    created = client.post("/api/v1/tables", json=body).get_json()
    table_id, auth = created["id"], {"Authorization": f"Bearer {created['host_token']}"}

    def seq() -> int:
        return client.get(f"/api/v1/tables/{table_id}").get_json()["seq"]

    def post(path: str, **data: Any) -> Any:
        url = f"/api/v1/tables/{table_id}/{path}"
        return client.post(url, json={"expected_seq": seq(), **data}, headers=auth)

    post("penalties", seat=1, code="late")
    undone = post("penalties", seat=2, code="late").get_json()["seq"]
    post(f"moves/{undone}/void")
    post("moves", type="hand", caller=None, hands=[9, 2, 7])
    post("moves", type="hand", caller=None, hands=[3, 8, 1])
    assert post("seat-swap", seats=[0, 2], hand=2).status_code == 201
    before = client.get(f"/api/v1/tables/{table_id}").get_json()
    document = client.get(f"/api/v1/tables/{table_id}/export").get_json()
    imported = client.post("/api/v1/imports", json=document)
    assert imported.status_code == 201, imported.get_json()
    after = client.get(f"/api/v1/tables/{imported.get_json()['id']}").get_json()
    assert after["totals"] == before["totals"]
    assert [s["name"] for s in after["seats"]] == [s["name"] for s in before["seats"]]
    assert after["ledger"]["seats"] == before["ledger"]["seats"]
    assert after["ledger"]["mode"] == "warning"
    events = client.get(f"/api/v1/tables/{imported.get_json()['id']}/moves").get_json()["events"]
    assert [e["type"] for e in events][:2] == ["house", "seating"]
    assert "seat_swap" in [e["type"] for e in events]
