"""The standings page and the hall screen follow the tournament live: a hand logged at any
of its tables reaches every open standings page through its stream (no poll), in the page's
language; the slow poll that backs the stream up answers 204 while nothing changed."""

from __future__ import annotations

import queue
import re
import threading
from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient

from referee.app import create_app
from tests.conftest import ApiTable, sse_messages
from tests.tournaments.test_api import PLAYERS, Tour

pytestmark = pytest.mark.storage


#: The threads reading the streams the running test opened.
READERS: list[threading.Thread] = []


def end_streams(*apps: Flask) -> None:
    """Every stream the apps hold ends, as when the server stops, and its reader with it:
    no reader is left to read a database the test has let go."""
    for app in apps:
        app.extensions["referee"].bus.hang_up_all()
    while READERS:
        reader = READERS.pop()
        reader.join(timeout=10)
        assert not reader.is_alive(), "a standings stream went on after its server stopped"


@pytest.fixture(autouse=True)
def _streams_end(request: pytest.FixtureRequest) -> Iterator[None]:
    # Asked for here, the app is let go after this fixture: its streams end first.
    app = request.getfixturevalue("app") if "app" in request.fixturenames else None
    yield
    end_streams(*([app] if app is not None else []))


class Stream:
    """A standings stream read on its own thread (a stream is read where it was opened),
    its messages queued for the test, which fails instead of hanging if none comes."""

    def __init__(self, client: FlaskClient, url: str, lang: str) -> None:
        self.messages: queue.Queue[dict[str, str]] = queue.Queue()
        opened: queue.Queue[int] = queue.Queue()

        def read() -> None:
            response = client.get(url, headers={"Accept-Language": lang}, buffered=False)
            opened.put(response.status_code)
            assert response.mimetype == "text/event-stream"
            for message in sse_messages(iter(response.response)):
                self.messages.put(message)

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        READERS.append(reader)
        assert opened.get(timeout=20) == 200

    def next(self) -> dict[str, str]:
        try:
            return self.messages.get(timeout=20)
        except queue.Empty:
            raise AssertionError("the standings stream sent nothing") from None


def version_of(html: str) -> int:
    found = re.search(r'data-version="(\d+)"', html)
    assert found, html
    return int(found.group(1))


@pytest.fixture
def night(app: Flask) -> tuple[Tour, list[ApiTable]]:
    """Eleven players at two Tamalo tables, a phone seated at each table's first seat."""
    app.config["SSE_KEEPALIVE_SECONDS"] = 60.0  # only a wake-up can bring the update
    tour = Tour(app.test_client())
    for name in PLAYERS:
        tour.check_in(name)
    rnd = tour.post("/rounds", {"seed": 3}).get_json()
    tables = []
    for table in rnd["tables"]:
        phone = ApiTable(app.test_client(), table["table_id"], "", table["join_url"], "")
        phone.sit(0)
        tables.append(phone)
    return tour, tables


@pytest.mark.parametrize(
    ("lang", "playing", "missing"),
    [("it", "Per ora", "Manca ancora il risultato"), ("en", "For now", "Still missing a result")],
)
def test_an_open_standings_page_gets_the_hand_logged_at_a_table(
    app: Flask, night: tuple[Tour, list[ApiTable]], lang: str, playing: str, missing: str
) -> None:
    tour, (one, two) = night
    viewer = app.test_client()
    page = viewer.get(f"/tournaments/{tour.id}/standings", headers={"Accept-Language": lang})
    assert "every 2s" not in page.text  # no fast poll: the stream brings the updates
    shown = version_of(page.text)
    stream = Stream(viewer, f"/tournaments/{tour.id}/standings/stream?after={shown}", lang)
    hall = Stream(app.test_client(), f"/tournaments/{tour.id}/standings/stream", lang)
    first = hall.next()  # the hall screen, opened with nothing shown yet, is drawn
    assert int(first["id"]) == shown and missing in first["data"]

    logged = one.hand(None, [12, 30, 7, 25, 40, 9][: len(one_seats(tour, one))], seat=0)
    assert logged.status_code == 201
    update = stream.next()
    assert int(update["id"]) > shown
    html = update["data"]
    assert 'hx-target="#standings-region"' in html
    assert playing in html and missing in html
    row = standings_row(tour, one, 0, lang)
    assert f"{row['total']}" in html and row["why"] in html
    assert hall.next()["id"] == update["id"]  # the hall screen gets the same render

    # A correction at the other table also moves the standings (an undo of its hand).
    two.hand(None, [5, 6, 7, 8, 9, 10][: len(one_seats(tour, two))], seat=0)
    after_hand = stream.next()
    two.void(1, seat=0)
    after_undo = stream.next()
    assert int(after_undo["id"]) > int(after_hand["id"])
    mine = standings_row(tour, two, 0, lang)
    assert mine["total"] == 0 and mine["why"] in after_undo["data"]


def test_the_slow_poll_answers_204_until_the_standings_change(
    app: Flask, night: tuple[Tour, list[ApiTable]]
) -> None:
    tour, (one, _two) = night
    viewer = app.test_client()
    shown = version_of(viewer.get(f"/tournaments/{tour.id}/hall").text)
    rows = f"/tournaments/{tour.id}/standings/rows?version={shown}"
    assert viewer.get(rows).status_code == 204
    one.hand(None, [12, 30, 7, 25, 40, 9][: len(one_seats(tour, one))], seat=0)
    fresh = viewer.get(rows)
    assert fresh.status_code == 200 and version_of(fresh.text) > shown


def test_a_round_drawn_wakes_the_standings_stream(app: Flask) -> None:
    app.config["SSE_KEEPALIVE_SECONDS"] = 60.0
    tour = Tour(app.test_client())
    for name in PLAYERS[:8]:
        tour.check_in(name)
    stream = Stream(app.test_client(), f"/tournaments/{tour.id}/standings/stream", "en")
    assert "appear when the first round is drawn" in stream.next()["data"]
    assert tour.post("/rounds", {"seed": 1}).status_code == 201
    assert "Still missing a result" in stream.next()["data"]


def test_an_unknown_tournament_has_no_stream(client: FlaskClient) -> None:
    assert client.get("/tournaments/nobody/standings/stream").status_code == 404


def one_seats(tour: Tour, table: ApiTable) -> list[dict[str, str]]:
    for rnd in tour.get()["rounds"]:
        for t in rnd["tables"]:
            if t["table_id"] == table.id:
                return t["seats"]  # type: ignore[no-any-return]
    raise AssertionError("no such table")


def standings_row(tour: Tour, table: ApiTable, seat: int, lang: str) -> dict[str, object]:
    person = one_seats(tour, table)[seat]["person"]
    rows = tour.get("/standings", lang=lang)["rows"]
    return next(r for r in rows if r["person"] == person)


@pytest.mark.postgres
def test_two_servers_on_postgresql_wake_each_others_standings_and_share_the_render(
    postgres_url: str,
) -> None:
    """A hand logged through one server reaches a standings page held by another (its
    NOTIFY wakes the tournament's streams there too), and the update is rendered once for
    both servers' pages."""
    apps = [
        create_app(
            {
                "DATABASE_URL": postgres_url,
                "SECRET_KEY": "test-secret",
                "AUTO_MIGRATE": False,
                "SSE_KEEPALIVE_SECONDS": 60.0,
                "TESTING": True,
            }
        )
        for _ in range(2)
    ]
    try:
        one, two = apps
        tour = Tour(one.test_client())
        for name in PLAYERS[:8]:
            tour.check_in(name)
        rnd = tour.post("/rounds", {"seed": 2}).get_json()
        table = rnd["tables"][0]
        phone = ApiTable(one.test_client(), table["table_id"], "", table["join_url"], "")
        phone.sit(0)
        url = f"/tournaments/{tour.id}/standings"
        shown = version_of(two.test_client().get(url).text)
        streams = [Stream(app.test_client(), f"{url}/stream?after={shown}", "en") for app in apps]
        assert phone.hand(None, [3, 40, 50, 60][: len(table["seats"])], seat=0).status_code == 201
        got = [stream.next() for stream in streams]
        assert got[0] == got[1] and int(got[0]["id"]) > shown
        assert "For now 1st" in got[0]["data"]
        counts = [app.extensions["referee_shared_renders"].counts for app in apps]
        assert sum(c["made"] for c in counts) == 1 and sum(c["read"] for c in counts) == 1
    finally:
        end_streams(*apps)
        for app in apps:
            service = app.extensions["referee"]
            service.bus.close()
            service.db.dispose()
