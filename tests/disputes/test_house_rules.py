"""A table's house rules: its options as the differences from the official rules, in both
languages, for every game; in the API and on the pages where a table is shown."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from referee.games import GAMES
from referee.games.house_rules import differences, house_rules_text

CLUB = {"threshold": 201, "in_mano": "bonus"}


def test_a_club_scala40_table_reads_as_its_two_differences() -> None:
    game = GAMES["scala40"]
    options = game.parse_options(CLUB)
    found = differences(game, options)
    assert [d.key for d in found] == ["threshold", "in_mano"]
    text = house_rules_text(game, options)
    assert text.en == (
        "Playing to 201 · Out at: 201 (official: 101) · "
        "Closing in mano: A bonus for the closer (official: The others pay double)"
    )
    assert text.it.startswith("Si gioca fino a 201 · Si sballa a: 201 (di regola: 101)")
    assert found[1].rules == ("S40-INMANO-X2", "S40-INMANO-BONUS")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_defaults_are_the_official_rules_in_every_game(game_id: str) -> None:
    game = GAMES[game_id]
    options = game.parse_options({})
    assert differences(game, options) == []
    text = house_rules_text(game, options)
    assert "official rules" in text.en and "regolamento" in text.it


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_option_changed_alone_is_one_difference_naming_both_values(game_id: str) -> None:
    game = GAMES[game_id]
    for spec in game.option_specs:
        other: Any
        if spec.choices:
            other = next(c.value for c in spec.choices if c.value != spec.default)
        elif spec.kind == "bool":
            other = not spec.default
        else:
            other = (
                spec.default + 1
                if spec.maximum is None or spec.default < spec.maximum
                else spec.default - 1
            )
        try:
            options = game.parse_options({spec.key: other})
        except Exception:  # an option valid only with others (none today): nothing to show
            continue
        (found,) = differences(game, options)
        assert found.key == spec.key and found.rules == tuple(spec.rules)
        assert found.value_label.en != found.default_label.en, spec.key
        assert found.value_label.en in found.text().en and found.default_label.it in found.text().it


def test_the_api_gives_the_differences_and_the_line(client: FlaskClient) -> None:
    created = client.post(
        "/api/v1/tables",
        json={"game": "scala40", "players": ["Anna", "Bruno", "Carla"], "options": CLUB},
    ).get_json()
    table = client.get(
        f"/api/v1/tables/{created['id']}", headers={"Accept-Language": "it"}
    ).get_json()
    assert [d["key"] for d in table["house_rules"]] == ["threshold", "in_mano"]
    first = table["house_rules"][0]
    rules = ["S40-ELIM", "S40-FISCA-ELIM"]
    assert (first["value"], first["default"], first["rules"]) == (201, 101, rules)
    assert first["text"] == "Si sballa a: 201 (di regola: 101)"
    assert table["house_rules_text"].startswith("Si gioca fino a 201 · Si sballa a: 201")


def test_a_joiner_and_every_seat_see_the_house_rules(app: Flask, client: FlaskClient) -> None:
    created = client.post(
        "/api/v1/tables",
        json={"game": "scala40", "players": ["Anna", "Bruno"], "options": CLUB},
    ).get_json()
    secret = created["join_url"].rsplit("/", 1)[-1]
    line = "Out at: 201 (official: 101)"
    join = client.get(f"/j/{secret}", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert line in join
    page = client.get(f"/t/{created['id']}", headers={"Accept-Language": "en"})
    assert line in page.get_data(as_text=True)


def test_the_creation_form_says_the_house_rules_as_options_change(client: FlaskClient) -> None:
    home = client.get("/", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert "Playing to 100 · everything else as the official rules" in home
    line = client.get(
        "/new/house-rules",
        query_string={"game": "scala40", "opt-threshold": "201", "opt-in_mano": "double"},
        headers={"Accept-Language": "it"},
    ).get_data(as_text=True)
    assert line == "Si gioca fino a 201 · Si sballa a: 201 (di regola: 101)"


def test_a_new_game_brings_its_house_rules_line_in_the_same_swap(client: FlaskClient) -> None:
    """Choosing another game draws its options and the line above them at once: the line
    drawn again a moment later says the same words, so nothing moves under a finger."""
    swap = client.get(
        "/new/game", query_string={"game": "efele"}, headers={"Accept-Language": "it"}
    ).get_data(as_text=True)
    partial = re.search(
        r'<hx-partial hx-target="#house-rules-line"[^>]*>([^<]*)</hx-partial>', swap
    )
    assert partial is not None and partial.group(1) == "Tutto come da regolamento"
    later = client.get(
        "/new/house-rules", query_string={"game": "efele"}, headers={"Accept-Language": "it"}
    ).get_data(as_text=True)
    assert later == partial.group(1)
    assert 'name="opt-deck"' in swap


def test_a_named_rule_set_reads_as_its_name_and_what_differs_from_it(client: FlaskClient) -> None:
    dossena = {f"v{n}": True for n in range(1, 11)}
    created = client.post(
        "/api/v1/tables",
        json={
            "game": "tarocco",
            "players": ["Anna", "Bruno", "Carla", "Dario"],
            "options": {**dossena, "hands": 8},
        },
    ).get_json()
    table = client.get(
        f"/api/v1/tables/{created['id']}", headers={"Accept-Language": "en"}
    ).get_json()
    assert table["preset"] == "dossena"
    assert (
        table["house_rules_text"]
        == "Dossena (variants V1–V10) · Hands in the game: 8 (official: 12)"
    )
    # The data stays the differences from the official rules, all eleven of them.
    assert len(table["house_rules"]) == 11


def test_the_creation_form_fills_in_a_rule_set(client: FlaskClient) -> None:
    fragment = client.get(
        "/new/options",
        query_string={"game": "ecarte", "preset": "classic"},
        headers={"Accept-Language": "en"},
    ).get_data(as_text=True)
    assert re.search(r'name="opt-rule_set" value="classic"\s+checked', fragment)
    assert re.search(r'name="preset" value="classic"\s*checked', fragment)
    assert not re.search(r'name="opt-rule_set" value="seed"\s+checked', fragment)
    games = client.get("/api/v1/games", headers={"Accept-Language": "it"}).get_json()["games"]
    presets = {g["id"]: [p["id"] for p in g["presets"]] for g in games}
    assert presets["tarocco"] == ["dossena"] and presets["ecarte"] == ["classic", "hoyle"]
    assert presets["scala40"] == ["fisca"] and presets["tamalo"] == ["tamalou"]
