"""What the tournament browser tests share: a scorer's app over the JSON API, and the
steps and checks an organiser's tablet and a standings screen take."""

from __future__ import annotations

import re
from typing import Any

import httpx
from playwright.sync_api import Locator, Page, expect

#: A tournament's own page, not the form that opens one (whose address "/tournaments/new"
#: the plain pattern matches too: waiting for it returned before the form was sent).
A_TOURNAMENT = re.compile(r"/tournaments/(?!new$)[\w-]+$")


class Api:
    """What a scorer's app does over the JSON API against the test server."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.http = httpx.Client(base_url=base + "/api/v1", timeout=10)
        #: The organiser's token of each tournament this app has acted for: with it, the
        #: tournament's JSON carries the tables' join links (nobody else's does).
        self.organisers: dict[str, str] = {}

    def __enter__(self) -> Api:
        return self

    def __exit__(self, *_: object) -> None:
        self.http.close()

    def organiser(self, tablet: Page, tournament_id: str, path: str) -> httpx.Response:
        """A step the organiser's token takes over the API (the tablet's token)."""
        token = self.organisers[tournament_id] = organiser_token(tablet, tournament_id)
        return self.http.post(
            f"/tournaments/{tournament_id}{path}",
            json={},
            headers={"Authorization": f"Bearer {token}"},
        )

    def tournament(self, tournament_id: str, tablet: Page | None = None) -> dict[str, Any]:
        """The tournament as its organiser reads it (the tablet's token, or the one this
        app last acted with), join links and all."""
        if tablet is not None:
            self.organisers[tournament_id] = organiser_token(tablet, tournament_id)
        token = self.organisers.get(tournament_id)
        response = self.http.get(
            f"/tournaments/{tournament_id}",
            headers={"Authorization": f"Bearer {token}"} if token else {},
        )
        assert response.status_code == 200, response.text
        return response.json()

    def standings(self, tournament_id: str, lang: str = "en") -> dict[str, Any]:
        return self.get(f"/tournaments/{tournament_id}/standings", lang)

    def get(self, path: str, lang: str = "en") -> dict[str, Any]:
        response = self.http.get(path, headers={"Accept-Language": lang})
        assert response.status_code == 200, response.text
        return response.json()

    def sit(self, table: dict[str, Any], seat: int) -> str:
        """Sit at ``seat`` of a round's table (as the API lists it); the seat's token."""
        secret = table["join_url"].rsplit("/", 1)[-1]
        response = self.http.post(
            f"/tables/{table['table_id']}/join", json={"secret": secret, "seat": seat}
        )
        assert response.status_code == 201, response.text
        return response.json()["token"]

    def send(self, table_id: str, token: str, move: dict[str, Any]) -> httpx.Response:
        """A move sent at the table's current seq, its answer as it comes."""
        seq = self.get(f"/tables/{table_id}")["seq"]
        return self.http.post(
            f"/tables/{table_id}/moves",
            json={**move, "expected_seq": seq},
            headers={"Authorization": f"Bearer {token}"},
        )

    def move(self, table_id: str, token: str, move: dict[str, Any]) -> dict[str, Any]:
        response = self.send(table_id, token, move)
        assert response.status_code == 201, response.text
        return response.json()["table"]


def open_tournament(tablet: Page, base: str, game: str, name: str, **form: str) -> str:
    """The organiser opens a tournament on the tablet; its page's address."""
    tablet.goto(base + "/tournaments/new")
    tablet.locator("#t-name").fill(name)
    tablet.locator("#t-game").select_option(game)
    for field, value in form.items():
        box = tablet.locator(f"#t-{field.replace('_', '-')}")
        if box.evaluate("e => e.tagName") == "SELECT":
            box.select_option(value)
        else:
            box.fill(value)
    tablet.locator("form.create button.btn-primary").click()
    tablet.wait_for_url(A_TOURNAMENT)
    return tablet.url


def check_in_at_the_door(tablet: Page, name: str, fee: str = "") -> None:
    tablet.locator("#ci-name").fill(name)
    if fee:
        tablet.locator("#ci-fee").fill(fee)
    tablet.locator("form.create button.btn-primary").click()
    expect(tablet.locator(".people")).to_contain_text(name)


def seat_line(page: Page) -> tuple[int, int, str]:
    """The phone's own line: table, seat and who deals (``Tavolo 2, posto 3 — ...``)."""
    line = page.locator(".my-seat")
    expect(line).to_have_text(
        re.compile(r"(Table|Tavolo) \d+, (seat|posto) \d — (distribuisce \w+|\w+ deals)")
    )
    text = line.inner_text()
    numbers = re.search(r"(\d+), \w+ (\d)", text)
    dealer = re.search(r"distribuisce (\w+)|(\w+) deals", text)
    assert numbers and dealer
    return int(numbers.group(1)), int(numbers.group(2)), dealer.group(1) or dealer.group(2)


def row_of(page: Page, name: str, where: str = ".row") -> Locator:
    """The standings row of the person called ``name`` (not a row that only mentions them)."""
    named = page.locator(".who > a strong", has_text=re.compile(rf"^{re.escape(name)}$"))
    return page.locator(where).filter(has=named)


def every_row_explained(screen: Page, reason: str = r"\d+ (points|punti)") -> None:
    """Every standings row says where it stands and why (``reason``: what every row's words
    hold, by default its points), read whole at the phone's width."""
    rows = screen.locator("#standings .row")
    assert rows.count() > 0
    for i in range(rows.count()):
        why = rows.nth(i).locator(".why").inner_text()
        assert re.search(reason, why), why
        # Read whole: wrapped onto lines, never clipped at the screen's edge.
        clipped = rows.nth(i).locator(".who").evaluate("e => e.scrollWidth > e.clientWidth + 1")
        assert not clipped, f"the reason is cut off: {why}"


def tamalo_hand(totals: list[int]) -> dict[str, Any]:
    """A Tamalo hand as typed totals, nobody called."""
    return {"type": "hand", "caller": None, "hands": totals}


def organiser_token(tablet: Page, tournament_id: str) -> str:
    """The organiser's token, as the tablet keeps it in its cookie."""
    cookies = tablet.context.cookies()
    return next(c["value"] for c in cookies if c["name"] == f"org_{tournament_id}")
