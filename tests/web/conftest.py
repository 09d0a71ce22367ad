"""Phones for the page tests: one Flask test client each, with its cookies and language."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from werkzeug.test import TestResponse

from referee.tables import TableService
from tests.web.dom import Node, parse, partials

SAME_ORIGIN = {"Origin": "http://localhost"}
PLAYERS = ["Anna", "Bruno", "Carla"]


class Phone:
    """A browser on one phone: its cookies persist, its POSTs come from our own pages."""

    def __init__(self, app: Flask, lang: str = "en", addr: str = "192.0.2.1") -> None:
        self.app = app
        self.client = app.test_client()
        self.lang = lang
        self.addr = addr

    def _headers(self, extra: dict[str, str] | None) -> dict[str, str]:
        return {"Accept-Language": self.lang, **(extra or {})}

    def get(self, url: str, **headers: str) -> TestResponse:
        return self.client.get(
            url, headers=self._headers(headers), environ_base={"REMOTE_ADDR": self.addr}
        )

    def post(
        self,
        url: str,
        data: dict[str, Any] | None = None,
        *,
        htmx: bool = False,
        origin: dict[str, str] | None = None,
        **headers: str,
    ) -> TestResponse:
        sent = {**(SAME_ORIGIN if origin is None else origin), **headers}
        if htmx:
            sent["HX-Request"] = "true"
        return self.client.post(
            url,
            data=data or {},
            headers=self._headers(sent),
            environ_base={"REMOTE_ADDR": self.addr},
        )

    def page(self, url: str, status: int = 200) -> Node:
        response = self.get(url)
        assert response.status_code == status, response.get_data(as_text=True)[:2000]
        return parse(response.get_data(as_text=True))

    # -- a table, as someone at it ------------------------------------------------------

    def create(
        self,
        players: list[str] | None = None,
        me: int | None = 0,
        game: str = "tamalo",
        **options: Any,
    ) -> str:
        """Create a table through the home page's form; the table's id."""
        rows = list(players or PLAYERS)
        data: dict[str, Any] = {"game": game, "player": rows + [""] * (6 - len(rows))}
        if me is not None:
            data["me"] = str(me)
        data.update({f"opt-{key}": str(value) for key, value in options.items()})
        response = self.post("/tables", data)
        assert response.status_code == 303, response.get_data(as_text=True)[:2000]
        location = response.headers["Location"]
        assert location.startswith("/t/")
        return location.removeprefix("/t/")

    def sit(self, table_id: str, seat: int | None) -> TestResponse:
        secret = self.app.extensions["referee"].view(table_id).table.join_secret
        response = self.post(f"/j/{secret}", {"seat": "" if seat is None else str(seat)})
        assert response.status_code == 303, response.get_data(as_text=True)[:2000]
        return response

    def move(self, table_id: str, data: dict[str, Any], htmx: bool = False) -> TestResponse:
        return self.post(f"/t/{table_id}/moves", data, htmx=htmx)

    def table(self, table_id: str, status: int = 200) -> Node:
        return self.page(f"/t/{table_id}", status)


def hand(seq: int, *seats: str | int | None, caller: int | None = None) -> dict[str, str]:
    """The end-of-hand form as a phone sends it.

    Each seat is a card list as the picker writes it (``"3H,4C"``), a typed total (an int),
    ``""`` for "no cards left", or None when nothing was entered.
    """
    data = {
        "type": "hand",
        "box": "hand",
        "expected_seq": str(seq),
        "caller": "" if caller is None else str(caller),
    }
    for i, seat in enumerate(seats):
        if isinstance(seat, int):
            data[f"total-{i}"] = str(seat)
        elif seat == "":
            data[f"empty-{i}"] = "1"
        elif seat is not None:
            data[f"cards-{i}"] = seat
    return data


def htmx_regions(response: TestResponse) -> dict[str, Node]:
    assert response.mimetype == "text/html"
    return partials(response.get_data(as_text=True))


def totals(node: Node) -> dict[str, int]:
    """The scoreboard as a player reads it: name → total."""
    board = {}
    for row in node.all("table.totals tbody tr"):
        name = row.one("td.name").text.replace("(you)", "").replace("(tu)", "").strip()
        board[name] = int(row.one(".total").text.replace("−", "-"))  # the minus sign read
    return board


def lines(entry: Node) -> list[tuple[str, str, str]]:
    """An entry's explanation lines: points, words, and the ids of the rules cited (each
    line links to its rules' pages, shown by their titles)."""
    return [
        (
            li.one(".pts").text if li.has(".pts") else "",
            li.one(".line-text").text,
            " ".join(a["href"].rsplit("/", 1)[-1] for a in li.all("a.rule")),
        )
        for li in entry.all("ul.lines li")
    ]


def state(app: Flask, table_id: str) -> dict[str, Any]:
    """The table through the JSON API (what every other phone would read)."""
    response = app.test_client().get(f"/api/v1/tables/{table_id}")
    assert response.status_code == 200
    return response.get_json()


def service(app: Flask) -> TableService:
    return app.extensions["referee"]


def seated(app: Flask, table_id: str) -> dict[int, int]:
    """How many phones sit at each seat."""
    with service(app).read(table_id) as table:
        return table.devices


@pytest.fixture
def anna(app: Flask) -> Phone:
    """Anna's phone, in English: she creates the tables and hosts them."""
    return Phone(app)


@pytest.fixture
def phone(app: Flask) -> Phone:
    """Another phone at the table (in English)."""
    return Phone(app, addr="192.0.2.2")
