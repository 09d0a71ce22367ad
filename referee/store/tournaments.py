"""The tournaments' tables: a tournament, the people who play in it, and its log.

Like a table's, a tournament's log is the truth: one immutable row per check-in, payment,
withdrawal, round or decision (the migration refuses UPDATE and DELETE); who is in and
where they sit is folded from it. Scores are never stored here: the tournament's tables
are ordinary tables, and standings read their logs.
"""

from __future__ import annotations

import secrets
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from .models import _when


def new_uid() -> str:
    """A person's or a tournament's identity across servers: random, kept by every copy."""
    return secrets.token_urlsafe(12)


def _uid() -> Any:
    """Always written (drawn, or a file's); a column that may be empty only so that the
    migration adds it to the tables already there without rebuilding them."""
    return Field(default_factory=new_uid, max_length=24, unique=True, index=True, nullable=True)


class Person(SQLModel, table=True):
    """A player across the tables and tournaments of a club; a device remembers it by its
    token (only the hash is kept). ``uid`` is who they are on every server: a tournament's
    file carries it (never the token), and its import on another server, or on this one,
    finds the same person again instead of making a copy."""

    __tablename__ = "person"

    id: str = Field(primary_key=True, max_length=24)
    name: str = Field(max_length=64)
    token_hash: str = Field(max_length=64, unique=True)
    uid: str = _uid()
    created_at: datetime = _when()


class Tournament(SQLModel, table=True):
    """A tournament of one game: its options (every table's), its format and parameters.
    ``uid`` is the tournament on every server: its file carries it, and an import of a
    tournament whose ``uid`` is here already is refused."""

    __tablename__ = "tournament"

    id: str = Field(primary_key=True, max_length=24)
    uid: str = _uid()
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


class TournamentAnswer(SQLModel, table=True):
    """The first answer to a tournament write carrying an ``Idempotency-Key``, written in
    the write's own transaction and returned to its retries (as the tables' answers are)."""

    __tablename__ = "tournament_answer"

    tournament_id: str = Field(foreign_key="tournament.id", primary_key=True, max_length=24)
    key: str = Field(primary_key=True, max_length=128)
    fingerprint: str = Field(max_length=64)
    status: int
    body: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    created_at: datetime = _when()
