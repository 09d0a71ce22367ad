"""A proof game that only tests register: the house takes a new game as one folder.

``registered()`` adds high card (``tests/proof/highcard``) to the catalogue and takes it away
again; ``tests/proof/fixtures.py`` wraps it as a pytest fixture.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from referee.games import register
from referee.games.base import Game

from .highcard import ENTRY


@contextmanager
def registered() -> Iterator[Game[Any, Any]]:
    """High card in the catalogue (GAMES, RULES) for the length of the ``with`` block."""
    with register(ENTRY):
        assert ENTRY.engine is not None
        yield ENTRY.engine
