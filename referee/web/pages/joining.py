"""Sitting down: the page the QR code opens, the tap on a name, taking over a seat."""

from __future__ import annotations

from typing import Any

from flask import redirect, render_template, request, session, url_for

from ...problems import Forbidden
from ...tables import Actor, SeatTaken, commands
from ...tables.access import new_token
from ..common import cookie_token, lang, page_actor, reads, remember, service
from ..present.table_tournament import check_take_over
from .base import bp, check_origin
from .scoreboard import house_rules
from .tournaments import PERSON_COOKIE
from .tournaments import _organiser_cookie as organiser_cookie


@bp.get("/j/<secret>")
def join(secret: str) -> Any:
    table = service().table_by_secret(secret)
    actor = page_actor(table.id)
    if actor is not None and actor.seat is not None and request.args.get("change") is None:
        return redirect(url_for("pages.table", table_id=table.id), code=303)
    r = reads(table.id)
    if actor is None:
        pending_token(table.id)
    return render_template(
        "join.html",
        view=r.view,
        secret=secret,
        viewer=actor,
        devices=r.devices,
        house_rules=house_rules(r.view, lang()),
    )


#: The token a phone will get when it sits down, chosen when it opens the join page: two
#: fast taps on a name send the same one, and the table gets one device.
PENDING = "pending"


def pending_token(table_id: str, *, create: bool = True) -> str | None:
    pending = session.get(PENDING)
    if isinstance(pending, dict) and pending.get("table") == table_id:
        token = pending.get("token")
        return token if isinstance(token, str) else None
    if not create:
        return None
    token = new_token()
    session[PENDING] = {"table": table_id, "token": token}
    return token


def tournament_tokens(tournament_id: str) -> list[str | None]:
    """What this phone carries for the tournament: its organiser's cookie, its person's."""
    return [
        request.cookies.get(organiser_cookie(tournament_id)),
        request.cookies.get(PERSON_COOKIE),
    ]


@bp.post("/j/<secret>")
def claim(secret: str) -> Any:
    check_origin()
    table = service().table_by_secret(secret)
    raw = request.form.get("seat", "")
    seat = int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 6 else None
    take_over = request.form.get("take_over") == "1"
    if take_over:
        check_take_over(table.id, seat, tournament_tokens)
    fresh = pending_token(table.id, create=False)
    try:
        command = commands.sit(
            table.id, secret, seat, cookie_token(table.id), take_over=take_over, fresh=fresh
        )
        joined = service().claim(command)
    except SeatTaken as taken:
        # Another phone holds this seat: ask before taking it (that phone will watch); at a
        # tournament's table, only its person or the organiser may.
        view = reads(table.id).view
        try:
            check_take_over(table.id, seat, tournament_tokens)
        except Forbidden as refused:
            return render_template(
                "join_confirm.html",
                view=view,
                secret=secret,
                seat=seat,
                message=refused.detail.get(lang()),
                refused=True,
            )
        return render_template(
            "join_confirm.html",
            view=view,
            secret=secret,
            seat=seat,
            message=taken.detail.render(lang(), view.names),
        )
    session.pop(PENDING, None)
    remember(table.id, joined.token)
    from .record import link_on_sitting  # a phone carrying its person's token: "this is me"

    link_on_sitting(table.id, Actor(joined.participant_id, table.id, joined.role, joined.seat))
    return redirect(url_for("pages.table", table_id=table.id), code=303)
