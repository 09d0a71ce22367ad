"""A side's card points from its pile (TAR-COUNT): by its cards, by its number of cards and its
counting cards, or as a figure the table has counted.

A pile entered by its cards or its count is counted in threes (``V − c + ⌊(N+1)/3⌋``), plus
5 for the side that took the last trick; a typed figure is the side's whole count, last
trick included. Two sides always make 109.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..base import JsonInt, Text, explained
from ..base import it_en as _t
from .cards import (
    DECK_SIZE,
    LAST_TRICK,
    TOTAL,
    Card,
    CardError,
    CardName,
    normalise,
    parse_cards,
    pile_points,
    threes,
)

CardList = Annotated[list[CardName], Field(max_length=DECK_SIZE)]

_NULL = {"type": "null"}
#: The three forms of a pile, as the document states them (a field left out or null is not
#: given): its cards; its card count (with its counting cards, if any); its points.
PILE_FORMS: dict[str, Any] = {
    "oneOf": [
        {
            "required": ["cards"],
            "properties": {
                "cards": {"type": "array"},
                "card_count": _NULL,
                "counting_cards": _NULL,
                "points": _NULL,
            },
        },
        {
            "required": ["card_count"],
            "properties": {"card_count": {"type": "integer"}, "cards": _NULL, "points": _NULL},
        },
        {
            "required": ["points"],
            "properties": {
                "points": {"type": "integer"},
                "cards": _NULL,
                "card_count": _NULL,
                "counting_cards": _NULL,
            },
        },
    ]
}


class Pile(BaseModel):
    """One side's pile: its cards, or its card count and counting cards, or its points."""

    model_config = ConfigDict(extra="forbid", frozen=True, json_schema_extra=PILE_FORMS)

    cards: CardList | None = None
    card_count: Annotated[JsonInt, Field(ge=0, le=DECK_SIZE)] | None = None
    counting_cards: CardList | None = None
    points: Annotated[JsonInt, Field(ge=0, le=999)] | None = None

    @field_validator("cards", "counting_cards", mode="after")
    @classmethod
    def _codes(cls, cards: list[str] | None) -> list[str] | None:
        return None if cards is None else [normalise(c) for c in cards]

    @model_validator(mode="after")
    def _one_form(self) -> Pile:
        forms = [
            self.cards is not None,
            self.card_count is not None or self.counting_cards is not None,
            self.points is not None,
        ]
        if sum(forms) != 1:
            raise explained(
                "un mucchio si dà con «cards», o con «card_count» e «counting_cards», o con "
                "«points»: una sola di queste forme",
                "a pile is given by 'cards', or by 'card_count' and 'counting_cards', or by "
                "'points': exactly one of these",
            )
        if forms[1] and self.card_count is None:
            raise explained(
                "con «counting_cards» serve anche «card_count»",
                "'counting_cards' needs 'card_count' too",
            )
        return self


class PileError(Exception):
    """Piles the rules cannot count: the rule broken, in both languages."""

    def __init__(self, rule: str, text: Text) -> None:
        super().__init__(text.en)
        self.rule = rule
        self.text = text


@dataclass(frozen=True)
class Counted:
    """A pile counted: its points (last trick included), how, and its card count if known."""

    points: int
    counting: Text
    count: int | None
    cards: tuple[str, ...] = ()
    last_trick: bool = False


def count_pile(pile: Pile, last_trick: bool, label: Text) -> Counted:
    """One pile's card points; raises :class:`PileError` for cards that are not in play."""
    bonus = LAST_TRICK if last_trick else 0
    plus_it = plus_en = ""
    if pile.points is not None:
        if pile.points > TOTAL:
            raise PileError(
                "TAR-COUNT",
                _t(
                    f"{label.it}: {pile.points} punti di carte sono troppi, il massimo è 109.",
                    f"{label.en}: {pile.points} card points is too many; the most is 109.",
                ),
            )
        return Counted(
            points=pile.points,
            counting=_t(
                f"{pile.points} (contati al tavolo)", f"{pile.points} (counted at the table)"
            ),
            count=None,
        )
    try:
        if pile.cards is not None:
            cards = parse_cards(pile.cards)
            counting = [c for c in cards if c.counts]
            count = len(cards)
        else:
            counting = parse_cards(pile.counting_cards or [])
            count = pile.card_count or 0
            cards = []
    except CardError as exc:
        raise PileError(
            "TAR-DECK", _t(f"{label.it}: {exc.text.it}", f"{label.en}: {exc.text.en}")
        ) from None
    plain = [c for c in counting if not c.counts]
    if plain:
        raise PileError(
            "TAR-VAL",
            _t(
                f"{label.it}: {plain[0].name} non è una carta di valore (è una scartina).",
                f"{label.en}: {plain[0].name} is not a counting card (it is a scartina).",
            ),
        )
    if len(counting) > count:
        raise PileError(
            "TAR-COUNT",
            _t(
                f"{label.it}: {len(counting)} carte di valore in un mucchio di {count} carte.",
                f"{label.en}: {len(counting)} counting cards in a pile of {count} cards.",
            ),
        )
    points = pile_points(count, counting) + bonus
    how = threes(count, counting)
    if last_trick:
        plus_it = f", + 5 dell'ultima presa = {points}"
        plus_en = f", + 5 for the last trick = {points}"
    return Counted(
        points=points,
        counting=_t(f"{count} carte — {how.it}{plus_it}", f"{count} cards — {how.en}{plus_en}"),
        count=count,
        cards=tuple(c.code for c in (cards or counting)),
        last_trick=last_trick,
    )


def count_sides(
    piles: Sequence[Pile | None], last_trick: int | None, labels: Sequence[Text]
) -> list[Counted]:
    """The card points of two sides, one of which may be missing (then it is 109 − x).

    Checks what two piles must agree on: no card in both, 63 cards between them when both
    are counted, and 109 points between them.
    """
    given = [(i, p) for i, p in enumerate(piles) if p is not None]
    if not given:
        raise PileError(
            "TAR-COUNT",
            _t(
                "Serve il mucchio o i punti di almeno una parte.",
                "At least one side's pile or points are needed.",
            ),
        )
    counted: dict[int, Counted] = {i: count_pile(p, last_trick == i, labels[i]) for i, p in given}
    if len(counted) == 2:
        first, second = counted[0], counted[1]
        both = set(first.cards) & set(second.cards)
        if both:
            card = Card(sorted(both)[0]).name
            raise PileError(
                "TAR-DECK",
                _t(f"{card} è in tutti e due i mucchi.", f"{card} is in both piles."),
            )
        if (
            first.count is not None
            and second.count is not None
            and first.count + second.count != DECK_SIZE
        ):
            raise PileError(
                "TAR-COUNT",
                _t(
                    f"I due mucchi hanno {first.count} + {second.count} carte: devono fare 63.",
                    f"The two piles hold {first.count} + {second.count} cards: they must make 63.",
                ),
            )
        _need_last_trick(given, last_trick)
        if first.points + second.points != TOTAL:
            raise PileError(
                "TAR-COUNT",
                _t(
                    f"Le due parti fanno {first.points} + {second.points} = "
                    f"{first.points + second.points}: devono fare 109.",
                    f"The two sides make {first.points} + {second.points} = "
                    f"{first.points + second.points}: they must make 109.",
                ),
            )
        return [first, second]
    ((i, only),) = counted.items()
    _need_last_trick(given, last_trick)
    if only.points > TOTAL:
        raise PileError(
            "TAR-COUNT",
            _t(
                f"{labels[i].it}: {only.points} punti sono più di 109.",
                f"{labels[i].en}: {only.points} points is more than 109.",
            ),
        )
    other = Counted(
        points=TOTAL - only.points,
        counting=_t(
            f"109 − {only.points} = {TOTAL - only.points}",
            f"109 − {only.points} = {TOTAL - only.points}",
        ),
        count=None if only.count is None else DECK_SIZE - only.count,
    )
    return [only, other] if i == 0 else [other, only]


def _need_last_trick(given: Sequence[tuple[int, Pile]], last_trick: int | None) -> None:
    """A pile counted from its cards needs to know who took the last trick (its 5 points)."""
    if last_trick is None and any(p.points is None for _, p in given):
        raise PileError(
            "TAR-COUNT",
            _t(
                "Chi ha fatto l'ultima presa? Vale 5 punti, e serve per contare un mucchio di "
                "carte.",
                "Who took the last trick? It is worth 5, and a pile of cards can't be counted "
                "without it.",
            ),
        )


def dump(piles: Sequence[Pile | None]) -> list[dict[str, Any] | None]:
    return [None if p is None else p.model_dump(exclude_none=True) for p in piles]
