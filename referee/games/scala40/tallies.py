"""What Scala 40 players count besides the scores: closes, and closes in mano.

The closer is the seat of the hand's closing line (S40-CLOSE; S40-INMANO-X2 or
S40-INMANO-BONUS when in mano), whether the table entered the closer in the summary or the
hand's log showed it. A seat already out (S40-ELIM) did not play the hand: only the seats
the hand priced (the closer and those who paid their cards) did.
"""

from __future__ import annotations

from ..base import HandRecord, Line, Tallies, tally

CLOSED = "S40-CLOSE"
IN_MANO = frozenset({"S40-INMANO-X2", "S40-INMANO-BONUS"})

CLOSES = tally(
    "closes",
    ("Chiusure", "Went out"),
    ("Le mani chiuse, in mano comprese.", "Hands the player went out in, in mano included."),
    ("S40-CLOSE",),
)
IN_MANO_CLOSES = tally(
    "in_mano",
    ("In mano", "In mano"),
    (
        "Le mani chiuse in mano: aperto e chiuso nello stesso turno.",
        "Hands the player went out in mano: opened and went out in the same turn.",
    ),
    ("S40-INMANO-X2", "S40-INMANO-BONUS"),
)


def _closing(line: Line) -> bool:
    """The closer's line: its first rule is the closing's (a payer's is the hand's value)."""
    return line.seat is not None and bool(line.rules) and (line.rules[0] in IN_MANO | {CLOSED})


def count(hand: HandRecord) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for line in hand.lines:
        if _closing(line):
            assert line.seat is not None
            found.append((line.seat, CLOSES.id))
            if line.rules[0] in IN_MANO:
                found.append((line.seat, IN_MANO_CLOSES.id))
    return found


def played(hand: HandRecord) -> list[int]:
    """The closer and every seat that paid its cards: the seats the hand priced."""
    return [line.seat for line in hand.lines if line.seat is not None and line.points is not None]


TALLIES = Tallies((CLOSES, IN_MANO_CLOSES), count, played)
