"""What a penalty's points do to a game's totals, when the table counts penalties as points.

The table chooses what a penalty costs (its house options); the game says where the points
go, in the direction that hurts the penalised player:

- ``"added"``: the lowest total is best (Tamalo, Scala 40): the points are added to his total;
- ``"subtracted"``: the highest total is best (Ecarté): they are taken from his total;
- ``"paid"``: the totals sum to zero (Tarocco): he pays the points to each other player, so
  that the sum stays zero;
- ``"apart"``: the totals are not points (Efele counts the games lost): the points stay in
  the ledger, beside the totals.

By default a game's way follows its ``money`` (``low``, ``high``, ``zero_sum``; none: apart);
a game declares its own with ``penalty_points``. Pure.
"""

from __future__ import annotations

from typing import Literal

from .results import Line
from .text import Text, signed, written

PenaltyWay = Literal["added", "subtracted", "paid", "apart"]
PENALTY_WAYS: tuple[PenaltyWay, ...] = ("added", "subtracted", "paid", "apart")

#: Each way in a sentence, as the ledger shows it beside the table's house options.
WAY_TEXTS: dict[str, Text] = {
    "added": Text(
        it="I punti di penalità si aggiungono al totale di chi la prende (vince il più basso).",
        en="Penalty points are added to the penalised player's total (lowest wins).",
    ),
    "subtracted": Text(
        it="I punti di penalità si tolgono dal totale di chi la prende (vince il più alto).",
        en="Penalty points are taken from the penalised player's total (highest wins).",
    ),
    "paid": Text(
        it="Chi prende una penalità ne paga i punti a ciascun altro giocatore: i totali "
        "restano a somma zero.",
        en="A penalised player pays its points to each other player: the totals still sum to zero.",
    ),
    "apart": Text(
        it="I punti di penalità restano nel registro, fuori dai totali: in questo gioco i "
        "totali non sono punti.",
        en="Penalty points stay in the ledger, outside the totals: in this game the totals "
        "are not points.",
    ),
}


def way_of(money: str | None) -> PenaltyWay:
    """The way that follows from how a game's totals turn into money (see the module)."""
    return {"low": "added", "high": "subtracted", "zero_sum": "paid"}.get(money or "", "apart")  # type: ignore[return-value]


def penalty_scores(way: PenaltyWay, seat: int, points: int, seats: int) -> tuple[int, ...]:
    """The change of each seat's total a penalty of ``points`` to ``seat`` makes."""
    scores = [0] * seats
    if way == "added":
        scores[seat] = points
    elif way == "subtracted":
        scores[seat] = -points
    elif way == "paid":
        scores = [points] * seats
        scores[seat] = -points * (seats - 1)
    return tuple(scores)


def penalty_line(
    way: PenaltyWay, seat: int, points: int, scores: tuple[int, ...], total: int | None
) -> Line:
    """What a penalty of ``points`` did to the totals, in a line: "Paolo's total: +5, now 28"
    (``total``: the seat's total after it; ``scores``: each seat's change)."""
    who = f"{{seat[{seat}]}}"
    if way == "apart" or total is None:
        text = Text(
            it=f"{points} punti nel registro, fuori dai totali: in questo gioco i totali non "
            "sono punti.",
            en=f"{points} points in the ledger, outside the totals: in this game the totals "
            "are not points.",
        )
        return Line(seat=seat, text=text)
    change = signed(scores[seat])
    now = written(total)
    if way == "paid":
        text = Text(
            it=f"{who} paga {points} a ciascun altro giocatore: {change}, ora {now}.",
            en=f"{who} pays {points} to each other player: {change}, now {now}.",
        )
    else:
        text = Text(
            it=f"Totale di {who}: {change}, ora {now}.",
            en=f"{who}'s total: {change}, now {now}.",
        )
    return Line(seat=seat, points=scores[seat], text=text)
