"""Settling disputes at the table: what a table plays differently from the official rules
(:mod:`.house_rules`), and, to come, contests and their resolutions as events of the log.

Knows no game: it reads what every engine declares (its options, their defaults and the rules
they touch), so a new game takes part without a line here.
"""

from __future__ import annotations

from ..tables import PLANNERS as _TABLE_PLANNERS
from .contests import PLANNERS as _CONTEST_PLANNERS
from .house_rules import Difference, differences, house_rules_text, preset_of

# The table service runs the contest commands through the same write pipeline.
_TABLE_PLANNERS.update(_CONTEST_PLANNERS)

__all__ = ["Difference", "differences", "house_rules_text", "preset_of"]
