"""An entry of the log as players name it, never by its number in the log: the hand it scored
("la mano 3", "hand 3"; "la partita 3" where each game of the evening scores: the game's
unit), else what it is and the hand it belongs to ("«Rientro» durante la mano 4")."""

from __future__ import annotations

from sqlmodel import Session

from ..games.base import Text
from ..games.base.units import noun
from ..store import repo
from .eventlog import (
    CONTEST,
    CORRECT,
    IRREGULARITY,
    PENDING_HAND,
    RESOLVE,
    SEAT_SWAP,
    VOID,
    Effect,
)
from .reads import TableContext

#: What the table's own entries are, where a game move would be named by its label.
PLATFORM_LABELS: dict[str, Text] = {
    IRREGULARITY: Text(it="Penalità", en="Penalty"),
    SEAT_SWAP: Text(it="Scambio di posti", en="Seat swap"),
    PENDING_HAND: Text(it="In attesa di conferma", en="Waiting for confirmation"),
    VOID: Text(it="Annullamento", en="Undo"),
    CORRECT: Text(it="Correzione", en="Correction"),
    CONTEST: Text(it="Contestazione", en="Contest"),
    RESOLVE: Text(it="Decisione", en="Ruling"),
}


def hand_of(s: Session, table_id: str, target: int) -> int:
    """The number of the hand move ``target`` is part of: the hand it scored or the first
    one scored after it, else the hand under way (the one after the last scored before)."""
    before = 0
    for event, effect in repo.log_rows(s, table_id):
        done = Effect.model_validate(effect)
        if done.hand is None or done.status == "voided":
            continue
        if event.seq >= target:
            return done.hand.number
        before = done.hand.number
    return before + 1


def entry_name(s: Session, context: TableContext, seq: int) -> Text:
    """Entry ``seq`` as players name it: "la mano 3" / "hand 3" when it scored a hand (an
    undone one too), else "«Rientro» durante la mano 4" / "“Re-entry” during hand 4"."""
    unit = noun(context.game.unit)
    event = repo.event(s, context.id, seq)
    if event is not None:
        done = Effect.model_validate(repo.snapshot(s, context.id, seq).effect)
        spec = context.game.move_spec(event.type)
        if done.hand is not None and (spec is None or spec.is_hand):
            number = done.hand.number
            return Text(it=f"la {unit.it} {number}", en=f"{unit.en} {number}")
    kind = event.type if event is not None else ""
    spec = context.game.move_spec(kind)
    label = spec.label if spec is not None else PLATFORM_LABELS.get(kind, Text(it=kind, en=kind))
    n = hand_of(s, context.id, seq)
    return Text(
        it=f"«{label.it}» durante la {unit.it} {n}", en=f"“{label.en}” during {unit.en} {n}"
    )
