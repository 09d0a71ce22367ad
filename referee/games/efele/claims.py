"""The winning claim (EFE-WIN): four cards of one value in four suits, or three and the Weli.

:func:`judge_claim` reads four cards against the table's pack and gives a verdict: valid
(with the value and, for a Weli, the card it stands for) or not (with the rule broken and
why). The claim move refuses what it refuses; the ``claim`` check answers it as a verdict.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..base import Text
from ..base import it_en as _t
from .cards import (
    REMOVED_VALUES,
    SUITS,
    WELI,
    Deck,
    capital,
    card_code,
    has_weli,
    label,
    labels,
    plural,
    suit_of,
    the,
    value_of,
)

CLAIM_SIZE = 4


@dataclass(frozen=True)
class Verdict:
    """A claim judged: valid or not, its value, the Weli's card, the rule and the reason."""

    valid: bool
    rule: str
    text: Text
    rules: tuple[str, ...]
    cards: tuple[str, ...] = ()
    value: str | None = None
    weli_stands_for: str | None = None


def _no(rule: str, text: Text, *more: str, cards: tuple[str, ...] = ()) -> Verdict:
    return Verdict(valid=False, rule=rule, text=text, rules=(rule, *more), cards=cards)


def read_cards(raw: list[str] | tuple[str, ...], deck: Deck) -> tuple[list[str], Verdict | None]:
    """The codes of ``raw``, or the verdict on the first that is not a card of ``deck``."""
    codes: list[str] = []
    for written in raw:
        code = card_code(written)
        shown = written.strip()[:20]
        if code is None:
            return codes, _no(
                "EFE-DECK",
                _t(
                    f"«{shown}» non è una carta: valore (7, 8, 9, 10, U, O, K, A) e seme (H, L, "
                    "E, S), come 7H o O-Herz, oppure WELI.",
                    f"'{shown}' is not a card: a value (7, 8, 9, 10, U, O, K, A) and a suit (H, "
                    "L, E, S), like 7H or O-Herz, or WELI.",
                ),
            )
        if code == WELI and not has_weli(deck):
            return codes, _no(
                "EFE-AMB-1",
                _t(
                    "Questo tavolo gioca con il mazzo bavarese da 32 carte, senza il Weli: non "
                    "c'è nessun jolly.",
                    "This table plays the 32-card Bavarian pack, without the Weli: there is no "
                    "wild card.",
                ),
                "EFE-WELI",
                "EFE-DECK",
            )
        if code != WELI and value_of(code) in REMOVED_VALUES:
            name = label(code)
            return codes, _no(
                "EFE-DECK",
                _t(
                    f"{name.it}: i 5 e i 6 si tolgono dal mazzo, non sono in gioco.",
                    f"{name.en}: the 5s and 6s are taken out of the pack, they are not in play.",
                ),
            )
        codes.append(code)
    return codes, None


def judge_claim(raw: list[str] | tuple[str, ...], deck: Deck) -> Verdict:
    """EFE-WIN (with EFE-WELI, EFE-DECK, EFE-AMB-1): whether ``raw`` is a winning set."""
    codes, bad = read_cards(raw, deck)
    if bad is not None:
        return bad
    shown = tuple(codes)
    welis = codes.count(WELI)
    if welis > 1:
        return _no(
            "EFE-WELI",
            _t(
                f"{welis} Weli: nel mazzo salisburghese ce n'è uno solo.",
                f"{welis} Welis: the Salzburger pack has only one.",
            ),
            cards=shown,
        )
    twice = next((c for c in codes if codes.count(c) > 1), None)
    if twice is not None:
        name = capital(the(twice))
        return _no(
            "EFE-DECK",
            _t(
                f"{name.it} compare {codes.count(twice)} volte: nel mazzo ce n'è una sola.",
                f"{name.en} appears {codes.count(twice)} times: the pack has only one.",
            ),
            cards=shown,
        )
    if len(codes) != CLAIM_SIZE:
        return _no(
            "EFE-WIN",
            _t(
                f"Servono esattamente quattro carte, non {len(codes)}.",
                f"Exactly four cards are needed, not {len(codes)}.",
            ),
            cards=shown,
        )
    real = [c for c in codes if c != WELI]
    values = list(dict.fromkeys(value_of(c) for c in real))
    if len(values) > 1:
        return _no(
            "EFE-WIN",
            _t(
                f"{labels(real).it}: non sono carte dello stesso valore.",
                f"{labels(real).en}: not cards of the same value.",
            ),
            cards=shown,
        )
    value = values[0]
    assert value is not None
    if welis == 0:
        return Verdict(
            valid=True,
            rule="EFE-WIN",
            rules=("EFE-WIN",),
            cards=shown,
            value=value,
            text=_t(
                f"Quattro {plural(value).it}, uno per seme: combinazione vincente.",
                f"Four {plural(value).en}, one of each suit: a winning set.",
            ),
        )
    missing = next(s for s in SUITS if s not in {suit_of(c) for c in real})
    stands = value + missing
    return Verdict(
        valid=True,
        rule="EFE-WIN",
        rules=("EFE-WIN", "EFE-WELI"),
        cards=shown,
        value=value,
        weli_stands_for=stands,
        text=_t(
            f"Tre {plural(value).it} e il Weli, che vale {the(stands).it}: combinazione vincente.",
            f"Three {plural(value).en} and the Weli, standing for {the(stands).en}: a winning set.",
        ),
    )
