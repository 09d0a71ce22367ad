"""Formats: how a tournament seats its people and who goes on, from the game's seat counts.

A format knows no game beyond the catalogue's entry (how many seats a table takes); a
game's tournament rule from the seed is a :data:`PRESETS` entry: the format's parameters
and the rule ids its words cite.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..games.catalogue import CATALOGUE


class FinalFormat(BaseModel):
    """First round at ``tables`` tables, the first ``qualify`` of each to one final table."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["final"] = "final"
    tables: int = Field(2, ge=1, le=64, description="Tables of the first round.")
    qualify: int = Field(2, ge=1, le=8, description="How many of each table go to the final.")
    min_players: int | None = Field(
        None, ge=2, le=512, description="The fewest people the tournament may start with."
    )


class SwissFormat(BaseModel):
    """Two-seat games: rounds of pairs, no pair twice, the bye to a different person each
    round (a bye counts as a win)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["swiss"] = "swiss"
    rounds: int = Field(3, ge=1, le=32)


Format = Annotated[FinalFormat | SwissFormat, Field(discriminator="kind")]


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
        FinalFormat(tables=2, qualify=2, min_players=6), go_rule="TAM-TOUR", tie_rule="TAM-AMB-8"
    ),
}


def seats_of(game: str) -> tuple[int, int]:
    """The fewest and most seats the catalogue gives the game's tables."""
    return CATALOGUE[game].players
