"""Inviting (issue 23, point 9): until every seat has a phone, the host sees the invite first
(who has sat, the QR code), above the hand form; the QR page shows live who has sat down."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.conftest import sse_messages
from tests.web.conftest import Phone
from tests.web.dom import Node, partials


@pytest.fixture
def table_id(anna: Phone) -> str:
    """Anna hosts at seat 0; Bruno and Carla have no phone at the table yet."""
    return anna.create(["Anna", "Bruno", "Carla"], me=0)


def order(page: Node, *selectors: str) -> list[str]:
    """The selectors in the order the page shows them (document order)."""
    nodes = list(page.descendants())
    return sorted(selectors, key=lambda s: nodes.index(page.one(s)))


def seated(node: Node) -> list[str]:
    return [span.text for span in node.all(".seated span")]


@pytest.mark.parametrize(
    ("lang", "invite"), [("en", "Invite the table"), ("it", "Invita al tavolo")]
)
def test_the_invite_comes_first_for_the_host(app: Flask, lang: str, invite: str) -> None:
    host = Phone(app, lang)
    table_id = host.create(["Anna", "Bruno", "Carla"], me=0)
    page = host.table(table_id)
    first = page.one("#invite-first #invite")
    assert "open" in first.attrs and first.one("summary").text == invite
    assert seated(first) == ["✓ Anna", "○ Bruno", "○ Carla"]
    code = host.get(first.one(".invite-qr img")["src"])  # the code to scan, right there
    assert code.status_code == 200 and code.mimetype == "image/svg+xml"
    assert first.one(".invite-qr")["href"] == f"/t/{table_id}/qr"
    room = app.extensions["referee"].view(table_id).table.room_code
    assert page.one(".table-head #room-code").text == room  # the code, for one without camera
    assert not page.one("#admin").has("#invite")  # one invite, not two
    assert order(page, "#status", "#entry-area", "#invite") == ["#invite", "#status", "#entry-area"]


def test_the_invite_folds_into_the_foot_once_every_seat_has_a_phone(
    app: Flask, table_id: str, anna: Phone
) -> None:
    Phone(app, addr="192.0.2.21").sit(table_id, 1)
    assert seated(anna.table(table_id).one("#invite-first #invite")) == [
        "✓ Anna",
        "✓ Bruno",
        "○ Carla",
    ]
    Phone(app, addr="192.0.2.22").sit(table_id, 2)
    page = anna.table(table_id)
    assert not page.one("#invite-first").has("#invite")
    invite = page.one("#admin #invite")
    assert "open" not in invite.attrs and not invite.has(".invite-qr")
    assert order(page, "#entry-area", "#invite") == ["#entry-area", "#invite"]


def test_a_player_s_invite_stays_at_the_foot(app: Flask, table_id: str) -> None:
    bruno = Phone(app, "it", addr="192.0.2.23")
    bruno.sit(table_id, 1)
    page = bruno.table(table_id)
    assert not page.one("#invite-first").has("#invite")
    assert seated(page.one("#admin #invite")) == ["✓ Anna", "✓ Bruno", "○ Carla"]


def test_the_host_s_invite_follows_who_sits_down_live(
    app: Flask, table_id: str, anna: Phone
) -> None:
    response = anna.client.get(f"/t/{table_id}/stream?after=0", buffered=False)
    try:
        stream = sse_messages(iter(response.response))
        Phone(app, addr="192.0.2.24").sit(table_id, 1)
        first = next(stream)
        Phone(app, addr="192.0.2.25").sit(table_id, 2)
        second = next(stream)
    finally:
        response.close()
    regions = partials(first["data"])
    assert seated(regions["#invite-first"]) == ["✓ Anna", "✓ Bruno", "○ Carla"]
    assert not regions["#admin"].has("#invite")
    regions = partials(second["data"])
    assert not regions["#invite-first"].has("#invite")  # everyone sits: it folds away
    assert seated(regions["#admin"]) == ["✓ Anna", "✓ Bruno", "✓ Carla"]


@pytest.mark.parametrize(
    ("lang", "waiting", "everyone"),
    [
        ("en", "Waiting for 2 players to sit down.", "Everyone is at the table."),
        ("it", "Mancano ancora 2 giocatori.", "Sono tutti al tavolo."),
    ],
)
def test_the_qr_page_shows_live_who_has_sat_down(
    app: Flask, table_id: str, anna: Phone, lang: str, waiting: str, everyone: str
) -> None:
    anna.lang = lang
    page = anna.page(f"/t/{table_id}/qr")
    shown = page.one("#qr-seated")
    assert [s.text for s in shown.all(".qr-seated-list span")] == ["✓ Anna", "○ Bruno", "○ Carla"]
    assert shown.one(".qr-waiting").text == waiting
    (live,) = [n["hx-sse:connect"] for n in page.descendants() if "hx-sse:connect" in n.attrs]
    assert live == f"/t/{table_id}/qr/stream?after=0"
    response = anna.client.get(live, headers={"Accept-Language": lang}, buffered=False)
    try:
        stream = sse_messages(iter(response.response))
        Phone(app, addr="192.0.2.26").sit(table_id, 1)
        messages = [next(stream)]
        Phone(app, addr="192.0.2.27").sit(table_id, 2)
        messages.append(next(stream))
    finally:
        response.close()
    last = partials(messages[-1]["data"])["#qr-seated"]
    assert [s.text for s in last.all(".qr-seated-list span")] == ["✓ Anna", "✓ Bruno", "✓ Carla"]
    assert last.one(".qr-all-seated").text == everyone
    # the slow poll, the safety net, says the same
    polled = anna.get(shown["hx-get"])
    assert polled.status_code == 200 and everyone in polled.get_data(as_text=True)


def test_only_seated_phones_follow_the_qr_page(app: Flask, table_id: str) -> None:
    stranger = Phone(app, addr="192.0.2.28")
    assert stranger.get(f"/t/{table_id}/qr/stream").status_code == 403
    assert stranger.get(f"/t/{table_id}/qr/seated").status_code == 403


@pytest.mark.parametrize(
    ("lang", "full", "back"),
    [
        ("en", "Full-screen QR", "Back to the table"),
        ("it", "QR a tutto schermo", "Torna al tavolo"),
    ],
)
def test_the_invite_opens_the_full_screen_qr_which_leads_back(
    app: Flask, lang: str, full: str, back: str
) -> None:
    host = Phone(app, lang)
    table_id = host.create(["Anna", "Bruno", "Carla"], me=0)
    link = host.table(table_id).one("#invite .qr-full-link")
    assert (link.text, link["href"]) == (full, f"/t/{table_id}/qr")
    back_link = host.page(f"/t/{table_id}/qr").one(".qr-full a.btn-primary")
    assert (back_link.text, back_link["href"]) == (back, f"/t/{table_id}")
