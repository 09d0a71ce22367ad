"""The moves between hands: the entry that ends and scores a hand, and a late joiner."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from ..base import (
    Applied,
    HandResult,
    IllegalMove,
    JsonInt,
    Line,
    MoveModel,
    PlayerName,
    SeatNo,
    Text,
    explained,
    move_type,
    seat,
)
from ..base import it_en as _t
from ..cards import Card, CardError, deck_excess, parse_card
from .options import TamaloOptions
from .scoring import alternatives, caller_is_lowest, card_value, check_end, score_hand, seat_line
from .state import MAX_SEATS, SeatStats, TamaloState, check_seat

HandTotal = Annotated[JsonInt, Field(ge=0, le=999)]
CardList = Annotated[list[str], Field(max_length=30)]


class HandMove(MoveModel):
    """The end of a hand: every seat's remaining cards (or typed total) and the caller."""

    type: Literal["hand"]
    caller: SeatNo | None = None
    hands: Annotated[list[CardList | HandTotal], Field(min_length=1, max_length=MAX_SEATS)]

    @field_validator("hands", mode="after")
    @classmethod
    def _codes(cls, hands: list[list[str] | int]) -> list[list[str] | int]:
        out: list[list[str] | int] = []
        for i, hand in enumerate(hands):
            if not isinstance(hand, list):
                out.append(hand)
                continue
            try:
                out.append([parse_card(c).code for c in hand])
            except CardError as exc:
                raise explained(f"posto {i}: {exc.text.it}", f"seat {i}: {exc.text.en}") from None
        return out


def end_of_hand(state: TamaloState, move: HandMove, options: TamaloOptions) -> Applied:
    """Score the hand (rules.md §4.4), start the next one, and end the game at the target."""
    n = state.seats
    if len(move.hands) != n:
        raise IllegalMove(
            "TAM-PLAYERS",
            _t(
                f"Servono {n} mani, una per posto nell'ordine del tavolo; ne sono arrivate "
                f"{len(move.hands)}.",
                f"{n} hands are needed, one per seat in seating order; got {len(move.hands)}.",
            ),
        )
    caller = move.caller
    if caller is not None:
        check_seat(state, caller)
    if state.caller is not None and caller != state.caller:
        raise IllegalMove(
            "TAM-CALL",
            _t(
                f"In questa mano ha chiamato Tamalo {seat(state.caller)}.",
                f"{seat(state.caller)} called Tamalo in this hand.",
            ),
        )
    parsed: list[list[Card] | int] = [
        [parse_card(c) for c in h] if isinstance(h, list) else h for h in move.hands
    ]
    every_card = [c for h in parsed if isinstance(h, list) for c in h]
    excess = deck_excess(every_card, decks=1, jokers=options.jokers)
    if excess is not None:
        kind, text = excess
        raise IllegalMove("TAM-JOKE" if kind == "jokers" else "TAM-DECK", text)
    check_thrown_away(state, parsed, options)
    raws = [sum(card_value(c) for c in h) if isinstance(h, list) else h for h in parsed]
    scores = score_hand(raws, caller, options)
    number = state.hand
    lines = [seat_line(i, parsed[i], raws, scores[i], caller, options) for i in range(n)]
    if caller is None:
        lines.append(
            Line(
                text=_t(
                    "Nessuno ha chiamato Tamalo in questa mano.",
                    "Nobody called Tamalo this hand.",
                ),
                rules=("TAM-AMB-9",),
            )
        )
    readings = alternatives(raws, caller, scores, options)

    for i in range(n):
        state.totals[i] += scores[i]
    low = min(raws)
    for i in range(n):
        if raws[i] == low:
            state.stats[i].hands_lowest += 1
    if caller is not None:
        state.stats[caller].calls += 1
        if caller_is_lowest(raws, caller, options):
            state.stats[caller].calls_lowest += 1
    state.hand += 1
    state.caller = None
    state.pile = []
    state.joker_taken_by = None
    state.in_hand_moves = 0
    state.penalties = [0] * n
    lines.extend(check_end(state, options))
    return Applied(
        state=state,
        lines=tuple(lines),
        hand=HandResult(number=number, scores=tuple(scores), alternatives=tuple(readings)),
    )


def check_thrown_away(
    state: TamaloState, parsed: list[list[Card] | int], options: TamaloOptions
) -> None:
    """TAM-DECK with the in-hand log: what a seat threw onto the pile is not in its hand.

    Only the cards the log still shows on the pile (a card taken back may have come round
    to anyone), and only hands entered as cards. Cards named by rank or colour, and jokers,
    are counted against the deck instead of compared.
    """
    for i, held in enumerate(parsed):
        thrown = [parse_card(p.card) for p in state.pile if p.seat == i]
        if not thrown or not isinstance(held, list):
            continue
        hint = _check_hint(i)
        codes = {c.code for c in held if c.suit}
        again = next((c for c in thrown if c.suit and c.code in codes), None)
        if again is not None:
            raise IllegalMove(
                "TAM-DECK",
                _t(
                    f"{seat(i)} ha scartato {again.label('it')} e negli scarti c'è ancora: non "
                    f"può essere anche nella sua mano. {hint.it}",
                    f"{seat(i)} discarded {again.label('en')} and it is still on the discard "
                    f"pile: it can't also be in their hand. {hint.en}",
                ),
            )
        if deck_excess(thrown, decks=1, jokers=options.jokers) is not None:
            continue  # the log contradicts itself: nothing to hold the hand against
        excess = deck_excess([*thrown, *held], decks=1, jokers=options.jokers)
        if excess is not None:
            kind, why = excess
            listed = {lang: ", ".join(c.label(lang) for c in thrown) for lang in ("it", "en")}
            raise IllegalMove(
                "TAM-JOKE" if kind == "jokers" else "TAM-DECK",
                _t(
                    f"Contando anche le carte che {seat(i)} ha scartato e che sono ancora negli "
                    f"scarti ({listed['it']}): {why.it} {hint.it}",
                    f"Counting the cards {seat(i)} discarded that are still on the discard pile "
                    f"({listed['en']}): {why.en} {hint.en}",
                ),
            )


def _check_hint(i: int) -> Text:
    return _t(
        f"Controllate le carte di {seat(i)}, o annullate la mossa sbagliata nel registro della "
        "mano.",
        f"Check {seat(i)}'s cards, or undo the wrong move in the hand's log.",
    )


HAND = move_type(
    HandMove,
    end_of_hand,
    label=("Fine mano", "End of hand"),
    description=(
        "Le carte rimaste a ciascuno (o il totale) e chi ha chiamato Tamalo.",
        "The cards left in each hand (or the total) and who called Tamalo.",
    ),
    rules=("TAM-VAL", "TAM-LT5", "TAM-CALLER-NL", "TAM-CALLER-GT5", "TAM-AMB-9"),
    ends_hand=True,
)


class JoinMove(MoveModel):
    """A player joins a game already started (TAM-JOIN), between two hands."""

    type: Literal["join"]
    name: PlayerName


def join(state: TamaloState, move: JoinMove, options: TamaloOptions) -> Applied:
    """TAM-JOIN with TAM-AMB-7: a new seat, starting from the highest total."""
    if state.seats >= options.max_seats:
        raise IllegalMove(
            "TAM-TAMALOU-PLAYERS" if options.max_seats == MAX_SEATS else "TAM-PLAYERS",
            _t(
                f"Con le regole del tavolo Tamalo si gioca al massimo in {options.max_seats}.",
                f"Under the table's rules Tamalo takes at most {options.max_seats} players.",
            ),
        )
    if state.in_hand_moves or state.caller is not None:
        raise IllegalMove(
            "TAM-JOIN",
            _t(
                "Si entra tra una mano e l'altra: prima chiudete questa mano.",
                "Players join between hands: finish this hand first.",
            ),
        )
    start_total = max(state.totals)
    new_seat = state.seats
    state.totals.append(start_total)
    state.penalties.append(0)
    state.stats.append(SeatStats())
    line = Line(
        seat=new_seat,
        points=start_total,
        rules=("TAM-JOIN", "TAM-AMB-7"),
        text=_t(
            f"{seat(new_seat)} entra a partita iniziata con i punti dell'ultimo in classifica: "
            f"{start_total}.",
            f"{seat(new_seat)} joins the game in progress with the last-placed total: "
            f"{start_total}.",
        ),
    )
    return Applied(state=state, lines=(line,))


JOIN = move_type(
    JoinMove,
    join,
    label=("Nuovo giocatore", "Late joiner"),
    description=(
        "Entra a partita iniziata con i punti dell'ultimo in classifica.",
        "Joins a game in progress with the last-placed player's points.",
    ),
    rules=("TAM-JOIN", "TAM-AMB-7"),
    adds_seat=True,
)
