"""High card: the smallest game the house can hold, built as every real game is.

Each hand both players show a card and the table enters the two (a ``hand`` move); the
higher rank scores a point, and the first to the target wins. Either player may concede.
The base does the rest: no move after the end, the finished prompt, totals and standings.
"""

from __future__ import annotations

from typing import Any

from referee.games.base import Game, Outcome, Prompt, Text, it_en, seat

from . import playouts
from .checks import CHECKS
from .moves import MOVES
from .options import HighCardOptions
from .sample import SAMPLE
from .state import SEATS, HighCardState


class HighCard(Game[HighCardOptions, HighCardState]):
    id = "highcard"
    name = it_en("Carta alta", "High card")
    summary = it_en(
        "Vince la carta più alta: il primo a 5 punti vince.",
        "The higher card wins: the first to 5 points wins.",
    )
    min_players = max_players = SEATS
    options_model = HighCardOptions
    state_model = HighCardState
    moves = MOVES
    checks = CHECKS
    sample = SAMPLE
    end_rule = "HC-END"
    playouts = playouts
    state_docs = {"hand": it_en("Il numero della mano in gioco.", "The hand being played.")}
    standing_docs = {
        "to_go": it_en("I punti che mancano per vincere.", "The points still needed to win.")
    }

    def start(self, seats: int, options: HighCardOptions) -> HighCardState:
        self.check_seats(seats)
        return HighCardState()

    def goal(self, options: HighCardOptions) -> tuple[Text, int | None]:
        return it_en(f"Si vince a {options.target}.", f"Won at {options.target}."), options.target

    def playing_prompt(self, state: HighCardState, options: HighCardOptions) -> Prompt:
        text = it_en(f"Mano {state.hand}: le due carte.", f"Hand {state.hand}: the two cards.")
        return Prompt(phase="playing", text=text, moves=MOVES.types)

    def outcome(self, state: HighCardState, options: HighCardOptions) -> Outcome | None:
        if not state.finished:
            return None
        (w,) = state.winners
        text = it_en(f"Vince {seat(w)}.", f"{seat(w)} wins.")
        return Outcome(winners=(w,), text=text, rules=("HC-END",))

    def state_fields(self, state: HighCardState, options: HighCardOptions) -> dict[str, Any]:
        return {"hand": state.hand}

    def standing_fields(
        self, state: HighCardState, options: HighCardOptions, i: int
    ) -> dict[str, Any]:
        return {"to_go": max(0, options.target - state.totals[i])}


GAME = HighCard()
