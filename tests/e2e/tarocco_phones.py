"""A Tarocco table for the browser tests: created and brought to the step under test through
the JSON API (as the host's token), then opened on phones that sit down by the join link.
Only the step under test is tapped."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from playwright.sync_api import Locator, Page, expect

from .test_table import sit, total

PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]
ANNA, BRUNO, CARLA, DARIO = range(4)


@dataclass
class TaroccoTable:
    base: str
    id: str
    token: str
    join_url: str
    seq: int = 0
    phones: dict[int, Page] = field(default_factory=dict)

    def move(self, **move: Any) -> dict[str, Any]:
        """A move through the API, as the host logs it, at the table as it is now (the
        phones' taps and sits moved its seq on)."""
        self.seq = self.state()["seq"]
        answer = httpx.post(
            f"{self.base}/api/v1/tables/{self.id}/moves",
            json={**move, "expected_seq": self.seq},
            headers={"Authorization": f"Bearer {self.token}"},
        )
        assert answer.status_code == 201, answer.text
        body = answer.json()
        self.seq = body["seq"]
        return body

    def say(self, seat: int, call: str, **extra: Any) -> None:
        self.move(type="call", seat=seat, call=call, **extra)

    def state(self) -> dict[str, Any]:
        return httpx.get(f"{self.base}/api/v1/tables/{self.id}").json()

    @property
    def url(self) -> str:
        return f"{self.base}/t/{self.id}"


TableMaker = Callable[..., TaroccoTable]


@pytest.fixture
def tarocco(server: dict[str, Any], phone: Callable[..., Page]) -> Iterator[TableMaker]:
    """``tarocco({BRUNO: "en", CARLA: "it"}, moves=[...], v2=True)``: a table with those
    options, the moves logged through the API, then one phone per seat given (in its
    language), seated and showing the table."""

    def make(
        langs: dict[int, str], moves: tuple[dict[str, Any], ...] = (), **options: Any
    ) -> TaroccoTable:
        answer = httpx.post(
            f"{server['url']}/api/v1/tables",
            json={"game": "tarocco", "players": PLAYERS, "options": options},
        )
        assert answer.status_code == 201, answer.text
        body = answer.json()
        table = TaroccoTable(server["url"], body["id"], body["host_token"], body["join_url"])
        for move in moves:
            table.move(**move)
        for s, lang in langs.items():
            page = phone(lang)
            sit(page, table.join_url, PLAYERS[s])
            expect(page.locator("body")).to_have_attribute("data-live", "on")
            table.phones[s] = page
        return table

    yield make


# -- the moves the setups share ------------------------------------------------------------------


def call(seat: int, word: str, **extra: Any) -> dict[str, Any]:
    return {"type": "call", "seat": seat, "call": word, **extra}


def to_second_deal(dealer: int = ANNA) -> tuple[dict[str, Any], ...]:
    """A first auction kept by the dealer's right (tengo), the others vado."""
    first = (dealer + 1) % 4
    return (call(first, "tengo"), *(call((dealer + k) % 4, "vado") for k in (2, 3, 4)))


def to_king_call(declarer: int = BRUNO, dealer: int = ANNA) -> tuple[dict[str, Any], ...]:
    """Through the second deal: nobody goes solo, ``declarer`` says venti, nobody answers
    quindici."""
    order = [(dealer + k) % 4 for k in (1, 2, 3, 4)]
    moves = [*to_second_deal(dealer), *(call(s, "passo") for s in order)]
    at = order.index(declarer)
    moves += [call(s, "zero") for s in order[:at]]
    moves.append(call(declarer, "venti"))
    moves += [call(s, "passo") for s in order[at + 1 :] + order[:at]]
    return tuple(moves)


# -- what the phones show ------------------------------------------------------------------------


def tap_call(page: Page, seat: int, word: str) -> None:
    """Tap ``seat``'s call on ``page`` once it offers it; the button goes with the redraw."""
    button = page.locator(f"#form-call .speaker[data-seat='{seat}'] button[value^='{seat}:{word}']")
    expect(button).to_have_count(1)
    seq = page.locator("#form-call input.live-seq").input_value()
    button.click()
    # saved: the form is drawn afresh (or gone), at a later seq
    page.wait_for_function(
        "seq => { const f = document.querySelector('#form-call input.live-seq');"
        " return !f || f.value !== seq; }",
        arg=seq,
    )


def heard(page: Page, seat: int, word: str) -> None:
    """Wait until ``page`` shows that ``seat`` has spoken (its redraw came)."""
    expect(page.locator(f".speakers li[data-seat='{seat}']")).to_contain_text(word)


def totals_are(page: Page, points: list[int]) -> None:
    for s, value in enumerate(points):  # written with the minus sign below zero
        expect(total(page, s)).to_have_text(f"−{-value}" if value < 0 else str(value))


def last_entry(page: Page) -> Locator:
    """The log's newest entry (the log lists the newest first)."""
    return page.locator("li.entry").first


def tap_cards(page: Page, form: Locator, codes: list[str]) -> None:
    for code in codes:
        form.locator(f".picker .cardbtn[data-card='{code}']").click()
    expect(form.locator(".chips .chip")).to_have_count(len(codes))
