"""What an Efele table remembers between moves (the snapshot).

An evening is a series of games at one table. The state keeps the evening's tally per seat
(Efele count, finishing positions, stakes owed: counts, so the snapshot does not grow with
the games) and the game under way: who has gone out and in which order, the Efele once
known, and what the optional in-hand log shows in the centre.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from ..base import IllegalMove, Text, seat
from ..base import it_en as _t
from .cards import VALUES, WELI, deck_cards, value_of
from .options import EfeleOptions

MIN_SEATS = 2
MAX_SEATS = 8  # 33 cards: four each leave one for the stock (EFE-PLAYERS)


class SeatTally(BaseModel):
    """One seat's evening: how often the Efele, where it finished, what it owes."""

    #: Times the Efele this evening, the count carried over included.
    efele_count: int = 0
    #: ``positions[k]``: the games this seat finished in place k + 1 (1 = first out).
    positions: list[int] = Field(default_factory=list)
    #: Penalty points owed (the table's stake for each game it was the Efele of).
    stakes: int = 0

    @property
    def games(self) -> int:
        return sum(self.positions)

    @property
    def average_position(self) -> float | None:
        if not self.games:
            return None
        return sum((k + 1) * n for k, n in enumerate(self.positions)) / self.games


class EfeleState(BaseModel):
    """The evening so far and the game under way."""

    tally: list[SeatTally]
    #: The Efele counts the table started from (an evening carried over), per seat.
    carried: list[int]
    #: The number of the game under way (or just ended), from 1.
    game: int = 1
    dealer: int = 0
    #: Seats in the order they went out of the game under way.
    exit_order: list[int] = Field(default_factory=list)
    #: The Efele of the game, once known (the first of them in a deadlock's joint Efele).
    efele: int | None = None
    #: Every Efele of the game: one, or the players left in a deadlock (EFE-AMB-7).
    efele_seats: list[int] = Field(default_factory=list)
    #: Games ended this evening.
    games_played: int = 0
    #: The evening is over: the table said so.
    finished: bool = False
    #: The forfeit the Efele pays, as the table wrote it (beside the stake's points).
    forfeit: str | None = None
    # -- the optional in-hand log of the game under way --
    #: Cards face up in the centre, in the order they went there.
    centre: list[str] = Field(default_factory=list)
    #: The value the Weli in the centre was named as (EFE-AMB-6, "named_value").
    weli_value: str | None = None
    #: The value of the last card that went all the way round (its centre round).
    round_value: str | None = None
    #: Whether a card has gone round since the last reshuffle (a centre round is open).
    round_open: bool = False
    #: The cards shown by the players who went out of the game under way.
    claimed: list[str] = Field(default_factory=list)
    #: The seats of the game under way that went out with three cards of a dead value and
    #: the Weli (EFE-AMB-8, "wins"): another reading would have kept them in.
    weli_dead: list[int] = Field(default_factory=list)
    reshuffles: int = 0
    redeals: int = 0
    #: Moves logged in the game under way (claims included).
    logged: int = 0

    @property
    def seats(self) -> int:
        return len(self.tally)

    @property
    def game_over(self) -> bool:
        return bool(self.efele_seats)

    def still_in(self) -> list[int]:
        """The seats still playing the game under way."""
        gone = set(self.exit_order) | set(self.efele_seats)
        return [s for s in range(self.seats) if s not in gone]

    def dead_values(self) -> list[str]:
        """The values face up in the centre (EFE-DEAD), in the order of the values."""
        dead = {value_of(c) for c in self.centre if c != WELI}
        if self.weli_value is not None:
            dead.add(self.weli_value)
        return [v for v in VALUES if v in dead]

    def out_of_play(self, options: EfeleOptions) -> list[str]:
        """The claimed cards, where they leave the game with their players (EFE-AMB-3)."""
        return list(self.claimed) if options.out_cards == "removed" else []

    def counts(self) -> list[int]:
        return [t.efele_count for t in self.tally]


def seats_text(seats: list[int] | tuple[int, ...]) -> Text:
    """Seats in a sentence: «{seat[0]}, {seat[1]} e {seat[2]}»."""
    names = [seat(s) for s in seats]
    if len(names) <= 1:
        return _t("".join(names), "".join(names))
    head = ", ".join(names[:-1])
    return _t(f"{head} e {names[-1]}", f"{head} and {names[-1]}")


def check_seat(state: EfeleState, s: int) -> None:
    """EFE-PLAYERS: the seat a move names must be at the table."""
    if not 0 <= s < state.seats:
        raise IllegalMove(
            "EFE-PLAYERS",
            _t(f"Al tavolo non c'è il posto {s}.", f"There is no seat {s} at this table."),
        )


def check_playing(state: EfeleState, s: int) -> None:
    """EFE-WIN / EFE-END: a seat that went out, or a game that ended, plays no more."""
    check_seat(state, s)
    check_game_on(state)
    if s in state.exit_order:
        place = state.exit_order.index(s) + 1
        raise IllegalMove(
            "EFE-WIN",
            _t(
                f"{seat(s)} è già uscito dal gioco ({place}º): non gioca più in questa partita.",
                f"{seat(s)} has already left the game (out {_ordinal(place)}): they play no "
                "more in this game.",
            ),
        )


def check_game_on(state: EfeleState) -> None:
    """EFE-END: once the Efele is known, the game is over until a new one starts."""
    if state.game_over:
        who = _efele_names(state)
        raise IllegalMove(
            "EFE-END",
            _t(
                f"La partita {state.game} è finita: {who.it}. Iniziate una nuova partita.",
                f"Game {state.game} is over: {who.en}. Start a new game.",
            ),
        )


def _efele_names(state: EfeleState) -> Text:
    if len(state.efele_seats) == 1:
        who = seat(state.efele_seats[0])
        return _t(f"l'Efele è {who}", f"{who} is the Efele")
    names = seats_text(state.efele_seats)
    return _t(f"sono Efele insieme {names.it}", f"{names.en} are Efele together")


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def ordinal(n: int) -> Text:
    """A finishing place: «3º» / "3rd"."""
    return _t(f"{n}º", _ordinal(n))


def max_seats(options: EfeleOptions) -> int:
    """EFE-PLAYERS with EFE-AMB-2: four cards each and at least one left for the stock."""
    size = len(deck_cards(options.deck))
    most = (size - 1) // 4
    return min(most, 7) if options.player_limit == "seven" else most
