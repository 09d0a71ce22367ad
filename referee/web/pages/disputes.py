"""The dispute panel of a move, and its writes: contest, withdraw, vote, resolve.

The same commands as the API's (``referee.disputes.contests``) through the same pipeline;
every phone's log marks the contested move and its totals as provisional (the regions of
:mod:`.regions`, redrawn live).
"""

from __future__ import annotations

from typing import Any

from flask import Response, make_response, redirect, render_template, request, url_for

from ...disputes import contests
from ...disputes.panel import panel
from ...live import sse
from ...problems import NotFound, Problem
from ...tables import Actor, Command, TableReads, WriteResult
from ...tables.eventlog import PLATFORM_TYPES
from ..common import cookie_token, lang, page_actor, reads, service
from ..games import screen_for
from ..streams import resume_from, stream_reads, stream_response
from .base import bp
from .regions import build_page
from .table import _correction_page, _dispatch, _no_hand

#: A reading chosen on the panel: "option=value", the value as the panel wrote it.
SWITCH_PREFIX = "switch:"


def _panel_context(
    r: TableReads, seq: int, viewer: Actor | None, error: str = ""
) -> dict[str, Any]:
    """What the panel's templates need, for ``viewer``, from one read of the table."""
    found = panel(r, seq)
    if found is None:
        raise NotFound(contests.w.no_move(seq), field="seq")
    return {
        "p": build_page(r, viewer, log=False),
        "d": found,
        "settle": r.table.settle,
        "error": error,
        "mode": contests.w.MODES.get(r.table.settle, contests.w.MODES["host"]).get(lang()),
    }


def _panel_page(table_id: str, seq: int, viewer: Actor | None, error: str = "") -> str:
    return render_template(
        "disputes/panel.html", **_panel_context(reads(table_id), seq, viewer, error)
    )


@bp.get("/t/<table_id>/moves/<seq:seq>/dispute")
def dispute(table_id: str, seq: int) -> Any:
    return _panel_page(table_id, seq, page_actor(table_id))


@bp.get("/t/<table_id>/moves/<seq:seq>/dispute/stream")
def dispute_stream(table_id: str, seq: int) -> Response:
    """The panel's live updates: redrawn for this phone whenever the table's log moves (a
    contest, a vote, a withdrawal, a ruling from another phone), as the table page's are."""
    token = cookie_token(table_id)
    with service().read(table_id) as r:  # a stream holds no session while it waits
        entry = r.entry(seq)
        if entry is None or entry.type in PLATFORM_TYPES:
            raise NotFound(contests.w.no_move(seq), field="seq")
    reads_at = stream_reads(table_id)

    def render(_last: int, _head: int) -> tuple[str, int]:
        with reads_at(None) as r:
            made = _panel_context(r, seq, r.actor(token))
            html = render_template("disputes/_live.html", **made)
            at = r.view.seq
        message = f'<hx-partial hx-target="#dispute-live" hx-swap="innerMorph">{html}</hx-partial>'
        return sse(at, message), at

    return stream_response(table_id, resume_from(), render, refresh=True)


def _back(table_id: str, seq: int) -> Any:
    def done(_viewer: Actor, _result: WriteResult, _command: Command) -> Any:
        return redirect(url_for("pages.dispute", table_id=table_id, seq=seq), code=303)

    def refuse(viewer: Actor, problem: Problem) -> Any:
        names = reads(table_id).view.names
        html = _panel_page(table_id, seq, viewer, problem.detail.render(lang(), names))
        return make_response(html, problem.status)

    return done, refuse


@bp.post("/t/<table_id>/moves/<seq:seq>/contest")
def contest_move(table_id: str, seq: int) -> Any:
    def build(_r: TableReads, key: str | None) -> Command:
        return contests.contest(table_id, seq, request.form.get("reason", ""), key)

    done, refuse = _back(table_id, seq)
    return _dispatch(table_id, build, done=done, refuse=refuse)


@bp.post("/t/<table_id>/moves/<seq:seq>/withdraw")
def withdraw_contest(table_id: str, seq: int) -> Any:
    def build(_r: TableReads, key: str | None) -> Command:
        return contests.withdraw(table_id, _contest_number(), key)

    done, refuse = _back(table_id, seq)
    return _dispatch(table_id, build, done=done, refuse=refuse)


def _contest_number() -> int:
    raw = request.form.get("contest", "")
    return int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 10 else 0


def _chosen(r: TableReads, seq: int) -> contests.Decision:
    """The decision of the panel's button: keep, or one of the readings it listed."""
    raw = request.form.get("decision", "")
    if not raw.startswith(SWITCH_PREFIX):
        return contests.decision(raw)
    option, _, index = raw[len(SWITCH_PREFIX) :].partition("@")
    found = panel(r, seq)
    ambiguity = next((a for a in found.ambiguities if a.option == option), None) if found else None
    readings = ambiguity.readings if ambiguity is not None else []
    number = int(index) if index.isdigit() and len(index) < 4 else -1
    value = readings[number].value if 0 <= number < len(readings) else object()
    return contests.decision("switch", option, value)


@bp.post("/t/<table_id>/moves/<seq:seq>/settle")
def settle_contest(table_id: str, seq: int) -> Any:
    """A vote (a table settled by majority or by all) or the host's decision."""

    def build(r: TableReads, key: str | None) -> Command:
        chosen = _chosen(r, seq)
        reason = request.form.get("reason", "")
        if r.table.settle == "host":
            return contests.resolve(table_id, _contest_number(), chosen, reason, key)
        return contests.vote(table_id, _contest_number(), chosen, reason, key)

    done, refuse = _back(table_id, seq)
    return _dispatch(table_id, build, done=done, refuse=refuse)


@bp.get("/t/<table_id>/moves/<seq:seq>/dispute/replace")
def replace_form(table_id: str, seq: int) -> Any:
    """The correction form of a contested hand: saving it settles the contest (or votes)."""
    viewer = page_actor(table_id)
    if viewer is None or not viewer.can_play:
        return redirect(url_for("pages.dispute", table_id=table_id, seq=seq), code=303)
    entry = reads(table_id).entry(seq)
    spec = reads(table_id).context.game.move_spec(entry.type) if entry else None
    if entry is None or spec is None or not spec.ends_hand:
        raise _no_hand(seq)
    page = _correction_page(table_id, viewer, seq)
    return render_template(
        "correct.html",
        p=page,
        entry=entry,
        typed=page.screen.prefill(entry.payload),
        replace_action=url_for("pages.replace_entry", table_id=table_id, seq=seq),
    )


@bp.post("/t/<table_id>/moves/<seq:seq>/replace")
def replace_entry(table_id: str, seq: int) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        move = screen_for(r.context.game.id).parse(request.form, r.names_before(seq))
        found = panel(r, seq)
        held = found.open_contest if found is not None else None
        number = held.seq if held is not None else 0
        chosen = contests.decision("replace", move=move)
        reason = request.form.get("reason", "")
        if r.table.settle == "host":
            return contests.resolve(table_id, number, chosen, reason, key)
        return contests.vote(table_id, number, chosen, reason, key)

    done, _refuse = _back(table_id, seq)

    def refuse(viewer: Actor, problem: Problem) -> Any:
        page = _correction_page(table_id, viewer, seq)
        html = render_template(
            "correct.html",
            p=page,
            entry=reads(table_id).entry(seq),
            typed=request.form,
            error=problem.detail.render(lang(), page.names),
            rule=problem.rule,
            field=problem.field,
            replace_action=url_for("pages.replace_entry", table_id=table_id, seq=seq),
        )
        return make_response(html, problem.status)

    return _dispatch(table_id, build, box="correct", done=done, refuse=refuse)


def contest_url(table_id: str, seq: int) -> str:
    return url_for("pages.dispute", table_id=table_id, seq=seq)


__all__ = ["contest_url", "dispute"]
