"""What an Ecarté table remembers between moves (the snapshot): the match and the hand on.

The state of a hand is reset when the hand ends, so a snapshot weighs the same at hand 1 and
at hand 500.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ..base import IllegalMove, seat
from ..base import it_en as _t
from .deck import STOCK

SEATS = 2

#: What the exchange waits for: the dealer's answer, or a seat's discards after an acceptance.
Pending = Literal["answer", "challenger", "dealer"]
#: How the exchange ended: the challenger played, the dealer refused, the stock ran out.
Closed = Literal["play", "refused", "stock"]


class Trick(BaseModel):
    """A trick as logged: who led, the two cards in the order played, who took it."""

    leader: int
    lead: str
    follow: str
    winner: int

    @property
    def follower(self) -> int:
        return 1 - self.leader


class Revoke(BaseModel):
    """A card that broke the duty to answer, found when the seat's later cards showed it."""

    seat: int
    #: The trick it happened in, 1 to 5.
    trick: int
    card: str
    #: The card that shows the duty: the seat held it then and played it later.
    held: str
    #: The rule it broke.
    rule: str


class HandLog(BaseModel):
    """The detailed log of the hand being played; empty when the table enters summaries."""

    turned_up: str | None = None
    #: Exchange steps logged (propose, accept, refuse, exchange, play).
    steps: int = 0
    proposals: int = 0
    #: Exchanges carried out, each [challenger's cards, dealer's cards].
    rounds: list[list[int]] = Field(default_factory=list)
    refusals: int = 0
    #: Whether the refusal (if any) came before any exchange.
    refused_first: bool = False
    pending: Pending | None = None
    closed: Closed | None = None
    stock: int = STOCK
    declared: int | None = None
    tricks: list[Trick] = Field(default_factory=list)
    revokes: list[Revoke] = Field(default_factory=list)
    #: The seat that threw in its cards during the tricks (ECA-THROW): the tricks not
    #: played go to the other seat.
    thrown_in: int | None = None

    @property
    def trump(self) -> str | None:
        return self.turned_up[-1] if self.turned_up else None

    @property
    def exchange_logged(self) -> bool:
        return self.steps > 0

    @property
    def empty(self) -> bool:
        return self == HandLog()


class EcarteState(BaseModel):
    """The match: totals, the hand's number and dealer, and the hand being logged."""

    totals: list[int] = Field(default_factory=lambda: [0, 0])
    hand: int = 1
    dealer: int = 0
    finished: bool = False
    winner: int | None = None
    log: HandLog = Field(default_factory=HandLog)

    @property
    def challenger(self) -> int:
        return 1 - self.dealer

    @property
    def leader(self) -> int:
        """Who leads the next trick: the challenger first, then the last trick's winner
        (ECA-PLAY)."""
        return self.log.tricks[-1].winner if self.log.tricks else self.challenger


def check_seat(s: int) -> None:
    """ECA-DECK: two seats, 0 and 1."""
    if s not in (0, 1):
        raise IllegalMove(
            "ECA-DECK",
            _t(
                f"L'ecarté si gioca in due: posti 0 e 1, non {s}.",
                f"Ecarté is played by two: seats 0 and 1, not {s}.",
            ),
        )


def check_throw_in(s: int, kept: int) -> None:
    """ECA-THROW: seat ``s``, which took ``kept`` tricks, may throw in its cards only with
    fewer than 3 (with 3 the point is its own)."""
    check_seat(s)
    if kept >= 3:
        raise IllegalMove(
            "ECA-THROW",
            _t(
                f"{seat(s)} ha già fatto {kept} prese: con 3 il punto è suo, non getta le carte.",
                f"{seat(s)} already took {kept} tricks: with 3 the point is theirs, nothing to "
                "throw in.",
            ),
        )
