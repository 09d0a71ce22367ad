"""What random playouts draw with, and the module a game's playouts live in."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class Rng(Protocol):
    """What a random playout draws with: the part of ``random.Random`` it uses.

    The caller creates and seeds it; an engine never makes its own randomness.
    """

    def random(self) -> float: ...

    def randrange(self, start: int, stop: int | None = None, step: int = 1, /) -> int: ...

    def choice(self, seq: Sequence[T], /) -> T: ...


class Playouts(Protocol):
    """A game's playouts (its ``playouts`` module): a raw move drawn for any state."""

    def random_move(self, state: Any, options: Any, rng: Rng, /) -> dict[str, Any]: ...
