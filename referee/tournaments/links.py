"""A tournament table's way back to its tournament: which tournament, round and number.

The round's event in the tournament's log is the truth; :func:`link_round` also writes one
``tournament_table`` row per table, in the same transaction, so that a table's page finds
its tournament with one read by the table's id (:meth:`TableLinks.of`).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, col, select

from ..store import Database, Tournament, TournamentEvent, TournamentTable
from .state import REOPEN, ROUND, TIME, Round, fold

#: How many casual tables a process remembers as having no tournament.
CASUAL_KEPT = 50_000
_casual: OrderedDict[str, None] = OrderedDict()
_casual_lock = threading.Lock()


def link_of(s: Session, table_id: str) -> TournamentTable | None:
    """The table's link to its tournament, None for a table of its own.

    A table's link is written with the table itself (a round's draw creates its tables and
    links them in one transaction; an import copies both in one, and :func:`link_round`
    forgets what its replay read before the link), so a table read without one by anyone
    else never gets one: the process remembers it, and a casual table's every move and
    update reads nothing for it again.
    """
    if table_id in _casual:
        return None
    link = s.get(TournamentTable, table_id)
    if link is None:
        with _casual_lock:
            _casual[table_id] = None
            while len(_casual) > CASUAL_KEPT:
                _casual.popitem(last=False)
    return link


def link_round(
    s: Session, tournament_id: str, round_number: int, tables: Iterable[Mapping[str, Any]]
) -> None:
    """Write the round's tables' links (``table_id`` and ``number`` of each); the caller
    commits them with the round."""
    for table in tables:
        # An import replays its tables' moves before their round links them: what it read
        # of them then, that they had no tournament, no longer holds.
        with _casual_lock:
            _casual.pop(table["table_id"], None)
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
            link = link_of(s, table_id)
            return None if link is None else link.tournament_id

    def of(self, table_id: str) -> TableTournament | None:
        with self.db.session() as s:
            link = link_of(s, table_id)
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
