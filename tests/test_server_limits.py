"""The server's own limits answer in the house style: a real ``referee serve`` process."""

from __future__ import annotations

import asyncio
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from flask.testing import FlaskClient

from referee.worker import LIMITS, Worker, problem_response
from tests.serving import Served, serving

pytestmark = [pytest.mark.storage, pytest.mark.server]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    with serving(tmp_path_factory.mktemp("limits")) as served:
        yield served


def _problem(response: httpx.Response, status: int) -> dict[str, object]:
    assert response.status_code == status
    assert response.headers["Content-Type"] == "application/problem+json"
    body = response.json()
    assert body["status"] == status
    return body


SECURITY_HEADERS = ("Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy")


def _guarded_as_the_app(response: httpx.Response, server: Served) -> None:
    """The server's own answer carries the security headers the app's answers carry."""
    app = httpx.get(f"{server.url}/healthz")
    for name in SECURITY_HEADERS:
        assert app.headers[name], name
        assert response.headers.get(name) == app.headers[name], name


def test_an_address_over_the_servers_limit_is_a_414_problem(server: Served) -> None:
    response = httpx.get(f"{server.url}/api/v1/tables/{'x' * 5000}")
    assert _problem(response, 414)["type"] == "/problems/uri-too-long"
    _guarded_as_the_app(response, server)
    response = httpx.get(f"{server.url}/t/{'x' * 5000}")  # a page's address too
    _problem(response, 414)
    _guarded_as_the_app(response, server)


def test_a_header_over_the_servers_limit_is_a_431_problem(server: Served) -> None:
    response = httpx.get(f"{server.url}/healthz", headers={"X-Padding": "x" * 10_000})
    assert _problem(response, 431)["type"] == "/problems/request-header-fields-too-large"
    _guarded_as_the_app(response, server)
    many = {f"X-Many-{i}": "1" for i in range(150)}
    response = httpx.get(f"{server.url}/healthz", headers=many)
    _problem(response, 431)
    _guarded_as_the_app(response, server)


def test_long_ids_and_codes_under_the_limit_are_the_apps_404_and_422(server: Served) -> None:
    long = "x" * 3000
    table = _problem(httpx.get(f"{server.url}/api/v1/tables/{long}"), 404)
    assert str(table["detail"]).startswith("This table does not exist")
    _problem(httpx.get(f"{server.url}/api/v1/rules/{long}"), 404)
    _problem(httpx.post(f"{server.url}/api/v1/codes/{long}"), 422)


def test_the_server_is_still_serving_and_logged_no_traceback(server: Served) -> None:
    assert httpx.get(f"{server.url}/healthz").text == "ok"
    assert "Traceback" not in Path(server.log).read_text()


def test_one_client_holding_its_streams_starves_nobody(server: Served) -> None:
    """Over its cap of streams one client gets 429s; the server's health, other clients and
    their tables carry on (outcomes, not timings)."""
    api = httpx.Client(base_url=server.url, timeout=10)
    tables = [
        api.post("/api/v1/tables", json={"game": "tamalo", "players": ["A", "B"]}).json()
        for _ in range(2)
    ]
    mine, theirs = tables[0]["id"], tables[1]["id"]
    greedy = httpx.Client(base_url=server.url, timeout=10, limits=httpx.Limits(max_connections=64))
    opened = [
        greedy.send(greedy.build_request("GET", f"/api/v1/tables/{mine}/stream"), stream=True)
        for _ in range(40)
    ]
    try:
        statuses = [response.status_code for response in opened]
        assert statuses.count(200) == 32  # the default cap
        assert statuses.count(429) == 8
        refused = next(r for r in opened if r.status_code == 429)
        refused.read()
        assert refused.headers["Retry-After"] == "30"
        assert refused.headers["Content-Type"] == "application/problem+json"
        assert api.get("/healthz", timeout=5).text == "ok"
        # Another client (another address) watches the other table and hears its move.
        other = httpx.Client(
            base_url=server.url,
            timeout=10,
            transport=httpx.HTTPTransport(local_address="127.0.0.2"),
        )
        with other.stream("GET", f"/api/v1/tables/{theirs}/stream") as watching:
            assert watching.status_code == 200
            move = {"type": "hand", "caller": None, "hands": [3, 4], "expected_seq": 0}
            auth = {"Authorization": f"Bearer {tables[1]['host_token']}"}
            assert api.post(f"/api/v1/tables/{theirs}/moves", json=move, headers=auth).is_success
            for line in watching.iter_lines():
                if line.startswith("id: 1"):
                    break
        other.close()
    finally:
        for response in opened:
            response.close()
        greedy.close()
        api.close()


def test_a_full_server_refuses_new_streams_with_503_and_serves_everything_else(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """Past REFEREE_MAX_STREAMS a new stream is told to come back (503, Retry-After) while
    moves, pages and the health check are served: more streams are held than the 1,000
    connections a worker used to take in all, when every request then went unanswered."""
    held_cap = 1100
    env = {
        "REFEREE_MAX_STREAMS": str(held_cap),
        "REFEREE_STREAMS_PER_CLIENT": "5000",
        "REFEREE_STREAMS_PER_TABLE": "5000",
    }
    with serving(tmp_path_factory.mktemp("full"), env=env) as served:
        # In a thread of its own: the browser tests leave an event loop on this one.
        failed: list[BaseException] = []

        def run() -> None:
            try:
                asyncio.run(_fill_and_use(served.url, held_cap))
            except BaseException as error:  # noqa: BLE001 - raised again below
                failed.append(error)

        worker = threading.Thread(target=run)
        worker.start()
        worker.join(120)
        assert not worker.is_alive(), "the full server's check did not end"
        if failed:
            raise failed[0]


async def _fill_and_use(url: str, held_cap: int) -> None:
    limits = httpx.Limits(max_connections=held_cap + 50)
    async with httpx.AsyncClient(base_url=url, timeout=30, limits=limits) as client:
        body = {"game": "tamalo", "players": ["Anna", "Bruno"]}
        table = (await client.post("/api/v1/tables", json=body)).json()
        stream = f"/api/v1/tables/{table['id']}/stream"
        opened = await asyncio.gather(
            *(
                client.send(client.build_request("GET", stream), stream=True)
                for _ in range(held_cap + 1)
            )
        )
        try:
            statuses = [response.status_code for response in opened]
            assert statuses.count(200) == held_cap and statuses.count(503) == 1
            refused = next(r for r in opened if r.status_code == 503)
            await refused.aread()
            assert 10 <= int(refused.headers["Retry-After"]) <= 30
            assert refused.headers["Content-Type"] == "application/problem+json"
            async with httpx.AsyncClient(base_url=url, timeout=10) as other:
                assert (await other.get("/healthz")).text == "ok"
                page = await other.get(f"/t/{table['id']}")
                assert page.status_code == 200  # the table's page, with its players
                assert "Anna" in page.text and "Bruno" in page.text
                move = {"type": "hand", "caller": None, "hands": [3, 4], "expected_seq": 0}
                auth = {"Authorization": f"Bearer {table['host_token']}"}
                posted = await other.post(
                    f"/api/v1/tables/{table['id']}/moves", json=move, headers=auth
                )
                assert posted.status_code == 201
            held = next(r for r in opened if r.status_code == 200)  # it hears the move
            async for line in held.aiter_lines():
                if line.startswith("id: 1"):
                    break
        finally:
            for response in opened:
                await response.aclose()


@pytest.mark.parametrize("secure", [False, True], ids=["http", "https"])
def test_the_servers_refusals_carry_the_apps_headers_and_hsts_over_https(
    client: FlaskClient, secure: bool
) -> None:
    """When the server itself speaks HTTPS (gunicorn's ``certfile``), its refusals say so as
    the app's answers do over HTTPS."""
    app = client.get("/healthz", base_url="https://localhost" if secure else "http://localhost")
    for limit in LIMITS.values():
        head = problem_response(*limit, secure=secure).split(b"\r\n\r\n", 1)[0].decode("latin-1")
        headers = dict(line.split(": ", 1) for line in head.split("\r\n")[1:])
        for name in (*SECURITY_HEADERS, "Strict-Transport-Security"):
            assert headers.get(name) == app.headers.get(name), name
        assert ("Strict-Transport-Security" in headers) == secure


def test_a_phone_that_hangs_up_gives_its_stream_back_at_once(server: Served) -> None:
    """A club behind one address: phones that closed their pages leave their places to the
    next ones at once, not at their streams' next keep-alive (11 s or more away)."""
    api = httpx.Client(base_url=server.url, timeout=10)
    table = api.post("/api/v1/tables", json={"game": "tamalo", "players": ["A", "B"]}).json()
    club = httpx.Client(
        base_url=server.url,
        timeout=10,
        limits=httpx.Limits(max_connections=64),
        transport=httpx.HTTPTransport(local_address="127.0.0.3"),
    )
    path = f"/api/v1/tables/{table['id']}/stream"
    try:
        first = [club.send(club.build_request("GET", path), stream=True) for _ in range(32)]
        assert [r.status_code for r in first].count(200) == 32  # the address's cap
        for response in first:
            next(response.iter_lines())  # the stream is under way
            response.close()  # the phone closes its page: its connection goes
        deadline = time.monotonic() + 3
        while True:  # the server hears the hang-ups within moments, not 11 s
            again = club.send(club.build_request("GET", path), stream=True)
            if again.status_code == 200 or time.monotonic() > deadline:
                break
            again.close()
            time.sleep(0.1)
        assert again.status_code == 200
        again.close()
        later = [club.send(club.build_request("GET", path), stream=True) for _ in range(31)]
        assert [r.status_code for r in later].count(200) == 31
        for response in later:
            response.close()
    finally:
        club.close()
        api.close()


def test_a_worker_stopped_while_it_loads_the_app_just_stops() -> None:
    # Gunicorn stops every worker when one fails to boot: one still loading the app has
    # none yet, and its stop must not raise over the error that stopped the server.
    worker = Worker.__new__(Worker)
    worker.alive = True
    worker.handle_exit(signal.SIGTERM, None)
    assert worker.alive is False
