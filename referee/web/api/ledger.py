"""The API of the table's disputes: the seats repaired, the penalty ledger, confirmations.

Each operation is a write like every other (``routes._dispatch``: the bearer's seat, a typed
command, the tables' pipeline, the answer ``WriteOut``), documented in the OpenAPI document
with its refusals as problem+json in the caller's language.
"""

from __future__ import annotations

from typing import Annotated, Any

from flask import Response
from pydantic import Field, StrictBool, WithJsonSchema

from ...disputes import confirm, ledger, seating
from .fields import REFUSED_IN_REASON, ReasonText, Seq
from .routes import _body, _dispatch, _idempotency_key, _writes, spec
from .schemas import _In

#: Checked by the command (``disputes.seating.swap_seats``), refused in the caller's language.
TwoSeats = Annotated[
    Any,
    WithJsonSchema(
        {
            "type": "array",
            "items": {"type": "integer", "minimum": 0, "maximum": 63},
            "minItems": 2,
            "maxItems": 2,
            "description": "The two seats (numbers from 0) that sat in each other's places.",
        }
    ),
]
HandNumber = Annotated[
    Any,
    WithJsonSchema(
        {
            "type": "integer",
            "minimum": 1,
            "maximum": seating.HAND_MAX,
            "description": "The first hand they sat wrong in (hands count from 1).",
        }
    ),
]


class SeatSwapIn(_In):
    expected_seq: Seq
    seats: TwoSeats = Field()
    hand: HandNumber = Field()
    reason: ReasonText | None = None


@spec.route(
    "POST",
    "/tables/<table_id>/seat-swap",
    summary="Repair two seats swapped from a hand on (every later hand scored again)",
    body=SeatSwapIn,
    auth=True,
    idempotent=True,
    responses=_writes("Repaired: the moves from that hand on are read with the seats swapped."),
)
def seat_swap(table_id: str) -> tuple[Response, int]:
    """Any seated player or the host. Refused (422) if a move from that hand on would be
    illegal with the seats swapped; undone with a void, like a correction. At a table in
    confirmation mode it waits like a hand (a `pending_hand` event, `kind` swap in the
    ledger's `pending`): the last confirmation makes it."""
    body = _body(SeatSwapIn)
    return _dispatch(
        table_id,
        lambda: seating.swap_seats(
            table_id, body.seats, body.hand, body.reason, body.expected_seq, _idempotency_key()
        ),
    )


#: A rule id or an article: short, no control characters (checked by ``ledger.clean_rule``).
RULE_SCHEMA = {
    "type": "string",
    "maxLength": ledger.RULE_MAX,
    "pattern": f"^[^{REFUSED_IN_REASON}]*$",
}


class PenaltyIn(_In):
    expected_seq: Seq
    seat: Annotated[Any, WithJsonSchema({"type": "integer", "minimum": 0, "maximum": 63})] = Field(
        description="Whose irregularity."
    )
    code: Annotated[Any, WithJsonSchema({"type": "string", "minLength": 1, "maxLength": 40})] = (
        Field(description="One of the game's `irregularities` (GET /api/v1/games), or `other`.")
    )
    rule: Annotated[Any, WithJsonSchema(RULE_SCHEMA)] = Field(
        default=None, description="The rule id or article broken (the game's, if absent)."
    )
    note: ReasonText | None = Field(default=None, description="What happened (needed for other).")


@spec.route(
    "POST",
    "/tables/<table_id>/penalties",
    summary="Record a penalty in the table's ledger (an irregularity event)",
    body=PenaltyIn,
    auth=True,
    idempotent=True,
    responses=_writes("Recorded; its cost follows the table's house options."),
)
def record_penalty(table_id: str) -> tuple[Response, int]:
    """Any seated player or the host; undone with a void of its event, like a move."""
    body = _body(PenaltyIn)
    return _dispatch(
        table_id,
        lambda: ledger.record_penalty(
            table_id,
            body.seat,
            body.code,
            body.rule,
            body.note,
            body.expected_seq,
            _idempotency_key(),
        ),
    )


class ConfirmIn(_In):
    expected_seq: Seq
    for_everyone: StrictBool = Field(
        default=False,
        description="The host confirms for everyone: the hand counts at once, and the log "
        "says so. Without it, a confirmation is the confirming player's own.",
    )


class DeclineIn(_In):
    expected_seq: Seq
    reason: ReasonText | None = None


@spec.route(
    "POST",
    "/tables/<table_id>/pending/<seq:seq>/confirm",
    summary="Confirm a hand waiting for the table (the last confirmation logs it)",
    body=ConfirmIn,
    auth=True,
    idempotent=True,
    responses=_writes("Confirmed; with the last confirmation (or the host's) the hand counts."),
)
def confirm_hand(table_id: str, seq: int) -> tuple[Response, int]:
    """A seated player other than the one who entered it, as the table's `confirm_by` says;
    the host for everyone with `for_everyone`."""
    body = _body(ConfirmIn)
    return _dispatch(
        table_id,
        lambda: confirm.confirm_hand(
            table_id, seq, body.expected_seq, _idempotency_key(), body.for_everyone
        ),
    )


@spec.route(
    "POST",
    "/tables/<table_id>/pending/<seq:seq>/decline",
    summary="Decline a hand waiting for the table (it is not logged; enter it again)",
    body=DeclineIn,
    auth=True,
    idempotent=True,
    responses=_writes("Declined."),
)
def decline_hand(table_id: str, seq: int) -> tuple[Response, int]:
    body = _body(DeclineIn)
    return _dispatch(
        table_id,
        lambda: confirm.decline_hand(
            table_id, seq, body.reason, body.expected_seq, _idempotency_key()
        ),
    )
