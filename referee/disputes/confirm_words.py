"""What confirmation mode says: whose confirmation an entry waits for, what a confirmation
names ("hand 3", "the seat swap", "the undo of hand 2"), and who confirmed it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..games.base import Line, Text
from ..tables.access import Actor
from ..tables.eventlog import CORRECT, VOID

if TYPE_CHECKING:  # pragma: no cover
    from .confirm import Pending


def waits_for(by: str) -> Text:
    """Whose confirmation a pending entry waits for, as its first line ends."""
    return {
        "any": Text(
            it="attende la conferma di uno degli altri",
            en="waiting for one of the others to confirm",
        ),
        "host": Text(
            it="attende la conferma di chi ospita il tavolo", en="waiting for the host to confirm"
        ),
    }.get(by, Text(it="attende la conferma degli altri", en="waiting for the others to confirm"))


def what_waits(found: Pending, unit: Text) -> Text:
    """ "hand 3", "the seat swap": what a confirmation's line names (``unit``: the game's,
    :func:`referee.games.base.units.noun`; both units are feminine in Italian)."""
    u, n = unit, found.hand
    if found.kind == "swap":
        return Text(it="lo scambio di posti", en="the seat swap")
    if found.kind == VOID:
        return Text(it=f"l'annullamento della {u.it} {n}", en=f"the undo of {u.en} {n}")
    if found.kind == CORRECT:
        return Text(it=f"la correzione della {u.it} {n}", en=f"the correction of {u.en} {n}")
    if n is not None:
        return Text(it=f"la {u.it} {n}", en=f"{u.en} {n}")
    return Text(it=f"la {u.it} in attesa", en=f"the {u.en} waiting")


def confirm_line(actor: Actor, found: Pending, for_everyone: bool, unit: Text) -> Line:
    """ "Luca confirms hand 3", or "Anna (the host) confirms hand 3 for everyone"."""
    what = what_waits(found, unit)
    who = f"{{seat[{actor.seat}]}}" if actor.seat is not None else None
    if for_everyone:
        text = (
            Text(
                it=f"{who} (chi ospita) conferma per tutti {what.it}",
                en=f"{who} (the host) confirms {what.en} for everyone",
            )
            if who
            else Text(
                it=f"Chi ospita il tavolo conferma per tutti {what.it}",
                en=f"The host confirms {what.en} for everyone",
            )
        )
    elif who:
        text = Text(it=f"{who} conferma {what.it}", en=f"{who} confirms {what.en}")
    else:
        text = Text(
            it=f"Chi ospita il tavolo conferma {what.it}", en=f"The host confirms {what.en}"
        )
    return Line(text=text)


#: What asking for an undo or a correction says: by a seat, or from no seat.
_ASKED = {
    "void": (
        ("{who} chiede di annullare la {u} {n}", "{who} asks to undo {u} {n}"),
        ("Annullamento della {u} {n} chiesto", "Undo of {u} {n} asked"),
    ),
    "correct": (
        ("{who} chiede di correggere la {u} {n}", "{who} asks to correct {u} {n}"),
        ("Correzione della {u} {n} chiesta", "Correction of {u} {n} asked"),
    ),
}


def asked(kind: str, who: str | None, number: int, unit: Text) -> Text:
    """ "Sara asks to undo hand 1", "Sara asks to correct hand 1" (or, from no seat, that
    it was asked), in the game's ``unit``."""
    by_seat, no_seat = _ASKED[VOID if kind == VOID else CORRECT]
    it, en = by_seat if who else no_seat
    return Text(
        it=it.format(who=who, n=number, u=unit.it), en=en.format(who=who, n=number, u=unit.en)
    )


def entered(who: str | None, number: int, unit: Text) -> Text:
    """ "Anna entered hand 3" (from no seat: "Hand 3 entered"), in the game's ``unit``."""
    if who:
        return Text(
            it=f"{who} ha segnato la {unit.it} {number}", en=f"{who} entered {unit.en} {number}"
        )
    return Text(
        it=f"{unit.it.capitalize()} {number} segnata", en=f"{unit.en.capitalize()} {number} entered"
    )
