"""What is at stake where a player must decide (TAR-BID1, TAR-SOLO): an offer open in the
first auction (what piglio wins if nobody says tengo), and a solo (what it scores at a range
of card points). Each outcome carries the moves that would log it from the table as it is."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..base import Stake, StakeOutcome
from ..base import it_en as _t
from .cards import TOTAL
from .options import TaroccoOptions
from .scoring import OTHER_PAR, SOLO_PAR, num, score_solo
from .state import SEATS, TaroccoState, from_dealers_right

#: What raw moves applied from the state score each seat (the engine's apply).
Score = Callable[[tuple[dict[str, Any], ...]], list[int]]

#: The soloist's card points at which a solo's stake is shown.
SOLO_POINTS = (45, 55, 60, 70)


def stakes(state: TaroccoState, options: TaroccoOptions, score: Score) -> list[Stake]:
    """``score`` applies moves from ``state`` (an offer's outcome depends on the table's
    reading of several offers, TAR-AMB-1: the engine's own answer is taken)."""
    if state.finished:
        return []
    if state.phase == "auction":
        return _offers(state, options, score)
    if state.phase == "solo":
        return _solo(state, options)
    return []


def _call(s: int, word: str, **extra: Any) -> dict[str, Any]:
    return {"type": "call", "seat": s, "call": word, **extra}


def _listed(scores: list[int]) -> tuple[str, str]:
    """The seats an outcome scores, as "{seat[2]} −8, {seat[3]} +8" (or no points)."""
    parts = [f"{{seat[{s}]}} {'+' if p > 0 else ''}{num(p)}" for s, p in enumerate(scores) if p]
    return (", ".join(parts), ", ".join(parts)) if parts else ("nessun punto", "no points")


def _offers(state: TaroccoState, options: TaroccoOptions, score: Score) -> list[Stake]:
    """For each offer nobody has taken yet and each player still to speak who may take it:
    piglio wins the offer if nobody says tengo, and wins nothing if someone does."""
    if any(b.call == "tengo" for b in state.bids):
        return []  # tengo was said: the hand is played, no offer counts any more
    taken = {b.accepts for b in state.bids if b.call == "piglio"}
    if taken:
        return []  # an offer taken settles the hand (TAR-AMB-1): the stake is decided
    waiting = [s for s in from_dealers_right(state.dealer) if s not in state.spoken]
    deciders = waiting[:1] if options.bid1_order == "turn" else waiting
    out = []
    several = sum(1 for b in state.bids if b.call == "offro") > 1
    for bid in state.bids:
        if bid.call != "offro" or bid.points is None:
            continue
        n = bid.points
        for s in deciders:
            rest = [w for w in waiting if w != s]
            moves = (_call(s, "piglio", accepts=bid.seat), *(_call(w, "vado") for w in rest))
            settled = score(moves)
            it, en = _listed(settled)
            outcomes = [
                StakeOutcome(
                    text=_t(f"se nessuno dice tengo: {it}", f"if nobody says tengo: {en}"),
                    scores=tuple(settled),
                    rules=("TAR-BID1", *(("TAR-AMB-1",) if several else ())),
                    moves=moves,
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
