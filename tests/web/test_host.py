"""The host panel: handing over the host role, someone else taking a seat, and live pages."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.conftest import sse_messages
from tests.web.conftest import (
    Phone,
    hand,
    htmx_regions,
    lines,
    seated,
    state,
    totals,
)
from tests.web.dom import Node, parse, partials


@pytest.fixture
def bruno(app: Flask) -> Phone:
    return Phone(app)


@pytest.fixture
def table_id(anna: Phone, bruno: Phone) -> str:
    """Anna hosts at seat 0, Bruno's phone sits at seat 1, nobody's at Carla's seat yet."""
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    bruno.sit(table_id, 1)
    return table_id


def host_tools(phone: Phone, table_id: str) -> Node:
    """The host panel's content, as the phone gets it when it opens the panel."""
    return phone.page(f"/t/{table_id}/fold/host-tools")


def test_only_the_host_sees_the_host_panel(table_id: str, anna: Phone, bruno: Phone) -> None:
    assert anna.table(table_id).one(".host-panel")["hx-get"] == f"/t/{table_id}/fold/host-tools"
    panel = host_tools(anna, table_id)
    options = [o.text for o in panel.all("#host-seat option")]
    assert options == ["Bruno", "Carla (no phone yet)"]  # not Anna herself
    assert [o.text for o in panel.all("#replace-seat option")] == ["Anna", "Bruno", "Carla"]
    assert not bruno.table(table_id).has(".host-panel")
    assert not host_tools(bruno, table_id).has("form")


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        ("en", "Carla has not sat down with a phone yet."),
        ("it", "Carla non ha ancora un telefono al tavolo."),
    ],
)
def test_the_host_role_goes_only_to_a_seated_phone(app: Flask, lang: str, message: str) -> None:
    host = Phone(app, lang)
    table_id = host.create(["Anna", "Bruno", "Carla"], me=0)
    response = host.post(f"/t/{table_id}/host", {"expected_seq": "0", "seat": "2"}, htmx=True)
    assert response.status_code == 422
    assert htmx_regions(response)["#errors-admin"].text == message
    plain = host.post(f"/t/{table_id}/host", {"expected_seq": "0", "seat": "2"})
    assert plain.status_code == 422
    assert parse(plain.get_data(as_text=True)).one(".host-panel #errors-admin").text == message
    assert state(app, table_id)["seq"] == 0


def test_handing_over_the_host_role(app: Flask, table_id: str, anna: Phone, bruno: Phone) -> None:
    response = anna.post(f"/t/{table_id}/host", {"expected_seq": "0", "seat": "1"}, htmx=True)
    assert response.status_code == 200
    regions = htmx_regions(response)
    assert lines(regions["#log"].one("#e1")) == [("", "Bruno is now the table's host.", "")]
    assert regions["#log"].one("#e1 strong").text == "Host"
    assert not regions["#admin"].has(".host-panel")  # Anna's panel goes away at once
    assert regions["#admin"].has(".share")  # she still plays, and can invite

    assert anna.table(table_id).one(".topbar .who").text == "You: Anna"
    page = bruno.table(table_id)
    assert page.one(".topbar .who").text == "You: Bruno · host"
    assert page.has(".host-panel")
    assert [o.text for o in host_tools(bruno, table_id).all("#host-seat option")] == [
        "Anna",
        "Carla (no phone yet)",
    ]


def test_the_former_host_is_told_they_no_longer_host(
    table_id: str, anna: Phone, bruno: Phone
) -> None:
    anna.post(f"/t/{table_id}/host", {"expected_seq": "0", "seat": "1"})
    response = anna.post(f"/t/{table_id}/seats", {"expected_seq": "1", "seat": "2", "name": "Zoe"})
    assert response.status_code == 403
    page = parse(response.get_data(as_text=True))
    assert page.all("main p")[0].text == "Only the host can replace a seat."
    refused = anna.post(f"/t/{table_id}/host", {"expected_seq": "1", "seat": "0"}, htmx=True)
    assert refused.status_code == 403
    assert htmx_regions(refused)["#errors-admin"].text == "Only the host can hand over."


def test_someone_else_takes_a_seat_and_its_score(
    app: Flask, table_id: str, anna: Phone, bruno: Phone
) -> None:
    anna.move(table_id, hand(0, 10, 20, 30))
    response = anna.post(
        f"/t/{table_id}/seats", {"expected_seq": "1", "seat": "1", "name": "Elena"}
    )
    assert response.status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 10, "Elena": 20, "Carla": 30}
    assert lines(page.one("#e2")) == [("", "Elena takes Bruno's seat, and its score.", "")]
    assert page.one("#e2 strong").text == "Seat"
    assert [s["name"] for s in state(app, table_id)["seats"]] == ["Anna", "Elena", "Carla"]
    # Bruno's phone is signed out of the seat: it may watch, not log.
    assert seated(app, table_id) == {0: 1}
    assert bruno.table(table_id).one(".topbar .who").text == "Watching"
    assert bruno.move(table_id, hand(2, 1, 2, 3)).status_code == 401
    assert state(app, table_id)["seq"] == 2


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("anna", "There is already a player called 'anna'."),
        ("   ", "New name: the name is empty."),
    ],
)
def test_a_replacement_name_must_be_new(
    app: Flask, table_id: str, anna: Phone, name: str, message: str
) -> None:
    response = anna.post(
        f"/t/{table_id}/seats", {"expected_seq": "0", "seat": "2", "name": name}, htmx=True
    )
    assert response.status_code == 422
    assert htmx_regions(response)["#errors-admin"].text == message
    assert [s["name"] for s in state(app, table_id)["seats"]] == ["Anna", "Bruno", "Carla"]


# -- other phones follow --------------------------------------------------------------------


def test_the_poll_shows_the_new_host_their_panel(table_id: str, anna: Phone, bruno: Phone) -> None:
    assert bruno.get(f"/t/{table_id}/live?seq=0").status_code == 204
    anna.post(f"/t/{table_id}/host", {"expected_seq": "0", "seat": "1"})
    response = bruno.get(f"/t/{table_id}/live?seq=0")
    assert response.status_code == 200
    assert partials(response.get_data(as_text=True))["#admin"].has(".host-panel")


def test_the_live_stream_follows_a_change_of_host(table_id: str, anna: Phone, bruno: Phone) -> None:
    """A phone's page stream renders for the phone's role now, not the one it had at connect."""
    response = bruno.client.get(f"/t/{table_id}/stream?after=0", buffered=False)
    assert response.status_code == 200
    try:
        stream = sse_messages(iter(response.response))
        anna.post(f"/t/{table_id}/host", {"expected_seq": "0", "seat": "1"})
        message = next(stream)
    finally:
        response.close()
    assert message["id"] == "1"
    regions = partials(message["data"])
    assert regions["#admin"].has(".host-panel")
    assert "Bruno is now the table's host." in regions["#log"].text


@pytest.mark.parametrize(
    ("url", "form"),
    [
        ("/t/{id}/host", {"seat": "1"}),
        ("/t/{id}/seats", {"seat": "2", "name": "Elena"}),
    ],
)
def test_a_retried_host_form_gets_its_first_answer_and_logs_once(
    app: Flask, table_id: str, anna: Phone, url: str, form: dict[str, str]
) -> None:
    """The host panel's forms carry an Idempotency-Key, as the entry forms do: a tap retried
    after a lost answer is answered as the first time, not refused as stale."""
    forms = host_tools(anna, table_id).all("form")
    assert len(forms) == 2
    for box in forms:
        assert box.has("input.fresh-key[name=idempotency_key]")
    data = {**form, "expected_seq": "0", "idempotency_key": "tap-1"}
    first = anna.post(url.format(id=table_id), data, htmx=True)
    again = anna.post(url.format(id=table_id), data, htmx=True)
    assert first.status_code == again.status_code == 200
    assert state(app, table_id)["seq"] == 1
    assert htmx_regions(again)["#log"].has("#e1")
