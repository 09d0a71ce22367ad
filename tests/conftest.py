"""Fixtures shared by every test: databases (SQLite and PostgreSQL), apps, API clients."""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import Phase, settings
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from werkzeug.routing import Rule

from referee.app import create_app
from referee.store import Database
from tests.record.servers import another_server

# Hypothesis's explain phase traces every line a failing example runs, which on Python 3.11
# turns one failing property into minutes and ends it as a timeout that hides the failure;
# the shrunk example and its traceback are explanation enough.
settings.register_profile(
    "referee", phases=[phase for phase in Phase if phase is not Phase.explain]
)
settings.load_profile("referee")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """In CI a skipped test is a failure: nothing may pass by not running."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if os.environ.get("CI") and report.skipped:
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, which counts as a failure: {report.longrepr}"


#: The time limit of a test that drives a browser, PostgreSQL or a real server (seconds); any
#: other test has pyproject's ``timeout``. A test may set its own with ``pytest.mark.timeout``.
LONG_TIMEOUT = 120
SLOW_MARKERS = ("e2e", "postgres", "server")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("timeout") is None and any(
            item.get_closest_marker(name) for name in SLOW_MARKERS
        ):
            item.add_marker(pytest.mark.timeout(LONG_TIMEOUT))


def _share_url_builders() -> None:
    """Most tests make their own app, and Werkzeug writes and compiles two Python functions
    per URL rule for each one: 0.1 s of every such test. The function it writes depends only
    on the rule's parsed parts, its defaults and whether unknown arguments are appended (it
    reads the rule's converters when called), so the tests share it between apps. Rules with
    a default for one of their variables resolve it through a converter at compile time, so
    those are compiled as Werkzeug does."""
    compile_builder = Rule._compile_builder
    built: dict[tuple[Any, ...], Any] = {}

    def shared(self: Rule, append_unknown: bool = True) -> Any:
        defaults = self.defaults or {}
        if any(dynamic and part in defaults for dynamic, part in self._trace):
            return compile_builder(self, append_unknown)
        key = (tuple(self._trace), tuple(sorted(map(repr, defaults.items()))), append_unknown)
        if key not in built:
            built[key] = compile_builder(self, append_unknown)
        return built[key]

    Rule._compile_builder = shared  # type: ignore[method-assign]


_share_url_builders()

PG_ADMIN_URL = os.environ.get(
    "REFEREE_TEST_PG", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated SQLite database, made once per worker, that each test copies."""
    path = tmp_path_factory.mktemp("template") / "referee.db"
    _migrate(f"sqlite:///{path}")
    return path


@pytest.fixture
def sqlite_url(sqlite_template: Path, tmp_path: Path) -> str:
    """A fresh SQLite database for this test alone: a copy of the migrated template, so no
    test reads what another wrote, whatever the order or the worker."""
    path = tmp_path / "referee.db"
    shutil.copyfile(sqlite_template, path)
    return f"sqlite:///{path}"


def _migrate(url: str) -> None:
    database = Database(url)
    database.migrate()
    database.dispose()


@pytest.fixture(scope="session")
def postgres_url(worker_id: str) -> Iterator[str]:
    """A fresh PostgreSQL database for this worker's session, dropped at the end (its name
    says the worker, so two workers never share one)."""
    admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
    name = f"referee_test_{worker_id}_{uuid.uuid4().hex[:10]}"
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    except Exception as exc:  # pragma: no cover - a broken machine, said plainly
        pytest.fail(
            f"PostgreSQL is needed at {PG_ADMIN_URL} (set REFEREE_TEST_PG, or run "
            f"'bash .ci/run', which starts it): {exc}"
        )
    url = make_url(PG_ADMIN_URL).set(database=name).render_as_string(hide_password=False)
    _migrate(url)
    yield url
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A test that needs a database runs on SQLite; one marked ``storage`` (it is about
    storage, SQL, concurrency or the live layer) runs on PostgreSQL too."""
    if "database_url" not in metafunc.fixturenames:
        return
    params: list[Any] = ["sqlite"]
    if metafunc.definition.get_closest_marker("storage"):
        params.append(pytest.param("postgres", marks=pytest.mark.postgres))
    metafunc.parametrize("database_url", params, indirect=True)


@pytest.fixture
def database_url(request: pytest.FixtureRequest) -> str:
    if request.param == "sqlite":
        return request.getfixturevalue("sqlite_url")
    return request.getfixturevalue("postgres_url")


@pytest.fixture
def app(database_url: str, tmp_path: Path) -> Iterator[Flask]:
    application = create_app(
        {
            "DATABASE_URL": database_url,
            "SECRET_KEY": "test-secret",
            "AUTO_MIGRATE": False,
            "SSE_KEEPALIVE_SECONDS": 0.2,
            # Tests import many files from one address: the limit has its own test.
            "IMPORTS_PER_CLIENT": 100_000,
            "TESTING": True,
        }
    )
    yield application
    service = application.extensions["referee"]
    service.bus.close()
    service.db.dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def elsewhere(sqlite_template: Path, tmp_path: Path) -> Iterator[FlaskClient]:
    """Another server, for this test alone, with nobody on it yet: a club's new machine, or
    the one a file came from."""
    path = tmp_path / "elsewhere.db"
    shutil.copyfile(sqlite_template, path)
    with another_server(f"sqlite:///{path}", "elsewhere") as other:
        yield other


@dataclass
class ApiTable:
    """A table made through the API, with the tokens of the phones that sat down."""

    client: FlaskClient
    id: str
    host_token: str
    join_url: str
    room_code: str
    tokens: dict[int, str] = field(default_factory=dict)
    seq: int = 0

    @property
    def secret(self) -> str:
        return self.join_url.rsplit("/", 1)[-1]

    def auth(self, seat: int | None = None) -> dict[str, str]:
        token = self.host_token if seat is None else self.tokens[seat]
        return {"Authorization": f"Bearer {token}"}

    def sit(self, seat: int) -> str:
        response = self.client.post(
            f"/api/v1/tables/{self.id}/join", json={"secret": self.secret, "seat": seat}
        )
        assert response.status_code == 201, response.get_json()
        self.tokens[seat] = response.get_json()["token"]
        return self.tokens[seat]

    def move(self, move: dict[str, Any], seat: int | None = None, **extra: Any) -> Any:
        body = {**move, "expected_seq": extra.pop("expected_seq", self.seq)}
        response = self.client.post(
            f"/api/v1/tables/{self.id}/moves", json=body, headers={**self.auth(seat), **extra}
        )
        if response.status_code in (200, 201):
            self.seq = response.get_json()["seq"]
        return response

    def hand(self, caller: int | None, hands: list[Any], seat: int | None = None) -> Any:
        return self.move({"type": "hand", "caller": caller, "hands": hands}, seat)

    def void(self, target: int, seat: int | None = None, reason: str = "oops") -> Any:
        response = self.client.post(
            f"/api/v1/tables/{self.id}/moves/{target}/void",
            json={"expected_seq": self.seq, "reason": reason},
            headers=self.auth(seat),
        )
        if response.status_code == 201:
            self.seq = response.get_json()["seq"]
        return response

    def state(self) -> dict[str, Any]:
        return self.client.get(f"/api/v1/tables/{self.id}").get_json()


def make_table(
    client: FlaskClient,
    players: list[str] | None = None,
    options: dict[str, Any] | None = None,
) -> ApiTable:
    response = client.post(
        "/api/v1/tables",
        json={
            "game": "tamalo",
            "players": players or ["Anna", "Bruno", "Carla", "Dario"],
            "options": options or {},
        },
    )
    assert response.status_code == 201, response.get_json()
    body = response.get_json()
    return ApiTable(client, body["id"], body["host_token"], body["join_url"], body["room_code"])


@pytest.fixture
def table(client: FlaskClient) -> ApiTable:
    return make_table(client)


def sse_messages(chunks: Iterator[bytes]) -> Iterator[dict[str, str]]:
    """A text/event-stream as messages (``id``, ``event``, ``data``); keep-alives skipped."""
    buffer = ""
    for chunk in chunks:
        buffer += chunk.decode()
        while "\n\n" in buffer:
            block, buffer = buffer.split("\n\n", 1)
            message: dict[str, str] = {}
            for line in block.split("\n"):
                if line and not line.startswith(":"):
                    name, _, value = line.partition(": ")
                    message[name] = f"{message[name]}\n{value}" if name in message else value
            if "data" in message:
                yield message
