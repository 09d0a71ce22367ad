"""The tournament's reads of its tables: each table's result as its log stands (time's rule
applied, substitutes credited), the standings of each format, and the number its live
streams follow.

A mixin of :class:`referee.tournaments.service.TournamentService` (it uses the service's
reads of the tournament, and the tie-break steps' standings).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from sqlmodel import select

from ..games.base import Text
from ..store import Snapshot, repo
from ..tables import TableView
from . import identity, ranking, scoring
from .closing import scored_seqs
from .formats import FinalFormat
from .live import group_of, read_heads, read_join_secrets, read_tournament_head
from .opening import parse_format, rule_ids
from .ranking import Line
from .standings import Breaker, Qualifying, TableResult, qualifying
from .state import Round, RoundTable, TournamentState
from .tiebreaks import results_of, standing_decision

if TYPE_CHECKING:
    from .service import TournamentService as _Base
else:
    _Base = object

#: The rounds format's own cascade and the Swiss one, as :func:`.standings.cascade` takes
#: them (the standings themselves follow the organiser's choice: see :mod:`.scoring`).
ROUNDS_BREAKERS = (
    Breaker("points", Text(it="punti piazzamento", en="placing points")),
    Breaker("wins", Text(it="tavoli vinti", en="tables won")),
    Breaker("played", Text(it="turni giocati", en="rounds played")),
)

SWISS_BREAKERS = (
    Breaker("wins", Text(it="vittorie", en="wins")),
    Breaker("buchholz", scoring.BUCHHOLZ_WINS),
    Breaker("score", Text(it="punti segnati", en="points scored")),
)


class TableReads(_Base):
    """Each table's result, and the standings read from them."""

    def results(self, state: TournamentState, stage: str | None = None) -> dict[str, TableResult]:
        """Each table of the rounds (of ``stage``, if given) as its log stands now."""
        tables = [
            table
            for rnd in state.rounds
            if stage is None or rnd.stage == stage
            for table in rnd.tables
        ]
        heads = self.heads([table.table_id for table in tables])
        return {
            table.table_id: self.kept.get(
                table.table_id,
                heads.get(table.table_id, 0),
                (table.number, table.people, table.subs, None),
                lambda table=table: self._read_result(table),
            )
            for table in tables
        }

    def heads(self, table_ids: Sequence[str]) -> dict[str, int]:
        """Where each table's log ends now (one query however many tables)."""
        with self.db.session() as s:
            return read_heads(s, table_ids)

    def _read_result(self, table: RoundTable) -> tuple[int, TableResult]:
        view = self.view(table.table_id)
        result = table_result(table.table_id, table.number, table.people, view)
        return view.seq, self._split(table, result)

    def round_results(
        self, rnd: Round, heads: Mapping[str, int] | None = None
    ) -> list[TableResult]:
        """A round's tables as their logs stand, with time's rule applied once called: as
        it stands (the table at its seq when time was called), or the hand in play finished
        (the table after the first hand scored since; until then it is still playing), or
        further hands (the table after that many more hands are scored since)."""
        if heads is None:
            heads = self.heads([x.table_id for x in rnd.tables])
        out: list[TableResult] = []
        for x in rnd.tables:
            # Time called: the result also depends on the rule and where the log stood then.
            tail = (
                (rnd.time["rule"], rnd.time["heads"].get(x.table_id, 0), rnd.time.get("hands"))
                if rnd.time is not None and x.table_id not in rnd.reopened
                else None
            )
            out.append(
                self.kept.get(
                    x.table_id,
                    heads.get(x.table_id, 0),
                    (x.number, x.people, x.subs, tail),
                    lambda x=x: self._round_result(rnd, x),
                )
            )
        return out

    def _round_result(self, rnd: Round, x: RoundTable) -> tuple[int, TableResult]:
        """One table of ``rnd`` read from its log (see :meth:`round_results`), and the seq
        it was read at."""
        view = self.view(x.table_id)
        result = table_result(x.table_id, x.number, x.people, view)
        if rnd.time is not None and x.table_id not in rnd.reopened:
            # Its rule holds even if the table played on (until the organiser reopens it).
            head = rnd.time["heads"].get(x.table_id, 0)
            at = (
                head
                if rnd.time["rule"] == "as_it_stands"
                else self._hands_after(x.table_id, head, rnd.time.get("hands") or 1)
            )
            if at is not None:
                result = self._result_at(x.table_id, x.number, x.people, at, view)
        return view.seq, self._split(x, result)

    def _split(self, table: RoundTable, result: TableResult) -> TableResult:
        """``result`` credited to who sat at each seat while it scored (substitutes)."""
        if not table.subs:
            return result
        game = self.view(table.table_id).game
        with self.db.session() as s:
            rows = s.exec(
                select(Snapshot.seq, Snapshot.effect)
                .where(Snapshot.table_id == table.table_id)
                .order_by(Snapshot.seq)  # type: ignore[arg-type]
            ).all()
            # The hands in force, as time's rule reads them (see _next_hand).
            hands = [
                int(seq)
                for seq, effect in rows
                if effect.get("hand") and effect.get("status", "active") == "active"
            ]

            def totals_at(seq: int) -> list[int]:
                stored = repo.snapshot(s, table.table_id, seq)
                return list(game.totals(game.load_state(stored.state)))

            return identity.split(result, table, totals_at, hands)

    def _hands_after(self, table_id: str, after: int, count: int) -> int | None:
        """The seq of the move that scored the ``count``-th hand after ``after``, if any."""
        with self.db.session() as s:
            scored = [seq for seq in scored_seqs(s, table_id) if seq > after]
        return scored[count - 1] if len(scored) >= count else None

    def _result_at(
        self, table_id: str, number: int, people: Sequence[str], seq: int, view: TableView
    ) -> TableResult:
        """The table as its log stood at ``seq``: a finished result (time was called)."""
        game, options = view.game, view.options
        with self.db.session() as s:
            stored = repo.snapshot(s, table_id, seq)
        state = game.load_state(stored.state) if stored is not None else view.state
        places = {row.seat: row.rank for row in game.standings(state, options)}
        totals = game.totals(state)
        seats = range(len(people))
        return TableResult(
            table_id,
            number,
            tuple(people),
            tuple(totals[i] for i in seats),
            tuple(places.get(i, len(people)) for i in seats),
            True,
        )

    def view(self, table_id: str) -> TableView:
        return self.tables.view(table_id)

    def join_secrets(self, table_ids: Sequence[str]) -> dict[str, str]:
        """The tables' join secrets (their QR codes), read together rather than table by table."""
        with self.db.session() as s:
            return read_join_secrets(s, table_ids)

    def standings_version(self, tournament_id: str) -> int:
        """A number that grows with any change to the tournament's standings (its log's head
        seq plus each of its tables' heads; see :mod:`.live`), from the heads this process
        has heard of on the bus; the first call for a tournament makes moves at its tables
        wake the streams that wait on :func:`.live.group_of` it."""
        bus = self.tables.bus
        heads = bus.heads
        group = group_of(tournament_id)

        def read_head() -> int:
            with self.db.session() as s:
                return read_tournament_head(s, tournament_id)

        def tables_at() -> tuple[int, tuple[str, ...]]:
            state = self.state(tournament_id)
            heads.announce(tournament_id, state.seq)
            return state.seq, tuple(x.table_id for r in state.rounds for x in r.tables)

        def relay(table_ids: Sequence[str]) -> None:
            bus.relay([tournament_id, *table_ids], group)

        return self.versions.get(
            tournament_id,
            heads.get(tournament_id, read_head),
            tables_at,
            self.heads,
            lambda table_id: heads.get(table_id, lambda: self.tables.head_seq(table_id)),
            heads.announce,
            relay,
        )

    def qualifying(self, tournament_id: str, state: TournamentState | None = None) -> Qualifying:
        state = state or self.state(tournament_id)
        first = list(self.results(state, "first").values())
        t = self.tournament(tournament_id)
        fmt = parse_format(t.game, t.format)
        per_table = fmt.qualify if isinstance(fmt, FinalFormat) else 1
        names, rules = state.names(), rule_ids(t.game)
        q = qualifying(first, per_table, state.decisions, names, rules)
        standing = self.settle_qualifying(
            tournament_id,
            state,
            first,
            q,
            lambda decisions: qualifying(first, per_table, decisions, names, rules),
        )
        standing.rows = identity.stint_rows(standing.rows, first, names)
        return standing

    def swiss_standings(
        self,
        state: TournamentState,
        results: Mapping[str, TableResult] | None = None,
        how: scoring.Scoring | None = None,
        cut: int | None = None,
        bye_counts: bool = True,
    ) -> list[Line]:
        """By default match wins (a bye is a win, unless ``bye_counts`` is false: then it
        earns nothing), then Buchholz (the opponents' wins), then the total scored, each
        with its value on every row."""
        results = results if results is not None else self.results(state)
        how = how or scoring.Scoring("wins", (), ("buchholz", "score"), False)
        rounds = [
            ranking.RoundResults(
                r.number,
                tuple(results[x.table_id] for x in r.tables),
                r.bye if bye_counts else None,
            )
            for r in state.rounds
        ]
        return ranking.standings(
            rounds,
            list(state.entries),
            how,
            state.names(),
            extra_hands=state.extra_hands,
            lots=state.lots,
            cut=cut,
            live_score=True,
            decision=standing_decision(state),
            **self.stints(results.values(), state.names()),
        )

    def rounds_standings(
        self, state: TournamentState, best: int | None, how: scoring.Scoring | None = None
    ) -> list[Line]:
        """Points per placing (by default fair across table sizes), each person's best
        rounds counted; then the tie-breakers in order (by default the rounds won, then the
        rounds played), each value on every row."""
        how = how or scoring.Scoring("placing", (), ("wins", "played"), False)
        rounds = self.round_list(state)
        return ranking.standings(
            rounds,
            list(state.entries),
            how,
            state.names(),
            best=best,
            extra_hands=state.extra_hands,
            lots=state.lots,
            **self.stints(results_of(rounds), state.names()),
        )


def table_result(table_id: str, number: int, people: Sequence[str], view: TableView) -> TableResult:
    places = {row.seat: row.rank for row in view.standings}
    seats = range(len(people))
    return TableResult(
        table_id,
        number,
        tuple(people),
        tuple(view.totals[i] for i in seats),
        tuple(places.get(i, len(people)) for i in seats),
        view.outcome is not None,
    )
