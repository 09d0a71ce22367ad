"""A tournament's draft as the API and the pages show it."""

from __future__ import annotations

from pydantic import Field

from ...tournaments.drafts import Draft
from ...tournaments.state import TournamentState
from .tournaments import SeatedOut, _Out


class DraftTableOut(_Out):
    number: int
    dealer: str = Field(description="Who deals first (their name).")
    seats: list[SeatedOut]


class DraftOut(_Out):
    number: int = Field(description="The round it would be.")
    stage: str = Field(description="first, final, swiss, rounds or round_robin")
    seed: int
    tables: list[DraftTableOut]
    bye: str | None = Field(description="Who sits out (their id), if anyone.")
    bye_name: str | None = Field(description="Their name.")
    swaps: int = Field(description="How many swaps the organiser made since the draw.")
    published: bool = Field(False, description="Always false: a draft creates no table.")


def draft_json(draft: Draft, state: TournamentState) -> DraftOut:
    names = state.names()
    plan = draft.plan
    return DraftOut(
        number=plan.number,
        stage=plan.stage,
        seed=plan.seed,
        tables=[
            DraftTableOut(
                number=n,
                dealer=names[people[dealer]],
                seats=[
                    SeatedOut(seat=i + 1, person=p, name=names[p]) for i, p in enumerate(people)
                ],
            )
            for n, (people, dealer) in enumerate(plan.tables, start=1)
        ],
        bye=plan.bye,
        bye_name=names[plan.bye] if plan.bye else None,
        swaps=draft.swaps,
    )
