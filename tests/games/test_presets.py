"""Every named rule set a game declares is a table's options the game accepts, differs from
the official rules, cites the game's own rules, and is told apart from the others."""

from __future__ import annotations

import pytest

from referee.games import GAMES
from referee.games.base import Preset
from referee.games.rulebook import RULES

PRESETS = [(game_id, preset) for game_id, game in GAMES.items() for preset in game.presets]


@pytest.mark.parametrize(("game_id", "preset"), PRESETS, ids=[p.id for _, p in PRESETS])
def test_a_preset_is_a_valid_set_of_options_off_the_defaults(game_id: str, preset: Preset) -> None:
    game = GAMES[game_id]
    options = game.parse_options(dict(preset.options))
    defaults = game.parse_options({})
    assert options != defaults
    assert all(RULES[rule].game == game_id for rule in preset.rules)
    assert preset.name.it and preset.name.en and preset.description.it and preset.description.en
    assert preset.matches(options.model_dump(mode="json"))
    assert not preset.matches(defaults.model_dump(mode="json"))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_games_presets_have_distinct_ids_and_names(game_id: str) -> None:
    presets = GAMES[game_id].presets
    assert len({p.id for p in presets}) == len(presets)
    assert len({p.name.en for p in presets}) == len(presets)
