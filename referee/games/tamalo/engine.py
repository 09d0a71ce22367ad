"""Tamalo, by the Comitato di Tamalo's official rules of March 2020 (rules.md §4).

The table enters each hand's end: the cards left in every hand (or a typed total) and who
called Tamalo. An optional in-hand log records the call, penalty draws, discards, matching
discards onto a fresh ("vergine") card, draws from the discards, powers and the named moves,
and refuses what the rules forbid: a second call, a turn played by the caller after the
call, a card discarded onto a joker the next player must take, a joker taken from the
discards and thrown straight back, a power used twice or aimed at the caller's immune cards,
a match onto a card that is no longer vergine (the Sveltina), and a hand entry holding a card
its seat threw onto the pile, where the log still shows it.

Every ambiguity of the source (TAM-AMB-1 to TAM-AMB-11) that changes a score or what the log
allows is a table option with the digest's default.
"""

from __future__ import annotations

from ..base import (
    BadOptions,
    Game,
    Irregularity,
    Line,
    Outcome,
    Prompt,
    Stake,
    Text,
    seat,
)
from ..base import it_en as _t
from ..base.tournament import TournamentRule
from . import playouts
from .moves import IN_HAND_TYPES, MOVES, NAMED_MOVES, PENALTY_CAUSES
from .options import TamaloOptions
from .parts import PARTS
from .presets import PRESETS
from .sample import SAMPLE
from .stakes import stakes
from .state import MAX_SEATS, MIN_SEATS, SeatStats, TamaloState
from .tallies import TALLIES


class Tamalo(Game[TamaloOptions, TamaloState]):
    id = "tamalo"
    name = _t("Tamalo", "Tamalo")
    summary = _t(
        "Meno punti possibili: si somma la mano a ogni Tamalo, a 100 vince il più basso.",
        "As few points as possible: hands add up at every Tamalo call; at 100 the lowest wins.",
    )
    min_players = MIN_SEATS
    max_players = MAX_SEATS
    options_model = TamaloOptions
    state_model = TamaloState
    moves = MOVES
    named_moves = NAMED_MOVES
    sample = SAMPLE
    seat_fields = frozenset({"seat", "caller", "targets"})
    per_seat_fields = frozenset({"hands"})
    irregularities = (
        Irregularity("exposed_card", Text(it="Carta scoperta", en="Exposed card"), "TAM-PENALTY"),
        Irregularity("out_of_turn", Text(it="Fuori turno", en="Out of turn"), "TAM-TURN"),
        Irregularity("relook", Text(it="Ha riguardato le carte", en="Looked again"), "TAM-PENALTY"),
        Irregularity("late", Text(it="Ritardo", en="Lateness")),
    )
    tallies = TALLIES

    #: Settled per point with the lowest total best: each pays each the difference.
    money = "low"
    better = "lower"
    end_rule = "TAM-END"
    playouts = playouts
    parts = PARTS
    #: TAM-TOUR: at least 6 players, two tables, the two best of each to a final of 4;
    #: TAM-AMB-8: odd numbers split evenly, a tie for a place settled by the referee.
    tournament = TournamentRule(
        tables=2, qualify=2, min_players=6, go_rule="TAM-TOUR", tie_rule="TAM-AMB-8"
    )
    penalty_causes = PENALTY_CAUSES
    presets = PRESETS

    def seat_range(self, options: TamaloOptions) -> tuple[int, int]:
        """2 to 6 by the text, 2 to 8 by the Tamalou reading (TAM-TAMALOU-PLAYERS)."""
        return MIN_SEATS, options.max_seats

    def start(self, seats: int, options: TamaloOptions) -> TamaloState:
        low, high = self.seat_range(options)
        if not low <= seats <= max(high, self.max_players) or (
            seats > high and high == self.max_players
        ):
            raise BadOptions(
                _t(
                    f"{self.name.it} si gioca da {low} a {high} giocatori, non {seats}.",
                    f"{self.name.en} is played by {low} to {high} players, not {seats}.",
                ),
                field="players",
            )
        if seats > high:
            raise BadOptions(
                _t(
                    f"Il testo fa giocare da 2 a 6, non {seats}: per giocare in 7 o in 8 "
                    "scegliete la lettura del Tamalou (fino a 8).",
                    f"The text has 2 to 6 players, not {seats}: to play with 7 or 8, choose "
                    "the Tamalou reading (up to 8).",
                ),
                rule="TAM-TAMALOU-PLAYERS",
                field="players",
            )
        return TamaloState(
            totals=[0] * seats,
            penalties=[0] * seats,
            stats=[SeatStats() for _ in range(seats)],
        )

    def goal(self, options: TamaloOptions) -> tuple[Text, int | None]:
        return (
            _t(
                f"La partita finisce a {options.target}; vince il totale più basso.",
                f"The game ends at {options.target}; the lowest total wins.",
            )
            if options.end == "target"
            else _t(
                f"La partita finisce dopo {options.hands} mani; vince il totale più basso.",
                f"The game ends after {options.hands} hands; the lowest total wins.",
            ),
            options.target if options.end == "target" else None,
        )

    def stakes(self, state: TamaloState, options: TamaloOptions) -> list[Stake]:
        """What a call of Tamalo scores, for each player who may call: :mod:`.stakes`."""
        return stakes(state, options)

    def notes(self, options: TamaloOptions, seats: int) -> list[Line]:
        """TAM-6CARDS: the source advises 6 cards for two players; more may still play it."""
        if options.cards != 6 or seats == MIN_SEATS:
            return []
        stock = 52 + options.jokers - 6 * seats - 1
        return [
            Line(
                rules=("TAM-6CARDS",),
                text=_t(
                    f"Il gioco a 6 carte è consigliato in due: in {seats} si gioca lo stesso, "
                    f"con le stesse regole; dopo la distribuzione nel mazzo restano {stock} carte.",
                    f"6-card mode is advised for two players: {seats} can still play it, by the "
                    f"same rules; after the deal {stock} cards are left in the deck.",
                ),
            )
        ]

    # -- reading the state ----------------------------------------------------------------

    def playing_prompt(self, state: TamaloState, options: TamaloOptions) -> Prompt:
        moves = ("hand",) + IN_HAND_TYPES
        if not state.in_hand_moves and state.caller is None and state.seats < options.max_seats:
            moves += ("join",)
        if state.caller is not None:
            text = _t(
                f"Mano {state.hand}: {seat(state.caller)} ha chiamato Tamalo. Dopo l'ultimo giro "
                "inserite le carte rimaste a ciascuno.",
                f"Hand {state.hand}: {seat(state.caller)} called Tamalo. After the last round, "
                "enter the cards left in each hand.",
            )
            phase = "last_round"
        else:
            text = _t(
                f"Mano {state.hand}: a fine mano, le carte rimaste e chi ha chiamato Tamalo.",
                f"Hand {state.hand}: when it ends, the cards left and who called Tamalo.",
            )
            phase = "playing"
        return Prompt(phase=phase, text=text, moves=moves)

    def outcome(self, state: TamaloState, options: TamaloOptions) -> Outcome | None:
        if not state.finished:
            return None
        low = min(state.totals)
        names_it = " e ".join(seat(i) for i in state.winners)
        names_en = " and ".join(seat(i) for i in state.winners)
        if len(state.winners) == 1:
            text = _t(f"Vince {names_it} con {low}.", f"{names_en} wins with {low}.")
        else:
            text = _t(
                f"Vincono insieme {names_it} con {low}.", f"{names_en} share the win with {low}."
            )
        return Outcome(
            winners=tuple(state.winners),
            text=text,
            rules=("TAM-END",) + (("TAM-AMB-6",) if len(state.winners) > 1 else ()),
        )


GAME = Tamalo()
