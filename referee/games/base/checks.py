"""Referee checks: questions the table asks the rules without logging anything.

A game declares each check once, next to the pure function that answers it, as it declares
its moves::

    class MeldsBody(CheckBody):
        melds: list[list[CardCode]]

    class MeldsAnswer(CheckAnswer):
        opening_value: int
        valid_opening: bool

    def check_melds(body: MeldsBody, options: Scala40Options) -> MeldsAnswer: ...

    MELDS = check_type(
        "melds", MeldsBody, MeldsAnswer, check_melds,
        label=("Controlla combinazioni", "Check melds"),
        description=("...", "..."),
        rules=("S40-MELD-SET", ...),
        example={"melds": [["10H", "JH", "QH"], ["5C", "5D", "5S"]]},
    )

and lists them once in a :class:`CheckTable` (the game's ``checks``). The house serves every
declared check at one route, documents it in the catalogue and the OpenAPI document with
its example, and asks for its inputs on one panel: a game adds a check and edits nothing
outside its folder.

The body a client sends holds the check's own fields and, optionally, ``options`` (the
table's options when the check is asked from a table). A body that is not well formed (an
unknown card code, a list where a number belongs) is refused with :class:`BadCheck`; a
question that is well formed always gets an answer, and a rule the cards break is part of
that answer (a verdict), never a refusal.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from .results import BadMove
from .text import Text
from .validation import describe_validation, plain_errors


class CheckBody(BaseModel):
    # The base of a check's body: closed (unknown fields are refused) and frozen.
    model_config = ConfigDict(extra="forbid", frozen=True)


class CheckAnswer(BaseModel):
    """What every check answers: its verdict in a sentence and the rules behind it.

    A check adds the numbers behind its verdict as fields of its own.
    """

    model_config = ConfigDict(frozen=True)

    #: The verdict, said in Italian and English.
    text: Text
    #: The rules the verdict rests on, most decisive first.
    rules: tuple[str, ...] = ()


class BadCheck(BadMove):
    """A check's body that is not a question the check can answer (its shape is wrong)."""


@dataclass(frozen=True)
class CheckSpec:
    """A check: its name, what it answers, the rules it applies, and an example body."""

    name: str
    label: Text
    description: Text
    rules: tuple[str, ...] = ()
    #: A body the check answers (without ``options``), shown in the catalogue and the API
    #: document; the conformance suite asks it of every game.
    example: Mapping[str, Any] = field(default_factory=dict)
    #: How a player calls the fields of the body and of the answer (the check's form and
    #: the numbers under its verdict); a field not named here shows its own name.
    fields: Mapping[str, Text] = field(default_factory=dict)

    def field_label(self, name: str, lang: str) -> str:
        """A field's label in ``lang``: as declared, else its name in words."""
        label = self.fields.get(name)
        return label.get(lang) if label is not None else name.replace("_", " ").capitalize()


BodyT = TypeVar("BodyT", bound=CheckBody)
AnswerT = TypeVar("AnswerT", bound=CheckAnswer)
OptionsT = TypeVar("OptionsT", bound=BaseModel)


@dataclass(frozen=True)
class CheckType(Generic[OptionsT]):
    """One row of a game's check table."""

    body: type[CheckBody]
    answer: type[CheckAnswer]
    spec: CheckSpec
    run: Callable[[Any, OptionsT], CheckAnswer]

    @property
    def name(self) -> str:
        return self.spec.name

    def parse(self, raw: Mapping[str, Any]) -> CheckBody:
        """The body as the check reads it; raises :class:`BadCheck` with a readable message."""
        if not isinstance(raw, Mapping):
            raise BadCheck(
                Text(
                    it="Il corpo deve essere un oggetto JSON.",
                    en="The body must be a JSON object.",
                )
            )
        try:
            return self.body.model_validate(dict(raw))
        except ValidationError as exc:
            text = describe_validation(exc, frozenset())
            raise BadCheck(text, errors=plain_errors(exc)) from None

    def answer_schema(self) -> dict[str, Any]:
        return TypeAdapter(self.answer).json_schema()


def check_type(
    name: str,
    body: type[BodyT],
    answer: type[AnswerT],
    run: Callable[[BodyT, OptionsT], AnswerT],
    *,
    label: tuple[str, str],
    description: tuple[str, str],
    rules: tuple[str, ...] = (),
    example: Mapping[str, Any] | None = None,
    fields: Mapping[str, tuple[str, str]] | None = None,
) -> CheckType[OptionsT]:
    """A check named ``name`` that answers a ``body`` with an ``answer`` computed by ``run``.

    ``fields`` names the body's and the answer's fields for players (those of the objects
    an answer holds too), in Italian and English: ``{"cards": ("Le carte", "The cards")}``.
    """
    if "options" in body.model_fields:
        raise TypeError(f"{body.__name__}: 'options' is the table's, not a field of a check body")
    return CheckType(
        body=body,
        answer=answer,
        spec=CheckSpec(
            name=name,
            label=Text(it=label[0], en=label[1]),
            description=Text(it=description[0], en=description[1]),
            rules=tuple(rules),
            example=dict(example or {}),
            fields={key: Text(it=it, en=en) for key, (it, en) in (fields or {}).items()},
        ),
        run=run,
    )


class CheckTable(Generic[OptionsT]):
    """A game's checks, in the order the catalogue lists them (none by default)."""

    def __init__(self, *rows: CheckType[OptionsT]) -> None:
        names = [row.name for row in rows]
        repeated = sorted({n for n in names if names.count(n) > 1})
        if repeated:
            raise TypeError(f"checks declared twice: {repeated}")
        self.rows = rows
        self.names: tuple[str, ...] = tuple(names)
        self.specs: tuple[CheckSpec, ...] = tuple(row.spec for row in rows)
        self._by_name = {row.name: row for row in rows}

    def __len__(self) -> int:
        return len(self.rows)

    def get(self, name: str) -> CheckType[OptionsT] | None:
        return self._by_name.get(name)

    def ask(self, name: str, raw: Mapping[str, Any], options: OptionsT) -> CheckAnswer:
        """Parse ``raw`` for check ``name`` and answer it under ``options``.

        Raises :class:`KeyError` for an unknown check and :class:`BadCheck` for a body of
        the wrong shape.
        """
        row = self._by_name[name]
        return row.run(row.parse(raw), options)
