"""The organiser's draft of a round on the tournament page and the hall screen: draw it,
swap two people, draw it again, publish it (then every phone shows its seat), discard it.

Only a device with the organiser's token sees a draft; the players' pages show nothing of
it until it is published.
"""

from __future__ import annotations

from flask import Response, make_response, render_template, request

from ..common import lang
from ..present.drafts import DraftOut, draft_json
from ..present.tournaments import seat_json, tournaments
from .base import bp
from .tournaments import PERSON_COOKIE, _organiser, tournament_step


@bp.app_template_global()
def organiser_draft(tournament_id: str) -> DraftOut | None:
    """The draft waiting, for the organiser's device only (None for anyone else)."""
    t = tournaments()
    if not t.is_organiser(tournament_id, _organiser(tournament_id)):
        return None
    draft = t.drafts.current(tournament_id)
    return draft_json(draft, t.state(tournament_id)) if draft is not None else None


@bp.post("/tournaments/<tournament_id>/rounds/draft")
@tournament_step(anchor="#draft")
def draft_page(tournament_id: str) -> None:
    """Draw the next round as a draft (again: a new draw replaces it)."""
    tournaments().drafts.draw(tournament_id, _organiser(tournament_id))


@bp.post("/tournaments/<tournament_id>/rounds/draft/swap")
@tournament_step(anchor="#draft")
def draft_swap_page(tournament_id: str) -> None:
    a, b = request.form.get("a", ""), request.form.get("b", "")
    tournaments().drafts.swap(tournament_id, _organiser(tournament_id), a, b)


@bp.post("/tournaments/<tournament_id>/rounds/draft/publish")
@tournament_step("pages.hall", anchor="#draft")
def draft_publish_page(tournament_id: str) -> None:
    tournaments().drafts.publish(tournament_id, _organiser(tournament_id))


@bp.post("/tournaments/<tournament_id>/rounds/draft/discard")
@tournament_step(anchor="#draft")
def draft_discard_page(tournament_id: str) -> None:
    tournaments().drafts.discard(tournament_id, _organiser(tournament_id))


@bp.get("/tournaments/<tournament_id>/my-seat")
def my_seat(tournament_id: str) -> Response:
    """The device's person's seat alone (asked again while they wait for a published round)."""
    t = tournaments()
    record = t.tournament(tournament_id)
    me = t.person_of(request.cookies.get(PERSON_COOKIE))
    state = t.state(tournament_id)
    me = me if me is not None and me.id in state.entries else None
    seat = seat_json(tournament_id, me.id, lang(), with_link=True) if me is not None else None
    where = state.seat_of(me.id) if seat is not None and me is not None else None
    html = render_template(
        "tournaments/_my_seat.html",
        t=record,
        me=me,
        seat=seat,
        state=state,
        seat_round=where[0] if where else None,
    )
    response = make_response(html)
    response.headers["Cache-Control"] = "no-store"
    return response
