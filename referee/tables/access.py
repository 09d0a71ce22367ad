"""Who may do what at a table: devices, their roles and tokens, and the rules on undoing.

A device holds a token for a table (the database keeps its hash only) and a role: the host,
a seated player, or a spectator.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field

from ..problems import Forbidden, Unauthorized
from . import messages as msg
from .eventlog import ADMIN_TYPES, CONTROL_TYPES

HOST_ROLE = "host"
PLAYER = "player"
SPECTATOR = "spectator"


#: The longest token a device is looked up by (ours are 32 characters): a longer one is no
#: device's, and is not hashed.
TOKEN_MAX = 200


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)


@dataclass(frozen=True)
class Actor:
    """Who is acting: a device's participant row for this table.

    ``device_changes`` is the table's count of device changes when the row was read (None:
    not read from a row); a write checks it against the table it locks.
    """

    participant_id: int | None
    table_id: str
    role: str
    seat: int | None
    device_changes: int | None = field(default=None, compare=False)

    @property
    def can_play(self) -> bool:
        return self.role in (HOST_ROLE, PLAYER)

    @property
    def is_host(self) -> bool:
        return self.role == HOST_ROLE


def require(actor: Actor | None) -> Actor:
    """The acting device, or a 401 asking to sit down (the table is known to exist)."""
    if actor is None:
        raise Unauthorized(msg.SIT_DOWN_FIRST)
    return actor


def may_void(actor: Actor | None, kind: str, author_id: int | None) -> bool:
    """Whether ``actor`` may undo (or correct) an event of this kind and author.

    Seated players undo any game move, and their own undos and corrections; the host
    undoes anything but host and seat changes.
    """
    if actor is None or not actor.can_play or kind in ADMIN_TYPES:
        return False
    if actor.is_host or kind not in CONTROL_TYPES:
        return True
    return author_id is not None and author_id == actor.participant_id


def check_may_void(actor: Actor, kind: str, author_id: int | None) -> None:
    if may_void(actor, kind, author_id):
        return
    if not actor.can_play:
        raise Forbidden(msg.SPECTATORS_DO_NOT_VOID)
    raise Forbidden(msg.ONLY_HOST_UNDOES_OTHERS)


def require_seated(actor: Actor | None) -> Actor:
    """A seated player (or the host): only they see the join link, which holds the secret."""
    if actor is None or not actor.can_play:
        raise Forbidden(msg.QR_FOR_SEATED_ONLY)
    return actor
