"""A tournament table's line at the top of its page: the tournament (a link back to it), the
round and the table's number, and the round clock, which the line fetches again every few
seconds on its own (outside the table's live regions) until time is called."""

from __future__ import annotations

from typing import Any

from flask import Response, make_response, redirect, render_template, request, url_for

from ...tables import commands
from ...tournaments.access import moved_to
from ...tournaments.closing import Closing, table_closing
from ...tournaments.hall import round_over
from ...tournaments.links import TableLinks
from ...tournaments.messages import seat_line
from ..common import cookie_token, page_actor, reads, remember, service
from ..present.table_tournament import table_tournament
from ..present.tournaments import tournaments
from .base import bp, check_origin

#: How often a phone asks for the round clock again (the hall's and players' pages too).
POLL_SECONDS = 5


@bp.app_template_global("table_tournament")
def tournament_line(table_id: str) -> dict[str, Any] | None:
    """What the table page's line shows; None for a table of its own. A phone seated here
    whose person sits at another table now (the next round was published) is shown that
    seat, with the way there; once this table is over, the line asks every few seconds."""
    tour = table_tournament(table_id)
    if tour is None:
        return None
    clock = tour.clock
    # Followed until time's rule closes the table (or the round has no clock).
    poll = clock is not None and (clock.state != "called" or tour.closing.state == "closing")
    actor = page_actor(table_id)
    moved = None
    if actor is not None and actor.seat is not None:
        state = tournaments().state(tour.id)
        where = moved_to(state, table_id, actor.seat)
        if where is not None:
            rnd, table, seat = where
            names = state.names()
            moved = {
                "name": names[table.current[seat]],
                "line": seat_line(table.number, seat + 1, names[table.people[table.dealer]]),
                "final": rnd.stage == "final",
                "round": rnd.number,
            }
        elif tour.closing.state == "closed" or reads(table_id).view.outcome is not None:
            poll = True  # over here: waiting for the next round's seat
    link = TableLinks(service().db).of(table_id)
    rnd = link.round_state if link is not None else None
    # Every table of the round over (this one first): the round says so, no clock runs.
    over = (
        clock is not None
        and rnd is not None
        and (tour.closing.state == "closed" or reads(table_id).view.outcome is not None)
        and round_over(tournaments(), rnd)
    )
    return {
        "tour": tour,
        # A final's table says "Final", not the round's number after the league's rounds.
        "final": rnd is not None and rnd.stage == "final",
        "over": over,
        "poll": poll,
        "seconds": POLL_SECONDS,
        "table_id": table_id,
        "moved": moved,
    }


@bp.app_template_global("tournament_of")
def tournament_of(table_id: str) -> str | None:
    """The tournament a table belongs to (its finished page leads back there, not to a
    rematch); None for a table of its own. Any phone's render may ask: no viewer read."""
    return TableLinks(service().db).tournament_id(table_id)


@bp.post("/t/<table_id>/follow")
def follow(table_id: str) -> Any:
    """The phone that held a seat here sits at its person's seat of the round in play (or
    the final): one tap, no join link, the seat taken over from a phone that held it."""
    check_origin()
    tour = table_tournament(table_id)
    actor = page_actor(table_id)
    if tour is None or actor is None or actor.seat is None:
        return redirect(url_for("pages.table", table_id=table_id), code=303)
    t = tournaments()
    where = moved_to(t.state(tour.id), table_id, actor.seat)
    if where is None:
        return redirect(url_for("pages.table", table_id=table_id), code=303)
    _rnd, table, seat = where
    secret = t.join_secrets([table.table_id])[table.table_id]
    joined = service().claim(
        commands.sit(table.table_id, secret, seat, cookie_token(table.table_id), take_over=True)
    )
    remember(table.table_id, joined.token)
    return redirect(url_for("pages.table", table_id=table.table_id), code=303)


@bp.app_template_global("table_closed")
def table_closed(page: Any) -> Closing | None:
    """How time's rule closed this tournament table (its moves are refused), or None: read
    once per page, in the page's own session, so that a casual table's update stays one
    read."""
    if "_closed" not in vars(page):
        found = table_closing(page.reads.session, page.view.id)
        page._closed = found if found is not None and found.state == "closed" else None
    return page._closed  # type: ignore[no-any-return]


@bp.get("/t/<table_id>/tournament")
def table_tournament_line(table_id: str) -> Response:
    """The line alone (the clock by the server's time), for the page's poll."""
    reads(table_id).context  # noqa: B018 - an unknown table is a 404
    line = tournament_line(table_id)
    html = render_template("table/_tournament.html", line=line)
    response = make_response(html)
    response.headers["Cache-Control"] = "no-store"
    closed = line is not None and line["tour"].closing.state == "closed"
    if closed and request.args.get("closed") != "1":
        # The page polled while its table was open: it loads again without the entry form
        # (a page drawn closed asks on only for its person's next seat).
        response.headers["HX-Refresh"] = "true"
    return response
