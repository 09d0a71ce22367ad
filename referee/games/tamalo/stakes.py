"""What is at stake in a call of Tamalo (TAM-CALL): for each player who may call, what the
call scores at the end of the hand under the table's readings (TAM-LT5, TAM-CALLER-NL,
TAM-CALLER-GT5 and TAM-AMB-1, 3, 4), the others holding 10 each unless said otherwise. Each
outcome carries the moves that would log it: the call, then the hand's totals."""

from __future__ import annotations

from ..base import Stake, StakeOutcome
from ..base import it_en as _t
from .options import TamaloOptions
from .scoring import score_hand
from .state import TamaloState

#: What the others hold in the outcomes, unless an outcome says otherwise.
OTHERS = 10

#: (the caller's total, another player's total or None, it, en, rules)
CASES: tuple[tuple[int, int | None, str, str, tuple[str, ...]], ...] = (
    (4, None, "finisce con 4, il più basso", "ends with 4, the lowest", ("TAM-LT5",)),
    (
        8,
        None,
        "finisce con 8, il più basso",
        "ends with 8, the lowest",
        ("TAM-CALLER-GT5", "TAM-AMB-3"),
    ),
    (
        6,
        6,
        "finisce con 6, pari con un altro",
        "ends with 6, tied with another",
        ("TAM-CALLER-NL", "TAM-AMB-1"),
    ),
    (
        5,
        3,
        "finisce con 5, un altro ha 3",
        "ends with 5, another has 3",
        ("TAM-CALLER-NL", "TAM-AMB-4"),
    ),
)


def stakes(state: TamaloState, options: TamaloOptions) -> list[Stake]:
    if state.finished or state.caller is not None:
        return []
    n = state.seats
    out = []
    for caller in range(n):
        other = (caller + 1) % n
        outcomes = []
        for mine, theirs, it, en, rules in CASES:
            raws = [OTHERS] * n
            raws[caller] = mine
            if theirs is not None:
                raws[other] = theirs
            scores = score_hand(raws, caller, options)
            who = f"{{seat[{other}]}}"
            outcomes.append(
                StakeOutcome(
                    text=_t(
                        f"{it.replace('un altro', who)}: {scores[caller]} a chi chiama",
                        f"{en.replace('another', who)}: the caller scores {scores[caller]}",
                    ),
                    scores=tuple(scores),
                    rules=("TAM-CALL", *rules),
                    moves=(
                        {"type": "tamalo", "seat": caller},
                        {"type": "hand", "caller": caller, "hands": raws},
                    ),
                )
            )
        out.append(
            Stake(
                seat=caller,
                text=_t(
                    f"{{seat[{caller}]}}: chiamare Tamalo? (gli altri con {OTHERS})",
                    f"{{seat[{caller}]}}: call Tamalo? (the others holding {OTHERS})",
                ),
                outcomes=tuple(outcomes),
                rules=("TAM-CALL",),
            )
        )
    return out
