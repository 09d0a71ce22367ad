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
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

from jinja2 import BaseLoader, Environment, FileSystemLoader, TemplateNotFound
from werkzeug.datastructures import MultiDict

from ...games.base import Text


class FormError(Exception):
    """A form that does not make a move yet (a seat's cards missing): said next to ``field``."""

    def __init__(self, text: Text, field: str | None = None, rules: tuple[str, ...] = ()) -> None:
        super().__init__(text.en)
        self.text = text
        self.field = field
        #: The rules the hint reads from (a tap away beside it), if it says what they require.
        self.rules = rules


class GameScreen(Protocol):
    """A game's screen adapter.

    Three attributes are optional, read by the referee checks' forms (``web.pages.checks``):
    ``picker(options)``, the card keys (code, face) its forms tap, offered wherever a check
    asks for a list of cards; ``picker_template``, a template that lays those keys out (in
    groups, say: drawn with the adapter as ``screen``, the options asked under as
    ``options``, and ``with_next``, whether a "Next" key moves to the next list); and
    ``check_forms``, check name → the template of that check's inputs, where the form
    derived from the check's body will not do. Two more serve them:
    ``check_face(text, language)``, a code in a check's answer as players read it (a card
    by its face), or None when the text is no code; and ``counted_checks``, the checks whose
    card boxes show the running points of the keys tapped (each key's ``data-points``).

    Six more are optional, read by the table's page: ``standing_note(view, seat)``, a few
    words the scoreboard shows under a seat's total (or None); ``redraw_after``, the move
    types after which every phone's entry forms are drawn afresh although they neither end a
    hand nor add a seat (a move that changes who has an entry); ``outcome_in_words``, True when the
    finished game is announced by the engine's outcome text under the winners' names rather
    than by the winning total (a game won by being the last left in); ``outcome_line(view)``,
    the line under a finished game's winners in place of their points (for a game whose
    total is no score, an evening's count of losses say); ``finished_template``, what the
    finished game's panel shows under the winners (the settlement between players, say); and
    ``scoreboard_template``, a template drawn at the foot of the scoreboard (a tally of the
    game's own), updated with it. ``preview_templates``, box → a template drawn as that entry
    form's preview in place of the engine's (with ``typed``, the form's fields), is read by
    the preview.
    """

    game_id: str
    #: The region where the table enters what the prompt asks for.
    entry_template: str
    #: The form that re-enters a hand to correct it (``typed`` holds its values).
    correction_template: str
    #: Extra status lines under the prompt (the discard pile, who called…), or None.
    status_template: str | None
    #: Inputs refreshed on every update without redrawing the entry forms, or None.
    live_inputs_template: str | None
    #: A folder of templates of the game's own, when they live outside ``templates/``.
    template_folder: Path | None
    #: Folded panels loaded when opened (name → template), e.g. an optional in-hand log.
    folds: Mapping[str, str]
    #: The boxes of the game's entry forms, each with an ``#errors-<box>`` region where its
    #: refusals show; the first is where a move's refusal shows when its form names none.
    entry_boxes: tuple[str, ...]

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        """The move the form's fields enter; raises :class:`FormError`."""
        ...

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        """The form fields that would enter ``move`` again."""
        ...

    def kept(self, box: str, form: MultiDict[str, str]) -> dict[str, Any]:
        """What the entry forms keep of a write this phone just made from ``box`` (the page
        that answers it has them as ``p.kept``): e.g. the player chosen last."""
        ...


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


class ApiOnlyScreen:
    """The screen of a game whose pages are not built yet: no entry form, the API's address."""

    game_id = ""
    entry_template = "table/_entry_api_only.html"
    correction_template = "table/_entry_api_only.html"
    status_template: str | None = None
    live_inputs_template: str | None = None
    template_folder: Path | None = None
    folds: Mapping[str, str] = {}
    entry_boxes: tuple[str, ...] = ("entry",)

    def parse(self, form: MultiDict[str, str], names: list[str]) -> dict[str, Any]:
        raise FormError(
            Text(
                it="Le mosse di questo gioco si inseriscono dall'API, per ora.",
                en="This game's moves are entered through the API, for now.",
            )
        )

    def prefill(self, move: dict[str, Any]) -> dict[str, str]:
        return {}

    def kept(self, box: str, form: MultiDict[str, str]) -> dict[str, Any]:
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
        screen: GameScreen | None = getattr(module, "SCREEN", None)
        if screen is not None:
            register(screen)


discover()
