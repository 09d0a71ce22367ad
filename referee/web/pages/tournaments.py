"""The tournament's pages: open one, check in at the door, the hall screen, the standings.

The organiser's device keeps the organiser's token in a cookie; a player's device keeps its
person's token (``person``), so a returning player is recognised and told their seat. A
device with the organiser's token is the shared tablet at the door: checking someone in
there does not make the tablet that person.
"""

from __future__ import annotations

from typing import Any

from flask import Response, make_response, redirect, render_template, request, url_for

from ...disputes.house_rules import house_rules_text
from ...games import CATALOGUE, GAMES
from ...problems import Problem
from ...qr import qr_svg
from ..api.tournaments_present import rounds_json, seat_json, standings_json, tournaments
from ..common import lang
from .base import bp, check_origin

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


@bp.get("/tournaments/new")
def new_tournament() -> Any:
    games = [CATALOGUE[g] for g in GAMES]
    return render_template("tournaments/new.html", games=games, error=None)


@bp.post("/tournaments/new")
def open_tournament_page() -> Any:
    check_origin()
    game, name = request.form.get("game", ""), request.form.get("name", "").strip()
    fmt: dict[str, Any] | None = (
        {"kind": "swiss", "rounds": 3}
        if CATALOGUE.get(game) and CATALOGUE[game].players == (2, 2)
        else None
    )
    if request.form.get("format") == "round_robin":
        fmt = {"kind": "round_robin"}
    if request.form.get("format") == "rounds":
        fmt = {"kind": "rounds", "rounds": 8, "seating": "rotating"}
        for field in ("minutes", "best", "further_hands"):
            raw = request.form.get(field, "").strip()
            if raw.isdigit():
                fmt[field] = int(raw)
        at_time = request.form.get("at_time", "finish_hand")
        if at_time in ("finish_hand", "further_hands", "as_it_stands"):
            fmt["at_time"] = at_time
        if at_time != "further_hands":
            fmt.pop("further_hands", None)
    try:
        opened = tournaments().open(game, name or "Torneo", {}, fmt)
    except Problem as problem:
        games = [CATALOGUE[g] for g in GAMES]
        return render_template(
            "tournaments/new.html", games=games, error=problem.detail.get(lang())
        ), 422
    response = redirect(url_for("pages.tournament", tournament_id=opened.tournament_id))
    response.set_cookie(
        _organiser_cookie(opened.tournament_id),
        opened.organiser_token,
        max_age=YEAR,
        httponly=True,
        samesite="Lax",
    )
    return response


@bp.get("/tournaments/<tournament_id>")
def tournament(tournament_id: str, error: str | None = None, status: int = 200) -> Any:
    t = tournaments()
    record = t.tournament(tournament_id)
    state = t.state(tournament_id)
    organiser = t.is_organiser(tournament_id, _organiser(tournament_id))
    me = t.person_of(request.cookies.get(PERSON_COOKIE))
    seat = (
        seat_json(tournament_id, me.id, lang())
        if me is not None and me.id in state.entries
        else None
    )
    standing = standings_json(tournament_id, lang())
    html = render_template(
        "tournaments/tournament.html",
        t=record,
        game=CATALOGUE[record.game],
        state=state,
        organiser=organiser,
        me=me if me is not None and me.id in state.entries else None,
        seat=seat,
        standing=standing,
        error=error,
    )
    return html, status


@bp.post("/tournaments/<tournament_id>/check-in")
def check_in_page(tournament_id: str) -> Any:
    check_origin()
    t = tournaments()
    organiser = t.is_organiser(tournament_id, _organiser(tournament_id))
    token = None if organiser else request.cookies.get(PERSON_COOKIE)
    fee = request.form.get("fee", "0").strip() or "0"
    try:
        owed = round(float(fee.replace(",", ".")) * 100)
        if not 0 <= owed <= 1_000_000:
            raise ValueError
    except (ValueError, OverflowError):
        owed = -1
    try:
        from ..api.tournaments_present import _name

        if owed < 0:
            from ...problems import Invalid
            from ...tournaments import messages as msg

            raise Invalid(msg.BAD_FEE, field="fee")
        done = t.check_in(tournament_id, _name(request.form.get("name", ""), "name"), token, owed)
    except Problem as problem:
        return tournament(tournament_id, problem.detail.get(lang()), 422)
    response = redirect(url_for("pages.tournament", tournament_id=tournament_id))
    if not organiser:
        response.set_cookie(PERSON_COOKIE, done.token, max_age=YEAR, httponly=True, samesite="Lax")
    return response


@bp.post("/tournaments/<tournament_id>/people/<person>/<action>")
def person_step(tournament_id: str, person: str, action: str) -> Any:
    """One tap each: paid (the fee still owed), withdraw, re-enter."""
    check_origin()
    t, organiser = tournaments(), _organiser(tournament_id)
    try:
        if action == "paid":
            entry = t.state(tournament_id).entries.get(person)
            t.pay(tournament_id, organiser, person, entry.owes if entry else 0)
        elif action == "withdraw":
            t.withdraw(tournament_id, organiser, person)
        elif action == "reenter":
            t.reenter(tournament_id, organiser, person)
        else:
            return tournament(tournament_id, None, 404)
    except Problem as problem:
        return tournament(tournament_id, problem.detail.get(lang()), problem.status)
    return redirect(url_for("pages.tournament", tournament_id=tournament_id))


@bp.post("/tournaments/<tournament_id>/rounds")
def draw_round_page(tournament_id: str) -> Any:
    check_origin()
    t, organiser = tournaments(), _organiser(tournament_id)
    try:
        kind = t.tournament(tournament_id).format.get("kind")
        if kind == "swiss":
            t.next_swiss_round(tournament_id, organiser)
        elif kind == "round_robin":
            t.schedule.next_round(tournament_id, organiser)
        elif kind == "rounds":
            t.next_table_round(tournament_id, organiser)
        else:
            t.seat_first_round(tournament_id, organiser)
    except Problem as problem:
        return tournament(tournament_id, problem.detail.get(lang()), problem.status)
    return redirect(url_for("pages.hall", tournament_id=tournament_id))


@bp.post("/tournaments/<tournament_id>/time")
def call_time_page(tournament_id: str) -> Any:
    check_origin()
    try:
        tournaments().call_time(tournament_id, _organiser(tournament_id))
    except Problem as problem:
        return tournament(tournament_id, problem.detail.get(lang()), problem.status)
    return redirect(url_for("pages.tournament", tournament_id=tournament_id))


@bp.post("/tournaments/<tournament_id>/final")
def final_page(tournament_id: str) -> Any:
    check_origin()
    try:
        tournaments().create_final(tournament_id, _organiser(tournament_id))
    except Problem as problem:
        return tournament(tournament_id, problem.detail.get(lang()), problem.status)
    return redirect(url_for("pages.hall", tournament_id=tournament_id))


@bp.post("/tournaments/<tournament_id>/tie-breaks")
def tie_break_page(tournament_id: str) -> Any:
    """The organiser picks who goes on (the rest follow in their order) and says why."""
    check_origin()
    t = tournaments()
    table_id = request.form.get("table_id", "")
    first = request.form.getlist("first")
    try:
        from ...tables import commands

        reason = commands.clean_reason(request.form.get("reason", ""))
        if not reason:
            from ...problems import Refused
            from ...tournaments import messages as msg

            raise Refused(msg.NEED_REASON, field="reason")
        tied = t.qualifying(tournament_id).ties.get(table_id, ([], 0))[0]
        order = [p for p in first if p in tied] + [p for p in tied if p not in first]
        t.decide(tournament_id, _organiser(tournament_id), table_id, order, reason)
    except Problem as problem:
        return tournament(tournament_id, problem.detail.get(lang()), problem.status)
    return redirect(url_for("pages.tournament", tournament_id=tournament_id))


@bp.get("/tournaments/<tournament_id>/hall")
def hall(tournament_id: str) -> Any:
    """The hall screen: every table of the current round with its QR code, the standings."""
    t = tournaments()
    record = t.tournament(tournament_id)
    state = t.state(tournament_id)
    rounds = rounds_json(state)
    current = rounds[-1] if rounds else None
    codes = {x.table_id: qr_svg(x.join_url) for x in current.tables} if current else {}
    return render_template(
        "tournaments/hall.html",
        t=record,
        game=CATALOGUE[record.game],
        current=current,
        codes=codes,
        standing=standings_json(tournament_id, lang()),
    )


@bp.get("/tournaments/<tournament_id>/standings")
def standings_page(tournament_id: str) -> Any:
    t = tournaments()
    record = t.tournament(tournament_id)
    return render_template(
        "tournaments/standings.html",
        t=record,
        game=CATALOGUE[record.game],
        standing=standings_json(tournament_id, lang()),
        big=request.args.get("big") == "1",
    )


@bp.get("/tournaments/<tournament_id>/standings/rows")
def standings_rows(tournament_id: str) -> Response:
    """The standings region alone, which the pages fetch again every few seconds."""
    t = tournaments()
    record = t.tournament(tournament_id)
    html = render_template(
        "tournaments/_standings.html", t=record, standing=standings_json(tournament_id, lang())
    )
    response = make_response(html)
    response.headers["Cache-Control"] = "no-store"
    return response
