"""The installable app: the web app manifest (a static file) and the service worker.

The service worker is ``static/sw.js`` served at ``/sw.js`` (a worker controls the pages
under its own folder, and the app is the whole site), after a prelude naming this build's
version and the files of the shell it keeps for offline use. It is revalidated on every
load (``no-cache`` with an ETag): a new build reaches phones at once.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from flask import Blueprint, Response, current_app, request, url_for

from .assets import StaticBuild, lean

bp = Blueprint("pwa", __name__)

THEME = "#0f5132"
ICONS = (
    ("icons/icon-192.png", "192x192", "any"),
    ("icons/icon-512.png", "512x512", "any"),
    ("icons/maskable-512.png", "512x512", "maskable"),
)
MANIFEST = "manifest.webmanifest"
#: What a page loads, kept by the service worker for a reload without a connection.
SHELL = ("app.js", "app.css")


def _build() -> StaticBuild:
    return current_app.extensions["referee_static"]


def _revalidated(body: str, mimetype: str) -> Response:
    response = Response(body, mimetype=mimetype)
    response.headers["Cache-Control"] = "no-cache"
    response.set_etag(hashlib.sha256(body.encode()).hexdigest()[:20])
    response.make_conditional(request)
    return response


def manifest_files(static_url: Callable[[str], str]) -> dict[str, bytes]:
    """The web app manifest, a static file like the icons it names (fingerprinted and
    cached for good; a page links it with ``url_for('static', filename=MANIFEST)``)."""
    body = {
        "name": "Referee",
        "short_name": "Referee",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "orientation": "portrait",
        "theme_color": THEME,
        "background_color": THEME,
        "icons": [
            {"src": static_url(name), "sizes": sizes, "type": "image/png", "purpose": purpose}
            for name, sizes, purpose in ICONS
        ],
    }
    return {MANIFEST: json.dumps(body, separators=(",", ":")).encode()}


@bp.get("/sw.js")
def service_worker() -> Response:
    built = _build()
    source = lean("sw.js", Path(built.source, "sw.js").read_bytes()).decode()
    prelude: dict[str, Any] = {
        "VERSION": built.version,
        "SHELL": [url_for("static", filename=name) for name in SHELL],
    }
    lines = [
        f"const {name} = {json.dumps(value, ensure_ascii=False)};"
        for name, value in prelude.items()
    ]
    response = _revalidated("\n".join([*lines, source]), "text/javascript")
    response.headers["Service-Worker-Allowed"] = "/"
    return response
