"""Scala 40 (rules.md §3): the hands entered as summaries, eliminations, buying back in.

After each hand the table enters who went out (and whether in mano) and what each other
player still holds, as cards or as a total. The referee prices every hand (S40-VAL-HAND, the
lone ace, the jolly's value), doubles it or gives the bonus for closing in mano, puts out who
reaches the threshold (S40-ELIM), lets a player buy back in where the table plays that house
rule (S40-RIENTRO), passes the deal to the next player still in, and ends the game when one
player is left; in pairs (S40-FISCA-PAIRS, :mod:`.pairs`) the hands won count instead, and
the first pair to 3 wins. A table may also log the play move by move (draws, melds,
attaches, jollies taken back, discards, the closing), checked as it is entered. Its checks
answer whether melds are valid and open, and what a hand costs.

Every ambiguity of rules.md §3.7 and every variant of §3.6 is a table option (:mod:`.options`).
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
    Standing,
    Text,
    ranked,
    seat,
)
from ..base import it_en as _t
from . import playouts
from .checks import CHECKS
from .deck import THIRD_PACK_FROM
from .moves import LOG_TYPES, MOVES, reenter_candidates, reentry_score
from .options import Scala40Options
from .pairs import PAIR_PLAYERS, check_pairs, goal_text, pair_outcome, pair_standings
from .parts import PARTS
from .presets import PRESETS
from .sample import SAMPLE
from .stakes import stakes
from .state import (
    MAX_SEATS,
    MIN_SEATS,
    SEED_MAX_SEATS,
    USUAL_MAX_SEATS,
    Scala40State,
    start_state,
)
from .tallies import TALLIES


class Scala40(Game[Scala40Options, Scala40State]):
    id = "scala40"
    name = _t("Scala 40", "Scala 40")
    summary = _t(
        "Chi chiude non paga, gli altri pagano le carte in mano: a 101 si sballa, vince l'ultimo "
        "rimasto.",
        "Whoever goes out pays nothing, the others pay the cards in hand: at 101 you are out, "
        "the last player left wins.",
    )
    min_players = MIN_SEATS
    max_players = MAX_SEATS
    options_model = Scala40Options
    state_model = Scala40State
    moves = MOVES
    checks = CHECKS
    sample = SAMPLE
    seat_fields = frozenset({"seat", "closer"})
    per_seat_fields = frozenset({"hands"})
    # FISCA's code numbers these irregularities; the ledger names them as clubs do.
    irregularities = (
        Irregularity("exposed_card", Text(it="Carta scoperta", en="Exposed card"), "S40-DECK"),
        Irregularity("wrong_meld", Text(it="Combinazione errata", en="Wrong meld"), "S40-MELD-SEQ"),
        Irregularity(
            "card_count",
            Text(it="Una carta in più o in meno", en="A card too many or too few"),
            "S40-DECK",
        ),
        Irregularity(
            "out_of_turn", Text(it="Pesca fuori turno", en="Drawing out of turn"), "S40-CLOSE"
        ),
        Irregularity("late", Text(it="Ritardo", en="Lateness")),
    )
    tallies = TALLIES
    #: Pairs play (S40-FISCA-PAIRS): each row's pair and its victory points.
    standing_docs = {
        "pair": _t(
            "A coppie: la coppia del posto, 1 (primo e terzo) o 2 (secondo e quarto); assente "
            "se ognuno gioca per sé.",
            "In pairs: the seat's pair, 1 (first and third) or 2 (second and fourth); absent "
            "when everyone plays for himself.",
        ),
        "victories": _t(
            "A coppie: i punti vittoria della coppia (mani vinte; vince la prima a 3).",
            "In pairs: the pair's victory points (hands won; the first to 3 wins).",
        ),
    }

    #: Settled per point with the lowest total best.
    money = "low"
    better = "lower"
    end_rule = "S40-ELIM"
    playouts = playouts
    presets = PRESETS
    parts = PARTS

    def seat_range(self, options: Scala40Options) -> tuple[int, int]:
        """S40-AMB-8: 2 to 6; S40-CLUB-8: to 8 where the table chooses it; four in pairs."""
        if options.pairs:
            return PAIR_PLAYERS, PAIR_PLAYERS
        return MIN_SEATS, MAX_SEATS if options.eight_players else USUAL_MAX_SEATS

    def start(self, seats: int, options: Scala40Options) -> Scala40State:
        self.check_seats(seats)
        if options.pairs:
            check_pairs(seats)
        if seats > self.seat_range(options)[1]:
            raise BadOptions(
                _t(
                    f"Scala 40 si gioca da 2 a {USUAL_MAX_SEATS}, non in {seats}: in 7 o 8 solo "
                    "se il tavolo sceglie «Fino a 8 giocatori» (con un terzo mazzo).",
                    f"Scala 40 is played by 2 to {USUAL_MAX_SEATS}, not {seats}: 7 or 8 only "
                    "if the table chooses 'Up to 8 players' (with a third pack).",
                ),
                rule="S40-CLUB-8",
                field="players",
            )
        return start_state(seats)

    def goal(self, options: Scala40Options) -> tuple[Text, int | None]:
        if options.pairs:  # the victories decide, not a total
            return goal_text(), None
        limit = options.threshold
        return (
            _t(
                f"A {limit} si sballa; vince l'ultimo rimasto in gioco.",
                f"At {limit} you are out; the last player left wins.",
            ),
            limit,
        )

    def stakes(self, state: Scala40State, options: Scala40Options) -> list[Stake]:
        """What closing in mano scores against going out normally: :mod:`.stakes`."""
        return stakes(state, options)

    def notes(self, options: Scala40Options, seats: int) -> list[Line]:
        notes = []
        if seats >= THIRD_PACK_FROM:
            notes.append(
                Line(
                    rules=("S40-CLUB-8", "S40-AMB-8"),
                    text=_t(
                        f"In {seats} si gioca con tre mazzi: 162 carte, 6 jolly, ogni carta tre "
                        "volte. È la lettura di alcuni circoli: il testo dice da 2 a 5 "
                        "giocatori, FISCA e pagat arrivano a 6.",
                        f"{seats} play with three packs: 162 cards, 6 jollies, each card three "
                        "times. That is some clubs' reading: the text says 2 to 5 players, "
                        "FISCA and pagat allow 6.",
                    ),
                )
            )
        elif seats > SEED_MAX_SEATS:
            notes.append(
                Line(
                    rules=("S40-AMB-8",),
                    text=_t(
                        f"Il testo dice da 2 a 5 giocatori; FISCA e pagat arrivano a 6: in {seats} "
                        "si gioca lo stesso, con le stesse regole.",
                        f"The text says 2 to 5 players; FISCA and pagat allow 6: {seats} can "
                        "still play, by the same rules.",
                    ),
                )
            )
        if options.reentry == "fixed" and options.reentry_score >= options.threshold:
            notes.append(
                Line(
                    rules=("S40-RIENTRO",),
                    text=_t(
                        f"Il rientro è a {options.reentry_score}, ma a {options.threshold} si "
                        "sballa: così nessuno può rientrare.",
                        f"Buying back in is at {options.reentry_score}, but {options.threshold} "
                        "is out: so nobody can buy back in.",
                    ),
                )
            )
        return notes

    # -- reading the state ----------------------------------------------------------------

    def playing_prompt(self, state: Scala40State, options: Scala40Options) -> Prompt:
        closed = state.log.closed
        if closed is not None:
            how = _t(" in mano", " in mano") if state.log.closed_in_mano else _t("", "")
            return Prompt(
                phase="closed",
                text=_t(
                    f"Mano {state.hand}: {seat(closed)} ha chiuso{how.it}. Segnate le carte "
                    "rimaste agli altri.",
                    f"Hand {state.hand}: {seat(closed)} went out{how.en}. Enter the cards left "
                    "to the others.",
                ),
                moves=("hand",),
            )
        dealer = seat(state.dealer)
        text = _t(
            f"Mano {state.hand}, dà le carte {dealer}: quando qualcuno chiude, segnate chi ha "
            "chiuso (e se in mano) e le carte rimaste agli altri.",
            f"Hand {state.hand}, {dealer} deals: when someone goes out, enter who went out (and "
            "whether in mano) and the cards left to the others.",
        )
        moves: tuple[str, ...] = ("hand", *LOG_TYPES)
        back = reenter_candidates(state, options)
        if back:
            score = reentry_score(state, options)
            names_it = " e ".join(seat(i) for i in back)
            names_en = " and ".join(seat(i) for i in back)
            verb_it = "può" if len(back) == 1 else "possono"
            text = _t(
                f"{text.it} Prima della mano {names_it} {verb_it} rientrare, con {score}.",
                f"{text.en} Before the hand, {names_en} may buy back in at {score}.",
            )
            moves += ("reenter",)
        return Prompt(phase="playing", text=text, moves=moves)

    def standings(self, state: Scala40State, options: Scala40Options) -> list[Standing]:
        """Those still in by lowest total, then those out, the last to go out first; in
        pairs, the pair with more victory points first."""
        if options.pairs and state.seats == PAIR_PLAYERS:
            return pair_standings(state)

        def key(i: int) -> tuple[int, int, int]:
            if state.eliminated[i]:
                return (1, -(state.out_in_hand[i] or 0), state.totals[i])
            return (0, 0, state.totals[i])

        return [
            Standing(seat=i, total=state.totals[i], rank=rank, out=state.eliminated[i])
            for i, rank in ranked([key(i) for i in range(state.seats)])
        ]

    def outcome(self, state: Scala40State, options: Scala40Options) -> Outcome | None:
        if not state.finished:
            return None
        if options.pairs and len(state.winners) == 2:
            return pair_outcome(state)
        (winner,) = state.winners
        limit = options.threshold
        return Outcome(
            winners=(winner,),
            text=_t(
                f"Vince {seat(winner)}: tutti gli altri hanno sballato a {limit}.",
                f"{seat(winner)} wins: everyone else went out at {limit}.",
            ),
            rules=("S40-ELIM",),
        )


GAME = Scala40()
