"""The tournaments' tables: a tournament, the people who play in it, and its log.

Like a table's, a tournament's log is the truth: one immutable row per check-in, payment,
withdrawal, round or decision (the migration refuses UPDATE and DELETE); who is in and
where they sit is folded from it. Scores are never stored here: the tournament's tables
are ordinary tables, and standings read their logs.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from .models import _when


class Person(SQLModel, table=True):
    """A player across the tables and tournaments of a club; a device remembers it by its
    token (only the hash is kept)."""

    __tablename__ = "person"

    id: str = Field(primary_key=True, max_length=24)
    name: str = Field(max_length=64)
    token_hash: str = Field(max_length=64, unique=True)
    created_at: datetime = _when()


class Tournament(SQLModel, table=True):
    """A tournament of one game: its options (every table's), its format and parameters."""

    __tablename__ = "tournament"

    id: str = Field(primary_key=True, max_length=24)
    game: str = Field(max_length=32)
    name: str = Field(max_length=64)
    options: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    format: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    organiser_hash: str = Field(max_length=64, unique=True)
    head_seq: int = 0
    created_at: datetime = _when()


class TournamentEvent(SQLModel, table=True):
    """One entry of a tournament's log: immutable, numbered per tournament."""

    __tablename__ = "tournament_event"
    __table_args__ = (
        UniqueConstraint("tournament_id", "seq", name="uq_tournament_event_tournament_seq"),
    )

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: str = Field(foreign_key="tournament.id", max_length=24)
    seq: int
    type: str = Field(max_length=32)
    payload: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    created_at: datetime = _when()
