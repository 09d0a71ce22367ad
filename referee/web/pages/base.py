"""The pages' blueprint and what every page view shares."""

from __future__ import annotations

from flask import Blueprint, request

from ...games.base import Text
from ...problems import Forbidden
from ..common import same_origin

bp = Blueprint("pages", __name__)


def is_htmx() -> bool:
    return request.headers.get("HX-Request") == "true"


def check_origin() -> None:
    """A cookie-authenticated POST must come from our own pages (CSRF)."""
    if not same_origin():
        raise Forbidden(
            Text(
                it="Richiesta da un'altra pagina: riapri il tavolo e riprova.",
                en="Request from another site: open the table again and retry.",
            )
        )
