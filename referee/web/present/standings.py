"""A tournament's standings as the API and the pages show them: the rows, how their points
were made, the ties, and the scoring the organiser chose."""

from __future__ import annotations

from pydantic import Field

from ...games import GAMES
from ...games.house_rules import house_rules_text
from ...tournaments.ranking import Line
from ...tournaments.scoring import Scoring
from ...tournaments.standings import Row
from ...tournaments.state import TournamentState
from .tournaments import ClockOut, _Out, _text, clock_json, tournaments


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
    status: str = Field(
        description="What is true of the person now: playing (a table of theirs is still "
        "playing), qualified, out, tie-break, final, winner, or empty (their tables are over "
        "and no further round is drawn)."
    )
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
