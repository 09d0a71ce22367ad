"""Static files as phones get them: fingerprinted, compressed, cached for good.

At start the static folder is built once per process into a private temporary folder:
every file under its own name and under a fingerprinted one (``referee.3f2a1b9c0d4e.css``),
the scripts and stylesheets of a page joined into one file each (:data:`BUNDLES`: fewer
requests), and gzip and brotli copies of what compresses. WhiteNoise serves that folder:
fingerprinted names with ``Cache-Control: immutable`` for a year, plain names revalidated.
``url_for('static', filename=...)`` gives the fingerprinted address.
"""

from __future__ import annotations

import atexit
import hashlib
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import quote

import rcssmin
import rjsmin
from flask import Flask
from whitenoise import WhiteNoise
from whitenoise.compress import Compressor

#: Files that pages load together, joined in this order (htmx before its extensions, and
#: both before the scripts that listen to them).
BUNDLES: dict[str, tuple[str, ...]] = {
    "app.js": (
        "vendor/htmx-4.0.1/htmx.min.js",
        "vendor/htmx-4.0.1/ext/hx-sse.min.js",
        "vendor/htmx-4.0.1/ext/hx-upsert.min.js",
        "referee.js",
        "offline.js",
        "parts.js",
    ),
    "app.css": ("referee.css", "offline.css", "parts.css"),
}

#: A game's own styles (``games/<game>.css``), when it has any, are joined after the table's
#: into ``app-<game>.css``: its pages load that one file in place of ``app.css`` (still one
#: request), and no other game's table carries them.
GAME_STYLES = "games/{game}.css"
GAME_BUNDLE = "app-{game}.css"

#: Served by its own route (``/sw.js``), so that its scope is the whole site.
NOT_SERVED = frozenset({"sw.js"})

#: Plain (not fingerprinted) names may change under the same address: revalidate them.
PLAIN_MAX_AGE = 0


def fingerprinted(name: str, digest: str) -> str:
    """``vendor/htmx.min.js`` → ``vendor/htmx.min.<digest>.js``."""
    path = PurePosixPath(name)
    if not path.suffix:
        return f"{name}.{digest}"
    return str(path.with_name(f"{path.stem}.{digest}{path.suffix}"))


@dataclass
class StaticBuild:
    """The static folder as served: its files, their fingerprinted names, the bundles."""

    source: Path
    folder: Path
    #: plain name → fingerprinted name, for every file served.
    names: dict[str, str] = field(default_factory=dict)
    #: The fingerprint of the whole build (the service worker's version).
    version: str = ""

    def url_name(self, name: str) -> str:
        return self.names.get(name, name)

    def data_uri(self, name: str) -> str:
        """A small file as a ``data:`` address: one request fewer (the page's icon)."""
        data = (self.folder / name).read_bytes().decode().strip().replace('"', "'")
        return "data:image/svg+xml," + quote(data, safe=" =:/'")

    def stylesheet(self, game: str | None = None) -> str:
        """The stylesheet a page of ``game`` links (``app.css`` when it has no styles)."""
        own = GAME_BUNDLE.format(game=game)
        return own if game and own in self.names else "app.css"

    @property
    def hashed(self) -> frozenset[str]:
        return frozenset(self.names.values())


def lean(name: str, data: bytes) -> bytes:
    """Our own scripts and stylesheets minified (rjsmin, rcssmin): what a reader needs is in
    ``static/``, a phone needs none of its comments and spaces. Vendored, already minified
    files are left alone."""
    if ".min." in name or name.startswith("vendor/"):
        return data
    if name.endswith(".css"):
        return rcssmin.cssmin(data.decode()).encode() + b"\n"
    if name.endswith(".js"):
        return rjsmin.jsmin(data.decode()).encode() + b"\n"
    return data


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


def _sources(source: Path) -> dict[str, bytes]:
    return {
        path.relative_to(source).as_posix(): path.read_bytes()
        for path in sorted(source.rglob("*"))
        if path.is_file() and path.relative_to(source).as_posix() not in NOT_SERVED
    }


#: Files made from the others' fingerprinted names (the web app manifest names its icons).
Generate = Callable[[Callable[[str], str]], dict[str, bytes]]


def bundles(files: dict[str, bytes]) -> dict[str, tuple[str, ...]]:
    """:data:`BUNDLES`, and a game's bundle for every game's own stylesheet."""
    joined = dict(BUNDLES)
    prefix, suffix = GAME_STYLES.split("{game}")
    for name in files:
        if name.startswith(prefix) and name.endswith(suffix):
            game = name.removeprefix(prefix).removesuffix(suffix)
            joined[GAME_BUNDLE.format(game=game)] = (*BUNDLES["app.css"], name)
    return joined


def build(source: Path, generate: Generate | None = None) -> StaticBuild:
    """Build the served folder from ``source`` (see the module's docstring)."""
    files = _sources(source)
    for bundle, parts in bundles(files).items():
        files[bundle] = b"".join(lean(part, files[part]).rstrip() + b"\n" for part in parts)
    if generate is not None:
        names = {name: fingerprinted(name, _digest(data)) for name, data in files.items()}
        files.update(generate(lambda name: "/static/" + names[name]))
    folder = Path(tempfile.mkdtemp(prefix="referee-static-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    built = StaticBuild(source=source, folder=folder)
    compressor = Compressor(quiet=True)
    everything = hashlib.sha256()
    for name, data in sorted(files.items()):
        hashed = fingerprinted(name, _digest(data))
        built.names[name] = hashed
        everything.update(f"{hashed}\n".encode())
        # The plain and the fingerprinted name hold the same bytes: compressed once (brotli
        # is most of a build's time), the second name gets copies of the first's.
        first, made = "", []
        for served in dict.fromkeys((name, hashed)):
            target = folder / served
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            if not compressor.should_compress(served):
                continue
            if not first:
                first, made = str(target), compressor.compress(str(target))
                continue
            for path in made:  # name.br → hashed.br, with the first copy's times
                shutil.copy2(path, str(target) + path.removeprefix(first))
    built.version = everything.hexdigest()[:12]
    return built


_BUILDS: dict[tuple[str, tuple[tuple[str, int, int], ...]], StaticBuild] = {}


def static_build(source: Path, generate: Generate | None = None) -> StaticBuild:
    """The build of ``source``, made once per process (and again if a file changed)."""
    stamp = tuple(
        (str(path), path.stat().st_mtime_ns, path.stat().st_size)
        for path in sorted(source.rglob("*"))
        if path.is_file()
    )
    key = (str(source), stamp)
    if key not in _BUILDS:
        _BUILDS[key] = build(source, generate)
    return _BUILDS[key]


def install(app: Flask, generate: Generate | None = None) -> StaticBuild:
    """Serve the app's static folder with WhiteNoise, and fingerprint ``url_for('static')``."""
    assert app.static_folder is not None
    built = static_build(Path(app.static_folder), generate)
    hashed = built.hashed

    def immutable(_path: str, url: str) -> bool:
        return url.removeprefix("/static/") in hashed

    app.wsgi_app = WhiteNoise(  # type: ignore[method-assign]
        app.wsgi_app,
        root=str(built.folder),
        prefix="static/",
        max_age=PLAIN_MAX_AGE,
        allow_all_origins=False,
        immutable_file_test=immutable,
    )

    @app.url_defaults
    def _fingerprint(endpoint: str, values: dict[str, Any]) -> None:
        if endpoint == "static" and "filename" in values:
            values["filename"] = built.url_name(values["filename"])

    app.jinja_env.globals["inline_svg"] = built.data_uri
    app.jinja_env.globals["stylesheet"] = built.stylesheet
    app.extensions["referee_static"] = built
    return built
