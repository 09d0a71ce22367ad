"""Seats: a random seating and first-dealer draw when a table opens, and a wrong-seat repair.

The draw's randomness is the server's (``random.SystemRandom`` unless a caller seeds one):
the table is created with the drawn order and first dealer, and its first event, a
``seating``, says what came out ("Anna sits first, Bruno deals"), so that every phone shows
it and the log keeps it. Engines never draw: they get the order and the dealer as the
table's players and options.

A wrong-seat repair: two players find after some hands that they sat in each other's
places. One ``seat_swap`` event re-reads every move logged from hand k up to itself with the
two seats exchanged (each game says where its moves name seats, :meth:`Game.swap_seats`),
and every later hand is scored again; undone like a correction, by a void. At a table in
confirmation mode it waits for the others like a hand (:mod:`.confirm`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from sqlmodel import Session

from ..games.base import BadOptions, Line, Text
from ..problems import Forbidden, Refused
from ..store import repo
from ..tables.access import Actor
from ..tables.commands import Command, NewTable, clean_reason, idempotency_key, seq_seen
from ..tables.eventlog import PLATFORM_TYPES, SEAT_SWAP, SEATING, Effect
from ..tables.pipeline import Plan, Planner
from ..tables.reads import TableContext, TableView
from ..tables.replay import rewrite
from . import words
from .confirm import hold_swap

#: The highest hand number a repair may name (a 32-bit integer, as a seq).
HAND_MAX = 2**31 - 1


@dataclass(frozen=True)
class Drawn:
    """What the draw gave: ``order[i]`` is the player (as typed on the form, counting from
    0) now at seat i; ``dealer`` the seat dealing first (None in a game without a dealer)."""

    order: tuple[int, ...]
    dealer: int | None


def draw(count: int, deals: bool, rng: random.Random | None = None) -> Drawn:
    """A random seating of ``count`` players and, if the game deals, a first dealer."""
    rng = rng or random.SystemRandom()
    order = list(range(count))
    rng.shuffle(order)
    return Drawn(tuple(order), rng.randrange(count) if deals else None)


def has_dealer(command: NewTable) -> bool:
    """Whether the game of ``command`` has a dealer (its first state names one)."""
    try:
        state = command.game.start(len(command.players), command.options)
    except BadOptions:
        return False
    return command.game.dealer(state) is not None


def drawn_table(command: NewTable, rng: random.Random | None = None) -> NewTable:
    """``command`` with its players in a drawn order and a drawn first dealer, and the
    ``seating`` event that says so as the table's first event.

    In a game whose first dealer is not an option, the seat that deals first (seat 0) is the
    one the draw's order puts there.
    """
    game = command.game
    optional = game.first_dealer_option is not None
    drawn = draw(len(command.players), optional and has_dealer(command), rng)
    dealer = drawn.dealer
    options = command.options
    if dealer is not None:
        options = game.with_first_dealer(options, dealer)
    elif has_dealer(command):
        dealer = game.first_dealer(options)
    order = drawn.order
    players = tuple(command.players[i] for i in order)
    host = order.index(command.host_seat) if command.host_seat in order else command.host_seat
    totals = command.start_totals
    if totals is not None:
        totals = tuple(totals[i] for i in order)
    payload = {"order": list(players), "dealer": dealer}
    return replace(
        command,
        players=players,
        options=options,
        host_seat=host,
        start_totals=totals,
        opening=(*command.opening, (SEATING, payload, Line(text=seating_text(dealer)))),
    )


def seating_text(dealer: int | None) -> Text:
    """ "Anna sits first, Bruno deals", with the seats' names filled in when shown."""
    if dealer is None:
        return Text(
            it="Sorteggio dei posti: primo {seat[0]}", en="Seats drawn: {seat[0]} sits first"
        )
    if dealer == 0:
        return Text(
            it="Sorteggio dei posti: primo {seat[0]}, che fa anche le carte",
            en="Seats drawn: {seat[0]} sits first and deals",
        )
    return Text(
        it=f"Sorteggio dei posti: primo {{seat[0]}}, dà le carte {{seat[{dealer}]}}",
        en=f"Seats drawn: {{seat[0]}} sits first, {{seat[{dealer}]}} deals",
    )


def seating_of(entries: Any) -> Any:
    """The ``seating`` entry of a table's log (its first event when the seats were drawn)."""
    for entry in entries:
        if entry.type == SEATING:
            return entry
        break
    return None


# -- the wrong-seat repair ----------------------------------------------------------------------


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
