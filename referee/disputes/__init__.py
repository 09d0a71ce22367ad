"""Settling disputes at the table: what a table plays differently from the official rules
(:mod:`.house_rules`), and, to come, contests and their resolutions as events of the log.

Knows no game: it reads what every engine declares (its options, their defaults and the rules
they touch), so a new game takes part without a line here.
"""

from __future__ import annotations

from ..tables import register_planner
from ..tables.moves import HOLD_GATES
from ..tables.replay import REWRITE_GATES
from . import confirm, ledger, seating
from .contests import PLANNERS as _CONTEST_PLANNERS
from .house_rules import Difference, differences, house_rules_text, preset_of

# The table service runs the dispute commands through the same write pipeline.
for _kind, _planner in _CONTEST_PLANNERS.items():
    register_planner(_kind, _planner)
register_planner(seating.SwapSeats, seating.plan_swap_seats)
register_planner(ledger.RecordPenalty, ledger.plan_record_penalty)
register_planner(confirm.ConfirmHand, confirm.plan_confirm_hand)
register_planner(confirm.DeclineHand, confirm.plan_decline_hand)
if confirm.hold_hand not in HOLD_GATES:
    HOLD_GATES.append(confirm.hold_hand)
# An undo or a correction of a counted hand waits for confirmation like the hand did.
if confirm.hold_rewrite not in REWRITE_GATES:
    REWRITE_GATES.append(confirm.hold_rewrite)

__all__ = [
    "Difference",
    "confirm",
    "differences",
    "house_rules_text",
    "ledger",
    "preset_of",
    "seating",
]
