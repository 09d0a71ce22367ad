"""What the moves share: cards as typed, the guards of a hand's phases, and ending a hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Annotated

from pydantic import AfterValidator, Field, WithJsonSchema

from ..base import Applied, HandResult, IllegalMove, Line, seat
from ..base import it_en as _t
from .deck import CARD_SCHEMA, DECK, card_code
from .options import EcarteOptions
from .scoring import Settled, alternatives
from .state import EcarteState, HandLog


def _normalise(text: str) -> str:
    """A card typed as a code or by name, as its code; left as typed when it is none of the
    32 (the move then refuses it citing ECA-DECK)."""
    return card_code(text) or text.strip()


#: A card as a move carries it: ``"KH"``, ``"10h"``, ``"K♥"``, ``"re di cuori"``; the API
#: document says so with a pattern and the cards' names.
CardText = Annotated[
    str,
    Field(min_length=1, max_length=40),
    AfterValidator(_normalise),
    WithJsonSchema(CARD_SCHEMA),
]


def check_card(code: str) -> None:
    """ECA-DECK: a card of the 32."""
    if code not in DECK:
        raise IllegalMove(
            "ECA-DECK",
            _t(
                f"«{code[:12]}» non è una carta dell'ecarté: si gioca con le 32 carte dal 7 al "
                "re (codici come KH, 10S, 7C).",
                f"'{code[:12]}' is not an Ecarté card: the game uses the 32 cards 7 to King "
                "(codes like KH, 10S, 7C).",
            ),
        )


def before_play(state: EcarteState, rule: str) -> None:
    """Exchange steps and the declaration come before the first trick."""
    if state.log.tricks:
        raise IllegalMove(
            rule,
            _t(
                "Si sta già giocando (ci sono prese registrate): questo andava prima della "
                "prima carta.",
                "Play has begun (tricks are logged): this came before the first card.",
            ),
        )


def exchange_open(state: EcarteState) -> None:
    """ECA-EXCH: the exchange is still going on (not ended, no King declared)."""
    log = state.log
    before_play(state, "ECA-EXCH")
    if log.declared is not None:
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                "Il Re di briscola è già stato dichiarato: lo scambio è finito.",
                "The King of trumps has been declared: the exchange is over.",
            ),
        )
    if log.closed == "stock":
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                "Il tallone è finito: niente più scambi, si gioca.",
                "The stock has run out: no more exchanges, play begins.",
            ),
        )
    if log.closed == "refused":
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                f"{seat(state.dealer)}, che fa le carte, ha rifiutato lo scambio: si gioca.",
                f"The dealer, {seat(state.dealer)}, refused the exchange: play begins.",
            ),
        )
    if log.closed == "play":
        raise IllegalMove(
            "ECA-EXCH",
            _t(
                f"{seat(state.challenger)}, che sfida, ha già scelto di giocare.",
                f"The challenger, {seat(state.challenger)}, has already chosen to play.",
            ),
        )


def pending_text(state: EcarteState) -> tuple[str, str]:
    """What the exchange waits for, in words (it, en)."""
    log = state.log
    if log.pending == "answer":
        return (
            f"{seat(state.dealer)}, che fa le carte, deve accettare o rifiutare la proposta",
            f"the dealer, {seat(state.dealer)}, must accept or refuse the proposal",
        )
    who = state.challenger if log.pending == "challenger" else state.dealer
    return (
        f"{seat(who)} deve dire quante carte cambia",
        f"{seat(who)} must say how many cards they change",
    )


def nothing_pending(state: EcarteState) -> None:
    if state.log.pending is not None:
        it, en = pending_text(state)
        raise IllegalMove(
            "ECA-EXCH",
            _t(f"Prima finite lo scambio in corso: {it}.", f"Finish the exchange first: {en}."),
        )


def score_and_close(
    state: EcarteState,
    settled: Settled,
    options: EcarteOptions,
    rescore: Callable[[EcarteOptions], Sequence[int]] | None,
    *,
    ends_hand: bool,
    extra: Sequence[Line] = (),
    same_dealer: bool = False,
) -> Applied:
    """Add the points to the totals, end the match or (``ends_hand``) start the next hand.

    ``rescore`` scores the same hand under other options, for the alternatives.
    """
    number = state.hand
    for s in (0, 1):
        state.totals[s] += settled.scores[s]
    lines = [*extra, *settled.lines]
    if settled.winner is not None:
        state.finished = True
        state.winner = settled.winner
    elif ends_hand:
        state.hand += 1
        if not same_dealer:
            state.dealer = 1 - state.dealer
        state.log = HandLog()
        lines.append(
            Line(
                rules=("ECA-DECK",),
                text=_t(
                    f"Mano {state.hand}: fa le carte {seat(state.dealer)}, sfidante "
                    f"{seat(state.challenger)}.",
                    f"Hand {state.hand}: {seat(state.dealer)} deals, {seat(state.challenger)} "
                    "is the challenger.",
                ),
            )
        )
    found = alternatives(settled.scores, options, rescore) if rescore else []
    hand = HandResult(number=number, scores=tuple(settled.scores), alternatives=tuple(found))
    return Applied(state=state, lines=tuple(lines), hand=hand)
