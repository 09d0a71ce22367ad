"""The numbers players care about, besides the scores: a game's tallies.

A game may declare what its players count hand after hand ("calls won", "closes", "solos
made"...): each :class:`Tally` once, with its it/en label, what it counts and the rules it
reads, and one pure function that says, for a hand as the log keeps it, which seat scores
which tally. The readers of the log (the table's statistics, a player's page) fold those
answers over the hands in force; a game that declares nothing is counted on its hands alone::

    CALLS_WON = tally("calls_won", ("Chiamate vinte", "Calls won"), (...), ("TAM-CALLER-NL",))

    def count(hand: HandRecord) -> list[tuple[int, str]]: ...

    TALLIES = Tallies((CALLS_WON, ...), count)

and, in the engine class, ``tallies = TALLIES``.

A :class:`HandRecord` is a move in force that ended a hand: the move as it stands (a
corrected move's correction), the lines and the hand result it gave, and the game's state
just before it, read only when a tally asks for it (:meth:`HandRecord.state_before`): the
lines and the result are usually enough, and they are what the table saw.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .results import HandResult, Line
from .text import Text


@dataclass(frozen=True)
class Tally:
    """One number a game counts per seat: its id, its column's label, what it counts."""

    id: str
    label: Text
    description: Text
    rules: tuple[str, ...] = ()


def tally(
    id: str,  # noqa: A002 - the tally's id, as the API names it
    label: tuple[str, str],
    description: tuple[str, str],
    rules: tuple[str, ...] = (),
) -> Tally:
    """A :class:`Tally`, its label and description given as (Italian, English)."""
    return Tally(
        id, Text(it=label[0], en=label[1]), Text(it=description[0], en=description[1]), rules
    )


@dataclass(frozen=True)
class HandRecord:
    """A move in force that ended a hand, as the log keeps it (see the module's docstring)."""

    move: Mapping[str, Any]
    lines: tuple[Line, ...]
    hand: HandResult
    #: Reads the game's state just before the move (the caller's business: a snapshot, a
    #: replay, a state at hand in a test).
    before: Callable[[], Any] = field(repr=False, compare=False, default=lambda: None)

    def state_before(self) -> Any:
        """The game's state just before the move."""
        return self.before()

    @property
    def seats(self) -> int:
        """How many seats the hand scored (late joiners join later hands)."""
        return len(self.hand.scores)


Counter = Callable[[HandRecord], Iterable[tuple[int, str]]]
SeatsOf = Callable[[HandRecord], Iterable[int]]


def _no_tallies(hand: HandRecord) -> list[tuple[int, str]]:
    return []


def _every_seat(hand: HandRecord) -> list[int]:
    return list(range(hand.seats))


@dataclass(frozen=True)
class Tallies:
    """A game's tallies: their specs, the function that counts them in a hand, and (when not
    every seat the hand scores took part in it, as a seat already out) who played the hand."""

    specs: tuple[Tally, ...] = ()
    count: Counter = _no_tallies
    played: SeatsOf = _every_seat

    def __post_init__(self) -> None:
        ids = [spec.id for spec in self.specs]
        if len(set(ids)) != len(ids):
            raise ValueError(f"a tally declared twice: {ids}")

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(spec.id for spec in self.specs)

    def of(self, hand: HandRecord) -> list[tuple[int, str]]:
        """``(seat, tally id)`` for each tally a seat scored in ``hand``; a tally the game did
        not declare or a seat the hand does not have is a bug of the game's, never counted."""
        found = list(self.count(hand))
        for seat, tally in found:
            if tally not in self.ids or not 0 <= seat < hand.seats:
                raise ValueError(f"undeclared tally {tally!r} or seat {seat} out of the hand")
        return found

    def seats_of(self, hand: HandRecord) -> list[int]:
        """The seats that played ``hand``."""
        return sorted({s for s in self.played(hand) if 0 <= s < hand.seats})
