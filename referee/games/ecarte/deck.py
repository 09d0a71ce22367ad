"""Ecarté's 32 cards (ECA-DECK): codes, their order in a trick, and the packs that map to them.

A card code is a rank, ``K Q J A 10 9 8 7`` from the highest to the lowest (the figures
above the Ace), followed by a suit: ``S`` spades, ``H`` hearts, ``D`` diamonds, ``C`` clubs.
The seed also allows an Italian 40-card pack without the 2s and 3s, a Salzburger pack
without the 5s and 6s, and a Skat pack; :data:`PACKS` maps their cards to the codes (the
Italian mapping is rules.md's assumption), and :func:`card_code` reads a card typed in any
of them: ``KH``, ``10h``, ``K♥``, ``re di cuori``, ``Cavallo di Coppe`` (= ``QH``),
``Ober Herz`` (= ``QH``).
"""

from __future__ import annotations

import re
import unicodedata

from ..cards import SUIT_SYMBOLS

#: From the highest to the lowest in every suit.
RANKS: tuple[str, ...] = ("K", "Q", "J", "A", "10", "9", "8", "7")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
DECK: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)
#: Cards in the stock once five each are dealt and one is turned up.
STOCK = 32 - 2 * 5 - 1
HAND_SIZE = 5
TRICKS = 5

SUIT_NAMES = {
    "S": ("picche", "spades"),
    "H": ("cuori", "hearts"),
    "D": ("quadri", "diamonds"),
    "C": ("fiori", "clubs"),
}
RANK_NAMES = {
    "K": ("re", "king"),
    "Q": ("donna", "queen"),
    "J": ("jack", "jack"),
    "A": ("asso", "ace"),
}


def rank_of(code: str) -> str:
    return code[:-1]


def suit_of(code: str) -> str:
    return code[-1]


def strength(code: str) -> int:
    """The card's strength within its suit: K is 7, 7 is 0."""
    return len(RANKS) - 1 - RANKS.index(rank_of(code))


def king_of(trump: str) -> str:
    """The King of trumps."""
    return "K" + trump


def label(code: str, lang: str = "en") -> str:
    """How a card reads in a sentence: ``K♥``, ``10♠``."""
    return rank_of(code) + SUIT_SYMBOLS[suit_of(code)]


def suit_name(suit: str, lang: str) -> str:
    it, en = SUIT_NAMES[suit]
    return it if lang == "it" else en


# -- the packs of the seed --------------------------------------------------------------------

#: The seed's packs: for each, its ranks and suits as players name them, and the codes they
#: stand for. The Italian mapping (7, 6, 5, 4 as 10, 9, 8, 7) is an assumption (ECA-DECK).
PACKS: dict[str, dict[str, dict[str, str]]] = {
    "french": {
        "ranks": {
            "re": "K",
            "king": "K",
            "donna": "Q",
            "regina": "Q",
            "queen": "Q",
            "jack": "J",
            "fante": "J",
            "asso": "A",
            "ace": "A",
            **{str(n): str(n) for n in (10, 9, 8, 7)},
            **dict(zip(("dieci", "nove", "otto", "sette"), ("10", "9", "8", "7"), strict=True)),
            **dict(zip(("ten", "nine", "eight", "seven"), ("10", "9", "8", "7"), strict=True)),
        },
        "suits": {
            "picche": "S",
            "spades": "S",
            "cuori": "H",
            "hearts": "H",
            "quadri": "D",
            "diamonds": "D",
            "fiori": "C",
            "clubs": "C",
        },
    },
    "italian": {
        "ranks": {
            "re": "K",
            "cavallo": "Q",
            "donna": "Q",
            "fante": "J",
            "asso": "A",
            "7": "10",
            "6": "9",
            "5": "8",
            "4": "7",
            "sette": "10",
            "sei": "9",
            "cinque": "8",
            "quattro": "7",
        },
        "suits": {"coppe": "H", "denari": "D", "ori": "D", "bastoni": "C", "spade": "S"},
    },
    "salzburger": {
        "ranks": {
            "konig": "K",
            "koenig": "K",
            "ober": "Q",
            "unter": "J",
            "ass": "A",
            "sau": "A",
            "daus": "A",
            **{str(n): str(n) for n in (10, 9, 8, 7)},
            **dict(zip(("zehn", "neun", "acht", "sieben"), ("10", "9", "8", "7"), strict=True)),
        },
        "suits": {
            "herz": "H",
            "schellen": "D",
            "eichel": "C",
            "laub": "S",
            "grun": "S",
            "gruen": "S",
            "blatt": "S",
        },
    },
}
_SYMBOLS = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
_CODE = re.compile(r"^(K|Q|J|A|10|9|8|7)([SHDC])$")


def _plain(text: str) -> str:
    """Lower case, accents and umlauts dropped: ``König`` → ``konig``."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def card_code(text: str) -> str | None:
    """The code of a card typed as a code or named in one of the seed's packs, or None.

    ``None`` when the text names no card of the 32 (a ``2H``, a ``6 di cuori``).
    """
    if not isinstance(text, str):
        return None
    raw = text.strip()
    for symbol, suit in _SYMBOLS.items():
        raw = raw.replace(symbol, suit)
    compact = raw.replace(" ", "").upper()
    if _CODE.match(compact):
        return compact
    words = [w for w in re.split(r"[\s\-]+", _plain(raw)) if w and w not in ("di", "of", "de")]
    if len(words) != 2:
        return None
    for pack in PACKS.values():
        rank, suit = pack["ranks"].get(words[0]), pack["suits"].get(words[1])
        if rank and suit:
            return rank + suit
    return None


# -- what the API document says a card is -----------------------------------------------------

_ENDS = r"[ \t\r\n]*"
#: A card code as the referee reads it: any case, a suit by letter or symbol, spaces around
#: (``KH``, `` 10h ``, ``K♥``, ``10 ♠``).
CARD_PATTERN = rf"^{_ENDS}(?:[KkQqJjAa]|10|[7-9]) *[SsHhDdCc♠♥♦♣]{_ENDS}$"
#: A suit as trumps are named in a check: ``S``, ``h``.
SUIT_PATTERN = rf"^{_ENDS}[SsHhDdCc]{_ENDS}$"


def _spoken(rank: str, suit: str) -> tuple[str, str]:
    it_rank, en_rank = RANK_NAMES.get(rank, (rank, rank))
    it_suit, en_suit = SUIT_NAMES[suit]
    return f"{it_rank} di {it_suit}", f"{en_rank} of {en_suit}"


#: The 32 cards named in words, in Italian and in English (``re di cuori``, ``king of
#: hearts``): the names the document lists; the referee also reads other packs' names.
SPOKEN: tuple[str, ...] = tuple(
    name for suit in SUITS for rank in RANKS for name in _spoken(rank, suit)
)
#: A card field's JSON Schema: a code, or one of the 32 cards' names.
CARD_SCHEMA = {
    "type": "string",
    "minLength": 1,
    "maxLength": 40,
    "anyOf": [{"pattern": CARD_PATTERN}, {"enum": list(SPOKEN)}],
    "description": "A card: rank K Q J A 10 9 8 7 and suit S H D C (KH, 10S, 7C), or its name "
    "(re di cuori, king of hearts).",
}
SUIT_SCHEMA = {
    "type": "string",
    "minLength": 1,
    "maxLength": 2,
    "pattern": SUIT_PATTERN,
    "description": "A suit: S spades, H hearts, D diamonds, C clubs.",
}
