"""The organiser's dashboard as the page and the JSON API both give it: the next step (with
why it cannot be taken yet) and the round's tables with their progress."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, Field

from ...tournaments.dashboard import NextStep, TableProgress, next_step
from ...tournaments.formats import seats_of
from ...tournaments.opening import parse_format
from ...tournaments.state import TournamentState

if TYPE_CHECKING:  # pragma: no cover
    from ...tournaments import TournamentService


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NextStepOut(_Out):
    kind: str = Field(
        description="draw (the first round), next_round, final, publish (a drafted round "
        "waits to be published), playing (nothing to tap: tables are in play) or over."
    )
    ready: bool = Field(description="Whether the step can be taken now.")
    says: str | None = Field(
        description="Why it cannot be taken yet, or where the tournament stands, in the "
        "reader's language."
    )
    rule: str | None = Field(description="The game's rule the reason rests on, if any.")


class TableInPlayOut(_Out):
    number: int
    table_id: str
    players: list[str] = Field(description="Who sits there now, in seat order.")
    hands: int = Field(description="Hands scored and still standing.")
    finished: bool = Field(description="Its result is in (the game over, or time's rule).")
    closing: str = Field(description="Time's rule at the table: open, closing, closed, reopened.")
    says: str | None = Field(description="What time's rule leaves, in the reader's language.")


def organiser_step(
    t: TournamentService,
    tournament_id: str,
    state: TournamentState,
    missing: Sequence[int],
    ties: Sequence[int],
) -> NextStep:
    """The organiser's next step, from the log, the standings' ``missing`` results and
    ``ties`` (their tables), and the draft waiting (publishing it comes first)."""
    record = t.tournament(tournament_id)
    draft = t.drafts.current(tournament_id)
    return next_step(
        parse_format(record.game, record.format),
        seats_of(record.game),
        state,
        missing,
        ties,
        t.rules(tournament_id),
        drafted=draft.plan.number if draft is not None else None,
    )


def step_json(step: NextStep, language: str) -> NextStepOut:
    return NextStepOut(
        kind=step.kind,
        ready=step.ready,
        says=step.says.get(language) if step.says is not None else None,
        rule=step.rule,
    )


def progress_json(progress: Sequence[TableProgress], language: str) -> list[TableInPlayOut]:
    return [
        TableInPlayOut(
            number=x.number,
            table_id=x.table_id,
            players=list(x.players),
            hands=x.hands,
            finished=x.finished,
            closing=x.closing.state,
            says=says.get(language) if (says := x.closing.says()) is not None else None,
        )
        for x in progress
    ]
