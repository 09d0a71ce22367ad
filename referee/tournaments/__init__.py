"""Tournaments and leagues: their commands, and standings read from the tables' logs.

Each tournament table is an ordinary table, created by the tournament with the tables'
own commands; the tournament's log holds who checked in, paid, left or came back, the
rounds and the organiser's decisions, never a score (:mod:`.standings` reads the tables).
"""

from __future__ import annotations

from ..tables import register_planner
from ..tables.joining import REMATCH_GATES
from ..tables.moves import MOVE_GATES
from .closing import refuse_closed, refuse_rematch
from .identity import Substitute, plan_substitute
from .service import CheckedIn, Opened, TournamentService

#: A substitute's seat change goes through the table's own write (one transaction).
register_planner(Substitute, plan_substitute)
# A game move at a table that time's rule closed is refused before anything else holds it.
if refuse_closed not in MOVE_GATES:
    MOVE_GATES.insert(0, refuse_closed)
# A tournament table's next game is the next round.
if refuse_rematch not in REMATCH_GATES:
    REMATCH_GATES.append(refuse_rematch)

__all__ = ["CheckedIn", "Opened", "TournamentService"]
