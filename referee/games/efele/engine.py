"""Efele, by the deepthought.it text (seed 000) and rules.md §5.

An evening at one table is a series of games. In each, players go out one by one as they show
four cards of a value (EFE-WIN: four suits, or three and the Weli with the Salzburger pack),
and the last one left is the Efele (EFE-END), who pays the agreed penalty. The table enters
each claim as it is shown, which the referee checks against the pack, or a whole game at once
as its exit order; an optional in-hand log follows the centre (dead values, draws, reshuffles,
a deadlock). A new game goes to the next dealer; the evening's tally counts each player's
Efele, finishing places and stakes, and ends when the table says so.

Every ambiguity of the source (EFE-AMB-1 to EFE-AMB-7) is a table option with the digest's
default.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..base import (
    BadOptions,
    Game,
    Irregularity,
    Line,
    Outcome,
    Prompt,
    Standing,
    Text,
    seat,
)
from ..base import it_en as _t
from . import playouts
from .cards import deck_cards
from .checks import CHECKS, degenerate_warning
from .moves import IN_HAND_TYPES, MOVES
from .options import EfeleOptions
from .parts import PARTS
from .sample import SAMPLE
from .state import MAX_SEATS, MIN_SEATS, EfeleState, SeatTally, max_seats, seats_text
from .tallies import TALLIES


class EfeleStanding(Standing):
    """A standings row with the evening's tally: ``total`` is the Efele count."""

    efele_count: int
    #: ``positions[k]``: the games finished in place k + 1 (1 = first out).
    positions: tuple[int, ...]
    average_position: float | None
    stakes: int


class Efele(Game[EfeleOptions, EfeleState]):
    id = "efele"
    name = _t("Efele", "Efele")
    summary = _t(
        "Quattro carte dello stesso valore per uscire: chi resta ultimo è l'Efele e paga.",
        "Four cards of a value to go out: the last one left is the Efele and pays.",
    )
    min_players = MIN_SEATS
    max_players = MAX_SEATS
    options_model = EfeleOptions
    state_model = EfeleState
    moves = MOVES
    checks = CHECKS
    sample = SAMPLE
    seat_fields = frozenset({"seat", "exit_order"})
    first_dealer_option = "first_dealer"
    irregularities = (
        Irregularity("exposed_card", Text(it="Carta scoperta", en="Exposed card"), "EFE-DECK"),
        Irregularity("false_claim", Text(it="Dichiarazione falsa", en="False claim"), "EFE-WIN"),
        Irregularity("late", Text(it="Ritardo", en="Lateness")),
    )
    tallies = TALLIES
    #: Efele scores game by game: each game of the evening is what players number.
    unit = "game"

    #: Settled per point with the fewest Efele best: each pays each the difference in counts.
    money = "low"
    better = "lower"
    end_rule = "EFE-END"
    end_refusal = _t(
        "La serata è finita: non si registrano altre mosse.", "The evening is over: no more moves."
    )
    end_prompt = _t("La serata è finita.", "The evening is over.")
    playouts = playouts
    #: A whole game in parts: each player says where they finished (EFE-END).
    parts = PARTS
    #: The totals count Efele (games lost), not points: a penalty's points stay in the ledger.
    penalty_points = "apart"
    #: The game under way, as the table's state shows it (EFE-WIN, EFE-END).
    state_docs = {
        "game_number": _t(
            "Il numero della partita in corso (o appena finita) nella serata, da 1.",
            "The number of the game under way (or just over) this evening, from 1.",
        ),
        "exit_order": _t(
            "I posti usciti dalla partita in corso, nell'ordine in cui sono usciti.",
            "The seats out of the game under way, in the order they went out.",
        ),
        "still_in": _t(
            "I posti ancora in gioco nella partita in corso.",
            "The seats still playing the game under way.",
        ),
        "efele": _t(
            "Il posto dell'Efele della partita, quando è noto (il primo, in una partita "
            "bloccata); altrimenti null.",
            "The seat of the game's Efele once known (the first of them, in a deadlock); null "
            "until then.",
        ),
        "efele_seats": _t(
            "Tutti gli Efele della partita: uno, o i rimasti in una partita bloccata.",
            "Every Efele of the game: one, or the players left in a deadlock.",
        ),
        "dead_values": _t(
            "I valori morti al centro (registro facoltativo della partita).",
            "The values dead in the centre (the game's optional log).",
        ),
        "games_played": _t("Le partite finite nella serata.", "The games over this evening."),
        "forfeit": _t(
            "La penitenza dell'Efele, come scritta dal tavolo; null se non c'è.",
            "The Efele's forfeit as the table wrote it; null if none.",
        ),
    }
    #: The evening's tally of each seat, in its standings row (EFE-END).
    standing_docs = {
        "efele_count": _t(
            "Quante volte è stato l'Efele in questa serata (riporto compreso).",
            "Times the Efele this evening (a count carried over included).",
        ),
        "positions": _t(
            "Piazzamenti: l'elemento k conta le partite finite al posto k + 1 (1 = primo a "
            "uscire).",
            "Finishing places: item k counts the games finished in place k + 1 (1 = first out).",
        ),
        "average_position": _t(
            "Il piazzamento medio; null prima della prima partita.",
            "The average finishing place; null before the first game.",
        ),
        "stakes": _t(
            "I punti di penalità dovuti (la posta di ogni partita in cui è stato l'Efele).",
            "Penalty points owed (the stake of each game it was the Efele of).",
        ),
    }

    def seat_range(self, options: EfeleOptions) -> tuple[int, int]:
        """EFE-PLAYERS with EFE-AMB-2: 7 with 32 cards, 8 with 33 (or 7, as the table chose)."""
        return self.min_players, max_seats(options)

    def check_seats(self, count: int) -> None:
        """EFE-PLAYERS: two or more, as many as the larger pack allows (8 with 33 cards)."""
        if not self.min_players <= count <= self.max_players:
            raise BadOptions(
                _t(
                    f"Efele si gioca in due o più, al massimo in {self.max_players} con le 33 "
                    f"carte salisburghesi (7 con le 32 bavaresi), non in {count}.",
                    f"Efele is played by two or more, at most {self.max_players} with the 33 "
                    f"Salzburger cards (7 with the 32 Bavarian ones), not {count}.",
                ),
                rule="EFE-PLAYERS",
                field="players",
            )

    def start(
        self, seats: int, options: EfeleOptions, start_totals: Sequence[int] | None = None
    ) -> EfeleState:
        """The evening before its first game; ``start_totals``: Efele counts carried over."""
        if seats < self.min_players:
            self.check_seats(seats)
        most = max_seats(options)
        size = len(deck_cards(options.deck))
        if seats > most:
            rule = "EFE-PLAYERS"
            if 4 * seats > size:
                why = _t(
                    f"{size} carte non bastano per darne quattro a testa",
                    f"{size} cards are not enough to deal four each",
                )
            elif 4 * seats == size:
                why = _t(
                    "con quattro carte a testa nel tallone non ne resterebbe nessuna",
                    "four cards each would leave no card for the stock",
                )
            else:
                why = _t("questo tavolo gioca al massimo in 7", "this table plays with at most 7")
                rule = "EFE-AMB-2"
            raise BadOptions(
                _t(
                    f"In {seats} con {size} carte non si gioca a Efele: {why.it}. Al massimo "
                    f"{most} giocatori.",
                    f"{seats} players can't play Efele with {size} cards: {why.en}. At most "
                    f"{most} players.",
                ),
                rule=rule,
                field="deck",
            )
        if options.first_dealer >= seats:
            raise BadOptions(
                _t(
                    f"Il primo mazziere deve essere uno dei {seats} posti (da 0 a {seats - 1}).",
                    f"The first dealer must be one of the {seats} seats (0 to {seats - 1}).",
                ),
                rule="EFE-PLAYERS",
                field="first_dealer",
            )
        carried = list(start_totals) if start_totals is not None else [0] * seats
        if len(carried) != seats or any(c < 0 for c in carried):
            raise BadOptions(
                _t(
                    f"Il conto riportato ha un numero di Efele, da 0 in su, per ciascuno dei "
                    f"{seats} posti.",
                    f"The carried-over tally has one Efele count, 0 or more, for each of the "
                    f"{seats} seats.",
                ),
                rule="EFE-END",
                field="start_totals",
            )
        return EfeleState(
            tally=[SeatTally(efele_count=c, positions=[0] * seats) for c in carried],
            carried=carried,
            dealer=options.first_dealer,
        )

    def start_from(self, seats: int, options: EfeleOptions, totals: Sequence[int]) -> EfeleState:
        """An evening carried over from paper: each seat's Efele count so far."""
        return self.start(seats, options, totals)

    def goal(self, options: EfeleOptions) -> tuple[Text, int | None]:
        return (
            _t(
                "Chi resta ultimo in ogni partita è l'Efele; la serata conta quante volte.",
                "The last one left in each game is the Efele; the evening counts how often.",
            ),
            None,
        )

    def notes(self, options: EfeleOptions, seats: int) -> list[Line]:
        """EFE-AMB-2: eight players with 33 cards leave a single card for the stock."""
        size = len(deck_cards(options.deck))
        if size - 4 * seats != 1:
            return []
        return [Line(rules=("EFE-AMB-2", "EFE-PLAYERS"), text=degenerate_warning(seats))]

    def totals(self, state: EfeleState) -> list[int]:
        """Each seat's Efele count: what the evening ranks and settles by."""
        return state.counts()

    # -- reading the state ----------------------------------------------------------------

    def playing_prompt(self, state: EfeleState, options: EfeleOptions) -> Prompt:
        between = ("penalty",) + (("end",) if state.games_played else ())
        if state.game_over:
            names_it, names_en = seats_text(state.efele_seats).it, seats_text(state.efele_seats).en
            nxt = seat((state.dealer + 1) % state.seats)
            return Prompt(
                phase="game_over",
                text=_t(
                    f"Partita {state.game} finita, Efele: {names_it}. Nuova partita (distribuisce "
                    f"{nxt}) o fine della serata.",
                    f"Game {state.game} is over, Efele: {names_en}. A new game ({nxt} deals) or "
                    "the end of the evening.",
                ),
                moves=("new_game", "game", *between),
            )
        left = state.still_in()
        names_it = ", ".join(seat(s) for s in left)
        names_en = ", ".join(seat(s) for s in left)
        moves: tuple[str, ...] = ("claim", *IN_HAND_TYPES)
        if not state.logged:
            moves += ("game", *between)
        return Prompt(
            phase="playing",
            text=_t(
                f"Partita {state.game} (distribuisce {seat(state.dealer)}): ancora in gioco "
                f"{names_it}. Chi mostra quattro carte dello stesso valore esce.",
                f"Game {state.game} ({seat(state.dealer)} deals): still playing {names_en}. "
                "Whoever shows four cards of a value goes out.",
            ),
            moves=moves,
        )

    def state_fields(self, state: EfeleState, options: EfeleOptions) -> dict[str, Any]:
        return {
            "game_number": state.game,
            "exit_order": list(state.exit_order),
            "still_in": state.still_in(),
            "efele": state.efele,
            "efele_seats": list(state.efele_seats),
            "dead_values": state.dead_values(),
            "games_played": state.games_played,
            "forfeit": state.forfeit,
        }

    def standings(self, state: EfeleState, options: EfeleOptions) -> list[Standing]:
        """Fewest Efele first; each row carries the evening's tally of its seat."""
        counts = state.counts()
        out = set(state.exit_order) if not state.game_over else set()
        return [
            EfeleStanding(
                seat=i,
                total=counts[i],
                rank=rank,
                out=i in out,
                efele_count=counts[i],
                positions=tuple(state.tally[i].positions),
                average_position=state.tally[i].average_position,
                stakes=state.tally[i].stakes,
                fields={
                    "efele_count": counts[i],
                    "positions": list(state.tally[i].positions),
                    "average_position": state.tally[i].average_position,
                    "stakes": state.tally[i].stakes,
                },
            )
            for i, rank in self.ranking(counts)
        ]

    def outcome(self, state: EfeleState, options: EfeleOptions) -> Outcome | None:
        if not state.finished:
            return None
        counts = state.counts()
        low = min(counts)
        best = tuple(i for i in range(state.seats) if counts[i] == low)
        names_it, names_en = seats_text(best).it, seats_text(best).en
        times_it = "mai" if low == 0 else ("una volta" if low == 1 else f"{low} volte")
        times_en = "never" if low == 0 else ("once" if low == 1 else f"{low} times")
        return Outcome(
            winners=best,
            text=_t(
                f"Serata finita dopo {state.games_played} partite: meno volte Efele {names_it} "
                f"({times_it}).",
                f"The evening is over after {state.games_played} games: fewest times the Efele, "
                f"{names_en} ({times_en}).",
            ),
            rules=("EFE-END",),
        )


GAME = Efele()
