"""Tournaments and leagues: their commands, and standings read from the tables' logs.

Each tournament table is an ordinary table, created by the tournament with the tables'
own commands; the tournament's log holds who checked in, paid, left or came back, the
rounds and the organiser's decisions, never a score (:mod:`.standings` reads the tables).
"""

from __future__ import annotations

from .service import CheckedIn, Opened, TournamentService

__all__ = ["CheckedIn", "Opened", "TournamentService"]
