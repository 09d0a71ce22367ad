"""A hand in parts: each phone enters its own part of a hand, and the parts make the hand.

At a real table each player counts their own cards. A game whose hand has a part per seat
(the cards a player still holds, or that they went out) declares :class:`HandParts`: the
shape of one seat's part, which seats owe one in the hand in play, and how the parts, once
all are in, make the whole-hand move. The house keeps the parts as they arrive (each is the
entering phone's, and may be changed or withdrawn until the hand is complete); with the last
one it asks the game for the move and applies it like any other, so the engine checks the
hand as a whole and scores it as if one phone had entered it. A game whose hand has no
per-seat part (a two-player trick log) declares none.

Parts that cannot make one hand (two players say they went out, or nobody does) raise
:class:`PartsConflict`, which names the seats whose parts disagree: they are shown the
conflict and the rule, and one of them changes their part.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Annotated, Any, Generic, TypeVar, Union

from pydantic import BaseModel, ConfigDict, Discriminator, Tag, TypeAdapter, ValidationError

from .results import BadMove, IllegalMove
from .text import Text, seat
from .validation import describe_validation, plain_errors

StateT = TypeVar("StateT")
#: The error type a part's union raises when a part is none of its kinds (a game's
#: ``Discriminator`` names it so).
KIND_ERROR = "part_kind"
OptionsT = TypeVar("OptionsT")


class PartModel(BaseModel):
    """One kind of part: nothing but its own fields, frozen once entered."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def part_kinds(**kinds: type[PartModel]) -> Any:
    """A part of one of ``kinds``, each told apart by the field it is named after (the
    first named field the part has): ``part_kinds(cards=Cards, total=Total)``. A part
    with none of them is a :data:`KIND_ERROR` (see :attr:`HandParts.shape`)."""
    tags = tuple(kinds)

    def kind(raw: Any) -> str | None:
        if isinstance(raw, BaseModel):
            raw = raw.model_dump()
        if isinstance(raw, dict):
            return next((tag for tag in tags if tag in raw), None)
        return None

    union = Union[tuple(Annotated[model, Tag(tag)] for tag, model in kinds.items())]  # noqa: UP007
    return Annotated[
        union,
        Discriminator(
            kind,
            custom_error_type=KIND_ERROR,
            custom_error_message="a part says " + ", ".join(tags),
        ),
    ]


class PartsConflict(IllegalMove):
    """Parts that cannot make one hand: the rule, why, and the seats whose parts disagree."""

    def __init__(self, rule: str, text: Text, seats: Collection[int]) -> None:
        super().__init__(rule, text)
        self.seats = tuple(sorted(seats))


@dataclass(frozen=True)
class HandParts(Generic[StateT, OptionsT]):
    """What one seat enters of a hand, and how the parts make the hand.

    ``part`` is the type of one part (a pydantic model, or a union of models told apart by
    their fields); ``owed(state, options)`` the seats that owe a part of the hand in play, in
    seat order; ``assemble(state, options, parts)`` the whole-hand move (a raw move, as the
    API takes it) from every owed seat's part, raising :class:`PartsConflict` when they
    cannot make one; ``rule`` the rule the parts are read by (cited by a conflict and a
    refused part); ``hidden``: whether the others see a part before the hand is complete
    (cards a player still holds are theirs until the hand is scored).
    """

    part: Any
    owed: Callable[[StateT, OptionsT], tuple[int, ...]]
    assemble: Callable[[StateT, OptionsT, Mapping[int, Any]], dict[str, Any]]
    rule: str
    hidden: bool = True
    #: The tags of ``part``'s union, left out of a refusal's field path.
    tags: tuple[str, ...] = ()
    #: What a part that is none of ``part``'s kinds is told (else pydantic's words).
    shape: Text | None = None
    #: One part checked alone as the whole hand will check it (``(state, options, seat,
    #: part)``, raising :class:`IllegalMove`): a bad card is refused as it is entered.
    check: Callable[[StateT, OptionsT, int, Any], None] | None = None
    _adapter: TypeAdapter[Any] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_adapter", TypeAdapter(self.part))

    def parse(self, raw: Any) -> Any:
        """One part as its phone sent it; raises :class:`BadMove` with a readable message."""
        try:
            return self._adapter.validate_python(raw)
        except ValidationError as exc:
            errors = plain_errors(exc)
            said = self.shape if self.shape and errors[0].get("type") == KIND_ERROR else None
            raise BadMove(said or describe_validation(exc, self.tags), errors=errors) from None

    def entered(self, state: StateT, options: OptionsT, seat_no: int, raw: Any) -> Any:
        """Seat ``seat_no``'s part as entered: its shape, that the seat owes one, and the
        game's own check of it alone. Raises :class:`BadMove` or :class:`IllegalMove`."""
        part = self.parse(raw)
        if seat_no not in self.owed(state, options):
            raise IllegalMove(
                self.rule,
                Text(
                    it=f"{seat(seat_no)} non ha una parte in questa mano.",
                    en=f"{seat(seat_no)} has no part in this hand.",
                ),
            )
        if self.check is not None:
            self.check(state, options, seat_no, part)
        return part

    def dump(self, part: Any) -> dict[str, Any]:
        """A parsed part as the log keeps it."""
        return self._adapter.dump_python(part, mode="json", exclude_none=True)

    def missing(self, state: StateT, options: OptionsT, entered: Collection[int]) -> list[int]:
        """The seats that still owe their part, in seat order."""
        return [s for s in self.owed(state, options) if s not in entered]

    def move(self, state: StateT, options: OptionsT, parts: Mapping[int, Any]) -> dict[str, Any]:
        """The whole-hand move the parts make (every owed seat's part in); a part of a seat
        that owes none is left out. Raises :class:`PartsConflict`."""
        owed = self.owed(state, options)
        left = [s for s in owed if s not in parts]
        if left:
            raise ValueError(f"the parts of seats {left} are not in yet")
        return self.assemble(state, options, {s: parts[s] for s in owed})
