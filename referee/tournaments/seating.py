"""Splitting, seating and pairing: pure functions of the people, a seed and the past rounds.

Nothing here knows a game beyond the seat counts the catalogue declares: a format asks for
tables between ``low`` and ``high`` seats and gets the most even split there is. Every
draw takes a seed from the caller (the tournament logs it), so a round can be redrawn
exactly from its log.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TypeVar

P = TypeVar("P", bound=Hashable)


class CannotSplit(Exception):
    """No split of this many people fits the tables asked for."""

    def __init__(self, people: int, low: int, high: int, tables: int | None) -> None:
        super().__init__(f"{people} people, tables of {low}-{high}, {tables} tables")
        self.people, self.low, self.high, self.tables = people, low, high, tables


def split_sizes(people: int, low: int, high: int, tables: int | None = None) -> list[int]:
    """The most even table sizes for ``people`` (largest first), each ``low``..``high``
    seats; ``tables``: exactly that many tables, else the fewest that fit (7 → 4 + 3)."""
    if people < 1 or low < 1 or high < low:
        raise CannotSplit(people, low, high, tables)
    count = tables if tables is not None else -(-people // high)
    if count < 1:
        raise CannotSplit(people, low, high, tables)
    base, extra = divmod(people, count)
    sizes = [base + 1] * extra + [base] * (count - extra)
    if sizes[-1] < low or sizes[0] > high:
        raise CannotSplit(people, low, high, tables)
    return sizes


@dataclass(frozen=True)
class SeatedTable:
    """One table of a round: who sits where (seat order) and who deals first."""

    number: int
    seats: tuple[P, ...]  # type: ignore[valid-type]
    dealer: int


def seat_tables(people: Sequence[P], sizes: Sequence[int], seed: int) -> list[SeatedTable]:
    """Everyone seated once, drawn at random with ``seed``: tables numbered from 1, seats in
    playing order, each table's first dealer drawn too."""
    if sum(sizes) != len(people) or len(set(people)) != len(people):
        raise ValueError("every person seated exactly once")
    rng = random.Random(seed)
    order = list(people)
    rng.shuffle(order)
    tables: list[SeatedTable] = []
    start = 0
    for number, size in enumerate(sizes, start=1):
        seats = tuple(order[start : start + size])
        tables.append(SeatedTable(number, seats, rng.randrange(size)))
        start += size
    return tables


def seat_rotating(
    people: Sequence[P], sizes: Sequence[int], met: Iterable[tuple[P, P]], seed: int
) -> list[SeatedTable]:
    """Tables that make people meet new opponents: each person, in a seeded order, goes to
    the table (with a free seat) where they have met the fewest already seated."""
    if sum(sizes) != len(people) or len(set(people)) != len(people):
        raise ValueError("every person seated exactly once")
    seen = {frozenset(pair) for pair in met}
    rng = random.Random(seed)
    order = list(people)
    rng.shuffle(order)
    filling: list[list[P]] = [[] for _ in sizes]
    for person in order:
        free = [i for i, size in enumerate(sizes) if len(filling[i]) < size]
        best = min(
            free,
            key=lambda i: (
                sum(frozenset((person, o)) in seen for o in filling[i]),
                len(filling[i]),
                i,
            ),
        )
        filling[best].append(person)
    return [
        SeatedTable(number, tuple(seats), rng.randrange(len(seats)))
        for number, seats in enumerate(filling, start=1)
    ]


def repeat_meetings(tables: Iterable[SeatedTable], met: Iterable[tuple[P, P]]) -> int:
    """How many pairs sitting together in ``tables`` had met before."""
    seen = {frozenset(pair) for pair in met}
    return sum(frozenset(pair) in seen for table in tables for pair in combinations(table.seats, 2))


@dataclass(frozen=True)
class Pairing:
    """One Swiss round: the pairs (the better placed first) and who sits out, if anyone."""

    pairs: tuple[tuple[P, P], ...]  # type: ignore[valid-type]
    bye: P | None  # type: ignore[valid-type]


def pair_swiss(
    ranked: Sequence[P], played: Iterable[tuple[P, P]], had_bye: Iterable[P]
) -> Pairing | None:
    """A Swiss round for ``ranked`` (best first): no pair that has played before; with an
    odd count the bye goes to the lowest-placed person who has not had one. None when no
    such round exists (everyone has met, or every person has had the bye)."""
    people = list(ranked)
    if len(set(people)) != len(people):
        raise ValueError("a person is listed twice")
    seen = {frozenset(pair) for pair in played}
    byes = set(had_bye)
    candidates: list[P | None] = [None]
    if len(people) % 2:
        candidates = [p for p in reversed(people) if p not in byes]
    for bye in candidates:
        rest = [p for p in people if p != bye]
        pairs = _pair(rest, seen)
        if pairs is not None:
            return Pairing(tuple(pairs), bye)
    return None


def _pair(people: list[P], seen: set[frozenset[P]]) -> list[tuple[P, P]] | None:
    """Pairs for ``people`` in order, the first with the nearest not met (backtracking)."""
    if not people:
        return []
    first, rest = people[0], people[1:]
    for i, other in enumerate(rest):
        if frozenset((first, other)) in seen:
            continue
        tail = _pair(rest[:i] + rest[i + 1 :], seen)
        if tail is not None:
            return [(first, other), *tail]
    return None


def round_robin(people: Sequence[P]) -> list[Pairing]:
    """Every pair once (the circle method): ``n - 1`` rounds for an even count, ``n`` for
    an odd one, each person sitting out once."""
    ring: list[P | None] = list(people)
    if len(ring) % 2:
        ring.append(None)
    rounds: list[Pairing] = []
    for _ in range(len(ring) - 1):
        half = len(ring) // 2
        pairs, bye = [], None
        for a, b in zip(ring[:half], reversed(ring[half:]), strict=True):
            if a is None or b is None:
                bye = b if a is None else a
            else:
                pairs.append((a, b))
        rounds.append(Pairing(tuple(pairs), bye))
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return rounds


@dataclass(frozen=True)
class BestOf:
    """A league's count for one person: the evenings counted, the ones dropped."""

    total: int
    counted: tuple[int, ...]
    dropped: tuple[int, ...]


def best_of(points: Sequence[int], n: int, *, higher_is_better: bool = True) -> BestOf:
    """The best ``n`` evenings of ``points`` (one entry per evening played), by index."""
    order = sorted(
        range(len(points)), key=lambda i: (-points[i] if higher_is_better else points[i], i)
    )
    counted = tuple(sorted(order[:n]))
    dropped = tuple(sorted(order[n:]))
    return BestOf(sum(points[i] for i in counted), counted, dropped)
