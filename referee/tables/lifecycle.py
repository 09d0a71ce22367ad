"""Creating a table: the game, the players in seating order, the options locked for good."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from sqlmodel import Session

from ..games import Game
from ..games.base import BadOptions, Line
from ..problems import Refused
from ..store import (
    Database,
    GameTable,
    NewEvent,
    NewSnapshot,
    Participant,
    Seat,
    Snapshot,
    keys,
    repo,
)
from . import messages as msg
from .access import HOST_ROLE, hash_token, new_token
from .commands import NewTable, bad_options
from .eventlog import Effect


@dataclass
class Created:
    table_id: str
    #: None when the table was opened without its host's phone (a rematch another phone
    #: started: the host takes the role on arriving).
    host_token: str | None
    join_secret: str
    room_code: str


def create_table(db: Database, command: NewTable) -> Created:
    """Open the table: its first state, the creator's seat, its rows."""
    game, names, carried = command.game, list(command.players), command.start_totals
    try:
        if carried is None:
            state = game.start(len(names), command.options)
        else:
            state = game.start_from(len(names), command.options, carried)
    except BadOptions as exc:
        # Options each valid alone that these seats cannot play (8 players with a 32-card
        # pack, a first dealer past the last seat), or a score carried over the game cannot
        # start from: the table's, not the body's shape.
        field = exc.field if exc.field == "start_totals" else bad_options(exc).field
        raise Refused(exc.text, rule=exc.rule, field=field) from None
    host_seat = command.host_seat
    if host_seat is not None and not 0 <= host_seat < len(names):
        raise Refused(msg.NO_SUCH_SEAT, field="seat")
    with db.writing() as s:
        created = insert_table(
            s,
            game,
            names,
            command.options,
            state,
            host_seat,
            start_totals=carried,
            settle=command.settle,
            stake=command.stake.stored() if command.stake is not None else None,
        )
        open_with(s, created.table_id, game.dump_state(state), command.opening)
        s.commit()
        return created


def insert_table(
    s: Session,
    game: Game[Any, Any],
    names: list[str],
    options: BaseModel,
    state: BaseModel,
    host_seat: int | None,
    *,
    with_host: bool = True,
    evening: dict[str, Any] | None = None,
    start_totals: Sequence[int] | None = None,
    settle: str = "host",
    stake: dict[str, Any] | None = None,
) -> Created:
    """The rows of a new table (its seats, its host's device unless ``with_host`` is false,
    its first snapshot); ``evening`` is a rematch's place in its evening, ``start_totals``
    the score carried over from paper that ``state`` starts from, ``stake`` what it plays for."""
    table = GameTable(
        id=keys.new_table_id(),
        game=game.id,
        options=options.model_dump(mode="json"),
        players=names,
        join_secret=keys.new_join_secret(),
        room_code=_free_room_code(s),
        head_seq=0,
        evening=evening,
        start_totals=list(start_totals) if start_totals is not None else None,
        settle=settle,
        stake=stake,
    )
    s.add(table)
    s.flush()
    s.add_all(Seat(table_id=table.id, number=n, name=name) for n, name in enumerate(names))
    host_token = add_host(s, table.id, host_seat) if with_host else None
    s.add(
        Snapshot(table_id=table.id, seq=0, state=game.dump_state(state), effect=Effect().stored())
    )
    s.flush()
    return Created(table.id, host_token, table.join_secret, table.room_code)


def open_with(
    s: Session,
    table_id: str,
    state: dict[str, Any],
    opening: Sequence[tuple[str, dict[str, Any], Line]],
) -> None:
    """Log the events a table opens with (the seats drawn), by nobody, at seq 1 on."""
    if not opening:
        return
    events = [
        NewEvent(
            table_id=table_id, seq=n, type=kind, payload=payload, author_seat=None, author_id=None
        )
        for n, (kind, payload, _line) in enumerate(opening, start=1)
    ]
    snapshots = [
        NewSnapshot(table_id, event.seq, state, Effect(lines=(line,)).stored())
        for event, (_k, _p, line) in zip(events, opening, strict=True)
    ]
    repo.append(s, events, snapshots)
    table = s.get(GameTable, table_id)
    assert table is not None
    table.head_seq = len(events)
    s.add(table)
    s.flush()


def add_host(s: Session, table_id: str, seat: int | None) -> str:
    """A host's device at the table (at ``seat``, if it plays); its token."""
    token = new_token()
    s.add(Participant(table_id=table_id, token_hash=hash_token(token), role=HOST_ROLE, seat=seat))
    return token


def _free_room_code(s: Session) -> str:
    while True:
        code = keys.new_room_code()
        if not repo.room_code_taken(s, code):
            return code
