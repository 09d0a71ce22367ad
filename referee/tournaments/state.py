"""A tournament as its log says it is: who is in, what they owe, the rounds, the decisions.

A pure fold of the tournament's events (oldest first); nothing is ever removed: a person
who leaves is marked, and a re-entry is one more event.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .ranking import ExtraHand, Lot
from .standings import Decision

CHECK_IN = "check_in"
PAY = "pay"
WITHDRAW = "withdraw"
REENTER = "reenter"
ROUND = "round"
DECIDE = "decide"
TIME = "time"
EXTRA_HAND = "extra_hand"
LOT = "lot"


@dataclass
class Entry:
    """One person in the tournament."""

    person: str
    name: str
    fee_owed: int = 0
    paid: int = 0
    late: bool = False
    withdrawn: bool = False
    #: How many times the person came back after withdrawing.
    reentries: int = 0

    @property
    def active(self) -> bool:
        return not self.withdrawn

    @property
    def owes(self) -> int:
        return max(self.fee_owed - self.paid, 0)


@dataclass(frozen=True)
class RoundTable:
    table_id: str
    number: int
    people: tuple[str, ...]
    dealer: int


@dataclass
class Round:
    number: int
    #: ``first``, ``final``, or ``swiss``.
    stage: str
    seed: int
    tables: tuple[RoundTable, ...]
    bye: str | None = None
    #: The round clock: ``started_at`` (ISO, the server's clock), ``minutes``, ``warn``.
    clock: dict[str, Any] | None = None
    #: Time called: the rule applied and each table's head seq at that moment.
    time: dict[str, Any] | None = None


@dataclass
class TournamentState:
    entries: dict[str, Entry] = field(default_factory=dict)
    rounds: list[Round] = field(default_factory=list)
    decisions: dict[str, Decision] = field(default_factory=dict)
    #: The extra hands' results the organiser recorded, and the lots drawn, oldest first.
    extra_hands: list[ExtraHand] = field(default_factory=list)
    lots: list[Lot] = field(default_factory=list)
    seq: int = 0

    def active(self) -> list[str]:
        """The people in play, in the order they checked in."""
        return [p for p, e in self.entries.items() if e.active]

    def names(self) -> dict[str, str]:
        return {p: e.name for p, e in self.entries.items()}

    def seat_of(self, person: str) -> tuple[Round, RoundTable, int] | None:
        """Where the person sits in the latest round that seats them."""
        for rnd in reversed(self.rounds):
            for table in rnd.tables:
                if person in table.people:
                    return rnd, table, table.people.index(person)
        return None


def fold(events: Iterable[tuple[int, str, Mapping[str, Any]]]) -> TournamentState:
    """The state after ``events`` (seq, type, payload), oldest first."""
    state = TournamentState()
    for seq, kind, payload in events:
        state.seq = seq
        person = payload.get("person")
        if kind == CHECK_IN:
            state.entries[person] = Entry(
                person, payload["name"], payload.get("fee_owed", 0), late=payload.get("late", False)
            )
        elif kind == PAY:
            state.entries[person].paid += payload["amount"]
        elif kind == WITHDRAW:
            state.entries[person].withdrawn = True
        elif kind == REENTER:
            entry = state.entries[person]
            entry.withdrawn = False
            entry.reentries += 1
            entry.late = entry.late or bool(state.rounds)
        elif kind == ROUND:
            state.rounds.append(
                Round(
                    payload["number"],
                    payload["stage"],
                    payload["seed"],
                    tuple(
                        RoundTable(t["table_id"], t["number"], tuple(t["people"]), t["dealer"])
                        for t in payload["tables"]
                    ),
                    payload.get("bye"),
                    payload.get("clock"),
                )
            )
        elif kind == TIME:
            state.rounds[payload["round"] - 1].time = dict(payload)
        elif kind == EXTRA_HAND:
            state.extra_hands.append(
                ExtraHand(tuple(payload["people"]), payload["reason"], payload.get("table_id"))
            )
        elif kind == LOT:
            state.lots.append(Lot(payload["seed"], tuple(payload["order"])))
        elif kind == DECIDE:
            state.decisions[payload["table_id"]] = Decision(
                payload["table_id"], tuple(payload["order"]), payload["reason"]
            )
    return state
