"""The tournaments' request bodies and the answers of their writes, for the API's routes.

What the tournaments' reads show (a tournament, its rounds, standings, seats) is the
presenters' (:mod:`referee.web.present`), which the pages use too.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictStr, WithJsonSchema

from ...games import GAMES
from ...games.base import explained
from ...tournaments.formats import FinalFormat, RoundRobinFormat, RoundsFormat, SwissFormat
from ...tournaments.numbers import Money, Seed
from .fields import PlayerNameText, ReasonText, player_name_schema
from .schemas import Problem

P = (Problem, "A problem (application/problem+json).")
NOT_FOUND = (Problem, "No such tournament or person.")
ORGANISER = (Problem, "Not the organiser's token.")


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


TournamentName = Annotated[
    PlayerNameText, WithJsonSchema({**player_name_schema(), "description": "Its name."})
]


def _known_game(game: str) -> str:
    """A game of the catalogue as it is now (a game registered later is one too)."""
    if game not in GAMES:
        known = ", ".join(GAMES)
        raise explained(
            f"nessun gioco «{game}»: uno di {known}", f"no game '{game}': one of {known}"
        )
    return game


def _games_enum(schema: dict[str, Any]) -> None:
    """The document lists the games of the catalogue when it is made, not when this module was
    imported."""
    schema["enum"] = list(GAMES)


class TournamentIn(_In):
    game: Annotated[StrictStr, AfterValidator(_known_game)] = Field(
        description="A game id from GET /api/v1/games.", json_schema_extra=_games_enum
    )
    name: TournamentName
    options: dict[str, Any] = Field(
        default_factory=dict, description="The game's rule options, for every table (locked)."
    )
    format: FinalFormat | SwissFormat | RoundsFormat | RoundRobinFormat | None = Field(
        default=None,
        discriminator="kind",
        description="The format and its parameters; null: the game's own tournament rule "
        "(a final of two tables).",
    )


class OpenedOut(_Out):
    id: str
    organiser_token: str = Field(description="The organiser's bearer token for this tournament.")
    url: str
    hall_url: str = Field(
        description="The hall screen with its key: only this link shows the tables' QR codes."
    )
    standings_url: str


class CheckInIn(_In):
    name: PlayerNameText
    fee_owed: Money = 0
    person_token: StrictStr | None = Field(
        default=None,
        max_length=64,
        description="The token this device was given for its person (a returning player).",
    )


class CheckedInOut(_Out):
    person: str
    token: str = Field(description="This person's token: the device keeps it.")
    name: str
    late: bool


class PaymentIn(_In):
    amount: Money


class SeedIn(_In):
    seed: Seed | None = Field(default=None, description="The draw's seed (logged); null: drawn.")


class TieBreakIn(_In):
    table_id: StrictStr = Field(max_length=24)
    order: list[StrictStr] = Field(max_length=16, description="The tied people, best first.")
    reason: ReasonText


class ExtraHandIn(_In):
    people: list[StrictStr] = Field(
        min_length=2, max_length=16, description="The tied people, best first in the extra hand."
    )
    reason: ReasonText


class LotOut(_Out):
    seq: int = Field(description="The tournament log's entry just written.")
    seed: int = Field(description="The draw's seed: the same seed draws the same order.")
    order: list[str] = Field(description="Everyone in the order drawn, best first.")


class DoneOut(_Out):
    seq: int = Field(description="The tournament log's entry just written.")


class SwapIn(_In):
    a: StrictStr = Field(max_length=24, description="A person of the draft (their id).")
    b: StrictStr = Field(
        max_length=24, description="The person to exchange with (another table, seat, or the bye)."
    )
