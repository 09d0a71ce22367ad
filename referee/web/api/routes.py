"""The JSON API under ``/api/v1``: the pages' operations for programs and other apps."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

from flask import Blueprint, Response, jsonify, request, url_for
from pydantic import BaseModel, ValidationError

from ...disputes import ledger
from ...disputes.confirm import ledger_json
from ...games import CATALOGUE
from ...games.base import Text, describe_validation
from ...games.rule_search import QUERY_MAX
from ...games.rule_search import search as search_rules
from ...games.rulebook import RULES
from ...live import sse
from ...problems import BadRequest, Conflict, Invalid
from ...tables import Actor, Command, Created, WriteResult, commands, require
from ...tables.parts import PART, enter_part, hand_in_progress
from ...tables.seat_draw import drawn_table
from .. import checks
from ..common import (
    bearer_token,
    client_key,
    forget_reads,
    join_url,
    json_body,
    known_rule,
    lang,
    qr_response,
    reads,
    service,
    table_url,
)
from ..present import event_json, games_json, rule_json, summary_json, table_json
from ..present.table_tournament import check_take_over, table_tournament
from ..streams import (
    render_cache,
    resume_from,
    stream_reads,
    stream_response,
)
from .openapi import MAX_INT, ApiSpec
from .schemas import (
    CodeOut,
    CorrectIn,
    CreatedOut,
    CreateTableIn,
    EventsOut,
    GamesOut,
    HostIn,
    JoinIn,
    JoinOut,
    Problem,
    RuleOut,
    RulesOut,
    SeatIn,
    TableOut,
    VoidIn,
    WriteOut,
)

bp = Blueprint("api", __name__, url_prefix="/api/v1")
spec = ApiSpec(bp)

M = TypeVar("M", bound=BaseModel)

P = (Problem, "A problem (application/problem+json).")


def _writes(created: str) -> dict[int, tuple[type[BaseModel] | str | None, str]]:
    """The answers of every logging operation."""
    return {
        200: (WriteOut, "A retry of an earlier request with the same Idempotency-Key."),
        201: (WriteOut, created),
        400: P,
        401: P,
        403: P,
        404: P,
        409: P,
        422: P,
    }


@bp.before_request
def _known_query_only() -> None:
    """A misspelt query parameter is an error, not silently ignored."""
    allowed = spec.query_names.get(request.endpoint or "", set())
    unknown = sorted(set(request.args) - allowed)
    if unknown:
        name = unknown[0][:40]
        raise Invalid(
            Text(
                it=f"Parametro sconosciuto nell'indirizzo: «{name}».",
                en=f"Unknown query parameter: '{name}'.",
            ),
            field=name,
        )


def _body(model: type[M]) -> M:
    data = json_body()
    if not isinstance(data, dict):
        raise BadRequest(
            Text(
                it="Il corpo della richiesta deve essere un oggetto JSON.",
                en="The request body must be a JSON object.",
            )
        )
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise Invalid(describe_validation(exc)) from None


def _actor(table_id: str) -> Actor:
    """The device of the bearer token; 404 for an unknown table, else 401 without a seat."""
    r = reads(table_id)
    actor = r.actor(bearer_token())
    if actor is None:
        r.context  # noqa: B018 - an unknown table is a 404 before any 401
    return require(actor)


def _idempotency_key() -> str | None:
    return request.headers.get("Idempotency-Key")


def _dispatch(table_id: str, build: Callable[[], Command]) -> tuple[Response, int]:
    """Every logging operation: the bearer's seat, the typed command, the service, the answer.

    A 409 carries the table as it is now, so the client can show what changed.
    """
    token = bearer_token()
    actor = service().bearer(table_id, token, lambda: _actor(table_id))
    try:
        result = service().execute(actor, build(), token)
    except Conflict as conflict:
        forget_reads(table_id)
        conflict.extra["table"] = summary_json(reads(table_id).view, lang())
        raise
    forget_reads(table_id)
    return _written(table_id, result)


def _written(table_id: str, result: WriteResult) -> tuple[Response, int]:
    view = result.view or reads(table_id).view
    entry = result.entry or reads(table_id).entry(result.seq)
    assert entry is not None
    language = lang()
    # ``WriteOut`` as it is documented, built straight from our own JSON-ready dicts (the
    # API's tests check every answer against the schema; no validation round trip here).
    body = {
        "seq": result.seq,
        "event": event_json(entry, language, view.names),
        "table": summary_json(view, language),
        "replayed": result.replayed,
    }
    if "hand_in_progress" in result.body:  # a part of a hand: how the hand stands now
        body["hand_in_progress"] = result.body["hand_in_progress"]
    response = jsonify(body)
    if result.replayed:
        response.headers["Idempotent-Replayed"] = "true"
    return response, 200 if result.replayed else 201


def _after() -> int:
    """The ``after`` query parameter: a seq, 0 if absent; anything else is a 422."""
    raw = request.args.get("after", "0")
    after = int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 10 else -1
    if not 0 <= after <= MAX_INT:
        raise Invalid(
            Text(it="«after» è un intero ≥ 0.", en="'after' is an integer ≥ 0."), field="after"
        )
    return after


#: The most events a page of a table's log holds, and how many it holds unless asked.
LOG_PAGE_MAX = 1000
LOG_PAGE = 200
#: The most hands a table's JSON embeds (the latest; the log holds the rest).
TABLE_HANDS_MAX = 100


def _limit() -> int:
    """The ``limit`` query parameter: 1 to :data:`LOG_PAGE_MAX`, :data:`LOG_PAGE` if absent;
    anything else is a 422."""
    raw = request.args.get("limit", str(LOG_PAGE))
    limit = int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 10 else 0
    if not 1 <= limit <= LOG_PAGE_MAX:
        raise Invalid(
            Text(
                it=f"«limit» è un intero da 1 a {LOG_PAGE_MAX}.",
                en=f"'limit' is an integer from 1 to {LOG_PAGE_MAX}.",
            ),
            field="limit",
        )
    return limit


def _text_arg(name: str, longest: int) -> str | None:
    """A text query parameter no longer than ``longest`` characters (else a 422), if given."""
    raw = request.args.get(name)
    if raw is not None and len(raw) > longest:
        raise Invalid(
            Text(
                it=f"«{name}» ha al massimo {longest} caratteri.",
                en=f"'{name}' has at most {longest} characters.",
            ),
            field=name,
        )
    return raw


# -- catalogue ----------------------------------------------------------------------------


@spec.route(
    "GET",
    "/games",
    summary="The games and their rule options",
    responses={200: (GamesOut, "The catalogue.")},
)
def list_games() -> Response:
    """Every game the referee knows, with its deck, option schemas, defaults and move types."""
    language = lang()
    games = [{**game, "deck": _deck_json(game["id"], language)} for game in games_json(language)]
    return jsonify(GamesOut.model_validate({"games": games}).model_dump(mode="json"))


def _deck_json(game_id: str, language: str) -> dict[str, Any]:
    """A game's deck as its catalogue entry gives it: size, jokers, codes, description."""
    deck = CATALOGUE[game_id].deck
    return {
        "size": deck.size,
        "jokers": deck.jokers,
        "codes": list(deck.codes),
        "description": deck.description.get(language),
    }


@spec.route(
    "GET",
    "/rules",
    summary="Every rule id with its source text, or the rules a search finds",
    query=[
        {
            "name": "q",
            "in": "query",
            "required": False,
            "schema": {"type": "string", "maxLength": QUERY_MAX},
            "description": "Words every rule found holds (its id, title, Italian source or "
            "digest, in either language; accents and case do not matter), the best first.",
        },
        {
            "name": "game",
            "in": "query",
            "required": False,
            "schema": {"type": "string", "maxLength": 64},
            "description": "Only this game's rules.",
        },
        {
            "name": "first",
            "in": "query",
            "required": False,
            "schema": {"type": "string", "maxLength": 64},
            "description": "A search's rules of this game (the table's) before the others'.",
        },
    ],
    responses={200: (RulesOut, "The rulebook, or the rules found."), 422: P},
)
def list_rules() -> Response:
    language = lang()
    query, game = _text_arg("q", QUERY_MAX), _text_arg("game", 64)
    first = _text_arg("first", 64)
    if query is not None:
        rules = search_rules(
            query, RULES.values(), game, first=first, synonyms=CATALOGUE.synonyms()
        )
    else:
        rules = [rule for rule in RULES.values() if game is None or rule.game == game]
    return jsonify({"rules": [rule_json(rule, language) for rule in rules]})


@spec.route(
    "GET",
    "/rules/<rule_id>",
    summary="One rule: Italian source and English digest",
    responses={200: (RuleOut, "The rule."), 404: P},
)
def get_rule_json(rule_id: str) -> Response:
    return jsonify(rule_json(known_rule(rule_id), lang()))


# -- referee checks -----------------------------------------------------------------------

#: The answers of a referee check (its 200 is the check's own answer, per check).
_CHECK_ANSWERS: dict[int, tuple[type[BaseModel] | str | None, str]] = {
    404: (Problem, "No such game, table or check."),
    422: P,
}


def _check_body() -> dict[str, Any]:
    data = json_body()
    if not isinstance(data, dict):
        raise BadRequest(
            Text(
                it="La domanda deve essere un oggetto JSON.",
                en="The question must be a JSON object.",
            )
        )
    return data


@spec.route(
    "POST",
    "/games/<game_id>/checks/<check>",
    summary="Ask one of a game's referee checks",
    body="check",
    checks="game",
    responses=_CHECK_ANSWERS,
)
def ask_game_check(game_id: str, check: str) -> Response:
    """The check's fields, and ``options`` (the rule options to ask under; omitted = the
    defaults). Nothing is logged: the same question always gets the same answer. A rule
    the cards break is part of the answer (its verdict), never a refusal; a 422 is a body
    the check cannot read (a field at fault is named)."""
    game = checks.known_game(game_id)
    row = checks.known_check(game, check)
    data = _check_body()
    options = checks.options_of(game, data.pop("options", {}))
    return jsonify(checks.ask(row, data, options).model_dump(mode="json"))


@spec.route(
    "POST",
    "/tables/<table_id>/checks/<check>",
    summary="Ask a referee check of a table's game, under the table's options",
    body="check",
    checks="table",
    responses=_CHECK_ANSWERS,
)
def ask_table_check(table_id: str, check: str) -> Response:
    """The check's fields only: the table's options are the ones in force (a body with
    ``options`` is refused). Whoever may read the table may ask; nothing is logged."""
    context = reads(table_id).context
    row = checks.known_check(context.game, check)
    data = _check_body()
    if "options" in data:
        raise Invalid(checks.TABLE_OPTIONS, field="options")
    return jsonify(checks.ask(row, data, context.options).model_dump(mode="json"))


# -- tables -------------------------------------------------------------------------------


@spec.route(
    "POST",
    "/tables",
    summary="Create a table",
    body="CreateTableIn",
    responses={201: (CreatedOut, "The table, its join link and the host's token."), 400: P, 422: P},
)
def create_table() -> tuple[Response, int]:
    """Options are locked once the table exists; the host token is the creator's bearer token."""
    body = _body(CreateTableIn)
    stake = body.stake.model_dump() if body.stake is not None else None
    command = commands.new_table(
        body.game,
        body.players,
        body.options,
        body.host_seat,
        body.start_totals,
        stake,
        settle=body.settle,
    )
    house = ledger.house_options(body.penalties, body.penalty_points, body.confirm, body.confirm_by)
    command = ledger.with_house(command, house)
    if body.draw_seats:
        command = drawn_table(command)
    return created_response(service().create_table(command))


def created_response(created: Created) -> tuple[Response, int]:
    """The 201 of a table just opened (created, or imported from a file)."""
    view = reads(created.table_id).view
    out = CreatedOut(
        id=created.table_id,
        game=view.game.id,
        host_token=created.host_token,
        join_url=join_url(created.join_secret),
        table_url=table_url(created.table_id),
        room_code=created.room_code,
        seats=[{"number": i, "name": n, "total": view.totals[i]} for i, n in enumerate(view.names)],  # type: ignore[misc]
        seq=view.seq,
        notes=summary_json(view, lang())["notes"],  # type: ignore[arg-type]
    )
    response = jsonify(out.model_dump(mode="json"))
    response.headers["Location"] = url_for("api.get_table", table_id=created.table_id)
    return response, 201


@spec.route(
    "GET",
    "/tables/<table_id>",
    summary="A table: seats, options, totals, hands with explanations, prompt, seq",
    responses={200: (TableOut, "The table now."), 404: P},
)
def get_table(table_id: str) -> Response:
    r = reads(table_id)
    view = r.view
    actor = r.actor(bearer_token())
    you = {"role": actor.role, "seat": actor.seat} if actor else None
    hands = r.hands
    body = table_json(view, lang(), hands[-TABLE_HANDS_MAX:], you)
    body["hands_left_out"] = max(0, len(hands) - TABLE_HANDS_MAX)
    body["log_url"] = url_for("api.list_moves", table_id=table_id)
    body["ledger"] = ledger_json(r, lang())
    history = r.history
    body["history"] = [e.as_json(view.names, lang()) for e in history[-TABLE_HANDS_MAX:]]
    body["history_left_out"] = max(0, len(history) - TABLE_HANDS_MAX)
    body["tournament"] = table_tournament(table_id)
    progress = hand_in_progress(r.session, r.context, view.state)
    body["hand_in_progress"] = progress.as_json() if progress is not None else None
    if actor is not None and actor.can_play:
        body["room_code"] = view.table.room_code
    return jsonify(TableOut.model_validate(body).model_dump(mode="json"))


@spec.route(
    "POST",
    "/tables/<table_id>/join",
    summary="Sit at a seat (or watch) with the join link's secret",
    body=JoinIn,
    responses={
        200: (JoinOut, "This device was already seated: same token."),
        201: (JoinOut, "Seated; the token is your bearer token."),
        400: P,
        403: P,
        404: P,
        409: (Problem, "Another device holds the seat (seat-taken): send take_over to take it."),
        422: P,
    },
)
def join_table(table_id: str) -> tuple[Response, int]:
    body = _body(JoinIn)
    if body.take_over:
        check_take_over(table_id, body.seat, lambda _: [body.tournament_token])
    command = commands.sit(
        table_id, body.secret, body.seat, bearer_token(), take_over=body.take_over
    )
    joined = service().claim(command)
    out = JoinOut(table_id=table_id, token=joined.token, role=joined.role, seat=joined.seat)
    return jsonify(out.model_dump(mode="json")), 200 if joined.reused else 201


@spec.route(
    "POST",
    "/codes/<code>",
    summary="Find a table by its room code (rate-limited)",
    responses={200: (CodeOut, "The table and its join link."), 404: P, 422: P, 429: P},
)
def find_code(code: str) -> Response:
    table = service().find_by_code(code, client_key())
    return jsonify(CodeOut(table_id=table.id, join_url=join_url(table.join_secret)).model_dump())


# -- moves --------------------------------------------------------------------------------


@spec.route(
    "POST",
    "/tables/<table_id>/moves",
    summary="Log a move",
    body="MoveIn",
    auth=True,
    idempotent=True,
    responses=_writes("Logged, with its explanation lines and the new totals."),
)
def post_move(table_id: str) -> tuple[Response, int]:
    """``expected_seq`` is the seq you last saw: if the table moved on, nothing is applied (409).

    A refused move answers 422 with the ``rule`` it breaks.
    """
    data = json_body()
    if not isinstance(data, dict):
        raise BadRequest(
            Text(it="La mossa deve essere un oggetto JSON.", en="The move must be a JSON object.")
        )
    move = {k: v for k, v in data.items() if k != "expected_seq"}
    if move.get("type") == PART:  # one player's part of the hand (see tables.parts)
        return _dispatch(
            table_id,
            lambda: enter_part(table_id, move, data.get("expected_seq"), _idempotency_key()),
        )
    return _dispatch(
        table_id,
        lambda: commands.log_move(table_id, move, data.get("expected_seq"), _idempotency_key()),
    )


@spec.route(
    "GET",
    "/tables/<table_id>/moves",
    summary="The move log after a seq, a page at a time",
    query=[
        {
            "name": "after",
            "in": "query",
            "required": False,
            "schema": {"type": "integer", "minimum": 0, "maximum": MAX_INT},
            "description": "Only events with a greater seq.",
        },
        {
            "name": "limit",
            "in": "query",
            "required": False,
            "schema": {"type": "integer", "minimum": 1, "maximum": LOG_PAGE_MAX},
            "description": f"The most events in the page (default {LOG_PAGE}); `next` "
            "links the page after it.",
        },
    ],
    responses={200: (EventsOut, "Events with their status and explanation lines."), 404: P, 422: P},
)
def list_moves(table_id: str) -> Response:
    after, limit = _after(), _limit()
    r = reads(table_id)
    view = r.view
    language = lang()
    page = r.log(after=after, limit=limit, upto=view.seq)
    events = [event_json(e, language, view.names) for e in page]
    last = page[-1].seq if page else view.seq
    more = last < view.seq
    link = url_for("api.list_moves", table_id=table_id, after=last, limit=limit)
    return jsonify({"seq": view.seq, "events": events, "next": link if more else None})


@spec.route(
    "POST",
    "/tables/<table_id>/moves/<seq:seq>/void",
    summary="Undo a move (a void event; the log is replayed without it)",
    body=VoidIn,
    auth=True,
    idempotent=True,
    responses=_writes("Voided."),
)
def void_move(table_id: str, seq: int) -> tuple[Response, int]:
    """Refused (422) if a later move would become illegal without it; voiding a void redoes."""
    body = _body(VoidIn)
    return _dispatch(
        table_id,
        lambda: commands.void(table_id, seq, body.reason, body.expected_seq, _idempotency_key()),
    )


@spec.route(
    "POST",
    "/tables/<table_id>/moves/<seq:seq>/correct",
    summary="Replace a mistaken move at its place in the log",
    body=CorrectIn,
    auth=True,
    idempotent=True,
    responses=_writes("Corrected."),
)
def correct_move(table_id: str, seq: int) -> tuple[Response, int]:
    body = _body(CorrectIn)
    return _dispatch(
        table_id,
        lambda: commands.correct(
            table_id, seq, body.move, body.reason, body.expected_seq, _idempotency_key()
        ),
    )


@spec.route(
    "POST",
    "/tables/<table_id>/host",
    summary="Hand the host role to a seated player",
    body=HostIn,
    auth=True,
    idempotent=True,
    responses=_writes("Done."),
)
def hand_over(table_id: str) -> tuple[Response, int]:
    body = _body(HostIn)
    return _dispatch(
        table_id,
        lambda: commands.hand_over(table_id, body.seat, body.expected_seq, _idempotency_key()),
    )


@spec.route(
    "POST",
    "/tables/<table_id>/seats/<seat>",
    summary="Replace a seat: another person takes it, with its score",
    body=SeatIn,
    auth=True,
    idempotent=True,
    responses=_writes("Done."),
)
def replace_seat(table_id: str, seat: str) -> tuple[Response, int]:
    body = _body(SeatIn)
    fits = seat.isascii() and seat.isdigit() and len(seat) <= len(str(MAX_INT))
    number = int(seat) if fits and int(seat) <= MAX_INT else -1
    return _dispatch(
        table_id,
        lambda: commands.replace_seat(
            table_id, number, body.name, body.expected_seq, _idempotency_key()
        ),
    )


# -- live and QR --------------------------------------------------------------------------


@spec.route(
    "GET",
    "/tables/<table_id>/stream",
    summary="Server-sent events: one per move, id = seq (Last-Event-ID resumes)",
    query=[
        {
            "name": "after",
            "in": "query",
            "required": False,
            "schema": {"type": "integer", "minimum": 0, "maximum": MAX_INT},
            "description": "Start after this seq (Last-Event-ID takes precedence).",
        }
    ],
    responses={
        200: ("sse", "A text/event-stream; it ends after a while and the client resumes."),
        404: P,
        422: P,
        429: (Problem, "Too many streams from this client or on this table (Retry-After)."),
        503: (Problem, "The server holds all the streams it is configured for (Retry-After)."),
    },
)
def stream(table_id: str) -> Response:
    svc, language, cache, reads_at = service(), lang(), render_cache(), stream_reads(table_id)
    _after()  # a malformed one is refused as on /moves (Last-Event-ID, if sent, wins)
    with svc.read(table_id) as table:  # a stream holds no session while it waits
        table.context  # noqa: B018 - an unknown table is a 404, not an empty stream

    def render(last: int, head: int) -> tuple[str, int]:
        # Not shared with the other processes as the page's renders are: a process that
        # did not log the move reads the new events either way, and turning them into JSON
        # costs less than keeping it for the others (referee/store/renders.py).
        start = last if last < head else 0
        return cache.get(("json", table_id, start, head, language), lambda: _events(start, head))

    def _events(last: int, head: int) -> tuple[str, int]:
        """One ``move`` event per logged event, then the table's summary."""
        with reads_at(head) as r:
            view = r.view
            entries = r.log(after=last, upto=view.seq)  # what the summary counts
            chunks = [
                sse(e.seq, json.dumps(event_json(e, language, view.names)), "move") for e in entries
            ]
            chunks.append(sse(view.seq, json.dumps(summary_json(view, language)), "table"))
            return "".join(chunks), view.seq

    return stream_response(table_id, resume_from(), render)


@spec.route(
    "GET",
    "/tables/<table_id>/qr.svg",
    summary="The join link as a QR code (seated players only: it holds the secret)",
    auth=True,
    responses={200: ("svg", "An SVG image."), 401: P, 403: P, 404: P},
)
def qr(table_id: str) -> Response:
    return qr_response(table_id, _actor(table_id))


@bp.get("/openapi.json")
def openapi_redirect() -> Any:  # convenience alias of /api/openapi.json
    from flask import redirect

    return redirect(url_for("openapi_document"))


def openapi_document() -> Response:
    from importlib.metadata import version

    try:
        app_version = version("referee")
    except Exception:  # pragma: no cover - running from a source tree without metadata
        app_version = "0"
    return jsonify(spec.document("Referee", app_version))


__all__ = ["bp", "openapi_document", "spec"]
