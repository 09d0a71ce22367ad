"""The 63 cards of Tarocco Siciliano (TAR-DECK), their values (TAR-VAL) and the count in
threes (TAR-COUNT).

A card code is short and plain:

- trumps ``T1`` … ``T20`` and the Miseria ``T0``; the Fuggitivo ``FU``;
- suit cards: a rank, ``K`` (Re), ``Q`` (Regina), ``N`` (Cavallo), ``J`` (Donna), ``10`` …
  ``5`` (and ``4`` in Oro), then a suit, ``S`` (Spade), ``C`` (Coppe), ``B`` (Bastoni),
  ``O`` (Oro): ``KO`` is the Re di Oro, ``9S`` the 9 di Spade.

The names players say are accepted too, in any case and with or without accents or "di":
trumps by number or name (``"12"``, ``"Tempo"``, ``"Giove"``, ``"Badda"``, ``"20 Giove"``),
``"Fuggitivo"`` (or ``"'U Fujutu"``, ``"Matto"``), suit cards as ``"Re Coppe"``,
``"Donna di Spade"``, ``"9 Bastoni"`` (Mazze and Denari are Bastoni and Oro). The Ace of
Coins of commercial packs is named and refused: it is not in play.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Annotated

from pydantic import Field, WithJsonSchema

from ..base import Text
from ..base import it_en as _t

SUITS: tuple[str, ...] = ("S", "C", "B", "O")
SUIT_NAMES: dict[str, str] = {"S": "Spade", "C": "Coppe", "B": "Bastoni", "O": "Oro"}
SUIT_EN: dict[str, str] = {"S": "Swords", "C": "Cups", "B": "Clubs", "O": "Coins"}
#: Ranks from the highest; the 4 only in Oro.
RANKS: tuple[str, ...] = ("K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4")
COURTS: tuple[str, ...] = ("K", "Q", "N", "J")
RANK_NAMES: dict[str, str] = {"K": "Re", "Q": "Regina", "N": "Cavallo", "J": "Donna"}
RANK_EN: dict[str, str] = {"K": "King", "Q": "Queen", "N": "Knight", "J": "Donna"}

TRUMP_NAMES: dict[int, str] = {
    20: "Giove",
    19: "Palla",
    18: "Sole",
    17: "Luna",
    16: "Stella",
    15: "Torre",
    14: "Vascello",
    13: "Morte",
    12: "Tempo",
    11: "Impiccato",
    10: "Ruota",
    9: "Carro",
    8: "Amore",
    7: "Giustizia",
    6: "Fortezza",
    5: "Temperanza",
    4: "Costanza",
    3: "Imperatore",
    2: "Imperatrice",
    1: "Picciotti",
    0: "Miseria",
}
FUGGITIVO = "FU"
ACE_OF_COINS = "AO"

#: Other names players use for a trump (folded: lower case, no accents).
_TRUMP_ALIASES: dict[str, int] = {
    "badda": 19,
    "atlante": 19,
    "bagatto": 1,
    "poverta": 0,
}
_FOOL_NAMES = {"fuggitivo", "u fujutu", "fujutu", "matto", "fu"}
_SUIT_WORDS: dict[str, str] = {
    "spade": "S",
    "spada": "S",
    "coppe": "C",
    "coppa": "C",
    "bastoni": "B",
    "bastone": "B",
    "mazze": "B",
    "mazza": "B",
    "oro": "O",
    "ori": "O",
    "denari": "O",
    "denaro": "O",
}
_RANK_WORDS: dict[str, str] = {
    "re": "K",
    "regina": "Q",
    "cavallo": "N",
    "donna": "J",
    "fante": "J",
}
_ACE_WORDS = {"asso", "a", "1"}
_FILLER = {"di", "d", "de", "del", "dei", "degli", "della", "delle"}


def _suit_cards() -> tuple[str, ...]:
    return tuple(rank + suit for suit in SUITS for rank in RANKS if rank != "4" or suit == "O")


TRUMPS: tuple[str, ...] = tuple(f"T{n}" for n in range(20, -1, -1))
SUIT_CARDS: tuple[str, ...] = _suit_cards()
#: The 63 cards in play: trumps from the 20, the Fuggitivo, then the suits.
DECK: tuple[str, ...] = (*TRUMPS, FUGGITIVO, *SUIT_CARDS)
DECK_SIZE = 63
#: Card points of the whole pack counted in threes, and with the last trick (TAR-COUNT).
PACK_POINTS = 104
LAST_TRICK = 5
TOTAL = PACK_POINTS + LAST_TRICK


@dataclass(frozen=True)
class Card:
    """One of the 63 cards, by its code."""

    code: str

    @property
    def is_trump(self) -> bool:
        return self.code.startswith("T")

    @property
    def is_fool(self) -> bool:
        return self.code == FUGGITIVO

    @property
    def number(self) -> int | None:
        """A trump's number (the Miseria 0); None for the others."""
        return int(self.code[1:]) if self.is_trump else None

    @property
    def suit(self) -> str | None:
        return None if self.is_trump or self.is_fool else self.code[-1]

    @property
    def rank(self) -> str | None:
        return None if self.suit is None else self.code[:-1]

    @property
    def value(self) -> int:
        """TAR-VAL: the card's nominal value (0 for a scartina)."""
        return VALUES.get(self.code, 0)

    @property
    def counts(self) -> bool:
        """One of the 23 counting cards."""
        return self.value > 0

    @property
    def name(self) -> str:
        """As players say it: ``Giove``, ``Fuggitivo``, ``Re Oro``, ``9 Spade``."""
        if self.is_fool:
            return "Fuggitivo"
        if self.is_trump:
            return TRUMP_NAMES[self.number or 0]
        rank = self.rank or ""
        return f"{RANK_NAMES.get(rank, rank)} {SUIT_NAMES[self.suit or 'S']}"

    @property
    def the_it(self) -> str:
        """The name with its Italian article: ``il Re Oro``, ``la Regina Coppe``."""
        feminine = self.rank in ("Q", "J") or self.code in ("T19", "T18", "T17", "T16", "T0")
        return ("la " if feminine else "il ") + self.name

    @property
    def label(self) -> str:
        """The name with the trump's number: ``20 Giove``, ``Miseria``, ``Re Oro``."""
        if self.is_trump and self.number:
            return f"{self.number} {self.name}"
        return self.name


def sentence(text: str) -> str:
    """``text`` starting a sentence: ``il Re Oro`` → ``Il Re Oro``."""
    return text[:1].upper() + text[1:]


def _values() -> dict[str, int]:
    values = {"T20": 10, "T1": 10, FUGGITIVO: 10, "T19": 5, "T18": 5, "T17": 5, "T16": 5}
    for suit in SUITS:
        values["K" + suit] = 5
        values["Q" + suit] = 4
        values["N" + suit] = 3
        values["J" + suit] = 2
    return values


#: TAR-VAL: the 23 counting cards and their nominal values.
VALUES: dict[str, int] = _values()
COUNTING: tuple[str, ...] = tuple(code for code in DECK if code in VALUES)


def deck_listing() -> list[dict[str, str | int]]:
    """Every card as the catalogue documents it: its code, the name players say, its label
    (with the trump's number) and its value (TAR-VAL)."""
    return [
        {
            "code": code,
            "name": Card(code).name,
            "label": Card(code).label,
            "value": Card(code).value,
        }
        for code in DECK
    ]


def spoken_names() -> tuple[str, ...]:
    """Every card as the API document lists it: its code, the name players say, and for a
    trump its number and its number with its name (``T12``, ``Tempo``, ``12``, ``12 Tempo``).

    The server reads these in any case, with or without accents or "di" (``re di coppe``),
    and the other names of :func:`parse_card` (``Badda``, ``Matto``, ``Mazze``); a card it
    cannot read is refused with TAR-DECK."""
    listed: list[str] = []
    for code in DECK:
        card = Card(code)
        listed += [code, card.name, card.label]
        if card.is_trump and card.number:
            listed.append(str(card.number))
    return tuple(dict.fromkeys(listed))


#: A card field of a move or a check body: in the document, an enum of the codes and the
#: names players say (:func:`spoken_names`); the server reads it with :func:`parse_card`.
CardName = Annotated[
    str,
    Field(max_length=40),
    WithJsonSchema({"type": "string", "enum": list(spoken_names())}),
]


class CardError(ValueError):
    """A card that is not one of the 63 (TAR-DECK), said in both languages."""

    def __init__(self, text: Text) -> None:
        super().__init__(text.en)
        self.text = text


def _fold(raw: str) -> str:
    text = unicodedata.normalize("NFKD", raw)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    text = re.sub(r"[’'`.,()\-_/]", " ", text)
    return " ".join(word for word in text.split() if word not in _FILLER)


def parse_card(raw: str) -> Card:
    """The card a code or a spoken name stands for; :class:`CardError` if none."""
    if not isinstance(raw, str):
        raise CardError(_t("Una carta si scrive come testo.", "A card is written as text."))
    shown = raw.strip()[:24]
    upper = shown.upper().replace(" ", "")
    if upper in _CODES:
        return Card(upper)
    folded = _fold(raw)
    code = _by_name(folded)
    if code is not None:
        return Card(code)
    words = folded.split()
    if upper == ACE_OF_COINS or (
        len(words) == 2 and words[0] in _ACE_WORDS and _SUIT_WORDS.get(words[1]) == "O"
    ):
        raise CardError(
            _t(
                "L'Asso di Denari non è in gioco: si gioca con 63 carte, senza l'asso che "
                "trovate nei mazzi in commercio.",
                "The Ace of Coins is not in play: the game uses 63 cards, without the ace "
                "found in commercial packs.",
            )
        )
    raise CardError(
        _t(
            f"«{shown}» non è una carta del Tarocco Siciliano: scrivete un trionfo col numero "
            "o il nome («12», «Giove»), il Fuggitivo, o una carta di seme come «Re Coppe» o "
            "«9 Spade».",
            f"'{shown}' is not a Tarocco Siciliano card: write a trump by number or name "
            "('12', 'Giove'), the Fuggitivo, or a suit card such as 'Re Coppe' or '9 Spade'.",
        )
    )


_CODES = frozenset(DECK)
_TRUMP_BY_NAME: dict[str, int] = {
    **{_fold(name): number for number, name in TRUMP_NAMES.items()},
    **_TRUMP_ALIASES,
}


def _by_name(folded: str) -> str | None:
    if folded in _FOOL_NAMES:
        return FUGGITIVO
    words = folded.split()
    if not words:
        return None
    if words[0] == "trionfo" and len(words) > 1:
        words = words[1:]
    numbers = [int(w) for w in words if w.isdigit()]
    names = [w for w in words if not w.isdigit()]
    named = _TRUMP_BY_NAME.get(" ".join(names)) if names else None
    if named is not None and (not numbers or numbers == [named]) and (named or not numbers):
        return f"T{named}"
    if not names and len(numbers) == 1 and 1 <= numbers[0] <= 20:
        return f"T{numbers[0]}"
    if len(words) == 2:
        rank = _RANK_WORDS.get(words[0], words[0].upper() if words[0].isdigit() else None)
        suit = _SUIT_WORDS.get(words[1])
        if rank is not None and suit is not None and rank + suit in _CODES:
            return rank + suit
    return None


def parse_cards(raws: Iterable[str]) -> list[Card]:
    """Several cards, each once (TAR-DECK); :class:`CardError` names the first problem."""
    cards: list[Card] = []
    seen: set[str] = set()
    for raw in raws:
        card = parse_card(raw)
        if card.code in seen:
            raise CardError(
                _t(
                    f"{card.name} compare due volte: nel mazzo ce n'è una sola.",
                    f"{card.name} appears twice: the pack has only one.",
                )
            )
        seen.add(card.code)
        cards.append(card)
    return cards


def names(cards: Iterable[Card | str]) -> list[str]:
    """The cards as players say them."""
    return [(c if isinstance(c, Card) else Card(c)).name for c in cards]


def normalise(raw: str) -> str:
    """A card's code when ``raw`` names one, else ``raw`` unchanged (refused later, with its
    rule, by whoever reads it)."""
    try:
        return parse_card(raw).code
    except CardError:
        return raw


# -- counting in threes (TAR-COUNT) ----------------------------------------------------------


def pile_points(count: int, counting: Sequence[Card]) -> int:
    """TAR-COUNT: a pile of ``count`` cards with these counting cards, ``V − c + ⌊(N+1)/3⌋``.

    Without the 5 points of the last trick.
    """
    return sum(c.value for c in counting) - len(counting) + (count + 1) // 3


def threes(count: int, counting: Sequence[Card]) -> Text:
    """How a pile is counted in threes, group by group, as a table counts it.

    Each counting card goes with two scartine while there are scartine; counting cards left
    without go together; the scartine left make groups of three; one or two cards are left
    over. The groups add up to :func:`pile_points`.
    """
    cards = sorted(counting, key=lambda c: -c.value)
    scartine = count - len(cards)
    leftover = count % 3
    spare = min(leftover, scartine)  # the leftovers are scartine where possible
    scartine -= spare
    groups_it: list[str] = []
    groups_en: list[str] = []
    total = 0
    alone: list[Card] = []
    for card in cards:
        if scartine >= 2:
            scartine -= 2
            groups_it.append(f"{card.name} + 2 scartine: {card.value}")
            groups_en.append(f"{card.name} + 2 scartine: {card.value}")
            total += card.value
        else:
            alone.append(card)
    while alone:
        group, alone = alone[:3], alone[3:]
        while len(group) < 3 and scartine:
            scartine -= 1
            group = [*group, Card("T2")]  # a scartina, shown as such
        real = [c for c in group if c.counts]
        padding = len(group) - len(real)
        nominal = sum(c.value for c in real)
        if len(group) < 3:  # too few cards left: these are the leftovers
            points = pile_points(count, counting) - total
            word = " + ".join(c.name for c in real)
            groups_it.append(f"{word} avanzate: {points}")
            groups_en.append(f"{word} left over: {points}")
            total += points
            leftover = spare = 0
            continue
        points = nominal - (len(real) - 1)
        listed = " + ".join(c.name for c in real) + (" + 1 scartina" if padding == 1 else "")
        groups_it.append(f"{listed}: {nominal} − {len(real) - 1} = {points}")
        groups_en.append(f"{listed}: {nominal} − {len(real) - 1} = {points}")
        total += points
    if scartine >= 3:
        n = scartine // 3
        groups_it.append(f"{n} terzett{'o' if n == 1 else 'i'} di scartine: {n}")
        groups_en.append(f"{n} three{'' if n == 1 else 's'} of scartine: {n}")
        total += n
        scartine -= 3 * n
    rest = scartine + spare
    if rest:
        points = 1 if rest == 2 else 0
        groups_it.append(f"{rest} scartin{'a avanzata' if rest == 1 else 'e avanzate'}: {points}")
        groups_en.append(f"{rest} scartin{'a' if rest == 1 else 'e'} left over: {points}")
        total += points
    if not groups_it:
        return _t("nessuna carta: 0", "no cards: 0")
    return _t("; ".join(groups_it) + f"; totale {total}", "; ".join(groups_en) + f"; total {total}")
