"""The new-table form offers as many name rows as the chosen game seats, and says the range."""

from __future__ import annotations

import pytest
from flask import Flask

from tests.web.conftest import Phone
from tests.web.dom import Node, parse
from tests.web.test_pages import table_count

#: Each game's rows and the range as the form says it (EN, IT), from the engines' seat bounds.
SEATS = {
    # Seven or eight only where the table chooses it (Tamalou; Scala 40 with a third pack).
    "tamalo": (8, 2, "2–8 players", "2–8 giocatori"),
    "scala40": (8, 2, "2–8 players", "2–8 giocatori"),
    "tarocco": (4, 4, "4 players", "4 giocatori"),
    "ecarte": (2, 2, "2 players", "2 giocatori"),
    "efele": (8, 2, "2–8 players", "2–8 giocatori"),
}


def name_rows(page: Node) -> list[Node]:
    return page.all("#player-list input[name=player]")


@pytest.mark.parametrize("game", list(SEATS))
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_form_drawn_for_a_game_has_its_seats(app: Flask, game: str, lang: str) -> None:
    """Without a script: the form sent to ``/?game=`` comes back drawn for that game."""
    rows, required, en, it = SEATS[game]
    page = Phone(app, lang).page(f"/?game={game}")
    assert page.one("#game option[selected]")["value"] == game
    assert len(name_rows(page)) == rows
    assert [field.get("required") is not None for field in name_rows(page)] == [
        i < required for i in range(rows)
    ]
    assert len(page.all("#carry-list input")) == rows
    assert page.one("#seat-range strong").text == (en if lang == "en" else it)


def test_changing_the_game_swaps_the_rows_keeping_the_names(app: Flask) -> None:
    """The htmx swap: Tamalo's six rows become Ecarté's two, the names typed kept."""
    response = Phone(app, "it").get(
        "/new/game?game=ecarte&player=Anna&player=Bruno&player=Carla&player=&me=1"
        "&start_total-0=3&start_total-1="
    )
    assert response.status_code == 200
    page = parse(response.get_data(as_text=True))
    rows = page.one("#player-rows")
    assert rows["hx-swap-oob"] == "true"
    assert [field.get("value") for field in name_rows(page)] == ["Anna", "Bruno"]
    assert page.one("input[name=me][value='1']").get("checked") is not None
    assert page.one("#seat-range strong").text == "2 giocatori"
    assert page.one("#carry-list")["hx-swap-oob"] == "true"
    assert [field.get("value") for field in page.all("#carry-list input")] == ["3", ""]
    assert page.has("fieldset.options")  # the game's options, the main swap


def test_the_home_page_without_a_game_draws_the_first_one(app: Flask) -> None:
    page = Phone(app).page("/?game=chess")
    assert page.one("#game option[selected]")["value"] == "tamalo"
    assert len(name_rows(page)) == 8


REFUSED = {
    ("tarocco", 5): {
        "en": "Tarocco Siciliano is played by 4 players, not 5.",
        "it": "Tarocco Siciliano si gioca in 4 giocatori, non 5.",
    },
    ("tarocco", 3): {
        "en": "Tarocco Siciliano is played by 4 players, not 3.",
        "it": "Tarocco Siciliano si gioca in 4 giocatori, non 3.",
    },
    ("ecarte", 3): {
        "en": "Ecarté is played by 2 players, not 3.",
        "it": "Ecarté si gioca in 2 giocatori, non 3.",
    },
    ("scala40", 7): {
        "en": "Scala 40 is played by 2 to 6, not 7: 7 or 8 only if the table chooses "
        "'Up to 8 players' (with a third pack).",
        "it": "Scala 40 si gioca da 2 a 6, non in 7: in 7 o 8 solo se il tavolo sceglie "
        "«Fino a 8 giocatori» (con un terzo mazzo).",
    },
}


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("case", list(REFUSED))
def test_too_many_or_too_few_names_are_refused_naming_the_range(
    app: Flask, case: tuple[str, int], lang: str
) -> None:
    game, count = case
    names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gino"][:count]
    before = table_count(app)
    response = Phone(app, lang).post("/tables", {"game": game, "player": names})
    assert response.status_code == 422
    page = parse(response.get_data(as_text=True))
    assert page.one("fieldset.players p.error").text == REFUSED[case][lang]
    assert page.one("#game option[selected]")["value"] == game
    # The refused form keeps every name typed, even past the game's seats, to be taken out.
    assert [f.get("value") for f in name_rows(page)][:count] == names
    assert table_count(app) == before
