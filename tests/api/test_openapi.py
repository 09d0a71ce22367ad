"""The OpenAPI document tells the truth: schemathesis fuzzes every operation against it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, settings
from schemathesis.checks import positive_data_acceptance

from referee.app import create_app
from tests.conftest import ApiTable, make_table


@pytest.fixture
def fuzz_app(sqlite_url: str) -> Iterator[Flask]:
    app = create_app(
        {"DATABASE_URL": sqlite_url, "SECRET_KEY": "fuzz", "AUTO_MIGRATE": False, "TESTING": True}
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
    # The document states shapes; a schema-valid body can still break a rule (a hand for the
    # wrong number of seats, two players with one name): those answer 422 by design.
    case.call_and_validate(excluded_checks=[positive_data_acceptance])
