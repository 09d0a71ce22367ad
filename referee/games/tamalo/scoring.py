"""Tamalo's scoring (rules.md §4.4): card values, the under-5 rule and the caller's score."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from .options import TamaloOptions

CALL_PENALTY = 15  # TAM-CALLER-NL, TAM-CALLER-GT5
UNDER = 5  # TAM-LT5: "meno di 5" counts 0


VALUES = {"A": 1, "J": 11, "Q": 12, "JK": 15}


def card_value(card: Card) -> int:
    """TAM-VAL: A 1, 2–10 face value, J 11, Q 12, black K 13, red K 0; TAM-JOKE: Joker 15."""
    if card.rank == "K":
        return 0 if card.colour == "red" else 13
    if card.rank in VALUES:
        return VALUES[card.rank]
    return int(card.rank)


def adjusted(raw: int) -> int:
    """TAM-LT5: less than 5 counts 0 (5 counts 5)."""
    return 0 if raw < UNDER else raw


def caller_is_lowest(raws: Sequence[int], caller: int, options: TamaloOptions) -> bool:
    """TAM-CALLER-NL with TAM-AMB-1 (ties) and TAM-AMB-2 (raw or adjusted totals)."""
    basis = list(raws) if options.compare_on == "raw" else [adjusted(r) for r in raws]
    mine = basis[caller]
    others = [b for i, b in enumerate(basis) if i != caller]
    if options.caller_tie == "strict":
        return all(mine < other for other in others)
    return all(mine <= other for other in others)


def score_caller(raw: int, lowest: bool, options: TamaloOptions) -> int:
    if raw > UNDER:
        if lowest and options.caller_over5_lowest == "hand":
            return raw
        return CALL_PENALTY + raw
    if not lowest:
        if raw == UNDER and options.caller_five == "plus_hand":
            return CALL_PENALTY + raw
        return CALL_PENALTY
    return adjusted(raw)


def score_hand(raws: Sequence[int], caller: int | None, options: TamaloOptions) -> list[int]:
    """The hand's score per seat from the raw totals and the caller (rules.md §4.4)."""
    scores = [adjusted(r) for r in raws]
    if caller is not None:
        scores[caller] = score_caller(
            raws[caller], caller_is_lowest(raws, caller, options), options
        )
    return scores
