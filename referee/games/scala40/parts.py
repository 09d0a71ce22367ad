"""Scala 40's hand in parts: each player enters their own part of the hand's summary.

A player still in the game says either that they went out (and whether in mano), or what
they still hold: the cards (``{"cards": ["KH", "QH"]}``) or the total they counted
(``{"total": 17}``). With every part in, the parts make the ``hand`` move that one phone
would have entered: the closer from the part that went out, each other seat's cards or
total in seating order, ``null`` for the closer and for the seats that are out. The engine
then checks and scores that move as ever (S40-CLOSE, S40-VAL-HAND).

Exactly one player goes out in a hand: two parts that say so, or none, are a conflict
(S40-CLOSE) between the seats concerned.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import Field

from ..base import HandParts, PartsConflict, seat
from ..base import it_en as _t
from ..base.parts import PartModel, part_kinds
from .moves import CardList, HandTotal, check_entry
from .options import Scala40Options
from .state import Scala40State


class Scala40WentOut(PartModel):
    """I went out (closed), in mano or not (unsaid: as the hand's log has it, else not)."""

    closed: Literal[True]
    in_mano: Annotated[bool, Field(strict=True)] | None = None


class Scala40Cards(PartModel):
    """The cards I still hold."""

    cards: CardList


class Scala40Total(PartModel):
    """The total I counted of the cards I still hold."""

    total: HandTotal


Part = part_kinds(closed=Scala40WentOut, cards=Scala40Cards, total=Scala40Total)


def owed(state: Scala40State, options: Scala40Options) -> tuple[int, ...]:
    """Every player still in the game enters a part."""
    return tuple(state.active())


def assemble(
    state: Scala40State, options: Scala40Options, parts: Mapping[int, Any]
) -> dict[str, Any]:
    """The hand's summary from the players' parts; exactly one of them went out."""
    closers = [s for s, part in parts.items() if isinstance(part, Scala40WentOut)]
    if not closers:
        raise PartsConflict(
            "S40-CLOSE",
            _t(
                "Nessuno dice di aver chiuso: chi ha chiuso lo dica, al posto delle sue carte.",
                "Nobody says they went out: whoever did says so, in place of their cards.",
            ),
            parts,
        )
    if len(closers) > 1:
        names = " e ".join(seat(s) for s in closers)
        names_en = " and ".join(seat(s) for s in closers)
        raise PartsConflict(
            "S40-CLOSE",
            _t(
                f"{names} dicono di aver chiuso: in una mano chiude uno solo.",
                f"{names_en} say they went out: only one player goes out in a hand.",
            ),
            closers,
        )
    (closer,) = closers
    hands: list[Any] = [None] * state.seats
    for s, part in parts.items():
        if isinstance(part, Scala40Cards):
            hands[s] = list(part.cards)
        elif isinstance(part, Scala40Total):
            hands[s] = part.total
    closed: Scala40WentOut = parts[closer]
    move: dict[str, Any] = {"type": "hand", "closer": closer, "hands": hands}
    if closed.in_mano is not None:
        move["in_mano"] = closed.in_mano
    return move


def check(state: Scala40State, options: Scala40Options, i: int, part: Any) -> None:
    """Cards and totals are checked as they are entered (S40-DECK, S40-VAL-HAND)."""
    if isinstance(part, Scala40Cards):
        check_entry(state, options, i, list(part.cards))
    elif isinstance(part, Scala40Total):
        check_entry(state, options, i, part.total)


PARTS: HandParts[Scala40State, Scala40Options] = HandParts(
    part=Part,
    owed=owed,
    assemble=assemble,
    rule="S40-CLOSE",
    hidden=True,
    tags=("closed", "cards", "total"),
    shape=_t(
        "Una parte dice se hai chiuso, le carte che hai in mano o il loro totale: "
        '{"closed": true}, {"cards": [...]} o {"total": 17}.',
        "A part says that you went out, the cards you hold or their total: "
        '{"closed": true}, {"cards": [...]} or {"total": 17}.',
    ),
    check=check,
)
