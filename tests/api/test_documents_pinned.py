"""The catalogue and the OpenAPI document are pinned: a change to either is deliberate.

A refactoring must leave ``GET /api/v1/games`` (in both languages) and
``/api/openapi.json`` byte for byte as they were. When a change is meant, regenerate the
files with ``REFEREE_PIN=1 python -m pytest tests/api/test_documents_pinned.py`` and commit
them with the change that explains them.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from flask import Flask

PINNED = Path(__file__).resolve().parent.parent / "data" / "api"

DOCUMENTS = {
    "games.en.json": ("/api/v1/games", "en"),
    "games.it.json": ("/api/v1/games", "it"),
    "openapi.json": ("/api/openapi.json", "en"),
}


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_document_is_as_pinned(app: Flask, name: str) -> None:
    path, lang = DOCUMENTS[name]
    response = app.test_client().get(path, headers={"Accept-Language": lang})
    assert response.status_code == 200
    document = json.dumps(response.get_json(), indent=1, ensure_ascii=False) + "\n"
    pinned = PINNED / name
    if os.environ.get("REFEREE_PIN"):
        pinned.write_text(document)
    assert document == pinned.read_text(), f"{path} ({lang}) changed: see this file's docstring"
