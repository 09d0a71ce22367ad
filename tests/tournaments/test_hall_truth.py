"""What the hall screen, the standings and the tables say once tables are over: a row is
tagged "playing" only while its person's table still plays (nothing once their tables are
over and no further round is drawn; who goes to the final once the league's rounds are
over); a round whose tables are all over says so instead of a clock still counting down;
the organiser's page keeps the download in view and the merge form folded; the import form
leaves no anchor in the address."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from referee.games.base import Text
from referee.tournaments import ranking
from referee.tournaments.standings import TableResult
from tests.tournaments.test_api import PLAYERS, Tour
from tests.tournaments.test_breakers import HAND, finish
from tests.tournaments.test_dashboard import organiser_of
from tests.web.dom import Node, parse

pytestmark = pytest.mark.storage

EIGHT = PLAYERS[:8]
#: Two rounds of Tamalo tables of four, half an hour each.
TIMED = {"kind": "rounds", "rounds": 2, "min_seats": 4, "max_seats": 4, "minutes": 30}
WORDS = {
    "it": {
        "playing": "in gioco",
        "over": "Turno 1 finito",
        "line": "Turno 1 · Tavolo {n} · turno finito",
        "final": "in finale",
        "out": "fuori",
    },
    "en": {
        "playing": "playing",
        "over": "Round 1 over",
        "line": "Round 1 · Table {n} · round over",
        "final": "to the final",
        "out": "out",
    },
}


def page(client: FlaskClient, path: str, lang: str) -> Node:
    r = client.get(path, headers={"Accept-Language": lang})
    assert r.status_code == 200, r.text
    return parse(r.text)


def tags(node: Node) -> dict[str, str]:
    """Each standings row's own tag (not its "for now"), by person; "" when it has none."""
    out = {}
    for row in node.all("li.row"):
        person = row.get("data-person")
        if person is None:
            continue
        own = [t for t in row.all("span.tag") if "for-now" not in t.classes]
        out[person] = own[0].text if own else ""
        assert len(own) <= 1
    return out


def in_seat_order(client: FlaskClient, table: dict[str, Any]) -> None:
    """One hand ends the table: its seats finish 1st to 4th in seat order."""
    finish(client, table, {s["name"]: HAND[i + 1] for i, s in enumerate(table["seats"])})


def statuses(tour: Tour) -> dict[str, str]:
    return {r["person"]: r["status"] for r in tour.get("/standings")["rows"]}


@pytest.mark.parametrize("lang", ["it", "en"])
def test_playing_only_while_the_table_plays_and_a_round_over_stops_its_clock(
    client: FlaskClient, lang: str
) -> None:
    words = WORDS[lang]
    tour = Tour(client, format=TIMED)
    for name in EIGHT:
        assert tour.check_in(name).status_code == 201
    one, two = tour.post("/rounds", {"seed": 7}).get_json()["tables"]
    first = {s["person"] for s in one["seats"]}
    second = {s["person"] for s in two["seats"]}
    standings = f"/tournaments/{tour.id}/standings"
    hall = f"/tournaments/{tour.id}/hall"
    # Table 1 is over, table 2 still plays: "playing" only at table 2.
    in_seat_order(client, one)
    assert statuses(tour) == {**dict.fromkeys(first, ""), **dict.fromkeys(second, "playing")}
    shown = page(client, standings, lang)
    assert tags(shown) == {**dict.fromkeys(first, ""), **dict.fromkeys(second, words["playing"])}
    # The round still has a table in play: its clock counts down.
    clock = shown.one("p.clock")
    assert clock["role"] == "timer" and re.search(r"\d+:\d\d", clock.text), clock.text
    # Table 2 is over too: nobody is playing, and round 2 is not drawn yet.
    in_seat_order(client, two)
    assert set(statuses(tour).values()) == {""}
    for path in (standings, hall):
        assert tags(page(client, path, lang)) == dict.fromkeys(first | second, ""), path
    for path in (standings, hall, f"/tournaments/{tour.id}"):
        shown = page(client, path, lang)
        # The round says it is over: no clock runs (no timer, no minutes left).
        assert shown.one("p.clock").text == words["over"], path
        assert "clock-done" in shown.one("p.clock").classes
        assert not shown.has("[role=timer]"), path
    # The clock the tournament page asks for again, and each table's line, say the same.
    alone = page(client, f"/tournaments/{tour.id}/clock", lang)
    assert alone.one("p.clock").text == words["over"]
    for table in (one, two):
        line = page(client, f"/t/{table['table_id']}/tournament", lang)
        assert line.one(".tour-line").text.endswith(words["line"].format(n=table["number"]))
        assert line.one(".tour-clock").text == words["line"].rsplit(" · ", 1)[-1]
        assert not line.has("[role=timer]")
    # Round 2 is drawn: its clock runs, and everyone is playing again.
    tour.post("/rounds", {"seed": 8})
    assert set(statuses(tour).values()) == {"playing"}
    shown = page(client, hall, lang)
    assert set(tags(shown).values()) == {words["playing"]}
    assert shown.one("p.clock")["role"] == "timer"


def test_a_round_still_playing_keeps_its_clock_on_the_finished_tables_line(
    client: FlaskClient,
) -> None:
    tour = Tour(client, format=TIMED)
    for name in EIGHT:
        tour.check_in(name)
    one, _two = tour.post("/rounds", {"seed": 7}).get_json()["tables"]
    in_seat_order(client, one)
    # Table 1 is over but table 2 plays on: the round's clock still counts on table 1.
    line = page(client, f"/t/{one['table_id']}/tournament", "en")
    clock = line.one(".tour-clock")
    assert clock["role"] == "timer" and clock.text.endswith("left"), clock.text


@pytest.mark.parametrize("lang", ["it", "en"])
def test_once_the_leagues_rounds_are_over_the_rows_say_who_goes_to_the_final(
    client: FlaskClient, lang: str
) -> None:
    words = WORDS[lang]
    tour = Tour(client, format={"kind": "rounds", "rounds": 1, "max_seats": 4, "final": 2})
    for name in PLAYERS[:4]:
        tour.check_in(name)
    (table,) = tour.post("/rounds", {"seed": 1}).get_json()["tables"]
    in_seat_order(client, table)
    # Placing points 100, 67, 33, 0 in seat order: the first two seats go to the final.
    seats = [s["person"] for s in table["seats"]]
    expected = dict(zip(seats, ["qualified", "qualified", "out", "out"], strict=True))
    assert statuses(tour) == expected
    labels = {"qualified": words["final"], "out": words["out"]}
    hall = f"/tournaments/{tour.id}/hall"
    assert tags(page(client, hall, lang)) == {p: labels[s] for p, s in expected.items()}
    # The final is drawn: the league's rows still say who plays it, nobody "playing" there.
    assert tour.post("/final", {"seed": 2}).status_code == 201
    assert statuses(tour) == expected
    shown = page(client, hall, lang)
    assert tags(shown) == {p: labels[s] for p, s in expected.items()}
    # The final's own rows play: they are tagged so until it is over.
    final = shown.all("ol.rows")[0]
    assert [t.text for t in final.all("span.tag")] == [words["playing"]] * 2


@pytest.mark.parametrize(
    ("lang", "merge", "download"),
    [
        ("it", "Unisci un doppione", "Scarica il torneo come file"),
        ("en", "Merge a duplicate", "Download the tournament as a file"),
    ],
)
def test_the_organisers_page_folds_the_merge_and_keeps_the_download_in_view(
    app: Flask, client: FlaskClient, lang: str, merge: str, download: str
) -> None:
    tour = Tour(client, format=TIMED)
    for name in EIGHT:
        tour.check_in(name)
    tablet = organiser_of(app, tour)
    shown = page(tablet, f"/tournaments/{tour.id}", lang)
    # The download stands in the first card (with the standings and hall links), above
    # the organiser's tools; the merge form is folded until asked for.
    first = shown.all("section.card")[0]
    link = first.one("p.file-line a")
    assert link.text == download and link["href"] == f"/tournaments/{tour.id}/export"
    fold = shown.one("details.merge-fold")
    assert fold.one("summary").text == merge and fold.get("open") is None
    assert fold.has("form.merge-form select#merge-person")
    # A merge refused opens the fold again, with the refusal said on the page.
    r = tablet.post(
        f"/tournaments/{tour.id}/merge",
        data={"person": "", "into": ""},
        headers={"Accept-Language": lang, "Origin": "http://localhost"},
    )
    assert r.status_code == 422
    assert parse(r.text).one("details.merge-fold").get("open") is not None
    # A player's phone sees neither.
    player = page(client, f"/tournaments/{tour.id}", lang)
    assert not player.has("p.file-line") and not player.has("details.merge-fold")


def test_the_import_form_leaves_no_anchor_in_the_address(app: Flask) -> None:
    phone = app.test_client()
    form = parse(phone.get("/").text).one("details#import-fold form")
    assert form["action"] == "/import"
    # A refusal is brought into view by its focus instead.
    r = phone.post(
        "/import",
        data={},
        headers={"Origin": "http://localhost", "Accept-Language": "en"},
        content_type="multipart/form-data",
    )
    assert r.status_code == 422
    error = parse(r.text).one("details#import-fold[open] p.error#import-error")
    assert error.get("autofocus") is not None and error["tabindex"] == "-1"
    assert error.text == "Choose a table or tournament file to import."


def test_each_row_says_what_is_true_of_its_person_now() -> None:
    """The rule on its own: "playing" while one of the person's tables plays (an earlier
    round's too), else nothing until every round is over; then the first is the winner,
    or, with a final, its places (or its drawn table) go and the rest are out."""

    def line(person: str, place: int) -> ranking.Line:
        return ranking.Line(person, place, {}, Text(it="", en=""))

    def table(number: int, people: str, finished: bool) -> TableResult:
        seats = tuple(people.split())
        return TableResult(f"t{number}", number, seats, (0,) * 2, (1, 2), finished)

    one = ranking.RoundResults(1, (table(1, "a b", True), table(2, "c d", False)), None)
    two = ranking.RoundResults(2, (table(3, "a c", True),), None)
    rows = [line("a", 1), line("b", 2), line("c", 3), line("d", 4)]
    ranking.mark_now(rows, [one, two], over=False)
    # Table 2 of round 1 still plays: c and d are playing, a and b have nothing to say.
    assert [r.status for r in rows] == ["", "", "playing", "playing"]
    done = ranking.RoundResults(1, (table(1, "a b", True), table(2, "c d", True)), None)
    ranking.mark_now(rows, [done], over=True)
    assert [r.status for r in rows] == ["winner", "", "", ""]
    ranking.mark_now(rows, [done], over=True, final=2)
    assert [r.status for r in rows] == ["qualified", "qualified", "out", "out"]
    # The final drawn (a decided tie put c there, not b): its table says who went.
    ranking.mark_now(rows, [done], over=True, final=2, finalists=["a", "c"])
    assert [r.status for r in rows] == ["qualified", "out", "qualified", "out"]
    # A tie the organiser must settle is said above all of it.
    rows[1].blocking = True
    assert rows[1].status == "tie-break"
