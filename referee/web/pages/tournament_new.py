"""The creation form of a tournament: the game and its rule options, the format with only
its own fields (the others hidden by the page's script, all of them sent without it), the
points and the tie-breakers."""

from __future__ import annotations

from typing import Any

from flask import redirect, render_template, request, url_for

from ...games import CATALOGUE, GAMES
from ...games.base import Text
from ...problems import Problem
from ...tournaments.opening import parse_format
from ..common import lang
from ..present.tournaments import tournaments
from .base import bp, check_origin
from .home import form_options
from .tournaments import YEAR, _organiser_cookie


def _new_page(error: str | None) -> str:
    """The creation form, with the schemes and the tie-breakers in the reader's language."""
    from ...tournaments.scoring import BREAKER_LABELS, SCHEME_LABELS

    language = lang()
    game = GAMES.get(request.form.get("game", "")) or next(iter(GAMES.values()))
    return render_template(
        "tournaments/new.html",
        games=[CATALOGUE[g] for g in GAMES],
        game=game,
        final=parse_format(game.id, None),
        form=request.form,
        errors={},
        schemes=[(k, v.get(language)) for k, v in SCHEME_LABELS.items()],
        breakers=[(k, v.get(language)) for k, v in BREAKER_LABELS.items()],
        error=error,
    )


def _number(field: str) -> int | None:
    """A whole number the form's field holds; None when blank or not a number."""
    raw = request.form.get(field, "").strip()
    return int(raw) if raw.isdigit() else None


def _format_fields(game: str) -> dict[str, Any] | None:
    """The chosen format's own fields (the others' are ignored): a final's tables and how
    many go on, a Swiss's rounds, a round robin's bye, the rounds' sizes, clock and final."""
    two_seats = CATALOGUE.get(game) is not None and CATALOGUE[game].players == (2, 2)
    chosen = request.form.get("format", "")
    if chosen == "round_robin":
        bye = request.form.get("bye", "win")
        return {"kind": "round_robin", "bye": bye if bye in ("win", "nothing") else "win"}
    if chosen == "rounds":
        fmt: dict[str, Any] = {"kind": "rounds", "rounds": 8, "seating": "rotating"}
        for field in ("rounds", "minutes", "best", "further_hands", "min_seats", "max_seats"):
            if (value := _number(field)) is not None:
                fmt[field] = value
        at_time = request.form.get("at_time", "finish_hand")
        if at_time in ("finish_hand", "further_hands", "as_it_stands"):
            fmt["at_time"] = at_time
        if at_time != "further_hands":
            fmt.pop("further_hands", None)
        return fmt
    if two_seats:
        return {"kind": "swiss", "rounds": _number("swiss_rounds") or 3}
    if game not in GAMES:
        return None
    own = parse_format(game, None).model_dump(mode="json", exclude_none=True)
    tables, qualify = _number("tables"), _number("qualify")
    if (tables is None or tables == own["tables"]) and (
        qualify is None or qualify == own["qualify"]
    ):
        return None  # the game's own rule, as it stands
    return {**own, "tables": tables or own["tables"], "qualify": qualify or own["qualify"]}


@bp.get("/tournaments/new")
def new_tournament() -> Any:
    return _new_page(None)


def _scoring_fields(game: str, fmt: dict[str, Any] | None) -> dict[str, Any] | None:
    """The form's scheme, list of points, breakers (in the order of their selects) and
    league final, added to the format; a list that is not numbers is refused."""
    from ...problems import Invalid

    extra: dict[str, Any] = {}
    if request.form.get("scheme"):
        extra["scheme"] = request.form["scheme"]
    raw = request.form.get("points", "").replace(",", " ").split()
    if raw:
        if not all(x.isdigit() for x in raw):
            raise Invalid(
                Text(
                    it="I punti per posto sono numeri interi, separati da virgole.",
                    en="The points per place are whole numbers, separated by commas.",
                ),
                field="points",
            )
        extra["points"] = [int(x) for x in raw]
    chosen = [b for b in request.form.getlist("breaker") if b]
    if chosen:
        extra["tie_breakers"] = chosen
    final = request.form.get("final", "").strip()
    if final.isdigit() and fmt is not None and fmt.get("kind") == "rounds":
        extra["final"] = int(final)
    if not extra:
        return fmt
    if fmt is None:
        fmt = parse_format(game, None).model_dump(mode="json")
    return {**fmt, **extra}


@bp.post("/tournaments/new")
def open_tournament_page() -> Any:
    check_origin()
    game, name = request.form.get("game", ""), request.form.get("name", "").strip()
    fmt = _format_fields(game)
    engine = GAMES.get(game)
    options = form_options(engine, request.form) if engine is not None else {}
    try:
        fmt = _scoring_fields(game, fmt)
        opened = tournaments().open(game, name or "Torneo", options, fmt)
    except Problem as problem:
        return _new_page(problem.detail.get(lang())), 422
    response = redirect(url_for("pages.tournament", tournament_id=opened.tournament_id))
    response.set_cookie(
        _organiser_cookie(opened.tournament_id),
        opened.organiser_token,
        max_age=YEAR,
        httponly=True,
        samesite="Lax",
    )
    return response
