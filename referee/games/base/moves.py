"""What a move type is for and what it does to the table."""

from __future__ import annotations

from dataclasses import dataclass

from .text import Text


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
    #: The move adds a seat, named by the move's ``name`` field (a late joiner).
    adds_seat: bool = False
