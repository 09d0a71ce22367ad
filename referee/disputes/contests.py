"""Contests and their resolutions: commands on a table, events of its log like every other.

Any seated player contests a logged move (or the hand it scored) with a reason; whoever raised
a contest may withdraw it. The table settles it as it chose at creation (``GameTable.settle``):
the host decides, a majority of the seated players agrees, or all of them do. A vote and a
resolution are events (who, when, what, why); the resolution's decision is one of

- ``keep``: the entry stands;
- ``replace``: the entry is replaced by a corrected one (the correction of
  :mod:`referee.tables.replay`, logged with the resolution);
- ``switch``: an option takes another value from the contested hand on: the log is replayed
  from that hand under it (:mod:`referee.tables.switches`).

Knows no game: a move, a hand and an option are what the engine declares.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, ClassVar, Literal

from sqlmodel import Session

from ..games.base import BadOptions, Line, Text
from ..problems import Forbidden, Invalid, NotFound, Refused, literal
from ..store import Event, NewEvent, repo
from ..tables import Actor, Command, Correct, commands
from ..tables.eventlog import (
    CONTEST,
    DISPUTE_TYPES,
    PLATFORM_TYPES,
    RESOLVE,
    VOTE,
    WITHDRAW,
    Effect,
)
from ..tables.naming import entry_name
from ..tables.pipeline import Plan, Planner, new_event, people_event, snapshot_of
from ..tables.reads import TableContext
from ..tables.replay import hands_before, plan_correct, rewrite
from . import words as w
from .where import unit_of as _unit

Kind = Literal["keep", "replace", "switch"]
DECISIONS: tuple[str, ...] = ("keep", "replace", "switch")


@dataclass(frozen=True)
class Decision:
    """What a vote proposes or a resolution settles."""

    kind: Kind
    option: str | None = None
    value: Any = None
    move: Mapping[str, Any] | None = None

    def json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.kind == "switch":
            out |= {"option": self.option, "value": self.value}
        if self.kind == "replace":
            out["move"] = dict(self.move or {})
        return out

    def key(self) -> str:
        """The same decision gives the same key (votes for it are counted together)."""
        return json.dumps(self.json(), sort_keys=True, default=str)

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> Decision:
        return cls(
            kind=data["kind"],
            option=data.get("option"),
            value=data.get("value"),
            move=data.get("move"),
        )


# -- commands ---------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ContestMove(Command):
    kind: ClassVar[str] = CONTEST
    expected_seq: int | None = None
    seq: int
    reason: str

    def request(self) -> Any:
        return {"seq": self.seq, "reason": self.reason}


@dataclass(frozen=True, kw_only=True)
class Withdraw(Command):
    kind: ClassVar[str] = WITHDRAW
    expected_seq: int | None = None
    contest: int

    def request(self) -> Any:
        return {"contest": self.contest}


@dataclass(frozen=True, kw_only=True)
class Vote(Command):
    kind: ClassVar[str] = VOTE
    expected_seq: int | None = None
    contest: int
    decision: Decision
    reason: str = ""

    def request(self) -> Any:
        return {"contest": self.contest, "decision": self.decision.json(), "reason": self.reason}


@dataclass(frozen=True, kw_only=True)
class Resolve(Command):
    kind: ClassVar[str] = RESOLVE
    expected_seq: int | None = None
    contest: int
    decision: Decision
    reason: str = ""

    def request(self) -> Any:
        return {"contest": self.contest, "decision": self.decision.json(), "reason": self.reason}


def contest(table_id: str, seq: int, reason: Any, key: Any = None) -> ContestMove:
    text = commands.clean_reason(reason)
    if not text:
        raise Invalid(w.REASON_NEEDED, field="reason")
    return ContestMove(table_id=table_id, seq=seq, reason=text, key=commands.idempotency_key(key))


def withdraw(table_id: str, contest_seq: int, key: Any = None) -> Withdraw:
    return Withdraw(table_id=table_id, contest=contest_seq, key=commands.idempotency_key(key))


def decision(kind: Any, option: Any = None, value: Any = None, move: Any = None) -> Decision:
    """A decision's shape (whether the game has that option or move is the plan's to say)."""
    if kind not in DECISIONS:
        raise Invalid(w.unknown_decision(DECISIONS), field="decision")
    if kind == "switch":
        if not isinstance(option, str) or not option:
            raise Refused(w.OPTION_NEEDED, field="option")
        return Decision("switch", option=option, value=value)
    if kind == "replace":
        if not isinstance(move, Mapping):
            raise Refused(w.MOVE_NEEDED, field="move")
        return Decision("replace", move=dict(move))
    return Decision("keep")


def vote(table_id: str, contest_seq: int, chosen: Decision, reason: Any, key: Any = None) -> Vote:
    return Vote(
        table_id=table_id,
        contest=contest_seq,
        decision=chosen,
        reason=commands.clean_reason(reason),
        key=commands.idempotency_key(key),
    )


def resolve(
    table_id: str, contest_seq: int, chosen: Decision, reason: Any, key: Any = None
) -> Resolve:
    return Resolve(
        table_id=table_id,
        contest=contest_seq,
        decision=chosen,
        reason=commands.clean_reason(reason),
        key=commands.idempotency_key(key),
    )


# -- the fold of the log's contests -------------------------------------------------------------


@dataclass
class Ballot:
    seat: int
    decision: Decision
    reason: str
    seq: int
    at: datetime


@dataclass
class Contest:
    """A contest as the log stands: open, withdrawn or resolved, with its votes."""

    seq: int
    target: int
    reason: str
    seat: int | None
    author_id: int | None
    at: datetime
    status: Literal["open", "withdrawn", "resolved"] = "open"
    votes: list[Ballot] = field(default_factory=list)
    #: The resolution: its seq, decision, reason, who decided ("host" or "vote").
    resolution: dict[str, Any] | None = None

    @property
    def open(self) -> bool:
        return self.status == "open"

    def tally(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for ballot in self.votes:
            counts[ballot.decision.key()] = counts.get(ballot.decision.key(), 0) + 1
        return counts


def _when(event: Event) -> datetime:
    at = event.created_at
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def fold_contests(events: Iterable[Event]) -> dict[int, Contest]:
    """The table's contests by their seq, from its dispute events (oldest first)."""
    found: dict[int, Contest] = {}
    for event in sorted(events, key=lambda e: e.seq):
        payload = event.payload
        if event.type == CONTEST:
            found[event.seq] = Contest(
                seq=event.seq,
                target=int(payload["seq"]),
                reason=str(payload.get("reason", "")),
                seat=event.author_seat,
                author_id=event.author_id,
                at=_when(event),
            )
            continue
        held = found.get(int(payload.get("contest", 0)))
        if held is None:
            continue
        if event.type == WITHDRAW:
            held.status = "withdrawn"
        elif event.type == VOTE and event.author_seat is not None:
            held.votes.append(
                Ballot(
                    seat=event.author_seat,
                    decision=Decision.of(payload["decision"]),
                    reason=str(payload.get("reason", "")),
                    seq=event.seq,
                    at=_when(event),
                )
            )
        elif event.type == RESOLVE:
            held.status = "resolved"
            held.resolution = {**payload, "seq": event.seq, "at": _when(event)}
    return found


def contests_of(s: Session, table_id: str) -> dict[int, Contest]:
    return fold_contests(repo.events_of_types(s, table_id, DISPUTE_TYPES))


# -- planners -----------------------------------------------------------------------------------


def _held(s: Session, context: TableContext, seq: int) -> Contest:
    found = contests_of(s, context.id).get(seq)
    if found is None:
        raise NotFound(w.NO_CONTEST, field="contest")
    if found.status == "withdrawn":
        raise Refused(w.CONTEST_WITHDRAWN, field="contest")
    if found.status == "resolved":
        raise Refused(w.CONTEST_RESOLVED, field="contest")
    return found


def _seated(actor: Actor) -> None:
    if not actor.can_play:
        raise Forbidden(w.SPECTATORS_DO_NOT_CONTEST)


def plan_contest(actor: Actor, command: ContestMove) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        _seated(actor)
        seq = command.seq
        event = repo.event(s, context.id, seq) if 0 < seq <= context.table.head_seq else None
        if event is None:
            raise NotFound(w.no_move(seq), field="seq")
        if event.type in PLATFORM_TYPES:
            raise Refused(w.ONLY_GAME_MOVES_CONTESTED, field="seq")
        effect = Effect.model_validate(repo.snapshot(s, context.id, seq).effect)
        if effect.status == "voided":
            raise Refused(w.voided_not_contested(entry_name(s, context, seq)), field="seq")
        for held in contests_of(s, context.id).values():
            if held.target == seq and held.open:
                raise Refused(w.already_contested(entry_name(s, context, seq)), field="seq")
        payload = {"seq": seq, "reason": command.reason}
        line = Line(text=w.contested_line(*_unit(s, context, seq), command.reason), seat=actor.seat)
        return people_event(s, context, actor, CONTEST, payload, line, {"contest": seq})

    return plan


def plan_withdraw(actor: Actor, command: Withdraw) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        held = _held(s, context, command.contest)
        if held.author_id is None or held.author_id != actor.participant_id:
            raise Forbidden(w.ONLY_RAISER_WITHDRAWS)
        payload = {"contest": held.seq}
        line = Line(text=w.withdrawn_line(*_unit(s, context, held.target)), seat=actor.seat)
        return people_event(s, context, actor, WITHDRAW, payload, line, {"contest": held.seq})

    return plan


def seated_count(s: Session, context: TableContext) -> int:
    """How many seats a phone holds (the players who settle a contest by vote)."""
    state = context.head_state(s)
    seats = context.game.seat_count(state)
    return sum(
        1 for seat, count in repo.seat_counts(s, context.id).items() if seat < seats and count
    )


def needed(settle: str, seated: int) -> int:
    """How many votes for one decision settle a contest."""
    return seated if settle == "all" else seated // 2 + 1


def plan_vote(actor: Actor, command: Vote) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        if actor.seat is None:
            raise Forbidden(w.ONLY_SEATED_VOTE)
        held = _held(s, context, command.contest)
        if context.table.settle == "host":
            raise Refused(w.HOST_DECIDES, field="contest")
        if any(ballot.seat == actor.seat for ballot in held.votes):
            raise Refused(w.ALREADY_VOTED, field="contest")
        _check_decision(s, context, held, command.decision)
        payload = {
            "contest": held.seq,
            "decision": command.decision.json(),
            "reason": command.reason,
        }
        line = Line(
            text=w.voted_line(
                *_unit(s, context, held.target),
                vote_words(context.game.option_specs, command.decision),
            ),
            seat=actor.seat,
        )
        count = held.tally().get(command.decision.key(), 0) + 1
        if count < needed(context.table.settle, seated_count(s, context)):
            body = {"contest": held.seq, "resolved": False}
            return people_event(s, context, actor, VOTE, payload, line, body)
        head = repo.snapshot(s, context.id, context.table.head_seq)
        ballot = new_event(context, actor, VOTE, payload)
        first = snapshot_of(ballot, head.state, Effect(lines=(line,)))
        return _settle(
            s, context, actor, held, command.decision, command.reason, "vote", (ballot, first)
        )

    return plan


def plan_resolve(actor: Actor, command: Resolve) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        if not actor.is_host:
            raise Forbidden(w.ONLY_HOST_RESOLVES)
        held = _held(s, context, command.contest)
        if context.table.settle != "host":
            raise Refused(w.settled_by_vote(context.table.settle), field="contest")
        _check_decision(s, context, held, command.decision)
        return _settle(s, context, actor, held, command.decision, command.reason, "host")

    return plan


def contested_hand(s: Session, context: TableContext, target: int) -> int | None:
    """The number of the hand move ``target`` belongs to (the hand it scored, or the next
    hand in force scored after it), if one was scored."""
    rows = repo.log_rows(s, context.id, after=target - 1)
    for event, effect in rows:
        done = Effect.model_validate(effect)
        if event.seq >= target and done.hand is not None and done.status != "voided":
            return done.hand.number
    return None


def _check_decision(s: Session, context: TableContext, held: Contest, chosen: Decision) -> None:
    """Refuse, before anything is written, a decision the game cannot take."""
    if chosen.kind == "switch":
        spec = next((o for o in context.game.option_specs if o.key == chosen.option), None)
        if spec is None:
            raise Refused(w.unknown_option(str(chosen.option)), field="option")
        try:
            context.game.parse_options({**context.table.options, spec.key: chosen.value})
        except BadOptions as exc:
            raise Refused(exc.text, rule=exc.rule, field="value") from None
        if contested_hand(s, context, held.target) is None:
            raise Refused(w.NO_HAND_TO_SWITCH, field="decision")
    if chosen.kind == "replace":
        target = repo.event(s, context.id, held.target)
        if target is None or chosen.move is None or chosen.move.get("type") != target.type:
            raise Refused(w.REPLACE_SAME_KIND, field="move")


def _settle(
    s: Session,
    context: TableContext,
    actor: Actor,
    held: Contest,
    chosen: Decision,
    reason: str,
    by: str,
    ballot: tuple[NewEvent, Any] | None = None,
) -> Plan:
    """The resolution's events: the deciding vote (if any), the rescoring (a correction, or a
    replay under the switched option) and the resolution itself."""
    table = context.table
    head = table.head_seq
    payload: dict[str, Any] = {
        "contest": held.seq,
        "seq": held.target,
        "decision": chosen.json(),
        "reason": reason,
        "by": by,
    }
    events: list[NewEvent] = [ballot[0]] if ballot else []
    snapshots: list[Any] = [ballot[1]] if ballot else []
    rewritten: list[Any] = []
    where = _unit(s, context, held.target)
    line = Line(text=w.resolved_line(*where, _outcome_words(context, chosen), reason))
    before = _totals(context, repo.snapshot(s, context.id, head).state)
    # Whatever is logged after the vote comes after it.
    table.head_seq = head + len(events)
    try:
        if chosen.kind == "keep":
            resolution = new_event(context, actor, RESOLVE, payload)
            state = repo.snapshot(s, context.id, head).state
            events.append(resolution)
            snapshots.append(snapshot_of(resolution, state, Effect(lines=(line,))))
        elif chosen.kind == "replace":
            correction = Correct(
                table_id=table.id,
                expected_seq=None,
                seq=held.target,
                move=dict(chosen.move or {}),
                reason=reason or w.RESOLVED_REASON.en,
            )
            done = plan_correct(actor, correction)(s, context)
            rewritten = done.rewritten
            events += done.events
            snapshots += done.snapshots
            table.head_seq = head + len(events)
            resolution = new_event(context, actor, RESOLVE, payload)
            events.append(resolution)
            snapshots.append(
                snapshot_of(resolution, done.snapshots[-1].state, Effect(lines=(line,)))
            )
        else:
            number = contested_hand(s, context, held.target)
            assert number is not None  # checked before
            switch = {
                "option": chosen.option,
                "value": chosen.value,
                "from_hand": number,
                "seq": head + len(events) + 1,
            }
            payload["from_hand"] = number
            table.switches = [*(table.switches or []), switch]
            target = repo.event(s, context.id, held.target)
            assert target is not None
            start = hand_start(s, context, number)
            done = rewrite(s, context, actor, RESOLVE, payload, target, start_at=start, line=line)
            rewritten = done.rewritten
            events += done.events
            snapshots += done.snapshots
        # The outcome said with it: the totals it leaves, when they change.
        after = _totals(context, snapshots[-1].state)
        told = w.totals_now(before, after) if after != before else w.TOTALS_UNCHANGED
        outcome = Effect.model_validate(snapshots[-1].effect)
        snapshots[-1] = snapshot_of(
            events[-1],
            snapshots[-1].state,
            outcome.model_copy(update={"lines": (*outcome.lines, Line(text=told))}),
        )
        if ballot is not None and rewritten:
            # The deciding vote's snapshot holds the game as the rewritten log leaves it.
            first = snapshots[0]
            snapshots[0] = snapshot_of(
                events[0], snapshots[-1].state, Effect.model_validate(first.effect)
            )
    finally:
        table.head_seq = head
    body = {"contest": held.seq, "resolved": True, "decision": chosen.json()}
    return Plan(
        events, snapshots, rewritten=rewritten, body=body, options_changed=chosen.kind == "switch"
    )


def hand_start(s: Session, context: TableContext, number: int) -> int:
    """The first seq of hand ``number``: the one after the last move of the hand before."""
    rows = repo.log_rows(s, context.id)
    start = 1
    for event, effect in rows:
        done = Effect.model_validate(effect)
        if done.hand is not None and done.status != "voided" and done.hand.number < number:
            start = event.seq + 1
    return start


def _totals(context: TableContext, state: dict[str, Any]) -> tuple[int, ...]:
    game = context.game
    return tuple(game.totals(game.load_state(state)))


def _outcome_words(context: TableContext, chosen: Decision) -> Text:
    """What a resolution did, in its line: the entry stands, is replaced, or an option
    changes for the rest of the game."""
    if chosen.kind != "switch":
        return _decision_words(context, chosen)
    spec = next(o for o in context.game.option_specs if o.key == chosen.option)
    from ..games.house_rules import value_label

    return w.switched(spec.label, value_label(spec, chosen.value))


def vote_words(specs: Iterable[Any], chosen: Decision) -> Text:
    """A vote in a word or two, as the panel's buttons put it: keep, replace, switch to …."""
    if chosen.kind == "keep":
        return w.VOTE_KEEP
    if chosen.kind == "replace":
        return w.VOTE_REPLACE
    from ..games.house_rules import value_label

    spec = next((o for o in specs if o.key == chosen.option), None)
    shown = str(chosen.value)
    value = value_label(spec, chosen.value) if spec is not None else Text(it=shown, en=shown)
    return w.vote_switch(value)


def _decision_words(context: TableContext, chosen: Decision) -> Text:
    if chosen.kind == "keep":
        return w.KEEP
    if chosen.kind == "replace":
        return w.REPLACE
    spec = next(o for o in context.game.option_specs if o.key == chosen.option)
    from ..games.house_rules import value_label

    shown = value_label(spec, chosen.value)
    return Text(
        it=f"{literal(spec.label.it)}: {literal(shown.it)}",
        en=f"{literal(spec.label.en)}: {literal(shown.en)}",
    )


#: Each command's planner, registered with the table service.
PLANNERS: dict[type[Command], Any] = {
    ContestMove: plan_contest,
    Withdraw: plan_withdraw,
    Vote: plan_vote,
    Resolve: plan_resolve,
}

__all__ = [
    "Contest",
    "ContestMove",
    "Decision",
    "Resolve",
    "Vote",
    "Withdraw",
    "contest",
    "contests_of",
    "decision",
    "hands_before",
    "resolve",
    "vote",
    "withdraw",
]
