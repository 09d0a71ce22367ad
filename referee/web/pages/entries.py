"""What a table's log entries say, in one reader's language: an entry's title, what one phone
tells the others of it, what this phone's own save did, an undo's or a correction's words,
a ruling's rules as links.

:class:`TableText` holds what every part of a table page says things with (the table, its
read model, the game's screen, the language); :class:`EntryWords` is what a log entry says;
the scoreboard is :mod:`.scoreboard`, and the page itself (the viewer, what they may do, the
forms) is :mod:`.regions`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from markupsafe import Markup

from ...games.base import Text
from ...games.rulebook import get_rule
from ...tables import LogEntry, TableReads, TableView
from ...tables.eventlog import (
    ADMIN_TYPES,
    CONFIRM_HAND,
    CONTEST,
    CORRECT,
    DECLINE_HAND,
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
from ..common import lang
from ..games import GameScreen
from ..i18n import gettext, pgettext
from .rulings import ruling_said
from .units import unit_words
from .verdicts import verdict_detail, verdict_said

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


def changed_scores(names: list[str], was: Sequence[int], now: Sequence[int]) -> list[str]:
    """Each player whose points a hand entered again changes: "Marco 8 → 9"."""
    pairs = zip(names, was, now, strict=False)
    return [f"{name} {before} → {after}" for name, before, after in pairs if before != after]


@dataclass
class TableText:
    """A table's words in one reader's language: its games' texts with the seats' names
    filled in, and the sentences that name a hand in the game's own unit."""

    view: TableView
    lang: str
    reads: TableReads
    screen: GameScreen

    @property
    def names(self) -> list[str]:
        return self.view.names

    def text(self, text: Any) -> str:
        """A game text in this page's language, seat names filled in."""
        return text.render(self.lang, self.names)

    def text_of(self, data: Text | dict[str, str]) -> str:
        """A text, or a stored one (``{"it": …, "en": …}``), in this page's language."""
        return Text.model_validate(data).render(self.lang, self.names)

    def words(self, key: str, **values: Any) -> str:
        """A sentence naming a scored hand in the game's own unit: "Game 3 saved" where
        each game of the evening scores (:mod:`.units`)."""
        return unit_words(self.view.game.unit, key, **values)


@dataclass
class EntryWords(TableText):
    """What each entry of the table's log says, as the log, the news and the notices show it."""

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

    def author(self, entry: LogEntry) -> str:
        if entry.author_seat is not None and entry.author_seat < len(self.names):
            return self.names[entry.author_seat]
        return ""

    def rule_title(self, rule_id: str) -> str:
        rule = get_rule(rule_id)
        return rule.title.get(self.lang) if rule else rule_id

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


def rules_links(rule_ids: list[str] | tuple[str, ...]) -> Markup:
    """The rules a line applies, by their titles, each a link to its page (where the id is)."""
    return _rules_links(tuple(rule_ids), lang())


@lru_cache(maxsize=4096)
def _rules_links(rule_ids: tuple[str, ...], language: str) -> Markup:
    """:func:`rules_links` in ``language``, drawn once per set of rules (the rulebook is
    data: a rule's title does not change while the server runs)."""
    parts = [
        Markup('<a class="rule" href="/rules/{0}">{1}</a>').format(
            rule_id, short_title(rule_id, language)
        )
        for rule_id in rule_ids
    ]
    return Markup(" ").join(parts)
