"""Every game's referee checks keep the protocol of ``games.base.checks``, as the conformance
suite holds its moves: run over every engine built (``ENGINES``) and the proof game, so a check a
game declares is held to it from its first commit.

- a check is described in Italian and English, and cites rules of the game's own rulebook;
- its example is a body its schema allows, and is answered under any options the game
  allows, with a sentence in both languages citing the game's own rules;
- an answer is JSON its schema allows, and reads back as the same answer;
- every field a player reads (the form's inputs, the numbers under a verdict, the fields of
  the objects an answer holds) and every value a form offers as a choice is named in Italian
  and English, the Italian no mere copy of the field's name.
"""

from __future__ import annotations

import types
from collections.abc import Iterator
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from referee.games import ENGINES
from referee.games.base import CheckType, Game, Text
from tests.games.test_conformance import GAME_IDS, own_rules
from tests.games.test_conformance import options_of as allowed_options
from tests.proof import registered


@pytest.fixture(scope="module", autouse=True)
def _proof_game() -> Iterator[None]:
    with registered():
        yield


def checks_of(game_id: str) -> list[tuple[Game[Any, Any], CheckType[Any]]]:
    game = ENGINES[game_id]
    return [(game, row) for row in game.checks.rows]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_check_is_described_and_cites_the_games_rules(game_id: str) -> None:
    for game, row in checks_of(game_id):
        spec = row.spec
        assert spec.name.isidentifier(), spec.name  # it is a path segment and a form id
        for text in (spec.label, spec.description, *spec.fields.values()):
            assert text.it.strip() and text.en.strip(), (spec.name, text)
        assert spec.rules and own_rules(game, spec.rules), (spec.name, spec.rules)
        assert "options" not in spec.example, spec.name
        jsonschema.validate(dict(spec.example), row.body.model_json_schema())


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_example_is_answered_under_any_options(game_id: str, data: st.DataObject) -> None:
    for game, row in checks_of(game_id):
        options = game.parse_options(data.draw(allowed_options(game)))
        answer = row.run(row.parse(row.spec.example), options)
        assert isinstance(answer, row.answer), row.name
        assert answer.text.it.strip() and answer.text.en.strip(), row.name
        assert answer.rules and own_rules(game, answer.rules), (row.name, answer.rules)
        dumped = answer.model_dump(mode="json")
        jsonschema.validate(dumped, row.answer.model_json_schema(mode="serialization"))
        assert row.answer.model_validate(dumped) == answer


def _parts(annotation: Any) -> Iterator[Any]:
    """The types an annotation is made of: through Annotated, unions, lists and tuples."""
    origin = get_origin(annotation)
    if origin is Annotated:
        yield from _parts(get_args(annotation)[0])
    elif origin in (Union, types.UnionType, list, tuple, dict):
        for arg in get_args(annotation):
            if arg is not Ellipsis:
                yield from _parts(arg)
    else:
        yield annotation


def _choices(annotation: Any) -> list[str]:
    """The values a form offers as choices: a field that is one of a few values (a list of
    them is typed, not chosen)."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return _choices(get_args(annotation)[0])
    if origin is Literal:
        return [str(value) for value in get_args(annotation)]
    if origin in (Union, types.UnionType):
        return [value for arg in get_args(annotation) for value in _choices(arg)]
    return []


def _read_fields(model: type[BaseModel], skip: tuple[str, ...]) -> Iterator[tuple[str, Any]]:
    """The fields of ``model`` a player reads, and those of the objects it holds (a sentence,
    ``Text``, is shown as itself)."""
    for name, info in model.model_fields.items():
        if name in skip:
            continue
        yield name, info.annotation
        for part in _parts(info.annotation):
            if isinstance(part, type) and issubclass(part, BaseModel) and part is not Text:
                yield from _read_fields(part, ())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_field_and_choice_of_a_check_is_named_in_both_languages(game_id: str) -> None:
    for _game, row in checks_of(game_id):
        read = [
            *_read_fields(row.body, ("options",)),
            *_read_fields(row.answer, ("text", "rules")),
        ]
        named = [
            *(name for name, _ in read),
            *(value for _, annotation in read for value in _choices(annotation)),
        ]
        for name in dict.fromkeys(named):
            label = row.spec.fields.get(name)
            assert label is not None, f"{row.name}: «{name}» has no label"
            raw = {name.lower(), name.replace("_", " ").lower()}
            assert label.it.strip() and label.en.strip(), (row.name, name)
            assert label.it.strip().lower() not in raw, f"{row.name}: «{name}» is not in Italian"
