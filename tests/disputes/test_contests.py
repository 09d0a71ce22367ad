"""Contesting a logged move and settling it: what every phone's totals become, and what is
refused (with nothing written), through the API."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from referee.games import GAMES
from tests.conftest import ApiTable

TIE = [3, 3, 10, 12]  # Anna calls and ties Bruno for the lowest


def _table(client: FlaskClient, settle: str | None = None, **options: Any) -> ApiTable:
    body: dict[str, Any] = {
        "game": "tamalo",
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "options": {"caller_tie": "strict", **options},
    }
    if settle is not None:
        body["settle"] = settle
    response = client.post("/api/v1/tables", json=body)
    assert response.status_code == 201, response.get_json()
    data = response.get_json()
    table = ApiTable(client, data["id"], data["host_token"], data["join_url"], data["room_code"])
    for seat in range(4):
        table.sit(seat)
    return table


def _post(table: ApiTable, path: str, body: dict[str, Any], seat: int | None = None, **h: str):
    headers = {**table.auth(seat), **h}
    response = table.client.post(f"/api/v1/tables/{table.id}{path}", json=body, headers=headers)
    if response.status_code == 201:
        table.seq = response.get_json()["seq"]
    return response


def _contest(table: ApiTable, seq: int, seat: int | None = 2, reason: str = "a tie") -> int:
    response = _post(table, f"/moves/{seq}/contest", {"reason": reason}, seat)
    assert response.status_code == 201, response.get_json()
    return int(response.get_json()["seq"])


def _hands(table: ApiTable) -> dict[int, list[int]]:
    events = table.client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    return {
        e["hand"]["number"]: e["hand"]["scores"]
        for e in events
        if e["hand"] is not None and e["status"] != "voided"
    }


def _panel(table: ApiTable, seq: int) -> dict[str, Any]:
    response = table.client.get(f"/api/v1/tables/{table.id}/alternatives?seq={seq}")
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def test_a_contest_marks_the_totals_provisional_and_shows_each_reading(
    client: FlaskClient,
) -> None:
    table = _table(client)
    table.hand(0, TIE, seat=0)
    table.hand(None, [1, 2, 3, 4], seat=1)
    assert _panel(table, 1)["provisional"] is False
    contest = _contest(table, 1)
    panel = _panel(table, 1)
    assert panel["provisional"] is True
    assert panel["hand"] == 1 and panel["scores"] == [15, 0, 10, 12]
    assert {"TAM-AMB-1", "TAM-CALLER-NL"} <= {r["id"] for r in panel["rules"]}
    rule = next(r for r in panel["rules"] if r["id"] == "TAM-CALLER-NL")
    assert rule["source_it"].startswith("Se colui che ha chiamato Tamalo")
    (ambiguity,) = panel["ambiguities"]
    assert ambiguity["option"] == "caller_tie"
    strict, shared = ambiguity["readings"]
    assert strict["in_force"] and strict["totals"] == [15, 0, 10, 12]
    assert shared["value"] == "shared" and shared["hand"] == [0, 0, 10, 12]
    assert shared["totals"] == [0, 0, 10, 12]
    assert panel["contests"][0]["seq"] == contest
    assert panel["contests"][0]["status"] == "open"


def test_the_host_switches_the_option_from_the_contested_hand_on_and_only_from_there(
    client: FlaskClient,
) -> None:
    table = _table(client)
    for _ in range(3):
        table.hand(0, TIE, seat=0)
    assert _hands(table) == {n: [15, 0, 10, 12] for n in (1, 2, 3)}
    contest = _contest(table, 2)
    predicted = next(
        r["totals"] for r in _panel(table, 2)["ambiguities"][0]["readings"] if not r["in_force"]
    )
    body = {"decision": "switch", "option": "caller_tie", "value": "shared", "reason": "club"}
    response = _post(table, f"/contests/{contest}/resolve", body)
    assert response.status_code == 201, response.get_json()
    assert _hands(table) == {1: [15, 0, 10, 12], 2: [0, 0, 10, 12], 3: [0, 0, 10, 12]}
    totals = table.state()["totals"]
    assert totals == predicted == [15, 0, 30, 36]
    # The next hand is played under the new reading, on every phone.
    table.hand(0, TIE, seat=0)
    assert _hands(table)[4] == [0, 0, 10, 12]
    # The house rules say the switch and the hand it started from.
    page = client.get(f"/t/{table.id}", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert "from hand 2" in page
    # An undo later replays under the options of each hand.
    assert table.void(6, seat=0).status_code == 201
    assert _hands(table) == {1: [15, 0, 10, 12], 2: [0, 0, 10, 12], 3: [0, 0, 10, 12]}


def test_a_replacement_changes_the_totals_as_an_undo_and_a_new_entry_would(
    client: FlaskClient,
) -> None:
    settled = _table(client)
    undone = _table(client)
    for table in (settled, undone):
        table.hand(0, TIE, seat=0)
        table.hand(1, [4, 2, 9, 11], seat=1)
    right = {"type": "hand", "caller": 0, "hands": [2, 3, 10, 12]}
    contest = _contest(settled, 1)
    body = {"decision": "replace", "move": right, "reason": "Anna had 2"}
    response = _post(settled, f"/contests/{contest}/resolve", body)
    assert response.status_code == 201, response.get_json()
    assert undone.void(1, seat=2).status_code == 201
    assert undone.move(right, seat=2).status_code == 201
    assert settled.state()["totals"] == undone.state()["totals"] == [0, 0, 19, 23]
    events = client.get(f"/api/v1/tables/{settled.id}/moves").get_json()["events"]
    assert [e["type"] for e in events[-2:]] == ["correct", "resolve"]
    assert events[0]["status"] == "corrected"
    assert events[-1]["payload"]["by"] == "host"


def test_a_majority_of_the_seated_players_settles_a_contest(client: FlaskClient) -> None:
    table = _table(client, settle="majority")
    table.hand(0, TIE, seat=0)
    contest = _contest(table, 1, seat=1)
    keep = {"decision": "keep", "reason": "rules are rules"}
    switch = {"decision": "switch", "option": "caller_tie", "value": "shared"}
    assert _post(table, f"/contests/{contest}/vote", switch, 1).get_json()["event"]["type"] == (
        "vote"
    )
    assert _post(table, f"/contests/{contest}/vote", keep, 0).status_code == 201
    assert _post(table, f"/contests/{contest}/vote", switch, 2).status_code == 201
    assert _panel(table, 1)["contests"][0]["status"] == "open"  # 2 of 4: not a majority
    assert table.state()["totals"] == [15, 0, 10, 12]
    third = _post(table, f"/contests/{contest}/vote", switch, 3)
    assert third.status_code == 201
    assert third.get_json()["event"]["type"] == "resolve"
    assert third.get_json()["table"]["totals"] == [0, 0, 10, 12]
    contest_now = _panel(table, 1)["contests"][0]
    assert contest_now["status"] == "resolved"
    assert contest_now["resolution"]["by"] == "vote"
    assert [v["name"] for v in contest_now["votes"]] == ["Bruno", "Anna", "Carla", "Dario"]
    # The host of a table settled by vote does not decide alone.
    table.hand(0, TIE, seat=0)
    again = _contest(table, table.seq, seat=1)
    refused = _post(table, f"/contests/{again}/resolve", keep)
    assert refused.status_code == 422 and "by vote" in refused.get_json()["detail"]


@pytest.mark.storage
def test_two_phones_voting_at_the_same_instant_count_once_each(app: Flask) -> None:
    client = app.test_client()
    table = _table(client, settle="all")
    table.hand(0, TIE, seat=0)
    contest = _contest(table, 1, seat=1)
    keep = {"decision": "keep"}
    answers: list[int] = []
    start = threading.Barrier(2)

    def vote(seat: int) -> None:
        phone = app.test_client()
        start.wait()
        response = phone.post(
            f"/api/v1/tables/{table.id}/contests/{contest}/vote",
            json=keep,
            headers=table.auth(seat),
        )
        answers.append(response.status_code)

    phones = [threading.Thread(target=vote, args=(seat,)) for seat in (2, 3)]
    for phone in phones:
        phone.start()
    for phone in phones:
        phone.join()
    assert sorted(answers) == [201, 201]
    votes = _panel(table, 1)["contests"][0]["votes"]
    assert sorted(v["seat"] for v in votes) == [2, 3]
    # The last two seats agree: all four, the contest is settled, the entry stands.
    assert _post(table, f"/contests/{contest}/vote", keep, 0).status_code == 201
    last = _post(table, f"/contests/{contest}/vote", keep, 1)
    assert last.get_json()["event"]["type"] == "resolve"
    assert table.state()["totals"] == [15, 0, 10, 12]


def test_whoever_raised_a_contest_withdraws_it_and_nobody_else(client: FlaskClient) -> None:
    table = _table(client)
    table.hand(0, TIE, seat=0)
    contest = _contest(table, 1, seat=2)
    refused = _post(table, f"/contests/{contest}/withdraw", {}, 3)
    assert refused.status_code == 403
    assert _post(table, f"/contests/{contest}/withdraw", {}, 2).status_code == 201
    assert _panel(table, 1)["provisional"] is False
    assert _panel(table, 1)["contests"][0]["status"] == "withdrawn"
    # Withdrawn, it may be raised again.
    _contest(table, 1, seat=3)


def _seq(table: ApiTable) -> int:
    return int(table.state()["seq"])


@pytest.mark.parametrize(
    ("path", "body", "seat", "status", "said"),
    [
        ("/moves/9/contest", {"reason": "x"}, 2, 404, "Non c'è una mossa 9"),
        ("/moves/1/contest", {"reason": "a\x1bb"}, 2, 422, "caratteri di controllo"),
        ("/moves/1/contest", {"reason": "x" * 201}, 2, 422, "200"),
        ("/moves/1/contest", {"reason": ""}, 2, 422, "Scrivi perché"),
        ("/moves/1/contest", {"reason": "x"}, "watcher", 403, "Solo chi siede"),
        ("/moves/1/contest", {"reason": "x"}, "stranger", 401, ""),
        ("/contests/2/vote", {"decision": "keep"}, 1, 422, "già votato"),
        ("/contests/2/vote", {"decision": "keep"}, "watcher", 403, "Vota chi siede"),
        ("/contests/2/vote", {"decision": "maybe"}, 3, 422, "Decisioni possibili"),
        (
            "/contests/2/vote",
            {"decision": "switch", "option": "caller_tie", "value": "lenient"},
            3,
            422,
            "Valore non valido",
        ),
        (
            "/contests/2/vote",
            {"decision": "switch", "option": "no_such", "value": 1},
            3,
            422,
            "non ha l'opzione",
        ),
        ("/contests/2/resolve", {"decision": "keep"}, 1, 403, "Decide chi ospita"),
        ("/contests/7/vote", {"decision": "keep"}, 3, 404, "Questa contestazione non c'è."),
        ("/contests/2/withdraw", {}, "watcher", 403, "Ritira"),
    ],
)
def test_bad_input_is_refused_in_the_users_language_and_nothing_is_written(
    client: FlaskClient, path: str, body: dict[str, Any], seat: Any, status: int, said: str
) -> None:
    table = _table(client, settle="majority")
    table.hand(0, TIE, seat=0)
    contest = _contest(table, 1, seat=2)
    assert contest == 2
    assert _post(table, "/contests/2/vote", {"decision": "keep"}, 1).status_code == 201
    before = _seq(table)
    headers = {"Accept-Language": "it"}
    if seat == "watcher":
        joined = client.post(
            f"/api/v1/tables/{table.id}/join", json={"secret": table.secret, "seat": None}
        )
        headers["Authorization"] = f"Bearer {joined.get_json()['token']}"
    elif seat == "stranger":
        headers["Authorization"] = "Bearer nobody-knows-me"
    else:
        headers.update(table.auth(seat))
    response = client.post(f"/api/v1/tables/{table.id}{path}", json=body, headers=headers)
    assert response.status_code == status, response.get_json()
    assert response.mimetype == "application/problem+json"
    assert said in response.get_json()["detail"]
    assert _seq(table) == before
    assert _panel(table, 1)["contests"][0]["status"] == "open"


def test_a_voided_move_or_a_settled_contest_is_refused(client: FlaskClient) -> None:
    table = _table(client)
    table.hand(0, TIE, seat=0)
    table.hand(None, [1, 2, 3, 4], seat=0)
    assert table.void(2, seat=0).status_code == 201
    voided = _post(table, "/moves/2/contest", {"reason": "x"}, 1, **{"Accept-Language": "en"})
    assert voided.status_code == 422
    assert voided.get_json()["detail"] == "Undone, so it cannot be contested: hand 2."
    contest = _contest(table, 1)
    twice = _post(table, "/moves/1/contest", {"reason": "x"}, 3, **{"Accept-Language": "en"})
    assert twice.status_code == 422
    assert twice.get_json()["detail"] == "Already contested: hand 1."
    assert _post(table, f"/contests/{contest}/resolve", {"decision": "keep"}).status_code == 201
    before = _seq(table)
    again = _post(table, f"/contests/{contest}/resolve", {"decision": "keep"})
    assert again.status_code == 422 and "already resolved" in again.get_json()["detail"]
    assert _seq(table) == before
    # A resolution is never undone as a move is.
    assert table.void(before, seat=0).status_code == 422


def _play(client: FlaskClient, game_id: str) -> ApiTable:
    """A table of the game that logged a hand another reading would score otherwise: the
    game's sample, or a hand of its rules' tests where the sample has none."""
    game = GAMES[game_id]
    sample = game.sample
    assert sample is not None
    players, options, moves = SCENARIOS.get(
        game_id, (list(sample.players), dict(sample.options), sample.kept_moves())
    )
    created = client.post(
        "/api/v1/tables", json={"game": game_id, "players": players, "options": options}
    )
    assert created.status_code == 201, created.get_json()
    data = created.get_json()
    table = ApiTable(client, data["id"], data["host_token"], data["join_url"], data["room_code"])
    for move in moves:
        assert table.move(dict(move)).status_code == 201
    return table


FOUR = ["Anna", "Bruno", "Carla", "Dario"]
#: Hands the samples do not have: Tamalo's tie, Tarocco's two offers (TAR-AMB-1), Efele's
#: deadlock (EFE-AMB-7).
SCENARIOS: dict[str, tuple[list[str], dict[str, Any], list[dict[str, Any]]]] = {
    "tamalo": (FOUR, {}, [{"type": "hand", "caller": 0, "hands": TIE}]),
    "tarocco": (
        FOUR,
        {},
        [
            {"type": "call", "seat": 1, "call": "offro", "points": 3},
            {"type": "call", "seat": 2, "call": "offro", "points": 5},
            {"type": "call", "seat": 3, "call": "piglio", "accepts": 2},
            {"type": "call", "seat": 0, "call": "vado"},
        ],
    ),
    "efele": (
        FOUR,
        {},
        # Dario goes out with the Weli: no dead value can be completed with it (EFE-AMB-8)
        [{"type": "claim", "seat": 3, "cards": ["7H", "7L", "7E", "WELI"]}]
        + [
            {"type": "centre", "seat": 0, "card": card}
            for card in ["8H", "9H", "10H", "UH", "OH", "KH", "AH"]
        ]
        + [{"type": "deadlock"}],
    ),
}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_shows_the_other_readings_of_a_contested_hand_and_a_switch_keeps_them(
    client: FlaskClient, game_id: str
) -> None:
    table = _play(client, game_id)
    events = client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    contested = next(
        e
        for e in events
        if e["status"] != "voided" and e["hand"] is not None and e["hand"]["alternatives"]
    )
    number = contested["hand"]["number"]
    before = _hands(table)
    contest = _contest(table, contested["seq"], seat=None)
    panel = _panel(table, contested["seq"])
    assert panel["provisional"] and panel["hand"] == number
    alternative = contested["hand"]["alternatives"][0]
    ambiguity = next(a for a in panel["ambiguities"] if a["option"] == alternative["option"])
    reading = next(r for r in ambiguity["readings"] if r["value"] == alternative["value"])
    assert reading["hand"] == alternative["scores"]
    assert set(alternative["rules"]) <= {r["id"] for r in panel["rules"]}
    body = {"decision": "switch", "option": alternative["option"], "value": alternative["value"]}
    response = _post(table, f"/contests/{contest}/resolve", body)
    if reading["broken"] is not None:
        assert response.status_code == 422
        return
    assert response.status_code == 201, response.get_json()
    after = _hands(table)
    # (A reading that leaves the hand unscored, a redeal, scores nothing in it.)
    assert after.get(number, [0] * len(alternative["scores"])) == alternative["scores"]
    assert {n: s for n, s in after.items() if n < number} == {
        n: s for n, s in before.items() if n < number
    }
    assert table.state()["totals"] == reading["totals"]


def test_the_table_page_marks_a_contested_move_and_the_panel_shows_its_readings(
    client: FlaskClient,
) -> None:
    table = _table(client)
    table.hand(0, TIE, seat=0)
    panel_page = client.get(
        f"/t/{table.id}/moves/1/dispute", headers={"Accept-Language": "en"}
    ).get_data(as_text=True)
    assert "Shared: a tie is enough" in panel_page and "Anna 0" in panel_page
    assert "Se colui che ha chiamato Tamalo" in panel_page
    assert 'name="q"' in panel_page  # the rule search box
    _contest(table, 1)
    page = client.get(f"/t/{table.id}", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert "Totals provisional" in page and "contest-mark" in page
