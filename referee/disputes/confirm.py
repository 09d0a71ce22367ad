"""Confirmation mode: a hand entered by one player waits for the others before it counts.

At a table that chose it (its ``house`` options), a game move that ends a hand is not logged
as entered: a ``pending_hand`` event keeps it, with what it would score, and counts nowhere.
Who confirms is the table's choice (``confirm_by``): every other seated player (``all``, a
``confirm_hand`` event each), any one other player (``any``), or the host (``host``; a hand
the host enters counts at once). The last confirmation needed logs the move itself, in the
same write, as if it had been entered then. A plain confirmation is the confirming player's
own: the host confirms for everyone only by saying so (``for_everyone``), and the log says
so. The player who entered a hand never confirms it. A player who disagrees declines it
(``decline_hand``, with a reason): the hand is not logged and is entered again. While a hand
waits, no other move is logged: the table settles it first. A pending hand is withdrawn by a
void, like any entry.

A seat swap (:mod:`.seating`) asked at such a table waits the same way: the ``pending_hand``
event keeps the swap (``swap`` in its payload, no ``move``), and the last confirmation logs
the ``seat_swap`` event, which scores the hands again.

An undo (a void) or a correction of a hand that counts waits the same way (``rewrite`` in
the payload: the control's kind and payload): the hand stands as it is until the last
confirmation makes the undo or the correction, which scores the hands after it again. A
pending entry itself, and a move that scores no hand, are undone at once.

With nobody else seated (one phone at the table), a hand is logged at once: there is nobody
to wait for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from sqlmodel import Session

from ..games.base import Applied, IllegalMove, Line, Text
from ..games.base.units import noun
from ..problems import Forbidden, IllegalMoveProblem, NotFound, Refused
from ..store import Event, NewEvent, repo
from ..tables.access import HOST_ROLE, PLAYER, Actor
from ..tables.commands import Command, clean_reason, idempotency_key, seq_seen
from ..tables.eventlog import (
    CONFIRM_HAND,
    DECLINE_HAND,
    PENDING_HAND,
    SEAT_SWAP,
    Effect,
)
from ..tables.moves import parse_move
from ..tables.pipeline import Plan, Planner, new_event, snapshot_of
from ..tables.reads import TableContext, TableReads
from ..tables.replay import rewrite
from . import words
from .confirm_words import asked, confirm_line, entered, waits_for, what_waits
from .ledger import house_of, read_ledger


@dataclass(frozen=True)
class Pending:
    """A hand (or a seat swap) waiting for confirmation: its event, who entered it, who has
    confirmed, who it waits for."""

    seq: int
    author_seat: int | None
    author_id: int | None
    move: dict[str, Any]
    lines: tuple[Line, ...]
    confirmed: tuple[int, ...]
    #: The seats whose confirmation it waits for: all of them (``by`` "all"), any one of
    #: them ("any"), or the host's ("host"; none when the host has no seat).
    waiting: tuple[int, ...]
    #: Who confirms at this table: "all", "any" or "host".
    by: str = "all"
    #: "hand", "swap" for a seat swap, "void" or "correct" for an undo or a correction.
    kind: str = "hand"
    #: The hand's number (a swap: the hand it re-reads from).
    hand: int | None = None
    swap: dict[str, Any] | None = None
    #: An undo's or a correction's control payload (``seq``, ``reason``, ``move``).
    rewrite: dict[str, Any] | None = None

    #: The seats where the host's phone sits.
    host_seats: tuple[int, ...] = ()

    def is_author(self, actor: Actor) -> bool:
        """Whether ``actor`` entered it (the same phone, or a phone at the same seat)."""
        if actor.participant_id is not None and actor.participant_id == self.author_id:
            return True
        return actor.seat is not None and actor.seat == self.author_seat

    def may_confirm(self, actor: Actor) -> bool:
        """Whether a plain confirmation of ``actor`` counts as one."""
        if not actor.can_play or self.is_author(actor) or actor.seat in self.confirmed:
            return False
        if self.by == "host":
            return actor.is_host
        return actor.seat is not None

    def rest_after(self, actor: Actor) -> tuple[int, ...]:
        """Who it still waits for after ``actor``'s plain confirmation (none: it counts)."""
        if self.by != "all":
            return ()
        return tuple(x for x in self.waiting if x != actor.seat)

    @property
    def host_for_everyone(self) -> bool:
        """Whether the host's "confirm for everyone" does more than the host's own tap: the
        host's tap is not enough (everyone confirms) or counts for nothing (no seat)."""
        if self.by == "host":
            return False
        if not self.host_seats:
            return True
        return self.by == "all" and any(x not in self.host_seats for x in self.waiting)

    @property
    def plain_seats(self) -> tuple[int, ...]:
        """The seats whose phones are offered a plain confirmation (the host's, at a table
        where the host confirms, whatever its seat)."""
        return self.host_seats if self.by == "host" else self.waiting


def pending_hands(s: Session, table_id: str, seats: list[int]) -> list[Pending]:
    """The hands waiting now (at most one: no move is logged while one waits), with the
    seated seats ``seats`` (those with a phone) they wait for."""
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
    by = house_of(s, table_id).confirm_by
    out = []
    for event in sorted(events, key=lambda e: e.seq):
        if event.type != PENDING_HAND or event.seq in closed:
            continue
        effect = Effect.model_validate(repo.snapshot(s, table_id, event.seq).effect)
        if effect.status == "voided":
            continue
        done = tuple(confirmed.get(event.seq, ()))
        hosts = tuple(_host_seats(s, table_id))
        if by == "host":
            waiting = tuple(x for x in hosts if x != event.author_seat)
        else:
            waiting = tuple(x for x in seats if x != event.author_seat and x not in done)
        swap = event.payload.get("swap")
        hand = event.payload.get("hand")
        rewrite_of = event.payload.get("rewrite")
        kind = "swap" if isinstance(swap, dict) else "hand"
        if isinstance(rewrite_of, dict):
            kind = str(rewrite_of["kind"])
        out.append(
            Pending(
                seq=event.seq,
                author_seat=event.author_seat,
                author_id=event.author_id,
                move=dict(event.payload.get("move", {})),
                lines=effect.lines,
                confirmed=done,
                waiting=waiting,
                by=by,
                kind=kind,
                hand=hand if isinstance(hand, int) else None,
                swap=dict(swap) if isinstance(swap, dict) else None,
                rewrite=dict(rewrite_of["payload"]) if isinstance(rewrite_of, dict) else None,
                host_seats=hosts,
            )
        )
    return out


def _seated(s: Session, table_id: str) -> list[int]:
    """The seats with at least one phone."""
    return sorted(repo.seat_counts(s, table_id))


def _host_seats(s: Session, table_id: str) -> list[int]:
    """The seats where the host's phone sits (none: the host only watches or uses the API)."""
    return sorted(
        {p.seat for p in repo.hosts(s, table_id, HOST_ROLE) if p.seat is not None and not p.revoked}
    )


def _hold(
    s: Session,
    context: TableContext,
    actor: Actor,
    payload: dict[str, Any],
    said: Text,
    lines: tuple[Line, ...],
) -> Plan | None:
    """A ``pending_hand`` keeping ``payload`` at a table in confirmation mode (None: it is
    logged at once, there being nobody to wait for); refused while another waits."""
    house = house_of(s, context.id)
    if not house.confirm:
        return None
    seats = _seated(s, context.id)
    waiting = pending_hands(s, context.id, seats)
    if waiting:
        raise Refused(words.hand_waits(what_waits(waiting[0], _unit(context))))
    if house.confirm_by == "host" and actor.is_host:
        return None  # the host confirms: a hand the host enters counts at once
    if not [x for x in seats if x != actor.seat]:
        return None  # nobody else at the table to confirm it
    end = waits_for(house.confirm_by)
    said = Text(it=f"{said.it}: {end.it}", en=f"{said.en}: {end.en}")
    pending = new_event(context, actor, PENDING_HAND, payload)
    effect = Effect(lines=(Line(text=said), *lines))
    head = repo.snapshot(s, context.id, context.table.head_seq)
    snapshot = snapshot_of(pending, head.state, effect)
    return Plan([pending], [snapshot], body={"seq": pending.seq, "effect": effect.stored()})


def _unit(context: TableContext) -> Text:
    """The game's unit's noun: «mano» / "hand", or «partita» / "game"."""
    return noun(context.game.unit)


def hold_hand(
    s: Session, context: TableContext, actor: Actor, event: NewEvent, applied: Applied
) -> Plan | None:
    """The move gate of :mod:`referee.tables.moves`: at a table in confirmation mode, a move
    that ends a hand waits (a ``pending_hand``); while one waits, no move is logged."""
    if not house_of(s, context.id).confirm:
        return None
    if applied.hand is None:
        waiting = pending_hands(s, context.id, _seated(s, context.id))
        if waiting:
            raise Refused(words.hand_waits(what_waits(waiting[0], _unit(context))))
        return None
    number = applied.hand.number
    who = f"{{seat[{actor.seat}]}}" if actor.seat is not None else None
    said = entered(who, number, _unit(context))
    payload = {"move": event.payload, "hand": number}
    return _hold(s, context, actor, payload, said, applied.lines)


def hold_swap(
    s: Session, context: TableContext, actor: Actor, payload: dict[str, Any], line: Line
) -> Plan | None:
    """A seat swap at a table in confirmation mode waits like a hand (None: it is made)."""
    who = f"{{seat[{actor.seat}]}}" if actor.seat is not None else None
    said = (
        Text(it=f"{who} chiede uno scambio di posti", en=f"{who} asks for a seat swap")
        if who
        else Text(it="Scambio di posti chiesto", en="Seat swap asked")
    )
    pending = {"swap": payload, "hand": payload.get("hand")}
    return _hold(s, context, actor, pending, said, (line,))


def hold_rewrite(
    s: Session,
    context: TableContext,
    actor: Actor,
    kind: str,
    payload: dict[str, Any],
    target: Event,
) -> Plan | None:
    """The rewrite gate of :mod:`referee.tables.replay`: at a table in confirmation mode, an
    undo or a correction of a hand that counts waits (None: it is made at once)."""
    if target.type == PENDING_HAND or not house_of(s, context.id).confirm:
        return None
    effect = Effect.model_validate(repo.snapshot(s, context.id, target.seq).effect)
    if effect.hand is None:
        return None
    number = effect.hand.number
    who = f"{{seat[{actor.seat}]}}" if actor.seat is not None else None
    said = asked(kind, who, number, _unit(context))
    reason = str(payload.get("reason") or "").replace("{", "{{").replace("}", "}}")
    lines = (Line(text=Text(it=f"Motivo: {reason}", en=f"Reason: {reason}")),) if reason else ()
    pending = {"rewrite": {"kind": kind, "payload": payload}, "hand": number}
    return _hold(s, context, actor, pending, said, lines)


# -- confirming and declining ---------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ConfirmHand(Command):
    kind: ClassVar[str] = CONFIRM_HAND
    seq: int
    #: The host confirms for everyone: the hand counts at once, and the log says so.
    for_everyone: bool = False

    def request(self) -> Any:
        return {"seq": self.seq, "for_everyone": self.for_everyone}


@dataclass(frozen=True, kw_only=True)
class DeclineHand(Command):
    kind: ClassVar[str] = DECLINE_HAND
    seq: int
    reason: str = ""

    def request(self) -> Any:
        return {"seq": self.seq, "reason": self.reason}


def confirm_hand(
    table_id: str, seq: int, expected_seq: Any, key: Any = None, for_everyone: Any = False
) -> ConfirmHand:
    return ConfirmHand(
        table_id=table_id,
        seq=seq,
        expected_seq=seq_seen(expected_seq),
        key=idempotency_key(key),
        for_everyone=for_everyone is True,
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
        raise NotFound(words.NO_PENDING, field="seq")
    if found.is_author(actor):
        raise Refused(words.OWN_HAND)
    if actor.seat is not None and actor.seat in found.confirmed:
        raise Refused(words.ALREADY_CONFIRMED)
    return found


def plan_confirm_hand(actor: Actor, command: ConfirmHand) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        found = _open_pending(s, context, actor, command.seq)
        everyone = command.for_everyone
        if everyone and not actor.is_host:
            raise Forbidden(words.ONLY_HOST_FOR_EVERYONE)
        if not everyone and not found.may_confirm(actor):
            raise Refused(words.HOST_CONFIRMS if found.by == "host" else words.NO_SEAT_CONFIRM)
        final = everyone or not found.rest_after(actor)
        head = repo.snapshot(s, context.id, context.table.head_seq)
        payload: dict[str, Any] = {"seq": found.seq, "final": final}
        if everyone:
            payload["for_everyone"] = True
        confirm = new_event(context, actor, CONFIRM_HAND, payload)
        confirm_effect = Effect(lines=(confirm_line(actor, found, everyone, _unit(context)),))
        if final and (found.swap is not None or found.rewrite is not None):
            return _control_confirmed(s, context, found, confirm, confirm_effect)
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


def _control_confirmed(
    s: Session, context: TableContext, found: Pending, confirm: NewEvent, effect: Effect
) -> Plan:
    """The last confirmation of a seat swap, an undo or a correction, then the control
    itself, by whoever asked for it: the hands it changes are scored again
    (:func:`referee.tables.replay.rewrite`)."""
    author = Actor(found.author_id, context.id, PLAYER, found.author_seat)
    if found.swap is not None:
        kind, payload, target = SEAT_SWAP, dict(found.swap), None
        line = found.lines[1] if len(found.lines) > 1 else None
    else:
        kind, payload, line = found.kind, dict(found.rewrite or {}), None
        target = repo.event(s, context.id, int(payload["seq"]))
        if target is None:  # pragma: no cover - the log keeps every event
            raise NotFound(words.NO_PENDING, field="seq")
    table = context.table
    table.head_seq += 1  # the control follows the confirmation
    try:
        made = rewrite(s, context, author, kind, payload, target, line)
    finally:
        table.head_seq -= 1
    before = made.rewritten[-1].state if made.rewritten else made.snapshots[-1].state
    snapshots = [snapshot_of(confirm, before, effect), *made.snapshots]
    body = {**made.body, "logged": True}
    return Plan([confirm, *made.events], snapshots, rewritten=made.rewritten, body=body)


def plan_decline_hand(actor: Actor, command: DeclineHand) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        found = _open_pending(s, context, actor, command.seq)
        said = f": {command.reason}" if command.reason else ""
        safe = said.replace("{", "{{").replace("}", "}}")
        who = f"{{seat[{actor.seat}]}}" if actor.seat is not None else None
        what = what_waits(found, _unit(context))
        text = (
            Text(it=f"{who} non conferma {what.it}{safe}", en=f"{who} declines {what.en}{safe}")
            if who
            else Text(
                it=f"Chi ospita il tavolo non conferma {what.it}{safe}",
                en=f"The host declines {what.en}{safe}",
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
            "kind": p.kind,
            "hand": p.hand,
            "lines": [line.text.render(lang, view.names) for line in p.lines],
            "confirmed": list(p.confirmed),
            "waiting": list(p.waiting),
        }
        for p in waiting
    ]
    return body
