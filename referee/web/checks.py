"""Referee checks as the API and the pages ask them, for every game alike.

A game declares its checks (``games.base.checks``); this module finds one by name, parses
the options it is asked under, asks it, and says a refusal the house way. It also derives
a check's form from its body's JSON Schema, so that the pages ask for any check's inputs
without knowing the game:

- a list of card codes: a text field of codes separated by spaces or commas (or several
  fields of that name, in order), with the game's card picker when its screen has one
  (``picker(options)``);
- a list of lists of codes (melds, say): one such field per group;
- a whole number: a number field; a list of whole numbers: a text field of numbers;
- true or false: a checkbox; one of a few values: radio buttons (one of a small range of
  numbers or a word, ``0 | 1 | "turned_up"``, likewise); one of many (a card by any of its
  names): a drop-down list;
- text: a text field; anything else: JSON typed in a text area.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel
from werkzeug.datastructures import MultiDict

from ..games import GAMES, Game
from ..games.base import BadCheck, BadOptions, CheckAnswer, CheckType, IllegalMove, Text
from ..problems import IllegalMoveProblem, Invalid, NotFound
from ..tables import messages as table_messages
from ..tables.commands import bad_options
from .json_schemas import model_schema


def known_game(game_id: str) -> Game[Any, Any]:
    game = GAMES.get(game_id)
    if game is None:
        shown = game_id[:40]
        raise NotFound(Text(it=f"Nessun gioco «{shown}».", en=f"No game '{shown}'."))
    return game


def known_check(game: Game[Any, Any], name: str) -> CheckType[Any]:
    """The game's check called ``name``, or a 404 that lists the game's checks."""
    row = game.checks.get(name)
    if row is None:
        shown = name[:40]
        names = ", ".join(game.checks.names)
        if names:
            raise NotFound(
                Text(
                    it=f"{game.name.it} non ha una verifica «{shown}»: ha {names}.",
                    en=f"{game.name.en} has no check '{shown}': it has {names}.",
                )
            )
        raise NotFound(
            Text(
                it=f"{game.name.it} non ha verifiche dell'arbitro.",
                en=f"{game.name.en} has no referee checks.",
            )
        )
    return row


def options_of(game: Game[Any, Any], raw: Any) -> BaseModel:
    """The options a check is asked under (an object): the game's defaults for what ``raw``
    leaves out."""
    if not isinstance(raw, Mapping):
        raise Invalid(table_messages.OPTIONS_NOT_AN_OBJECT, field="options")
    try:
        return game.parse_options(raw)
    except BadOptions as exc:
        raise bad_options(exc) from None


#: A table's check is asked under the table's options: a body may not bring its own.
TABLE_OPTIONS = Text(
    it="Una verifica chiesta da un tavolo usa le opzioni del tavolo: togli «options».",
    en="A check asked from a table uses the table's options: leave out 'options'.",
)


def ask(row: CheckType[Any], raw: Mapping[str, Any], options: BaseModel) -> CheckAnswer:
    """The check's answer to ``raw`` (without ``options``), or a 422 saying what is wrong.

    A body that is not a question the check can read is ``invalid``, with the field at
    fault and pydantic's errors; a check never refuses a question it can read (a broken
    rule is part of its answer), but if one does, it is a refusal by the rules.
    """
    try:
        return row.run(row.parse(raw), options)
    except BadCheck as exc:
        where = exc.errors[0]["loc"][0] if exc.errors and exc.errors[0]["loc"] else None
        extra = {"errors": exc.errors} if exc.errors else None
        raise Invalid(exc.text, field=where, extra=extra) from None
    except IllegalMove as exc:
        raise IllegalMoveProblem(exc.text, rule=exc.rule) from None


# -- a check's form -----------------------------------------------------------------------

#: How a form asks for one kind of field.
KINDS = ("cards", "groups", "int", "ints", "bool", "choice", "pick", "text", "json")
#: The most values a choice shows as radio buttons; more are a drop-down list (``pick``).
CHOICES_MAX = 12
#: The widest range of whole numbers a choice of numbers or words lists (seats, say).
RANGE_MAX = 8

_SEPARATORS = re.compile(r"[\s,;]+")


@dataclass(frozen=True)
class CheckField:
    """One input of a check's form, derived from the body's JSON Schema."""

    name: str
    kind: str
    label: str
    required: bool
    default: Any = None
    minimum: int | None = None
    maximum: int | None = None
    #: How many items a list takes, when the schema says.
    min_items: int | None = None
    max_items: int | None = None
    choices: tuple[Any, ...] = ()
    #: The check's example value for this field, as it is typed in the form.
    example: str = ""
    #: For ``groups``: how many group fields the form shows.
    groups: int = 0


def _resolve(schema: dict[str, Any], defs: Mapping[str, Any]) -> dict[str, Any]:
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        return _resolve(defs.get(ref.removeprefix("#/$defs/"), {}), defs)
    if "allOf" in schema and len(schema["allOf"]) == 1:
        return _resolve(
            {**schema["allOf"][0], **{k: v for k, v in schema.items() if k != "allOf"}}, defs
        )
    return schema


def _unwrap_null(schema: dict[str, Any], defs: Mapping[str, Any]) -> dict[str, Any]:
    """``X | None`` is asked as ``X`` (left empty: none); a few numbers or words (a seat or
    ``"turned_up"``) as one choice among them all."""
    options = schema.get("anyOf")
    if isinstance(options, list):
        kept = [_resolve(s, defs) for s in options if s.get("type") != "null"]
        rest = {k: v for k, v in schema.items() if k != "anyOf"}
        if len(kept) == 1:
            return {**kept[0], **rest}
        values = [_values(member) for member in kept]
        if kept and all(found is not None for found in values):
            return {"enum": [v for found in values for v in found or ()], **rest}
    return schema


def _values(schema: dict[str, Any]) -> list[Any] | None:
    """The values a member of a union may take when they are few (a word, a short range of
    whole numbers), else None."""
    if "const" in schema:
        return [schema["const"]]
    if isinstance(schema.get("enum"), list):
        return list(schema["enum"])
    low, high = schema.get("minimum"), schema.get("maximum")
    if schema.get("type") == "integer" and isinstance(low, int) and isinstance(high, int):
        return list(range(low, high + 1)) if 0 <= high - low < RANGE_MAX else None
    return None


def _kind(schema: dict[str, Any], defs: Mapping[str, Any]) -> str:
    kind = schema.get("type")
    if "enum" in schema or "const" in schema:
        return "choice"
    if kind == "boolean":
        return "bool"
    if kind == "integer":
        return "int"
    if kind == "string":
        return "text"
    if kind == "array":
        fixed = [_resolve(item, defs) for item in schema.get("prefixItems") or []]
        if fixed and "items" not in schema:  # a tuple: asked as a list of its one kind
            kinds = {item.get("type") for item in fixed}
            kind = kinds.pop() if len(kinds) == 1 else None
            return {"string": "cards", "integer": "ints"}.get(str(kind), "json")
        items = _unwrap_null(_resolve(schema.get("items") or {}, defs), defs)
        if items.get("type") == "string":
            return "cards"
        if items.get("type") == "integer":
            return "ints"
        if items.get("type") == "array":
            inner = _resolve(items.get("items") or {}, defs)
            if inner.get("type") == "string":
                return "groups"
    return "json"


def _typed(value: Any, kind: str) -> str:
    """A value as the form types it."""
    if value is None:
        return ""
    if kind in ("cards", "ints") and isinstance(value, list):
        return " ".join(str(v) for v in value)
    if kind == "bool":
        return "1" if value else ""
    if kind in ("int", "text", "choice", "pick"):
        return str(value)
    return json.dumps(value, ensure_ascii=False)


@cache
def _body_schema(body: type[BaseModel]) -> dict[str, Any]:
    """A body's JSON Schema, made once (read only)."""
    return model_schema(body)


def check_fields(row: CheckType[Any], lang: str) -> list[CheckField]:
    """The inputs of ``row``'s form, in the order of its body's fields."""
    schema = _body_schema(row.body)
    defs = schema.get("$defs", {})
    required = set(schema.get("required", []))
    out = []
    for name, raw in schema.get("properties", {}).items():
        prop = _unwrap_null(_resolve(raw, defs), defs)
        kind = _kind(prop, defs)
        example = row.spec.example.get(name)
        choices = tuple(prop.get("enum") or ([prop["const"]] if "const" in prop else []))
        if kind == "choice" and len(choices) > CHOICES_MAX:
            kind = "pick"
        groups = 0
        if kind == "groups":
            shown = len(example) if isinstance(example, list) else 0
            groups = max(3, shown + 1)
            if isinstance(prop.get("maxItems"), int):
                groups = min(groups, prop["maxItems"])
        out.append(
            CheckField(
                name=name,
                kind=kind,
                label=row.spec.field_label(name, lang),
                required=name in required,
                default=prop.get("default"),
                minimum=prop.get("minimum"),
                maximum=prop.get("maximum"),
                min_items=prop.get("minItems"),
                max_items=prop.get("maxItems"),
                choices=choices,
                example=_typed(example, kind) if kind != "groups" else "",
                groups=groups,
            )
        )
    return out


def group_example(row: CheckType[Any], name: str, index: int) -> str:
    """The example's ``index``-th group of a ``groups`` field, as typed."""
    example = row.spec.example.get(name)
    if isinstance(example, list) and index < len(example) and isinstance(example[index], list):
        return " ".join(str(code) for code in example[index])
    return ""


def _number(raw: str) -> Any:
    """A typed whole number; anything else as typed, for the check to refuse in its words."""
    text = raw.strip()
    return int(text) if re.fullmatch(r"[+-]?\d{1,18}", text) else text


def form_body(row: CheckType[Any], form: MultiDict[str, str]) -> dict[str, Any]:
    """The body a check's form asks: each field read as its kind types it.

    A field left empty is left out (the check's default, or its "missing" refusal), except
    a list the check requires, which is asked empty; what cannot be read is passed on as
    typed, so that the check refuses it in its own words.
    """
    body: dict[str, Any] = {}
    for spec in check_fields(row, "en"):
        name, kind = spec.name, spec.kind
        raw = form.get(name, "")
        if kind == "bool":
            body[name] = name in form and raw not in ("", "0", "false")
        elif kind == "groups":
            body[name] = [group for group in _groups(form, name) if group]
        elif kind == "cards":
            typed = " ".join(form.getlist(name))  # one field, or one per card
            cards = [code for code in _SEPARATORS.split(typed) if code]
            if cards or spec.required:  # an optional list left empty is not given
                body[name] = cards
        elif kind == "ints":
            typed = " ".join(form.getlist(name))
            body[name] = [_number(item) for item in _SEPARATORS.split(typed) if item]
        elif not raw.strip():
            continue
        elif kind == "int":
            body[name] = _number(raw)
        elif kind in ("choice", "pick"):
            body[name] = next((c for c in spec.choices if str(c) == raw), raw)
        elif kind == "json":
            try:
                body[name] = json.loads(raw)
            except ValueError:
                body[name] = raw
        else:
            body[name] = raw
    return body


def _groups(form: MultiDict[str, str], name: str) -> list[list[str]]:
    """The groups typed in ``name-0``, ``name-1``, … in their order."""
    indices = sorted(
        int(key.rsplit("-", 1)[1])
        for key in form
        if key.startswith(f"{name}-")
        and key.rsplit("-", 1)[1].isdecimal()
        and len(key.rsplit("-", 1)[1]) <= 3
    )
    return [
        [code for code in _SEPARATORS.split(form.get(f"{name}-{i}", "")) if code] for i in indices
    ]


def answer_numbers(row: CheckType[Any], answer: CheckAnswer, lang: str) -> list[tuple[str, Any]]:
    """The numbers behind a verdict: each field of the answer but its sentence and rules,
    with its label, as JSON values."""
    dumped = answer.model_dump(mode="json")
    return [
        (row.spec.field_label(name, lang), value)
        for name, value in dumped.items()
        if name not in ("text", "rules")
    ]


__all__ = [
    "KINDS",
    "TABLE_OPTIONS",
    "CheckField",
    "answer_numbers",
    "ask",
    "check_fields",
    "form_body",
    "group_example",
    "known_check",
    "known_game",
    "options_of",
]
