"""A table's statistics, per seat: hands played, hands won, the game's own tallies, games won.

A reader of the log like the standings: it folds the hands in force (a voided hand counts
nothing; a corrected one counts as corrected: the lines and the result it gives now, and the
move of the correction in force). A hand is won by the seat, or the seats, with the best
score of the hand as the game ranks (its ``better``: the lowest or the highest) among the
seats that played it; a hand everyone scored the same is nobody's. How a total is settled in
money says nothing here (it is only reported, as the API's ``best``). Games won: the table's
winners, once the game is over. The tallies are the game's (:mod:`referee.games.base.tallies`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..games.base import HandRecord, Tally
from ..games.base.ranking import Better
from ..games.base.settlement import Money
from ..tables import LogEntry, TableReads


@dataclass(frozen=True)
class SeatStatistics:
    seat: int
    hands_played: int
    #: None when the game does not say which score is best.
    hands_won: int | None
    tallies: dict[str, int]
    games_won: int


@dataclass(frozen=True)
class TableStatistics:
    hands: int
    money: Money | None
    tallies: tuple[Tally, ...]
    seats: tuple[SeatStatistics, ...]


def best_seats(scores: dict[int, int], better: Better) -> list[int]:
    """The seats with the hand's best score (none when all scored the same)."""
    if len(set(scores.values())) < 2:
        return []
    best = min(scores.values()) if better == "lower" else max(scores.values())
    return [s for s, points in scores.items() if points == best]


def _move_in_force(r: TableReads, entry: LogEntry) -> dict[str, Any]:
    """The move as it stands: a corrected move's is the correction's."""
    if entry.status == "corrected" and entry.by is not None:
        correction = r.entry(entry.by)
        if correction is not None and isinstance(correction.payload.get("move"), dict):
            return dict(correction.payload["move"])
    return dict(entry.payload)


def table_statistics(r: TableReads) -> TableStatistics:
    """The table's statistics (see the module's docstring)."""
    view = r.view
    game = view.game
    tallies = game.tallies
    seats = len(view.names)
    played = [0] * seats
    won = [0] * seats
    counts = [dict.fromkeys(tallies.ids, 0) for _ in range(seats)]
    hands = 0
    for entry in r.hands:
        assert entry.hand is not None
        record = HandRecord(
            move=_move_in_force(r, entry),
            lines=entry.lines,
            hand=entry.hand,
            before=lambda seq=entry.seq: r.state_before(seq),
        )
        hands += 1
        who = [s for s in tallies.seats_of(record) if s < seats]
        for s in who:
            played[s] += 1
        for s in best_seats({s: record.hand.scores[s] for s in who}, game.better):
            won[s] += 1
        for s, tally_id in tallies.of(record):
            if s < seats:
                counts[s][tally_id] += 1
    winners = set(view.outcome.winners) if view.outcome is not None else set()
    return TableStatistics(
        hands=hands,
        money=game.money,
        tallies=tallies.specs,
        seats=tuple(
            SeatStatistics(
                seat=s,
                hands_played=played[s],
                hands_won=won[s],
                tallies=counts[s],
                games_won=int(s in winners),
            )
            for s in range(seats)
        ),
    )
