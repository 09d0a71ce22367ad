"""An import never holds the server: while the largest file a server accepts is imported,
a real ``referee serve`` (gunicorn, one gevent worker, SQLite) keeps answering ``/healthz``
within a second, and the import's result is whole. So does a season, a tournament whose
tables log thousands of hands, and so does a server on PostgreSQL.

A season at its cap (20,000 hands in its tables) takes about half a minute; it is measured
by ``python -m bench.import_cost --kinds season`` (the longest hold of the loop, about
200 ms, is printed there), and here at a quarter of it."""

from __future__ import annotations

import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest

from bench.import_cost import SEASON_TABLES, season_file, table_file, tournament_file
from referee.record.importing import EVENTS_MAX
from referee.record.tournament_file import LOG_MAX
from tests.serving import Served, serving

pytestmark = [pytest.mark.storage, pytest.mark.server]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    with serving(tmp_path_factory.mktemp("imports")) as served:
        yield served


@pytest.fixture(scope="module")
def pg_server(tmp_path_factory: pytest.TempPathFactory, postgres_url: str) -> Iterator[Served]:
    """The same server on PostgreSQL, whose waits for the database yield to the loop. The
    worker's database keeps the imports every test of the worker made from this address in
    the window: the cap on imports per address (tested in tests/record) is lifted here."""
    command = f"{sys.executable} -m referee serve --db {postgres_url} --no-qr --port $REFEREE_PORT"
    lifted = {"REFEREE_IMPORTS_PER_CLIENT": "1000"}
    with serving(tmp_path_factory.mktemp("imports-pg"), command, lifted) as served:
        yield served


def while_probed(url: str, work: Callable[[], httpx.Response]) -> tuple[httpx.Response, float, int]:
    """``work`` done while a thread asks ``/healthz`` again and again: its answer, the
    longest a probe waited (seconds) and how many probes were answered."""
    waits: list[float] = []
    done = threading.Event()

    def probe() -> None:
        with httpx.Client(timeout=30) as client:
            while not done.is_set():
                start = time.perf_counter()
                assert client.get(f"{url}/healthz").text == "ok"
                waits.append(time.perf_counter() - start)
                time.sleep(0.02)

    prober = threading.Thread(target=probe, daemon=True)
    prober.start()
    try:
        answer = work()
    finally:
        done.set()
        prober.join(timeout=35)
    return answer, max(waits), len(waits)


def post(server: Served, path: str, document: dict[str, Any]) -> httpx.Response:
    return httpx.post(f"{server.url}{path}", json=document, timeout=110)


def test_the_largest_tournament_file_leaves_the_server_answering(server: Served) -> None:
    document = tournament_file(LOG_MAX)  # every check-in a file may log
    answer, longest, probes = while_probed(
        server.url, lambda: post(server, "/api/v1/tournament-imports", document)
    )
    assert answer.status_code == 201, answer.text
    tournament = httpx.get(f"{server.url}/api/v1/tournaments/{answer.json()['id']}").json()
    people = tournament["people"]
    assert len(people) == LOG_MAX and tournament["seq"] == LOG_MAX
    assert {p["name"] for p in people} == {f"Giocatore {n}" for n in range(1, LOG_MAX + 1)}
    assert longest < 1.0, f"/healthz waited {longest:.2f} s while the file was imported"
    assert probes >= 5


def test_the_largest_table_file_leaves_the_server_answering(server: Served) -> None:
    document = table_file(EVENTS_MAX)  # every hand a table file may log
    answer, longest, probes = while_probed(
        server.url, lambda: post(server, "/api/v1/imports", document)
    )
    assert answer.status_code == 201, answer.text
    table_id = answer.json()["id"]
    assert longest < 1.0, f"/healthz waited {longest:.2f} s while the file was imported"
    # The first read of its 5,000 hands (the history, every hand's result) is long work
    # too: the table's JSON and its page are read while the server keeps answering.
    table, longest, _ = while_probed(
        server.url, lambda: httpx.get(f"{server.url}/api/v1/tables/{table_id}", timeout=60)
    )
    assert table.json()["seq"] == EVENTS_MAX
    assert longest < 1.0, f"/healthz waited {longest:.2f} s while the table was first read"
    page = httpx.get(f"{server.url}/t/{table_id}", timeout=60)
    assert page.status_code == 200 and "Anna" in page.text
    assert probes >= 5


def imported_season(server: Served, hands: int) -> None:
    """A season of ``hands`` hands in its tables, imported while ``/healthz`` is asked:
    the server answers within a second, and every table holds its share of the hands."""
    document = season_file(hands)
    answer, longest, probes = while_probed(
        server.url, lambda: post(server, "/api/v1/tournament-imports", document)
    )
    assert answer.status_code == 201, answer.text
    tournament = httpx.get(f"{server.url}/api/v1/tournaments/{answer.json()['id']}").json()
    (round_one,) = tournament["rounds"]
    logged = [
        httpx.get(f"{server.url}/api/v1/tables/{table['table_id']}").json()["seq"]
        for table in round_one["tables"]
    ]
    # Every table's log came whole: as many entries as the file gave it (its share of the
    # hands after what the draw logged).
    assert sorted(logged) == sorted(len(t["events"]) for t in document["tables"].values())
    assert len(logged) == SEASON_TABLES and sum(logged) >= hands
    assert longest < 1.0, f"/healthz waited {longest:.2f} s while the season was imported"
    assert probes >= 5


def test_a_season_leaves_the_server_answering(server: Served) -> None:
    imported_season(server, 5_000)


@pytest.mark.postgres
def test_on_postgresql_the_largest_files_leave_the_server_answering(pg_server: Served) -> None:
    document = tournament_file(LOG_MAX)
    answer, longest, _ = while_probed(
        pg_server.url, lambda: post(pg_server, "/api/v1/tournament-imports", document)
    )
    assert answer.status_code == 201, answer.text
    assert (
        len(httpx.get(f"{pg_server.url}/api/v1/tournaments/{answer.json()['id']}").json()["people"])
        == LOG_MAX
    )
    assert longest < 1.0, f"/healthz waited {longest:.2f} s while the file was imported"
    imported_season(pg_server, 3_000)


def people(server: Served) -> int:
    with sqlite3.connect(server.folder / "referee.db") as db:
        return int(db.execute("SELECT count(*) FROM person").fetchone()[0])


def test_nothing_of_a_refused_file_is_written_while_the_server_answers(server: Served) -> None:
    before = people(server)
    document = tournament_file(LOG_MAX)
    document["log"][-1]["payload"]["name"] = "Giocatore 1"  # the last check-in twice
    answer, longest, _ = while_probed(
        server.url, lambda: post(server, "/api/v1/tournament-imports", document)
    )
    assert answer.status_code == 422
    assert answer.json()["entry"] == LOG_MAX
    assert people(server) == before
    assert longest < 1.0
