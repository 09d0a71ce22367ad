"""Reopen one part of a hand made of parts, on a phone (``tables/part_corrections.py``).

The correction page of such a hand lists its parts, each with a button that reopens it: that
seat's part form (the game's own fields, as the table shows them), filled with the part as it
stands, and a reason. Saving it corrects the hand with that part in place of the old one;
the others' parts stay as entered.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from flask import make_response, redirect, render_template, request, url_for

from ...problems import NotFound, Problem
from ...tables import Actor, LogEntry, TableReads, WriteResult, commands
from ...tables.commands import Command
from ...tables.part_corrections import parts_of_hand
from ..common import forget_reads, form_int, lang, page_actor, reads
from ..games import screen_for
from .base import bp
from .parts import BOX, PartsShown
from .regions import Page, build_page
from .table import _dispatch, _no_hand


@bp.app_template_global()
def hand_made_of_parts(page: Page, entry: LogEntry) -> dict[int, dict[str, Any]] | None:
    """The parts the hand of ``entry`` is made of, by seat (None: it was entered whole)."""
    if entry.hand is None or page.screen.part_template is None:
        return None
    r = page.reads
    return parts_of_hand(r.session, r.context, entry.seq, entry.hand.number - 1)


def _reopening(table_id: str, viewer: Actor | None, seq: int, seat: int) -> tuple[Page, Any]:
    """The page of the hand at ``seq`` as it was then, and the seat's part in it; a 404 when
    there is no such part."""
    page = build_page(table_id, viewer, log=False)
    r = reads(table_id)
    entry = r.entry(seq)
    parts = hand_made_of_parts(page, entry) if entry is not None else None
    if entry is None or parts is None or seat not in parts:
        raise _no_hand(seq)
    page.view = replace(page.view, names=r.names_before(seq), state=r.state_before(seq))
    return page, (entry, parts[seat])


def _render(page: Page, entry: LogEntry, seat: int, part: Any, **extra: Any) -> str:
    shown = PartsShown(owed=(seat,), own=part)
    return render_template(
        "correct_part.html", p=page, entry=entry, seat=seat, parts=shown, **extra
    )


@bp.get("/t/<table_id>/moves/<seq:seq>/parts/<int:seat>")
def reopen_part(table_id: str, seq: int, seat: int) -> Any:
    viewer = page_actor(table_id)
    if viewer is None or not viewer.can_play:
        return redirect(url_for("pages.table", table_id=table_id), code=303)
    page, (entry, part) = _reopening(table_id, viewer, seq, seat)
    return _render(page, entry, seat, part)


@bp.post("/t/<table_id>/moves/<seq:seq>/parts/<int:seat>")
def save_reopened_part(table_id: str, seq: int, seat: int) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        part = screen_for(r.context.game.id).parse_part(request.form)
        move = {"type": "part", "seat": seat, "part": part}
        reason = request.form.get("reason", "")
        return commands.correct(table_id, seq, move, reason, form_int("expected_seq"), key)

    def done(viewer: Actor, result: WriteResult, command: Command) -> Any:
        return redirect(url_for("pages.table", table_id=table_id, done=result.seq), code=303)

    def refuse(viewer: Actor, problem: Problem) -> Any:
        """The part's page again, with what was typed and why it was refused."""
        forget_reads(table_id)
        try:
            page, (entry, part) = _reopening(table_id, viewer, seq, seat)
        except NotFound:
            raise problem from None
        html = _render(
            page,
            entry,
            seat,
            part,
            error=problem.detail.render(lang(), page.names),
            rule=problem.rule,
        )
        return make_response(html, problem.status)

    return _dispatch(table_id, build, box=BOX, done=done, refuse=refuse)


__all__ = ["hand_made_of_parts", "reopen_part", "save_reopened_part"]
