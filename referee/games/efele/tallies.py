"""What Efele players count: times the Efele.

Each game's result gives one point to its Efele (EFE-END), and to each of the players left
in a deadlock a table scores as a joint Efele (EFE-AMB-7): the tally is read from it.
"""

from __future__ import annotations

from ..base import HandRecord, Tallies, tally

EFELE = tally(
    "efele",
    ("Volte Efele", "Times Efele"),
    (
        "Le partite finite ultimo, l'Efele che paga (insieme agli altri rimasti, se bloccata).",
        "Games the player was left last in, the Efele who pays (jointly, in a deadlock).",
    ),
    ("EFE-END", "EFE-AMB-7"),
)


def count(hand: HandRecord) -> list[tuple[int, str]]:
    return [(s, EFELE.id) for s, points in enumerate(hand.hand.scores) if points > 0]


TALLIES = Tallies((EFELE,), count)
