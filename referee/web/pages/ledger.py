"""The table page's disputes: two seats repaired, penalties recorded, hands confirmed.

Every write goes through the table page's own dispatch (:func:`.table._dispatch`): the
phone's seat from its cookie, the typed command, the tables' pipeline, the regions to swap or
the refusal in the panel's box.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask import request

from ...disputes import confirm, ledger, seating
from ...disputes.ledger import Ledger, read_ledger
from ...games.base import OTHER, Irregularity
from ...tables import Command, LogEntry, TableReads
from ...tables.eventlog import (
    CONFIRM_HAND,
    CONTROL_TYPES,
    DECLINE_HAND,
    IRREGULARITY,
    PENDING_HAND,
    SEAT,
    SEATING,
    SIT,
)
from ..common import form_int
from ..i18n import gettext
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


@dataclass(frozen=True)
class Kept:
    """What the ledger region shows of a table, as of ``seq``."""

    seq: int
    book: Ledger
    pending: tuple[confirm.Pending, ...]


#: Entries after which the region is read again: penalties, hands waiting and their
#: confirmations, phones sitting down (who a hand waits for), undos and repairs.
RELEVANT = frozenset({IRREGULARITY, PENDING_HAND, CONFIRM_HAND, DECLINE_HAND, SIT, SEAT})
RELEVANT |= CONTROL_TYPES
#: Each table's region as this process last read it; the seats drawn, which never change.
_KEPT: dict[str, Kept] = {}
_SEATING: dict[str, LogEntry | None] = {}
_KEEP = 4096


def _kept(page: Page) -> Kept:
    """The table's ledger and hands waiting at the page's seq: kept from an earlier seq when
    the entries since (all of them in the page's update) changed neither, else read."""
    view = page.view
    known = _KEPT.get(view.id)
    if known is not None and known.seq == view.seq:
        return known
    if known is not None and known.seq < view.seq:
        since = [e for e in page.new if e.seq > known.seq]
        if len(since) == view.seq - known.seq and not any(e.type in RELEVANT for e in since):
            kept = Kept(view.seq, known.book, known.pending)
            _KEPT[view.id] = kept
            return kept
    session = page.reads.session
    book = read_ledger(session, view.id, view.game, len(page.names))
    pending = (
        tuple(confirm.pending_hands(session, view.id, sorted(page.devices)))
        if book.house.confirm
        else ()
    )
    if len(_KEPT) >= _KEEP:
        _KEPT.clear()
    kept = _KEPT[view.id] = Kept(view.seq, book, pending)
    return kept


@bp.app_template_global()
def table_ledger(page: Page) -> Ledger:
    """The table's penalties and each seat's tally, for the page's ledger region."""
    return _kept(page).book


@bp.app_template_global()
def pending_hands(page: Page) -> tuple[confirm.Pending, ...]:
    """The hands waiting for confirmation at the page's table (none unless it asks for it)."""
    return _kept(page).pending


@bp.app_template_global()
def seat_names(page: Page, seats: tuple[int, ...]) -> str:
    """The names at ``seats``: "Luca, Sara"."""
    return ", ".join(page.names[x] for x in seats if 0 <= x < len(page.names))


@bp.app_template_global()
def pending_title(page: Page, hand: confirm.Pending) -> str:
    """What waits and for whom: "Hand 3 waiting for Luca, Sara", "… for one of Luca, Sara",
    "Undo of hand 2 waiting for the host" (in the game's unit: "Game 3 waiting …")."""
    names = seat_names(page, hand.waiting)
    if not names:
        for_whom = "host" if hand.by == "host" else "confirmation"
    else:
        for_whom = "one" if hand.by == "any" and len(hand.waiting) > 1 else "names"
    if hand.kind == "swap":
        return _SWAP_WAITING[for_whom](names)
    kind = hand.kind if hand.kind in ("void", "correct") else "hand"
    return page.words(f"{kind}_{for_whom}", n=hand.hand or 0, names=names)


@bp.app_template_global()
def waiting_prompt(page: Page, hand: confirm.Pending) -> str:
    """The prompt line while an entry waits for confirmation, saying it waits rather than
    asking for it: "Hand 3: entered by Anna, waiting for confirmation" (a seat swap, an undo
    or a correction: what waits and for whom)."""
    if hand.kind != "hand":
        return pending_title(page, hand)
    seat = hand.author_seat
    if seat is not None and 0 <= seat < len(page.names):
        return page.words("waits", n=hand.hand or 0, name=page.names[seat])
    return page.words("waits_unsigned", n=hand.hand or 0)


#: A seat swap waiting, for whom: the host, anyone's confirmation, one of some players, or
#: the players named.
_SWAP_WAITING: dict[str, Any] = {
    "host": lambda _: gettext("Seat swap waiting for the host"),
    "confirmation": lambda _: gettext("Seat swap waiting for confirmation"),
    "one": lambda names: gettext("Seat swap waiting for one of %(names)s", names=names),
    "names": lambda names: gettext("Seat swap waiting for %(names)s", names=names),
}


@bp.app_template_global()
def table_seating(page: Page) -> LogEntry | None:
    """The seats the server drew when the table opened (its first event), if it did."""
    table_id = page.view.id
    if table_id not in _SEATING:
        first = page.reads.entry(1) if page.view.seq >= 1 else None
        if first is None and page.view.seq < 1:
            return None  # nothing logged yet: asked again once something is
        if len(_SEATING) >= _KEEP:
            _SEATING.clear()
        _SEATING[table_id] = first if first is not None and first.type == SEATING else None
    return _SEATING[table_id]


@bp.app_template_global()
def irregularities(page: Page) -> list[Irregularity]:
    """The irregularities the penalty form offers: the game's, then "other"."""
    game = page.view.game
    return [*game.irregularities, ledger.irregularity(game, OTHER)]  # type: ignore[list-item]


@bp.post("/t/<table_id>/pending/<seq:seq>/confirm")
def confirm_hand(table_id: str, seq: int) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        everyone = request.form.get("for_everyone") == "1"
        return confirm.confirm_hand(table_id, seq, form_int("expected_seq"), key, everyone)

    return _dispatch(table_id, build, box="ledger")


@bp.post("/t/<table_id>/pending/<seq:seq>/decline")
def decline_hand(table_id: str, seq: int) -> Any:
    def build(r: TableReads, key: str | None) -> Command:
        reason = request.form.get("reason", "")
        return confirm.decline_hand(table_id, seq, reason, form_int("expected_seq"), key)

    return _dispatch(table_id, build, box="ledger")
