"""The numbers a tournament's steps take, one definition for every way in: the API's bodies
and a tournament file's entries validate them with the same types (a whole number as JSON
writes it: ``3`` or ``3.0``, never ``true`` nor ``"3"``; within the same bounds)."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field, TypeAdapter, ValidationError

from ..games.base import JsonInt
from .opening import FEE_MAX

#: A draw's seed: what the server draws (``secrets.randbelow(2**31)``).
SEED_MAX = 2**31 - 1

Seed = Annotated[JsonInt, Field(ge=0, le=SEED_MAX)]
Money = Annotated[JsonInt, Field(ge=0, le=FEE_MAX, description="In cents.")]

_SEED: TypeAdapter[int] = TypeAdapter(Seed)
_MONEY: TypeAdapter[int] = TypeAdapter(Money)


def seed_of(value: Any) -> int | None:
    """``value`` as a seed, or None if the API would refuse it as one."""
    return _whole(_SEED, value)


def money_of(value: Any) -> int | None:
    """``value`` as a sum in cents, or None if the API would refuse it as one."""
    return _whole(_MONEY, value)


def _whole(adapter: TypeAdapter[int], value: Any) -> int | None:
    try:
        return adapter.validate_python(value)
    except ValidationError:
        return None


__all__ = ["SEED_MAX", "Money", "Seed", "money_of", "seed_of"]
