"""Tarocco Siciliano: its rulebook (rules.md §1). The engine is still to be written."""

from __future__ import annotations

from .rules import RULES

__all__ = ["RULES"]
