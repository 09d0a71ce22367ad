"""Errors a user can act on, with their words in Italian and English.

Services raise a :class:`Problem`; the API turns it into ``application/problem+json``
(RFC 9457) in the caller's language, a page into an inline message. A problem that comes
from a broken rule carries the rule id.
"""

from __future__ import annotations

from typing import Any

from .games.base import Text


class Problem(Exception):
    status = 400
    code = "bad-request"

    def __init__(
        self,
        detail: Text,
        *,
        title: Text | None = None,
        rule: str | None = None,
        field: str | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(detail.en)
        self.detail = detail
        self.title = title or self.default_title
        self.rule = rule
        self.field = field
        self.extra = extra or {}
        #: The table's seat names, to fill in a game's ``{seat[i]}`` placeholders.
        self.names: list[str] = []

    default_title = Text(it="Richiesta non valida", en="Bad request")

    def to_json(self, lang: str, names: list[str] | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {
            "type": f"/problems/{self.code}",
            "title": self.title.get(lang),
            "status": self.status,
            "detail": self.detail.render(lang, names or self.names),
        }
        if self.rule:
            body["rule"] = self.rule
            body["rule_url"] = f"/rules/{self.rule}"
        if self.field:
            body["field"] = self.field
        body.update(self.extra)
        return body


class BadRequest(Problem):
    status = 400
    code = "bad-request"


class Unauthorized(Problem):
    status = 401
    code = "unauthorized"
    default_title = Text(it="Serve un accesso al tavolo", en="A seat token is needed")


class Forbidden(Problem):
    status = 403
    code = "forbidden"
    default_title = Text(it="Non consentito", en="Not allowed")


class NotFound(Problem):
    status = 404
    code = "not-found"
    default_title = Text(it="Non trovato", en="Not found")


class Conflict(Problem):
    """Somebody else got there first: nothing was applied."""

    status = 409
    code = "stale-seq"
    default_title = Text(it="Il tavolo è andato avanti", en="The table moved on")


class Invalid(Problem):
    status = 422
    code = "invalid"
    default_title = Text(it="Dati non validi", en="Invalid input")


class Refused(Problem):
    """A well-formed request that the table refuses as it is now, or whose parts do not go
    together (a seat nobody sits at, a name already taken, a move already undone): what no
    schema of the request can say. ``Invalid`` is for what the API document does say."""

    status = 422
    code = "refused"
    default_title = Text(it="Richiesta rifiutata", en="Request refused")


class IllegalMoveProblem(Problem):
    status = 422
    code = "illegal-move"
    default_title = Text(it="Mossa non consentita dalle regole", en="Move not allowed by the rules")


class UnsupportedMediaType(Problem):
    status = 415
    code = "unsupported-media-type"
    default_title = Text(it="Formato non supportato", en="Unsupported media type")


class TooLarge(Problem):
    """A body larger than the endpoint reads, refused before it is read."""

    status = 413
    code = "request-entity-too-large"
    default_title = Text(it="Richiesta troppo grande", en="Request too large")


class TooManyRequests(Problem):
    status = 429
    code = "too-many-requests"
    default_title = Text(it="Troppi tentativi", en="Too many attempts")


class ServerFull(Problem):
    """The server holds all it is configured for (live streams): come back later."""

    status = 503
    code = "server-full"
    default_title = Text(it="Server al completo", en="Server full")


def literal(text: str) -> str:
    """User-typed words placed inside a :class:`Text`: braces must not act as placeholders."""
    return text.replace("{", "{{").replace("}", "}}")
