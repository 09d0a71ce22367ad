"""The tournaments' people API: merging two people who are one, seating a substitute.

Both are the organiser's (``Authorization: Bearer``); :mod:`referee.tournaments.identity`
does the rest.
"""

from __future__ import annotations

from flask import Response, jsonify
from pydantic import Field, StrictStr

from ...games.base import JsonInt
from ..present.tournaments import tournaments
from .routes import _body, spec
from .tournament_bodies import NOT_FOUND, ORGANISER, DoneOut, P, _In, _Out
from .tournament_keys import keyed, logged


class MergeIn(_In):
    into: StrictStr = Field(
        max_length=24, description="The person kept: the one in the path is merged into it."
    )


class SubstituteIn(_In):
    seat: JsonInt = Field(ge=1, le=64, description="The seat taken, from 1.")
    person: StrictStr = Field(
        max_length=24, description="The substitute: a checked-in person not seated this round."
    )


class SubstitutedOut(_Out):
    seq: int = Field(description="The tournament log's entry just written.")
    table_id: str
    seat: int = Field(description="From 1.")
    person: str
    after: int = Field(
        description="The table's head seq when the substitute sat down: the hands logged "
        "after it are theirs, those before the previous occupant's."
    )


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/people/<person>/merge",
    summary="Merge a duplicate into the person kept (one person checked in twice)",
    body=MergeIn,
    auth=True,
    idempotent=True,
    responses={201: (DoneOut, "Logged."), 401: P, 403: ORGANISER, 404: NOT_FOUND, 422: P},
)
def merge_person(tournament_id: str, person: str) -> tuple[Response, int]:
    """Nothing is deleted: the merged person is marked as merged into the kept one, whose
    seats, results, payments and ratings now include the merged one's; the merged person's
    device token resolves to the kept person. Refused (422) for a person merged with
    themselves, someone unknown or already merged, and two people who sat in the same round
    (together, or at two tables)."""
    t = tournaments()
    t.require_organiser(tournament_id, bearer())
    into = _body(MergeIn).into
    return keyed(lambda a: t.merge(tournament_id, bearer(), person[:64], into, a), logged)


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/tables/<table_id>/substitute",
    summary="A substitute takes a seat mid-game (the seat's next occupant)",
    body=SubstituteIn,
    auth=True,
    responses={
        201: (SubstitutedOut, "Logged, in the tournament's log and the table's."),
        401: P,
        403: ORGANISER,
        404: NOT_FOUND,
        422: P,
    },
)
def substitute(tournament_id: str, table_id: str) -> tuple[Response, int]:
    """Each occupant is credited only with what happened while seated: the points the seat
    scored while they sat; the seat's placing (place, placing points, a win, a place in the
    final) goes to the occupant who finished the game. Ratings weigh each by the share of
    the hands they sat. Refused (422) for a seat the table does not have, a finished table,
    and a substitute who is withdrawn, unknown or already seated in this round."""
    t = tournaments()
    t.require_organiser(tournament_id, bearer())
    body = _body(SubstituteIn)
    done = t.substitute(tournament_id, bearer(), table_id[:64], body.seat - 1, body.person)
    out = SubstitutedOut(
        seq=t.state(tournament_id).seq,
        table_id=table_id,
        seat=done.seat + 1,
        person=done.person,
        after=done.after,
    )
    return jsonify(out.model_dump()), 201


def bearer() -> str | None:
    from ..common import bearer_token

    return bearer_token()
