"""Settling disputes at the table: contests and their resolutions, confirmations, the
penalty ledger and wrong-seat repairs, as events of the log. What a table plays differently
from the official rules, and the rulebook's search, are the games' library's
(:mod:`referee.games.house_rules`, :mod:`referee.games.rule_search`): pure readers of what
every engine declares.

Knows no game, so a new game takes part without a line here.
"""

from __future__ import annotations

from ..tables import register_planner
from ..tables.moves import HOLD_GATES
from ..tables.replay import REWRITE_GATES
from . import confirm, ledger, seating
from .contests import PLANNERS as _CONTEST_PLANNERS

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

__all__ = ["confirm", "ledger", "seating"]
