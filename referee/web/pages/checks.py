"""The referee's checks on the pages: a page per game, and the table's "Check" panel.

``/games/<id>/check`` lists the game's checks, each a form asked under options chosen on
the form (the defaults unless changed); the table's panel (a fold of the table page,
``/t/<id>/fold/checks``) asks them under the table's options. A check's inputs are derived
from its body (``web.checks``) unless the game's screen names a template of its own for
them (an optional ``check_forms``: check name → template, drawn with the check's
:class:`CheckForm` as ``f``; the fields' names are the body's, as ``web.checks.form_body``
reads them); the card around them, the options, the refusal and the answer stay the
house's. The answer shows its sentence, its rules (a tap away) and the numbers behind it.
Nothing is logged: the forms are GETs (without script, an answer's address can be kept and
shared).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from flask import Response, make_response, render_template, request, url_for
from markupsafe import Markup
from pydantic import BaseModel

from ...games import Game
from ...games.base import CheckAnswer, CheckType, Text
from ...games.cards import CardError, parse_card
from ...games.rulebook import get_rule
from ...problems import Problem
from .. import checks
from ..common import lang, reads
from ..games import GameScreen, screen_for
from ..i18n import gettext
from .base import bp, is_htmx
from .entries import rules_links
from .home import coerce_form_value

#: A check's card: its form, options, refusal and answer.
CHECK_CARD = "checks/_form.html"
#: The inputs of a check whose game names none of its own.
GENERIC_FIELDS = "checks/_fields.html"


@dataclass
class CheckForm:
    """One check as a page asks it: its form, and the answer or refusal to show under it."""

    game: Game[Any, Any]
    row: CheckType[Any]
    lang: str
    #: Where the form is sent (the game's page or the table's).
    action: str
    #: The options the form asks under (the table's, or the page's as chosen).
    options: BaseModel
    #: Whether the form offers the options (the game's page; a table's are locked).
    choose_options: bool
    screen: GameScreen
    #: What was typed, for the form drawn again under its answer.
    typed: dict[str, Any] = field(default_factory=dict)
    answer: CheckAnswer | None = None
    error: str | None = None
    error_field: str | None = None
    error_rule: str | None = None
    #: The seat names of the table asking (a sentence may name seats).
    names: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.row.name

    @property
    def label(self) -> str:
        return self.row.spec.label.get(self.lang)

    @property
    def description(self) -> str:
        return self.row.spec.description.get(self.lang)

    @property
    def rules(self) -> tuple[str, ...]:
        return self.row.spec.rules

    @property
    def template(self) -> str:
        return CHECK_CARD

    @property
    def fields_template(self) -> str:
        """The template of the check's inputs: the game's own, if its screen names one."""
        return self.screen.check_forms.get(self.name, GENERIC_FIELDS)

    @property
    def fields(self) -> list[checks.CheckField]:
        return checks.check_fields(self.row, self.lang)

    def typed_value(self, spec: checks.CheckField) -> str:
        """What the field shows: as typed, else empty (the example is its placeholder)."""
        value = self.typed.get(spec.name)
        return "" if value is None else str(value)

    def choice_label(self, value: Any) -> str:
        """One of a field's values in words: as the check names it, else as it is (a number
        among a choice's words is a seat: by its name at a table)."""
        if isinstance(value, int) and not isinstance(value, bool):
            names = self.seat_names
            return names[value] if 0 <= value < len(names) else str(value)
        return self.row.spec.field_label(str(value), self.lang)

    @property
    def seat_names(self) -> list[str]:
        """The seats as the answer names them: the table's players, else "seat 0", "seat 1"…
        (numbered as the form's seat fields are)."""
        if self.names:
            return self.names
        return [gettext("seat %(n)s", n=i) for i in range(self.game.max_players)]

    def pick_options(self, spec: checks.CheckField) -> list[tuple[str, str]]:
        """A ``pick`` field's values (code, words): the game's card keys it takes, in the
        picker's order and by their faces, else each value as the check names it."""
        keys = [(code, face) for code, face, _ in self.picker if code in spec.choices]
        return keys or [(str(value), self.choice_label(value)) for value in spec.choices]

    def value_boxes(self, spec: checks.CheckField) -> list[tuple[str, str]]:
        """The values (code, words) a list field takes when they are not cards, as the game's
        screen names them (``check_choices``): asked as a box each; none: as cards."""
        return list(self.screen.check_choices(self.name, spec.name) or [])

    def ticked(self, spec: checks.CheckField) -> list[str]:
        """The values typed in a list field (upper case: as the boxes' codes are)."""
        return [code.upper() for code in re.split(r"[\s,;]+", self.typed_value(spec)) if code]

    def group_value(self, spec: checks.CheckField, index: int) -> str:
        value = self.typed.get(f"{spec.name}-{index}")
        return "" if value is None else str(value)

    def group_example(self, spec: checks.CheckField, index: int) -> str:
        return checks.group_example(self.row, spec.name, index)

    @property
    def card_boxes(self) -> int:
        """How many lists of cards the form asks for (the picker's keys move between them)."""
        return sum(
            spec.groups if spec.kind == "groups" else 1
            for spec in self.fields
            if spec.kind in ("cards", "groups") and not self.value_boxes(spec)
        )

    @property
    def picker(self) -> list[tuple[str, str, bool]]:
        """The game's card keys (code, face, red), if its screen has a picker."""
        keys = self.screen.picker(self.options) or []
        return [(code, label, _red(code)) for code, label in keys]

    @property
    def option_fields(self) -> list[tuple[Any, str, bool]]:
        """Each option, its value as the form shows it (as typed, after a refusal), and
        whether the check is asked with its default."""
        chosen = self.options.model_dump(mode="json")
        out = []
        for spec in self.game.option_specs:
            value = chosen.get(spec.key)
            typed = self.typed.get(f"opt-{spec.key}")
            if spec.kind == "bool":
                shown = "true" if value else ""
                if f"opt-{spec.key}-present" in self.typed:
                    shown = "true" if typed else ""
            else:
                shown = str(value) if typed is None else str(typed)
            out.append((spec, shown, value == spec.default))
        return out

    @property
    def changed_options(self) -> int:
        return sum(1 for _, _, default in self.option_fields if not default)

    @property
    def sentence(self) -> str:
        return self.answer.text.render(self.lang, self.seat_names) if self.answer else ""

    @property
    def numbers(self) -> list[tuple[str, Markup]]:
        if self.answer is None:
            return []
        face = self.screen.check_face
        return [
            (label, show_value(self.row, value, self.lang, face, self.seat_names))
            for label, value in checks.answer_numbers(self.row, self.answer, self.lang)
        ]

    @property
    def counted(self) -> bool:
        """Whether the check's card boxes show the running points of the cards tapped (the
        screen's ``counted_checks``: a question about what cards cost)."""
        return self.name in self.screen.counted_checks


def _red(code: str) -> bool:
    try:
        return parse_card(code).colour == "red"
    except CardError:
        return False


#: How a game's screen shows one of its codes in an answer (``check_face``): a card as
#: players read it, or None when the text is no code of its.
Face = Callable[[str, str], str | None]


def show_value(
    row: CheckType[Any],
    value: Any,
    lang: str,
    face: Face | None = None,
    names: list[str] | None = None,
) -> Markup:
    """A number behind a verdict, as a player reads it: yes/no, a dash for none, a rule by
    its title (a link), a word the check names (``sequence``) in the page's language, a card
    by its face (``face``), a sentence in the page's language with its seats by ``names``,
    a list or an object laid out."""
    if value is None:
        return Markup("–")
    if isinstance(value, bool):
        return Markup.escape(gettext("yes") if value else gettext("no"))
    if isinstance(value, str):
        if get_rule(value) is not None:
            return rules_links([value])
        if value in row.spec.fields:
            return Markup.escape(row.spec.field_label(value, lang))
        shown = face(value, lang) if face is not None else None
        return Markup.escape(value if shown is None else shown)
    if isinstance(value, dict):
        if set(value) == {"it", "en"}:
            return Markup.escape(Text(**value).render(lang, names or []))
        rows = Markup("").join(
            Markup("<dt>{0}</dt><dd>{1}</dd>").format(
                row.spec.field_label(key, lang), show_value(row, item, lang, face, names)
            )
            for key, item in value.items()
        )
        return Markup('<dl class="check-numbers">{0}</dl>').format(rows)
    if isinstance(value, list):
        if all(isinstance(item, dict) for item in value) and value:
            items = Markup("").join(
                Markup("<li>{0}</li>").format(show_value(row, item, lang, face, names))
                for item in value
            )
            return Markup('<ol class="check-items">{0}</ol>').format(items)
        shown = [show_value(row, item, lang, face, names) for item in value]
        return Markup(" · ").join(shown) or Markup("–")
    return Markup.escape(str(value))


def forms_of(
    game: Game[Any, Any],
    options: BaseModel,
    action: Any,
    *,
    choose_options: bool,
    names: list[str] | None = None,
) -> list[CheckForm]:
    """A form for each of ``game``'s checks; ``action(name)`` is where each is sent."""
    language = lang()
    return [
        CheckForm(
            game=game,
            row=row,
            lang=language,
            action=action(row.name),
            options=options,
            choose_options=choose_options,
            screen=screen_for(game.id),
            names=names or [],
        )
        for row in game.checks.rows
    ]


def answer_form(form: CheckForm, raw_options: dict[str, Any] | None = None) -> int:
    """Ask ``form``'s check with what the request typed; the status to answer with."""
    # A field sent more than once (one input per card) is kept as one typed list.
    form.typed = {key: " ".join(values) for key, values in request.args.lists()}
    try:
        if raw_options is not None:
            form.options = checks.options_of(form.game, raw_options)
        body = checks.form_body(form.row, request.args)
        form.answer = checks.ask(form.row, body, form.options)
    except Problem as problem:
        form.error = _in_words(form, problem.detail.render(form.lang, form.seat_names), problem)
        form.error_field = _form_field(form, problem)
        form.error_rule = problem.rule
        return problem.status
    return 200


def _in_words(form: CheckForm, message: str, problem: Problem) -> str:
    """A refusal as the form's reader knows the field: by its label, not its path in the
    body (``cards.1`` is "The two cards (2)")."""
    errors = problem.extra.get("errors") or []
    loc = [str(part) for part in errors[0].get("loc", [])] if errors else []
    if not loc:
        return message
    path = ".".join(loc)
    words = form.row.spec.field_label(loc[0], form.lang)
    if len(loc) > 1 and loc[1].isdecimal():
        words += f" ({int(loc[1]) + 1})"
    for said in (f"{path}:", f"«{path}»", f"'{path}'"):
        message = message.replace(said, said.replace(path, words))
    return message


def _form_field(form: CheckForm, problem: Problem) -> str | None:
    """The form field a refusal is about: ``options.aces`` is asked as ``opt-aces``, the
    second group of ``melds`` as ``melds-1``."""
    where = problem.field
    if where and where.startswith("options."):
        return "opt-" + where.removeprefix("options.")
    errors = problem.extra.get("errors") or []
    loc = [str(part) for part in errors[0].get("loc", [])] if errors else []
    kinds = {spec.name: spec.kind for spec in form.fields}
    if len(loc) > 1 and kinds.get(loc[0]) == "groups" and loc[1].isdecimal():
        return f"{loc[0]}-{loc[1]}"
    return where


def typed_options(game: Game[Any, Any]) -> dict[str, Any]:
    """The options chosen on a check's form (``opt-<key>``, as the new-table form has them)."""
    options: dict[str, Any] = {}
    for spec in game.option_specs:
        raw = request.args.get(f"opt-{spec.key}")
        if raw is not None and raw != "":
            options[spec.key] = coerce_form_value(spec, raw)
        elif spec.kind == "bool" and f"opt-{spec.key}-present" in request.args:
            options[spec.key] = False
    return options


def _page(
    game: Game[Any, Any],
    forms: list[CheckForm],
    asked: CheckForm | None,
    status: int,
    table_id: str | None = None,
) -> Response:
    if asked is not None and is_htmx():
        html = render_template(asked.template, f=asked)
    else:
        html = render_template("checks/page.html", game=game, forms=forms, table_id=table_id)
    response = make_response(html, status)
    response.headers["Vary"] = "Cookie, Accept-Language, HX-Request"
    return response


@bp.get("/games/<game_id>/check")
def game_checks(game_id: str) -> Response:
    """The game's checks, each a form (a game without any says so)."""
    game = checks.known_game(game_id)
    forms = forms_of(
        game,
        game.parse_options({}),
        lambda name: url_for("pages.game_check", game_id=game.id, name=name),
        choose_options=True,
    )
    return _page(game, forms, None, 200)


@bp.get("/games/<game_id>/check/<name>")
def game_check(game_id: str, name: str) -> Response:
    """One check asked under the options chosen on its form: its answer (or why not)."""
    game = checks.known_game(game_id)
    checks.known_check(game, name)
    forms = forms_of(
        game,
        game.parse_options({}),
        lambda check: url_for("pages.game_check", game_id=game.id, name=check),
        choose_options=True,
    )
    asked = next(f for f in forms if f.name == name)
    status = answer_form(asked, typed_options(game))
    return _page(game, forms, asked, status)


def table_forms(table_id: str) -> list[CheckForm]:
    """The table's checks, asked under the table's options (the panel's forms)."""
    r = reads(table_id)
    context = r.context
    return forms_of(
        context.game,
        context.options,
        lambda name: url_for("pages.table_check", table_id=table_id, name=name),
        choose_options=False,
        names=r.view.names,
    )


@bp.get("/t/<table_id>/check")
def table_checks(table_id: str) -> Response:
    """The table's checks on a page of their own (the panel without script)."""
    game = reads(table_id).context.game
    return _page(game, table_forms(table_id), None, 200, table_id)


@bp.get("/t/<table_id>/check/<name>")
def table_check(table_id: str, name: str) -> Response:
    """One check asked from a table, under its options: whoever may see the table may ask."""
    game = reads(table_id).context.game
    checks.known_check(game, name)
    forms = table_forms(table_id)
    asked = next(f for f in forms if f.name == name)
    status = answer_form(asked)
    return _page(game, forms, asked, status, table_id)


@bp.app_context_processor
def _check_helpers() -> dict[str, Any]:
    """What the table page's "Check" panel needs to draw the table's forms."""
    return {"table_check_forms": table_forms}
