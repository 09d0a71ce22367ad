"""Confirmation mode: a hand entered by one player waits for the others before it counts.

At a table that chose it (its ``house`` options), a game move that ends a hand is not logged
as entered: a ``pending_hand`` event keeps it, with what it would score, and counts nowhere.
Every other seated player confirms it on their phone (a ``confirm_hand`` event each), or the
host does for everyone; the last confirmation logs the move itself, in the same write, as if
it had been entered then. A player who disagrees declines it (``decline_hand``, with a
reason): the hand is not logged and is entered again. While a hand waits, no other move is
logged: the table settles it first. A pending hand is withdrawn by a void, like any entry.

With nobody else seated (one phone at the table), a hand is logged at once: there is nobody
to wait for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from sqlmodel import Session

from ..games.base import Applied, IllegalMove, Line, Text
from ..problems import Forbidden, IllegalMoveProblem, NotFound, Refused
from ..store import NewEvent, repo
from ..tables.access import Actor
from ..tables.commands import Command, clean_reason, idempotency_key, seq_seen
from ..tables.eventlog import CONFIRM_HAND, DECLINE_HAND, PENDING_HAND, Effect
from ..tables.moves import parse_move
from ..tables.pipeline import Plan, Planner, new_event, snapshot_of
from ..tables.reads import TableContext, TableReads
from . import words
from .ledger import house_of, read_ledger


@dataclass(frozen=True)
class Pending:
    """A hand waiting for confirmation: its event, who entered it, who has confirmed."""

    seq: int
    author_seat: int | None
    author_id: int | None
    move: dict[str, Any]
    lines: tuple[Line, ...]
    confirmed: tuple[int, ...]
    #: The seats whose confirmation it still waits for.
    waiting: tuple[int, ...]


def pending_hands(s: Session, table_id: str, seats: list[int]) -> list[Pending]:
    """The hands waiting now (at most one: no move is logged while one waits), with the
    seated seats ``seats`` (those with a phone) that have yet to confirm."""
    events = repo.events_of_types(s, table_id, (PENDING_HAND, CONFIRM_HAND, DECLINE_HAND))
    closed: set[int] = set()
    confirmed: dict[int, list[int]] = {}
    for event in events:
        target = event.payload.get("seq")
        if event.type == DECLINE_HAND or (
            event.type == CONFIRM_HAND and event.payload.get("final")
        ):
            closed.add(target)
        elif event.type == CONFIRM_HAND and event.author_seat is not None:
            confirmed.setdefault(target, []).append(event.author_seat)
    out = []
    for event in sorted(events, key=lambda e: e.seq):
        if event.type != PENDING_HAND or event.seq in closed:
            continue
        effect = Effect.model_validate(repo.snapshot(s, table_id, event.seq).effect)
        if effect.status == "voided":
            continue
        done = tuple(confirmed.get(event.seq, ()))
        waiting = tuple(x for x in seats if x != event.author_seat and x not in done)
        out.append(
            Pending(
                seq=event.seq,
                author_seat=event.author_seat,
                author_id=event.author_id,
                move=dict(event.payload.get("move", {})),
                lines=effect.lines,
                confirmed=done,
                waiting=waiting,
            )
        )
    return out


def _seated(s: Session, table_id: str) -> list[int]:
    """The seats with at least one phone."""
    return sorted(repo.seat_counts(s, table_id))


def hold_hand(
    s: Session, context: TableContext, actor: Actor, event: NewEvent, applied: Applied
) -> Plan | None:
    """The move gate of :mod:`referee.tables.moves`: at a table in confirmation mode, a move
    that ends a hand waits (a ``pending_hand``); while one waits, no move is logged."""
    if not house_of(s, context.id).confirm:
        return None
    seats = _seated(s, context.id)
    waiting = pending_hands(s, context.id, seats)
    if waiting:
        raise Refused(words.hand_waits(waiting[0].seq))
    if applied.hand is None:
        return None
    if not [x for x in seats if x != actor.seat]:
        return None  # nobody else at the table to confirm it
    number = applied.hand.number
    who = f"{{seat[{actor.seat}]}}" if actor.seat is not None else None
    said = (
        Text(
            it=f"{who} ha segnato la mano {number}: attende la conferma degli altri",
            en=f"{who} entered hand {number}: waiting for the others to confirm",
        )
        if who
        else Text(
            it=f"Mano {number} segnata: attende la conferma dei giocatori",
            en=f"Hand {number} entered: waiting for the players to confirm",
        )
    )
    pending = new_event(context, actor, PENDING_HAND, {"move": event.payload, "hand": number})
    effect = Effect(lines=(Line(text=said), *applied.lines))
    head = repo.snapshot(s, context.id, context.table.head_seq)
    snapshot = snapshot_of(pending, head.state, effect)
    return Plan([pending], [snapshot], body={"seq": pending.seq, "effect": effect.stored()})


# -- confirming and declining ---------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ConfirmHand(Command):
    kind: ClassVar[str] = CONFIRM_HAND
    seq: int

    def request(self) -> Any:
        return {"seq": self.seq}


@dataclass(frozen=True, kw_only=True)
class DeclineHand(Command):
    kind: ClassVar[str] = DECLINE_HAND
    seq: int
    reason: str = ""

    def request(self) -> Any:
        return {"seq": self.seq, "reason": self.reason}


def confirm_hand(table_id: str, seq: int, expected_seq: Any, key: Any = None) -> ConfirmHand:
    return ConfirmHand(
        table_id=table_id, seq=seq, expected_seq=seq_seen(expected_seq), key=idempotency_key(key)
    )


def decline_hand(
    table_id: str, seq: int, reason: Any, expected_seq: Any, key: Any = None
) -> DeclineHand:
    return DeclineHand(
        table_id=table_id,
        seq=seq,
        reason=clean_reason(reason),
        expected_seq=seq_seen(expected_seq),
        key=idempotency_key(key),
    )


def _open_pending(s: Session, context: TableContext, actor: Actor, seq: int) -> Pending:
    if not actor.can_play:
        raise Forbidden(words.SEATED_ONLY)
    found = next(
        (p for p in pending_hands(s, context.id, _seated(s, context.id)) if p.seq == seq), None
    )
    if found is None:
        raise NotFound(words.no_pending(seq), field="seq")
    if actor.participant_id is not None and actor.participant_id == found.author_id:
        raise Refused(words.OWN_HAND)
    if actor.seat is not None and actor.seat in found.confirmed:
        raise Refused(words.ALREADY_CONFIRMED)
    return found


def plan_confirm_hand(actor: Actor, command: ConfirmHand) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        found = _open_pending(s, context, actor, command.seq)
        rest = [x for x in found.waiting if x != actor.seat]
        final = actor.is_host or not rest
        who = f"{{seat[{actor.seat}]}}"
        line = Line(
            text=Text(
                it=f"{who} conferma la mano segnata alla mossa {found.seq}",
                en=f"{who} confirms the hand entered at move {found.seq}",
            )
            if actor.seat is not None
            else Text(
                it=f"L'host conferma la mano segnata alla mossa {found.seq}",
                en=f"The host confirms the hand entered at move {found.seq}",
            )
        )
        head = repo.snapshot(s, context.id, context.table.head_seq)
        confirm = new_event(context, actor, CONFIRM_HAND, {"seq": found.seq, "final": final})
        confirm_effect = Effect(lines=(line,))
        events = [confirm]
        snapshots = [snapshot_of(confirm, head.state, confirm_effect)]
        if final:
            game, options = context.game, context.options
            state = game.load_state(head.state)
            parsed = parse_move(game, found.move)
            try:
                applied = game.apply(state, parsed, options, found.author_seat)
            except IllegalMove as exc:
                raise IllegalMoveProblem(exc.text, rule=exc.rule) from None
            move = NewEvent(
                table_id=context.id,
                seq=confirm.seq + 1,
                type=found.move["type"],
                payload=found.move,
                author_seat=found.author_seat,
                author_id=found.author_id,
            )
            effect = Effect(lines=applied.lines, hand=applied.hand)
            events.append(move)
            snapshots.append(snapshot_of(move, game.dump_state(applied.state), effect))
            context.table.finished = game.outcome(applied.state, options) is not None
        last = snapshots[-1]
        return Plan(events, snapshots, body={"effect": last.effect, "logged": final})

    return plan


def plan_decline_hand(actor: Actor, command: DeclineHand) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        found = _open_pending(s, context, actor, command.seq)
        said = f": {command.reason}" if command.reason else ""
        safe = said.replace("{", "{{").replace("}", "}}")
        who = f"{{seat[{actor.seat}]}}" if actor.seat is not None else None
        text = (
            Text(
                it=f"{who} non conferma la mano segnata alla mossa {found.seq}{safe}",
                en=f"{who} declines the hand entered at move {found.seq}{safe}",
            )
            if who
            else Text(
                it=f"L'host non conferma la mano segnata alla mossa {found.seq}{safe}",
                en=f"The host declines the hand entered at move {found.seq}{safe}",
            )
        )
        head = repo.snapshot(s, context.id, context.table.head_seq)
        payload = {"seq": found.seq, "reason": command.reason}
        event = new_event(context, actor, DECLINE_HAND, payload)
        effect = Effect(lines=(Line(text=text),))
        return Plan(
            [event], [snapshot_of(event, head.state, effect)], body={"effect": effect.stored()}
        )

    return plan


def ledger_json(reads: TableReads, lang: str) -> dict[str, Any]:
    """The table's ledger as the API shows it: penalties, house options, hands waiting."""
    view, session = reads.view, reads.session
    body = read_ledger(session, view.id, view.game, len(view.names)).json(lang)
    waiting = pending_hands(session, view.id, sorted(reads.devices)) if body["confirm"] else []
    body["pending"] = [
        {
            "seq": p.seq,
            "author_seat": p.author_seat,
            "lines": [line.text.render(lang, view.names) for line in p.lines],
            "confirmed": list(p.confirmed),
            "waiting": list(p.waiting),
        }
        for p in waiting
    ]
    return body
