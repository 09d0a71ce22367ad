"""The organiser's dashboard: the tournament's format, rounds and clock; the next step as
the one primary button, disabled with its reason until it can be taken; the round's tables
with their hands played, what time left them and whether their result is in."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient

from referee.tournaments.dashboard import next_step, players_needed
from referee.tournaments.formats import FinalFormat, RoundsFormat
from referee.tournaments.standings import RuleIds
from referee.tournaments.state import CHECK_IN, fold
from tests.tournaments.test_api import PLAYERS, Tour
from tests.tournaments.test_time_rules import logged, seated
from tests.web.dom import Node, parse

TIMED = {"kind": "rounds", "rounds": 3, "max_seats": 4, "minutes": 40}


def organiser_of(app: Flask, tour: Tour) -> FlaskClient:
    """The organiser's device: the tournament's organiser cookie, as the creation form sets."""
    device = app.test_client()
    device.set_cookie(f"org_{tour.id}", tour.token)
    return device


def dashboard(device: FlaskClient, tour: Tour, lang: str = "en") -> Node:
    r = device.get(f"/tournaments/{tour.id}?lang={lang}")
    assert r.status_code == 200
    return parse(r.text)


def test_the_draw_waits_for_enough_players_and_says_how_many(
    app: Flask, client: FlaskClient
) -> None:
    tour = Tour(client)  # Tamalo's own rule: two tables, the first two of each to the final
    tablet = organiser_of(app, tour)
    for name in PLAYERS[:2]:
        assert tour.check_in(name).status_code == 201
    page = dashboard(tablet, tour)
    # The format, its rounds and its clock are on the page before anything is drawn.
    assert page.one(".format-facts").text == (
        "Format: a first round at 2 tables of 2 to 6 seats, the first 2 of each to the final "
        "table Rounds: 2 (the first round and the final) Clock: none"
    )
    # Tamalo's rule needs 6 people in play (TAM-TOUR); 2 are checked in.
    assert page.one(".next-why").text == "2 players checked in; 6 needed (Tournament)"
    assert page.one(".next-why a.rule")["href"] == "/rules/TAM-TOUR"
    button = page.one(".organiser .next-step button.btn-primary")
    assert button.text == "Draw the tables" and "disabled" in button.attrs
    assert button["aria-describedby"] == "next-why"
    assert "disabled" in page.one("button.draw-draft").attrs
    page = dashboard(tablet, tour, "it")
    assert page.one(".next-why").text == "2 giocatori registrati; ne servono 6 (Torneo)"
    assert page.all(".format-facts dd")[0].text == (
        "primo turno a 2 tavoli da 2 a 6 posti, i primi 2 di ogni tavolo al tavolo finale"
    )
    # With six the reason goes and the button can be pressed.
    for name in PLAYERS[2:6]:
        tour.check_in(name)
    page = dashboard(tablet, tour)
    button = page.one(".organiser button.btn-primary")
    assert not page.has(".next-why") and "disabled" not in button.attrs
    # Thirteen cannot sit at two tables of at most 6 seats: said before the tap.
    for name in [*PLAYERS[6:], "Olga", "Paolo"]:
        assert tour.check_in(name).status_code == 201
    page = dashboard(tablet, tour, "it")
    assert (
        page.one(".next-why").text
        == "13 giocatori non si possono dividere in 2 tavoli da 2 a 6 posti. (Torneo)"
    )
    assert "disabled" in page.one(".organiser button.btn-primary").attrs


def test_one_player_is_said_in_the_singular(app: Flask, client: FlaskClient) -> None:
    tour = Tour(client)
    tour.check_in("Anna")
    page = dashboard(organiser_of(app, tour), tour)
    assert page.one(".next-why").text == "1 player checked in; 6 needed (Tournament)"
    assert dashboard(organiser_of(app, tour), tour, "it").one(".next-why").text == (
        "1 giocatore registrato; ne servono 6 (Torneo)"
    )


def test_the_round_s_tables_show_their_hands_and_results(app: Flask, client: FlaskClient) -> None:
    tour = Tour(client, format=TIMED)
    for name in PLAYERS[:8]:
        tour.check_in(name)
    tablet = organiser_of(app, tour)
    facts = dashboard(tablet, tour).one(".format-facts").text
    assert facts == (
        "Format: rounds of tables of 2 to 4 seats, seats drawn at random Rounds: 3 "
        "Clock: 40 minutes a round; at time the hand in play is finished"
    )
    rnd = tour.post("/rounds", {"seed": 3}).get_json()  # 8 people: two tables of 4
    one, two = (seated(client, x) for x in rnd["tables"])
    logged(one, [0, 10, 20, 30])
    logged(one, [5, 5, 5, 5])
    page = dashboard(tablet, tour)
    rows = page.all(".progress-row")
    assert [r["data-table"] for r in rows] == ["1", "2"]
    assert rows[0].one(".progress-hands").text == "2 hands played"
    assert rows[1].one(".progress-hands").text == "0 hands played"
    assert [r.one(".progress-result").text for r in rows] == ["result missing"] * 2
    seats = [s["name"] for s in rnd["tables"][0]["seats"]]
    assert rows[0].one(".progress-players").text == ", ".join(seats)
    assert page.one(".round-tables h3").text == "Round 1 — 2 tables"
    # The next round waits for both results, and says so.
    assert page.one(".next-why").text == "Tables 1 and 2 have no result yet."
    button = page.one(".organiser button.btn-primary")
    assert button.text == "Draw the next round" and "disabled" in button.attrs
    # Table 1 ends (a total of 105 passes 100): its result is in, table 2's still missing.
    logged(one, [0, 0, 0, 70])
    page = dashboard(tablet, tour, "it")
    rows = page.all(".progress-row")
    assert rows[0].one(".progress-hands").text == "3 mani giocate"
    assert [r.one(".progress-result").text for r in rows] == [
        "risultato arrivato",
        "risultato mancante",
    ]
    assert page.one(".next-why").text == "Manca ancora il risultato del tavolo 2."
    # Time is called: table 2 is told its last hand; the one it plays closes it.
    assert tour.post("/rounds/current/time").status_code == 201
    assert dashboard(tablet, tour).all(".progress-row")[1].one(".progress-closing").text == (
        "Last hand"
    )
    logged(two, [10, 0, 0, 0])
    page = dashboard(tablet, tour)
    row = page.all(".progress-row")[1]
    assert row.one(".progress-hands").text == "1 hand played"
    assert row.one(".progress-closing").text == "Table closed: result taken at hand 1"
    assert row.one(".progress-result").text == "result in"
    button = page.one(".organiser button.btn-primary")
    assert not page.has(".next-why") and "disabled" not in button.attrs


def test_the_next_step_is_decided_from_the_log_alone() -> None:
    """The pure decision: people in play against the format's need, then the final once
    every first-round table is in and no tie is left."""
    fmt = FinalFormat(kind="final", tables=2, qualify=2, min_players=6)
    assert players_needed(fmt, 2) == 6
    assert players_needed(RoundsFormat(kind="rounds", min_seats=3), 2) == 3
    people = [(i + 1, CHECK_IN, {"person": f"p{i}", "name": f"P{i}"}) for i in range(5)]
    step = next_step(fmt, (2, 6), fold(people))
    assert (step.kind, step.ready, step.count, step.needed) == ("draw", False, 5, 6)
    state = fold(
        [
            *people,
            (6, CHECK_IN, {"person": "p5", "name": "P5"}),
            (7, "round", {"number": 1, "stage": "first", "seed": 1, "tables": []}),
        ]
    )
    waiting = next_step(fmt, (2, 6), state, missing=[2])
    assert (waiting.kind, waiting.ready) == ("final", False)
    assert waiting.says is not None and waiting.says.en == "Table 2 has no result yet."
    tied = next_step(fmt, (2, 6), state, ties=[1])
    assert tied.says is not None and tied.says.it == (
        "Prima della finale va deciso lo spareggio al tavolo 1."
    )
    assert tied.rule is None  # no game rule given: none cited
    cited = next_step(fmt, (2, 6), state, ties=[1], rules=RuleIds("TAM-TOUR", "TAM-AMB-8"))
    assert cited.rule == "TAM-AMB-8"
    assert next_step(fmt, (2, 6), state).ready


def test_a_draft_waiting_makes_publishing_the_next_step(app: Flask, client: FlaskClient) -> None:
    tour = Tour(client, format=TIMED)
    tablet = organiser_of(app, tour)
    for name in PLAYERS[:8]:
        assert tour.check_in(name).status_code == 201
    assert tablet.post(f"/tournaments/{tour.id}/rounds/draft").status_code == 302
    page = dashboard(tablet, tour)
    # The one primary action of the next step publishes the draft; no other draw is offered.
    [primary] = page.all(".organiser .next-step button.btn-primary")
    assert primary.text == "Publish: tell every phone its seat"
    assert page.one(".organiser .next-step .next-why").text == (
        "Round 1 is a draft: the players do not see it until you publish it."
    )
    assert not page.has(".organiser .next-step button.draw-draft")
    assert page.one(".organiser .next-step a[href='#draft']")
    # The API says the same step to the organiser, and no step to anyone else.
    step = tour.client.get(f"/api/v1/tournaments/{tour.id}", headers=tour.auth).get_json()
    assert step["next_step"] == {
        "kind": "publish",
        "ready": True,
        "says": "Round 1 is a draft: the players do not see it until you publish it.",
        "rule": None,
    }
    assert tour.get()["next_step"] is None and tour.get()["tables_in_play"] == []
    italian = dashboard(tablet, tour, "it")
    assert italian.one(".organiser .next-step .next-why").text == (
        "Il turno 1 è in bozza: i giocatori non lo vedono finché non lo pubblichi."
    )
    # Published, the next step is news of the round in play again.
    assert tablet.post(f"/tournaments/{tour.id}/rounds/draft/publish").status_code == 302
    page = dashboard(tablet, tour)
    assert not page.has(".organiser .next-step button.publish")
    body = tour.client.get(f"/api/v1/tournaments/{tour.id}", headers=tour.auth).get_json()
    assert len(body["rounds"]) == 1
    # The round's two tables of four, no hand yet: the next round waits for both results.
    assert [
        (x["number"], len(x["players"]), x["hands"], x["finished"], x["closing"])
        for x in body["tables_in_play"]
    ] == [(1, 4, 0, False, "open"), (2, 4, 0, False, "open")]
    assert (body["next_step"]["kind"], body["next_step"]["ready"]) == ("next_round", False)
    assert body["next_step"]["says"] == "Tables 1 and 2 have no result yet."
