"""Efele's game in parts: each player says where they finished (EFE-WIN, EFE-END).

A player who went out says in which place (``{"out": 2}``: the second to show four of a
value), the one left says they are the Efele (``{"efele": true}``). With every part in, the
parts make the ``game`` move that one phone would have entered: the seats in the order they
went out; the engine checks and scores it as ever (the Efele, the places, the stake).

Parts are for a game entered at its end, all at once: a game whose claims or in-hand moves
are already in the log goes on claim by claim (each player's claim is their own move
already), so nobody owes a part until the next game.

Two players in the same place, or two who say they are the Efele, are a conflict (EFE-END)
between the seats concerned.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import Field

from ..base import HandParts, IllegalMove, PartsConflict, seat
from ..base import it_en as _t
from ..base.parts import PartModel, part_kinds
from .options import EfeleOptions
from .state import MAX_SEATS, EfeleState, ordinal, seats_text


class EfeleOut(PartModel):
    """I went out, in this place (1: the first to show four of a value)."""

    out: Annotated[int, Field(strict=True, ge=1, le=MAX_SEATS - 1)]


class EfeleLeft(PartModel):
    """I was left last: I am the Efele."""

    efele: Literal[True]


Part = part_kinds(out=EfeleOut, efele=EfeleLeft)


def owed(state: EfeleState, options: EfeleOptions) -> tuple[int, ...]:
    """Every player, for a game not begun in the log (or the next one, once a game is over);
    none while a game goes on claim by claim."""
    if state.logged and not state.game_over:
        return ()
    return tuple(range(state.seats))


def check(state: EfeleState, options: EfeleOptions, i: int, part: Any) -> None:
    """A place is one of those that go out: all but the last, who is the Efele (EFE-END)."""
    last = state.seats - 1
    if isinstance(part, EfeleOut) and part.out > last:
        raise IllegalMove(
            "EFE-END",
            _t(
                f"{seat(i)}: su {state.seats} giocatori ne escono {last}, dal 1º al "
                f"{ordinal(last).it}; chi resta è l'Efele.",
                f"{seat(i)}: of {state.seats} players, {last} go out, 1st to "
                f"{ordinal(last).en}; the one left is the Efele.",
            ),
        )


def assemble(state: EfeleState, options: EfeleOptions, parts: Mapping[int, Any]) -> dict[str, Any]:
    """The whole game from the players' places: one seat a place, one Efele."""
    places: dict[int, list[int]] = {}
    for s, part in parts.items():
        if isinstance(part, EfeleOut):
            places.setdefault(part.out, []).append(s)
    for place, seats in sorted(places.items()):
        if len(seats) > 1:
            names = seats_text(sorted(seats))
            raise PartsConflict(
                "EFE-END",
                _t(
                    f"{names.it} dicono di essere usciti {ordinal(place).it}: ogni posto "
                    "d'uscita è di uno solo.",
                    f"{names.en} say they went out {ordinal(place).en}: each place is one "
                    "player's.",
                ),
                seats,
            )
    left = sorted(s for s, part in parts.items() if isinstance(part, EfeleLeft))
    if len(left) > 1:
        names = seats_text(left)
        raise PartsConflict(
            "EFE-END",
            _t(
                f"{names.it} dicono di essere l'Efele: resta uno solo, gli altri sono usciti.",
                f"{names.en} say they are the Efele: one player is left, the others went out.",
            ),
            left,
        )
    # one place each and the places 1 to seats - 1 (check): with every part in, exactly
    # one seat is left without a place, and it said it is the Efele
    return {"type": "game", "exit_order": [places[k][0] for k in sorted(places)]}


PARTS: HandParts[EfeleState, EfeleOptions] = HandParts(
    part=Part,
    owed=owed,
    assemble=assemble,
    rule="EFE-END",
    # the cards of a player who goes out are shown to the table: nothing to keep hidden
    hidden=False,
    tags=("out", "efele"),
    shape=_t(
        'Una parte dice in che posto sei uscito, o che sei l\'Efele: {"out": 2} o {"efele": true}.',
        'A part says in which place you went out, or that you are the Efele: {"out": 2} or '
        '{"efele": true}.',
    ),
    check=check,
)
