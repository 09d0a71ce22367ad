"""Rounds drawn: each format's draw gives a :class:`~.plans.Plan` (the round as it would be
written), and :func:`write_round` writes a plan: its tables created with the tables' own
command (:func:`referee.tables.commands.new_table` checks the game, names and options;
:func:`referee.tables.lifecycle.insert_table` writes them) in the same transaction as the
round that seats them: nothing half-written. A draft stores a plan; publishing writes it.
"""

from __future__ import annotations

import random
import secrets
from datetime import UTC, datetime
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..games.base import BadOptions
from ..problems import Refused
from ..store import Tournament
from ..tables import commands
from ..tables.lifecycle import insert_table
from . import messages as msg
from .dashboard import players_needed
from .formats import FinalFormat, RoundsFormat, SwissFormat, seats_of
from .links import link_round
from .opening import parse_format, rule_ids, table_sizes
from .pipeline import Step
from .plans import Plan
from .seating import CannotSplit, pair_swiss, seat_rotating, seat_tables, split_sizes
from .state import ROUND, Round, TournamentState, fold

if TYPE_CHECKING:
    from .service import TournamentService


def fresh_seed(seed: int | None) -> int:
    """``seed``, or one drawn by the server."""
    return secrets.randbelow(2**31) if seed is None else seed


def write_round(step: Step, plan: Plan) -> Round:
    """``plan`` written: its tables created, the round appended to the log."""
    t, names = step.t, step.state.names()
    written: list[dict[str, Any]] = []
    for n, (people, dealer) in enumerate(plan.tables, start=1):
        options = dict(t.options)
        command = commands.new_table(t.game, [names[p] for p in people], options)
        if "first_dealer" in type(command.options).model_fields:
            options["first_dealer"] = dealer
            command = commands.new_table(t.game, [names[p] for p in people], options)
        try:
            start = command.game.start(len(people), command.options)
        except BadOptions as exc:
            raise Refused(exc.text, rule=exc.rule) from None
        created = insert_table(
            step.s,
            command.game,
            list(command.players),
            command.options,
            start,
            None,
            with_host=False,
        )
        written.append(
            {"table_id": created.table_id, "number": n, "people": list(people), "dealer": dealer}
        )
    link_round(step.s, t.id, plan.number, written)  # each table knows its round and number
    payload = {
        "number": plan.number,
        "stage": plan.stage,
        "seed": plan.seed,
        "tables": written,
        "bye": plan.bye,
        "clock": plan.clock,
    }
    step.append(ROUND, payload)
    return fold([(1, ROUND, payload)]).rounds[0]


def first_round(t: Tournament, state: TournamentState, seed: int) -> Plan:
    """The first round of a final format: every checked-in person seated once, tables
    split evenly."""
    fmt = parse_format(t.game, t.format)
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
    seated = seat_tables(people, sizes, seed)
    return Plan(1, "first", seed, tuple((x.seats, x.dealer) for x in seated))


def final(svc: TournamentService, tournament_id: str, state: TournamentState, seed: int) -> Plan:
    """The final table: the first of each table once every result and tie is in."""
    if not state.rounds:
        raise Refused(msg.NOT_STARTED)
    if any(r.stage == "final" for r in state.rounds):
        raise Refused(msg.FINAL_EXISTS)
    standing = svc.qualifying(tournament_id, state)
    rules = svc.rules(tournament_id)
    if standing.missing:
        raise Refused(msg.missing_results(", ".join(map(str, standing.missing))))
    if standing.ties:
        numbers = [str(t.number) for t in state.rounds[0].tables if t.table_id in standing.ties]
        raise Refused(msg.tie_pending(", ".join(numbers)), rule=rules.tie or None)
    dealer = random.Random(seed).randrange(len(standing.qualified))
    return Plan(2, "final", seed, ((tuple(standing.qualified), dealer),))


def swiss(svc: TournamentService, t: Tournament, state: TournamentState) -> Plan:
    """A Swiss round: pairs of people not met before, the bye to one who has had none."""
    fmt = parse_format(t.game, t.format)
    if not isinstance(fmt, SwissFormat):
        raise Refused(msg.WRONG_FORMAT)
    if len(state.rounds) >= fmt.rounds:
        raise Refused(msg.SWISS_DONE)
    results = svc.results(state)
    if any(not r.finished for r in results.values()):
        raise Refused(msg.ROUND_OPEN)
    people = state.active()
    if len(people) < 2:
        raise Refused(msg.too_few(len(people), 2))
    ranked = [row.person for row in svc.swiss_standings(state, results) if row.person in people]
    played = [tuple(x.people) for r in state.rounds for x in r.tables]
    byes = [r.bye for r in state.rounds if r.bye]
    pairing = pair_swiss(ranked, played, byes)  # type: ignore[arg-type]
    if pairing is None:
        raise Refused(msg.NO_PAIRING)
    tables = tuple((p, 0) for p in pairing.pairs)
    return Plan(len(state.rounds) + 1, "swiss", 0, tables, pairing.bye)


def table_round(svc: TournamentService, t: Tournament, state: TournamentState, seed: int) -> Plan:
    """The next round of tables: everyone in play seated once at tables of the sizes the
    format allows, as even as they can be; rotating seats meet new opponents."""
    fmt = parse_format(t.game, t.format)
    if not isinstance(fmt, RoundsFormat):
        raise Refused(msg.WRONG_FORMAT)
    if len(state.rounds) >= fmt.rounds:
        raise Refused(msg.ROUNDS_DONE)
    if state.rounds and not all(r.finished for r in svc.round_results(state.rounds[-1])):
        raise Refused(msg.ROUND_OPEN)
    low, high = table_sizes(t.game, fmt)
    people = state.active()
    try:
        sizes = split_sizes(len(people), low, high)
    except CannotSplit:
        raise Refused(msg.cannot_split(len(people), None, low, high)) from None
    if fmt.seating == "rotating":
        met = [pair for r in state.rounds for x in r.tables for pair in combinations(x.people, 2)]
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
    tables = tuple((x.seats, x.dealer) for x in seated)
    return Plan(len(state.rounds) + 1, "rounds", seed, tables, clock=clock)
