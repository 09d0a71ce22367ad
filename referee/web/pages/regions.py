"""The regions of a table page, rendered for one viewer in one language.

A full page, a form's answer, an SSE message and a poll all render these same regions;
the last three wrap them in ``<hx-partial>`` so that htmx swaps each into its place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from flask import render_template
from flask_babel import gettext
from markupsafe import Markup

from ...games.base import Text
from ...games.rulebook import get_rule
from ...tables import Actor, LogEntry, TableReads, TableView, may_void
from ...tables.eventlog import ADMIN_TYPES, CONTROL_TYPES, CORRECT, HOST, SEAT, VOID
from ..common import lang, reads
from ..games import GameScreen, screen_for

#: Platform events after which the entry forms are drawn afresh (so do the game's moves
#: that end a hand or add a seat).
BOUNDARY_TYPES = CONTROL_TYPES | ADMIN_TYPES


def _is_boundary(page: Page, entry: LogEntry) -> bool:
    if entry.type in BOUNDARY_TYPES:
        return True
    spec = page.view.game.move_spec(entry.type)
    return spec is not None and (spec.ends_hand or spec.adds_seat)


@dataclass
class Page:
    """Everything a table's templates need."""

    view: TableView
    viewer: Actor | None
    lang: str
    entries: list[LogEntry]
    hands: list[LogEntry]
    devices: dict[int, int]
    screen: GameScreen
    errors: dict[str, str] = field(default_factory=dict)
    form: dict[str, Any] = field(default_factory=dict)
    #: Entries after the phone's last seq (an update), and whether the log is redrawn.
    new: list[LogEntry] = field(default_factory=list)
    full_log: bool = True
    #: The table is asked for something else than at ``since`` (a call, a new hand).
    phase_changed: bool = True

    @property
    def earlier(self) -> int | None:
        """The seq before which older entries can be loaded, if any."""
        if self.entries and self.entries[0].seq > 1:
            return self.entries[0].seq
        return None

    @property
    def names(self) -> list[str]:
        return self.view.names

    @property
    def can_play(self) -> bool:
        return self.viewer is not None and self.viewer.can_play

    @property
    def is_host(self) -> bool:
        return self.viewer is not None and self.viewer.is_host

    @property
    def you(self) -> int | None:
        return self.viewer.seat if self.viewer else None

    def text(self, text: Any) -> str:
        """A game text in this page's language, seat names filled in."""
        return text.render(self.lang, self.names)

    def text_of(self, data: Text | dict[str, str]) -> str:
        """A text, or a stored one (``{"it": …, "en": …}``), in this page's language."""
        return Text.model_validate(data).render(self.lang, self.names)

    def entry_title(self, entry: LogEntry) -> str:
        if entry.hand is not None:
            return gettext("Hand %(n)s", n=entry.hand.number)
        titles = {
            VOID: lambda: gettext("Undo of #%(n)s", n=entry.payload.get("seq")),
            CORRECT: lambda: gettext("Correction of #%(n)s", n=entry.payload.get("seq")),
            HOST: lambda: gettext("Host"),
            SEAT: lambda: gettext("Seat"),
        }
        if entry.type in titles:
            return titles[entry.type]()
        for spec in self.view.game.move_specs:
            if spec.type == entry.type:
                return spec.label.get(self.lang)
        return entry.type

    def may_void(self, entry: LogEntry) -> bool:
        if entry.status == "voided":
            return False
        return may_void(self.viewer, entry.type, entry.author_id)

    def may_correct(self, entry: LogEntry) -> bool:
        spec = self.view.game.move_spec(entry.type)
        return self.may_void(entry) and spec is not None and spec.ends_hand

    @property
    def goal(self) -> tuple[Text, int | None] | None:
        return self.view.game.goal(self.view.options)

    def author(self, entry: LogEntry) -> str:
        if entry.author_seat is not None and entry.author_seat < len(self.names):
            return self.names[entry.author_seat]
        return ""

    def rule_title(self, rule_id: str) -> str:
        rule = get_rule(rule_id)
        return rule.title.get(self.lang) if rule else rule_id

    @property
    def hand_grid(self) -> list[tuple[int, list[int]]]:
        rows = []
        for entry in self.hands:
            if entry.hand is not None:
                scores = list(entry.hand.scores)
                scores += [0] * (len(self.names) - len(scores))
                rows.append((entry.hand.number, scores))
        return rows


#: How many log entries a page shows at first; older ones load on demand.
LOG_PAGE = 40


def build_page(
    table: TableReads | str,
    viewer: Actor | None,
    since: int | None = None,
    *,
    errors: dict[str, str] | None = None,
    form: dict[str, Any] | None = None,
    log: bool = True,
) -> Page:
    """A table page for ``viewer``, or the update for a phone that has seen up to ``since``.

    The log shows the latest ``LOG_PAGE`` entries. An update carries only what is new
    after ``since``, unless a void or a correction changed older entries: then the shown
    window is redrawn. Everything is read from one read model (this request's, when given
    a table id).
    """
    r = reads(table) if isinstance(table, str) else table
    view = r.view
    new: list[LogEntry] = []
    full_log = since is None
    phase_changed = since is None
    if log and since is not None:
        new = r.log(after=since, upto=view.seq)
        full_log = any(e.type in CONTROL_TYPES for e in new)
        phase_changed = bool(new) and r.phase_at(since) != view.prompt.phase
    return Page(
        view=view,
        viewer=viewer,
        lang=lang(),
        entries=r.log_window(LOG_PAGE, before=view.seq + 1) if log and full_log else [],
        hands=[e for e in r.hands if e.seq <= view.seq] if log else [],
        devices=r.devices,
        screen=screen_for(view.game.id),
        errors=errors or {},
        form=form or {},
        new=new,
        full_log=full_log,
        phase_changed=phase_changed,
    )


def render_regions(page: Page, *, forms: bool | None = None) -> str:
    """``<hx-partial>`` updates for the page's phone.

    Appended moves are upserted into the log by seq; a void or correction redraws the
    shown window. The entry forms are redrawn after a hand boundary (a phone that is
    mid-entry keeps its form and is told on saving that the table moved on) and when the
    prompt's phase changes (a Tamalo call preselects the caller); otherwise only their
    ``expected_seq``.
    """
    if forms is None:
        forms = page.full_log or page.phase_changed or any(_is_boundary(page, e) for e in page.new)
    return render_template(
        "table/_bundle.html",
        p=page,
        new_entries=list(reversed(page.new)),
        full_log=page.full_log,
        forms=forms,
    )


def rules_links(rule_ids: list[str] | tuple[str, ...]) -> Markup:
    """Small links to the rule pages, for explanation lines."""
    parts = []
    for rule_id in rule_ids:
        parts.append(
            Markup('<a class="rule" href="/rules/{0}" title="{1}">{0}</a>').format(
                rule_id, (get_rule(rule_id).title.get(lang()) if get_rule(rule_id) else rule_id)
            )
        )
    return Markup(" ").join(parts)
