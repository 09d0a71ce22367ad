"""Screen adapters: what the pages need to know about one game.

A game's adapter turns the fields of its entry forms into a move for the engine (parsing
only: the engine decides what is legal), fills a form again from a move (to correct it),
names the templates of its entry, correction and status regions and the boxes its forms
show refusals in, and says what its forms keep after a write. Its templates call on the
adapter itself (``p.screen``) for what only the game knows how to show.

Each module of this package that defines a ``SCREEN`` is an adapter, found by itself and
registered under the game id it declares: adding a game adds a module here and edits none.
Nothing else in ``web/`` names a game.

A game whose engine is built before its pages (its first slice: engine, checks and API) has
no adapter yet: its tables are played through the API, and their page shows the scores, the
log and the rules with :data:`API_ONLY` in place of the entry forms. The creation form offers
only the games that have pages (:func:`has_screen`).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from jinja2 import BaseLoader, Environment, FileSystemLoader, TemplateNotFound
from werkzeug.datastructures import MultiDict

from ...games.base import Text
from .screen import FormError, FormReader, GameScreen, as_cards, as_int

__all__ = [
    "API_ONLY",
    "SCREENS",
    "FormError",
    "FormReader",
    "GameScreen",
    "as_cards",
    "as_int",
    "has_screen",
    "register",
    "registered",
    "screen_for",
]


SCREENS: dict[str, GameScreen] = {}


def register(screen: GameScreen) -> GameScreen:
    SCREENS[screen.game_id] = screen
    return screen


@contextmanager
def registered(screen: GameScreen) -> Iterator[GameScreen]:
    """The adapter registered for the block (tests register a game of their own)."""
    previous = SCREENS.get(screen.game_id)
    register(screen)
    try:
        yield screen
    finally:
        if previous is None:
            SCREENS.pop(screen.game_id, None)
        else:
            SCREENS[screen.game_id] = previous


class ApiOnlyScreen(GameScreen):
    """The screen of a game whose pages are not built yet: no entry form, the API's address."""

    game_id = ""
    entry_template = "table/_entry_api_only.html"
    correction_template = "table/_entry_api_only.html"
    entry_boxes = ("entry",)

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        raise FormError(
            Text(
                it="Le mosse di questo gioco si inseriscono dall'API, per ora.",
                en="This game's moves are entered through the API, for now.",
            )
        )

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        return {}


API_ONLY: GameScreen = ApiOnlyScreen()


def has_screen(game_id: str) -> bool:
    """Whether the game has pages to enter its moves (else only the API)."""
    return game_id in SCREENS


def screen_for(game_id: str) -> GameScreen:
    return SCREENS.get(game_id, API_ONLY)


def template_folders() -> list[str]:
    return [str(s.template_folder) for s in SCREENS.values() if s.template_folder is not None]


class ScreenTemplates(BaseLoader):
    """The templates of games whose screens keep them outside ``templates/``, looked up at
    each load: a game registered while the app runs (a test's) is found too."""

    def get_source(
        self, environment: Environment, template: str
    ) -> tuple[str, str | None, Callable[[], bool] | None]:
        for folder in template_folders():
            try:
                return FileSystemLoader(folder).get_source(environment, template)
            except TemplateNotFound:
                continue
        raise TemplateNotFound(template)


def discover() -> None:
    """Register every adapter of this package (a module with a ``SCREEN``)."""
    for found in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{found.name}")
        screen = vars(module).get("SCREEN")
        if isinstance(screen, GameScreen):
            register(screen)


discover()
