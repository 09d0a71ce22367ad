"""The OpenAPI document tells the truth: schemathesis fuzzes every operation against it, with
every check on, on SQLite and on PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings
from schemathesis.checks import CheckContext, positive_data_acceptance

from referee.app import create_app
from referee.games import GAMES
from tests.conftest import ApiTable, make_table


@pytest.fixture
def fuzz_app(database_url: str) -> Iterator[Flask]:
    app = create_app(
        {"DATABASE_URL": database_url, "SECRET_KEY": "fuzz", "AUTO_MIGRATE": False, "TESTING": True}
    )
    yield app
    app.extensions["referee"].db.dispose()


@pytest.fixture
def fuzz_table(fuzz_app: Flask) -> ApiTable:
    table = make_table(fuzz_app.test_client())
    TOKEN["host"] = table.host_token
    return table


@pytest.fixture
def api_schema(fuzz_app: Flask) -> schemathesis.BaseSchema:
    return schemathesis.openapi.from_wsgi("/api/openapi.json", fuzz_app)


@schemathesis.hook
def before_call(context: object, case: schemathesis.Case, **kwargs: object) -> None:
    """Its WSGI transport asks for gzip but does not decode it: answers are checked as the
    app sends them uncompressed."""
    case.headers = {**(case.headers or {}), "Accept-Encoding": "identity"}


schema = schemathesis.pytest.from_fixture("api_schema")

#: The seat token of the table under test; schemathesis also tries without it.
TOKEN: dict[str, str] = {}


@schemathesis.auth()
class SeatToken:
    def get(self, case: schemathesis.Case, context: object) -> str:
        return TOKEN["host"]

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


@schema.exclude(path_regex=r".*/stream$").parametrize()
@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_every_operation_conforms(case: schemathesis.Case, fuzz_table: ApiTable) -> None:
    """Real table ids and tokens reach past the 404s and 401s into the interesting paths."""
    if case.path_parameters and "table_id" in case.path_parameters:
        case.path_parameters["table_id"] = fuzz_table.id
    case.call_and_validate(
        excluded_checks=[positive_data_acceptance], additional_checks=[valid_requests_are_accepted]
    )


#: The refusals the document says no schema can state (see its description).
REFUSALS = {"/problems/refused", "/problems/illegal-move"}


def valid_requests_are_accepted(
    ctx: CheckContext, response: schemathesis.Response, case: schemathesis.Case
) -> bool | None:
    """``positive_data_acceptance``, and a 422 for a request the document allows only if it
    is a refusal by the table or the rules: a hand for the wrong number of seats, a seat
    nobody sits at, a name already taken. Anything the document could state and does not
    (a bound, a pattern, an enum) still fails."""
    if response.status_code == 422 and response.json().get("type") in REFUSALS:
        return None
    return positive_data_acceptance(ctx, response, case)
