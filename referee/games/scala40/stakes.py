"""What is at stake in closing in mano (S40-CLOSE, S40-INMANO-X2 or S40-INMANO-BONUS): for
the player in turn (or, when the hand is not logged move by move, each player still in),
what going out normally and going out in mano score under the table's rules, the others
holding 20 points each. Each outcome carries the hand's move that would log it."""

from __future__ import annotations

from ..base import Stake, StakeOutcome
from ..base import it_en as _t
from .options import Scala40Options
from .scoring import score_hand
from .state import Scala40State

#: What each other player still holds in the outcomes.
OTHERS = 20


def stakes(state: Scala40State, options: Scala40Options) -> list[Stake]:
    if state.finished:
        return []
    alive = [s for s, out in enumerate(state.eliminated) if not out]
    if len(alive) < 2 or state.log.closed is not None:
        return []
    deciders = [state.log.turn] if state.log.turn is not None else alive
    in_mano_rule = "S40-INMANO-X2" if options.in_mano == "double" else "S40-INMANO-BONUS"
    out = []
    for closer in deciders:
        raws: list[int | None] = [None] * len(state.totals)
        for s in alive:
            raws[s] = None if s == closer else OTHERS
        outcomes = []
        for in_mano in (False, True):
            scores = score_hand(raws, closer, in_mano, state.totals, options)
            other = next(s for s in alive if s != closer)
            said_it = "chiude in mano" if in_mano else "chiude normalmente"
            said_en = "closes in mano" if in_mano else "goes out normally"
            outcomes.append(
                StakeOutcome(
                    text=_t(
                        f"{said_it}: chi chiude {scores[closer]}, gli altri {scores[other]} "
                        "ciascuno",
                        f"{said_en}: the closer {scores[closer]}, the others {scores[other]} each",
                    ),
                    scores=tuple(scores),
                    rules=(in_mano_rule,) if in_mano else ("S40-CLOSE",),
                    moves=(
                        {
                            "type": "hand",
                            "closer": closer,
                            "in_mano": in_mano,
                            "hands": [
                                0 if s == closer else raws[s] for s in range(len(state.totals))
                            ],
                        },
                    ),
                )
            )
        out.append(
            Stake(
                seat=closer,
                text=_t(
                    f"{{seat[{closer}]}}: chiudere in mano? (gli altri con {OTHERS} punti)",
                    f"{{seat[{closer}]}}: close in mano? (the others holding {OTHERS} points)",
                ),
                outcomes=tuple(outcomes),
                rules=("S40-CLOSE", in_mano_rule),
            )
        )
    return out
