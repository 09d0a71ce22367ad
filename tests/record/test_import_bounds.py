"""What an import may cost: a file over its kind's size is refused before it is read (413,
in the reader's language), through the API and the home page's form alike; a client
address past its imports of the window is told when to come back (429, Retry-After)."""

from __future__ import annotations

import io
import json
import time
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.datastructures import FileStorage
from werkzeug.test import encode_multipart

from referee.record import bounds
from referee.record.bounds import TABLE_FILE_MAX_BYTES, TOURNAMENT_FILE_MAX_BYTES
from tests.record.test_table_file import export, sample_table, tables_count


def post_raw(client: FlaskClient, path: str, body: bytes, lang: str, **extra: Any) -> Any:
    return client.post(
        path,
        data=body,
        content_type="application/json",
        headers={"Accept-Language": lang},
        **extra,
    )


def padded(document: dict[str, Any], size: int) -> bytes:
    """``document`` with a field the import does not read, to ``size`` bytes or a little
    more."""
    return json.dumps({**document, "padding": "x" * size}).encode()


@pytest.mark.parametrize(
    ("path", "size", "words"),
    [
        (
            "/api/v1/imports",
            TABLE_FILE_MAX_BYTES,
            {
                "en": "a table file here is at most 2 MiB",
                "it": "un file di tavolo qui non supera 2 MiB",
            },
        ),
        (
            "/api/v1/tournament-imports",
            TOURNAMENT_FILE_MAX_BYTES,
            {
                "en": "a tournament file here is at most 16 MiB",
                "it": "un file di torneo qui non supera 16 MiB",
            },
        ),
    ],
)
def test_a_file_over_its_kind_s_size_is_refused_before_it_is_read_in_both_languages(
    client: FlaskClient, path: str, size: int, words: dict[str, str]
) -> None:
    body = b'{"format": "referee-table", "padding": "' + b"x" * size + b'"}'
    count = tables_count(client)
    for lang, said in words.items():
        response = post_raw(client, path, body, lang)
        assert response.status_code == 413
        assert response.headers["Content-Type"].startswith("application/problem+json")
        assert response.headers["Content-Language"] == lang
        problem = response.get_json()
        assert problem["type"] == "/problems/request-entity-too-large"
        assert said in problem["detail"]
    assert tables_count(client) == count


def test_a_real_table_file_is_far_under_the_size(client: FlaskClient) -> None:
    document = export(client, sample_table(client, "scala40").id)
    assert len(json.dumps(document).encode()) < TABLE_FILE_MAX_BYTES // 20


def test_the_home_page_holds_a_table_file_to_a_table_file_s_size(client: FlaskClient) -> None:
    document = export(client, sample_table(client, "tamalo").id)
    body = padded(document, TABLE_FILE_MAX_BYTES)
    count = tables_count(client)
    # Encoded here, in memory: the test client spools a form this large to a file it
    # leaves open.
    boundary, form = encode_multipart({"file": FileStorage(io.BytesIO(body), "table.json")})
    response = client.post(
        "/import",
        data=form,
        content_type=f"multipart/form-data; boundary={boundary}",
        headers={"Accept-Language": "it", "Origin": "http://localhost"},
    )
    assert response.status_code == 413
    assert "un file di tavolo qui non supera 2 MiB" in response.get_data(as_text=True)
    assert tables_count(client) == count
    # Under the size, the same file is imported.
    response = client.post(
        "/import",
        data={"file": (io.BytesIO(json.dumps(document).encode()), "table.json")},
        content_type="multipart/form-data",
        headers={"Accept-Language": "it", "Origin": "http://localhost"},
    )
    assert response.status_code == 303


class Clock:
    """A clock standing in the middle of this import window."""

    def __init__(self) -> None:
        window = bounds.IMPORT_WINDOW_SECONDS
        self.now = (time.time() // window + 0.5) * window

    def time(self) -> float:
        return self.now


def test_imports_are_limited_per_client_address(
    app: Flask, client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    document = export(client, sample_table(client, "tarocco").id)
    clock = Clock()
    monkeypatch.setattr(bounds, "time", clock)
    app.config["IMPORTS_PER_CLIENT"] = 2
    here = {"REMOTE_ADDR": "203.0.113.7"}
    body = json.dumps(document).encode()
    for _ in range(2):
        response = post_raw(client, "/api/v1/imports", body, "en", environ_base=here)
        assert response.status_code == 201, response.get_json()
    count = tables_count(client)
    # The third, a tournament file or a table file, through the API or the form: 429.
    response = post_raw(client, "/api/v1/tournament-imports", b"{}", "it", environ_base=here)
    assert response.status_code == 429
    assert response.headers["Content-Type"].startswith("application/problem+json")
    assert "Troppe importazioni da questo indirizzo" in response.get_json()["detail"]
    wait = int(response.headers["Retry-After"])
    assert 0 < wait <= bounds.IMPORT_WINDOW_SECONDS
    response = client.post(
        "/import",
        data={"file": (io.BytesIO(body), "table.json")},
        content_type="multipart/form-data",
        headers={"Accept-Language": "en", "Origin": "http://localhost"},
        environ_base=here,
    )
    assert response.status_code == 429 and "Retry-After" in response.headers
    assert "Too many imports from this address" in response.get_data(as_text=True)
    assert tables_count(client) == count
    # Another address imports; the next window this one does too.
    elsewhere = {"REMOTE_ADDR": "203.0.113.8"}
    response = post_raw(client, "/api/v1/imports", body, "en", environ_base=elsewhere)
    assert response.status_code == 201
    clock.now += bounds.IMPORT_WINDOW_SECONDS
    response = post_raw(client, "/api/v1/imports", body, "en", environ_base=here)
    assert response.status_code == 201
