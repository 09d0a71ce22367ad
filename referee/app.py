"""The application factory: the database, the bus, the table service, the blueprints."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import timedelta
from pathlib import Path
from typing import Any

from flask import Flask
from flask_babel import Babel
from flask_compress import Compress
from jinja2 import ChoiceLoader
from werkzeug.middleware.proxy_fix import ProxyFix

from .live import make_bus, semaphore
from .settings import build_config
from .store import Database, SharedRenders
from .tables import TableService
from .web.templating import App

PACKAGE = Path(__file__).parent


def _asset_dir(name: str) -> str:
    """``templates``/``static`` inside an installed wheel, else at the source tree's top."""
    packaged = PACKAGE / name
    return str(packaged if packaged.is_dir() else PACKAGE.parent / name)


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    app = App(
        __name__,
        template_folder=_asset_dir("templates"),
        static_folder=_asset_dir("static"),
    )
    app.config.update(build_config(config))
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    # Every template kept once compiled, in a plain dict: Jinja's default keeps 400 in an LRU
    # whose every hit takes a lock and moves its key through a deque (a scan of the ~140
    # templates), and an update includes about 30 of them.
    app.jinja_env.cache = {}

    db = Database(app.config["DATABASE_URL"], sqlite_synchronous=app.config["SQLITE_SYNCHRONOUS"])
    if app.config["AUTO_MIGRATE"]:
        db.migrate()
    keep_keys = timedelta(hours=float(app.config["IDEMPOTENCY_KEEP_HOURS"]))
    app.extensions["referee"] = TableService(db, make_bus(db.url), keep_keys)
    # Several processes share a PostgreSQL database; SQLite is served by one process, whose
    # render cache already makes one render per update.
    if app.config["SHARED_RENDERS"] and not db.is_sqlite:
        app.extensions["referee_shared_renders"] = SharedRenders(db, claims=semaphore(8))

    from .web import api, errors, fragments, i18n, pages, pwa
    from .web.addresses import CONVERTERS
    from .web.common import SeatCookies, close_reads, join_url, lang, release_reads, select_locale
    from .web.games import ScreenTemplates
    from .web.pages.entries import rules_links
    from .web.pages.regions import you_mark
    from .web.pages.scoreboard import minus

    Babel(
        app,
        locale_selector=select_locale,
        default_translation_directories=str(PACKAGE / "translations"),
    )
    i18n.install(app)
    fragments.install(app)
    app.url_map.converters.update(CONVERTERS)
    app.register_blueprint(pages.bp)
    app.register_blueprint(pages.live.bp)
    app.register_blueprint(api.bp)
    app.register_blueprint(pwa.bp)
    app.add_url_rule("/api/openapi.json", "openapi_document", api.openapi_document)
    errors.register(app)
    app.teardown_appcontext(close_reads)
    db.before_write = release_reads  # a request holds no read connection while it writes
    app.session_interface = SeatCookies()

    # Games whose screens keep their templates elsewhere (a game registered by tests).
    assert app.jinja_loader is not None
    app.jinja_loader = ChoiceLoader([app.jinja_loader, ScreenTemplates()])  # type: ignore[assignment]
    app.jinja_env.globals.update(rules_links=rules_links, you_mark=you_mark, join_url=join_url)
    app.jinja_env.filters["minus"] = minus  # a total below zero with the minus sign

    @app.context_processor
    def _language() -> dict[str, Any]:
        return {"lang": lang(), "other_lang": "en" if lang() == "it" else "it"}

    _serving(app)
    return app


#: Dynamic answers are compressed (brotli or gzip, as the client accepts); the live streams
#: are not, so that every message leaves at once.
COMPRESSION = {
    "COMPRESS_ALGORITHM": ["br", "gzip"],
    "COMPRESS_BR_LEVEL": 5,
    "COMPRESS_STREAMS": False,
    "COMPRESS_MIMETYPES": [
        "text/html",
        "text/plain",
        "text/javascript",
        "application/json",
        "application/problem+json",
        "application/manifest+json",
        "image/svg+xml",
    ],
}


def _serving(app: Flask) -> None:
    """Around the app: compression, static files, the security headers, then the proxies."""
    for key, value in COMPRESSION.items():
        app.config.setdefault(key, value)
    Compress(app)
    from .web.assets import install
    from .web.headers import SecurityHeaders
    from .web.pwa import manifest_files

    install(app, manifest_files)
    app.wsgi_app = SecurityHeaders(app.wsgi_app)  # type: ignore[method-assign]
    proxies = int(app.config.get("PROXIES") or 0)
    if proxies:
        # Behind a reverse proxy: the client's address (rate limits) and scheme come from it.
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=proxies, x_proto=proxies, x_host=proxies
        )


__all__ = ["create_app"]
