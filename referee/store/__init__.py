"""Persistence: the tables (SQLModel), sessions, migrations, and every query.

``repo`` holds every query the application runs and every difference between SQLite and
PostgreSQL, as functions of a session, so that another database or a cache touches only
this package.
"""

from __future__ import annotations

from .db import Database, normalise_url
from .models import (
    Attempt,
    Event,
    GameTable,
    IdempotentResponse,
    LiveRender,
    NewEvent,
    NewSnapshot,
    Participant,
    Seat,
    Snapshot,
)
from .renders import RenderKey, SharedRenders, site_of
from .tournament_tables import TournamentTable
from .tournaments import Person, Tournament, TournamentAnswer, TournamentEvent

__all__ = [
    "Attempt",
    "Database",
    "Event",
    "GameTable",
    "IdempotentResponse",
    "LiveRender",
    "NewEvent",
    "NewSnapshot",
    "Participant",
    "Person",
    "RenderKey",
    "Seat",
    "SharedRenders",
    "Snapshot",
    "Tournament",
    "TournamentAnswer",
    "TournamentEvent",
    "TournamentTable",
    "normalise_url",
    "site_of",
]
