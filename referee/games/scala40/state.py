"""What a Scala 40 table remembers between moves (the snapshot)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ..base import IllegalMove, seat
from ..base import it_en as _t
from .deck import packs_for
from .options import Scala40Options

MIN_SEATS = 2
#: S40-CLUB-8: up to 8 where the table chooses it (with a third pack beyond 6)...
MAX_SEATS = 8
#: ...and 6 if not, as FISCA and pagat (S40-AMB-8).
USUAL_MAX_SEATS = 6
#: S40-AMB-8: the seed says up to 5; above that the table is told, not refused.
SEED_MAX_SEATS = 5


class TableMeld(BaseModel):
    """A meld on the table in the detailed log: who put it down, and its cards (a jolly as
    ``JK`` or ``JK=7H``)."""

    seat: int
    cards: list[str]


class HandLog(BaseModel):
    """The hand under way as the optional detailed log knows it (empty when none is kept)."""

    #: How many log moves this hand has.
    moves: int = 0
    melds: list[TableMeld] = Field(default_factory=list)
    #: The seats that have opened (S40-OPEN40).
    opened: list[int] = Field(default_factory=list)
    #: The last discard, the top of the pozzo (None when no discard is logged or it was taken).
    pozzo: str | None = None
    #: The seat whose turn is under way (after its draw), if any.
    turn: int | None = None
    #: The seat in turn opened during this turn.
    turn_opened: bool = False
    #: The seat in turn drew from the pozzo before opening (the "take to open" variant), and
    #: the card it took when the log knows it.
    drew_pozzo: bool = False
    taken: str | None = None
    #: The seat in turn took a jolly back from the table and has not melded it again.
    jolly_back: bool = False
    #: Who went out, as logged, and whether in mano.
    closed: int | None = None
    closed_in_mano: bool = False


class Scala40State(BaseModel):
    """Everything the rules still need; its size does not grow with the number of hands."""

    totals: list[int]
    #: Who is out of the game now (S40-ELIM); a re-entry (S40-RIENTRO) brings a seat back.
    eliminated: list[bool]
    #: The hand in which each seat last went out (None while it never did): the later, the
    #: better its place among those out.
    out_in_hand: list[int | None]
    #: How many times each seat bought back in.
    reentries: list[int]
    #: How many hands each seat closed.
    closes: list[int]
    #: The number of the hand to be played next.
    hand: int = 1
    #: Who deals the hand to be played next (S40-DECK).
    dealer: int = 0
    finished: bool = False
    winners: list[int] = Field(default_factory=list)
    #: Pairs play (S40-FISCA-PAIRS): the victory points of the pair of seats 0 and 2, then
    #: of the pair of seats 1 and 3 (both 0 when the table plays everyone for himself).
    victories: list[int] = Field(default_factory=lambda: [0, 0])
    #: The detailed log of the hand under way (draws, melds, attaches, discards, closing).
    log: HandLog = Field(default_factory=HandLog)

    @property
    def seats(self) -> int:
        return len(self.totals)

    def active(self) -> list[int]:
        """The seats still in the game, in seat order."""
        return [i for i in range(self.seats) if not self.eliminated[i]]


def start_state(seats: int) -> Scala40State:
    return Scala40State(
        totals=[0] * seats,
        eliminated=[False] * seats,
        out_in_hand=[None] * seats,
        reentries=[0] * seats,
        closes=[0] * seats,
    )


def table_packs(state: Scala40State, options: Scala40Options) -> int:
    """The packs this table plays with: two, three for 7 or 8 players (S40-CLUB-8)."""
    return packs_for(state.seats, options.eight_players)


#: Pairs play: the victory points that win the game (S40-FISCA-PAIRS).
PAIR_TARGET = 3


def pair_of(s: int) -> int:
    """The pair a seat plays in (S40-FISCA-PAIRS): 0 for seats 0 and 2, 1 for 1 and 3."""
    return s % 2


def pair_seats(pair: int) -> tuple[int, int]:
    """The two partners of a pair, sitting opposite."""
    return pair, pair + 2


def check_seat(state: Scala40State, s: int) -> None:
    """S40-DECK: the seat a move names must be at the table."""
    if not 0 <= s < state.seats:
        raise IllegalMove(
            "S40-DECK",
            _t(f"Al tavolo non c'è il posto {s}.", f"There is no seat {s} at this table."),
        )


def next_dealer(state: Scala40State, after: int) -> int:
    """The next seat clockwise after ``after`` that is still in the game (S40-DECK)."""
    for step in range(1, state.seats + 1):
        candidate = (after + step) % state.seats
        if not state.eliminated[candidate]:
            return candidate
    return after


def seat_out(state: Scala40State, s: int) -> IllegalMove:
    """S40-ELIM: a seat that is out of the game enters nothing."""
    return IllegalMove(
        "S40-ELIM",
        _t(
            f"{seat(s)} è fuori dal gioco: per quel posto non si scrive nulla (null).",
            f"{seat(s)} is out of the game: nothing is entered for that seat (null).",
        ),
    )
