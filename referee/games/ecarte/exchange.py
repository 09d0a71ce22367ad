"""The deal and the exchange, logged step by step: the turn-up, proposals, answers, the cards
changed, the challenger's "play", and the King of trumps declared (ECA-DECK, ECA-EXCH,
ECA-PREP, ECA-SEED-K / ECA-CLASSIC-K, ECA-AMB-7).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field

from ..base import Applied, IllegalMove, JsonInt, Line, MoveModel, SeatNo, move_type, seat
from ..base import it_en as _t
from .deck import HAND_SIZE, king_of, label, suit_name
from .flow import (
    CardText,
    before_play,
    check_card,
    exchange_open,
    nothing_pending,
    score_and_close,
)
from .options import EcarteOptions
from .scoring import Settled, declared_king, match_line, reached, turned_up_king
from .state import EcarteState, check_seat

# -- the turn-up ------------------------------------------------------------------------------


class TurnUpMove(MoveModel):
    """The card the dealer turns up under the stock: its suit is trumps."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"type": "turn_up", "card": "KC"}, {"type": "turn_up", "card": "9H"}]
        }
    )

    type: Literal["turn_up"]
    card: CardText


def turn_up(state: EcarteState, move: TurnUpMove, options: EcarteOptions) -> Applied:
    check_card(move.card)
    if not state.log.empty:
        raise IllegalMove(
            "ECA-DECK",
            _t(
                "La carta girata si registra per prima, prima di ogni altra mossa della mano.",
                "The turned-up card is entered first, before any other move of the hand.",
            ),
        )
    state.log.turned_up = move.card
    trump = move.card[-1]
    line = Line(
        rules=("ECA-DECK",),
        text=_t(
            f"Carta girata {label(move.card)}: briscola {suit_name(trump, 'it')}.",
            f"Turned up {label(move.card)}: {suit_name(trump, 'en')} are trumps.",
        ),
    )
    if move.card != king_of(trump):
        return Applied(state=state, lines=(line,))
    settled = Settled(scores=[1 if s == state.dealer else 0 for s in (0, 1)])
    settled.lines.append(turned_up_king(state.dealer, trump, options))
    _end_if_reached(state, settled, options)
    return score_and_close(state, settled, options, None, ends_hand=False, extra=(line,))


def _end_if_reached(state: EcarteState, settled: Settled, options: EcarteOptions) -> None:
    after = [state.totals[s] + settled.scores[s] for s in (0, 1)]
    winner = reached(after, options)
    if winner is not None:
        settled.winner = winner
        settled.lines.append(match_line(winner, after, options, early=True))


TURN_UP = move_type(
    TurnUpMove,
    turn_up,
    label=("Carta girata", "Turned-up card"),
    description=(
        "La carta girata sotto il tallone, che fa la briscola; se è il Re, 1 punto subito al "
        "mazziere.",
        "The card turned up under the stock, which sets trumps; a King scores 1 for the dealer "
        "at once.",
    ),
    rules=("ECA-DECK", "ECA-SEED-K", "ECA-CLASSIC-K", "ECA-AMB-7"),
    scores_as="king",
)

# -- proposals and answers --------------------------------------------------------------------


class ProposeMove(MoveModel):
    """The challenger proposes an exchange."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"type": "propose", "seat": 0}]})

    type: Literal["propose"]
    seat: SeatNo


def propose(state: EcarteState, move: ProposeMove, options: EcarteOptions) -> Applied:
    check_seat(move.seat)
    exchange_open(state)
    nothing_pending(state)
    if move.seat != state.challenger:
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                f"Lo scambio lo propone chi sfida, {seat(state.challenger)}, non chi fa le carte.",
                f"The challenger, {seat(state.challenger)}, proposes the exchange, not the dealer.",
            ),
        )
    log = state.log
    log.steps += 1
    log.proposals += 1
    log.pending = "answer"
    again_it = "un altro scambio" if log.rounds else "lo scambio"
    again_en = "another exchange" if log.rounds else "an exchange"
    return Applied(
        state=state,
        lines=(
            Line(
                seat=move.seat,
                rules=("ECA-EXCH",),
                text=_t(
                    f"{seat(move.seat)} propone {again_it} (nel tallone {log.stock} carte).",
                    f"{seat(move.seat)} proposes {again_en} ({log.stock} cards in the stock).",
                ),
            ),
        ),
    )


PROPOSE = move_type(
    ProposeMove,
    propose,
    label=("Propone lo scambio", "Proposes an exchange"),
    description=(
        "Lo sfidante propone di cambiare carte; il mazziere accetta o rifiuta.",
        "The challenger proposes to change cards; the dealer accepts or refuses.",
    ),
    rules=("ECA-EXCH",),
)


class AcceptMove(MoveModel):
    """The dealer accepts the proposal."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"type": "accept", "seat": 1}]})

    type: Literal["accept"]
    seat: SeatNo


class RefuseMove(MoveModel):
    """The dealer refuses the proposal: play begins."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"type": "refuse", "seat": 1}]})

    type: Literal["refuse"]
    seat: SeatNo


def _answering(state: EcarteState, s: int) -> None:
    check_seat(s)
    exchange_open(state)
    if state.log.pending != "answer":
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                "Non c'è una proposta di scambio a cui rispondere.",
                "There is no exchange proposal to answer.",
            ),
        )
    if s != state.dealer:
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                f"Alla proposta risponde chi fa le carte: {seat(state.dealer)}.",
                f"The dealer, {seat(state.dealer)}, answers the proposal.",
            ),
        )


def accept(state: EcarteState, move: AcceptMove, options: EcarteOptions) -> Applied:
    _answering(state, move.seat)
    state.log.steps += 1
    state.log.pending = "challenger"
    return Applied(
        state=state,
        lines=(
            Line(
                seat=move.seat,
                rules=("ECA-EXCH",),
                text=_t(
                    f"{seat(move.seat)} accetta: cambia carte prima {seat(state.challenger)}, "
                    f"poi {seat(move.seat)}.",
                    f"{seat(move.seat)} accepts: {seat(state.challenger)} changes cards first, "
                    f"then {seat(move.seat)}.",
                ),
            ),
        ),
    )


def refuse(state: EcarteState, move: RefuseMove, options: EcarteOptions) -> Applied:
    _answering(state, move.seat)
    log = state.log
    log.steps += 1
    log.refusals += 1
    log.refused_first = not log.rounds
    log.pending = None
    log.closed = "refused"
    who = seat(move.seat)
    if log.refused_first or options.prepotenza == "any_refusal":
        rules: tuple[str, ...] = ("ECA-EXCH", "ECA-PREP", "ECA-AMB-5")
        it = f"{who} rifiuta lo scambio e gioca di prepotenza: si comincia a giocare."
        en = f"{who} refuses the exchange and plays di prepotenza: play begins."
    else:
        rules = ("ECA-EXCH", "ECA-AMB-5")
        it = (
            f"{who} rifiuta un nuovo scambio: si gioca. Dopo uno scambio il rifiuto non è "
            "prepotenza."
        )
        en = f"{who} refuses another exchange: play begins. After an exchange, a refusal is "
        en += "not prepotenza."
    return Applied(state=state, lines=(Line(seat=move.seat, rules=rules, text=_t(it, en)),))


ACCEPT = move_type(
    AcceptMove,
    accept,
    label=("Accetta lo scambio", "Accepts the exchange"),
    description=(
        "Il mazziere accetta: cambiano carte lo sfidante e poi il mazziere.",
        "The dealer accepts: the challenger changes cards, then the dealer.",
    ),
    rules=("ECA-EXCH",),
)
REFUSE = move_type(
    RefuseMove,
    refuse,
    label=("Rifiuta lo scambio", "Refuses the exchange"),
    description=(
        "Il mazziere rifiuta: si gioca (di prepotenza, se nessuno scambio è stato fatto).",
        "The dealer refuses: play begins (di prepotenza when no exchange was made).",
    ),
    rules=("ECA-EXCH", "ECA-PREP", "ECA-AMB-5"),
)

# -- the cards changed ------------------------------------------------------------------------


class ExchangeMove(MoveModel):
    """How many cards a seat discards and draws in an accepted exchange."""

    model_config = ConfigDict(
        json_schema_extra={"examples": [{"type": "exchange", "seat": 0, "cards": 3}]}
    )

    type: Literal["exchange"]
    seat: SeatNo
    cards: Annotated[JsonInt, Field(ge=0, le=HAND_SIZE)]


def exchange(state: EcarteState, move: ExchangeMove, options: EcarteOptions) -> Applied:
    check_seat(move.seat)
    exchange_open(state)
    log = state.log
    if log.pending not in ("challenger", "dealer"):
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                "Si cambiano carte solo dopo che il mazziere ha accettato una proposta.",
                "Cards are changed only after the dealer has accepted a proposal.",
            ),
        )
    due = state.challenger if log.pending == "challenger" else state.dealer
    if move.seat != due:
        first = log.pending == "challenger"
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                f"Ora cambia carte {seat(due)}"
                + (": prima lo sfidante, poi il mazziere." if first else "."),
                f"Now {seat(due)} changes cards"
                + (": the challenger first, then the dealer." if first else "."),
            ),
        )
    if move.cards > log.stock:
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                f"Nel tallone restano {log.stock} carte: non se ne possono cambiare {move.cards}.",
                f"The stock has {log.stock} cards left: {move.cards} cannot be changed.",
            ),
        )
    pat = options.dealer_pat and move.seat == state.dealer  # ECA-PAT
    if options.classic and move.cards == 0 and not pat:
        dealer = move.seat == state.dealer
        raise IllegalMove(
            "ECA-PAT" if dealer else "ECA-EXCH",
            _t(
                "Regole classiche: dopo che lo scambio è accettato, ciascuno cambia almeno una "
                "carta"
                + (
                    " (il mazziere può non cambiare solo se il tavolo lo sceglie)."
                    if dealer
                    else "."
                ),
                "Classic rules: once the exchange is accepted, each changes at least one card"
                + (" (the dealer may stand pat only if the table chooses so)." if dealer else "."),
            ),
        )
    log.steps += 1
    log.stock -= move.cards
    who = seat(move.seat)
    it = f"{who} cambia {move.cards} carte; nel tallone ne restano {log.stock}."
    en = f"{who} changes {move.cards} cards; {log.stock} left in the stock."
    if log.pending == "challenger":
        log.rounds.append([move.cards, 0])
        log.pending = "dealer"
    else:
        log.rounds[-1][1] = move.cards
        log.pending = None
    if log.stock == 0:
        log.pending = None
        log.closed = "stock"
        it += " Il tallone è finito: si gioca."
        en += " The stock has run out: play begins."
        if move.seat == state.challenger:
            it += f" {seat(state.dealer)} non può cambiare."
            en += f" {seat(state.dealer)} cannot change any."
    return Applied(state=state, lines=(Line(seat=move.seat, rules=("ECA-EXCH",), text=_t(it, en)),))


EXCHANGE = move_type(
    ExchangeMove,
    exchange,
    label=("Cambia carte", "Changes cards"),
    description=(
        "Quante carte scarta e ripesca un giocatore (prima lo sfidante, poi il mazziere).",
        "How many cards a player discards and draws (the challenger first, then the dealer).",
    ),
    rules=("ECA-EXCH",),
)

# -- the challenger plays ---------------------------------------------------------------------


class PlayMove(MoveModel):
    """The challenger stops proposing (or never proposes): play begins."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"type": "play"}]})

    type: Literal["play"]


def play(state: EcarteState, move: PlayMove, options: EcarteOptions) -> Applied:
    exchange_open(state)
    nothing_pending(state)
    log = state.log
    log.steps += 1
    log.closed = "play"
    who = seat(state.challenger)
    if log.proposals == 0:
        line = Line(
            seat=state.challenger,
            rules=("ECA-PREP", "ECA-AMB-5"),
            text=_t(
                f"{who} gioca senza proporre lo scambio: gioca di prepotenza.",
                f"{who} plays without proposing an exchange: plays di prepotenza.",
            ),
        )
    else:
        line = Line(
            seat=state.challenger,
            rules=("ECA-EXCH", "ECA-AMB-5"),
            text=_t(
                f"{who} non propone altri scambi: si gioca (non è prepotenza).",
                f"{who} proposes no more exchanges: play begins (not prepotenza).",
            ),
        )
    return Applied(state=state, lines=(line,))


PLAY = move_type(
    PlayMove,
    play,
    label=("Si gioca", "Play"),
    description=(
        "Lo sfidante non propone (altri) scambi: si comincia a giocare.",
        "The challenger proposes no (more) exchanges: play begins.",
    ),
    rules=("ECA-EXCH", "ECA-PREP"),
)

# -- the King of trumps declared --------------------------------------------------------------


class DeclareKingMove(MoveModel):
    """A seat declares (shows) the King of trumps before the first lead."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"type": "declare_king", "seat": 0}]})

    type: Literal["declare_king"]
    seat: SeatNo


def declare_king(state: EcarteState, move: DeclareKingMove, options: EcarteOptions) -> Applied:
    check_seat(move.seat)
    log = state.log
    k = "ECA-CLASSIC-K" if options.classic else "ECA-SEED-K"
    if log.turned_up and log.turned_up[:-1] == "K":
        raise IllegalMove(
            k,
            _t(
                "Il Re di briscola è la carta girata: il suo punto è già andato al mazziere, e "
                "nessuno può dichiararlo.",
                "The King of trumps is the turned-up card: its point already went to the "
                "dealer, and nobody can declare it.",
            ),
        )
    if log.declared is not None:
        raise IllegalMove(
            k,
            _t(
                f"Il Re di briscola l'ha già dichiarato {seat(log.declared)}.",
                f"{seat(log.declared)} has already declared the King of trumps.",
            ),
        )
    before_play(state, "ECA-SEED-UNDECL" if not options.classic else "ECA-CLASSIC-K")
    if log.exchange_logged and log.closed is None:
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                "Il Re si dichiara dopo lo scambio: prima registrate come è finito (si gioca).",
                "The King is declared after the exchange: first enter how it ended (play).",
            ),
        )
    log.declared = move.seat
    settled = Settled(scores=[1 if s == move.seat else 0 for s in (0, 1)])
    settled.lines.append(declared_king(move.seat, options))
    _end_if_reached(state, settled, options)
    return score_and_close(state, settled, options, None, ends_hand=False)


DECLARE_KING = move_type(
    DeclareKingMove,
    declare_king,
    label=("Dichiara il Re", "Declares the King"),
    description=(
        "Chi ha il Re di briscola lo dichiara prima della prima carta: +1 subito.",
        "The holder of the King of trumps declares it before the first card: +1 at once.",
    ),
    rules=("ECA-SEED-K", "ECA-SEED-UNDECL", "ECA-CLASSIC-K", "ECA-AMB-7"),
    scores_as="king",
)
