"""A tournament table's way back to its tournament: which tournament, round and number.

The round's event in the tournament's log is the truth; :func:`link_round` also writes one
``tournament_table`` row per table, in the same transaction, so that a table's page finds
its tournament with one read by the table's id (:meth:`TableLinks.of`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, col, select

from ..store import Database, Tournament, TournamentEvent, TournamentTable
from .state import REOPEN, ROUND, TIME, Round, fold


def link_round(
    s: Session, tournament_id: str, round_number: int, tables: Iterable[Mapping[str, Any]]
) -> None:
    """Write the round's tables' links (``table_id`` and ``number`` of each); the caller
    commits them with the round."""
    for table in tables:
        s.add(
            TournamentTable(
                table_id=table["table_id"],
                tournament_id=tournament_id,
                round=round_number,
                number=table["number"],
            )
        )


@dataclass(frozen=True)
class TableTournament:
    """What a tournament table's page says of its tournament."""

    tournament_id: str
    name: str
    round: int
    number: int
    #: The table's round as the tournament's log says it (its clock, time called).
    round_state: Round | None


class TableLinks:
    """Reads a table's tournament (None for a casual table: one read by primary key)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def tournament_id(self, table_id: str) -> str | None:
        """The table's tournament's id, None for a table of its own (one read by key)."""
        with self.db.session() as s:
            link = s.get(TournamentTable, table_id)
            return None if link is None else link.tournament_id

    def of(self, table_id: str) -> TableTournament | None:
        with self.db.session() as s:
            link = s.get(TournamentTable, table_id)
            if link is None:
                return None
            t = s.get(Tournament, link.tournament_id)
            if t is None:  # pragma: no cover - a foreign key holds it
                return None
            # Only the rounds, the times called and the reopens: the clock of the table's round.
            rows = s.exec(
                select(TournamentEvent.seq, TournamentEvent.type, TournamentEvent.payload)
                .where(
                    TournamentEvent.tournament_id == link.tournament_id,
                    col(TournamentEvent.type).in_((ROUND, TIME, REOPEN)),
                )
                .order_by(col(TournamentEvent.seq))
            ).all()
            state = fold(rows)
        rnd = state.rounds[link.round - 1] if len(state.rounds) >= link.round else None
        return TableTournament(link.tournament_id, t.name, link.round, link.number, rnd)
