"""Sitting down at a table: the join link's secret (the QR code) or the room code.

Room-code guesses are counted per client and time window before they are looked up (a
right one is then forgiven), so concurrent wrong guesses get exactly the limit of answers;
the same device asking again keeps its token.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from dataclasses import dataclass
from typing import Any

from ..problems import Forbidden, Invalid, NotFound, Refused, TooManyRequests
from ..store import Database, GameTable, Participant, keys, repo
from . import messages as msg
from .access import HOST_ROLE, PLAYER, SPECTATOR, hash_token, new_token
from .reads import TableContext, TableView, not_found

CODE_WINDOW_SECONDS = 300
CODE_FAILURES_ALLOWED = 10


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


def claim(db: Database, table_id: str, secret: Any, seat: Any, token: str | None) -> Joined:
    """Sit at ``seat`` (or watch, with None) through the join link's secret.

    The same device asking again gets its own token back: reloading, a sleeping phone or a
    second tab never adds a participant.
    """
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise Invalid(msg.SEAT_IS_A_NUMBER, field="seat")
    with db.writing() as s:
        table = repo.table(s, table_id)
        if table is None:
            raise not_found()
        if not isinstance(secret, str) or not hmac.compare_digest(
            secret.encode(), table.join_secret.encode()
        ):
            raise Forbidden(msg.BAD_JOIN_LINK)
        seats = len(TableView.at_head(s, TableContext.of(table)).names)
        if seat is not None and not 0 <= seat < seats:
            raise Refused(msg.no_seat_here(seat), field="seat")
        current = (
            repo.participant(s, table.id, hash_token(token))
            if token and len(token) <= 200
            else None
        )
        if current is not None:
            if current.seat != seat:
                current.seat = seat
                if current.role != HOST_ROLE:
                    current.role = PLAYER if seat is not None else SPECTATOR
                s.add(current)
                s.commit()
            return Joined(token or "", current.role, current.seat, current.id or 0, True)
        token = new_token()
        device = Participant(
            table_id=table.id,
            token_hash=hash_token(token),
            role=PLAYER if seat is not None else SPECTATOR,
            seat=seat,
        )
        s.add(device)
        s.commit()
        return Joined(token, device.role, seat, device.id or 0, False)
