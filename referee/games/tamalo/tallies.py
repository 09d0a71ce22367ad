"""What Tamalo players count besides the scores: calls won and calls lost.

A call is won when the caller pays no penalty for it: the caller's line scores the hand as
anyone's (TAM-LT5). It is lost when the line charges the 15 (TAM-CALLER-NL: not the lowest,
a tie under the strict reading of TAM-AMB-1 included; TAM-CALLER-GT5: more than 5, in every
case by TAM-AMB-3's default). The caller is the one the hand's entry names.
"""

from __future__ import annotations

from ..base import HandRecord, Tallies, tally

PENALISED = frozenset({"TAM-CALLER-NL", "TAM-CALLER-GT5"})

CALLS_WON = tally(
    "calls_won",
    ("Tamalo vinti", "Calls won"),
    (
        "Le volte che ha chiamato Tamalo senza pagare i 15 punti.",
        "Times the player called Tamalo and paid no 15-point penalty.",
    ),
    ("TAM-CALLER-NL", "TAM-CALLER-GT5", "TAM-AMB-1"),
)
CALLS_LOST = tally(
    "calls_lost",
    ("Tamalo persi", "Calls lost"),
    (
        "Le volte che ha chiamato Tamalo e ha pagato i 15 punti (non il più basso, o più di 5).",
        "Times the player called Tamalo and paid the 15 points (not the lowest, or over 5).",
    ),
    ("TAM-CALLER-NL", "TAM-CALLER-GT5", "TAM-AMB-1"),
)


def count(hand: HandRecord) -> list[tuple[int, str]]:
    caller = hand.move.get("caller")
    if not isinstance(caller, int) or isinstance(caller, bool):
        return []
    rules = {rule for line in hand.lines if line.seat == caller for rule in line.rules}
    return [(caller, CALLS_LOST.id if rules & PENALISED else CALLS_WON.id)]


TALLIES = Tallies((CALLS_WON, CALLS_LOST), count)
