"""High card: the smallest game the house can hold, built as every real game is.

Each hand both players show a card and the table enters the two (a ``hand`` move); the
higher rank scores a point, and the first to the target wins. Either player may concede.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from referee.games.base import (
    Applied,
    Game,
    IllegalMove,
    Outcome,
    Prompt,
    Rng,
    Sample,
    Standing,
    Text,
    Undo,
    it_en,
    seat,
)
from referee.games.cards import RANKS, SUITS

from .checks import CHECKS
from .moves import MOVES
from .options import HighCardOptions
from .state import SEATS, HighCardState

DECK = tuple(rank + suit for rank in RANKS for suit in SUITS)


class HighCard(Game[HighCardOptions, HighCardState]):
    id = "highcard"
    name = it_en("Carta alta", "High card")
    summary = it_en(
        "Vince la carta più alta: il primo a 5 punti vince.",
        "The higher card wins: the first to 5 points wins.",
    )
    min_players = SEATS
    max_players = SEATS
    options_model = HighCardOptions
    state_model = HighCardState
    moves = MOVES
    checks = CHECKS
    sample = Sample(
        players=("Anna", "Bruno"),
        options={"target": 2},
        moves=(
            {"type": "hand", "cards": ["KS", "2H"]},
            {"type": "hand", "cards": ["3S", "3H"]},
            Undo(it_en("carte sbagliate", "wrong cards")),
            {"type": "hand", "cards": ["AS", "QD"]},
        ),
        steady=({"type": "hand", "cards": ["5S", "5H"]},),  # a tie scores nothing: no end
    )
    state_docs = {"hand": it_en("Il numero della mano in gioco.", "The hand being played.")}
    standing_docs = {
        "to_go": it_en("I punti che mancano per vincere.", "The points still needed to win.")
    }

    def start(self, seats: int, options: HighCardOptions) -> HighCardState:
        self.check_seats(seats)
        return HighCardState()

    def goal(self, options: HighCardOptions) -> tuple[Text, int | None]:
        return it_en(f"Si vince a {options.target}.", f"Won at {options.target}."), options.target

    def apply(
        self,
        state: HighCardState,
        move: BaseModel,
        options: HighCardOptions,
        by_seat: int | None = None,
    ) -> Applied:
        if state.finished:
            raise IllegalMove("HC-END", it_en("La partita è finita.", "The game is over."))
        return MOVES.apply(state, move, options)

    def prompt(self, state: HighCardState, options: HighCardOptions) -> Prompt:
        if state.finished:
            return Prompt(phase="finished", text=it_en("Finita.", "Over."), moves=())
        return Prompt(
            phase="playing",
            text=it_en(f"Mano {state.hand}: le due carte.", f"Hand {state.hand}: the two cards."),
            moves=MOVES.types,
        )

    def standings(self, state: HighCardState, options: HighCardOptions) -> list[Standing]:
        order = sorted(range(SEATS), key=lambda i: (-state.totals[i], i))
        return [
            Standing(
                seat=i,
                total=state.totals[i],
                rank=1 + sum(1 for t in state.totals if t > state.totals[i]),
                fields={"to_go": max(0, options.target - state.totals[i])},
            )
            for i in order
        ]

    def outcome(self, state: HighCardState, options: HighCardOptions) -> Outcome | None:
        if not state.finished:
            return None
        (winner,) = state.winners
        return Outcome(
            winners=(winner,),
            text=it_en(f"Vince {seat(winner)}.", f"{seat(winner)} wins."),
            rules=("HC-END",),
        )

    def state_fields(self, state: HighCardState, options: HighCardOptions) -> dict[str, Any]:
        return {"hand": state.hand}

    def seat_count(self, state: HighCardState) -> int:
        return SEATS

    def totals(self, state: HighCardState) -> list[int]:
        return list(state.totals)

    def random_move(
        self, state: HighCardState, options: HighCardOptions, rng: Rng
    ) -> dict[str, Any]:
        """Mostly two different cards; now and then the same card twice or a concession."""
        roll = rng.random()
        if roll < 0.03:
            return {"type": "concede", "seat": rng.randrange(SEATS + 1)}
        first = rng.choice(DECK)
        second = first if roll < 0.08 else rng.choice([c for c in DECK if c != first])
        return {"type": "hand", "cards": [first, second]}


GAME = HighCard()
