"""The creation form: each format's own fields in a box of their own (the page's script
shows the chosen one only), the table sizes, the game's rule options; what is chosen
reaches the tournament's format and its tables' rules."""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from tests.web.dom import parse


def opened(client: FlaskClient, form: dict[str, Any]) -> dict[str, Any]:
    """The tournament the form opens, as the API reads it."""
    r = client.post("/tournaments/new", data={"name": "Circolo", **form})
    assert r.status_code == 302, r.text
    tid = r.headers["Location"].rsplit("/", 1)[-1]
    return client.get(f"/api/v1/tournaments/{tid}").get_json()


def test_each_format_has_its_own_box_and_the_game_its_options(client: FlaskClient) -> None:
    page = parse(client.get("/tournaments/new?lang=en").text)
    boxes = {box["data-kind"]: box for box in page.all("fieldset.format-fields")}
    assert list(boxes) == ["final", "swiss", "rounds", "round_robin"]
    assert boxes["final"].one("legend").text == "First round and final (games of three or more)"
    # Tamalo (the first game) goes on with its own rule: 2 tables, the first 2 of each.
    assert boxes["final"].one("#t-tables")["value"] == "2"
    assert boxes["final"].one("#t-qualify")["value"] == "2"
    sizes = [x.text for x in boxes["rounds"].all("label")][1:3]
    assert sizes == [
        "Fewest seats at a table (blank: what the game allows)",
        "Most seats at a table (blank: what the game allows)",
    ]
    # The league's fields are in the rounds' box only; three tie-breaker menus, not seven.
    assert not boxes["final"].has("#t-final") and boxes["rounds"].has("#t-final")
    assert len(page.all("select[name=breaker]")) == 3
    # Tamalo's rule options, as on a table's creation form.
    assert page.has("#options input[name=opt-target]")
    assert page.one("#t-game")["hx-get"] == "/new/options"
    page = parse(client.get("/tournaments/new?lang=it").text)
    legends = [box.one("legend").text for box in page.all("fieldset.format-fields")]
    assert legends == [
        "Primo turno e finale (giochi da tre o più)",
        "Svizzero (giochi a due)",
        "Turni di tavoli",
        "Girone all'italiana: ogni coppia una volta (giochi a due)",
    ]
    # Ecarté's select option says it is a two-seat game: the script shows the Swiss box.
    assert page.one("#t-game option[value=ecarte]").attrs.get("data-pairs") == ""


def test_the_chosen_fields_reach_the_format_and_the_options(app: Flask) -> None:
    client = app.test_client()
    # Rounds at tables of 3 or 4 (Tamalo allows 2 to 6), the target lowered to 50.
    t = opened(
        client,
        {
            "game": "tamalo",
            "format": "rounds",
            "rounds": "4",
            "min_seats": "3",
            "max_seats": "4",
            "minutes": "",
            "tables": "5",  # another format's field: not read
            "opt-target": "50",
        },
    )
    assert t["format"]["kind"] == "rounds" and t["format"]["rounds"] == 4
    assert (t["format"]["min_seats"], t["format"]["max_seats"]) == (3, 4)
    assert t["format"]["minutes"] is None and "tables" not in t["format"]
    page = client.get(f"/tournaments/{t['id']}?lang=en").text
    # Every table of the tournament plays to 50, not the official 100.
    assert "House rules: Playing to 50 · Game ends at: 50 (official: 100)" in page
    assert "rounds of tables of 3 to 4 seats, rotating seats" in page
    assert "Clock:</dt> <dd>none" in page
    # The game's own final, changed to 3 tables with the first of each going on.
    t = opened(client, {"game": "tamalo", "format": "", "tables": "3", "qualify": "1"})
    assert t["format"]["kind"] == "final"
    assert (t["format"]["tables"], t["format"]["qualify"], t["format"]["min_players"]) == (3, 1, 6)
    page = client.get(f"/tournaments/{t['id']}?lang=it").text
    assert "primo turno a 3 tavoli da 2 a 6 posti, i primi 1 di ogni tavolo" in page
    # Left as the game has it: the game's own rule, unchanged.
    t = opened(client, {"game": "tamalo", "format": "", "tables": "2", "qualify": "2"})
    assert t["format"] == {
        **t["format"],
        "kind": "final",
        "tables": 2,
        "qualify": 2,
        "min_players": 6,
    }
    # A two-seat game's own format is a Swiss of the rounds asked for.
    t = opened(client, {"game": "ecarte", "format": "", "swiss_rounds": "5"})
    assert (t["format"]["kind"], t["format"]["rounds"]) == ("swiss", 5)
    t = opened(client, {"game": "ecarte", "format": "round_robin", "bye": "nothing"})
    assert (t["format"]["kind"], t["format"]["bye"]) == ("round_robin", "nothing")
