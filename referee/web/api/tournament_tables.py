"""A tournament table closed by time's rule, reopened by the organiser with a reason."""

from __future__ import annotations

from flask import Response

from ...tournaments.closing import reopen
from ..common import bearer_token
from ..present.tournaments import tournaments
from .fields import ReasonText
from .routes import _body, spec
from .tournament_bodies import NOT_FOUND, ORGANISER, DoneOut, P, _In
from .tournament_keys import keyed, logged


class ReopenIn(_In):
    reason: ReasonText


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/tables/<table_id>/reopen",
    summary="Reopen a table that time's rule closed, with the reason (logged)",
    body=ReopenIn,
    auth=True,
    idempotent=True,
    responses={201: (DoneOut, "Logged."), 401: P, 403: ORGANISER, 404: NOT_FOUND, 422: P},
)
def reopen_table(tournament_id: str, table_id: str) -> tuple[Response, int]:
    """Only a table of the current round that time closed; the table then plays to its
    game's end and its result is read there. The reason is kept in the tournament's log."""
    t = tournaments()
    t.require_organiser(tournament_id, bearer_token())
    body = _body(ReopenIn)
    return keyed(
        lambda a: reopen(t, tournament_id, bearer_token(), table_id, body.reason, a), logged
    )
