"""The in-hand log that touches no card on the table: a Tamalo call, a penalty draw, a named
move. Every move of the log names a seat at the table, scores nothing and counts as logged.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Literal, Protocol, TypeVar

from ..base import Applied, IllegalMove, Line, MoveModel, SeatNo, Text, move_type, seat
from ..base import it_en as _t
from .options import TamaloOptions
from .state import TamaloState, check_seat


class _Seated(Protocol):
    @property
    def seat(self) -> int: ...


SeatedMove = TypeVar("SeatedMove", bound=_Seated)
Step = Callable[[TamaloState, SeatedMove, TamaloOptions], list[Line]]


def in_hand(step: Step[SeatedMove]) -> Callable[[TamaloState, SeatedMove, TamaloOptions], Applied]:
    """A move of the in-hand log: its seat must exist; it scores nothing and is counted."""

    @wraps(step)
    def handler(state: TamaloState, move: SeatedMove, options: TamaloOptions) -> Applied:
        check_seat(state, move.seat)
        lines = step(state, move, options)
        state.in_hand_moves += 1
        return Applied(state=state, lines=tuple(lines))

    return handler


class CallMove(MoveModel):
    """A player calls "Tamalo" at the end of their turn: one last round follows."""

    type: Literal["tamalo"]
    seat: SeatNo


@in_hand
def call(state: TamaloState, move: CallMove, options: TamaloOptions) -> list[Line]:
    if state.caller is not None:
        raise IllegalMove(
            "TAM-CALL",
            _t(
                f"{seat(state.caller)} ha già chiamato Tamalo in questa mano.",
                f"{seat(state.caller)} already called Tamalo this hand.",
            ),
        )
    state.caller = move.seat
    state.joker_taken_by = None  # a call ends the caller's turn
    return [
        Line(
            seat=move.seat,
            rules=("TAM-CALL",),
            text=_t(
                f"{seat(move.seat)} chiama Tamalo: ultimo giro, e le sue carte non subiscono "
                "più i poteri altrui.",
                f"{seat(move.seat)} calls Tamalo: one last round, and their cards are now "
                "immune to the others' powers.",
            ),
        )
    ]


CALL = move_type(
    CallMove,
    call,
    label=("Tamalo!", "Tamalo!"),
    description=(
        "Un giocatore chiama Tamalo: ultimo giro.",
        "A player calls Tamalo: one last round.",
    ),
    rules=("TAM-CALL",),
)


PenaltyCause = Literal["wrong_discard", "relook", "out_of_turn", "fake_touch"]


PENALTY_CAUSES: dict[str, Text] = {
    "wrong_discard": _t("scarto sbagliato", "wrong discard"),
    "relook": _t("ha riguardato una sua carta senza potere", "looked again without a power"),
    "out_of_turn": _t("ha pescato o guardato fuori turno", "drew or looked out of turn"),
    "fake_touch": _t("fingendo ha toccato gli scarti", "touched the discards while faking"),
}


class PenaltyMove(MoveModel):
    """A penalty draw: one extra face-down card."""

    type: Literal["penalty"]
    seat: SeatNo
    cause: PenaltyCause


@in_hand
def penalty(state: TamaloState, move: PenaltyMove, options: TamaloOptions) -> list[Line]:
    state.penalties[move.seat] += 1
    stats = state.stats[move.seat]
    stats.penalties[move.cause] = stats.penalties.get(move.cause, 0) + 1
    cause = PENALTY_CAUSES[move.cause]
    return [
        Line(
            seat=move.seat,
            rules=("TAM-PENALTY",),
            text=_t(
                f"{seat(move.seat)} pesca una carta di penalità: {cause.it}.",
                f"{seat(move.seat)} draws a penalty card: {cause.en}.",
            ),
        )
    ]


PENALTY = move_type(
    PenaltyMove,
    penalty,
    label=("Penalità", "Penalty"),
    description=("Una carta coperta in più.", "One extra face-down card."),
    rules=("TAM-PENALTY",),
)


NamedMoveName = Literal[
    "coppiona",
    "two_towers",
    "o_babba",
    "o_babba_servito",
    "open_lock",
    "double_open_lock",
    "closed_lock",
    "pozioni",
    "ricetta",
    "ratto_delle_sabine",
    "la_volpe",
    "pd",
]


NAMED_MOVES: dict[str, Text] = {
    "coppiona": _t("Coppiona", "Coppiona"),
    "two_towers": _t("Two Towers", "Two Towers"),
    "o_babba": _t("O' Babbà", "O' Babbà"),
    "o_babba_servito": _t("O' Babbà servito", "O' Babbà servito"),
    "open_lock": _t("Open Lock", "Open Lock"),
    "double_open_lock": _t("Double Open Lock", "Double Open Lock"),
    "closed_lock": _t("Closed Lock", "Closed Lock"),
    "pozioni": _t("Pozioni", "Pozioni"),
    "ricetta": _t("Ricetta", "Ricetta"),
    "ratto_delle_sabine": _t("Il Ratto delle Sabine", "Il Ratto delle Sabine"),
    "la_volpe": _t("La Volpe", "La Volpe (The Fox)"),
    "pd": _t("PD", "PD"),
}


class NamedMove(MoveModel):
    """One of the moves "degne di un nome", kept for the table's statistics."""

    type: Literal["named"]
    seat: SeatNo
    name: NamedMoveName


@in_hand
def named(state: TamaloState, move: NamedMove, options: TamaloOptions) -> list[Line]:
    return named_lines(state, move.seat, move.name)


def named_lines(state: TamaloState, s: int, name: str) -> list[Line]:
    """Count a named move for seat ``s`` and announce it."""
    stats = state.stats[s]
    stats.named[name] = stats.named.get(name, 0) + 1
    label = NAMED_MOVES[name]
    return [
        Line(
            seat=s,
            rules=("TAM-NAMED",),
            text=_t(f"{label.it} di {seat(s)}!", f"{label.en} by {seat(s)}!"),
        )
    ]


NAMED = move_type(
    NamedMove,
    named,
    label=("Mossa con un nome", "Named move"),
    description=(
        "Coppiona, Two Towers, O' Babbà e le altre.",
        "Coppiona, Two Towers, O' Babbà and the others.",
    ),
    rules=("TAM-NAMED",),
)
