"""Random Scala 40 moves for the conformance playouts.

The detailed log is played too: draws, openings of court cards (now and then with a jolly,
which a later swap takes back), attaches, discards and closings. A hand entry deals what each
player still holds from the cards not on the table (or now and then a typed total), names a
closer among the players still in (the log's closer when it has one) and sometimes closes in
mano; a seat that is out may buy back in between hands. Most moves are legal; some are not,
the way a table gets them wrong: a penalty for the closer, cards for a seat that is out, a
third copy of a card, a closer who is out, a seat forgotten, a re-entry the table does not
allow, a move out of turn, a discard that fits a meld on the table.
"""

from __future__ import annotations

from typing import Any

from ..base import Rng
from ..cards import JOKER
from .deck import PACK, deck_of, most_in_hand
from .options import Scala40Options
from .state import Scala40State, table_packs


def random_move(state: Scala40State, options: Scala40Options, rng: Rng) -> dict[str, Any]:
    out = [i for i in range(state.seats) if state.eliminated[i]]
    if out and not state.log.moves and rng.random() < 0.3:
        return {"type": "reenter", "seat": rng.choice(out)}
    if rng.random() < 0.02:
        return {"type": "reenter", "seat": rng.randrange(state.seats)}
    if state.log.closed is not None or rng.random() < 0.12:
        return _hand(state, options, rng)
    return _logged(state, options, rng)


SUITS = ("S", "H", "D", "C")
RUNS = (("10", "J", "Q", "K"), ("J", "Q", "K", "A"), ("9", "10", "J", "Q"))


def _opening(rng: Rng, with_jolly: bool) -> list[list[str]]:
    """Melds worth 40 or more: a run of court cards, now and then with a jolly in it."""
    suit = rng.choice(SUITS)
    run = [rank + suit for rank in rng.choice(RUNS)]
    if with_jolly:
        k = rng.randrange(len(run))
        run[k] = "JK=" + run[k]
    return [run]


def _logged(state: Scala40State, options: Scala40Options, rng: Rng) -> dict[str, Any]:
    """A move of the detailed log, mostly by the player in turn and mostly legal."""
    log = state.log
    active = state.active()
    if log.turn is None:
        me = rng.choice(active)
        if options.dealer_fourteen and not log.moves and rng.random() < 0.8:
            return {"type": "discard", "seat": state.dealer, "card": rng.choice(PACK)}
        source = "pozzo" if me in log.opened and rng.random() < 0.3 else "tallone"
        if rng.random() < 0.05:
            source = "pozzo"
        return {"type": "draw", "seat": me, "source": source}
    me = log.turn if rng.random() < 0.95 else rng.choice(active)
    opened = me in log.opened
    roll = rng.random()
    if roll < 0.25 and not opened:
        return {"type": "meld", "seat": me, "melds": _opening(rng, rng.random() < 0.5)}
    if roll < 0.45 and log.melds:
        number = rng.randrange(len(log.melds)) + 1
        cards = log.melds[number - 1].cards
        jolly = next((c for c in cards if c.startswith("JK=")), None)
        if jolly is not None and rng.random() < 0.7:
            return {"type": "swap", "seat": me, "meld": number, "card": jolly[3:]}
        return {"type": "attach", "seat": me, "meld": number, "cards": [rng.choice(PACK)]}
    if roll < 0.55:
        melds = _opening(rng, False) if not opened or rng.random() < 0.3 else []
        return {"type": "close", "seat": me, "melds": melds, "card": rng.choice(PACK)}
    return {"type": "discard", "seat": me, "card": rng.choice(PACK)}


def _hand(state: Scala40State, options: Scala40Options, rng: Rng) -> dict[str, Any]:
    active = state.active()
    closer = rng.choice(active) if rng.random() < 0.98 else rng.randrange(state.seats)
    if state.log.closed is not None and rng.random() < 0.95:
        closer = state.log.closed
    packs = table_packs(state, options)
    deck = [code for code in deck_of(packs) if options.jokers or code != JOKER]
    for meld in state.log.melds:  # the cards on the table are in no one's hand
        for code in meld.cards:
            card = JOKER if code.startswith(JOKER) else code
            if card in deck:
                deck.remove(card)
    hands: list[list[str] | int | None] = []
    for i in range(state.seats):
        if (i == closer or state.eliminated[i]) and rng.random() < 0.97:
            hands.append(None)
            continue
        if rng.random() < 0.1:
            most = most_in_hand(options.joker_in_hand, options.jokers, packs)
            hands.append(rng.randrange(1, most + 2))  # now and then one too many
            continue
        size = min(rng.randrange(1, 14), len(deck))
        hands.append([deck.pop(rng.randrange(len(deck))) for _ in range(size)] or 0)
    if rng.random() < 0.02:
        hands.pop()  # a seat forgotten
    if rng.random() < 0.02:
        spare = next((h for h in hands if isinstance(h, list)), None)
        if spare is not None:
            code = rng.choice(PACK)
            spare.extend([code] * (packs + 1))  # one copy of a card too many
    move: dict[str, Any] = {"type": "hand", "closer": closer, "hands": hands}
    if state.log.closed is None or rng.random() < 0.05:
        move["in_mano"] = rng.random() < 0.15
    return move
