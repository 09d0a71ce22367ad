"""Scala 40's cards: two French packs and four jollies (S40-DECK), and their values.

A card is a code as in :mod:`referee.games.cards` (``AH``, ``10C``, ``KS``, ``JK`` for a
jolly), always with its suit: every suit counts in a meld, so a rank alone (``7``) or a king
by its colour (``KR``) is not a Scala 40 card. In a meld a jolly may say what it stands for,
``JK=10C``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import cache
from typing import Annotated

from pydantic import WithJsonSchema

from ..base import Text
from ..base import it_en as _t
from ..cards import JOKER, RANKS, SUITS, Card, CardError, parse_card

#: Each card of one pack is there twice (two packs), and there are four jollies.
COPIES = 2
JOKERS = 4
#: The cards a player can hold at the end of a hand: 13 dealt, one drawn and one discarded.
HAND_CARDS = 13
PACK: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)
#: The 108 cards, as codes.
DECK: tuple[str, ...] = (*PACK, *PACK, *[JOKER] * JOKERS)
#: S40-CLUB-8: a table that allows 8 players adds a third pack (and its two jollies) beyond 6.
THIRD_PACK_FROM = 7


def packs_for(seats: int, eight_players: bool) -> int:
    """How many packs the table plays with: two, or three for 7 or 8 players (S40-CLUB-8)."""
    return 3 if eight_players and seats >= THIRD_PACK_FROM else COPIES


def deck_of(packs: int) -> tuple[str, ...]:
    """The table's cards: each pack's 52 and two jollies (108 with two packs, 162 with three)."""
    return (*PACK * packs, *[JOKER] * (packs * JOKERS // COPIES))


_NATURAL = r"(?:[Aa]|[2-9]|10|[JjQqKk])[SsHhDdCc]"
_CARD = rf"(?:[Jj][Kk]|{_NATURAL})"
#: What the API document says of a card code (the validators say why one is not a card).
CARD_PATTERN = rf"^\s*{_CARD}\s*$"
#: The same, with a jolly that says its card (``JK=10C``), as in a meld.
MELD_CARD_PATTERN = rf"^\s*(?:[Jj][Kk]\s*=\s*{_NATURAL}|{_CARD})\s*$"
CardCode = Annotated[str, WithJsonSchema({"type": "string", "pattern": CARD_PATTERN})]
MeldCardCode = Annotated[str, WithJsonSchema({"type": "string", "pattern": MELD_CARD_PATTERN})]


def scala_card(code: object) -> Card:
    """A Scala 40 card from its code; raises :class:`CardError` (it/en) for anything else."""
    card = parse_card(code)  # type: ignore[arg-type]
    if card.is_joker or card.suit:
        return card
    raise CardError(
        _t(
            f"«{card.code}»: in Scala 40 ogni carta ha il suo seme (per esempio "
            f"{card.rank}H, {card.rank}S), o è un jolly, JK.",
            f"'{card.code}': in Scala 40 every card has its suit (for example {card.rank}H, "
            f"{card.rank}S), or is a jolly, JK.",
        )
    )


def joker_with_identity(code: object) -> tuple[Card, Card | None]:
    """A meld's card: ``JK=10C`` is a jolly standing for the ten of clubs, else a card."""
    if isinstance(code, str) and "=" in code:
        head, _, tail = code.partition("=")
        if head.strip().upper() != JOKER:
            raise CardError(
                _t(
                    f"«{code[:12]}»: solo un jolly dice che carta sostituisce, come JK=10C.",
                    f"'{code[:12]}': only a jolly says which card it stands for, like JK=10C.",
                )
            )
        stands = scala_card(tail)
        if stands.is_joker:
            raise CardError(
                _t(
                    "Un jolly sostituisce una carta vera, come JK=10C.",
                    "A jolly stands for a real card, like JK=10C.",
                )
            )
        return Card(JOKER), stands
    return scala_card(code), None


def canonical(code: object) -> str:
    """The code as the referee writes it (``jk=10c`` → ``JK=10C``)."""
    card, stands = joker_with_identity(code)
    return f"{JOKER}={stands.code}" if stands else card.code


def hand_card_value(card: Card, joker: int) -> int:
    """S40-VAL-HAND: 2–10 face value, J/Q/K 10, Ace 11, jolly ``joker`` (S40-AMB-3)."""
    if card.is_joker:
        return joker
    if card.rank == "A":
        return 11
    if card.rank in ("J", "Q", "K"):
        return 10
    return int(card.rank)


@cache
def most_in_hand(joker: int, jokers: bool, packs: int = COPIES) -> int:
    """The most a hand of 13 cards can be worth (the 13 dearest cards of the deck)."""
    values = sorted(
        (
            hand_card_value(parse_card(code), joker)
            for code in deck_of(packs)
            if jokers or code != JOKER
        ),
        reverse=True,
    )
    return sum(values[:HAND_CARDS])


def excess(cards: Iterable[Card], jokers: bool, packs: int = COPIES) -> tuple[str, Text] | None:
    """Why ``cards`` cannot all come from the table's deck of ``packs`` packs, or None.

    Returns the rule broken (S40-DECK: a third copy of a card, a fifth jolly, with two packs;
    S40-CLUB-8 with three; S40-VAR-JOLLY: a jolly at a table that plays without) and why, in
    both languages.
    """
    cards = list(cards)
    jollies = sum(1 for c in cards if c.is_joker)
    if jollies and not jokers:
        return "S40-VAR-JOLLY", _t(
            "Ci sono jolly, ma questo tavolo gioca senza jolly.",
            "There are jollies, but this table plays without jollies.",
        )
    rule = "S40-DECK" if packs == COPIES else "S40-CLUB-8"
    said_it, said_en = ("due", "two") if packs == COPIES else ("tre", "three")
    for card, count in Counter(c for c in cards if not c.is_joker).items():
        if count > packs:
            return rule, _t(
                f"{card.label('it')} compare {count} volte: con {said_it} mazzi ce ne sono "
                f"{said_it}.",
                f"{card.label('en')} appears {count} times: {said_en} packs hold {said_en}.",
            )
    most = packs * JOKERS // COPIES
    if jollies > most:
        return rule, _t(
            f"{jollies} jolly: nei {said_it} mazzi ce ne sono {most}.",
            f"{jollies} jollies: the {said_en} packs hold {most}.",
        )
    return None


#: The suits as players name them (Italian, English).
SUIT_NAMES: dict[str, tuple[str, str]] = {
    "S": ("Picche", "Spades"),
    "H": ("Cuori", "Hearts"),
    "D": ("Quadri", "Diamonds"),
    "C": ("Fiori", "Clubs"),
}


def suit_name(suit: str, lang: str) -> str:
    it, en = SUIT_NAMES[suit]
    return it if lang == "it" else en


def label(card: Card, lang: str) -> str:
    """A card as a player reads it: ``A♠``, ``Jolly``."""
    return "Jolly" if card.is_joker else card.label(lang)


__all__ = [
    "COPIES",
    "DECK",
    "HAND_CARDS",
    "JOKERS",
    "PACK",
    "SUIT_NAMES",
    "CardError",
    "THIRD_PACK_FROM",
    "canonical",
    "deck_of",
    "excess",
    "hand_card_value",
    "joker_with_identity",
    "label",
    "most_in_hand",
    "packs_for",
    "scala_card",
    "suit_name",
]
