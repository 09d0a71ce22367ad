"""The tournaments' API: open one, check people in, seat rounds, settle ties, standings.

The views parse, build the call and answer; :mod:`referee.tournaments` does the rest. The
organiser's steps take the organiser's token (``Authorization: Bearer``), given once when
the tournament is opened; checking in is open to whoever has the tournament's address.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from flask import Response, current_app, jsonify
from pydantic import BaseModel, ConfigDict, Field, StrictStr, WithJsonSchema

from ...games import GAMES
from ...games.base import JsonInt, explanation_of
from ...problems import Invalid, Refused
from ...tables import commands
from ...tournaments import TournamentService
from ...tournaments.formats import FinalFormat, SwissFormat
from ...tournaments.service import FEE_MAX
from ...tournaments.standings import Row
from ...tournaments.state import TournamentState
from ..common import bearer_token, join_url, lang, service
from .routes import _body, spec
from .schemas import PlayerNameText, Problem, ReasonText

P = (Problem, "A problem (application/problem+json).")
NOT_FOUND = (Problem, "No such tournament or person.")
ORGANISER = (Problem, "Not the organiser's token.")


def tournaments() -> TournamentService:
    """The app's tournament service (made on first use, over the app's table service)."""
    ext = current_app.extensions
    if "tournaments" not in ext:
        ext["tournaments"] = TournamentService(service().db, service())
    return ext["tournaments"]


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


TournamentName = Annotated[
    Any,
    WithJsonSchema({**PlayerNameText.__metadata__[0].json_schema, "description": "Its name."}),  # type: ignore[attr-defined]
]
Money = Annotated[JsonInt, Field(ge=0, le=FEE_MAX, description="In cents.")]


class TournamentIn(_In):
    game: Literal[tuple(GAMES)] = Field(description="A game id from GET /api/v1/games.")  # type: ignore[valid-type]
    name: TournamentName
    options: dict[str, Any] = Field(
        default_factory=dict, description="The game's rule options, for every table (locked)."
    )
    format: FinalFormat | SwissFormat | None = Field(
        default=None,
        discriminator="kind",
        description="The format and its parameters; null: the game's own tournament rule "
        "(a final of two tables).",
    )


class OpenedOut(_Out):
    id: str
    organiser_token: str = Field(description="The organiser's bearer token for this tournament.")
    url: str
    hall_url: str
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
    seed: JsonInt | None = Field(
        default=None, ge=0, le=2**31 - 1, description="The draw's seed (logged); null: drawn."
    )


class TieBreakIn(_In):
    table_id: StrictStr = Field(max_length=24)
    order: list[StrictStr] = Field(max_length=16, description="The tied people, best first.")
    reason: ReasonText


class DoneOut(_Out):
    seq: int = Field(description="The tournament log's entry just written.")


class EntryOut(_Out):
    person: str
    name: str
    status: str = Field(description="in or withdrawn")
    late: bool
    fee_owed: int
    paid: int
    owes: int
    reentries: int


class SeatedOut(_Out):
    seat: int = Field(description="From 1, in playing order.")
    person: str
    name: str


class RoundTableOut(_Out):
    number: int
    table_id: str
    join_url: str
    dealer: str
    seats: list[SeatedOut]


class RoundOut(_Out):
    number: int
    stage: str = Field(description="first, final or swiss")
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


class ValueOut(_Out):
    name: str
    value: int


class RowOut(_Out):
    person: str
    name: str
    table: int
    place: int
    total: int
    status: str = Field(description="playing, qualified, out, tie-break, final or winner")
    why: str = Field(description="Why the row is where it is, in the reader's language.")
    values: list[ValueOut] = Field(description="What the row is ordered by, in order.")
    tied_with: list[str]


class TieOut(_Out):
    table_id: str
    table: int
    people: list[str]
    places: int = Field(description="How many of them go on.")


class StandingsOut(_Out):
    stage: str = Field(description="check-in, first, final or swiss")
    rows: list[RowOut]
    final: list[RowOut]
    missing: list[int] = Field(description="The tables still missing a result.")
    ties: list[TieOut]
    ready_for_final: bool


class SeatOut(_Out):
    table: int
    table_id: str
    seat: int
    dealer: str
    line: str = Field(description="'Table 2, seat 3 — Bruno deals', in the reader's language.")
    join_url: str


# -- views ---------------------------------------------------------------------------------


def _organiser() -> str | None:
    return bearer_token()


@spec.route(
    "POST",
    "/tournaments",
    summary="Open a tournament",
    body=TournamentIn,
    responses={201: (OpenedOut, "The tournament and its organiser's token."), 422: P},
)
def open_tournament() -> tuple[Response, int]:
    """The game's options are checked as for a table and locked for every table of the
    tournament."""
    body = _body(TournamentIn)
    name = _name(body.name, "name")
    try:
        opened = tournaments().open(
            body.game, name, body.options, body.format and body.format.model_dump()
        )
    except Invalid as exc:  # the game's options: what the document cannot say
        raise Refused(exc.detail, rule=exc.rule, field=exc.field) from None
    base = f"/tournaments/{opened.tournament_id}"
    out = OpenedOut(
        id=opened.tournament_id,
        organiser_token=opened.organiser_token,
        url=base,
        hall_url=f"{base}/hall",
        standings_url=f"{base}/standings",
    )
    return jsonify(out.model_dump()), 201


@spec.route(
    "GET",
    "/tournaments/<tournament_id>",
    summary="A tournament: its people (fees, late, withdrawn) and rounds (tables, seats)",
    responses={200: (TournamentOut, "The tournament."), 404: NOT_FOUND},
)
def get_tournament(tournament_id: str) -> Response:
    t = tournaments().tournament(tournament_id)
    state = tournaments().state(tournament_id)
    out = TournamentOut(
        id=t.id,
        game=t.game,
        name=t.name,
        format=t.format,
        seq=state.seq,
        people=[
            EntryOut(
                person=e.person,
                name=e.name,
                status="withdrawn" if e.withdrawn else "in",
                late=e.late,
                fee_owed=e.fee_owed,
                paid=e.paid,
                owes=e.owes,
                reentries=e.reentries,
            )
            for e in state.entries.values()
        ],
        rounds=rounds_json(state),
    )
    return jsonify(out.model_dump())


def rounds_json(state: TournamentState) -> list[RoundOut]:
    names = state.names()
    out: list[RoundOut] = []
    for rnd in state.rounds:
        tables = []
        for table in rnd.tables:
            secret = tournaments().view(table.table_id).table.join_secret
            tables.append(
                RoundTableOut(
                    number=table.number,
                    table_id=table.table_id,
                    join_url=join_url(secret),
                    dealer=names[table.people[table.dealer]],
                    seats=[
                        SeatedOut(seat=i + 1, person=p, name=names[p])
                        for i, p in enumerate(table.people)
                    ],
                )
            )
        out.append(
            RoundOut(number=rnd.number, stage=rnd.stage, seed=rnd.seed, tables=tables, bye=rnd.bye)
        )
    return out


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/check-in",
    summary="Check a person in (a returning device sends its person's token)",
    body=CheckInIn,
    responses={
        201: (CheckedInOut, "The person, with the token the device keeps."),
        404: NOT_FOUND,
        422: P,
    },
)
def check_in(tournament_id: str) -> tuple[Response, int]:
    """Once per person: checking in again, or a name already in, is refused. After the
    first round is drawn, a check-in is a late arrival."""
    body = _body(CheckInIn)
    name = _name(body.name, "name")
    done = tournaments().check_in(tournament_id, name, body.person_token, body.fee_owed)
    out = CheckedInOut(person=done.person, token=done.token, name=done.name, late=done.late)
    return jsonify(out.model_dump()), 201


def _person_step(action: str) -> Any:
    def view(tournament_id: str, person: str) -> tuple[Response, int]:
        t = tournaments()
        if action == "pay":
            t.pay(tournament_id, _organiser(), person, _body(PaymentIn).amount)
        elif action == "withdraw":
            t.withdraw(tournament_id, _organiser(), person)
        else:
            t.reenter(tournament_id, _organiser(), person)
        return jsonify({"seq": t.state(tournament_id).seq}), 201

    view.__name__ = {
        "pay": "record_payment",
        "withdraw": "withdraw_person",
        "reenter": "reenter_person",
    }[action]
    view.__doc__ = {
        "pay": "A payment toward the person's fee (the organiser's).",
        "withdraw": "The person leaves: marked, never deleted; not seated in later rounds.",
        "reenter": "A person who withdrew comes back (after the first round: late).",
    }[action]
    return view


_STEP = {201: (DoneOut, "Logged."), 401: P, 403: ORGANISER, 404: NOT_FOUND, 422: P}
spec.route(
    "POST",
    "/tournaments/<tournament_id>/people/<person>/payments",
    summary="Record a fee paid",
    body=PaymentIn,
    auth=True,
    responses=_STEP,
)(_person_step("pay"))
spec.route(
    "POST",
    "/tournaments/<tournament_id>/people/<person>/withdraw",
    summary="Withdraw a person (one tap, never deleted)",
    auth=True,
    responses=_STEP,
)(_person_step("withdraw"))
spec.route(
    "POST",
    "/tournaments/<tournament_id>/people/<person>/reenter",
    summary="A withdrawn person re-enters",
    auth=True,
    responses=_STEP,
)(_person_step("reenter"))


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/rounds",
    summary="Draw the next round: its tables are created, everyone told their seat",
    body=SeedIn,
    auth=True,
    responses={
        201: (RoundOut, "The round, its tables and seats."),
        401: P,
        403: ORGANISER,
        404: NOT_FOUND,
        422: P,
    },
)
def draw_round(tournament_id: str) -> tuple[Response, int]:
    """A final format: the first round, every checked-in person seated once at tables as
    even as the game's seats allow (too few people, or more than the tables seat, is refused
    with the rule). Swiss: the next round's pairs (no pair twice; the bye to someone who has
    not had one), once every result of the round before is in."""
    seed = _body(SeedIn).seed
    t = tournaments()
    fmt = t.tournament(tournament_id).format
    if fmt.get("kind") == "swiss":
        t.next_swiss_round(tournament_id, _organiser())
    else:
        t.seat_first_round(tournament_id, _organiser(), seed)
    return jsonify(rounds_json(t.state(tournament_id))[-1].model_dump()), 201


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/final",
    summary="Create the final table from the first of each table",
    body=SeedIn,
    auth=True,
    responses={
        201: (RoundOut, "The final and its table."),
        401: P,
        403: ORGANISER,
        404: NOT_FOUND,
        422: P,
    },
)
def create_final(tournament_id: str) -> tuple[Response, int]:
    """Refused while a table has no result, or while a tie for a place in the final waits
    for the organiser's decision."""
    seed = _body(SeedIn).seed
    t = tournaments()
    t.create_final(tournament_id, _organiser(), seed)
    return jsonify(rounds_json(t.state(tournament_id))[-1].model_dump()), 201


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/tie-breaks",
    summary="Settle a tie for a qualifying place (the order, and why: logged)",
    body=TieBreakIn,
    auth=True,
    responses=_STEP,
)
def settle_tie(tournament_id: str) -> tuple[Response, int]:
    """``order``: exactly the tied people, best first; ``reason``: an extra hand's result,
    a drawn lot, the organiser's ruling."""
    body = _body(TieBreakIn)
    reason = commands.clean_reason(body.reason)
    if not reason:
        raise Refused(
            _text("Serve il motivo della decisione.", "The decision needs its reason."),
            field="reason",
        )
    t = tournaments()
    t.decide(tournament_id, _organiser(), body.table_id, body.order, reason)
    return jsonify({"seq": t.state(tournament_id).seq}), 201


@spec.route(
    "GET",
    "/tournaments/<tournament_id>/standings",
    summary="Live standings read from the tables' logs, a reason on every row",
    responses={200: (StandingsOut, "The standings."), 404: NOT_FOUND},
)
def get_standings(tournament_id: str) -> Response:
    return jsonify(standings_json(tournament_id, lang()).model_dump())


@spec.route(
    "GET",
    "/tournaments/<tournament_id>/people/<person>/seat",
    summary="Where a person sits now: table, seat, who deals",
    responses={200: (SeatOut, "The seat."), 404: NOT_FOUND},
)
def get_seat(tournament_id: str, person: str) -> Response:
    out = seat_json(tournament_id, person, lang())
    if out is None:
        from ...problems import NotFound

        raise NotFound(
            _text("Questa persona non ha ancora un posto.", "This person has no seat yet.")
        )
    return jsonify(out.model_dump())


# -- shared with the pages -----------------------------------------------------------------


def standings_json(tournament_id: str, language: str) -> StandingsOut:
    t = tournaments()
    state = t.state(tournament_id)
    names = state.names()

    def row(r: Row) -> RowOut:
        return RowOut(
            person=r.person,
            name=names.get(r.person, r.person),
            table=r.table,
            place=r.place,
            total=r.total,
            status=r.status,
            why=r.why.get(language),
            values=[ValueOut(name=k, value=v) for k, v in r.values],
            tied_with=[names.get(p, p) for p in r.tied_with],
        )

    if not state.rounds:
        return StandingsOut(
            stage="check-in", rows=[], final=[], missing=[], ties=[], ready_for_final=False
        )
    if state.rounds[0].stage == "swiss":
        ranked = t.swiss_standings(state)
        rows = [
            RowOut(
                person=r.person,
                name=names[r.person],
                table=0,
                place=r.place,
                total=r.values["score"],
                status="tie-break" if r.tied_with else "playing",
                why=r.why.get(language),
                values=[ValueOut(name=k, value=v) for k, v in r.values.items()],
                tied_with=[names[p] for p in r.tied_with],
            )
            for r in ranked
        ]
        results = t.results(state, "swiss")
        current = {x.table_id: x.number for x in state.rounds[-1].tables}
        missing = [current[i] for i, r in results.items() if i in current and not r.finished]
        return StandingsOut(
            stage="swiss", rows=rows, final=[], missing=missing, ties=[], ready_for_final=False
        )
    q = t.qualifying(tournament_id, state)
    numbers = {x.table_id: x.number for x in state.rounds[0].tables}
    final: list[RowOut] = []
    stage = "first"
    missing = list(q.missing)
    for rnd in state.rounds:
        if rnd.stage == "final":
            from ...tournaments.standings import final_rows

            stage = "final"
            result = t.results(state, "final")[rnd.tables[0].table_id]
            final = [row(r) for r in final_rows(result)]
            missing = [] if result.finished else [rnd.tables[0].number]
    return StandingsOut(
        stage=stage,
        rows=[row(r) for r in q.rows],
        final=final,
        missing=missing,
        ties=[
            TieOut(table_id=tid, table=numbers[tid], people=[names[p] for p in people], places=left)
            for tid, (people, left) in q.ties.items()
        ],
        ready_for_final=q.complete and stage == "first",
    )


def seat_json(tournament_id: str, person: str, language: str) -> SeatOut | None:
    from ...tournaments import messages as msg

    t = tournaments()
    state = t.state(tournament_id)
    where = state.seat_of(person)
    if where is None:
        return None
    _rnd, table, seat = where
    dealer = state.entries[table.people[table.dealer]].name
    secret = t.view(table.table_id).table.join_secret
    return SeatOut(
        table=table.number,
        table_id=table.table_id,
        seat=seat + 1,
        dealer=dealer,
        line=msg.seat_line(table.number, seat + 1, dealer).get(language),
        join_url=join_url(secret),
    )


def _name(raw: Any, field: str) -> str:
    try:
        return commands.player_name(raw)
    except ValueError as exc:
        text = explanation_of(exc)
        raise Invalid(text or _text("Nome non valido.", "Invalid name."), field=field) from None


def _text(it: str, en: str) -> Any:
    from ...games.base import Text

    return Text(it=it, en=en)
