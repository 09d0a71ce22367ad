"""A tournament table's tournament, round, number and round clock, as the table's page and
its JSON show them (None for a table of its own)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ...problems import Forbidden
from ...tournaments.access import TAKE_OVER_REFUSED, may_take_over
from ...tournaments.closing import Closing, closing, scored_seqs
from ...tournaments.links import TableLinks
from ..common import lang, service
from .schemas import ClosingOut, TableTournamentOut
from .tournaments_present import clock_json, tournaments


def check_take_over(
    table_id: str, seat: int | None, tokens: Callable[[str], Iterable[str | None]]
) -> None:
    """At a tournament's table, taking a seat over needs the organiser's token or the
    seat's own person's (:mod:`referee.tournaments.access`), among ``tokens`` (of the
    tournament's id); else :class:`Forbidden`. A casual table's seats are anyone's with
    the join link."""
    if seat is None:
        return
    link = TableLinks(service().db).of(table_id)
    if link is None:
        return
    held = tokens(link.tournament_id)
    if not may_take_over(tournaments(), link.tournament_id, table_id, seat, held):
        raise Forbidden(TAKE_OVER_REFUSED, field="take_over")


def table_tournament(table_id: str) -> TableTournamentOut | None:
    """One read by the table's id for a casual table; for a tournament's, the clock of the
    table's own round by the server's time (``called`` once the organiser called time)."""
    db = service().db
    link = TableLinks(db).of(table_id)
    if link is None:
        return None
    found = Closing("open")
    if link.round_state is not None and link.round_state.time is not None:
        with db.session() as s:
            found = closing(link.round_state, table_id, scored_seqs(s, table_id))
    says = found.says()
    return TableTournamentOut(
        id=link.tournament_id,
        name=link.name,
        round=link.round,
        table=link.number,
        clock=clock_json(link.round_state) if link.round_state is not None else None,
        closing=ClosingOut(
            state=found.state,
            left=found.left,
            hand=found.hand,
            reason=found.reason,
            text=says.get(lang()) if says is not None else None,
        ),
    )
