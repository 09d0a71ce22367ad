"""Settling disputes at the table: what a table plays differently from the official rules
(:mod:`.house_rules`), and, to come, contests and their resolutions as events of the log.

Knows no game: it reads what every engine declares (its options, their defaults and the rules
they touch), so a new game takes part without a line here.
"""

from __future__ import annotations

from .house_rules import Difference, differences, house_rules_text

__all__ = ["Difference", "differences", "house_rules_text"]
