"""Random Tamalo moves for the conformance playouts.

A playout mixes hand entries (cards dealt from one real deck, sometimes a typed total) with
the in-hand log (calls, penalties, discards, matches, takes, powers, named moves) and late
joiners. Most moves are legal; some are not, the way a table gets them wrong: a second call,
a turn played by the caller, a card discarded onto a joker still to be taken, a match onto a
covered card, a power with no target, a seat that is not at the table, a hand entry missing a
seat. A hand entry comes about one move in four, so a game reaches its end.
"""

from __future__ import annotations

from typing import Any

from ..base import Rng
from ..cards import JOKER, RANKS, SUITS, parse_card
from .discards import power_of
from .in_hand import NAMED_MOVES, PENALTY_CAUSES
from .options import TamaloOptions
from .state import TamaloState
from .turns import joker_due

DECK: tuple[str, ...] = tuple(rank + suit for rank in RANKS for suit in SUITS)
NAMES = ("Zoe", "Ugo", "Ada", "Lia")
IN_HAND = ("tamalo", "penalty", "discard", "match", "take", "power", "named")
TURN_MOVES = ("discard", "take", "power")


def random_move(state: TamaloState, options: TamaloOptions, rng: Rng) -> dict[str, Any]:
    roll = rng.random()
    if roll < 0.25:
        return _hand(state, options, rng)
    if roll < 0.28:
        return {"type": "join", "name": rng.choice(NAMES)}
    kind = rng.choice(_kinds(state, rng))
    me = _player(state, rng) if kind in TURN_MOVES else _seat(state, rng)
    due = joker_due(state)
    if due is not None and kind == "discard" and rng.random() < 0.9:
        kind = "take"  # the joker goes to the next player
    if due is not None and kind == "take" and me == due.seat and rng.random() < 0.9:
        me = (me + 1) % state.seats
    if kind == "tamalo":
        return {"type": "tamalo", "seat": me}
    if kind == "penalty":
        return {"type": "penalty", "seat": me, "cause": rng.choice(sorted(PENALTY_CAUSES))}
    if kind == "named":
        return {"type": "named", "seat": me, "name": rng.choice(sorted(NAMED_MOVES))}
    if kind == "take":
        return {"type": "take", "seat": me}
    if kind == "power":
        return {"type": "power", "seat": me, "targets": _targets(state, options, me, rng)}
    card = _card(options, rng)
    if kind == "match" and state.pile and rng.random() < 0.8:
        top = parse_card(state.pile[-1].card)
        card = JOKER if top.is_joker else top.rank + rng.choice(SUITS)
    return {"type": kind, "seat": me, "card": card}


def _kinds(state: TamaloState, rng: Rng) -> list[str]:
    """The in-hand moves to draw from: those on the pile mostly when there is a pile."""
    if not state.pile:
        return list(IN_HAND) if rng.random() < 0.1 else ["tamalo", "penalty", "discard", "named"]
    top = state.pile[-1]
    return [*IN_HAND, *(["power", "power"] if not top.power_used else [])]


def _seat(state: TamaloState, rng: Rng) -> int:
    """A seat at the table; now and then one past the last (TAM-PLAYERS)."""
    return state.seats if rng.random() < 0.02 else rng.randrange(state.seats)


def _player(state: TamaloState, rng: Rng) -> int:
    """A seat playing a turn: the caller now and then, who has no more turns (TAM-CALL)."""
    players = [s for s in range(state.seats) if s != state.caller]
    return _seat(state, rng) if rng.random() < 0.05 else rng.choice(players)


def _card(options: TamaloOptions, rng: Rng) -> str:
    """A card of the deck in play; now and then a joker at a table without (TAM-JOKE)."""
    if rng.random() < (0.1 if options.jokers else 0.01):
        return JOKER
    return rng.choice(DECK)


def _targets(state: TamaloState, options: TamaloOptions, me: int, rng: Rng) -> list[int]:
    """Targets the top discard's power allows, the caller's cards being immune to others."""
    if not state.pile or rng.random() < 0.05:
        return []
    power = power_of(parse_card(state.pile[-1].card), options)
    aimable = [s for s in range(state.seats) if s == me or s != state.caller]
    others = [s for s in aimable if s != me]
    if power in (None, "look_own"):
        return rng.choice(([], [me]))
    if not others:
        return [me]  # nobody to aim at: refused
    if power == "look_other":
        return [rng.choice(others)]
    if power == "swap":
        return [rng.choice(aimable), rng.choice(aimable)]
    looked = rng.choice(others)
    return [looked] if rng.random() < 0.5 else [looked, rng.choice(aimable)]


def _hand(state: TamaloState, options: TamaloOptions, rng: Rng) -> dict[str, Any]:
    """The cards left in each hand, dealt from one deck (jokers as the table plays them).

    The cards on the discard pile are left out, but now and then a hand is dealt from the
    whole deck and may hold a card its seat threw away (TAM-DECK).
    """
    deck = [*DECK, *[JOKER] * options.jokers]
    if rng.random() < 0.97:
        for thrown in state.pile:
            if thrown.card in deck:  # the log does not stop a card being discarded twice
                deck.remove(thrown.card)
    hands: list[list[str] | int] = []
    seats = state.seats - 1 if rng.random() < 0.03 else state.seats  # a seat forgotten
    for _ in range(seats):
        if rng.random() < 0.1:
            hands.append(rng.randrange(41))  # a typed total
            continue
        size = rng.randrange(options.cards + 3)
        hands.append([deck.pop(rng.randrange(len(deck))) for _ in range(size)])
    if state.caller is not None:
        caller = state.caller
    else:
        caller = rng.randrange(state.seats) if rng.random() < 0.6 else None
    return {"type": "hand", "caller": caller, "hands": hands}
