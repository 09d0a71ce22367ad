"""Seats ranked: first to last, each with its place, ties sharing it.

A game declares which way its totals run (``Game.better``): the higher total wins, or the
lower. That is what ranks its players (the standings, a tournament's game points); how a
total turns into money is a separate declaration (``Game.money``, :mod:`.settlement`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

Better = Literal["higher", "lower"]


def ranked(keys: Sequence[Any]) -> list[tuple[int, int]]:
    """``(seat, rank)`` from first to last: by ``keys[seat]``, the smallest first (then the
    lower seat); the rank is 1 + how many seats have a smaller key, so equal keys share it."""
    order = sorted(range(len(keys)), key=lambda i: (keys[i], i))
    return [(i, 1 + sum(1 for k in keys if k < keys[i])) for i in order]


def ranked_totals(totals: Sequence[int], better: Better) -> list[tuple[int, int]]:
    """``(seat, rank)`` from first to last by ``totals``, the ``better`` one first."""
    return ranked([-t if better == "higher" else t for t in totals])
