"""What the hall screen (and the standings pages, which share its live region) shows of
the round in play: each table's running totals, where each player stands at their table
for now, and the QR codes of the tables where players still need to sit. The tournament
package decides (:mod:`referee.tournaments.hall`); this presents it in the reader's
language."""

from __future__ import annotations

from typing import Any

from ...qr import qr_svg
from ...tournaments.hall import for_now, live_tables, needs_seating, round_results, taken_seats
from ...tournaments.state import TournamentState
from ..common import lang
from ..present.standings import StandingsOut
from ..present.tournaments import RoundOut, tournaments

#: The stages whose standings rows add up rounds: a row there does not say where its person
#: stands at the table in play (a first round's or a final's rows do).
OVER_ROUNDS = ("rounds", "swiss", "round_robin")
#: Seconds each panel of the hall screen shows when they do not fit on one screen.
CYCLE_SECONDS = 15
#: Seconds between two asks of the hall's tables while a QR code shows on it.
SEATING_POLL_SECONDS = 10


def live_region(state: TournamentState, standing: StandingsOut) -> dict[str, Any]:
    """The standings region's view of the round in play: ``live`` (its tables with their
    running totals) and ``now`` (per person, 'for now 2nd at table 3', where a row needs
    it)."""
    rnd = state.rounds[-1] if state.rounds else None
    if rnd is None:
        return {"live": [], "now": {}}
    tables = live_tables(rnd, round_results(tournaments(), state), state.names())
    now: dict[str, str] = {}
    if standing.stage in OVER_ROUNDS and rnd.stage != "final":
        now = {person: text.get(lang()) for person, text in for_now(tables).items()}
    return {"live": tables, "now": now}


def qr_codes(state: TournamentState, current: RoundOut | None, live: list[Any]) -> dict[str, str]:
    """The QR codes of the round's tables where players still need to sit (a seat no phone
    holds, the table still playing); only tables whose join link the reader was given."""
    if current is None or not state.rounds:
        return {}
    links = {x.table_id: x.join_url for x in current.tables if x.join_url}
    if not links:
        return {}
    taken = taken_seats(tournaments(), list(links))
    finished = {x.table_id for x in live if x.finished}
    return {
        x.table_id: qr_svg(links[x.table_id])
        for x in state.rounds[-1].tables
        if x.table_id in links
        and needs_seating(x, taken.get(x.table_id, set()), x.table_id in finished)
    }


def cycle_seconds(raw: str | None) -> int:
    """How long each panel shows: ``?cycle=`` in seconds (1 to 300), else the default."""
    try:
        return min(max(int(raw or CYCLE_SECONDS), 1), 300)
    except ValueError:
        return CYCLE_SECONDS
