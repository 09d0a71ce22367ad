"""The referee's verdicts where the finger is: a move whose engine ruled on it (a revoke
found, a dead card drawn) is confirmed, and told to the other phones, by that ruling rather
than by the move's bare name.

Decided from what the engine returned, never from the move's type: a line that rules on the
move carries a short ``verdict`` (:class:`~referee.games.base.Line`), its ``text`` the full
reason and its ``rules`` the rules applied.
"""

from __future__ import annotations

from collections.abc import Callable

from markupsafe import Markup

from ...games.base import Line, Text
from ...tables import LogEntry


def verdict_lines(entry: LogEntry) -> tuple[Line, ...]:
    """The lines of ``entry`` in which the engine ruled on the move, in order."""
    return tuple(line for line in entry.lines if line.verdict is not None)


def verdict_said(entry: LogEntry, render: Callable[[Text], str]) -> str | None:
    """The rulings of ``entry`` in one sentence ("Marco did not follow ♦: −1 at the hand's
    end"), or None when the engine ruled on nothing."""
    said = [render(line.verdict) for line in verdict_lines(entry) if line.verdict is not None]
    return " — ".join(said) if said else None


def verdict_rules(entry: LogEntry) -> tuple[str, ...]:
    """The rules the rulings of ``entry`` applied, each once."""
    seen: dict[str, None] = {}
    for line in verdict_lines(entry):
        seen.update(dict.fromkeys(line.rules))
    return tuple(seen)


def verdict_detail(
    entry: LogEntry,
    render: Callable[[Text], str],
    links: Callable[[tuple[str, ...]], Markup],
    *,
    in_title: bool,
) -> Markup:
    """Under a notice or a news item: the rulings' rules, each a link to its page; preceded by
    the rulings themselves when the title does not say them (a move that ended a hand is
    titled by the hand)."""
    said = verdict_said(entry, render)
    if said is None:
        return Markup("")
    rules = links(verdict_rules(entry))
    if in_title:
        return rules
    return Markup("{0} {1}").format(said, rules)
