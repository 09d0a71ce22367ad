"""A Tarocco table for the tests: moves applied one by one, refusals checked to change
nothing, and the names of the four players to read the lines with."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from referee.games.base import Applied, IllegalMove
from referee.games.tarocco import GAME as T
from referee.games.tarocco import TaroccoOptions, TaroccoState

NAMES = ["Anna", "Bruno", "Carla", "Dario"]
ANNA, BRUNO, CARLA, DARIO = range(4)


@dataclass
class Table:
    options: TaroccoOptions
    state: TaroccoState
    history: list[Applied] = field(default_factory=list)

    @classmethod
    def sit(cls, **options: Any) -> Table:
        o = T.parse_options(options)
        return cls(o, T.start(4, o))

    def move(self, raw: dict[str, Any]) -> Applied:
        before = T.dump_state(self.state)
        applied = T.apply(self.state, T.parse_move(raw), self.options)
        assert T.dump_state(self.state) == before, "apply changed its input"
        assert T.load_state(T.dump_state(applied.state)) == applied.state
        if applied.hand is not None:
            assert sum(applied.hand.scores) == 0
        self.state = applied.state
        self.history.append(applied)
        return applied

    def say(self, s: int, word: str, **extra: Any) -> Applied:
        return self.move({"type": "call", "seat": s, "call": word, **extra})

    def refuse(self, raw: dict[str, Any]) -> IllegalMove:
        before = T.dump_state(self.state)
        with pytest.raises(IllegalMove) as info:
            T.apply(self.state, T.parse_move(raw), self.options)
        assert T.dump_state(self.state) == before
        assert info.value.text.it and info.value.text.en
        return info.value

    def refuse_call(self, s: int, word: str, **extra: Any) -> IllegalMove:
        return self.refuse({"type": "call", "seat": s, "call": word, **extra})

    def to_second_deal(self) -> None:
        """A first auction that ends in tengo (seat order from the dealer's right)."""
        first = (self.state.dealer + 1) % 4
        self.say(first, "tengo")
        for k in (2, 3, 4):
            self.say((self.state.dealer + k) % 4, "vado")
        assert self.state.phase == "solo"

    def all_pass(self) -> None:
        speakers = 3 if self.options.v3 else 4
        for k in range(1, speakers + 1):
            self.say((self.state.dealer + k) % 4, "passo")
        assert self.state.phase == "venti"

    def venti_by(self, s: int) -> None:
        """Zero from the dealer's right until ``s`` says venti."""
        k = 1
        while (self.state.dealer + k) % 4 != s:
            self.say((self.state.dealer + k) % 4, "zero")
            k += 1
        self.say(s, "venti")

    def text(self, applied: Applied, lang: str = "en") -> str:
        return "\n".join(line.text.render(lang, NAMES) for line in applied.lines)


def scored(applied: Applied) -> list[int]:
    assert applied.hand is not None
    return list(applied.hand.scores)


def rules_of(applied: Applied) -> set[str]:
    return {rule for line in applied.lines for rule in line.rules}


#: A hand of 15 tricks after Bruno's venti and call of the Re Oro (Anna deals), each trick's
#: cards in playing order from its leader: Carla leads the first (on Bruno's right, TAR-LEAD);
#: Dario shows up with the Re Oro in trick 4 and wins it, so his first lead (trick 5) must be
#: an Oro card (TAR-LEAD, V9). The three trumps never played (0, 1, 2) are the monte.
TRICKS_AFTER_RE_ORO: list[list[str]] = [
    ["5S", "6S", "7S", "KS"],  # Carla leads; Bruno takes it with the Re
    ["QS", "NS", "JS", "10S"],  # Bruno
    ["9S", "8S", "T5", "T6"],  # Bruno leads; Anna trumps highest
    ["4O", "6O", "7O", "KO"],  # Anna leads; Dario plays the Re Oro: the partner
    ["QO", "NO", "JO", "10O"],  # Dario's first lead: Oro
    ["9O", "8O", "5O", "T8"],  # Dario leads; Carla trumps
    ["KC", "QC", "NC", "JC"],  # Carla
    ["10C", "9C", "8C", "7C"],  # Carla
    ["6C", "5C", "T9", "T10"],  # Carla leads; Bruno trumps highest
    ["KB", "QB", "NB", "JB"],  # Bruno
    ["10B", "9B", "8B", "7B"],  # Bruno
    ["6B", "5B", "T11", "T12"],  # Bruno leads; Anna trumps highest
    ["T13", "T14", "T15", "T16"],  # Anna leads; Dario
    ["T19", "T17", "FU", "T18"],  # Dario leads the Palla and takes it (Bruno plays the Fuggitivo)
    ["T20", "T7", "T4", "T3"],  # Dario leads the Giove and takes the last trick
]
