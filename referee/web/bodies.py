"""Reading a JSON request body, strictly.

A body is JSON only when it says so (``Content-Type: application/json``, UTF-8) and only
when it parses without surprises: its nesting is measured before it is parsed (a deep body
would exhaust the parser's recursion), ``NaN`` and ``Infinity`` are not JSON, and a string
must be Unicode text that the database can store (no unpaired surrogates).
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..games.base import Text
from ..problems import BadRequest, UnsupportedMediaType

#: The deepest nesting of objects and lists a body may have (a correction is four deep).
MAX_DEPTH = 32

#: A JSON string (skipped whole, brackets inside it are text) or a bracket.
_TOKENS = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"|[\[{]|[\]}]')

NOT_JSON = Text(
    it="Il corpo della richiesta non è JSON: invia un oggetto JSON.",
    en="The request body is not JSON: send a JSON object.",
)
TOO_DEEP = Text(
    it=f"Il corpo JSON è annidato più di {MAX_DEPTH} livelli.",
    en=f"The JSON body nests deeper than {MAX_DEPTH} levels.",
)
NOT_UTF8 = Text(it="Il corpo JSON deve essere testo UTF-8.", en="The JSON body must be UTF-8 text.")
WRONG_MEDIA_TYPE = Text(
    it="Il corpo va inviato come JSON: Content-Type: application/json (UTF-8).",
    en="Send the body as JSON: Content-Type: application/json (UTF-8).",
)


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether ``text`` opens more than ``limit`` objects or lists inside one another."""
    depth = 0
    for token in _TOKENS.finditer(text):
        bracket = token.group()
        if bracket in "[{":
            depth += 1
            if depth > limit:
                return True
        elif bracket in "]}":
            depth -= 1
    return False


def _not_a_number(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_json(raw: bytes) -> Any:
    """The value of a UTF-8 JSON document; :class:`BadRequest` if it is not one we accept."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRequest(NOT_UTF8) from None
    if too_deep(text):
        raise BadRequest(TOO_DEEP)
    try:
        value = json.loads(text, parse_constant=_not_a_number)
    except (ValueError, RecursionError):
        raise BadRequest(NOT_JSON) from None
    try:
        # Escapes such as "\ud800" decode to text no database can store.
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise BadRequest(NOT_UTF8) from None
    return value


def check_media_type(mimetype: str, charset: str | None) -> None:
    """Only ``application/json``, in UTF-8 (the only charset JSON has): else 415."""
    if mimetype != "application/json" or (charset or "utf-8").lower() not in ("utf-8", "utf8"):
        raise UnsupportedMediaType(WRONG_MEDIA_TYPE)
