"""Scala 40's scoring (rules.md §3.5): what the cards left in hand cost, the closer's hand,
closing in mano, and the lines that explain a hand's score and its other readings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..base import Alternative, Line, Text, seat
from ..base import it_en as _t
from ..cards import Card
from .deck import hand_card_value, label
from .options import OPTION_SPECS, Scala40Options

#: A seat's entry once read: its cards, its typed total, or nothing (the closer, a seat out).
Entry = list[Card] | int | None


def is_lone_ace(cards: Sequence[Card]) -> bool:
    """S40-LONE-ACE: the only card left in hand is an ace."""
    return len(cards) == 1 and cards[0].rank == "A"


def hand_value(cards: Sequence[Card], options: Scala40Options) -> int:
    """S40-VAL-HAND: what the cards left in a hand cost, the lone ace counting 1 if chosen."""
    if options.lone_ace and is_lone_ace(cards):
        return 1
    return sum(hand_card_value(card, options.joker_in_hand) for card in cards)


def raw_values(entries: Sequence[Entry], options: Scala40Options) -> list[int | None]:
    """Each seat's hand value (a typed total as it is), None for the closer and seats out."""
    return [
        None if entry is None else entry if isinstance(entry, int) else hand_value(entry, options)
        for entry in entries
    ]


def doubled(in_mano: bool, options: Scala40Options) -> bool:
    """S40-INMANO-X2: the others pay double when the closer closed in mano (by default)."""
    return in_mano and options.in_mano == "double"


def closer_score(in_mano: bool, total: int, options: Scala40Options) -> int:
    """The closer's points: 0, or the in-mano bonus off the total (S40-INMANO-BONUS), which
    stops at 0 when the table says so (S40-AMB-7)."""
    if not in_mano or options.in_mano != "bonus":
        return 0
    bonus = options.in_mano_bonus
    if options.bonus_floor:
        return -min(bonus, max(total, 0))
    return -bonus


def score_hand(
    raws: Sequence[int | None],
    closer: int,
    in_mano: bool,
    totals: Sequence[int],
    options: Scala40Options,
) -> list[int]:
    """Every seat's points for the hand: the closer's, and each other's hand (doubled in mano)."""
    factor = 2 if doubled(in_mano, options) else 1
    scores = [0 if raw is None else raw * factor for raw in raws]
    scores[closer] = closer_score(in_mano, totals[closer], options)
    return scores


# -- explaining a hand's score ----------------------------------------------------------------


@dataclass(frozen=True)
class HandFacts:
    """What a hand's lines are made of."""

    entries: list[Entry]
    closer: int
    in_mano: bool
    totals: list[int]
    scores: list[int]


def closer_line(facts: HandFacts, options: Scala40Options) -> Line:
    i = facts.closer
    who = seat(i)
    score = facts.scores[i]
    if not facts.in_mano:
        return Line(
            seat=i,
            points=score,
            rules=("S40-CLOSE",),
            text=_t(f"{who} ha chiuso: 0 punti.", f"{who} went out: 0 points."),
        )
    if options.in_mano == "double":
        return Line(
            seat=i,
            points=score,
            rules=("S40-INMANO-X2",),
            text=_t(
                f"{who} ha chiuso in mano: 0 punti, e gli altri pagano doppio.",
                f"{who} went out in mano: 0 points, and the others pay double.",
            ),
        )
    bonus = options.in_mano_bonus
    before = facts.totals[i]
    after = before + score
    if -score < bonus:
        return Line(
            seat=i,
            points=score,
            rules=("S40-INMANO-BONUS", "S40-AMB-7"),
            text=_t(
                f"{who} ha chiuso in mano: il bonus di {bonus} si ferma a 0, quindi {score} "
                f"({before} diventa {after}).",
                f"{who} went out in mano: the {bonus} bonus stops at 0, so {score} ({before} "
                f"becomes {after}).",
            ),
        )
    if after < 0:
        return Line(
            seat=i,
            points=score,
            rules=("S40-INMANO-BONUS", "S40-AMB-7"),
            text=_t(
                f"{who} ha chiuso in mano: bonus di {bonus}, e il totale scende sotto zero "
                f"({before} diventa {after}).",
                f"{who} went out in mano: a {bonus} bonus, and the total goes below zero "
                f"({before} becomes {after}).",
            ),
        )
    return Line(
        seat=i,
        points=score,
        rules=("S40-INMANO-BONUS",),
        text=_t(
            f"{who} ha chiuso in mano: bonus di {bonus}, {score}.",
            f"{who} went out in mano: a {bonus} bonus, {score}.",
        ),
    )


def seat_line(i: int, facts: HandFacts, options: Scala40Options) -> Line:
    """The line of a seat that pays its hand: the cards with their values, and why; after a
    closing in mano, doubled (S40-INMANO-X2) or not, the closer taking the bonus instead
    (S40-INMANO-BONUS)."""
    entry = facts.entries[i]
    who = seat(i)
    score = facts.scores[i]
    double = doubled(facts.in_mano, options)
    rules: tuple[str, ...] = ("S40-VAL-HAND",)
    if isinstance(entry, int):
        said_it, said_en = f"{entry} (totale scritto)", f"{entry} (typed total)"
        raw = entry
    else:
        assert entry is not None
        raw = sum(hand_card_value(c, options.joker_in_hand) for c in entry)
        if is_lone_ace(entry):
            card_it, card_en = label(entry[0], "it"), label(entry[0], "en")
            if options.lone_ace:
                raw = 1
                rules = ("S40-LONE-ACE", "S40-AMB-2")
                said_it = f"{card_it}, l'asso rimasto da solo in mano, vale 1"
                said_en = f"{card_en}, the ace alone in hand, counts 1"
            else:
                rules = ("S40-VAL-HAND", "S40-AMB-2")
                said_it = f"{card_it}, l'asso da solo in mano: a questo tavolo vale sempre 11"
                said_en = f"{card_en}, the ace alone in hand: at this table it still counts 11"
        else:
            said_it, said_en = _sum(entry, raw, options, "it"), _sum(entry, raw, options, "en")
            if any(c.is_joker for c in entry):
                rules += ("S40-AMB-3",)
    if double:
        rules += ("S40-INMANO-X2",)
        return Line(
            seat=i,
            points=score,
            rules=rules,
            text=_t(
                f"{who}: {said_it}; {seat(facts.closer)} ha chiuso in mano, quindi doppio: "
                f"{raw} × 2 = {score}.",
                f"{who}: {said_en}; {seat(facts.closer)} went out in mano, so double: "
                f"{raw} × 2 = {score}.",
            ),
        )
    if facts.in_mano and options.in_mano == "bonus":
        rules += ("S40-INMANO-BONUS",)
        return Line(
            seat=i,
            points=score,
            rules=rules,
            text=_t(
                f"{who}: {said_it}; {seat(facts.closer)} ha chiuso in mano, ma a questo tavolo "
                f"chi chiude prende il bonus invece del raddoppio: {score}.",
                f"{who}: {said_en}; {seat(facts.closer)} went out in mano, but this table gives "
                f"the closer a bonus instead of doubling: {score}.",
            ),
        )
    return Line(
        seat=i, points=score, rules=rules, text=_t(f"{who}: {said_it}.", f"{who}: {said_en}.")
    )


def _sum(cards: Sequence[Card], raw: int, options: Scala40Options, lang: str) -> str:
    """The cards of a hand and their sum: ``7♣ + A♠ (11) + jolly (25) = 43``."""
    parts = []
    for card in cards:
        name = label(card, lang).lower() if card.is_joker else label(card, lang)
        if card.rank.isdigit() and len(cards) > 1:
            parts.append(name)
        else:
            parts.append(f"{name} ({hand_card_value(card, options.joker_in_hand)})")
    return parts[0] if len(parts) == 1 else f"{' + '.join(parts)} = {raw}"


# -- the other readings -----------------------------------------------------------------------

#: The options whose other reading may change a hand already entered (for the jolly's value
#: in hand, a number the table sets, the other reading is the usual 25).
ALTERNATIVE_OPTIONS = ("lone_ace", "joker_in_hand", "in_mano", "bonus_floor")


def alternatives(
    entries: Sequence[Entry],
    closer: int,
    in_mano: bool,
    totals: Sequence[int],
    scores: Sequence[int],
    options: Scala40Options,
) -> list[Alternative]:
    """What each other reading of the options that touched the hand would have scored."""
    found: list[Alternative] = []
    specs = {spec.key: spec for spec in OPTION_SPECS}
    for key in ALTERNATIVE_OPTIONS:
        spec = specs[key]
        current = getattr(options, key)
        if spec.choices:
            values = [c.value for c in spec.choices]
        else:
            values = [True, False] if spec.kind == "bool" else [spec.default]
        for value in values:
            if value == current:
                continue
            other = options.model_copy(update={key: value})
            alt = score_hand(raw_values(entries, other), closer, in_mano, totals, other)
            if alt == list(scores):
                continue
            changed = [i for i in range(len(scores)) if alt[i] != scores[i]]
            diff_it = "; ".join(f"{seat(i)} {alt[i]} invece di {scores[i]}" for i in changed)
            diff_en = "; ".join(f"{seat(i)} {alt[i]} instead of {scores[i]}" for i in changed)
            reading = _reading(spec.label, value, spec.choices)
            found.append(
                Alternative(
                    option=key,
                    value=value,
                    rules=spec.rules,
                    scores=tuple(alt),
                    text=_t(f"{reading.it}: {diff_it}.", f"{reading.en}: {diff_en}."),
                )
            )
    return found


def _reading(title: Text, value: object, choices: Sequence[object]) -> Text:
    for choice in choices:
        if getattr(choice, "value", None) == value:
            name: Text = choice.label  # type: ignore[attr-defined]
            return _t(f"Con «{name.it}»", f"With '{name.en}'")
    if value is True:
        return _t(f"Con «{title.it}»", f"With '{title.en}'")
    if isinstance(value, int) and value is not False:
        return _t(f"Con «{title.it}» a {value}", f"With '{title.en}' at {value}")
    return _t(f"Senza «{title.it}»", f"Without '{title.en}'")
