"""Random Efele moves for the conformance playouts.

A playout mixes claims (mostly good sets from the cards still in play; now and then five cards,
two Welis, a mixed set, a 6, a seat already out), the in-hand log (draws, cards to the centre
and thrown onto them, reshuffles, deadlocks, sometimes where the log forbids them), whole games
entered at once (now and then with a seat twice), new games, forfeits and the end of the
evening, which comes after a few games.
"""

from __future__ import annotations

from typing import Any

from ..base import Rng
from .cards import VALUES, WELI, deck_cards, value_of
from .in_hand import live_values
from .options import EfeleOptions
from .state import EfeleState

LONG_SUITS = {"H": "Herz", "L": "Laub", "E": "Eichel", "S": "Schellen"}
FORFEITS = ("Lava i piatti", "Paga il gelato", "Canta una canzone")


def random_move(state: EfeleState, options: EfeleOptions, rng: Rng) -> dict[str, Any]:
    if state.finished:
        return _claim(state, options, rng)
    if state.game_over:
        roll = rng.random()
        if roll < 0.15:
            return {"type": "end"}
        if roll < 0.22:
            return {"type": "penalty", "forfeit": rng.choice(FORFEITS)}
        if roll < 0.4:
            return _whole_game(state, rng)
        if roll < 0.42:
            return _claim(state, options, rng)  # the game is over: refused
        return {"type": "new_game"}
    if not state.logged:
        roll = rng.random()
        if roll < 0.15:
            return _whole_game(state, rng)
        if roll < 0.2:
            return {"type": "penalty", "forfeit": rng.choice(FORFEITS)}
        if roll < 0.23:
            return {"type": "end"}
        if roll < 0.25:
            return {"type": "new_game"}  # the game has not ended: refused
    if len(state.dead_values()) >= 3 and rng.random() < 0.85:
        live = live_values(state, options)
        if not live:
            return {"type": "deadlock"}
        return _centre(state, options, rng, value=rng.choice(live))
    roll = rng.random()
    if roll < 0.3:
        return _claim(state, options, rng)
    if roll < 0.55:
        return _draw(state, options, rng)
    if roll < 0.75:
        return _centre(state, options, rng)
    if roll < 0.88:
        return _throw(state, options, rng)
    if roll < 0.94:
        return {"type": "reshuffle"}
    return {"type": "deadlock"}


def _in_play(state: EfeleState, options: EfeleOptions) -> list[str]:
    """The cards neither face up in the centre nor gone with a player out."""
    gone = set(state.centre) | set(state.out_of_play(options))
    return [c for c in deck_cards(options.deck) if c not in gone]


def _player(state: EfeleState, rng: Rng) -> int:
    """A seat still playing; now and then one that went out, or one not at the table."""
    left = state.still_in()
    roll = rng.random()
    if roll < 0.02:
        return state.seats
    if roll < 0.05 or not left:
        return rng.randrange(state.seats)
    return rng.choice(left)


def _claim(state: EfeleState, options: EfeleOptions, rng: Rng) -> dict[str, Any]:
    me = _player(state, rng)
    cards = _in_play(state, options)
    weli = WELI in cards
    by_value = {v: [c for c in cards if value_of(c) == v] for v in VALUES}
    full = [v for v, cs in by_value.items() if len(cs) == 4]
    three = [v for v, cs in by_value.items() if len(cs) == 3 and weli]
    roll = rng.random()
    if roll < 0.04:
        hand = [rng.choice(deck_cards("salzburger33")) for _ in range(rng.choice((3, 4, 5)))]
    elif roll < 0.06:
        hand = ["7H", "7L", WELI, WELI]
    elif roll < 0.08:
        hand = ["6S", "7H", "7L", "7E"]
    elif (full or three) and roll < 0.97:
        value = rng.choice(full + three)
        hand = list(by_value[value])
        if len(hand) == 4 and weli and rng.random() < 0.3:
            hand[rng.randrange(4)] = WELI
        elif len(hand) == 3:
            hand.append(WELI)
        if rng.random() < 0.1:
            hand = [_long(c) for c in hand]
    else:
        hand = [rng.choice(cards or ["7H"]) for _ in range(4)]
    return {"type": "claim", "seat": me, "cards": hand}


def _long(code: str) -> str:
    """A card as players write it out: ``O-Herz``, ``7-Schellen``, ``Weli``."""
    if code == WELI:
        return "Weli"
    return code[:-1] + "-" + LONG_SUITS[code[-1]]


def _draw(state: EfeleState, options: EfeleOptions, rng: Rng) -> dict[str, Any]:
    cards = _in_play(state, options) or ["7H"]
    dead = state.dead_values()
    pool = [c for c in cards if value_of(c) in dead] if dead and rng.random() < 0.5 else cards
    return {
        "type": "draw",
        "seat": _player(state, rng),
        "card": rng.choice(pool or cards),
        "source": "tallone" if rng.random() < 0.75 else "neighbour",
    }


def _centre(
    state: EfeleState, options: EfeleOptions, rng: Rng, value: str | None = None
) -> dict[str, Any]:
    cards = _in_play(state, options) or ["7H"]
    if value is not None:
        cards = [c for c in cards if value_of(c) == value] or cards
    card = rng.choice(cards)
    move: dict[str, Any] = {"type": "centre", "seat": _player(state, rng), "card": card}
    if card == WELI and options.weli_centre == "named_value" and rng.random() < 0.9:
        move["value"] = value or rng.choice(VALUES)
    return move


def _throw(state: EfeleState, options: EfeleOptions, rng: Rng) -> dict[str, Any]:
    cards = [c for c in _in_play(state, options) if c != WELI] or ["7H"]
    value = state.round_value
    if value is None or rng.random() < 0.15:
        value = rng.choice(VALUES)
    same = [c for c in cards if value_of(c) == value] or cards
    count = 1 if len(same) == 1 or rng.random() < 0.7 else 2
    picked = [same[i] for i in sorted(_sample(len(same), count, rng))]
    return {"type": "throw", "seat": _player(state, rng), "cards": picked}


def _sample(n: int, k: int, rng: Rng) -> set[int]:
    chosen: set[int] = set()
    while len(chosen) < min(n, k):
        chosen.add(rng.randrange(n))
    return chosen


def _whole_game(state: EfeleState, rng: Rng) -> dict[str, Any]:
    order = list(range(state.seats))
    for i in range(len(order) - 1, 0, -1):
        j = rng.randrange(i + 1)
        order[i], order[j] = order[j], order[i]
    order = order[:-1]
    if rng.random() < 0.05:
        order.append(order[0])  # a seat twice: refused
    return {"type": "game", "exit_order": order}
