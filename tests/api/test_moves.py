"""Logging moves through the API: scores, refusals, conflicts, retries, undo and corrections."""

from __future__ import annotations

import threading

import pytest
from flask import Flask

from tests.conftest import ApiTable, make_table

pytestmark = pytest.mark.storage

IT = {"Accept-Language": "it"}


def test_a_hand_scores_with_a_line_per_seat_citing_the_rule(table: ApiTable) -> None:
    table.sit(2)
    response = table.hand(0, [["3H", "4C"], ["2S"], ["KD", "JS", "AC"], 14], seat=2)
    assert response.status_code == 201
    body = response.get_json()
    assert body["seq"] == 1 and not body["replayed"]
    event = body["event"]
    assert event["author_seat"] == 2
    assert event["hand"]["scores"] == [22, 0, 12, 14]
    anna = event["lines"][0]
    assert anna["points"] == 22 and anna["rules"] == ["TAM-CALLER-GT5"]
    assert anna["text"] == "Anna called Tamalo with 7 (3♥ + 4♣), not the lowest: 15 + 7 = 22."
    assert body["table"]["totals"] == [22, 0, 12, 14]
    assert [s["name"] for s in body["table"]["standings"]] == ["Bruno", "Carla", "Dario", "Anna"]


def test_explanations_come_in_italian(table: ApiTable) -> None:
    response = table.move(
        {"type": "hand", "caller": 0, "hands": [["3H", "4C"], 1, 2, 3]}, None, **IT
    )
    assert response.get_json()["event"]["lines"][0]["text"] == (
        "Anna ha chiamato Tamalo con 7 (3♥ + 4♣) ma non ha il totale più basso: 15 + 7 = 22."
    )


def test_game_ends_at_100_and_names_the_winner(client) -> None:
    table = make_table(client, ["Anna", "Bruno"], {"target": 30})
    table.hand(None, [20, 4])
    assert table.state()["finished"] is False
    response = table.hand(None, [12, 6])
    summary = response.get_json()["table"]
    assert summary["finished"] is True
    assert summary["winners"] == [1]
    assert summary["outcome"] == "Bruno wins with 6."
    refused = table.hand(None, [1, 1])
    assert refused.status_code == 422
    assert refused.get_json()["rule"] == "TAM-END"


@pytest.mark.parametrize(
    ("move", "status", "rule", "words"),
    [
        ({"type": "hand", "caller": None, "hands": [1, 2, 3]}, 422, "TAM-PLAYERS", "4 hands"),
        ({"type": "hand", "caller": 9, "hands": [1, 2, 3, 4]}, 422, "TAM-PLAYERS", "no seat 9"),
        (
            {"type": "hand", "caller": 0, "hands": [["AH", "AH"], 1, 2, 3]},
            422,
            "TAM-DECK",
            "appears 2 times",
        ),
        (
            {"type": "hand", "caller": 0, "hands": [["7S", "7H", "7D"], ["7C", "7"], 2, 3]},
            422,
            "TAM-DECK",
            "5 cards of rank 7",
        ),
        (
            {"type": "hand", "caller": 0, "hands": [["JK"], 1, 2, 3]},
            422,
            "TAM-JOKE",
            "without jokers",
        ),
        ({"type": "hand", "caller": 0, "hands": [["1H"], 1, 2, 3]}, 422, None, "not a card"),
        ({"type": "hand", "caller": 0, "hands": [["K"], 1, 2, 3]}, 422, None, "king needs"),
        ({"type": "hand", "caller": 0, "hands": [-1, 1, 2, 3]}, 422, None, "at least 0"),
        ({"type": "hand", "caller": 0, "hands": [True, 1, 2, 3]}, 422, None, "whole number"),
        ({"type": "hand", "caller": 0}, 422, None, "'hands' is missing"),
        ({"type": "hand", "hands": [1, 2, 3, 4], "cheat": 1}, 422, None, "Unexpected field"),
        ({"type": "castle"}, 422, None, "Unknown move type"),
        ({"hands": [1, 2, 3, 4]}, 422, None, "'type' is missing"),
        ({"type": "match", "seat": 1, "card": "7H"}, 422, "TAM-MATCH", "no discard"),
        ({"type": "void", "seq": 1}, 422, None, "their own endpoints"),
    ],
)
def test_illegal_and_malformed_moves_change_nothing(
    table: ApiTable, move: dict, status: int, rule: str | None, words: str
) -> None:
    response = table.move(move)
    assert response.status_code == status
    problem = response.get_json()
    assert response.mimetype == "application/problem+json"
    assert problem.get("rule") == rule
    assert words in problem["detail"]
    if rule:
        assert problem["rule_url"] == f"/rules/{rule}"
    state = table.state()
    assert state["seq"] == 0 and state["totals"] == [0, 0, 0, 0]


def test_a_refusal_names_the_rule_in_italian(table: ApiTable) -> None:
    table.move({"type": "tamalo", "seat": 1})
    problem = table.move({"type": "tamalo", "seat": 2}, None, **IT).get_json()
    assert problem["rule"] == "TAM-CALL"
    assert problem["detail"] == "Bruno ha già chiamato Tamalo in questa mano."
    assert problem["title"] == "Mossa non consentita dalle regole"


def test_moves_need_a_valid_token(table: ApiTable) -> None:
    body = {"type": "tamalo", "seat": 1, "expected_seq": 0}
    missing = table.client.post(f"/api/v1/tables/{table.id}/moves", json=body)
    assert missing.status_code == 401
    assert missing.headers["WWW-Authenticate"].startswith("Bearer")
    wrong = table.client.post(
        f"/api/v1/tables/{table.id}/moves", json=body, headers={"Authorization": "Bearer nope"}
    )
    assert wrong.status_code == 401
    other = make_table(table.client)
    foreign = table.client.post(f"/api/v1/tables/{table.id}/moves", json=body, headers=other.auth())
    assert foreign.status_code == 401
    assert table.state()["seq"] == 0


def test_spectators_cannot_log(table: ApiTable) -> None:
    token = table.client.post(
        f"/api/v1/tables/{table.id}/join", json={"secret": table.secret, "seat": None}
    ).get_json()["token"]
    response = table.client.post(
        f"/api/v1/tables/{table.id}/moves",
        json={"type": "tamalo", "seat": 1, "expected_seq": 0},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 403


@pytest.mark.parametrize("expected", [None, "0", True, -1, 5])
def test_expected_seq_must_be_the_current_one(table: ApiTable, expected: object) -> None:
    body: dict = {"type": "tamalo", "seat": 1}
    if expected is not None:
        body["expected_seq"] = expected
    response = table.client.post(
        f"/api/v1/tables/{table.id}/moves", json=body, headers=table.auth()
    )
    if expected == 5:  # a seq, but not the current one; -1 is not a seq at all
        assert response.status_code == 409
        assert response.get_json()["current_seq"] == 0
    else:
        assert response.status_code == 422
        assert response.get_json()["field"] == "expected_seq"
    assert table.state()["seq"] == 0


def test_a_stale_move_gets_409_with_the_current_state_and_is_not_applied(table: ApiTable) -> None:
    table.hand(None, [1, 2, 3, 4])
    response = table.move({"type": "hand", "caller": None, "hands": [9, 9, 9, 9]}, expected_seq=0)
    assert response.status_code == 409
    problem = response.get_json()
    assert problem["current_seq"] == 1 and problem["expected_seq"] == 0
    assert "Meanwhile another phone logged something" in problem["detail"]
    assert problem["table"]["seq"] == 1 and problem["table"]["totals"] == [0, 0, 0, 0]
    assert problem["table"]["prompt"]["text"].startswith("Hand 2")
    assert table.state()["totals"] == [0, 0, 0, 0]
    assert table.state()["seq"] == 1


def test_two_phones_at_once_exactly_one_applies(app: Flask) -> None:
    """Eight phones submit the same hand against seq 0 at the same moment."""
    table = make_table(app.test_client())
    barrier = threading.Barrier(8)
    statuses: list[int] = []
    lock = threading.Lock()

    def phone(i: int) -> None:
        client = app.test_client()
        barrier.wait()
        response = client.post(
            f"/api/v1/tables/{table.id}/moves",
            json={"type": "hand", "caller": None, "hands": [i, 5, 5, 5], "expected_seq": 0},
            headers=table.auth(),
        )
        with lock:
            statuses.append(response.status_code)

    threads = [threading.Thread(target=phone, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [201] + [409] * 7
    events = table.client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    assert len(events) == 1


def test_a_retried_post_logs_once_and_answers_the_same(table: ApiTable) -> None:
    move = {"type": "hand", "caller": 1, "hands": [10, 2, 30, 40], "expected_seq": 0}
    headers = {**table.auth(), "Idempotency-Key": "hand-1-from-anna"}
    first = table.client.post(f"/api/v1/tables/{table.id}/moves", json=move, headers=headers)
    again = table.client.post(f"/api/v1/tables/{table.id}/moves", json=move, headers=headers)
    assert first.status_code == 201
    assert again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json()["event"] == first.get_json()["event"]
    assert again.get_json()["seq"] == 1
    events = table.client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    assert len(events) == 1
    assert table.state()["totals"] == [10, 0, 30, 40]


def test_a_reused_key_with_another_body_is_refused(table: ApiTable) -> None:
    headers = {**table.auth(), "Idempotency-Key": "k1"}
    url = f"/api/v1/tables/{table.id}/moves"
    table.client.post(url, json={"type": "tamalo", "seat": 1, "expected_seq": 0}, headers=headers)
    response = table.client.post(
        url, json={"type": "tamalo", "seat": 2, "expected_seq": 1}, headers=headers
    )
    assert response.status_code == 422
    assert "already used for a different request" in response.get_json()["detail"]
    assert table.state()["seq"] == 1


def test_concurrent_retries_with_one_key_log_once(app: Flask) -> None:
    table = make_table(app.test_client())
    barrier = threading.Barrier(5)
    statuses: list[int] = []

    def retry() -> None:
        client = app.test_client()
        barrier.wait()
        statuses.append(
            client.post(
                f"/api/v1/tables/{table.id}/moves",
                json={"type": "tamalo", "seat": 3, "expected_seq": 0},
                headers={**table.auth(), "Idempotency-Key": "same"},
            ).status_code
        )

    threads = [threading.Thread(target=retry) for _ in range(5)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [200, 200, 200, 200, 201]
    assert table.state()["seq"] == 1


def test_undo_replays_the_log_without_the_move(table: ApiTable) -> None:
    table.hand(0, [6, 10, 20, 30])  # seq 1: Anna 21
    table.hand(1, [9, 2, 20, 30])  # seq 2: Bruno 0
    table.hand(None, [5, 5, 5, 5])  # seq 3
    response = table.void(2, reason="wrong hand")
    assert response.status_code == 201
    body = response.get_json()
    assert body["event"]["type"] == "void"
    assert body["event"]["lines"][0]["text"] == "Undone: hand 2 (wrong hand)"
    state = table.state()
    assert state["totals"] == [21 + 5, 10 + 5, 20 + 5, 30 + 5]
    assert [h["number"] for h in state["hands"]] == [1, 2]  # hand 3 is now hand 2
    events = {
        e["seq"]: e
        for e in table.client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    }
    assert events[2]["status"] == "voided" and events[2]["by"] == 4
    assert events[2]["lines"]  # the voided hand keeps its words, struck through on the page
    # Undo the undo: the hand comes back at its place.
    redo = table.void(4, reason="it was right")
    assert redo.status_code == 201
    assert table.state()["totals"] == [21 + 9 + 5, 10 + 0 + 5, 20 + 20 + 5, 30 + 30 + 5]
    assert table.state()["hands"][2]["number"] == 3


def test_undo_refused_when_a_later_move_would_become_illegal(table: ApiTable) -> None:
    join = table.move({"type": "join", "name": "Elena"})
    assert join.status_code == 201
    table.hand(None, [1, 2, 3, 4, 5])  # five hands: needs Elena's seat
    response = table.void(1)
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["rule"] == "TAM-PLAYERS"
    assert problem["conflicting_seq"] == 2
    # Named as players count (the log's number is conflicting_seq): the join, then hand 1.
    assert problem["detail"].startswith(
        "Undoing “Late joiner” during hand 1 would make a later move illegal, hand 1: "
    )
    assert table.state()["seq"] == 2


def test_void_errors(table: ApiTable) -> None:
    table.hand(None, [1, 2, 3, 4])
    assert table.void(7).status_code == 404
    assert table.void(1).status_code == 201
    again = table.void(1)
    assert again.status_code == 422 and again.get_json()["detail"] == "Already undone: hand 1."
    stale = table.client.post(
        f"/api/v1/tables/{table.id}/moves/2/void",
        json={"expected_seq": 0},
        headers=table.auth(),
    )
    assert stale.status_code == 409
    not_a_number = table.client.post(
        f"/api/v1/tables/{table.id}/moves/abc/void", json={"expected_seq": 2}, headers=table.auth()
    )
    assert not_a_number.status_code == 404


def test_players_undo_moves_but_only_the_host_undoes_their_undos(table: ApiTable) -> None:
    table.sit(1)
    table.sit(2)
    table.hand(None, [1, 2, 3, 4], seat=1)
    assert table.void(1, seat=2).status_code == 201  # Carla undoes Bruno's hand
    refused = table.void(2, seat=1)  # Bruno may not undo Carla's undo
    assert refused.status_code == 403
    assert table.void(2, seat=2).status_code == 201  # Carla may undo her own
    assert table.state()["totals"] == [0, 0, 0, 0]  # 1, 2, 3, 4 all under 5


def test_a_correction_replaces_the_hand_in_place(table: ApiTable) -> None:
    table.hand(0, [6, 10, 20, 30])
    table.hand(None, [7, 8, 9, 10])
    response = table.client.post(
        f"/api/v1/tables/{table.id}/moves/1/correct",
        json={
            "expected_seq": 2,
            "reason": "Anna had 3",
            "move": {"type": "hand", "caller": 0, "hands": [3, 10, 20, 30]},
        },
        headers=table.auth(),
    )
    assert response.status_code == 201
    state = table.state()
    assert state["totals"] == [0 + 7, 10 + 8, 20 + 9, 30 + 10]
    assert state["hands"][0]["scores"] == [0, 10, 20, 30]
    events = {
        e["seq"]: e
        for e in table.client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    }
    assert events[1]["status"] == "corrected" and events[1]["by"] == 3
    assert events[1]["payload"]["hands"][0] == 6  # the log still shows what was first entered


def test_a_correction_that_breaks_a_later_move_is_refused(client) -> None:
    table = make_table(client, ["Anna", "Bruno"], {"target": 50})
    table.hand(None, [20, 30])
    table.hand(None, [20, 10])  # Bruno 40, Anna 40: nobody at 50
    table.hand(None, [15, 5])  # Anna 55: game over
    response = table.client.post(
        f"/api/v1/tables/{table.id}/moves/1/correct",
        json={"expected_seq": 3, "move": {"type": "hand", "caller": None, "hands": [60, 30]}},
        headers=table.auth(),
    )
    assert response.status_code == 422
    assert response.get_json()["rule"] == "TAM-END"
    assert table.state()["totals"] == [55, 45]


def test_host_hands_over_and_replaces_a_seat(table: ApiTable) -> None:
    bruno = table.sit(1)
    refused = table.client.post(
        f"/api/v1/tables/{table.id}/host", json={"seat": 2, "expected_seq": 0}, headers=table.auth()
    )
    assert refused.status_code == 422  # nobody sits at seat 2 yet
    response = table.client.post(
        f"/api/v1/tables/{table.id}/host", json={"seat": 1, "expected_seq": 0}, headers=table.auth()
    )
    assert response.status_code == 201
    me = table.client.get(
        f"/api/v1/tables/{table.id}", headers={"Authorization": f"Bearer {bruno}"}
    ).get_json()
    assert me["you"]["role"] == "host"
    # The old host can no longer replace seats; Bruno can.
    old = table.client.post(
        f"/api/v1/tables/{table.id}/seats/3",
        json={"name": "Elena", "expected_seq": 1},
        headers=table.auth(),
    )
    assert old.status_code == 403
    new = table.client.post(
        f"/api/v1/tables/{table.id}/seats/3",
        json={"name": "Elena", "expected_seq": 1},
        headers={"Authorization": f"Bearer {bruno}"},
    )
    assert new.status_code == 201
    assert [s["name"] for s in table.state()["seats"]] == ["Anna", "Bruno", "Carla", "Elena"]


def test_the_move_log_reads_after_a_seq(table: ApiTable) -> None:
    table.move({"type": "tamalo", "seat": 2})
    table.hand(2, [9, 9, 1, 9])
    body = table.client.get(f"/api/v1/tables/{table.id}/moves?after=1").get_json()
    assert body["seq"] == 2
    assert [e["seq"] for e in body["events"]] == [2]
    bad = table.client.get(f"/api/v1/tables/{table.id}/moves?after=x")
    assert bad.status_code == 422


def test_a_late_joiner_starts_last_placed(table: ApiTable) -> None:
    table.hand(None, [10, 30, 20, 0])
    response = table.move({"type": "join", "name": "Elena"})
    assert response.status_code == 201
    state = table.state()
    assert state["seats"][4] == {"number": 4, "name": "Elena", "total": 30}
    assert response.get_json()["event"]["lines"][0]["rules"] == ["TAM-JOIN", "TAM-AMB-7"]
