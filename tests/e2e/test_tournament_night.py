"""A whole tournament night in Chromium, as one story: a Tamalo night of eight in two timed
rounds and a final, from the door to the file that restores it on a new server.

The organiser's laptop (1280×800) opens the tournament on its page and checks seven people
in at the door; Elena, checked in there, takes her own phone with the code the organiser's
screen shows; Franco checks in on his. Each round is drawn as a draft and then published;
the two phones (360 px, Elena's in Italian) are told their seat, sit, and follow their
person to the next round's table and to the final with one tap; the hall screen (the
organiser's hall link on a TV, 1280×800) follows every round by itself. Time is called in
the first round with "finish the hand in play": the tables play that hand, then close, and
a later hand is refused. The other seats' hands go in through the JSON API, as a scorer's
app at each table would send them. The tournament's file, downloaded from the organiser's
page, is imported on a second, fresh server's home page: the same standings, each person
once.

Who finishes where is chosen by role, whatever the draw: at each table of round 1 the
phones' people finish first, then the others in seat order (A1…A4 at the table with more
of the phones, B1…B4 at the other); the organiser seats round 1's first and second
together at one table of round 2 (swaps in the draft).
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from ..serving import serving
from .test_table import enter_hand, no_sideways_scroll, total
from .tournament_steps import A_TOURNAMENT, Api, check_in_at_the_door, open_tournament, row_of

pytestmark = pytest.mark.e2e

#: Checked in by the organiser at the door (Elena then claims her phone).
AT_THE_DOOR = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Gino", "Ilaria"]
#: The two phones: who carries each, and its language.
PHONES = {"Elena": "it", "Franco": "en"}
#: The tables' line asks every 5 s; the hall and the tables' pages follow a stream.
LIVE = 12_000
LAPTOP = {"width": 1280, "height": 800}
CLOSED = {
    "it": "Tavolo chiuso: risultato preso alla mano 2",
    "en": "Table closed: result taken at hand 2",
}
GO = re.compile("Go to my table|Vai al mio tavolo")


@pytest.fixture
def api(server) -> Iterator[Api]:
    with Api(server["url"]) as client:
        yield client


@pytest.fixture
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[], str]]:
    """A second server on an empty database (a club's new machine), started in the
    background while the night is played; called, its address once it answers."""
    folder = tmp_path_factory.mktemp("fresh")
    up = threading.Event()
    done = threading.Event()
    found: dict[str, Any] = {}

    def run() -> None:
        try:
            with serving(folder, startup_seconds=90) as served:
                found["url"] = served.url
                up.set()
                done.wait()
        except BaseException as failed:  # noqa: BLE001 - handed to the test's thread
            found["failed"] = failed
            up.set()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()

    def address() -> str:
        assert up.wait(90), "the fresh server did not start"
        if "failed" in found:
            raise found["failed"]
        return str(found["url"])

    yield address
    done.set()
    thread.join(30)


def by_role(table: dict[str, Any], order: list[str], values: list[int]) -> dict[str, Any]:
    """A Tamalo hand (typed totals, nobody called) whose ``values`` follow ``order`` (names),
    sent in the table's seat order."""
    names = [s["name"] for s in table["seats"]]
    return {"type": "hand", "caller": None, "hands": [values[order.index(n)] for n in names]}


def seat_values(table: dict[str, Any], order: list[str], values: list[int]) -> dict[int, int]:
    """The same hand as a phone's form takes it: seat index → total."""
    return dict(enumerate(by_role(table, order, values)["hands"]))


def finalists_by_hand(expected: list[tuple[str, int]]) -> list[str]:
    """The first four of the league, worked out by hand: they go to the final."""
    return [name for name, _points in expected[:4]]


def tie_break_shown(why: Locator) -> bool:
    """Whether a hall row's reason shows its "Dietro a …" sentence whole (not cut by the
    row's line clamp): the sentence's last character is painted inside the row's box."""
    return bool(
        why.evaluate(
            """el => {
              const text = el.firstChild, words = text.textContent;
              const start = words.search(/Dietro ad? /);
              if (start < 0) return false;
              const range = document.createRange();
              range.setStart(text, 0);
              range.setEnd(text, words.indexOf(")", start) + 1);
              const rects = range.getClientRects();
              return rects[rects.length - 1].bottom <= el.getBoundingClientRect().bottom + 1;
            }"""
        )
    )


def table_of(rnd: dict[str, Any], name: str) -> dict[str, Any]:
    return next(t for t in rnd["tables"] if any(s["name"] == name for s in t["seats"]))


def free_seat(table: dict[str, Any], taken: set[str]) -> int:
    """A seat (0-based) whose person carries no phone: the scorer's app sits there."""
    return next(i for i, s in enumerate(table["seats"]) if s["name"] not in taken)


def draft_and_publish(org: Page, tournament: str, top: set[str] | None = None) -> None:
    """The organiser draws the next round as a draft; with ``top``, swaps until those four
    sit at one table (the one that has more of them); then publishes it."""
    org.goto(tournament)
    org.locator("button.draw-draft").click()
    draft = org.locator("#draft")
    expect(draft.locator(".draft-table")).to_have_count(2)
    expect(draft.locator("h2 .tag")).to_have_text("not published")
    if top:
        at = {n: _draft_names(draft, n) for n in (1, 2)}
        home = 1 if len(top & set(at[1])) >= len(top & set(at[2])) else 2
        away = 3 - home
        outsiders = [n for n in at[home] if n not in top]
        insiders = [n for n in at[away] if n in top]
        for a, b in zip(outsiders, insiders, strict=True):
            org.locator("#swap-a").select_option(label=_option(org, "#swap-a", a))
            org.locator("#swap-b").select_option(label=_option(org, "#swap-b", b))
            org.locator(".swap-form button").click()
            expect(org.locator(f"#draft .draft-table[data-table='{home}']")).to_contain_text(b)
        assert set(_draft_names(org.locator("#draft"), home)) == top
    org.locator(".next-step button.btn-primary.publish").click()
    org.wait_for_url(re.compile(r"/hall"))


def _draft_names(draft: Locator, number: int) -> list[str]:
    """The names at a draft's table, in seat order (``Anna deals`` is Anna)."""
    seats = draft.locator(f".draft-table[data-table='{number}'] li").all_inner_texts()
    return [li.split()[0] for li in seats]


def _option(page: Page, select: str, name: str) -> str:
    """The label of ``name``'s option in a swap menu (``Anna — Table 1, seat 2``)."""
    return page.locator(f"{select} option", has_text=f"{name} —").inner_text().strip()


def to_my_table(page: Page, name: str) -> None:
    """From the tournament page: "Go to my table", then the person's own seat."""
    page.locator("a.btn-primary", has_text=GO).click()
    page.locator("button.btn-seat", has_text=name).click()
    page.wait_for_url(re.compile(r"/t/[\w-]+$"))
    expect(page.locator("body")).to_have_attribute("data-live", "on")


def follow(page: Page, name: str, line: str) -> None:
    """A phone left on its finished table: its person's next seat shows by itself, one tap
    sits there."""
    moved = page.locator("#tour-line .my-seat")
    expect(moved).to_contain_text(f"{line}: {name} — ", timeout=LIVE)
    page.locator("#tour-line button", has_text=GO).click()
    page.wait_for_url(re.compile(r"/t/[\w-]+$"))
    expect(page.locator(".topbar .who")).to_contain_text(name)
    expect(page.locator("body")).to_have_attribute("data-live", "on")


def test_a_tamalo_night_from_the_door_to_a_restored_file(
    server, api, fresh, phone, shoot, tmp_path: Path
) -> None:
    base = server["url"]
    org = phone("en")
    org.set_viewport_size(LAPTOP)
    # Two rounds of tables of four, half an hour each, "finish the hand in play" at time;
    # then the first four of the standings play the final.
    tournament = open_tournament(
        org,
        base,
        "tamalo",
        "Notte al circolo",
        format="rounds",
        rounds="2",
        min_seats="4",
        max_seats="4",
        minutes="30",
        at_time="finish_hand",
        final="4",
    )
    tid = tournament.rsplit("/", 1)[-1]
    expect(org.locator(".format-facts")).to_contain_text("30")
    for name in AT_THE_DOOR:
        check_in_at_the_door(org, name)

    # Elena was checked in at the door: the organiser's screen shows her code, her phone
    # scans it and she taps once. Her name is never typed again.
    elena = phone("it")
    org.locator(".person", has_text="Elena").locator("a", has_text="Phone").click()
    expect(org.locator(".qr-instruction")).to_have_text("Elena: scan with your phone")
    elena.goto(org.locator(".qr-url").inner_text().strip())
    elena.locator("button", has_text="Sì, sono Elena").click()
    elena.wait_for_url(tournament)
    expect(elena.locator(".my-seat")).to_contain_text("Elena, l'iscrizione è fatta")
    # Franco checks in on his own phone.
    franco = phone("en")
    franco.goto(tournament)
    franco.locator("#ci-name").fill("Franco")
    franco.locator("form.create button.btn-primary").click()
    expect(franco.locator(".my-seat")).to_contain_text("Franco, you are checked in")
    phones = {"Elena": elena, "Franco": franco}
    org.goto(tournament)
    expect(org.locator(".person")).to_have_count(8)  # Elena once: claimed, not added
    shoot(org, "1-door", screen=True)

    # Round 1, drafted then published: each phone shows its seat without a reload.
    hall_link = org.locator(".links a", has_text="Hall screen").get_attribute("href")
    assert hall_link and "key=" in hall_link
    draft_and_publish(org, tournament)
    for page in phones.values():
        expect(page.locator(".my-seat")).to_have_text(
            re.compile(r"(Table|Tavolo) [12], (seat|posto) [1-4] — "), timeout=LIVE
        )
        no_sideways_scroll(page)
    shoot(elena, "2-elena-seat", screen=True)
    # The hall screen: the organiser's hall link on the TV.
    hall = phone("it")
    hall.set_viewport_size(LAPTOP)
    hall.goto(base + hall_link)
    expect(hall.locator("body")).to_have_attribute("data-live", "on")
    expect(hall.locator(".hall-table")).to_have_count(2)
    first = api.tournament(tid, org)["rounds"][0]
    # Roles: at each table the phones' people first, then the others in seat order; table
    # A is the one with more of the phones (both phones' people then reach the final).
    carried = set(PHONES)

    def roles(table: dict[str, Any]) -> list[str]:
        names = [s["name"] for s in table["seats"]]
        return [n for n in names if n in carried] + [n for n in names if n not in carried]

    one, two = sorted(first["tables"], key=lambda t: -len(carried & set(roles(t))))
    a, b = roles(one), roles(two)
    for name, page in phones.items():
        to_my_table(page, name)
    tokens = {t["number"]: api.sit(t, free_seat(t, carried)) for t in (one, two)}
    at_one = hall.locator(f".live-table[data-table='{one['number']}']")
    expect(at_one).to_contain_text(f"Tavolo {one['number']}")

    # Hand 1 at both tables, from the scorer's apps: 0, 10, 20, 30 by role.
    for table, order in ((one, a), (two, b)):
        api.move(table["table_id"], tokens[table["number"]], by_role(table, order, [0, 10, 20, 30]))
    for name, page in phones.items():
        table = table_of(first, name)
        expect(total(page, 3)).to_have_text(
            str(by_role(table, roles(table), [0, 10, 20, 30])["hands"][3]), timeout=LIVE
        )
    expect(at_one).to_have_text(
        f"Tavolo {one['number']} · {a[0]} 0 · {a[1]} 10 · {a[2]} 20 · {a[3]} 30", timeout=LIVE
    )

    # Time is called on the organiser's page: each phone says one hand is left.
    org.goto(tournament)
    org.locator(".organiser button.btn-danger", has_text="Call time").click()
    expect(org.locator(".organiser button", has_text="Call time")).to_have_count(0)
    expect(elena.locator("#tour-line .tour-closing")).to_have_text("Ultima mano", timeout=LIVE)
    expect(franco.locator("#tour-line .tour-closing")).to_have_text("Last hand", timeout=LIVE)
    shoot(franco, "3-last-hand", screen=True)
    # The hand in play (hand 2: 5, 10, 15, 20 by role), typed on a phone where one sits.
    # Totals after it: 5, 20, 35, 50 at each table: placing points 100, 67, 33, 0.
    for table, order in ((one, a), (two, b)):
        here = [phones[n] for n in order if n in carried]
        if here:
            enter_hand(here[0], {}, seat_values(table, order, [5, 10, 15, 20]), caller=None)
            here[0].locator("#form-hand button[type=submit]").click()
        else:
            hand = by_role(table, order, [5, 10, 15, 20])
            api.move(table["table_id"], tokens[table["number"]], hand)
    # Then the tables are closed: no third hand is offered on the phones...
    for name, page in phones.items():
        expect(page.locator("#status .prompt")).to_have_text(CLOSED[PHONES[name]], timeout=LIVE)
        expect(page.locator("#form-hand")).to_have_count(0)
        expect(page.locator("body")).not_to_contain_text(re.compile("Hand 3|Mano 3"))
    shoot(elena, "4-closed", screen=True)
    # ...nor taken from the API: refused with the rule, and nothing changes.
    late = api.send(one["table_id"], tokens[one["number"]], by_role(one, a, [0, 0, 0, 90]))
    assert late.status_code == 409, late.text
    assert late.json()["rule"] == "at_time.finish_hand" and late.json()["closed_at_hand"] == 2
    rows = {r["name"]: r for r in api.standings(tid)["rows"]}
    assert [rows[n]["total"] for n in a] == [100, 67, 33, 0]
    assert [rows[n]["total"] for n in b] == [100, 67, 33, 0]

    # Round 2, drafted: the organiser seats round 1's first and second together (A1, A2,
    # B1, B2: the top table), then publishes.
    top = {a[0], a[1], b[0], b[1]}
    draft_and_publish(org, tournament, top)
    # The phones, left on their closed tables, show their person's new seat by themselves;
    # one tap each sits there. Both phones' people are at the top table.
    for name, page in phones.items():
        follow(page, name, "Turno 2" if PHONES[name] == "it" else "Round 2")
    # The hall screen turns to round 2 by itself.
    expect(hall.locator(".hall-round")).to_have_text("Turno 2", timeout=LIVE)
    second = api.tournament(tid, org)["rounds"][1]
    high = table_of(second, a[0])
    low = next(t for t in second["tables"] if t is not high)
    top_order, low_order = [a[0], a[1], b[0], b[1]], [a[2], a[3], b[2], b[3]]
    assert {s["name"] for s in high["seats"]} == set(top_order)
    tokens = {"high": api.sit(high, free_seat(high, carried)), "low": api.sit(low, 0)}
    for page in phones.values():
        assert page.url.endswith(high["table_id"])

    # The top table's hand 1 (5, 10, 15, 20 by role) from its app: the phones and the
    # hall follow it live.
    api.move(high["table_id"], tokens["high"], by_role(high, top_order, [5, 10, 15, 20]))
    n = high["number"]
    expect(hall.locator(f".live-table[data-table='{n}']")).to_have_text(
        f"Tavolo {n} · {a[0]} 5 · {a[1]} 10 · {b[0]} 15 · {b[1]} 20", timeout=LIVE
    )
    for page in phones.values():
        expect(page.locator("#scoreboard")).to_contain_text("20", timeout=LIVE)
    shoot(hall, "5-hall-round-2", screen=True)
    # Hand 2 on Franco's phone ends it (0, 5, 10, 80: B2 reaches 100, TAM-END); Elena's sees.
    enter_hand(franco, {}, seat_values(high, top_order, [0, 5, 10, 80]), caller=None)
    franco.locator("#form-hand button[type=submit]").click()
    # Totals 5, 15, 25, 100: A1, A2, B1, B2 place 1-4 (100, 67, 33, 0 placing points).
    expect(elena.locator("#status .winners")).to_have_text(a[0], timeout=LIVE)
    # The other table in one hand from its app: A3 20, A4 0, B3 100, B4 10: A4 1st (100),
    # B4 2nd (67), A3 3rd (33), B3 4th (0).
    api.move(low["table_id"], tokens["low"], by_role(low, low_order, [20, 0, 100, 10]))

    # The league after two rounds, by hand (round 1 + round 2):
    #   A1 100 + 100 = 200, A2 67 + 67 = 134, B1 100 + 33 = 133, A4 0 + 100 = 100,
    #   B2 67 + 0 = 67 and B4 0 + 67 = 67 (no table won either: they share 5th),
    #   A3 33 + 33 = 66, B3 33 + 0 = 33.
    # The first four go to the final: A1, A2, B1 and A4.
    expected = [
        (a[0], 200),
        (a[1], 134),
        (b[0], 133),
        (a[3], 100),
        (b[1], 67),
        (b[3], 67),
        (a[2], 66),
        (b[2], 33),
    ]
    standings = api.standings(tid)
    got = [(r["name"], r["total"]) for r in standings["rows"]]
    assert sorted(got[4:6]) == sorted(expected[4:6])
    assert got[:4] == expected[:4] and got[6:] == expected[6:], got
    assert standings["ready_for_final"]
    hall.goto(base + hall_link)
    expect(row_of(hall, a[0])).to_contain_text("200")
    # Every table of the last round is over: the round says so (no clock counts on), and
    # each row says who goes to the final; nobody is "playing".
    expect(hall.locator("#standings .clock")).to_have_text("Turno 2 finito")
    expect(hall.locator("[role=timer]")).to_have_count(0)
    for name in finalists_by_hand(expected):
        expect(row_of(hall, name).locator(".tag")).to_have_text("in finale")
    expect(row_of(hall, b[2]).locator(".tag")).to_have_text("fuori")
    expect(hall.locator("#standings .tag", has_text="in gioco")).to_have_count(0)
    # A row's reason wraps to two lines: whom it is behind, and on what, is read whole.
    assert tie_break_shown(row_of(hall, a[1]).locator(".why"))
    shoot(hall, "6-hall-league", screen=True)

    # The final: the organiser's next step, one tap.
    org.goto(tournament)
    # The organiser's first screen: the next step and the file's download, the merge
    # form folded away below.
    expect(org.locator("a", has_text="Download the tournament as a file")).to_be_in_viewport()
    expect(org.locator("details.merge-fold")).not_to_have_attribute("open", "")
    org.locator(".organiser button.btn-primary", has_text="Create the final table").click()
    org.wait_for_url(re.compile(r"/hall"))
    final = api.tournament(tid, org)["rounds"][-1]["tables"][0]
    finalists = [a[0], a[1], b[0], a[3]]
    assert sorted(s["name"] for s in final["seats"]) == sorted(finalists)
    for name, page in phones.items():
        follow(page, name, "Finale" if PHONES[name] == "it" else "Final")
        assert page.url.endswith(final["table_id"])
    # The final's table says so at its top (not "Round 3").
    expect(elena.locator("#tour-line .tour-line")).to_contain_text("Finale · Tavolo 1")
    expect(franco.locator("#tour-line .tour-line")).to_contain_text("Final · Table 1")
    expect(hall.locator(".hall-table h2")).to_have_text("Finale — Tavolo 1", timeout=LIVE)
    # One hand on Elena's phone: A1 10, A2 20, B1 0, A4 100 (TAM-END): B1 wins the night.
    enter_hand(elena, {}, seat_values(final, finalists, [10, 20, 0, 100]), caller=None)
    elena.locator("#form-hand button[type=submit]").click()
    expect(franco.locator("#status .winners")).to_have_text(b[0], timeout=LIVE)
    shoot(franco, "7-final-phone", screen=True)
    final_rows = api.standings(tid)["final"]
    # The final's order: B1 0, A1 10, A2 20, A4 100.
    assert [r["name"] for r in final_rows] == [b[0], a[0], a[1], a[3]]
    assert [r["status"] for r in final_rows] == ["winner", "final", "final", "final"]
    hall.goto(base + hall_link)
    winner = hall.locator("#standings ol.rows").first.locator(".row").first
    expect(winner).to_contain_text(b[0])
    expect(winner.locator(".why")).to_contain_text("1º")
    shoot(hall, "8-hall-final", screen=True)

    # The tournament's file, from the organiser's page, onto a fresh server.
    org.goto(tournament)
    with org.expect_download() as download:
        org.locator("a", has_text="Download the tournament as a file").click()
    path = tmp_path / "night.json"
    download.value.save_as(path)
    document = json.loads(path.read_text())
    assert document["format"] == "referee-tournament"
    assert any(e["type"] == "draft" for e in document["log"])
    before = api.standings(tid)
    elsewhere = fresh()
    with Api(elsewhere) as there:
        club = phone("en")
        club.set_viewport_size(LAPTOP)
        club.goto(elsewhere + "/")
        club.locator("#import-fold summary").click()
        club.locator("#import-file").set_input_files(str(path))
        shoot(club, "9-import-form", screen=True)
        club.locator(".import-form button").click()
        club.wait_for_url(A_TOURNAMENT)  # no anchor left behind
        restored = club.url.rsplit("/", 1)[-1]
        after = there.standings(restored)

        def plain(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
            return [{k: v for k, v in r.items() if k != "person"} for r in rows]

        assert plain(after["rows"]) == plain(before["rows"])
        assert plain(after["final"]) == plain(before["final"])
        club.goto(f"{elsewhere}/tournaments/{restored}/standings")
        expect(club.locator("#standings ol.rows").first.locator(".row").first).to_contain_text(b[0])
        # Each person once in the ratings: eight people, eight rows.
        board = there.get("/games/tamalo/ratings")["rows"]
        assert sorted(r["name"] for r in board) == sorted([*AT_THE_DOOR, "Franco"])
        # The same file again is refused, named: nobody is added twice.
        club.goto(elsewhere + "/")
        club.locator("#import-fold summary").click()
        club.locator("#import-file").set_input_files(str(path))
        club.locator(".import-form button").click()
        expect(club.locator("#import-error")).to_contain_text("Notte al circolo")
        board = there.get("/games/tamalo/ratings")["rows"]
        assert len(board) == 8
