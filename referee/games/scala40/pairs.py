"""Pairs play (S40-FISCA-PAIRS, FISCA's regulation as clubs report it): two pairs, partners
sitting opposite (seats 0 and 2 against 1 and 3). Whoever goes out wins the hand and scores one
victory point for the pair; the first pair to 3 wins the game. The hand's penalty points are
still scored for the record, but nobody is put out at the threshold.
"""

from __future__ import annotations

from ..base import BadOptions, Line, Outcome, Standing, Text, seat
from ..base import it_en as _t
from .state import PAIR_TARGET, Scala40State, next_dealer, pair_of, pair_seats

#: Pairs play seats exactly four.
PAIR_PLAYERS = 4


def pair_names(pair: int) -> Text:
    """A pair in a sentence: «{0} e {2}»."""
    a, b = pair_seats(pair)
    return _t(f"{seat(a)} e {seat(b)}", f"{seat(a)} and {seat(b)}")


def check_pairs(seats: int) -> None:
    """S40-FISCA-PAIRS: two pairs, so four players."""
    if seats != PAIR_PLAYERS:
        raise BadOptions(
            _t(
                f"Il gioco a coppie si gioca in 4 (due coppie), non in {seats}.",
                f"Pairs play needs 4 players (two pairs), not {seats}.",
            ),
            rule="S40-FISCA-PAIRS",
            field="players",
        )


def goal_text() -> Text:
    """What the game plays to, in pairs."""
    return _t(
        f"A coppie: {pair_names(0).it} contro {pair_names(1).it}; chi chiude vince la mano per "
        f"la sua coppia, vince la prima coppia a {PAIR_TARGET}.",
        f"In pairs: {pair_names(0).en} against {pair_names(1).en}; whoever goes out wins the "
        f"hand for the pair, the first pair to {PAIR_TARGET} wins.",
    )


def score_victory(state: Scala40State, closer: int) -> list[Line]:
    """The closer's pair scores a victory point; at 3 it wins, else the deal passes."""
    pair = pair_of(closer)
    state.victories[pair] += 1
    ours, theirs = state.victories[pair], state.victories[1 - pair]
    lines = [
        Line(
            seat=closer,
            rules=("S40-FISCA-PAIRS",),
            text=_t(
                f"{seat(closer)} ha chiuso: mano vinta per la coppia {pair_names(pair).it}, "
                f"{ours} a {theirs}.",
                f"{seat(closer)} went out: the hand goes to the pair {pair_names(pair).en}, "
                f"{ours} to {theirs}.",
            ),
        )
    ]
    if ours >= PAIR_TARGET:
        state.finished = True
        state.winners = list(pair_seats(pair))
        lines.append(
            Line(
                rules=("S40-FISCA-PAIRS",),
                text=_t(
                    f"{pair_names(pair).it} arrivano a {PAIR_TARGET}: partita finita, vince la "
                    "loro coppia.",
                    f"{pair_names(pair).en} reach {PAIR_TARGET}: game over, their pair wins.",
                ),
            )
        )
        return lines
    state.dealer = next_dealer(state, state.dealer)
    lines.append(
        Line(
            seat=state.dealer,
            rules=("S40-DECK",),
            text=_t(
                f"Mano {state.hand}: dà le carte {seat(state.dealer)}.",
                f"Hand {state.hand}: {seat(state.dealer)} deals.",
            ),
        )
    )
    return lines


def pair_standings(state: Scala40State) -> list[Standing]:
    """The leading pair first (both partners share its place), each pair's partners by
    their penalty total, the lower first."""
    wins = state.victories
    order = sorted(
        range(state.seats), key=lambda i: (-wins[pair_of(i)], pair_of(i), state.totals[i], i)
    )
    return [
        Standing(
            seat=i,
            total=state.totals[i],
            rank=1 + sum(1 for j in range(state.seats) if wins[pair_of(j)] > wins[pair_of(i)]),
            fields={"pair": pair_of(i) + 1, "victories": wins[pair_of(i)]},
        )
        for i in order
    ]


def pair_outcome(state: Scala40State) -> Outcome:
    """The pair that reached 3 victory points."""
    pair = pair_of(state.winners[0])
    return Outcome(
        winners=tuple(pair_seats(pair)),
        text=_t(
            f"Vincono {pair_names(pair).it}: la loro coppia è arrivata a {PAIR_TARGET} mani "
            f"vinte ({state.victories[pair]} a {state.victories[1 - pair]}).",
            f"{pair_names(pair).en} win: their pair reached {PAIR_TARGET} hands won "
            f"({state.victories[pair]} to {state.victories[1 - pair]}).",
        ),
        rules=("S40-FISCA-PAIRS",),
    )
