"""The tournaments' drafts through the API: draw a round as a draft, swap, publish, discard.

A draft is the organiser's alone: it creates no table and no phone is told a seat until
it is published (then ``GET …/people/<person>/seat`` answers, as for any round).
"""

from __future__ import annotations

from typing import Any

from flask import Response, jsonify

from ...problems import NotFound
from ...tournaments.drafts import NO_DRAFT
from ...tournaments.pipeline import Written
from ..present.drafts import DraftOut, draft_json
from ..present.tournaments import RoundOut, tournaments
from .routes import _body, spec
from .tournament_bodies import NOT_FOUND, ORGANISER, DoneOut, P, SeedIn, SwapIn
from .tournament_keys import keyed, logged, new_round
from .tournaments import _organiser

_DRAFT = {201: (DraftOut, "The draft."), 401: P, 403: ORGANISER, 404: NOT_FOUND, 422: P}


@spec.route(
    "GET",
    "/tournaments/<tournament_id>/rounds/draft",
    summary="The round waiting as a draft (the organiser's only)",
    auth=True,
    responses={
        200: (DraftOut, "The draft."),
        401: P,
        403: ORGANISER,
        404: (P[0], "No such tournament, or no draft waiting."),
    },
)
def get_draft(tournament_id: str) -> Response:
    t = tournaments()
    t.require_organiser(tournament_id, _organiser())
    draft = t.drafts.current(tournament_id)
    if draft is None:
        raise NotFound(NO_DRAFT)
    return jsonify(draft_json(draft, t.state(tournament_id)).model_dump())


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/rounds/draft",
    summary="Draw the next round as a draft: no table yet, no player told",
    body=SeedIn,
    auth=True,
    idempotent=True,
    responses=_DRAFT,
)
def draw_draft(tournament_id: str) -> tuple[Response, int]:
    """The round the format would draw now (the same checks and refusals as drawing it at
    once), logged as a draft. Drawing again replaces it (a new seed: a new draw; a Swiss
    or round-robin round is the same pairing, changed by swaps)."""
    t = tournaments()
    t.require_organiser(tournament_id, _organiser())
    seed = _body(SeedIn).seed
    return keyed(lambda a: t.drafts.draw(tournament_id, _organiser(), seed, a), _draft)


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/rounds/draft/swap",
    summary="Swap two people in the draft (tables, seats, or a seat and the bye)",
    body=SwapIn,
    auth=True,
    idempotent=True,
    responses=_DRAFT,
)
def swap_draft(tournament_id: str) -> tuple[Response, int]:
    """Refused, nothing written, for a person not in the tournament or not in the draft, a
    person who has left, a swap that makes a Swiss pair play twice or gives a second bye,
    and in a round robin any swap between tables (the schedule sets the pairs)."""
    t = tournaments()
    t.require_organiser(tournament_id, _organiser())
    body = _body(SwapIn)
    return keyed(lambda a: t.drafts.swap(tournament_id, _organiser(), body.a, body.b, a), _draft)


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/rounds/draft/publish",
    summary="Publish the draft: its tables are created, every phone told its seat",
    auth=True,
    idempotent=True,
    responses={
        201: (RoundOut, "The round, its tables and seats."),
        401: P,
        403: ORGANISER,
        404: NOT_FOUND,
        422: P,
    },
)
def publish_draft(tournament_id: str) -> tuple[Response, int]:
    """In one transaction. Refused without a draft, for a draft out of date (a round was
    drawn since), or when a person in it has left since (named: swap them or draw again)."""
    t = tournaments()
    t.require_organiser(tournament_id, _organiser())
    return keyed(lambda a: t.drafts.publish(tournament_id, _organiser(), a), new_round)


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/rounds/draft/discard",
    summary="Discard the draft (logged; no table was created)",
    auth=True,
    idempotent=True,
    responses={201: (DoneOut, "Logged."), 401: P, 403: ORGANISER, 404: NOT_FOUND, 422: P},
)
def discard_draft(tournament_id: str) -> tuple[Response, int]:
    t = tournaments()
    t.require_organiser(tournament_id, _organiser())
    return keyed(lambda a: t.drafts.discard(tournament_id, _organiser(), a), logged)


def _draft(w: Written) -> tuple[int, dict[str, Any]]:
    return 201, draft_json(w.result, w.state).model_dump(mode="json")
