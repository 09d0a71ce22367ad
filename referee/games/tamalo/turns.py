"""The turn model, as far as a partial in-hand log can prove it.

Draws from the stock are never logged and a table may log some moves and not others, so
these checks refuse only what the logged moves themselves contradict. A turn move is one
that only the player in turn makes: the end-of-turn discard, a take from the discards and
"Uso il potere". Matching discards, penalties and named moves happen out of turn.
"""

from __future__ import annotations

from typing import Literal

from ..base import IllegalMove, Text, seat
from ..base import it_en as _t
from .state import TamaloState

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
