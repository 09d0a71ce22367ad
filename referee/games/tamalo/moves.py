"""Tamalo's moves: the hand entry, the in-hand log (call, penalty, discard, match, take,
power, named moves) and a late joiner."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..base import JsonInt, MoveSpec, PlayerName, SeatNo, Text, explained
from ..base import it_en as _t
from ..cards import CardError, parse_card
from .state import MAX_SEATS

HandTotal = Annotated[JsonInt, Field(ge=0, le=999)]
CardList = Annotated[list[str], Field(max_length=30)]


def _card_code(value: Any) -> str:
    try:
        return parse_card(value).code
    except CardError as exc:
        raise explained(exc.text.it, exc.text.en) from None


class _Move(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class HandMove(_Move):
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


class CallMove(_Move):
    """A player calls "Tamalo" at the end of their turn: one last round follows."""

    type: Literal["tamalo"]
    seat: SeatNo


PenaltyCause = Literal["wrong_discard", "relook", "out_of_turn", "fake_touch"]


class PenaltyMove(_Move):
    """A penalty draw: one extra face-down card."""

    type: Literal["penalty"]
    seat: SeatNo
    cause: PenaltyCause


class DiscardMove(_Move):
    """A card goes onto the discard pile at the end of a turn."""

    type: Literal["discard"]
    seat: SeatNo
    card: str

    @field_validator("card", mode="before")
    @classmethod
    def _code(cls, value: Any) -> str:
        return _card_code(value)


class MatchMove(_Move):
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


class TakeMove(_Move):
    """The player in turn draws the top card of the discard pile."""

    type: Literal["take"]
    seat: SeatNo


class PowerMove(_Move):
    """The player in turn uses the power of the card on top of the discards ("Uso il potere").

    ``targets`` are the seats whose cards the power touches: none or oneself for 7–8, one
    opponent for 9–10, the two seats whose cards are swapped for J–Q, the looked-at seat and
    optionally the seat swapped with for a black king.
    """

    type: Literal["power"]
    seat: SeatNo
    targets: Annotated[list[SeatNo], Field(max_length=2)] = []


NamedMoveName = Literal[
    "coppiona",
    "two_towers",
    "o_babba",
    "o_babba_servito",
    "open_lock",
    "double_open_lock",
    "closed_lock",
    "pozioni",
    "ricetta",
    "ratto_delle_sabine",
    "la_volpe",
    "pd",
]


class NamedMove(_Move):
    """One of the moves "degne di un nome", kept for the table's statistics."""

    type: Literal["named"]
    seat: SeatNo
    name: NamedMoveName


class JoinMove(_Move):
    """A player joins a game already started (TAM-JOIN), between two hands."""

    type: Literal["join"]
    name: PlayerName


TamaloMove = Annotated[
    HandMove
    | CallMove
    | PenaltyMove
    | DiscardMove
    | MatchMove
    | TakeMove
    | PowerMove
    | NamedMove
    | JoinMove,
    Field(discriminator="type"),
]

MOVE_TYPES = (
    "hand",
    "tamalo",
    "penalty",
    "discard",
    "match",
    "take",
    "power",
    "named",
    "join",
)
IN_HAND_TYPES = ("tamalo", "penalty", "discard", "match", "take", "power", "named")

NAMED_MOVES: dict[str, Text] = {
    "coppiona": _t("Coppiona", "Coppiona"),
    "two_towers": _t("Two Towers", "Two Towers"),
    "o_babba": _t("O' Babbà", "O' Babbà"),
    "o_babba_servito": _t("O' Babbà servito", "O' Babbà servito"),
    "open_lock": _t("Open Lock", "Open Lock"),
    "double_open_lock": _t("Double Open Lock", "Double Open Lock"),
    "closed_lock": _t("Closed Lock", "Closed Lock"),
    "pozioni": _t("Pozioni", "Pozioni"),
    "ricetta": _t("Ricetta", "Ricetta"),
    "ratto_delle_sabine": _t("Il Ratto delle Sabine", "Il Ratto delle Sabine"),
    "la_volpe": _t("La Volpe", "La Volpe (The Fox)"),
    "pd": _t("PD", "PD"),
}

PENALTY_CAUSES: dict[str, Text] = {
    "wrong_discard": _t("scarto sbagliato", "wrong discard"),
    "relook": _t("ha riguardato una sua carta senza potere", "looked again without a power"),
    "out_of_turn": _t("ha pescato o guardato fuori turno", "drew or looked out of turn"),
    "fake_touch": _t("fingendo ha toccato gli scarti", "touched the discards while faking"),
}

MOVE_SPECS: tuple[MoveSpec, ...] = (
    MoveSpec(
        "hand",
        _t("Fine mano", "End of hand"),
        _t(
            "Le carte rimaste a ciascuno (o il totale) e chi ha chiamato Tamalo.",
            "The cards left in each hand (or the total) and who called Tamalo.",
        ),
        ("TAM-VAL", "TAM-LT5", "TAM-CALLER-NL", "TAM-CALLER-GT5"),
        ends_hand=True,
    ),
    MoveSpec(
        "tamalo",
        _t("Tamalo!", "Tamalo!"),
        _t("Un giocatore chiama Tamalo: ultimo giro.", "A player calls Tamalo: one last round."),
        ("TAM-CALL",),
    ),
    MoveSpec(
        "penalty",
        _t("Penalità", "Penalty"),
        _t("Una carta coperta in più.", "One extra face-down card."),
        ("TAM-PENALTY",),
    ),
    MoveSpec(
        "discard",
        _t("Scarto", "Discard"),
        _t("Una carta va sul mazzo degli scarti.", "A card goes onto the discard pile."),
        ("TAM-TURN",),
    ),
    MoveSpec(
        "match",
        _t("Scarto uguale", "Matching discard"),
        _t(
            "Una carta dello stesso numero su uno scarto ancora vergine.",
            "A same-number card onto a discard that is still vergine.",
        ),
        ("TAM-MATCH", "TAM-SVELTINA"),
    ),
    MoveSpec(
        "take",
        _t("Pesca dagli scarti", "Take a discard"),
        _t(
            "Chi è di turno pesca la carta in cima agli scarti.",
            "The player in turn takes the top discard.",
        ),
        ("TAM-TURN",),
    ),
    MoveSpec(
        "power",
        _t("Uso il potere", "Use the power"),
        _t(
            "Il potere della carta in cima agli scarti.",
            "The power of the card on top of the discards.",
        ),
        ("TAM-POWER", "TAM-CALL"),
    ),
    MoveSpec(
        "named",
        _t("Mossa con un nome", "Named move"),
        _t(
            "Coppiona, Two Towers, O' Babbà e le altre.",
            "Coppiona, Two Towers, O' Babbà and the others.",
        ),
        ("TAM-NAMED",),
    ),
    MoveSpec(
        "join",
        _t("Nuovo giocatore", "Late joiner"),
        _t(
            "Entra a partita iniziata con i punti dell'ultimo in classifica.",
            "Joins a game in progress with the last-placed player's points.",
        ),
        ("TAM-JOIN", "TAM-AMB-7"),
        adds_seat=True,
    ),
)
