"""Tamalo's hand in parts: each player enters the cards they still hold (or their total),
and whether they called Tamalo. With every part in, the parts make the ``hand`` move one
phone would have entered (TAM-VAL, TAM-CALL): each seat's cards or total in seating order,
and the caller. Two players who both say they called are a conflict (TAM-CALL); when nobody
says so, the caller is the one the hand's log knows, if any.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import Field

from ..base import HandParts, IllegalMove, PartsConflict, seat
from ..base import it_en as _t
from ..base.parts import PartModel, part_kinds
from ..cards import CardError, parse_card
from .hand import CardList, HandTotal
from .options import TamaloOptions
from .state import TamaloState


class _Part(PartModel):
    #: Whether this player called Tamalo in the hand.
    called: Annotated[bool, Field(strict=True)] = False


class TamaloCards(_Part):
    """The cards I still hold."""

    cards: CardList


class TamaloTotal(_Part):
    """The total I counted of the cards I still hold."""

    total: HandTotal


Part = part_kinds(cards=TamaloCards, total=TamaloTotal)


def owed(state: TamaloState, options: TamaloOptions) -> tuple[int, ...]:
    """Every player enters a part."""
    return tuple(range(state.seats))


def check(state: TamaloState, options: TamaloOptions, i: int, part: Any) -> None:
    """The cards are read as they are entered (TAM-DECK); a call the hand's log gives to
    another player is refused (TAM-CALL)."""
    if isinstance(part, TamaloCards):
        for code in part.cards:
            try:
                parse_card(code)
            except CardError as exc:
                raise IllegalMove(
                    "TAM-DECK", _t(f"{seat(i)}: {exc.text.it}", f"{seat(i)}: {exc.text.en}")
                ) from None
    if part.called and state.caller is not None and state.caller != i:
        raise IllegalMove(
            "TAM-CALL",
            _t(
                f"In questa mano ha chiamato Tamalo {seat(state.caller)}.",
                f"{seat(state.caller)} called Tamalo in this hand.",
            ),
        )


def assemble(
    state: TamaloState, options: TamaloOptions, parts: Mapping[int, Any]
) -> dict[str, Any]:
    """The hand's entry from the players' parts; at most one of them called."""
    callers = sorted(s for s, part in parts.items() if part.called)
    if len(callers) > 1:
        raise PartsConflict(
            "TAM-CALL",
            _t(
                " e ".join(seat(s) for s in callers)
                + " dicono di aver chiamato Tamalo: in una mano chiama uno solo.",
                " and ".join(seat(s) for s in callers)
                + " say they called Tamalo: only one player calls in a hand.",
            ),
            callers,
        )
    caller = callers[0] if callers else state.caller
    hands = [
        list(parts[s].cards) if isinstance(parts[s], TamaloCards) else parts[s].total
        for s in range(state.seats)
    ]
    return {"type": "hand", "caller": caller, "hands": hands}


PARTS: HandParts[TamaloState, TamaloOptions] = HandParts(
    part=Part,
    owed=owed,
    assemble=assemble,
    rule="TAM-VAL",
    hidden=True,
    tags=("cards", "total"),
    shape=_t(
        "Una parte dice le carte che hai in mano o il loro totale, e se hai chiamato Tamalo: "
        '{"cards": [...], "called": false} o {"total": 7}.',
        "A part says the cards you hold or their total, and whether you called Tamalo: "
        '{"cards": [...], "called": false} or {"total": 7}.',
    ),
    check=check,
)
