"""The scoreboard of a table page, in one reader's language: the totals' grid hand by hand,
what is at stake, the goal and the notes beside the totals, the finished game's lines and
the evening's games won, the score carried over from paper and the house rules."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...games.base import Stake, StakeOutcome, Text
from ...games.base.text import signed, written
from ...games.house_rules import house_rules_text
from ...tables import LogEntry, TableView
from .entries import TableText

#: The hands the scoreboard's grid shows at every update (the whole grid is loaded when
#: asked for): an update costs the same at hand 10 and at hand 500.
GRID_RECENT = 12


@dataclass
class Scoreboard(TableText):
    """The table's totals and what goes with them (:mod:`.entries` says what each entry is)."""

    #: The hands scored (and still standing) up to the shown seq.
    hands: list[LogEntry] = field(default_factory=list)

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
    def stakes(self) -> list[Stake]:
        """What is at stake where a player must decide now, from the game's engine (none
        once the game is over)."""
        return list(self.view.at_stake)

    def stake_scores(self, outcome: StakeOutcome) -> str:
        """An outcome's score for each seat, as the panel lists it: "Bruno +15 · Anna −5"."""
        return " · ".join(
            f"{self.names[s]} {signed(points)}" for s, points in enumerate(outcome.scores)
        )

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

    def progression_rows(
        self, limit: int | None = None
    ) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
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
                (*(str(n) for n in entry.scores), *["–"] * (seats - len(entry.scores))),
                (
                    *(minus(t) for t in entry.totals_after),
                    *["–"] * (seats - len(entry.totals_after)),
                ),
            )
            for entry in shown
        ]

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


def house_rules(view: TableView, language: str) -> str:
    """A table's options in one line: how far the game goes, then every choice that differs
    from the official rules (``games.house_rules``)."""
    return house_rules_text(view.game, view.options, view.table.switches or []).get(language)


def minus(total: int) -> str:
    """A total as players write it: ``−6`` with the minus sign, not a hyphen."""
    return written(total)
