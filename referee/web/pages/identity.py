"""The organiser's page: merging two people who are one, seating a substitute (one tap each).

The views parse the form and call the tournament service; a refusal shows on the
tournament's page, in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import request

from ...tournaments.state import TournamentState
from ..present.tournaments import tournaments
from .base import bp
from .tournaments import _organiser, tournament_step


@dataclass(frozen=True)
class SubstituteForm:
    """A table still playing: its seats (number, name now) and who may take one."""

    table_id: str
    number: int
    seats: list[tuple[int, str]]
    people: list[tuple[str, str]]


@bp.app_template_global()
def substitute_forms(state: TournamentState, missing: list[int]) -> list[SubstituteForm]:
    """The current round's tables still playing, each with the people not seated in it."""
    if not state.rounds:
        return []
    rnd = state.rounds[-1]
    names = state.names()
    free = [(p, names[p]) for p in state.active() if not any(x.sat(p) for x in rnd.tables)]
    return [
        SubstituteForm(
            x.table_id,
            x.number,
            [(i + 1, names[p]) for i, p in enumerate(x.current)],
            free,
        )
        for x in rnd.tables
        if x.number in missing
    ]


@bp.post("/tournaments/<tournament_id>/merge")
@tournament_step()
def merge_page(tournament_id: str) -> None:
    """The organiser merges a duplicate (``person``) into the person kept (``into``)."""
    form = request.form
    tournaments().merge(
        tournament_id, _organiser(tournament_id), form.get("person", ""), form.get("into", "")
    )


@bp.post("/tournaments/<tournament_id>/tables/<table_id>/substitute")
@tournament_step()
def substitute_page(tournament_id: str, table_id: str) -> None:
    """A substitute takes a seat of a table still playing."""
    t, organiser = tournaments(), _organiser(tournament_id)
    raw = request.form.get("seat", "")
    t.require_organiser(tournament_id, organiser)
    seat = int(raw) - 1 if raw.isdigit() and len(raw) < 4 else -1
    t.substitute(tournament_id, organiser, table_id, seat, request.form.get("person", ""))
