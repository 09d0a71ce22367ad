"""The database tables.

``event`` is the truth: one immutable row per move, numbered per table, never updated or
deleted (the migration installs triggers that refuse it). Everything else about a table's
game — its state, the lines explaining each move, which moves are voided — is in
``snapshot``, a projection rebuilt from the events whenever a void or a correction changes
the past.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, Column, DateTime, Index, MetaData, Text, UniqueConstraint
from sqlmodel import Field, SQLModel

SQLModel.metadata.naming_convention = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
metadata: MetaData = SQLModel.metadata


def utcnow() -> datetime:
    return datetime.now(UTC)


def _when() -> Any:
    return Field(default_factory=utcnow, sa_column=Column(DateTime(timezone=True), nullable=False))


class GameTable(SQLModel, table=True):
    """One game being played at one real table."""

    __tablename__ = "game_table"

    id: str = Field(primary_key=True, max_length=24)
    game: str = Field(max_length=32)
    options: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    #: The seat names at creation; later seats and new names are folded from the log.
    players: list[str] = Field(
        default_factory=list, sa_column=Column(JSON, nullable=False, server_default="[]")
    )
    join_secret: str = Field(max_length=64, unique=True)
    room_code: str = Field(max_length=12, unique=True)
    head_seq: int = 0
    #: Counts every change to the table's devices (one sitting down, a seat or role changed,
    #: one signed out), kept by the store itself (:mod:`.device_changes`): a write made
    #: with a bearer read before its transaction checks that bearer against it.
    device_changes: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    finished: bool = False
    #: A rematch's place in its evening: ``{"game": 2, "wins": [1, 0, 0]}``, the games won
    #: by each seat in the evening's earlier games; None for an evening's first game.
    evening: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    #: The score carried over from paper, one total per seat (the start of its first
    #: snapshot); None for a table started from nothing.
    start_totals: list[int] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    #: How the table settles a contest, chosen at creation: "host", "majority" or "all".
    settle: str = Field(default="host", max_length=16, sa_column_kwargs={"server_default": "host"})
    #: The options switched by a resolution, each from a hand on, as the log's resolutions
    #: say (``{"option", "value", "from_hand", "seq"}``): kept here so that every read and
    #: replay plays each hand under the options then in force.
    switches: list[dict[str, Any]] = Field(
        default_factory=list, sa_column=Column(JSON, nullable=False, server_default="[]")
    )
    #: The stake agreed at creation: ``{"cents": 10, "per": "point"}``, or None.
    stake: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    created_at: datetime = _when()


class Seat(SQLModel, table=True):
    """A place at the table, in seating order; the game knows seats only by number."""

    __tablename__ = "seat"

    table_id: str = Field(foreign_key="game_table.id", primary_key=True, max_length=24)
    number: int = Field(primary_key=True)
    name: str = Field(max_length=64)


class Participant(SQLModel, table=True):
    """A device holding a token for a table: the host, a seated player or a spectator."""

    __tablename__ = "participant"

    id: int | None = Field(default=None, primary_key=True)
    table_id: str = Field(foreign_key="game_table.id", index=True, max_length=24)
    token_hash: str = Field(max_length=64, unique=True)
    role: str = Field(max_length=16)
    seat: int | None = None
    revoked: bool = False
    created_at: datetime = _when()


class Event(SQLModel, table=True):
    """One move, declaration, void or correction: immutable, numbered per table."""

    __tablename__ = "event"
    __table_args__ = (UniqueConstraint("table_id", "seq", name="uq_event_table_seq"),)

    id: int | None = Field(default=None, primary_key=True)
    table_id: str = Field(foreign_key="game_table.id", max_length=24)
    seq: int
    type: str = Field(max_length=32)
    payload: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    author_seat: int | None = None
    author_id: int | None = Field(default=None, foreign_key="participant.id")
    created_at: datetime = _when()


class Snapshot(SQLModel, table=True):
    """The game's state after an event, and what that event did, under the current log.

    ``effect`` holds the explanation lines, the hand result, and the event's status
    (``active``, ``voided`` or ``corrected``, with the seq that did it).
    """

    __tablename__ = "snapshot"

    table_id: str = Field(foreign_key="game_table.id", primary_key=True, max_length=24)
    seq: int = Field(primary_key=True)
    state: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    effect: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))


class IdempotentResponse(SQLModel, table=True):
    """The first answer to a POST carrying an ``Idempotency-Key``, returned to its retries."""

    __tablename__ = "idempotent_response"

    table_id: str = Field(foreign_key="game_table.id", primary_key=True, max_length=24)
    key: str = Field(primary_key=True, max_length=128)
    fingerprint: str = Field(max_length=64)
    status: int
    body: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    created_at: datetime = _when()


class Attempt(SQLModel, table=True):
    """Counts of room-code guesses per client and time window (rate limiting)."""

    __tablename__ = "attempt"
    __table_args__ = (Index("ix_attempt_window", "window"),)

    key: str = Field(primary_key=True, max_length=64)
    window: int = Field(primary_key=True)
    count: int = 0


class LiveRender(SQLModel, table=True):
    """One update of a table's live streams, rendered once for every phone of a language and
    a kind (``json``, or the page's ``watching``, ``playing``, ``hosting``) and shared by every
    server process on the database: the first process to need it renders and keeps it here,
    the others only send it. A cache, not history: rows older than a few seqs or minutes are
    deleted (PostgreSQL keeps the table out of its write-ahead log)."""

    __tablename__ = "live_render"
    __table_args__ = (Index("ix_live_render_created_at", "created_at"),)

    table_id: str = Field(primary_key=True, max_length=24)
    #: The seq the update brings a phone to, and the one it brings it from (-1: the whole
    #: page, for a phone that was ahead of the log).
    seq: int = Field(primary_key=True)
    since: int = Field(primary_key=True)
    lang: str = Field(primary_key=True, max_length=8)
    kind: str = Field(primary_key=True, max_length=16)
    #: The address the render's links start with (a hash of it): a server without a
    #: public address set links to the one each phone asked for.
    site: str = Field(primary_key=True, max_length=16)
    body: str = Field(sa_column=Column(Text, nullable=False))
    #: What the streams need beside the text (the seq reached, the names, …).
    meta: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    created_at: datetime = _when()


@dataclass(frozen=True)
class NewEvent:
    """An ``event`` row a write appends (written as a plain row: a write costs the same
    whatever the session holds, and no object of the ORM is built for it)."""

    table_id: str
    seq: int
    type: str
    payload: dict[str, Any]
    author_seat: int | None = None
    author_id: int | None = None
    created_at: datetime = field(default_factory=utcnow)


@dataclass(frozen=True)
class NewSnapshot:
    """A ``snapshot`` row a write appends, or rewrites (a replay after an undo)."""

    table_id: str
    seq: int
    state: dict[str, Any]
    effect: dict[str, Any]
