"""A hand in parts on the table page: each phone enters its own part of the hand.

Beside the whole-hand form, a game that declares its parts (:mod:`referee.games.base.parts`)
offers "each enters their own": this phone's part form (the game's screen draws its fields,
``GameScreen.part_template``, and reads them, ``parse_part``), with a small choice of whose
part it is, so that a player may enter a missing part for another. Above it, the strip of
the hand in progress: whose parts are in (and who entered them), whose are missing, and the
conflict when the complete parts make no hand; never what a part says.

A part changes no score, so another phone's part never redraws this phone's forms (what it
is typing stays): every update redraws the strip alone (``table/_parts_live.html``). The last
part logs the hand, and that redraws every phone's forms and scoreboard as any hand does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from flask import request

from ...games.base import Text
from ...tables import TableReads
from ...tables.commands import Command
from ...tables.parts import enter_part, hand_in_progress
from ..common import form_int
from ..games import screen_for
from ..games.screen import FormReader
from ..i18n import gettext
from .base import bp
from .regions import Page
from .table import _dispatch

#: Where a part form's refusals show (``#errors-part``).
BOX = "part"
#: The part form's button that withdraws the part in force.
WITHDRAW = "withdraw"

WHOSE_PART = Text(
    it="Di chi è la parte? Tocca un nome.",
    en="Whose part is it? Tap a name.",
)


@dataclass(frozen=True)
class PartsShown:
    """The hand in parts as one page shows it."""

    #: The seats that owe a part of the hand in play, in seat order.
    owed: tuple[int, ...]
    #: The seats whose part is in, each with the seat of the phone that entered it.
    entered: dict[int, int | None] = field(default_factory=dict)
    missing: tuple[int, ...] = ()
    #: The seq of the first part in force: which hand in parts this is (the page's script
    #: opens the part form once per hand in parts).
    first: int | None = None
    started_by: int | None = None
    #: Why the complete parts make no hand: ``{"rule", "text", "seats"}``.
    conflict: dict[str, Any] | None = None
    #: This phone's own part in force (never in a render shared by every phone).
    own: dict[str, Any] | None = None

    @property
    def in_progress(self) -> bool:
        return bool(self.entered)


@bp.app_template_global()
def hand_parts(page: Page) -> PartsShown | None:
    """The hand in parts at the page's table, for a phone that may enter a part; None when
    the game has no parts, the game is over or this phone only watches. Read once a page."""
    if "_parts" in vars(page):
        return vars(page)["_parts"]  # type: ignore[no-any-return]
    shown = _read(page)
    vars(page)["_parts"] = shown
    return shown


def _read(page: Page) -> PartsShown | None:
    view = page.view
    spec = view.game.parts
    if spec is None or view.outcome is not None or not page.can_play:
        return None
    if page.screen.part_template is None:
        return None
    owed = tuple(spec.owed(view.state, view.options))
    if not owed:  # no part in this step of the hand (calls spoken in turn, say)
        return None
    progress = hand_in_progress(page.reads.session, page.reads.context, view.state)
    if progress is None:
        return PartsShown(owed=owed)
    mine = page.you if not page.shared else None
    own = progress.parts[mine].part if mine is not None and mine in progress.parts else None
    return PartsShown(
        owed=owed,
        entered={s: p.author_seat for s, p in sorted(progress.parts.items())},
        missing=tuple(progress.missing),
        first=min(p.seq for p in progress.parts.values()),
        started_by=progress.started_by,
        conflict=progress.conflict,
        own=own,
    )


@bp.app_template_global()
def part_said(page: Page, part: dict[str, Any]) -> str:
    """This phone's own part in words, under its form: "you went out (in mano)", "3 cards",
    "total 17"; a game's own words where its screen has them."""
    words = page.screen.part_words(part)
    if words is not None:
        return words
    if part.get("closed"):
        return gettext("you went out in mano") if part.get("in_mano") else gettext("you went out")
    said = []
    if "cards" in part:
        n = len(part["cards"])
        said.append(gettext("%(n)s cards", n=n) if n != 1 else gettext("1 card"))
    if "total" in part:
        said.append(gettext("total %(n)s", n=part["total"]))
    if part.get("called"):
        said.append(gettext("you called"))
    return ", ".join(said)


@bp.post("/t/<table_id>/parts")
def post_part(table_id: str) -> Any:
    """One seat's part of the hand in play, from the part form (``kind``: the button
    tapped; "withdraw" takes the seat's part back)."""

    def build(r: TableReads, key: str | None) -> Command:
        seat = FormReader(request.form).seat("seat", WHOSE_PART)
        if request.form.get("kind") == WITHDRAW:
            part = None
        else:
            part = screen_for(r.view.game.id).parse_part(request.form)
        move = {"type": "part", "seat": seat, "part": part}
        return enter_part(table_id, move, form_int("expected_seq"), key)

    return _dispatch(table_id, build, box=BOX)


__all__ = ["BOX", "PartsShown", "hand_parts", "part_said", "post_part"]
