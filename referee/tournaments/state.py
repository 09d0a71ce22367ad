"""A tournament as its log says it is: who is in, what they owe, the rounds, the decisions.

A pure fold of the tournament's events (oldest first); nothing is ever removed: a person
who leaves is marked, and a re-entry is one more event.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
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
#: Two people of the tournament are one: the first is merged into the kept one.
MERGE = "merge"
#: A substitute takes a seat mid-game (the seat's next occupant from a point of its log).
SUBSTITUTE = "substitute"
#: The organiser reopens a table that time's rule closed, with a reason.
REOPEN = "reopen"


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
    #: The person this one was merged into (a duplicate), if any.
    merged_into: str | None = None

    @property
    def active(self) -> bool:
        return not self.withdrawn

    @property
    def owes(self) -> int:
        return max(self.fee_owed - self.paid, 0)


@dataclass(frozen=True)
class Substitution:
    """A seat's next occupant: the hands the table logs after ``after`` (its head seq when
    the substitute sat down) are theirs."""

    seat: int
    person: str
    after: int


@dataclass(frozen=True)
class RoundTable:
    table_id: str
    number: int
    #: The person seated at each seat by the round (its first occupant).
    people: tuple[str, ...]
    dealer: int
    #: Substitutes who took a seat mid-game, in the order they sat down.
    subs: tuple[Substitution, ...] = ()

    def occupants(self, seat: int) -> list[tuple[str, int]]:
        """Who sat at ``seat``, in order, each with the seq from which they sat."""
        return [(self.people[seat], 0)] + [(x.person, x.after) for x in self.subs if x.seat == seat]

    @property
    def current(self) -> tuple[str, ...]:
        """The person at each seat now."""
        return tuple(self.occupants(i)[-1][0] for i in range(len(self.people)))

    def sat(self, person: str) -> bool:
        """Whether ``person`` sat at this table (from the start, or as a substitute)."""
        return person in self.people or any(x.person == person for x in self.subs)


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
    #: Tables the organiser reopened after time closed them, with the reason given.
    reopened: dict[str, str] = field(default_factory=dict)


@dataclass
class TournamentState:
    entries: dict[str, Entry] = field(default_factory=dict)
    rounds: list[Round] = field(default_factory=list)
    decisions: dict[str, Decision] = field(default_factory=dict)
    #: The extra hands' results the organiser recorded, and the lots drawn, oldest first.
    extra_hands: list[ExtraHand] = field(default_factory=list)
    lots: list[Lot] = field(default_factory=list)
    seq: int = 0
    #: Entries merged into another one (kept here, never deleted), by their person.
    merged: dict[str, Entry] = field(default_factory=dict)

    def resolve(self, person: str) -> str:
        """The person ``person`` is now: the kept one, for a merged duplicate."""
        while person in self.merged and self.merged[person].merged_into:
            person = self.merged[person].merged_into or person
        return person

    def active(self) -> list[str]:
        """The people in play, in the order they checked in."""
        return [p for p, e in self.entries.items() if e.active]

    def names(self) -> dict[str, str]:
        return {p: e.name for p, e in self.entries.items()}

    def seat_of(self, person: str) -> tuple[Round, RoundTable, int] | None:
        """Where the person sits in the latest round that seats them (a substitute at the
        seat they took; nowhere, once someone took theirs)."""
        person = self.resolve(person)
        for rnd in reversed(self.rounds):
            for table in rnd.tables:
                if person in table.current:
                    return rnd, table, table.current.index(person)
            if any(table.sat(person) for table in rnd.tables):
                return None
        return None


def fold(
    events: Iterable[tuple[int, str, Mapping[str, Any]]], state: TournamentState | None = None
) -> TournamentState:
    """The state after ``events`` (seq, type, payload), oldest first: from a new
    tournament's, or from ``state`` (changed in place: a log read on, one entry at a time)."""
    state = TournamentState() if state is None else state
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
        elif kind == REOPEN:
            rnd = state.rounds[payload["round"] - 1]
            rnd.reopened = {**rnd.reopened, payload["table_id"]: payload["reason"]}
        elif kind == EXTRA_HAND:
            state.extra_hands.append(
                ExtraHand(tuple(payload["people"]), payload["reason"], payload.get("table_id"))
            )
        elif kind == LOT:
            state.lots.append(Lot(payload["seed"], tuple(payload["order"])))
        elif kind == MERGE:
            _merge(state, payload["person"], payload["into"])
        elif kind == SUBSTITUTE:
            rnd = state.rounds[payload["round"] - 1]
            sub = Substitution(payload["seat"], payload["person"], payload["after"])
            rnd.tables = tuple(
                replace(t, subs=(*t.subs, sub)) if t.table_id == payload["table_id"] else t
                for t in rnd.tables
            )
        elif kind == DECIDE:
            state.decisions[payload["table_id"]] = Decision(
                payload["table_id"], tuple(payload["order"]), payload["reason"]
            )
    return state


def _merge(state: TournamentState, gone: str, kept: str) -> None:
    """``gone`` is ``kept``: its entry is kept aside (marked), its seats, byes, decisions and
    payments become the kept person's. The fee owed is the larger of the two (one person
    owes one fee); what was paid adds up."""
    entry = state.entries.pop(gone)
    entry.merged_into = kept
    state.merged[gone] = entry
    keep = state.entries[kept]
    keep.fee_owed = max(keep.fee_owed, entry.fee_owed)
    keep.paid += entry.paid
    keep.withdrawn = keep.withdrawn and entry.withdrawn
    keep.late = keep.late and entry.late

    def swap(person: str) -> str:
        return kept if person == gone else person

    for rnd in state.rounds:
        rnd.tables = tuple(
            replace(
                t,
                people=tuple(map(swap, t.people)),
                subs=tuple(replace(x, person=swap(x.person)) for x in t.subs),
            )
            for t in rnd.tables
        )
        rnd.bye = swap(rnd.bye) if rnd.bye else rnd.bye
    for key, decision in list(state.decisions.items()):
        state.decisions[key] = replace(decision, order=tuple(map(swap, decision.order)))
