"""The opening seat draw: a random seating and first dealer when a table opens.

The draw's randomness is the server's (``random.SystemRandom`` unless a caller seeds one):
the table is created with the drawn order and first dealer, and its first event, a
``seating``, says what came out ("Anna sits first, Bruno deals"), so that every phone shows
it and the log keeps it. Engines never draw: they get the order and the dealer as the
table's players and options.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from ..games.base import BadOptions, Line, Text
from .commands import NewTable
from .eventlog import SEATING


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
