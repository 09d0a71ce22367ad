"""Options a resolution switched from a hand on: which options each hand is played under.

A table's options are locked at creation; a contest settled by switching an option (another
reading of an ambiguity) changes it from hand k on, as a logged resolution says. The table's
row keeps those switches (``GameTable.switches``, folded from the log's resolutions), so that
every replay plays each hand under the options then in force, and the table now under the
latest ones.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel

from ..games import Game


def values_from(
    base: Mapping[str, Any], switches: Sequence[Mapping[str, Any]], hand: int | None
) -> dict[str, Any]:
    """The option values in force in hand ``hand`` (None: from now on), in the log's order."""
    values = dict(base)
    for switch in sorted(switches, key=lambda s: int(s["seq"])):
        if hand is None or int(switch["from_hand"]) <= hand:
            values[str(switch["option"])] = switch["value"]
    return values


class OptionsByHand:
    """The parsed options of each hand (parsed once per distinct set of values)."""

    def __init__(
        self,
        game: Game[Any, Any],
        base: Mapping[str, Any],
        switches: Sequence[Mapping[str, Any]],
    ) -> None:
        self.game, self.base, self.switches = game, dict(base), list(switches)
        self._parsed: dict[str, BaseModel] = {}

    def at(self, hand: int | None) -> BaseModel:
        values = values_from(self.base, self.switches, hand)
        key = repr(sorted(values.items()))
        if key not in self._parsed:
            self._parsed[key] = self.game.parse_options(values)
        return self._parsed[key]
