"""Every game's referee checks keep the protocol of ``games.base.checks``, as the conformance
suite holds its moves: run over every engine built (``ENGINES``) and the proof game, so a check a
game declares is held to it from its first commit.

- a check is described in Italian and English, and cites rules of the game's own rulebook;
- its example is a body its schema allows, and is answered under any options the game
  allows, with a sentence in both languages citing the game's own rules;
- an answer is JSON its schema allows, and reads back as the same answer.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.games import ENGINES
from referee.games.base import CheckType, Game
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
