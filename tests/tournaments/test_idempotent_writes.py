"""A tournament write retried with its Idempotency-Key: answered once, written once.

The organiser's phone loses the answer and sends the same request again: the log grows
by one entry, not two, and the retry gets the first answer. The same key with another
request is refused, nothing written.
"""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.tournaments.test_api import PLAYERS, Tour


def test_a_check_in_retried_with_its_key_checks_in_once(client: FlaskClient) -> None:
    tour = Tour(client)
    key = {"Idempotency-Key": "door-anna-1"}
    path = f"/api/v1/tournaments/{tour.id}/check-in"
    first = client.post(path, json={"name": "Anna"}, headers=key)
    again = client.post(path, json={"name": "Anna"}, headers=key)
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()  # the same person, the same token
    assert again.headers["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first.headers
    people = tour.get()["people"]
    assert [p["name"] for p in people] == ["Anna"]
    assert tour.get()["seq"] == 1


def test_a_round_drawn_twice_with_one_key_is_one_round(client: FlaskClient) -> None:
    tour = Tour(client)
    for name in PLAYERS[:8]:
        assert tour.check_in(name).status_code == 201
    key = {"Idempotency-Key": "round-1"}
    first = tour.post("/rounds", {"seed": 7}, key)
    again = tour.post("/rounds", {"seed": 7}, key)
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()
    # 8 players: two tables of 4, each with its join link for the organiser.
    assert [len(t["seats"]) for t in first.get_json()["tables"]] == [4, 4]
    assert all(t["join_url"] for t in first.get_json()["tables"])
    state = tour.get()
    assert len(state["rounds"]) == 1
    assert state["seq"] == 9  # 8 check-ins and one round
    # A new key is a new request: the round is drawn already, so it is refused.
    refused = tour.post("/rounds", {"seed": 7}, {"Idempotency-Key": "round-1-bis"})
    assert refused.status_code == 422


def test_the_same_key_with_another_body_is_refused_and_writes_nothing(
    client: FlaskClient,
) -> None:
    tour = Tour(client)
    tour.check_in("Anna")
    anna = tour.people["Anna"]
    key = {"Idempotency-Key": "pay-1"}
    paid = tour.post(f"/people/{anna}/payments", {"amount": 500}, key)
    assert paid.status_code == 201 and paid.get_json() == {"seq": 2}
    other = tour.post(f"/people/{anna}/payments", {"amount": 700}, key)
    assert other.status_code == 422
    assert other.get_json()["field"] == "Idempotency-Key"
    assert "different request" in other.get_json()["detail"]
    again = tour.post(f"/people/{anna}/payments", {"amount": 500}, key)
    assert again.get_json() == {"seq": 2}
    entry = tour.get()["people"][0]
    assert entry["paid"] == 500  # once, not 500 + 500 nor 500 + 700
    assert tour.get()["seq"] == 2


def test_a_key_is_the_requests_own_across_steps(client: FlaskClient) -> None:
    """The same key on another step (withdraw after pay) is another request: refused."""
    tour = Tour(client)
    tour.check_in("Anna")
    anna = tour.people["Anna"]
    key = {"Idempotency-Key": "k"}
    assert tour.post(f"/people/{anna}/payments", {"amount": 100}, key).status_code == 201
    refused = tour.post(f"/people/{anna}/withdraw", None, key)
    assert refused.status_code == 422
    assert tour.get()["people"][0]["status"] == "in"


def test_a_bad_key_is_refused_before_anything_is_written(client: FlaskClient) -> None:
    tour = Tour(client)
    r = client.post(
        f"/api/v1/tournaments/{tour.id}/check-in",
        json={"name": "Anna"},
        headers={"Idempotency-Key": "x" * 129},
    )
    assert r.status_code == 422
    assert r.get_json()["field"] == "Idempotency-Key"
    assert tour.get()["people"] == []


def test_a_draft_published_twice_with_one_key_seats_once(client: FlaskClient) -> None:
    tour = Tour(client)
    for name in PLAYERS[:6]:
        tour.check_in(name)
    drafted = tour.post("/rounds/draft", {"seed": 3}, {"Idempotency-Key": "d1"})
    assert drafted.status_code == 201
    assert tour.post("/rounds/draft", {"seed": 3}, {"Idempotency-Key": "d1"}).get_json() == (
        drafted.get_json()
    )
    key = {"Idempotency-Key": "pub-1"}
    first = tour.post("/rounds/draft/publish", None, key)
    again = tour.post("/rounds/draft/publish", None, key)
    assert first.status_code == again.status_code == 201
    assert again.get_json() == first.get_json()
    state = tour.get()
    assert len(state["rounds"]) == 1
    assert state["seq"] == 8  # 6 check-ins, the draft, the round
