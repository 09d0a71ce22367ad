"""The record of a table on the pages: its progression chart, its printable score sheet, and
importing a table file from the home page."""

from __future__ import annotations

import json
from typing import Any

from flask import Response, make_response, redirect, render_template, request, url_for
from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import RequestEntityTooLarge

from ...games import GAMES
from ...problems import Invalid, Problem, TooLarge
from ...record import FORMAT, import_table
from ...record.bounds import (
    TABLE_FILE_MAX_BYTES,
    TOURNAMENT_FILE_MAX_BYTES,
    check_size,
    table_file_too_large,
    tournament_file_too_large,
)
from ...record.chart import chart_svg, history_series
from ...record.linking import LinkSeat
from ...record.people import game_numbers, leaderboard, person_record
from ...record.settlement import Settlement, money_text, payment_text, settle_table
from ...record.statistics import TableStatistics, table_statistics
from ...record.tournament_file import (
    NOT_A_FILE,
    TOURNAMENT_FORMAT,
    import_tournament,
    tournament_document,
)
from ...tables import Actor, TableReads, TableView
from ..bodies import parse_json
from ..common import counted_import, lang, page_actor, reads, remember, service
from ..i18n import gettext as _
from ..present.tournaments import tournaments
from .base import bp, check_origin, is_htmx
from .home import _home
from .regions import build_page
from .table import _dispatch
from .tournaments import PERSON_COOKIE, YEAR, _organiser, _organiser_cookie
from .units import unit_words

#: The largest form the home page's import sends: a tournament file and the form around it.
FORM_MAX_BYTES = TOURNAMENT_FILE_MAX_BYTES + 64 * 1024


def table_chart(r: TableReads) -> str:
    """The table's progression as SVG, in the reader's language."""
    view = r.view
    series = history_series(view.names, r.history)
    unit = view.game.unit
    title = unit_words(unit, "chart_title", game=view.game.name.get(lang()))
    return chart_svg(series, title, unit_words(unit, "column"))


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
    """A file chosen on the home page: a table file opens a new table replaying it, this
    phone its host; a tournament file a new tournament, this phone its organiser. Counted
    and bounded as the API's imports: the form takes a tournament file's size, a table
    file is held to a table file's once it is read."""
    check_origin()
    form: MultiDict[str, str] = MultiDict()
    try:
        document = _uploaded()
        if document is None:
            return _home({"import": _("Choose a table or tournament file to import.")}, form), 422
        if document.get("format") == TOURNAMENT_FORMAT:
            imported = import_tournament(service().db, document)
        else:
            created = import_table(service().db, document)
    except Problem as problem:
        response = make_response(
            _home({"import": problem.detail.render(lang(), [])}, form), problem.status
        )
        if "retry_after" in problem.extra:
            response.headers["Retry-After"] = str(problem.extra["retry_after"])
        return response
    if document.get("format") == TOURNAMENT_FORMAT:
        where = url_for("pages.tournament", tournament_id=imported.tournament_id)
        response = redirect(where, code=303)
        response.set_cookie(
            _organiser_cookie(imported.tournament_id),
            imported.organiser_token,
            max_age=YEAR,
            httponly=True,
            samesite="Lax",
        )
        return response
    remember(created.table_id, created.host_token)
    return redirect(url_for("pages.table", table_id=created.table_id), code=303)


def _uploaded() -> dict[str, Any] | None:
    """The file of the form, counted as an import of this client: a table or tournament
    file within its kind's size (413 over it), or None if no file was chosen."""
    counted_import()
    too_large = tournament_file_too_large()
    check_size(request.content_length, FORM_MAX_BYTES, too_large)
    request.max_content_length = FORM_MAX_BYTES
    try:
        upload = request.files.get("file")
    except RequestEntityTooLarge:
        raise TooLarge(too_large, field="file") from None
    if upload is None or not upload.filename:
        return None
    raw = upload.read(TOURNAMENT_FILE_MAX_BYTES + 1)
    if len(raw) > TOURNAMENT_FILE_MAX_BYTES:
        raise TooLarge(too_large, field="file")
    document = parse_json(raw)
    if not isinstance(document, dict) or document.get("format") not in (FORMAT, TOURNAMENT_FORMAT):
        raise Invalid(NOT_A_FILE, field="file")
    if document["format"] == FORMAT and len(raw) > TABLE_FILE_MAX_BYTES:
        raise TooLarge(table_file_too_large(), field="file")
    return document


@bp.get("/tournaments/<tournament_id>/export")
def tournament_file(tournament_id: str) -> Response:
    """The tournament as a file, for its organiser (the organiser's page links it)."""
    t = tournaments()
    t.require_organiser(tournament_id, _organiser(tournament_id))
    response = Response(
        json.dumps(tournament_document(t, tournament_id), ensure_ascii=False),
        mimetype="application/json",
    )
    name = f"referee-tournament-{tournament_id}.json"
    response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


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
        "record/_settlement.html" if is_htmx() else "record/settlement.html",
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
    return render_template(
        "record/person.html",
        record=record,
        game_names=evidence_names,
        numbers=game_numbers(service(), record),
        tallies={game_id: game.tallies.specs for game_id, game in GAMES.items()},
    )


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


# -- "this is me": a seat counted on its person's page ----------------------------------


def _keep_person(response: Response, token: str | None) -> Response:
    if token:
        response.set_cookie(PERSON_COOKIE, token, max_age=YEAR, httponly=True, samesite="Lax")
    return response


@bp.post("/t/<table_id>/me")
def link_my_seat(table_id: str) -> Any:
    """This phone's seat is its person's (a new person named as the seat if the phone has
    none yet: the phone keeps its token); the table's games then count on their page, which
    opens. Tapped again, it just opens the page."""

    def build(r: TableReads, key: str | None) -> LinkSeat:
        return LinkSeat(table_id=table_id, key=key, person_token=request.cookies.get(PERSON_COOKIE))

    def done(viewer: Any, result: Any, command: Any) -> Response:
        where = url_for("pages.person_page", person_id=result.body["person"])
        return _keep_person(redirect(where, code=303), result.body.get("token"))

    return _dispatch(table_id, build, box="notice", done=done)


def link_on_sitting(table_id: str, actor: Actor) -> None:
    """A phone that carries a person's token sat down: if the seat bears that person's
    name, it counts on their page (a refusal never stops anyone sitting down)."""
    token = request.cookies.get(PERSON_COOKIE)
    if not token or actor.seat is None:
        return
    try:
        service().execute(actor, LinkSeat(table_id=table_id, person_token=token, automatic=True))
    except Problem:
        return
