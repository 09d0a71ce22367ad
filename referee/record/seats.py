"""Who sat at each seat of a tournament table when: a substitute's table, as ratings and a
person's record read it (the tournaments' logs say who sat from which point of the table's)."""

from __future__ import annotations

from collections.abc import Sequence

from ..tournaments.state import RoundTable


def people_at(table: RoundTable, seq: int) -> tuple[str, ...]:
    """The person at each seat when the move ``seq`` was logged."""
    out: list[str] = []
    for seat in range(len(table.people)):
        sat = [person for person, after in table.occupants(seat) if after < seq]
        out.append(sat[-1] if sat else table.people[seat])
    return tuple(out)


def shares(table: RoundTable, hands: Sequence[int]) -> list[list[tuple[str, float]]]:
    """Each seat's occupants with their share of the table's hands (``hands``: the seqs of
    the hands in force); a table without hands is its last occupants'."""
    out: list[list[tuple[str, float]]] = []
    for seat in range(len(table.people)):
        occupants = table.occupants(seat)
        seat_shares: list[tuple[str, float]] = []
        for k, (person, after) in enumerate(occupants):
            until = occupants[k + 1][1] if k + 1 < len(occupants) else None
            sat = sum(1 for h in hands if h > after and (until is None or h <= until))
            seat_shares.append((person, sat / len(hands) if hands else float(until is None)))
        out.append(seat_shares)
    return out
