"""The tournament's commands (each one tap, each one event of its log) and its reads.

Every command goes through one write pipeline (:mod:`.pipeline`): the tournament locked,
the organiser's token, the Idempotency-Key, the log folded, the expected seq, the command's
events, the answer, the bus. A command that reads the tables first (a Swiss round, a tie)
plans on the state it read and is refused if the log moved on before its write. Rounds are
drawn as plans and written by :func:`.draws.write_round`.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property
from typing import Any

from sqlmodel import select

from ..problems import Refused
from ..store import Database, Person, Tournament, keys
from ..tables import TableService, hash_token
from ..tables.access import new_token
from . import claims, draws, identity
from . import messages as msg
from .drafts import Drafts
from .formats import FinalFormat, RoundRobinFormat, RoundsFormat, SwissFormat
from .live import KeptResults, Versions
from .opening import AnyFormat, check_name_free, opening, parse_format, rule_ids
from .pipeline import Answer, Pipeline, Stale, Step, find, fold_log, require_organiser
from .plans import Plan
from .results import TableReads
from .schedule import Schedule
from .standings import RuleIds
from .state import (
    CHECK_IN,
    DECIDE,
    PAY,
    REENTER,
    TIME,
    WITHDRAW,
    Entry,
    Round,
    Substitution,
    TournamentState,
)
from .tiebreaks import TieBreakSteps


@dataclass
class Opened:
    tournament_id: str
    organiser_token: str


@dataclass
class CheckedIn:
    person: str
    #: The device's token for this person (a returning device keeps its own).
    token: str
    name: str
    late: bool


class TournamentService(TableReads, TieBreakSteps):
    """What the web adapters call for tournaments; tables go through ``tables``.

    Every write takes an optional :class:`.pipeline.Answer`: the API's answer, rendered and
    stored (with its Idempotency-Key) in the write's own transaction.
    """

    def __init__(self, db: Database, tables: TableService) -> None:
        self.db = db
        self.tables = tables
        #: Each table's result at its head seq (:mod:`.live`): an update reads what moved.
        self.kept = KeptResults()
        #: The version of each tournament's standings its live streams follow.
        self.versions = Versions()

    @cached_property
    def pipeline(self) -> Pipeline:
        """The write pipeline every command goes through (:mod:`.pipeline`)."""
        return Pipeline(self.db, self.tables.bus)

    # -- writes -----------------------------------------------------------------------------

    def open(self, game_id: Any, name: str, options: Any, fmt: Any) -> Opened:
        probe, parsed = opening(game_id, options, fmt)
        token = new_token()
        tournament = Tournament(
            id=keys.new_table_id(),
            game=probe.game.id,
            name=name,
            options=probe.options.model_dump(mode="json"),
            format=parsed.model_dump(mode="json"),
            organiser_hash=hash_token(token),
        )
        with self.db.writing() as s:
            s.add(tournament)
            s.commit()
        return Opened(tournament.id, token)

    def check_in(
        self,
        tournament_id: str,
        name: str,
        token: str | None,
        fee_owed: int = 0,
        answer: Answer | None = None,
    ) -> CheckedIn:
        """A person present: recognised by the device's token, else new with a new token."""

        def plan(step: Step) -> CheckedIn:
            s, state, mine = step.s, step.state, token
            person = (
                s.exec(select(Person).where(Person.token_hash == hash_token(mine))).first()
                if mine
                else None
            )
            if person is not None:
                person = s.get(Person, identity.resolve(s, person.id)) or person
            if person is not None and person.id in state.entries:
                entry = state.entries[person.id]
                raise Refused(
                    msg.withdrawn(entry.name)
                    if entry.withdrawn
                    else msg.registered_twice(entry.name),
                    field="token",
                )
            check_name_free(state, name)
            if person is None:
                mine = new_token()
                person = Person(id=keys.new_table_id(), name=name, token_hash=hash_token(mine))
                s.add(person)
                s.flush()
            assert mine is not None
            late = bool(state.rounds)
            payload = {"person": person.id, "name": name, "fee_owed": fee_owed, "late": late}
            step.append(CHECK_IN, payload)
            return CheckedIn(person.id, mine, name, late)

        return self.pipeline.write(tournament_id, plan, answer=answer)

    def claim_code(self, tournament_id: str, organiser: str | None, person: str) -> claims.Claim:
        """A one-time code that makes a phone ``person``'s (:mod:`.claims`)."""
        self.require_organiser(tournament_id, organiser)
        with self.db.session() as s:
            self.entry(fold_log(s, tournament_id), person)
            t, found = find(s, tournament_id), s.get(Person, person)
            assert found is not None  # checked in: a person of this server
            return claims.issue(t, found, datetime.now(UTC))

    def claim(self, tournament_id: str, claim: claims.Claim) -> str:
        """The new token of the person ``claim`` is for; refused once used or expired."""
        return self.pipeline.write(
            tournament_id, lambda step: claims.redeem(step.s, step.t, claim, datetime.now(UTC))
        )

    def pay(
        self,
        tournament_id: str,
        organiser: str | None,
        person: str,
        amount: int,
        answer: Answer | None = None,
    ) -> None:
        def plan(step: Step) -> None:
            self.entry(step.state, person)
            step.append(PAY, {"person": person, "amount": amount})

        self.pipeline.write(tournament_id, plan, organiser=organiser, answer=answer)

    def withdraw(
        self, tournament_id: str, organiser: str | None, person: str, answer: Answer | None = None
    ) -> None:
        def plan(step: Step) -> None:
            entry = self.entry(step.state, person)
            if entry.withdrawn:
                raise Refused(msg.withdrawn(entry.name), field="person")
            step.append(WITHDRAW, {"person": person})

        self.pipeline.write(tournament_id, plan, organiser=organiser, answer=answer)

    def reenter(
        self, tournament_id: str, organiser: str | None, person: str, answer: Answer | None = None
    ) -> None:
        def plan(step: Step) -> None:
            entry = self.entry(step.state, person)
            if not entry.withdrawn:
                raise Refused(msg.not_withdrawn(entry.name), field="person")
            step.append(REENTER, {"person": person})

        self.pipeline.write(tournament_id, plan, organiser=organiser, answer=answer)

    def merge(
        self,
        tournament_id: str,
        organiser: str | None,
        person: str,
        into: str,
        answer: Answer | None = None,
    ) -> None:
        """Two people of the tournament are one: ``person`` is merged into ``into``."""
        identity.merge(self.pipeline, tournament_id, organiser, person, into, answer)

    def substitute(
        self, tournament_id: str, organiser: str | None, table_id: str, seat: int, person: str
    ) -> Substitution:
        """A substitute takes ``seat`` (from 0) of a table still playing."""
        return identity.substitute(self, tournament_id, organiser, table_id, seat, person)

    def publish(
        self,
        tournament_id: str,
        organiser: str | None,
        plan: Plan,
        expected: int | None,
        stale: Stale = None,
        answer: Answer | None = None,
    ) -> Round:
        """``plan`` written as the next round (refused with ``stale`` if the log is no
        longer at ``expected``)."""
        return self.pipeline.write(
            tournament_id,
            lambda step: draws.write_round(step, plan),
            organiser=organiser,
            expected=expected,
            stale=stale,
            answer=answer,
        )

    def seat_first_round(
        self,
        tournament_id: str,
        organiser: str | None,
        seed: int | None = None,
        answer: Answer | None = None,
    ) -> Round:
        """The first round: every checked-in person seated once, tables split evenly."""
        seed = draws.fresh_seed(seed)
        return self.pipeline.write(
            tournament_id,
            lambda step: draws.write_round(step, draws.first_round(step.t, step.state, seed)),
            organiser=organiser,
            answer=answer,
        )

    def create_final(
        self,
        tournament_id: str,
        organiser: str | None,
        seed: int | None = None,
        answer: Answer | None = None,
    ) -> Round:
        """The final table, from the first of each table once every result and tie is in."""
        self.require_organiser(tournament_id, organiser)
        if isinstance(self.format_of(self.tournament(tournament_id)), RoundsFormat):
            return self.create_league_final(tournament_id, organiser, seed, answer)
        state = self.state(tournament_id)
        plan = draws.final(self, tournament_id, state, draws.fresh_seed(seed))
        return self.publish(tournament_id, organiser, plan, state.seq, msg.FINAL_EXISTS, answer)

    def next_swiss_round(
        self, tournament_id: str, organiser: str | None, answer: Answer | None = None
    ) -> Round:
        """A Swiss round: pairs of people not met before, the bye to one who has had none."""
        self.require_organiser(tournament_id, organiser)
        state = self.state(tournament_id)
        plan = draws.swiss(self, self.tournament(tournament_id), state)
        return self.publish(tournament_id, organiser, plan, state.seq, msg.ROUND_OPEN, answer)

    def next_table_round(
        self,
        tournament_id: str,
        organiser: str | None,
        seed: int | None = None,
        answer: Answer | None = None,
    ) -> Round:
        """The next round of tables (:func:`.draws.table_round`)."""
        self.require_organiser(tournament_id, organiser)
        state = self.state(tournament_id)
        t = self.tournament(tournament_id)
        plan = draws.table_round(self, t, state, draws.fresh_seed(seed))
        return self.publish(tournament_id, organiser, plan, state.seq, msg.ROUND_OPEN, answer)

    def draw_next(
        self,
        tournament_id: str,
        organiser: str | None,
        seed: int | None = None,
        answer: Answer | None = None,
    ) -> Round:
        """The format's next round drawn at once: a final format's first round, a Swiss
        round, a round robin's next round, a round of tables."""
        fmt = self.format_of(self.tournament(tournament_id))
        if isinstance(fmt, SwissFormat):
            return self.next_swiss_round(tournament_id, organiser, answer)
        if isinstance(fmt, RoundRobinFormat):
            return self.schedule.next_round(tournament_id, organiser, seed, answer)
        if isinstance(fmt, RoundsFormat):
            return self.next_table_round(tournament_id, organiser, seed, answer)
        return self.seat_first_round(tournament_id, organiser, seed, answer)

    def plan_round(self, tournament_id: str, state: TournamentState, seed: int) -> Plan:
        """The round the format's draw would write now (its checks and refusals included),
        for a draft: nothing is written."""
        t = self.tournament(tournament_id)
        fmt = self.format_of(t)
        if isinstance(fmt, SwissFormat):
            return draws.swiss(self, t, state)
        if isinstance(fmt, RoundsFormat):
            return draws.table_round(self, t, state, seed)
        if isinstance(fmt, RoundRobinFormat):
            return self.schedule.plan(tournament_id, state, seed)
        if isinstance(fmt, FinalFormat) and state.rounds:
            return draws.final(self, tournament_id, state, seed)
        return draws.first_round(t, state, seed)

    def decide(
        self,
        tournament_id: str,
        organiser: str | None,
        table_id: str,
        order: Sequence[str],
        reason: str,
        answer: Answer | None = None,
    ) -> None:
        """The organiser settles a tie for a qualifying place, with its reason (logged);
        no table: a tie over rounds (see :meth:`decide_standing`)."""
        self.require_organiser(tournament_id, organiser)
        if not table_id:
            return self.decide_standing(tournament_id, organiser, order, reason, answer)
        state = self.state(tournament_id)
        standing = self.qualifying(tournament_id, state)
        if table_id not in standing.ties:
            raise Refused(msg.NO_TIE, field="table_id")
        tied, _ = standing.ties[table_id]
        if sorted(order) != sorted(tied) or len(set(order)) != len(order):
            raise Refused(msg.TIE_ORDER, field="order")
        payload = {"table_id": table_id, "order": list(order), "reason": reason}
        stale = Refused(msg.NO_TIE, field="table_id")
        self.log(tournament_id, organiser, DECIDE, payload, state.seq, stale, answer)

    def call_time(
        self, tournament_id: str, organiser: str | None, answer: Answer | None = None
    ) -> dict[str, Any]:
        """Time on the round: the format's rule is applied to every table still playing and
        written in the log, with each table's place in its log at that moment."""
        self.require_organiser(tournament_id, organiser)
        state = self.state(tournament_id)
        fmt = self.format_of(self.tournament(tournament_id))
        if not isinstance(fmt, RoundsFormat) or not state.rounds:
            raise Refused(msg.NO_CLOCK)
        rnd = state.rounds[-1]
        if rnd.clock is None:
            raise Refused(msg.NO_CLOCK)
        if rnd.time is not None or all(r.finished for r in self.round_results(rnd)):
            raise Refused(msg.ROUND_OVER)
        heads = {x.table_id: self.tables.head_seq(x.table_id) for x in rnd.tables}
        payload = {
            "round": rnd.number,
            "rule": fmt.at_time,
            "heads": heads,
            "at": datetime.now(UTC).isoformat(),
        }
        if fmt.at_time == "further_hands":
            payload["hands"] = fmt.further_hands
        self.log(tournament_id, organiser, TIME, payload, state.seq, msg.ROUND_OVER, answer)
        return payload

    def log(
        self,
        tournament_id: str,
        organiser: str | None,
        kind: str,
        payload: dict[str, Any],
        expected: int,
        stale: Stale,
        answer: Answer | None = None,
    ) -> dict[str, Any]:
        """One organiser's event planned at ``expected`` (checks done on that state); its
        payload, as the answer reads it."""

        def plan(step: Step) -> dict[str, Any]:
            step.append(kind, payload)
            return payload

        return self.pipeline.write(
            tournament_id,
            plan,
            organiser=organiser,
            expected=expected,
            stale=stale,
            answer=answer,
        )

    # -- reads ------------------------------------------------------------------------------

    def tournament(self, tournament_id: str) -> Tournament:
        with self.db.session() as s:
            return find(s, tournament_id)

    def state(self, tournament_id: str) -> TournamentState:
        with self.db.session() as s:
            find(s, tournament_id)
            return fold_log(s, tournament_id)

    def format_of(self, t: Tournament) -> AnyFormat:
        return parse_format(t.game, t.format)

    def rules(self, tournament_id: str) -> RuleIds:
        return rule_ids(self.tournament(tournament_id).game)

    def require_organiser(self, tournament_id: str, token: str | None) -> None:
        """404 for an unknown tournament, 401 without a token, 403 with another one."""
        require_organiser(self.tournament(tournament_id), token)

    def is_organiser(self, tournament_id: str, token: str | None) -> bool:
        if not token:
            return False
        return secrets.compare_digest(
            self.tournament(tournament_id).organiser_hash, hash_token(token)
        )

    def person_of(self, token: str | None) -> Person | None:
        if not token:
            return None
        with self.db.session() as s:
            person = s.exec(select(Person).where(Person.token_hash == hash_token(token))).first()
            if person is None:
                return None
            return s.get(Person, identity.resolve(s, person.id)) or person

    def entry(self, state: TournamentState, person: str) -> Entry:
        """``person``'s entry; refused for someone not in the tournament (or merged)."""
        entry = state.entries.get(person)
        if entry is None and person in state.merged:
            kept = state.entries[state.resolve(person)].name
            raise Refused(identity.merged_already(state.merged[person].name, kept), field="person")
        if entry is None:
            raise Refused(msg.NO_PERSON, field="person")
        return entry

    @property
    def drafts(self) -> Drafts:
        """Rounds drawn as drafts, swapped, published (:mod:`.drafts`)."""
        return Drafts(self)

    @property
    def schedule(self) -> Schedule:
        """Round robin (:mod:`.schedule`)."""
        return Schedule(self)
