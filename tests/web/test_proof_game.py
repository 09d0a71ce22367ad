"""The proof that a game is one folder: high card (``tests/proof``), registered only here,
is created, joined, played, voided and corrected through the API, the pages, the live
streams, the slow poll and the entry's preview, with nothing of it anywhere in
``referee/`` or ``templates/``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask

from referee.games import GAMES
from tests.conftest import sse_messages
from tests.proof import registered
from tests.proof.screen import screen_registered
from tests.web.conftest import Phone, htmx_regions, lines, state, totals
from tests.web.dom import parse, partials

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def high_card() -> Iterator[None]:
    with registered(), screen_registered():
        yield


def test_the_house_does_not_know_high_card_by_itself() -> None:
    for folder in ("referee", "templates", "static"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix in (".py", ".html", ".js", ".css"):
                assert "highcard" not in path.read_text(), path


def test_the_catalogue_the_home_page_and_the_rules_list_it(app: Flask) -> None:
    games = app.test_client().get("/api/v1/games").get_json()["games"]
    assert [g["id"] for g in games] == list(GAMES) and games[-1]["id"] == "highcard"
    high = games[-1]
    assert [o["key"] for o in high["options"]] == ["target", "aces"]
    assert [m["type"] for m in high["moves"]] == ["hand", "concede"]
    home = Phone(app).page("/")
    offered = [o.text for o in home.all("#game option")]
    assert offered[0] == "Tamalo" and offered[-1] == "High card"  # offered once it has pages
    rules = Phone(app, "it").page("/rules")
    assert rules.one("#highcard h2").text == "Carta alta"
    assert Phone(app).page("/rules/HC-END").one("h1").text
    document = app.test_client().get("/api/openapi.json").get_json()
    assert "HighcardShowMoveIn" in document["components"]["schemas"]


def test_played_through_the_api_voided_and_corrected(app: Flask) -> None:
    client = app.test_client()
    created = client.post(
        "/api/v1/tables",
        json={"game": "highcard", "players": ["Anna", "Bruno"], "options": {"target": 2}},
    ).get_json()
    table_id, auth = created["id"], {"Authorization": f"Bearer {created['host_token']}"}
    secret = created["join_url"].rsplit("/", 1)[-1]
    joined = client.post(f"/api/v1/tables/{table_id}/join", json={"secret": secret, "seat": 1})
    assert joined.status_code == 201

    def move(body: dict[str, object], seq: int) -> dict[str, object]:
        answer = client.post(
            f"/api/v1/tables/{table_id}/moves", json={**body, "expected_seq": seq}, headers=auth
        )
        assert answer.status_code == 201, answer.get_json()
        return answer.get_json()

    first = move({"type": "hand", "cards": ["KH", "2C"]}, 0)
    assert first["table"]["totals"] == [1, 0]
    assert first["event"]["lines"][0]["rules"] == ["HC-RANK"]
    refused = client.post(
        f"/api/v1/tables/{table_id}/moves",
        json={"type": "hand", "cards": ["KH", "KH"], "expected_seq": 1},
        headers=auth,
    )
    assert refused.status_code == 422 and refused.get_json()["rule"] == "HC-DECK"
    void = client.post(
        f"/api/v1/tables/{table_id}/moves/1/void", json={"expected_seq": 1}, headers=auth
    )
    assert void.get_json()["table"]["totals"] == [0, 0]
    redo = client.post(
        f"/api/v1/tables/{table_id}/moves/2/void", json={"expected_seq": 2}, headers=auth
    )
    assert redo.get_json()["table"]["totals"] == [1, 0]
    corrected = client.post(
        f"/api/v1/tables/{table_id}/moves/1/correct",
        json={"expected_seq": 3, "move": {"type": "hand", "cards": ["2H", "AS"]}},
        headers=auth,
    )
    assert corrected.get_json()["table"]["totals"] == [0, 1]
    move({"type": "hand", "cards": ["3H", "AD"]}, 4)
    assert state(app, table_id)["winners"] == [1]


def test_played_on_the_pages_followed_live_and_corrected(app: Flask) -> None:
    anna = Phone(app)
    table_id = anna.create(["Anna", "Bruno"], me=0, game="highcard", target=3)
    bruno = Phone(app, "it", addr="192.0.2.40")
    bruno.sit(table_id, 1)
    page = anna.table(table_id)
    assert page.one("#form-hand h2").text == "Hand 1"

    stream = bruno.client.get(f"/t/{table_id}/stream?after=0", buffered=False)
    try:
        messages = sse_messages(iter(stream.response))
        saved = anna.move(
            table_id,
            {"type": "hand", "box": "hand", "expected_seq": "0", "card-0": "QH", "card-1": "9S"},
            htmx=True,
        )
        update = next(messages)
    finally:
        stream.close()
    assert htmx_regions(saved)["#notices"].one(".toast-title").text == "✓ Hand 1 saved"
    assert totals(partials(update["data"])["#scoreboard"]) == {"Anna": 1, "Bruno": 0}

    missing = anna.move(
        table_id, {"type": "hand", "box": "hand", "expected_seq": "1", "card-0": "QH"}, htmx=True
    )
    error = htmx_regions(missing)["#errors-hand"].one("p.error")
    assert error.text == "Bruno's card is missing." and error["data-field"] == "card-1"

    form = anna.page(f"/t/{table_id}/moves/1/correct").one("form.hand-form")
    assert form.value("card-0") == "QH" and form.value("card-1") == "9S"
    fixed = anna.post(
        f"/t/{table_id}/moves/1/correct",
        {"type": "hand", "expected_seq": "1", "card-0": "2H", "card-1": "9S"},
    )
    assert fixed.status_code == 303
    assert totals(anna.table(table_id)) == {"Bruno": 1, "Anna": 0}
    # Bruno undoes hand 1 itself (his to undo, as any game move); the log keeps it all.
    undo = bruno.post(f"/t/{table_id}/moves/1/void", {"expected_seq": "2"})
    assert undo.status_code == 303
    assert state(app, table_id)["totals"] == [0, 0]
    assert parse(anna.get(f"/t/{table_id}").get_data(as_text=True)).has("#log #e3")


def test_followed_on_the_api_stream(app: Flask) -> None:
    client = app.test_client()
    created = client.post(
        "/api/v1/tables", json={"game": "highcard", "players": ["Anna", "Bruno"]}
    ).get_json()
    table_id, auth = created["id"], {"Authorization": f"Bearer {created['host_token']}"}
    stream = client.get(f"/api/v1/tables/{table_id}/stream", buffered=False)
    try:
        messages = sse_messages(iter(stream.response))
        logged = client.post(
            f"/api/v1/tables/{table_id}/moves",
            json={"type": "hand", "cards": ["2C", "KH"], "expected_seq": 0},
            headers=auth,
        )
        assert logged.status_code == 201
        move, table = next(messages), next(messages)
    finally:
        stream.close()
    assert move["event"] == "move" and move["id"] == "1"
    event = json.loads(move["data"])
    assert event["hand"]["scores"] == [0, 1]
    assert [line["text"] for line in event["lines"]] == ["Anna: 2♣, 0.", "Bruno: K♥, 1."]
    assert table["event"] == "table" and json.loads(table["data"])["totals"] == [0, 1]


def test_followed_by_the_slow_poll(app: Flask) -> None:
    anna = Phone(app)
    table_id = anna.create(["Anna", "Bruno"], me=0, game="highcard")
    bruno = Phone(app, "it", addr="192.0.2.40")
    bruno.sit(table_id, 1)
    assert bruno.get(f"/t/{table_id}/live?seq=0").status_code == 204
    anna.move(table_id, {"type": "hand", "expected_seq": "0", "card-0": "AS", "card-1": "JD"})
    update = bruno.get(f"/t/{table_id}/live?seq=0")
    assert update.status_code == 200
    regions = partials(update.get_data(as_text=True))
    assert totals(regions["#scoreboard"]) == {"Anna": 1, "Bruno": 0}
    assert lines(regions["#log"].one("#e1")) == [
        ("1", "Anna: A♠, 1.", "HC-RANK HC-AMB-1"),
        ("0", "Bruno: J♦, 0.", "HC-RANK HC-AMB-1"),
    ]
    assert bruno.get(f"/t/{table_id}/live?seq=1").status_code == 204


def test_the_entry_previews_what_saving_would_log(app: Flask) -> None:
    anna = Phone(app)
    table_id = anna.create(["Anna", "Bruno"], me=0, game="highcard", aces="low")
    shown = {"type": "hand", "card-0": "AS", "card-1": "3D"}
    preview = parse(anna.post(f"/t/{table_id}/preview", shown, htmx=True).get_data(as_text=True))
    assert lines(preview.one(".preview-box")) == [
        ("0", "Anna: A♠, 0.", "HC-RANK HC-AMB-1"),
        ("1", "Bruno: 3♦, 1.", "HC-RANK HC-AMB-1"),
    ]
    half = {"type": "hand", "card-0": "AS"}
    hint = parse(anna.post(f"/t/{table_id}/preview", half, htmx=True).get_data(as_text=True))
    assert hint.one(".hint").text == "Bruno's card is missing."
    twice = {"type": "hand", "card-0": "AS", "card-1": "AS"}
    refused = parse(anna.post(f"/t/{table_id}/preview", twice, htmx=True).get_data(as_text=True))
    assert refused.one("p.error a.rule")["href"] == "/rules/HC-DECK"
    assert state(app, table_id)["seq"] == 0  # a preview logs nothing


def test_any_game_invites_first_and_counts_the_evening(app: Flask) -> None:
    """Points 9 and 10 of issue 23 are the page's, not Tamalo's: high card gets them too."""
    anna = Phone(app)
    table_id = anna.create(["Anna", "Bruno"], me=0, game="highcard", target=1)
    page = anna.table(table_id)
    assert page.has("#invite-first #invite .invite-qr img")
    bruno = Phone(app, "it", addr="192.0.2.41")
    bruno.sit(table_id, 1)
    assert not anna.table(table_id).one("#invite-first").has("#invite")
    anna.move(table_id, {"type": "hand", "expected_seq": "0", "card-0": "2S", "card-1": "KD"})
    rematch = bruno.post(f"/t/{table_id}/rematch").headers["Location"]  # Bruno won; he taps
    assert anna.post(f"/t/{table_id}/rematch").headers["Location"] == rematch
    page = anna.page(rematch)
    assert page.one(".who-line").text == "You: Anna · host"
    assert page.one("#evening").text == "Game 2 · won so far: Anna 0 · Bruno 1"
