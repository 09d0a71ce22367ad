"""The table page's disputes: two seats repaired, penalties recorded, hands confirmed.

Every write goes through the table page's own dispatch (:func:`.table._dispatch`): the
phone's seat from its cookie, the typed command, the tables' pipeline, the regions to swap or
the refusal in the panel's box.
"""

from __future__ import annotations

from typing import Any

from flask import request

from ...disputes import confirm, ledger, seating
from ...disputes.ledger import Ledger, read_ledger
from ...games.base import OTHER, Irregularity
from ...tables import Command, TableReads
from ..common import form_int
from .base import bp
from .regions import Page
from .table import _dispatch


@bp.post("/t/<table_id>/seat-swap")
def seat_swap(table_id: str) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        seats = [form_int("seat_a"), form_int("seat_b")]
        hand = form_int("hand")
        reason = request.form.get("reason", "")
        return seating.swap_seats(table_id, seats, hand, reason, form_int("expected_seq"), key)

    return _dispatch(table_id, build, box="ledger")


@bp.post("/t/<table_id>/penalties")
def record_penalty(table_id: str) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        return ledger.record_penalty(
            table_id,
            form_int("seat"),
            request.form.get("code", ""),
            request.form.get("rule", ""),
            request.form.get("note", ""),
            form_int("expected_seq"),
            key,
        )

    return _dispatch(table_id, build, box="ledger")


@bp.app_template_global()
def table_ledger(page: Page) -> Ledger:
    """The table's penalties and each seat's tally, for the page's ledger region."""
    view = page.view
    return read_ledger(page.reads.session, view.id, view.game, len(page.names))


@bp.app_template_global()
def irregularities(page: Page) -> list[Irregularity]:
    """The irregularities the penalty form offers: the game's, then "other"."""
    game = page.view.game
    return [*game.irregularities, ledger.irregularity(game, OTHER)]  # type: ignore[list-item]


@bp.post("/t/<table_id>/pending/<seq:seq>/confirm")
def confirm_hand(table_id: str, seq: int) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        return confirm.confirm_hand(table_id, seq, form_int("expected_seq"), key)

    return _dispatch(table_id, build, box="ledger")


@bp.post("/t/<table_id>/pending/<seq:seq>/decline")
def decline_hand(table_id: str, seq: int) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        reason = request.form.get("reason", "")
        return confirm.decline_hand(table_id, seq, reason, form_int("expected_seq"), key)

    return _dispatch(table_id, build, box="ledger")


@bp.app_template_global()
def pending_hands(page: Page) -> list[confirm.Pending]:
    """The hands waiting for confirmation at the page's table (none unless it asks for it)."""
    view = page.view
    session = page.reads.session
    if not ledger.house_of(session, view.id).confirm:
        return []
    return confirm.pending_hands(session, view.id, sorted(page.devices))
