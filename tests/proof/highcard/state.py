"""What a high card table remembers between moves."""

from __future__ import annotations

from pydantic import BaseModel, Field

SEATS = 2


class HighCardState(BaseModel):
    totals: list[int] = Field(default_factory=lambda: [0] * SEATS)
    hand: int = 1
    finished: bool = False
    winners: list[int] = Field(default_factory=list)
