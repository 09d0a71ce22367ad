"""A person checked in at the door claims their own phone: the organiser asks for a
one-time code (shown as a QR on their screen), the phone sends it back and gets the
person's token (:mod:`referee.tournaments.claims`)."""

from __future__ import annotations

from datetime import UTC, datetime

from flask import Response, jsonify
from pydantic import Field, StrictStr

from ...games.base import JsonInt
from ...tournaments.claims import Claim
from ..common import bearer_token as bearer
from ..common import claim_url
from ..present.tournaments import tournaments
from .routes import _body, spec
from .tournament_bodies import NOT_FOUND, ORGANISER, P, _In, _Out


class ClaimCodeOut(_Out):
    person: str
    name: str
    issued: int = Field(description="Minutes since 1970-01-01 UTC when the code was issued.")
    code: str = Field(description="The code: good once, for 15 minutes.")
    url: str = Field(description="The page that claims it on a phone (its QR code).")
    expires_at: str = Field(description="When it stops being good (ISO 8601, UTC).")


class ClaimIn(_In):
    person: StrictStr = Field(max_length=24)
    issued: JsonInt = Field(ge=0, le=2**31 - 1)
    code: StrictStr = Field(max_length=64)


class ClaimedOut(_Out):
    person: str
    name: str
    token: str = Field(description="The person's token, for this phone (the old one stops).")


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/people/<person>/claim-code",
    summary="A one-time code that makes a phone this person's (the organiser's)",
    auth=True,
    responses={201: (ClaimCodeOut, "The code."), 401: P, 403: ORGANISER, 404: NOT_FOUND, 422: P},
)
def claim_code(tournament_id: str, person: str) -> tuple[Response, int]:
    """For a person checked in at the door: their phone opens the code's URL (or sends the
    code) and becomes theirs, never by typing their name again. Good once, for 15 minutes;
    a newer code, or the claim itself, ends the older ones."""
    t = tournaments()
    claim = t.claim_code(tournament_id, bearer(), person[:64])
    name = t.state(tournament_id).names()[claim.person]
    out = ClaimCodeOut(
        person=claim.person,
        name=name,
        issued=claim.issued,
        code=claim.code,
        url=claim_url(tournament_id, claim),
        expires_at=datetime.fromtimestamp(claim.expires * 60, UTC).isoformat(),
    )
    return jsonify(out.model_dump()), 201


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/claims",
    summary="Claim a person with the organiser's code: this phone gets their token",
    body=ClaimIn,
    responses={201: (ClaimedOut, "The person's token."), 403: P, 404: NOT_FOUND, 422: P},
)
def claim(tournament_id: str) -> tuple[Response, int]:
    """A code used already, expired, forged or of another tournament: 403, nothing
    changed."""
    body = _body(ClaimIn)
    t = tournaments()
    token = t.claim(tournament_id, Claim(body.person, body.issued, body.code))
    name = t.state(tournament_id).names()[body.person]
    return jsonify(ClaimedOut(person=body.person, name=name, token=token).model_dump()), 201
