"""A tournament table's line at the top of its page: the tournament (a link back to it), the
round and the table's number, and the round clock, which the line fetches again every few
seconds on its own (outside the table's live regions) until time is called."""

from __future__ import annotations

from typing import Any

from flask import Response, make_response, render_template

from ...tournaments.closing import Closing, table_closing
from ..api.table_tournament import table_tournament
from ..common import reads
from .base import bp

#: How often a phone asks for the round clock again (the hall's and players' pages too).
POLL_SECONDS = 5


@bp.app_template_global("table_tournament")
def tournament_line(table_id: str) -> dict[str, Any] | None:
    """What the table page's line shows; None for a table of its own."""
    tour = table_tournament(table_id)
    if tour is None:
        return None
    clock = tour.clock
    # Followed until time's rule closes the table (or the round has no clock).
    poll = clock is not None and (clock.state != "called" or tour.closing.state == "closing")
    return {"tour": tour, "poll": poll, "seconds": POLL_SECONDS, "table_id": table_id}


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
    if line is not None and line["tour"].closing.state == "closed":
        # The page polled while its table was open: it loads again without the entry form.
        response.headers["HX-Refresh"] = "true"
    return response
