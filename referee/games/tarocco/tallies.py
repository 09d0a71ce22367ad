"""What Tarocco players count besides the scores: solos made and solos lost.

A hand is a solo when its lines score it by TAR-SCORE-SOLO: the soloist takes
``3 × (S − 55)`` and each of the three opponents ``(109 − S) − 54``, so the soloist is the one
seat whose points differ from the other three. The solo is made when the soloist wins (56
card points or more: positive points), lost when the soloist pays; at exactly 55 everyone
scores 0 and the solo is neither.
"""

from __future__ import annotations

from collections import Counter

from ..base import HandRecord, Tallies, tally

SOLO = "TAR-SCORE-SOLO"

SOLOS_MADE = tally(
    "solos_made",
    ("Soli vinti", "Solos made"),
    (
        "Le smazzate giocate da solo contro tre e vinte (56 punti di carte o più).",
        "Hands played solo against three and won (56 card points or more).",
    ),
    ("TAR-SOLO", "TAR-SCORE-SOLO"),
)
SOLOS_LOST = tally(
    "solos_lost",
    ("Soli persi", "Solos lost"),
    (
        "Le smazzate giocate da solo contro tre e perse (54 punti di carte o meno).",
        "Hands played solo against three and lost (54 card points or fewer).",
    ),
    ("TAR-SOLO", "TAR-SCORE-SOLO"),
)


def count(hand: HandRecord) -> list[tuple[int, str]]:
    if not any(line.seat is not None and SOLO in line.rules for line in hand.lines):
        return []
    scores = hand.hand.scores
    shared = Counter(scores)
    alone = [s for s, points in enumerate(scores) if shared[points] == 1]
    if len(alone) != 1:  # 55 card points: everyone 0, neither made nor lost
        return []
    (soloist,) = alone
    return [(soloist, SOLOS_MADE.id if scores[soloist] > 0 else SOLOS_LOST.id)]


TALLIES = Tallies((SOLOS_MADE, SOLOS_LOST), count)
