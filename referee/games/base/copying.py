"""A game state's working copy, made for each move: what ``model_copy(deep=True)`` makes, at
a fraction of its cost.

A state is a tree of pydantic models, lists, dicts, sets and plain values (str, int, bool,
None, enums), read from JSON and never shared between two places of the tree. ``deepcopy``
walks it with a memo of every object it met, to keep shared objects shared; a state has
none, so the copy walks it directly: models, lists, dicts and sets are new, the immutable
values are kept as they are, and anything else is deep-copied as before.
"""

from __future__ import annotations

from copy import deepcopy
from enum import Enum
from typing import Any, TypeVar

from pydantic import BaseModel

ModelT = TypeVar("ModelT", bound=BaseModel)

_SET_ATTR = object.__setattr__
_IMMUTABLE = (str, int, float, bool, type(None), bytes, Enum, frozenset)
#: The exact types most leaves have: kept without a call (a state's lists of cards and points).
_PLAIN = frozenset({str, int, float, bool, type(None)})


def working_copy(state: ModelT) -> ModelT:
    """A copy of ``state`` that shares nothing mutable with it."""
    return _copied(state)


def _copied(value: Any) -> Any:
    kind = type(value)
    if kind is list:
        return [item if type(item) in _PLAIN else _copied(item) for item in value]
    if kind is dict:
        return {key: item if type(item) in _PLAIN else _copied(item) for key, item in value.items()}
    if isinstance(value, _IMMUTABLE):
        return value
    if isinstance(value, BaseModel):
        return _model(value)
    if kind is tuple:
        return tuple(_copied(item) for item in value)
    if kind is set and all(isinstance(item, _IMMUTABLE) for item in value):
        return set(value)
    return deepcopy(value)


def _model(model: BaseModel) -> BaseModel:
    """As pydantic's ``BaseModel.__deepcopy__``, field by field."""
    kind = type(model)
    copy = kind.__new__(kind)
    fields = {
        key: item if type(item) in _PLAIN else _copied(item) for key, item in model.__dict__.items()
    }
    _SET_ATTR(copy, "__dict__", fields)
    extra = model.__pydantic_extra__
    _SET_ATTR(copy, "__pydantic_extra__", None if extra is None else _copied(extra))
    _SET_ATTR(copy, "__pydantic_fields_set__", set(model.__pydantic_fields_set__))
    private = model.__pydantic_private__
    _SET_ATTR(copy, "__pydantic_private__", None if private is None else deepcopy(private))
    return copy
