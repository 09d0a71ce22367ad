"""The API's contests: contest a move, withdraw, vote, resolve, and a move's alternatives.

The same commands as the table page's dispute panel (``referee.disputes.contests``), through
the same write pipeline.
"""

from __future__ import annotations

from typing import Any

from flask import Response, jsonify, request

from ...disputes import contests
from ...disputes.panel import Panel, contested_seqs, panel
from ...problems import Invalid, NotFound
from ...tables import Command
from ..common import lang, reads
from ..present import rule_json
from .openapi import MAX_INT
from .routes import P, _body, _dispatch, _idempotency_key, _writes, spec
from .schemas import AlternativesOut, ContestIn, DecisionIn, WithdrawIn


@spec.route(
    "POST",
    "/tables/<table_id>/moves/<seq:seq>/contest",
    summary="Contest a logged move (or the hand it scored), with a reason",
    body=ContestIn,
    auth=True,
    idempotent=True,
    responses=_writes("Contested: the move is marked on every phone, the totals provisional."),
)
def contest_move(table_id: str, seq: int) -> tuple[Response, int]:
    """Any seated player contests a game move in force; a move already under an open
    contest, a voided one or a platform event is refused (422)."""
    body = _body(ContestIn)
    return _dispatch(
        table_id, lambda: contests.contest(table_id, seq, body.reason, _idempotency_key())
    )


@spec.route(
    "POST",
    "/tables/<table_id>/contests/<seq:seq>/withdraw",
    summary="Withdraw a contest (only whoever raised it)",
    body=WithdrawIn,
    auth=True,
    idempotent=True,
    responses=_writes("Withdrawn."),
)
def withdraw_contest(table_id: str, seq: int) -> tuple[Response, int]:
    """``seq`` is the contest's own seq (the ``contest`` of the contest's answer)."""
    _body(WithdrawIn)
    return _dispatch(table_id, lambda: contests.withdraw(table_id, seq, _idempotency_key()))


def _decision(body: DecisionIn) -> contests.Decision:
    return contests.decision(body.decision, body.option, body.value, body.move)


@spec.route(
    "POST",
    "/tables/<table_id>/contests/<seq:seq>/vote",
    summary="Vote on how to settle a contest (a table settled by majority or by all)",
    body=DecisionIn,
    auth=True,
    idempotent=True,
    responses=_writes("Voted; once enough seats agree, the contest is resolved with it."),
)
def vote_contest(table_id: str, seq: int) -> tuple[Response, int]:
    """One vote per seat; the vote that makes the table's majority (or the last seat, when
    all must agree) resolves the contest in the same write."""
    body = _body(DecisionIn)

    def build() -> Command:
        return contests.vote(table_id, seq, _decision(body), body.reason, _idempotency_key())

    return _dispatch(table_id, build)


@spec.route(
    "POST",
    "/tables/<table_id>/contests/<seq:seq>/resolve",
    summary="Resolve a contest (the host, at a table where the host decides)",
    body=DecisionIn,
    auth=True,
    idempotent=True,
    responses=_writes("Resolved: the log is rescored as decided."),
)
def resolve_contest(table_id: str, seq: int) -> tuple[Response, int]:
    body = _body(DecisionIn)

    def build() -> Command:
        return contests.resolve(table_id, seq, _decision(body), body.reason, _idempotency_key())

    return _dispatch(table_id, build)


@spec.route(
    "GET",
    "/tables/<table_id>/alternatives",
    summary="A move's dispute panel: rules, options in force, other readings and contests",
    query=[
        {
            "name": "seq",
            "in": "query",
            "required": True,
            "schema": {"type": "integer", "minimum": 1, "maximum": MAX_INT},
            "description": "The seq of the move (a game move of the log).",
        }
    ],
    responses={200: (AlternativesOut, "The panel."), 404: P, 422: P},
)
def move_alternatives(table_id: str) -> Response:
    """What the hand and the totals would be under each other reading of the ambiguities
    that touched the move's hand (the rest of the game replayed from that hand)."""
    raw = request.args.get("seq", "")
    seq = int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 10 else 0
    if not 1 <= seq <= MAX_INT:
        raise Invalid(contests.w.SEQ_QUERY, field="seq")
    r = reads(table_id)
    found = panel(r, seq)
    if found is None:
        raise NotFound(contests.w.no_move(seq), field="seq")
    body = panel_json(found, lang(), r.view.names, bool(contested_seqs(r)), r.table.settle)
    return jsonify(AlternativesOut.model_validate(body).model_dump(mode="json"))


def panel_json(
    found: Panel, language: str, names: list[str], provisional: bool, settle: str
) -> dict[str, Any]:
    def seat_name(seat: int | None) -> str:
        return names[seat] if seat is not None and 0 <= seat < len(names) else ""

    return {
        "seq": found.entry.seq,
        "hand": found.hand.number if found.hand is not None else None,
        "scores": list(found.hand.scores) if found.hand is not None else None,
        "totals": list(found.totals),
        "provisional": provisional,
        "settle": settle,
        "rules": [rule_json(rule, language) for rule in found.rules],
        "ambiguities": [
            {
                "option": a.option,
                "label": a.label.get(language),
                "description": a.description.get(language),
                "rules": list(a.rules),
                "readings": [
                    {
                        "value": r.value,
                        "label": r.label.get(language),
                        "in_force": r.in_force,
                        "hand": list(r.hand) if r.hand is not None else None,
                        "totals": list(r.totals) if r.totals is not None else None,
                        "text": r.text.render(language, names) if r.text is not None else None,
                        "broken": r.broken.render(language, names) if r.broken else None,
                    }
                    for r in a.readings
                ],
            }
            for a in found.ambiguities
        ],
        "contests": [
            {
                "seq": c.seq,
                "target": c.target,
                "reason": c.reason,
                "seat": c.seat,
                "at": c.at.isoformat(),
                "status": c.status,
                "votes": [
                    {
                        "seat": b.seat,
                        "name": seat_name(b.seat),
                        "decision": b.decision.json(),
                        "reason": b.reason,
                        "seq": b.seq,
                        "at": b.at.isoformat(),
                    }
                    for b in c.votes
                ],
                "resolution": (
                    {k: (v.isoformat() if k == "at" else v) for k, v in c.resolution.items()}
                    if c.resolution is not None
                    else None
                ),
            }
            for c in found.contests
        ],
    }
