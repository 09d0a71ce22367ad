"""A tournament table's tournament, round, number and round clock, as the table's page and
its JSON show them (None for a table of its own)."""

from __future__ import annotations

from ...tournaments.links import TableLinks
from ..common import service
from .schemas import TableTournamentOut
from .tournaments_present import clock_json


def table_tournament(table_id: str) -> TableTournamentOut | None:
    """One read by the table's id for a casual table; for a tournament's, the clock of the
    table's own round by the server's time (``called`` once the organiser called time)."""
    link = TableLinks(service().db).of(table_id)
    if link is None:
        return None
    return TableTournamentOut(
        id=link.tournament_id,
        name=link.name,
        round=link.round,
        table=link.number,
        clock=clock_json(link.round_state) if link.round_state is not None else None,
    )
