"""A person checked in at the door takes their own phone: the organiser's screen shows a
one-time QR code, the phone that scans it confirms with one tap and becomes that person's
(:mod:`referee.tournaments.claims`). Opening the link changes nothing: only the tap does,
so a link preview or a prefetch never spends the code."""

from __future__ import annotations

from typing import Any

from flask import redirect, render_template, url_for

from ...problems import Forbidden
from ...qr import qr_svg
from ...tournaments.claims import CLAIM_MINUTES, CLAIM_REFUSED, Claim
from ..common import claim_url, lang
from ..present.tournaments import tournaments
from .base import bp, check_origin
from .tournaments import PERSON_COOKIE, YEAR, _organiser


@bp.get("/tournaments/<tournament_id>/people/<person>/phone")
def claim_code_page(tournament_id: str, person: str) -> Any:
    """The organiser's screen: the person's name and the code to scan."""
    t = tournaments()
    claim = t.claim_code(tournament_id, _organiser(tournament_id), person[:64])
    url = claim_url(tournament_id, claim)
    return render_template(
        "tournaments/claim_code.html",
        t=t.tournament(tournament_id),
        name=t.state(tournament_id).names()[claim.person],
        svg=qr_svg(url),
        url=url,
        minutes=CLAIM_MINUTES,
    )


def _claim(person: str, issued: str, code: str) -> Claim | None:
    if not issued.isascii() or not issued.isdigit() or len(issued) > 10:
        return None
    return Claim(person[:64], int(issued), code[:64])


@bp.get("/tournaments/<tournament_id>/claim/<person>/<issued>/<code>")
def claim_page(tournament_id: str, person: str, issued: str, code: str) -> Any:
    """The phone that scanned the code: whose it becomes, and the tap that makes it so."""
    del issued, code  # read by the tap's POST, to the same address
    t = tournaments()
    record = t.tournament(tournament_id)
    names = t.state(tournament_id).names()
    return render_template("tournaments/claim.html", t=record, name=names.get(person), refused=None)


@bp.post("/tournaments/<tournament_id>/claim/<person>/<issued>/<code>")
def claim_post(tournament_id: str, person: str, issued: str, code: str) -> Any:
    check_origin()
    t = tournaments()
    record = t.tournament(tournament_id)
    found = _claim(person, issued, code)
    try:
        if found is None:
            raise Forbidden(CLAIM_REFUSED)
        token = t.claim(tournament_id, found)
    except Forbidden as refused:
        names = t.state(tournament_id).names()
        html = render_template(
            "tournaments/claim.html",
            t=record,
            name=names.get(person),
            refused=refused.detail.get(lang()),
        )
        return html, 403
    response = redirect(url_for("pages.tournament", tournament_id=tournament_id), code=303)
    response.set_cookie(PERSON_COOKIE, token, max_age=YEAR, httponly=True, samesite="Lax")
    return response
