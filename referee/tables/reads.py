"""The read model: a table, its parsed options, its head snapshot and its names, loaded once.

A request opens one :class:`TableReads` and asks it everything it shows (the view, the log,
the hands, who sits where); each answer is read once, in one session. The page, the API's
answer, a 409's table and a live update all come from it.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from contextlib import AbstractContextManager, ExitStack
from functools import cached_property
from typing import Any

from sqlmodel import Session

from ..games.base.history import HistoryEntry, entries
from ..problems import NotFound
from ..store import Database, GameTable, repo
from ..store.pace import Pace
from . import messages as msg
from .access import TOKEN_MAX, Actor, hash_token
from .eventlog import (
    IRREGULARITY,
    REMATCH,
    RESOLVE,
    REWRITING_TYPES,
    SEAT_SWAP,
)
from .following import follow, follow_told
from .recent import Recent, RecentTables
from .views import LogEntry, TableContext, TableView

#: The table's own events that may change the totals, and what each is in the score history.
SCORE_KINDS = {IRREGULARITY: "penalty", SEAT_SWAP: "swap", RESOLVE: "resolution"}


#: Seqs a long read takes from the database at a time (see :meth:`TableReads._read_log`).
READ_BATCH = 200


class KeptHands:
    """Each table's hand results (or its history) as this process last read them, so that
    the next update reads only the hands logged since (an update shows the hand-by-hand grid:
    reading every hand each time cost more the longer the game).

    Kept as read at a seq; an undo or a correction rewrites earlier results, so a table with
    one of those since is read afresh.
    """

    def __init__(self, size: int = 512) -> None:
        self._size = size
        self._lock = threading.Lock()
        self._tables: OrderedDict[str, tuple[int, tuple[Any, ...]]] = OrderedDict()

    def get(self, table_id: str) -> tuple[int, tuple[Any, ...]] | None:
        with self._lock:
            return self._tables.get(table_id)

    def keep(self, table_id: str, upto: int, entries: tuple[Any, ...]) -> None:
        with self._lock:
            known = self._tables.get(table_id)
            if known is not None and known[0] > upto:
                return  # a newer read was kept meanwhile
            self._tables[table_id] = (upto, entries)
            self._tables.move_to_end(table_id)
            while len(self._tables) > self._size:
                self._tables.popitem(last=False)


def not_found() -> NotFound:
    return NotFound(msg.TABLE_NOT_FOUND)


class TableReads:
    """Everything a request reads of one table, in one session opened on first use.

    Use it as a context manager, or call :meth:`close`. Never keep one open while waiting
    (a stream opens one per message): it holds a database connection.

    With ``recent`` (the process's :class:`~.recent.RecentTables`), what this process
    already holds of the table at its head is not read again; ``at`` says the caller was
    told the table is at that seq (a stream woken by a move): the table at ``at`` is then
    read from what is kept, without even reading the table's row.
    """

    def __init__(
        self,
        db: Database,
        table_id: str,
        kept_hands: KeptHands | None = None,
        recent: RecentTables | None = None,
        *,
        at: int | None = None,
        slot: Callable[[], AbstractContextManager[Any]] | None = None,
        kept_history: KeptHands | None = None,
    ) -> None:
        self.db = db
        self.table_id = table_id
        self._session: Session | None = None
        self._kept_hands = kept_hands
        self._kept_history = kept_history
        self._recent_tables = recent
        self._at = at
        self._slot = slot
        self._held = ExitStack()

    def __enter__(self) -> TableReads:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self._session is not None:
            self._session.close()
            self._session = None
        self._held.close()

    @property
    def session(self) -> Session:
        """This request's session, opened on first use (in a ``slot``, if given: the
        streams' reads take turns in a few)."""
        if self._session is None:
            if self._slot is not None:
                self._held.enter_context(self._slot())
            self._session = self.db.reading()
        return self._session

    # -- the table now ------------------------------------------------------------------------

    @cached_property
    def _told(self) -> Recent | None:
        """What is kept of the table at the seq the caller was told, if anything."""
        if self._recent_tables is None or self._at is None:
            return None
        return self._recent_tables.get(self.table_id, self._at)

    @cached_property
    def _followed_told(self) -> Recent | None:
        """The table at the seq the caller was told, followed from the earlier seq this
        process keeps, without reading the table's row (:func:`.following.follow_told`)."""
        if self._recent_tables is None or self._at is None:
            return None
        return follow_told(self.session, self.table_id, self._at, self._recent_tables)

    @cached_property
    def context(self) -> TableContext:
        if self._told is not None:
            return self._told.context
        if self._followed_told is not None:
            return self._followed_told.context
        table = repo.table(self.session, self.table_id)
        if table is None:
            raise not_found()
        return TableContext.of(table)

    @property
    def table(self) -> GameTable:
        return self.context.table

    @cached_property
    def _recent(self) -> Recent | None:
        """The table at its head as this process keeps it (kept now, if it was not)."""
        if self._told is not None:
            return self._told
        if self._recent_tables is None:
            return None
        if self._followed_told is not None:
            return self._followed_told
        context = self.context
        known = self._recent_tables.get(self.table_id, context.table.head_seq)
        if known is not None:
            return known
        followed = follow(self.session, context, self._recent_tables)
        if followed is not None:
            return followed
        return self._recent_tables.read(context, TableView.at_head(self.session, context))

    def _kept(self) -> Recent | None:
        """What this process keeps of the table at its head, without reading the view."""
        if self._told is not None or "_recent" in self.__dict__:
            return self._recent
        if self._recent_tables is None:
            return None
        return self._recent_tables.get(self.table_id, self.context.table.head_seq)

    @cached_property
    def view(self) -> TableView:
        if self._recent is not None:
            return self._recent.view
        return TableView.at_head(self.session, self.context)

    @cached_property
    def devices(self) -> dict[int, int]:
        """How many devices sit at each seat."""
        self.context  # noqa: B018 - a missing table is a 404, not an empty table
        return repo.seat_counts(self.session, self.table_id)

    @cached_property
    def rematch(self) -> str | None:
        """The id of this table's rematch, once one was started."""
        started = repo.events_of_types(self.session, self.table_id, [REMATCH])
        return str(started[-1].payload["table"]) if started else None

    def actor(self, token: str | None) -> Actor | None:
        """The device holding ``token`` at this table, if any."""
        if not token or len(token) > TOKEN_MAX:
            return None
        device = repo.device(self.session, self.table_id, hash_token(token))
        if device is None:
            return None
        return Actor(device.id, self.table_id, device.role, device.seat, device.device_changes)

    # -- the log ------------------------------------------------------------------------------

    def log(
        self, after: int = 0, limit: int | None = None, upto: int | None = None
    ) -> list[LogEntry]:
        """Events after ``after`` (up to ``upto``) with their status and explanation lines."""
        recent = self._kept()
        if recent is not None and limit is None and upto == recent.seq:
            kept = recent.log(after, upto)
            if kept is not None:
                return kept
        self.context  # noqa: B018
        if limit is None and upto is not None:
            entries = self._read_log(after, upto)
        else:
            rows = repo.log_rows(self.session, self.table_id, after=after, upto=upto, limit=limit)
            entries = [LogEntry.of(event, effect) for event, effect in rows]
        if recent is not None and limit is None and upto == recent.seq and self._recent_tables:
            self._recent_tables.read_entries(recent, after, entries)
        return entries

    def _read_log(self, after: int, upto: int, types: list[str] | None = None) -> list[LogEntry]:
        """Events after ``after`` up to ``upto`` (of ``types``), read :data:`READ_BATCH`
        seqs at a time: a long log's first read hands the server's loop back between
        batches instead of holding it for seconds."""
        pace = Pace()
        entries: list[LogEntry] = []
        for first in range(after, upto, READ_BATCH):
            last = min(first + READ_BATCH, upto)
            rows = repo.log_rows(self.session, self.table_id, after=first, upto=last, types=types)
            entries.extend(LogEntry.of(event, effect) for event, effect in rows)
            pace.tick()
        return entries

    def log_window(self, count: int, before: int | None = None) -> list[LogEntry]:
        """The ``count`` latest events (before seq ``before``), oldest first."""
        recent = self._kept()
        if recent is not None and before == recent.seq + 1:
            kept = recent.latest(count)
            if kept is not None:
                return kept
        self.context  # noqa: B018
        rows = repo.latest_log_rows(self.session, self.table_id, count, before)
        return [LogEntry.of(event, effect) for event, effect in rows]

    def entry(self, seq: int) -> LogEntry | None:
        """The event numbered ``seq``, if the table has one (a number past its head is not
        looked up)."""
        if not 1 <= seq <= self.table.head_seq:
            return None
        rows = repo.log_rows(self.session, self.table_id, after=seq - 1, upto=seq)
        return LogEntry.of(*rows[0]) if rows else None

    @cached_property
    def hands(self) -> list[LogEntry]:
        """Every hand result in force, oldest first (only the moves that end a hand are read;
        with :class:`KeptHands`, only those logged since the last read, when nothing since
        has rewritten the earlier ones)."""
        head, types = self.table.head_seq, self.context.hand_types()
        kept = self._kept_hands.get(self.table_id) if self._kept_hands is not None else None
        entries: tuple[LogEntry, ...]
        logged = self._kept_since(kept[0], head) if kept is not None else None
        if kept is not None and kept[0] == head:
            entries = kept[1]
        elif kept is not None and logged is not None:
            entries = kept[1] + tuple(e for e in logged if e.type in types)
        elif kept is not None and kept[0] < head and not self._rewritten_since(kept[0], head):
            entries = kept[1] + tuple(self._read_log(kept[0], head, types))
        else:
            entries = tuple(self._read_log(0, head, types))
        if self._kept_hands is not None:
            self._kept_hands.keep(self.table_id, head, entries)
        return [e for e in entries if e.hand is not None and e.status != "voided"]

    @cached_property
    def history(self) -> list[HistoryEntry]:
        """Every change of the totals, oldest first, read forward from the totals each event
        left (its snapshot): hands, re-entries, Kings, penalties with points, starts, swaps."""
        head = self.table.head_seq
        kept = self._kept_history.get(self.table_id) if self._kept_history is not None else None
        if kept is not None and kept[0] == head:
            return list(kept[1][0])
        # Since the history this process last read, only appended events (an undo or a
        # correction rewrites earlier ones): only their snapshots are read, and none when
        # the one new event is the head this process keeps (a move it just logged).
        earlier: tuple[HistoryEntry, ...] = ()
        after = 0
        totals: dict[int, list[int]] = {}
        logged = self._kept_since(kept[0], head) if kept is not None else None
        if (
            kept is not None
            and kept[0] < head
            and (logged is not None or not self._rewritten_since(kept[0], head))
        ):
            after, (earlier, totals[after]) = kept[0], kept[1]
        game = self.context.game
        pace = Pace()
        if logged is not None and len(logged) == 1 and self.view.seq == head:
            totals[head] = list(self.view.totals)
        else:
            for first in range(after, head + 1, READ_BATCH):
                for seq, state in repo.states(
                    self.session, self.table_id, first, min(first + READ_BATCH - 1, head)
                ):
                    totals[seq] = game.totals(game.load_state(state))
                pace.tick()
        start = totals[after]
        steps = (
            (
                e.seq,
                e.type,
                e.hand.number if e.hand is not None and e.status != "voided" else None,
                totals[e.seq],
            )
            for e in pace.each(logged if logged is not None else self.log(after=after, upto=head))
        )
        kinds = {**game.score_kinds, **SCORE_KINDS}
        history = earlier + tuple(entries(steps, start, kinds, game.move_labels, game.unit))
        if self._kept_history is not None:
            self._kept_history.keep(self.table_id, head, (history, totals[head]))
        return list(history)

    def kept_types(self, after: int, upto: int) -> set[str] | None:
        """The types of the events after ``after`` up to ``upto`` (the head), from what this
        process keeps, or None when it does not keep them all (nothing is read)."""
        recent = self._kept()
        if recent is None or recent.seq != upto:
            return None
        logged = recent.log(after, upto)
        return None if logged is None else {e.type for e in logged}

    def _kept_since(self, seq: int, head: int) -> list[LogEntry] | None:
        """The entries after ``seq`` up to the head, from what this process keeps, when none
        of them rewrote earlier results."""
        if seq >= head:
            return None
        recent = self._kept()
        if recent is None or recent.seq != head:
            return None
        logged = recent.log(seq, head)
        if logged is None or any(e.type in REWRITING_TYPES for e in logged):
            return None
        return logged

    def _rewritten_since(self, seq: int, head: int) -> bool:
        """Whether an undo or a correction was logged after ``seq``: it rewrites earlier
        results (see :mod:`referee.tables.replay`)."""
        types = set(repo.types_between(self.session, self.table_id, seq, head))
        return bool(types & REWRITING_TYPES)

    def phase_at(self, seq: int) -> str:
        """The prompt's phase after move ``seq`` (what the table was asked to enter then)."""
        game, options = self.context.game, self.context.options
        if seq == self.view.seq:
            return self.view.prompt.phase
        kept = self._kept()
        known = kept.phase_at(seq) if kept is not None else None
        if known is not None:
            return known
        snap = repo.snapshot(self.session, self.table_id, min(max(0, seq), self.table.head_seq))
        return game.prompt(game.load_state(snap.state), options).phase

    def state_before(self, seq: int) -> Any:
        """The game's state just before move ``seq`` (a correction re-enters that move)."""
        game = self.context.game
        before = min(max(0, seq - 1), self.table.head_seq)
        return game.load_state(repo.snapshot(self.session, self.table_id, before).state)

    def names_before(self, seq: int) -> list[str]:
        """The seats as they were just before move ``seq`` (a correction re-enters that hand)."""
        game = self.context.game
        before = min(max(0, seq - 1), self.table.head_seq)
        state = game.load_state(repo.snapshot(self.session, self.table_id, before).state)
        return repo.names(self.session, self.table_id)[: game.seat_count(state)]
