"""Tarocco Siciliano of Calatafimi, four players (rules.md §1): Dummett & McLeod, with
Dossena's variants V1–V10 as table options.

A hand is entered call by call (the first auction, the second deal's solo, venti and
quindici, the King call, the partner, optionally the tricks, then the piles), or as one
summary move. Every hand sums to zero; the game is an agreed number of hands, after which
the standings say who pays whom.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

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
from . import playouts
from .cards import Card
from .checks import CHECKS
from .declarations import quindici_order
from .moves import MOVES
from .options import TaroccoOptions
from .parts import PARTS
from .presets import PRESETS
from .sample import SAMPLE
from .scoring import settlement_text
from .stakes import stakes
from .state import SEATS, TaroccoState, from_dealers_right, names_of
from .tallies import TALLIES


class Tarocco(Game[TaroccoOptions, TaroccoState]):
    id = "tarocco"
    name = _t("Tarocco Siciliano", "Tarocco Siciliano")
    summary = _t(
        "In quattro, a coppie o uno contro tre: si contano i punti di carte a terzetti fino a "
        "109, e ogni smazzata fa zero.",
        "Four players, in pairs or one against three: card points are counted in threes to "
        "109, and every hand sums to zero.",
    )
    min_players = SEATS
    max_players = SEATS
    options_model = TaroccoOptions
    state_model = TaroccoState
    moves = MOVES
    checks = CHECKS
    #: Each player's part of a hand: what they declared, and their side's pile.
    parts = PARTS
    sample = SAMPLE
    seat_fields = frozenset(
        {"seat", "accepts", "leader", "partner", "soloist", "offerer", "taker", "pairs"}
    )
    first_dealer_option = "first_dealer"
    irregularities = (
        Irregularity("exposed_card", Text(it="Carta scoperta", en="Exposed card"), "TAR-DEAL"),
        Irregularity("revoke", Text(it="Rifiuto (non ha risposto)", en="Revoke"), "TAR-PLAY"),
        Irregularity("out_of_turn", Text(it="Fuori turno", en="Out of turn"), "TAR-LEAD"),
        Irregularity("late", Text(it="Ritardo", en="Lateness")),
    )
    tallies = TALLIES

    #: Settled per point with the the totals sum to zero: each wins or pays their own.
    money = "zero_sum"
    end_rule = "TAR-SCORE-SOLO"
    end_refusal = _t(
        "La partita è finita: le smazzate stabilite sono state giocate.",
        "The game is over: the agreed hands have been played.",
    )
    playouts = playouts
    #: Rated hand by hand: the dealer's pair against the other, the soloist against three.
    rated = "hands"
    presets = PRESETS
    state_docs = MappingProxyType(
        {
            "phase": _t(
                "La fase della smazzata: auction (prima licitazione), solo, venti, quindici, "
                "king_call (chiamata del Re), play (gioco e conteggio), finished.",
                "The phase of the hand: auction (first auction), solo, venti, quindici, "
                "king_call (the King call), play (play and the count), finished.",
            ),
            "spoken": _t(
                "I posti che hanno parlato nel giro in corso, nell'ordine in cui hanno parlato.",
                "The seats that have spoken in the round in progress, in the order they spoke.",
            ),
            "to_speak": _t(
                "I posti che possono parlare ora (nella prima licitazione, tutti quelli che non "
                "hanno ancora parlato); vuoto quando non si dichiara.",
                "The seats that may speak now (in the first auction, all who have not spoken "
                "yet); empty when nobody is calling.",
            ),
            "calls": _t(
                "Le dichiarazioni della prima licitazione, come dette: seat, call (vado, offro, "
                "piglio, tengo), points (offro), accepts (piglio).",
                "The first auction's calls as spoken: seat, call (vado, offro, piglio, tengo), "
                "points (offro), accepts (piglio).",
            ),
            "contract": _t(
                "solo o pairs (a coppie) una volta deciso, altrimenti null.",
                "solo or pairs once decided, else null.",
            ),
            "soloist": _t("Il posto di chi gioca solo, o null.", "The soloist's seat, or null."),
            "declarer": _t(
                "Il posto di chi ha detto venti, o null.", "The seat that said venti, or null."
            ),
            "called": _t(
                "La carta chiamata (come la si dice, «Re Oro»), o null.",
                "The card called (as players say it, 'Re Oro'), or null.",
            ),
            "partner": _t(
                "Il compagno di chi ha detto venti, quando è noto (null finché è nascosto).",
                "The venti player's partner once known (null while hidden).",
            ),
        }
    )

    def start(self, seats: int, options: TaroccoOptions) -> TaroccoState:
        self.check_seats(seats)
        return TaroccoState(dealer=options.first_dealer)

    def start_from(
        self, seats: int, options: TaroccoOptions, totals: Sequence[int]
    ) -> TaroccoState:
        """A game carried over from paper: every hand is zero-sum, so the totals are too."""
        if len(totals) == seats and sum(totals) != 0:
            raise BadOptions(
                _t(
                    f"Ogni smazzata somma a zero, quindi anche i totali: questi sommano a "
                    f"{sum(totals)}.",
                    f"Every hand sums to zero, so totals do too: these sum to {sum(totals)}.",
                ),
                rule="TAR-SCORE-PAIRS",
                field="start_totals",
            )
        return super().start_from(seats, options, totals)

    def stakes(self, state: TaroccoState, options: TaroccoOptions) -> list[Stake]:
        """An open offer (what piglio wins) and a solo (what it scores): :mod:`.stakes`."""

        def score(moves: tuple[dict[str, Any], ...]) -> list[int]:
            after = state
            for raw in moves:
                after = self.apply(after, self.parse_move(raw), options).state
            return [a - b for a, b in zip(after.totals, state.totals, strict=True)]

        return stakes(state, options, score)

    def state_fields(self, state: TaroccoState, options: TaroccoOptions) -> dict[str, Any]:
        """Where the hand stands, for the API: its phase, who has spoken and who may speak
        now, the first auction's calls, the contract and the partner once known."""
        calling = state.phase in ("auction", "solo", "venti", "quindici", "king_call")
        return {
            "phase": state.phase,
            "spoken": list(state.spoken),
            "to_speak": list(self.prompt(state, options).seats) if calling else [],
            "calls": [b.model_dump(exclude_none=True) for b in state.bids],
            "contract": state.contract,
            "soloist": state.soloist,
            "declarer": state.declarer,
            "called": Card(state.called).name if state.called else None,
            "partner": state.partner,
        }

    def goal(self, options: TaroccoOptions) -> tuple[Text, int | None]:
        return (
            _t(
                f"Si giocano {options.hands} smazzate; vince il totale più alto.",
                f"{options.hands} hands are played; the highest total wins.",
            ),
            None,
        )

    def notes(self, options: TaroccoOptions, seats: int) -> list[Line]:
        """Variants that change what players do but nothing the referee scores or refuses."""
        notes = []
        if options.v1:
            notes.append(
                Line(
                    rules=("TAR-V1",),
                    text=_t(
                        "Variante V1: il mazziere non guarda l'ultima carta del mazzo.",
                        "Variant V1: the dealer does not look at the bottom card of the pack.",
                    ),
                )
            )
        return notes

    # -- reading the state ------------------------------------------------------------------

    def playing_prompt(self, state: TaroccoState, options: TaroccoOptions) -> Prompt:
        head_it = f"Smazzata {state.hand} di {options.hands}, mazziere {seat(state.dealer)}: "
        head_en = f"Hand {state.hand} of {options.hands}, dealer {seat(state.dealer)}: "
        phase = state.phase
        if phase == "auction":
            waiting = [s for s in range(SEATS) if s not in state.spoken]
            if options.bid1_order == "turn":
                waiting = [s for s in from_dealers_right(state.dealer) if s not in state.spoken][:1]
            spoken_it = f" Hanno parlato {names_of(state.spoken, 'it')}." if state.spoken else ""
            spoken_en = f" {names_of(state.spoken, 'en')} spoke." if state.spoken else ""
            still_it = (
                f"Devono ancora parlare {names_of(waiting, 'it')}."
                if len(waiting) > 1
                else f"Deve ancora parlare {names_of(waiting, 'it')}."
            )
            return Prompt(
                phase="auction",
                text=_t(
                    head_it + "prima licitazione sulle 10 carte, ognuno una volta: vado, offro, "
                    f"piglio o tengo. {still_it}{spoken_it}",
                    head_en + "first auction on 10 cards, once each: vado, offro, piglio or "
                    f"tengo. Waiting for {names_of(waiting, 'en')}.{spoken_en}",
                ),
                moves=("call",) if state.bids else ("call", "hand"),
                seats=tuple(waiting),
            )
        if phase in ("solo", "venti"):
            order = from_dealers_right(state.dealer)
            due = order[len(state.spoken)]
            words = (
                ("solo o passo", "solo or passo")
                if phase == "solo"
                else ("venti o zero", "venti or zero")
            )
            return Prompt(
                phase=phase,
                text=_t(
                    head_it + f"{words[0]}, dalla destra del mazziere. Parla {seat(due)}.",
                    head_en + f"{words[1]}, from the dealer's right. {seat(due)} to speak.",
                ),
                moves=("call",),
                seats=(due,),
            )
        if phase == "quindici":
            due = quindici_order(state, options)[len(state.spoken)]
            return Prompt(
                phase=phase,
                text=_t(
                    head_it + f"{seat(state.declarer or 0)} ha detto venti: quindici o passo? "
                    f"Risponde {seat(due)}.",
                    head_en + f"{seat(state.declarer or 0)} said venti: quindici or passo? "
                    f"{seat(due)} to answer.",
                ),
                moves=("call",),
                seats=(due,),
            )
        if phase == "king_call":
            declarer = state.declarer or 0
            return Prompt(
                phase=phase,
                text=_t(
                    head_it + f"{seat(declarer)} chiama un Re che non ha.",
                    head_en + f"{seat(declarer)} calls a King not held.",
                ),
                moves=("king_call",),
                seats=(declarer,),
            )
        moves: tuple[str, ...] = ("trick", "end")
        if state.called is not None and state.partner is None:
            moves = ("partner", *moves)
        if state.soloist is not None:
            who_it = (
                f"{seat(state.soloist)} gioca solo: con 55 punti nessuno segna, con 60 il "
                "solista fa +15 e ogni avversario −5"
            )
            who_en = (
                f"{seat(state.soloist)} plays solo: at 55 nobody scores, at 60 the soloist "
                "gets +15 and each opponent −5"
            )
        elif state.partner is not None:
            who_it = (
                f"{seat(state.declarer or 0)} e {seat(state.partner)} contro gli altri due; la "
                "coppia del mazziere va pari a 55"
            )
            who_en = (
                f"{seat(state.declarer or 0)} and {seat(state.partner)} against the other two; "
                "the dealer's pair breaks even at 55"
            )
        else:
            who_it = f"{seat(state.declarer or 0)} con il compagno nascosto"
            who_en = f"{seat(state.declarer or 0)} with the hidden partner"
        return Prompt(
            phase="play",
            text=_t(
                head_it + f"{who_it}. A fine gioco i mucchi (o i punti) e l'ultima presa.",
                head_en + f"{who_en}. At the end, the piles (or points) and the last trick.",
            ),
            moves=moves,
        )

    def outcome(self, state: TaroccoState, options: TaroccoOptions) -> Outcome | None:
        if not state.finished:
            return None
        best = max(state.totals)
        pay = settlement_text(state.totals)
        names_it, names_en = names_of(state.winners, "it"), names_of(state.winners, "en")
        return Outcome(
            winners=tuple(state.winners),
            text=_t(
                f"Vince {names_it} con {best}. {pay.it}", f"{names_en} won with {best}. {pay.en}"
            ),
            rules=("TAR-SCORE-SOLO", "TAR-SCORE-PAIRS"),
        )


GAME = Tarocco()
