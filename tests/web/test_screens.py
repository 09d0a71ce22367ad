"""A game's screen adapter is found by itself, and only a game's own places name it."""

from __future__ import annotations

import re
from pathlib import Path

from referee.games import GAMES
from referee.web.games import SCREENS

ROOT = Path(__file__).resolve().parents[2]
#: The platform's code and generic templates: no game is named there.
GENERIC = (
    "referee/web",
    "referee/tables",
    "referee/store",
    "referee/live",
    "referee/disputes",
    "templates",
)


def test_every_screen_is_a_games_found_in_the_adapters_package() -> None:
    # A game's pages come in the slice after its engine and API: until then it has no adapter
    # and its tables' pages show the API's address in place of the entry forms.
    assert set(SCREENS) <= set(GAMES) and "tamalo" in SCREENS
    for game_id, screen in SCREENS.items():
        assert type(screen).__module__ == f"referee.web.games.{game_id}"


def test_only_a_games_own_places_name_it() -> None:
    for game_id in GAMES:
        own = {
            ROOT / "referee" / "web" / "games" / f"{game_id}.py",
            # A screen too long for one module goes on in modules named after it.
            *(ROOT / "referee" / "web" / "games").glob(f"{game_id}_*.py"),
            *(ROOT / "templates" / "games" / game_id).rglob("*"),
        }
        named = re.compile(rf"\b{re.escape(game_id)}\b", re.IGNORECASE)
        for folder in GENERIC:
            for path in (ROOT / folder).rglob("*"):
                if path.suffix in (".py", ".html") and path not in own:
                    assert not named.search(path.read_text()), f"{path} names {game_id}"
        assert not named.search((ROOT / "referee" / "app.py").read_text())


def test_the_pages_ask_a_screen_what_its_base_declares() -> None:
    """Every adapter is a :class:`GameScreen`, whose optional members are typed and
    defaulted: the shared code and templates never probe a screen for a member."""
    from referee.web.games import GameScreen

    assert all(isinstance(screen, GameScreen) for screen in SCREENS.values())
    probing = re.compile(r"getattr\([^)]*screen|screen\.\w+ is defined")
    for folder in ("referee/web/pages", "referee/web/api", "templates/table", "templates/checks"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".html"):
                assert not probing.search(path.read_text()), path


def test_a_form_field_is_read_one_way() -> None:
    """One reader of a typed number and of a list of cards (``web/form_fields.py``): no
    adapter keeps a copy of its own."""
    copies = re.compile(r"^def _int\(|int\(raw\.strip\(\)\)", re.MULTILINE)
    for path in (ROOT / "referee" / "web").rglob("*.py"):
        if path.name != "form_fields.py":
            assert not copies.search(path.read_text()), path
