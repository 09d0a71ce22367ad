"""The tournament's pages: open one, check in at the door, the hall screen, the standings.

The organiser's device keeps the organiser's token in a cookie; a player's device keeps its
person's token (``person``), so a returning player is recognised and told their seat. A
device with the organiser's token is the shared tablet at the door: checking someone in
there does not make the tablet that person.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from flask import Response, make_response, redirect, render_template, request, url_for

from ...games import CATALOGUE, GAMES
from ...games.house_rules import house_rules_text
from ...live import sse
from ...problems import Invalid, Problem, Refused
from ...store import RenderKey, site_of
from ...tables import commands
from ...tournaments import messages as msg
from ...tournaments.access import hall_key, is_hall_key
from ...tournaments.closing import closed_tables, reopen
from ...tournaments.dashboard import format_facts, round_progress
from ...tournaments.formats import seats_of
from ...tournaments.hall import round_over
from ...tournaments.live import group_of
from ...tournaments.opening import parse_format
from ..common import base_url, lang
from ..i18n import ngettext
from ..present.dashboard import organiser_step
from ..present.standings import standings_json
from ..present.tournaments import checked_name, clock_json, rounds_json, seat_json, tournaments
from ..streams import render_cache, resume_from, shared_renders, stream_gate, stream_response
from .base import bp, check_origin
from .hall_screen import SEATING_POLL_SECONDS, cycle_seconds, live_region, qr_codes

PERSON_COOKIE = "person"
YEAR = 3600 * 24 * 365


def _organiser_cookie(tournament_id: str) -> str:
    return f"org_{tournament_id}"


def _organiser(tournament_id: str) -> str | None:
    return request.cookies.get(_organiser_cookie(tournament_id))


@bp.app_template_global()
def tournament_rules(t: Any) -> str:
    """A tournament's house rules in one line (its tables all play them), in the reader's
    language: the differences from the game's official rules, or that there are none."""
    game = GAMES[t.game]
    return house_rules_text(game, game.parse_options(t.options)).get(lang())


@bp.get("/tournaments/<tournament_id>")
def tournament(tournament_id: str, error: str | None = None, status: int = 200) -> Any:
    t = tournaments()
    record = t.tournament(tournament_id)
    state = t.state(tournament_id)
    organiser = t.is_organiser(tournament_id, _organiser(tournament_id))
    me = t.person_of(request.cookies.get(PERSON_COOKIE))
    seat = (
        seat_json(tournament_id, me.id, lang(), with_link=True)
        if me is not None and me.id in state.entries
        else None
    )
    where = state.seat_of(me.id) if seat is not None and me is not None else None
    standing = standings_json(tournament_id, lang())
    fmt, seats = parse_format(record.game, record.format), seats_of(record.game)
    step = progress = None
    if organiser:
        ties = [x.table for x in standing.ties] if standing.ties else []
        step = organiser_step(t, tournament_id, state, standing.missing, ties)
        progress = round_progress(t, state)
    html = render_template(
        "tournaments/tournament.html",
        t=record,
        game=CATALOGUE[record.game],
        state=state,
        organiser=organiser,
        me=me if me is not None and me.id in state.entries else None,
        seat=seat,
        #: The round of that seat: the final's, or an earlier one than the round in play.
        seat_round=where[0] if where else None,
        standing=standing,
        closed=closed_tables(t, tournament_id) if organiser else [],
        hall_key=hall_key(record.organiser_hash) if organiser else None,
        facts=format_facts(fmt, seats, state),
        step=step,
        progress=progress,
        error=error,
    )
    return html, status


def tournament_step(
    then: str = "pages.tournament", status: int | None = None, anchor: str = ""
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A form of the tournament's page: the origin checked, then the step; the tournament
    layer's refusals are the one place they become the page again, with their words and
    status (``status`` if given), else the step's answer, or back to ``then`` (at
    ``anchor``)."""

    def wrap(view: Callable[..., Any]) -> Callable[..., Any]:
        @wraps(view)
        def run(tournament_id: str, **kwargs: Any) -> Any:
            check_origin()
            try:
                response = view(tournament_id, **kwargs)
            except Problem as problem:
                shown = problem.detail.get(lang())
                return tournament(tournament_id, shown, status or problem.status)
            if response is not None:
                return response
            return redirect(url_for(then, tournament_id=tournament_id) + anchor)

        return run

    return wrap


def _reason() -> str:
    """The form's reason, cleaned; refused when empty."""
    reason = commands.clean_reason(request.form.get("reason", ""))
    if not reason:
        raise Refused(msg.NEED_REASON, field="reason")
    return reason


@bp.post("/tournaments/<tournament_id>/check-in")
@tournament_step(status=422)
def check_in_page(tournament_id: str) -> Any:
    t = tournaments()
    organiser = t.is_organiser(tournament_id, _organiser(tournament_id))
    token = None if organiser else request.cookies.get(PERSON_COOKIE)
    fee = request.form.get("fee", "0").strip() or "0"
    try:
        owed = round(float(fee.replace(",", ".")) * 100)
        if not 0 <= owed <= 1_000_000:
            raise ValueError
    except (ValueError, OverflowError):
        raise Invalid(msg.BAD_FEE, field="fee") from None
    done = t.check_in(
        tournament_id, checked_name(request.form.get("name", ""), "name"), token, owed
    )
    response = redirect(url_for("pages.tournament", tournament_id=tournament_id))
    if not organiser:
        response.set_cookie(PERSON_COOKIE, done.token, max_age=YEAR, httponly=True, samesite="Lax")
    return response


@bp.post("/tournaments/<tournament_id>/people/<person>/<action>")
@tournament_step()
def person_step(tournament_id: str, person: str, action: str) -> Any:
    """One tap each: paid (the fee still owed), withdraw, re-enter."""
    t, organiser = tournaments(), _organiser(tournament_id)
    if action == "paid":
        entry = t.state(tournament_id).entries.get(person)
        t.pay(tournament_id, organiser, person, entry.owes if entry else 0)
    elif action == "withdraw":
        t.withdraw(tournament_id, organiser, person)
    elif action == "reenter":
        t.reenter(tournament_id, organiser, person)
    else:
        return tournament(tournament_id, None, 404)
    return None


@bp.post("/tournaments/<tournament_id>/rounds")
@tournament_step("pages.hall")
def draw_round_page(tournament_id: str) -> None:
    tournaments().draw_next(tournament_id, _organiser(tournament_id))


@bp.post("/tournaments/<tournament_id>/time")
@tournament_step()
def call_time_page(tournament_id: str) -> None:
    tournaments().call_time(tournament_id, _organiser(tournament_id))


@bp.post("/tournaments/<tournament_id>/tables/<table_id>/reopen")
@tournament_step()
def reopen_page(tournament_id: str, table_id: str) -> None:
    """The organiser reopens a table that time closed, saying why (kept in the log)."""
    organiser = _organiser(tournament_id)
    reopen(tournaments(), tournament_id, organiser, table_id, request.form.get("reason", ""))


@bp.post("/tournaments/<tournament_id>/final")
@tournament_step("pages.hall")
def final_page(tournament_id: str) -> None:
    tournaments().create_final(tournament_id, _organiser(tournament_id))


@bp.post("/tournaments/<tournament_id>/tie-breaks")
@tournament_step()
def tie_break_page(tournament_id: str) -> Any:
    """The organiser picks who goes on (the rest follow in their order) and says why."""
    t = tournaments()
    table_id = request.form.get("table_id", "")
    first = request.form.getlist("first")
    reason = _reason()
    tied, places = t.tied_people(tournament_id, table_id)
    chosen = [p for p in tied if p in first]
    if tied and len(chosen) != places:
        # Nobody goes on by default: the organiser ticks exactly who does.
        return tournament(
            tournament_id,
            ngettext(
                "Tick the player who goes on (%(num)s).",
                "Tick the %(num)s players who go on.",
                places,
            ),
            422,
        )
    order = [p for p in first if p in tied] + [p for p in tied if p not in first]
    t.decide(tournament_id, _organiser(tournament_id), table_id, order, reason)
    return None


@bp.post("/tournaments/<tournament_id>/lots")
@tournament_step()
def lot_page(tournament_id: str) -> None:
    """The organiser asks the server to draw the lot (its seed is logged)."""
    tournaments().draw_lot(tournament_id, _organiser(tournament_id))


@bp.post("/tournaments/<tournament_id>/extra-hands")
@tournament_step()
def extra_hand_page(tournament_id: str) -> None:
    """The extra hand's winners ticked (the rest follow in their order), and its result."""
    t = tournaments()
    first = request.form.getlist("first")
    reason = _reason()
    tied, _ = t.tied_people(tournament_id, request.form.get("table_id", ""))
    order = [p for p in first if p in tied] + [p for p in tied if p not in first]
    t.record_extra_hand(tournament_id, _organiser(tournament_id), order, reason)


@bp.get("/tournaments/<tournament_id>/hall")
def hall(tournament_id: str) -> Any:
    """The hall screen: every table of the current round with its seats, the standings;
    the tables' QR codes only through the organiser's hall link (its ``key``) or on the
    organiser's own device."""
    return render_template(
        "tournaments/hall.html",
        cycle=cycle_seconds(request.args.get("cycle")),
        **_hall_view(tournament_id),
    )


@bp.get("/tournaments/<tournament_id>/hall/tables")
def hall_tables(tournament_id: str) -> Any:
    """The hall's tables and seats alone: asked again by the open hall while a QR code shows
    (a code goes once its table's last seat is taken)."""
    return render_template("tournaments/_hall_tables.html", **_hall_view(tournament_id))


def _hall_view(tournament_id: str) -> dict[str, Any]:
    t = tournaments()
    record = t.tournament(tournament_id)
    key = request.args.get("key")
    with_links = is_hall_key(record.organiser_hash, key) or t.is_organiser(
        tournament_id, _organiser(tournament_id)
    )
    # The version first: the tables and rows below are at least as new as it (a round drawn
    # meanwhile reaches the screen through its stream, which then loads it again).
    version = t.standings_version(tournament_id)
    state = t.state(tournament_id)
    rounds = rounds_json(state, with_links=with_links)
    current = rounds[-1] if rounds else None
    standing = standings_json(tournament_id, lang())
    live = live_region(state, standing)
    return {
        "t": record,
        "game": CATALOGUE[record.game],
        "current": current,
        "codes": qr_codes(state, current, live["live"]),
        "names": state.names(),
        "standing": standing,
        "version": version,
        "drawn": len(state.rounds),
        "key": key if with_links else None,
        "seating_poll": SEATING_POLL_SECONDS,
        **live,
    }


@bp.get("/tournaments/<tournament_id>/standings")
def standings_page(tournament_id: str) -> Any:
    t = tournaments()
    record = t.tournament(tournament_id)
    version = t.standings_version(tournament_id)  # before the rows: they are at least as new
    standing = standings_json(tournament_id, lang())
    return render_template(
        "tournaments/standings.html",
        t=record,
        game=CATALOGUE[record.game],
        standing=standing,
        big=request.args.get("big") == "1",
        version=version,
        **live_region(t.state(tournament_id), standing),
    )


@bp.get("/tournaments/<tournament_id>/standings/rows")
def standings_rows(tournament_id: str) -> Response:
    """The standings region alone: the pages' slow poll, the safety net of their live
    stream. With ``?version=`` the version the page shows: 204 when nothing changed."""
    t = tournaments()
    t.tournament(tournament_id)  # an unknown tournament is a 404
    version = t.standings_version(tournament_id)
    if request.args.get("version") == str(version):
        return Response(status=204, headers={"Cache-Control": "no-store"})
    response = make_response(standings_region(tournament_id, version))
    response.headers["Cache-Control"] = "no-store"
    return response


def standings_region(tournament_id: str, version: int | None = None) -> str:
    """The standings region (the rows, what is missing, the ties, the clock) in the
    request's language; ``version``: the standings' version it shows, for its poll."""
    t = tournaments()
    state = t.state(tournament_id)
    standing = standings_json(tournament_id, lang())
    return render_template(
        "tournaments/_standings.html",
        t=t.tournament(tournament_id),
        standing=standing,
        version=version,
        drawn=len(state.rounds),
        **live_region(state, standing),
    )


@bp.get("/tournaments/<tournament_id>/standings/stream")
def standings_stream(tournament_id: str) -> Response:
    """The standings pages' live updates (the standings page and the hall screen): a move
    at any table of the tournament, or a step of the tournament itself, wakes it; one render
    per tournament, standings version and language, shared by every open page (the first
    one to ask renders it, the others wait for it), in every process on the database."""
    t = tournaments()
    t.tournament(tournament_id)  # an unknown tournament is a 404, not an empty stream
    # Its reads take turns with the tables' streams in their database slots.
    reading = stream_gate().reading
    return stream_response(
        tournament_id,
        resume_from(),
        _StandingsStream(tournament_id, reading(standings_region)).render,
        channel=group_of(tournament_id),
        head=reading(lambda: t.standings_version(tournament_id)),
    )


class _StandingsStream:
    """What one open standings page's stream keeps (made in its request)."""

    __slots__ = ("tournament_id", "region", "language", "site", "cache", "share")

    def __init__(self, tournament_id: str, region: Callable[[str, int], str]) -> None:
        self.tournament_id, self.region = tournament_id, region
        self.language, self.site = lang(), site_of(base_url())
        self.cache, self.share = render_cache(), shared_renders()

    def render(self, last: int, version: int) -> tuple[str, int]:
        tid, language, site, region = self.tournament_id, self.language, self.site, self.region
        stored = self.share(
            RenderKey(tid, -1, version, language, STANDINGS, site),
            lambda: (region(tid, version), {}),
        )
        html, _ = self.cache.get((STANDINGS, tid, version, language, site), stored)
        return sse(version, PARTIAL.format(html)), version


#: The kind of render a standings stream shares (a table's are its kinds of phone).
STANDINGS = "standings"
PARTIAL = '<hx-partial hx-target="#standings-region" hx-swap="innerHTML">{}</hx-partial>'


@bp.get("/tournaments/<tournament_id>/clock")
def tournament_clock(tournament_id: str) -> Response:
    """The round clock alone, which a player's page fetches again every few seconds."""
    t = tournaments()
    state = t.state(tournament_id)
    current = state.rounds[-1] if state.rounds else None
    clock = clock_json(current) if current else None
    html = render_template(
        "tournaments/_clock.html",
        clock=clock,
        round=current.number if current else 0,
        over=clock is not None and current is not None and round_over(t, current),
        final=current is not None and current.stage == "final",
    )
    response = make_response(html)
    response.headers["Cache-Control"] = "no-store"
    return response
