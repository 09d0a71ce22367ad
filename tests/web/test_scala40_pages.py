"""Scala 40 from its table's page: created from the home page's form, hands saved from the
form (who went out, in mano, the cards left on the two-pack picker or a total), refusals by
their field, the distance to the threshold and who is out on the scoreboard, buying back in,
a correction."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from tests.e2e.test_scala40 import SAID
from tests.web.conftest import Phone, htmx_regions, lines, state, totals
from tests.web.dom import Node, partials


def s40(seq: int, closer: int | None, *seats: str | int | None, in_mano: bool = False) -> dict:
    """The end-of-hand form as a phone sends it: each seat a card list as the picker writes
    it, a typed total, or None (nothing entered: the closer, or a seat that is out)."""
    data: dict[str, Any] = {"type": "hand", "box": "hand", "expected_seq": str(seq)}
    if closer is not None:
        data["closer"] = str(closer)
    if in_mano:
        data["in_mano"] = "1"
    for i, seat in enumerate(seats):
        if isinstance(seat, int):
            data[f"total-{i}"] = str(seat)
        elif seat is not None:
            data[f"cards-{i}"] = seat
    return data


def notes(page: Node) -> dict[str, str]:
    """Each player's note beside their total on the scoreboard."""
    board = {}
    for row in page.all("table.totals tbody tr"):
        name = row.one("td.name").text.replace("(you)", "").replace("(tu)", "").strip()
        board[name] = row.one(".standing-note").text
    return board


def out_rows(page: Node) -> list[str]:
    return [
        row.one("td.name").text.replace("(you)", "").replace("(tu)", "").strip()
        for row in page.all("table.totals tbody tr")
        if "out" in row.classes
    ]


@pytest.fixture
def table_id(anna: Phone) -> str:
    """Anna, Bruno and Carla's Scala 40 to 101, buying back in at the highest total left."""
    return anna.create(["Anna", "Bruno", "Carla"], me=0, game="scala40", reentry="highest")


def test_the_creation_form_offers_scala_40(app: Flask, anna: Phone) -> None:
    home = anna.page("/")
    assert "scala40" in [o["value"] for o in home.all("#game option")]
    table_id = anna.create(["Anna", "Bruno"], me=0, game="scala40", threshold=201)
    assert state(app, table_id)["options"]["threshold"] == 201
    page = anna.table(table_id)
    assert page.has("#form-hand")
    assert not page.has("#entry-api-only")
    status = page.one(".in-hand-state").text
    assert "Deals: Anna" in status and "Out at 201" in status


def test_pairs_play_chosen_in_the_form_shows_the_pairs_on_the_scoreboard(
    app: Flask, anna: Phone
) -> None:
    """S40-FISCA-PAIRS from the home form: the checkbox is offered (from the catalogue), the
    status line says the pairs play to 3, each total says its pair and victories."""
    options = anna.page("/new/options?game=scala40")
    (box,) = [o for o in options.all("div.option") if o.has("input[name=opt-pairs]")]
    assert "Pairs play (FISCA)" in box.one("label.check").text
    assert box.has("a[href='/rules/S40-FISCA-PAIRS']")
    names = ["Anna", "Bruno", "Carla", "Dario"]
    table_id = anna.create(names, me=0, game="scala40", **{"pairs-present": 1, "pairs": "true"})
    assert state(app, table_id)["options"]["pairs"] is True
    page = anna.table(table_id)
    status = page.one(".in-hand-state").text
    assert "In pairs: first to 3" in status and "Out at" not in status
    assert not page.has("table.totals meter")  # no threshold to fill up to
    # Anna goes out; Bruno 150 would be out at 101, but in pairs nobody is
    assert anna.move(table_id, s40(0, 0, None, 150, 40, 30)).status_code in (200, 303)
    page = anna.table(table_id)
    assert notes(page) == {
        "Anna": "pair 1 · 1 of 3 won",
        "Carla": "pair 1 · 1 of 3 won",
        "Dario": "pair 2 · 0 of 3 won",
        "Bruno": "pair 2 · 0 of 3 won",
    }
    assert out_rows(page) == []
    goal = page.one("#scoreboard p.goal").text
    assert goal.startswith("In pairs: Anna and Carla against Bruno and Dario")


LINES = {
    "en": [
        ("0", "Anna went out: 0 points.", "S40-CLOSE"),
        ("20", "Bruno: K♥ (10) + Q♥ (10) = 20.", "S40-VAL-HAND"),
        ("30", "Carla: 30 (typed total).", "S40-VAL-HAND"),
        ("", "Hand 2: Bruno deals.", "S40-DECK"),
    ],
    "it": [
        ("0", "Anna ha chiuso: 0 punti.", "S40-CLOSE"),
        ("20", "Bruno: K♥ (10) + Q♥ (10) = 20.", "S40-VAL-HAND"),
        ("30", "Carla: 30 (totale scritto).", "S40-VAL-HAND"),
        ("", "Mano 2: dà le carte Bruno.", "S40-DECK"),
    ],
}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_hand_saved_from_the_form_scores_in_both_languages(
    app: Flask, table_id: str, lang: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.9")
    phone.sit(table_id, 1)
    page = phone.table(table_id)
    form = page.one("#form-hand")
    # Two packs: every card of a suit has its key, and the jolly.
    keys = [b["data-card"] for b in form.all(".picker [data-card]")]
    assert len(keys) == 53 and "KH" in keys and "JK" in keys
    assert [r["value"] for r in form.all("input[name=closer]")] == ["0", "1", "2"]
    assert not form.one("input[name=closer][value='0']").get("checked")  # never guessed

    response = phone.move(table_id, s40(0, 0, None, "KH,QH", 30))
    assert response.status_code == 303
    page = phone.table(table_id)
    assert totals(page) == {"Anna": 0, "Bruno": 20, "Carla": 30}
    assert lines(page.one("#e1")) == LINES[lang]
    to_go = {"en": "{} to go", "it": "ne mancano {}"}[lang]
    assert notes(page) == {
        "Anna": to_go.format(101),
        "Bruno": to_go.format(81),
        "Carla": to_go.format(71),
    }


def test_a_card_tapped_twice_is_two_copies_a_third_is_refused(
    app: Flask, table_id: str, anna: Phone
) -> None:
    twice = anna.post(f"/t/{table_id}/preview", s40(0, 0, None, "KH,KH", 5))
    assert "Bruno: K♥ (10) + K♥ (10) = 20." in twice.get_data(as_text=True)
    phone = Phone(app, "it", addr="192.0.2.10")
    phone.sit(table_id, 2)
    response = phone.move(table_id, s40(0, 0, None, "KH,KH,KH", 5), htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-hand"].one("p.error")
    assert "K♥" in error.text and "3" in error.text
    assert error.one("a.rule")["href"] == "/rules/S40-DECK"
    assert state(app, table_id)["seq"] == 0


@pytest.mark.parametrize(
    ("lang", "data", "field", "message"),
    [
        ("it", s40(0, None, None, "KH", 5), "closer", "Chi ha chiuso? Tocca il suo nome."),
        ("en", s40(0, None, None, "KH", 5), "closer", "Who went out? Tap their name."),
        (
            "it",
            s40(0, 0, None, None, 5),
            "cards-1",
            "Mancano le carte rimaste a Bruno: toccale, o scrivi il totale.",
        ),
        (
            "en",
            {**s40(0, 0, None, "KH"), "total-2": "x"},
            "total-2",
            "Carla's total must be a whole number.",
        ),
    ],
)
def test_a_refusal_is_said_by_its_field_in_the_users_language(
    app: Flask, table_id: str, lang: str, data: dict, field: str, message: str
) -> None:
    phone = Phone(app, lang, addr="192.0.2.11")
    phone.sit(table_id, 1)
    response = phone.move(table_id, data, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-hand"].one("p.error")
    assert error.text == message
    assert error["data-field"] == field
    assert state(app, table_id)["seq"] == 0


def test_who_reaches_the_threshold_is_out_greyed_and_buys_back_in(
    app: Flask, table_id: str, anna: Phone
) -> None:
    assert anna.move(table_id, s40(0, 0, None, "KH,QH", 60)).status_code == 303
    # Carla reaches 60 + 45 = 105: out.
    assert anna.move(table_id, s40(1, 1, 9, None, 45)).status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 9, "Bruno": 20, "Carla": 105}
    assert out_rows(page) == ["Carla"]
    assert notes(page) == {"Anna": "92 to go", "Bruno": "81 to go", "Carla": "out"}
    form = page.one("#form-hand")
    # No entry for Carla: no closer button, no cards box; she is listed as out.
    assert [r["value"] for r in form.all("input[name=closer]")] == ["0", "1"]
    assert [b["data-seat"] for b in form.all(".hand[data-seat]")] == ["0", "1"]
    assert form.value("out-2") == "1"
    assert "Carla" in form.one(".out-seats").text
    # She may buy back in, at the highest total left (Bruno's 20).
    button = page.one("#form-reenter button[name=seat]")
    assert button["value"] == "2" and button.text == "Carla buys back in"
    it_page = Phone(app, "it", addr="192.0.2.12").table(table_id)
    assert notes(it_page)["Carla"] == "fuori"
    response = anna.move(
        table_id, {"type": "reenter", "box": "reenter", "expected_seq": "2", "seat": "2"}
    )
    assert response.status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 9, "Bruno": 20, "Carla": 20}
    assert out_rows(page) == []
    assert not page.has("#form-reenter")
    # A hand with the three of them again.
    assert anna.move(table_id, s40(3, 2, "AS,2S", 10, None)).status_code == 303
    assert totals(anna.table(table_id)) == {"Anna": 22, "Bruno": 30, "Carla": 20}


def test_a_hand_in_mano_pays_double(app: Flask, table_id: str, anna: Phone) -> None:
    assert anna.move(table_id, s40(0, 1, "5H,5D", None, 7, in_mano=True)).status_code == 303
    assert totals(anna.table(table_id)) == {"Bruno": 0, "Carla": 14, "Anna": 20}


def test_a_correction_is_filled_with_the_hand_and_replaces_it(
    app: Flask, table_id: str, anna: Phone
) -> None:
    assert anna.move(table_id, s40(0, 0, None, "KH,QH", 60)).status_code == 303
    assert anna.move(table_id, s40(1, 1, 9, None, 45)).status_code == 303
    form = anna.page(f"/t/{table_id}/moves/2/correct").one("#form-correct")
    assert form.one("input[name=closer][value='1']").get("checked") is not None
    assert form.value("total-0") == "9" and form.value("total-2") == "45"
    assert form.one("#preview")["hx-post"] == f"/t/{table_id}/moves/2/correct/preview"
    preview = anna.post(
        f"/t/{table_id}/moves/2/correct/preview",
        {**s40(2, 1, 9, None, 30), "box": "correct"},
    )
    assert "Carla 45 → 30" in preview.get_data(as_text=True)
    fixed = {**s40(2, 1, 9, None, 30), "box": "correct", "reason": "Carla had 30"}
    response = anna.post(f"/t/{table_id}/moves/2/correct", fixed)
    assert response.status_code == 303
    page = anna.table(table_id)
    assert totals(page) == {"Anna": 9, "Bruno": 20, "Carla": 90}
    assert out_rows(page) == []
    assert notes(page)["Carla"] == "11 to go"


def test_the_check_panel_has_the_two_pack_picker_for_melds(app: Flask) -> None:
    page = Phone(app, "it").page("/games/scala40/check")
    keys = [b["data-card"] for b in page.all(".picker [data-card]")]
    assert "10H" in keys and "JK" in keys and len(set(keys)) == 53
    assert {b.text for b in page.all(".picker [data-card='JK']")} == {"Jolly"}


def test_a_buy_back_redraws_the_other_phones_hand_form(
    app: Flask, table_id: str, anna: Phone
) -> None:
    assert anna.move(table_id, s40(0, 0, None, "KH,QH", 60)).status_code == 303
    assert anna.move(table_id, s40(1, 1, 9, None, 45)).status_code == 303
    bruno = Phone(app, addr="192.0.2.13")
    bruno.sit(table_id, 1)
    reenter = {"type": "reenter", "box": "reenter", "expected_seq": "2", "seat": "2"}
    assert anna.move(table_id, reenter, htmx=True).status_code == 200
    update = bruno.get(f"/t/{table_id}/live?seq=2")
    assert update.status_code == 200
    form = parse_form(update.get_data(as_text=True))
    assert [b["data-seat"] for b in form.all(".hand[data-seat]")] == ["0", "1", "2"]
    assert not form.has("#form-reenter")


def parse_form(html: str) -> Node:
    """The entry region of an update."""
    regions = partials(html)
    (entry,) = [node for key, node in regions.items() if node.has("#form-hand")]
    return entry


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Anna wins: everyone else went out at 101."),
        ("it", "Vince Anna: tutti gli altri hanno sballato a 101."),
    ],
)
def test_the_winner_is_announced_in_scala_40s_words(app: Flask, lang: str, words: str) -> None:
    phone = Phone(app, lang, addr="192.0.2.21")
    table_id = phone.create(["Anna", "Bruno", "Carla"], me=0, game="scala40")
    assert phone.move(table_id, s40(0, 0, None, 101, 101)).status_code == 303
    status = phone.table(table_id).one("#status")
    assert status.one(".winners").text == "Anna"
    # The last one left in wins: not "wins with 0 points".
    assert status.one(".outcome").text == words


def logged(seq: int, button: str, seat: int, **fields: str) -> dict[str, str]:
    """A move of the hand's detailed log as its form sends it: the button tapped (``type``),
    who, and the card and meld boxes (``card``, ``meld-0``…) or the table meld chosen."""
    return {"box": "play", "type": button, "seat": str(seat), "expected_seq": str(seq), **fields}


def refused_in_log(phone: Phone, table_id: str, data: dict[str, str]) -> tuple[str, str]:
    response = phone.move(table_id, data, htmx=True)
    assert response.status_code == 422
    error = htmx_regions(response)["#errors-play"].one("p.error")
    return error.text, error.get("data-field") or ""


def table_melds(page: Node) -> list[str]:
    return [li.one(".meld-cards").text for li in page.all("#table-melds li")]


def test_a_hand_logged_move_by_move_is_checked_and_gives_the_summary(
    app: Flask, table_id: str, anna: Phone
) -> None:
    page = anna.table(table_id)
    fold = page.one("#hand-log")
    assert fold.get("open") is None and fold["hx-get"] == f"/t/{table_id}/fold/log"
    form = anna.page(f"/t/{table_id}/fold/log").one("#form-play")
    assert [r["value"] for r in form.all("input[name=seat]")] == ["0", "1", "2"]
    assert {b["value"] for b in form.all("button[name=type]")} == {
        "draw-tallone",
        "draw-pozzo",
        "discard",
        "meld",
        "close",
    }

    assert anna.move(table_id, logged(0, "draw-tallone", 1)).status_code == 303
    # An opening worth 9 is refused by its rule, at the log's form; nothing is logged.
    text, _ = refused_in_log(anna, table_id, logged(1, "meld", 1, **{"meld-0": "2H,3H,4H"}))
    assert "40" in text
    assert state(app, table_id)["seq"] == 1
    # A form without the cards says what is missing, by its box.
    assert refused_in_log(anna, table_id, logged(1, "meld", 1)) == (
        "Which melds? Tap their cards in 'Meld 1'.",
        "meld-0",
    )
    opening = {"meld-0": "10H,JH,QH", "meld-1": "KS KD JK"}
    assert anna.move(table_id, logged(1, "meld", 1, **opening)).status_code == 303
    assert anna.move(table_id, logged(2, "discard", 1, card="5C")).status_code == 303
    # Every phone sees the table's melds and the pozzo while the log is used.
    page = Phone(app, addr="192.0.2.31").table(table_id)
    assert table_melds(page) == ["10♥ J♥ Q♥", "K♠ K♦ Joker"]
    assert "Pozzo: 5♣" in page.one(".in-hand-state").text
    # The log's form is open, with the table's melds to attach to.
    form = anna.table(table_id).one("#hand-log #form-play")
    melds = [label.text for label in form.all(".table-melds label")]
    assert melds == ["1 · 10♥ J♥ Q♥", "2 · K♠ K♦ Joker"]
    assert "5♣" in form.one("button[value=draw-pozzo]").text

    # Carla has not opened: she takes no pozzo, and discards no card that fits a meld.
    text, _ = refused_in_log(anna, table_id, logged(3, "draw-pozzo", 2))
    assert text.startswith("Carla has not opened: they draw from the tallone only.")
    assert anna.move(table_id, logged(3, "draw-tallone", 2)).status_code == 303
    text, _ = refused_in_log(anna, table_id, logged(4, "discard", 2, card="KH"))
    assert text.startswith("K♥ fits meld 1 on the table")
    assert refused_in_log(anna, table_id, logged(4, "discard", 2, card="2C 3C")) == (
        "One card only: 2 are entered.",
        "card",
    )
    assert anna.move(table_id, logged(4, "discard", 2, card="2C")).status_code == 303

    # Bruno attaches the 9♥, takes the jolly back for the K♣, and goes out.
    assert anna.move(table_id, logged(5, "draw-tallone", 1)).status_code == 303
    assert refused_in_log(anna, table_id, logged(6, "attach", 1, card="9H")) == (
        "Which meld on the table? Tap its number.",
        "meld",
    )
    assert anna.move(table_id, logged(6, "attach", 1, card="9H", meld="1")).status_code == 303
    assert anna.move(table_id, logged(7, "swap", 1, card="KC", meld="2")).status_code == 303
    close = logged(8, "close", 1, card="9S", **{"meld-0": "JK=6D,7D,8D"})
    assert anna.move(table_id, close).status_code == 303
    page = anna.table(table_id)
    assert table_melds(page) == ["10♥ J♥ Q♥ 9♥", "K♠ K♦ K♣", "Joker (6♦) 7♦ 8♦"]
    # The hand's summary takes who went out from the log: it is not asked again.
    form = page.one("#form-hand")
    assert not form.has("input[name=closer][type=radio]")
    assert form.value("closer-logged") == "1"
    assert "Bruno went out (from the log of the hand)." in form.text
    assert not page.has("#hand-log")
    summary = {"type": "hand", "box": "hand", "expected_seq": "9", "closer": "1"}
    summary |= {"closer-logged": "1", "total-0": "12", "cards-2": "AS,5H"}
    assert anna.move(table_id, summary).status_code == 303
    assert totals(anna.table(table_id)) == {"Bruno": 0, "Anna": 12, "Carla": 16}


def test_the_words_of_the_browser_flows_in_english(app: Flask, table_id: str, anna: Phone) -> None:
    """The browser flows of ``tests/e2e/test_scala40.py`` run in Italian; their English words
    (the server's: the scripts only show what a page carries) are checked here, on the same
    states. The distance to go, "out", buying back in and the winner are held in English by
    the tests above."""
    said = SAID["en"]
    hand_1 = s40(0, 0, None, "KH,KH,5S", 60)
    preview = anna.post(f"/t/{table_id}/preview", hand_1).get_data(as_text=True)
    assert said["preview"] in preview and "= 25" in preview
    assert anna.table(table_id).one("#form-hand button[type=submit]").text == said["save"].format(1)
    assert anna.move(table_id, hand_1).status_code == 303
    assert anna.table(table_id).one("#form-hand button[type=submit]").text == said["save"].format(2)

    fixed = {**s40(1, 0, None, "KH,KH,5S", 65), "box": "correct", "reason": "Carla had 65"}
    corrected = anna.post(f"/t/{table_id}/moves/1/correct", fixed)
    assert corrected.status_code == 303
    toast = anna.page(corrected.headers["Location"]).one("#notices .toast-saved")
    assert said["corrected"] in toast.text

    assert anna.move(table_id, logged(2, "draw-tallone", 1)).status_code == 303
    turn = anna.table(table_id).one(".in-hand-state").text
    assert said["turn"].format("Bruno") in turn
    discard = anna.move(table_id, logged(3, "discard", 1, card="5C"), htmx=True)
    assert discard.status_code == 200
    assert said["discard"] in htmx_regions(discard)["#notices"].one(".toast-saved").text
