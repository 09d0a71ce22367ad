"""The keys an address can carry: table ids, join secrets, room codes; how they are made and
what they look like.

A key is checked against its own alphabet and length before any query: one that cannot
exist is never looked up. (PostgreSQL refuses a NUL in a text value with an error where
SQLite finds nothing; checked first, both answer the same 404.)
"""

from __future__ import annotations

import re
import secrets
from typing import Any

#: ``secrets.token_urlsafe(12)``: 16 characters of the URL-safe base64 alphabet.
TABLE_ID_PATTERN = r"[A-Za-z0-9_-]{16}"
#: ``secrets.token_urlsafe(16)``: 22 characters.
JOIN_SECRET_PATTERN = r"[A-Za-z0-9_-]{22}"

#: Room codes are typed: no I, O, 0 or 1 to misread.
ROOM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
ROOM_CODE_LENGTH = 6
#: The longest room code as typed (spaces and dashes between its characters).
ROOM_CODE_TYPED_MAX = 32
#: What a typed room code may look like: six letters or digits, anything else between them.
ROOM_CODE_PATTERN = r"[^A-Za-z0-9]*(?:[A-Za-z0-9][^A-Za-z0-9]*){6}"

_TABLE_ID = re.compile(TABLE_ID_PATTERN)
_JOIN_SECRET = re.compile(JOIN_SECRET_PATTERN)


def new_table_id() -> str:
    return secrets.token_urlsafe(12)


def new_join_secret() -> str:
    return secrets.token_urlsafe(16)


def new_room_code() -> str:
    return "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_CODE_LENGTH))


def room_code_of(typed: Any) -> str | None:
    """The room code in what a person typed (any case, spaces or dashes), if it has the
    shape of one; the code may still not exist."""
    if not isinstance(typed, str) or len(typed) > ROOM_CODE_TYPED_MAX:
        return None
    code = "".join(ch for ch in typed if ch.isascii() and ch.isalnum()).upper()
    return code if len(code) == ROOM_CODE_LENGTH else None


def is_table_id(value: Any) -> bool:
    return isinstance(value, str) and _TABLE_ID.fullmatch(value) is not None


def is_join_secret(value: Any) -> bool:
    return isinstance(value, str) and _JOIN_SECRET.fullmatch(value) is not None
