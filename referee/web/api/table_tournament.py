"""A tournament table's tournament, round, number and round clock, as the table's page and
its JSON show them (None for a table of its own)."""

from __future__ import annotations

from ...tournaments.closing import Closing, closing, scored_seqs
from ...tournaments.links import TableLinks
from ..common import lang, service
from .schemas import ClosingOut, TableTournamentOut
from .tournaments_present import clock_json


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
