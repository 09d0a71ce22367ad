"""French-suited cards, as players type or tap them.

A card code is a rank (``A``, ``2``–``10``, ``J``, ``Q``, ``K``) followed by a suit
(``S`` spades, ``H`` hearts, ``D`` diamonds, ``C`` clubs), or ``JK`` for a joker. Where the
suit does not matter the rank alone is enough (``7``); a king alone must say its colour,
``KR`` (red) or ``KB`` (black), because in Tamalo a red king is worth 0 and a black one 13.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from .base import Text

RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = frozenset({"H", "D"})
JOKER = "JK"

Colour = Literal["red", "black"]


@dataclass(frozen=True, order=True)
class Card:
    rank: str
    suit: str | None = None
    colour: Colour | None = None

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def code(self) -> str:
        if self.is_joker:
            return JOKER
        if self.suit:
            return self.rank + self.suit
        if self.colour:
            return self.rank + ("R" if self.colour == "red" else "B")
        return self.rank

    def label(self, lang: str = "en") -> str:
        """How the card reads on a screen: ``K♥``, ``7``, ``Joker``."""
        if self.is_joker:
            return "Jolly" if lang == "it" else "Joker"
        if self.suit:
            return self.rank + SUIT_SYMBOLS[self.suit]
        if self.colour:
            colour = {
                "it": {"red": "rosso", "black": "nero"},
                "en": {"red": "red", "black": "black"},
            }
            return f"{self.rank} {colour['it' if lang == 'it' else 'en'][self.colour]}"
        return self.rank


class CardError(ValueError):
    def __init__(self, text: Text) -> None:
        super().__init__(text.en)
        self.text = text


def parse_card(code: str) -> Card:
    """Parse one card code; raises :class:`CardError` with a message in both languages."""
    if not isinstance(code, str):
        raise CardError(
            Text(it="Una carta è un codice come «7H».", en="A card is a code like '7H'.")
        )
    return _parse(code)


@lru_cache(maxsize=1024)
def _parse(code: str) -> Card:
    """A code's card, kept for the next time the same code is read (a card is immutable; a
    refusal is raised each time, never kept)."""
    raw = code.strip().upper()
    if raw == JOKER:
        return Card(JOKER)
    if raw in RANKS and raw != "K":
        return Card(raw)
    if raw == "K":
        raise CardError(
            Text(
                it="Per un re serve il seme o il colore: KR (rosso) o KB (nero), "
                "oppure KH, KD, KS, KC.",
                en="A king needs its suit or colour: KR (red) or KB (black), or KH, KD, KS, KC.",
            )
        )
    rank, tail = raw[:-1], raw[-1:]
    if rank == "K" and tail in ("R", "B"):
        return Card("K", colour="red" if tail == "R" else "black")
    if rank in RANKS and tail in SUITS:
        return Card(rank, tail, "red" if tail in RED_SUITS else "black")
    shown = code[:12]
    raise CardError(
        Text(
            it=f"«{shown}» non è una carta: usa rango (A, 2–10, J, Q, K) e seme "
            "(S, H, D, C), o JK.",
            en=f"'{shown}' is not a card: use a rank (A, 2–10, J, Q, K) and a suit "
            "(S, H, D, C), or JK.",
        )
    )


def deck_excess(
    cards: Iterable[Card], decks: int = 1, jokers: int = 0
) -> tuple[Literal["cards", "jokers"], Text] | None:
    """Why ``cards`` cannot all come from ``decks`` packs with ``jokers`` jokers, or None.

    Returns what is in excess (``"jokers"`` or ``"cards"``) and why, in both languages. A
    card named only by its rank or colour counts against the rank's (or colour's) total.
    """
    cards = list(cards)
    seen_suited = Counter(c for c in cards if c.suit)
    for card, count in seen_suited.items():
        if count > decks:
            return "cards", Text(
                it=f"{card.label('it')} compare {count} volte: nel mazzo ce n'è "
                f"{_times(decks, 'it')}.",
                en=f"{card.label('en')} appears {count} times: the deck has {_times(decks, 'en')}.",
            )
    joker_count = sum(1 for c in cards if c.is_joker)
    if joker_count > jokers:
        if jokers == 0:
            return "jokers", Text(
                it="Ci sono jolly, ma questo tavolo gioca senza jolly.",
                en="There are jokers, but this table plays without jokers.",
            )
        return "jokers", Text(
            it=f"{joker_count} jolly: questo tavolo ne usa {jokers}.",
            en=f"{joker_count} jokers: this table plays with {jokers}.",
        )
    by_rank = Counter(c.rank for c in cards if not c.is_joker)
    for rank, count in by_rank.items():
        if count > 4 * decks:
            return "cards", Text(
                it=f"{count} carte di rango {rank}: il mazzo ne ha {4 * decks}.",
                en=f"{count} cards of rank {rank}: the deck has {4 * decks}.",
            )
    kings = Counter(c.colour for c in cards if c.rank == "K")
    for colour, count in kings.items():
        if colour and count > 2 * decks:
            it_colour = "rossi" if colour == "red" else "neri"
            return "cards", Text(
                it=f"{count} re {it_colour}: il mazzo ne ha {2 * decks}.",
                en=f"{count} {colour} kings: the deck has {2 * decks}.",
            )
    return None


def _times(n: int, lang: str) -> str:
    if lang == "it":
        return "una" if n == 1 else f"{n}"
    return "one" if n == 1 else f"{n}"
