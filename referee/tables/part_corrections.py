"""A correction that reopens one part of a hand made of parts.

A hand whose players each entered their own part is logged as one hand event, right after
its last part. When one player finds they miscounted, the table should not enter the whole
hand again: a correction whose move is a part (``{"type": "part", "seat": k, "part":
{...}}``, the body a phone sends for its part) takes that hand's parts as they stand, puts
seat ``k``'s new part in place of the old, and asks the game for the whole-hand move again.
That move is the correction, as if it had been entered whole, so the replay, the
confirmations and the export treat it as any other; the correction also keeps the parts it
was made of (``parts``) and whose part it reopened (``seat``), so a later correction of
another part starts from them, and an imported file reopens the same part again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlmodel import Session

from ..games.base import BadMove, IllegalMove, Text
from ..problems import IllegalMoveProblem, Invalid, Refused
from ..store import Event, repo
from .access import Actor, check_may_void
from .eventlog import Effect
from .moves import parse_move
from .parts import PART, enter_part, parts_logged
from .reads import TableContext
from .switches import OptionsByHand

NOT_IN_PARTS = Text(
    it="Questa mano non è stata inserita a parti: correggetela intera.",
    en="This hand was not entered in parts: correct it whole.",
)
CORRECTED_WHOLE = Text(
    it="Questa mano è già stata corretta intera: correggetela di nuovo intera.",
    en="This hand was already corrected whole: correct it whole again.",
)


def is_part(move: Mapping[str, Any]) -> bool:
    """Whether a correction's move is one seat's part rather than a whole move."""
    return move.get("type") == PART


def corrected_by_part(
    s: Session,
    context: TableContext,
    actor: Actor,
    target: Event,
    move: Mapping[str, Any],
    hands_before: int,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The whole-hand move the hand at ``target`` becomes with ``move``'s part in place of
    that seat's, and what the correction keeps beside it (``seat`` and ``parts``).

    ``hands_before`` is the number of hands finished before it (the options in force are
    that hand's). Raises a problem: the hand was not made of parts, the part is malformed or
    breaks a rule, or the parts no longer make one hand.
    """
    game = context.game
    spec = game.parts
    part_move = enter_part(context.id, move, 0, None)  # only its seat and part are read
    if spec is None:
        raise Refused(NOT_IN_PARTS, field="move")
    if part_move.part is None:
        raise Invalid(
            Text(it="Serve la parte corretta.", en="The corrected part is needed."),
            field="move.part",
        )
    state, options = _before(s, context, target, hands_before)
    parts = _parts_of(s, context, target, state, options)
    check_may_void(actor, target.type, target.author_id)  # as a whole correction
    try:
        part = spec.entered(state, options, part_move.seat, part_move.part)
    except BadMove as exc:
        raise Invalid(exc.text, field="move.part") from None
    except IllegalMove as exc:
        raise IllegalMoveProblem(exc.text, rule=exc.rule) from None
    parts[part_move.seat] = spec.dump(part)
    try:
        whole = spec.move(state, options, {k: spec.parse(p) for k, p in parts.items()})
        game.apply(state, parse_move(game, whole), options)
    except IllegalMove as exc:
        raise IllegalMoveProblem(exc.text, rule=exc.rule) from None
    kept = {"seat": part_move.seat, "parts": {str(k): p for k, p in sorted(parts.items())}}
    return whole, kept


def _before(s: Session, context: TableContext, target: Event, hands_before: int) -> tuple[Any, Any]:
    """The state just before the hand at ``target`` and the options in force in it."""
    game = context.game
    by_hand = OptionsByHand(game, context.table.options, context.table.switches or [])
    state = game.load_state(repo.snapshot(s, context.id, target.seq - 1).state)
    return state, by_hand.at(hands_before + 1)


def _parts_of(
    s: Session, context: TableContext, target: Event, state: Any, options: Any
) -> dict[int, dict[str, Any]]:
    """The parts the hand at ``target`` is made of as it stands: those its last part
    correction kept, else those logged just before it (when they make that very hand)."""
    effect = Effect.model_validate(repo.snapshot(s, context.id, target.seq).effect)
    if effect.status == "corrected" and effect.by is not None:
        correction = repo.event(s, context.id, effect.by)
        kept = correction.payload.get("parts") if correction is not None else None
        if not isinstance(kept, Mapping):
            raise Refused(CORRECTED_WHOLE, field="move")
        return {int(k): dict(p) for k, p in kept.items()}
    spec = context.game.parts
    assert spec is not None
    logged = {p.seat: p.part for p in parts_logged(s, context.id, before=target.seq)}
    if not logged or spec.missing(state, options, logged):
        raise Refused(NOT_IN_PARTS, field="move")
    try:
        made = spec.move(state, options, {k: spec.parse(p) for k, p in logged.items()})
        same = context.game.dump_move(context.game.parse_move(made)) == target.payload
    except (BadMove, IllegalMove):
        same = False
    if not same:  # parts were in, but the hand was entered whole over them
        raise Refused(NOT_IN_PARTS, field="move")
    return logged


def check_kept(
    s: Session,
    context: TableContext,
    target: Event,
    replacement: Mapping[str, Any],
    kept: Mapping[str, Any],
    hands_before: int,
) -> dict[str, Any]:
    """What a correction read from a file keeps beside its move (``seat`` and ``parts``),
    once the parts are seen to make that very move: a file cannot keep parts that say
    another hand."""
    game, spec = context.game, context.game.parts
    parts, seat_no = kept.get("parts"), kept.get("seat")
    if spec is None or not isinstance(parts, Mapping) or str(seat_no) not in parts:
        raise Refused(NOT_IN_PARTS, field="move")
    state, options = _before(s, context, target, hands_before)
    try:
        read = {int(k): spec.parse(p) for k, p in parts.items()}
        made = game.dump_move(game.parse_move(spec.move(state, options, read)))
    except (BadMove, IllegalMove, ValueError, TypeError):
        raise Refused(NOT_IN_PARTS, field="move") from None
    if made != replacement:
        raise Refused(NOT_IN_PARTS, field="move")
    return {"seat": int(seat_no), "parts": {str(k): spec.dump(p) for k, p in sorted(read.items())}}


def parts_of_hand(
    s: Session, context: TableContext, seq: int, hands_before: int
) -> dict[int, dict[str, Any]] | None:
    """The parts the hand at ``seq`` is made of as it stands, by seat; None when it was not
    made of parts (or was corrected whole since)."""
    target = repo.event(s, context.id, seq)
    if target is None or context.game.parts is None:
        return None
    state, options = _before(s, context, target, hands_before)
    try:
        parts = _parts_of(s, context, target, state, options)
    except Refused:
        return None
    return dict(sorted(parts.items()))
