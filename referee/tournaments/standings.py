"""Standings: readers of the tables' results, never a second copy of a score.

A tournament table is an ordinary table; what its game says of it (each seat's total and
place, whether it has finished) is handed in as a :class:`TableResult`, read from the
table's log each time. From those this module says who stands where and, on every row,
why: the points, then each tie-breaker in order with its value, and the organiser's
decision with its reason where a tie had to be settled.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..games.base import Text
from .words import behind


@dataclass(frozen=True)
class Stint:
    """One occupant's time at a seat that changed hands (a substitute took it): what the
    seat scored while they sat, in how many hands, and whether they finished the game."""

    seat: int
    person: str
    score: int
    hands: int
    last: bool


@dataclass(frozen=True)
class TableResult:
    """One table as its log stands: who sits at each seat, their totals and places."""

    table_id: str
    number: int
    #: The person at each seat, in seat order.
    people: tuple[str, ...]
    totals: tuple[int, ...]
    #: Each seat's place as the table's game ranks it (1 = best; equal totals share one).
    places: tuple[int, ...]
    finished: bool
    #: Seats that changed hands: each occupant's stint (``people`` and ``totals`` are then
    #: the occupant who finished the seat, and their own points; see ``identity.split``).
    stints: tuple[Stint, ...] = ()


@dataclass(frozen=True)
class Decision:
    """The organiser's settling of a tie: the tied people in their order, and why."""

    table_id: str
    order: tuple[str, ...]
    reason: str


@dataclass(frozen=True)
class RuleIds:
    """The rules a format's words cite: who goes on, and how a tie for it is settled."""

    go: str = ""
    tie: str = ""


@dataclass
class Row:
    """One person's line of the standings."""

    person: str
    table: int
    place: int
    total: int
    #: ``playing``, ``qualified``, ``out``, ``tie-break`` (the organiser must settle it).
    status: str
    why: Text
    #: The values the row is ordered by, in order (name, value).
    values: list[tuple[str, int]] = field(default_factory=list)
    #: With whom this person is tied for a qualifying place (status ``tie-break``).
    tied_with: list[str] = field(default_factory=list)


@dataclass
class Qualifying:
    """A round's standings toward the final: rows per table, what is missing, the ties."""

    rows: list[Row]
    qualified: list[str]
    missing: list[int]
    #: Per table id: the people tied for its last qualifying places, and how many go on.
    ties: dict[str, tuple[list[str], int]]

    @property
    def complete(self) -> bool:
        return not self.missing and not self.ties


def _paren(rule: str) -> str:
    return f" ({rule})" if rule else ""


def _comma(rule: str) -> str:
    return f", {rule}" if rule else ""


def ordinal(n: int) -> Text:
    return Text(
        it=f"{n}º", en=f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}"
    )


def qualifying(
    tables: Sequence[TableResult],
    per_table: int,
    decisions: Mapping[str, Decision],
    names: Mapping[str, str],
    rules: RuleIds,
) -> Qualifying:
    """The first ``per_table`` of each finished table go on; a tie across the last place
    that goes on is ``tie-break`` until the organiser's decision settles it."""
    rows: list[Row] = []
    qualified: list[str] = []
    missing: list[int] = []
    ties: dict[str, tuple[list[str], int]] = {}
    for table in tables:
        order = sorted(range(len(table.people)), key=lambda i: (table.places[i], i))
        size = len(order)
        if not table.finished:
            missing.append(table.number)
            for i in order:
                place = table.places[i]
                rows.append(
                    Row(
                        table.people[i],
                        table.number,
                        place,
                        table.totals[i],
                        "playing",
                        Text(
                            it=f"Per ora {ordinal(place).it} su {size} al Tavolo "
                            f"{table.number} con {table.totals[i]} punti; il tavolo gioca "
                            "ancora.",
                            en=f"For now {ordinal(place).en} of {size} at table "
                            f"{table.number} with {table.totals[i]} points; the table is still "
                            "playing.",
                        ),
                        [("place", place), ("total", table.totals[i])],
                    )
                )
            continue
        cut = table.places[order[per_table - 1]] if size > per_table else None
        sure = [i for i in order if cut is None or table.places[i] < cut]
        tied = [i for i in order if cut is not None and table.places[i] == cut]
        left = per_table - len(sure)
        going = set(sure)
        decision = decisions.get(table.table_id)
        tied_people = [table.people[i] for i in tied]
        settled = False
        if len(tied) > left:
            if decision is not None and set(decision.order) == set(tied_people):
                settled = True
                going |= {table.people.index(p) for p in decision.order[:left]}
                # The decision's winners are listed above the tied people it left out.
                decided = {table.people.index(p): k for k, p in enumerate(decision.order)}
                order.sort(key=lambda i: (table.places[i], decided.get(i, -1), i))
            else:
                ties[table.table_id] = (tied_people, left)
        else:
            going |= set(tied)
        for i in order:
            person, place, total = table.people[i], table.places[i], table.totals[i]
            head = Text(
                it=f"{ordinal(place).it} su {size} al Tavolo {table.number} con {total} punti.",
                en=f"{ordinal(place).en} of {size} at table {table.number} with {total} points.",
            )
            others = ", ".join(names.get(p, p) for p in tied_people if p != person)
            tied_with: list[str] = []
            if table.table_id in ties and i in tied:
                status = "tie-break"
                tied_with = [p for p in tied_people if p != person]
                why = Text(
                    it=f"{head.it} Pari con {others}: spareggio richiesto per "
                    f"{left} posto/i in finale{_paren(rules.tie)}.",
                    en=f"{head.en} Tied with {others}: tie-break required for {left} "
                    f"place(s) in the final{_paren(rules.tie)}.",
                )
            else:
                status = "qualified" if i in going else "out"
                cite = _comma(rules.go)
                goes = Text(
                    it=f"Va in finale (i primi {per_table} di ogni tavolo{cite}).",
                    en=f"Goes to the final (the first {per_table} of each table{cite}).",
                )
                stays = Text(
                    it=f"Non va in finale (vanno i primi {per_table}{_comma(rules.go)}).",
                    en=f"Does not go to the final (the first {per_table} go{_comma(rules.go)}).",
                )
                tail = goes if status == "qualified" else stays
                why = Text(it=f"{head.it} {tail.it}", en=f"{head.en} {tail.en}")
                if settled and i in tied and decision is not None:
                    rank = decision.order.index(person) + 1
                    why = Text(
                        it=f"{why.it} Pari con {others}: l'organizzatore ha deciso "
                        f"({rank}º nello spareggio): «{decision.reason}».",
                        en=f"{why.en} Tied with {others}: settled by the organiser "
                        f"({ordinal(rank).en} in the tie-break): “{decision.reason}”.",
                    )
            values = [("place", place), ("total", total)]
            if settled and i in tied and decision is not None:
                values.append(("tie-break", decision.order.index(person) + 1))
            rows.append(Row(person, table.number, place, total, status, why, values, tied_with))
            if status == "qualified":
                qualified.append(person)
    return Qualifying(rows, qualified, missing, ties)


@dataclass(frozen=True)
class Breaker:
    """A value standings are ordered by: its key, its words, and which way is better."""

    key: str
    label: Text
    higher_is_better: bool = True


@dataclass
class Ranked:
    person: str
    place: int
    values: dict[str, int]
    why: Text
    #: Tied on every value with these people: the organiser must settle it.
    tied_with: list[str] = field(default_factory=list)


#: How many of the people a row is level with its reason names (the rest are counted).
TIED_NAMED = 5


def cascade(
    values: Mapping[str, Mapping[str, int]], breakers: Sequence[Breaker], names: Mapping[str, str]
) -> list[Ranked]:
    """People ordered by the first value, then each next one where they are equal; each
    row says its values in order and which one put it below the row above."""

    def key(person: str) -> tuple[int, ...]:
        return tuple(
            -values[person][b.key] if b.higher_is_better else values[person][b.key]
            for b in breakers
        )

    keys = {p: key(p) for p in values}  # once each: a 200-player field has 40,000 pairs
    order = sorted(values, key=lambda p: (keys[p], names.get(p, p)))
    level: dict[tuple[int, ...], list[str]] = {}
    for p in order:
        level.setdefault(keys[p], []).append(p)
    out: list[Ranked] = []
    for n, person in enumerate(order):
        place = n + 1
        if n and keys[order[n - 1]] == keys[person]:
            place = out[-1].place
        said_it = "; ".join(f"{b.label.it} {values[person][b.key]}" for b in breakers)
        said_en = "; ".join(f"{b.label.en} {values[person][b.key]}" for b in breakers)
        why = Text(it=f"{place}º: {said_it}.", en=f"{ordinal(place).en}: {said_en}.")
        if n:
            above = order[n - 1]
            for b in breakers:
                mine, theirs = values[person][b.key], values[above][b.key]
                if mine != theirs:
                    who = names.get(above, above)
                    why = Text(
                        it=f"{why.it} {behind(who)} per {b.label.it} ({mine} contro {theirs}).",
                        en=f"{why.en} Behind {who} on {b.label.en} ({mine} to {theirs}).",
                    )
                    break
        tied = [p for p in level[keys[person]] if p != person]
        if tied:
            # Named up to a few: before the first results a 200-player field is level on
            # everything, and 200 rows naming 199 others each made every update 300 KB.
            shown = ", ".join(names.get(p, p) for p in tied[:TIED_NAMED])
            more = len(tied) - TIED_NAMED
            why = Text(
                it=f"{why.it} Pari in tutto con {shown}"
                f"{f' e altri {more}' if more > 0 else ''}: spareggio richiesto.",
                en=f"{why.en} Level on everything with {shown}"
                f"{f' and {more} others' if more > 0 else ''}: tie-break required.",
            )
        out.append(Ranked(person, place, dict(values[person]), why, tied))
    return out


def final_rows(table: TableResult) -> list[Row]:
    """The final table's rows: its places are the tournament's first places."""
    order = sorted(range(len(table.people)), key=lambda i: (table.places[i], i))
    rows: list[Row] = []
    for i in order:
        place, total = table.places[i], table.totals[i]
        if table.finished:
            why = Text(
                it=f"{ordinal(place).it} in finale con {total} punti: "
                f"{ordinal(place).it} del torneo.",
                en=f"{ordinal(place).en} in the final with {total} points: "
                f"{ordinal(place).en} of the tournament.",
            )
            status = "winner" if place == 1 else "final"
        else:
            why = Text(
                it=f"Per ora {ordinal(place).it} in finale con {total} punti; la finale "
                "gioca ancora.",
                en=f"For now {ordinal(place).en} in the final with {total} points; the "
                "final is still playing.",
            )
            status = "playing"
        rows.append(
            Row(
                table.people[i],
                table.number,
                place,
                total,
                status,
                why,
                [("place", place), ("total", total)],
            )
        )
    return rows
