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
from .text import Text

#: The entry's kind for a move type that is not a hand, even when the engine scores it as one
#: (a Scala 40 re-entry comes with a hand result: the change of the re-entering seat's total).
KINDS: dict[str, str] = {
    "reenter": "reenter",
    "penalty": "penalty",
    "declare_king": "king",
    "turn_up": "king",
    "king_call": "king",
    "join": "start",
    "swap": "swap",
}


#: A short name for an entry that is not a hand, where a hand's number would stand.
LABELS: dict[str, Text] = {
    "reenter": Text(it="Rientro", en="Re-entry"),
    "penalty": Text(it="Penalità", en="Penalty"),
    "king": Text(it="Re", en="King"),
    "start": Text(it="Inizio", en="Start"),
    "swap": Text(it="Cambio", en="Swap"),
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

    def label(self, lang: str) -> str:
        """The hand's number, or the entry's kind in a word."""
        if self.hand is not None:
            return str(self.hand)
        return LABELS[self.kind].get(lang) if self.kind in LABELS else self.kind

    def as_json(self, names: list[str], lang: str) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "kind": self.kind,
            "hand": self.hand,
            "scores": list(self.scores),
            "totals_after": list(self.totals_after),
            "text": self.text.render(lang, names),
        }


def _signed(n: int) -> str:
    """A change of score as players write it: +5, −3 (the minus sign, not a hyphen)."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def describe(kind: str, hand: int | None, scores: tuple[int, ...], after: tuple[int, ...]) -> Text:
    """The entry named for what it is, with ``{seat[i]}`` placeholders for the players."""
    changed = [s for s, n in enumerate(scores) if n]
    if kind == "hand" and hand is not None:
        parts = " · ".join(f"{{seat[{s}]}} {_signed(scores[s])}" for s in changed)
        return Text(
            it=f"Mano {hand}: {parts}".rstrip(": "), en=f"Hand {hand}: {parts}".rstrip(": ")
        )
    if kind == "reenter" and changed:
        s = changed[0]
        return Text(
            it=f"{{seat[{s}]}} rientra a {after[s]}", en=f"{{seat[{s}]}} re-enters at {after[s]}"
        )
    if kind == "penalty" and changed:
        parts = ", ".join(f"{{seat[{s}]}}: {_signed(scores[s])}" for s in changed)
        return Text(it=f"Penalità a {parts}", en=f"Penalty to {parts}")
    parts = ", ".join(f"{{seat[{s}]}} {_signed(scores[s])}" for s in changed)
    words = {
        "king": ("Re", "King"),
        "start": ("Punteggio di partenza", "Starting score"),
        "swap": ("Cambio di posto", "Seat swap"),
    }
    it, en = words.get(kind, ("Punteggio", "Score"))
    return Text(it=f"{it}: {parts}", en=f"{en}: {parts}")


def entries(
    steps: Iterable[tuple[int, str, int | None, Sequence[int]]], start: Sequence[int]
) -> Iterator[HistoryEntry]:
    """The history of ``steps`` (seq, move type, the hand's number when the move ended one,
    the totals after the move) from the ``start`` totals: an entry for each move that ends a
    hand or changes a total. A seat joining counts its starting total as the change."""
    before = tuple(start)
    for seq, move_type, number, totals in steps:
        after = tuple(totals)
        scores = tuple(a - (before[i] if i < len(before) else 0) for i, a in enumerate(after))
        if number is not None or any(scores) or len(after) != len(before):
            kind = KINDS.get(move_type) or ("hand" if number is not None else move_type)
            hand = number if kind == "hand" else None
            yield HistoryEntry(seq, kind, hand, scores, after, describe(kind, hand, scores, after))
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

    return entries(steps(), game.totals(state))
