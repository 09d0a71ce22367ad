"""The regions of a table page, rendered for one viewer in one language.

A full page, a form's answer, an SSE message and a poll all render these same regions;
the last three wrap them in ``<hx-partial>`` so that htmx swaps each into its place.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any

from flask import render_template
from markupsafe import Markup

from ...disputes.contests import Contest
from ...disputes.panel import contested_seqs
from ...tables import Actor, LogEntry, TableReads, may_void
from ...tables.eventlog import (
    ADMIN_TYPES,
    CONTROL_TYPES,
    DISPUTE_TYPES,
    HAND_PART,
    PENDING_HAND,
    REMATCH,
)
from ..common import lang, reads
from ..games import screen_for
from ..i18n import gettext
from .entries import EntryWords, TableText
from .scoreboard import Scoreboard

#: Events after which the shown log is redrawn: an undo or a correction, and a contest's
#: events (the contested move's mark changes, a resolution may rescore earlier hands).
REDRAW_TYPES = CONTROL_TYPES | DISPUTE_TYPES

#: Platform events after which the entry forms are drawn afresh (so do the game's moves
#: that end a hand or add a seat).
#: (A phone taking another's seat is one: the phone that lost it has no forms any more.)
#: (A part of a hand in parts is not: only the strip of who has entered is drawn again, so
#: that another phone's part never wipes what this one is typing.)
BOUNDARY_TYPES = CONTROL_TYPES | (ADMIN_TYPES - {REMATCH, HAND_PART})
#: A hand waiting for confirmation takes the place of the entry forms on every phone.
BOUNDARY_TYPES |= {PENDING_HAND}


def _is_boundary(page: Page, entry: LogEntry) -> bool:
    if entry.type in BOUNDARY_TYPES:
        return True
    if entry.type in page.screen.redraw_after:
        return True
    spec = page.view.game.move_spec(entry.type)
    return spec is not None and (spec.ends_hand or spec.adds_seat)


@dataclass(frozen=True)
class Clash:
    """A hand this phone typed while another phone saved one first (its save was refused as
    stale): the hand saved, whether it is the same as the one typed (the same scores), and
    else each player's points in the saved hand and in the typed one."""

    entry: LogEntry
    same: bool
    differences: tuple[tuple[str, int, int], ...] = ()


class _Part:
    """A member of one of the page's parts, asked of the page itself (as its templates do):
    ``said = _Part("entry_words")`` is ``page.entry_words.said``."""

    def __init__(self, part: str) -> None:
        self.part = part

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, page: Any, owner: type | None = None) -> Any:
        if page is None:
            return self
        return getattr(getattr(page, self.part), self.name)


@dataclass
class Page(TableText):
    """Everything a table's templates need: the page itself (who views it, what they may
    do, the forms and the update) with its two parts, what each log entry says
    (:class:`EntryWords`) and the scoreboard (:class:`Scoreboard`), whose members the
    page answers for as well."""

    viewer: Actor | None
    entries: list[LogEntry]
    hands: list[LogEntry]
    errors: dict[str, str] = field(default_factory=dict)
    form: dict[str, Any] = field(default_factory=dict)
    #: Entries after the phone's last seq (an update), and whether the log is redrawn.
    new: list[LogEntry] = field(default_factory=list)
    full_log: bool = True
    #: The table is asked for something else than at ``since`` (a call, a new hand).
    phase_changed: bool = True
    #: What this phone just logged (its confirmation, with an undo).
    confirmation: LogEntry | None = None
    #: What the table logged meanwhile, when this phone's write was refused as stale.
    changes: list[LogEntry] = field(default_factory=list)
    #: The hand another phone saved first, when this phone's refused write typed one too.
    clash: Clash | None = None
    #: The rematch of this finished table, if one was started.
    rematch: str | None = None
    #: What the entry forms keep of this phone's write just made (the game's screen says
    #: what: :meth:`GameScreen.kept`).
    kept: dict[str, Any] = field(default_factory=dict)
    #: Rendered once for every phone of a kind (watching, playing, hosting) rather than for
    #: one phone: what is this phone's own (its seat marked "you", its own news, the undo
    #: of its own undo) is marked in the markup and picked out by the page's script.
    shared: bool = False

    @cached_property
    def entry_words(self) -> EntryWords:
        """What each log entry says (:mod:`.entries`)."""
        return EntryWords(view=self.view, lang=self.lang, reads=self.reads, screen=self.screen)

    @cached_property
    def scoreboard(self) -> Scoreboard:
        """The totals and what goes with them (:mod:`.scoreboard`)."""
        return Scoreboard(
            view=self.view, lang=self.lang, reads=self.reads, screen=self.screen, hands=self.hands
        )

    # What a log entry says.
    ends_hand = _Part("entry_words")
    score_event = _Part("entry_words")
    contested_label = _Part("entry_words")
    entry_title = _Part("entry_words")
    author = _Part("entry_words")
    rule_title = _Part("entry_words")
    changed_hand = _Part("entry_words")
    change = _Part("entry_words")
    said = _Part("entry_words")
    lines_said = _Part("entry_words")
    score_detail = _Part("entry_words")
    spoken = _Part("entry_words")
    saved = _Part("entry_words")
    verdict_title = _Part("entry_words")
    verdict_detail = _Part("entry_words")
    changed_by = _Part("entry_words")
    reason = _Part("entry_words")
    score_changes = _Part("entry_words")
    undo_label = _Part("entry_words")
    game_turn = _Part("entry_words")
    scores_line = _Part("entry_words")
    # The scoreboard.
    carried = _Part("scoreboard")
    house_rules = _Part("scoreboard")
    stakes = _Part("scoreboard")
    stake_scores = _Part("scoreboard")
    goal = _Part("scoreboard")
    standing_note = _Part("scoreboard")
    outcome_in_words = _Part("scoreboard")
    outcome_line = _Part("scoreboard")
    last_change = _Part("scoreboard")
    progression = _Part("scoreboard")
    earlier_hands = _Part("scoreboard")
    progression_rows = _Part("scoreboard")
    evening = _Part("scoreboard")
    evening_won = _Part("scoreboard")
    summary_text = _Part("scoreboard")

    @cached_property
    def contests(self) -> dict[int, Contest]:
        """The moves under an open contest, by seq: marked on every phone, the totals
        provisional."""
        return contested_seqs(self.reads)

    def again(self, box: str, conflict: bool) -> bool:
        """Whether the form of ``box`` is drawn again, as typed, after another phone saved
        first (not when that phone saved the very same hand: nothing is left to do)."""
        if not conflict or not self.errors.get(box):
            return False
        return self.clash is None or not self.clash.same

    @property
    def notice(self) -> LogEntry | None:
        """The move whose confirmation this update shows: the one this phone just made, else
        the latest of the update's moves (on the phone that made it: its script keeps only
        its own). None when the update ends on a platform event (a phone sitting down)."""
        if self.confirmation is not None:
            return self.confirmation
        if not self.new or self.new[-1].type in ADMIN_TYPES:
            return None
        return self.new[-1]

    @property
    def devices(self) -> dict[int, int]:
        """How many phones sit at each seat (read only by the parts that show it)."""
        return self.reads.devices

    @property
    def empty_seats(self) -> int:
        """How many seats have no phone yet."""
        return len(self.names) - len(self.devices)

    @property
    def invite_first(self) -> bool:
        """Whether the invite comes first on the page, above what to enter: for the host,
        until every seat has a phone (then it folds into the page's foot)."""
        return self.is_host and self.view.outcome is None and self.empty_seats > 0

    @property
    def earlier(self) -> int | None:
        """The seq before which older entries can be loaded, if any."""
        if self.entries and self.entries[0].seq > 1:
            return self.entries[0].seq
        return None

    @property
    def can_play(self) -> bool:
        return self.viewer is not None and self.viewer.can_play

    @property
    def is_host(self) -> bool:
        return self.viewer is not None and self.viewer.is_host

    @property
    def you(self) -> int | None:
        return self.viewer.seat if self.viewer else None

    def may_void(self, entry: LogEntry) -> bool:
        if entry.status == "voided":
            return False
        return may_void(self.viewer, entry.type, entry.author_id) or self.own_only(entry)

    def may_correct(self, entry: LogEntry) -> bool:
        spec = self.view.game.move_spec(entry.type)
        return self.may_void(entry) and spec is not None and spec.ends_hand

    @property
    def others_news(self) -> list[LogEntry]:
        """What other phones logged since this phone's last update, newest first (a shared
        render keeps every author's: each phone drops its own)."""
        mine = self.you
        return [e for e in reversed(self.new) if e.author_seat != mine or mine is None]

    def own_only(self, entry: LogEntry) -> bool:
        """Whether only the phone that logged ``entry`` may undo it, and this render cannot
        tell which phone that is (a shared render for the players): the page's script
        shows the undo on that phone only."""
        return (
            self.shared
            and self.can_play
            and not self.is_host
            and entry.type in CONTROL_TYPES
            and entry.author_id is not None
        )


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
    shared: bool = False,
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
        full_log = any(e.type in REDRAW_TYPES for e in new)
        phase_changed = bool(new) and r.phase_at(since) != view.prompt.phase
    return Page(
        view=view,
        viewer=viewer,
        lang=lang(),
        entries=r.log_window(LOG_PAGE, before=view.seq + 1) if log and full_log else [],
        hands=[e for e in r.hands if e.seq <= view.seq] if log else [],
        reads=r,
        screen=screen_for(view.game.id),
        rematch=r.rematch if view.outcome is not None else None,
        errors=errors or {},
        form=form or {},
        new=new,
        full_log=full_log,
        phase_changed=phase_changed,
        shared=shared,
    )


def render_regions(page: Page, *, forms: bool | None = None) -> str:
    """``<hx-partial>`` updates for the page's phone.

    Appended moves are upserted into the log by seq; a void or correction redraws the
    shown window. The entry forms are redrawn after a hand boundary (a phone that is
    mid-entry keeps its form and is told on saving that the table moved on) and when the
    prompt's phase changes (the forms may offer other moves, or preselect a player);
    otherwise only their ``expected_seq``.
    """
    if forms is None:
        forms = page.full_log or page.phase_changed or any(_is_boundary(page, e) for e in page.new)
    people = people_shown(page)
    return render_template(
        "table/_bundle.html",
        p=page,
        new_entries=list(reversed(page.new)),
        full_log=page.full_log,
        forms=forms,
        people=people,
        common=_common_regions(page) if page.shared else {},
    )


#: The regions a shared update draws the same for every kind of phone, by table, seq and
#: language: each is rendered once for the watching, playing and hosting phones and for
#: every phone's last seq (it shows the table at its seq, not what is new since).
_COMMON: OrderedDict[tuple[str, int, str], dict[str, Markup]] = OrderedDict()
COMMON_KEPT = 512


def _common_regions(page: Page) -> dict[str, Markup]:
    """The scoreboard, and the status until the game is over (then it says whether this
    phone may start the rematch), as a shared update draws them."""
    view = page.view
    key = (view.id, view.seq, page.lang)
    found = _COMMON.get(key)
    if found is None:
        found = {"scoreboard": Markup(render_template("table/_scoreboard.html", p=page))}
        if view.outcome is None:
            found["status"] = Markup(render_template("table/_status.html", p=page))
        _COMMON[key] = found
        while len(_COMMON) > COMMON_KEPT:
            _COMMON.popitem(last=False)
    return found


def people_shown(page: Page) -> bool:
    """Whether the regions of the table's people (the invite, the host's panel, the QR link,
    the watching line) are drawn: on a whole page's update, when who sits where may have
    changed (:func:`people_changed`; an update with nothing new in the log is a phone
    sitting down), and when the game ended (the invite folds). A hand's end alone leaves
    them as they are: they show nothing of the game's state, and drawing them read the
    table's phones for every update."""
    if page.full_log or people_changed(page):
        return True
    return page.phase_changed and page.view.outcome is not None


def people_changed(page: Page) -> bool:
    """Whether an update may change who this phone is (its seat, its role): a seat or host
    change, a phone sitting down, a redraw with nothing new in the log, or an undo or a
    correction (it may undo a seat that a phone sits at)."""
    return not page.new or any(
        e.type in ADMIN_TYPES | CONTROL_TYPES and e.type != HAND_PART for e in page.new
    )


def you_mark(page: Page, seat: int) -> Markup:
    """ "(you)" after a player's name: shown at this phone's seat; in a shared render, on
    every seat and hidden, for the page's script to show at its own."""
    if seat == page.you:
        return _you_mark(page.lang, hidden=False)
    if page.shared:
        return _you_mark(page.lang, hidden=True)
    return Markup("")


@lru_cache(maxsize=8)
def _you_mark(language: str, *, hidden: bool) -> Markup:
    """The mark in ``language`` (the page's: every template of a request speaks it)."""
    shown = Markup(' <span class="you-mark muted small"{0}>({1})</span>')
    return shown.format(Markup(" hidden") if hidden else "", gettext("you"))
