"""The in-hand log on the discard pile: discards, matching discards (the vergine rule and the
Sveltina), taking the top discard and using its power.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, field_validator

from ..base import IllegalMove, JsonInt, Line, MoveModel, SeatNo, Text, explained, move_type, seat
from ..base import it_en as _t
from ..cards import JOKER, Card, CardError, deck_excess, parse_card
from .in_hand import in_hand, named_lines
from .options import TamaloOptions
from .state import PileCard, TamaloState, check_seat
from .turns import check_cover, check_joker_kept, check_not_caller, check_take


def _card_code(value: Any) -> str:
    try:
        return parse_card(value).code
    except CardError as exc:
        raise explained(exc.text.it, exc.text.en) from None


def _check_joker(card: str, options: TamaloOptions) -> None:
    """TAM-JOKE: no joker at a table that plays without."""
    excess = deck_excess([parse_card(card)], jokers=options.jokers)
    if excess is not None:
        raise IllegalMove("TAM-JOKE", excess[1])


class DiscardMove(MoveModel):
    """A card goes onto the discard pile at the end of a turn."""

    type: Literal["discard"]
    seat: SeatNo
    card: str

    @field_validator("card", mode="before")
    @classmethod
    def _code(cls, value: Any) -> str:
        return _card_code(value)


@in_hand
def discard(state: TamaloState, move: DiscardMove, options: TamaloOptions) -> list[Line]:
    check_not_caller(state, move.seat, "discard")
    _check_joker(move.card, options)
    check_cover(state)
    check_joker_kept(state, move.seat, move.card, options)
    state.joker_taken_by = None  # a discard ends a turn
    if state.pile:
        # TAM-MATCH: a card with anything discarded on it is no longer vergine
        state.pile[-1].vergine = False
    state.pile.append(PileCard(card=move.card, seat=move.seat))
    card = parse_card(move.card)
    return [
        Line(
            seat=move.seat,
            rules=("TAM-TURN",),
            text=_t(
                f"{seat(move.seat)} scarta {card.label('it')}.",
                f"{seat(move.seat)} discards {card.label('en')}.",
            ),
        )
    ]


DISCARD = move_type(
    DiscardMove,
    discard,
    label=("Scarto", "Discard"),
    description=("Una carta va sul mazzo degli scarti.", "A card goes onto the discard pile."),
    rules=("TAM-TURN", "TAM-CALL", "TAM-JOKE"),
)


class MatchMove(MoveModel):
    """A same-number card thrown onto a fresh discard, in turn or not.

    ``onto`` is the pile position the player threw onto (0 = bottom); when two players throw
    at once the first logged wins and the second finds the card covered.
    """

    type: Literal["match"]
    seat: SeatNo
    card: str
    onto: Annotated[JsonInt, Field(ge=0, le=200)] | None = None

    @field_validator("card", mode="before")
    @classmethod
    def _code(cls, value: Any) -> str:
        return _card_code(value)


@in_hand
def match(state: TamaloState, move: MatchMove, options: TamaloOptions) -> list[Line]:
    _check_joker(move.card, options)
    if not state.pile:
        raise IllegalMove(
            "TAM-MATCH",
            _t("Non c'è nessuno scarto su cui buttare.", "There is no discard to match."),
        )
    top_index = len(state.pile) - 1
    onto = top_index if move.onto is None else move.onto
    if onto > top_index:
        raise IllegalMove(
            "TAM-MATCH",
            _t(
                f"Negli scarti non c'è la posizione {onto}.",
                f"The discard pile has no position {onto}.",
            ),
        )
    target = state.pile[onto]
    card = parse_card(move.card)
    under = parse_card(target.card)
    if onto != top_index:
        first = state.pile[onto + 1]
        raise IllegalMove(
            "TAM-MATCH",
            _t(
                f"{seat(first.seat)} ci ha buttato sopra prima: conta solo il primo scarto.",
                f"{seat(first.seat)} got there first: only the first discard counts.",
            ),
        )
    if card.is_joker != under.is_joker or card.rank != under.rank:
        if under.is_joker:
            rule = "TAM-JOKE"
            text = _t(
                "Un jolly si elimina solo scartandolo su un altro jolly.",
                "A joker dies only when discarded onto another joker.",
            )
        else:
            rule = "TAM-MATCH"
            text = _t(
                f"Su {under.label('it')} si butta solo una carta dello stesso numero, non "
                f"{card.label('it')}.",
                f"Only a card of the same number goes onto {under.label('en')}, not "
                f"{card.label('en')}.",
            )
        raise IllegalMove(rule, text)
    if not target.vergine:
        raise IllegalMove(
            "TAM-SVELTINA",
            _t(
                f"Sveltina: {under.label('it')} non è più vergine, ci è già stato scartato "
                "sopra. Mossa proibita.",
                f"Sveltina: {under.label('en')} is no longer vergine, a card was already "
                "discarded on it. Forbidden move.",
            ),
        )
    if target.matched and not options.matched_vergine:
        raise IllegalMove(
            "TAM-AMB-11",
            _t(
                "A questo tavolo una carta buttata su uno scarto uguale non è vergine: su "
                f"{under.label('it')} di {seat(target.seat)} non si butta più nulla fino al "
                "prossimo scarto.",
                "At this table a card matched onto a discard is not vergine: nothing more goes "
                f"onto {seat(target.seat)}'s {under.label('en')} until the next discard.",
            ),
        )
    target.vergine = False
    state.pile.append(PileCard(card=card.code, seat=move.seat, matched=True))
    state.stats[move.seat].matches += 1
    lines = [
        Line(
            seat=move.seat,
            rules=("TAM-MATCH",),
            text=_t(
                f"{seat(move.seat)} butta {card.label('it')} su {under.label('it')} di "
                f"{seat(target.seat)}.",
                f"{seat(move.seat)} matches {card.label('en')} onto {seat(target.seat)}'s "
                f"{under.label('en')}.",
            ),
        )
    ]
    lock = _lock_name(under, card)
    if lock:
        lines.extend(named_lines(state, move.seat, lock))
    return lines


MATCH = move_type(
    MatchMove,
    match,
    label=("Scarto uguale", "Matching discard"),
    description=(
        "Una carta dello stesso numero su uno scarto ancora vergine.",
        "A same-number card onto a discard that is still vergine.",
    ),
    rules=("TAM-MATCH", "TAM-SVELTINA", "TAM-AMB-11", "TAM-NAMED"),
)


def _lock_name(under: Card, card: Card) -> str | None:
    """Open Lock, Double Open Lock and Closed Lock, recognised from the kings' colours."""
    if under.rank != "K" or card.rank != "K" or not under.colour or not card.colour:
        return None
    if card.colour == "red" and under.colour == "black":
        return "open_lock"
    if card.colour == "red" and under.colour == "red":
        return "double_open_lock"
    if card.colour == "black" and under.colour == "red":
        return "closed_lock"
    return None


class TakeMove(MoveModel):
    """The player in turn draws the top card of the discard pile."""

    type: Literal["take"]
    seat: SeatNo


@in_hand
def take(state: TamaloState, move: TakeMove, options: TamaloOptions) -> list[Line]:
    check_not_caller(state, move.seat, "take")
    if not state.pile:
        raise IllegalMove(
            "TAM-TURN",
            _t("Il mazzo degli scarti è vuoto.", "The discard pile is empty."),
        )
    check_take(state, move.seat)
    taken = state.pile.pop()
    state.joker_taken_by = move.seat if taken.card == JOKER else None
    card = parse_card(taken.card)
    return [
        Line(
            seat=move.seat,
            rules=("TAM-TURN",),
            text=_t(
                f"{seat(move.seat)} pesca {card.label('it')} dagli scarti.",
                f"{seat(move.seat)} takes {card.label('en')} from the discards.",
            ),
        )
    ]


TAKE = move_type(
    TakeMove,
    take,
    label=("Pesca dagli scarti", "Take a discard"),
    description=(
        "Chi è di turno pesca la carta in cima agli scarti.",
        "The player in turn takes the top discard.",
    ),
    rules=("TAM-TURN", "TAM-CALL", "TAM-JOKE"),
)


class PowerMove(MoveModel):
    """The player in turn uses the power of the card on top of the discards ("Uso il potere").

    ``targets`` are the seats whose cards the power touches: none or oneself for 7–8, one
    opponent for 9–10, the two seats whose cards are swapped for J–Q, the looked-at seat and
    optionally the seat swapped with for a black king.
    """

    type: Literal["power"]
    seat: SeatNo
    targets: Annotated[list[SeatNo], Field(max_length=2)] = []


@in_hand
def power(state: TamaloState, move: PowerMove, options: TamaloOptions) -> list[Line]:
    check_not_caller(state, move.seat, "power")
    if not state.pile:
        raise IllegalMove(
            "TAM-POWER",
            _t(
                "Non c'è nessuna carta negli scarti di cui usare il potere.",
                "There is no discard whose power to use.",
            ),
        )
    top = state.pile[-1]
    card = parse_card(top.card)
    power = power_of(card, options)
    if power is None:
        raise IllegalMove(
            "TAM-POWER" if card.rank != "7" else "TAM-AMB-10",
            _t(f"{card.label('it')} non ha poteri.", f"{card.label('en')} has no power."),
        )
    if top.power_used:
        raise IllegalMove(
            "TAM-POWER",
            _t(
                f"Il potere di questo {card.label('it')} è già stato usato: si usa una volta sola.",
                f"This {card.label('en')}'s power was already used: a power is used once.",
            ),
        )
    for t in move.targets:
        check_seat(state, t)
    targets = list(move.targets)
    me = move.seat
    shape_ok = {
        "look_own": len(targets) == 0 or targets == [me],
        "look_other": len(targets) == 1 and targets[0] != me,
        "swap": len(targets) == 2,
        "look_swap": len(targets) in (1, 2) and targets[0] != me,
    }[power]
    if not shape_ok:
        raise IllegalMove("TAM-POWER", _POWER_TARGETS[power])
    if state.caller is not None and state.caller in targets:
        raise IllegalMove(
            "TAM-CALL",
            _t(
                f"{seat(state.caller)} ha chiamato Tamalo: le sue carte non subiscono poteri.",
                f"{seat(state.caller)} called Tamalo: their cards are immune to powers.",
            ),
        )
    top.power_used = True
    if state.joker_taken_by != me:  # another seat's turn: the joker's taker is done
        state.joker_taken_by = None
    state.stats[me].powers += 1
    what = _POWER_TEXT[power]
    lines = [
        Line(
            seat=me,
            rules=("TAM-POWER",),
            text=_t(
                f"{seat(me)} usa il potere di {card.label('it')}: {what.it}"
                + _targets_text(targets, "it")
                + ".",
                f"{seat(me)} uses the power of {card.label('en')}: {what.en}"
                + _targets_text(targets, "en")
                + ".",
            ),
        )
    ]
    if len(targets) == 2 and me not in targets:
        if power == "swap":
            lines.extend(named_lines(state, me, "pozioni"))
        elif power == "look_swap":
            lines.extend(named_lines(state, me, "ricetta"))
    return lines


POWER = move_type(
    PowerMove,
    power,
    label=("Uso il potere", "Use the power"),
    description=(
        "Il potere della carta in cima agli scarti.",
        "The power of the card on top of the discards.",
    ),
    rules=("TAM-POWER", "TAM-CALL", "TAM-NAMED"),
)


PowerKind = Literal["look_own", "look_other", "swap", "look_swap"]


def power_of(card: Card, options: TamaloOptions) -> PowerKind | None:
    """TAM-POWER as the seed's powers table gives it (TAM-AMB-10 for the 7)."""
    if card.rank == "7":
        return "look_own" if options.seven_power else None
    if card.rank == "8":
        return "look_own"
    if card.rank in ("9", "10"):
        return "look_other"
    if card.rank in ("J", "Q"):
        return "swap"
    if card.rank == "K" and card.colour == "black":
        return "look_swap"
    return None


_POWER_TEXT: dict[str, Text] = {
    "look_own": _t("guarda una sua carta", "looks at one of their own cards"),
    "look_other": _t("guarda una carta altrui", "looks at another player's card"),
    "swap": _t("scambia due carte senza guardarle", "swaps two cards unseen"),
    "look_swap": _t(
        "guarda una carta altrui e decide se scambiarla",
        "looks at another player's card and may swap it",
    ),
}

_POWER_TARGETS: dict[str, Text] = {
    "look_own": _t(
        "Il 7 e l'8 fanno guardare solo una propria carta.",
        "A 7 or an 8 only lets you look at one of your own cards.",
    ),
    "look_other": _t(
        "Il 9 e il 10 fanno guardare la carta di un altro giocatore: indica chi.",
        "A 9 or a 10 lets you look at one other player's card: say whose.",
    ),
    "swap": _t(
        "Il J e la Q scambiano due carte: indica i due posti.",
        "A J or a Q swaps two cards: give the two seats.",
    ),
    "look_swap": _t(
        "Il re nero fa guardare la carta di un altro e, se vuoi, scambiarla con chiunque.",
        "A black king looks at another player's card and may swap it with anyone.",
    ),
}


def _targets_text(targets: list[int], lang: str) -> str:
    if not targets:
        return ""
    joiner = " e " if lang == "it" else " and "
    prefix = " (" if lang == "en" else " ("
    return prefix + joiner.join(seat(t) for t in targets) + ")"
