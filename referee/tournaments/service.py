"""The tournament's commands (each one tap, each one event of its log) and its reads.

Tables are created with the tables' own command (:func:`referee.tables.commands.new_table`
checks the game, names and options; :func:`referee.tables.lifecycle.insert_table` writes
them) in the same transaction as the round that seats them: nothing half-written.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import combinations
from typing import Any

from pydantic import ValidationError
from sqlalchemy import event
from sqlmodel import Session, select

from ..games.base import BadOptions, Text, describe_validation
from ..problems import Forbidden, Invalid, NotFound, Refused, Unauthorized
from ..store import Database, Person, Snapshot, Tournament, TournamentEvent, keys, repo
from ..store.repo import is_sqlite
from ..tables import TableService, TableView, commands, hash_token
from ..tables.access import new_token
from ..tables.lifecycle import insert_table
from ..tables.messages import name_clash
from ..tables.names import resembled
from . import claims, identity, ranking, scoring
from . import messages as msg
from .closing import scored_seqs
from .dashboard import players_needed
from .formats import (
    FinalFormat,
    Format,
    RoundRobinFormat,
    RoundsFormat,
    SwissFormat,
    preset_of,
    seats_of,
)
from .live import (
    KeptResults,
    Versions,
    group_of,
    read_heads,
    read_join_secrets,
    read_tournament_head,
)
from .plans import Plan, Planned, is_planning
from .ranking import Line
from .seating import (
    CannotSplit,
    pair_swiss,
    seat_rotating,
    seat_tables,
    split_sizes,
)
from .standings import Breaker, Qualifying, RuleIds, TableResult, qualifying
from .state import (
    CHECK_IN,
    DECIDE,
    PAY,
    REENTER,
    ROUND,
    TIME,
    WITHDRAW,
    Round,
    RoundTable,
    Substitution,
    TournamentState,
    fold,
)
from .tiebreaks import TieBreakSteps, results_of, standing_decision

AnyFormat = FinalFormat | SwissFormat | RoundsFormat | RoundRobinFormat
FEE_MAX = 1_000_000
#: Who may write a step open to anyone with the tournament's address (checking in).
ANYONE = "\x00anyone"
REASON_MAX = 200


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


def parse_format(game: str, raw: Any) -> AnyFormat:
    """The format's parameters; none: the game's seed rule, else a final of two tables."""
    from pydantic import TypeAdapter

    if raw is None:
        preset = preset_of(game)
        return preset.format if preset else FinalFormat(kind="final")
    try:
        return TypeAdapter(Format).validate_python(raw)
    except ValidationError as exc:
        raise Invalid(describe_validation(exc), field="format") from None


def rule_ids(game: str) -> RuleIds:
    preset = preset_of(game)
    return RuleIds(preset.go_rule, preset.tie_rule) if preset else RuleIds()


def opening(game_id: Any, options: Any, fmt: Any) -> tuple[commands.NewTable, AnyFormat]:
    """A new tournament's game, options and format, checked as it opens (an import of a
    tournament file too): the game and its options as a table's (a placeholder table's
    command, returned), and the format (returned) as the game allows it."""
    low, _ = seats_of(game_id) if isinstance(game_id, str) and _known(game_id) else (2, 2)
    probe = commands.new_table(game_id, [f"P{i + 1}" for i in range(low)], options)
    parsed = parse_format(probe.game.id, fmt)
    if isinstance(parsed, SwissFormat) and seats_of(probe.game.id) != (2, 2):
        raise Refused(
            Text(
                it="Il formato svizzero è per i giochi a due.",
                en="The Swiss format is for two-player games.",
            ),
            field="format",
        )
    if isinstance(parsed, RoundsFormat):
        table_sizes(probe.game.id, parsed)
    scoring.check(probe.game.id, parsed)
    if isinstance(parsed, RoundsFormat | RoundRobinFormat):
        from .schedule import check_format

        check_format(probe.game.id, parsed)
    return probe, parsed


def check_name_free(state: TournamentState, name: str) -> None:
    """Refused if someone checked in has ``name``, or one that looks like it (the message
    names both)."""
    other = resembled(name, (e.name for e in state.entries.values()))
    if other is not None:
        raise Refused(name_clash(name, other, msg.name_taken(name)), field="name")


class TournamentService(TieBreakSteps):
    """What the web adapters call for tournaments; tables go through ``tables``."""

    def __init__(self, db: Database, tables: TableService) -> None:
        self.db = db
        self.tables = tables
        #: Each table's result at its head seq (:mod:`.live`): an update reads what moved.
        self.kept = KeptResults()
        #: The version of each tournament's standings its live streams follow.
        self.versions = Versions()

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
        self, tournament_id: str, name: str, token: str | None, fee_owed: int = 0
    ) -> CheckedIn:
        """A person present: recognised by the device's token, else new with a new token."""
        with self.db.writing() as s:
            t, state = self._locked(s, tournament_id)
            person = (
                s.exec(select(Person).where(Person.token_hash == hash_token(token))).first()
                if token
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
                token = new_token()
                person = Person(id=keys.new_table_id(), name=name, token_hash=hash_token(token))
                s.add(person)
                s.flush()
            assert token is not None
            late = bool(state.rounds)
            self._append(
                s,
                t,
                CHECK_IN,
                {"person": person.id, "name": name, "fee_owed": fee_owed, "late": late},
            )
            s.commit()
            return CheckedIn(person.id, token, name, late)

    def claim_code(self, tournament_id: str, organiser: str | None, person: str) -> claims.Claim:
        """A one-time code that makes a phone ``person``'s (:mod:`.claims`)."""
        self._check_organiser(tournament_id, organiser)
        with self.db.session() as s:
            self._entry(_fold(s, tournament_id), person)
            t, found = self._tournament(s, tournament_id), s.get(Person, person)
            assert found is not None  # checked in: a person of this server
            return claims.issue(t, found, datetime.now(UTC))

    def claim(self, tournament_id: str, claim: claims.Claim) -> str:
        """The new token of the person ``claim`` is for; refused once used or expired."""
        with self.db.writing() as s:
            t = self._tournament(s, tournament_id, lock=True)
            token = claims.redeem(s, t, claim, datetime.now(UTC))
            s.commit()
            return token

    def pay(self, tournament_id: str, organiser: str | None, person: str, amount: int) -> None:
        with self.db.writing() as s:
            t, state = self._locked(s, tournament_id, organiser)
            self._entry(state, person)
            self._append(s, t, PAY, {"person": person, "amount": amount})
            s.commit()

    def withdraw(self, tournament_id: str, organiser: str | None, person: str) -> None:
        with self.db.writing() as s:
            t, state = self._locked(s, tournament_id, organiser)
            entry = self._entry(state, person)
            if entry.withdrawn:
                raise Refused(msg.withdrawn(entry.name), field="person")
            self._append(s, t, WITHDRAW, {"person": person})
            s.commit()

    def reenter(self, tournament_id: str, organiser: str | None, person: str) -> None:
        with self.db.writing() as s:
            t, state = self._locked(s, tournament_id, organiser)
            entry = self._entry(state, person)
            if not entry.withdrawn:
                raise Refused(msg.not_withdrawn(entry.name), field="person")
            self._append(s, t, REENTER, {"person": person})
            s.commit()

    def merge(self, tournament_id: str, organiser: str | None, person: str, into: str) -> None:
        """Two people of the tournament are one: ``person`` is merged into ``into``."""
        identity.merge(self, tournament_id, organiser, person, into)

    def substitute(
        self, tournament_id: str, organiser: str | None, table_id: str, seat: int, person: str
    ) -> Substitution:
        """A substitute takes ``seat`` (from 0) of a table still playing."""
        return identity.substitute(self, tournament_id, organiser, table_id, seat, person)

    def seat_first_round(
        self, tournament_id: str, organiser: str | None, seed: int | None = None
    ) -> Round:
        """The first round: every checked-in person seated once, tables split evenly."""
        with self.db.writing() as s:
            t, state = self._locked(s, tournament_id, organiser)
            fmt = self._format(t)
            if not isinstance(fmt, FinalFormat):
                raise Refused(msg.WRONG_FORMAT)
            if state.rounds:
                raise Refused(msg.ALREADY_STARTED)
            people = state.active()
            low, high = seats_of(t.game)
            rules = rule_ids(t.game)
            least = players_needed(fmt, low)
            if len(people) < least:
                raise Refused(msg.too_few(len(people), least), rule=rules.go or None)
            try:
                sizes = split_sizes(len(people), low, high, fmt.tables)
            except CannotSplit:
                raise Refused(
                    msg.cannot_split(len(people), fmt.tables, low, high), rule=rules.tie or None
                ) from None
            seed = secrets.randbelow(2**31) if seed is None else seed
            seated = seat_tables(people, sizes, seed)
            rnd = self._write_round(
                s, t, state, 1, "first", seed, [(x.seats, x.dealer) for x in seated]
            )
            s.commit()
            return rnd

    def decide(
        self,
        tournament_id: str,
        organiser: str | None,
        table_id: str,
        order: Sequence[str],
        reason: str,
    ) -> None:
        """The organiser settles a tie for a qualifying place, with its reason (logged);
        no table: a tie over rounds (see :meth:`decide_standing`)."""
        self._check_organiser(tournament_id, organiser)
        if not table_id:
            return self.decide_standing(tournament_id, organiser, order, reason)
        state = self.state(tournament_id)
        standing = self.qualifying(tournament_id, state)
        if table_id not in standing.ties:
            raise Refused(msg.NO_TIE, field="table_id")
        tied, _ = standing.ties[table_id]
        if sorted(order) != sorted(tied) or len(set(order)) != len(order):
            raise Refused(msg.TIE_ORDER, field="order")
        with self.db.writing() as s:
            t, now = self._locked(s, tournament_id, organiser)
            if now.seq != state.seq:
                raise Refused(msg.NO_TIE, field="table_id")
            self._append(
                s, t, DECIDE, {"table_id": table_id, "order": list(order), "reason": reason}
            )
            s.commit()

    def create_final(
        self, tournament_id: str, organiser: str | None, seed: int | None = None
    ) -> Round:
        """The final table, from the first of each table once every result and tie is in."""
        self._check_organiser(tournament_id, organiser)
        if isinstance(self._format(self.tournament(tournament_id)), RoundsFormat):
            return self.create_league_final(tournament_id, organiser, seed)
        state = self.state(tournament_id)
        if not state.rounds:
            raise Refused(msg.NOT_STARTED)
        if any(r.stage == "final" for r in state.rounds):
            raise Refused(msg.FINAL_EXISTS)
        standing = self.qualifying(tournament_id, state)
        rules = self.rules(tournament_id)
        if standing.missing:
            raise Refused(msg.missing_results(", ".join(map(str, standing.missing))))
        if standing.ties:
            numbers = [str(t.number) for t in state.rounds[0].tables if t.table_id in standing.ties]
            raise Refused(msg.tie_pending(", ".join(numbers)), rule=rules.tie or None)
        seed = secrets.randbelow(2**31) if seed is None else seed
        with self.db.writing() as s:
            t, now = self._locked(s, tournament_id, organiser)
            if now.seq != state.seq:
                raise Refused(msg.FINAL_EXISTS)
            import random

            dealer = random.Random(seed).randrange(len(standing.qualified))
            rnd = self._write_round(
                s, t, state, 2, "final", seed, [(tuple(standing.qualified), dealer)]
            )
            s.commit()
            return rnd

    def next_swiss_round(self, tournament_id: str, organiser: str | None) -> Round:
        """A Swiss round: pairs of people not met before, the bye to one who has had none."""
        self._check_organiser(tournament_id, organiser)
        state = self.state(tournament_id)
        with self.db.session() as s:
            t = self._tournament(s, tournament_id)
        fmt = self._format(t)
        if not isinstance(fmt, SwissFormat):
            raise Refused(msg.WRONG_FORMAT)
        if len(state.rounds) >= fmt.rounds:
            raise Refused(msg.SWISS_DONE)
        results = self.results(state)
        if any(not r.finished for r in results.values()):
            raise Refused(msg.ROUND_OPEN)
        people = state.active()
        if len(people) < 2:
            raise Refused(msg.too_few(len(people), 2))
        ranked = [
            row.person for row in self.swiss_standings(state, results) if row.person in people
        ]
        played = [tuple(x.people) for r in state.rounds for x in r.tables]
        byes = [r.bye for r in state.rounds if r.bye]
        pairing = pair_swiss(ranked, played, byes)  # type: ignore[arg-type]
        if pairing is None:
            raise Refused(msg.NO_PAIRING)
        with self.db.writing() as s:
            t, now = self._locked(s, tournament_id, organiser)
            if now.seq != state.seq:
                raise Refused(msg.ROUND_OPEN)
            rnd = self._write_round(
                s,
                t,
                state,
                len(state.rounds) + 1,
                "swiss",
                0,
                [(p, 0) for p in pairing.pairs],
                pairing.bye,
            )
            s.commit()
            return rnd

    def next_table_round(
        self, tournament_id: str, organiser: str | None, seed: int | None = None
    ) -> Round:
        """The next round of tables: everyone in play seated once at tables of the sizes
        the format allows, as even as they can be; rotating seats meet new opponents."""
        self._check_organiser(tournament_id, organiser)
        state = self.state(tournament_id)
        t = self.tournament(tournament_id)
        fmt = self._format(t)
        if not isinstance(fmt, RoundsFormat):
            raise Refused(msg.WRONG_FORMAT)
        if len(state.rounds) >= fmt.rounds:
            raise Refused(msg.ROUNDS_DONE)
        if state.rounds and not all(r.finished for r in self.round_results(state.rounds[-1])):
            raise Refused(msg.ROUND_OPEN)
        low, high = table_sizes(t.game, fmt)
        people = state.active()
        try:
            sizes = split_sizes(len(people), low, high)
        except CannotSplit:
            raise Refused(msg.cannot_split(len(people), None, low, high)) from None
        seed = secrets.randbelow(2**31) if seed is None else seed
        if fmt.seating == "rotating":
            met = [
                pair for r in state.rounds for x in r.tables for pair in combinations(x.people, 2)
            ]
            seated = seat_rotating(people, sizes, met, seed)
        else:
            seated = seat_tables(people, sizes, seed)
        clock = None
        if fmt.minutes:
            clock = {
                "started_at": datetime.now(UTC).isoformat(),
                "minutes": fmt.minutes,
                "warn": fmt.warn_minutes,
                "rule": fmt.at_time,
            }
            if fmt.at_time == "further_hands":
                clock["hands"] = fmt.further_hands
        with self.db.writing() as s:
            t, now = self._locked(s, tournament_id, organiser)
            if now.seq != state.seq:
                raise Refused(msg.ROUND_OPEN)
            rnd = self._write_round(
                s,
                t,
                state,
                len(state.rounds) + 1,
                "rounds",
                seed,
                [(x.seats, x.dealer) for x in seated],
                clock=clock,
            )
            s.commit()
            return rnd

    def call_time(self, tournament_id: str, organiser: str | None) -> dict[str, Any]:
        """Time on the round: the format's rule is applied to every table still playing and
        written in the log, with each table's place in its log at that moment."""
        self._check_organiser(tournament_id, organiser)
        state = self.state(tournament_id)
        t = self.tournament(tournament_id)
        fmt = self._format(t)
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
        with self.db.writing() as s:
            locked, now = self._locked(s, tournament_id, organiser)
            if now.seq != state.seq:
                raise Refused(msg.ROUND_OVER)
            self._append(s, locked, TIME, payload)
            s.commit()
        return payload

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

    # -- reads ------------------------------------------------------------------------------

    def tournament(self, tournament_id: str) -> Tournament:
        with self.db.session() as s:
            return self._tournament(s, tournament_id)

    def state(self, tournament_id: str) -> TournamentState:
        with self.db.session() as s:
            self._tournament(s, tournament_id)
            return _fold(s, tournament_id)

    def rules(self, tournament_id: str) -> RuleIds:
        return rule_ids(self.tournament(tournament_id).game)

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

    def join_secrets(self, table_ids: Sequence[str]) -> dict[str, str]:
        """The tables' join secrets (their QR codes), read together rather than table by table."""
        with self.db.session() as s:
            return read_join_secrets(s, table_ids)

    def view(self, table_id: str) -> TableView:
        return self.tables.view(table_id)

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
        fmt = self._format(t)
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

    # -- inside -----------------------------------------------------------------------------

    def _write_round(
        self,
        s: Session,
        t: Tournament,
        state: TournamentState,
        number: int,
        stage: str,
        seed: int,
        tables: Sequence[tuple[tuple[str, ...], int]],
        bye: str | None = None,
        clock: dict[str, Any] | None = None,
    ) -> Round:
        if is_planning():
            raise Planned(Plan(number, stage, seed, tuple(tables), bye, clock))
        names = state.names()
        written: list[dict[str, Any]] = []
        for n, (people, dealer) in enumerate(tables, start=1):
            options = dict(t.options)
            command = commands.new_table(t.game, [names[p] for p in people], options)
            fields = type(command.options).model_fields
            if "first_dealer" in fields:
                options["first_dealer"] = dealer
                command = commands.new_table(t.game, [names[p] for p in people], options)
            try:
                start = command.game.start(len(people), command.options)
            except BadOptions as exc:
                raise Refused(exc.text, rule=exc.rule) from None
            created = insert_table(
                s,
                command.game,
                list(command.players),
                command.options,
                start,
                None,
                with_host=False,
            )
            written.append(
                {
                    "table_id": created.table_id,
                    "number": n,
                    "people": list(people),
                    "dealer": dealer,
                }
            )
        from .links import link_round  # each table knows its tournament, round and number

        link_round(s, t.id, number, written)
        payload = {
            "number": number,
            "stage": stage,
            "seed": seed,
            "tables": written,
            "bye": bye,
            "clock": clock,
        }
        self._append(s, t, ROUND, payload)
        return fold([(1, ROUND, payload)]).rounds[0]

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

    def _next_hand(self, table_id: str, after: int) -> int | None:
        """The seq of the first move after ``after`` that scored a hand, if any."""
        with self.db.session() as s:
            rows = s.exec(
                select(Snapshot.seq, Snapshot.effect)
                .where(Snapshot.table_id == table_id, Snapshot.seq > after)
                .order_by(Snapshot.seq)  # type: ignore[arg-type]
            ).all()
        for seq, effect in rows:
            if effect.get("hand") and effect.get("status", "active") == "active":
                return int(seq)
        return None

    def _hands_after(self, table_id: str, after: int, count: int) -> int | None:
        """The seq of the move that scored the ``count``-th hand after ``after``, if any."""
        with self.db.session() as s:
            scored = [seq for seq in scored_seqs(s, table_id) if seq > after]
        return scored[count - 1] if len(scored) >= count else None

    @property
    def drafts(self) -> Any:
        """Rounds drawn as drafts, swapped, published (:mod:`.drafts`)."""
        from .drafts import Drafts

        return Drafts(self)

    @property
    def schedule(self) -> Any:
        """Round robin (:mod:`.schedule`)."""
        from .schedule import Schedule

        return Schedule(self)

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

    def _format(self, t: Tournament) -> AnyFormat:
        return parse_format(t.game, t.format)

    def _tournament(self, s: Session, tournament_id: str, lock: bool = False) -> Tournament:
        if not keys.is_table_id(tournament_id):
            raise NotFound(msg.NO_TOURNAMENT)
        query = select(Tournament).where(Tournament.id == tournament_id)
        if lock and not is_sqlite(s):
            query = query.with_for_update()
        t = s.exec(query).first()
        if t is None:
            raise NotFound(msg.NO_TOURNAMENT)
        return t

    def _check_organiser(self, tournament_id: str, token: str | None) -> None:
        _require_organiser(self.tournament(tournament_id), token)

    def require_organiser(self, tournament_id: str, token: str | None) -> None:
        """404 for an unknown tournament, 401 without a token, 403 with another one."""
        self._check_organiser(tournament_id, token)

    def _locked(
        self, s: Session, tournament_id: str, organiser: str | None = ANYONE
    ) -> tuple[Tournament, TournamentState]:
        """The tournament locked for this write, and its state; ``organiser``: the token
        that must be the organiser's (unless anyone may write)."""
        t = self._tournament(s, tournament_id, lock=True)
        if organiser is not ANYONE:
            _require_organiser(t, organiser)
        return t, _fold(s, tournament_id)

    def _entry(self, state: TournamentState, person: str) -> Any:
        entry = state.entries.get(person)
        if entry is None and person in state.merged:
            kept = state.entries[state.resolve(person)].name
            raise Refused(identity.merged_already(state.merged[person].name, kept), field="person")
        if entry is None:
            raise Refused(msg.NO_PERSON, field="person")
        return entry

    def _append(self, s: Session, t: Tournament, kind: str, payload: dict[str, Any]) -> None:
        t.head_seq += 1
        s.add(t)
        s.add(TournamentEvent(tournament_id=t.id, seq=t.head_seq, type=kind, payload=payload))
        s.flush()
        self._announce(s, t)

    def _announce(self, s: Session, t: Tournament) -> None:
        """Tell the bus the tournament's new head once this write commits (its standings
        streams wake: a round drawn, a decision, someone checked in)."""
        bus = self.tables.bus
        bus.before_commit(s.connection(), t.id, t.head_seq)
        if s.info.get("announce_tournament"):
            return
        s.info["announce_tournament"] = True

        def published(_session: Session) -> None:
            bus.publish(t.id, t.head_seq)

        event.listen(s, "after_commit", published, once=True)


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


def _require_organiser(t: Tournament, token: str | None) -> None:
    """No token: 401; another token than the organiser's: 403."""
    if not token:
        raise Unauthorized(msg.NEED_ORGANISER, title=msg.ORGANISER_TITLE)
    if not secrets.compare_digest(t.organiser_hash, hash_token(token)):
        raise Forbidden(msg.NOT_ORGANISER)


def table_sizes(game: str, fmt: RoundsFormat) -> tuple[int, int]:
    """The table sizes a rounds format allows for the game (the catalogue's, narrowed)."""
    low, high = seats_of(game)
    lo, hi = max(low, fmt.min_seats or low), min(high, fmt.max_seats or high)
    if lo > hi:
        raise Refused(msg.sizes_impossible(low, high), field="format")
    return lo, hi


def _fold(s: Session, tournament_id: str) -> TournamentState:
    rows = s.exec(
        select(TournamentEvent.seq, TournamentEvent.type, TournamentEvent.payload)
        .where(TournamentEvent.tournament_id == tournament_id)
        .order_by(TournamentEvent.seq)  # type: ignore[arg-type]
    ).all()
    return fold(rows)


def _known(game_id: str) -> bool:
    from ..games import GAMES

    return game_id in GAMES
