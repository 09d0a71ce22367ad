"""The hall screen during play: each table of the round in play with its running totals,
where each player stands at their table for now, and which tables still need their QR code.

:func:`live_tables`, :func:`for_now` and :func:`needs_seating` are pure functions of the
round, the tables' results as their logs stand (not only finished ones) and the seats held
by a phone; the pages present what they say. :func:`round_results` reads the round's
tables (time's rule applied, as the standings read them) and :func:`taken_seats` the seats
phones hold, to hand them over.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..games.base import Text
from .live import read_taken_seats
from .standings import TableResult, ordinal
from .state import Round, RoundTable, TournamentState

if TYPE_CHECKING:  # pragma: no cover
    from .service import TournamentService


@dataclass(frozen=True)
class LiveSeat:
    """One player at a table in play: their running total and place there."""

    person: str
    name: str
    total: int
    place: int


@dataclass(frozen=True)
class LiveTable:
    """One table of the round in play, its players best first (the table's own places)."""

    number: int
    table_id: str
    seats: tuple[LiveSeat, ...]
    finished: bool

    @property
    def told_apart(self) -> bool:
        """Whether its totals already set anyone apart (before that, every place is 1st)."""
        return len({x.total for x in self.seats}) > 1


def live_tables(
    rnd: Round, results: Mapping[str, TableResult], names: Mapping[str, str]
) -> list[LiveTable]:
    """The round's tables by number, each with its players' running totals, best first
    (ties in seat order); a table not read yet shows its seats at 0."""
    out: list[LiveTable] = []
    for x in sorted(rnd.tables, key=lambda x: x.number):
        result = results.get(x.table_id)
        if result is None:
            size = len(x.people)
            people, totals, places, finished = x.current, (0,) * size, (1,) * size, False
        else:
            people, totals, places = result.people, result.totals, result.places
            finished = result.finished
        order = sorted(range(len(people)), key=lambda i: (places[i], i))
        seats = tuple(
            LiveSeat(people[i], names.get(people[i], people[i]), totals[i], places[i])
            for i in order
        )
        out.append(LiveTable(x.number, x.table_id, seats, finished))
    return out


def for_now(tables: Collection[LiveTable]) -> dict[str, Text]:
    """'For now 2nd at table 3' for each player at a table still playing whose totals
    already tell its players apart."""
    return {
        seat.person: Text(
            it=f"per ora {ordinal(seat.place).it} al tavolo {table.number}",
            en=f"for now {ordinal(seat.place).en} at table {table.number}",
        )
        for table in tables
        if not table.finished and table.told_apart
        for seat in table.seats
    }


def needs_seating(table: RoundTable, taken: Collection[int], finished: bool) -> bool:
    """Whether players still need to sit at the table (its QR code is worth showing): a
    seat no phone holds, at a table still playing."""
    return not finished and any(seat not in taken for seat in range(len(table.people)))


def round_results(service: TournamentService, state: TournamentState) -> dict[str, TableResult]:
    """The round in play's tables as their logs stand now (time's rule applied to a round
    of the rounds format, as its standings read it)."""
    rnd = state.rounds[-1] if state.rounds else None
    if rnd is None:
        return {}
    if rnd.stage == "rounds":
        return {r.table_id: r for r in service.round_results(rnd)}
    return service.results(state, rnd.stage)


def round_over(service: TournamentService, rnd: Round) -> bool:
    """Whether every table of the round is over (time's rule applied, as the standings read
    it): its clock has nothing left to count."""
    return all(r.finished for r in service.round_results(rnd))


def taken_seats(service: TournamentService, table_ids: Collection[str]) -> dict[str, set[int]]:
    """The seats a phone holds at each of the tables."""
    with service.db.session() as s:
        return read_taken_seats(s, list(table_ids))
