"""Every answer of the app carries the security headers: each route of the URL map (pages,
fragments, the live stream, static files, the API), its errors, and HSTS over HTTPS."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from werkzeug.test import TestResponse

from referee.app import create_app
from tests.web.conftest import Phone, hand, service

CSP = {
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "connect-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "frame-ancestors": "'none'",
}


def assert_secured(response: TestResponse, where: str) -> None:
    headers = response.headers
    policy = dict(
        part.strip().split(" ", 1) for part in headers["Content-Security-Policy"].split(";")
    )
    for directive, value in CSP.items():
        # A directive the policy leaves out falls back to default-src.
        assert policy.get(directive, policy["default-src"]) == value, (where, directive)
    assert not any("unsafe" in value or "*" in value for value in policy.values()), where
    assert headers["X-Content-Type-Options"] == "nosniff", where
    assert headers["Referrer-Policy"] == "same-origin", where


def sample_arguments(app: Flask, table_id: str) -> dict[str, Any]:
    table = service(app).table(table_id)
    return {
        "table_id": table_id,
        "secret": table.join_secret,
        "seq": 1,
        "seat": 1,
        "rule_id": "TAM-VAL",
        "code": table.room_code,
        "filename": "referee.css",
        "name": "house-rules",
        "game_id": "tamalo",
        "check": "compare",
        "person_id": "nobody",
        "tournament_id": "nobody",
        "person": "nobody",
        "action": "paid",
        "issued": 1,
    }


def test_every_route_answers_with_the_headers(app: Flask, anna: Phone) -> None:
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0)
    assert anna.move(table_id, hand(0, 5, 6, 7)).status_code == 303
    arguments = sample_arguments(app, table_id)
    seen = 0
    for rule in app.url_map.iter_rules():
        values = {name: arguments[name] for name in rule.arguments}
        if rule.endpoint == "pages.set_language":
            values["code"] = "it"
        with app.test_request_context():
            url = app.url_for(rule.endpoint, **values)
        for method in sorted((rule.methods or set()) - {"HEAD", "OPTIONS"}):
            if method == "GET":
                response = anna.client.get(url, buffered=False, headers={"Accept-Language": "en"})
            else:
                response = anna.client.post(url, data={}, headers={"Origin": "http://localhost"})
            try:
                assert_secured(response, f"{method} {url} ({response.status_code})")
            finally:
                response.close()
            seen += 1
    assert seen >= 40


@pytest.mark.parametrize(
    "url",
    ["/nowhere", "/t/nope", "/api/v1/tables/nope", "/static/nothing.css", "/sw.js"],
)
def test_errors_and_the_app_shell_carry_them_too(client: Any, url: str) -> None:
    response = client.get(url)
    response.close()
    assert_secured(response, url)
    assert "Strict-Transport-Security" not in response.headers


def test_the_fingerprinted_static_files_carry_them(app: Flask, client: Any) -> None:
    with app.test_request_context():
        url = app.url_for("static", filename="app.js")
    response = client.get(url)
    response.close()
    assert response.status_code == 200
    assert_secured(response, url)


def test_hsts_over_https_only(client: Any) -> None:
    assert "Strict-Transport-Security" not in client.get("/").headers
    secure = client.get("/", base_url="https://localhost")
    assert secure.headers["Strict-Transport-Security"].startswith("max-age=")
    assert int(secure.headers["Strict-Transport-Security"].split("=")[1]) >= 31536000


def test_hsts_behind_a_proxy_that_speaks_https(sqlite_url: str) -> None:
    app = create_app(
        {"DATABASE_URL": sqlite_url, "SECRET_KEY": "t", "AUTO_MIGRATE": False, "PROXIES": 1}
    )
    try:
        client = app.test_client()
        behind = client.get("/", headers={"X-Forwarded-Proto": "https"})
        assert "Strict-Transport-Security" in behind.headers
        assert_secured(behind, "/ behind a proxy")
        plain = client.get("/", headers={"X-Forwarded-Proto": "http"})
        assert "Strict-Transport-Security" not in plain.headers
    finally:
        app.extensions["referee"].bus.close()
        app.extensions["referee"].db.dispose()


def test_no_page_has_inline_script_or_style(app: Flask, anna: Phone) -> None:
    """What the policy forbids is not in the pages either (the browser would block it)."""
    table_id = anna.create(["Anna", "Bruno", "Carla"], me=0, target=50)
    assert anna.move(table_id, hand(0, 5, 6, 7)).status_code == 303
    for url in ("/", f"/t/{table_id}", f"/t/{table_id}/qr", "/rules", "/rules/TAM-VAL"):
        page = anna.get(url).get_data(as_text=True)
        assert " style=" not in page, url
        assert "<style" not in page, url
        assert not re.search(r"<[^>]*\son[a-z]+\s*=", page), url
        for script in page.split("<script")[1:]:
            assert script.lstrip().startswith("src="), url
