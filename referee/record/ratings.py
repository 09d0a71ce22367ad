"""Ratings per game and rule set, with openskill (Plackett–Luce), and why each one moved.

A rating is a reader of the tables' logs: the matches are rebuilt from the finished tables
each time, oldest first, so a correction or a dispute's resolution that changes a finish
changes every rating after it.

- A table of several players (Tamalo, Scala 40, Efele) is one match: each player a side,
  ranked as the table's standings rank them.
- An Ecarté match is a duel.
- A Tarocco hand is a match of teams: the seats that scored alike in it play together (the
  dealer's pair against the other pair, the soloist alone against three).
- A player who sat for only part of a table (a late joiner, a substitute) counts for that
  part: their weight is the share of the hands they played. A seat that changed hands is
  one side whose occupants took turns (:attr:`Side.shared`): its strength is the blend of
  theirs by share (each enters openskill with ``share·mu`` and ``√share·σ``, so the side's
  sums are the blend), and openskill then gives each the part of the side's move that their
  share of its variance carries (a half-seated player moves about half as far, either way).
  openskill's own ``weights`` argument is not used for this: in 6.2 it multiplies a gain
  but divides a loss (a player who contributed little loses more), and by default rescales
  each team's weights to 1–2 (a lone player's weight is always 2).
- In a Tarocco hand each seat is whoever sat at it for that hand: full weight.

The rating shown is openskill's ordinal (mu − 3σ: what a player is at least, with good
confidence), which rises as a player's results become known.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from openskill.models import PlackettLuce

from ..games.base import Text


@dataclass(frozen=True)
class Side:
    """Players who finished together (one player, or a team), their rank, their weights."""

    people: tuple[str, ...]
    rank: int
    weights: tuple[float, ...] = ()
    #: The people took turns at one seat (a substitute), each for their share of it.
    shared: bool = False

    def weight(self, index: int) -> float:
        return self.weights[index] if self.weights else 1.0

    def part(self, index: int) -> float:
        """A shared seat's occupant's share of the seat (the weights need not add up to 1)."""
        total = sum(self.weights) or 1.0
        return self.weights[index] / total


@dataclass(frozen=True)
class Match:
    """One rated result: a table (or one of its hands) of a game under a rule set."""

    key: str
    game: str
    ruleset: str
    sides: tuple[Side, ...]


@dataclass(frozen=True)
class Moved:
    """How a match moved one player's rating, and why, in words."""

    key: str
    before: float
    after: float
    text: Text

    @property
    def delta(self) -> float:
        return round(self.after - self.before, 1)


@dataclass
class Rating:
    person: str
    game: str
    ruleset: str
    mu: float
    sigma: float
    matches: int = 0
    history: list[Moved] = field(default_factory=list)

    @property
    def shown(self) -> float:
        """The ordinal, one decimal: mu − 3σ."""
        return round(self.mu - 3 * self.sigma, 1)


ORDINALS_IT = {1: "primo", 2: "secondo", 3: "terzo", 4: "quarto", 5: "quinto", 6: "sesto"}
ORDINALS_EN = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}


def _place(rank: int, lang: str) -> str:
    table = ORDINALS_IT if lang == "it" else ORDINALS_EN
    return table.get(rank, f"{rank}º" if lang == "it" else f"#{rank}")


def _why(
    match: Match,
    side: Side,
    person: str,
    names: dict[str, str],
    before: dict[str, float],
    delta: float,
) -> Text:
    """ "+1.8: you finished first of five; Bruno, the favourite, was third"."""
    sign = f"{delta:+.1f}"
    count = len(match.sides)
    team = [] if side.shared else [p for p in side.people if p != person]
    with_it = f" con {', '.join(names.get(p, p) for p in team)}" if team else ""
    with_en = f" with {', '.join(names.get(p, p) for p in team)}" if team else ""
    it = f"{sign}: {_place(side.rank, 'it')} su {count}{with_it}"
    en = f"{sign}: you finished {_place(side.rank, 'en')} of {count}{with_en}"
    if side.shared:
        share = round(100 * side.part(side.people.index(person)))
        it += f" (seduto per il {share}% delle mani)"
        en += f" (you sat {share}% of the hands)"
    others = [
        (p, s)
        for s in match.sides
        for p in s.people
        if p != person and p not in team and s is not side
    ]
    if others:
        favourite, their_side = max(others, key=lambda ps: (before[ps[0]], ps[0]))
        if before[favourite] > before[person]:
            name = names.get(favourite, favourite)
            it += f"; {name}, il favorito, è arrivato {_place(their_side.rank, 'it')}"
            en += f"; {name}, the favourite, was {_place(their_side.rank, 'en')}"
    return Text(it=it + ".", en=en + ".")


def rate(
    matches: Iterable[Match], names: dict[str, str] | None = None
) -> dict[tuple[str, str, str], Rating]:
    """Every player's rating per (game, rule set), from ``matches`` oldest first."""
    model = PlackettLuce()
    names = names or {}
    ratings: dict[tuple[str, str, str], Rating] = {}
    for match in matches:
        if len(match.sides) < 2 or len({s.rank for s in match.sides}) < 2:
            continue  # a match nobody won says nothing
        rows = [
            [
                ratings.setdefault(
                    (person, match.game, match.ruleset),
                    Rating(person, match.game, match.ruleset, model.mu, model.sigma),
                )
                for person in side.people
            ]
            for side in match.sides
        ]
        before = {row.person: row.shown for team in rows for row in team}
        teams = [
            [
                model.rating(mu=part * r.mu, sigma=math.sqrt(part) * r.sigma)
                for part, r in zip(_parts(side), team, strict=True)
            ]
            for side, team in zip(match.sides, rows, strict=True)
        ]
        new = model.rate(teams, ranks=[s.rank for s in match.sides])
        for side, team, rated in zip(match.sides, rows, new, strict=True):
            for index, (row, after) in enumerate(zip(team, rated, strict=True)):
                old = row.shown
                if side.shared:
                    # The occupant entered as their share of the seat: what openskill moved
                    # that share by is their move.
                    part = side.part(index)
                    row.mu += after.mu - part * row.mu
                    row.sigma *= after.sigma / (math.sqrt(part) * row.sigma)
                else:
                    # A part-time player alone at a seat moves by their share of the move.
                    share = side.weight(index)
                    row.mu += share * (after.mu - row.mu)
                    row.sigma += share * (after.sigma - row.sigma)
                row.matches += 1
                delta = round(row.shown - old, 1)
                row.history.append(
                    Moved(
                        match.key,
                        old,
                        row.shown,
                        _why(match, side, row.person, names, before, delta),
                    )
                )
    return ratings


def _parts(side: Side) -> list[float]:
    """How much of each member enters openskill: a shared seat's shares, else all of them."""
    return [side.part(i) if side.shared else 1.0 for i in range(len(side.people))]


def sides_by_seat(
    seats: Sequence[Sequence[tuple[str, float]]], ranks: Sequence[int]
) -> tuple[Side, ...]:
    """One side per seat: its occupants with their shares of the hands (more than one where
    a substitute took the seat), and the seat's rank. An occupant who sat no hand is left
    out; a seat where nobody sat a hand is its last occupant's."""
    out: list[Side] = []
    for occupants, rank in zip(seats, ranks, strict=True):
        sat = [(p, w) for p, w in occupants if w > 0] or [(occupants[-1][0], 1.0)]
        people = tuple(p for p, _ in sat)
        out.append(Side(people, rank, tuple(w for _, w in sat), shared=len(sat) > 1))
    return tuple(out)


def sides_by_rank(
    people: Sequence[str], ranks: Sequence[int], weights: Sequence[float]
) -> tuple[Side, ...]:
    """One side per seat of a table: its person, its rank, its weight."""
    return tuple(
        Side((person,), rank, (weight,))
        for person, rank, weight in zip(people, ranks, weights, strict=True)
    )


def sides_by_score(people: Sequence[str], scores: Sequence[int]) -> tuple[Side, ...]:
    """The teams of a hand: seats that scored alike play together; the best score ranks first."""
    by_score: dict[int, list[str]] = {}
    for person, score in zip(people, scores, strict=True):
        by_score.setdefault(score, []).append(person)
    ordered = sorted(by_score, reverse=True)
    return tuple(Side(tuple(by_score[s]), rank) for rank, s in enumerate(ordered, start=1))
