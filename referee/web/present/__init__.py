"""The presenters: what the JSON API and the pages show, made from the models in one place.

Both rooms of the web layer import from here and never from each other, so the JSON API
and the phones never tell two stories: :mod:`.table` (tables, events, games and rules),
:mod:`.tournaments` (a tournament, its rounds and seats), :mod:`.standings`, :mod:`.drafts`,
:mod:`.dashboard` (the organiser's next step) and :mod:`.table_tournament` (a tournament
table's round, clock and closing, and who may take one of its seats over).
"""

from __future__ import annotations

from .table import (
    at_stake_json,
    check_json,
    event_json,
    game_json,
    games_json,
    hand_json,
    line_json,
    options_json,
    prompt_json,
    rule_json,
    summary_json,
    table_json,
    tally_json,
)

__all__ = [
    "at_stake_json",
    "check_json",
    "event_json",
    "game_json",
    "games_json",
    "hand_json",
    "line_json",
    "options_json",
    "prompt_json",
    "rule_json",
    "summary_json",
    "table_json",
    "tally_json",
]
