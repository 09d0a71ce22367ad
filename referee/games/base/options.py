"""Table options, each declared once on the game's options model.

A game writes its options as a pydantic model whose every field is an :func:`option`::

    class TamaloOptions(GameOptions):
        target: int = option(
            100,
            ge=10,
            le=10_000,
            label=("Fine partita a", "Game ends at"),
            description=("La partita finisce...", "The game ends..."),
            rules=("TAM-END",),
        )
        cards: Literal[4, 6] = option(4, choices={4: ("4 carte", "4 cards"), 6: (...)}, ...)

and the creation form, the catalogue and the error messages read the :class:`OptionSpec`
derived from it by :func:`option_specs`. The labels, descriptions and rule ids ride on the
field as a marker object that pydantic ignores, so the model's JSON schema is exactly the
one of the bare fields. A declaration that contradicts itself (a default outside its
bounds or not among its choices, choices that are not the field's ``Literal`` values) fails
when the model class is defined.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field
from pydantic.fields import FieldInfo

from .text import Text
from .validation import JsonInt


@dataclass(frozen=True)
class Choice:
    value: Any
    label: Text


@dataclass(frozen=True)
class OptionSpec:
    """One table option as the creation form and the catalogue show it."""

    key: str
    label: Text
    description: Text
    default: Any
    rules: tuple[str, ...] = ()
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    @property
    def kind(self) -> str:
        if self.choices:
            return "choice"
        if isinstance(self.default, bool):
            return "bool"
        return "int"


class OptionError(TypeError):
    """An option declared in a way that contradicts itself (a bug in a game, not a user's)."""


@dataclass(frozen=True)
class _Declared:
    """What :func:`option` adds to a field beside what pydantic validates."""

    label: Text
    description: Text
    rules: tuple[str, ...]
    choices: tuple[Choice, ...]
    minimum: int | None
    maximum: int | None


Pair = tuple[str, str]


def option(
    default: Any,
    *,
    label: Pair,
    description: Pair,
    rules: tuple[str, ...],
    choices: Mapping[Any, Pair] | None = None,
    ge: int | None = None,
    le: int | None = None,
) -> Any:
    """Declare a table option: its default, its values, its words (it, en) and rule ids.

    ``choices`` maps each value of the field's ``Literal`` type to its label, in the order
    the form shows them. ``ge``/``le`` bound a whole number; such an option, and one whose
    choices are whole numbers, accepts JSON numbers only, as :data:`JsonInt` does (``true``
    and ``"3"`` are refused: ``true`` is not one joker). A yes-or-no option takes ``true``
    or ``false`` only (``1`` is not yes).
    """
    where = f"option {label[1]!r}"
    if choices is not None and default not in choices:
        raise OptionError(f"{where}: the default {default!r} is not one of {list(choices)}")
    if ge is not None and default < ge or le is not None and default > le:
        raise OptionError(f"{where}: the default {default!r} is outside {ge}–{le}")
    if not all((*label, *description)):
        raise OptionError(f"{where}: a label and a description are needed in it and en")
    bounds = {key: value for key, value in (("ge", ge), ("le", le)) if value is not None}
    # A yes-or-no option takes true or false, not 0 or "yes" (JSON as it is typed).
    strict = {"strict": True} if isinstance(default, bool) else {}
    info: FieldInfo = Field(default, **bounds, **strict)
    numbers = choices is not None and all(type(value) is int for value in choices)
    if bounds or numbers:
        # The JSON-number check runs before the bounds or the choices, as with
        # Annotated[JsonInt, Field(...)]: a Literal[0, 1, 2] alone would take true for 1.
        info.metadata[:0] = JsonInt.__metadata__
    info.metadata.append(
        _Declared(
            label=Text(it=label[0], en=label[1]),
            description=Text(it=description[0], en=description[1]),
            rules=tuple(rules),
            choices=tuple(
                Choice(value, Text(it=it, en=en)) for value, (it, en) in (choices or {}).items()
            ),
            minimum=ge,
            maximum=le,
        )
    )
    return info


class GameOptions(BaseModel):
    # No docstring: it would become the description of every game's options schema.
    model_config = ConfigDict(extra="forbid", frozen=True)

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        """Check the declarations as the class is defined, not when a table first asks."""
        super().__pydantic_init_subclass__(**kwargs)
        option_specs(cls)


@cache
def option_specs(model: type[BaseModel]) -> tuple[OptionSpec, ...]:
    """The options of ``model``, every field of which is declared with :func:`option`."""
    return tuple(_spec(key, info) for key, info in model.model_fields.items())


def _spec(key: str, info: FieldInfo) -> OptionSpec:
    declared = next((m for m in info.metadata if isinstance(m, _Declared)), None)
    if declared is None:
        raise OptionError(f"option {key!r} is not declared with option()")
    values = get_args(info.annotation) if get_origin(info.annotation) is Literal else None
    offered = tuple(choice.value for choice in declared.choices)
    if values is not None and offered != values:
        raise OptionError(
            f"option {key!r}: the choices {list(offered)} are not the values {list(values)} "
            "of its Literal type, in that order"
        )
    if values is None and offered:
        raise OptionError(f"option {key!r} has choices: its type must be their Literal")
    return OptionSpec(
        key=key,
        label=declared.label,
        description=declared.description,
        default=info.default,
        rules=declared.rules,
        choices=declared.choices,
        minimum=declared.minimum,
        maximum=declared.maximum,
    )


def allowed_values(spec: OptionSpec) -> str:
    """The values an option accepts, for an error message: ``(strict, shared)``, ``(10–100)``."""
    if spec.choices:
        values = ", ".join(str(c.value).lower() for c in spec.choices)
        return f"({values})"
    if spec.minimum is not None and spec.maximum is not None:
        return f"({spec.minimum}–{spec.maximum})"
    return ""


def wrong_kind(spec: OptionSpec, value: Any) -> Text | None:
    """Why ``value`` is not even of the option's kind, if so: ``true`` for a number (not one
    joker), ``1`` for a yes-or-no (not yes)."""
    numbers = spec.kind == "int" or all(type(choice.value) is int for choice in spec.choices)
    if isinstance(value, bool) and spec.kind != "bool" and numbers:
        return Text(it="true e false non sono numeri", en="true and false are not numbers")
    if spec.kind == "bool" and not isinstance(value, bool):
        return Text(it="vale true o false", en="it is true or false")
    return None
