"""What is at stake where a player must decide (TAR-BID1, TAR-SOLO): an offer open in the
first auction (what piglio wins if nobody says tengo), and a solo (what it scores at a range
of card points). Each outcome carries the moves that would log it from the table as it is."""

from __future__ import annotations

from typing import Any

from ..base import Stake, StakeOutcome
from ..base import it_en as _t
from .cards import TOTAL
from .options import TaroccoOptions
from .scoring import OTHER_PAR, SOLO_PAR, num, score_solo
from .state import SEATS, TaroccoState, from_dealers_right

#: The soloist's card points at which a solo's stake is shown.
SOLO_POINTS = (45, 55, 60, 70)


def stakes(state: TaroccoState, options: TaroccoOptions) -> list[Stake]:
    if state.finished:
        return []
    if state.phase == "auction":
        return _offers(state, options)
    if state.phase == "solo":
        return _solo(state, options)
    return []


def _call(s: int, word: str, **extra: Any) -> dict[str, Any]:
    return {"type": "call", "seat": s, "call": word, **extra}


def _offers(state: TaroccoState, options: TaroccoOptions) -> list[Stake]:
    """For each offer nobody has taken yet and each player still to speak who may take it:
    piglio wins the offer if nobody says tengo, and wins nothing if someone does."""
    taken = {b.accepts for b in state.bids if b.call == "piglio"}
    if taken:
        return []  # one offer settles the hand (TAR-AMB-1): the stake is already decided
    waiting = [s for s in from_dealers_right(state.dealer) if s not in state.spoken]
    deciders = waiting[:1] if options.bid1_order == "turn" else waiting
    out = []
    for bid in state.bids:
        if bid.call != "offro" or bid.points is None:
            continue
        n = bid.points
        for s in deciders:
            rest = [w for w in waiting if w != s]
            settled = [0] * SEATS
            settled[bid.seat], settled[s] = -n, n
            outcomes = [
                StakeOutcome(
                    text=_t(
                        f"se nessuno dice tengo: {{seat[{bid.seat}]}} −{n}, {{seat[{s}]}} +{n}",
                        f"if nobody says tengo: {{seat[{bid.seat}]}} −{n}, {{seat[{s}]}} +{n}",
                    ),
                    scores=tuple(settled),
                    rules=("TAR-BID1",),
                    moves=(
                        _call(s, "piglio", accepts=bid.seat),
                        *(_call(w, "vado") for w in rest),
                    ),
                )
            ]
            if rest:
                outcomes.append(
                    StakeOutcome(
                        text=_t(
                            "se qualcuno dice tengo: si gioca, l'offerta non conta più",
                            "if someone says tengo: the hand is played, the offer no longer counts",
                        ),
                        scores=(0,) * SEATS,
                        rules=("TAR-BID1",),
                        moves=(
                            _call(s, "piglio", accepts=bid.seat),
                            _call(rest[0], "tengo"),
                            *(_call(w, "vado") for w in rest[1:]),
                        ),
                    )
                )
            out.append(
                Stake(
                    seat=s,
                    text=_t(
                        f"{{seat[{s}]}}: piglio sull'offerta di {n} di {{seat[{bid.seat}]}}?",
                        f"{{seat[{s}]}}: piglio on {{seat[{bid.seat}]}}'s offer of {n}?",
                    ),
                    outcomes=tuple(outcomes),
                    rules=("TAR-BID1",),
                )
            )
    return out


def _solo(state: TaroccoState, options: TaroccoOptions) -> list[Stake]:
    """The player due to say solo or passo: what a solo scores at a range of card points."""
    order = from_dealers_right(state.dealer)
    due = order[len(state.spoken)]
    if options.v3 and due == state.dealer:
        return []  # V3: the dealer may not go solo
    outcomes = []
    for points in SOLO_POINTS:
        scores = score_solo(due, points)
        other = next(s for s in range(SEATS) if s != due)
        gain, loss = scores[due], scores[other]
        outcomes.append(
            StakeOutcome(
                text=_t(
                    f"con {points} punti di carte: 3 × ({points} − {SOLO_PAR}) = {num(gain)}; "
                    f"gli altri {TOTAL - points} − {OTHER_PAR} = {num(loss)} ciascuno",
                    f"at {points} card points: 3 × ({points} − {SOLO_PAR}) = {num(gain)}; "
                    f"the others {TOTAL - points} − {OTHER_PAR} = {num(loss)} each",
                ),
                scores=tuple(scores),
                rules=("TAR-SCORE-SOLO", "TAR-COUNT"),
                moves=(
                    _call(due, "solo"),
                    {"type": "end", "piles": [{"points": points}, None]},
                ),
            )
        )
    return [
        Stake(
            seat=due,
            text=_t(
                f"{{seat[{due}]}}: solo contro gli altri tre?",
                f"{{seat[{due}]}}: solo against the other three?",
            ),
            outcomes=tuple(outcomes),
            rules=("TAR-SOLO", "TAR-SCORE-SOLO"),
        )
    ]
