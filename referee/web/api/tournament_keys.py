"""The tournaments' writes with an Idempotency-Key, as the tables' take it.

A write's answer is rendered inside its transaction and, with a key, stored there
(:class:`referee.tournaments.pipeline.Answer`): a retry with the same key and the same
request is answered with it (``Idempotent-Replayed: true``) and writes nothing; the same
key with another request is refused (422), as the tables refuse it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Response, jsonify, request

from ...tables import commands, hash_token
from ...tournaments.pipeline import Answer, Replayed, Written, fingerprint
from ..common import bearer_token, json_body
from ..present.tournaments import rounds_json

Render = Callable[[Written], tuple[int, dict[str, Any]]]


def keyed(run: Callable[[Answer], object], render: Render) -> tuple[Response, int]:
    """Run a tournament write with the request's Idempotency-Key (if any); its answer."""
    key = commands.idempotency_key(request.headers.get("Idempotency-Key"))
    token = bearer_token()
    body = json_body() if request.get_data(cache=True) else None
    who = hash_token(token) if token else None
    answer = Answer(render, key, fingerprint(request.endpoint, request.view_args, body, who))
    try:
        run(answer)
    except Replayed as replay:
        response = jsonify(replay.body)
        response.headers["Idempotent-Replayed"] = "true"
        return response, replay.status
    return jsonify(answer.body), answer.status


def logged(written: Written) -> tuple[int, dict[str, Any]]:
    """The answer of a step that logs one entry: the log's new head."""
    return 201, {"seq": written.t.head_seq}


def new_round(written: Written) -> tuple[int, dict[str, Any]]:
    """The answer of a round written: the round, its tables and their join links."""
    rounds = rounds_json(written.state, with_links=True, session=written.s)
    return 201, rounds[-1].model_dump(mode="json")
