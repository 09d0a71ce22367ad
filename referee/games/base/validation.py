"""Readable refusals: pydantic's errors as one it/en sentence, and the shared field types.

A validator that knows what went wrong raises :func:`explained` with its words in both
languages; :func:`describe_validation` turns any other pydantic error into a sentence that
names the field as a player would (``hands.2``), without pydantic's union branch names.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Annotated, Any

from pydantic import BeforeValidator, Field, ValidationError

from ..names import normalise_name
from .text import Text


def plain_errors(exc: ValidationError) -> list[dict[str, Any]]:
    return [
        {"loc": [str(p) for p in err["loc"]], "msg": err["msg"], "type": err["type"]}
        for err in exc.errors(include_url=False)
    ]


def _clean_loc(loc: Sequence[Any], tags: Collection[str]) -> list[str]:
    """A field path without pydantic's union branch names (``list[str]``, ``int``...).

    ``tags`` are the move types of the game whose move is parsed: pydantic puts the
    tag of a tagged union first in the path (``hand.hands.2``), and a player never typed it.
    """
    parts = [str(p) for p in loc]
    if parts and parts[0] in tags:
        parts = parts[1:]
    return [
        p
        for p in parts
        if "[" not in p and not p.startswith(("function-", "constrained-")) and p not in _BRANCHES
    ]


_BRANCHES = {"int", "str", "list", "bool", "float", "dict", "none", "literal"}

_LIMITS = {
    "greater_than_equal",
    "greater_than",
    "less_than_equal",
    "less_than",
    "too_long",
    "too_short",
}


def _branch_form(loc: Sequence[Any]) -> tuple[str, str]:
    branch = str(loc[-1]) if loc else ""
    if branch.startswith("list"):
        return "una lista", "a list"
    if "int" in branch:
        return "un numero intero", "a whole number"
    if branch.startswith("str"):
        return "un testo", "text"
    return "un valore valido", "a valid value"


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else text + "."


_KIND_TEXT = {
    "string_type": ("deve essere un testo", "must be text"),
    "list_type": ("deve essere una lista", "must be a list"),
    "int_type": ("deve essere un numero intero", "must be a whole number"),
    "int_parsing": ("deve essere un numero intero", "must be a whole number"),
    "int_from_float": ("deve essere un numero intero", "must be a whole number"),
    "dict_type": ("deve essere un oggetto", "must be an object"),
    "model_type": ("deve essere un oggetto", "must be an object"),
    "bool_type": ("deve essere vero o falso", "must be true or false"),
}


def describe_validation(exc: ValidationError, tags: Collection[str] = ()) -> Text:
    """Turn pydantic's first error into one sentence in both languages.

    ``tags``: the union tags (a game's move types) to leave out of field paths.
    """
    errors = exc.errors(include_url=False)
    err = errors[0]
    where = ".".join(_clean_loc(err["loc"], tags)) or "move"
    ctx = err.get("ctx") or {}
    kind = err["type"]
    if kind == "value_error" and isinstance(ctx.get("error"), _Explained):
        cause = ctx["error"].text
        return Text(it=_sentence(f"{where}: {cause.it}"), en=_sentence(f"{where}: {cause.en}"))
    here = _clean_loc(err["loc"], tags)
    if len(errors) > 1 and all(_clean_loc(e["loc"], tags) == here for e in errors):
        # A union refused every branch: a broken limit says most, else name the forms.
        limits = [e for e in errors if e["type"] in _LIMITS]
        if limits:
            err, ctx, kind = limits[0], limits[0].get("ctx") or {}, limits[0]["type"]
        else:
            forms = dict.fromkeys(_branch_form(e["loc"]) for e in errors)
            return Text(
                it=f"«{where}» deve essere " + " o ".join(f[0] for f in forms) + ".",
                en=f"'{where}' must be " + " or ".join(f[1] for f in forms) + ".",
            )
    if kind == "missing":
        return Text(it=f"Manca il campo «{where}».", en=f"The field '{where}' is missing.")
    if kind == "extra_forbidden":
        return Text(it=f"Campo non previsto: «{where}».", en=f"Unexpected field: '{where}'.")
    if kind in _KIND_TEXT:
        it, en = _KIND_TEXT[kind]
        return Text(it=f"«{where}» {it}.", en=f"'{where}' {en}.")
    if kind in ("greater_than_equal", "greater_than"):
        limit = ctx.get("ge", ctx.get("gt"))
        return Text(
            it=f"«{where}» deve essere almeno {limit}.", en=f"'{where}' must be at least {limit}."
        )
    if kind in ("less_than_equal", "less_than"):
        limit = ctx.get("le", ctx.get("lt"))
        return Text(
            it=f"«{where}» deve essere al massimo {limit}.",
            en=f"'{where}' must be at most {limit}.",
        )
    if kind == "literal_error":
        expected = ctx.get("expected", "")
        return Text(
            it=f"«{where}» deve essere uno di: {expected.replace(' or ', ' o ')}.",
            en=f"'{where}' must be one of: {expected}.",
        )
    if kind == "too_long":
        limit = ctx.get("max_length")
        return Text(
            it=f"«{where}» ha troppi elementi (al massimo {limit}).",
            en=f"'{where}' has too many items (at most {limit}).",
        )
    if kind == "too_short":
        limit = ctx.get("min_length")
        return Text(
            it=f"«{where}» ha troppo pochi elementi (almeno {limit}).",
            en=f"'{where}' has too few items (at least {limit}).",
        )
    if kind == "value_error":
        return Text(it=f"Valore non valido in «{where}».", en=f"Invalid value in '{where}'.")
    msg = err["msg"]
    return Text(it=f"Valore non valido in «{where}».", en=f"Invalid value in '{where}': {msg}.")


class _Explained(ValueError):
    """A validation error that already carries its message in both languages."""

    def __init__(self, text: Text) -> None:
        super().__init__(text.en)
        self.text = text


def explained(it: str, en: str) -> ValueError:
    """A ValueError for pydantic validators whose message exists in it and en."""
    return _Explained(Text(it=it, en=en))


# -- shared field types -----------------------------------------------------------------


def _json_int(value: Any) -> Any:
    """Accept JSON numbers only: ``true`` and ``"3"`` are not integers."""
    if isinstance(value, bool | str):
        raise explained("serve un numero intero", "a whole number is required")
    return value


JsonInt = Annotated[int, BeforeValidator(_json_int)]
SeatNo = Annotated[int, BeforeValidator(_json_int), Field(ge=0, le=15)]

NAME_MAX = 30


def is_control(ch: str) -> bool:
    """A C0 or C1 control character (or DEL): never kept in a name or a reason."""
    return ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0


def _clean_name(value: Any) -> str:
    if not isinstance(value, str):
        raise explained("un nome è un testo", "a name is text")
    # Kept as it looks: composed, without the invisible characters of look-alikes.
    name = " ".join(normalise_name(value).split())
    if not name:
        raise explained("il nome è vuoto", "the name is empty")
    if len(name) > NAME_MAX:
        raise explained(
            f"il nome supera {NAME_MAX} caratteri", f"the name is longer than {NAME_MAX} characters"
        )
    if any(map(is_control, name)):
        raise explained(
            "il nome contiene caratteri di controllo", "the name has control characters"
        )
    return name


PlayerName = Annotated[str, BeforeValidator(_clean_name)]


def clean_name(value: Any) -> str:
    """A player's name with spaces folded; raises ValueError (with it/en text) if unusable."""
    return _clean_name(value)


def explanation_of(exc: Exception) -> Text | None:
    """The it/en text carried by an error raised through :func:`explained`."""
    return exc.text if isinstance(exc, _Explained) else None
