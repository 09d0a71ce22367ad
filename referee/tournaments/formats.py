"""Formats: how a tournament seats its people and who goes on, from the game's seat counts.

A format knows no game beyond the catalogue's entry (how many seats a table takes); a
game's tournament rule from the seed is a :data:`PRESETS` entry: the format's parameters
and the rule ids its words cite.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..games.base import JsonInt
from ..games.catalogue import CATALOGUE


class FinalFormat(BaseModel):
    """First round at ``tables`` tables, the first ``qualify`` of each to one final table."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["final"]
    tables: JsonInt = Field(2, ge=1, le=64, description="Tables of the first round.")
    qualify: JsonInt = Field(2, ge=1, le=8, description="How many of each table go to the final.")
    min_players: JsonInt | None = Field(
        None, ge=2, le=512, description="The fewest people the tournament may start with."
    )


class SwissFormat(BaseModel):
    """Two-seat games: rounds of pairs, no pair twice, the bye to a different person each
    round (a bye counts as a win)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["swiss"]
    rounds: JsonInt = Field(3, ge=1, le=32)


class RoundsFormat(BaseModel):
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
    at_time: Literal["finish_hand", "as_it_stands"] = Field(
        "finish_hand",
        description="At time: finish_hand (the hand in play is finished, then the table "
        "stops), or as_it_stands (the table is scored as it stands).",
    )


Format = Annotated[FinalFormat | SwissFormat | RoundsFormat, Field(discriminator="kind")]


def placing_points(place: int, size: int) -> int:
    """Points for a place at a table of ``size``, fair across sizes: the first 100, the
    last 0, the others evenly between (a shared place scores the same)."""
    if size <= 1:
        return 100
    return round(100 * (size - place) / (size - 1))


@dataclass(frozen=True)
class Preset:
    """A game's tournament rule from the seed: the format and the rule ids it cites."""

    format: FinalFormat
    go_rule: str
    tie_rule: str


#: The seed's tournament rules, by game (TAM-TOUR: at least 6, two tables, the two best
#: of each to a final of 4; TAM-AMB-8: odd numbers split evenly, a tie settled by the
#: referee).
PRESETS: dict[str, Preset] = {
    "tamalo": Preset(
        FinalFormat(kind="final", tables=2, qualify=2, min_players=6),
        go_rule="TAM-TOUR",
        tie_rule="TAM-AMB-8",
    ),
}


def seats_of(game: str) -> tuple[int, int]:
    """The fewest and most seats the catalogue gives the game's tables."""
    return CATALOGUE[game].players
