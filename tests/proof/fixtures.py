"""The proof game as a pytest fixture: ``from tests.proof.fixtures import proof_game``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from referee.games.base import Game

from . import registered


@pytest.fixture
def proof_game() -> Iterator[Game[Any, Any]]:
    """High card, registered with the catalogue for the test."""
    with registered() as game:
        yield game
