"""An 8-player Tamalo tournament through its final, in Chromium at 360 px.

The organiser's door tablet checks four people in (with their fees), four more check in on
their own phones (two in Italian); the tablet draws two tables of four (TAM-TOUR) and each
phone is told its table, seat and dealer. Four phones play at once, two at each table; the
first hands go in through the JSON API (a scorer's app at the table's free seat), the last
ones on the pages. A fifth phone shows the standings as they move. One table ends with two
players tied for the second place in the final: "tie-break required", with both names, until
the organiser settles it with a reason; then the app creates the final, four phones play
it, and every row of the final standings says why it is where it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from .test_table import enter_hand, no_sideways_scroll, total
from .tournament_steps import (
    Api,
    check_in_at_the_door,
    every_row_explained,
    open_tournament,
    row_of,
    seat_line,
    tamalo_hand,
)

pytestmark = pytest.mark.e2e

AT_THE_DOOR = ["Anna", "Bruno", "Carla", "Dario"]
#: Who checks in on their own phone, and the phone's language.
OWN_PHONES = {"Elena": "it", "Franco": "en", "Gino": "it", "Ilaria": "en"}
#: Several seconds: the standings follow the tables (a poll today, a stream tomorrow).
LIVE = 8_000


@pytest.fixture
def api(server) -> Iterator[Api]:
    with Api(server["url"]) as client:
        yield client


def test_eight_players_two_tables_a_tie_and_the_final(server, api, phone, shoot) -> None:
    base = server["url"]
    tablet = phone("en")
    tournament = open_tournament(tablet, base, "tamalo", "Circolo Arci")
    tournament_id = tournament.rsplit("/", 1)[-1]
    for name in AT_THE_DOOR:
        check_in_at_the_door(tablet, name, fee="5")
    expect(tablet.locator(".person", has_text="Anna")).to_contain_text("owes 5.00 €")
    # Anna pays at the door: one tap.
    tablet.locator(".person", has_text="Anna").locator("button", has_text="Paid").click()
    expect(tablet.locator(".person", has_text="Anna")).to_contain_text("paid")
    # Dario steps out and comes back: one tap each, marked, never deleted.
    dario = tablet.locator(".person", has_text="Dario")
    dario.locator("button", has_text="Withdraw").click()
    expect(tablet.locator(".person", has_text="Dario").locator(".tag")).to_have_text("withdrawn")
    expect(tablet.locator(".people").locator("xpath=..").locator("h2 .small")).to_have_text("3")
    tablet.locator(".person", has_text="Dario").locator("button", has_text="Re-enter").click()
    expect(tablet.locator(".person", has_text="Dario").locator(".tag")).to_have_count(0)
    expect(tablet.locator(".person", has_text="Dario")).to_contain_text("owes 5.00 €")

    # Four check in on their own phones; each phone remembers who it is.
    own: dict[str, Page] = {}
    for name, lang in OWN_PHONES.items():
        page = phone(lang)
        page.goto(tournament)
        page.locator("#ci-name").fill(name)
        page.locator("form.create button.btn-primary").click()
        said = "l'iscrizione è fatta" if lang == "it" else "you are checked in"
        expect(page.locator(".my-seat")).to_contain_text(f"{name}, {said}")
        own[name] = page
    # A second "Anna" at the door is refused, and told why; nobody is added.
    tablet.locator("#ci-name").fill("anna")
    tablet.locator("form.create button.btn-primary").click()
    expect(tablet.locator(".error")).to_have_text(
        "The tournament already has a player called 'anna': choose another name."
    )
    elena = own["Elena"]
    tablet.reload()
    expect(tablet.locator(".person")).to_have_count(8)

    # The standings on a fifth phone, the big screen, before anything is drawn.
    screen = phone("en")
    screen.goto(tournament + "/standings?big=1")
    expect(screen.locator("#standings")).to_contain_text("when the first round is drawn")

    # Two tables of four (TAM-TOUR), their QR codes on the hall screen.
    tablet.locator(".organiser button.btn-primary", has_text="Draw the tables").click()
    tablet.wait_for_url(re.compile(r"/hall$"))
    expect(tablet.locator(".hall-table")).to_have_count(2)
    expect(tablet.locator(".hall-table svg")).to_have_count(2)
    for n in (1, 2):
        expect(tablet.locator(f".hall-table[data-table='{n}'] .seats-list li")).to_have_count(4)
        expect(tablet.locator(f".hall-table[data-table='{n}'] .tag")).to_have_text("deals")
    shoot(tablet, "1-hall")
    rounds = api.tournament(tournament_id, tablet)["rounds"]
    tables = {t["number"]: t for t in rounds[0]["tables"]}
    seats = {s["name"]: (n, s["seat"]) for n, t in tables.items() for s in t["seats"]}
    # Every own phone says its table, seat and dealer, as the draw made them.
    for name, page in own.items():
        page.reload()
        number, seat, dealer = seat_line(page)
        assert (number, seat) == seats[name]
        assert dealer == tables[number]["dealer"]
        no_sideways_scroll(page)
    expect(screen.locator(".missing")).to_contain_text("Table 1, Table 2")

    # Two phones at each table: own phones first, else a player from the door scans the
    # table's code on the hall screen and taps their name.
    at_table: dict[int, list[tuple[str, Page]]] = {1: [], 2: []}
    for name, page in own.items():
        number = seats[name][0]
        if len(at_table[number]) < 2:
            page.locator("a.btn-primary", has_text=re.compile("Go to my table|Vai al mio")).click()
            page.locator("button.btn-seat", has_text=name).click()
            page.wait_for_url(re.compile(r"/t/[\w-]+$"))
            at_table[number].append((name, page))
    for number, playing in at_table.items():
        for seated in tables[number]["seats"]:
            if len(playing) >= 2:
                break
            if seated["name"] in OWN_PHONES:
                continue
            page = phone("it" if len(playing) == 0 else "en")
            page.goto(tables[number]["join_url"])
            page.locator("button.btn-seat", has_text=seated["name"]).click()
            page.wait_for_url(re.compile(r"/t/[\w-]+$"))
            playing.append((seated["name"], page))
    phones = [page for playing in at_table.values() for _, page in playing]
    assert len(phones) == 4
    for page in phones:
        expect(page.locator("body")).to_have_attribute("data-live", "on")
    # A scorer's app takes a seat no phone took at each table.
    tokens: dict[int, str] = {}
    for number, playing in at_table.items():
        taken = {seats[name][1] - 1 for name, _ in playing}
        free = min(set(range(4)) - taken)
        tokens[number] = api.sit(tables[number], free)

    def names_at(number: int) -> list[str]:
        return [s["name"] for s in tables[number]["seats"]]

    # Hand 1 at both tables through the API; the phones and the big screen follow.
    api.move(tables[1]["table_id"], tokens[1], tamalo_hand([0, 5, 5, 30]))
    api.move(tables[2]["table_id"], tokens[2], tamalo_hand([5, 10, 20, 30]))
    for page in phones:
        expect(total(page, 3)).to_have_text("30", timeout=LIVE)
    first_at_1 = row_of(screen, names_at(1)[0])
    expect(first_at_1.locator(".why")).to_have_text(
        "For now 1st of 4 at table 1 with 0 points; the table is still playing.", timeout=LIVE
    )

    # Hand 2 on the pages: one phone at each table enters it, the other sees it.
    (_, one), (_, two) = at_table[1]
    enter_hand(one, {}, {0: 5, 1: 10, 2: 10, 3: 40}, caller=None)
    one.locator("#form-hand button[type=submit]").click()
    (_, three), (_, four) = at_table[2]
    enter_hand(four, {}, {0: 0, 1: 10, 2: 20, 3: 30}, caller=None)
    four.locator("#form-hand button[type=submit]").click()
    expect(total(two, 3)).to_have_text("70", timeout=LIVE)
    expect(total(three, 3)).to_have_text("60", timeout=LIVE)
    expect(first_at_1.locator(".why")).to_contain_text("with 5 points", timeout=LIVE)

    # Table 2 ends: its two best go to the final; table 1 is still missing.
    enter_hand(three, {}, {0: 0, 1: 0, 2: 0, 3: 50}, caller=None)
    three.locator("#form-hand button[type=submit]").click()
    for page in (three, four):
        expect(page.locator("#status .winners")).to_have_text(names_at(2)[0], timeout=LIVE)
    expect(screen.locator(".missing")).to_have_text(re.compile(r"Table 1\s*$"), timeout=LIVE)
    best = row_of(screen, names_at(2)[0]).locator(".why")
    expect(best).to_have_text(
        "1st of 4 at table 2 with 5 points. Goes to the final (the first 2 of each table, "
        "TAM-TOUR)."
    )
    out = row_of(screen, names_at(2)[2]).locator(".why")
    expect(out).to_have_text(
        "3rd of 4 at table 2 with 40 points. Does not go to the final (the first 2 go, TAM-TOUR)."
    )

    # Table 1 ends with seats 2 and 3 level on 15: a tie for the second place in the final.
    enter_hand(two, {}, {0: 0, 1: 0, 2: 0, 3: 40}, caller=None)
    two.locator("#form-hand button[type=submit]").click()
    expect(one.locator("#status .winners")).to_have_text(names_at(1)[0], timeout=LIVE)
    tied = names_at(1)[1:3]
    notice = screen.locator(".notice.tie")
    expect(notice).to_have_text(f"Tie-break required — Table 1: {tied[0]}, {tied[1]}", timeout=LIVE)
    expect(screen.locator(".missing")).to_have_count(0)
    for me, other in (tied, tied[::-1]):
        row = row_of(screen, me, ".row.status-tie-break")
        expect(row.locator(".tag")).to_have_text("tie-break required")
        expect(row.locator(".why")).to_have_text(
            f"2nd of 4 at table 1 with 15 points. Tied with {other}: tie-break required for "
            "1 place(s) in the final (TAM-AMB-8)."
        )
    every_row_explained(screen)
    shoot(screen, "2-tie-break", screen=True)
    # An Italian phone says it in Italian.
    elena.goto(tournament + "/standings")
    expect(elena.locator(".notice.tie")).to_contain_text("Spareggio richiesto")
    expect(row_of(elena, tied[0], ".row.status-tie-break").locator(".why")).to_contain_text(
        "spareggio richiesto per 1 posto/i in finale (TAM-AMB-8)"
    )

    # No final while the tie waits: the organiser's page offers the tie-break; the final's
    # button waits, disabled, with the reason and its rule said before any tap.
    tablet.goto(tournament)
    expect(tablet.locator(".organiser button", has_text="Create the final table")).to_be_disabled()
    expect(tablet.locator(".next-why")).to_contain_text(
        "The tie-break at table 1 must be settled before the final."
    )
    expect(tablet.locator('.next-why a.rule[href="/rules/TAM-AMB-8"]')).to_have_count(1)
    refused = api.organiser(tablet, tournament_id, "/final")
    assert refused.status_code == 422 and "TAM-AMB-8" in refused.text
    form = tablet.locator("form.tie-form")
    expect(form).to_contain_text("Tie-break required — Table 1: choose who goes on (1)")
    form.scroll_into_view_if_needed()
    shoot(tablet, "2-tie-form", screen=True)
    # Nobody ticked: nobody goes on by default, the organiser is told to tick who does.
    form.locator("input[name=reason]").fill("Coin")
    form.locator("button", has_text="Settle the tie").click()
    expect(tablet.locator(".error")).to_have_text("Tick the player who goes on (1).")
    form = tablet.locator("form.tie-form")
    # Without a reason the decision is refused, and said.
    form.locator("label.check", has_text=tied[1]).locator("input").check()
    form.locator("input[name=reason]").evaluate("e => e.removeAttribute('required')")
    form.locator("button", has_text="Settle the tie").click()
    expect(tablet.locator(".error")).to_have_text("The decision needs its reason.")
    form = tablet.locator("form.tie-form")
    form.locator("label.check", has_text=tied[1]).locator("input").check()
    form.locator("input[name=reason]").fill(f"Extra hand: {tied[1]} 3, {tied[0]} 9")
    form.locator("button", has_text="Settle the tie").click()
    expect(screen.locator(".notice.tie")).to_have_count(0, timeout=LIVE)
    settled = row_of(screen, tied[1]).locator(".why")
    expect(settled).to_have_text(
        f"2nd of 4 at table 1 with 15 points. Goes to the final (the first 2 of each table, "
        f"TAM-TOUR). Tied with {tied[0]}: settled by the organiser (1st in the tie-break): "
        f"“Extra hand: {tied[1]} 3, {tied[0]} 9”."
    )
    expect(row_of(screen, tied[0]).locator(".why")).to_contain_text("Does not go to the final")
    expect(screen.locator(".row.status-qualified")).to_have_count(4)

    # The final: created by the app from the four who go on.
    tablet.reload()
    tablet.locator(".organiser button", has_text="Create the final table").click()
    tablet.wait_for_url(re.compile(r"/hall$"))
    expect(tablet.locator(".hall-table")).to_have_count(1)
    expect(tablet.locator(".hall-table h2")).to_have_text("Final — Table 1")
    finalists = [names_at(1)[0], tied[1], *names_at(2)[:2]]
    for name in finalists:
        expect(tablet.locator(".hall-table .seats-list")).to_contain_text(name)
    shoot(tablet, "3-final-hall")
    final = api.tournament(tournament_id, tablet)["rounds"][-1]["tables"][0]
    final_seats = {s["name"]: s["seat"] for s in final["seats"]}
    assert sorted(final_seats) == sorted(finalists)
    # Each finalist's own phone now tells the final's seat; the others sit by the hall's code.
    at_final: list[tuple[str, Page]] = []
    for name, page in own.items():
        if name not in final_seats:
            # Out after the first round: the phone says which round that seat was in.
            page.goto(tournament)
            expect(page.locator(".my-seat .seat-round")).to_have_text(
                "Turno 1:" if OWN_PHONES[name] == "it" else "Round 1:"
            )
    for name in final_seats:
        if name in own:
            page = own[name]
            page.goto(tournament)
            expect(page.locator(".my-seat .seat-round")).to_have_text(
                "Finale:" if OWN_PHONES[name] == "it" else "Final:"
            )
            assert seat_line(page)[:2] == (1, final_seats[name])
            page.locator("a.btn-primary", has_text=re.compile("Go to my table|Vai al mio")).click()
        else:
            page = phone("en")
            page.goto(final["join_url"])
        page.locator("button.btn-seat", has_text=name).click()
        page.wait_for_url(re.compile(r"/t/[\w-]+$"))
        at_final.append((name, page))
        if len(at_final) == 2:
            break
    expect(screen.locator("#standings h2").first).to_have_text("Final", timeout=LIVE)
    # The first hand through the API, the last on a phone; the other phone follows.
    taken = {final_seats[name] - 1 for name, _ in at_final}
    token = api.sit(final, min(set(range(4)) - taken))
    api.move(final["table_id"], token, tamalo_hand([10, 20, 30, 40]))
    (_, first), (_, second) = at_final
    expect(total(first, 3)).to_have_text("40", timeout=LIVE)
    enter_hand(first, {}, {0: 0, 1: 10, 2: 20, 3: 70}, caller=None)
    first.locator("#form-hand button[type=submit]").click()
    winner = final["seats"][0]["name"]
    expect(second.locator("#status .winners")).to_have_text(winner, timeout=LIVE)

    # The final standings: the winner first, every row explained.
    rows = screen.locator("#standings ol.rows").first.locator(".row")
    expect(rows.first).to_have_class(re.compile("status-winner"), timeout=LIVE)
    expect(rows.first.locator(".why")).to_have_text(
        "1st in the final with 10 points: 1st of the tournament."
    )
    expect(rows.first).to_contain_text(winner)
    expect(rows.nth(3).locator(".why")).to_have_text(
        "4th in the final with 110 points: 4th of the tournament."
    )
    expect(screen.locator(".missing")).to_have_count(0)
    every_row_explained(screen)
    no_sideways_scroll(screen)
    shoot(screen, "4-final-standings")
    standings = api.standings(tournament_id, "it")
    assert [r["status"] for r in standings["final"]] == ["winner", "final", "final", "final"]
    assert all(r["why"] for r in standings["final"] + standings["rows"])
