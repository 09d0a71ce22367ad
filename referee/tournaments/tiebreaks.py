"""The tournament's steps and reads for points and tie-breaks: the standings over rounds
with the organiser's scheme and breakers, an extra hand's result, a drawn lot, a league's
final, and the first round's ties settled by the breakers.

A mixin of :class:`referee.tournaments.service.TournamentService` (it uses the service's
reads and its locked writes); every step is one event of the tournament's log.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..games.base import Text
from ..problems import Refused
from . import messages as msg
from . import ranking, scoring
from .formats import FinalFormat, RoundsFormat
from .plans import Plan
from .ranking import Line, RoundResults
from .standings import Decision, Qualifying, TableResult
from .state import DECIDE, EXTRA_HAND, LOT, Round, TournamentState

if TYPE_CHECKING:
    from .pipeline import Answer
    from .service import TournamentService as _Base
else:
    _Base = object


class TieBreakSteps(_Base):
    """Points per placing and tie-breaks, for every format."""

    # -- reads ------------------------------------------------------------------------------

    def scoring_for(self, tournament_id: str) -> scoring.Scoring:
        """The tournament's scoring: its scheme, its list, its breakers in order."""
        t = self.tournament(tournament_id)
        return scoring.scoring_of(t.game, self.format_of(t))

    def round_list(self, state: TournamentState) -> list[RoundResults]:
        """The rounds of tables (not a league's final) as their logs stand, time's rule
        applied."""
        rounds = [r for r in state.rounds if r.stage == "rounds"]
        heads = self.heads([x.table_id for r in rounds for x in r.tables])
        return [RoundResults(r.number, tuple(self.round_results(r, heads)), r.bye) for r in rounds]

    def stints(self, results: Iterable[TableResult], names: dict[str, str]) -> dict[str, Any]:
        """What a seat's earlier occupants are credited with (the points they scored and
        whom they met while seated) and the words their rows end with."""
        from . import identity

        read = list(results)
        score: dict[str, int] = {}
        met: dict[str, list[str]] = {}
        for result, stint, _by in identity.earlier(read):
            score[stint.person] = score.get(stint.person, 0) + stint.score
            met.setdefault(stint.person, []).extend(p for p in result.people if p != stint.person)
        return {
            "score_credit": score,
            "met_credit": met,
            "notes": identity.stint_notes(read, names) if score or met else {},
        }

    def lines(
        self, tournament_id: str, state: TournamentState | None = None
    ) -> tuple[scoring.Scoring, list[Line]]:
        """The standings over rounds (Swiss or rounds) with the organiser's scheme and
        breakers; a tie is blocking only across the places something depends on: a
        league's final places once its rounds are played, else the winner once every round
        is played."""
        state = state or self.state(tournament_id)
        t = self.tournament(tournament_id)
        fmt = self.format_of(t)
        how = scoring.scoring_of(t.game, fmt)
        if not isinstance(fmt, RoundsFormat):  # Swiss, and any other format of pairs
            rounds = getattr(fmt, "rounds", None)
            done = rounds is not None and self.rounds_done(state, rounds)
            cut = self._cut(fmt, state, done)
            bye_counts = getattr(fmt, "bye", "win") == "win"
            results = self.results(state)
            lines = self.swiss_standings(state, results, how=how, cut=cut, bye_counts=bye_counts)
            played = [
                RoundResults(r.number, tuple(results[x.table_id] for x in r.tables), r.bye)
                for r in state.rounds
            ]
            ranking.mark_now(lines, played, over=done)
            return how, lines
        # Each table's log is read once: the rows and whether every round is done.
        rounds = self.round_list(state)
        drawn = len([r for r in state.rounds if r.stage == "rounds"])
        done = drawn >= fmt.rounds and all(x.finished for r in rounds for x in r.tables)
        best = fmt.best if isinstance(fmt, RoundsFormat) else None
        lines = ranking.standings(
            rounds,
            list(state.entries),
            how,
            state.names(),
            best=best,
            extra_hands=state.extra_hands,
            lots=state.lots,
            cut=self._cut(fmt, state, done),
            decision=standing_decision(state),
            **self.stints(results_of(rounds), state.names()),
        )
        finalists = [
            p for r in state.rounds if r.stage == "final" for x in r.tables for p in x.people
        ]
        ranking.mark_now(lines, rounds, over=done, final=fmt.final or 0, finalists=finalists)
        return how, lines

    def rounds_done(self, state: TournamentState, rounds: int) -> bool:
        """Every round of the format drawn, and every table of them finished."""
        played = [r for r in state.rounds if r.stage != "final"]
        if len(played) < rounds:
            return False
        if played[0].stage != "rounds":
            results = self.results(state, played[0].stage)
            return all(r.finished for r in results.values())
        return all(t.finished for r in self.round_list(state) for t in r.tables)

    def _cut(self, fmt: Any, state: TournamentState, done: bool) -> int | None:
        """The place a tie must not straddle: a league's final places, or the winner, once
        every round is done (none before, nor once a league's final is drawn)."""
        if isinstance(fmt, FinalFormat) or not state.rounds or not done:
            return None
        if any(r.stage == "final" for r in state.rounds):
            return None
        if isinstance(fmt, RoundsFormat) and fmt.final:
            return fmt.final
        return 1

    def settle_qualifying(
        self,
        tournament_id: str,
        state: TournamentState,
        first: Sequence[TableResult],
        q: Qualifying,
        again: Any,
    ) -> Qualifying:
        """The first round's ties settled by the format's breakers (an extra hand recorded,
        a lot drawn) where the organiser has not decided; each row gains its points under
        the scheme the organiser chose. ``again``: recomputes the standings with more decisions."""
        how = self.scoring_for(tournament_id)
        names = state.names()
        decisions = dict(state.decisions)
        tables = {x.table_id: x for x in first}
        for table_id, (tied, left) in q.ties.items():
            order, reasons = self._break(tied, left, how, state, names)
            if order is None:
                continue
            decisions[table_id] = Decision(table_id, tuple(order), reasons)
        if len(decisions) != len(state.decisions):
            q = again(decisions)
        if self.format_of(self.tournament(tournament_id)).scheme is None:
            return q  # the places decide who goes on; points only where the organiser chose
        for row in q.rows:
            table = next((x for x in tables.values() if x.number == row.table), None)
            if table is None or not table.finished:
                continue
            size = len(table.people)
            points = how.points_for(row.place, size, row.total)
            row.values.append((how.key, points))
            label = how.label
            row.why = Text(
                it=f"{row.why.it} {label.it.capitalize()}: {points} ({row.place}º su {size}).",
                en=f"{row.why.en} {label.en.capitalize()}: {points} "
                f"({ranking.ordinal_en(row.place)} of {size}).",
            )
        return q

    def _break(
        self,
        tied: Sequence[str],
        left: int,
        how: scoring.Scoring,
        state: TournamentState,
        names: dict[str, str],
    ) -> tuple[list[str] | None, str]:
        """The tied people in the order the breakers put them, if they split them where the
        ``left`` places that go on end."""
        if not how.breakers:
            return None, ""
        criteria = [
            ranking.Criterion(name, scoring.BREAKER_LABELS[name], True) for name in how.breakers
        ]
        lines = ranking.standings(
            [],
            list(tied),
            scoring.Scoring(how.scheme, how.points, how.breakers, how.low_totals),
            names,
            extra_hands=state.extra_hands,
            lots=state.lots,
        )
        if ranking.unsettled(lines, left):
            return None, ""
        used = [c for c in criteria if any(line.values.get(c.key) for line in lines)]
        said: list[str] = []
        for c in used:
            if c.key == "lot":
                lot = next(x for x in reversed(state.lots) if set(tied) <= set(x.order))
                said.append(f"{c.label.get('it')} / {c.label.get('en')} (seed {lot.seed})")
            elif c.key == "extra_hand":
                hand = next(x for x in reversed(state.extra_hands) if set(tied) <= set(x.people))
                said.append(f"{c.label.get('it')} / {c.label.get('en')}: {hand.reason}")
        return [line.person for line in lines], "; ".join(said)

    # -- writes -----------------------------------------------------------------------------

    def decide_standing(
        self,
        tournament_id: str,
        organiser: str | None,
        order: Sequence[str],
        reason: str,
        answer: Answer | None = None,
    ) -> None:
        """Over rounds: the organiser's order for people level on everything, with its
        reason (logged as a decision without a table)."""
        self.require_organiser(tournament_id, organiser)
        if isinstance(self.format_of(self.tournament(tournament_id)), FinalFormat):
            raise Refused(msg.NO_TIE, field="table_id")
        state = self.state(tournament_id)
        if len(set(order)) != len(order) or set(order) not in self._tied_groups(
            tournament_id, state
        ):
            raise Refused(msg.TIE_ORDER, field="order")
        payload = {"table_id": "", "order": list(order), "reason": reason}
        stale = Refused(msg.NO_TIE, field="order")
        self.log(tournament_id, organiser, DECIDE, payload, state.seq, stale, answer)

    def record_extra_hand(
        self,
        tournament_id: str,
        organiser: str | None,
        people: Sequence[str],
        reason: str,
        answer: Answer | None = None,
    ) -> None:
        """An extra hand's result for people level on everything, best first (logged)."""
        self.require_organiser(tournament_id, organiser)
        how = self.scoring_for(tournament_id)
        if "extra_hand" not in how.breakers:
            raise Refused(_not_a_breaker("extra_hand"), field="people")
        state = self.state(tournament_id)
        for person in people:
            self.entry(state, person)
        groups = self._tied_groups(tournament_id, state)
        if len(set(people)) != len(people) or set(people) not in groups:
            shown = ", ".join(state.names().get(p, p) for p in people)
            raise Refused(
                Text(
                    it=f"Una mano di spareggio vale solo per chi è pari in tutto: {shown} "
                    "non lo sono (o manca qualcuno dei pari merito).",
                    en=f"An extra hand is only for people level on everything: {shown} are "
                    "not (or one of the tied players is missing).",
                ),
                field="people",
            )
        payload = {"people": list(people), "reason": reason}
        stale = Refused(msg.NO_TIE, field="people")
        self.log(tournament_id, organiser, EXTRA_HAND, payload, state.seq, stale, answer)

    def draw_lot(
        self,
        tournament_id: str,
        organiser: str | None,
        seed: int | None = None,
        answer: Answer | None = None,
    ) -> dict[str, Any]:
        """The server draws a lot among everyone in the tournament, logged with its seed:
        the same seed draws the same order again. Only while a tie waits for it."""
        self.require_organiser(tournament_id, organiser)
        how = self.scoring_for(tournament_id)
        if "lot" not in how.breakers:
            raise Refused(_not_a_breaker("lot"))
        state = self.state(tournament_id)
        if not self._tied_groups(tournament_id, state):
            raise Refused(
                Text(
                    it="Non c'è un pari merito da sorteggiare.",
                    en="There is no tie for a lot to break.",
                )
            )
        seed = secrets.randbelow(2**31) if seed is None else seed
        payload = {"seed": seed, "order": list(ranking.draw_lot(list(state.entries), seed))}
        self.log(tournament_id, organiser, LOT, payload, state.seq, Refused(msg.NO_TIE), answer)
        return payload

    def create_league_final(
        self,
        tournament_id: str,
        organiser: str | None,
        seed: int | None = None,
        answer: Answer | None = None,
    ) -> Round:
        """A league's final table: the first N of the standings once every round is
        played, and no tie left across the last place that goes."""
        self.require_organiser(tournament_id, organiser)
        t = self.tournament(tournament_id)
        fmt = self.format_of(t)
        assert isinstance(fmt, RoundsFormat)
        if not fmt.final:
            raise Refused(Text(it="Questa lega non ha una finale.", en="This league has no final."))
        state = self.state(tournament_id)
        if any(r.stage == "final" for r in state.rounds):
            raise Refused(msg.FINAL_EXISTS)
        if not self.rounds_done(state, fmt.rounds):
            played = len([r for r in state.rounds if r.stage == "rounds"])
            raise Refused(
                Text(
                    it=f"La finale viene dopo tutti i {fmt.rounds} turni della lega, ognuno con "
                    f"tutti i risultati: finora {played} sorteggiati.",
                    en=f"The final comes after all {fmt.rounds} rounds of the league, each with "
                    f"every result in: {played} drawn so far.",
                )
            )
        _, lines = self.lines(tournament_id, state)
        names = state.names()
        active = [line.person for line in lines if state.entries[line.person].active]
        tied = ranking.unsettled([line for line in lines if line.person in active], fmt.final)
        if tied:
            shown = ", ".join(names[p] for p in tied)
            raise Refused(
                Text(
                    it=f"Spareggio richiesto per gli ultimi posti in finale: {shown}.",
                    en=f"Tie-break required for the last places in the final: {shown}.",
                )
            )
        if len(active) < fmt.final:
            raise Refused(msg.too_few(len(active), fmt.final))
        going = tuple(active[: fmt.final])
        seed = secrets.randbelow(2**31) if seed is None else seed
        dealer = random.Random(seed).randrange(len(going))
        plan = Plan(len(state.rounds) + 1, "final", seed, ((going, dealer),))
        return self.publish(tournament_id, organiser, plan, state.seq, msg.FINAL_EXISTS, answer)

    def tied_people(self, tournament_id: str, table_id: str) -> tuple[list[str], int]:
        """The people of a tie waiting for the organiser, and how many of them go on: at a
        first-round table, or (no table) the tie over rounds that blocks something."""
        if table_id:
            return self.qualifying(tournament_id).ties.get(table_id, ([], 0))
        fmt = self.format_of(self.tournament(tournament_id))
        _, lines = self.lines(tournament_id)
        blocking = [line for line in lines if line.blocking]
        if not blocking:
            return [], 0
        cut = fmt.final if isinstance(fmt, RoundsFormat) and fmt.final else 1
        return [line.person for line in blocking], cut - blocking[0].place + 1

    def _tied_groups(self, tournament_id: str, state: TournamentState) -> list[set[str]]:
        """The groups of people level on everything now."""
        fmt = self.format_of(self.tournament(tournament_id))
        if isinstance(fmt, FinalFormat):
            return [set(tied) for tied, _ in self.qualifying(tournament_id, state).ties.values()]
        _, lines = self.lines(tournament_id, state)
        return [{line.person, *line.tied_with} for line in lines if line.tied_with]


def results_of(rounds: Iterable[RoundResults]) -> list[TableResult]:
    return [t for r in rounds for t in r.tables]


def standing_decision(state: TournamentState) -> ranking.ExtraHand | None:
    """The organiser's latest decision over rounds (a decision without a table)."""
    found = state.decisions.get("")
    return ranking.ExtraHand(found.order, found.reason) if found is not None else None


def _not_a_breaker(name: str) -> Text:
    label = scoring.BREAKER_LABELS[name]
    return Text(
        it=f"Gli spareggi di questo torneo non prevedono «{label.it}».",
        en=f"This tournament's tie-breakers have no “{label.en}”.",
    )
