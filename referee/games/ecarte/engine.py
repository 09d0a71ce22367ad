"""Ecarté for two, by the Italian seed text (rules.md §2.3) or the classic French rules (§2.4).

A hand is entered at one of two speeds. The summary (``hand``) gives the tricks, the King of
trumps, prepotenza and revokes in one move. The detailed log enters the turned-up card (a
King scores for the dealer at once), the exchange step by step, the King declared before the
first lead (+1 at once), then the five tricks card by card: the referee names each trick's
winner, refuses a card the log proves illegal, records a revoke when later cards show it, and
scores the hand after the fifth trick. Both score the same; a hand's log and its summary
must agree, and nothing is scored twice.

The match goes to the target (5), in the order of ECA-AMB-7: the turned-up King at the deal,
a declared King before the first lead, then the hand's other points together.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from ..base import (
    BadOptions,
    Game,
    Irregularity,
    Outcome,
    Prompt,
    Stake,
    Text,
    seat,
)
from ..base import it_en as _t
from ..base.copying import working_copy
from . import playouts
from .checks import CHECKS
from .deck import suit_name
from .moves import MOVES
from .options import EcarteOptions
from .presets import PRESETS
from .sample import SAMPLE
from .scoring import final_score
from .stakes import stakes
from .state import SEATS, EcarteState
from .summary import HandMove, summary
from .tallies import TALLIES


def _king_step(state: EcarteState) -> tuple[str, str]:
    """What the King of trumps asks before the first trick, as the prompt's opening (it,
    en): nothing to declare when it was turned up (its point already went to the dealer) or
    declared; else whoever holds it declares it now."""
    log = state.log
    if log.turned_up and log.turned_up[:-1] == "K":
        dealer = seat(state.dealer)
        return (
            f"il Re di briscola è la carta girata e il suo punto è già di {dealer}; ora ",
            f"the King of trumps is the turned-up card and its point already went to {dealer}; "
            "now ",
        )
    if log.declared is not None:
        who = seat(log.declared)
        return (
            f"{who} ha dichiarato il Re di briscola; ora ",
            f"{who} declared the King of trumps; now ",
        )
    return (
        "chi ha il Re di briscola lo dichiara ora; poi ",
        "whoever holds the King of trumps declares it now; then ",
    )


class Ecarte(Game[EcarteOptions, EcarteState]):
    id = "ecarte"
    name = _t("Ecarté", "Ecarté")
    summary = _t(
        "In due con 32 carte: scambi, Re di briscola e cinque prese; vince chi arriva a 5.",
        "Two players, 32 cards: exchanges, the King of trumps and five tricks; first to 5 wins.",
    )
    min_players = SEATS
    max_players = SEATS
    options_model = EcarteOptions
    state_model = EcarteState
    moves = MOVES
    checks = CHECKS
    sample = SAMPLE
    seat_fields = frozenset({"seat", "king", "prepotenza"})
    per_seat_fields = frozenset({"tricks", "revokes"})
    first_dealer_option = "first_dealer"
    irregularities = (
        Irregularity("exposed_card", Text(it="Carta scoperta", en="Exposed card"), "ECA-DECK"),
        Irregularity("revoke", Text(it="Rifiuto", en="Revoke"), "ECA-PLAY"),
        Irregularity("misdeal", Text(it="Distribuzione errata", en="Misdeal"), "ECA-DECK"),
        Irregularity("late", Text(it="Ritardo", en="Lateness")),
    )
    tallies = TALLIES

    #: Settled per point with the the match's points: highest best.
    money = "high"
    end_rule = "ECA-MATCH"
    end_refusal = _t(
        "La partita è finita: non si registrano altre mosse.", "The match is over: no more moves."
    )
    playouts = playouts
    presets = PRESETS

    def start(self, seats: int, options: EcarteOptions) -> EcarteState:
        self.check_seats(seats)
        return EcarteState(dealer=options.first_dealer)

    def goal(self, options: EcarteOptions) -> tuple[Text, int | None]:
        rules_it = "classiche" if options.classic else "del testo italiano"
        rules_en = "classic" if options.classic else "the Italian text's"
        return (
            _t(
                f"Vince chi arriva per primo a {options.target} punti (regole {rules_it}).",
                f"The first to {options.target} points wins ({rules_en} rules).",
            ),
            options.target,
        )

    def check_start_totals(self, totals: Sequence[int], options: EcarteOptions) -> None:
        """Totals carried over from paper: two, neither at the target, and not below zero
        where the rules keep totals at 0 or more (classic rules, ECA-AMB-8 off)."""
        if len(totals) != SEATS:
            raise BadOptions(
                _t("Servono due punteggi di partenza.", "Two starting totals are needed."),
                rule="ECA-DECK",
                field="start_totals",
            )
        if max(totals) >= options.target:
            raise BadOptions(
                _t(
                    f"Con {max(totals)} la partita a {options.target} sarebbe già finita.",
                    f"With {max(totals)} the match to {options.target} would already be over.",
                ),
                rule="ECA-MATCH",
                field="start_totals",
            )
        if options.floor is not None and min(totals) < options.floor:
            raise BadOptions(
                _t(
                    "Con queste regole nessuno va sotto zero.",
                    "Under these rules nobody goes below zero.",
                ),
                rule="ECA-CLASSIC-REVOKE" if options.classic else "ECA-AMB-8",
                field="start_totals",
            )

    def start_from(self, seats: int, options: EcarteOptions, totals: Sequence[int]) -> EcarteState:
        """The state of a match carried over from paper at ``totals`` (checked first)."""
        self.check_start_totals(totals, options)
        state = self.start(seats, options)
        state.totals = list(totals)
        return state

    def dump_move(self, move: BaseModel) -> dict[str, Any]:
        """The move as entered: a field left out stays out (a summary's ``prepotenza`` left
        out is derived from the logged exchange; null says nobody)."""
        return move.model_dump(mode="json", exclude_unset=True)

    # -- reading the state ---------------------------------------------------------------------

    def stakes(self, state: EcarteState, options: EcarteOptions) -> list[Stake]:
        """Playing di prepotenza, for the challenger and the dealer: :mod:`.stakes`."""

        def score(raw: dict[str, Any]) -> list[int]:
            # The points only (no other readings, no explanations): what ``apply`` scores.
            move = self.parse_move(raw)
            assert isinstance(move, HandMove)
            after = summary(working_copy(state), move, options, readings=False).state
            return [a - b for a, b in zip(after.totals, state.totals, strict=True)]

        return stakes(state, options, score)

    def offered(self, state: EcarteState) -> tuple[str, ...]:
        """The move types that may be legal now."""
        log = state.log
        if state.finished:
            return ()
        if log.tricks:
            return ("trick", "throw_in")
        if log.pending == "answer":
            return ("accept", "refuse")
        if log.pending is not None:
            return ("exchange",)
        moves: list[str] = []
        if log.empty:
            moves.append("turn_up")
        if log.closed is None and log.declared is None:
            moves += ["propose", "play"]
        king_up = bool(log.turned_up and log.turned_up[:-1] == "K")
        if log.declared is None and not king_up and (not log.exchange_logged or log.closed):
            moves.append("declare_king")
        if log.trump is not None and log.closed is not None:
            moves += ["trick", "throw_in"]
        moves.append("hand")
        return tuple(moves)

    def finished_prompt(self, state: EcarteState, options: EcarteOptions) -> Prompt:
        """The match is over: who won, by how much."""
        w = state.winner or 0
        score = final_score(state.totals, w)
        return Prompt(
            phase="finished",
            text=_t(
                f"Partita finita: vince {seat(w)}, {score.it}.",
                f"The match is over: {seat(w)} wins, {score.en}.",
            ),
            moves=(),
        )

    def playing_prompt(self, state: EcarteState, options: EcarteOptions) -> Prompt:
        moves = self.offered(state)
        log, n = state.log, state.hand
        dealer, challenger = seat(state.dealer), seat(state.challenger)
        trump_it = f", briscola {suit_name(log.trump, 'it')}" if log.trump else ""
        trump_en = f", {suit_name(log.trump, 'en')} trumps" if log.trump else ""
        head_it, head_en = f"Mano {n}{trump_it}", f"Hand {n}{trump_en}"
        if log.tricks:
            leader = log.tricks[-1].winner
            k = len(log.tricks) + 1
            return Prompt(
                phase="tricks",
                text=_t(
                    f"{head_it}, presa {k} di 5: prima la carta di {seat(leader)}, di mano, poi "
                    f"quella di {seat(1 - leader)}.",
                    f"{head_en}, trick {k} of 5: first {seat(leader)}'s card (the lead), then "
                    f"{seat(1 - leader)}'s.",
                ),
                moves=moves,
            )
        if log.pending == "answer":
            return Prompt(
                phase="answer",
                text=_t(
                    f"{head_it}, fa le carte {dealer}: accetta o rifiuta lo scambio?",
                    f"{head_en}: does {dealer}, the dealer, accept or refuse the exchange?",
                ),
                moves=moves,
                seats=(state.dealer,),
            )
        if log.pending is not None:
            who = state.challenger if log.pending == "challenger" else state.dealer
            return Prompt(
                phase="discards",
                text=_t(
                    f"{head_it}: quante carte cambia {seat(who)}? Nel tallone ce ne sono "
                    f"{log.stock}.",
                    f"{head_en}: how many cards does {seat(who)} change? The stock has "
                    f"{log.stock}.",
                ),
                moves=moves,
                seats=(who,),
            )
        if log.empty:
            return Prompt(
                phase="deal",
                text=_t(
                    f"Mano {n}: fa le carte {dealer}, sfidante {challenger}. La carta girata, "
                    "poi lo scambio e le prese; oppure solo il riepilogo della mano.",
                    f"Hand {n}: {dealer} deals, {challenger} is the challenger. The turned-up "
                    "card, then the exchange and the tricks; or just the hand's summary.",
                ),
                moves=moves,
            )
        if log.closed is None and log.declared is None:
            return Prompt(
                phase="exchange",
                text=_t(
                    f"{head_it}, sfida {challenger}: propone lo scambio o gioca?",
                    f"{head_en}: does {challenger}, the challenger, propose an exchange or play?",
                ),
                moves=moves,
                seats=(state.challenger,),
            )
        king_it, king_en = _king_step(state)
        return Prompt(
            phase="play",
            text=_t(
                f"{head_it}: {king_it}le prese, una per una ({challenger} è di mano), o il "
                "riepilogo della mano.",
                f"{head_en}: {king_en}the tricks one by one ({challenger} leads), or the "
                "hand's summary.",
            ),
            moves=moves,
        )

    def outcome(self, state: EcarteState, options: EcarteOptions) -> Outcome | None:
        if not state.finished or state.winner is None:
            return None
        w = state.winner
        score = final_score(state.totals, w)
        text = _t(f"Vince {seat(w)}, {score.it}.", f"{seat(w)} wins, {score.en}.")
        if not options.classic:
            return Outcome(winners=(w,), text=text, rules=("ECA-MATCH",))
        # ECA-CLASSIC-REVOKE also gives the classic stakes, by the loser's total
        loser = state.totals[1 - w]
        stake_it, stake_en = (
            ("tripla", "treble")
            if loser <= 0
            else ("doppia", "double")
            if loser <= 2
            else ("semplice", "single")
        )
        return Outcome(
            winners=(w,),
            text=_t(
                f"{text.it} Se giocate con la posta classica: {stake_it} (chi perde ha {loser}).",
                f"{text.en} With the classic stakes: {stake_en} (the loser has {loser}).",
            ),
            rules=("ECA-MATCH", "ECA-CLASSIC-REVOKE"),
        )


GAME = Ecarte()
