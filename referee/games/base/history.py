"""A table's score history computed forward: every move that changes a score, in order, with
what it changed and the running totals after it.

Pure: the moves are folded through the engine from the game's start, and each entry's
``scores`` is the change of the totals the move made, so a re-entry, a King turned up or
declared, a penalty with points or a late joiner's start is an entry as a hand is, and the
last entry's totals are the game's totals by construction.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from .protocol import Game
from .text import Text, signed
from .units import noun

#: A short name for an entry that is not a hand, where a hand's number would stand.
LABELS: dict[str, Text] = {
    "reenter": Text(it="Rientro", en="Re-entry"),
    "penalty": Text(it="Penalità", en="Penalty"),
    "king": Text(it="Re", en="King"),
    "start": Text(it="Inizio", en="Start"),
    "swap": Text(it="Cambio", en="Swap"),
    "resolution": Text(it="Decisione", en="Ruling"),
}


@dataclass(frozen=True)
class HistoryEntry:
    """One change of the totals: the move's key (its seq), what kind of event it was, the
    hand's number (None when not a hand), the change per seat and the totals after it."""

    seq: int
    kind: str
    hand: int | None
    scores: tuple[int, ...]
    totals_after: tuple[int, ...]
    text: Text
    #: The entry's name in a word, for a kind the house has no word for (the move's label).
    name: Text | None = None

    def label(self, lang: str) -> str:
        """The hand's number, or the entry's kind in a word."""
        if self.hand is not None:
            return str(self.hand)
        if self.kind in LABELS:
            return LABELS[self.kind].get(lang)
        return self.name.get(lang) if self.name is not None else self.kind

    def as_json(self, names: list[str], lang: str) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "kind": self.kind,
            "hand": self.hand,
            "scores": list(self.scores),
            "totals_after": list(self.totals_after),
            "text": self.text.render(lang, names),
        }


def describe(
    kind: str,
    hand: int | None,
    scores: tuple[int, ...],
    after: tuple[int, ...],
    name: Text | None = None,
    unit: str = "hand",
) -> Text:
    """The entry named for what it is, with ``{seat[i]}`` placeholders for the players (a
    kind the house has no words for is named by ``name``, the move's label); a hand by the
    game's ``unit`` ("Hand 3", "Game 3")."""
    changed = [s for s, n in enumerate(scores) if n]
    if kind == "hand" and hand is not None:
        parts = " · ".join(f"{{seat[{s}]}} {signed(scores[s])}" for s in changed)
        word = noun(unit)
        it, en = word.it.capitalize(), word.en.capitalize()
        return Text(
            it=f"{it} {hand}: {parts}".rstrip(": "), en=f"{en} {hand}: {parts}".rstrip(": ")
        )
    if kind == "reenter" and changed:
        s = changed[0]
        return Text(
            it=f"{{seat[{s}]}} rientra a {after[s]}", en=f"{{seat[{s}]}} re-enters at {after[s]}"
        )
    if kind == "penalty" and changed:
        parts = ", ".join(f"{{seat[{s}]}}: {signed(scores[s])}" for s in changed)
        return Text(it=f"Penalità a {parts}", en=f"Penalty to {parts}")
    parts = ", ".join(f"{{seat[{s}]}} {signed(scores[s])}" for s in changed)
    words = {
        "king": ("Re", "King"),
        "start": ("Punteggio di partenza", "Starting score"),
        "swap": ("Cambio di posto", "Seat swap"),
        "resolution": ("Decisione sulla contestazione", "Ruling on the dispute"),
    }
    fallback = (name.it, name.en) if name is not None else ("Punteggio", "Score")
    it, en = words.get(kind, fallback)
    return Text(it=f"{it}: {parts}", en=f"{en}: {parts}")


def entries(
    steps: Iterable[tuple[int, str, int | None, Sequence[int]]],
    start: Sequence[int],
    kinds: Mapping[str, str],
    names: Mapping[str, Text] | None = None,
    unit: str = "hand",
) -> Iterator[HistoryEntry]:
    """The history of ``steps`` (seq, move or event type, the hand's number when the move
    ended one, the totals after the move) from the ``start`` totals: an entry for each move
    that ends a hand or changes a total. ``kinds`` says what each type that is not a hand is
    (:meth:`Game.score_kinds` and the table's own events), ``names`` how a kind the house has
    no words for is named, ``unit`` what a hand is called. A seat joining counts its starting
    total as the change."""
    before = tuple(start)
    for seq, move_type, number, totals in steps:
        after = tuple(totals)
        scores = tuple(a - (before[i] if i < len(before) else 0) for i, a in enumerate(after))
        if number is not None or any(scores) or len(after) != len(before):
            kind = kinds.get(move_type) or ("hand" if number is not None else move_type)
            hand = number if kind == "hand" else None
            name = (names or {}).get(move_type)
            text = describe(kind, hand, scores, after, name, unit)
            yield HistoryEntry(seq, kind, hand, scores, after, text, name)
        before = after


def score_history(
    game: Game[Any, Any],
    options: BaseModel,
    state: BaseModel,
    moves: Iterable[tuple[int, Mapping[str, Any], int | None]],
) -> Iterator[HistoryEntry]:
    """The history of ``moves`` (seq, raw move, seat that entered it) applied from ``state``."""

    def steps() -> Iterator[tuple[int, str, int | None, Sequence[int]]]:
        current = state
        for seq, raw, by_seat in moves:
            applied = game.apply(current, game.parse_move(raw), options, by_seat)
            current = applied.state
            number = applied.hand.number if applied.hand is not None else None
            yield seq, str(raw.get("type")), number, game.totals(current)

    return entries(steps(), game.totals(state), game.score_kinds, game.move_labels, game.unit)
