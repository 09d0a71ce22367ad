"""Options declared once: specs derived from the model, and a bad declaration fails early."""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from referee.games.base import (
    Choice,
    GameOptions,
    JsonInt,
    OptionError,
    OptionSpec,
    Text,
    option,
    option_specs,
)

WORDS = {"label": ("Etichetta", "Label"), "description": ("Descrizione", "Description")}
PACES = {"slow": ("Lento", "Slow"), "fast": ("Veloce", "Fast")}


class Sample(GameOptions):
    target: int = option(
        30,
        ge=5,
        le=90,
        label=("Obiettivo", "Target"),
        description=("Si vince a questo totale.", "The game is won at this total."),
        rules=("X-END",),
    )
    pace: Literal["slow", "fast"] = option(
        "fast",
        label=("Ritmo", "Pace"),
        description=("Quanto si corre.", "How fast it goes."),
        rules=("X-AMB-1", "X-PLAY"),
        choices=PACES,
    )
    wild: bool = option(
        False,
        label=("Jolly", "Wild cards"),
        description=("Con i jolly.", "With wild cards."),
        rules=("X-DECK",),
    )


class Bare(BaseModel):
    """The same fields without their words: the schema the clients see."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    target: Annotated[JsonInt, Field(ge=5, le=90)] = 30
    pace: Literal["slow", "fast"] = "fast"
    wild: bool = False


def test_the_specs_are_what_was_declared() -> None:
    assert option_specs(Sample) == (
        OptionSpec(
            key="target",
            label=Text(it="Obiettivo", en="Target"),
            description=Text(it="Si vince a questo totale.", en="The game is won at this total."),
            default=30,
            rules=("X-END",),
            minimum=5,
            maximum=90,
        ),
        OptionSpec(
            key="pace",
            label=Text(it="Ritmo", en="Pace"),
            description=Text(it="Quanto si corre.", en="How fast it goes."),
            default="fast",
            rules=("X-AMB-1", "X-PLAY"),
            choices=(
                Choice("slow", Text(it="Lento", en="Slow")),
                Choice("fast", Text(it="Veloce", en="Fast")),
            ),
        ),
        OptionSpec(
            key="wild",
            label=Text(it="Jolly", en="Wild cards"),
            description=Text(it="Con i jolly.", en="With wild cards."),
            default=False,
            rules=("X-DECK",),
        ),
    )
    assert [spec.kind for spec in option_specs(Sample)] == ["int", "choice", "bool"]
    assert {spec.key: spec.default for spec in option_specs(Sample)} == Sample().model_dump()


def test_the_words_stay_out_of_the_json_schema() -> None:
    schema = Sample.model_json_schema()
    bare = Bare.model_json_schema()
    del bare["description"]
    bare["title"] = "Sample"
    assert schema == bare
    assert "Label" not in str(schema) and "X-END" not in str(schema)


@pytest.mark.parametrize("value", [True, "30", 4, 91, 30.5])
def test_a_bounded_option_takes_whole_json_numbers_within_its_bounds(value: object) -> None:
    with pytest.raises(ValidationError):
        Sample.model_validate({"target": value})
    assert Sample.model_validate({"target": 5}).target == 5


def test_options_are_frozen_and_closed() -> None:
    with pytest.raises(ValidationError):
        Sample.model_validate({"speed": 1})
    with pytest.raises(ValidationError):
        Sample().target = 40  # type: ignore[misc]


def test_a_default_outside_its_bounds_fails_where_it_is_declared() -> None:
    with pytest.raises(OptionError, match="outside 5–90"):

        class Broken(GameOptions):
            target: int = option(100, ge=5, le=90, rules=("X-END",), **WORDS)


def test_a_default_that_is_not_a_choice_fails_where_it_is_declared() -> None:
    with pytest.raises(OptionError, match="not one of"):

        class Broken(GameOptions):
            pace: Literal["slow", "fast"] = option(
                "medium",
                rules=("X-PLAY",),
                choices=PACES,
                **WORDS,
            )


def test_choices_must_be_the_literal_values_in_order() -> None:
    with pytest.raises(OptionError, match="Literal"):

        class Missing(GameOptions):
            pace: Literal["slow", "fast", "wild"] = option(
                "slow",
                rules=("X-PLAY",),
                choices=PACES,
                **WORDS,
            )

    with pytest.raises(OptionError, match="Literal"):

        class Swapped(GameOptions):
            pace: Literal["fast", "slow"] = option(
                "slow",
                rules=("X-PLAY",),
                choices=PACES,
                **WORDS,
            )

    with pytest.raises(OptionError, match="Literal"):

        class NotLiteral(GameOptions):
            pace: str = option(
                "slow",
                rules=("X-PLAY",),
                choices=PACES,
                **WORDS,
            )


def test_every_field_is_an_option() -> None:
    with pytest.raises(OptionError, match="not declared with option"):

        class Undeclared(GameOptions):
            target: int = 3


def test_an_option_has_words_in_both_languages() -> None:
    with pytest.raises(OptionError, match="it and en"):
        option(3, label=("", "Target"), description=("Obiettivo", "Target"), rules=("X-END",))


def test_a_yes_or_no_option_takes_true_or_false_only() -> None:
    from referee.games import GAMES
    from referee.games.base import BadOptions

    tamalo = GAMES["tamalo"]
    assert tamalo.parse_options({"seven_power": False}).seven_power is False
    for odd in (0, 0.0, 1, "yes", "false"):
        with pytest.raises(BadOptions):
            tamalo.parse_options({"seven_power": odd})
