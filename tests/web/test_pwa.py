"""The installable app's files: the service worker at the site's root, what it keeps, and
the manifest with its icons (the browser test installs and uses them)."""

from __future__ import annotations

import json
import re
from typing import Any

from flask import Flask

from tests.web.dom import parse


def linked_manifest(client: Any) -> str:
    page = parse(client.get("/").get_data(as_text=True))
    return page.one("link[rel=manifest]").attrs["href"]


def test_the_worker_is_served_at_the_root_and_revalidated(client: Any) -> None:
    worker = client.get("/sw.js")
    assert worker.status_code == 200
    assert worker.mimetype == "text/javascript"
    assert worker.headers["Cache-Control"] == "no-cache"
    again = client.get("/sw.js", headers={"If-None-Match": worker.headers["ETag"]})
    assert again.status_code == 304
    shell = json.loads(re.search(r"const SHELL = (\[.*?\]);", worker.get_data(as_text=True))[1])
    page = client.get("/").get_data(as_text=True)
    for url in shell:
        assert url in page  # what it keeps is what a page loads
        kept = client.get(url)
        kept.close()
        assert kept.status_code == 200 and "immutable" in kept.headers["Cache-Control"]


def test_a_new_build_is_a_new_worker(app: Flask, client: Any) -> None:
    version = re.search(r'const VERSION = "(\w+)"', client.get("/sw.js").get_data(as_text=True))
    assert version is not None and version[1] == app.extensions["referee_static"].version


def test_the_manifest_names_the_app_and_its_icons(client: Any) -> None:
    url = linked_manifest(client)
    assert re.fullmatch(r"/static/manifest\.[0-9a-f]{12}\.webmanifest", url)
    answer = client.get(url)
    manifest = json.loads(answer.get_data())
    answer.close()
    assert manifest["name"] == "Referee"
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    assert manifest["theme_color"].startswith("#")
    sizes = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]}
    assert sizes == {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
    for icon in manifest["icons"]:
        image = client.get(icon["src"])
        assert image.status_code == 200 and image.get_data().startswith(b"\x89PNG")
        image.close()


def test_a_games_own_styles_reach_its_pages_and_no_other(app: Flask, client: Any) -> None:
    """Scala 40's suit blocks are in the one stylesheet its table links, not in Tamalo's."""
    sheets = {}
    for game, players in (("tamalo", ["Anna", "Bruno"]), ("scala40", ["Anna", "Bruno"])):
        made = client.post("/api/v1/tables", json={"game": game, "players": players})
        page = parse(client.get(f"/t/{made.get_json()['id']}").get_data(as_text=True))
        [link] = page.all("link[rel=stylesheet]")
        sheet = client.get(link.attrs["href"])
        sheets[game] = sheet.get_data(as_text=True)
        sheet.close()
    assert ".suit-block" in sheets["scala40"] and ".suit-block" not in sheets["tamalo"]
    # The game's bundle is the table's stylesheet and then its own, in one file.
    assert sheets["scala40"].startswith(sheets["tamalo"].rstrip())
