"""The application factory."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask, Response, jsonify, render_template, request
from flask_babel import Babel
from werkzeug.exceptions import HTTPException
from werkzeug.middleware.proxy_fix import ProxyFix

from .bus import make_bus
from .db import Database
from .games.base import Text
from .problems import NotFound, Problem
from .service import TableService
from .settings import build_config

log = logging.getLogger(__name__)

PACKAGE = Path(__file__).parent

HTTP_TEXTS: dict[int, tuple[Text, Text]] = {
    400: (
        Text(it="Richiesta non valida", en="Bad request"),
        Text(it="Richiesta non valida.", en="Bad request."),
    ),
    404: (
        Text(it="Non trovato", en="Not found"),
        Text(it="Pagina non trovata.", en="Page not found."),
    ),
    405: (
        Text(it="Metodo non consentito", en="Method not allowed"),
        Text(
            it="Questo indirizzo non accetta questo metodo.",
            en="This address does not take this method.",
        ),
    ),
    413: (
        Text(it="Richiesta troppo grande", en="Request too large"),
        Text(it="Richiesta troppo grande.", en="Request too large."),
    ),
    500: (
        Text(it="Errore del server", en="Server error"),
        Text(
            it="Qualcosa è andato storto dalla nostra parte: niente è stato registrato.",
            en="Something went wrong on our side: nothing was logged.",
        ),
    ),
}


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

    db = Database(app.config["DATABASE_URL"])
    if app.config["AUTO_MIGRATE"]:
        db.migrate()
    bus = make_bus(db.url)
    app.extensions["referee"] = TableService(db, bus)

    from .web.common import select_locale

    Babel(
        app,
        locale_selector=select_locale,
        default_translation_directories=str(PACKAGE / "translations"),
    )

    from .web import api, live, pages
    from .web.present import line_json  # noqa: F401  (templates import helpers through globals)
    from .web.regions import rules_links

    app.register_blueprint(pages.bp)
    app.register_blueprint(live.bp)
    app.register_blueprint(api.bp)
    app.add_url_rule("/api/openapi.json", "openapi_document", api.openapi_document)
    from .web.common import join_url
    from .web.forms import FORM_VALUES

    app.jinja_env.globals.update(
        rules_links=rules_links,
        card_face=pages.card_face,
        join_url=join_url,
        prefill=lambda game_id, move: FORM_VALUES[game_id](move),
    )

    @app.context_processor
    def _language() -> dict[str, Any]:
        from .web.common import lang

        return {"lang": lang(), "other_lang": "en" if lang() == "it" else "it"}

    @app.errorhandler(Problem)
    def _problem(problem: Problem) -> Any:
        return _problem_response(problem)

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Any:
        status = exc.code or 500
        title, detail = HTTP_TEXTS.get(status) or HTTP_TEXTS[400 if status < 500 else 500]
        problem = Problem(detail, title=title)
        problem.status = status
        problem.code = exc.name.lower().replace(" ", "-")
        response = _problem_response(problem)
        if isinstance(response, Response):
            for name, value in exc.get_headers():
                if name.lower() != "content-type":
                    response.headers[name] = value
        return response

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Any:
        log.exception("unexpected error")
        problem = Problem(
            Text(
                it="Qualcosa è andato storto dalla nostra parte: niente è stato registrato.",
                en="Something went wrong on our side: nothing was logged.",
            ),
            title=Text(it="Errore del server", en="Server error"),
        )
        problem.status = 500
        problem.code = "server-error"
        return _problem_response(problem)

    @app.teardown_appcontext
    def _noop(_exc: BaseException | None) -> None:
        return None

    app.extensions["referee_db"] = db
    return app


def _problem_response(problem: Problem) -> Any:
    from .web.common import lang

    language = lang()
    if request.path.startswith("/api/") or _wants_json():
        body = problem.to_json(language)
        body.setdefault("title", problem.title.get(language))
        response: Response = jsonify(body)
        response.status_code = problem.status
        response.mimetype = "application/problem+json"
        if "retry_after" in problem.extra:
            response.headers["Retry-After"] = str(problem.extra["retry_after"])
        if problem.status == 401:
            response.headers["WWW-Authenticate"] = 'Bearer realm="referee"'
        response.headers["Content-Language"] = language
        return response
    html = render_template(
        "error.html",
        title=problem.title.get(language),
        message=problem.detail.render(language, problem.names),
        rule=problem.rule,
        status=problem.status,
    )
    return Response(html, status=problem.status, mimetype="text/html")


def _wants_json() -> bool:
    best = request.accept_mimetypes.best_match(["text/html", "application/json"])
    return (
        best == "application/json"
        and request.accept_mimetypes[best] > request.accept_mimetypes["text/html"]
    )


__all__ = ["NotFound", "create_app"]
