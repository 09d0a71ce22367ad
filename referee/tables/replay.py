"""Voids and corrections: append the control event, then replay the log from the first move
it changes, checking every later move again.

If a later move becomes illegal, nothing is written and the refusal names that move. The
seats follow the replay: a late joiner whose join is voided leaves, and the phones at a
seat that no longer exists become spectators.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlmodel import Session

from ..games import Game
from ..games.base import BadMove, IllegalMove, Line, Text
from ..problems import IllegalMoveProblem, NotFound, Refused
from ..store import Event, GameTable, NewSnapshot, repo
from . import eventlog
from . import messages as msg
from .access import PLAYER, SPECTATOR, Actor, check_may_void
from .commands import Correct, Void, stored_reason
from .eventlog import (
    ADMIN_TYPES,
    CONTROL_TYPES,
    CORRECT,
    IRREGULARITY,
    RECORD_TYPES,
    SEAT,
    SEAT_SWAP,
    VOID,
    Control,
    Effect,
)
from .moves import parse_move
from .naming import entry_name
from .part_corrections import check_kept, corrected_by_part, is_part
from .penalties import PenaltyFold, penalty_fold
from .pipeline import Plan, Planner, new_event, snapshot_of
from .reads import TableContext
from .switches import OptionsByHand

#: What may hold a void or a correction instead of making it (a table whose hands wait for
#: the other players' confirmation): given the control's kind, its payload and the move it
#: targets, a gate answers another plan, refuses (a problem), or None to let it through.
RewriteGate = Callable[[Session, TableContext, Actor, str, dict[str, Any], Event], "Plan | None"]
REWRITE_GATES: list[RewriteGate] = []


def _held(s: Session, context: TableContext, actor: Actor, *control: Any) -> Plan | None:
    """The first gate's plan holding ``control`` (kind, payload, target), or None."""
    return next((p for gate in REWRITE_GATES if (p := gate(s, context, actor, *control))), None)


def plan_void(actor: Actor, command: Void) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        target = _target(s, context, command.seq)
        check_may_void(actor, target.type, target.author_id)
        payload = {"seq": target.seq, "reason": stored_reason(command.reason)}
        held = _held(s, context, actor, VOID, payload, target)
        return held or rewrite(s, context, actor, VOID, payload, target)

    return plan


def plan_correct(actor: Actor, command: Correct) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        target = _target(s, context, command.seq)
        if target.type in eventlog.PLATFORM_TYPES:
            raise Refused(msg.ONLY_GAME_MOVES_CORRECTED, field="seq")
        game = context.game
        spec = game.move_spec(target.type)
        if spec is not None and spec.adds_seat:
            raise Refused(msg.JOIN_NOT_CORRECTED, field="seq")
        kept: dict[str, Any] = {}
        if is_part(command.move):  # one seat's part of a hand made of parts, reopened
            before = hands_before(s, context, target.seq)
            whole, kept = corrected_by_part(s, context, actor, target, command.move, before)
        else:
            check_may_void(actor, target.type, target.author_id)
            whole = dict(command.move)
        replacement = game.dump_move(parse_move(game, whole))
        if replacement["type"] != target.type:
            raise Refused(msg.CORRECTION_SAME_KIND, field="move")
        if command.from_parts is not None:  # read from a file: the parts must make it
            before = hands_before(s, context, target.seq)
            kept = check_kept(s, context, target, replacement, command.from_parts, before)
        payload = {"seq": target.seq, "move": replacement, "reason": command.reason, **kept}
        held = _held(s, context, actor, CORRECT, payload, target)
        return held or rewrite(s, context, actor, CORRECT, payload, target)

    return plan


def _target(s: Session, context: TableContext, seq: int) -> Event:
    table = context.table
    event = None
    if 0 < seq <= table.head_seq:  # also keeps huge numbers away from the database
        event = repo.event(s, table.id, seq)
    if event is None:
        raise NotFound(msg.no_move(seq), field="seq")
    if event.type in ADMIN_TYPES:
        raise Refused(msg.ADMIN_NOT_VOIDED, field="seq")
    effect = Effect.model_validate(repo.snapshot(s, table.id, event.seq).effect)
    if effect.status == "voided":
        raise Refused(msg.already_voided(entry_name(s, context, seq)), field="seq")
    return event


def rewrite(
    s: Session,
    context: TableContext,
    actor: Actor,
    kind: str,
    payload: dict[str, Any],
    target: Event | None,
    line: Line | None = None,
    *,
    start_at: int | None = None,
) -> Plan:
    """Append a void, a correction or a seat swap (``target`` None; its ``line`` says what it
    did) and replay the log from the first move it changes.

    Another event (a resolution switching an option: ``line`` says what it did) replays the
    log from ``start_at``. Each hand is played under the options in force in it
    (:mod:`.switches`)."""
    table, game = context.table, context.game
    by_hand = OptionsByHand(game, table.options, table.switches or [])
    control = new_event(context, actor, kind, payload)
    logged = list(repo.events_of_types(s, table.id, CONTROL_TYPES))
    controls = [Control(e.seq, e.type, int(e.payload["seq"])) for e in logged]
    before = eventlog.fold_marks(controls)
    target_seq = target.seq if target is not None else int(payload["seq"])
    after = eventlog.fold_marks([*controls, Control(control.seq, kind, target_seq)])
    start = eventlog.first_changed(before, after)
    swaps = [e for e in logged if e.type == SEAT_SWAP]
    if kind == SEAT_SWAP:
        swaps.append(control)
    for swap in swaps:  # a swap taken out or put back re-reads the moves it covers
        if swap.seq == control.seq or before.status(swap.seq) != after.status(swap.seq):
            first = int(swap.payload["seq"])
            start = first if start is None else min(start, first)
    in_force = [e for e in swaps if after.status(e.seq)[0] != "voided"]
    if start is None:  # e.g. a correction identical in effect: still logged, nothing moves
        start = control.seq
    if start_at is not None:
        start = min(start, start_at)
    state = game.load_state(repo.snapshot(s, table.id, start - 1).state)
    hand = hands_before(s, context, start) + 1 if table.switches else 1
    events = repo.events_from(s, table.id, start)
    old = repo.snapshots_from(s, table.id, start)
    corrections = {e.seq: e for e in events if e.type == CORRECT}
    if kind == CORRECT:
        corrections[control.seq] = control
    snapshots: list[NewSnapshot] = []
    fold: PenaltyFold | None = None
    for event in [*events, control]:
        status, by = after.status(event.seq)
        previous = old.get(event.seq)
        if event.type in ADMIN_TYPES and previous is not None:
            effect = Effect.model_validate(previous.effect)
        elif event is control and kind not in CONTROL_TYPES:
            effect = Effect(lines=(line,) if line is not None else ())
        elif event.type in CONTROL_TYPES:
            # Its line as written when it was made (it names the entry as it stood then).
            made_lines = Effect.model_validate(previous.effect).lines if previous else ()
            if event.type == SEAT_SWAP:
                lines = made_lines if previous is not None else (line,) if line else ()
            else:
                lines = made_lines or (_control_line(s, context, event),)
            effect = Effect(status=status, by=by, lines=lines)  # type: ignore[arg-type]
            if previous is not None:  # what it did to the game when it was made, kept
                effect = effect.model_copy(
                    update={"turn": Effect.model_validate(previous.effect).turn}
                )
        elif event.type == IRREGULARITY and status != "voided":  # its points counted again
            kept = Effect.model_validate(previous.effect) if previous is not None else Effect()
            fold = fold or penalty_fold(s, table.id, game, after, start)
            state, cost = fold.apply(state, by_hand.at(hand), event.payload.get("seat"))
            lines = (*kept.lines[:1], cost)
            effect = kept.model_copy(update={"status": status, "by": by, "lines": lines})
        elif event.type in RECORD_TYPES:  # beside the game: in force or voided, as it was
            kept = Effect.model_validate(previous.effect) if previous is not None else Effect()
            effect = kept.model_copy(update={"status": status, "by": by})
        elif status == "voided":
            kept = Effect.model_validate(previous.effect) if previous is not None else Effect()
            effect = kept.model_copy(update={"status": "voided", "by": by})
        else:
            source = corrections[by] if status == "corrected" and by else event
            move = source.payload["move"] if source is not event else event.payload
            move, seat = swapped(game, in_force, source.seq, move, event.author_seat)
            try:
                applied = game.apply(state, game.parse_move(move), by_hand.at(hand), seat)
            except (IllegalMove, BadMove) as exc:
                raise _refusal(s, context, exc, kind, target_seq, event.seq) from None
            state = applied.state
            if applied.hand is not None:
                hand = applied.hand.number + 1
            effect = Effect(status=status, by=by, lines=applied.lines, hand=applied.hand)  # type: ignore[arg-type]
            if status == "corrected" and previous is not None:
                effect = _keep_entered(Effect.model_validate(previous.effect), effect)
        snapshots.append(snapshot_of(event, game.dump_state(state), effect))
    was_finished = table.finished
    table.finished = game.outcome(state, by_hand.at(None)) is not None
    if table.finished != was_finished:
        made = Effect.model_validate(snapshots[-1].effect)
        turn = "ended" if table.finished else "reopened"
        snapshots[-1] = snapshot_of(
            control, snapshots[-1].state, made.model_copy(update={"turn": turn})
        )
    _sync_seats(s, table, _fold_names(s, table, game, after), game.seat_count(state))
    return Plan(
        [control],
        snapshots[-1:],
        rewritten=snapshots[:-1],
        body={"effect": snapshots[-1].effect, "from_seq": start},
    )


def hands_before(s: Session, context: TableContext, seq: int) -> int:
    """The number of the last hand in force finished before move ``seq`` (0: none)."""
    if seq <= 1:
        return 0
    rows = repo.log_rows(s, context.id, upto=seq - 1)
    done = [Effect.model_validate(effect) for _event, effect in rows]
    numbers = [e.hand.number for e in done if e.hand is not None and e.status != "voided"]
    return numbers[-1] if numbers else 0


def swapped(
    game: Game[Any, Any], swaps: list[Event], seq: int, move: dict[str, Any], seat: int | None
) -> tuple[dict[str, Any], int | None]:
    """A move logged at ``seq`` (and the seat that entered it) as the seat swaps in force
    re-read it: each swap re-reads the moves logged from its first one up to itself."""
    for swap in sorted(swaps, key=lambda e: e.seq):
        if int(swap.payload["seq"]) <= seq < swap.seq:
            a, b = swap.payload["seats"]
            move = game.swap_seats(move, a, b)
            seat = b if seat == a else a if seat == b else seat
    return move, seat


def _keep_entered(before: Effect, now: Effect) -> Effect:
    """A corrected move's effect, keeping what it gave as first entered: what its effect
    before this rewrite kept, else that effect's own lines (it was in force as entered)."""
    if before.entered or before.entered_hand is not None:
        entered, entered_hand = before.entered, before.entered_hand
    else:
        entered, entered_hand = before.lines, before.hand
    return now.model_copy(update={"entered": entered, "entered_hand": entered_hand})


def _refusal(
    s: Session,
    context: TableContext,
    exc: IllegalMove | BadMove,
    kind: str,
    target: int,
    seq: int,
) -> IllegalMoveProblem:
    """The refusal of a rewrite that makes move ``seq`` illegal, naming the moves as players
    do (the hand, never the log's number; the API's ``conflicting_seq`` has that)."""
    rule = exc.rule if isinstance(exc, IllegalMove) else None
    later = entry_name(s, context, seq)
    if kind == SEAT_SWAP:
        text = msg.swap_breaks_move(later, exc.text)
    elif kind == CORRECT and seq == target:
        text = msg.correction_illegal(later, exc.text)
    else:
        text = msg.change_breaks_later_move(
            kind == VOID, entry_name(s, context, target), later, exc.text
        )
    return IllegalMoveProblem(text, rule=rule, extra={"conflicting_seq": seq})


def _fold_names(
    s: Session, table: GameTable, game: Game[Any, Any], marks: eventlog.Marks
) -> list[str]:
    """The seat names the log gives: those at creation, late joiners in force, renames."""
    names = list(table.players)
    for seq, kind, payload in repo.event_heads(s, table.id):
        if kind == SEAT:
            number = payload.get("seat")
            if isinstance(number, int) and 0 <= number < len(names):
                names[number] = payload["name"]
        elif kind not in eventlog.PLATFORM_TYPES and marks.status(seq)[0] != "voided":
            added = game.added_seat_name(payload)
            if added is not None:
                names.append(added)
    return names


def _sync_seats(s: Session, table: GameTable, names: list[str], count: int) -> None:
    """Seat rows follow the fold; a phone whose seat is gone now watches."""
    for number, name in enumerate(names):
        repo.upsert_seat(s, table.id, number, name)
    for device in repo.devices(s, table.id):
        if device.seat is not None and device.seat >= count:
            device.seat = None
            if device.role == PLAYER:
                device.role = SPECTATOR
            s.add(device)


def _control_line(s: Session, context: TableContext, event: Event) -> Line:
    target = entry_name(s, context, int(event.payload["seq"]))
    stored = event.payload.get("reason") or ""
    reason = Text.model_validate(stored) if isinstance(stored, dict) else str(stored)
    if event.type == VOID:
        return Line(text=msg.voided_line(target, reason))
    if isinstance(event.payload.get("seat"), int):  # one seat's part of the hand reopened
        target = msg.part_of(target, event.payload["seat"])
    return Line(text=msg.corrected_line(target, reason))
