"""Table options as the creation form and the catalogue show them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .text import Text


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


def allowed_values(spec: OptionSpec) -> str:
    """The values an option accepts, for an error message: ``(strict, shared)``, ``(10–100)``."""
    if spec.choices:
        values = ", ".join(str(c.value).lower() for c in spec.choices)
        return f"({values})"
    if spec.minimum is not None and spec.maximum is not None:
        return f"({spec.minimum}–{spec.maximum})"
    return ""


def coerce_form_value(spec: OptionSpec, raw: str) -> Any:
    """Turn a form string into the option's type (forms only send strings).

    Web-side; to move: it belongs with the pages' form parsing, not in the engines.
    """
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
