"""The phone pages (htmx): create a table, sit down, log moves, undo, read the rules."""

from __future__ import annotations

from dataclasses import replace
from typing import Any
from urllib.parse import urlsplit

from flask import (
    Blueprint,
    Response,
    abort,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from markupsafe import Markup
from werkzeug.datastructures import MultiDict

from ..games import GAMES
from ..games.base import Text, coerce_form_value
from ..games.rulebook import RULES, get_rule, rules_of
from ..problems import Conflict, Forbidden, NotFound, Problem
from ..qr import qr_svg
from ..service import Actor, WriteResult
from .common import (
    client_key,
    cookie_token,
    form_int,
    join_url,
    lang,
    page_actor,
    recent_tables,
    remember,
    same_origin,
    service,
)
from .forms import FORM_PARSERS, FormError
from .live import qr_response
from .regions import LOG_PAGE, Page, build_page, render_regions, rules_links

bp = Blueprint("pages", __name__)

LANG_COOKIE_AGE = 60 * 60 * 24 * 365


def is_htmx() -> bool:
    return request.headers.get("HX-Request") == "true"


def _check_origin() -> None:
    if not same_origin():
        raise Forbidden(
            Text(
                it="Richiesta da un'altra pagina: riapri il tavolo e riprova.",
                en="Request from another site: open the table again and retry.",
            )
        )


# -- home and creation --------------------------------------------------------------------


@bp.get("/")
def home() -> str:
    return _home()


def _home(errors: dict[str, str] | None = None, form: MultiDict[str, str] | None = None) -> str:
    svc = service()
    recent = []
    for table_id in recent_tables():
        try:
            view = svc.view(table_id)
        except NotFound:
            continue
        recent.append(view)
    game_id = (form.get("game") if form else None) or next(iter(GAMES))
    return render_template(
        "home.html",
        games=list(GAMES.values()),
        game=GAMES.get(game_id) or next(iter(GAMES.values())),
        recent=recent,
        errors=errors or {},
        options_open=any(key.startswith("options") for key in errors or {}),
        form=form or MultiDict(),
    )


@bp.get("/new/options")
def new_options() -> str:
    """The option fields of the chosen game (swapped in when the game changes)."""
    game = GAMES.get(request.args.get("game", ""))
    if game is None:
        abort(404)
    return render_template("home/_options.html", game=game, form=MultiDict(), errors={})


@bp.post("/tables")
def create_table() -> Any:
    _check_origin()
    form = request.form
    game = GAMES.get(form.get("game", ""))
    rows = form.getlist("player")
    filled = [i for i, name in enumerate(rows) if name.strip()]  # blank rows are skipped
    players = [rows[i] for i in filled]
    options: dict[str, Any] = {}
    if game is not None:
        for spec in game.option_specs:
            raw = form.get(f"opt-{spec.key}")
            if raw is not None and raw != "":
                options[spec.key] = coerce_form_value(spec, raw)
            elif spec.kind == "bool" and f"opt-{spec.key}-present" in form:
                options[spec.key] = False
    me_row = form_int("me")  # the ticked row, counting blank rows too
    me = filled.index(me_row) if me_row in filled else None
    try:
        created = service().create_table(form.get("game"), players, options, host_seat=me)
    except Problem as problem:
        message = problem.detail.render(lang(), [])
        field = problem.field or "form"
        index = field.removeprefix("players.")
        if field.startswith("players.") and index.isdecimal() and int(index) < len(filled):
            field = f"players.{filled[int(field[8:])]}"  # shown next to the row it is about
        return _home({field: message}, form), problem.status
    remember(created.table_id, created.host_token)
    return redirect(url_for("pages.table", table_id=created.table_id), code=303)


@bp.post("/code")
def join_by_code() -> Any:
    _check_origin()
    code = request.form.get("code", "")
    try:
        table = service().find_by_code(code, client_key())
    except Problem as problem:
        response = make_response(
            _home({"code": problem.detail.render(lang(), [])}, request.form), problem.status
        )
        if "retry_after" in problem.extra:
            response.headers["Retry-After"] = str(problem.extra["retry_after"])
        return response
    return redirect(url_for("pages.join", secret=table.join_secret), code=303)


# -- joining ------------------------------------------------------------------------------


def _table_by_secret(secret: str) -> Any:
    from sqlmodel import select

    from ..models import GameTable

    with service().db.session() as s:
        table = s.exec(select(GameTable).where(GameTable.join_secret == secret)).first()
    if table is None:
        raise NotFound(
            Text(
                it="Questo link per sedersi non esiste: inquadra di nuovo il QR o usa il codice.",
                en="This join link does not exist: scan the QR code again or type the code.",
            )
        )
    return table


@bp.get("/j/<secret>")
def join(secret: str) -> Any:
    table = _table_by_secret(secret)
    actor = page_actor(table.id)
    if actor is not None and actor.seat is not None and request.args.get("change") is None:
        return redirect(url_for("pages.table", table_id=table.id), code=303)
    view = service().view(table.id)
    return render_template(
        "join.html",
        view=view,
        secret=secret,
        viewer=actor,
        devices=service().seated_devices(table.id),
    )


@bp.post("/j/<secret>")
def claim(secret: str) -> Any:
    _check_origin()
    table = _table_by_secret(secret)
    raw = request.form.get("seat", "")
    seat = int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 6 else None
    joined = service().claim(table.id, secret, seat, cookie_token(table.id))
    remember(table.id, joined.token)
    return redirect(url_for("pages.table", table_id=table.id), code=303)


# -- the table ----------------------------------------------------------------------------


@bp.get("/t/<table_id>")
def table(table_id: str) -> Any:
    viewer = page_actor(table_id)
    page = build_page(table_id, viewer)
    remember(table_id)
    response = make_response(render_template("table.html", p=page))
    response.headers["Vary"] = "Cookie, Accept-Language"
    return response


@bp.get("/t/<table_id>/log")
def earlier_moves(table_id: str) -> str:
    """Older log entries, loaded by the "earlier moves" button."""
    before = request.args.get("before", "")
    if not (before.isascii() and before.isdigit()) or len(before) > 9:
        raise NotFound(Text(it="Nessuna mossa prima di questa.", en="No moves before this one."))
    page = build_page(table_id, page_actor(table_id), log=False)
    page.entries = service().log_window(table_id, LOG_PAGE, before=int(before))
    return render_template("table/_earlier.html", p=page)


@bp.get("/t/<table_id>/qr")
def qr_page(table_id: str) -> str:
    viewer = page_actor(table_id)
    view = service().view(table_id)
    if viewer is None or not viewer.can_play:
        raise Forbidden(
            Text(
                it="Il QR per sedersi lo vede solo chi è seduto al tavolo.",
                en="Only players seated at the table can see the join QR code.",
            )
        )
    url = join_url(view.table.join_secret)
    return render_template("qr.html", view=view, url=url, svg=qr_svg(url, "QR"))


@bp.get("/t/<table_id>/qr.svg")
def qr_image(table_id: str) -> Response:
    return qr_response(table_id, page_actor(table_id))


def _acting(table_id: str) -> Actor:
    _check_origin()
    return service().require_actor(table_id, cookie_token(table_id))


def _after_write(table_id: str, viewer: Actor, result: WriteResult, since: int) -> Any:
    if not is_htmx():
        return redirect(url_for("pages.table", table_id=table_id), code=303)
    # Read the phone's role again: handing over the host role changes it.
    page = build_page(table_id, page_actor(table_id) or viewer, since)
    return Response(render_regions(page, forms=True), mimetype="text/html")


def _refused(table_id: str, viewer: Actor | None, problem: Problem, box: str, form: Any) -> Any:
    """Show a refusal where the user is looking; their input stays as typed."""
    view = service().view(table_id)
    message = problem.detail.render(lang(), view.names)
    if not is_htmx():
        if isinstance(problem, Forbidden):
            # The form's box is not on this phone's page (a spectator, a former host):
            # the message gets a page of its own rather than getting lost.
            raise problem
        shown = Markup.escape(message)
        if problem.rule:
            shown = Markup("{} {}").format(shown, rules_links([problem.rule]))
        page = build_page(table_id, viewer, errors={box: shown}, form=form)
        return make_response(render_template("table.html", p=page), problem.status)
    html = render_template(
        "table/_error.html",
        box=box,
        message=message,
        rule=problem.rule,
        conflict=isinstance(problem, Conflict),
        seq=view.seq,
    )
    return Response(html, status=problem.status, mimetype="text/html")


@bp.post("/t/<table_id>/moves")
def post_move(table_id: str) -> Any:
    viewer = _acting(table_id)
    box = request.form.get("box", "hand")
    expected = form_int("expected_seq")
    view = service().view(table_id)
    parser = FORM_PARSERS[view.game.id]
    try:
        move = parser(request.form, view.names)
        result = service().append(
            table_id, viewer, move, expected, request.form.get("idempotency_key") or None
        )
    except FormError as exc:
        return _refused(table_id, viewer, _form_problem(exc), box, request.form)
    except Problem as problem:
        return _refused(table_id, viewer, problem, box, request.form)
    return _after_write(table_id, viewer, result, expected or 0)


def _form_problem(exc: FormError) -> Problem:
    from ..problems import Invalid

    return Invalid(exc.text, field=exc.field)


@bp.post("/t/<table_id>/preview")
def preview(table_id: str) -> Any:
    """The scores the hand being typed would give, computed by the engine; nothing is logged."""
    viewer = page_actor(table_id)
    if viewer is None or not viewer.can_play:
        return ""
    view = service().view(table_id)
    try:
        move = FORM_PARSERS[view.game.id](request.form, view.names)
        view, applied = service().preview(table_id, move)
    except FormError:
        return ""
    except Problem as problem:
        return render_template(
            "table/_preview.html",
            p=build_page(table_id, viewer, log=False),
            lines=[],
            hand=None,
            error=problem.detail.render(lang(), view.names),
            rule=problem.rule,
        )
    return render_template(
        "table/_preview.html",
        p=build_page(table_id, viewer, log=False),
        lines=applied.lines,
        hand=applied.hand,
        error=None,
        rule=None,
    )


@bp.post("/t/<table_id>/moves/<int:seq>/void")
def void_move(table_id: str, seq: int) -> Any:
    viewer = _acting(table_id)
    expected = form_int("expected_seq")
    try:
        result = service().void(
            table_id,
            viewer,
            seq,
            request.form.get("reason", ""),
            expected,
            request.form.get("idempotency_key") or None,
        )
    except Problem as problem:
        return _refused(table_id, viewer, problem, "log", request.form)
    return _after_write(table_id, viewer, result, expected or 0)


@bp.get("/t/<table_id>/moves/<int:seq>/correct")
def correct_form(table_id: str, seq: int) -> Any:
    viewer = page_actor(table_id)
    if viewer is None or not viewer.can_play:
        return redirect(url_for("pages.table", table_id=table_id), code=303)
    page = _correction_page(table_id, viewer, seq)
    entry = service().entry(table_id, seq)
    spec = page.view.game.move_spec(entry.type) if entry else None
    if entry is None or spec is None or not spec.ends_hand:
        raise _no_hand(seq)
    payload = entry.payload
    if entry.status == "corrected" and entry.by is not None:
        correction = service().entry(table_id, entry.by)
        if correction is not None:
            payload = correction.payload["move"]
    return render_template("correct.html", p=page, entry=entry, move=payload)


def _correction_page(table_id: str, viewer: Actor | None, seq: int) -> Page:
    """The table with the seats as they were at that move: a correction re-enters that hand."""
    page = build_page(table_id, viewer, log=False)
    page.view = replace(page.view, names=service().names_before(table_id, seq))
    return page


def _no_hand(seq: int) -> NotFound:
    return NotFound(
        Text(
            it=f"Al tavolo non c'è una mano registrata come mossa {seq}.",
            en=f"This table has no hand logged as move {seq}.",
        )
    )


@bp.post("/t/<table_id>/moves/<int:seq>/correct")
def correct_move(table_id: str, seq: int) -> Any:
    viewer = _acting(table_id)
    expected = form_int("expected_seq")
    view = _correction_page(table_id, viewer, seq).view
    try:
        move = FORM_PARSERS[view.game.id](request.form, view.names)
        service().correct(
            table_id,
            viewer,
            seq,
            move,
            request.form.get("reason", ""),
            expected,
            request.form.get("idempotency_key") or None,
        )
    except (FormError, Problem) as exc:
        problem = _form_problem(exc) if isinstance(exc, FormError) else exc
        page = _correction_page(table_id, viewer, seq)
        entry = service().entry(table_id, seq)
        if entry is None:
            raise problem from None
        message = problem.detail.render(lang(), view.names)
        html = render_template(
            "correct.html",
            p=page,
            entry=entry,
            move=entry.payload,
            error=message,
            rule=problem.rule,
            form=request.form,
        )
        return make_response(html, problem.status)
    return redirect(url_for("pages.table", table_id=table_id), code=303)


@bp.post("/t/<table_id>/host")
def hand_over(table_id: str) -> Any:
    viewer = _acting(table_id)
    expected = form_int("expected_seq")
    try:
        result = service().hand_over_host(table_id, viewer, form_int("seat"), expected)
    except Problem as problem:
        return _refused(table_id, viewer, problem, "admin", request.form)
    return _after_write(table_id, viewer, result, expected or 0)


@bp.post("/t/<table_id>/seats")
def replace_seat(table_id: str) -> Any:
    viewer = _acting(table_id)
    expected = form_int("expected_seq")
    try:
        result = service().replace_seat(
            table_id, viewer, form_int("seat"), request.form.get("name", ""), expected
        )
    except Problem as problem:
        return _refused(table_id, viewer, problem, "admin", request.form)
    return _after_write(table_id, viewer, result, expected or 0)


# -- rules and language -------------------------------------------------------------------


@bp.get("/rules")
def rules_index() -> str:
    games = {
        game_id: rules_of(game_id)
        for game_id in ("tamalo", "tarocco", "scala40", "ecarte", "efele")
    }
    return render_template("rules/index.html", games=games, total=len(RULES))


@bp.get("/rules/<rule_id>")
def rule_page(rule_id: str) -> Any:
    rule = get_rule(rule_id)
    if rule is None:
        raise NotFound(
            Text(it=f"Nessuna regola «{rule_id[:40]}».", en=f"No rule '{rule_id[:40]}'.")
        )
    if rule.id != rule_id:
        return redirect(url_for("pages.rule_page", rule_id=rule.id), code=301)
    options = []
    game = GAMES.get(rule.game)
    if game is not None:
        options = [spec for spec in game.option_specs if rule.id in spec.rules]
    return render_template("rules/rule.html", rule=rule, options=options, game=game)


@bp.get("/lang/<code>")
def set_language(code: str) -> Response:
    target = request.args.get("next") or "/"
    parts = urlsplit(target)
    if (
        not target.startswith("/")
        or target.startswith("//")
        or parts.scheme
        or parts.netloc
        or any(ch == "\\" or ord(ch) < 32 or ord(ch) == 127 for ch in target)
    ):
        target = "/"  # only our own pages: no other site, however the address is dressed up
    response = redirect(target, code=303)
    if code in ("it", "en"):
        response.set_cookie("lang", code, max_age=LANG_COOKIE_AGE, samesite="Lax", httponly=True)
    return response


@bp.get("/healthz")
def healthz() -> Response:
    return Response("ok", mimetype="text/plain")


def card_face(code: str) -> Markup:
    """A card code as it looks on a chip (``K♥``, ``10``, ``Jolly``)."""
    from ..games.cards import CardError, parse_card

    try:
        return Markup.escape(parse_card(code).label(lang()))
    except CardError:
        return Markup.escape(code)
