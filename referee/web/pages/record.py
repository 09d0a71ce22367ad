"""The record of a table on the pages: its progression chart, its printable score sheet, and
importing a table file from the home page."""

from __future__ import annotations

from typing import Any

from flask import Response, redirect, render_template, request, url_for
from flask_babel import gettext as _
from werkzeug.datastructures import MultiDict

from ...games import GAMES
from ...problems import Problem
from ...record import import_table
from ...record.chart import chart_svg, score_series
from ...record.people import leaderboard, person_record
from ...record.settlement import Settlement, money_text, payment_text, settle_table
from ...record.statistics import TableStatistics, table_statistics
from ...tables import TableReads, TableView
from ..bodies import parse_json
from ..common import lang, page_actor, reads, remember, service
from .base import bp, check_origin
from .home import _home
from .regions import build_page

#: The largest table file the home page's form takes (as the API's import).
FILE_MAX_BYTES = 4 * 1024 * 1024


def table_chart(r: TableReads) -> str:
    """The table's progression as SVG, in the reader's language."""
    view = r.view
    series = score_series(
        view.names, view.totals, [entry.hand.scores for entry in r.hands if entry.hand]
    )
    title = _("Scores hand by hand: %(game)s", game=view.game.name.get(lang()))
    return chart_svg(series, title, _("Hand"))


@bp.app_template_global()
def agreed_settlement(view: TableView) -> Settlement | None:
    """Who pays whom at the stake the table agreed, if it agreed one."""
    if view.table.stake is None:
        return None
    return settle_table(view, None, None)


@bp.app_template_global()
def record_statistics(table_id: str) -> TableStatistics:
    """The table's statistics per seat, read from its log (the record fold's table)."""
    return table_statistics(reads(table_id))


bp.add_app_template_global(payment_text, "payment_text")
bp.add_app_template_global(money_text, "money_text")


@bp.get("/t/<table_id>/chart.svg")
def chart(table_id: str) -> Response:
    response = Response(table_chart(reads(table_id)), mimetype="image/svg+xml")
    response.headers["Vary"] = "Accept-Language, Cookie"
    return response


@bp.get("/t/<table_id>/sheet")
def score_sheet(table_id: str) -> str:
    """The score sheet: every hand, the totals and the chart, made to be printed."""
    page = build_page(table_id, page_actor(table_id))
    return render_template("record/sheet.html", p=page, chart=table_chart(reads(table_id)))


@bp.post("/import")
def import_file() -> Any:
    """A table file chosen on the home page: a new table replaying it, this phone its host."""
    check_origin()
    request.max_content_length = FILE_MAX_BYTES
    upload = request.files.get("file")
    form: MultiDict[str, str] = MultiDict()
    if upload is None or not upload.filename:
        return _home({"import": _("Choose a table file to import.")}, form), 422
    try:
        document = parse_json(upload.read())
        created = import_table(service().db, document)
    except Problem as problem:
        return _home({"import": problem.detail.render(lang(), [])}, form), problem.status
    remember(created.table_id, created.host_token)
    return redirect(url_for("pages.table", table_id=created.table_id), code=303)


@bp.get("/t/<table_id>/settlement")
def settlement(table_id: str) -> Response:
    """Who pays whom at the stake typed (the record fold's form; a page without htmx)."""
    page = build_page(table_id, page_actor(table_id), log=False)
    typed = request.args.get("stake", "")[:12]
    per = request.args.get("per", "")[:12]
    settled, error, status = None, None, 200
    try:
        settled = settle_table(page.view, typed, per or None)
    except Problem as problem:
        error, status = problem.detail.get(lang()), problem.status
    html = render_template(
        "record/_settlement.html",
        p=page,
        settled=settled,
        error=error,
        stake_typed=typed,
        per=per,
    )
    return Response(html, status=status, mimetype="text/html")


@bp.get("/people/<person_id>")
def person_page(person_id: str) -> Any:
    """A player's own page: games played and won, ratings per game and rule set, and why
    each moved. A person merged into another is sent to the kept person's page."""
    record = person_record(service(), person_id[:64])
    if record.person != person_id:
        from flask import redirect, url_for

        return redirect(url_for("pages.person_page", person_id=record.person))
    evidence_names = {game_id: game.name for game_id, game in GAMES.items()}
    return render_template("record/person.html", record=record, game_names=evidence_names)


@bp.get("/games/<game_id>/ratings")
def ratings_page(game_id: str) -> Any:
    """A game's leaderboard, per rule set (for a phone and for the club's big screen)."""
    game = GAMES.get(game_id)
    try:
        rows = leaderboard(service(), game_id[:64])
    except Problem as problem:
        if game is None:
            raise
        html = render_template(
            "record/leaderboard.html", game=game, rows=[], empty=problem.detail.get(lang())
        )
        return Response(html, status=200, mimetype="text/html")
    return render_template("record/leaderboard.html", game=game, rows=rows, empty=None)
