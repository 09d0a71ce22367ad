"""The regions of a table page, rendered for one viewer in one language.

A full page, a form's answer, an SSE message and a poll all render these same regions;
the last three wrap them in ``<hx-partial>`` so that htmx swaps each into its place.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from flask import render_template
from flask_babel import gettext, pgettext
from markupsafe import Markup

from ...disputes.contests import Contest
from ...disputes.panel import contested_seqs
from ...games.base import Stake, StakeOutcome, Text
from ...games.base.text import signed, written
from ...games.house_rules import house_rules_text
from ...games.rulebook import get_rule
from ...tables import Actor, LogEntry, TableReads, TableView, may_void
from ...tables.eventlog import (
    ADMIN_TYPES,
    CONFIRM_HAND,
    CONTEST,
    CONTROL_TYPES,
    CORRECT,
    DECLINE_HAND,
    DISPUTE_TYPES,
    HAND_PART,
    HOST,
    HOUSE,
    IRREGULARITY,
    PENDING_HAND,
    REMATCH,
    RESOLVE,
    SEAT,
    SEAT_SWAP,
    SEATING,
    SIT,
    VOID,
    VOTE,
    WITHDRAW,
)
from ..common import lang, reads
from ..games import GameScreen, screen_for
from .rulings import ruling_said
from .units import unit_words
from .verdicts import verdict_detail, verdict_said

#: The hands the scoreboard's grid shows at every update (the whole grid is loaded when
#: asked for): an update costs the same at hand 10 and at hand 500.
GRID_RECENT = 12
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


#: The log's titles of a contest's events and of the house options logged at the start.
DISPUTE_TITLES = {
    CONTEST: lambda: pgettext("log title", "Contest"),
    WITHDRAW: lambda: pgettext("log title", "Contest withdrawn"),
    VOTE: lambda: pgettext("log title", "Vote"),
    RESOLVE: lambda: pgettext("log title", "Ruling"),
    HOUSE: lambda: pgettext("log title", "House rules"),
}


#: Events a phone tells the others with their own line ("Anna and Bruno swap seats...").
SAID_BY_LINE = ADMIN_TYPES | {SEAT_SWAP, IRREGULARITY, PENDING_HAND}


def _is_boundary(page: Page, entry: LogEntry) -> bool:
    if entry.type in BOUNDARY_TYPES:
        return True
    if entry.type in page.screen.redraw_after:
        return True
    spec = page.view.game.move_spec(entry.type)
    return spec is not None and (spec.ends_hand or spec.adds_seat)


def changed_scores(names: list[str], was: Sequence[int], now: Sequence[int]) -> list[str]:
    """Each player whose points a hand entered again changes: "Marco 8 → 9"."""
    pairs = zip(names, was, now, strict=False)
    return [f"{name} {before} → {after}" for name, before, after in pairs if before != after]


@dataclass(frozen=True)
class Clash:
    """A hand this phone typed while another phone saved one first (its save was refused as
    stale): the hand saved, whether it is the same as the one typed (the same scores), and
    else each player's points in the saved hand and in the typed one."""

    entry: LogEntry
    same: bool
    differences: tuple[tuple[str, int, int], ...] = ()


@dataclass
class Page:
    """Everything a table's templates need."""

    view: TableView
    viewer: Actor | None
    lang: str
    entries: list[LogEntry]
    hands: list[LogEntry]
    reads: TableReads
    screen: GameScreen
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
    def house_rules(self) -> str:
        """The table's rules in one line, as its differences from the official ones."""
        return house_rules(self.view, self.lang)

    @property
    def carried(self) -> str | None:
        """The score the table was carried over from paper, name by name, or None."""
        totals = self.view.table.start_totals
        if not totals:
            return None
        return " · ".join(f"{self.names[i]} {total}" for i, total in enumerate(totals))

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

    @property
    def stakes(self) -> list[Stake]:
        """What is at stake where a player must decide now, from the game's engine (none
        once the game is over)."""
        return list(self.view.at_stake)

    def stake_scores(self, outcome: StakeOutcome) -> str:
        """An outcome's score for each seat, as the panel lists it: "Bruno +15 · Anna −5"."""
        return " · ".join(
            f"{self.names[s]} {signed(points)}" for s, points in enumerate(outcome.scores)
        )

    def text_of(self, data: Text | dict[str, str]) -> str:
        """A text, or a stored one (``{"it": …, "en": …}``), in this page's language."""
        return Text.model_validate(data).render(self.lang, self.names)

    def ends_hand(self, entry: LogEntry) -> bool:
        """Whether ``entry`` scored a hand's end (named by the hand's number), not a score
        made at once by a move the game declares as something else (a re-entry, a King of
        trumps declared: its spec's ``scores_as``)."""
        spec = self.view.game.move_spec(entry.type)
        return entry.hand is not None and (spec is None or spec.is_hand)

    def score_event(self, entry: LogEntry) -> str | None:
        """What ``entry`` did to the totals when it changed them without being a hand, in its
        own words (its entry in the table's history): "Marco re-enters at 89", "Penalty to
        Paolo: +5"; None for a hand or an entry that changed no total."""
        if self.ends_hand(entry) or entry.status == "voided":
            return None
        # A game move scores with a result (a re-entry, a King); a penalty, with its points.
        if entry.type != IRREGULARITY and not (entry.is_game_move and entry.hand is not None):
            return None
        for item in reversed(self.reads.history):
            if item.seq == entry.seq:
                return self.text(item.text)
            if item.seq < entry.seq:
                break
        return None

    def words(self, key: str, **values: Any) -> str:
        """A sentence naming a scored hand in the game's own unit: "Game 3 saved" where
        each game of the evening scores (:mod:`.units`)."""
        return unit_words(self.view.game.unit, key, **values)

    def contested_label(self, seq: int) -> str:
        """A contested move as players know it: "hand 3 contested" (the hand it scored or is
        part of, else the one under way), from the table's history."""
        before = 0
        for item in self.reads.history:
            if item.hand is not None and item.seq >= seq:
                return self.words("contested", n=item.hand)
            before = item.hand or before
        return self.words("contested", n=before + 1)

    def entry_title(self, entry: LogEntry) -> str:
        if self.ends_hand(entry):
            assert entry.hand is not None
            return self.words("title", n=entry.hand.number)
        scored = self.score_event(entry)
        if scored is not None:
            return scored
        titles = {
            VOID: lambda: self._control_title(entry),
            CORRECT: lambda: self._control_title(entry),
            HOST: lambda: gettext("Host"),
            SEAT: lambda: gettext("Seat"),
            SIT: lambda: gettext("A phone at the table"),
            REMATCH: lambda: gettext("Rematch"),
            SEATING: lambda: gettext("Seats drawn"),
            SEAT_SWAP: lambda: gettext("Seats swapped"),
            IRREGULARITY: lambda: gettext("Penalty"),
            PENDING_HAND: lambda: gettext("Hand to confirm"),
            CONFIRM_HAND: lambda: gettext("Hand confirmed"),
            DECLINE_HAND: lambda: gettext("Hand declined"),
            HAND_PART: lambda: gettext("Part of the hand"),
            **DISPUTE_TITLES,
        }
        if entry.type in titles:
            return titles[entry.type]()
        for spec in self.view.game.move_specs:
            if spec.type == entry.type:
                return spec.label.get(self.lang)
        return entry.type

    def _control_title(self, entry: LogEntry) -> str:
        """An undo or a correction as players name it: "Hand 3 undone", "Hand 3 restored"."""
        change = self.change(entry)
        if change is None:
            return gettext("Corrected") if entry.type == CORRECT else gettext("Undone")
        kind, n, what = change
        if n is not None:
            return self.words(kind, n=n)
        return {
            "undone": gettext("Undone: %(what)s", what=what),
            "restored": gettext("Restored: %(what)s", what=what),
            "corrected": gettext("Corrected: %(what)s", what=what),
            "correction_undone": gettext("Correction undone: %(what)s", what=what),
        }[kind]

    def may_void(self, entry: LogEntry) -> bool:
        if entry.status == "voided":
            return False
        return may_void(self.viewer, entry.type, entry.author_id) or self.own_only(entry)

    def may_correct(self, entry: LogEntry) -> bool:
        spec = self.view.game.move_spec(entry.type)
        return self.may_void(entry) and spec is not None and spec.ends_hand

    @property
    def goal(self) -> tuple[Text, int | None] | None:
        return self.view.game.goal(self.view.options)

    def standing_note(self, seat: int) -> str | None:
        """What the game's screen says beside a seat's total (e.g. its distance to a
        threshold), if it says anything: its optional ``standing_note(view, seat)``."""
        return self.screen.standing_note(self.view, seat)

    @property
    def outcome_in_words(self) -> bool:
        """Whether the finished game is announced in the engine's own words under the winners'
        names (Scala 40: the last left in wins, not the lowest total): the screen's optional
        ``outcome_in_words``; otherwise the winning total is said."""
        return self.screen.outcome_in_words

    @property
    def outcome_line(self) -> str | None:
        """What the game's screen says under a finished game's winners in place of their
        points, if it says anything: its optional ``outcome_line(view)``."""
        return self.screen.outcome_line(self.view) if self.view.outcome is not None else None

    def author(self, entry: LogEntry) -> str:
        if entry.author_seat is not None and entry.author_seat < len(self.names):
            return self.names[entry.author_seat]
        return ""

    def rule_title(self, rule_id: str) -> str:
        rule = get_rule(rule_id)
        return rule.title.get(self.lang) if rule else rule_id

    @property
    def last_change(self) -> list[int] | None:
        """What the latest entry of the table's history changed, seat by seat: a hand's
        points, or a King's, a re-entry's, a penalty's (the grid's last row)."""
        history = self.reads.history
        return list(history[-1].scores) if history else None

    @property
    def progression(self) -> list[tuple[int, list[str], list[str]]]:
        """The latest :data:`GRID_RECENT` hands of :meth:`progression_rows`: what every
        update draws, the same at hand 10 and hand 500 (the whole grid is a fold's)."""
        return self.progression_rows(GRID_RECENT)

    @property
    def earlier_hands(self) -> bool:
        """Whether the grid leaves out earlier entries (a link then opens the whole grid)."""
        return len(self.reads.history) > len(self.progression)

    def progression_rows(self, limit: int | None = None) -> list[tuple[str, list[str], list[str]]]:
        """Entry by entry of the table's history, read forward: the hand's number (or what
        the entry is, a re-entry, a King), each seat's change and each seat's total after
        it, for the latest ``limit`` entries (every one when None). A seat that had not
        joined yet shows a dash."""
        history = self.reads.history
        shown = history[-limit:] if limit is not None and limit > 0 else history
        seats, language = len(self.names), self.lang
        return [
            (
                entry.label(language),
                [str(n) for n in entry.scores] + ["–"] * (seats - len(entry.scores)),
                [minus(t) for t in entry.totals_after] + ["–"] * (seats - len(entry.totals_after)),
            )
            for entry in shown
        ]

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

    def changed_hand(self, entry: LogEntry) -> int | None:
        """The number of the hand an undo or a correction changed, if it changed a hand:
        players know hands by their number, not by the move that logged them."""
        change = self.change(entry)
        return change[1] if change is not None else None

    def change(self, entry: LogEntry) -> tuple[str, int | None, str] | None:
        """What an undo or a correction did, as players say it: its kind (``undone``,
        ``restored``, ``corrected``, ``correction_undone``), the hand it changed (None for a
        move that is not a hand) and that move's name (a call, say), or None for other entries.

        An undo of an undo restores what the first one undid; an undo of a correction puts
        the hand back as first entered.
        """
        if entry.type not in (VOID, CORRECT):
            return None
        kind = "corrected" if entry.type == CORRECT else "undone"
        target = self._entry(entry.payload.get("seq"))
        seen = 0
        while target is not None and target.type in (VOID, CORRECT) and seen < 64:
            seen += 1
            if target.type == CORRECT:
                kind = "correction_undone" if kind == "undone" else kind
            else:
                kind = {"undone": "restored", "restored": "undone"}.get(kind, kind)
            if target.type == CORRECT and kind == "correction_undone":
                target = self._entry(target.payload.get("seq"))
                break
            target = self._entry(target.payload.get("seq"))
        if target is None:
            return None
        number = target.hand.number if target.hand is not None and self.ends_hand(target) else None
        return kind, number, self.entry_title(target)

    def _entry(self, seq: Any) -> LogEntry | None:
        if not isinstance(seq, int):
            return None
        cache = self.__dict__.setdefault("_entries", {})
        if seq not in cache:
            # This page's own read model: a stream's request outlives the one it opened with,
            # which still sees the table as it was when the phone connected.
            cache[seq] = self.reads.entry(seq)
        return cache[seq]

    def said(self, entry: LogEntry) -> str:
        """What an entry did, as one phone tells the others: "Bruno entered hand 3"."""
        who = self.author(entry) or gettext("The host")
        if self.ends_hand(entry):
            assert entry.hand is not None
            return self.words("entered", name=who, n=entry.hand.number)
        change = self.change(entry)
        if change is not None:
            kind, n, what = change
            if n is not None:
                said = self.words("said_" + kind, name=who, n=n)
            else:
                said = {
                    "undone": gettext("%(name)s undid: %(what)s", name=who, what=what),
                    "restored": gettext("%(name)s restored: %(what)s", name=who, what=what),
                    "corrected": gettext("%(name)s corrected: %(what)s", name=who, what=what),
                    "correction_undone": gettext(
                        "%(name)s undid the correction: %(what)s", name=who, what=what
                    ),
                }[kind]
            return said + self.game_turn(entry)
        if entry.type == REMATCH:  # one short line: the news has the width of a phone
            return gettext("%(name)s started the rematch", name=who)
        if entry.type == IRREGULARITY and entry.lines:
            return self.lines_said(entry)
        scored = self.score_event(entry)
        if scored is not None:
            return gettext("%(name)s logged: %(what)s", name=who, what=scored)
        ruled = ruling_said(self, entry)
        if ruled is not None:
            return ruled
        if entry.type in SAID_BY_LINE and entry.lines:
            return self.text(entry.lines[0].text)
        return (
            self.verdict_title(entry)
            or self.spoken(entry)
            or gettext("%(name)s logged: %(what)s", name=who, what=self.entry_title(entry))
        )

    def lines_said(self, entry: LogEntry) -> str:
        """An entry's lines in one sentence: a penalty, then what it did to the totals (or
        that it changed nothing, and why)."""
        return " — ".join(self.text(line.text).rstrip(".") for line in entry.lines)

    def score_detail(self, entry: LogEntry) -> str:
        """Under a notice of a score made at once (a re-entry, a King): the engine's lines,
        which say the rule applied; for a hand, its points (:meth:`scores_line`)."""
        if self.ends_hand(entry):
            return self.scores_line(entry)
        if entry.type == RESOLVE:  # its outcome: the totals it left, or that they stand
            return " ".join(self.text(line.text) for line in entry.lines[1:])
        if self.score_event(entry) is None or entry.type == IRREGULARITY:
            return ""
        return " ".join(self.text(line.text) for line in entry.lines)

    def spoken(self, entry: LogEntry) -> str | None:
        """A move as the players said it aloud, in the game's own words, if the game's screen
        words its moves (its optional ``move_words``): "Bruno: offro 6"."""
        if not entry.is_game_move:
            return None
        said = self.screen.move_words(entry.payload, self.names)
        return str(said) if said else None

    def saved(self, entry: LogEntry) -> str:
        """What this phone's own save did: "Hand 3 saved", "Marco re-enters at 89"."""
        if self.ends_hand(entry):
            assert entry.hand is not None
            return self.words("saved", n=entry.hand.number)
        if self.change(entry) is not None:
            return self._control_title(entry) + self.game_turn(entry)
        if entry.type == IRREGULARITY and entry.lines:
            return self.lines_said(entry)
        scored = self.score_event(entry)
        if scored is not None:
            return scored
        if entry.type in SAID_BY_LINE and entry.lines:
            return self.text(entry.lines[0].text)
        verdict = self.verdict_title(entry)
        if verdict:
            return verdict
        spoken = self.spoken(entry)
        if spoken:
            return gettext("Logged: %(what)s", what=spoken)
        return gettext("Logged: %(what)s", what=self.entry_title(entry))

    def verdict_title(self, entry: LogEntry) -> str | None:
        """The engine's ruling on a game move, as its notice's and its news' title ("Marco
        did not follow ♦: −1 at the hand's end"); None for a move titled otherwise (a hand
        by its number, an undo, a score event, a platform event) or ruled on by nothing."""
        if not entry.is_game_move or self.ends_hand(entry) or self.score_event(entry):
            return None
        return verdict_said(entry, self.text)

    def verdict_detail(self, entry: LogEntry) -> Markup:
        """Under the notice and the news: the ruling's rules as links (and the ruling itself
        when the title names the hand instead)."""
        titled = self.verdict_title(entry) is not None
        if not titled and not (entry.is_game_move and self.ends_hand(entry)):
            return Markup("")
        return verdict_detail(entry, self.text, rules_links, in_title=titled)

    def changed_by(self, entry: LogEntry) -> tuple[str, str]:
        """Who undid or corrected ``entry`` and why (the reason as typed, or "")."""
        control = self._entry(entry.by)
        if control is None:
            return "", ""
        return self.author(control) or gettext("The host"), self.reason(control)

    def reason(self, entry: LogEntry) -> str:
        """The reason given with an undo or a correction, in this page's language."""
        stored = entry.payload.get("reason") or ""
        if isinstance(stored, dict):
            return self.text_of(stored)
        return str(stored)

    def score_changes(self, entry: LogEntry) -> list[str]:
        """What a correction in force changed, player by player: "Marco 8 → 9"."""
        target = self._entry(entry.payload.get("seq")) if entry.type == CORRECT else None
        if target is None or target.by != entry.seq:
            return []
        was, now = target.entered_hand, target.hand
        if was is None or now is None:
            return []
        return changed_scores(self.names, was.scores, now.scores)

    def undo_label(self, entry: LogEntry) -> str:
        """The undo button of ``entry``, saying what tapping it does."""
        change = self.change(entry)
        if change is None:
            # The notice's title names the hand: its button stays short ("Undo").
            return gettext("Undo")
        kind, n, what = change
        if n is not None:
            if kind == "corrected":
                return gettext("Undo the correction")
            key = {"undone": "restore", "restored": "undo_again"}.get(kind, "correct_again")
            return self.words(key, n=n)
        return {
            "undone": gettext("Restore: %(what)s", what=what),
            "restored": gettext("Undo again: %(what)s", what=what),
            "corrected": gettext("Undo the correction"),
            "correction_undone": gettext("Correct again: %(what)s", what=what),
        }[kind]

    def game_turn(self, entry: LogEntry) -> str:
        """ " — the game is over" or " — the game is open again", when an undo or a correction
        ended the game or opened it again (said on every phone, not only on the one that
        made it)."""
        if entry.turn == "ended":
            return " — " + gettext("the game is over")
        if entry.turn == "reopened":
            return " — " + gettext("the game is open again")
        return ""

    def scores_line(self, entry: LogEntry) -> str:
        """A hand's points in one line: "Anna 0 · Bruno 14 · Carla 38" (a line may break
        between two players, never inside one's name and points)."""
        if entry.hand is None:
            return ""
        pairs = zip(self.names, entry.hand.scores, strict=False)
        return " · ".join(f"{name} {points}".replace(" ", "\u00a0") for name, points in pairs)

    @property
    def evening(self) -> tuple[int, list[tuple[str, int]]] | None:
        """A rematch's place in its evening: which game this is, and each player's games won
        before it (None for an evening's first game)."""
        evening = self.view.table.evening
        if not evening:
            return None
        wins = list(evening.get("wins") or [])
        won = [(name, wins[i] if i < len(wins) else 0) for i, name in enumerate(self.names)]
        return int(evening.get("game") or 2), won

    @property
    def evening_won(self) -> list[tuple[str, int]] | None:
        """A finished rematch: each player's games won in the evening, this one's counted."""
        evening, outcome = self.evening, self.view.outcome
        if evening is None or outcome is None:
            return None
        winners = set(outcome.winners)
        return [(name, won + (i in winners)) for i, (name, won) in enumerate(evening[1])]

    @property
    def summary_text(self) -> str:
        """The finished game in a few lines, to share."""
        view = self.view
        lines = [view.game.name.get(self.lang)]
        if view.outcome is not None:
            lines.append(self.text(view.outcome.text))
        lines.append(
            " · ".join(f"{st.rank}. {self.names[st.seat]} {st.total}" for st in view.standings)
        )
        lines.append(self.words("played", n=len(self.hands)))
        return "\n".join(lines)


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


def house_rules(view: TableView, language: str) -> str:
    """A table's options in one line: how far the game goes, then every choice that differs
    from the official rules (``games.house_rules``)."""
    return house_rules_text(view.game, view.options, view.table.switches or []).get(language)


def you_mark(page: Page, seat: int) -> Markup:
    """ "(you)" after a player's name: shown at this phone's seat; in a shared render, on
    every seat and hidden, for the page's script to show at its own."""
    if seat == page.you:
        return Markup(' <span class="you-mark muted small">({0})</span>').format(gettext("you"))
    if page.shared:
        return Markup(' <span class="you-mark muted small" hidden>({0})</span>').format(
            gettext("you")
        )
    return Markup("")


def short_title(rule_id: str, lang: str) -> str:
    """A rule's title as a score line cites it: an ambiguity without its "Ambiguity N:"."""
    rule = get_rule(rule_id)
    if rule is None:
        return rule_id
    title = rule.title.get(lang)
    if rule.ambiguity and ": " in title:
        title = title.split(": ", 1)[1]
        title = title[:1].upper() + title[1:]
    return title


def minus(total: int) -> str:
    """A total as players write it: ``−6`` with the minus sign, not a hyphen."""
    return written(total)


def rules_links(rule_ids: list[str] | tuple[str, ...]) -> Markup:
    """The rules a line applies, by their titles, each a link to its page (where the id is)."""
    language = lang()
    parts = [
        Markup('<a class="rule" href="/rules/{0}">{1}</a>').format(
            rule_id, short_title(rule_id, language)
        )
        for rule_id in rule_ids
    ]
    return Markup(" ").join(parts)
