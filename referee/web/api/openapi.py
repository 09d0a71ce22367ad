"""The OpenAPI 3.1 document, built from the API's own pydantic models.

Each API view is declared once with :meth:`ApiSpec.route`, which registers the Flask rule
and records the operation. Bodies that depend on the game are a union over the catalogue:
a move (each engine's move models, with ``expected_seq``), a correction's move, a new table
(the game's players, name rules and options).

The document states every check it can; a 422 it cannot state is ``refused`` (the table as
it is, or parts of a request that do not go together) or ``illegal-move`` (the game's
rules). ``invalid`` means the request does not match the document.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Annotated, Any, Literal, get_args

from flask import Blueprint
from pydantic import BaseModel, ConfigDict, Field, create_model
from pydantic.json_schema import models_json_schema

from ...games import GAMES, Game
from ...games.base import JsonInt
from ...store import keys
from ...tables.commands import KEY_PATTERN, SEQ_MAX
from ..json_schemas import StandardBounds
from .schemas import REF, PlayerNameText, Problem, Seq


@dataclass
class Operation:
    method: str
    path: str
    operation_id: str
    summary: str
    description: str
    body: type[BaseModel] | str | None
    responses: dict[int, tuple[type[BaseModel] | str | None, str]]
    auth: bool
    idempotent: bool
    parameters: list[dict[str, Any]] = field(default_factory=list)


class ApiSpec:
    def __init__(self, blueprint: Blueprint) -> None:
        self.blueprint = blueprint
        self.operations: list[Operation] = []
        #: The query parameters each view declares; any other is refused.
        self.query_names: dict[str, set[str]] = {}

    def route(
        self,
        method: str,
        rule: str,
        *,
        summary: str,
        responses: dict[int, tuple[type[BaseModel] | str | None, str]],
        body: type[BaseModel] | str | None = None,
        auth: bool = False,
        idempotent: bool = False,
        query: list[dict[str, Any]] | None = None,
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        if body is not None:
            # Every body is read the same way (see ``web.bodies``).
            responses = {
                400: (Problem, "A problem (application/problem+json)."),
                415: (Problem, "The body is not sent as application/json (UTF-8)."),
                **responses,
            }

        def decorator(view: Callable[..., Any]) -> Callable[..., Any]:
            self.blueprint.add_url_rule(rule, view_func=view, methods=[method])
            endpoint = f"{self.blueprint.name}.{view.__name__}"
            self.query_names[endpoint] = {q["name"] for q in (query or []) if q["in"] == "query"}
            path = (self.blueprint.url_prefix or "") + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule)
            params = [
                {"name": name, "in": "path", "required": True, "schema": _path_schema(name)}
                for name in re.findall(r"<(?:\w+:)?(\w+)>", rule)
            ]
            params.extend(query or [])
            if idempotent:
                params.append(
                    {
                        "name": "Idempotency-Key",
                        "in": "header",
                        "required": False,
                        "description": "Retrying with the same key returns the first answer "
                        "and logs the move once.",
                        "schema": {"type": "string", "pattern": f"^{KEY_PATTERN}$"},
                    }
                )
            self.operations.append(
                Operation(
                    method=method.lower(),
                    path=path,
                    operation_id=view.__name__,
                    summary=summary,
                    description=(view.__doc__ or "").strip(),
                    body=body,
                    responses=responses,
                    auth=auth,
                    idempotent=idempotent,
                    parameters=params,
                )
            )
            return view

        return decorator

    def document(self, title: str, version: str) -> dict[str, Any]:
        models: set[type[BaseModel]] = {Problem}
        for op in self.operations:
            if isinstance(op.body, type):
                models.add(op.body)
            for model, _ in op.responses.values():
                if isinstance(model, type):
                    models.add(model)
        bodies = game_bodies()
        models.update(bodies.moves, bodies.move_bodies, bodies.creations)
        _, schemas = models_json_schema(
            [(m, "validation") for m in sorted(models, key=lambda m: m.__name__)],
            ref_template=REF,
            schema_generator=StandardBounds,
        )
        components = dict(schemas.get("$defs", {}))
        components["MoveIn"] = _union(
            "MoveIn", "A move of the table's game, with expected_seq.", bodies.move_bodies
        )
        components["Move"] = _union("Move", "A move of the table's game.", bodies.moves)
        components["CreateTableIn"] = {
            **_union("CreateTableIn", "A new table of one of the games.", bodies.creations),
            "type": "object",
            "properties": {"game": {"enum": list(GAMES)}},
            "required": ["game"],
        }
        paths: dict[str, dict[str, Any]] = {}
        for op in self.operations:
            paths.setdefault(op.path, {})[op.method] = self._operation(op)
        return {
            "openapi": "3.1.0",
            "info": {
                "title": title,
                "version": version,
                "description": "Referee's JSON API: the same operations as the pages. Errors "
                "are application/problem+json in the language of Accept-Language (it, en). A "
                "422 whose type is /problems/invalid breaks this document; /problems/refused "
                "and /problems/illegal-move are refusals no schema can state: by the table as "
                "it is (or by parts of the request that do not go together), and by the rules "
                "of the game.",
            },
            "paths": paths,
            "components": {
                "schemas": components,
                "securitySchemes": {
                    "seat": {
                        "type": "http",
                        "scheme": "bearer",
                        "description": "The seat token from POST /tables (host) or /join.",
                    }
                },
            },
        }

    def _operation(self, op: Operation) -> dict[str, Any]:
        out: dict[str, Any] = {
            "operationId": op.operation_id,
            "summary": op.summary,
            "parameters": op.parameters,
            "responses": {},
        }
        if op.description:
            out["description"] = op.description
        if op.auth:
            out["security"] = [{"seat": []}]
        if op.body is not None:
            name = op.body if isinstance(op.body, str) else op.body.__name__
            out["requestBody"] = {
                "required": True,
                "content": {"application/json": {"schema": {"$ref": REF.format(model=name)}}},
            }
        for status, (model, description) in sorted(op.responses.items()):
            response: dict[str, Any] = {"description": description}
            if model == "sse":
                response["content"] = {"text/event-stream": {"schema": _sse_event()}}
            elif model == "svg":
                response["content"] = {"image/svg+xml": {"schema": {"type": "string"}}}
            elif isinstance(model, type):
                media = "application/problem+json" if model is Problem else "application/json"
                response["content"] = {
                    media: {"schema": {"$ref": REF.format(model=model.__name__)}}
                }
            out["responses"][str(status)] = response
        return out


#: The largest seq or seat a path or query may name (a 32-bit integer).
MAX_INT = SEQ_MAX


def _path_schema(name: str) -> dict[str, Any]:
    if name == "seq":
        return {"type": "integer", "minimum": 1, "maximum": MAX_INT}
    if name == "seat":
        return {"type": "integer", "minimum": 0, "maximum": MAX_INT}
    if name == "table_id":
        return {"type": "string", "pattern": f"^{keys.TABLE_ID_PATTERN}$"}
    if name == "code":
        return {
            "type": "string",
            "pattern": f"^{keys.ROOM_CODE_PATTERN}$",
            "maxLength": keys.ROOM_CODE_TYPED_MAX,
            "description": "Six letters and digits, in any case; spaces or dashes between them.",
        }
    return {"type": "string", "minLength": 1, "maxLength": 64}


#: The live stream's events by name, with the model of their JSON data: one ``move`` per
#: logged event, then ``table``, the table's summary; each event's ``id`` is its seq.
SSE_EVENTS = {"move": "EventOut", "table": "SummaryOut"}


def _sse_event() -> dict[str, Any]:
    """One event of the stream (before OpenAPI 3.2, a ``text/event-stream``'s schema is an
    event's, fields as strings; ``data`` holds JSON)."""
    return {
        "oneOf": [
            {
                "type": "object",
                "required": ["event", "id", "data"],
                "properties": {
                    "event": {"const": name},
                    "id": {"type": "string", "pattern": "^[0-9]+$"},
                    "data": {
                        "type": "string",
                        "contentMediaType": "application/json",
                        "contentSchema": {"$ref": REF.format(model=model)},
                    },
                },
            }
            for name, model in SSE_EVENTS.items()
        ]
    }


def _union(title: str, description: str, models: list[type[BaseModel]]) -> dict[str, Any]:
    refs = [{"$ref": REF.format(model=m.__name__)} for m in models]
    return {"title": title, "description": description, "anyOf": refs}


def _adds_seat(game: Game[Any, Any], model: type[BaseModel]) -> bool:
    kinds = get_args(model.model_fields["type"].annotation)
    return any(spec.adds_seat for spec in game.move_specs if spec.type in kinds)


@dataclass(frozen=True)
class GameBodies:
    #: Every game's move models, named after their game (a correction's ``move``).
    moves: list[type[BaseModel]]
    #: The same with ``expected_seq`` (POST …/moves).
    move_bodies: list[type[BaseModel]]
    #: A new table of each game: its players, names and options (POST /tables).
    creations: list[type[BaseModel]]


def game_bodies() -> GameBodies:
    """The request bodies of the games registered now (a game registered later, as a test's,
    gets its own)."""
    return _game_bodies(tuple(GAMES))


@cache
def _game_bodies(games: tuple[str, ...]) -> GameBodies:
    moves, move_bodies, creations = [], [], []
    for game in (GAMES[game_id] for game_id in games):
        prefix = game.id.capitalize()
        for model in game.move_models:
            # A joiner's name is kept as every name is (``tables.moves``): say so.
            named: dict[str, Any] = {}
            if _adds_seat(game, model):
                named["name"] = (PlayerNameText, ...)
            moves.append(create_model(f"{prefix}{model.__name__}", __base__=model, **named))
            move_bodies.append(
                create_model(
                    f"{prefix}{model.__name__}In",
                    __base__=model,
                    expected_seq=(Seq, ...),
                    **named,
                )
            )
        players = Annotated[
            list[PlayerNameText],
            Field(min_length=game.min_players, max_length=game.max_players),
        ]
        seat = Annotated[JsonInt, Field(ge=0, le=game.max_players - 1)]
        creations.append(
            create_model(
                f"{prefix}CreateTableIn",
                __config__=ConfigDict(extra="forbid"),
                game=(Literal[game.id], Field(description="A game id from GET /api/v1/games.")),
                players=(players, Field(description="Names in seating order (seat 0, 1, …).")),
                options=(
                    game.options_model,
                    Field(default_factory=dict, description="Rule options; omitted = default."),
                ),
                host_seat=(
                    seat | None,
                    Field(default=None, description="The creator's own seat, if they play."),
                ),
            )
        )
    return GameBodies(moves, move_bodies, creations)
