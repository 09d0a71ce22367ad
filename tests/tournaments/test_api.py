"""The Tamalo tournament of the issue through the API: 11 players checked in, two tables
(6 + 5), every phone told its seat, standings read from the tables' logs, a tie for a
place in the final settled by the organiser, then the final; and the refusals."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.conftest import ApiTable

PLAYERS = [
    "Anna",
    "Bruno",
    "Carla",
    "Dario",
    "Elena",
    "Franco",
    "Gino",
    "Ilaria",
    "Luca",
    "Marta",
    "Nino",
]


class Tour:
    def __init__(self, client: FlaskClient, game: str = "tamalo", **extra: Any) -> None:
        self.client = client
        r = client.post("/api/v1/tournaments", json={"game": game, "name": "Circolo", **extra})
        assert r.status_code == 201, r.get_json()
        body = r.get_json()
        self.id, self.token = body["id"], body["organiser_token"]
        self.people: dict[str, str] = {}
        self.tokens: dict[str, str] = {}

    @property
    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def check_in(self, name: str, **body: Any) -> Any:
        r = self.client.post(f"/api/v1/tournaments/{self.id}/check-in", json={"name": name, **body})
        if r.status_code == 201:
            self.people[name] = r.get_json()["person"]
            self.tokens[name] = r.get_json()["token"]
        return r

    def post(self, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Any:
        return self.client.post(
            f"/api/v1/tournaments/{self.id}{path}",
            json=body if body is not None else {},
            headers={**self.auth, **(headers or {})},
        )

    def get(self, path: str = "", lang: str = "en") -> Any:
        r = self.client.get(
            f"/api/v1/tournaments/{self.id}{path}", headers={"Accept-Language": lang}
        )
        assert r.status_code == 200, r.get_json()
        return r.get_json()


def play(client: FlaskClient, table: dict[str, Any], hands: list[int]) -> ApiTable:
    """A phone at the table's first seat logs one hand."""
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(0)
    response = t.hand(None, hands, seat=0)
    assert response.status_code == 201, response.get_json()
    return t


@pytest.fixture
def tour(client: FlaskClient) -> Tour:
    tour = Tour(client)
    for name in PLAYERS:
        assert tour.check_in(name, fee_owed=500).status_code == 201
    return tour


def test_eleven_players_split_six_and_five_and_each_phone_knows_its_seat(tour: Tour) -> None:
    r = tour.post("/rounds", {"seed": 7})
    assert r.status_code == 201, r.get_json()
    tables = r.get_json()["tables"]
    assert [len(t["seats"]) for t in tables] == [6, 5]
    seated = sorted(s["name"] for t in tables for s in t["seats"])
    assert seated == sorted(PLAYERS)
    # Every table is an ordinary table, with the seat names in the tournament's order.
    for t in tables:
        state = tour.client.get(f"/api/v1/tables/{t['table_id']}").get_json()
        assert [s["name"] for s in state["seats"]] == [s["name"] for s in t["seats"]]
    second = tables[1]
    third = second["seats"][2]
    seat = tour.get(f"/people/{third['person']}/seat", lang="it")
    assert seat["line"] == f"Tavolo 2, posto 3 — distribuisce {second['dealer']}"
    assert seat["join_url"] is None  # a stranger reading it gets no way in
    # The person's own phone (their token) gets the link to their table.
    mine = tour.client.get(
        f"/api/v1/tournaments/{tour.id}/people/{third['person']}/seat",
        headers={"Authorization": f"Bearer {tour.tokens[third['name']]}"},
    ).get_json()
    assert mine["join_url"] == second["join_url"]


def test_standings_follow_the_tables_logs_then_a_tie_is_settled_and_the_final_created(
    tour: Tour, client: FlaskClient
) -> None:
    tables = tour.post("/rounds", {"seed": 7}).get_json()["tables"]
    standings = tour.get("/standings")
    assert standings["missing"] == [1, 2] and not standings["ready_for_final"]
    first = play(client, tables[0], [0, 3, 40, 100, 10, 20])  # seats 0 and 1 tie on 0
    standings = tour.get("/standings")
    assert standings["missing"] == [2]
    one = {r["name"]: r for r in standings["rows"] if r["table"] == 1}
    s0, s1, s2 = (tables[0]["seats"][i]["name"] for i in range(3))
    assert one[s0]["status"] == one[s1]["status"] == "qualified"  # 0 and 0: both go
    assert one[s2]["status"] == "out"
    assert "Goes to the final" in one[s0]["why"] and "TAM-TOUR" in one[s0]["why"]
    play(client, tables[1], [10, 10, 100, 30, 50])  # seats 0 and 1 tie for first: both go
    # A correction at table 1 changes the standings: the hand is undone, then replaced.
    assert first.void(1, seat=0).status_code == 201
    assert first.hand(None, [0, 12, 12, 100, 30, 40], seat=0).status_code == 201
    standings = tour.get("/standings")
    assert standings["missing"] == []
    assert standings["ties"] == [
        {
            "table_id": tables[0]["table_id"],
            "table": 1,
            "people": [tables[0]["seats"][1]["name"], tables[0]["seats"][2]["name"]],
            "places": 1,
        }
    ]
    tied = next(r for r in standings["rows"] if r["name"] == s1)
    assert tied["status"] == "tie-break" and tied["tied_with"] == [s2]
    assert "tie-break required" in tied["why"]
    # The final waits for the tie.
    r = tour.post("/final")
    assert r.status_code == 422 and r.get_json()["rule"] == "TAM-AMB-8"
    p1, p2 = (tables[0]["seats"][i]["person"] for i in (1, 2))
    r = tour.post(
        "/tie-breaks",
        {"table_id": tables[0]["table_id"], "order": [p2, p1], "reason": "Extra hand: 4 to 9"},
    )
    assert r.status_code == 201, r.get_json()
    standings = tour.get("/standings", lang="it")
    winner = next(r for r in standings["rows"] if r["name"] == s2)
    assert winner["status"] == "qualified" and "Extra hand: 4 to 9" in winner["why"]
    assert standings["ready_for_final"]
    final = tour.post("/final", {"seed": 3})
    assert final.status_code == 201, final.get_json()
    seats = {s["name"] for s in final.get_json()["tables"][0]["seats"]}
    two = tables[1]["seats"]
    assert seats == {s0, s2, two[0]["name"], two[1]["name"]}
    standings = tour.get("/standings")
    assert standings["stage"] == "final" and standings["missing"] == [1]
    assert {r["status"] for r in standings["final"]} == {"playing"}
    assert tour.post("/final").status_code == 422


def test_check_in_steps_are_one_tap_each_and_never_delete(tour: Tour) -> None:
    anna = tour.people["Anna"]
    assert tour.post(f"/people/{anna}/payments", {"amount": 500}).status_code == 201
    assert tour.post(f"/people/{anna}/withdraw").status_code == 201
    assert tour.post(f"/people/{anna}/withdraw").status_code == 422
    people = {p["name"]: p for p in tour.get()["people"]}
    assert people["Anna"]["status"] == "withdrawn" and people["Anna"]["owes"] == 0
    assert people["Bruno"]["owes"] == 500
    r = tour.post("/rounds", {"seed": 1})
    assert sorted(s["name"] for t in r.get_json()["tables"] for s in t["seats"]) == sorted(
        PLAYERS[1:]
    )
    assert tour.post(f"/people/{anna}/reenter").status_code == 201
    people = {p["name"]: p for p in tour.get()["people"]}
    assert (
        people["Anna"]["status"] == "in"
        and people["Anna"]["late"]
        and people["Anna"]["reentries"] == 1
    )
    late = tour.check_in("Zoe")
    assert late.status_code == 201 and late.get_json()["late"]


def test_a_returning_device_is_recognised_in_the_next_tournament(
    tour: Tour, client: FlaskClient
) -> None:
    other = Tour(client)
    r = other.check_in("Anna B.", person_token=tour.tokens["Anna"])
    assert r.status_code == 201
    assert (
        r.get_json()["person"] == tour.people["Anna"]
        and r.get_json()["token"] == tour.tokens["Anna"]
    )


def test_registering_twice_is_refused(tour: Tour) -> None:
    r = tour.check_in("Zed", person_token=tour.tokens["Anna"])
    assert r.status_code == 422 and "already checked in" in r.get_json()["detail"]
    r = tour.client.post(
        f"/api/v1/tournaments/{tour.id}/check-in",
        json={"name": "anna"},
        headers={"Accept-Language": "it"},
    )
    assert r.status_code == 422 and "c'è già un giocatore" in r.get_json()["detail"]


def test_five_players_are_refused_with_the_rule(client: FlaskClient) -> None:
    tour = Tour(client)
    for name in PLAYERS[:5]:
        tour.check_in(name)
    r = tour.post("/rounds")
    assert r.status_code == 422
    assert r.get_json()["rule"] == "TAM-TOUR" and "At least 6" in r.get_json()["detail"]
    assert tour.get()["rounds"] == []


def test_thirteen_players_do_not_fit_two_tables(client: FlaskClient) -> None:
    tour = Tour(client)
    for name in [*PLAYERS, "Olga", "Pia"]:
        tour.check_in(name)
    r = tour.post("/rounds", headers={"Accept-Language": "it"})
    assert r.status_code == 422 and r.get_json()["rule"] == "TAM-AMB-8"
    assert "13 giocatori" in r.get_json()["detail"]


def test_only_the_organiser_draws_rounds(tour: Tour) -> None:
    r = tour.client.post(
        f"/api/v1/tournaments/{tour.id}/rounds", json={}, headers={"Authorization": "Bearer nope"}
    )
    assert r.status_code == 403
    r = tour.client.post(f"/api/v1/tournaments/{tour.id}/rounds", json={})
    assert r.status_code == 401 and "organiser" in r.get_json()["detail"]
    assert tour.get()["rounds"] == []


def test_no_second_first_round_and_no_final_before_results(tour: Tour) -> None:
    assert tour.post("/final").status_code == 422
    assert tour.post("/rounds").status_code == 201
    assert tour.post("/rounds").status_code == 422
    r = tour.post("/final")
    assert r.status_code == 422 and "no result yet" in r.get_json()["detail"]


def test_bad_inputs(client: FlaskClient, tour: Tour) -> None:
    assert (
        client.post("/api/v1/tournaments", json={"game": "poker", "name": "x"}).status_code == 422
    )
    r = client.post(
        "/api/v1/tournaments", json={"game": "tamalo", "name": "x", "options": {"nope": 1}}
    )
    assert r.status_code == 422
    r = client.post(
        "/api/v1/tournaments", json={"game": "tamalo", "name": "x", "format": {"kind": "swiss"}}
    )
    assert r.status_code == 422 and r.get_json()["field"] == "format"
    assert client.get("/api/v1/tournaments/nope").status_code == 404
    assert tour.post("/people/nobody/withdraw").status_code == 422
    assert tour.post(f"/people/{tour.people['Anna']}/payments", {"amount": -1}).status_code == 422
    r = tour.post("/tie-breaks", {"table_id": "x", "order": [], "reason": "why"})
    assert r.status_code == 422


def test_a_swiss_evening_of_two_player_tables(client: FlaskClient) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 3})
    for name in PLAYERS[:5]:
        tour.check_in(name)
    byes: list[str] = []
    pairs: set[frozenset[str]] = set()
    for _ in range(3):
        r = tour.post("/rounds")
        assert r.status_code == 201, r.get_json()
        rnd = r.get_json()
        assert rnd["bye"] not in byes
        byes.append(rnd["bye"])
        assert tour.post("/rounds").status_code == 422  # results first
        for table in rnd["tables"]:
            pair = frozenset(s["person"] for s in table["seats"])
            assert pair not in pairs
            pairs.add(pair)
            finish_ecarte(client, table)
    standings = tour.get("/standings")
    assert standings["missing"] == []
    assert all("wins" in row["why"] and "Buchholz" in row["why"] for row in standings["rows"])
    assert tour.post("/rounds").status_code == 422  # three rounds were played


def finish_ecarte(client: FlaskClient, table: dict[str, Any]) -> None:
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(0)
    for _ in range(5):
        if t.state()["finished"]:
            return
        r = t.move({"type": "hand", "tricks": [5, 0]}, seat=0)
        assert r.status_code == 201, r.get_json()
    raise AssertionError("the match did not end")


def test_the_standings_say_the_house_rules_every_table_plays(client: FlaskClient) -> None:
    tour = Tour(client, options={"target": 150})
    standings = tour.get("/standings")
    assert standings["house_rules_text"] == "Playing to 150 · Game ends at: 150 (official: 100)"
    page = client.get(f"/tournaments/{tour.id}/standings", headers={"Accept-Language": "en"})
    assert "House rules: Playing to 150" in page.get_data(as_text=True)
