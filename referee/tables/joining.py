"""Sitting down at a table (the join link's secret, or the room code), and the rematch.

Room-code guesses are counted per client and time window before they are looked up (a
right one is then forgiven), so concurrent wrong guesses get exactly the limit of answers;
the same device asking again keeps its token. Who sits where reaches every phone at once.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session

from ..games.base import Line
from ..problems import Conflict, Forbidden, Invalid, NotFound, Refused, TooManyRequests
from ..store import Database, GameTable, Participant, keys, repo
from . import messages as msg
from .access import HOST_ROLE, PLAYER, SPECTATOR, Actor, hash_token, new_token
from .commands import Sit, StartRematch
from .eventlog import REMATCH, SIT
from .lifecycle import add_host, insert_table
from .pipeline import Plan, Planner, people_event
from .reads import TableContext, TableView

CODE_WINDOW_SECONDS = 300
CODE_FAILURES_ALLOWED = 10


class SeatTaken(Conflict):
    """The seat is held by another phone: taking it needs a confirmation."""

    code = "seat-taken"


@dataclass
class Joined:
    token: str
    role: str
    seat: int | None
    participant_id: int
    reused: bool


def find_by_code(db: Database, code: str, client: str) -> GameTable:
    """The table a typed room code opens; failed guesses are rate-limited per client."""
    window = int(time.time() // CODE_WINDOW_SECONDS)
    key = hashlib.sha256(client.encode()).hexdigest()[:32]
    normal = keys.room_code_of(code)
    if normal is None:  # never looked up, never counted
        raise Invalid(msg.NOT_A_ROOM_CODE, field="code")
    # Count first, then refuse or look up: concurrent guesses cannot all read "under the
    # limit" before any of them is counted.
    with db.writing() as s:
        attempt = repo.count_attempt(s, key, window)
        s.commit()
    if attempt > CODE_FAILURES_ALLOWED:
        raise TooManyRequests(msg.TOO_MANY_CODES, extra={"retry_after": CODE_WINDOW_SECONDS})
    with db.writing() as s:
        table = repo.table_by_code(s, normal)
        if table is not None:
            repo.forgive_attempt(s, key, window)  # only wrong guesses count
            s.commit()
    if table is None:
        raise NotFound(msg.no_table_with_code(normal), field="code")
    return table


def table_by_secret(db: Database, secret: str) -> GameTable:
    with db.session() as s:
        table = repo.table_by_secret(s, secret)
    if table is None:
        raise NotFound(msg.UNKNOWN_JOIN_LINK)
    return table


def plan_sit(command: Sit) -> Planner:
    """Sit at a seat (or watch) through the join link's secret.

    The same device asking again keeps its token: reloading, a sleeping phone or a second
    tab never adds a participant, and logs nothing. Taking a seat another phone holds needs
    ``take_over`` (the other phone then watches). A phone taking a seat from another, or
    leaving one, is an event of the log; every change of who sits where reaches every
    phone at once.
    """

    def plan(s: Session, context: TableContext) -> Plan:
        table = context.table
        if not hmac.compare_digest(command.secret.encode(), table.join_secret.encode()):
            raise Forbidden(msg.BAD_JOIN_LINK)
        names = TableView.at_head(s, context).names
        seat = command.seat
        if seat is not None and not 0 <= seat < len(names):
            raise Refused(msg.no_seat_here(seat), field="seat")
        token = command.token
        device = repo.participant(s, table.id, hash_token(token)) if token else None
        if device is None and command.fresh:
            # A second tap of the same phone, sent before the first one's answer came back:
            # it carries the token the first one sat down with.
            device = repo.participant(s, table.id, hash_token(command.fresh))
            token = command.fresh if device is not None else token
        existed = device is not None
        if device is not None and device.seat == seat:
            return Plan(body=_joined(token or "", device, reused=True))
        held = repo.devices(s, table.id, seat) if seat is not None else []
        holders = [d for d in held if device is None or d.id != device.id]
        if seat is not None and holders and not command.take_over:
            raise SeatTaken(msg.seat_taken(names[seat]), field="seat", extra={"seat": seat})
        for holder in holders:  # taken over: the other phone watches from now on
            holder.seat = None
            if holder.role == PLAYER:
                holder.role = SPECTATOR
            s.add(holder)
        previous = device.seat if device is not None else None
        if device is None:
            token = command.fresh or new_token()
            device = Participant(table_id=table.id, token_hash=hash_token(token), role="")
        device.seat = seat
        if device.role != HOST_ROLE:
            device.role = PLAYER if seat is not None else SPECTATOR
        s.add(device)
        s.flush()  # the device's id, for the event's author
        body = _joined(token or "", device, reused=existed)
        leaving = seat is None and previous is not None
        if not holders and not leaving:
            # Sitting down (or moving seats) changes no score and takes nobody's place: the
            # phones are told without an event, so nobody's entry becomes stale.
            return Plan(body=body, notify=seat is not None)
        shown = seat if seat is not None else previous
        assert shown is not None
        payload = {"seat": seat, "previous": previous, "took_over": bool(holders)}
        line = msg.left_seat(names[shown]) if leaving else msg.took_seat_over(names[shown])
        actor = Actor(device.id, table.id, device.role, device.seat)
        return people_event(s, context, actor, SIT, payload, Line(seat=shown, text=line), body)

    return plan


#: What may refuse a rematch (a problem) before it starts: a table whose next game another
#: part of the house decides (a tournament's round).
RematchGate = Callable[[Session, TableContext], None]
REMATCH_GATES: list[RematchGate] = []


def plan_rematch(actor: Actor, command: StartRematch) -> Planner:
    """Start the rematch of a finished table, or find the one started.

    The new table is created in the same transaction (same game, options and players in the
    same seats), so two phones tapping at once start one. Its host is this table's host,
    whoever taps first: the host's phone starting it hosts it at once; another phone
    starting it opens it without a host, and the host's phone takes the role when it
    follows (its tap finds the rematch started). The new table knows its place in the
    evening: which game it is and the games each seat has won so far. The answer names the
    new table and its join secret, and a host's token when this phone got the role.
    """

    def plan(s: Session, context: TableContext) -> Plan:
        if not actor.can_play:
            raise Forbidden(msg.SPECTATORS_DO_NOT_LOG)
        if not context.table.finished:
            raise Invalid(msg.REMATCH_AFTER_THE_END)
        for gate in REMATCH_GATES:
            gate(s, context)
        started = repo.events_of_types(s, context.id, [REMATCH])
        if started:
            new_table = repo.table(s, started[-1].payload["table"])
            assert new_table is not None
            body = {"table": new_table.id, "secret": new_table.join_secret}
            if not actor.is_host or repo.hosts(s, new_table.id, HOST_ROLE):
                return Plan(body=body)
            # The host arrives at the rematch another phone started: host it, at its seat.
            if actor.seat is not None:
                for holder in repo.devices(s, new_table.id, actor.seat):
                    holder.seat, holder.role = None, SPECTATOR
                    s.add(holder)
            body["token"] = add_host(s, new_table.id, actor.seat)
            return Plan(body=body, wake=((new_table.id, new_table.head_seq),))
        game, options = context.game, context.options
        view = TableView.at_head(s, context)
        names = view.names
        state = game.start(len(names), options)
        host_away = not actor.is_host and bool(repo.hosts(s, context.id, HOST_ROLE))
        created = insert_table(
            s,
            game,
            names,
            options,
            state,
            None if host_away else actor.seat,
            with_host=not host_away,
            evening=next_evening(context.table.evening, view, len(names)),
            settle=context.table.settle,
            stake=context.table.stake,
        )
        body = {"table": created.table_id, "secret": created.join_secret}
        if created.host_token is not None:
            body["token"] = created.host_token
        line = Line(text=msg.REMATCH_STARTED)
        payload = {"table": created.table_id}
        return people_event(s, context, actor, REMATCH, payload, line, body)

    return plan


def next_evening(evening: dict[str, Any] | None, view: TableView, seats: int) -> dict[str, Any]:
    """The place in the evening of the rematch of the game ``view`` shows, just finished:
    the next game's number, and each seat's games won with this one's winners counted."""
    wins = list((evening or {}).get("wins") or [])
    wins += [0] * (seats - len(wins))
    for seat in view.outcome.winners if view.outcome is not None else ():
        if 0 <= seat < seats:
            wins[seat] += 1
    return {"game": int((evening or {}).get("game") or 1) + 1, "wins": wins}


def _joined(token: str, device: Participant, *, reused: bool) -> dict[str, Any]:
    return {
        "token": token,
        "role": device.role,
        "seat": device.seat,
        "participant_id": device.id or 0,
        "reused": reused,
    }


def joined(body: dict[str, Any]) -> Joined:
    return Joined(body["token"], body["role"], body["seat"], body["participant_id"], body["reused"])
