"""What is at stake in the exchange (ECA-EXCH, ECA-PREP): at the start of a hand, the
challenger may play without proposing an exchange and the dealer may refuse one; either plays
di prepotenza, and what that scores for 3 tricks, the vole and 2 tricks is what the table's
rule set gives (seed or classic). The scores are the engine's own for the hand's summary
move, which each outcome carries."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..base import Stake, StakeOutcome
from ..base import it_en as _t
from .options import EcarteOptions
from .state import EcarteState

#: The tricks the player di prepotenza takes in the outcomes shown.
TRICKS = (3, 5, 2)

Score = Callable[[dict[str, Any]], list[int]]


def stakes(state: EcarteState, options: EcarteOptions, score: Score) -> list[Stake]:
    """``score`` gives what a raw move scores each seat from ``state`` (the engine's apply)."""
    if state.finished or not state.log.empty:
        return []
    out = []
    for who, choice_it, choice_en in (
        (state.challenger, "gioca senza proporre lo scambio", "plays without proposing"),
        (1 - state.challenger, "rifiuta lo scambio", "refuses the exchange"),
    ):
        outcomes = []
        for taken in TRICKS:
            tricks = [0, 0]
            tricks[who], tricks[1 - who] = taken, 5 - taken
            move = {"type": "hand", "tricks": tricks, "prepotenza": who}
            scores = score(move)
            what_it = "il cappotto (5 prese)" if taken == 5 else f"{taken} prese"
            what_en = "the vole (5 tricks)" if taken == 5 else f"{taken} tricks"
            outcomes.append(
                StakeOutcome(
                    text=_t(f"se fa {what_it}", f"taking {what_en}"),
                    scores=tuple(scores),
                    rules=("ECA-PREP",),
                    moves=(move,),
                )
            )
        out.append(
            Stake(
                seat=who,
                text=_t(
                    f"{{seat[{who}]}} {choice_it}: gioca di prepotenza",
                    f"{{seat[{who}]}} {choice_en}: plays di prepotenza",
                ),
                outcomes=tuple(outcomes),
                rules=("ECA-EXCH", "ECA-PREP"),
            )
        )
    return out
