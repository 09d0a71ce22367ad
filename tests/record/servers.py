"""Another server beside the test's own: a club's new machine, or the one a file came from."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from flask import Flask
from flask.testing import FlaskClient

from referee.app import create_app


@contextmanager
def another_server(url: str, secret: str) -> Iterator[FlaskClient]:
    """A server on the migrated database at ``url``, its client, closed afterwards."""
    application: Flask = create_app(
        {
            "DATABASE_URL": url,
            "SECRET_KEY": secret,
            "AUTO_MIGRATE": False,
            "TESTING": True,
            "IMPORTS_PER_CLIENT": 100_000,
        }
    )
    yield application.test_client()
    service = application.extensions["referee"]
    service.bus.close()
    service.db.dispose()
