"""The turn model, as far as a partial in-hand log can prove it.

Draws from the stock are never logged and a table may log some moves and not others, so
these checks refuse only what the logged moves themselves contradict. A turn move is one
that only the player in turn makes: the end-of-turn discard, a take from the discards and
"Uso il potere". Matching discards, penalties and named moves happen out of turn.

The pile is known from the log (the vergine rule already relies on it): what lies on it was
discarded, matched or uncovered by a logged take.
"""

from __future__ import annotations

from typing import Literal

from ..base import IllegalMove, Text, seat
from ..base import it_en as _t
from ..cards import JOKER
from .options import TamaloOptions
from .state import PileCard, TamaloState

TurnMove = Literal["discard", "take", "power"]

_NO_MORE: dict[str, Text] = {
    "discard": _t(
        "non scarta più a fine turno. Lo scarto del turno in cui si chiama si segna prima di "
        "Tamalo",
        "no more end-of-turn discards. The discard of the calling turn is logged before the call",
    ),
    "take": _t("non pesca più dagli scarti", "no more taking from the discards"),
    "power": _t("non usa più poteri", "no more powers"),
}


def check_not_caller(state: TamaloState, s: int, move: TurnMove) -> None:
    """TAM-CALL: the caller plays no more turns; matching discards stay open to everyone."""
    if state.caller is None or state.caller != s:
        return
    what = _NO_MORE[move]
    raise IllegalMove(
        "TAM-CALL",
        _t(
            f"{seat(s)} ha chiamato Tamalo e in questa mano non gioca più turni: {what.it}. "
            "Può ancora buttare una carta dello stesso numero su uno scarto vergine.",
            f"{seat(s)} called Tamalo and plays no more turns this hand: {what.en}. They may "
            "still throw a same-number card onto a vergine discard.",
        ),
    )


def joker_due(state: TamaloState) -> PileCard | None:
    """TAM-JOKE: a joker discarded at the end of a turn, which the next player must take.

    A joker thrown onto another one is not due (it killed the one beneath, which is no longer
    vergine and stays dead on the pile).
    """
    top = state.pile[-1] if state.pile else None
    if top is not None and top.card == JOKER and top.vergine and not top.matched:
        return top
    return None


def check_cover(state: TamaloState) -> None:
    """TAM-JOKE: nothing is discarded onto a joker the next player has still to take."""
    due = joker_due(state)
    if due is None:
        return
    raise IllegalMove(
        "TAM-JOKE",
        _t(
            f"{seat(due.seat)} ha scartato un jolly: chi viene dopo deve pescarlo prima di ogni "
            "altra cosa, quindi sopra non si scarta nulla. Segnate prima chi lo pesca dagli "
            "scarti; sopra ci si può buttare solo l'altro jolly.",
            f"{seat(due.seat)} discarded a joker: the next player must take it before anything "
            "else, so nothing is discarded onto it. Log who takes it from the discards first; "
            "only the other joker may be thrown onto it.",
        ),
    )


def check_take(state: TamaloState, s: int) -> None:
    """TAM-JOKE: a discarded joker is taken by the next player, not by whoever discarded it."""
    due = joker_due(state)
    if due is None or due.seat != s:
        return
    raise IllegalMove(
        "TAM-JOKE",
        _t(
            f"{seat(s)} ha appena scartato il jolly: deve pescarlo chi viene dopo, non chi "
            "l'ha scartato.",
            f"{seat(s)} has just discarded the joker: the next player must take it, not whoever "
            "discarded it.",
        ),
    )


def check_joker_kept(state: TamaloState, s: int, card: str, options: TamaloOptions) -> None:
    """TAM-JOKE: a joker just taken from the discards is not discarded in the same turn.

    The turn is still going on while no other seat's turn move (nor a call) has been logged
    since the take. With two jokers the seat may hold the other one, unless the log shows it
    on the pile.
    """
    if card != JOKER or state.joker_taken_by != s:
        return
    on_pile = sum(1 for p in state.pile if p.card == JOKER)
    if on_pile + 1 < options.jokers:
        return
    raise IllegalMove(
        "TAM-JOKE",
        _t(
            f"{seat(s)} ha appena pescato il jolly dagli scarti: non può scartarlo subito. Lo "
            "tiene in mano e scarta un'altra carta.",
            f"{seat(s)} has just taken the joker from the discards: it can't be discarded "
            "straight away. It stays in the hand and another card is discarded.",
        ),
    )
