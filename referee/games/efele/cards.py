"""Efele's cards: German-suited, eight values in four suits, and the Weli (EFE-DECK, EFE-WELI).

A card code is a value (``7``, ``8``, ``9``, ``10``, ``U`` Unter, ``O`` Ober, ``K`` König,
``A`` Ass) followed by a suit (``H`` Herz, ``L`` Laub, ``E`` Eichel, ``S`` Schellen), or
``WELI``. Players also write the long forms (``O-Herz``, ``7-Schellen``, ``Ass di Cuori``,
``Ober of Hearts``): :func:`card_code` turns them into codes. A code is only a name: whether
the card is in the table's pack is :func:`in_deck`'s question (5s and 6s never are; the Weli
only in the Salzburger pack).
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import Field, WithJsonSchema

from ..base import Text
from ..base import it_en as _t

VALUES: tuple[str, ...] = ("7", "8", "9", "10", "U", "O", "K", "A")
SUITS: tuple[str, ...] = ("H", "L", "E", "S")
WELI = "WELI"
#: The values of a Salzburger pack that Efele takes out (EFE-DECK): "le carte col numero 5 e 6".
REMOVED_VALUES: tuple[str, ...] = ("5", "6")

Deck = Literal["salzburger33", "bavarian32"]
DECKS: tuple[Deck, ...] = ("salzburger33", "bavarian32")

VALUE_NAMES: dict[str, Text] = {
    "7": _t("7", "7"),
    "8": _t("8", "8"),
    "9": _t("9", "9"),
    "10": _t("10", "10"),
    "U": _t("Unter", "Unter"),
    "O": _t("Ober", "Ober"),
    "K": _t("Re", "King"),
    "A": _t("Asso", "Ace"),
}
#: The values in the plural, as a sentence says "four Obers".
VALUE_PLURALS: dict[str, Text] = {
    "5": _t("5", "5s"),
    "6": _t("6", "6s"),
    "7": _t("7", "7s"),
    "8": _t("8", "8s"),
    "9": _t("9", "9s"),
    "10": _t("10", "10s"),
    "U": _t("Unter", "Unters"),
    "O": _t("Ober", "Obers"),
    "K": _t("Re", "Kings"),
    "A": _t("Assi", "Aces"),
}
#: The values in the plural with the article, as an Italian sentence needs: «gli Assi».
_THE_PLURAL_IT: dict[str, str] = {
    "5": "i 5",
    "6": "i 6",
    "7": "i 7",
    "8": "gli 8",
    "9": "i 9",
    "10": "i 10",
    "U": "gli Unter",
    "O": "gli Ober",
    "K": "i Re",
    "A": "gli Assi",
}
SUIT_NAMES: dict[str, Text] = {
    "H": _t("Cuori (Herz)", "Hearts (Herz)"),
    "L": _t("Foglie (Laub)", "Leaves (Laub)"),
    "E": _t("Ghiande (Eichel)", "Acorns (Eichel)"),
    "S": _t("Sonagli (Schellen)", "Bells (Schellen)"),
}
_SUIT_SHORT: dict[str, Text] = {
    "H": _t("Cuori", "Hearts"),
    "L": _t("Foglie", "Leaves"),
    "E": _t("Ghiande", "Acorns"),
    "S": _t("Sonagli", "Bells"),
}

# The words players write for values and suits, in German, Italian and English.
_VALUE_WORDS: dict[str, str] = {
    **{v.lower(): v for v in ("7", "8", "9", "10", "5", "6")},
    "u": "U",
    "unter": "U",
    "o": "O",
    "ober": "O",
    "k": "K",
    "könig": "K",
    "koenig": "K",
    "konig": "K",
    "re": "K",
    "king": "K",
    "a": "A",
    "ass": "A",
    "daus": "A",
    "sau": "A",
    "asso": "A",
    "ace": "A",
}
_SUIT_WORDS: dict[str, str] = {
    "h": "H",
    "herz": "H",
    "cuori": "H",
    "cuore": "H",
    "hearts": "H",
    "l": "L",
    "laub": "L",
    "grün": "L",
    "gruen": "L",
    "grun": "L",
    "gras": "L",
    "foglie": "L",
    "foglia": "L",
    "leaves": "L",
    "e": "E",
    "eichel": "E",
    "ghiande": "E",
    "ghianda": "E",
    "acorns": "E",
    "s": "S",
    "schellen": "S",
    "sonagli": "S",
    "sonaglio": "S",
    "campanelli": "S",
    "bells": "S",
}
_FILLERS: tuple[str, ...] = ("di", "de", "of", "del")


def _any_case(word: str) -> str:
    """A word as a regular expression matching it in any case, one character class a letter
    (the same in Python and in a JSON Schema ``pattern``, which has no case flag)."""
    return "".join(
        f"[{c.upper()}{c.lower()}]" if c.upper() != c.lower() else re.escape(c) for c in word
    )


def _one_of(words: list[str] | tuple[str, ...]) -> str:
    # longest first, so that "10" is tried before "1…" and "ober" before "o"
    return "(?:" + "|".join(_any_case(w) for w in sorted(words, key=len, reverse=True)) + ")"


_GAP = r"[ \t]*"
_SEP = r"[ \t_/\-]+"
_VALUE_WORD = _one_of(list(_VALUE_WORDS))
_SUIT_WORD = _one_of(list(_SUIT_WORDS))
_FILLER = rf"(?:{_one_of(_FILLERS)}{_SEP})?"
_CARD = (
    rf"(?:{_any_case(WELI)}"
    rf"|(?:10|[5-9]|[UuOoKkAa])[HhLlEeSs]"
    rf"|{_VALUE_WORD}{_SEP}{_FILLER}{_SUIT_WORD}"
    rf"|{_SUIT_WORD}{_SEP}{_FILLER}{_VALUE_WORD})"
)
#: Every way of writing a card that :func:`card_code` reads (a short code, a long form, the
#: Weli), as a JSON Schema ``pattern``: the API document says what the referee reads.
CARD_PATTERN = rf"^{_GAP}{_CARD}{_GAP}$"
_VALUE = _one_of([word for word, code in _VALUE_WORDS.items() if code in VALUES])
#: Every way of writing a value that :func:`value_code` reads (``9``, ``Ober``, ``o``).
VALUE_PATTERN = rf"^{_GAP}{_VALUE}{_GAP}$"
# Read as a JSON Schema validator reads the patterns (a search), so that the referee and the
# document agree to the character.
_WRITTEN = re.compile(CARD_PATTERN)
_WRITTEN_VALUE = re.compile(VALUE_PATTERN)
_SHORT = re.compile(r"^(10|[5-9]|[UOKA])([HLES])$")
#: The most characters a written card takes.
CARD_MAX = 30
VALUE_MAX = 10

#: A card as a move or a check body writes it: the document gives its pattern; whether it is
#: a card of the table's pack is the rules' question (EFE-DECK, EFE-AMB-1).
CardCode = Annotated[
    str,
    Field(max_length=CARD_MAX),
    WithJsonSchema({"type": "string", "maxLength": CARD_MAX, "pattern": CARD_PATTERN}),
]
#: A value as written (``9``, ``Ober``), the 5s and 6s not being Efele's.
ValueCode = Annotated[
    str,
    Field(max_length=VALUE_MAX),
    WithJsonSchema({"type": "string", "maxLength": VALUE_MAX, "pattern": VALUE_PATTERN}),
]


def card_code(raw: str) -> str | None:
    """The code of a card as written (``7H``, ``O-Herz``, ``7 di Sonagli``, ``Weli``), or None.

    The 5s and 6s have codes (``5H``, ``6S``) so that a refusal can say they are taken out of
    the pack; anything that names no card at all (anything :data:`CARD_PATTERN` refuses) is
    None.
    """
    if _WRITTEN.search(raw) is None:
        return None
    text = raw.strip()
    upper = text.upper()
    if upper == WELI:
        return WELI
    match = _SHORT.match(upper)
    if match:
        return match.group(1) + match.group(2)
    words = [w for w in re.split(r"[\s\-_/]+", text.casefold()) if w and w not in _FILLERS]
    if len(words) == 2 and words[0] in _VALUE_WORDS and words[1] in _SUIT_WORDS:
        return _VALUE_WORDS[words[0]] + _SUIT_WORDS[words[1]]
    if len(words) == 2 and words[1] in _VALUE_WORDS and words[0] in _SUIT_WORDS:
        return _VALUE_WORDS[words[1]] + _SUIT_WORDS[words[0]]
    return None


def value_code(raw: str) -> str | None:
    """A value as written (``9``, ``Ober``, ``o``), as its code; None if it is no value."""
    if _WRITTEN_VALUE.search(raw) is None:
        return None
    code = _VALUE_WORDS.get(raw.strip().casefold())
    return code if code in VALUES else None


def value_of(code: str) -> str | None:
    """The value of a card code (None for the Weli)."""
    return None if code == WELI else code[:-1]


def suit_of(code: str) -> str | None:
    return None if code == WELI else code[-1]


def deck_cards(deck: Deck) -> tuple[str, ...]:
    """Every card of the pack in play: 32 cards, and the Weli in the Salzburger pack."""
    cards = tuple(value + suit for suit in SUITS for value in VALUES)
    return (*cards, WELI) if has_weli(deck) else cards


def has_weli(deck: Deck) -> bool:
    return deck == "salzburger33"


def in_deck(code: str, deck: Deck) -> bool:
    if code == WELI:
        return has_weli(deck)
    return value_of(code) in VALUES and suit_of(code) in SUITS


def label(code: str) -> Text:
    """How a card reads in a sentence: «Ober di Cuori» / "Ober of Hearts", «il Weli»."""
    if code == WELI:
        return _t("il Weli", "the Weli")
    value, suit = code[:-1], code[-1]
    if value in REMOVED_VALUES:
        return _t(f"{value} di {_SUIT_SHORT[suit].it}", f"{value} of {_SUIT_SHORT[suit].en}")
    name = VALUE_NAMES[value]
    return _t(f"{name.it} di {_SUIT_SHORT[suit].it}", f"{name.en} of {_SUIT_SHORT[suit].en}")


_ARTICLE_IT = {"8": "l'", "U": "l'", "O": "l'", "A": "l'", "5": "il ", "6": "il "}


def the(code: str) -> Text:
    """A card with its article, as a sentence names it: «l'Ober di Cuori», "the 7 of Bells"."""
    if code == WELI:
        return label(code)
    name = label(code)
    article = _ARTICLE_IT.get(code[:-1], "il ")
    return _t(article + name.it, "the " + name.en)


def capital(text: Text) -> Text:
    """``text`` with a capital letter first, in both languages (a sentence's start)."""
    return _t(text.it[:1].upper() + text.it[1:], text.en[:1].upper() + text.en[1:])


def labels(codes: list[str] | tuple[str, ...]) -> Text:
    """Cards in a list: «7 di Cuori, 7 di Foglie e il Weli»."""
    if not codes:
        return _t("nessuna carta", "no cards")
    parts = [label(c) for c in codes]
    return _t(_join([p.it for p in parts], "e"), _join([p.en for p in parts], "and"))


def _join(words: list[str], last: str) -> str:
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + f" {last} " + words[-1]


def plural(value: str) -> Text:
    return VALUE_PLURALS[value]


def the_plural(value: str) -> Text:
    """A value in the plural as a sentence's subject: «gli Assi» / "Aces"."""
    return _t(_THE_PLURAL_IT[value], VALUE_PLURALS[value].en)


def values_text(values: list[str] | tuple[str, ...]) -> Text:
    """Values in a list, as a sentence says them: «9 e Ober» / "9s and Obers"."""
    if not values:
        return _t("nessuno", "none")
    return _t(
        _join([plural(v).it for v in values], "e"), _join([plural(v).en for v in values], "and")
    )
