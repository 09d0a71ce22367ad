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
from tests.web.dom import Node, parse

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
        rows[row.one("th .name").text] = (
            row.one("td.count").text,
            row.one("th .places").text,
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


def test_the_form_offers_the_weli_on_a_dead_value_and_the_table_keeps_it(
    app: Flask, anna: Phone
) -> None:
    """EFE-AMB-8 from the home form: its two readings, the text's the default, the rule
    linked; chosen, the table keeps it."""
    options = anna.page("/new/options?game=efele")
    box = options.one("#opt-weli_dead_value")
    assert box.one("legend").text == "A dead value completed with the Weli"
    readings = [label.text for label in box.all("label.choice")]
    assert readings[0].startswith("It wins, as the text says") and "default" in readings[0]
    assert readings[1] == "It does not stand: the value is dead"
    assert options.has("a[href='/rules/EFE-AMB-8']")
    table_id = anna.create(PLAYERS, me=0, game="efele", weli_dead_value="refused")
    assert state(app, table_id)["options"]["weli_dead_value"] == "refused"


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


def test_an_evening_of_whole_games_its_tally_and_its_end(
    app: Flask, table_id: str, anna: Phone
) -> None:
    page = anna.table(table_id)
    assert [b["data-card"] for b in page.all("#form-game .picker [data-card]")] == [
        "0",
        "1",
        "2",
        "3",
    ]
    assert [b.text for b in page.all("#form-game .picker [data-card]")] == PLAYERS
    assert anna.move(table_id, game(0, 1, 3, 0)).status_code == 303
    page = anna.table(table_id)
    assert names(page.all("#status .efele-name")) == ["Carla"]
    assert exit_order(page) == ["1st Bruno", "2nd Dario", "3rd Anna"]
    # the next game: a new game first, or the next one entered at once
    assert page.one("#fold-game summary").text == "Enter game 2 all at once"
    assert anna.move(table_id, simple(1, "new_game")).status_code == 303
    page = anna.table(table_id)
    assert still_in(page) == PLAYERS and exit_order(page) == []
    assert "Game 2 (Bruno deals)" in page.one("#status .prompt").text
    assert anna.move(table_id, game(2, 0, 2, 1)).status_code == 303
    assert anna.move(table_id, game(3, 3, 0, 1)).status_code == 303
    page = anna.table(table_id)
    assert game_efele(page) == ["Game 1: Carla", "Game 2: Dario", "Game 3: Carla"]
    assert totals(page) == {"Anna": 0, "Bruno": 0, "Dario": 1, "Carla": 2}
    assert tally(page) == {
        "Anna": ("0", "1st ×1 · 2nd ×1 · 3rd ×1", "2.0", "0"),
        "Bruno": ("0", "1st ×1 · 3rd ×2", "2.3", "0"),
        "Dario": ("1", "1st ×1 · 2nd ×1 · 4th ×1", "2.3", "2"),
        "Carla": ("2", "2nd ×1 · 4th ×2", "3.3", "4"),
    }
    # the end of the evening, when the table says so
    assert anna.move(table_id, simple(4, "end", box="end")).status_code == 303
    page = anna.table(table_id)
    assert not page.has("#form-claim") and not page.has("#form-between")
    assert names(page.all("#status .winners")) == ["Anna · Bruno"]
    assert page.one("#status .outcome").text == "never the Efele this evening"
    # the tally stays on the scoreboard; a rematch is offered
    assert tally(page)["Carla"] == ("2", "2nd ×1 · 4th ×2", "3.3", "4")
    assert [f["action"] for f in page.all("#status form")] == [f"/t/{table_id}/rematch"]
    it_page = Phone(app, "it", addr="192.0.2.30").table(table_id)
    assert it_page.one("#status .outcome").text == "mai Efele in questa serata"


@pytest.mark.parametrize(
    ("data", "message", "rule"),
    [
        (game(0, 1, 1, 0), "Bruno appears twice in the exit order", "EFE-END"),
        (game(0, 1, 3), "The exit order lists everyone but the Efele: 3 seats, not 2.", "EFE-END"),
        (game(0, 1, 3, 7), "There is no seat 7 at this table.", "EFE-PLAYERS"),
        ({**game(0), "exit_order": ""}, "Tap the players in the order they went out", None),
    ],
)
def test_a_wrong_exit_order_is_refused_by_its_box(
    app: Flask, table_id: str, anna: Phone, data: dict, message: str, rule: str | None
) -> None:
    response = anna.move(table_id, data, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-game"].one("p.error")
    assert error.text.startswith(message)
    if rule:
        assert error.one("a.rule")["href"] == f"/rules/{rule}"
    else:
        assert error["data-field"] == "exit_order"
    assert state(app, table_id)["seq"] == 0


def test_the_preview_gives_the_verdict_before_saving(table_id: str, anna: Phone) -> None:
    valid = parse(
        anna.post(f"/t/{table_id}/preview", claim(0, 2, "OH,OL,WELI,OS")).get_data(as_text=True)
    )
    assert valid.one("p").text == "If you save now:"
    said = valid.one(".line-text").text
    assert "Three Obers and the Weli, standing for the Ober of Acorns: a winning set." in said
    wrong = anna.post(f"/t/{table_id}/preview", claim(0, 2, "OH,OL,WELI,KS")).get_data(as_text=True)
    assert 'class="error"' in wrong and "/rules/EFE-WIN" in wrong
    whole = anna.post(f"/t/{table_id}/preview", game(0, 2, 0, 1)).get_data(as_text=True)
    assert "only Dario is left: the Efele" in whole


def test_a_claim_redraws_the_other_phones_claim_form(
    app: Flask, table_id: str, anna: Phone
) -> None:
    bruno = Phone(app, "it", addr="192.0.2.13")
    bruno.sit(table_id, 1)
    assert anna.move(table_id, claim(0, 3, "7H,7L,7E,7S"), htmx=True).status_code == 200
    update = bruno.get(f"/t/{table_id}/live?seq=0")
    regions = htmx_regions(update)
    (entry,) = [node for node in regions.values() if node.has("#form-claim")]
    assert [r["value"] for r in entry.all("input[name=seat]")] == ["0", "1", "2"]
    assert not entry.has("#form-game")
    (status,) = [node for node in regions.values() if node.has(".exit-order")]
    assert [li.text for li in status.all("ol.exit-order li")] == ["1º Dario"]


def test_the_forfeit_is_agreed_before_the_deal_and_said_when_the_efele_pays(
    app: Flask, table_id: str, anna: Phone
) -> None:
    forfeit = {
        "type": "penalty",
        "box": "forfeit",
        "expected_seq": "0",
        "forfeit": "porta la torta",
    }
    assert anna.move(table_id, forfeit).status_code == 303
    page = anna.table(table_id)
    assert "“porta la torta”" in page.one("#status .stake").text
    assert anna.move(table_id, claim(1, 0, "9H,9L,9E,9S")).status_code == 303
    # once a game is under way, the forfeit agreed stands: no form
    page = anna.table(table_id)
    assert not page.has("#form-forfeit")
    refused = anna.move(table_id, {**forfeit, "expected_seq": "2"}, htmx=True)
    assert refused.status_code == 422
    assert (
        htmx_regions(refused)["#errors-forfeit"]
        .one("p.error")
        .text.startswith("The penalty is agreed before the deal")
    )
    assert anna.move(table_id, game(2, 1, 2, box="game")).status_code == 422
    assert anna.move(table_id, claim(2, 1, "KH,KL,KE,KS")).status_code == 303
    assert anna.move(table_id, claim(3, 2, "AH,AL,AE,AS")).status_code == 303
    page = anna.table(table_id)
    (last,) = [e for e in page.all("#log li.entry") if e["id"] == "e4"]
    assert "who pays 2 points and the forfeit 'porta la torta'" in lines(last)[-1][1]


def test_a_whole_game_is_corrected_with_its_exit_order(
    app: Flask, table_id: str, anna: Phone
) -> None:
    assert anna.move(table_id, game(0, 1, 3, 0)).status_code == 303
    form = anna.page(f"/t/{table_id}/moves/1/correct").one("#form-correct")
    assert form.value("exit_order") == "1,3,0"
    assert form.one("#preview-correct")["hx-post"] == f"/t/{table_id}/moves/1/correct/preview"
    preview = anna.post(f"/t/{table_id}/moves/1/correct/preview", game(1, 1, 2, 0, box="correct"))
    assert "Carla 1 → 0" in preview.get_data(as_text=True)
    fixed = {**game(1, 1, 2, 0, box="correct"), "reason": "Dario was last"}
    assert anna.post(f"/t/{table_id}/moves/1/correct", fixed).status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 0, "Bruno": 0, "Carla": 0, "Dario": 1}
    assert game_efele(page) == ["Game 1: Dario"]


def test_a_claim_is_corrected_with_its_cards(app: Flask, table_id: str, anna: Phone) -> None:
    assert anna.move(table_id, claim(0, 3, "7H,7L,7E,7S")).status_code == 303
    form = anna.page(f"/t/{table_id}/moves/1/correct").one("#form-correct")
    assert form.value("cards") == "7H,7L,7E,7S"
    assert form.one("input[name=seat][value='3']").get("checked") is not None
    fixed = {**claim(1, 2, "7H,7L,7E,7S"), "box": "correct"}
    assert anna.post(f"/t/{table_id}/moves/1/correct", fixed).status_code == 303
    assert exit_order(anna.table(table_id)) == ["1st Carla"]


def test_the_check_panel_has_the_packs_picker(app: Flask) -> None:
    page = Phone(app, "it").page("/games/efele/check")
    keys = [b["data-card"] for b in page.all(".picker [data-card]")]
    assert "OH" in keys and "WELI" in keys and len(set(keys)) == 33


def test_a_long_evening_lists_its_latest_games(app: Flask, table_id: str, anna: Phone) -> None:
    for seq in range(14):
        assert anna.move(table_id, game(seq, 1, 3, 0)).status_code == 303
    page = anna.table(table_id)
    assert game_efele(page)[0] == "Game 3: Carla" and game_efele(page)[-1] == "Game 14: Carla"
    assert "2 games before these" in page.one("#tally").text
    assert tally(page)["Carla"][0] == "14"


def test_without_scripts_a_whole_game_is_typed_by_names(
    app: Flask, table_id: str, anna: Phone
) -> None:
    typed = {**game(0), "exit_order": "", "exit_names": "bruno, Dario,ANNA"}
    assert anna.move(table_id, typed).status_code == 303
    assert totals(anna.table(table_id))["Carla"] == 1
    wrong = {**game(1), "exit_order": "", "exit_names": "Bruno, Zoe, Anna"}
    response = anna.move(table_id, wrong, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-game"].one("p.error")
    assert error.text == "There is no “Zoe” at this table." and error["data-field"] == "exit_names"


def inhand(seq: int, move_type: str, seat: int | None = None, card: str = "") -> dict[str, Any]:
    data: dict[str, Any] = {"type": move_type, "box": "inhand", "expected_seq": str(seq)}
    if seat is not None:
        data["seat"] = str(seat)
    if card:
        data["card"] = card
    return data


def test_the_in_hand_log_says_a_dead_card_drawn_goes_to_the_centre(
    app: Flask, table_id: str, anna: Phone
) -> None:
    page = anna.table(table_id)
    assert page.has("#in-hand") and page.one("#in-hand").get("open") is None
    body = anna.page(f"/t/{table_id}/fold/in-hand")
    assert len(body.all("#form-inhand input[name=card]")) == 33
    # the 9 of Hearts went all the way round: 9s are dead
    assert anna.move(table_id, inhand(0, "centre", 2, "9H")).status_code == 303
    page = anna.table(table_id)
    assert "Dead in the centre: 9s" in page.one("#status .dead").text
    assert page.one("#in-hand").get("open") is not None
    # Bruno draws the 9 of Bells from the stock: it goes to the centre, he draws again
    assert anna.move(table_id, inhand(1, "draw", 1, "9S")).status_code == 303
    page = anna.table(table_id)
    assert lines(page.one("#e2")) == [
        (
            "",
            "Bruno draws the 9 of Bells: 9s are already dead in the centre, so it goes face up "
            "in the centre and another card is drawn.",
            "EFE-DEAD",
        )
    ]
    # a live card is kept
    assert anna.move(table_id, inhand(2, "draw", 1, "UE")).status_code == 303
    kept = lines(anna.table(table_id).one("#e3"))[0][1]
    assert kept.startswith("Bruno draws the Unter of Acorns: a good card")
    # a move of the log asks for its card
    response = anna.move(table_id, inhand(3, "draw", 1), htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-inhand"].one("p.error")
    assert error.text == "Which card? Tap it." and error["data-field"] == "card"
    # the stock ran out: the centre is shuffled into a new one
    assert anna.move(table_id, inhand(3, "reshuffle")).status_code == 303
    assert not anna.table(table_id).has("#status .dead")


def test_the_tables_check_panel_judges_a_claim_with_the_tables_pack(
    app: Flask, anna: Phone
) -> None:
    bavarian = anna.create(PLAYERS, me=0, game="efele", deck="bavarian32")
    panel = anna.page(f"/t/{bavarian}/fold/checks")
    keys = [b["data-card"] for b in panel.all("#check-claim .picker [data-card]")]
    assert len(keys) == 32 and "WELI" not in keys
    for table_id, verdict in (
        (anna.create(PLAYERS, me=0, game="efele"), "Three Obers and the Weli, standing for"),
        (bavarian, "This table plays the 32-card Bavarian pack, without the Weli"),
    ):
        asked = anna.get(f"/t/{table_id}/check/claim?cards=OH+OL+OE+WELI", **{"HX-Request": "true"})
        assert asked.status_code == 200
        answer = parse(asked.get_data(as_text=True)).one(".check-answer")
        assert answer.one(".verdict").text.startswith(verdict), answer.one(".verdict").text
        assert state(app, table_id)["seq"] == 0


def test_an_evening_carried_over_counts_its_efele_in_the_tally(app: Flask, anna: Phone) -> None:
    data = {
        "game": "efele",
        "player": PLAYERS,
        "me": "0",
        **{f"start_total-{i}": value for i, value in enumerate(["2", "", "1", ""])},
    }
    response = anna.post("/tables", data)
    assert response.status_code == 303
    table_id = response.headers["Location"].removeprefix("/t/")
    assert anna.move(table_id, game(0, 1, 3, 0)).status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Bruno": 0, "Dario": 0, "Anna": 2, "Carla": 2}
    assert tally(page)["Carla"][0] == "2" and tally(page)["Anna"][0] == "2"
    assert game_efele(page) == ["Game 1: Carla"]
