"""One spoken call, one move: ``{"type": "call", "seat": 2, "call": "offro", "points": 4}``.

The call is read by the phase the hand is in: the first auction (vado, offro, piglio,
tengo), the solo round (solo, passo), the venti round (venti, zero) and the answers of
quindici (quindici, passo). A call of another phase is refused with the rule of the phase.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, field_validator, model_validator

from ..base import Applied, IllegalMove, JsonInt, MoveModel, SeatNo, explained, move_type
from ..base import it_en as _t
from .auction import bid
from .cards import CardName, normalise
from .declarations import quindici_round, solo_round, venti_round
from .options import TaroccoOptions
from .state import TaroccoState, check_seat

CallWord = Literal["vado", "offro", "piglio", "tengo", "solo", "passo", "venti", "zero", "quindici"]
AUCTION = ("vado", "offro", "piglio", "tengo")
DECLARED = ("venti", "zero", "quindici")


def _only_with(field: str, *calls: str) -> dict[str, Any]:
    """The document's word for "``field`` goes with these calls only" (left out or null
    otherwise)."""
    return {
        "anyOf": [
            {"properties": {"call": {"enum": list(calls)}}},
            {"properties": {field: {"type": "null"}}},
        ]
    }


class CallMove(MoveModel):
    """A call as it is spoken; ``cards``: the decine and cinquine shown with a declaration."""

    model_config = ConfigDict(
        json_schema_extra={
            "allOf": [
                _only_with("points", "offro"),
                _only_with("accepts", "piglio"),
                _only_with("cards", *DECLARED),
            ]
        }
    )

    type: Literal["call"]
    seat: SeatNo
    call: CallWord
    #: offro: the points offered.
    points: Annotated[JsonInt, Field(ge=0, le=999)] | None = None
    #: piglio: the seat whose offer is taken (may be left out when only one offer is open).
    accepts: SeatNo | None = None
    cards: Annotated[list[CardName], Field(max_length=23)] | None = None

    @field_validator("cards", mode="after")
    @classmethod
    def _codes(cls, cards: list[str] | None) -> list[str] | None:
        return None if cards is None else [normalise(c) for c in cards]

    @model_validator(mode="after")
    def _fields_of_the_call(self) -> CallMove:
        if self.points is not None and self.call != "offro":
            raise explained("«points» va solo con offro", "'points' goes with offro only")
        if self.accepts is not None and self.call != "piglio":
            raise explained("«accepts» va solo con piglio", "'accepts' goes with piglio only")
        if self.cards is not None and self.call not in DECLARED:
            raise explained(
                "«cards» va solo con venti, zero o quindici",
                "'cards' goes with venti, zero or quindici only",
            )
        return self


def call(state: TaroccoState, move: CallMove, options: TaroccoOptions) -> Applied:
    check_seat(move.seat)
    phase = state.phase
    if phase == "auction":
        if move.call not in AUCTION:
            raise IllegalMove(
                "TAR-BID1",
                _t(
                    f"Ora c'è la prima licitazione: si dice vado, offro, piglio o tengo, non "
                    f"{move.call}.",
                    f"This is the first auction: the calls are vado, offro, piglio or tengo, not "
                    f"{move.call}.",
                ),
            )
        return bid(state, move.seat, move.call, move.points, move.accepts, options)
    if phase == "solo":
        return solo_round(state, move.seat, move.call, options)
    if phase == "venti":
        return venti_round(state, move.seat, move.call, move.cards, options)
    if phase == "quindici":
        return quindici_round(state, move.seat, move.call, move.cards, options)
    if phase == "king_call":
        raise IllegalMove(
            "TAR-CALL",
            _t(
                "Nessuno ha detto quindici: ora chi ha detto venti chiama un Re.",
                "Nobody said quindici: now the venti player calls a King.",
            ),
        )
    raise IllegalMove(
        "TAR-PLAY",
        _t(
            "Le dichiarazioni sono finite: si gioca la smazzata.",
            "The calls are over: the hand is being played.",
        ),
    )


CALL = move_type(
    CallMove,
    call,
    label=("Dichiarazione", "Call"),
    description=(
        "Una parola detta al tavolo: vado, offro, piglio, tengo, solo, passo, venti, zero, "
        "quindici.",
        "One word spoken at the table: vado, offro, piglio, tengo, solo, passo, venti, zero, "
        "quindici.",
    ),
    rules=("TAR-BID1", "TAR-SOLO", "TAR-VENTI", "TAR-QUINDICI", "TAR-CALL", "TAR-LEAD"),
    may_end_hand=True,  # an offer taken, or every call vado: the hand is over (TAR-BID1)
)
