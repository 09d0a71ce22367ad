"""The OpenAPI 3.1 document, built from the API's own pydantic models.

Each API view is declared once with :meth:`ApiSpec.route`, which registers the Flask rule
and records the operation. Bodies that depend on the game are a union over the catalogue:
a move (each engine's move models, with ``expected_seq``), a correction's move, a new table
(the game's players, name rules and options). A game's referee checks have a path each
(``/games/{game}/checks/{check}`` and ``/tables/{table_id}/checks/{check}`` with the game and
the check filled in), with the check's own body, answer and example.

The document states every check it can; a 422 it cannot state is ``refused`` (the table as
it is, or parts of a request that do not go together) or ``illegal-move`` (the game's
rules). ``invalid`` means the request does not match the document.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Annotated, Any, Literal, Union, get_args

from flask import Blueprint
from pydantic import BaseModel, ConfigDict, Field, RootModel, create_model
from pydantic.json_schema import models_json_schema

from ...games import GAMES, Game
from ...games.base import BadCheck, BadOptions, CheckType, IllegalMove, JsonInt
from ...store import keys
from ...tables.commands import KEY_PATTERN, SEQ_MAX
from ..json_schemas import StandardBounds
from .fields import PlayerNameText, Seq
from .schemas import REF, Problem, StakeIn


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
    #: A route of every game's checks (``"game"`` or ``"table"``): documented once per check.
    checks: str | None = None
    #: A request body and an answer as examples.
    request_example: Any = None
    response_example: Any = None


class ApiSpec:
    def __init__(self, blueprint: Blueprint) -> None:
        self.blueprint = blueprint
        self.operations: list[Operation] = []
        #: The document last made, and what it was made from (:meth:`document`).
        self._made: tuple[tuple[Any, ...], dict[str, Any]] | None = None
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
        checks: str | None = None,
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
                    checks=checks,
                )
            )
            return view

        return decorator

    def document(self, title: str, version: str) -> dict[str, Any]:
        """The OpenAPI document (not to be changed by the caller). It is made once for
        the operations, games and checks registered now: a few hundred milliseconds of
        schema generation that every client fetching it would otherwise wait for."""
        made_from = (
            title,
            version,
            len(self.operations),
            tuple(GAMES.values()),
            _checks_key(),
        )
        if self._made is None or self._made[0] != made_from:
            self._made = (made_from, self._make_document(title, version))
        return self._made[1]

    def _make_document(self, title: str, version: str) -> dict[str, Any]:
        models: set[type[BaseModel]] = {Problem}
        operations = [each for op in self.operations for each in check_operations(op)]
        for op in operations:
            if isinstance(op.body, type):
                models.add(op.body)
            for model, _ in op.responses.values():
                if isinstance(model, type):
                    models.add(model)
        bodies = game_bodies()
        models.update(bodies.moves, bodies.move_bodies, bodies.creations, bodies.parts)
        refs, schemas = models_json_schema(
            [(m, "validation") for m in sorted(models, key=lambda m: m.__name__)],
            ref_template=REF,
            schema_generator=StandardBounds,
        )
        # Two models of one name get longer names: an operation refers to the one it means.
        ref_of = {model: ref["$ref"] for (model, _), ref in refs.items() if "$ref" in ref}
        components = dict(schemas.get("$defs", {}))
        components["MoveIn"] = _union(
            "MoveIn", "A move of the table's game, with expected_seq.", bodies.move_bodies
        )
        components["Move"] = _union("Move", "A move of the table's game.", bodies.moves)
        components["Part"] = _union(
            "Part", "One seat's part of a hand of the table's game.", bodies.parts
        )
        components["CreateTableIn"] = {
            **_union("CreateTableIn", "A new table of one of the games.", bodies.creations),
            "type": "object",
            "properties": {"game": {"enum": list(GAMES)}},
            "required": ["game"],
        }
        paths: dict[str, dict[str, Any]] = {}
        for op in operations:
            paths.setdefault(op.path, {})[op.method] = self._operation(op, ref_of)
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
                "of the game. Each referee check of a game has a path of its own, under "
                "/api/v1/games/{game}/checks/ and /api/v1/tables/{table_id}/checks/, with its "
                "body, its answer and an example.",
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

    def _operation(self, op: Operation, ref_of: dict[Any, str]) -> dict[str, Any]:
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
            content: dict[str, Any] = {"schema": {"$ref": REF.format(model=name)}}
            if op.request_example is not None:
                content["example"] = op.request_example
            out["requestBody"] = {"required": True, "content": {"application/json": content}}
        for status, (model, description) in sorted(op.responses.items()):
            response: dict[str, Any] = {"description": description}
            if model == "sse":
                response["content"] = {"text/event-stream": {"schema": _sse_event()}}
            elif model == "svg":
                response["content"] = {"image/svg+xml": {"schema": {"type": "string"}}}
            elif model == "csv":
                response["content"] = {"text/csv": {"schema": {"type": "string"}}}
            elif isinstance(model, type):
                media = "application/problem+json" if model is Problem else "application/json"
                ref = ref_of.get(model, REF.format(model=model.__name__))
                body: dict[str, Any] = {"schema": {"$ref": ref}}
                if status == 200 and op.response_example is not None:
                    body["example"] = op.response_example
                response["content"] = {media: body}
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
    #: One seat's part of a hand, for the games whose phones enter their own (a
    #: correction's ``move`` that reopens that part).
    parts: list[type[BaseModel]]


def game_bodies() -> GameBodies:
    """The request bodies of the games registered now (a game registered later, as a test's,
    gets its own)."""
    return _game_bodies(tuple(GAMES))


@cache
def _game_bodies(games: tuple[str, ...]) -> GameBodies:
    moves, move_bodies, creations, parts = [], [], [], []
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
        if game.parts is not None:  # a player's own part of a hand (see tables.parts)
            part_seat = Annotated[JsonInt, Field(ge=0, le=game.max_players - 1)]
            part = create_model(
                f"{prefix}PartIn",
                __config__=ConfigDict(extra="forbid"),
                type=(Literal["part"], ...),
                seat=(part_seat, ...),
                part=(
                    game.parts.part | None,
                    Field(description="This seat's part of the hand; null withdraws it."),
                ),
                expected_seq=(Seq, ...),
            )
            move_bodies.append(part)
            parts.append(
                create_model(
                    f"{prefix}PartMove",
                    __config__=ConfigDict(extra="forbid"),
                    type=(Literal["part"], ...),
                    seat=(part_seat, ...),
                    part=(game.parts.part, Field(description="This seat's part, entered again.")),
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
                settle=(
                    Literal["host", "majority", "all"] | None,
                    Field(default=None, description="How a contest is settled (host: default)."),
                ),
                stake=(
                    StakeIn | None,
                    Field(default=None, description="What the table plays for."),
                ),
            )
        )
    return GameBodies(moves, move_bodies, creations, parts)


# -- referee checks -----------------------------------------------------------------------


@dataclass(frozen=True)
class CheckDoc:
    """One check of one game as the document states it."""

    game: Game[Any, Any]
    row: CheckType[Any]
    #: Its body with the options to ask it under (POST /games/{game}/checks/{check}).
    body: type[BaseModel]
    #: Its body alone (POST /tables/{table_id}/checks/{check}: the table's options).
    table_body: type[BaseModel]
    answer: type[BaseModel]
    #: The answer to the check's example under the game's default options.
    example_answer: dict[str, Any] | None


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in re.split(r"[^A-Za-z0-9]+", name) if part)


def check_docs() -> list[CheckDoc]:
    """Every check of the games registered now (a check registered later gets its own)."""
    return _check_docs(_checks_key())


def _checks_key() -> tuple[tuple[str, str, type[BaseModel], type[BaseModel]], ...]:
    return tuple(
        (game.id, row.name, row.body, row.answer)
        for game in GAMES.values()
        for row in game.checks.rows
    )


@cache
def _check_docs(
    key: tuple[tuple[str, str, type[BaseModel], type[BaseModel]], ...],
) -> list[CheckDoc]:
    docs = []
    for game_id, name, _, _ in key:
        game = GAMES[game_id]
        row = game.checks.get(name)
        assert row is not None
        prefix = _camel(game.id) + _camel(name)
        body = create_model(
            f"{prefix}CheckIn",
            __base__=row.body,
            options=(
                game.options_model,
                Field(
                    default_factory=dict,
                    description="The rule options to ask under; omitted = default.",
                ),
            ),
        )
        table_body = create_model(f"{prefix}TableCheckIn", __base__=row.body)
        answer = create_model(f"{prefix}CheckOut", __base__=row.answer)
        docs.append(CheckDoc(game, row, body, table_body, answer, _example_answer(game, row)))
    return docs


def _example_answer(game: Game[Any, Any], row: CheckType[Any]) -> dict[str, Any] | None:
    try:
        answer = row.run(row.parse(row.spec.example), game.parse_options({}))
    except (BadCheck, BadOptions, IllegalMove):
        return None
    return answer.model_dump(mode="json")


def _one_of(name: str, models: list[type[BaseModel]]) -> type[BaseModel]:
    """``models`` as one body: itself if alone, else their union under ``name``."""
    if len(models) == 1:
        return models[0]
    union = RootModel[Union[tuple(models)]]  # type: ignore[misc]  # noqa: UP007
    return type(name, (union,), {"__module__": __name__})


def check_operations(op: Operation) -> list[Operation]:
    """``op`` itself, or for a route of every game's checks, one operation per check."""
    if op.checks is None:
        return [op]
    own = [p for p in op.parameters if p["name"] not in ("game_id", "check")]
    docs = check_docs()
    out = []
    if op.checks == "game":
        for doc in docs:
            path = op.path.replace("{game_id}", doc.game.id).replace("{check}", doc.row.name)
            out.append(
                replace(
                    op,
                    path=path,
                    operation_id=f"{op.operation_id}_{doc.game.id}_{doc.row.name}",
                    summary=f"{doc.game.name.en}: {doc.row.spec.label.en}",
                    description=_check_description(doc, op.description),
                    body=doc.body,
                    responses={**op.responses, 200: (doc.answer, "The check's answer.")},
                    parameters=own,
                    checks=None,
                    request_example=dict(doc.row.spec.example),
                    response_example=doc.example_answer,
                )
            )
        return out
    names = list(dict.fromkeys(doc.row.name for doc in docs))
    for name in names:
        same = [doc for doc in docs if doc.row.name == name]
        camel = _camel(name)
        games = ", ".join(doc.game.name.en for doc in same)
        out.append(
            replace(
                op,
                path=op.path.replace("{check}", name),
                operation_id=f"{op.operation_id}_{name}",
                summary=f"{same[0].row.spec.label.en} ({games}), with the table's options",
                description="\n\n".join(
                    [op.description, *(_check_description(doc, "") for doc in same)]
                ).strip(),
                body=_one_of(f"{camel}TableCheckIn", [doc.table_body for doc in same]),
                responses={
                    **op.responses,
                    200: (
                        _one_of(f"{camel}CheckOut", [doc.answer for doc in same]),
                        "The check's answer, under the table's options.",
                    ),
                },
                parameters=own,
                checks=None,
                request_example=dict(same[0].row.spec.example),
            )
        )
    return out


def _check_description(doc: CheckDoc, route: str) -> str:
    spec = doc.row.spec
    rules = ", ".join(spec.rules)
    said = f"{doc.game.name.en}, {spec.label.en}: {spec.description.en}"
    if rules:
        said += f" Rules: {rules}."
    return f"{said}\n\n{route}".strip()
