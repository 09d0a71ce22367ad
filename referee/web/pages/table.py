"""The table page and its writes: moves, the preview, undo, corrections, host and seats.

Every write goes through :func:`_dispatch`: the phone's seat from its cookie, a typed
command built from the form (the game's screen adapter parses game moves), the service,
then the regions of the page to swap, or the refusal shown where the user is looking.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from flask import Response, make_response, redirect, render_template, request, url_for
from markupsafe import Markup

from ...games.base import BadMove, HandResult, IllegalMove, Text
from ...problems import Conflict, Forbidden, Invalid, NotFound, Problem
from ...qr import qr_svg
from ...tables import (
    Actor,
    Command,
    LogEntry,
    SeatTaken,
    StartRematch,
    TableReads,
    TableView,
    WriteResult,
    commands,
    require,
)
from ...tables.access import require_seated
from ..common import (
    cookie_token,
    forget_reads,
    form_int,
    join_url,
    lang,
    page_actor,
    qr_response,
    reads,
    remember,
    service,
)
from ..games import FormError, GameScreen, screen_for
from ..i18n import gettext
from .base import bp, check_origin, is_htmx
from .entries import changed_scores, rules_links
from .regions import LOG_PAGE, Clash, Page, build_page, render_regions
from .scoreboard import house_rules


@bp.get("/t/<table_id>")
def table(table_id: str) -> Any:
    viewer = page_actor(table_id)
    page = build_page(table_id, viewer)
    page.confirmation = _own_latest(page, viewer, request.args.get("done", ""))
    remember(table_id)
    response = make_response(render_template("table.html", p=page))
    response.headers["Vary"] = "Cookie, Accept-Language"
    return response


def _own_latest(page: Page, viewer: Actor | None, done: str) -> LogEntry | None:
    """The move a form without htmx just wrote (``?done=<seq>``), to confirm it with its
    undo as htmx's answer does: only while it is the table's latest and this phone's own."""
    if viewer is None or not (done.isascii() and done.isdigit()) or len(done) > 9:
        return None
    if int(done) != page.view.seq:
        return None
    entry = reads(page.view.id).entry(int(done))
    if entry is None or entry.author_id != viewer.participant_id:
        return None
    return entry


@bp.get("/t/<table_id>/log")
def earlier_moves(table_id: str) -> str:
    """Older log entries, loaded by the "earlier moves" button."""
    before = request.args.get("before", "")
    if not (before.isascii() and before.isdigit()) or len(before) > 9:
        raise NotFound(Text(it="Nessuna mossa prima di questa.", en="No moves before this one."))
    page = build_page(table_id, page_actor(table_id), log=False)
    page.entries = reads(table_id).log_window(LOG_PAGE, before=int(before))
    return render_template("table/_earlier.html", p=page)


#: The table page's folds loaded when opened: their content is not sent until asked for.
FOLDS = {
    "house-rules": "table/_options.html",
    "host-tools": "table/_host_tools.html",
    "checks": "checks/_panel.html",
    "progression": "table/_grid_full.html",
    "ledger": "table/_ledger.html",
    "record": "table/_record.html",
}
#: The panels drawn from the table's hands.
LOGGED_FOLDS = {"progression", "ledger"}


@bp.get("/t/<table_id>/fold/<name>")
def fold(table_id: str, name: str) -> str:
    """A folded panel's content, for the phone that opened it."""
    # Panels read no log, but the whole hand-by-hand grid reads every hand.
    page = build_page(table_id, page_actor(table_id), log=name in LOGGED_FOLDS)
    template = FOLDS.get(name) or page.screen.folds.get(name)
    if template is None:
        raise NotFound(Text(it="Nessun pannello con questo nome.", en="No panel by that name."))
    return render_template(template, p=page)


@bp.get("/t/<table_id>/qr")
def qr_page(table_id: str) -> str:
    r = reads(table_id)
    view = r.view
    require_seated(page_actor(table_id))
    url = join_url(view.table.join_secret)
    rules = house_rules(view, lang())
    return render_template(
        "qr.html",
        view=view,
        url=url,
        svg=qr_svg(url, "QR"),
        house_rules=rules,
        names=view.names,
        devices=r.devices,
    )


@bp.get("/t/<table_id>/qr/seated")
def qr_seated(table_id: str) -> str:
    """Who has sat down, for the QR page's slow poll (its stream is ``live.qr_stream``)."""
    r = reads(table_id)
    require_seated(page_actor(table_id))
    return render_template("table/_qr_seated.html", names=r.view.names, devices=r.devices)


@bp.get("/t/<table_id>/qr.svg")
def qr_image(table_id: str) -> Response:
    return qr_response(table_id, page_actor(table_id))


# -- writes -------------------------------------------------------------------------------

#: A write's command, built from the request's form once the table and its seat are known.
Build = Callable[[TableReads, str | None], Command]
#: The answer to a write done (by default the regions of the page to swap).
Done = Callable[[Actor, WriteResult, Command], Any]
#: The answer to a write refused (by default the refusal shown in the form's box).
Refuse = Callable[[Actor, Problem], Any]

#: The page's own boxes a form may name for its refusals (each has an ``#errors-<box>``
#: region); the game's entry forms add theirs (``GameScreen.entry_boxes``).
PAGE_BOXES = frozenset({"log", "notice", "admin", "correct", "ledger"})


def _dispatch(
    table_id: str,
    build: Build,
    *,
    box: str | None = None,
    done: Done | None = None,
    refuse: Refuse | None = None,
) -> Any:
    """Check the origin and the phone's seat, build the command, run it, answer.

    A refusal shows in the box the form names (one of the page's or the game's), else in
    ``box`` (None: the game's first entry box), unless ``refuse`` answers it otherwise.
    """
    check_origin()
    r = reads(table_id)
    r.context  # noqa: B018 - an unknown table is a 404 before any 401
    viewer = require(r.actor(cookie_token(table_id)))
    where = _box(screen_for(r.context.game.id), box)
    key = request.form.get("idempotency_key") or None
    try:
        command = build(r, key)
        result = service().execute(viewer, command)
    except (FormError, Problem) as exc:
        problem = Invalid(exc.text, field=exc.field) if isinstance(exc, FormError) else exc
        if refuse is not None:
            return refuse(viewer, problem)
        return _refused(table_id, viewer, problem, where)
    forget_reads(table_id)
    if done is not None:
        return done(viewer, result, command)
    return _after_write(table_id, viewer, result, command.expected_seq, where)


def _screen(table_id: str) -> GameScreen:
    return screen_for(reads(table_id).view.game.id)


def _box(screen: GameScreen, default: str | None) -> str:
    """The box the form names, if the page or the game has it; else ``default``."""
    fallback = default or screen.entry_boxes[0]
    named = request.form.get("box", fallback)
    return named if named in PAGE_BOXES or named in screen.entry_boxes else fallback


def _after_write(
    table_id: str, viewer: Actor, result: WriteResult, since: int | None, box: str
) -> Any:
    if not is_htmx():
        return redirect(url_for("pages.table", table_id=table_id, done=result.seq), code=303)
    # Read the phone's role again: handing over the host role changes it.
    page = build_page(table_id, page_actor(table_id) or viewer, since)
    # The notice shows the latest move: this phone's, unless another phone's came after it
    # (then the live stream's update says the same, whichever arrives last).
    mine = next((e for e in page.new if e.seq == result.seq), result.entry)
    if not page.new or page.new[-1].seq == mine.seq:
        page.confirmation = mine
    page.kept = page.screen.kept(box, request.form)
    return Response(render_regions(page, forms=True), mimetype="text/html")


def _refused(table_id: str, viewer: Actor | None, problem: Problem, box: str) -> Any:
    """Show a refusal where the user is looking; their input stays as typed."""
    forget_reads(table_id)  # the table may have moved on meanwhile: show it as it is now
    view = reads(table_id).view
    message = problem.detail.render(lang(), view.names)
    if not is_htmx():
        if isinstance(problem, Forbidden):
            # The form's box is not on this phone's page (a spectator, a former host):
            # the message gets a page of its own rather than getting lost.
            raise problem
        shown = Markup.escape(message)
        if problem.rule:
            shown = Markup("{} {}").format(shown, rules_links([problem.rule]))
        page = build_page(table_id, viewer, errors={box: shown}, form=request.form)
        html = render_template("table.html", p=page, field=problem.field)
        return make_response(html, problem.status)
    page = build_page(table_id, viewer, log=False, errors={box: message})
    conflict = isinstance(problem, Conflict)
    if conflict:
        page.form = request.form  # drawn again for the table as it is now, as typed
        seen = problem.extra.get("expected_seq")
        if isinstance(seen, int) and 0 <= seen < view.seq:
            page.changes = reads(table_id).log(after=seen, upto=view.seq)[-5:]
            page.clash = _clash(page, request.form)
            if page.clash is not None:
                page.errors[box] = _clash_said(page, page.clash)
                if page.clash.same:
                    page.form = {}  # nothing to keep: the hand is in the log
    html = render_template(
        "table/_error.html",
        p=page,
        box=box,
        field=problem.field,
        rule=problem.rule,
        conflict=conflict,
        seq=view.seq,
    )
    return Response(html, status=problem.status, mimetype="text/html")


def _clash(page: Page, form: Any) -> Clash | None:
    """The hand another phone saved meanwhile that this refused form typed too, if any.

    The typed hand is scored at the table as it was before the saved one, so that the two
    compare player by player; the same scores make the same hand.
    """
    game = page.view.game
    try:
        typed = game.parse_move(page.screen.parse(form, page.names))
    except (FormError, Problem, BadMove):
        return None
    spec = game.move_spec(game.dump_move(typed)["type"])
    if spec is None or not spec.ends_hand:
        return None
    for entry in reversed(page.changes):
        if entry.type != spec.type or entry.status != "active" or entry.hand is None:
            continue
        state = reads(page.view.id).state_before(entry.seq)
        try:
            mine = game.apply(state, typed, page.view.options).hand
        except IllegalMove:
            mine = None
        if mine is None:
            return Clash(entry=entry, same=False)
        if tuple(mine.scores) == tuple(entry.hand.scores):
            return Clash(entry=entry, same=True)
        differences = tuple(
            (name, theirs, ours)
            for name, theirs, ours in zip(page.names, entry.hand.scores, mine.scores, strict=False)
            if theirs != ours
        )
        return Clash(entry=entry, same=False, differences=differences)
    return None


def _clash_said(page: Page, clash: Clash) -> str:
    who = page.author(clash.entry) or gettext("The host")
    number = clash.entry.hand.number if clash.entry.hand is not None else 0
    if clash.same:
        return gettext(
            "%(name)s already saved this hand (hand %(n)s), with the same scores: nothing to do.",
            name=who,
            n=number,
        )
    return gettext(
        "%(name)s saved hand %(n)s first, and it differs from yours:", name=who, n=number
    )


def _raise(_viewer: Actor, problem: Problem) -> Any:
    """A refusal answered by the error page (the form is not on the page it comes from)."""
    raise problem


@bp.post("/t/<table_id>/moves")
def post_move(table_id: str) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        move = screen_for(r.view.game.id).parse(request.form, r.view.names)
        return commands.log_move(table_id, move, form_int("expected_seq"), key)

    return _dispatch(table_id, build)


@bp.post("/t/<table_id>/moves/<seq:seq>/void")
def void_move(table_id: str, seq: int) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        reason = request.form.get("reason", "")
        return commands.void(table_id, seq, reason, form_int("expected_seq"), key)

    return _dispatch(table_id, build, box="log")


@bp.post("/t/<table_id>/host")
def hand_over(table_id: str) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        return commands.hand_over(table_id, form_int("seat"), form_int("expected_seq"), key)

    return _dispatch(table_id, build, box="admin")


@bp.post("/t/<table_id>/seats")
def replace_seat(table_id: str) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        name = request.form.get("name", "")
        return commands.replace_seat(
            table_id, form_int("seat"), name, form_int("expected_seq"), key
        )

    return _dispatch(table_id, build, box="admin")


@bp.post("/t/<table_id>/preview")
def preview(table_id: str) -> Any:
    """The scores the hand being typed would give, computed by the engine; nothing is logged."""
    viewer = page_actor(table_id)
    if viewer is None or not viewer.can_play:
        return ""
    page = build_page(table_id, viewer, log=False)
    return _preview(page, page.view)


@bp.post("/t/<table_id>/moves/<seq:seq>/correct/preview")
def correct_preview(table_id: str, seq: int) -> Any:
    """What the corrected move would give, at the table as it was then, and what it changes;
    nothing is logged."""
    viewer = page_actor(table_id)
    if viewer is None or not viewer.can_play:
        return ""
    page = _correction_page(table_id, viewer, seq)
    entry = reads(table_id).entry(seq)
    if entry is None:
        return ""
    then = replace(page.view, state=reads(table_id).state_before(seq))
    return _preview(page, then, was=entry.hand)


def _preview(page: Page, view: TableView, was: HandResult | None = None) -> str:
    """The form's move applied to ``view`` by the engine, as the preview shows it: its lines,
    or what is missing, or the refusal; with ``was`` (a correction), each player's change.
    A box whose preview the game's screen draws itself (``preview_templates``) gets that."""
    own = page.screen.preview_templates.get(request.form.get("box", ""))
    if own is not None and was is None:
        return render_template(own, p=page, typed=request.form)
    try:
        move = page.screen.parse(request.form, page.names)
        applied = service().preview(view, move)
    except FormError as missing:
        hint = missing.text.render(lang(), page.names)
        return render_template(
            "table/_preview.html", p=page, lines=[], hint=hint, hint_rules=missing.rules
        )
    except Problem as problem:
        message = problem.detail.render(lang(), page.names)
        return render_template(
            "table/_preview.html", p=page, lines=[], hand=None, error=message, rule=problem.rule
        )
    changes = []
    if was is not None and applied.hand is not None:
        changes = changed_scores(page.names, was.scores, applied.hand.scores)
    return render_template(
        "table/_preview.html",
        p=page,
        lines=applied.lines,
        hand=applied.hand,
        error=None,
        rule=None,
        changes=changes,
        correcting=was is not None,
    )


@bp.post("/t/<table_id>/rematch")
def rematch(table_id: str) -> Any:
    """Start the rematch, or take this phone's seat at the one started (the host's phone
    hosts it, whoever started it: see ``plan_rematch``)."""

    def build(r: TableReads, key: str | None) -> Command:
        return StartRematch(table_id=table_id)

    def done(viewer: Actor, result: WriteResult, command: Command) -> Any:
        new_id, secret = result.body["table"], result.body["secret"]
        token = result.body.get("token")
        if token is None:
            sit = commands.sit(new_id, secret, viewer.seat, cookie_token(new_id))
            try:
                token = service().claim(sit).token
            except SeatTaken:
                return redirect(url_for("pages.join", secret=secret), code=303)
        remember(new_id, token)
        return redirect(url_for("pages.table", table_id=new_id), code=303)

    return _dispatch(table_id, build, done=done, refuse=_raise)


# -- corrections --------------------------------------------------------------------------


@bp.get("/t/<table_id>/moves/<seq:seq>/correct")
def correct_form(table_id: str, seq: int) -> Any:
    viewer = page_actor(table_id)
    if viewer is None or not viewer.can_play:
        return redirect(url_for("pages.table", table_id=table_id), code=303)
    page = _correction_page(table_id, viewer, seq)
    r = reads(table_id)
    entry = r.entry(seq)
    spec = page.view.game.move_spec(entry.type) if entry else None
    if entry is None or spec is None or not spec.ends_hand:
        raise _no_hand(seq)
    payload = entry.payload
    if entry.status == "corrected" and entry.by is not None:
        correction = r.entry(entry.by)
        if correction is not None:
            payload = correction.payload["move"]
    typed = page.screen.prefill(payload)
    return render_template("correct.html", p=page, entry=entry, typed=typed)


def _correction_page(table_id: str, viewer: Actor | None, seq: int) -> Page:
    """The table with the seats as they were at that move: a correction re-enters that hand."""
    page = build_page(table_id, viewer, log=False)
    page.view = replace(page.view, names=reads(table_id).names_before(seq))
    return page


def _no_hand(seq: int) -> NotFound:  # seq: the address's, not said (players count hands)
    return NotFound(
        Text(
            it="A questo indirizzo non c'è una mano da correggere: torna al tavolo.",
            en="There is no hand to correct at this address: go back to the table.",
        )
    )


@bp.post("/t/<table_id>/moves/<seq:seq>/correct")
def correct_move(table_id: str, seq: int) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        move = screen_for(r.context.game.id).parse(request.form, r.names_before(seq))
        reason = request.form.get("reason", "")
        return commands.correct(table_id, seq, move, reason, form_int("expected_seq"), key)

    def done(viewer: Actor, result: WriteResult, command: Command) -> Any:
        # Back on the table, the correction confirmed with its undo, as a save is (from the
        # table's own entry form, "correct that hand with mine", the page is updated).
        if is_htmx():
            since = getattr(command, "expected_seq", None)
            return _after_write(table_id, viewer, result, since, _box(_screen(table_id), None))
        return redirect(url_for("pages.table", table_id=table_id, done=result.seq), code=303)

    def refuse(viewer: Actor, problem: Problem) -> Any:
        """The correction page again, with what was typed and why it was refused."""
        forget_reads(table_id)
        entry = reads(table_id).entry(seq)
        if entry is None:
            raise problem
        page = _correction_page(table_id, viewer, seq)
        html = render_template(
            "correct.html",
            p=page,
            entry=entry,
            typed=request.form,
            error=problem.detail.render(lang(), page.names),
            rule=problem.rule,
            field=problem.field,
        )
        return make_response(html, problem.status)

    return _dispatch(table_id, build, box="correct", done=done, refuse=refuse)
