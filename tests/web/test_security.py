"""Who may do what from a page: other sites, visitors, spectators, and the join QR code."""

from __future__ import annotations

import re
from xml.etree import ElementTree

import pytest
from flask import Flask

from tests.web.conftest import Phone, hand, seated, service, state
from tests.web.dom import parse

EVIL = {"Origin": "https://evil.example"}


@pytest.fixture
def table_id(anna: Phone) -> str:
    """Anna's table with one hand logged (so that there is something to undo)."""
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    assert anna.move(table_id, hand(0, 5, 6, 7)).status_code == 303
    return table_id


def cross_site_posts(app: Flask, table_id: str) -> dict[str, dict[str, str]]:
    table = service(app).table(table_id)
    return {
        f"/t/{table_id}/moves": hand(1, 1, 2, 3),
        f"/t/{table_id}/moves/1/void": {"expected_seq": "1"},
        f"/t/{table_id}/moves/1/correct": hand(1, 1, 2, 3),
        f"/t/{table_id}/host": {"expected_seq": "1", "seat": "1"},
        f"/t/{table_id}/seats": {"expected_seq": "1", "seat": "1", "name": "Mallory"},
        f"/j/{table.join_secret}": {"seat": "2"},
        "/tables": {"game": "tamalo", "player": ["Eve", "Mallory"]},
        "/code": {"code": table.room_code},
    }


@pytest.mark.parametrize(
    "headers",
    [EVIL, {"Sec-Fetch-Site": "cross-site"}, {"Origin": "null"}],
    ids=["origin", "fetch-site", "null-origin"],
)
def test_posts_from_another_site_are_refused(
    app: Flask, table_id: str, anna: Phone, headers: dict[str, str]
) -> None:
    before = state(app, table_id)
    for url, data in cross_site_posts(app, table_id).items():
        response = anna.post(url, data, origin=headers)
        assert response.status_code == 403, url
        page = parse(response.get_data(as_text=True))
        assert page.all("main p")[0].text == (
            "Request from another site: open the table again and retry."
        ), url
    assert state(app, table_id) == before
    assert seated(app, table_id) == {0: 1}


def test_the_cross_site_refusal_in_italian(app: Flask, table_id: str) -> None:
    response = Phone(app, "it").post(f"/t/{table_id}/moves", hand(1, 1, 2, 3), origin=EVIL)
    assert response.status_code == 403
    page = parse(response.get_data(as_text=True))
    assert page.one("h1").text == "Non consentito"
    assert page.all("main p")[0].text == (
        "Richiesta da un'altra pagina: riapri il tavolo e riprova."
    )


def test_a_same_origin_fetch_header_is_enough(app: Flask, table_id: str, anna: Phone) -> None:
    response = anna.post(
        f"/t/{table_id}/moves", hand(1, 1, 2, 3), origin={"Sec-Fetch-Site": "same-origin"}
    )
    assert response.status_code == 303
    assert state(app, table_id)["seq"] == 2


@pytest.mark.parametrize(
    ("lang", "title", "message"),
    [
        (
            "en",
            "A seat token is needed",
            "To log moves, sit at the table first (QR code or room code).",
        ),
        (
            "it",
            "Serve un accesso al tavolo",
            "Per registrare mosse serve sedersi al tavolo (QR o codice).",
        ),
    ],
)
@pytest.mark.parametrize("htmx", [False, True], ids=["form", "htmx"])
def test_a_visitor_without_a_seat_cannot_post_moves(
    app: Flask, table_id: str, lang: str, title: str, message: str, htmx: bool
) -> None:
    visitor = Phone(app, lang)
    visitor.table(table_id)  # looking is fine
    response = visitor.move(table_id, hand(1, 1, 2, 3), htmx=htmx)
    assert response.status_code == 401
    page = parse(response.get_data(as_text=True))
    assert page.one("h1").text == title
    assert page.all("main p")[0].text == message
    assert state(app, table_id)["seq"] == 1


def test_a_seat_at_another_table_does_not_count(app: Flask, table_id: str) -> None:
    elsewhere = Phone(app)
    elsewhere.create(["Dario", "Elena"])
    response = elsewhere.move(table_id, hand(1, 1, 2, 3))
    assert response.status_code == 401
    assert elsewhere.post(f"/t/{table_id}/moves/1/void", {"expected_seq": "1"}).status_code == 401
    assert state(app, table_id)["seq"] == 1


@pytest.mark.parametrize(
    ("lang", "message"),
    [
        ("en", "Spectators cannot log moves: take a seat to play."),
        ("it", "Chi guarda non registra mosse: siediti al tavolo per giocare."),
    ],
)
def test_a_spectator_is_told_why_a_move_is_refused(
    app: Flask, table_id: str, lang: str, message: str
) -> None:
    spectator = Phone(app, lang)
    spectator.sit(table_id, None)
    response = spectator.move(table_id, hand(1, 1, 2, 3))
    assert response.status_code == 403
    assert message in parse(response.get_data(as_text=True)).one("main").text
    undo = spectator.post(f"/t/{table_id}/moves/1/void", {"expected_seq": "1"})
    assert undo.status_code == 403
    assert state(app, table_id)["seq"] == 1


# -- the join QR code ---------------------------------------------------------------------

QR_REFUSED = "Only players seated at the table can see the join QR code."


@pytest.mark.parametrize("who", ["visitor", "spectator"])
@pytest.mark.parametrize("url", ["qr", "qr.svg"])
def test_the_qr_code_is_not_for_onlookers(app: Flask, table_id: str, who: str, url: str) -> None:
    onlooker = Phone(app)
    if who == "spectator":
        onlooker.sit(table_id, None)
    response = onlooker.get(f"/t/{table_id}/{url}")
    assert response.status_code == 403
    assert response.mimetype == "text/html"
    assert parse(response.get_data(as_text=True)).all("main p")[0].text == QR_REFUSED
    assert service(app).table(table_id).join_secret not in response.get_data(as_text=True)


def test_a_seated_player_gets_the_qr_page(app: Flask, table_id: str) -> None:
    bruno = Phone(app)
    bruno.sit(table_id, 1)
    table = service(app).table(table_id)
    assert bruno.table(table_id).one("#show-qr")["href"] == f"/t/{table_id}/qr"
    page = bruno.page(f"/t/{table_id}/qr")
    assert page.one(".big-code").text == table.room_code
    assert page.one(".qr-url").text == f"http://localhost/j/{table.join_secret}"
    svg = page.one(".qr svg")
    assert re.fullmatch(r"0 0 \d+ \d+", svg["viewbox"])  # HTML attribute names are lowercase
    assert svg.get("width") is None and svg.get("height") is None
    assert page.one("a.btn-primary")["href"] == f"/t/{table_id}"


def test_a_seated_player_gets_the_qr_image(app: Flask, table_id: str, anna: Phone) -> None:
    response = anna.get(f"/t/{table_id}/qr.svg")
    assert response.status_code == 200
    assert response.mimetype == "image/svg+xml"
    assert response.headers["Cache-Control"].startswith("private")
    svg = ElementTree.fromstring(response.get_data(as_text=True))  # a standalone SVG is XML
    assert svg.tag == "{http://www.w3.org/2000/svg}svg"
    assert re.fullmatch(r"0 0 \d+ \d+", svg.attrib["viewBox"])
    assert "width" not in svg.attrib and "height" not in svg.attrib
    assert svg.find("{http://www.w3.org/2000/svg}path") is not None


@pytest.mark.parametrize(
    "target", ["//evil.example", "/\t/evil.example", "/\\evil.example", "https://evil.example/"]
)
def test_the_language_switch_only_goes_back_to_our_pages(app: Flask, target: str) -> None:
    response = Phone(app).client.get("/lang/it", query_string={"next": target})
    assert response.status_code == 303
    assert response.headers["Location"] == "/"


@pytest.mark.parametrize(
    ("method", "path", "data", "status", "words"),
    [
        # An unreadable seq is "nothing known": the whole page state comes back.
        ("get", "/t/{id}/live?seq=²", None, 200, 'hx-target="#scoreboard"'),
        (
            "post",
            "/t/{id}/moves/99999999999999999999/void",
            {"expected_seq": "0"},
            404,
            "This table has no move 99999999999999999999.",
        ),
        ("get", "/t/{id}/log?before=²", None, 404, "No moves before this one."),
        # Past the highest seq a table can reach (PostgreSQL's integer, SQLite's driver):
        # answered before any query, on both databases alike.
        *[
            (method, f"/t/{{id}}/moves/{seq}/{action}", data, 404, f"has no move {seq}.")
            for seq in (2**31, 10**19)
            for method, action, data in (
                ("get", "correct", None),
                ("post", "correct", {**hand(0, 1, 2), "reason": "typo"}),
                ("post", "void", {"expected_seq": "0"}),
            )
        ],
        # Longer than any number of a move: no such page.
        ("get", f"/t/{{id}}/moves/{10**30}/correct", None, 404, "Page not found."),
        ("post", f"/t/{{id}}/moves/{10**30}/correct", hand(0, 1, 2), 404, "Page not found."),
        ("post", f"/t/{{id}}/moves/{10**30}/void", {"expected_seq": "0"}, 404, "Page not found."),
        ("get", "/t/{id}/moves/01/correct", None, 404, "Page not found."),
    ],
)
def test_odd_numbers_in_addresses_get_a_clear_answer(
    app: Flask,
    anna: Phone,
    method: str,
    path: str,
    data: dict[str, str] | None,
    status: int,
    words: str,
) -> None:
    table_id = anna.create(["Anna", "Bruno"])
    url = path.replace("{id}", table_id)
    response = anna.get(url) if method == "get" else anna.post(url, data)
    assert response.status_code == status
    assert words in response.get_data(as_text=True)
    assert state(app, table_id)["seq"] == 0
