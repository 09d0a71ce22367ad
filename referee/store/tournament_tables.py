"""Which tournament, round and table number a table plays for: written once, with the round.

A tournament's tables are ordinary tables; this row is how a table knows its tournament
(the table page's line at the top, the API's ``tournament`` field) without reading every
tournament's log. It is written in the same transaction as the round that creates the
table, and never changed: the round's event in the tournament's log stays the truth.
"""

from __future__ import annotations

from sqlmodel import Field, SQLModel


class TournamentTable(SQLModel, table=True):
    """One table of a tournament's round."""

    __tablename__ = "tournament_table"

    table_id: str = Field(foreign_key="game_table.id", primary_key=True, max_length=24)
    tournament_id: str = Field(foreign_key="tournament.id", index=True, max_length=24)
    #: The round's number in the tournament (from 1).
    round: int
    #: The table's number in its round (from 1), as the hall screen shows it.
    number: int
