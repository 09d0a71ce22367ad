"""A tournament table's tournament, round, number and round clock, as the table's page and
its JSON show them (None for a table of its own); and who may take one of its seats over, a
check the join page and the API's join share."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from pydantic import Field

from ...problems import Forbidden
from ...tournaments.access import TAKE_OVER_REFUSED, may_take_over
from ...tournaments.closing import Closing, closing, scored_seqs
from ...tournaments.links import TableLinks
from ..common import lang, service
from .tournaments import ClockOut, _Out, clock_json, tournaments


class ClosingOut(_Out):
    state: str = Field(
        description="open (time not called), closing (the rule leaves `left` hands), "
        "closed (no more moves: the result was taken at hand `hand`) or reopened (by the "
        "organiser, with `reason`: the table plays to its game's end)."
    )
    left: int | None = Field(None, description="closing: the hands the rule still leaves.")
    hand: int | None = Field(None, description="closed: the hand the result was taken at.")
    reason: str | None = Field(None, description="reopened: the organiser's reason.")
    text: str | None = Field(
        None, description="What the table's phones say of it, in the caller's language."
    )


class TableTournamentOut(_Out):
    id: str = Field(description="The tournament's id (GET /api/v1/tournaments/{id}).")
    name: str
    round: int = Field(description="The round the table plays in, from 1.")
    table: int = Field(description="The table's number in its round, from 1.")
    clock: ClockOut | None = Field(
        description="The round clock by the server's time; null: the round has none."
    )
    closing: ClosingOut = Field(
        description="Where the table stands against the rule at time once time is called."
    )


def check_take_over(
    table_id: str, seat: int | None, tokens: Callable[[str], Iterable[str | None]]
) -> None:
    """At a tournament's table, taking a seat over needs the organiser's token or the
    seat's own person's (:mod:`referee.tournaments.access`), among ``tokens`` (of the
    tournament's id); else :class:`Forbidden`. A casual table's seats are anyone's with
    the join link."""
    if seat is None:
        return
    link = TableLinks(service().db).of(table_id)
    if link is None:
        return
    held = tokens(link.tournament_id)
    if not may_take_over(tournaments(), link.tournament_id, table_id, seat, held):
        raise Forbidden(TAKE_OVER_REFUSED, field="take_over")


def table_tournament(table_id: str) -> TableTournamentOut | None:
    """One read by the table's id for a casual table; for a tournament's, the clock of the
    table's own round by the server's time (``called`` once the organiser called time)."""
    db = service().db
    link = TableLinks(db).of(table_id)
    if link is None:
        return None
    found = Closing("open")
    if link.round_state is not None and link.round_state.time is not None:
        with db.session() as s:
            found = closing(link.round_state, table_id, scored_seqs(s, table_id))
    says = found.says()
    return TableTournamentOut(
        id=link.tournament_id,
        name=link.name,
        round=link.round,
        table=link.number,
        clock=clock_json(link.round_state) if link.round_state is not None else None,
        closing=ClosingOut(
            state=found.state,
            left=found.left,
            hand=found.hand,
            reason=found.reason,
            text=says.get(lang()) if says is not None else None,
        ),
    )
