"""The other tournament formats in Chromium at 360 px: a Scala 40 night in timed rounds, an
Ecarté Swiss evening of five, a Tarocco league counting each player's best evening, and an
Efele afternoon in rounds.

The pages do what a person does there (the organiser's tablet opens the tournament, checks
people in, draws the rounds and calls time; a player's phone is told its seat and sees the
clock; the hall screen and the standings); the hands themselves go in through the JSON API,
as a scorer's app at each table would send them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from .test_table import no_sideways_scroll
from .tournament_steps import (
    Api,
    check_in_at_the_door,
    every_row_explained,
    open_tournament,
    row_of,
    seat_line,
)

pytestmark = pytest.mark.e2e

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gino", "Ilaria", "Luca", "Marta"]
#: Several seconds: the standings follow the tables (a poll today, a stream tomorrow).
LIVE = 8_000


def is_red(page: Page, selector: str) -> bool:
    """Whether the element's text is red (the clock near its end)."""
    colour = page.locator(selector).evaluate("e => getComputedStyle(e).color")
    r, g, b = (int(x) for x in re.findall(r"\d+", colour)[:3])
    return r > 150 and g < 80 and b < 80


#: A cascade's row: its place, then each value it is ordered by, in order, with its value.
CASCADE = r"^\d+(st|nd|rd|th|º): [^;]+ \d+; [^;]+ \d+; [^;.]+ \d+\."


@pytest.fixture
def api(server) -> Iterator[Api]:
    with Api(server["url"]) as client:
        yield client


def draw(tablet: Page, label: str = "Draw the tables") -> None:
    """The organiser draws the next round; the tablet goes to the hall screen."""
    tablet.locator(".organiser button.btn-primary", has_text=label).click()
    tablet.wait_for_url(re.compile(r"/hall$"))


def play_round(api: Api, rnd: dict[str, Any], moves: Any) -> dict[int, str]:
    """Each table of the round: the scorer's app sits at seat 1 and sends ``moves(table)``;
    its token at each table, by the table's number."""
    tokens: dict[int, str] = {}
    for table in rnd["tables"]:
        tokens[table["number"]] = token = api.sit(table, 0)
        for move in moves(table):
            api.move(table["table_id"], token, move)
    return tokens


def test_a_scala40_night_in_timed_rounds(server, api, phone, shoot) -> None:
    base = server["url"]
    tablet = phone("en")
    # A short round (3 minutes, red from 5 minutes before the end): red from the start.
    tournament = open_tournament(
        tablet,
        base,
        "scala40",
        "Scala del giovedì",
        format="rounds",
        minutes="3",
        at_time="finish_hand",
    )
    tournament_id = tournament.rsplit("/", 1)[-1]
    for name in NAMES[:8]:
        check_in_at_the_door(tablet, name)
    marta = phone("it")
    marta.goto(tournament)
    marta.locator("#ci-name").fill("Marta")
    marta.locator("form.create button.btn-primary").click()
    expect(marta.locator(".my-seat")).to_contain_text("Marta, l'iscrizione è fatta")
    tablet.reload()
    draw(tablet)
    # Nine people: two tables, of five and four, each with its code on the hall screen.
    expect(tablet.locator(".hall-table")).to_have_count(2)
    expect(tablet.locator(".hall-table[data-table='1'] .seats-list li")).to_have_count(5)
    expect(tablet.locator(".hall-table[data-table='2'] .seats-list li")).to_have_count(4)
    hall_clock = tablet.locator("#standings .clock")
    expect(hall_clock).to_have_text(
        re.compile(r"Round 1 —\s+[0-3]:\d\d left\s+· at time: the hand")
    )
    expect(hall_clock).to_have_class(re.compile("clock-warning"))
    assert is_red(tablet, "#standings .clock")
    shoot(tablet, "1-hall-clock", screen=True)
    # Marta's phone: her seat, and the same clock, in Italian.
    marta.reload()
    seat_line(marta)
    phone_clock = marta.locator(".round-clock .clock")
    expect(phone_clock).to_have_text(
        re.compile(r"Turno 1 —\s+[0-3]:\d\d rimasti\s+· allo scadere: si finisce la mano in corso")
    )
    assert is_red(marta, ".round-clock .clock")
    no_sideways_scroll(marta)
    shoot(marta, "2-phone-clock", screen=True)

    # The organiser calls time: every screen says so, both tables still owe their hand.
    tablet.goto(tournament)
    tablet.locator(".organiser button", has_text="Call time").click()
    expect(tablet.locator(".organiser button", has_text="Call time")).to_have_count(0)
    expect(phone_clock).to_contain_text("Turno 1 — tempo chiamato", timeout=LIVE)
    tablet.goto(tournament + "/hall")
    expect(hall_clock).to_contain_text("Round 1 — time called")
    expect(tablet.locator(".missing")).to_have_text("Still missing a result: Table 1, Table 2")
    # The rule chosen: the hand in play is finished, and that is where each table stops.
    rnd = api.tournament(tournament_id, tablet)["rounds"][0]
    tokens = play_round(api, rnd, lambda table: [scala_hand(len(table["seats"]))])
    expect(tablet.locator(".missing")).to_have_count(0, timeout=LIVE)
    # Every table is over: the round says so, no clock is left to count.
    expect(hall_clock).to_have_text("Round 1 over")
    for table in rnd["tables"]:
        seats = table["seats"]
        closer, last = seats[0]["name"], seats[-1]["name"]
        expect(row_of(tablet, closer).locator(".why")).to_contain_text("placing points 100")
        expect(row_of(tablet, last).locator(".why")).to_contain_text("placing points 0")
    top = tablet.locator("#standings .row").first.locator(".why")
    expect(top).to_have_text(re.compile(r"^1st: placing points 100; tables won 1; rounds played 1"))
    every_row_explained(tablet, CASCADE)
    shoot(tablet, "3-hall-standings")
    # Table 1 is closed at the hand that was in play: a hand after it is refused by the rule,
    # and the standings stay as they were.
    first = rnd["tables"][0]
    late = {**scala_hand(5), "closer": 4, "hands": [90] * 4 + [None]}
    refused = api.send(first["table_id"], tokens[1], late)
    assert refused.status_code == 409, refused.text
    assert refused.json()["rule"] == "at_time.finish_hand"
    assert refused.json()["closed_at_hand"] == 1
    rows = {r["name"]: r for r in api.standings(tournament_id)["rows"]}
    assert rows[first["seats"][0]["name"]]["values"][0] == {"name": "points", "value": 100}
    assert rows[first["seats"][-1]["name"]]["values"][0] == {"name": "points", "value": 0}
    # Time cannot be called again on a round that is over.
    refused = api.organiser(tablet, tournament_id, "/rounds/current/time")
    assert refused.status_code == 422 and "already over" in refused.json()["detail"]


def scala_hand(seats: int) -> dict[str, Any]:
    """Seat 1 closes; the others are left with 20, 30, 40... points in hand."""
    return {
        "type": "hand",
        "closer": 0,
        "in_mano": False,
        "hands": [None, *range(20, 20 + 10 * (seats - 1), 10)],
    }


def test_an_ecarte_swiss_evening_of_five(server, api, phone, shoot) -> None:
    base = server["url"]
    tablet = phone("en")
    tournament = open_tournament(tablet, base, "ecarte", "Ecarté al circolo")
    tournament_id = tournament.rsplit("/", 1)[-1]
    for name in NAMES[:5]:
        check_in_at_the_door(tablet, name)
    screen = phone("it")
    screen.goto(tournament + "/standings?big=1")
    pairs: set[frozenset[str]] = set()
    byes: list[str] = []
    for number in (1, 2, 3):
        if number == 1:
            draw(tablet)
        else:
            tablet.goto(tournament)
            draw(tablet, "Draw the next round")
        # Two matches and a bye, the bye named on the hall screen.
        expect(tablet.locator(".hall-round")).to_have_text(f"Round {number}")
        expect(tablet.locator(".hall-table")).to_have_count(2)
        rnd = api.tournament(tournament_id, tablet)["rounds"][-1]
        names = {p["person"]: p["name"] for p in api.tournament(tournament_id)["people"]}
        bye = names[rnd["bye"]]
        expect(tablet.locator(".hall-tables .notice")).to_have_text(f"Bye: {bye}")
        assert bye not in byes, f"{bye} has a second bye"
        byes.append(bye)
        for table in rnd["tables"]:
            pair = frozenset(s["name"] for s in table["seats"])
            assert pair not in pairs, f"{sorted(pair)} meet again"
            pairs.add(pair)
        if number == 1:
            shoot(tablet, "1-hall-bye")
            # The next round waits for this one's results: said before the tap, the button
            # disabled, nothing drawn.
            tablet.goto(tournament)
            button = tablet.locator(".organiser button", has_text="Draw the next round")
            expect(button).to_be_disabled()
            expect(tablet.locator(".next-why")).to_contain_text("have no result yet")
            assert len(api.tournament(tournament_id, tablet)["rounds"]) == 1
        # Each match to 5: the first seat takes every trick three times (a vole is 2).
        play_round(api, rnd, lambda table: [ecarte_vole(0)] * 3)
        expect(screen.locator(".missing")).to_have_count(0, timeout=LIVE)
    # Three rounds: three different byes, six different pairs.
    assert len(set(byes)) == 3 and len(pairs) == 6
    expect(screen.locator("#standings .row")).to_have_count(5)
    rows = api.standings(tournament_id)["rows"]
    for row in rows:
        # A bye counts as a win: wins are the matches won plus the byes.
        expect(row_of(screen, row["name"]).locator(".why")).to_contain_text(
            f"vittorie {row['values'][0]['value']}; Buchholz (vittorie degli avversari) "
            f"{row['values'][1]['value']}"
        )
    every_row_explained(screen, CASCADE)
    no_sideways_scroll(screen)
    shoot(screen, "2-standings")


def ecarte_vole(seat: int) -> dict[str, Any]:
    tricks = [5, 0] if seat == 0 else [0, 5]
    return {"type": "hand", "tricks": tricks}


def test_a_tarocco_league_counts_the_best_evening(server, api, phone, shoot) -> None:
    base = server["url"]
    tablet = phone("it")
    tournament = open_tournament(
        tablet,
        base,
        "tarocco",
        "Lega del Tarocco",
        format="rounds",
        rounds="2",
        minutes="",
        best="1",
    )
    tournament_id = tournament.rsplit("/", 1)[-1]
    for name in NAMES[:8]:
        check_in_at_the_door(tablet, name)
    screen = phone("en")
    screen.goto(tournament + "/standings")
    for evening in (1, 2):
        if evening == 1:
            draw(tablet, "Sorteggia i tavoli")
        else:
            # Anna cannot come to the second evening: seven cannot sit at tables of four.
            tablet.goto(tournament)
            anna = tablet.locator(".person", has_text="Anna")
            anna.locator("button", has_text="Ritira").click()
            # Said before the tap: the next round's button waits, disabled.
            button = tablet.locator(".organiser button", has_text="Sorteggia il turno successivo")
            expect(button).to_be_disabled()
            expect(tablet.locator(".next-why")).to_have_text(
                "7 giocatori non si possono dividere in tavoli da 4 posti."
            )
            # Nino arrives late: eight again, and the evening is drawn with him, not Anna.
            check_in_at_the_door(tablet, "Nino")
            expect(tablet.locator(".person", has_text="Nino").locator(".tag")).to_have_text(
                "in ritardo"
            )
            draw(tablet, "Sorteggia il turno successivo")
            expect(tablet.locator(".hall-tables")).to_contain_text("Nino")
            expect(tablet.locator(".hall-tables")).not_to_contain_text("Anna")
        expect(tablet.locator(".hall-table")).to_have_count(2)
        for n in (1, 2):
            expect(tablet.locator(f".hall-table[data-table='{n}'] .seats-list li")).to_have_count(4)
        rnd = api.tournament(tournament_id, tablet)["rounds"][-1]
        expect(screen.locator(".missing")).to_have_text(
            "Still missing a result: Table 1, Table 2", timeout=LIVE
        )
        # The evening's twelve hands at each table: the soloist at seat 2 wins every one.
        play_round(api, rnd, lambda table: [TAROCCO_SOLO] * 12)
        expect(screen.locator(".missing")).to_have_count(0, timeout=LIVE)
    rows = api.standings(tournament_id)["rows"]
    played = {r["name"]: r["values"][2]["value"] for r in rows}
    assert played == {**dict.fromkeys(NAMES[1:8], 2), "Anna": 1, "Nino": 1}
    dropped = [r for r in rows if "dropped" in r["why"]]
    assert len(dropped) == 7, "two evenings, the best one counted: the other is dropped"
    for row in dropped:
        expect(row_of(screen, row["name"]).locator(".why")).to_contain_text(
            "The best 1 rounds count; dropped:"
        )
    every_row_explained(screen, CASCADE)
    shoot(screen, "standings")
    # The league had two evenings: no third is offered, the page says it is over; asked
    # for anyway, it is refused.
    tablet.goto(tournament)
    expect(tablet.locator(".organiser .next-news")).to_have_text("Il torneo è concluso.")
    expect(tablet.locator(".organiser button", has_text="Sorteggia")).to_have_count(0)
    refused = api.organiser(tablet, tournament_id, "/rounds")
    assert refused.status_code == 422 and "Every round" in refused.text
    assert len(api.tournament(tournament_id, tablet)["rounds"]) == 2
    # The Italian tablet says the same in Italian.
    tablet.goto(tournament + "/standings")
    expect(row_of(tablet, dropped[0]["name"]).locator(".why")).to_contain_text(
        "Contano i 1 turni migliori; scartati:"
    )


TAROCCO_SOLO = {"type": "hand", "contract": "solo", "soloist": 1, "card_points": 65}


def test_an_efele_afternoon_in_rounds(server, api, phone, shoot) -> None:
    base = server["url"]
    tablet = phone("en")
    tournament = open_tournament(
        tablet, base, "efele", "Efele dei bambini", format="rounds", minutes=""
    )
    tournament_id = tournament.rsplit("/", 1)[-1]
    for name in NAMES[:9]:
        check_in_at_the_door(tablet, name)
    draw(tablet)
    # Nine children: two tables of five and four.
    expect(tablet.locator(".hall-table")).to_have_count(2)
    rnd = api.tournament(tournament_id, tablet)["rounds"][0]
    sizes = sorted(len(t["seats"]) for t in rnd["tables"])
    assert sizes == [4, 5]

    # Two games at each table: the last seat is the Efele, then the one before it; then the
    # afternoon ends. The two Efeles share the last place but one of their table.
    def games(table: dict[str, Any]) -> list[dict[str, Any]]:
        last = len(table["seats"]) - 1
        return [
            {"type": "game", "exit_order": list(range(last))},
            {"type": "game", "exit_order": [last, *range(last - 1)]},
            {"type": "end"},
        ]

    play_round(api, rnd, games)
    expect(tablet.locator(".missing")).to_have_count(0, timeout=LIVE)
    for table in rnd["tables"]:
        seats = [s["name"] for s in table["seats"]]
        points = {5: 25, 4: 33}[len(seats)]
        for efele in seats[-2:]:
            expect(row_of(tablet, efele).locator(".why")).to_contain_text(
                f"placing points {points}"
            )
        expect(row_of(tablet, seats[0]).locator(".why")).to_contain_text(
            "placing points 100; tables won 1; rounds played 1."
        )
        # Level on everything with the other table's first places: said on the row.
        expect(row_of(tablet, seats[0]).locator(".why")).to_contain_text("Level on everything")
    # Nobody here is ahead of everyone else on every value: each row says with whom. With
    # rounds still to play nothing depends on a tie yet: none is a tie-break required.
    expect(tablet.locator("#standings .row .why", has_text="Level on everything")).to_have_count(9)
    expect(tablet.locator("#standings .row.status-tie-break")).to_have_count(0)
    every_row_explained(tablet, CASCADE)
    shoot(tablet, "standings")
