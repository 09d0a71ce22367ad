"""High card's moves, each declared once beside its handler: a hand shown, a concession."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from referee.games.base import (
    Alternative,
    Applied,
    HandResult,
    IllegalMove,
    Line,
    MoveModel,
    MoveTable,
    SeatNo,
    explained,
    it_en,
    move_type,
    seat,
)
from referee.games.cards import RANKS, Card, CardError, deck_excess, parse_card

from .options import HighCardOptions
from .state import SEATS, HighCardState


class ShowMove(MoveModel):
    """The two cards shown, seat 0's first."""

    type: Literal["hand"]
    cards: Annotated[list[str], Field(min_length=SEATS, max_length=SEATS)]

    @field_validator("cards", mode="after")
    @classmethod
    def _codes(cls, cards: list[str]) -> list[str]:
        try:
            return [parse_card(code).code for code in cards]
        except CardError as exc:
            raise explained(exc.text.it, exc.text.en) from None


ACES = {"high": ("alto", "high"), "low": ("basso", "low")}


def rank_of(card: Card, options: HighCardOptions) -> int:
    """HC-RANK with HC-AMB-1: 2 … K, the ace above the king or below the 2."""
    if card.rank == "A":
        return 14 if options.aces == "high" else 1
    return RANKS.index(card.rank) + 1


def score(cards: list[Card], options: HighCardOptions) -> tuple[int, ...]:
    first, second = (rank_of(card, options) for card in cards)
    return (int(first > second), int(second > first))


def show(state: HighCardState, move: ShowMove, options: HighCardOptions) -> Applied:
    cards = [parse_card(code) for code in move.cards]
    excess = deck_excess(cards, decks=1, jokers=0)
    if excess is not None:
        raise IllegalMove("HC-DECK", excess[1])
    scores = score(cards, options)
    other = "low" if options.aces == "high" else "high"
    alternative = score(cards, options.model_copy(update={"aces": other}))
    lines = [
        Line(
            seat=i,
            points=scores[i],
            # HC-AMB-1 only where the ace's reading decided this seat's point
            rules=("HC-RANK",) + (("HC-AMB-1",) if alternative[i] != scores[i] else ()),
            text=it_en(
                f"{seat(i)}: {card.label('it')}, {scores[i]}.",
                f"{seat(i)}: {card.label('en')}, {scores[i]}.",
            ),
        )
        for i, card in enumerate(cards)
    ]
    readings = (
        Alternative(
            option="aces",
            value=other,
            rules=("HC-AMB-1",),
            scores=alternative,
            text=it_en(f"Con l'asso {ACES[other][0]}.", f"With aces {ACES[other][1]}."),
        ),
    )
    number = state.hand
    state.hand += 1
    state.totals = [total + points for total, points in zip(state.totals, scores, strict=True)]
    leader = max(range(SEATS), key=lambda i: state.totals[i])
    if state.totals[leader] >= options.target:
        state.finished = True
        state.winners = [leader]
        lines.append(
            Line(
                seat=leader,
                rules=("HC-END",),
                text=it_en(f"Vince {seat(leader)}.", f"{seat(leader)} wins."),
            )
        )
    return Applied(
        state=state,
        lines=tuple(lines),
        hand=HandResult(
            number=number,
            scores=scores,
            alternatives=readings if alternative != scores else (),
        ),
    )


HAND = move_type(
    ShowMove,
    show,
    label=("Mano", "Hand"),
    description=("Le due carte mostrate.", "The two cards shown."),
    rules=("HC-RANK", "HC-DECK"),
    ends_hand=True,
)


class ConcedeMove(MoveModel):
    """A seat gives up: the other wins."""

    type: Literal["concede"]
    seat: SeatNo


def concede(state: HighCardState, move: ConcedeMove, options: HighCardOptions) -> Applied:
    if move.seat >= SEATS:
        raise IllegalMove(
            "HC-PLAYERS",
            it_en(f"Non c'è il posto {move.seat}.", f"There is no seat {move.seat}."),
        )
    winner = 1 - move.seat
    state.finished = True
    state.winners = [winner]
    line = Line(
        seat=move.seat,
        rules=("HC-CONCEDE",),
        text=it_en(
            f"{seat(move.seat)} abbandona: vince {seat(winner)}.",
            f"{seat(move.seat)} concedes: {seat(winner)} wins.",
        ),
    )
    return Applied(state=state, lines=(line,))


CONCEDE = move_type(
    ConcedeMove,
    concede,
    label=("Abbandono", "Concede"),
    description=("Un giocatore abbandona.", "A player gives up."),
    rules=("HC-CONCEDE",),
)

MOVES: MoveTable[HighCardState, HighCardOptions] = MoveTable(HAND, CONCEDE)
