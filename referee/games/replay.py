"""A pure replay: moves folded through an engine, as a table's log is after a void or a correction.

The caller gives each move with a key of its own (an event's seq) and the seat that entered
it; the replay parses and applies the moves in order from the state given and yields each
key with what its move did. When a move is no longer well formed or legal (a void took away
what it relied on), :class:`ReplayRefused` names its key and carries the engine's refusal.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TypeVar

from pydantic import BaseModel

from .base import Applied, BadMove, Game, IllegalMove, Text

Key = TypeVar("Key")


class ReplayRefused(Exception):
    """The move under ``key`` is refused by the engine in the replayed history."""

    def __init__(self, key: Any, error: IllegalMove | BadMove) -> None:
        super().__init__(f"move {key!r}: {error}")
        self.key = key
        self.error = error

    @property
    def rule(self) -> str | None:
        """The rule the move now breaks (None when the move is malformed)."""
        return self.error.rule if isinstance(self.error, IllegalMove) else None

    @property
    def text(self) -> Text:
        return self.error.text


def replay(
    game: Game[Any, Any],
    options: BaseModel,
    state: BaseModel,
    moves: Iterable[tuple[Key, Mapping[str, Any], int | None]],
) -> Iterator[tuple[Key, Applied]]:
    """Apply ``moves`` (key, raw move, seat that entered it) in order, starting from ``state``.

    Lazy: each move is parsed and applied as the result is asked for, so a caller may store
    what came before a refusal. Raises :class:`ReplayRefused` at the first refused move.
    ``state`` itself is never changed.
    """
    for key, raw, by_seat in moves:
        try:
            applied = game.apply(state, game.parse_move(raw), options, by_seat)
        except (IllegalMove, BadMove) as error:
            raise ReplayRefused(key, error) from error
        yield key, applied
        state = applied.state
