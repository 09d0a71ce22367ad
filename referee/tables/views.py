"""What a table is at one seq, as every page and answer shows it: its row with its engine
and options (:class:`TableContext`), the view at its head (:class:`TableView`), and the log's
entries (:class:`LogEntry`). :mod:`.reads` reads them; :mod:`.recent` and :mod:`.following`
keep and extend them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property
from typing import Any

from pydantic import BaseModel
from sqlmodel import Session

from ..games import GAMES, Game
from ..games.base import HandResult, Line, Outcome, Prompt, Standing
from ..store import Event, GameTable, NewEvent, repo
from .eventlog import PLATFORM_TYPES, Effect
from .switches import values_from


@dataclass(frozen=True)
class TableContext:
    """A table's row with its engine and options parsed once."""

    table: GameTable
    game: Game[Any, Any]
    options: BaseModel
    #: The table at its head as this process already knows it (see :mod:`.recent`).
    known: TableView | None = None

    @classmethod
    def of(cls, table: GameTable, known: TableView | None = None) -> TableContext:
        game = GAMES[table.game]
        if known is not None and known.seq != table.head_seq:
            known = None
        if known is not None:
            # Read at this head, so under the same options (switching one logs an event).
            return cls(table, game, known.options, known)
        # The options in force now: those chosen at creation, and any switched since.
        options = values_from(table.options, table.switches or [], None)
        return cls(table, game, game.parse_options(options), known)

    def head_state(self, s: Session) -> BaseModel:
        """The game's state at the table's head (read only if this process does not know it)."""
        if self.known is not None and self.known.seq == self.table.head_seq:
            return self.known.state
        return self.game.load_state(repo.snapshot(s, self.id, self.table.head_seq).state)

    @property
    def id(self) -> str:
        return self.table.id

    def hand_types(self) -> list[str]:
        """The move types a hand's result is read from: those that end a hand, and those that
        may (a hand's last trick)."""
        return [s.type for s in self.game.move_specs if s.ends_hand or s.may_end_hand]


@dataclass
class TableView:
    """A table as every page and the API show it, at one seq."""

    table: GameTable
    game: Game[Any, Any]
    options: BaseModel
    names: list[str]
    state: BaseModel
    seq: int
    prompt: Prompt
    standings: list[Standing]
    outcome: Outcome | None
    totals: list[int]
    #: What the table should be told, not refused (advice of the rules for its options).
    notes: list[Line]

    @property
    def id(self) -> str:
        return self.table.id

    @cached_property
    def at_stake(self) -> list[Any]:
        """What is at stake now (the game's ``stakes``; nothing once the game is over),
        worked out once for every page, feed and answer that shows this view: a game may
        play each choice through its engine to say what it would score."""
        return [] if self.outcome is not None else self.game.stakes(self.state, self.options)

    @classmethod
    def at_head(
        cls,
        s: Session,
        context: TableContext,
        names: list[str] | None = None,
        stored: dict[str, Any] | None = None,
    ) -> TableView:
        """The table at its head; ``names`` (the seats' names) and ``stored`` (the head's
        state as stored): what the caller knows already."""
        table, game, options = context.table, context.game, context.options
        if stored is None:
            stored = repo.snapshot(s, table.id, table.head_seq).state
        state = game.load_state(stored)
        return cls(
            table=table,
            game=game,
            options=options,
            names=names if names is not None else repo.names(s, table.id)[: game.seat_count(state)],
            state=state,
            seq=table.head_seq,
            prompt=game.prompt(state, options),
            standings=game.standings(state, options),
            outcome=game.outcome(state, options),
            totals=game.totals(state),
            notes=game.notes(options, game.seat_count(state)),
        )


@dataclass
class LogEntry:
    """One event of the log with what it did under the log as it stands."""

    seq: int
    type: str
    payload: dict[str, Any]
    author_seat: int | None
    author_id: int | None
    created_at: datetime
    status: str
    by: int | None
    lines: tuple[Line, ...]
    hand: HandResult | None
    #: A corrected move's lines and hand as first entered (empty otherwise).
    entered: tuple[Line, ...] = ()
    entered_hand: HandResult | None = None
    #: An undo or a correction that ended the game or opened it again ("ended", "reopened").
    turn: str | None = None

    @property
    def is_game_move(self) -> bool:
        return self.type not in PLATFORM_TYPES

    @classmethod
    def of(cls, event: Event | NewEvent, effect: dict[str, Any] | Effect) -> LogEntry:
        done = effect if isinstance(effect, Effect) else Effect.model_validate(effect)
        when = event.created_at
        return cls(
            seq=event.seq,
            type=event.type,
            payload=event.payload,
            author_seat=event.author_seat,
            author_id=event.author_id,
            # SQLite hands datetimes back without their zone: they were written in UTC.
            created_at=when if when.tzinfo is not None else when.replace(tzinfo=UTC),
            status=done.status,
            by=done.by,
            lines=done.lines,
            hand=done.hand,
            entered=done.entered,
            entered_hand=done.entered_hand,
            turn=done.turn,
        )
