"""The OpenAPI document tells the truth: schemathesis fuzzes every operation against it (the
live stream too), with every check on, on SQLite and on PostgreSQL.

Each operation is a test of its own (its own time limit, the operations shared between the
workers), listed from the pinned document (``tests/data/api/openapi.json``, which
``test_documents_pinned`` holds byte for byte to what the server serves) and fuzzed from the
document the server serves."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings
from schemathesis.checks import CheckContext
from schemathesis.config import SchemathesisConfig
from schemathesis.filters import HasAPIOperation

from referee.app import create_app
from referee.games import GAMES
from tests.conftest import LONG_TIMEOUT, ApiTable, make_table

# A write operation's fuzzing takes tens of seconds.
pytestmark = [pytest.mark.storage, pytest.mark.timeout(LONG_TIMEOUT)]

DOCUMENT = Path(__file__).resolve().parent.parent / "data" / "api" / "openapi.json"


@pytest.fixture
def fuzz_app(database_url: str) -> Iterator[Flask]:
    app = create_app(
        {
            "DATABASE_URL": database_url,
            "SECRET_KEY": "fuzz",
            "AUTO_MIGRATE": False,
            "TESTING": True,
            # Every live stream ends at once (as a real one does after its lifetime), so that
            # the stream is fuzzed like any other operation: it answers, then the body ends.
            "STREAM_MAX_SECONDS": 0.05,
            "SSE_KEEPALIVE_SECONDS": 0.05,
        }
    )
    yield app
    app.extensions["referee"].bus.close()
    app.extensions["referee"].db.dispose()


@pytest.fixture
def fuzz_table(fuzz_app: Flask) -> ApiTable:
    table = make_table(fuzz_app.test_client())
    return table


#: What a request the document allows may get: an answer, or a refusal that no schema can
#: foresee (no seat token or the wrong one, an unknown table or move, a stale
#: ``expected_seq``, a rate limit the document states). A 422 only as :data:`REFUSALS` (see
#: :func:`valid_requests_are_accepted`); a redirect or a server error never (schemathesis's
#: default allows both).
ACCEPTED = ["2xx", "401", "403", "404", "409", "422", "429"]

CHECKS = {"positive_data_acceptance": {"expected-statuses": ACCEPTED}}
#: Examples fuzzed per operation: on SQLite, where every request is tried (valid and not);
#: on PostgreSQL, which sees only valid requests and only needs its SQL paths walked.
EXAMPLES, STORAGE_EXAMPLES = 20, 10
CONFIG = SchemathesisConfig.from_dict({"checks": CHECKS, "generation": {"max-examples": EXAMPLES}})

#: On PostgreSQL, what the database can change: requests the document allows, fuzzed. The
#: refusals of what it does not allow, and the coverage phase's edge values, are decided
#: before any SQL and fuzzed once, on SQLite.
STORAGE_CONFIG = SchemathesisConfig.from_dict(
    {
        "checks": CHECKS,
        "generation": {"mode": "positive", "max-examples": STORAGE_EXAMPLES},
        "phases": {"coverage": {"enabled": False}, "examples": {"enabled": False}},
    }
)


#: On SQLite, operations whose body's every part another operation's coverage phase already
#: enumerates (the coverage phase tries each edge value of each part of a body, and a move
#: has a few thousand): a correction is ``expected_seq``, a move and a reason, as
#: ``POST …/moves`` and the vote; resolving takes the vote's very body. They are fuzzed with
#: valid and invalid requests, without the enumeration.
ENUMERATED_ELSEWHERE = {
    "POST /api/v1/tables/{table_id}/moves/{seq}/correct",
    "POST /api/v1/tables/{table_id}/contests/{seq}/resolve",
}
FUZZ_CONFIG = SchemathesisConfig.from_dict(
    {
        "checks": CHECKS,
        "generation": {"max-examples": EXAMPLES},
        "phases": {"coverage": {"enabled": False}},
    }
)


@schemathesis.hook
def before_call(context: object, case: schemathesis.Case, **kwargs: object) -> None:
    """Its WSGI transport asks for gzip but does not decode it: answers are checked as the
    app sends them uncompressed."""
    case.headers = {**(case.headers or {}), "Accept-Encoding": "identity"}


#: Every operation of the document, as schemathesis names it ("POST /api/v1/tables").
OPERATIONS = [
    f"{method.upper()} {path}"
    for path, item in json.loads(DOCUMENT.read_text())["paths"].items()
    for method in item
]


#: The operation the running test fuzzes (schemathesis reads its filter after the fixtures).
UNDER_TEST: dict[str, str] = {}


@pytest.fixture
def api_schema(fuzz_app: Flask, operation: str, database_url: str) -> schemathesis.BaseSchema:
    UNDER_TEST["operation"] = operation
    if not database_url.startswith("sqlite"):
        config = STORAGE_CONFIG
    else:
        config = FUZZ_CONFIG if operation in ENUMERATED_ELSEWHERE else CONFIG
    return schemathesis.openapi.from_wsgi("/api/openapi.json", fuzz_app, config=config)


def _under_test(ctx: HasAPIOperation) -> bool:
    return ctx.operation.label == UNDER_TEST["operation"]


schema = schemathesis.pytest.from_fixture("api_schema").include(_under_test)

#: Where the seat token of the table under test goes: cases are made before the table (some
#: at collection), so each test puts its table's host token in their place. Schemathesis
#: also tries without it.
HOST_TOKEN = "the-host-token-of-the-table-under-test"


@schemathesis.auth()
class SeatToken:
    def get(self, case: schemathesis.Case, context: object) -> str:
        return HOST_TOKEN

    def set(self, case: schemathesis.Case, data: str, context: object) -> None:
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}


def test_the_document_lists_every_operation(fuzz_app: Flask) -> None:
    document = fuzz_app.test_client().get("/api/openapi.json").get_json()
    assert document["openapi"].startswith("3.1")
    operations = {(m, p) for p, item in document["paths"].items() for m in item}
    assert ("post", "/api/v1/tables/{table_id}/moves") in operations
    assert ("get", "/api/v1/tables/{table_id}/stream") in operations
    move = document["paths"]["/api/v1/tables/{table_id}/moves"]["post"]
    assert move["security"] == [{"seat": []}]
    assert {p["name"] for p in move["parameters"]} == {"table_id", "Idempotency-Key"}
    assert "409" in move["responses"] and "422" in move["responses"]
    assert set(OPERATIONS) >= ENUMERATED_ELSEWHERE


def test_every_reference_of_the_document_names_one_of_its_schemas(fuzz_app: Flask) -> None:
    """A client generated from the document finds every model it names (two models of one
    name, a table's seat and a tournament's, once left a reference to neither)."""
    document = fuzz_app.test_client().get("/api/openapi.json").get_json()
    names = set(document["components"]["schemas"])
    refs = set(re.findall(r"#/components/schemas/([A-Za-z0-9_]+)", json.dumps(document)))
    assert refs - names == set()
    seat = document["paths"]["/api/v1/tournaments/{tournament_id}/people/{person}/seat"]
    shown = seat["get"]["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
    assert "join_url" in document["components"]["schemas"][shown.rsplit("/", 1)[1]]["properties"]


def _keys(node: object) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield key
            yield from _keys(value)
    elif isinstance(node, list):
        for item in node:
            yield from _keys(item)


def test_bounds_are_in_json_schema_words_and_games_an_enum(fuzz_app: Flask) -> None:
    """Pydantic's own "ge"/"le" are invisible to validators; ``minimum``/``maximum`` are not."""
    client = fuzz_app.test_client()
    for path in ("/api/openapi.json", "/api/v1/games"):
        assert not {"ge", "le", "gt", "lt"} & set(_keys(client.get(path).get_json())), path
    schemas = client.get("/api/openapi.json").get_json()["components"]["schemas"]
    assert schemas["CreateTableIn"]["properties"]["game"]["enum"] == list(GAMES)
    assert schemas["VoidIn"]["properties"]["expected_seq"]["minimum"] == 0
    assert schemas["JoinIn"]["properties"]["seat"]["anyOf"][0]["maximum"] == 63


@pytest.mark.parametrize("operation", OPERATIONS)
@schema.parametrize()
@settings(
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_every_operation_conforms(
    case: schemathesis.Case, fuzz_table: ApiTable, operation: str
) -> None:
    """Real table ids and tokens reach past the 404s and 401s into the interesting paths."""
    if case.path_parameters and "table_id" in case.path_parameters:
        case.path_parameters["table_id"] = fuzz_table.id
    if case.headers and HOST_TOKEN in case.headers.get("Authorization", ""):
        case.headers["Authorization"] = f"Bearer {fuzz_table.host_token}"
    case.call_and_validate(additional_checks=[valid_requests_are_accepted])


#: The refusals the document says no schema can state (see its description).
REFUSALS = {"/problems/refused", "/problems/illegal-move"}


def valid_requests_are_accepted(
    ctx: CheckContext, response: schemathesis.Response, case: schemathesis.Case
) -> bool | None:
    """A 422 for a request the document allows only if it is a refusal by the table or the
    rules: a hand for the wrong number of seats, a seat nobody sits at, a name already
    taken. Anything the document could state and does not (a bound, a pattern, an enum)
    fails.

    Schemathesis's own ``positive_data_acceptance`` runs too, with :data:`ACCEPTED`: it
    judges by status alone, so it lets every 422 through, and this check says which."""
    generated_valid = case.meta is not None and case.meta.generation.mode.is_positive
    if generated_valid and response.status_code == 422:
        kind = response.json().get("type")
        assert kind in REFUSALS, f"a request the document allows was refused as {kind}"
    return None
