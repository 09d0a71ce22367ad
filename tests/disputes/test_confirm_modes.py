"""Who confirms a hand (every other player, any one other player, the host), the host's
explicit "confirm for everyone", the author never asked to confirm, the hand waiting in
place of the entry form, and a seat swap waiting like a hand.

Tamalo counts the cards left in each hand; under 5 counts 0 (TAM-SCORE), so a hand of
Anna 9, Luca 2, Sara 7 with nobody calling scores 9, 0, 7.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.conftest import ApiTable
from tests.web.conftest import Phone, hand, totals

NAMES = ["Anna", "Luca", "Sara"]


def _table(client: FlaskClient, confirm_by: str | None = "all") -> ApiTable:
    """Anna hosts at seat 0; Luca and Sara sit at 1 and 2."""
    body: dict[str, Any] = {"game": "tamalo", "players": NAMES, "host_seat": 0, "confirm": True}
    if confirm_by is not None:
        body["confirm_by"] = confirm_by
    created = client.post("/api/v1/tables", json=body)
    assert created.status_code == 201, created.get_json()
    made = created.get_json()
    table = ApiTable(client, made["id"], made["host_token"], made["join_url"], made["room_code"])
    table.tokens[0] = made["host_token"]
    for seat in (1, 2):
        table.sit(seat)
    table.seq = table.state()["seq"]
    return table


def _post(table: ApiTable, path: str, seat: int, lang: str = "en", **body: Any) -> Any:
    response = table.client.post(
        f"/api/v1/tables/{table.id}/{path}",
        json={"expected_seq": table.state()["seq"], **body},
        headers={**table.auth(seat), "Accept-Language": lang},
    )
    if response.status_code in (200, 201):
        table.seq = response.get_json()["seq"]
    return response


def _enter(table: ApiTable, seat: int, hands: list[int]) -> int:
    """A hand entered from ``seat``: the seq of its ``pending_hand``."""
    entered = table.hand(None, hands, seat=seat)
    assert entered.status_code == 201, entered.get_json()
    assert entered.get_json()["event"]["type"] == "pending_hand"
    return int(entered.get_json()["seq"])


def _lines(table: ApiTable, lang: str = "en") -> list[str]:
    events = table.client.get(
        f"/api/v1/tables/{table.id}/moves", headers={"Accept-Language": lang}
    ).get_json()["events"]
    return [line["text"] for e in events for line in e["lines"]]


def test_the_hosts_plain_tap_is_only_the_hosts_own_confirmation(client: FlaskClient) -> None:
    table = _table(client)
    seq = _enter(table, 1, [9, 2, 7])
    assert table.state()["ledger"]["pending"][0]["waiting"] == [0, 2]
    mine = _post(table, f"pending/{seq}/confirm", 0)
    assert mine.status_code == 201
    state = table.state()
    assert state["totals"] == [0, 0, 0]
    assert state["ledger"]["pending"][0]["waiting"] == [2]
    assert state["ledger"]["pending"][0]["confirmed"] == [0]
    assert "Anna confirms hand 1" in _lines(table)
    assert _post(table, f"pending/{seq}/confirm", 2).status_code == 201
    assert table.state()["totals"] == [9, 0, 7]


def test_the_host_confirms_for_everyone_only_by_saying_so(client: FlaskClient) -> None:
    table = _table(client)
    seq = _enter(table, 1, [9, 2, 7])
    # Luca entered it; Sara is not the host: neither confirms for everyone.
    assert _post(table, f"pending/{seq}/confirm", 1, for_everyone=True).status_code == 422
    refused = _post(table, f"pending/{seq}/confirm", 2, lang="it", for_everyone=True)
    assert refused.status_code == 403
    assert "Conferma per tutti solo chi ospita il tavolo" in refused.get_json()["detail"]
    assert table.state()["totals"] == [0, 0, 0]
    done = _post(table, f"pending/{seq}/confirm", 0, for_everyone=True)
    assert done.status_code == 201
    state = table.state()
    assert state["totals"] == [9, 0, 7] and state["ledger"]["pending"] == []
    assert "Anna (the host) confirms hand 1 for everyone" in _lines(table)
    assert "Anna (chi ospita) conferma per tutti la mano 1" in _lines(table, "it")


def test_any_one_other_player_is_enough(client: FlaskClient) -> None:
    table = _table(client, "any")
    assert table.state()["ledger"]["confirm_by"] == "any"
    seq = _enter(table, 0, [9, 2, 7])
    waiting = table.state()["ledger"]["pending"][0]
    assert waiting["waiting"] == [1, 2] and waiting["kind"] == "hand" and waiting["hand"] == 1
    assert "Anna entered hand 1: waiting for one of the others to confirm" in waiting["lines"][0]
    assert _post(table, f"pending/{seq}/confirm", 2).status_code == 201
    assert table.state()["totals"] == [9, 0, 7]


def test_where_the_host_confirms_the_others_do_not(client: FlaskClient) -> None:
    table = _table(client, "host")
    seq = _enter(table, 1, [9, 2, 7])
    assert table.state()["ledger"]["pending"][0]["waiting"] == [0]
    refused = _post(table, f"pending/{seq}/confirm", 2)
    assert refused.status_code == 422
    assert "At this table the host confirms hands" in refused.get_json()["detail"]
    assert _post(table, f"pending/{seq}/confirm", 0).status_code == 201
    assert table.state()["totals"] == [9, 0, 7]
    # A hand the host enters counts at once: 9 + 5 = 14, 0 + 3 → 0 (under 5), 7 + 8 = 15.
    second = table.hand(None, [5, 3, 8], seat=0)
    assert second.get_json()["event"]["type"] == "hand"
    assert table.state()["totals"] == [14, 0, 15]


@pytest.mark.parametrize(
    ("body", "lang", "field", "words"),
    [
        ({"confirm": True, "confirm_by": "everyone"}, "en", "confirm_by", "any one other player"),
        ({"confirm": True, "confirm_by": 2}, "it", "confirm_by", "uno qualsiasi degli altri"),
        ({"confirm_by": "host"}, "en", "confirm_by", "only when hands wait for confirmation"),
        ({"confirm_by": "any"}, "it", "confirm_by", "solo se le mani attendono la conferma"),
    ],
)
def test_who_confirms_is_refused_in_both_languages(
    client: FlaskClient, body: dict[str, Any], lang: str, field: str, words: str
) -> None:
    response = client.post(
        "/api/v1/tables",
        json={"game": "tamalo", "players": NAMES, **body},
        headers={"Accept-Language": lang},
    )
    assert response.status_code == 422
    problem = response.get_json()
    assert words in problem["detail"]
    assert field in str(problem)


def test_without_a_choice_every_other_player_confirms(client: FlaskClient) -> None:
    table = _table(client, None)
    assert table.state()["ledger"]["confirm_by"] == "all"
    plain = client.post("/api/v1/tables", json={"game": "tamalo", "players": NAMES})
    ledger = client.get(f"/api/v1/tables/{plain.get_json()['id']}").get_json()["ledger"]
    assert ledger["confirm"] is False and ledger["confirm_by"] == "all"


def test_a_seat_swap_waits_like_a_hand(client: FlaskClient) -> None:
    table = _table(client)
    # Hand 1: 3 → 0, 5, 7. Hand 2: 2 → 0, 9, 6. Totals 0, 14, 13.
    for hands in ([3, 5, 7], [2, 9, 6]):
        seq = _enter(table, 1, hands)
        assert _post(table, f"pending/{seq}/confirm", 0, for_everyone=True).status_code == 201
    assert table.state()["totals"] == [0, 14, 13]
    asked = _post(table, "seat-swap", 2, seats=[0, 1], hand=2, reason="wrong places")
    assert asked.status_code == 201
    assert asked.get_json()["event"]["type"] == "pending_hand"
    state = table.state()
    assert state["totals"] == [0, 14, 13]  # one player alone changes nothing
    waiting = state["ledger"]["pending"][0]
    assert waiting["kind"] == "swap" and waiting["waiting"] == [0, 1]
    assert waiting["lines"][1] == "Anna and Luca swap seats from hand 2: wrong places"
    # Nothing else is logged while it waits; Sara, who asked, does not confirm it.
    assert table.hand(None, [1, 1, 1], seat=0).status_code == 422
    assert _post(table, f"pending/{waiting['seq']}/confirm", 2).status_code == 422
    assert _post(table, f"pending/{waiting['seq']}/confirm", 0).status_code == 201
    assert table.state()["totals"] == [0, 14, 13]
    assert _post(table, f"pending/{waiting['seq']}/confirm", 1).status_code == 201
    # Hand 2 read with Anna's and Luca's places exchanged: Anna 9, Luca's 2 counts 0.
    state = table.state()
    assert state["totals"] == [9, 5, 13] and state["ledger"]["pending"] == []
    events = client.get(f"/api/v1/tables/{table.id}/moves").get_json()["events"]
    assert [e["type"] for e in events[-2:]] == ["confirm_hand", "seat_swap"]
    assert events[-1]["author_seat"] == 2
    assert "Luca confirms the seat swap" in events[-2]["lines"][0]["text"]


def test_a_declined_swap_changes_nothing(client: FlaskClient) -> None:
    table = _table(client, "any")
    seq = _enter(table, 1, [3, 5, 7])
    assert _post(table, f"pending/{seq}/confirm", 2).status_code == 201
    asked = _post(table, "seat-swap", 1, seats=[0, 2], hand=1).get_json()["seq"]
    declined = _post(table, f"pending/{asked}/decline", 0, lang="it", reason="no")
    assert declined.status_code == 201
    assert "Anna non conferma lo scambio di posti: no" in _lines(table, "it")
    state = table.state()
    assert state["totals"] == [0, 5, 7] and state["ledger"]["pending"] == []


def test_the_waiting_hand_takes_the_forms_place_on_every_phone(app: Flask) -> None:
    anna, luca, sara = Phone(app), Phone(app, "it", "192.0.2.2"), Phone(app, addr="192.0.2.3")
    data = {"game": "tamalo", "player": [*NAMES, "", "", ""], "me": "0", "confirm": "1"}
    table_id = anna.post("/tables", data).headers["Location"].removeprefix("/t/")
    luca.sit(table_id, 1)
    sara.sit(table_id, 2)
    seq = app.extensions["referee"].head_seq(table_id)
    assert anna.table(table_id).has("#entry-area form.hand-form")
    assert luca.move(table_id, hand(seq, 9, 2, 7)).status_code == 303
    for phone, title in [
        (anna, "Hand 1 waiting for Anna, Sara"),
        (luca, "Mano 1 in attesa di Anna, Sara"),
        (sara, "Hand 1 waiting for Anna, Sara"),
    ]:
        page = phone.table(table_id)
        assert not page.has("form.hand-form")
        assert title in page.one("#entry-area .pending-hand").text
        assert totals(page) == {"Anna": 0, "Luca": 0, "Sara": 0}
    # Luca entered it: no button on his phone, a word instead.
    mine = luca.table(table_id).one("#entry-area .pending-hand")
    assert not mine.has("button")
    assert "L'hai segnata tu: la confermano gli altri." in mine.text
    # Sara confirms; the host, Anna, confirms as herself or for everyone, labelled so.
    assert sara.table(table_id).has("button.confirm-hand")
    assert not sara.table(table_id).has("button.confirm-for-everyone")
    host = anna.table(table_id).one("#entry-area .pending-hand")
    assert host.one("button.confirm-for-everyone").text == "Confirm for everyone"
    head = app.extensions["referee"].head_seq(table_id)
    pending = int(host["data-seq"])
    done = anna.post(
        f"/t/{table_id}/pending/{pending}/confirm",
        {"expected_seq": str(head), "for_everyone": "1"},
    )
    assert done.status_code == 303
    page = sara.table(table_id)
    assert totals(page) == {"Anna": 9, "Luca": 0, "Sara": 7}
    assert not page.has(".pending-hand") and page.has("form.hand-form")
    assert "Anna (the host) confirms hand 1 for everyone" in page.one("#log").text


def test_who_confirms_is_shown_with_the_house_rules(app: Flask) -> None:
    anna = Phone(app, "it")
    data = {"game": "tamalo", "player": [*NAMES, "", "", ""], "me": "0"}
    table_id = anna.post("/tables", {**data, "confirm": "1", "confirm_by": "any"})
    table_id = table_id.headers["Location"].removeprefix("/t/")
    rules = anna.page(f"/t/{table_id}/fold/house-rules").one("#house-confirm")
    assert "Chi conferma una mano" in rules.text
    assert "Uno qualsiasi degli altri giocatori" in rules.text
    line = anna.table(table_id).one("#house-options").text
    assert "ogni mano confermata da un altro giocatore" in line
