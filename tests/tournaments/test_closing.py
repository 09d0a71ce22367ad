"""Time called with "finish the hand in play": the table's phones say what the rule leaves,
then that the table is closed at its hand; later hands are refused with the rule; as it
stands closes the tables at once; the organiser reopens a table with a logged reason."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.conftest import ApiTable
from tests.tournaments.test_api import PLAYERS, Tour
from tests.web.dom import parse

FINISH = {"kind": "rounds", "rounds": 2, "max_seats": 4, "minutes": 40, "at_time": "finish_hand"}


def started(client: FlaskClient, **fmt: Any) -> tuple[Tour, ApiTable, list[str]]:
    tour = Tour(client, format={**FINISH, **fmt})
    for name in PLAYERS[:4]:
        assert tour.check_in(name).status_code == 201
    rnd = tour.post("/rounds", {"seed": 1}).get_json()
    table = rnd["tables"][0]
    t = ApiTable(client, table["table_id"], "", table["join_url"], "")
    t.sit(0)
    return tour, t, [s["name"] for s in table["seats"]]


def closing(client: FlaskClient, table_id: str, lang: str = "en") -> dict[str, Any]:
    r = client.get(f"/api/v1/tables/{table_id}", headers={"Accept-Language": lang})
    assert r.status_code == 200
    return r.get_json()["tournament"]["closing"]


def line(client: FlaskClient, table_id: str, lang: str = "en") -> Any:
    return client.get(f"/t/{table_id}/tournament", headers={"Accept-Language": lang})


def test_finish_the_hand_in_play_leaves_one_hand_then_closes_the_table(
    client: FlaskClient,
) -> None:
    tour, t, people = started(client)
    assert t.hand(None, [0, 10, 20, 30], seat=0).status_code == 201  # hand 1
    assert closing(client, t.id) == {
        "state": "open",
        "left": None,
        "hand": None,
        "reason": None,
        "text": None,
    }
    assert tour.post("/rounds/current/time").status_code == 201
    assert closing(client, t.id)["text"] == "Last hand"
    assert closing(client, t.id, "it")["text"] == "Ultima mano"
    r = line(client, t.id)
    assert "Last hand" in r.text and "hx-get" in r.text  # still followed
    assert "HX-Refresh" not in r.headers

    assert t.hand(None, [5, 0, 10, 10], seat=0).status_code == 201  # hand 2: the last
    now = closing(client, t.id)
    assert now["state"] == "closed" and now["hand"] == 2
    assert now["text"] == "Table closed: result taken at hand 2"
    assert closing(client, t.id, "it")["text"] == "Tavolo chiuso: risultato preso alla mano 2"
    r = line(client, t.id, "it")
    assert "Tavolo chiuso: risultato preso alla mano 2" in r.text and "hx-get" not in r.text
    # The top of the table's page says so too, where it asked for the next hand.
    for lang, said in (("it", "Tavolo chiuso: risultato preso alla mano 2"), ("en", None)):
        html = client.get(f"/t/{t.id}", headers={"Accept-Language": lang}).text
        prompt = parse(html).one(".status .prompt").text
        assert prompt == (said or "Table closed: result taken at hand 2")
        assert "Mano 3" not in html and "Hand 3" not in html
    assert r.headers["HX-Refresh"] == "true"  # the polling page loads without its form

    seq = t.state()["seq"]
    r = t.hand(None, [0, 40, 0, 0], seat=0)  # hand 3: refused, nothing logged
    assert r.status_code == 409 and r.content_type == "application/problem+json"
    body = r.get_json()
    assert body["type"] == "/problems/table-closed" and body["title"] == "Table closed"
    assert body["rule"] == "at_time.finish_hand" and body["closed_at_hand"] == 2
    assert "result was taken at hand 2" in body["detail"]
    assert t.state()["seq"] == seq
    # The table's result: totals 5, 10, 30, 40 after hands 1 and 2 → the first seat wins.
    rows = {r["name"]: r for r in tour.get("/standings")["rows"]}
    assert rows[people[0]]["values"][0] == {"name": "points", "value": 100}
    assert rows[people[3]]["values"][0] == {"name": "points", "value": 0}
    assert tour.get("/standings")["missing"] == []


def test_further_hands_count_down(client: FlaskClient) -> None:
    tour, t, _ = started(client, at_time="further_hands", further_hands=2)
    assert tour.post("/rounds/current/time").status_code == 201
    assert closing(client, t.id)["text"] == "2 more hands"
    assert closing(client, t.id, "it")["text"] == "Ancora 2 mani"
    assert t.hand(None, [0, 10, 20, 30], seat=0).status_code == 201
    assert closing(client, t.id)["text"] == "Last hand"
    assert t.hand(None, [0, 10, 20, 30], seat=0).status_code == 201
    assert closing(client, t.id)["text"] == "Table closed: result taken at hand 2"
    r = t.hand(None, [0, 10, 20, 30], seat=0)
    assert r.status_code == 409 and r.get_json()["rule"] == "at_time.further_hands"


def test_as_it_stands_closes_the_table_at_once_and_the_organiser_reopens_it(
    client: FlaskClient,
) -> None:
    tour, t, people = started(client, at_time="as_it_stands")
    assert t.hand(None, [30, 20, 10, 0], seat=0).status_code == 201  # hand 1
    assert tour.post("/rounds/current/time").status_code == 201
    assert closing(client, t.id)["text"] == "Table closed: result taken at hand 1"
    assert t.hand(None, [0, 0, 0, 0], seat=0).status_code == 409
    # Taken as it stands: totals 30, 20, 10, 0 → the fourth seat wins.
    rows = {r["name"]: r for r in tour.get("/standings")["rows"]}
    assert rows[people[3]]["values"][0] == {"name": "points", "value": 100}

    url = f"/tables/{t.id}/reopen"
    assert tour.post(url, {"reason": "  "}).status_code == 422  # a reason is needed
    anyone = client.post(f"/api/v1/tournaments/{tour.id}{url}", json={"reason": "x"})
    assert anyone.status_code == 401
    r = tour.post(url, {"reason": "clock started late at this table"})
    assert r.status_code == 201
    seq = r.get_json()["seq"]
    assert closing(client, t.id) == {
        "state": "reopened",
        "left": None,
        "hand": None,
        "reason": "clock started late at this table",
        "text": "Table reopened by the organiser: clock started late at this table",
    }
    assert closing(client, t.id, "it")["text"] == (
        "Tavolo riaperto dall'organizzatore: clock started late at this table"
    )
    # The table plays on to its game's end (100): then 30, 20, 10, 100 → the third seat wins.
    assert t.hand(None, [0, 0, 0, 70], seat=0).status_code == 201
    assert tour.get("/standings")["missing"] == [1]  # 30, 20, 10, 70: still playing
    assert t.hand(None, [0, 0, 0, 30], seat=0).status_code == 201
    standings = tour.get("/standings")
    rows = {r["name"]: r for r in standings["rows"]}
    assert standings["missing"] == []
    assert rows[people[2]]["values"][0] == {"name": "points", "value": 100}
    assert rows[people[3]]["values"][0] == {"name": "points", "value": 0}
    # Reopening an open table again is refused; the reopen is one more entry of the log.
    assert tour.post(url, {"reason": "again"}).status_code == 422
    assert tour.get()["seq"] == seq


def test_the_organiser_reopens_a_closed_table_from_the_tournament_page(
    client: FlaskClient,
) -> None:
    """The organiser's page lists the table time closed, with a reason to give and a button;
    an empty reason is refused there in the organiser's language, a reason reopens it."""
    tour, t, _ = started(client, at_time="as_it_stands")
    assert t.hand(None, [30, 20, 10, 0], seat=0).status_code == 201
    page = f"/tournaments/{tour.id}"
    it = {"Accept-Language": "it", "Origin": "http://localhost"}
    assert not parse(client.get(page, headers=it).text).has(".reopen-form")  # time not called
    assert tour.post("/rounds/current/time").status_code == 201
    client.set_cookie(f"org_{tour.id}", tour.token)
    form = parse(client.get(page, headers=it).text).one(".reopen-form")
    assert "Tavolo 1 — Tavolo chiuso: risultato preso alla mano 1" in form.text
    assert "Riapri il tavolo 1" in form.text
    refused = client.post(f"{page}/tables/{t.id}/reopen", data={"reason": " "}, headers=it)
    assert refused.status_code == 422 and "motivo" in parse(refused.text).one(".error").text
    done = client.post(
        f"{page}/tables/{t.id}/reopen", data={"reason": "orologio partito tardi"}, headers=it
    )
    assert done.status_code == 302
    assert closing(client, t.id, "it")["text"] == (
        "Tavolo riaperto dall'organizzatore: orologio partito tardi"
    )
    assert not parse(client.get(page, headers=it).text).has(".reopen-form")
    client.delete_cookie(f"org_{tour.id}")
    assert not parse(client.get(page, headers=it).text).has(".reopen-form")  # organiser's own
