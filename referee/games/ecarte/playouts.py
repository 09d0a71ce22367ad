"""Random Ecarté moves for the conformance playouts.

About half the hands are entered as summaries, the others step by step: the turn-up, the
exchange, now and then a King declared, and five tricks of cards not yet played. Most moves
are legal; now and then a seat throws in its cards during the tricks. Some moves are not
legal, the way a table gets them wrong: tricks that do not total 5, the
wrong seat answering, more cards changed than the stock holds, a card played twice, the
King declared by the seat that does not hold it.
"""

from __future__ import annotations

from typing import Any

from ..base import Rng
from .deck import DECK, HAND_SIZE, king_of, suit_of
from .options import EcarteOptions
from .state import EcarteState


def random_move(state: EcarteState, options: EcarteOptions, rng: Rng) -> dict[str, Any]:
    log = state.log
    if state.finished:
        return _summary(state, rng)
    if log.tricks:
        thrower = _thrower(state)
        if thrower is not None:
            return {"type": "throw_in", "seat": thrower}
        return _trick(state, rng)
    if log.pending == "answer":
        s = state.dealer if rng.random() < 0.95 else state.challenger
        return {"type": "accept" if rng.random() < 0.7 else "refuse", "seat": s}
    if log.pending is not None:
        due = state.challenger if log.pending == "challenger" else state.dealer
        s = due if rng.random() < 0.95 else 1 - due
        most = min(HAND_SIZE, log.stock + (1 if rng.random() < 0.05 else 0))
        return {"type": "exchange", "seat": s, "cards": rng.randrange(most + 1)}
    roll = rng.random()
    if log.empty:
        if roll < 0.45:
            return _summary(state, rng)
        if roll < 0.95:
            return {"type": "turn_up", "card": rng.choice(DECK)}
    if log.closed is None and log.declared is None:
        if roll < 0.05:
            return _summary(state, rng)
        if roll < 0.6:
            return {"type": "propose", "seat": state.challenger}
        if roll < 0.97:
            return {"type": "play"}
        return {"type": "declare_king", "seat": rng.randrange(2)}
    if log.declared is None and roll < 0.25:
        return {"type": "declare_king", "seat": rng.randrange(2)}
    if log.trump is None or roll > 0.9:
        return _summary(state, rng)
    return _trick(state, rng)


def _thrower(state: EcarteState) -> int | None:
    """Now and then a seat throws in its cards (ECA-THROW), chosen from the state alone (no
    draw from the generator): in every fourth hand, after two tricks, the seat that took the
    second (with 1 or 2 tricks); two hands later, after one trick, the seat that lost it
    (with none: the vole)."""
    tricks = state.log.tricks
    if state.hand % 4 == 0 and len(tricks) == 2:
        return tricks[-1].winner
    if state.hand % 4 == 2 and len(tricks) == 1:
        return 1 - tricks[0].winner
    return None


def _trick(state: EcarteState, rng: Rng) -> dict[str, Any]:
    """Two cards not played yet, the answer mostly of the suit led or a trump."""
    log = state.log
    trump = log.trump or "S"
    played = {c for t in log.tricks for c in (t.lead, t.follow)}
    free = [c for c in DECK if c not in played and c != log.turned_up]
    king = king_of(trump)
    leader = log.tricks[-1].winner if log.tricks else state.challenger
    if log.declared is not None and king in free and rng.random() < 0.97:
        if log.declared != leader:
            free.remove(king)  # only its holder plays it
        elif len(log.tricks) == HAND_SIZE - 1 or rng.random() < 0.3:
            lead = king
            rest = [c for c in free if c != king]
            return {"type": "trick", "lead": lead, "follow": rng.choice(rest)}
    if rng.random() < 0.02 and played:
        free.append(rng.choice(sorted(played)))  # a card played twice
    lead = rng.choice(free)
    rest = [c for c in free if c != lead]
    if log.declared is not None and log.declared != leader and king in rest:
        if len(log.tricks) == HAND_SIZE - 1 or rng.random() < 0.3:
            return {"type": "trick", "lead": lead, "follow": king}
        rest.remove(king)
    same = [c for c in rest if suit_of(c) == suit_of(lead)]
    trumps = [c for c in rest if suit_of(c) == trump]
    pool = (
        same if same and rng.random() < 0.7 else trumps if trumps and rng.random() < 0.5 else rest
    )
    return {"type": "trick", "lead": lead, "follow": rng.choice(pool or rest)}


def _summary(state: EcarteState, rng: Rng) -> dict[str, Any]:
    log = state.log
    first = rng.randrange(6)
    second = 5 - first if rng.random() < 0.96 else rng.randrange(6)
    move: dict[str, Any] = {"type": "hand", "tricks": [first, second]}
    if log.turned_up and log.turned_up[:-1] == "K":
        move["king"] = "turned_up"
    elif log.declared is not None:
        move["king"], move["king_declared"] = log.declared, True
    else:
        king = rng.choice([None, None, 0, 1, "turned_up"])
        if log.turned_up and king == "turned_up":
            king = None
        move["king"] = king
        move["king_declared"] = isinstance(king, int) and rng.random() < 0.7
    if not log.exchange_logged:
        move["prepotenza"] = rng.choice([None, None, 0, 1])
    if rng.random() < 0.15:
        offender = rng.randrange(2)
        revokes = [0, 0]
        revokes[offender] = 1 + (1 if rng.random() < 0.3 else 0)
        move["revokes"] = revokes
        move["replay"] = rng.random() < 0.2
    return move
