"""Which events of a table's log are in force: voids and corrections folded.

A ``void`` event names an earlier seq and takes it out of the fold; voiding a void puts its
target back. A ``correct`` event names an earlier game move and replaces its move at the
same place in the fold; the latest correction in force wins. Nothing is ever removed from
the log itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from ..games.base import HandResult, Line

VOID = "void"
CORRECT = "correct"
#: Two seats exchanged in the moves logged from a hand on (a wrong-seat repair): the payload's
#: ``seq`` is the first move it re-reads, ``seats`` the two seats.
SEAT_SWAP = "seat_swap"
CONTROL_TYPES = frozenset({VOID, CORRECT, SEAT_SWAP})
HOST = "host"
SEAT = "seat"
#: A phone sat down at a seat, took it over from another phone, or left it.
SIT = "sit"
#: A finished table's rematch was started (the payload names the new table).
REMATCH = "rematch"
#: A seated player contests a logged move (``referee.disputes``), withdraws a contest, or
#: votes on how to settle one; a resolution settles it (and may rescore the game).
CONTEST = "contest"
WITHDRAW = "withdraw"
VOTE = "vote"
RESOLVE = "resolve"
DISPUTE_TYPES = frozenset({CONTEST, WITHDRAW, VOTE, RESOLVE})
#: Events that may rewrite earlier results (a resolution may rescore earlier hands).
REWRITING_TYPES = CONTROL_TYPES | {RESOLVE}
#: A seat counted on a person's page ("this is me", :mod:`referee.record.linking`): the
#: payload names the seat and the person.
PERSON = "person"
#: A player's own part of the hand in play, entered on their phone (:mod:`.parts`), or
#: withdrawn (``part`` null): the last part in makes the hand.
HAND_PART = "hand_part"
#: Events that change neither the game nor any score: a writer who missed them is not stale.
PRESENCE_TYPES = frozenset({SIT, REMATCH, CONTEST, WITHDRAW, VOTE, PERSON, HAND_PART})
#: The seats and the first dealer drawn by the server when the table was created.
SEATING = "seating"
#: The table's house options beside the game's (what a penalty costs, confirmations), logged
#: when it opens.
HOUSE = "house"
#: A pending hand confirmed by a player (the last confirmation logs the hand), or declined.
CONFIRM_HAND = "confirm_hand"
DECLINE_HAND = "decline_hand"
#: Events of the table's people, never voided: a change is undone by another change.
ADMIN_TYPES = (
    frozenset({HOST, SEAT, SEATING, HOUSE, CONFIRM_HAND, DECLINE_HAND})
    | PRESENCE_TYPES
    | DISPUTE_TYPES
)
#: An irregularity recorded in the penalty ledger, or a hand waiting for the table's
#: confirmation: recorded beside the game's moves, voided like a move. A penalty's points,
#: when the table counts them, change the game's totals (:mod:`.penalties`); a pending hand
#: counts nowhere until it is confirmed.
IRREGULARITY = "irregularity"
#: A hand entered at a table in confirmation mode, waiting for the other players: it counts
#: nowhere until the last confirmation logs its move.
PENDING_HAND = "pending_hand"
RECORD_TYPES = frozenset({IRREGULARITY, PENDING_HAND})
PLATFORM_TYPES = CONTROL_TYPES | ADMIN_TYPES | RECORD_TYPES


@dataclass(frozen=True)
class Control:
    """A void or correction: its own seq, its kind, the seq it targets."""

    seq: int
    type: str
    target: int


@dataclass(frozen=True)
class Marks:
    """For each affected seq, the seq of the void or the correction in force."""

    voided: dict[int, int] = field(default_factory=dict)
    corrected: dict[int, int] = field(default_factory=dict)

    def status(self, seq: int) -> tuple[str, int | None]:
        if seq in self.voided:
            return "voided", self.voided[seq]
        if seq in self.corrected:
            return "corrected", self.corrected[seq]
        return "active", None


def fold_marks(controls: Iterable[Control]) -> Marks:
    """Walk the controls from the newest: a voided control has no effect."""
    voided: dict[int, int] = {}
    corrected: dict[int, int] = {}
    for control in sorted(controls, key=lambda c: c.seq, reverse=True):
        if control.seq in voided:
            continue
        if control.type == VOID:
            voided.setdefault(control.target, control.seq)
        elif control.type == CORRECT:
            corrected.setdefault(control.target, control.seq)
    return Marks(voided, corrected)


def first_changed(before: Marks, after: Marks) -> int | None:
    """The earliest seq whose status differs between two foldings, or None."""
    seqs = set(before.voided) | set(after.voided) | set(before.corrected) | set(after.corrected)
    changed = [s for s in seqs if before.status(s) != after.status(s)]
    return min(changed) if changed else None


Status = Literal["active", "voided", "corrected"]


class Effect(BaseModel):
    """What an event did under the log as it stands: kept with the event's snapshot.

    ``status`` says whether the event is in force; ``by`` names the void or correction that
    took it out or replaced it; ``lines`` explain it; ``hand`` is the hand it scored. A
    corrected move keeps, in ``entered`` and ``entered_hand``, the lines and the hand it gave
    as first entered, so that the log shows what was entered beside what it became.
    """

    model_config = ConfigDict(frozen=True)

    status: Status = "active"
    by: int | None = None
    lines: tuple[Line, ...] = ()
    hand: HandResult | None = None
    entered: tuple[Line, ...] = ()
    entered_hand: HandResult | None = None
    #: An undo or a correction that ended the game (``ended``) or opened it again
    #: (``reopened``) when it was made: every phone is told so.
    turn: Literal["ended", "reopened"] | None = None

    def stored(self) -> dict[str, Any]:
        """The JSON kept in the snapshot row."""
        return self.model_dump(mode="json")
