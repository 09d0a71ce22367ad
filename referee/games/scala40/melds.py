"""The meld referee: is this a set or a sequence, what is it worth, and does it open?

A meld is judged by every reading the rules allow (rules.md §3.3): a set (S40-MELD-SET: 3 or
4 cards of one rank, every suit different) or a sequence (S40-MELD-SEQ: 3 to 14 cards of one
suit in a row, the Ace before the 2 or after the King, never K-A-2), each jolly standing for
a card the meld lacks (S40-JOKER), as many jollies as the table allows (S40-AMB-4). A jolly may
say what it stands for (``JK=10C``); when it does not, every card it could be is tried, and
the meld is settled when all of them give it the same kind and value (``7♣ 7♦ jolly`` is a
set of 7s worth 21 whichever 7 the jolly is). Only otherwise is the jolly's card asked for.

Values are those of melded cards (S40-VAL-OPEN): 2–10 their number, J/Q/K 10, the Ace 1
before the 2 and 11 after the King or in a set, a jolly the card it stands for. An opening
(S40-OPEN40) needs at least 40 (S40-AMB-1), unless it closes in mano (S40-INMANO-X2).

A meld that breaks a rule gets a verdict naming the rule, never an exception.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Literal

from ..base import Text
from ..base import it_en as _t
from ..cards import JOKER, RANKS, SUIT_SYMBOLS, SUITS, Card
from .deck import COPIES, excess, joker_with_identity
from .options import Scala40Options

Kind = Literal["set", "sequence"]
OPENING = 40  # S40-OPEN40, S40-AMB-1: at least 40
LONGEST = 14  # S40-MELD-SEQ: A…K and a jolly as the other Ace
SUIT_NAMES = {
    "S": ("picche", "spades"),
    "H": ("cuori", "hearts"),
    "D": ("quadri", "diamonds"),
    "C": ("fiori", "clubs"),
}
#: Ranks named in words where a number would not do: "a set of aces".
RANK_NAMES = {
    "A": ("assi", "aces"),
    "J": ("jack", "jacks"),
    "Q": ("donne", "queens"),
    "K": ("re", "kings"),
}
#: A sequence's places, 1 (the Ace before the 2) to 14 (the Ace after the King).
PLACE_RANK = {1: "A", **{i + 1: rank for i, rank in enumerate(RANKS) if rank != "A"}, 14: "A"}


def place_value(place: int) -> int:
    """S40-VAL-OPEN in a sequence: A 1 before the 2, 2–10 their number, J Q K 10, A 11 last."""
    if place == 14:
        return 11
    return min(place, 10)


def set_value(rank: str) -> int:
    """S40-VAL-OPEN in a set: the Ace 11, J Q K 10, the others their number."""
    if rank == "A":
        return 11
    if rank in ("J", "Q", "K"):
        return 10
    return int(rank)


@dataclass(frozen=True)
class Slot:
    """One card of a reading: the card itself, or a jolly and the card it stands for."""

    stands: str
    value: int
    jolly: bool
    #: A jolly whose card was said (``JK=10C``) rather than found.
    said: bool = False


@dataclass(frozen=True)
class Reading:
    """One way the rules read a meld: its kind, and its cards in order with their values."""

    kind: Kind
    slots: tuple[Slot, ...]

    @property
    def value(self) -> int:
        return sum(slot.value for slot in self.slots)

    @property
    def stands(self) -> tuple[str, ...]:
        return tuple(slot.stands for slot in self.slots if slot.jolly)


@dataclass(frozen=True)
class MeldVerdict:
    """What the referee says of one meld."""

    cards: tuple[str, ...]
    valid: bool
    kind: Kind | None
    value: int | None
    rule: str
    reason: Text
    #: The cards its jollies stand for (every card a jolly may be, when that is not settled).
    stands_for: tuple[str, ...] = ()
    jollies: int = 0


@dataclass(frozen=True)
class OpeningVerdict:
    melds: tuple[MeldVerdict, ...]
    value: int
    valid: bool
    rules: tuple[str, ...]
    text: Text
    #: The table's reading of the ace (S40-CLUB-ACE) changed the value from the seed's.
    ace_read: bool = False


# -- one meld ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Parsed:
    codes: tuple[str, ...]
    naturals: tuple[Card, ...]
    #: Each jolly, with the card it says it stands for (None if it does not say).
    jollies: tuple[Card | None, ...]

    @property
    def known(self) -> tuple[Card, ...]:
        """The cards whose place is known: the natural ones and the jollies that say theirs."""
        return self.naturals + tuple(c for c in self.jollies if c is not None)

    @property
    def size(self) -> int:
        return len(self.naturals) + len(self.jollies)


def parse_meld(codes: list[str]) -> _Parsed:
    naturals: list[Card] = []
    jollies: list[Card | None] = []
    canon: list[str] = []
    for code in codes:
        card, stands = joker_with_identity(code)
        if card.is_joker:
            jollies.append(stands)
            canon.append(f"{JOKER}={stands.code}" if stands else JOKER)
        else:
            naturals.append(card)
            canon.append(card.code)
    return _Parsed(tuple(canon), tuple(naturals), tuple(jollies))


def _set_readings(meld: _Parsed) -> list[Reading]:
    known = meld.known
    ranks = {c.rank for c in known}
    if len(ranks) > 1 or not 3 <= meld.size <= 4:
        return []
    ranks = ranks or set(RANKS)
    suits = [c.suit for c in known]
    if len(set(suits)) < len(suits):
        return []
    free = len(meld.jollies) - sum(1 for c in meld.jollies if c is not None)
    readings = []
    for rank in sorted(ranks, key=RANKS.index):
        value = set_value(rank)
        fixed = [Slot(c.code, value, False) for c in meld.naturals] + [
            Slot(c.code, value, True, said=True) for c in meld.jollies if c is not None
        ]
        missing = [s for s in SUITS if s not in suits]
        for chosen in combinations(missing, free):
            extra = [Slot(rank + s, value, True) for s in chosen]
            readings.append(Reading("set", tuple(fixed + extra)))
    return readings


def _sequence_readings(meld: _Parsed) -> list[Reading]:
    known = meld.known
    suits = {str(c.suit) for c in known}
    if len(suits) > 1 or not _each_once(meld) or not 3 <= meld.size <= LONGEST:
        return []
    suits = suits or set(SUITS)
    readings = []
    n = meld.size
    for suit in sorted(suits, key=SUITS.index):
        for start in range(1, LONGEST - n + 2):
            window = range(start, start + n)
            taken: dict[int, Slot] = {}
            fits = True
            for card, jolly in [(c, False) for c in meld.naturals] + [
                (c, True) for c in meld.jollies if c is not None
            ]:
                if card.rank == "A":
                    place = 1 if 1 in window and 1 not in taken else 14
                else:
                    place = RANKS.index(card.rank) + 1
                if place not in window or place in taken:
                    fits = False
                    break
                taken[place] = Slot(card.code, place_value(place), jolly, said=jolly)
            if not fits:
                continue
            for place in window:
                if place not in taken:
                    taken[place] = Slot(PLACE_RANK[place] + suit, place_value(place), True)
            readings.append(Reading("sequence", tuple(taken[p] for p in window)))
    return readings


def _each_once(meld: _Parsed) -> bool:
    """A sequence holds each rank once, but for a jolly said to be the other Ace (A…K, A)."""
    ranks = Counter(c.rank for c in meld.known)
    natural_aces = sum(1 for c in meld.naturals if c.rank == "A")
    return all(n == 1 for r, n in ranks.items() if r != "A") and (
        ranks["A"] <= 1 or (ranks["A"] == 2 and natural_aces < 2)
    )


#: S40-CLUB-ACE: what the Ace counts before the 2 and after the King, by the table's reading.
ACE_VALUES = {"seed": (1, 11), "high_ten": (1, 10), "low_eleven": (11, 11)}


def _ace_read(reading: Reading, how: str) -> Reading:
    """A sequence's Aces counted as the table reads them (S40-CLUB-ACE): the first card is
    an Ace only before the 2, the last only after the King."""
    low, high = ACE_VALUES[how]
    if reading.kind != "sequence" or (low, high) == ACE_VALUES["seed"]:
        return reading
    slots = list(reading.slots)
    for k, value in ((0, low), (len(slots) - 1, high)):
        if slots[k].stands[:-1] == "A":
            slots[k] = replace(slots[k], value=value)
    return replace(reading, slots=tuple(slots))


def readings_of(meld: _Parsed) -> list[Reading]:
    """Every reading of the meld as a set or a sequence, its jollies where they fit."""
    return _set_readings(meld) + _sequence_readings(meld)


def judge_meld(codes: list[str], options: Scala40Options) -> MeldVerdict:
    """The verdict on one meld under the table's options (see the module's docstring)."""
    meld = parse_meld(codes)
    jollies = len(meld.jollies)

    def refused(rule: str, reason: Text) -> MeldVerdict:
        return MeldVerdict(meld.codes, False, None, None, rule, reason, (), jollies)

    if jollies and not options.jokers:
        return refused(
            "S40-VAR-JOLLY",
            _t(
                "Questo tavolo gioca senza jolly.",
                "This table plays without jollies.",
            ),
        )
    if options.jokers_per_meld == "1" and jollies > 1:
        return refused(
            "S40-AMB-4",
            _t(
                f"{jollies} jolly: a questo tavolo una combinazione ne ha al massimo uno.",
                f"{jollies} jollies: at this table a meld holds one at most.",
            ),
        )
    if options.jokers_per_meld == "two_natural" and len(meld.naturals) < 2:
        return refused(
            "S40-AMB-4",
            _t(
                "A questo tavolo una combinazione ha almeno due carte vere oltre ai jolly.",
                "At this table a meld holds at least two real cards besides its jollies.",
            ),
        )
    readings = [_ace_read(r, options.opening_ace) for r in readings_of(meld)]
    if not readings:
        return refused(*_why_not(meld))
    groups: dict[tuple[Kind, int], list[Reading]] = {}
    for reading in readings:
        groups.setdefault((reading.kind, reading.value), []).append(reading)
    if len(groups) > 1 and not jollies:
        # only the whole suit has two readings with no jolly: its Ace before the 2 or after
        # the King (S40-VAL-OPEN); the player lays it where it is worth more
        best = max(groups, key=lambda key: key[1])
        groups = {best: groups[best]}
    if len(groups) > 1:
        return refused("S40-JOKER", _ask_identity(groups))
    (kind, value), same = next(iter(groups.items()))
    stands = tuple(sorted({code for r in same for code in r.stands}, key=_card_order))
    rule = "S40-MELD-SET" if kind == "set" else "S40-MELD-SEQ"
    described = _describe(same[0], same, options.opening_ace)
    return MeldVerdict(meld.codes, True, kind, value, rule, described, stands, jollies)


def _card_order(code: str) -> tuple[int, int]:
    return SUITS.index(code[-1]), RANKS.index(code[:-1])


def _why_not(meld: _Parsed) -> tuple[str, Text]:
    """The rule a meld with no reading breaks, and why, in the players' words."""
    if any(c is not None for c in meld.jollies):
        plain = _Parsed(meld.codes, meld.naturals, tuple(None for _ in meld.jollies))
        if readings_of(plain):
            said = ", ".join(c.label("it") for c in meld.jollies if c is not None)
            said_en = ", ".join(c.label("en") for c in meld.jollies if c is not None)
            return "S40-JOKER", _t(
                f"Il jolly non può stare per {said} in questa combinazione.",
                f"The jolly cannot stand for {said_en} in this meld.",
            )
    known = meld.known
    ranks = Counter(c.rank for c in known)
    suits = Counter(c.suit for c in known)
    same_rank = len(ranks) == 1 and len(known) > 1
    if meld.size < 3:
        rule = "S40-MELD-SET" if same_rank else "S40-MELD-SEQ"
        return rule, _t(
            f"{meld.size} carte: una combinazione ne ha almeno 3.",
            f"{meld.size} cards: a meld has at least 3.",
        )
    if same_rank:
        if meld.size > 4:
            return "S40-MELD-SET", _t(
                f"{meld.size} carte dello stesso valore: un tris o un quartetto ne ha al "
                "massimo 4.",
                f"{meld.size} cards of one rank: a set has 4 at most.",
            )
        twice = next(s for s, n in suits.items() if n > 1)
        name_it, name_en = SUIT_NAMES[str(twice)]
        return "S40-MELD-SET", _t(
            f"Due carte di {name_it}: in un tris o un quartetto i semi sono tutti diversi.",
            f"Two {name_en}: in a set every suit is different.",
        )
    if len(suits) > 1:
        return "S40-MELD-SEQ", _t(
            "Semi diversi e valori diversi: una scala è tutta dello stesso seme, un tris tutto "
            "dello stesso valore.",
            "Mixed suits and mixed ranks: a sequence is all of one suit, a set all of one rank.",
        )
    twice_rank = [r for r, n in ranks.items() if n > 1]
    if twice_rank:
        return "S40-MELD-SEQ", _t(
            f"Due carte di valore {twice_rank[0]}: in una scala ogni carta c'è una volta sola.",
            f"Two cards of rank {twice_rank[0]}: a sequence holds each card once.",
        )
    if meld.size > LONGEST:
        return "S40-MELD-SEQ", _t(
            f"{meld.size} carte: una scala ne ha al massimo {LONGEST}, dall'asso al re più un "
            "jolly.",
            f"{meld.size} cards: a sequence has {LONGEST} at most, ace to king and a jolly.",
        )
    if {"K", "A", "2"} <= set(ranks):
        return "S40-MELD-SEQ", _t(
            "Re, asso, 2: la scala non gira l'angolo; l'asso sta prima del 2 o dopo il re.",
            "King, ace, 2: a sequence does not go round the corner; the ace goes before the 2 "
            "or after the king.",
        )
    free = sum(1 for c in meld.jollies if c is None)
    return "S40-MELD-SEQ", _t(
        "Le carte non sono di fila"
        + (", nemmeno con il jolly." if free else ": una scala è fatta di carte consecutive."),
        "The cards are not in a row"
        + (", not even with the jolly." if free else ": a sequence is consecutive cards."),
    )


def _slot_text(slot: Slot, lang: str, alternatives: tuple[str, ...] = ()) -> str:
    card = _label(slot.stands, lang)
    if slot.jolly:
        shown = (" o " if lang == "it" else " or ").join(_label(c, lang) for c in alternatives)
        word = "come" if lang == "it" else "as"
        return f"jolly {word} {shown or card} ({slot.value})"
    if slot.stands[:-1].isdigit():
        return card
    return f"{card} ({slot.value})"


def _label(code: str, lang: str) -> str:
    return code[:-1] + SUIT_SYMBOLS[code[-1]]


def _describe(reading: Reading, same: list[Reading], how: str = "seed") -> Text:
    """A valid meld in words: its kind, its cards with their values, and its total."""
    free_cards = _may_be(same)
    texts = {}
    for lang in ("it", "en"):
        parts = " + ".join(
            _slot_text(slot, lang, () if slot.said else free_cards) for slot in reading.slots
        )
        texts[lang] = f"{parts} = {reading.value}"
    first = reading.slots[0].stands
    if reading.kind == "set":
        rank = first[:-1]
        size = len(reading.slots)
        plural_it, plural_en = RANK_NAMES.get(rank, (rank, f"{rank}s"))
        what_it = ("Tris" if size == 3 else "Quartetto") + f" di {plural_it}"
        what_en = ("Set" if size == 3 else "Quartet") + f" of {plural_en}"
        ace_it = ace_en = ""
        if rank == "A":
            ace_it, ace_en = " (nel tris l'asso vale 11)", " (in a set the ace counts 11)"
        return _t(f"{what_it}: {texts['it']}{ace_it}.", f"{what_en}: {texts['en']}{ace_en}.")
    name_it, name_en = SUIT_NAMES[first[-1]]
    ace_it = ace_en = ""
    low, high = ACE_VALUES[how]
    if reading.slots[0].stands[:-1] == "A":
        ace_it = f" (l'asso prima del 2 vale {low})"
        ace_en = f" (the ace before the 2 counts {low})"
    elif reading.slots[-1].stands[:-1] == "A":
        ace_it = f" (l'asso dopo il re vale {high})"
        ace_en = f" (the ace after the king counts {high})"
    return _t(
        f"Scala di {name_it}: {texts['it']}{ace_it}.",
        f"Sequence in {name_en}: {texts['en']}{ace_en}.",
    )


def _may_be(same: list[Reading]) -> tuple[str, ...]:
    """Every card a jolly that does not say its card may stand for (when more than one)."""
    found = {slot.stands for r in same for slot in r.slots if slot.jolly and not slot.said}
    cards = sorted(found, key=_card_order)
    return tuple(cards) if len(cards) > 1 else ()


def _ask_identity(groups: dict[tuple[Kind, int], list[Reading]]) -> Text:
    """Several readings that differ in kind or value: the jolly's card must be said."""
    shown = list(groups.items())[:4]
    more = len(groups) > len(shown)
    kinds = {"set": ("tris", "set"), "sequence": ("scala", "sequence")}

    def option(lang: str, kind: Kind, value: int, readings: list[Reading]) -> str:
        cards = sorted({c for r in readings for c in r.stands}, key=_card_order)
        joined = "/".join(_label(c, lang) for c in cards[:3]) + ("…" if len(cards) > 3 else "")
        word = kinds[kind][0 if lang == "it" else 1]
        return f"{joined} ({word}, {value})" if lang == "en" else f"{joined} ({word} da {value})"

    it = "; ".join(option("it", k, v, r) for (k, v), r in shown) + ("; …" if more else "")
    en = "; ".join(option("en", k, v, r) for (k, v), r in shown) + ("; …" if more else "")
    example = next(iter(groups.values()))[0].stands[0]
    return _t(
        f"Il jolly può stare per carte diverse che cambiano la combinazione: {it}. Dite quale, "
        f"per esempio JK={example}.",
        f"The jolly may stand for different cards that change the meld: {en}. Say which, for "
        f"example JK={example}.",
    )


# -- an opening -----------------------------------------------------------------------------


def judge_opening(
    melds: list[list[str]], options: Scala40Options, in_mano: bool = False, packs: int = COPIES
) -> OpeningVerdict:
    """Each meld's verdict, in the order asked, and whether together they open (from a deck
    of ``packs`` packs: three for 7 or 8 players, S40-CLUB-8)."""
    verdicts = tuple(judge_meld(meld, options) for meld in melds)
    value = sum(v.value for v in verdicts if v.valid and v.value is not None)
    every_card = [joker_with_identity(code)[0] for verdict in verdicts for code in verdict.cards]
    too_many = excess(every_card, options.jokers, packs)
    if too_many is not None:
        rule, why = too_many
        return OpeningVerdict(
            verdicts,
            value,
            False,
            (rule,),
            _t(
                f"Queste combinazioni non escono dai mazzi del tavolo: {why.it}",
                f"These melds cannot come out of the table's packs: {why.en}",
            ),
        )
    broken = [i for i, v in enumerate(verdicts) if not v.valid]
    if broken:
        first = verdicts[broken[0]]
        numbers = ", ".join(str(i + 1) for i in broken)
        return OpeningVerdict(
            verdicts,
            value,
            False,
            tuple(dict.fromkeys(verdicts[i].rule for i in broken)),
            _t(
                f"Non si apre: la combinazione {numbers} non è valida. {first.reason.it}",
                f"No opening: meld {numbers} is not valid. {first.reason.en}",
            ),
        )
    if not options.jokers_in_opening and any(v.jollies for v in verdicts):
        return OpeningVerdict(
            verdicts,
            value,
            False,
            ("S40-VAR-JOLLY",),
            _t(
                "Non si apre: a questo tavolo i jolly si calano solo dopo aver aperto.",
                "No opening: at this table jollies are melded only after opening.",
            ),
        )
    if in_mano:
        return OpeningVerdict(
            verdicts,
            value,
            True,
            ("S40-INMANO-X2",),
            _t(
                f"Le combinazioni valgono {value}: chiudendo in mano i 40 non servono.",
                f"The melds are worth {value}: closing in mano, the 40 is not needed.",
            ),
        )
    ace = ("S40-CLUB-ACE",) if _ace_changed(melds, value, options) else ()
    if value >= OPENING:
        return OpeningVerdict(
            verdicts,
            value,
            True,
            ("S40-OPEN40", "S40-AMB-1", *ace),
            _t(
                f"Si apre: le combinazioni valgono {value}, almeno 40.",
                f"It opens: the melds are worth {value}, at least 40.",
            ),
            bool(ace),
        )
    return OpeningVerdict(
        verdicts,
        value,
        False,
        ("S40-OPEN40", *ace),
        _t(
            f"Non si apre: le combinazioni valgono {value}, ne servono almeno 40.",
            f"No opening: the melds are worth {value}, at least 40 are needed.",
        ),
        bool(ace),
    )


def _ace_changed(melds: list[list[str]], value: int, options: Scala40Options) -> bool:
    """The table's reading of the ace (S40-CLUB-ACE) gives the melds another value than the
    seed's (1 before the 2, 11 after the King)."""
    if options.opening_ace == "seed":
        return False
    seed = options.model_copy(update={"opening_ace": "seed"})
    verdicts = [judge_meld(meld, seed) for meld in melds]
    return value != sum(v.value or 0 for v in verdicts if v.valid)
