"""Sitting down: the join link's buttons, the room code, watching, and code guessing."""

from __future__ import annotations

import itertools
import threading
import types

import pytest
from flask import Flask

import referee.tables.joining
from tests.web.conftest import Phone, seated, service
from tests.web.dom import parse

pytestmark = pytest.mark.storage

_addresses = itertools.count(1)


def fresh_address() -> str:
    """A client address no other test has used (code guesses are counted per address)."""
    return f"198.51.100.{next(_addresses)}"


def secret_of(app: Flask, table_id: str) -> str:
    return service(app).table(table_id).join_secret


@pytest.fixture
def table_id(anna: Phone) -> str:
    """Anna's table: Anna, Bruno, Carla, created by Anna's phone."""
    return anna.create(["Anna", "Bruno", "Carla"], me=0)


@pytest.mark.parametrize(
    ("lang", "buttons", "busy"),
    [
        ("en", ["I am Anna", "I am Bruno", "I am Carla", "Just watch"], "on another phone"),
        ("it", ["Sono Anna", "Sono Bruno", "Sono Carla", "Guardo e basta"], "su un altro telefono"),
    ],
)
def test_the_join_link_lists_a_button_per_seat(
    app: Flask, table_id: str, lang: str, buttons: list[str], busy: str
) -> None:
    page = Phone(app, lang).page(f"/j/{secret_of(app, table_id)}")
    found = page.all("form.seats button")
    assert [b.one(".seat-name").text if b.has(".seat-name") else b.text for b in found] == buttons
    assert [b.get("value") for b in found] == ["0", "1", "2", ""]
    assert busy in found[0].text  # Anna's phone is already there
    assert busy not in found[1].text


def test_sitting_down_names_you_on_the_table(app: Flask, table_id: str, phone: Phone) -> None:
    secret = secret_of(app, table_id)
    response = phone.post(f"/j/{secret}", {"seat": "1"})
    assert response.status_code == 303
    assert response.headers["Location"] == f"/t/{table_id}"
    page = phone.table(table_id)
    assert page.one(".topbar .who").text == "You: Bruno"
    assert page.one("tr.you td.name").text == "Bruno (you)"
    assert page.one("#form-hand legend .muted").text == "(you)"
    assert not page.has(".host-panel")
    # Opening the join link again goes straight to the table.
    again = phone.get(f"/j/{secret}")
    assert again.status_code == 303 and again.headers["Location"] == f"/t/{table_id}"


def test_sitting_down_in_italian(app: Flask, table_id: str) -> None:
    phone = Phone(app, "it")
    phone.sit(table_id, 2)
    assert phone.table(table_id).one(".topbar .who").text == "Sei Carla"


def test_sitting_again_from_the_same_phone_adds_no_device(
    app: Flask, table_id: str, phone: Phone
) -> None:
    phone.sit(table_id, 1)
    assert seated(app, table_id) == {0: 1, 1: 1}
    phone.sit(table_id, 1)  # a reload, or a second tab of the same browser
    assert seated(app, table_id) == {0: 1, 1: 1}
    assert phone.table(table_id).one(".topbar .who").text == "You: Bruno"


@pytest.mark.parametrize(
    ("lang", "question", "confirm", "logged"),
    [
        (
            "en",
            "Are you Bruno?",
            "Yes, I am Bruno: take the seat",
            "Bruno now plays on another phone.",
        ),
        (
            "it",
            "Sei Bruno?",
            "Sì, sono Bruno: prendo il posto",
            "Bruno ora gioca da un altro telefono.",
        ),
    ],
)
def test_a_second_phone_asks_before_taking_a_seat_and_the_first_one_is_told(
    app: Flask, table_id: str, lang: str, question: str, confirm: str, logged: str
) -> None:
    first, second = Phone(app, lang), Phone(app, lang)
    first.sit(table_id, 1)
    secret = secret_of(app, table_id)
    asked = second.post(f"/j/{secret}", {"seat": "1"})
    assert asked.status_code == 200  # a question, not a seat
    page = parse(asked.get_data(as_text=True))
    assert page.one("h1").text == question
    assert page.one("button[name=take_over]").text == confirm
    assert seated(app, table_id) == {0: 1, 1: 1}
    assert first.table(table_id).has("#form-hand")  # nothing changed for the first phone

    taken = second.post(f"/j/{secret}", {"seat": "1", "take_over": "1"})
    assert taken.status_code == 303
    assert seated(app, table_id) == {0: 1, 1: 1}
    assert second.table(table_id).has("#form-hand")
    before = first.table(table_id)
    assert not before.has("#form-hand")  # the first phone now watches
    assert before.one(".who-line")["data-seat"] == ""
    # The takeover is on the table's log, for every phone: who and when.
    assert logged in [li.text for li in before.all("#log .line-text")]


def test_changing_seat_moves_the_same_device(app: Flask, table_id: str, phone: Phone) -> None:
    secret = secret_of(app, table_id)
    phone.sit(table_id, 1)
    page = phone.page(f"/j/{secret}?change=1")
    assert page.one("button.current").one(".seat-name").text == "I am Bruno"
    phone.sit(table_id, 2)
    assert seated(app, table_id) == {0: 1, 2: 1}
    assert phone.table(table_id).one(".topbar .who").text == "You: Carla"


@pytest.mark.parametrize(
    ("lang", "who", "notice"),
    [
        ("en", "Watching", "You are watching this table."),
        ("it", "Guardi la partita", "Segui questo tavolo da spettatore."),
    ],
)
def test_just_watch_makes_a_spectator_without_forms(
    app: Flask, table_id: str, lang: str, who: str, notice: str
) -> None:
    spectator = Phone(app, lang)
    spectator.sit(table_id, None)
    assert seated(app, table_id) == {0: 1}
    page = spectator.table(table_id)
    assert page.one(".topbar .who").text == who
    assert page.one("p.notice").text == notice
    for form in ("#form-hand", "#form-inhand", "#form-join", ".host-panel", "#show-qr"):
        assert not page.has(form), form
    assert page.has("#scoreboard td.name")  # but the scores are there


def test_a_visitor_without_a_seat_is_told_how_to_play(app: Flask, table_id: str) -> None:
    page = Phone(app).table(table_id)
    assert page.one(".topbar .who").text == "Watching"
    assert page.one("p.notice").text == (
        "You are watching. To play, scan the QR code on a seated player's phone."
    )
    assert not page.has("#form-hand")
    assert not page.has("#room-code")  # the code is for seated players to share


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        ("en", "This join link does not exist: scan the QR code again or type the code."),
        ("it", "Questo link per sedersi non esiste: inquadra di nuovo il QR o usa il codice."),
    ],
)
def test_a_wrong_join_link_is_a_404_page(
    app: Flask, table_id: str, lang: str, message: str
) -> None:
    phone = Phone(app, lang)
    page = phone.page("/j/not-the-secret", status=404)
    assert page.all("main p")[0].text == message
    refused = phone.post("/j/not-the-secret", {"seat": "1"})
    assert refused.status_code == 404
    assert seated(app, table_id) == {0: 1}


def test_a_seat_that_does_not_exist_is_refused(app: Flask, table_id: str, phone: Phone) -> None:
    response = phone.post(f"/j/{secret_of(app, table_id)}", {"seat": "7"})
    assert response.status_code == 422
    assert parse(response.get_data(as_text=True)).all("main p")[0].text == (
        "There is no seat 7 at this table."
    )
    assert seated(app, table_id) == {0: 1}


# -- the room code ------------------------------------------------------------------------


@pytest.fixture
def frozen_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """Code guesses are counted per 5-minute window: keep the whole test in one."""
    monkeypatch.setattr(referee.tables.joining, "time", types.SimpleNamespace(time=lambda: 1.8e9))


@pytest.mark.parametrize("typed", ["exact", "lower", "spaced"])
def test_the_room_code_opens_the_join_page(app: Flask, table_id: str, typed: str) -> None:
    code = service(app).table(table_id).room_code
    entered = {"exact": code, "lower": code.lower(), "spaced": f" {code[:3]} {code[3:]} "}[typed]
    phone = Phone(app, addr=fresh_address())
    response = phone.post("/code", {"code": entered})
    assert response.status_code == 303
    assert response.headers["Location"] == f"/j/{secret_of(app, table_id)}"


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        ("en", "No table has the code 'ZZZZZZ'."),
        ("it", "Nessun tavolo con il codice «ZZZZZZ»."),
    ],
)
def test_a_wrong_room_code_is_shown_inline(
    app: Flask, frozen_window: None, lang: str, message: str
) -> None:
    response = Phone(app, lang, addr=fresh_address()).post("/code", {"code": "zzzzzz"})
    assert response.status_code == 404
    page = parse(response.get_data(as_text=True))
    assert page.one("#code-error").text == message
    code = page.one("input#code")
    assert code["value"] == "zzzzzz"
    assert code["aria-invalid"] == "true"
    assert page.has("#create-form")  # the rest of the home page is there


def test_guessing_room_codes_is_rate_limited(
    app: Flask, table_id: str, frozen_window: None
) -> None:
    guesser = Phone(app, addr=fresh_address())
    for guess in range(10):
        assert guesser.post("/code", {"code": f"ZZZZZ{guess}"}).status_code == 404
    blocked = guesser.post("/code", {"code": "ZZZZZZ"})
    assert blocked.status_code == 429
    assert blocked.headers["Retry-After"] == "300"
    assert parse(blocked.get_data(as_text=True)).one("#code-error").text == (
        "Too many wrong codes: try again in a few minutes, or scan the QR code."
    )
    right = service(app).table(table_id).room_code
    assert guesser.post("/code", {"code": right}).status_code == 429  # even the right one
    # Another phone, elsewhere, is not blocked.
    assert Phone(app, addr=fresh_address()).post("/code", {"code": right}).status_code == 303


def test_two_fast_taps_on_a_name_make_one_device(app: Flask, table_id: str) -> None:
    """Two concurrent POSTs from one phone (one cookie): one device row, one token."""
    bruno = Phone(app, addr=fresh_address())
    secret = secret_of(app, table_id)
    assert bruno.get(f"/j/{secret}").status_code == 200
    cookie = bruno.client.get_cookie("referee")
    assert cookie is not None
    taps = [Phone(app, addr=bruno.addr) for _ in range(2)]
    for tap in taps:
        tap.client.set_cookie("referee", cookie.value)
    barrier = threading.Barrier(len(taps))
    answers: list[int] = []

    def tap_on_bruno(tap: Phone) -> None:
        barrier.wait()
        answers.append(tap.post(f"/j/{secret}", {"seat": "1"}).status_code)

    threads = [threading.Thread(target=tap_on_bruno, args=(tap,)) for tap in taps]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert answers == [303, 303]
    assert seated(app, table_id) == {0: 1, 1: 1}
    for tap in taps:
        assert tap.table(table_id).one(".topbar .who").text.startswith("You: Bruno")


def test_a_join_page_opened_twice_keeps_one_pending_seat(app: Flask, table_id: str) -> None:
    """The token waiting in the cookie is the one the tap sits down with, then it is gone."""
    bruno = Phone(app, addr=fresh_address())
    secret = secret_of(app, table_id)
    bruno.get(f"/j/{secret}")
    with bruno.client.session_transaction() as session:
        first = session["pending"]["token"]
    bruno.get(f"/j/{secret}")
    with bruno.client.session_transaction() as session:
        assert session["pending"]["token"] == first
    bruno.sit(table_id, 1)
    with bruno.client.session_transaction() as session:
        assert "pending" not in session
        assert session["tokens"][table_id] == first
