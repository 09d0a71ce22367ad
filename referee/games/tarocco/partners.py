"""The King call (TAR-CALL) and the partner revealed.

The venti player calls a card (``king_call``), checked against rules a–f when the hand is
given; its holder, the hidden partner, is revealed when the card shows up (``partner``), or
at once by the dealer who finds it in his discard (TAR-CALL-f for a Queen, TAR-AMB-6 for a
King).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from ..base import Applied, IllegalMove, Line, MoveModel, SeatNo, move_type, seat
from ..base import it_en as _t
from .cards import (
    SUIT_EN,
    Card,
    CardError,
    CardName,
    normalise,
    parse_card,
    parse_cards,
    sentence,
)
from .declarations import lead_line
from .king import card_to_call
from .options import TaroccoOptions
from .state import TaroccoState, check_seat

HAND_SIZE = 15
MONTE_SIZE = 3


class KingCallMove(MoveModel):
    """The venti player calls a card; ``hand`` (15 cards) lets the referee check it."""

    type: Literal["king_call"]
    seat: SeatNo
    card: CardName
    hand: Annotated[list[CardName], Field(max_length=30)] | None = None
    #: The dealer's 3 cards discarded to the monte, his too (TAR-AMB-6).
    discard: Annotated[list[CardName], Field(max_length=10)] | None = None

    @field_validator("card", mode="after")
    @classmethod
    def _code(cls, card: str) -> str:
        return normalise(card)

    @field_validator("hand", "discard", mode="after")
    @classmethod
    def _codes(cls, cards: list[str] | None) -> list[str] | None:
        return None if cards is None else [normalise(c) for c in cards]


def _card(raw: str) -> Card:
    try:
        return parse_card(raw)
    except CardError as exc:
        raise IllegalMove("TAR-DECK", exc.text) from None


def _cards(raw: list[str]) -> list[Card]:
    try:
        return parse_cards(raw)
    except CardError as exc:
        raise IllegalMove("TAR-DECK", exc.text) from None


def king_call(state: TaroccoState, move: KingCallMove, options: TaroccoOptions) -> Applied:
    check_seat(move.seat)
    if state.phase != "king_call":
        raise IllegalMove(
            "TAR-CALL",
            _t(
                "Ora non si chiama nessun Re: si chiama dopo un venti a cui nessuno ha risposto "
                "quindici.",
                "No King is called now: the call comes after a venti nobody answered with "
                "quindici.",
            ),
        )
    declarer = state.declarer if state.declarer is not None else move.seat
    if move.seat != declarer:
        raise IllegalMove(
            "TAR-CALL",
            _t(
                f"Chiama chi ha detto venti, {seat(declarer)}, non {seat(move.seat)}.",
                f"Whoever said venti, {seat(declarer)}, calls, not {seat(move.seat)}.",
            ),
        )
    card = _card(move.card)
    if card.rank not in ("K", "Q", "N") and move.hand is None:
        raise IllegalMove(
            "TAR-CALL",
            _t(
                f"Si chiama un Re (o, con tutti i Re, una Regina): non {card.name}.",
                f"A King is called (or, holding every King, a Queen): not {card.name}.",
            ),
        )
    rules: tuple[str, ...] = ("TAR-CALL",)
    why_it = why_en = ""
    if move.hand is not None:
        hand = _cards(move.hand)
        if len(hand) != HAND_SIZE:
            raise IllegalMove(
                "TAR-CALL",
                _t(
                    f"La mano di chi chiama ha 15 carte, non {len(hand)}.",
                    f"The caller's hand has 15 cards, not {len(hand)}.",
                ),
            )
        discard: list[Card] = []
        if move.discard is not None:
            if move.seat != state.dealer:
                raise IllegalMove(
                    "TAR-AMB-6",
                    _t(
                        "Lo scarto nel monte l'ha fatto il mazziere: solo lui lo indica.",
                        "The dealer made the discard to the monte: only the dealer gives it.",
                    ),
                )
            discard = _cards(move.discard)
            if len(discard) != MONTE_SIZE or {c.code for c in discard} & {c.code for c in hand}:
                raise IllegalMove(
                    "TAR-AMB-6",
                    _t(
                        "Lo scarto del mazziere è di 3 carte, diverse da quelle in mano.",
                        "The dealer's discard is 3 cards, none of them in the hand.",
                    ),
                )
        if card.code in {c.code for c in discard}:
            raise IllegalMove(
                "TAR-AMB-6",
                _t(
                    f"{seat(move.seat)} ha scartato {card.the_it} nel monte: le carte scartate "
                    "sono sue e non si possono chiamare.",
                    f"{seat(move.seat)} discarded {card.name} to the monte: discarded cards "
                    "are the caller's own and can't be called.",
                ),
            )
        if card.code in {c.code for c in hand}:
            raise IllegalMove(
                "TAR-CALL",
                _t(
                    f"{seat(move.seat)} ha in mano {card.the_it}: si chiama una carta che non si "
                    "ha.",
                    f"{seat(move.seat)} holds {card.name}: the call names a card not held.",
                ),
            )
        verdict = card_to_call(hand, options, discard)
        if not verdict.allows(card.code):
            raise IllegalMove(verdict.rule, verdict.reason)
        rules = (*verdict.rules, "TAR-CALL")
        why_it, why_en = f" {verdict.reason.it}", f" {verdict.reason.en}"
    state.called = card.code
    state.phase = "play"
    lines = [
        Line(
            seat=move.seat,
            rules=tuple(dict.fromkeys(rules)),
            text=_t(
                f"{seat(move.seat)} chiama {card.the_it}: chi ce l'ha è il compagno nascosto."
                + why_it,
                f"{seat(move.seat)} calls the {card.name}: its holder is the hidden partner."
                + why_en,
            ),
        ),
        lead_line(state, options),
    ]
    if not options.v9 and card.rank == "K":
        lines.append(
            Line(
                rules=("TAR-LEAD",),
                text=_t(
                    f"Chi ha {card.the_it}, la prima volta che apre, deve giocare una carta di "
                    f"{card.name.split()[-1]}.",
                    f"Whoever holds the {card.name} must lead a card of "
                    f"{SUIT_EN[card.suit or 'S']} at their first lead.",
                ),
            )
        )
    return Applied(state=state, lines=tuple(lines))


KING_CALL = move_type(
    KingCallMove,
    king_call,
    label=("Chiamata del Re", "King call"),
    description=(
        "Chi ha detto venti chiama un Re che non ha (con la mano, l'app controlla le regole).",
        "The venti player calls a King not held (with the hand, the app checks the rules).",
    ),
    rules=(
        "TAR-CALL",
        "TAR-CALL-a",
        "TAR-CALL-b",
        "TAR-CALL-c",
        "TAR-CALL-d",
        "TAR-CALL-e",
        "TAR-LEAD",
    ),
)


class PartnerMove(MoveModel):
    """The hidden partner revealed: the seat holding the called card (``monte``: the dealer
    holds it in his discard)."""

    type: Literal["partner"]
    seat: SeatNo
    monte: Annotated[bool, Field(strict=True)] = False


def reveal(state: TaroccoState, move: PartnerMove, options: TaroccoOptions) -> Applied:
    check_seat(move.seat)
    if state.phase != "play" or state.called is None:
        raise IllegalMove(
            "TAR-CALL",
            _t(
                "Non c'è un compagno nascosto da scoprire: nessuna carta è stata chiamata.",
                "There is no hidden partner to reveal: no card has been called.",
            ),
        )
    called = Card(state.called)
    if state.partner is not None:
        raise IllegalMove(
            "TAR-CALL",
            _t(
                f"Il compagno è già noto: {seat(state.partner)}.",
                f"The partner is already known: {seat(state.partner)}.",
            ),
        )
    if move.seat == state.declarer:
        raise IllegalMove(
            "TAR-CALL",
            _t(
                f"{seat(move.seat)} ha chiamato {called.the_it}: non ce l'ha.",
                f"{seat(move.seat)} called the {called.name}: it can't be theirs.",
            ),
        )
    rule = "TAR-CALL-f" if called.rank == "Q" else "TAR-AMB-6"
    if move.monte:
        if move.seat != state.dealer:
            raise IllegalMove(
                rule,
                _t(
                    f"Nel monte ha scartato il mazziere, {seat(state.dealer)}: solo lui può "
                    "avere lì la carta chiamata.",
                    f"The dealer, {seat(state.dealer)}, made the discard: only the dealer can "
                    "have the called card there.",
                ),
            )
        state.partner = move.seat
        state.partner_open = True
        rules = (rule, "TAR-V7") if options.v7 and rule == "TAR-CALL-f" else (rule,)
        hidden = rule == "TAR-AMB-6" and options.called_in_monte == "hidden"
        text = (
            _t(
                f"{sentence(called.the_it)} è nello scarto del mazziere: {seat(move.seat)} era "
                "il compagno nascosto e lo dice solo ora.",
                f"The {called.name} is in the dealer's discard: {seat(move.seat)} was the hidden "
                "partner and says so only now.",
            )
            if hidden
            else _t(
                f"{sentence(called.the_it)} è nello scarto del mazziere: {seat(move.seat)} lo "
                "dichiara e diventa compagno palese.",
                f"The {called.name} is in the dealer's discard: {seat(move.seat)} declares it "
                "and becomes the open partner.",
            )
        )
        return Applied(state=state, lines=(Line(seat=move.seat, rules=rules, text=text),))
    state.partner = move.seat
    line = Line(
        seat=move.seat,
        rules=("TAR-CALL",),
        text=_t(
            f"{sentence(called.the_it)} è di {seat(move.seat)}: è il compagno di "
            f"{seat(state.declarer or 0)}.",
            f"The {called.name} is {seat(move.seat)}'s: the partner of "
            f"{seat(state.declarer or 0)}.",
        ),
    )
    return Applied(state=state, lines=(line,))


PARTNER = move_type(
    PartnerMove,
    reveal,
    label=("Compagno scoperto", "Partner revealed"),
    description=(
        "Chi ha la carta chiamata (o il mazziere che l'ha nello scarto).",
        "Who holds the called card (or the dealer holding it in the discard).",
    ),
    rules=("TAR-CALL", "TAR-CALL-f", "TAR-AMB-6"),
)
