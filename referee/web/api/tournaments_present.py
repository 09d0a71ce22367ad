"""The tournaments as the API and the pages show them: the bodies, and the reads they share."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated, Any

from flask import current_app
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictStr, WithJsonSchema
from sqlmodel import Session

from ...games import GAMES
from ...games.base import explained, explanation_of
from ...games.house_rules import house_rules_text
from ...problems import Invalid
from ...tables import commands
from ...tournaments import TournamentService
from ...tournaments.formats import FinalFormat, RoundRobinFormat, RoundsFormat, SwissFormat
from ...tournaments.live import read_join_secrets
from ...tournaments.numbers import Money, Seed
from ...tournaments.ranking import Line
from ...tournaments.scoring import Scoring
from ...tournaments.standings import Row
from ...tournaments.state import Round, TournamentState
from ..common import join_url, service
from .fields import PlayerNameText, ReasonText, player_name_schema
from .schemas import ClockOut, Problem
from .tournament_dashboard import NextStepOut, TableInPlayOut

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


class ValueOut(_Out):
    name: str
    value: int


class EarnedOut(_Out):
    round: int
    table: int = Field(description="The table's number; 0: a bye.")
    place: int
    size: int = Field(description="How many sat at the table.")
    points: int = Field(description="The points this table earned under the scheme.")
    counted: bool = Field(description="False: dropped (only each person's best rounds count).")
    shared: int = Field(
        1, description="How many at the table shared this place (each earns its points)."
    )


class BreakerOut(_Out):
    name: str
    label: str


class ScoringOut(_Out):
    scheme: str = Field(description="placing, fixed, game or wins")
    label: str
    points: list[int] = Field(description="The fixed scheme's points per place.")
    lower_is_better: bool = Field(description="Game points of a game whose lowest total wins.")
    tie_breakers: list[BreakerOut] = Field(description="The tie-breakers, in order.")
    labels: dict[str, str] = Field(
        description="Each row value's name (values[].name) in the reader's language."
    )


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
    earned: list[EarnedOut] = Field(
        default_factory=list, description="How the row's points were made, table by table."
    )


class TieOut(_Out):
    table_id: str
    table: int
    people: list[str]
    places: int = Field(description="How many of them go on.")


class StandingsOut(_Out):
    stage: str = Field(description="check-in, first, final, swiss, rounds or round_robin")
    round: int = Field(0, description="The current round's number (0 before the first).")
    clock: ClockOut | None = None
    rows: list[RowOut]
    final: list[RowOut]
    missing: list[int] = Field(description="The tables still missing a result.")
    ties: list[TieOut]
    ready_for_final: bool
    scoring: ScoringOut | None = Field(
        None, description="The points per placing and the tie-breakers the organiser chose."
    )
    house_rules_text: str = Field(
        "",
        description="The rules every table of the tournament plays, in one line: the "
        "differences from the game's official rules, or that there are none.",
    )


class SeatOut(_Out):
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


# -- shared with the pages -----------------------------------------------------------------


def standings_json(tournament_id: str, language: str) -> StandingsOut:
    """The standings with the house rules every table plays (printed with them)."""
    out = _standings_json(tournament_id, language)
    row = tournaments().tournament(tournament_id)
    game = GAMES[row.game]
    rules = house_rules_text(game, game.parse_options(row.options)).get(language)
    return out.model_copy(update={"house_rules_text": rules})


def _standings_json(tournament_id: str, language: str) -> StandingsOut:
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
    if state.rounds[0].stage in ("rounds", "swiss", "round_robin"):
        return _over_rounds(tournament_id, state, language)
    q = t.qualifying(tournament_id, state)
    numbers = {x.table_id: x.number for x in state.rounds[0].tables}
    final: list[RowOut] = []
    stage = "first"
    missing = list(q.missing)
    for rnd in state.rounds:
        if rnd.stage == "final":
            from ...tournaments.identity import stint_rows
            from ...tournaments.standings import final_rows

            stage = "final"
            result = t.results(state, "final")[rnd.tables[0].table_id]
            final = [row(r) for r in stint_rows(final_rows(result), [result], names)]
            missing = [] if result.finished else [rnd.tables[0].number]
    how = t.scoring_for(tournament_id)
    return StandingsOut(
        stage=stage,
        scoring=scoring_json(how, language),
        rows=[row(r) for r in q.rows],
        final=final,
        missing=missing,
        ties=[
            TieOut(table_id=tid, table=numbers[tid], people=[names[p] for p in people], places=left)
            for tid, (people, left) in q.ties.items()
        ],
        ready_for_final=q.complete and stage == "first",
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


def _name(raw: Any, field: str) -> str:
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


def rounds_rows(state: TournamentState, best: int | None, language: str) -> list[RowOut]:
    """Rows of the standings over rounds with the format's own scoring."""
    return [
        line_row(r, state, language, r.values.get("points", r.values.get("wins", 0)))
        for r in tournaments().rounds_standings(state, best)
    ]


def line_row(line: Line, state: TournamentState, language: str, total: int) -> RowOut:
    """One row of the standings over rounds: its values in order, how its points were made."""
    names = state.names()
    return RowOut(
        person=line.person,
        name=names[line.person],
        table=0,
        place=line.place,
        total=total,
        status=line.status,
        why=line.why.get(language),
        values=[ValueOut(name=k, value=v) for k, v in line.values.items()],
        tied_with=[names[p] for p in line.tied_with],
        earned=[
            EarnedOut(
                round=e.round,
                table=e.table,
                place=e.place,
                size=e.size,
                points=e.points,
                counted=e.counted,
                shared=e.shared,
            )
            for e in line.earned
        ],
    )


def _label(key: str, language: str) -> str:
    from ...tournaments.scoring import BREAKER_LABELS

    labels = {
        "points": _text("punti", "points"),
        "place": _text("posto", "place"),
        "total": _text("totale", "total"),
        "tie-break": _text("spareggio", "tie-break"),
        **BREAKER_LABELS,
    }
    text = labels.get(key)
    return text.get(language) if text is not None else key


def scoring_json(how: Scoring, language: str) -> ScoringOut:
    from ...tournaments.scoring import breaker_label

    keys = ["place", "total", "tie-break", "points", "wins", *how.breakers]
    labels = {k: _label(k, language) for k in keys}
    if "buchholz" in labels:
        labels["buchholz"] = breaker_label("buchholz", how.scheme).get(language)
    labels[how.key] = how.label.get(language)
    if how.low_totals and "score" in labels:
        labels["score"] = _text(
            "punti segnati (vince il più basso)", "points scored (lowest best)"
        ).get(language)
    return ScoringOut(
        labels=labels,
        scheme=how.scheme,
        label=how.label.get(language),
        points=list(how.points),
        lower_is_better=not how.points_higher,
        tie_breakers=[
            BreakerOut(name=b, label=breaker_label(b, how.scheme).get(language))
            for b in how.breakers
        ],
    )


def _over_rounds(tournament_id: str, state: TournamentState, language: str) -> StandingsOut:
    """Swiss, rounds and leagues: the rows by the organiser's scheme and breakers; a
    league's final once it is drawn; a tie blocking only across the places that depend on
    it."""
    t = tournaments()
    how, lines = t.lines(tournament_id, state)
    names = state.names()
    current = state.rounds[-1]
    stage = current.stage
    final: list[RowOut] = []
    missing: list[int] = []
    ready = False
    fmt = t.tournament(tournament_id).format
    if stage == "final":
        from ...tournaments.standings import final_rows

        result = t.results(state, "final")[current.tables[0].table_id]
        rows_final = final_rows(result)
        final = [
            RowOut(
                person=r.person,
                name=names.get(r.person, r.person),
                table=r.table,
                place=r.place,
                total=r.total,
                status=r.status,
                why=r.why.get(language),
                values=[ValueOut(name=k, value=v) for k, v in r.values],
                tied_with=[],
            )
            for r in rows_final
        ]
        missing = [] if result.finished else [current.tables[0].number]
    elif stage in ("swiss", "round_robin"):
        results = t.results(state, stage)
        numbers = {x.table_id: x.number for x in current.tables}
        missing = [numbers[i] for i, r in results.items() if i in numbers and not r.finished]
    else:
        missing = [r.number for r in t.round_results(current) if not r.finished]
        ready = bool(fmt.get("final")) and t.rounds_done(state, fmt.get("rounds", 0))
    blocking = [line for line in lines if line.blocking]
    ties: list[TieOut] = []
    if blocking:
        first = min(line.place for line in blocking)
        cut = (fmt.get("final") or 1) if stage == "rounds" else 1
        ties.append(
            TieOut(
                table_id="",
                table=0,
                people=[names[line.person] for line in blocking],
                places=max(cut - first + 1, 1),
            )
        )
    key = how.key
    # A Swiss row's total is the points it scored (as it always was); else its points.
    total = "score" if stage == "swiss" else key
    return StandingsOut(
        stage="rounds" if stage == "final" else stage,
        round=current.number,
        clock=clock_json(current),
        scoring=scoring_json(how, language),
        rows=[
            line_row(line, state, language, line.values.get(total, line.values.get(key, 0)))
            for line in lines
        ],
        final=final,
        missing=missing,
        ties=ties,
        ready_for_final=ready and not blocking,
    )
