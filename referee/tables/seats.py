"""Host and seat changes: handing the host role over, another person taking a seat.

Both are events of the log (so every phone sees them and the table's seq moves), but they
change no score and are never voided: a change is undone by another change.
"""

from __future__ import annotations

from sqlmodel import Session

from ..games.base import Line
from ..problems import Forbidden, Refused
from ..store import repo
from . import messages as msg
from .access import HOST_ROLE, PLAYER, SPECTATOR, Actor
from .commands import HandOver, ReplaceSeat
from .eventlog import HOST, SEAT
from .moves import check_new_name
from .pipeline import Plan, Planner, people_event
from .reads import TableContext, TableView


def plan_hand_over(actor: Actor, command: HandOver) -> Planner:
    seat = command.seat

    def plan(s: Session, context: TableContext) -> Plan:
        if not actor.is_host:
            raise Forbidden(msg.ONLY_HOST_HANDS_OVER)
        names = _seats(s, context, seat)
        devices = repo.devices(s, context.id, seat)
        if not devices:
            raise Refused(msg.not_seated_yet(names[seat]), field="seat")
        for old in repo.hosts(s, context.id, HOST_ROLE):
            old.role = PLAYER if old.seat is not None else SPECTATOR
            s.add(old)
        for device in devices:
            device.role = HOST_ROLE
            s.add(device)
        line = Line(seat=seat, text=msg.now_hosting(names[seat]))
        return people_event(s, context, actor, HOST, {"seat": seat}, line)

    return plan


def plan_replace_seat(actor: Actor, command: ReplaceSeat) -> Planner:
    """Another person takes a seat (and its score): new name, old phones signed out."""
    seat, new_name = command.seat, command.name

    def plan(s: Session, context: TableContext) -> Plan:
        if not actor.is_host:
            raise Forbidden(msg.ONLY_HOST_REPLACES)
        names = _seats(s, context, seat)
        check_new_name(new_name, [n for i, n in enumerate(names) if i != seat])
        row = repo.seat(s, context.id, seat)
        assert row is not None
        old_name = row.name
        row.name = new_name
        s.add(row)
        for device in repo.devices(s, context.id, seat):
            if device.id != actor.participant_id:
                device.revoked = True
                s.add(device)
        line = Line(seat=seat, text=msg.seat_replaced(old_name, new_name))
        payload = {"seat": seat, "name": new_name, "previous": old_name}
        return people_event(s, context, actor, SEAT, payload, line)

    return plan


def _seats(s: Session, context: TableContext, seat: int) -> list[str]:
    """The seats now; ``seat`` must be one of them."""
    names = TableView.at_head(s, context).names
    if not 0 <= seat < len(names):
        raise Refused(msg.NO_SUCH_SEAT, field="seat")
    return names
