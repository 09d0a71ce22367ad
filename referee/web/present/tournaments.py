"""The tournaments as the API and the pages show them: a tournament, its rounds, tables and
seats, the round clock, and the reads they share. The standings are :mod:`.standings`."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from flask import current_app
from pydantic import BaseModel, ConfigDict, Field
from sqlmodel import Session

from ...games.base import explanation_of
from ...problems import Invalid
from ...tables import commands
from ...tournaments import TournamentService
from ...tournaments.live import read_join_secrets
from ...tournaments.state import Round, TournamentState
from ..common import join_url, service
from .dashboard import NextStepOut, TableInPlayOut


def tournaments() -> TournamentService:
    """The app's tournament service (made on first use, over the app's table service)."""
    ext = current_app.extensions
    if "tournaments" not in ext:
        ext["tournaments"] = TournamentService(service().db, service())
    return ext["tournaments"]


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ClockOut(_Out):
    started_at: str
    ends_at: str
    seconds_left: int = Field(description="By the server's clock; 0 once time is up.")
    state: str = Field(description="running, warning (near the end: red), over or called")
    rule: str = Field(
        description="What happens at time: finish_hand, further_hands or as_it_stands."
    )
    hands: int | None = Field(
        None, description="With further_hands: how many hands are played past time."
    )


class EntryOut(_Out):
    person: str
    name: str
    status: str = Field(description="in, withdrawn, or merged (into merged_into)")
    late: bool
    fee_owed: int
    paid: int
    owes: int
    reentries: int
    merged_into: str | None = Field(
        default=None, description="The person kept, for a duplicate merged into them."
    )


class SeatedOut(_Out):
    seat: int = Field(description="From 1, in playing order.")
    person: str
    name: str


class SubstituteOut(_Out):
    seat: int = Field(description="From 1.")
    person: str
    name: str
    after: int = Field(description="The table's head seq when they sat down.")


class RoundTableOut(_Out):
    number: int
    table_id: str
    join_url: str | None = Field(
        description="The table's join link, for the organiser only (their token, or the "
        "hall's key); null for everyone else: seats belong to people."
    )
    dealer: str
    seats: list[SeatedOut]
    substitutes: list[SubstituteOut] = Field(
        default_factory=list,
        description="Who took a seat mid-game, in order (the seats list the round's seating).",
    )


class RoundOut(_Out):
    number: int
    stage: str = Field(description="first, final, swiss, rounds or round_robin")
    clock: ClockOut | None = None
    seed: int
    tables: list[RoundTableOut]
    bye: str | None


class TournamentOut(_Out):
    id: str
    game: str
    name: str
    format: dict[str, Any]
    seq: int
    people: list[EntryOut]
    rounds: list[RoundOut]
    next_step: NextStepOut | None = Field(
        None, description="The organiser's next step (with the organiser's token only)."
    )
    tables_in_play: list[TableInPlayOut] = Field(
        default_factory=list,
        description="The tables of the round in play, with their hands and whether their "
        "result is in.",
    )


class SeatOut(_Out):
    # The API document names this model by the module it was first written in, since a
    # table's SeatOut shares its name: kept, so that the published document stays as it was.
    __module__ = "referee.web.api.tournaments_present"

    table: int
    table_id: str
    seat: int
    dealer: str
    line: str = Field(description="'Table 2, seat 3 — Bruno deals', in the reader's language.")
    join_url: str | None = Field(
        description="The table's join link, for the organiser and the person (their token); "
        "null for everyone else."
    )
    over: bool = Field(
        default=False,
        description="The table's game is over: the person's next seat comes with the next "
        "round (ask again).",
    )


def seat_json(tournament_id: str, person: str, language: str, *, with_link: bool) -> SeatOut | None:
    """Where ``person`` sits now; the join link only ``with_link`` (the organiser, the
    person)."""
    from ...tournaments import messages as msg

    t = tournaments()
    state = t.state(tournament_id)
    where = state.seat_of(person)
    if where is None:
        return None
    _rnd, table, seat = where
    dealer = state.entries[table.people[table.dealer]].name
    view = t.view(table.table_id)
    secret = view.table.join_secret if with_link else None
    return SeatOut(
        table=table.number,
        table_id=table.table_id,
        seat=seat + 1,
        dealer=dealer,
        line=msg.seat_line(table.number, seat + 1, dealer).get(language),
        join_url=join_url(secret) if secret else None,
        over=view.outcome is not None,
    )


def checked_name(raw: Any, field: str) -> str:
    try:
        return commands.player_name(raw)
    except ValueError as exc:
        text = explanation_of(exc)
        raise Invalid(text or _text("Nome non valido.", "Invalid name."), field=field) from None


def _text(it: str, en: str) -> Any:
    from ...games.base import Text

    return Text(it=it, en=en)


def rounds_json(
    state: TournamentState, *, with_links: bool, session: Session | None = None
) -> list[RoundOut]:
    """The rounds, their tables and seats; the tables' join links only ``with_links`` (the
    organiser's token or the hall's key), read in ``session`` if given (a write's own)."""
    names = state.names()
    ids = [x.table_id for r in state.rounds for x in r.tables]
    secrets: dict[str, str] = {}
    if with_links:
        secrets = read_join_secrets(session, ids) if session else tournaments().join_secrets(ids)
    out: list[RoundOut] = []
    for rnd in state.rounds:
        tables = []
        for table in rnd.tables:
            secret = secrets.get(table.table_id)
            tables.append(
                RoundTableOut(
                    number=table.number,
                    table_id=table.table_id,
                    join_url=join_url(secret) if secret else None,
                    dealer=names[table.people[table.dealer]],
                    seats=[
                        SeatedOut(seat=i + 1, person=p, name=names[p])
                        for i, p in enumerate(table.people)
                    ],
                    substitutes=[
                        SubstituteOut(
                            seat=x.seat + 1, person=x.person, name=names[x.person], after=x.after
                        )
                        for x in table.subs
                    ],
                )
            )
        out.append(
            RoundOut(
                number=rnd.number,
                stage=rnd.stage,
                seed=rnd.seed,
                tables=tables,
                bye=rnd.bye,
                clock=clock_json(rnd),
            )
        )
    return out


def clock_json(rnd: Round) -> ClockOut | None:
    """The round clock by the server's time: red (``warning``) near the end."""
    if rnd.clock is None:
        return None
    started = datetime.fromisoformat(rnd.clock["started_at"])
    ends = started + timedelta(minutes=rnd.clock["minutes"])
    left = max(int((ends - datetime.now(UTC)).total_seconds()), 0)
    if rnd.time is not None:
        status = "called"
    elif left == 0:
        status = "over"
    elif left <= rnd.clock["warn"] * 60:
        status = "warning"
    else:
        status = "running"
    return ClockOut(
        started_at=started.isoformat(),
        ends_at=ends.isoformat(),
        seconds_left=left,
        state=status,
        rule=rnd.time["rule"] if rnd.time else rnd.clock["rule"],
        hands=(rnd.time or rnd.clock).get("hands"),
    )
