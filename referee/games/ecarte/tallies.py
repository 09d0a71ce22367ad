"""What Ecarté players count besides the points: voles, all five tricks of a hand.

A summary says the tricks (ECA-SEED-VOLE; ECA-CLASSIC-TRICKS for the classic rules); a hand
logged trick by trick is a vole when one seat took the five: the four tricks before the last
are in the state the last one was logged on, and the last one's winner is the rules'
(ECA-PLAY).
"""

from __future__ import annotations

from ..base import HandRecord, Tallies, tally
from .deck import TRICKS
from .play import trick_winner
from .state import EcarteState

VOLES = tally(
    "voles",
    ("Vole", "Voles"),
    ("Le mani con tutte e cinque le prese.", "Hands the player took all five tricks in."),
    ("ECA-SEED-VOLE", "ECA-CLASSIC-TRICKS"),
)


def _tricks(hand: HandRecord) -> list[int]:
    """Each seat's tricks in the hand."""
    move = hand.move
    if move.get("type") == "hand":
        return [int(n) for n in move["tricks"]]
    before: EcarteState = hand.state_before()
    log = before.log
    if log.trump is None:
        return [0, 0]
    winners = [t.winner for t in log.tricks]
    winners.append(trick_winner(before.leader, str(move["lead"]), str(move["follow"]), log.trump))
    return [winners.count(s) for s in (0, 1)]


def count(hand: HandRecord) -> list[tuple[int, str]]:
    return [(s, VOLES.id) for s, n in enumerate(_tricks(hand)) if n == TRICKS]


TALLIES = Tallies((VOLES,), count)
