"""Creating a table: the game, the players in seating order, the options locked for good."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from sqlmodel import Session

from ..games import GAMES, Game, get_game
from ..games.base import BadOptions, explanation_of
from ..games.names import name_key
from ..problems import Invalid, Refused
from ..store import Database, GameTable, Participant, Seat, Snapshot, keys, repo
from . import messages as msg
from .access import HOST_ROLE, hash_token, new_token
from .commands import player_name
from .eventlog import Effect


@dataclass
class Created:
    table_id: str
    host_token: str
    join_secret: str
    room_code: str


def create_table(
    db: Database, game_id: Any, players: Any, options: Any, host_seat: int | None = None
) -> Created:
    game = get_game(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise Invalid(msg.unknown_game(str(game_id), ", ".join(GAMES)), field="game")
    names = clean_players(game, players)
    if options is not None and not isinstance(options, dict):
        raise Invalid(msg.OPTIONS_NOT_AN_OBJECT, field="options")
    try:
        parsed = game.parse_options(options or {})
        state = game.start(len(names), parsed)
    except BadOptions as exc:
        raise Invalid(exc.text, rule=exc.rule, field=exc.field and f"options.{exc.field}") from None
    if host_seat is not None and (isinstance(host_seat, bool) or not isinstance(host_seat, int)):
        raise Invalid(msg.NO_SUCH_SEAT, field="seat")
    if host_seat is not None and not 0 <= host_seat < len(names):
        raise Refused(msg.NO_SUCH_SEAT, field="seat")
    with db.writing() as s:
        created = insert_table(s, game, names, parsed, state, host_seat)
        s.commit()
        return created


def insert_table(
    s: Session,
    game: Game[Any, Any],
    names: list[str],
    options: BaseModel,
    state: BaseModel,
    host_seat: int | None,
) -> Created:
    """The rows of a new table (its seats, its host's device, its first snapshot)."""
    host_token = new_token()
    table = GameTable(
        id=keys.new_table_id(),
        game=game.id,
        options=options.model_dump(mode="json"),
        players=names,
        join_secret=keys.new_join_secret(),
        room_code=_free_room_code(s),
        head_seq=0,
    )
    s.add(table)
    s.flush()
    s.add_all(Seat(table_id=table.id, number=n, name=name) for n, name in enumerate(names))
    device = Participant(
        table_id=table.id, token_hash=hash_token(host_token), role=HOST_ROLE, seat=host_seat
    )
    s.add(device)
    s.add(
        Snapshot(table_id=table.id, seq=0, state=game.dump_state(state), effect=Effect().stored())
    )
    s.flush()
    return Created(table.id, host_token, table.join_secret, table.room_code)


def clean_players(game: Game[Any, Any], players: Any) -> list[str]:
    if not isinstance(players, list):
        raise Invalid(msg.PLAYERS_NOT_A_LIST, field="players")
    try:
        game.check_seats(len(players))
    except BadOptions as exc:
        raise Invalid(exc.text, field="players") from None
    names: list[str] = []
    for i, raw in enumerate(players):
        try:
            names.append(player_name(raw))
        except ValueError as exc:
            problem = explanation_of(exc) or msg.INVALID_NAME
            raise Invalid(msg.player_problem(i + 1, problem), field=f"players.{i}") from None
    seen: set[str] = set()
    for i, name in enumerate(names):
        if name_key(name) in seen:  # the same name, or one that looks the same
            raise Refused(msg.same_name_twice(name), field=f"players.{i}")
        seen.add(name_key(name))
    return names


def _free_room_code(s: Session) -> str:
    while True:
        code = keys.new_room_code()
        if not repo.room_code_taken(s, code):
            return code
