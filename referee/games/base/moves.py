"""Move types as a table: each move's model, spec and handler declared together.

A game declares each move once, next to the function that applies it::

    class CallMove(MoveModel):
        type: Literal["tamalo"]
        seat: SeatNo

    def call(state: TamaloState, move: CallMove, options: TamaloOptions) -> Applied: ...

    CALL = move_type(CallMove, call, label=("Tamalo!", "Tamalo!"), description=(...), rules=(...))

and lists them once in a :class:`MoveTable`, which derives what the rest of the house
reads: the move types in order, their specs, their models, the tagged union that parses
them, and the dispatch from a parsed move to its handler.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from functools import reduce
from typing import Annotated, Any, Generic, Literal, TypeVar, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from .copying import working_copy
from .results import Applied
from .text import Text


class MoveModel(BaseModel):
    # The base of a game's move models: closed (unknown fields are refused) and frozen.
    # No docstring: pydantic would make it the description of every move in the schema.
    model_config = ConfigDict(extra="forbid", frozen=True)


@dataclass(frozen=True)
class MoveSpec:
    """A move type: its name, what it is for, and what it does to the table."""

    type: str
    label: Text
    description: Text
    rules: tuple[str, ...] = ()
    #: The move ends a hand (scores it): the page's entry form starts over after it, and
    #: the form that entered it is the one that corrects it.
    ends_hand: bool = False
    #: The move may end a hand although most such moves do not (a hand's last trick): the
    #: table's hands are read from these too, and each that scored a hand is one.
    may_end_hand: bool = False
    #: The move adds a seat, named by the move's ``name`` field (a late joiner).
    adds_seat: bool = False
    #: What the move is when it changes the totals without being a hand (a re-entry, a King
    #: scored at once): the kind of its entry in the score history, named in its own words
    #: there, in the log and in the notices (``reenter``, ``king``; any other kind is named by
    #: the move's label). None: a move that changes the totals is a hand (or a seat added).
    scores_as: str | None = None

    @property
    def is_hand(self) -> bool:
        """Whether the hand result the move gives is a hand's (not a score made at once)."""
        return (self.ends_hand or self.may_end_hand) and self.scores_as is None


StateT = TypeVar("StateT", bound=BaseModel)
OptionsT = TypeVar("OptionsT", bound=BaseModel)
MoveT = TypeVar("MoveT", bound=BaseModel)

#: Applies one move to a state the handler may change (a private copy) and says what it did.
Handler = Callable[[StateT, MoveT, OptionsT], Applied]


@dataclass(frozen=True)
class MoveType(Generic[StateT, OptionsT]):
    """One row of a game's move table."""

    model: type[BaseModel]
    spec: MoveSpec
    handler: Callable[[StateT, Any, OptionsT], Applied]

    @property
    def type(self) -> str:
        return self.spec.type


def move_type(
    model: type[MoveT],
    handler: Handler[StateT, MoveT, OptionsT],
    *,
    label: tuple[str, str],
    description: tuple[str, str],
    rules: tuple[str, ...] = (),
    ends_hand: bool = False,
    may_end_hand: bool = False,
    adds_seat: bool = False,
    scores_as: str | None = None,
) -> MoveType[StateT, OptionsT]:
    """A move type; its name is the one ``model`` declares as ``type: Literal["..."]``."""
    return MoveType(
        model=model,
        spec=MoveSpec(
            type=tag_of(model),
            label=Text(it=label[0], en=label[1]),
            description=Text(it=description[0], en=description[1]),
            rules=tuple(rules),
            ends_hand=ends_hand,
            may_end_hand=may_end_hand,
            adds_seat=adds_seat,
            scores_as=scores_as,
        ),
        handler=handler,
    )


def tag_of(model: type[BaseModel]) -> str:
    """The move type a model declares with its ``type: Literal["..."]`` field."""
    field = model.model_fields.get("type")
    args = get_args(field.annotation) if field is not None else ()
    if field is None or get_origin(field.annotation) is not Literal or len(args) != 1:
        raise TypeError(f'{model.__name__} needs a field type: Literal["<its move type>"]')
    return str(args[0])


class MoveTable(Generic[StateT, OptionsT]):
    """A game's move types, in the order the catalogue lists them."""

    def __init__(self, *rows: MoveType[StateT, OptionsT]) -> None:
        types = [row.type for row in rows]
        repeated = sorted({t for t in types if types.count(t) > 1})
        if repeated:
            raise TypeError(f"move types declared twice: {repeated}")
        self.rows = rows
        self.types: tuple[str, ...] = tuple(types)
        #: What pydantic puts first in an error's path when a move fails to parse.
        self.tags: frozenset[str] = frozenset(types)
        self.specs: tuple[MoveSpec, ...] = tuple(row.spec for row in rows)
        self.models: tuple[type[BaseModel], ...] = tuple(row.model for row in rows)
        #: The tagged union of the move models (``Annotated[A | B | ..., discriminator]``).
        union = reduce(operator.or_, self.models)
        self.union: Any = Annotated[union, Field(discriminator="type")] if len(rows) > 1 else union
        self.adapter: TypeAdapter[Any] = TypeAdapter(self.union)
        self._by_model = {row.model: row for row in rows}

    def spec(self, move_type: str) -> MoveSpec | None:
        return next((spec for spec in self.specs if spec.type == move_type), None)

    def apply(self, state: StateT, move: BaseModel, options: OptionsT) -> Applied:
        """Hand ``move`` to its handler, with a copy of ``state`` the handler may change."""
        row = next((self._by_model[c] for c in type(move).__mro__ if c in self._by_model), None)
        if row is None:
            raise TypeError(f"not a move of this game: {move!r}")
        return row.handler(working_copy(state), move, options)
