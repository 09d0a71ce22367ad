"""Scala 40: its rulebook (rules.md §3). The engine is still to be written."""

from __future__ import annotations

from .rules import RULES

__all__ = ["RULES"]
