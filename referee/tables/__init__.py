"""The application: commands on one table, the write pipeline they share, and the reads.

Web adapters build a typed command (:mod:`.commands`) and hand it to
:meth:`TableService.execute`, which plans it with the command's module (:mod:`.moves`,
:mod:`.replay`, :mod:`.seats`) and runs the plan through :mod:`.pipeline`. Reads go
through :class:`TableReads`, one per request.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from datetime import UTC, datetime, timedelta
from typing import Any

from ..games.base import Applied
from ..live import Bus
from ..problems import Unauthorized
from ..store import Database, GameTable, repo
from . import commands, joining, lifecycle
from .access import HOST_ROLE, PLAYER, SPECTATOR, Actor, hash_token, may_void, require
from .bearers import Bearers
from .commands import (
    Command,
    Correct,
    HandOver,
    LogMove,
    NewTable,
    ReplaceSeat,
    Sit,
    StartRematch,
    Void,
)
from .joining import Joined, SeatTaken, joined, plan_rematch, plan_sit
from .lifecycle import Created
from .moves import plan_move, preview
from .parts import EnterPart, plan_part
from .pipeline import Planner, WriteResult, write
from .reads import KeptHands, LogEntry, TableContext, TableReads, TableView
from .recent import RecentTables
from .replay import plan_correct, plan_void
from .seats import plan_hand_over, plan_replace_seat

#: Each command's planner: what it checks before the write, and what it writes.
PLANNERS: dict[type[Command], Callable[[Actor, Any], Planner]] = {
    LogMove: plan_move,
    Void: plan_void,
    Correct: plan_correct,
    HandOver: plan_hand_over,
    ReplaceSeat: plan_replace_seat,
    Sit: lambda _anyone, command: plan_sit(command),
    StartRematch: plan_rematch,
    EnterPart: plan_part,
}


def register_planner(kind: type[Command], planner: Callable[[Actor, Any], Planner]) -> None:
    """Plan commands of ``kind`` with ``planner``: the commands of a layer above the tables'
    (a dispute's) go through the same pipeline."""
    PLANNERS[kind] = planner


#: Who writes a command that needs no seat (sitting down): nobody yet.
NOBODY = Actor(None, "", "spectator", None)


#: How often a service forgets expired Idempotency-Keys (after a write, at most this often).
PRUNE_EVERY = timedelta(minutes=10)


class TableService:
    """What the web adapters call: create and join tables, run commands, read tables.

    A write's Idempotency-Key and its answer are kept for ``keep_keys`` (a day unless the
    app says otherwise): a retry within that time gets the first answer; older keys are
    forgotten after a write, at most every :data:`PRUNE_EVERY` (the first time that long
    after the service starts).
    """

    def __init__(self, db: Database, bus: Bus, keep_keys: timedelta = timedelta(hours=24)) -> None:
        self.db = db
        self.bus = bus
        self.keep_keys = keep_keys
        #: The tables' hand results as last read (an update reads only the new ones).
        self.kept_hands = KeptHands()
        self.kept_history = KeptHands()
        #: Each table at its head as this process last wrote or read it (:mod:`.recent`).
        self.recent = RecentTables()
        #: The devices seen writing, checked by each write against the table (:mod:`.bearers`).
        self.bearers = Bearers()
        self._next_prune = time.monotonic() + PRUNE_EVERY.total_seconds()

    def read(
        self,
        table_id: str,
        *,
        at: int | None = None,
        slot: Callable[[], AbstractContextManager[Any]] | None = None,
    ) -> TableReads:
        """A read model of the table for one request (close it, or use ``with``); ``at``:
        the caller was told the table is at that seq; ``slot``: what to hold while a session
        is open (see :class:`TableReads`)."""
        return TableReads(
            self.db,
            table_id,
            self.kept_hands,
            self.recent,
            at=at,
            slot=slot,
            kept_history=self.kept_history,
        )

    # -- commands -------------------------------------------------------------------------------

    def create_table(self, command: NewTable) -> Created:
        return lifecycle.create_table(self.db, command)

    def find_by_code(self, code: str, client: str) -> GameTable:
        return joining.find_by_code(self.db, code, client)

    def table_by_secret(self, secret: str) -> GameTable:
        return joining.table_by_secret(self.db, secret)

    def claim(self, command: Sit) -> Joined:
        """Sit at the command's seat (None: watch); see :func:`joining.plan_sit`. Its
        ``fresh`` token is the one this device gets if it has none yet, chosen before it asks
        (the join page keeps it in the phone's cookie): two taps of one phone then make one
        device, not two."""
        return joined(self.execute(NOBODY, command).body)

    def bearer(self, table_id: str, token: str | None, read: Callable[[], Actor]) -> Actor:
        """The device holding ``token``, for a write: as this process last saw it write (the
        write checks it against the table), else as ``read`` finds it (its refusals: a 404
        for an unknown table, a 401 for an unknown token)."""
        kept = self.bearers.get(table_id, token)
        if kept is not None:
            return kept
        actor = read()
        if token:
            self.bearers.keep(table_id, token, actor)
        return actor

    def execute(self, actor: Actor, command: Command, token: str | None = None) -> WriteResult:
        """Run a write command through the pipeline; with the bearer's ``token``, the device
        the write was made as is kept for its next write (:meth:`bearer`)."""
        planner = PLANNERS[type(command)]
        try:
            result = write(
                self.db, self.bus, actor, command, lambda a: planner(a, command), self.recent
            )
        except Unauthorized:
            if token:
                self.bearers.forget(actor.table_id, token)
            raise
        if token and result.actor is not None and result.actor is not actor:
            self.bearers.keep(actor.table_id, token, result.actor)
        if time.monotonic() >= self._next_prune:
            self._next_prune = time.monotonic() + PRUNE_EVERY.total_seconds()
            self.forget_old_keys()
        return result

    def forget_old_keys(self, now: datetime | None = None) -> int:
        """Drop the Idempotency-Keys older than ``keep_keys``; how many were dropped."""
        before = (now or datetime.now(UTC)) - self.keep_keys
        with self.db.writing() as s:
            dropped = repo.prune_idempotent_responses(s, before)
            s.commit()
        return dropped

    def preview(self, view: TableView, move: Any) -> Applied:
        return preview(view, move)

    # -- one-off reads (each opens and closes its own session) ----------------------------------

    def view(self, table_id: str) -> TableView:
        with self.read(table_id) as reads:
            return reads.view

    def table(self, table_id: str) -> GameTable:
        with self.read(table_id) as reads:
            return reads.table

    def log(self, table_id: str, after: int = 0) -> list[LogEntry]:
        with self.read(table_id) as reads:
            return reads.log(after=after)

    def head_seq(self, table_id: str) -> int:
        with self.read(table_id) as reads:
            return reads.table.head_seq

    def known_head(self, table_id: str, read: Callable[[], int] | None = None) -> int:
        """The table's head seq as this process knows it: announced by the bus, else read
        (by ``read``, if given: ``head_seq`` in the caller's terms) at most once a second
        however many ask. For checks that a second's delay does not hurt (keep-alives, the
        page's safety poll), never for a write."""
        return self.bus.heads.get(table_id, read or (lambda: self.head_seq(table_id)))

    def actor(self, table_id: str, token: str | None) -> Actor | None:
        with self.read(table_id) as reads:
            return reads.actor(token)

    def require_actor(self, table_id: str, token: str | None) -> Actor:
        """The device holding ``token``; 404 if the table does not exist, else 401."""
        with self.read(table_id) as reads:
            reads.context  # noqa: B018 - an unknown table is a 404 before any 401
            return require(reads.actor(token))


__all__ = [
    "HOST_ROLE",
    "PLAYER",
    "SPECTATOR",
    "Actor",
    "Command",
    "EnterPart",
    "Correct",
    "Created",
    "HandOver",
    "Joined",
    "LogEntry",
    "LogMove",
    "NewTable",
    "ReplaceSeat",
    "SeatTaken",
    "Sit",
    "StartRematch",
    "TableContext",
    "TableReads",
    "TableService",
    "TableView",
    "Void",
    "WriteResult",
    "commands",
    "hash_token",
    "may_void",
    "register_planner",
]
