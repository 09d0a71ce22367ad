"""Game moves: logging one, and what one would do (the entry form's preview)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel
from sqlmodel import Session

from ..games import GAMES, Game
from ..games.base import Applied, BadMove, IllegalMove, explanation_of
from ..problems import Forbidden, IllegalMoveProblem, Invalid, Refused
from ..store import NewEvent, repo
from . import messages as msg
from .access import Actor
from .commands import LogMove, player_name
from .eventlog import Effect
from .names import resembled
from .pipeline import Plan, Planner, new_event, snapshot_of
from .reads import TableContext, TableView


def parse_move(game: Game[Any, Any], move: Any) -> BaseModel:
    """The engine's typed move, or a 422 saying what is wrong with its shape.

    A well-formed move of another game (which the API document allows, as it lists every
    game's moves) is refused by the table, not called malformed.
    """
    try:
        return game.parse_move(move)
    except BadMove as exc:
        other = _game_of_move(game, move)
        if other is not None:
            text = msg.move_of_another_game(game.name, other.name, game.moves.types)
            raise Refused(text) from None
        raise Invalid(exc.text, extra={"errors": exc.errors} if exc.errors else None) from None


def _game_of_move(game: Game[Any, Any], move: Any) -> Game[Any, Any] | None:
    """Another game of the catalogue whose move ``move`` is, if any."""
    for other in GAMES.values():
        if other is game:
            continue
        try:
            other.parse_move(move)
        except BadMove:
            continue
        return other
    return None


def check_new_name(name: str, names: list[str]) -> None:
    """A new name may not be, or look like, a name already at the table."""
    other = resembled(name, names)
    if other is not None:
        raise Refused(msg.name_clash(name, other, msg.name_taken(name)), field="name")


def _joiner_named(game: Game[Any, Any], move: Mapping[str, Any]) -> Mapping[str, Any]:
    """A move that adds a seat, with its name as every name is kept (``commands.player_name``)."""
    raw = game.added_seat_name(move)
    if raw is None:
        return move
    try:
        return {**move, "name": player_name(raw)}
    except ValueError as exc:
        problem = explanation_of(exc) or msg.NEW_NAME_INVALID
        raise Invalid(msg.new_name_problem(problem), field="name") from None


def plan_move(actor: Actor, command: LogMove) -> Planner:
    """The plan of :func:`pipeline.write` for a game move."""

    def plan(s: Session, context: TableContext) -> Plan:
        if not actor.can_play:
            raise Forbidden(msg.SPECTATORS_DO_NOT_LOG)
        game, options, table = context.game, context.options, context.table
        parsed = parse_move(game, _joiner_named(game, command.move))
        payload = game.dump_move(parsed)
        state = context.head_state(s)
        new_name = game.added_seat_name(payload)
        if new_name is not None:
            check_new_name(new_name, repo.names(s, table.id)[: game.seat_count(state)])
        try:
            applied = game.apply(state, parsed, options, actor.seat)
        except IllegalMove as exc:
            raise IllegalMoveProblem(exc.text, rule=exc.rule) from None
        event = new_event(context, actor, payload["type"], payload)
        effect = Effect(lines=applied.lines, hand=applied.hand)
        snapshot = snapshot_of(event, game.dump_state(applied.state), effect)
        for gate in (*MOVE_GATES, *HOLD_GATES):
            held = gate(s, context, actor, event, applied)
            if held is not None:
                return held
        if new_name is not None:
            repo.upsert_seat(s, table.id, game.seat_count(applied.state) - 1, new_name)
        finished = game.outcome(applied.state, options) is not None
        if table.finished != finished:  # assigned only when it changes: it dirties the row
            table.finished = finished
        body = {"seq": event.seq, "effect": effect.stored()}
        return Plan([event], [snapshot], body=body, reseats=new_name is not None)

    return plan


#: What may hold a game move instead of logging it (a table whose hands wait for the other
#: players' confirmation): given the move's event as it would be logged and what the engine
#: made of it, a gate answers another plan, refuses (a problem), or None to let it through.
MoveGate = Callable[[Session, TableContext, Actor, NewEvent, Applied], "Plan | None"]
MOVE_GATES: list[MoveGate] = []
#: The gates that hold a hand for the other players' confirmation (after every gate of
#: :data:`MOVE_GATES`): a hand whose players each entered their own part has been
#: confirmed by each of them already (:mod:`.parts`).
HOLD_GATES: list[MoveGate] = []


def preview(view: TableView, move: Any) -> Applied:
    """What ``move`` would do to the table now, without logging it."""
    parsed = parse_move(view.game, move)
    try:
        return view.game.apply(view.state, parsed, view.options)
    except IllegalMove as exc:
        problem = IllegalMoveProblem(exc.text, rule=exc.rule)
        problem.names = view.names
        raise problem from None
