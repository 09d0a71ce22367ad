"""Pairings drafted, then published: the organiser sees a round before anyone is told,
swaps two people, and publishes it; the refusals leave nothing written."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlmodel import func, select

from referee.store import GameTable
from tests.tournaments.test_api import PLAYERS, Tour, finish_ecarte

pytestmark = pytest.mark.storage


def tables_in(app: Flask) -> int:
    """Every table in the database (shared by the tests: compare before and after)."""
    with app.extensions["referee"].db.session() as s:
        return int(s.exec(select(func.count()).select_from(GameTable)).one())


def seats(draft: dict[str, Any]) -> list[list[str]]:
    return [[s["name"] for s in t["seats"]] for t in draft["tables"]]


def test_a_draft_is_seen_by_the_organiser_swapped_then_published(
    app: Flask, client: FlaskClient
) -> None:
    tour = Tour(client)
    for name in PLAYERS[:8]:
        tour.check_in(name)
    before = tables_in(app)
    r = tour.post("/rounds/draft", {"seed": 3})
    assert r.status_code == 201, r.get_json()
    draft = r.get_json()
    assert draft["number"] == 1 and draft["published"] is False
    assert [len(t) for t in seats(draft)] == [4, 4]
    # No table exists, no phone is told a seat, the tournament shows no round.
    assert tables_in(app) == before
    anna = tour.people["Anna"]
    assert client.get(f"/api/v1/tournaments/{tour.id}/people/{anna}/seat").status_code == 404
    assert tour.get()["rounds"] == []
    # Only the organiser sees the draft.
    assert client.get(f"/api/v1/tournaments/{tour.id}/rounds/draft").status_code == 401
    assert (
        tour.client.get(f"/api/v1/tournaments/{tour.id}/rounds/draft", headers=tour.auth).get_json()
        == draft
    )
    # A redraw with a new seed replaces it.
    again = tour.post("/rounds/draft", {"seed": 4}).get_json()
    assert sorted(map(sorted, seats(again))) != sorted(map(sorted, seats(draft)))
    # A swap moves exactly those two: one from each table.
    a = again["tables"][0]["seats"][1]
    b = again["tables"][1]["seats"][3]
    r = tour.post("/rounds/draft/swap", {"a": a["person"], "b": b["person"]})
    assert r.status_code == 201, r.get_json()
    swapped = r.get_json()
    expected = seats(again)
    expected[0][1], expected[1][3] = b["name"], a["name"]
    assert seats(swapped) == expected and swapped["swaps"] == 1
    assert tables_in(app) == before
    # Published: the tables are created as the draft says, and each phone knows its seat.
    r = tour.post("/rounds/draft/publish")
    assert r.status_code == 201, r.get_json()
    rnd = r.get_json()
    assert [[s["name"] for s in t["seats"]] for t in rnd["tables"]] == expected
    assert tables_in(app) == before + 2
    for t in rnd["tables"]:
        state = client.get(f"/api/v1/tables/{t['table_id']}").get_json()
        assert [s["name"] for s in state["seats"]] == [s["name"] for s in t["seats"]]
    seat = tour.get(f"/people/{b['person']}/seat")
    assert seat["table"] == 1 and seat["seat"] == 2
    assert seat["line"] == f"Table 1, seat 2 — {rnd['tables'][0]['dealer']} deals"
    # The draft is gone: nothing to publish twice.
    r = tour.post("/rounds/draft/publish")
    assert r.status_code == 422 and "no draft" in r.get_json()["detail"]
    assert r.get_json()["type"].endswith("/problems/refused")
    assert tables_in(app) == before + 2


def test_a_person_who_left_is_not_paired(app: Flask, client: FlaskClient) -> None:
    tour = Tour(client)
    for name in PLAYERS[:7]:
        tour.check_in(name)
    before = tables_in(app)
    draft = tour.post("/rounds/draft", {"seed": 1}).get_json()
    gino = tour.people["Gino"]
    seated = next(s for t in draft["tables"] for s in t["seats"] if s["person"] != gino)
    assert tour.post(f"/people/{gino}/withdraw").status_code == 201
    # Publishing with Gino in it is refused by name; swapping him in or out too.
    in_draft = any(s["person"] == gino for t in draft["tables"] for s in t["seats"])
    assert in_draft
    r = tour.post("/rounds/draft/publish")
    assert r.status_code == 422 and "Gino has left" in r.get_json()["detail"]
    r = tour.post("/rounds/draft/swap", {"a": seated["person"], "b": gino})
    assert r.status_code == 422 and "Gino has left" in r.get_json()["detail"]
    assert tables_in(app) == before
    # Drawn again, the draft leaves him out; published, six are seated.
    draft = tour.post("/rounds/draft", {"seed": 1}).get_json()
    assert all(s["person"] != gino for t in draft["tables"] for s in t["seats"])
    rnd = tour.post("/rounds/draft/publish").get_json()
    assert sum(len(t["seats"]) for t in rnd["tables"]) == 6


def test_swiss_swaps_that_repeat_a_pair_or_a_bye_are_refused(client: FlaskClient) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 3})
    for name in PLAYERS[:5]:
        tour.check_in(name)
    first = tour.post("/rounds/draft").get_json()
    assert first["bye"] is not None and first["stage"] == "swiss"
    rnd = tour.post("/rounds/draft/publish").get_json()
    for table in rnd["tables"]:
        finish_ecarte(tour.client, table)
    draft = tour.post("/rounds/draft").get_json()
    # Swapping so that a pair of round 1 meets again is refused, naming them.
    (p, q), (r_, s_) = ([x["person"] for x in t["seats"]] for t in draft["tables"])
    played = {frozenset(s["person"] for s in t["seats"]) for t in rnd["tables"]}
    names = {v: k for k, v in tour.people.items()}
    refused = 0
    for a, b in ((q, r_), (q, s_), (p, r_), (p, s_)):
        tables = [[p, q], [r_, s_]]
        after = [[b if x == a else a if x == b else x for x in t] for t in tables]
        if any(frozenset(t) in played for t in after):
            r = tour.post("/rounds/draft/swap", {"a": a, "b": b})
            assert r.status_code == 422
            detail = r.get_json()["detail"]
            assert "have already played each other" in detail
            assert any(names[x] in detail for x in (a, b))
            refused += 1
    assert refused >= 1
    # The bye cannot go to someone who has had it.
    r = tour.post("/rounds/draft/swap", {"a": draft["bye"], "b": rnd["bye"]})
    assert r.status_code == 422
    assert r.get_json()["detail"].endswith(
        "has already had a bye: it goes to a different person each round."
    )
    assert tour.client.get(
        f"/api/v1/tournaments/{tour.id}/rounds/draft", headers=tour.auth
    ).get_json() == {**draft, "swaps": 0}


def test_bad_draft_steps_are_refused_and_write_nothing(client: FlaskClient) -> None:
    tour = Tour(client)
    for name in PLAYERS[:6]:
        tour.check_in(name)
    seq = tour.get()["seq"]
    r = tour.post("/rounds/draft/publish")
    assert r.status_code == 422 and "no draft round" in r.get_json()["detail"]
    assert tour.post("/rounds/draft/discard").status_code == 422
    r = tour.post("/rounds/draft/swap", {"a": "x", "b": "y"})
    assert r.status_code == 422
    draft = tour.post("/rounds/draft").get_json()
    a = draft["tables"][0]["seats"][0]["person"]
    r = tour.post("/rounds/draft/swap", {"a": a, "b": "nobody"})
    assert r.status_code == 422 and r.get_json()["field"] == "b"
    assert "not in the tournament" in r.get_json()["detail"]
    r = tour.post("/rounds/draft/swap", {"a": a, "b": a})
    assert r.status_code == 422 and "two different people" in r.get_json()["detail"]
    r = tour.post("/rounds/draft/swap", {"a": a})
    assert r.status_code == 422 and r.get_json()["type"].endswith("/problems/invalid")
    # A late arrival is not in the draft: swapping them in is refused.
    tour.check_in("Zoe")
    r = tour.post("/rounds/draft/swap", {"a": a, "b": tour.people["Zoe"]})
    assert r.status_code == 422 and "Zoe is not in this round's draft" in r.get_json()["detail"]
    # Not the organiser's.
    r = client.post(f"/api/v1/tournaments/{tour.id}/rounds/draft/publish")
    assert r.status_code == 401
    assert tour.get()["seq"] == seq + 2  # the draft and Zoe's check-in, nothing else
    # Discarded: logged, and nothing to publish.
    assert tour.post("/rounds/draft/discard").status_code == 201
    assert tour.post("/rounds/draft/publish").status_code == 422
    # A round drawn at once makes an older draft out of date.
    tour.post("/rounds/draft")
    assert tour.post("/rounds").status_code == 201
    r = tour.post("/rounds/draft/publish")
    assert r.status_code == 422
    # The final's draft waits for the results, as the final does.
    r = tour.post("/rounds/draft")
    assert r.status_code == 422 and "no result yet" in r.get_json()["detail"]


def test_a_draft_for_a_finished_tournament_is_refused(client: FlaskClient) -> None:
    tour = Tour(client, game="ecarte", format={"kind": "swiss", "rounds": 1})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    rnd = tour.post("/rounds").get_json()
    for table in rnd["tables"]:
        finish_ecarte(tour.client, table)
    r = tour.post("/rounds/draft")
    assert r.status_code == 422 and "Every round" in r.get_json()["detail"]


def test_the_pages_show_the_draft_to_the_organiser_only(app: Flask) -> None:
    from tests.tournaments.test_pages import open_tournament

    organiser = app.test_client()
    tid = open_tournament(organiser)
    for name in PLAYERS[:5]:
        organiser.post(f"/tournaments/{tid}/check-in", data={"name": name})
    phone = app.test_client()
    phone.post(f"/tournaments/{tid}/check-in", data={"name": "Nino"})
    r = organiser.post(f"/tournaments/{tid}/rounds/draft")
    assert r.status_code == 302 and r.headers["Location"].endswith("#draft")
    page = organiser.get(f"/tournaments/{tid}").text
    assert "Draft of round 1" in page and page.count('class="draft-table"') == 2
    assert "Draft of round 1" in organiser.get(f"/tournaments/{tid}/hall").text
    for path in ("", "/hall", "/standings"):
        seen = phone.get(f"/tournaments/{tid}{path}").text
        assert "Draft of round" not in seen and "draft-table" not in seen
    assert "Nino, you are checked in" in phone.get(f"/tournaments/{tid}").text
    waiting = phone.get(f"/tournaments/{tid}/my-seat").text
    assert "your seat appears here" in waiting and 'hx-trigger="every 3s"' in waiting
    # A swap of the same person is refused on the page with the reason; nothing changes.
    nino = re.search(r'<option value="([^"]+)">Nino', page).group(1)  # type: ignore[union-attr]
    r = organiser.post(f"/tournaments/{tid}/rounds/draft/swap", data={"a": nino, "b": nino})
    assert r.status_code == 422 and "A swap needs two different people." in r.text
    # Published: the hall shows the tables, Nino's phone its seat.
    r = organiser.post(f"/tournaments/{tid}/rounds/draft/publish")
    assert r.status_code == 302 and "/hall" in r.headers["Location"]
    assert organiser.get(f"/tournaments/{tid}/hall").text.count("<svg") >= 2
    assert re.search(r"Table [12], seat [1-3] — \w+ deals", phone.get(f"/tournaments/{tid}").text)
    seated = phone.get(f"/tournaments/{tid}/my-seat").text
    assert re.search(r"Table [12], seat [1-3] — \w+ deals", seated) and "hx-trigger" not in seated
    # The stranger cannot draft.
    stranger = app.test_client()
    assert stranger.post(f"/tournaments/{tid}/rounds/draft").status_code == 401
