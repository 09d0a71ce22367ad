"""The record on the pages: the progression chart (valid SVG, one line per player, ending at
each total), the printable score sheet with every hand, and a table file imported from the
home page becoming a table this phone hosts."""

from __future__ import annotations

import io
import json
import re
import xml.etree.ElementTree as ET

from flask import Flask

from tests.e2e.test_player_page import SAY as PLAYER_PAGE
from tests.web.conftest import Phone, hand, state, totals
from tests.web.dom import parse

SVG = "{http://www.w3.org/2000/svg}"


def played(anna: Phone) -> str:
    """A Tamalo table of three with two hands logged."""
    table_id = anna.create()
    assert anna.move(table_id, hand(0, 3, 5, 7)).status_code == 303
    assert anna.move(table_id, hand(1, 10, 2, 4)).status_code == 303
    return table_id


def test_the_chart_draws_one_line_per_player_ending_at_each_total(app: Flask, anna: Phone) -> None:
    table_id = played(anna)
    response = anna.get(f"/t/{table_id}/chart.svg")
    assert response.status_code == 200 and response.mimetype == "image/svg+xml"
    svg = ET.fromstring(response.get_data(as_text=True))
    assert svg.tag == f"{SVG}svg" and svg.find(f"{SVG}title") is not None
    lines = svg.findall(f"{SVG}polyline")
    assert [line.get("data-player") for line in lines] == ["Anna", "Bruno", "Carla"]
    # Three points each: before the first hand, after each of the two.
    assert all(len(line.get("points", "").split()) == 3 for line in lines)
    legend = " ".join(t.text or "" for t in svg.iter(f"{SVG}text"))
    for seat in state(app, table_id)["seats"]:
        assert f"{seat['name']} · {seat['total']}" in legend


def test_the_chart_is_drawn_in_the_readers_language(app: Flask) -> None:
    anna = Phone(app, lang="it")
    table_id = played(anna)
    svg = ET.fromstring(anna.get(f"/t/{table_id}/chart.svg").get_data(as_text=True))
    assert "Punti mano per mano" in (svg.find(f"{SVG}title").text or "")
    assert any(t.text == "Mano" for t in svg.iter(f"{SVG}text"))


def test_the_score_sheet_lists_every_hand_and_the_standings(app: Flask, anna: Phone) -> None:
    table_id = played(anna)
    sheet = anna.page(f"/t/{table_id}/sheet")
    rows = sheet.all("table.grid tbody tr")
    assert len(rows) == 2 + 3 + 3  # two hands, three players' standings and statistics
    board = totals(anna.table(table_id))
    standings = [
        (r.all("td")[1].text, int(r.all("td")[2].text))
        for r in sheet.all("table.standings-sheet tbody tr")
    ]
    assert dict(standings) == board
    assert [t for _, t in standings] == sorted(board.values())  # lowest first in Tamalo
    assert sheet.one("svg.chart") is not None


def test_the_record_fold_links_the_chart_the_sheet_and_the_files(anna: Phone) -> None:
    table_id = played(anna)
    fold = anna.page(f"/t/{table_id}/fold/record")
    links = [a["href"] for a in fold.all("a")]
    assert f"/t/{table_id}/sheet" in links
    assert f"/api/v1/tables/{table_id}/export" in links
    assert f"/api/v1/tables/{table_id}/standings.csv" in links
    assert fold.one("img.chart-img")["src"] == f"/t/{table_id}/chart.svg"


def upload(phone: Phone, content: bytes, name: str = "table.json") -> object:
    return phone.client.post(
        "/import",
        data={"file": (io.BytesIO(content), name)},
        content_type="multipart/form-data",
        headers={"Accept-Language": phone.lang, "Origin": "http://localhost"},
    )


def test_a_table_file_imported_from_the_home_page_is_a_table_this_phone_hosts(
    app: Flask, anna: Phone
) -> None:
    table_id = played(anna)
    document = anna.get(f"/api/v1/tables/{table_id}/export").get_json()
    other = Phone(app, addr="192.0.2.9")
    response = upload(other, json.dumps(document).encode())
    assert response.status_code == 303
    new_id = response.headers["Location"].removeprefix("/t/")
    assert new_id != table_id
    assert totals(other.table(new_id)) == totals(anna.table(table_id))
    # The importer hosts it: the host's tools are on their page.
    assert other.page(f"/t/{new_id}/fold/host-tools").all("form")


def test_a_file_that_is_not_a_table_is_refused_in_the_readers_language(app: Flask) -> None:
    carla = Phone(app, lang="it", addr="192.0.2.7")
    response = upload(carla, b'{"format": "something-else"}')
    assert response.status_code == 422
    page = parse(response.get_data(as_text=True))
    # The refusal stands in the import fold, opened, and takes the focus, which brings the
    # phone's screen to it (the page is long: the top would show the creation form); the
    # form's address has no anchor (it would stay on the address after an import).
    fold = page.one("details#import-fold")
    assert fold.get("open") is not None
    error = fold.one("p.error#import-error")
    assert "non è un file di Referee" in error.text
    assert error.get("autofocus") is not None and error["tabindex"] == "-1"
    assert fold.one("form")["action"] == "/import"
    broken = upload(carla, b"not json at all")
    assert broken.status_code == 400
    assert "non è JSON" in broken.get_data(as_text=True)


def test_the_settlement_form_says_who_pays_whom_and_refuses_a_bad_stake(
    app: Flask, anna: Phone
) -> None:
    table_id = played(anna)
    board = totals(anna.table(table_id))
    answer = anna.get(f"/t/{table_id}/settlement?stake=0.50&per=point", **{"HX-Request": "true"})
    assert answer.status_code == 200
    text = answer.get_data(as_text=True)
    # Each pays each the difference at 0.50 a point: the payments add up to those nets.
    n, whole = len(board), sum(board.values())
    owed = {name: (whole - n * total) * 50 for name, total in board.items()}
    paid = dict.fromkeys(board, 0)
    items = re.findall(r"<li>(\w+) pays (\w+) €(\d+)\.(\d\d)</li>", text)
    assert items
    for payer, payee, euros, cents in items:
        paid[payer] -= int(euros) * 100 + int(cents)
        paid[payee] += int(euros) * 100 + int(cents)
    assert paid == owed
    refused = anna.get(f"/t/{table_id}/settlement?stake=lots", **{"HX-Request": "true"})
    assert refused.status_code == 422
    assert "The stake is an amount" in refused.get_data(as_text=True)
    # Sent without a script (no htmx), the same answer is a whole page in the phone's
    # language, with the way back to the table.
    whole = anna.page(f"/t/{table_id}/settlement?stake=0.50&per=point")
    assert whole.one("html").attrs["lang"] == "en"
    assert "Who pays whom" in whole.one("title").text
    assert whole.one(f"a[href='/t/{table_id}']")
    assert [li.text for li in whole.all("#settlement .payments li")] == [
        f"{payer} pays {payee} €{euros}.{cents}" for payer, payee, euros, cents in items
    ]


def test_a_stake_typed_on_the_creation_form_settles_the_finished_table(
    app: Flask, anna: Phone
) -> None:
    response = anna.post(
        "/tables",
        {
            "game": "tamalo",
            "player": ["Anna", "Bruno", "Carla", "", "", ""],
            "me": "0",
            "stake": "0,20",
            "stake_per": "placing",
        },
    )
    assert response.status_code == 303
    table_id = response.headers["Location"].removeprefix("/t/")
    assert state(app, table_id)["stake"] == {"cents": 20, "per": "placing"}
    fold = anna.page(f"/t/{table_id}/fold/record")
    assert fold.one("input#stake")["value"] == "0.20"
    # A stake that is not an amount is refused by its box, in the reader's language.
    carla = Phone(app, lang="it", addr="192.0.2.8")
    refused = carla.post(
        "/tables",
        {"game": "tamalo", "player": ["Anna", "Bruno", "", "", "", ""], "stake": "tanto"},
    )
    assert refused.status_code == 422
    assert "La posta è un importo" in refused.get_data(as_text=True)


def test_the_grid_links_the_score_sheet_which_holds_the_record(app: Flask, anna: Phone) -> None:
    table_id = anna.create()
    assert not anna.table(table_id).all("a.sheet-link")  # nothing to record yet
    assert anna.move(table_id, hand(0, 3, 5, 7)).status_code == 303
    link = anna.table(table_id).one("a.sheet-link")
    assert link["href"] == f"/t/{table_id}/sheet"
    sheet = anna.page(link["href"])
    hrefs = [a["href"] for a in sheet.all("a")]
    assert f"/api/v1/tables/{table_id}/export" in hrefs
    assert f"/api/v1/tables/{table_id}/standings.csv" in hrefs
    assert sheet.one("#statistics") is not None and sheet.one("form.settle-form") is not None


def test_the_player_page_flow_in_english(app: Flask, anna: Phone) -> None:
    """The words of ``tests/e2e/test_player_page.py``'s flow (run in Italian), in English on
    the same states: two hands where Anna calls with the lowest, Carla passes 30."""
    say = PLAYER_PAGE["en"]
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0, target=30)
    bruno = Phone(app, addr="192.0.2.40")
    bruno.sit(table_id, 1)
    assert anna.move(table_id, hand(0, 2, 5, 20, caller=0)).status_code == 303
    assert anna.move(table_id, hand(1, 1, 6, 20, caller=0)).status_code == 303
    pages = {}
    for phone in (anna, bruno):
        button = phone.table(table_id).one("form.this-is-me button")
        assert button.text == say["me"]
        linked = phone.post(phone.table(table_id).one("form.this-is-me")["action"], {})
        assert linked.status_code == 303
        pages[phone] = linked.headers["Location"]
    annas = anna.page(pages[anna])
    calls = annas.all(".person-tallies[data-game='tamalo'] .tallies div")[0]
    assert (calls.one("dt").text, calls.one("dd").text) == (say["calls"], "2")
    assert annas.one("section.rating h3").text == say["why"]
    assert say["first"] in annas.one(".moves-why li").text
    assert say["second"] in bruno.page(pages[bruno]).one(".moves-why li").text
