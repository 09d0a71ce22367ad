"""Scala 40's referee checks: questions a table asks the rules without logging anything.

- ``melds``: is each meld a set or a sequence, what is it worth, and do they open together
  (:mod:`.melds`)? A meld that breaks a rule is a verdict, never a refusal.
- ``hand_value``: what a list of cards left in hand costs (:mod:`.scoring`).

Only a body that is not cards (an unknown code, a number where a list belongs) is refused.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..base import CheckAnswer, CheckBody, CheckTable, Text, check_type, explained
from ..base import it_en as _t
from .deck import (
    HAND_CARDS,
    THIRD_PACK_FROM,
    CardCode,
    CardError,
    MeldCardCode,
    canonical,
    excess,
    hand_card_value,
    label,
    packs_for,
    scala_card,
)
from .melds import judge_opening
from .options import Scala40Options
from .scoring import doubled, hand_value, is_lone_ace

StrictBool = Annotated[bool, Field(strict=True)]


def _packs(options: Scala40Options) -> int:
    """A check does not know the seats: a table that may seat 8 may hold three packs."""
    return packs_for(THIRD_PACK_FROM, options.eight_players)


MeldCards = Annotated[list[MeldCardCode], Field(max_length=30)]


class MeldsBody(CheckBody):
    """The melds to judge, each a list of card codes (a jolly may say its card: ``JK=10C``)."""

    melds: Annotated[list[MeldCards], Field(min_length=1, max_length=20)]
    #: The melds close the hand in mano: the 40 is not needed (S40-INMANO-X2).
    in_mano: StrictBool = False

    @field_validator("melds", mode="after")
    @classmethod
    def _codes(cls, melds: list[list[str]]) -> list[list[str]]:
        out = []
        for m, meld in enumerate(melds):
            try:
                out.append([canonical(code) for code in meld])
            except CardError as exc:
                raise explained(
                    f"combinazione {m + 1}: {exc.text.it}", f"meld {m + 1}: {exc.text.en}"
                ) from None
        return out


class MeldOut(BaseModel):
    """One meld's verdict."""

    model_config = ConfigDict(frozen=True)

    cards: list[str]
    valid: bool
    kind: Literal["sequence", "set"] | None
    #: Its points as melded cards (S40-VAL-OPEN); None when it is not a meld, or when its
    #: jolly must first say which card it stands for.
    value: int | None
    rule: str
    reason: Text
    #: The cards its jollies stand for (every card a jolly may be, when that is not settled).
    stands_for: list[str] = []


class MeldsAnswer(CheckAnswer):
    melds: list[MeldOut]
    #: The points of the valid melds together.
    opening_value: int
    valid_opening: bool


def check_melds(body: MeldsBody, options: Scala40Options) -> MeldsAnswer:
    verdict = judge_opening(body.melds, options, in_mano=body.in_mano, packs=_packs(options))
    return MeldsAnswer(
        melds=[
            MeldOut(
                cards=list(v.cards),
                valid=v.valid,
                kind=v.kind,
                value=v.value,
                rule=v.rule,
                reason=v.reason,
                stands_for=list(v.stands_for),
            )
            for v in verdict.melds
        ],
        opening_value=verdict.value,
        valid_opening=verdict.valid,
        text=verdict.text,
        rules=verdict.rules,
    )


MELDS = check_type(
    "melds",
    MeldsBody,
    MeldsAnswer,
    check_melds,
    label=("Controlla combinazioni", "Check melds"),
    description=(
        "Per ogni combinazione: tris o scala, quanti punti vale, o quale regola non rispetta; "
        "e se insieme bastano per aprire (almeno 40).",
        "For each meld: a set or a sequence, its points, or which rule it breaks; and whether "
        "together they open (at least 40).",
    ),
    rules=(
        "S40-MELD-SET",
        "S40-MELD-SEQ",
        "S40-JOKER",
        "S40-AMB-4",
        "S40-VAL-OPEN",
        "S40-OPEN40",
        "S40-DECK",
    ),
    example={"melds": [["QH", "KH", "AH"], ["7C", "7D", "JK"]]},
    fields={
        "melds": ("Calata", "Meld"),
        "in_mano": (
            "Chiude in mano (tutte le carte giù insieme)",
            "Going out in mano (all at once)",
        ),
        "cards": ("Carte", "Cards"),
        "valid": ("Valida", "Valid"),
        "kind": ("Tipo", "Kind"),
        "sequence": ("scala", "sequence"),
        "set": ("tris o quartetto", "set"),
        "value": ("Punti", "Points"),
        "rule": ("Regola", "Rule"),
        "reason": ("Perché", "Why"),
        "stands_for": ("Il jolly sta per", "The joker stands for"),
        "opening_value": ("Punti dell'apertura", "Opening points"),
        "valid_opening": ("Basta per aprire", "Enough to open"),
    },
)


class HandValueBody(CheckBody):
    """The cards left in one hand."""

    cards: Annotated[list[CardCode], Field(max_length=30)]
    #: Someone else closed in mano: doubled, if the table plays the doubling (S40-INMANO-X2).
    in_mano: StrictBool = False

    @field_validator("cards", mode="after")
    @classmethod
    def _codes(cls, cards: list[str]) -> list[str]:
        try:
            return [scala_card(code).code for code in cards]
        except CardError as exc:
            raise explained(exc.text.it, exc.text.en) from None


class HandValueAnswer(CheckAnswer):
    cards: list[str]
    #: What the hand pays (doubled when asked for a hand closed in mano under the doubling).
    value: int
    #: False when the cards cannot be one hand of this deck (a third copy, 14 cards...).
    valid: bool


def check_hand_value(body: HandValueBody, options: Scala40Options) -> HandValueAnswer:
    cards = [scala_card(code) for code in body.cards]
    found = excess(cards, options.jokers, _packs(options))
    if found is None and len(cards) > HAND_CARDS:
        found = (
            "S40-DECK",
            _t(
                f"{len(cards)} carte: a fine mano se ne hanno al massimo {HAND_CARDS}.",
                f"{len(cards)} cards: a hand ends with {HAND_CARDS} at most.",
            ),
        )
    raw = hand_value(cards, options)
    double = doubled(body.in_mano, options)
    value = raw * 2 if double else raw
    if found is not None:
        rule, why = found
        return HandValueAnswer(cards=body.cards, value=value, valid=False, text=why, rules=(rule,))
    rules: tuple[str, ...] = ("S40-VAL-HAND",)
    if not cards:
        text = _t("Nessuna carta: 0 punti.", "No cards: 0 points.")
    elif is_lone_ace(cards) and options.lone_ace:
        rules = ("S40-LONE-ACE", "S40-AMB-2")
        text = _t(
            "L'asso rimasto da solo in mano vale 1.",
            "The ace alone in hand counts 1.",
        )
    else:
        parts = {
            lang: " + ".join(
                f"{label(c, lang)} ({hand_card_value(c, options.joker_in_hand)})" for c in cards
            )
            for lang in ("it", "en")
        }
        text = _t(f"{parts['it']} = {raw}.", f"{parts['en']} = {raw}.")
        if any(c.is_joker for c in cards):
            rules += ("S40-AMB-3",)
        if is_lone_ace(cards):
            rules += ("S40-AMB-2",)
    if double:
        rules += ("S40-INMANO-X2",)
        text = _t(
            f"{text.it} Chiusura in mano: doppio, {value}.",
            f"{text.en} Closed in mano: double, {value}.",
        )
    return HandValueAnswer(cards=body.cards, value=value, valid=True, text=text, rules=rules)


HAND_VALUE = check_type(
    "hand_value",
    HandValueBody,
    HandValueAnswer,
    check_hand_value,
    label=("Quanto pagano queste carte", "What these cards cost"),
    description=(
        "I punti delle carte rimaste in mano a fine mano, spiegati carta per carta.",
        "The points of the cards left in hand at the end of a hand, explained card by card.",
    ),
    rules=("S40-VAL-HAND", "S40-LONE-ACE", "S40-AMB-3", "S40-INMANO-X2"),
    example={"cards": ["AH", "KD", "JK"]},
    fields={
        "cards": ("Carte rimaste in mano", "Cards left in hand"),
        "in_mano": ("Un altro ha chiuso in mano", "Someone else went out in mano"),
        "value": ("Punti", "Points"),
        "valid": ("Mano possibile", "A possible hand"),
    },
)

CHECKS: CheckTable[Scala40Options] = CheckTable(MELDS, HAND_VALUE)
