"""Standings over rounds (a Swiss evening, rounds of tables, a league): the points each
table's result earned under the format's scheme, then the organiser's tie-breakers in
order, each value on every row, and why each row is below the one above.

Pure: the tables' results (read from their logs by the service), the extra hands the
organiser recorded and the lots the server drew (both from the tournament's log) go in;
rows come out. A tie is ``tie-break required`` only where something depends on it: across
the ``cut`` the caller names (the places of a league's final, the winner once every round
is played); elsewhere the tied rows share their place and block nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace

from ..games.base import Text
from .scoring import Scoring, breaker_label
from .seating import best_of
from .standings import TIED_NAMED, TableResult
from .words import behind

#: The breakers whose value depends on who else is level (computed within the group).
RELATIVE = frozenset({"head_to_head", "extra_hand", "lot", "tie-break"})


@dataclass(frozen=True)
class RoundResults:
    """One round as its tables' logs stand: its number, its tables, and who had the bye."""

    number: int
    tables: tuple[TableResult, ...]
    bye: str | None = None


@dataclass(frozen=True)
class ExtraHand:
    """An extra hand's result, recorded by the organiser: its players best first."""

    people: tuple[str, ...]
    reason: str
    table_id: str | None = None


@dataclass(frozen=True)
class Lot:
    """A lot drawn by the server: its seed, and the order it drew (best first)."""

    seed: int
    order: tuple[str, ...]


def draw_lot(people: Sequence[str], seed: int) -> tuple[str, ...]:
    """Everyone in a drawn order, best first: the same seed and people give the same order
    (the people are taken sorted, so the order they checked in does not matter)."""
    order = sorted(people)
    random.Random(seed).shuffle(order)
    return tuple(order)


@dataclass(frozen=True)
class Earned:
    """What one table (or a bye) earned a person: how their points were made."""

    round: int
    table: int
    place: int
    size: int
    points: int
    counted: bool = True
    #: How many at the table shared this place (each earns the place's points).
    shared: int = 1


@dataclass
class Line:
    """One row of the standings over rounds."""

    person: str
    place: int
    #: The row's values in order: the points first, then each tie-breaker.
    values: dict[str, int]
    why: Text
    #: Level on every value with these people.
    tied_with: list[str] = field(default_factory=list)
    #: The tie crosses a place something depends on: the organiser must settle it.
    blocking: bool = False
    earned: list[Earned] = field(default_factory=list)
    #: What is true of the person now, besides a tie (see :func:`mark_now`): ``playing``,
    #: ``qualified``, ``out``, ``winner``, or nothing.
    now: str = ""

    @property
    def status(self) -> str:
        return "tie-break" if self.blocking else self.now


@dataclass(frozen=True)
class Criterion:
    key: str
    label: Text
    higher_is_better: bool


def ordinal_en(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def standings(
    rounds: Sequence[RoundResults],
    people: Sequence[str],
    scoring: Scoring,
    names: Mapping[str, str],
    *,
    best: int | None = None,
    extra_hands: Sequence[ExtraHand] = (),
    lots: Sequence[Lot] = (),
    cut: int | None = None,
    live_score: bool = False,
    decision: ExtraHand | None = None,
    score_credit: Mapping[str, int] | None = None,
    met_credit: Mapping[str, Sequence[str]] | None = None,
    notes: Mapping[str, Text] | None = None,
) -> list[Line]:
    """The standings: points under the scheme (each person's ``best`` rounds counted), then
    the breakers in order; ``live_score``: the score counts tables still playing too;
    ``decision``: the organiser's order for people still level after every breaker (its
    value on their rows: their rank in it)."""
    earned: dict[str, list[Earned]] = {p: [] for p in people}
    wins = dict.fromkeys(people, 0)
    played = dict.fromkeys(people, 0)
    score = dict.fromkeys(people, 0)
    opponents: dict[str, list[str]] = {p: [] for p in people}
    finished: list[TableResult] = []
    for rnd in rounds:
        done = [t for t in rnd.tables if t.finished]
        for table in rnd.tables:
            size = len(table.people)
            for i, person in enumerate(table.people):
                if person not in earned:
                    continue
                opponents[person].extend(p for p in table.people if p != person)
                if table.finished or live_score:
                    score[person] += table.totals[i]
                if not table.finished:
                    continue
                place = table.places[i]
                points = scoring.points_for(place, size, table.totals[i])
                shared = sum(1 for p in table.places if p == place)
                earned[person].append(
                    Earned(rnd.number, table.number, place, size, points, shared=shared)
                )
                wins[person] += place == 1
                played[person] += 1
        finished.extend(done)
        if rnd.bye and rnd.bye in earned:
            best_total = _best_total(done, scoring)
            earned[rnd.bye].append(Earned(rnd.number, 0, 1, 1, scoring.bye_points(best_total)))
            wins[rnd.bye] += 1
            played[rnd.bye] += 1
    for person, extra in (score_credit or {}).items():
        if person in score:
            score[person] += extra
    for person, met in (met_credit or {}).items():
        if person in opponents:
            opponents[person].extend(met)
    points: dict[str, int] = {}
    for person, got in earned.items():
        values = [e.points for e in got]
        count = best_of(values, best or len(values), higher_is_better=scoring.points_higher)
        points[person] = count.total
        earned[person] = [replace(e, counted=i in count.counted) for i, e in enumerate(got)]
    absolute: dict[str, Mapping[str, int]] = {
        scoring.key: points,
        "wins": wins,
        "played": played,
        "score": score,
        "buchholz": {p: sum(points.get(o, 0) for o in opponents[p]) for p in people},
    }

    def relative(key: str, person: str, group: frozenset[str]) -> int:
        if len(group) < 2:
            return 0
        if key == "head_to_head":
            return sum(
                sum(
                    1
                    for j, other in enumerate(t.people)
                    if other in group and t.places[j] > t.places[t.people.index(person)]
                )
                for t in finished
                if person in t.people
            )
        order: tuple[str, ...] = ()
        if key == "extra_hand":
            order = next((x.people for x in reversed(extra_hands) if group <= set(x.people)), ())
        elif key == "lot":
            order = next((x.order for x in reversed(lots) if group <= set(x.order)), ())
        elif key == "tie-break" and decision is not None and group <= set(decision.people):
            return [p for p in decision.people if p in group].index(person) + 1
        if person not in order:
            return 0
        return sum(1 for p in order[order.index(person) + 1 :] if p in group)

    low_score = scoring.low_totals
    criteria = [Criterion(scoring.key, scoring.label, scoring.points_higher)]
    for name in scoring.breakers:
        higher = True
        if name == "score":
            higher = not low_score
        elif name == "buchholz":
            higher = scoring.points_higher
        label = breaker_label(name, scoring.scheme)
        if name == "score" and low_score:
            label = Text(it="punti segnati (vince il più basso)", en="points scored (lowest best)")
        criteria.append(Criterion(name, label, higher))
    if decision is not None:
        criteria.append(
            Criterion(
                "tie-break",
                Text(it="decisione dell'organizzatore", en="the organiser's decision"),
                False,
            )
        )

    def value(c: Criterion, person: str, group: frozenset[str]) -> int:
        if c.key in RELATIVE:
            return relative(c.key, person, group)
        return absolute[c.key][person]

    lines = cascade(list(people), criteria, value, names)
    if cut is not None:
        mark_blocking(lines, cut)
    # The words that place a row (whom it is behind, whom it is level with) come before
    # how its points were made: a screen that shows a row's first lines shows them.
    for line in lines:
        if line.tied_with:
            # Named up to a few: before the first results a large field is level on
            # everything, and every row naming every other one makes each update heavy.
            shown = ", ".join(names.get(p, p) for p in line.tied_with[:TIED_NAMED])
            more = len(line.tied_with) - TIED_NAMED
            it = f"{shown}{f' e altri {more}' if more > 0 else ''}"
            en = f"{shown}{f' and {more} others' if more > 0 else ''}"
            if line.blocking:
                line.why = Text(
                    it=f"{line.why.it} Pari in tutto con {it}: spareggio richiesto.",
                    en=f"{line.why.en} Level on everything with {en}: tie-break required.",
                )
            else:
                line.why = Text(
                    it=f"{line.why.it} Pari in tutto con {it}: condividono il posto.",
                    en=f"{line.why.en} Level on everything with {en}: they share the place.",
                )
        line.earned = earned[line.person]
        line.why = _with_points(line, scoring, best)
        note = (notes or {}).get(line.person)
        if note is not None:
            line.why = Text(it=f"{line.why.it} {note.it}", en=f"{line.why.en} {note.en}")
    return lines


def _best_total(tables: Sequence[TableResult], scoring: Scoring) -> int:
    totals = [x for t in tables for x in t.totals]
    if not totals:
        return 0
    return min(totals) if scoring.low_totals else max(totals)


def cascade(
    people: list[str],
    criteria: Sequence[Criterion],
    value: Callable[[Criterion, str, frozenset[str]], int],
    names: Mapping[str, str],
) -> list[Line]:
    """People ordered by each criterion in turn, each one splitting only the people still
    level on every one before it (a head-to-head, an extra hand or a lot counts within
    them); each row says its values in order and which one put it below the row above."""
    groups: list[list[str]] = [sorted(people, key=lambda p: (names.get(p, p), p))]
    values: dict[str, dict[str, int]] = {p: {} for p in people}
    for c in criteria:
        split: list[list[str]] = []
        for group in groups:
            members = frozenset(group)
            for p in group:
                values[p][c.key] = value(c, p, members)

            def key(p: str, c: Criterion = c) -> int:
                return -values[p][c.key] if c.higher_is_better else values[p][c.key]

            ordered = sorted(group, key=key)
            run: list[str] = []
            for p in ordered:
                if run and key(run[-1]) != key(p):
                    split.append(run)
                    run = []
                run.append(p)
            if run:
                split.append(run)
        groups = split
    lines: list[Line] = []
    start = 0
    for group in groups:
        for person in group:
            place = start + 1
            said_it = "; ".join(f"{c.label.it} {values[person][c.key]}" for c in criteria)
            said_en = "; ".join(f"{c.label.en} {values[person][c.key]}" for c in criteria)
            why = Text(it=f"{place}º: {said_it}.", en=f"{ordinal_en(place)}: {said_en}.")
            if lines and lines[-1].place != place:
                above = lines[-1].person
                for c in criteria:
                    mine, theirs = values[person][c.key], values[above][c.key]
                    if mine != theirs:
                        who = names.get(above, above)
                        why = Text(
                            it=f"{why.it} {behind(who)} per {c.label.it} ({mine} contro {theirs}).",
                            en=f"{why.en} Behind {who} on {c.label.en} ({mine} to {theirs}).",
                        )
                        break
            tied = [p for p in group if p != person]
            lines.append(Line(person, place, dict(values[person]), why, tied))
        start += len(group)
    return lines


def mark_blocking(lines: Sequence[Line], cut: int) -> None:
    """A tie is blocking where it crosses ``cut``: some of it above, some below."""
    start = 0
    while start < len(lines):
        end = start + 1 + len(lines[start].tied_with)
        if start < cut < end:
            for line in lines[start:end]:
                line.blocking = True
        start = end


def mark_now(
    lines: Sequence[Line],
    rounds: Sequence[RoundResults],
    *,
    over: bool,
    final: int = 0,
    finalists: Collection[str] = (),
) -> None:
    """What each row says of its person now, besides a tie: ``playing`` while one of their
    tables is still playing; once every round is ``over``, with a ``final`` of that many
    places, ``qualified`` (among the ``finalists`` once the final is drawn, else within its
    places) or ``out``; without a final, ``winner`` on the first row; otherwise nothing
    (their tables are over and the next round is not drawn yet)."""
    playing = {p for r in rounds for t in r.tables if not t.finished for p in t.people}
    for line in lines:
        if line.person in playing:
            line.now = "playing"
        elif over and final:
            going = line.person in finalists if finalists else line.place <= final
            line.now = "qualified" if going else "out"
        elif over and line.place == 1:
            line.now = "winner"
        else:
            line.now = ""


def unsettled(lines: Sequence[Line], cut: int) -> list[str]:
    """The people tied across ``cut`` (none: the first ``cut`` are known)."""
    start = 0
    while start < len(lines):
        end = start + 1 + len(lines[start].tied_with)
        if start < cut < end:
            return [line.person for line in lines[start:end]]
        start = end
    return []


def _with_points(line: Line, scoring: Scoring, best: int | None) -> Text:
    """The row's words with how its points were made, table by table."""
    if not line.earned:
        return line.why
    parts_it: list[str] = []
    parts_en: list[str] = []
    for e in line.earned:
        if e.table == 0:
            where_it, where_en = f"turno {e.round}, riposo", f"round {e.round}, bye"
        else:
            where_it = f"turno {e.round}, {e.place}º su {e.size}"
            where_en = f"round {e.round}, {ordinal_en(e.place)} of {e.size}"
        mark_it = "" if e.counted else " scartato"
        mark_en = "" if e.counted else " dropped"
        if e.shared > 1:  # a shared place: each of them gets the place's points
            mark_it += f", a pari in {e.shared}: a ciascuno i punti del {e.place}º posto"
            mark_en += f", shared by {e.shared}: each gets {ordinal_en(e.place)} place's points"
        parts_it.append(f"{e.points} ({where_it}{mark_it})")
        parts_en.append(f"{e.points} ({where_en}{mark_en})")
    why = Text(
        it=f"{line.why.it} {scoring.label.it.capitalize()}: {' + '.join(parts_it)}.",
        en=f"{line.why.en} {scoring.label.en.capitalize()}: {' + '.join(parts_en)}.",
    )
    dropped = [e.points for e in line.earned if not e.counted]
    if best and dropped:
        left = ", ".join(map(str, dropped))
        why = Text(
            it=f"{why.it} Contano i {best} turni migliori; scartati: {left}.",
            en=f"{why.en} The best {best} rounds count; dropped: {left}.",
        )
    return why
