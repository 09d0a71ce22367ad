"""A hand in parts, at the table: each phone enters its own part, the last one makes the hand.

A game that declares its parts (:mod:`referee.games.base.parts`) lets every seated phone
enter a part of the hand in play: its own, or, for a player without a phone at hand, another
seat's (the log names who entered it). A part is a ``hand_part`` event: it changes no score,
so another phone's part never makes a writer stale, and it may be changed (a new part for the
same seat) or withdrawn (``part`` null) until the hand is complete. The parts in force are
those logged since the table last changed otherwise (a hand, an undo, a re-entry...; a
correction of an earlier hand leaves them, see :mod:`.parts_kept`): the
hand in progress.

When the last part owed arrives, the parts make the whole-hand move, which is applied and
logged in the same write as that part, exactly as one phone's entry would be (the table's
move gates too: a closed tournament table refuses it, a table in confirmation mode holds it
for the others). Parts that cannot make one hand (two players say they went out) stay as
they are, and the answer says the conflict, its rule and the seats concerned.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from sqlmodel import Session

from ..games import GAMES, Game
from ..games.base import BadMove, HandParts, IllegalMove, Line, PartsConflict, Text, seat
from ..problems import Forbidden, IllegalMoveProblem, Invalid, Refused
from ..store import NewEvent, repo
from . import messages as msg
from .access import Actor
from .commands import Command, idempotency_key, seq_seen
from .eventlog import HAND_PART, Effect
from .moves import HOLD_GATES, MOVE_GATES, parse_move
from .parts_kept import KEEPS_PARTS, keep_parts, kept_parts
from .pipeline import Plan, Planner, new_event, snapshot_of
from .reads import TableContext

#: The move type a phone sends for its part (``POST …/moves``).
PART = "part"

NO_PARTS = Text(
    it="A questo tavolo la mano si inserisce intera, da un telefono.",
    en="At this table a hand is entered whole, on one phone.",
)


def nothing_to_withdraw(seat_no: int) -> Text:
    return Text(
        it=f"{seat(seat_no)} non ha una parte da ritirare.",
        en=f"{seat(seat_no)} has no part to withdraw.",
    )


def part_of_another_game(game: Text, other: Text) -> Text:
    return Text(
        it=f"Questa è una parte di una mano di {other.it}, ma il tavolo gioca a {game.it}.",
        en=f"That is a part of a hand of {other.en}, but this table plays {game.en}.",
    )


def _game_of_part(game: Game[Any, Any], raw: Any) -> Game[Any, Any] | None:
    """Another game whose part ``raw`` is, if any."""
    for other in GAMES.values():
        if other is game or other.parts is None:
            continue
        try:
            other.parts.parse(raw)
        except BadMove:
            continue
        return other
    return None


@dataclass(frozen=True, kw_only=True)
class EnterPart(Command):
    """Seat ``seat``'s part of the hand in play (``part`` None: withdrawn)."""

    kind: ClassVar[str] = PART
    seat: int
    part: Any = None

    def request(self) -> Any:
        return {"seat": self.seat, "part": self.part}


def enter_part(table_id: str, move: Mapping[str, Any], expected_seq: Any, key: Any) -> EnterPart:
    """A part as the API takes it: ``{"type": "part", "seat": k, "part": {...} | null}``."""
    raw_seat = move.get("seat")
    if isinstance(raw_seat, float) and raw_seat.is_integer():  # a JSON integer: 2.0 is 2
        raw_seat = int(raw_seat)
    if isinstance(raw_seat, bool) or not isinstance(raw_seat, int) or raw_seat < 0:
        raise Invalid(
            Text(it="Di chi è la parte? Serve il posto.", en="Whose part is it? A seat is needed."),
            field="seat",
        )
    unknown = set(move) - {"type", "seat", "part"}
    if unknown:
        raise Invalid(
            Text(
                it=f"Campo non previsto: «{sorted(unknown)[0]}».",
                en=f"Unexpected field: '{sorted(unknown)[0]}'.",
            ),
            field=sorted(unknown)[0],
        )
    return EnterPart(
        table_id=table_id,
        seat=raw_seat,
        part=move.get("part"),
        expected_seq=seq_seen(expected_seq),
        key=idempotency_key(key),
    )


@dataclass(frozen=True)
class PartEntered:
    """One seat's part in force: the event that logged it, who entered it, and the part."""

    seq: int
    seat: int
    part: dict[str, Any]
    author_seat: int | None


@dataclass(frozen=True)
class HandInProgress:
    """The parts in force of the hand in play, by seat, and who still owes one."""

    parts: dict[int, PartEntered]
    missing: tuple[int, ...]
    started_by: int | None
    conflict: dict[str, Any] | None = field(default=None)

    def as_json(self) -> dict[str, Any]:
        """The table's ``hand_in_progress``: the seats that entered (never what: a part is
        its player's until the hand is scored), those still missing, who started it."""
        return {
            "parts": sorted(self.parts),
            "missing": list(self.missing),
            "started_by": self.started_by,
            "entered_by": {str(s): p.author_seat for s, p in sorted(self.parts.items())},
            "conflict": self.conflict,
        }


def parts_logged(s: Session, table_id: str, before: int | None = None) -> list[PartEntered]:
    """The parts in force (just before seq ``before``, if given), in the order they were
    logged (a later part of a seat replaces its earlier one; a withdrawn part is gone)."""
    since = repo.last_seq_not_of_types(s, table_id, KEEPS_PARTS, before)
    upto = before - 1 if before is not None else None
    kept: dict[int, PartEntered] = {}
    for event in repo.events_from(s, table_id, since + 1, upto):
        if event.type != HAND_PART:
            continue
        seat_no = int(event.payload["seat"])
        kept.pop(seat_no, None)
        if event.payload.get("part") is not None:
            kept[seat_no] = PartEntered(
                event.seq, seat_no, dict(event.payload["part"]), event.author_seat
            )
    return sorted(kept.values(), key=lambda p: p.seq)


def parts_at_head(s: Session, context: TableContext) -> tuple[PartEntered, ...]:
    """The parts in force at the table's head (read once per head by this process: see
    :mod:`.parts_kept`)."""
    head = context.table.head_seq
    kept = kept_parts(context.id, head)
    if kept is None:
        kept = tuple(parts_logged(s, context.id, before=head + 1))
        keep_parts(context.id, head, kept)
    return kept


def hand_in_progress(
    s: Session, context: TableContext, state: Any | None = None
) -> HandInProgress | None:
    """The hand in progress at the table's head, or None when no part is in force."""
    spec = context.game.parts
    if spec is None:
        return None
    logged = parts_at_head(s, context)
    if not logged:
        return None
    state = state if state is not None else context.head_state(s)
    return _progress(spec, state, context, {p.seat: p for p in logged})


def _conflict(
    spec: HandParts[Any, Any], state: Any, context: TableContext, parts: Mapping[int, PartEntered]
) -> dict[str, Any] | None:
    """Why complete parts make no hand (they were logged, the hand was not)."""
    try:
        move = spec.move(state, context.options, {s: spec.parse(p.part) for s, p in parts.items()})
        context.game.apply(state, parse_move(context.game, move), context.options)
    except PartsConflict as exc:
        return {"rule": exc.rule, "text": exc.text.model_dump(), "seats": list(exc.seats)}
    except IllegalMove as exc:
        return {"rule": exc.rule, "text": exc.text.model_dump(), "seats": sorted(parts)}
    return None


def plan_part(actor: Actor, command: EnterPart) -> Planner:
    """Log a part; with the last one owed, the hand it completes."""

    def plan(s: Session, context: TableContext) -> Plan:
        if not actor.can_play:
            raise Forbidden(msg.SPECTATORS_DO_NOT_LOG)
        game, options = context.game, context.options
        spec = game.parts
        if spec is None:
            raise Refused(NO_PARTS, field="type")
        state = context.head_state(s)
        if game.outcome(state, options) is not None:
            raise IllegalMoveProblem(game.end_refusal, rule=game.end_rule)
        if command.seat >= game.seat_count(state):
            raise Refused(msg.no_seat_here(command.seat), field="seat")
        before = {p.seat: p for p in parts_logged(s, context.id)}
        if command.part is None:
            if command.seat not in before:
                raise Refused(nothing_to_withdraw(command.seat), field="part")
            stored = None
        else:
            try:
                part = spec.entered(state, options, command.seat, command.part)
            except BadMove as exc:
                other = _game_of_part(game, command.part)
                if other is not None:  # the API document lists every game's parts
                    raise Refused(
                        part_of_another_game(game.name, other.name), field="part"
                    ) from None
                raise Invalid(exc.text, field="part") from None
            except IllegalMove as exc:
                raise IllegalMoveProblem(exc.text, rule=exc.rule) from None
            stored = spec.dump(part)
        payload = {"seat": command.seat, "part": stored}
        event = new_event(context, actor, HAND_PART, payload)
        head = repo.snapshot(s, context.id, context.table.head_seq)
        effect = Effect(lines=(Line(seat=command.seat, text=_said(actor, command.seat, stored)),))
        logged = Plan([event], [snapshot_of(event, head.state, effect)])
        parts = {k: v for k, v in before.items() if k != command.seat}
        if stored is not None:
            parts[command.seat] = PartEntered(event.seq, command.seat, stored, actor.seat)
        complete = stored is not None and not spec.missing(state, options, parts)
        if complete:
            made = _the_hand(s, context, actor, spec, state, parts, logged)
            if made is not None:
                return made
        progress = _progress(spec, state, context, parts)
        logged.body = {
            "seq": event.seq,
            "effect": effect.stored(),
            "logged": False,
            "hand_in_progress": progress.as_json() if progress else None,
        }
        return logged

    return plan


def _progress(
    spec: HandParts[Any, Any], state: Any, context: TableContext, parts: dict[int, PartEntered]
) -> HandInProgress | None:
    """The hand in progress given its parts in force (none once every part is withdrawn)."""
    if not parts:
        return None
    first = min(parts.values(), key=lambda p: p.seq)
    missing = tuple(spec.missing(state, context.options, parts))
    conflict = None if missing else _conflict(spec, state, context, parts)
    return HandInProgress(parts, missing, first.author_seat, conflict)


def _the_hand(
    s: Session,
    context: TableContext,
    actor: Actor,
    spec: HandParts[Any, Any],
    state: Any,
    parts: Mapping[int, PartEntered],
    logged: Plan,
) -> Plan | None:
    """The hand the complete parts make, logged after the last part (None: they make none,
    and the parts stay as they are)."""
    game, options = context.game, context.options
    try:
        move = spec.move(state, options, {k: spec.parse(p.part) for k, p in parts.items()})
        parsed = parse_move(game, move)
        applied = game.apply(state, parsed, options, actor.seat)
    except IllegalMove:
        return None
    (part_event,) = logged.events
    payload = game.dump_move(parsed)
    # The gates judge the hand as if this phone had entered it whole (at the part's seq);
    # what they write follows the part.
    as_entered = NewEvent(
        table_id=context.id,
        seq=part_event.seq,
        type=payload["type"],
        payload=payload,
        author_seat=actor.seat,
        author_id=actor.participant_id,
    )
    own = all(p.author_seat == p.seat for p in parts.values())
    for gate in MOVE_GATES if own else (*MOVE_GATES, *HOLD_GATES):
        held = gate(s, context, actor, as_entered, applied)
        if held is not None:
            return Plan(
                [*logged.events, *(replace(e, seq=e.seq + 1) for e in held.events)],
                [*logged.snapshots, *(replace(n, seq=n.seq + 1) for n in held.snapshots)],
                body={
                    **held.body,
                    "seq": part_event.seq + 1,
                    "logged": False,
                    "hand_in_progress": None,
                },
            )
    hand = replace(as_entered, seq=part_event.seq + 1)
    effect = Effect(lines=applied.lines, hand=applied.hand)
    finished = game.outcome(applied.state, options) is not None
    if context.table.finished != finished:  # assigned only when it changes: it dirties the row
        context.table.finished = finished
    snapshot = snapshot_of(hand, game.dump_state(applied.state), effect)
    return Plan(
        [*logged.events, hand],
        [*logged.snapshots, snapshot],
        body={
            "seq": hand.seq,
            "effect": effect.stored(),
            "logged": True,
            "hand_in_progress": None,
        },
    )


def _said(actor: Actor, seat_no: int, part: dict[str, Any] | None) -> Text:
    """The log's line of a part: who entered it, and for whom when not their own (never
    what it says: that shows with the hand)."""
    whose = seat(seat_no)
    if part is None:
        return Text(it=f"{whose} ritira la sua parte", en=f"{whose} withdraws their part")
    if actor.seat is None:
        return Text(it=f"Inserita la parte di {whose}", en=f"{whose}'s part entered")
    if actor.seat == seat_no:
        return Text(it=f"{whose} ha inserito la sua parte", en=f"{whose} entered their part")
    who = seat(actor.seat)
    return Text(it=f"{who} ha inserito la parte di {whose}", en=f"{who} entered {whose}'s part")
