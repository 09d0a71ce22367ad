"""A round planned but not written: what each format's draw gives (:mod:`.draws`), what a
draft holds, and what :func:`.draws.write_round` writes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Plan:
    """A round as it would be written: its tables (people in seat order, first dealer)."""

    number: int
    stage: str
    seed: int
    tables: tuple[tuple[tuple[str, ...], int], ...]
    bye: str | None = None
    clock: dict[str, Any] | None = None
    #: Tables' people and more, as the round's event would carry it.
    extra: dict[str, Any] = field(default_factory=dict)
