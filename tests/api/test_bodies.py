"""Request bodies are JSON only when they say so, and parse safely whatever they hold."""

from __future__ import annotations

import logging

import pytest

from tests.conftest import ApiTable

NESTED = '{"type": "hand", "hands": ' + "[" * 3000 + "]" * 3000 + ', "expected_seq": 0}'


def _endpoints(table: ApiTable) -> list[str]:
    base = f"/api/v1/tables/{table.id}"
    return [
        "/api/v1/tables",
        f"{base}/join",
        f"{base}/moves",
        f"{base}/moves/1/void",
        f"{base}/moves/1/correct",
        f"{base}/host",
        f"{base}/seats/0",
    ]


def test_a_deeply_nested_body_is_a_400_on_every_json_endpoint(
    table: ApiTable, caplog: pytest.LogCaptureFixture
) -> None:
    table.hand(None, [["AH"], ["2C"], 0, 3])
    before = table.client.get(f"/api/v1/tables/{table.id}/moves").get_json()
    caplog.set_level(logging.WARNING)
    for url in _endpoints(table):
        response = table.client.post(
            url, data=NESTED, content_type="application/json", headers=table.auth()
        )
        assert response.status_code == 400, url
        assert response.mimetype == "application/problem+json"
        assert "nests deeper than 32 levels" in response.get_json()["detail"]
    assert table.client.get(f"/api/v1/tables/{table.id}/moves").get_json() == before
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_brackets_inside_strings_are_text_not_nesting(table: ApiTable) -> None:
    response = table.client.post(
        f"/api/v1/tables/{table.id}/moves/1/void",
        json={"expected_seq": 0, "reason": "[" * 100 + '\\"{' * 30},
        headers=table.auth(),
    )
    assert response.status_code == 404  # parsed: there is no move 1 yet


@pytest.mark.parametrize(
    ("content_type", "data"),
    [
        ("text/plain", '{"game": "tamalo", "players": ["A", "B"]}'),
        ("application/x-www-form-urlencoded", "game=tamalo"),
        ("application/json; charset=utf-16", '{"game": "tamalo", "players": ["A", "B"]}'),
        (None, '{"game": "tamalo", "players": ["A", "B"]}'),
    ],
)
def test_a_body_not_sent_as_json_is_a_415(
    table: ApiTable, content_type: str | None, data: str
) -> None:
    headers = {"Content-Type": content_type} if content_type else {}
    response = table.client.post("/api/v1/tables", data=data.encode(), headers=headers)
    assert response.status_code == 415
    assert response.mimetype == "application/problem+json"
    assert "application/json" in response.get_json()["detail"]


@pytest.mark.parametrize(
    "data",
    [
        '{"game": "tamalo", "players": ["A", "B"]}'.encode("utf-16"),
        b'{"game": "tamalo", "players": ["\xff"]}',
        b'{"game": "tamalo", "players": ["\\ud800"]}',
        b'{"game": "tamalo", "players": ["A", "B"], "host_seat": NaN}',
        b'{"game": "tamalo", "players": ["A", "B"], "host_seat": ' + b"9" * 5000 + b"}",
    ],
    ids=["utf-16", "latin-1", "lone-surrogate", "nan", "huge-number"],
)
def test_bodies_that_are_not_utf8_json_text_are_a_400(table: ApiTable, data: bytes) -> None:
    response = table.client.post("/api/v1/tables", data=data, content_type="application/json")
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"


def test_a_json_body_with_its_charset_is_fine(table: ApiTable) -> None:
    response = table.client.post(
        "/api/v1/tables",
        data='{"game": "tamalo", "players": ["Anna", "Bruno"]}',
        content_type="application/json; charset=UTF-8",
    )
    assert response.status_code == 201
