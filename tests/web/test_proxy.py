"""Behind a reverse proxy the seat and language cookies are Secure when the phone used HTTPS;
a forged ``X-Forwarded-Proto`` counts only when proxies are configured."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask

from referee.app import create_app
from tests.web.conftest import Phone


@pytest.fixture
def proxied(database_url: str) -> Iterator[Flask]:
    application = create_app(
        {
            "DATABASE_URL": database_url,
            "SECRET_KEY": "test-secret",
            "AUTO_MIGRATE": False,
            "TESTING": True,
            "PROXIES": 1,
        }
    )
    yield application
    application.extensions["referee"].bus.close()
    application.extensions["referee"].db.dispose()


def _seat_cookie(app: Flask, **headers: str) -> str:
    response = Phone(app).post("/tables", _form(), **headers)
    assert response.status_code == 303
    cookies = [c for c in response.headers.getlist("Set-Cookie") if c.startswith("referee=")]
    assert len(cookies) == 1
    return cookies[0]


def _form() -> dict[str, object]:
    return {"game": "tamalo", "player": ["Anna", "Bruno"], "me": "0"}


def test_behind_a_proxy_https_makes_the_seat_cookie_secure(proxied: Flask) -> None:
    cookie = _seat_cookie(proxied, **{"X-Forwarded-Proto": "https"})
    assert "; Secure" in cookie and "; HttpOnly" in cookie


def test_behind_a_proxy_plain_http_stays_plain(proxied: Flask) -> None:
    assert "; Secure" not in _seat_cookie(proxied, **{"X-Forwarded-Proto": "http"})
    assert "; Secure" not in _lang_cookie(proxied, **{"X-Forwarded-Proto": "http"})


def test_without_proxies_a_forwarded_scheme_is_not_believed(app: Flask) -> None:
    assert "; Secure" not in _seat_cookie(app, **{"X-Forwarded-Proto": "https"})
    assert "; Secure" not in _lang_cookie(app, **{"X-Forwarded-Proto": "https"})


def _lang_cookie(app: Flask, base_url: str = "http://localhost", **headers: str) -> str:
    response = app.test_client().get("/lang/it", headers=headers, base_url=base_url)
    assert response.status_code == 303
    cookies = [c for c in response.headers.getlist("Set-Cookie") if c.startswith("lang=")]
    assert len(cookies) == 1 and cookies[0].startswith("lang=it;")
    return cookies[0]


def test_behind_a_proxy_https_makes_the_language_cookie_secure(proxied: Flask) -> None:
    cookie = _lang_cookie(proxied, **{"X-Forwarded-Proto": "https"})
    assert "; Secure" in cookie and "; HttpOnly" in cookie and "; SameSite=Lax" in cookie


def test_the_language_cookie_is_secure_over_https_or_an_https_public_address(
    app: Flask, database_url: str
) -> None:
    assert "; Secure" in _lang_cookie(app, base_url="https://localhost")
    public = create_app(
        {
            "DATABASE_URL": database_url,
            "SECRET_KEY": "test-secret",
            "AUTO_MIGRATE": False,
            "PUBLIC_URL": "https://referee.example",
        }
    )
    try:
        assert "; Secure" in _lang_cookie(public)  # served plain behind it, seen as https
    finally:
        public.extensions["referee"].bus.close()
        public.extensions["referee"].db.dispose()
