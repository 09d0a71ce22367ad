"""What a Tamalo table remembers between moves (the snapshot)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ..base import IllegalMove
from ..base import it_en as _t

#: The most seats any table takes: 8 by the Tamalou reading (TAM-TAMALOU-PLAYERS); the
#: text's 6 is the ``max_seats`` option's default.
MAX_SEATS = 8
MIN_SEATS = 2


class PileCard(BaseModel):
    """A card on the discard pile: who threw it, whether it is still vergine, its power.

    ``vergine`` says that nothing was discarded on it; ``matched`` that it was thrown onto a
    same-number card rather than discarded at the end of a turn.
    """

    card: str
    seat: int
    vergine: bool = True
    power_used: bool = False
    matched: bool = False


class SeatStats(BaseModel):
    calls: int = 0
    calls_lowest: int = 0
    hands_lowest: int = 0
    matches: int = 0
    powers: int = 0
    penalties: dict[str, int] = Field(default_factory=dict)
    named: dict[str, int] = Field(default_factory=dict)


class TamaloState(BaseModel):
    """Everything the rules still need; its size does not grow with the number of hands."""

    totals: list[int]
    hand: int = 1
    finished: bool = False
    winners: list[int] = Field(default_factory=list)
    caller: int | None = None
    pile: list[PileCard] = Field(default_factory=list)
    #: The seat that took a joker from the discards, while its turn may still be going on.
    joker_taken_by: int | None = None
    in_hand_moves: int = 0
    penalties: list[int] = Field(default_factory=list)
    stats: list[SeatStats] = Field(default_factory=list)

    @property
    def seats(self) -> int:
        return len(self.totals)


def check_seat(state: TamaloState, s: int) -> None:
    """TAM-PLAYERS: the seat a move names must be at the table."""
    if not 0 <= s < state.seats:
        raise IllegalMove(
            "TAM-PLAYERS",
            _t(f"Al tavolo non c'è il posto {s}.", f"There is no seat {s} at this table."),
        )
