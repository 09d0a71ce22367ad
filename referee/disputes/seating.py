"""A wrong-seat repair: two players find after some hands that they sat in each other's
places. One ``seat_swap`` event re-reads every move logged from hand k up to itself with the
two seats exchanged (each game says where its moves name seats, :meth:`Game.swap_seats`),
and every later hand is scored again; undone like a correction, by a void. At a table in
confirmation mode it waits for the others like a hand (:mod:`.confirm`).

The opening seat draw, when a table opens, is the tables' own (:mod:`referee.tables.seat_draw`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from sqlmodel import Session

from ..games.base import Line, Text
from ..problems import Forbidden, Refused
from ..store import repo
from ..tables.access import Actor
from ..tables.commands import Command, clean_reason, idempotency_key, seq_seen
from ..tables.eventlog import PLATFORM_TYPES, SEAT_SWAP, Effect
from ..tables.pipeline import Plan, Planner
from ..tables.reads import TableContext, TableView
from ..tables.replay import rewrite
from . import words
from .confirm import hold_swap

#: The highest hand number a repair may name (a 32-bit integer, as a seq).
HAND_MAX = 2**31 - 1


@dataclass(frozen=True, kw_only=True)
class SwapSeats(Command):
    """Seats ``seats`` exchanged in every move logged from hand ``hand`` on."""

    kind: ClassVar[str] = SEAT_SWAP
    seats: tuple[int, int]
    hand: int
    reason: str = ""

    def request(self) -> Any:
        return {"seats": list(self.seats), "hand": self.hand, "reason": self.reason}


def swap_seats(
    table_id: str, seats: Any, hand: Any, reason: Any, expected_seq: Any, key: Any = None
) -> SwapSeats:
    """A repair's command from raw input: two seat numbers, a hand number, a reason."""
    from ..problems import Invalid

    if isinstance(seats, list | tuple):
        seats = [words.whole(x) for x in seats]
    hand = words.whole(hand)
    if (
        not isinstance(seats, list | tuple)
        or len(seats) != 2
        or any(isinstance(x, bool) or not isinstance(x, int) or x < 0 for x in seats)
    ):
        raise Invalid(words.TWO_SEATS, field="seats")
    if isinstance(hand, bool) or not isinstance(hand, int) or not 1 <= hand <= HAND_MAX:
        raise Invalid(words.HAND_NUMBER, field="hand")
    return SwapSeats(
        table_id=table_id,
        seats=(int(seats[0]), int(seats[1])),
        hand=hand,
        reason=clean_reason(reason),
        expected_seq=seq_seen(expected_seq),
        key=idempotency_key(key),
    )


def plan_swap_seats(actor: Actor, command: SwapSeats) -> Planner:
    a, b = command.seats

    def plan(s: Session, context: TableContext) -> Plan:
        if not actor.can_play:
            raise Forbidden(words.SEATED_ONLY)
        names = TableView.at_head(s, context).names
        if a == b or not (0 <= a < len(names) and 0 <= b < len(names)):
            raise Refused(words.TWO_SEATS, field="seats")
        first = first_seq_of_hand(s, context, command.hand)
        payload = {
            "seq": first,
            "seats": [a, b],
            "hand": command.hand,
            "reason": command.reason,
        }
        line = Line(text=swap_text(a, b, command.hand, command.reason))
        held = hold_swap(s, context, actor, payload, line)
        if held is not None:
            return held  # a table in confirmation mode: it waits like a hand
        return rewrite(s, context, actor, SEAT_SWAP, payload, None, line)

    return plan


def first_seq_of_hand(s: Session, context: TableContext, hand: int) -> int:
    """The seq of the first move of hand ``hand`` (counting the hands in force), refused if
    nothing of that hand is logged yet."""
    table_id = context.id
    events = repo.events_from(s, table_id, 1)
    effects = {
        seq: Effect.model_validate(snap.effect)
        for seq, snap in repo.snapshots_from(s, table_id, 1).items()
    }
    start = 1
    if hand > 1:
        ends = [
            e.seq
            for e in events
            if effects[e.seq].status != "voided"
            and effects[e.seq].hand is not None
            and effects[e.seq].hand.number == hand - 1  # type: ignore[union-attr]
            and e.type not in PLATFORM_TYPES
        ]
        if not ends:
            raise Refused(words.no_hand(hand), field="hand")
        start = max(ends) + 1
    moves = [
        e.seq
        for e in events
        if e.seq >= start and e.type not in PLATFORM_TYPES and effects[e.seq].status != "voided"
    ]
    if not moves:
        raise Refused(words.no_hand(hand), field="hand")
    return moves[0]


def swap_text(a: int, b: int, hand: int, reason: str) -> Text:
    said = f": {reason}" if reason else ""
    safe = said.replace("{", "{{").replace("}", "}}")
    return Text(
        it=f"{{seat[{a}]}} e {{seat[{b}]}} si scambiano i posti dalla mano {hand}{safe}",
        en=f"{{seat[{a}]}} and {{seat[{b}]}} swap seats from hand {hand}{safe}",
    )
