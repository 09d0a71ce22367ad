"""Sitting down: the page the QR code opens, and the tap on a name."""

from __future__ import annotations

from typing import Any

from flask import redirect, render_template, request, url_for

from ..common import cookie_token, page_actor, reads, remember, service
from .base import bp, check_origin


@bp.get("/j/<secret>")
def join(secret: str) -> Any:
    table = service().table_by_secret(secret)
    actor = page_actor(table.id)
    if actor is not None and actor.seat is not None and request.args.get("change") is None:
        return redirect(url_for("pages.table", table_id=table.id), code=303)
    r = reads(table.id)
    return render_template("join.html", view=r.view, secret=secret, viewer=actor, devices=r.devices)


@bp.post("/j/<secret>")
def claim(secret: str) -> Any:
    check_origin()
    table = service().table_by_secret(secret)
    raw = request.form.get("seat", "")
    seat = int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 6 else None
    joined = service().claim(table.id, secret, seat, cookie_token(table.id))
    remember(table.id, joined.token)
    return redirect(url_for("pages.table", table_id=table.id), code=303)
