"""Efele from its table's page: created from the home page's form; a claim tapped on the
pack's picker (33 cards with the Weli, or 32 Bavarian) and refused by its field with the rule;
who is still in and the exit order; a whole game entered at once by its exit order; each
game's Efele, the evening's tally and the stakes; a new game, the forfeit and the end of the
evening as the prompt allows; a correction; the check panel's picker."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from tests.web.conftest import Phone, htmx_regions, lines, state, totals
from tests.web.dom import Node

PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]


def claim(seq: int, seat: int | None, cards: str) -> dict[str, Any]:
    """The claim form as a phone sends it: the seat tapped, the cards as the picker writes
    them (or as typed)."""
    data: dict[str, Any] = {"type": "claim", "box": "claim", "expected_seq": str(seq)}
    if seat is not None:
        data["seat"] = str(seat)
    data["cards"] = cards
    return data


def game(seq: int, *order: int, box: str = "game") -> dict[str, Any]:
    """The whole-game form: the seats tapped in the order they went out."""
    return {
        "type": "game",
        "box": box,
        "expected_seq": str(seq),
        "exit_order": ",".join(str(s) for s in order),
    }


def simple(seq: int, move_type: str, box: str = "between") -> dict[str, Any]:
    return {"type": move_type, "box": box, "expected_seq": str(seq)}


def names(nodes: list[Node]) -> list[str]:
    return [n.text.replace("(you)", "").replace("(tu)", "").strip() for n in nodes]


def still_in(page: Node) -> list[str]:
    return names(page.all("#status .still-in .tag"))


def exit_order(page: Node) -> list[str]:
    return [li.text for li in page.all("#status ol.exit-order li")]


def tally(page: Node) -> dict[str, tuple[str, str, str, str]]:
    """The evening's tally as a player reads it: name → (Efele count, places, average, owes)."""
    rows = {}
    for row in page.all("#tally table.tally-grid tbody tr"):
        owes = row.one("td.owes").text if row.has("td.owes") else ""
        rows[row.one("th").text] = (
            row.one("td.count").text,
            row.one("td.places").text,
            row.one("td.avg").text,
            owes,
        )
    return rows


def game_efele(page: Node) -> list[str]:
    return [li.text for li in page.all("#tally ol.game-list li")]


@pytest.fixture
def table_id(anna: Phone) -> str:
    """Anna, Bruno, Carla and Dario's evening, Salzburger pack, 2 points a game."""
    return anna.create(PLAYERS, me=0, game="efele", stake=2)


def test_the_creation_form_offers_efele_with_its_pack(app: Flask, anna: Phone) -> None:
    home = anna.page("/")
    assert "efele" in [o["value"] for o in home.all("#game option")]
    table_id = anna.create(PLAYERS, me=0, game="efele", deck="bavarian32")
    assert state(app, table_id)["options"]["deck"] == "bavarian32"
    page = anna.table(table_id)
    assert not page.has("#entry-api-only")
    assert page.has("#form-claim") and page.has("#form-game")
    assert still_in(page) == PLAYERS
    assert "Bavarian pack, 32 cards" in page.one("#status .in-hand-state").text


def test_the_claim_picker_knows_the_pack(app: Flask, anna: Phone) -> None:
    salzburger = anna.table(anna.create(PLAYERS, me=0, game="efele"))
    keys = [b["data-card"] for b in salzburger.all("#form-claim .picker [data-card]")]
    # value by value, four suits each (a claim is a row), and the Weli
    assert keys[:4] == ["7H", "7L", "7E", "7S"] and keys[-1] == "WELI" and len(keys) == 33
    assert {k[:-1] for k in keys[:-1]} == {"7", "8", "9", "10", "U", "O", "K", "A"}
    assert salzburger.one("#form-claim [data-card='OH']")["aria-label"] == "Ober of Hearts"
    bavarian = anna.table(anna.create(PLAYERS, me=0, game="efele", deck="bavarian32"))
    keys = [b["data-card"] for b in bavarian.all("#form-claim .picker [data-card]")]
    assert len(keys) == 32 and "WELI" not in keys
    # who shows the cards is never guessed
    seats = salzburger.all("#form-claim input[name=seat]")
    assert [r["value"] for r in seats] == ["0", "1", "2", "3"]
    assert not any(r.get("checked") is not None for r in seats)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_claims_take_players_out_in_order_and_the_last_is_the_efele(
    app: Flask, table_id: str, lang: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.9")
    phone.sit(table_id, 1)
    assert phone.move(table_id, claim(0, 3, "7H,7L,7E,WELI")).status_code == 303
    page = phone.table(table_id)
    assert still_in(page) == ["Anna", "Bruno", "Carla"]
    first = {"en": "1st Dario", "it": "1º Dario"}[lang]
    assert exit_order(page) == [first]
    said = {
        "en": "Dario shows 7 of Hearts, 7 of Leaves, 7 of Acorns and the Weli.",
        "it": "Dario mostra 7 di Cuori, 7 di Foglie, 7 di Ghiande e il Weli.",
    }[lang]
    assert lines(page.one("#e1"))[0][1].startswith(said)
    # the form is drawn again without the player who went out
    assert [r["value"] for r in page.all("#form-claim input[name=seat]")] == ["0", "1", "2"]
    # a whole game is no longer offered once a claim is logged
    assert not page.has("#form-game")

    # long forms are read too
    assert phone.move(table_id, claim(1, 1, "O-Herz, Ober of Leaves, OE, OS")).status_code == 303
    assert phone.move(table_id, claim(2, 0, "AH AL AE AS")).status_code == 303
    page = phone.table(table_id)
    assert totals(page) == {"Anna": 0, "Bruno": 0, "Dario": 0, "Carla": 1}
    efele = {"en": "Efele:", "it": "Efele:"}[lang]
    assert efele in page.one("#status .efele-now").text
    assert names(page.all("#status .efele-name")) == ["Carla"]
    assert game_efele(page) == [{"en": "Game 1: Carla", "it": "Partita 1: Carla"}[lang]]
    places = {"en": ("1st ×1", "3rd ×1", "4th ×1"), "it": ("1º ×1", "3º ×1", "4º ×1")}[lang]
    assert tally(page)["Dario"] == ("0", places[0], "1.0", "0")
    assert tally(page)["Anna"] == ("0", places[1], "3.0", "0")
    assert tally(page)["Carla"] == ("1", places[2], "4.0", "2")
    owes = {"en": "owes 2 points", "it": "deve 2 punti"}[lang]
    assert owes in page.one("#scoreboard tr[data-seat='2'] .standing-note").text
    # between games: a new game (the next dealer) or the end of the evening, no claim
    assert not page.has("#form-claim")
    new = {"en": "New game: Bruno deals", "it": "Nuova partita: distribuisce Bruno"}[lang]
    assert page.one("#form-between button[value=new_game]").text == new
    assert page.has("#form-end")


@pytest.mark.parametrize(
    ("lang", "data", "field", "message", "rule"),
    [
        ("en", claim(0, None, "7H,7L,7E,7S"), "seat", "Who shows the cards? Tap their name.", None),
        (
            "it",
            claim(0, 1, ""),
            "cards",
            "Tocca le quattro carte mostrate (o tre e il Weli).",
            None,
        ),
        ("en", claim(0, 1, "7H,7L,7E,7S,8H"), None, "", "EFE-WIN"),
        ("it", claim(0, 1, "7H,7L,WELI,WELI"), None, "", "EFE-WELI"),
        ("en", claim(0, 1, "7H,7L,7E,5S"), None, "", "EFE-DECK"),
    ],
)
def test_a_refused_claim_is_said_by_its_field_with_its_rule(
    app: Flask,
    table_id: str,
    lang: str,
    data: dict,
    field: str | None,
    message: str,
    rule: str | None,
) -> None:
    phone = Phone(app, lang, addr="192.0.2.11")
    phone.sit(table_id, 1)
    response = phone.move(table_id, data, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-claim"].one("p.error")
    if message:
        assert error.text == message
    if field:
        assert error["data-field"] == field
    if rule:
        assert error.one("a.rule")["href"] == f"/rules/{rule}"
    assert state(app, table_id)["seq"] == 0
