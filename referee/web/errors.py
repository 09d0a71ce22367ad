"""Errors as the user sees them: ``application/problem+json`` for the API (and clients that
ask for JSON), a page in the reader's language otherwise."""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from ..games.base import Text
from ..problems import Problem
from .addresses import AddressProblem
from .common import lang

log = logging.getLogger(__name__)

SERVER_ERROR = (
    Text(it="Errore del server", en="Server error"),
    Text(
        it="Qualcosa è andato storto dalla nostra parte: niente è stato registrato.",
        en="Something went wrong on our side: nothing was logged.",
    ),
)

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
    500: SERVER_ERROR,
}


def register(app: Flask) -> None:
    """Answer every error the house way."""

    @app.errorhandler(Problem)
    def _problem(problem: Problem) -> Any:
        return problem_response(problem)

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException) -> Any:
        if isinstance(exc, AddressProblem):
            return problem_response(exc.problem)
        status = exc.code or 500
        title, detail = HTTP_TEXTS.get(status) or HTTP_TEXTS[400 if status < 500 else 500]
        problem = Problem(detail, title=title)
        problem.status = status
        problem.code = exc.name.lower().replace(" ", "-")
        response = problem_response(problem)
        for name, value in exc.get_headers():
            if name.lower() != "content-type":
                response.headers[name] = value
        return response

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Any:
        log.exception("unexpected error")
        problem = Problem(SERVER_ERROR[1], title=SERVER_ERROR[0])
        problem.status = 500
        problem.code = "server-error"
        return problem_response(problem)


def problem_response(problem: Problem) -> Response:
    language = lang()
    if request.path.startswith("/api/") or _wants_json():
        body = problem.to_json(language)
        body.setdefault("title", problem.title.get(language))
        response: Response = jsonify(body)
        response.status_code = problem.status
        response.mimetype = "application/problem+json"
        if problem.status == 401:
            response.headers["WWW-Authenticate"] = 'Bearer realm="referee"'
        response.headers["Content-Language"] = language
    else:
        html = render_template(
            "error.html",
            title=problem.title.get(language),
            message=problem.detail.render(language, problem.names),
            rule=problem.rule,
            status=problem.status,
        )
        response = Response(html, status=problem.status, mimetype="text/html")
    if "retry_after" in problem.extra:  # a page asked to wait is told how long, too
        response.headers["Retry-After"] = str(problem.extra["retry_after"])
    return response


def _wants_json() -> bool:
    best = request.accept_mimetypes.best_match(["text/html", "application/json"])
    return (
        best == "application/json"
        and request.accept_mimetypes[best] > request.accept_mimetypes["text/html"]
    )
