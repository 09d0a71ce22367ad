"""What an engine answers (lines, hand results, prompts, standings) and how it refuses."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .text import Text


class Line(BaseModel):
    """One line of explanation: whose score, how many points, why, and under which rules."""

    model_config = ConfigDict(frozen=True)

    text: Text
    rules: tuple[str, ...] = ()
    seat: int | None = None
    points: int | None = None
    #: The referee's ruling on the move in a few words, when the line rules on something (a
    #: revoke found, a dead card drawn): what the phone that entered the move and the
    #: others' news say, instead of the move's bare name; ``text`` stays the full reason.
    #: Left out of a dump when None: documents and stored lines stay as they were.
    verdict: Text | None = Field(default=None, exclude_if=lambda v: v is None)


class Alternative(BaseModel):
    """What a hand would have given had the table chosen another reading of a rule."""

    model_config = ConfigDict(frozen=True)

    option: str
    value: Any
    rules: tuple[str, ...]
    scores: tuple[int, ...]
    text: Text


class HandResult(BaseModel):
    """The score of one finished hand: points per seat, and alternative readings."""

    model_config = ConfigDict(frozen=True)

    number: int
    scores: tuple[int, ...]
    alternatives: tuple[Alternative, ...] = ()


class Applied(BaseModel):
    """What applying one move produced: the new state, explanation lines, a hand result."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    state: Any
    lines: tuple[Line, ...] = ()
    hand: HandResult | None = None


class StakeOutcome(BaseModel):
    """One outcome of a choice: what happens, in a sentence (``text``: "at 60 card points"),
    the score it would give each seat (the change of the totals) and the rules that give it,
    and the moves that would log it from the table as it is now, the choice first (so that
    anyone can check the numbers by applying them)."""

    model_config = ConfigDict(frozen=True)

    text: Text
    scores: tuple[int, ...]
    rules: tuple[str, ...] = ()
    moves: tuple[dict[str, Any], ...] = ()


class Stake(BaseModel):
    """A choice a player must make now (``seat``; None: the table's), in a sentence, and what
    it scores under the table's rules for a range of outcomes."""

    model_config = ConfigDict(frozen=True)

    seat: int | None
    text: Text
    outcomes: tuple[StakeOutcome, ...]
    rules: tuple[str, ...] = ()


class Prompt(BaseModel):
    """What the table must enter next. ``seats`` is None when any seat may act."""

    model_config = ConfigDict(frozen=True)

    phase: str
    text: Text
    moves: tuple[str, ...]
    seats: tuple[int, ...] | None = None


class Standing(BaseModel):
    model_config = ConfigDict(frozen=True)

    seat: int
    total: int
    rank: int
    out: bool = False
    #: The values of the fields the game adds to a standings row (``Game.standing_docs``).
    fields: dict[str, Any] = Field(default_factory=dict)


class Outcome(BaseModel):
    """How a finished game ended."""

    model_config = ConfigDict(frozen=True)

    winners: tuple[int, ...]
    text: Text
    rules: tuple[str, ...] = ()


class IllegalMove(Exception):
    """A move the rules in force do not allow. Carries the rule broken and why."""

    def __init__(self, rule: str, text: Text) -> None:
        super().__init__(f"{rule}: {text.en}")
        self.rule = rule
        self.text = text


class GameOver(IllegalMove):
    """A move entered after the end: the base refuses it, citing the game's ``end_rule``."""


class BadOptions(Exception):
    """Options or seats a game cannot start with."""

    def __init__(self, text: Text, rule: str | None = None, field: str | None = None) -> None:
        super().__init__(text.en)
        self.text = text
        self.rule = rule
        self.field = field


class BadMove(Exception):
    """A move whose shape is wrong (unknown type, missing field, bad card code)."""

    def __init__(self, text: Text, errors: list[dict[str, Any]] | None = None) -> None:
        super().__init__(text.en)
        self.text = text
        self.errors = errors or []
