"""Formats: how a tournament seats its people and who goes on, from the game's seat counts.

A format knows no game beyond the catalogue's entry (how many seats a table takes) and the
game's own tournament rule where its engine declares one (``Game.tournament``): the
format's parameters and the rule ids its words cite.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..games import GAMES
from ..games.base import JsonInt
from ..games.catalogue import CATALOGUE

#: How a table's placing turns into tournament points (see :mod:`.scoring`).
Scheme = Literal["placing", "fixed", "game", "wins"]
#: The tie-breakers an organiser may put in order (see :mod:`.scoring`).
BreakerName = Literal["head_to_head", "buchholz", "score", "wins", "played", "extra_hand", "lot"]


class Scored(BaseModel):
    """What every format shares: the points per placing and the tie-breakers in order."""

    model_config = ConfigDict(extra="forbid")

    scheme: Scheme | None = Field(
        None,
        description="Points per placing: placing (100 the first, 0 the last, fair across "
        "table sizes), fixed (the list in points, per place, fitted to smaller tables), game "
        "(the tables' own totals, as the game ranks them) or wins (1 a table won, a bye "
        "too); null: the format's own (Swiss: wins, the others: placing).",
    )
    points: list[Annotated[JsonInt, Field(ge=0, le=1000)]] | None = Field(
        None,
        min_length=1,
        max_length=16,
        description="For scheme fixed: the points of the 1st, 2nd... place at the largest "
        "table (e.g. [3, 2, 1, 0]), none more than the place above.",
    )
    tie_breakers: list[BreakerName] | None = Field(
        None,
        max_length=7,
        description="The tie-breakers in order: head_to_head, buchholz (the opponents' "
        "points), score (the total scored), wins, played, extra_hand (recorded by the "
        "organiser), lot (drawn by the server, logged with its seed); null: the format's "
        "own (final: the organiser decides; Swiss: buchholz, score; rounds: wins, played).",
    )


class FinalFormat(Scored):
    """First round at ``tables`` tables, the first ``qualify`` of each to one final table."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["final"]
    tables: JsonInt = Field(2, ge=1, le=64, description="Tables of the first round.")
    qualify: JsonInt = Field(2, ge=1, le=8, description="How many of each table go to the final.")
    min_players: JsonInt | None = Field(
        None, ge=2, le=512, description="The fewest people the tournament may start with."
    )


class SwissFormat(Scored):
    """Two-seat games: rounds of pairs, no pair twice, the bye to a different person each
    round (a bye counts as a win)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["swiss"]
    rounds: JsonInt = Field(3, ge=1, le=32)


class RoundsFormat(Scored):
    """Rounds of tables of the sizes the game allows (a league's evenings are its rounds):
    placing points per table size, each person's best ``best`` rounds counted, an optional
    round clock and what happens at time."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["rounds"]
    rounds: JsonInt = Field(3, ge=1, le=64, description="Rounds (a league: its evenings).")
    min_seats: JsonInt | None = Field(
        None, ge=1, le=64, description="Fewest seats a table may have."
    )
    max_seats: JsonInt | None = Field(None, ge=1, le=64, description="Most seats a table may have.")
    seating: Literal["random", "rotating"] = Field(
        "random", description="random, or rotating: people meet opponents they have not met."
    )
    best: JsonInt | None = Field(
        None, ge=1, le=64, description="Count each person's best N rounds (null: all)."
    )
    minutes: JsonInt | None = Field(
        None, ge=1, le=600, description="The round clock's length (null: no clock)."
    )
    warn_minutes: JsonInt = Field(
        5, ge=0, le=600, description="The clock turns red this near the end."
    )
    at_time: Literal["finish_hand", "further_hands", "as_it_stands"] = Field(
        "finish_hand",
        description="At time: finish_hand (the hand in play is finished, then the table "
        "stops), further_hands (the table plays further_hands more hands, then stops), or "
        "as_it_stands (the table is scored as it stands).",
    )
    further_hands: JsonInt | None = Field(
        None,
        ge=1,
        le=20,
        description="With at_time further_hands: how many hands are scored past time "
        "before the table's result is taken.",
    )
    final: JsonInt | None = Field(
        None,
        ge=2,
        le=64,
        description="A league's final: the first N of the standings go to one final table "
        "once every round is played (null: no final).",
    )


class RoundRobinFormat(Scored):
    """Two-seat games: every pair meets once (the circle method), ``n - 1`` rounds for an
    even count, ``n`` for an odd one with a bye each round, each to a different person;
    scored like a Swiss (match wins, then Buchholz and the points scored, unless the
    organiser chose otherwise)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["round_robin"]
    bye: Literal["win", "nothing"] = Field(
        "win", description="What a bye counts: win (a match won) or nothing."
    )


Format = Annotated[
    FinalFormat | SwissFormat | RoundsFormat | RoundRobinFormat, Field(discriminator="kind")
]


def placing_points(place: int, size: int) -> int:
    """Points for a place at a table of ``size``, fair across sizes: the first 100, the
    last 0, the others evenly between (a shared place scores the same)."""
    if size <= 1:
        return 100
    return round(100 * (size - place) / (size - 1))


@dataclass(frozen=True)
class Preset:
    """A game's tournament rule as a format, with the rule ids it cites."""

    format: FinalFormat
    go_rule: str
    tie_rule: str


def preset_of(game: str) -> Preset | None:
    """The game's own tournament rule (``Game.tournament``) as a format, if it has one."""
    engine = GAMES.get(game)
    rule = engine.tournament if engine is not None else None
    if rule is None:
        return None
    final = FinalFormat(
        kind="final", tables=rule.tables, qualify=rule.qualify, min_players=rule.min_players
    )
    return Preset(final, go_rule=rule.go_rule, tie_rule=rule.tie_rule)


def seats_of(game: str) -> tuple[int, int]:
    """The fewest and most seats the game's tables have under its default options (a game
    may seat more where a table chooses it, as Scala 40's eight players with a third pack:
    a tournament's tables keep to the usual sizes)."""
    engine = CATALOGUE[game].engine
    return engine.seat_range(engine.parse_options({}))
