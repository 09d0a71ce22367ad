"""The home page (recent tables, a new table, a room code), the rules, the language."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from flask import (
    Response,
    abort,
    current_app,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from werkzeug.datastructures import MultiDict

from ...disputes import ledger
from ...games import CATALOGUE, GAMES, Game
from ...games.base import BadOptions, OptionSpec
from ...games.house_rules import house_rules_text
from ...games.rule_search import search as search_rules
from ...games.rulebook import RULES, topics_of
from ...problems import Invalid, NotFound, Problem
from ...tables import commands
from ...tables.commands import CARRIED_MAX
from ...tables.messages import carried_total
from ...tables.seat_draw import drawn_table
from ..common import (
    client_key,
    cookies_secure,
    form_int,
    known_rule,
    lang,
    recent_tables,
    remember,
    service,
)
from ..games import has_screen
from ..i18n import gettext, ngettext
from .base import bp, check_origin

LANG_COOKIE_AGE = 60 * 60 * 24 * 365


@bp.get("/")
def home() -> str:
    """The home page; ``?game=`` (the form sent without a script when its game changes) draws
    the form for that game, what was typed kept."""
    return _home(form=request.args if request.args.get("game") in GAMES else None)


def _home(errors: dict[str, str] | None = None, form: MultiDict[str, str] | None = None) -> str:
    recent = []
    for table_id in recent_tables():
        try:
            recent.append(service().view(table_id))
        except NotFound:
            continue
    playable = [game for game in GAMES.values() if has_screen(game.id)]
    chosen = form.get("game") if form else None
    game = next((game for game in playable if game.id == chosen), playable[0])
    return render_template(
        "home.html",
        games=playable,
        game=game,
        house_rules=house_rules_line(game, form or MultiDict()),
        recent=recent,
        **seat_rows(game, (form or MultiDict()).getlist("player")),
        errors=errors or {},
        options_open=any(key.startswith("options") for key in errors or {}),
        carry_open=any(key.startswith("start_totals") for key in errors or {}),
        form=form or MultiDict(),
    )


@bp.get("/new/options")
def new_options() -> str:
    """The option fields of the chosen game (swapped in when the game changes)."""
    game = GAMES.get(request.args.get("game", ""))
    if game is None:
        abort(404)
    form: MultiDict[str, str] = MultiDict()
    preset = next((p for p in game.presets if p.id == request.args.get("preset")), None)
    if preset is not None:  # its options filled in, the others at their defaults
        form = MultiDict(
            {f"opt-{key}": _form_value(value) for key, value in preset.options.items()}
        )
        form["preset"] = preset.id
    return render_template(
        "home/_options_swap.html",
        game=game,
        form=form,
        errors={},
        house_rules=house_rules_line(game, form),
    )


@bp.get("/new/game")
def new_game() -> str:
    """The chosen game's option fields, with its name rows and carried totals swapped in out
    of band: as many as it seats, the names already typed kept."""
    game = GAMES.get(request.args.get("game", ""))
    if game is None:
        abort(404)
    typed: MultiDict[str, str] = MultiDict(
        [(key, value) for key, value in request.args.items(multi=True) if key != "game"]
    )
    rows = seat_rows(game)  # the new game's seats: names past them are left out
    return "".join(
        (
            render_template(
                "home/_options_swap.html",
                game=game,
                form=MultiDict(),
                errors={},
                house_rules=house_rules_line(game, MultiDict()),
            ),
            render_template("home/_players.html", form=typed, errors={}, oob=True, **rows),
            render_template("home/_carry.html", form=typed, errors={}, oob=True, **rows),
        )
    )


def seat_rows(game: Game[Any, Any], typed: list[str] | None = None) -> dict[str, Any]:
    """The fewest and most players the game seats, the range as the form says it, and the
    name rows to draw: as many as it seats, or more when more names were typed (a refused
    form shows them all, to be taken out)."""
    low, high = game.min_players, game.max_players
    named = [i + 1 for i, name in enumerate(typed or []) if name.strip()]
    if low == high:
        text = ngettext("%(num)s player", "%(num)s players", low)
    else:
        text = gettext("%(low)s–%(high)s players", low=low, high=high)
    return {"seats": (low, high), "seats_text": text, "rows": max([high, *named])}


def _form_value(value: Any) -> str:
    """An option's value as the form's field holds it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def coerce_form_value(spec: OptionSpec, raw: str) -> Any:
    """Turn a form string into the option's type (forms only send strings)."""
    if spec.kind == "bool":
        return raw.lower() in ("1", "true", "on", "yes", "si", "sì")
    if spec.kind == "choice":
        for choice in spec.choices:
            if str(choice.value) == raw:
                return choice.value
        return raw
    try:
        return int(raw)
    except ValueError:
        return raw


def form_options(game: Game[Any, Any], form: MultiDict[str, str]) -> dict[str, Any]:
    """The options the creation form's fields choose (left out: the default). Fields drawn
    for another game (the game was changed and the form sent before its own fields came)
    choose nothing: the new game's defaults, as its fields would have shown them."""
    drawn_for = form.get("options-game")
    if drawn_for is not None and drawn_for != game.id:
        return {}
    options: dict[str, Any] = {}
    for spec in game.option_specs:
        raw = form.get(f"opt-{spec.key}")
        if raw is not None and raw != "":
            options[spec.key] = coerce_form_value(spec, raw)
        elif spec.kind == "bool" and f"opt-{spec.key}-present" in form:
            options[spec.key] = False
    return options


def house_rules_line(game: Game[Any, Any], form: MultiDict[str, str]) -> str:
    """The rules the form's options make, as differences from the official ones (options
    the game would refuse are said where the table is created, not here)."""
    try:
        options = game.parse_options(form_options(game, form))
    except BadOptions:
        options = game.parse_options({})
    return house_rules_text(game, options).get(lang())


@bp.get("/new/house-rules")
def new_house_rules() -> str:
    """The line under the options of the creation form, drawn again as options change."""
    game = GAMES.get(request.args.get("game", ""))
    if game is None:
        abort(404)
    return house_rules_line(game, request.args)


@bp.post("/tables")
def create_table() -> Any:
    check_origin()
    form = request.form
    game = GAMES.get(form.get("game", ""))
    rows = form.getlist("player")
    filled = [i for i, name in enumerate(rows) if name.strip()]  # blank rows are skipped
    players = [rows[i] for i in filled]
    options = form_options(game, form) if game is not None else {}
    me_row = form_int("me")  # the ticked row, counting blank rows too
    me = filled.index(me_row) if me_row in filled else None
    try:
        carried = carried_from_form(form, filled)
        typed_stake = form.get("stake", "").strip()
        stake = (
            {"amount": typed_stake, "per": form.get("stake_per", "point")} if typed_stake else None
        )
        settle = form.get("settle") or None
        command = commands.new_table(
            form.get("game"), players, options, me, carried, stake, settle=settle
        )
        confirm = bool(form.get("confirm"))
        house = ledger.house_options(
            form.get("penalties"),
            _points(form.get("penalty_points")),
            confirm,
            form.get("confirm_by") if confirm else None,
        )
        command = ledger.with_house(command, house)
        if form.get("draw_seats"):
            command = drawn_table(command)
        created = service().create_table(command)
    except Problem as problem:
        message = problem.detail.render(lang(), [])
        field = problem.field or "form"
        prefix, _, index = field.partition(".")
        if prefix in ("players", "start_totals") and index.isdecimal() and int(index) < len(filled):
            field = f"{prefix}.{filled[int(index)]}"  # shown next to the row it is about
        elif prefix == "stake":
            field = "stake"
        return _home({field: message}, form), problem.status
    remember(created.table_id, created.host_token)
    return redirect(url_for("pages.table", table_id=created.table_id), code=303)


def _points(raw: str | None) -> Any:
    """A penalty's points as typed: a whole number, or the text (refused by the command)."""
    text = (raw or "").strip()
    return int(text) if text.isdecimal() and len(text) <= 9 else text or None


def carried_from_form(form: MultiDict[str, str], filled: list[int]) -> list[int] | None:
    """The score carried over from paper, one total per named row (blank: 0), or None when
    every box is blank. A box that is not a whole number is refused next to it."""
    raw = [form.get(f"start_total-{row}", "").strip() for row in filled]
    if not any(raw):
        return None
    totals = []
    for i, text in enumerate(raw):
        try:
            totals.append(int(text or "0"))
        except ValueError:
            raise Invalid(carried_total(CARRIED_MAX), field=f"start_totals.{i}") from None
    return totals


@bp.post("/code")
def join_by_code() -> Any:
    check_origin()
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


# -- rules and language -------------------------------------------------------------------


@bp.get("/rules")
def rules_index() -> str:
    """The games, each with its topics: a page per game holds its rules."""
    games = []
    for entry in CATALOGUE.values():
        sections = topics_of(entry.id)
        games.append((entry, sections, sum(len(section.rules) for section in sections)))
    query = request.args.get("q")
    searched = CATALOGUE.get(request.args.get("game", ""))
    first = CATALOGUE.get(request.args.get("first", ""))  # searched from a table of it
    found = []
    if query:
        found = search_rules(
            query,
            RULES.values(),
            searched.id if searched else None,
            first=first.id if first else None,
            synonyms=CATALOGUE.synonyms(),
        )
    return render_template(
        "rules/index.html",
        games=games,
        total=len(RULES),
        query=query,
        found=found,
        searched_game=searched,
        first_game=first,
    )


@bp.get("/rules/game/<game_id>")
def game_rules(game_id: str) -> str:
    """One game's rules by topic, titles first."""
    entry = CATALOGUE.get(game_id)
    if entry is None:
        abort(404)
    return render_template("rules/game.html", entry=entry, sections=topics_of(entry.id))


@bp.get("/rules/<rule_id>")
def rule_page(rule_id: str) -> Any:
    rule = known_rule(rule_id)
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
        response.set_cookie(
            "lang",
            code,
            max_age=LANG_COOKIE_AGE,
            samesite="Lax",
            httponly=True,
            secure=cookies_secure(current_app),
        )
    return response


@bp.get("/healthz")
def healthz() -> Response:
    return Response("ok", mimetype="text/plain")
