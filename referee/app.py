"""The application factory: the database, the bus, the table service, the blueprints."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask
from flask_babel import Babel
from jinja2 import ChoiceLoader, FileSystemLoader
from werkzeug.middleware.proxy_fix import ProxyFix

from .live import make_bus
from .settings import build_config
from .store import Database
from .tables import TableService

PACKAGE = Path(__file__).parent


def _asset_dir(name: str) -> str:
    """``templates``/``static`` inside an installed wheel, else at the source tree's top."""
    packaged = PACKAGE / name
    return str(packaged if packaged.is_dir() else PACKAGE.parent / name)


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    app = Flask(
        __name__,
        template_folder=_asset_dir("templates"),
        static_folder=_asset_dir("static"),
    )
    app.config.update(build_config(config))
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True

    proxies = int(app.config.get("PROXIES") or 0)
    if proxies:
        # Behind a reverse proxy: the client's address (rate limits) and scheme come from it.
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=proxies, x_proto=proxies, x_host=proxies
        )

    db = Database(app.config["DATABASE_URL"], sqlite_synchronous=app.config["SQLITE_SYNCHRONOUS"])
    if app.config["AUTO_MIGRATE"]:
        db.migrate()
    app.extensions["referee"] = TableService(db, make_bus(db.url))

    from .web import api, errors, pages
    from .web.common import SeatCookies, close_reads, join_url, lang, select_locale
    from .web.games import template_folders
    from .web.pages.home import card_face
    from .web.pages.regions import rules_links

    Babel(
        app,
        locale_selector=select_locale,
        default_translation_directories=str(PACKAGE / "translations"),
    )
    app.register_blueprint(pages.bp)
    app.register_blueprint(pages.live.bp)
    app.register_blueprint(api.bp)
    app.add_url_rule("/api/openapi.json", "openapi_document", api.openapi_document)
    errors.register(app)
    app.teardown_appcontext(close_reads)
    app.session_interface = SeatCookies()

    # Games whose screens keep their templates elsewhere (a game registered by tests).
    extra = template_folders()
    if extra:
        assert app.jinja_loader is not None
        app.jinja_loader = ChoiceLoader(  # type: ignore[assignment]
            [app.jinja_loader, *(FileSystemLoader(folder) for folder in extra)]
        )
    app.jinja_env.globals.update(rules_links=rules_links, card_face=card_face, join_url=join_url)

    @app.context_processor
    def _language() -> dict[str, Any]:
        return {"lang": lang(), "other_lang": "en" if lang() == "it" else "it"}

    return app


__all__ = ["create_app"]
