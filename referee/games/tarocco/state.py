"""What a Tarocco table remembers between moves (the snapshot).

Seats are listed in playing order, which is counter-clockwise: the player to the right of
seat ``k`` is seat ``k + 1`` (mod 4). Everything about the hand in progress is cleared when
it ends, so the state does not grow with the number of hands.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ..base import IllegalMove, Text, seat
from ..base import it_en as _t

SEATS = 4

Phase = Literal["auction", "solo", "venti", "quindici", "king_call", "play", "finished"]
Contract = Literal["solo", "pairs"]


class Bid(BaseModel):
    """A call of the first auction, as it was spoken (TAR-BID1)."""

    seat: int
    call: Literal["vado", "offro", "piglio", "tengo"]
    #: offro: the points offered.
    points: int | None = None
    #: piglio: the seat whose offer is taken.
    accepts: int | None = None


class Trick(BaseModel):
    """A trick of the optional trick log: who led, the cards in playing order, who won."""

    leader: int
    cards: list[str]
    winner: int


class TaroccoState(BaseModel):
    """Everything the rules still need: the totals, the dealer, and the hand in progress."""

    totals: list[int] = Field(default_factory=lambda: [0] * SEATS)
    #: The number of the hand in progress (1 for the first).
    hand: int = 1
    #: Who deals the hand in progress.
    dealer: int = 0
    phase: Phase = "auction"
    #: The first auction's calls, in the order they were spoken.
    bids: list[Bid] = Field(default_factory=list)
    #: Seats that have spoken in the round in progress (auction, solo, venti, quindici).
    spoken: list[int] = Field(default_factory=list)
    soloist: int | None = None
    #: Whoever said venti.
    declarer: int | None = None
    #: The decine and cinquine the venti player showed with the call (codes), if shown:
    #: they are in the hand the King call reads.
    venti_cards: list[str] = Field(default_factory=list)
    partner: int | None = None
    #: The partner is known to all (quindici, or the called card in the dealer's discard).
    partner_open: bool = False
    #: The card the venti player called (a code), and the rule that decided it.
    called: str | None = None
    #: Whose the monte is at the end (the soloist, or the dealer), and whether it was shown.
    monte_owner: int | None = None
    monte_shown: bool = False
    #: The optional trick log of the hand in progress.
    tricks: list[Trick] = Field(default_factory=list)
    #: Seats that have led a trick, in order (for the called-suit lead duty, TAR-LEAD).
    led: list[int] = Field(default_factory=list)
    #: Signals made this hand (``"20"``/``"19"`` per trick), logged and never scored.
    signals: list[list[str]] = Field(default_factory=list)
    #: What each seat has shown it no longer holds this hand (a suit letter, ``T`` for
    #: trumps), from the tricks it did not follow (TAR-PLAY).
    voids: list[list[str]] = Field(default_factory=lambda: [[] for _ in range(SEATS)])
    finished: bool = False
    winners: list[int] = Field(default_factory=list)

    @property
    def seats(self) -> int:
        return len(self.totals)

    @property
    def contract(self) -> Contract | None:
        if self.soloist is not None:
            return "solo"
        if self.declarer is not None:
            return "pairs"
        return None


def right_of(s: int, steps: int = 1) -> int:
    """The seat ``steps`` places to the right of ``s`` (counter-clockwise, playing order)."""
    return (s + steps) % SEATS


def from_dealers_right(dealer: int) -> list[int]:
    """The speaking order of the second deal: from the dealer's right, the dealer last."""
    return [right_of(dealer, k) for k in range(1, SEATS + 1)]


def check_seat(s: int) -> None:
    """The seat a move names must be at the table (four players)."""
    if not 0 <= s < SEATS:
        raise IllegalMove(
            "TAR-DEAL",
            _t(
                f"Al tavolo ci sono i posti da 0 a 3, non il {s}.",
                f"The table has seats 0 to 3, not {s}.",
            ),
        )


def names_of(seats: list[int], lang: str) -> str:
    """``{seat[0]}, {seat[2]} e {seat[3]}``."""
    listed = [seat(s) for s in seats]
    if len(listed) < 2:
        return "".join(listed)
    word = " e " if lang == "it" else " and "
    return ", ".join(listed[:-1]) + word + listed[-1]


def both(it: list[int], text: tuple[str, str]) -> Text:
    """A sentence about several seats: ``text`` with ``{who}`` filled in each language."""
    return _t(
        text[0].replace("{who}", names_of(it, "it")), text[1].replace("{who}", names_of(it, "en"))
    )
