"""What an evening's totals are worth in money, and the fewest payments that settle it.

A table agrees a stake when it is created: so much per point, or so much per placing.

- Per point, a game says how its totals turn into money (its ``money``): ``"low"`` (the
  lowest total is best: each player pays each other player the difference between their
  totals), ``"high"`` (the highest is best: the same the other way), or ``"zero_sum"`` (the
  totals already are what each player wins or loses, as in Tarocco). A game that says
  nothing is settled per placing only.
- Per placing, each player pays each player placed above them one stake (ties pay nothing).

The nets (what each seat wins, negative: pays) always sum to zero; :func:`fewest_payments`
turns them into payments, the biggest debtor paying the biggest creditor first, so that
``n`` players settle in at most ``n - 1`` payments.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

Money = Literal["low", "high", "zero_sum"]
PER_POINT = "point"
PER_PLACING = "placing"
PER = (PER_POINT, PER_PLACING)
#: A stake as players write it: whole units and up to two decimals (``0.10``, ``0,10``, ``2``).
AMOUNT_PATTERN = r"^\d{1,3}([.,]\d{1,2})?$"
#: The largest stake, in cents: what the pattern allows.
STAKE_MAX_CENTS = 99_999


def amount_cents(text: str) -> int:
    """An amount as players write it, in cents; ValueError if it is not one we take."""
    text = text.strip()
    if not re.fullmatch(AMOUNT_PATTERN, text):
        raise ValueError(f"not an amount: {text[:20]!r}")
    whole, _, part = text.replace(",", ".").partition(".")
    cents = int(whole) * 100 + int((part + "00")[:2])
    if cents > STAKE_MAX_CENTS:
        raise ValueError(f"more than {STAKE_MAX_CENTS} cents")
    return cents


def nets_per_point(totals: Sequence[int], money: Money) -> list[int]:
    """Each seat's net in points under the game's ``money`` (see the module's docstring)."""
    if money == "zero_sum":
        return list(totals)
    n, whole = len(totals), sum(totals)
    if money == "low":
        return [whole - n * t for t in totals]
    return [n * t - whole for t in totals]


def nets_per_placing(ranks: Sequence[int]) -> list[int]:
    """Each seat's net in stakes: one from each seat placed below, one to each above."""
    return [sum((r > mine) - (r < mine) for r in ranks) for mine in ranks]


def fewest_payments(nets: Sequence[int]) -> list[tuple[int, int, int]]:
    """``(payer, payee, amount)`` settling ``nets`` (which sum to zero): the biggest debtor
    pays the biggest creditor first (the lower seat first among equals)."""
    if sum(nets) != 0:
        raise ValueError("nets to settle must sum to zero")
    owed = {s: -v for s, v in enumerate(nets) if v < 0}
    due = {s: v for s, v in enumerate(nets) if v > 0}
    payments: list[tuple[int, int, int]] = []
    while owed and due:
        payer = max(owed, key=lambda s: (owed[s], -s))
        payee = max(due, key=lambda s: (due[s], -s))
        amount = min(owed[payer], due[payee])
        payments.append((payer, payee, amount))
        owed[payer] -= amount
        due[payee] -= amount
        owed = {s: v for s, v in owed.items() if v}
        due = {s: v for s, v in due.items() if v}
    return payments
