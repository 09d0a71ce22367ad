"""Random Scala 40 moves for the conformance playouts.

A hand entry deals what each player still holds from the two packs (or now and then a typed
total), names a closer among the players still in and sometimes closes in mano; a seat that
is out may buy back in. Most moves are legal; some are not, the way a table gets them wrong:
a penalty for the closer, cards for a seat that is out, a third copy of a card, a closer who
is out, a seat forgotten, a re-entry the table does not allow.
"""

from __future__ import annotations

from typing import Any

from ..base import Rng
from ..cards import JOKER
from .deck import DECK, PACK, most_in_hand
from .options import Scala40Options
from .state import Scala40State


def random_move(state: Scala40State, options: Scala40Options, rng: Rng) -> dict[str, Any]:
    out = [i for i in range(state.seats) if state.eliminated[i]]
    if out and rng.random() < 0.3:
        return {"type": "reenter", "seat": rng.choice(out)}
    if rng.random() < 0.02:
        return {"type": "reenter", "seat": rng.randrange(state.seats)}
    return _hand(state, options, rng)


def _hand(state: Scala40State, options: Scala40Options, rng: Rng) -> dict[str, Any]:
    active = state.active()
    closer = rng.choice(active) if rng.random() < 0.98 else rng.randrange(state.seats)
    deck = [code for code in DECK if options.jokers or code != JOKER]
    hands: list[list[str] | int | None] = []
    for i in range(state.seats):
        if (i == closer or state.eliminated[i]) and rng.random() < 0.97:
            hands.append(None)
            continue
        if rng.random() < 0.1:
            most = most_in_hand(options.joker_in_hand, options.jokers)
            hands.append(rng.randrange(1, most + 2))  # now and then one too many
            continue
        size = rng.randrange(1, 14)
        hands.append([deck.pop(rng.randrange(len(deck))) for _ in range(size)])
    if rng.random() < 0.02:
        hands.pop()  # a seat forgotten
    if rng.random() < 0.02:
        spare = next((h for h in hands if isinstance(h, list)), None)
        if spare is not None:
            code = rng.choice(PACK)
            spare.extend([code, code, code])  # three of one card
    return {"type": "hand", "closer": closer, "in_mano": rng.random() < 0.15, "hands": hands}
