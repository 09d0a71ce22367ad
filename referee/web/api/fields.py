"""The request fields whose rule is a command's (a seq seen, a reason, a player's name): each
validated by that command's own check, with its words and its field, and documented by the
JSON Schema of exactly what the check takes. The document promises what the server checks,
and a body refused here is refused as the command would refuse it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from functools import cache
from typing import Annotated, Any

from pydantic import PlainValidator, WithJsonSchema

from ...games.base import NAME_MAX, explained, explanation_of
from ...games.names import is_hidden
from ...problems import Invalid
from ...tables import messages as msg
from ...tables.commands import (
    REASON_MAX,
    SEQ_MAX,
    clean_reason,
    player_name,
    refused_in_reason,
    seq_seen,
)


def _class_item(first: int, last: int) -> str:
    """A range of a regular expression's character class: ``\\uXXXX`` escapes in the Basic
    Multilingual Plane, the characters themselves beyond it (ECMAScript has no escape there
    without its ``u`` flag)."""

    def one(code: int) -> str:
        return f"\\u{code:04x}" if code <= 0xFFFF else chr(code)

    return one(first) if first == last else f"{one(first)}-{one(last)}"


def char_class(codes: Iterable[int]) -> str:
    """The inside of a character class matching exactly ``codes`` (ascending)."""
    ranges: list[tuple[int, int]] = []
    for code in codes:
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1] = (ranges[-1][0], code)
        else:
            ranges.append((code, code))
    return "".join(_class_item(a, b) for a, b in ranges)


@cache
def hidden_class() -> str:
    """The inside of a character class of every invisible character (``is_hidden``): a scan
    of all of Unicode, made once."""
    return char_class(c for c in range(sys.maxunicode + 1) if is_hidden(chr(c)))


@cache
def player_name_schema() -> dict[str, Any]:
    """What ``tables.commands.player_name`` accepts: at most ``NAME_MAX`` characters, no
    control characters, at least one that is neither a space nor invisible."""
    hidden = hidden_class()
    control = "\\x00-\\x1f\\x7f-\\x9f"
    visible = f"[^{control}\\s{hidden}]"
    return {
        "type": "string",
        "maxLength": NAME_MAX,
        "pattern": f"^[^{control}]*{visible}[^{control}]*$",
        "description": "A player's name. Invisible characters are dropped and names are "
        "composed (NFC); two names that look alike (one of them with a letter of another "
        "script, say) cannot sit at one table.",
    }


def _kept_name(value: Any) -> str:
    """``tables.commands.player_name``: the name as it is kept, or a 422 on ``name``."""
    try:
        return player_name(value)
    except ValueError as exc:
        problem = explanation_of(exc) or msg.NEW_NAME_INVALID
        raise Invalid(msg.name_problem(problem), field="name") from None


def _reason(value: Any) -> str:
    """``tables.commands.clean_reason``, where null is no reason: a ValueError, so that in
    ``ReasonText | None`` the null is tried next, and a reason that must be given is asked
    for."""
    if value is None:
        raise explained("il motivo è un testo", "the reason is text")
    return clean_reason(value)


#: The seq a writer last saw (``tables.commands.seq_seen``): a JSON integer, as JSON Schema
#: counts them (3.0 is 3; 3.5, true and "3" are not), from 0 to ``SEQ_MAX``.
Seq = Annotated[
    int,
    PlainValidator(seq_seen),
    WithJsonSchema(
        {
            "type": "integer",
            "minimum": 0,
            "maximum": SEQ_MAX,
            "description": "The number of the last move you saw.",
        }
    ),
]

#: The characters a reason may not hold, as a character class.
REFUSED_IN_REASON = char_class(c for c in range(0xA0) if refused_in_reason(chr(c)))

#: Why, in a few words (``tables.commands.clean_reason``): text, as it is kept.
ReasonText = Annotated[
    str,
    PlainValidator(_reason),
    WithJsonSchema(
        {
            "type": "string",
            "maxLength": REASON_MAX,
            "pattern": "^[^"
            + char_class(c for c in range(0xA0) if refused_in_reason(chr(c)))
            + "]*$",
            "description": "Why, in a few words. Spaces and line breaks fold to one space; "
            "invisible characters are dropped; other control characters are refused.",
        }
    ),
]

#: A player's name (``tables.commands.player_name``), as it is kept.
PlayerNameText = Annotated[str, PlainValidator(_kept_name), WithJsonSchema(player_name_schema())]
