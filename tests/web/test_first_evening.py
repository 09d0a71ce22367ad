"""What a newcomer meets, page by page: a confirmation after every save, the other phones
told who entered what, refusals that say what changed, the caller never guessed, the
invite that follows who sits where, a taken seat asked for, the end and the rematch."""

from __future__ import annotations

import threading

import pytest
from flask import Flask

from tests.conftest import sse_messages
from tests.web.conftest import Phone, hand, htmx_regions, seated, state, totals
from tests.web.dom import parse, partials

pytestmark = pytest.mark.storage


@pytest.fixture
def bruno(app: Flask) -> Phone:
    return Phone(app, "it", addr="192.0.2.20")


@pytest.fixture
def table_id(anna: Phone, bruno: Phone) -> str:
    """Anna hosts at seat 0 (in English); Bruno's phone sits at seat 1 (in Italian)."""
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    bruno.sit(table_id, 1)
    return table_id


# -- a confirmation after every save -------------------------------------------------------


def test_saving_a_hand_confirms_it_with_the_scores_and_an_undo(
    app: Flask, table_id: str, anna: Phone
) -> None:
    response = anna.move(table_id, hand(0, 3, 12, 7, caller=0), htmx=True)
    toast = htmx_regions(response)["#notices"].one(".toast-saved")
    assert toast.one(".toast-title").text == "✓ Hand 1 saved"
    assert toast.one(".toast-detail").text == "Anna 0 · Bruno 12 · Carla 7"
    undo = toast.one("form")
    assert undo["action"] == f"/t/{table_id}/moves/1/void"
    assert undo.value("expected_seq") == "1"
    # The undo in the confirmation is a void, as any other: the hand is gone, and logged.
    undone = anna.post(undo["action"], {"expected_seq": "1", "box": "notice"}, htmx=True)
    assert undone.status_code == 200
    assert htmx_regions(undone)["#notices"].one(".toast-title").text == "✓ Hand 1 undone"
    assert state(app, table_id)["totals"] == [0, 0, 0]


def test_the_other_phones_are_told_who_entered_what(
    app: Flask, table_id: str, anna: Phone, bruno: Phone
) -> None:
    response = bruno.client.get(
        f"/t/{table_id}/stream?after=0", headers={"Accept-Language": "it"}, buffered=False
    )
    try:
        stream = sse_messages(iter(response.response))
        anna.move(table_id, hand(0, 3, 12, 7, caller=0))
        message = next(stream)
    finally:
        response.close()
    news = partials(message["data"])["#news"].one(".toast-news")
    assert news.one(".toast-title").text == "Anna ha inserito la mano 1"
    assert news.one(".toast-detail").text == "Anna 0 · Bruno 12 · Carla 7"  # as Anna sees it
    # The stream's update is shared by every player's phone: the line names its author's
    # seat, and the page's script drops it on Anna's phone (the browser tests see that).
    assert news.one(".news-item").attrs["data-author-seat"] == "0"
    # A phone is not told about its own save (it has its confirmation): the poll says so.
    update = anna.get(f"/t/{table_id}/live?seq=0")
    assert "#news" not in partials(update.get_data(as_text=True))


def test_a_stale_save_says_what_changed_meanwhile(table_id: str, anna: Phone, bruno: Phone) -> None:
    anna.move(table_id, hand(0, 3, 12, 7, caller=0))
    refused = bruno.move(table_id, hand(0, 1, 2, 3, caller=None), htmx=True)
    assert refused.status_code == 409
    regions = htmx_regions(refused)
    box = regions["#errors-hand"]
    assert box.one("p.error").text == "Anna ha salvato prima la mano 1, ed è diversa dalla tua:"
    changes = [li.text for li in box.all("ul.changes li")]
    assert changes == [
        "Bruno: 12 per Anna · 0 per te",
        "Carla: 7 per Anna · 0 per te",
    ]
    # Keeping the saved hand comes first; correcting it or saving a new hand are deliberate.
    choices = regions["#entry-area"].one(".clash-choices")
    assert [c.text for c in choices.all("a") + choices.all("button")] == [
        "Tieni quella di Anna",
        "Correggi la mano 1 con la mia",
        "È una mano nuova: Salva come mano 2",
    ]


def test_the_same_hand_saved_on_two_phones_is_kept_once(
    app: Flask, table_id: str, anna: Phone, bruno: Phone
) -> None:
    anna.move(table_id, hand(0, 3, 12, 7, caller=0))
    # Bruno typed the same hand (tapping cards worth the same totals would do as well).
    refused = bruno.move(table_id, hand(0, 3, 12, 7, caller=0), htmx=True)
    assert refused.status_code == 409
    regions = htmx_regions(refused)
    said = regions["#errors-hand"].one("p.error").text
    assert said == (
        "Anna ha già salvato questa mano (mano 1), con gli stessi punti: non c'è altro da fare."
    )
    form = regions["#entry-area"].one("#form-hand")
    assert not form.has(".clash-choices")  # nothing to choose: nothing would count twice
    assert form.value("total-0") == ""  # what was typed is in the log already
    assert form.one("button[type=submit]").text == "Salva la mano 2"
    assert state(app, table_id)["seq"] == 1


def test_a_clashing_hand_corrects_the_saved_one_when_asked(
    app: Flask, table_id: str, anna: Phone, bruno: Phone
) -> None:
    anna.move(table_id, hand(0, 3, 12, 7, caller=0))
    mine = hand(1, 3, 14, 7, caller=0)
    corrected = bruno.post(f"/t/{table_id}/moves/1/correct", mine, htmx=True)
    assert corrected.status_code == 200
    assert state(app, table_id)["totals"] == [0, 14, 7]
    notice = htmx_regions(corrected)["#notices"]
    assert notice.one(".toast-title").text == "✓ Mano 1 corretta"
    assert notice.one(".toast-detail").text == "Bruno 12 → 14"


# -- the caller is never guessed -----------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "question"),
    [
        ("en", "Who called Tamalo? Tap their name, or “Nobody”."),
        ("it", "Chi ha chiamato Tamalo? Tocca il suo nome, oppure «Nessuno»."),
    ],
)
def test_a_hand_without_its_caller_is_asked_for_it(
    app: Flask, table_id: str, lang: str, question: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.30")
    phone.sit(table_id, 2)
    untouched = hand(0, 3, 12, 7)
    del untouched["caller"]  # no radio was tapped: the form sends no caller at all
    response = phone.move(table_id, untouched, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-hand"].one("p.error")
    assert error.text == question
    assert error["data-field"] == "caller"  # the page marks the question and scrolls to it
    assert state(app, table_id)["seq"] == 0
    # "Nobody" is an answer: tapped, the hand is saved without a caller.
    assert phone.move(table_id, hand(0, 3, 12, 7, caller=None)).status_code == 303
    assert state(app, table_id)["totals"] == [0, 12, 7]


def test_no_caller_is_preselected_unless_a_call_was_logged(
    table_id: str, anna: Phone, bruno: Phone
) -> None:
    form = anna.table(table_id).one("#form-hand")
    assert not [r for r in form.all("input[name=caller]") if "checked" in r.attrs]
    bruno.move(table_id, {"type": "tamalo", "seat": "1", "box": "inhand", "expected_seq": "0"})
    form = anna.table(table_id).one("#form-hand")
    assert form.value("caller") == "1"  # what was logged during the hand, not a guess


# -- who sits where ------------------------------------------------------------------------


def test_the_invite_is_open_until_every_seat_has_a_phone(
    app: Flask, table_id: str, anna: Phone
) -> None:
    invite = anna.table(table_id).one("#invite")
    assert "open" in invite.attrs
    assert [span.text for span in invite.all(".seated span")] == ["✓ Anna", "✓ Bruno", "○ Carla"]
    Phone(app, addr="192.0.2.31").sit(table_id, 2)
    assert "open" not in anna.table(table_id).one("#invite").attrs


def test_a_phone_sitting_down_updates_the_others_at_once_without_a_move(
    app: Flask, table_id: str, anna: Phone
) -> None:
    response = anna.client.get(f"/t/{table_id}/stream?after=0", buffered=False)
    try:
        stream = sse_messages(iter(response.response))
        Phone(app, addr="192.0.2.32").sit(table_id, 2)
        message = next(stream)
    finally:
        response.close()
    assert message["id"] == "0"  # nothing was logged: nobody's entry becomes stale
    assert "✓ Carla" in partials(message["data"])["#admin"].one(".seated").text
    assert state(app, table_id)["seq"] == 0


def test_a_phone_leaving_its_seat_updates_the_others_at_once(
    app: Flask, table_id: str, anna: Phone, bruno: Phone
) -> None:
    """Bruno's phone taps "Just watch": Anna's host panel and Carla's page say at once that
    his seat has no phone, and the log says why."""
    carla = Phone(app, addr="192.0.2.34")
    carla.sit(table_id, 2)
    heard: dict[str, dict[str, str]] = {}
    listening = threading.Barrier(3)

    def listen(phone: Phone) -> None:  # each page's stream in a thread, as on its own phone
        response = phone.client.get(f"/t/{table_id}/stream?after=0", buffered=False)
        try:
            messages = sse_messages(iter(response.response))
            listening.wait(10)
            heard[phone.addr] = next(messages)
        finally:
            response.close()

    phones = [threading.Thread(target=listen, args=(p,), daemon=True) for p in (anna, carla)]
    for thread in phones:
        thread.start()
    listening.wait(10)
    secret = app.extensions["referee"].table(table_id).join_secret
    assert bruno.post(f"/j/{secret}", {"seat": ""}).status_code == 303  # "Just watch"
    for thread in phones:
        thread.join(10)
    host_update, player_update = heard[anna.addr], heard[carla.addr]
    assert seated(app, table_id) == {0: 1, 2: 1}
    # (a seat without a phone again: the host's invite comes first again)
    for update, invite in ((host_update, "#invite-first"), (player_update, "#admin")):
        assert update["id"] == "1"  # logged, though no score changed
        regions = partials(update["data"])
        seats = regions[invite].one(".seated").text
        assert "○ Bruno" in seats and "✓ Anna" in seats and "✓ Carla" in seats
        assert "Bruno's phone left the seat and now just watches." in regions["#log"].text
    # The host panel comes with the update, and its content (loaded when it is opened, and
    # again when an open one is redrawn) says so too.
    assert partials(host_update["data"])["#admin"].has(".host-panel")
    host_choice = anna.page(f"/t/{table_id}/fold/host-tools").all("#host-seat option")
    assert {o["value"]: o.text for o in host_choice}["1"] == "Bruno (no phone yet)"
    assert {o["value"]: o.text for o in host_choice}["2"] == "Carla"
    assert not partials(player_update["data"])["#admin"].has(".host-panel")
    # Anna, who had seen move 0, is not stale for it: leaving a seat changed no score.
    assert anna.move(table_id, hand(0, 3, 12, 7, caller=0)).status_code == 303


def test_taking_a_seat_over_is_logged_and_leaves_the_others_entries_valid(
    app: Flask, table_id: str, anna: Phone, bruno: Phone
) -> None:
    tablet = Phone(app, "it", addr="192.0.2.33")
    secret = app.extensions["referee"].table(table_id).join_secret
    tablet.post(f"/j/{secret}", {"seat": "1", "take_over": "1"})
    assert seated(app, table_id) == {0: 1, 1: 1}
    assert state(app, table_id)["seq"] == 1  # the takeover is on the log…
    assert anna.table(table_id).one("#e1 strong").text == "A phone at the table"
    # …but Anna, who had seen move 0, is not stale for it: the takeover changed no score.
    assert anna.move(table_id, hand(0, 3, 12, 7, caller=0)).status_code == 303
    assert totals(anna.table(table_id)) == {"Anna": 0, "Carla": 7, "Bruno": 12}
    assert not bruno.table(table_id).has("#form-hand")  # the old phone watches now


def test_the_api_refuses_a_held_seat_unless_told_to_take_it(app: Flask, table_id: str) -> None:
    client = app.test_client()
    secret = app.extensions["referee"].table(table_id).join_secret
    held = client.post(f"/api/v1/tables/{table_id}/join", json={"secret": secret, "seat": 1})
    assert held.status_code == 409
    assert held.get_json()["type"] == "/problems/seat-taken"
    taken = client.post(
        f"/api/v1/tables/{table_id}/join", json={"secret": secret, "seat": 1, "take_over": True}
    )
    assert taken.status_code == 201 and taken.get_json()["seat"] == 1


# -- the end and the rematch ---------------------------------------------------------------


def finish(anna: Phone, table_id: str) -> None:
    anna.move(table_id, hand(0, 3, 60, 7, caller=None))
    anna.move(table_id, hand(1, 2, 50, 9, caller=None))


@pytest.fixture
def short_table(anna: Phone, bruno: Phone) -> str:
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0, target=100)
    bruno.sit(table_id, 1)
    return table_id


def test_the_end_shows_the_winner_the_progression_and_a_rematch(
    short_table: str, anna: Phone
) -> None:
    finish(anna, short_table)
    page = anna.table(short_table)
    moment = page.one("#status .winner-moment")
    assert moment.one(".winners").text == "Anna"
    assert moment.one("form button").text == "Rematch"
    assert "Anna wins with 0." in moment.one(".summary-text").text
    grid = page.one("#scoreboard details.grid-wrap")
    assert "open" in grid.attrs
    assert [r.text for r in grid.all("tbody tr")] == [
        "1 0 +0 60 +60 7 +7",
        "2 0 +0 110 +50 16 +9",
    ]


def test_a_rematch_is_one_table_with_the_same_players_seats_and_rules(
    app: Flask, short_table: str, anna: Phone, bruno: Phone
) -> None:
    finish(anna, short_table)
    started = anna.post(f"/t/{short_table}/rematch")
    assert started.status_code == 303
    rematch = started.headers["Location"].rsplit("/", 1)[-1]
    assert rematch != short_table
    new = state(app, rematch)
    assert [s["name"] for s in new["seats"]] == ["Anna", "Bruno", "Carla"]
    assert new["options"]["target"] == 100 and new["seq"] == 0
    assert anna.table(rematch).one(".who-line").text == "You: Anna · host"
    # Bruno's finished table now offers the rematch; one tap seats him at his place.
    button = bruno.table(short_table).one("#status form button")
    assert button.text == "Gioca la rivincita"
    followed = bruno.post(f"/t/{short_table}/rematch")
    assert followed.headers["Location"] == f"/t/{rematch}"
    assert bruno.table(rematch).one(".who-line").text == "Sei Bruno"
    assert seated(app, rematch) == {0: 1, 1: 1}
    # Tapped again, it is the same rematch: one new table, not two.
    assert anna.post(f"/t/{short_table}/rematch").headers["Location"] == f"/t/{rematch}"


def test_no_rematch_before_the_end(short_table: str, anna: Phone) -> None:
    refused = anna.post(f"/t/{short_table}/rematch")
    assert refused.status_code == 422
    assert "once the game is over" in parse(refused.get_data(as_text=True)).one("main").text


# -- advice of the rules -------------------------------------------------------------------


def test_six_cards_for_three_is_advised_against_not_refused(app: Flask, anna: Phone) -> None:
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0, cards=6)
    note = anna.table(table_id).one("#status .note")
    assert note.text.startswith("ⓘ 6-card mode is advised for two players: 3 can still play it")
    assert note.one("a.rule")["href"] == "/rules/TAM-6CARDS"
    created = app.test_client().post(
        "/api/v1/tables",
        json={"game": "tamalo", "players": ["A", "B", "C"], "options": {"cards": 6}},
        headers={"Accept-Language": "it"},
    )
    assert created.status_code == 201
    assert created.get_json()["notes"][0]["rules"] == ["TAM-6CARDS"]
    assert created.get_json()["notes"][0]["text"].startswith("Il gioco a 6 carte è consigliato")
    two = anna.create(["Anna", "Bruno"], me=0, cards=6)
    assert not anna.table(two).has("#status .note")
