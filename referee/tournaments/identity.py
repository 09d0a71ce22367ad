"""People who are one person, and seats that change hands: merging duplicates, substitutes.

Merging: the organiser says two people of a tournament are one ("Anna" checked in on her
phone, "Anna R." on the door tablet). One ``merge`` event of the tournament's log says so;
nothing is deleted: the merged entry is kept, marked as merged into the kept one, and every
seat, bye, decision and payment of it is read as the kept person's. The merged person's
device token keeps working: it resolves to the kept person, in this tournament and (the
person being one human) everywhere the global person is read — their record page too.

Substitutes: a substitute takes a seat mid-game. One ``substitute`` event of the tournament's
log records them as the seat's next occupant from the table's head seq at that moment; in
the same transaction, the table's own log notes it with the tables' generic seat change
(the seat's name becomes the substitute's, the old phones at that seat are signed out).

Each occupant is credited only with what happened while seated (:func:`split`): the score
is what the seat scored between their sitting down and the next occupant's; the seat's
placing (its place, the placing points, a win, a place in the final) goes to the occupant
who finished the game. Ratings weigh each by the share of the hands they sat.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from sqlmodel import Session, select

from ..games.base import Text
from ..problems import NotFound, Refused
from ..store import TournamentEvent
from ..tables import HOST_ROLE, Actor, ReplaceSeat, TableView
from ..tables.commands import Command
from ..tables.pipeline import Plan, Planner
from ..tables.reads import TableContext
from ..tables.seats import plan_replace_seat
from . import messages as msg
from .pipeline import Answer, Pipeline, Step, append, lock
from .standings import Row, Stint, TableResult
from .state import MERGE, SUBSTITUTE, Round, RoundTable, Substitution, TournamentState, fold

if TYPE_CHECKING:
    from .service import TournamentService


# -- words ---------------------------------------------------------------------------------

SELF_MERGE = Text(
    it="Una persona non si unisce a se stessa: scegli due persone diverse.",
    en="A person cannot be merged with themselves: choose two different people.",
)
NOT_HERE = Text(
    it="Questo tavolo non è un tavolo del torneo.", en="This table is not one of the tournament's."
)
TABLE_FINISHED = Text(
    it="La partita a questo tavolo è finita: non si entra più come sostituto.",
    en="The game at this table is over: nobody can take a seat as a substitute now.",
)


def merged_already(name: str, into: str) -> Text:
    return Text(
        it=f"{name} è già stato unito a {into}.",
        en=f"{name} has already been merged into {into}.",
    )


def sat_together(a: str, b: str, table: int, number: int) -> Text:
    return Text(
        it=f"{a} e {b} erano seduti insieme al Tavolo {table} nel turno {number}: sono due "
        "persone diverse.",
        en=f"{a} and {b} sat together at table {table} in round {number}: they are two "
        "different people.",
    )


def two_tables(a: str, b: str, number: int) -> Text:
    return Text(
        it=f"{a} e {b} hanno giocato entrambi nel turno {number}, a tavoli diversi: una persona "
        "non siede a due tavoli.",
        en=f"{a} and {b} both played in round {number}, at different tables: one person "
        "does not sit at two tables.",
    )


def seated_elsewhere(name: str, table: int) -> Text:
    return Text(
        it=f"{name} ha già un posto in questo turno (Tavolo {table}).",
        en=f"{name} already has a seat in this round (table {table}).",
    )


def _ordinal_hands(count: int) -> Text:
    return Text(
        it=f"{count} {'mano' if count == 1 else 'mani'}",
        en=f"{count} {'hand' if count == 1 else 'hands'}",
    )


# -- merging -------------------------------------------------------------------------------


def merge(
    pipeline: Pipeline,
    tournament_id: str,
    organiser: str | None,
    person: str,
    into: str,
    answer: Answer | None = None,
) -> None:
    """``person`` is ``into``: one ``merge`` event; refused for the same person, someone
    unknown (or already merged), and two people who sat in the same round."""
    if person == into:
        raise Refused(SELF_MERGE, field="into")

    def plan(step: Step) -> None:
        check_merge(step.state, person, into)
        step.append(MERGE, {"person": person, "into": into})

    pipeline.write(tournament_id, plan, organiser=organiser, answer=answer)


def check_merge(state: TournamentState, person: str, into: str) -> None:
    """Whether ``person`` may be merged into ``into`` in the tournament ``state`` is."""
    if person == into:
        raise Refused(SELF_MERGE, field="into")
    for who, field in ((person, "person"), (into, "into")):
        if who not in state.entries:
            if who in state.merged:
                gone = state.merged[who]
                kept = state.entries[state.resolve(who)].name
                raise Refused(merged_already(gone.name, kept), field=field)
            raise Refused(msg.NO_PERSON, field=field)
    names = state.names()
    for rnd in state.rounds:
        mine = [x for x in rnd.tables if x.sat(person)]
        theirs = [x for x in rnd.tables if x.sat(into)]
        if mine and theirs:
            a, b = names[person], names[into]
            same = [x for x in mine if x in theirs]
            if same:
                raise Refused(sat_together(a, b, same[0].number, rnd.number), field="into")
            raise Refused(two_tables(a, b, rnd.number), field="into")


def merges(s: Session) -> dict[str, str]:
    """Every merged person, everywhere, and who they are now (chains followed)."""
    rows = s.exec(select(TournamentEvent.payload).where(TournamentEvent.type == MERGE)).all()
    into = {row["person"]: row["into"] for row in rows}

    def final(person: str) -> str:
        seen = {person}
        while person in into and into[person] not in seen:
            person = into[person]
            seen.add(person)
        return person

    return {p: final(p) for p in into}


def resolve(s: Session, person: str) -> str:
    """The person ``person`` is now (the kept one, if it was merged)."""
    return merges(s).get(person, person)


# -- substitutes ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Substitute(Command):
    """The organiser seats ``person`` at ``seat`` (from 0) of a tournament table mid-game."""

    kind: ClassVar[str] = "substitute"
    tournament_id: str
    organiser: str | None
    seat: int
    person: str

    def request(self) -> Any:
        return {"tournament": self.tournament_id, "seat": self.seat, "person": self.person}


#: Who writes the table's side of a substitution: the tournament, as the table's host.
def _tournament_actor(table_id: str) -> Actor:
    return Actor(None, table_id, HOST_ROLE, None)


def plan_substitute(_actor: Actor, command: Substitute) -> Planner:
    """The tournament's event and the table's seat change, in the table's one write."""

    def plan(s: Session, context: TableContext) -> Plan:
        t, state = lock(s, command.tournament_id, command.organiser)
        where = next(
            ((r, x) for r in state.rounds for x in r.tables if x.table_id == context.id), None
        )
        if where is None:
            raise NotFound(NOT_HERE)
        rnd, table = where
        if TableView.at_head(s, context).outcome is not None:
            raise Refused(TABLE_FINISHED, field="table_id")
        person = state.resolve(command.person)
        check_substitute(state, rnd, table, command.seat, person)
        entry = state.entries[person]
        payload = {
            "round": rnd.number,
            "table_id": context.id,
            "seat": command.seat,
            "person": person,
            "after": context.table.head_seq,
        }
        append(s, t, SUBSTITUTE, payload)
        change = ReplaceSeat(
            table_id=context.id, seat=command.seat, name=entry.name, expected_seq=None
        )
        return plan_replace_seat(_tournament_actor(context.id), change)(s, context)

    return plan


def check_substitute(
    state: TournamentState, rnd: Round, table: RoundTable, seat: int, person: str
) -> None:
    """Whether ``person`` may take ``seat`` (from 0) of ``table`` in round ``rnd``."""
    if not 0 <= seat < len(table.people):
        raise Refused(
            Text(it="Quel posto non esiste.", en="That seat does not exist."), field="seat"
        )
    entry = state.entries.get(person)
    if entry is None:
        raise Refused(msg.NO_PERSON, field="person")
    if entry.withdrawn:
        raise Refused(msg.withdrawn(entry.name), field="person")
    seated = next((x for x in rnd.tables if x.sat(person)), None)
    if seated is not None:
        raise Refused(seated_elsewhere(entry.name, seated.number), field="person")


def substitute(
    svc: TournamentService,
    tournament_id: str,
    organiser: str | None,
    table_id: str,
    seat: int,
    person: str,
) -> Substitution:
    """Seat ``person`` at ``seat`` (from 0) of ``table_id``; what the log now says of it."""
    command = Substitute(
        table_id=table_id,
        expected_seq=None,
        tournament_id=tournament_id,
        organiser=organiser,
        seat=seat,
        person=person,
    )
    svc.tables.execute(_tournament_actor(table_id), command)
    state = svc.state(tournament_id)
    table = next(x for r in state.rounds for x in r.tables if x.table_id == table_id)
    return table.subs[-1]


# -- credit --------------------------------------------------------------------------------


def split(
    result: TableResult,
    table: RoundTable,
    totals_at: Callable[[int], Sequence[int]],
    hand_seqs: Sequence[int],
) -> TableResult:
    """``result`` with each seat credited to who sat there: the occupant at the end has the
    seat's place and the points scored since they sat down; each earlier occupant is a
    :class:`Stint` with the points scored while they sat."""
    if not table.subs:
        return result
    people, totals = list(result.people), list(result.totals)
    stints: list[Stint] = []
    for seat in range(len(table.people)):
        occupants = table.occupants(seat)
        if len(occupants) == 1:
            continue
        for k, (person, after) in enumerate(occupants):
            last = k == len(occupants) - 1
            until = None if last else occupants[k + 1][1]
            start = totals_at(after)[seat]
            end = result.totals[seat] if until is None else totals_at(until)[seat]
            hands = sum(1 for h in hand_seqs if h > after and (until is None or h <= until))
            stints.append(Stint(seat, person, end - start, hands, last))
            if last:
                people[seat], totals[seat] = person, end - start
    return replace(result, people=tuple(people), totals=tuple(totals), stints=tuple(stints))


def took_seat(stint: Stint, before: int, seat_total: int) -> Text:
    """The rule, on the substitute's row: the placing is theirs, the points their own."""
    return Text(
        it=f"Ha preso il posto {stint.seat + 1} dopo {_ordinal_hands(before).it}: il "
        f"piazzamento del posto è suo; i suoi punti sono quelli fatti da seduto ({stint.score} "
        f"dei {seat_total} del posto).",
        en=f"Took seat {stint.seat + 1} after {_ordinal_hands(before).en}: the seat's placing "
        f"is theirs; their points are those scored while seated ({stint.score} of the seat's "
        f"{seat_total}).",
    )


def left_seat(stint: Stint, table: int, by: str) -> Text:
    """The rule, on the replaced player's row: their points only, no placing."""
    return Text(
        it=f"Sostituito da {by} al posto {stint.seat + 1} del Tavolo {table} dopo "
        f"{_ordinal_hands(stint.hands).it}: conta solo quello che è successo da seduto "
        f"({stint.score} punti); il piazzamento del posto va a chi ha finito la partita.",
        en=f"Replaced by {by} at seat {stint.seat + 1} of table {table} after "
        f"{_ordinal_hands(stint.hands).en}: only what happened while seated counts "
        f"({stint.score} points); the seat's placing goes to who finished the game.",
    )


def stint_rows(
    rows: Sequence[Row], results: Iterable[TableResult], names: Mapping[str, str]
) -> list[Row]:
    """Table rows (qualifying, final) with the substitutes' rule on the row of who finished
    a seat, and a ``substituted`` row for each earlier occupant, right after it."""
    by_table = {r.number: r for r in results if r.stints}
    out: list[Row] = []
    for row in rows:
        result = by_table.get(row.table)
        if result is None or row.person not in result.people:
            out.append(row)
            continue
        seat = result.people.index(row.person)
        mine = [x for x in result.stints if x.seat == seat]
        if not mine:
            out.append(row)
            continue
        before = sum(x.hands for x in mine[:-1])
        seat_total = sum(x.score for x in mine)
        note = took_seat(mine[-1], before, seat_total)
        out.append(
            replace(row, why=Text(it=f"{row.why.it} {note.it}", en=f"{row.why.en} {note.en}"))
        )
        for k, stint in enumerate(mine[:-1]):
            by = names.get(mine[k + 1].person, mine[k + 1].person)
            out.append(
                Row(
                    stint.person,
                    row.table,
                    row.place,
                    stint.score,
                    "substituted",
                    left_seat(stint, row.table, by),
                    [("place", row.place), ("total", stint.score)],
                )
            )
    return out


def stint_notes(results: Iterable[TableResult], names: Mapping[str, str]) -> dict[str, Text]:
    """The substitutes' rule for rows that are not a table's (rounds, Swiss): on each
    occupant of a seat that changed hands, what they were credited with."""
    notes: dict[str, list[Text]] = {}
    for result in results:
        for k, stint in enumerate(result.stints):
            mine = [x for x in result.stints if x.seat == stint.seat]
            if stint.last:
                before = sum(x.hands for x in mine[:-1])
                note = took_seat(stint, before, sum(x.score for x in mine))
                note = Text(
                    it=f"Tavolo {result.number}: {note.it}", en=f"Table {result.number}: {note.en}"
                )
            else:
                by = result.stints[k + 1].person
                note = left_seat(stint, result.number, names.get(by, by))
            notes.setdefault(stint.person, []).append(note)
    return {
        p: Text(it=" ".join(t.it for t in ts), en=" ".join(t.en for t in ts))
        for p, ts in notes.items()
    }


def with_note(why: Text, note: Text | None) -> Text:
    return why if note is None else Text(it=f"{why.it} {note.it}", en=f"{why.en} {note.en}")


def earlier(results: Iterable[TableResult]) -> list[tuple[TableResult, Stint, str]]:
    """Each earlier occupant's stint, with its table and who took the seat after them."""
    out: list[tuple[TableResult, Stint, str]] = []
    for result in results:
        for k, stint in enumerate(result.stints):
            if not stint.last:
                out.append((result, stint, result.stints[k + 1].person))
    return out


# -- every tournament table, as seated -----------------------------------------------------


def seatings(s: Session) -> dict[str, RoundTable]:
    """Every tournament table with who sat at each seat (and from when), merges followed
    everywhere: the tournaments' logs folded."""
    rows = s.exec(
        select(
            TournamentEvent.tournament_id,
            TournamentEvent.seq,
            TournamentEvent.type,
            TournamentEvent.payload,
        ).order_by(TournamentEvent.tournament_id, TournamentEvent.seq)  # type: ignore[arg-type]
    ).all()
    per: dict[str, list[tuple[int, str, Any]]] = {}
    for tid, seq, kind, payload in rows:
        per.setdefault(tid, []).append((seq, kind, payload))
    everywhere = merges(s)

    def now(person: str) -> str:
        return everywhere.get(person, person)

    out: dict[str, RoundTable] = {}
    for events in per.values():
        for rnd in fold(events).rounds:
            for x in rnd.tables:
                out[x.table_id] = replace(
                    x,
                    people=tuple(map(now, x.people)),
                    subs=tuple(replace(y, person=now(y.person)) for y in x.subs),
                )
    return out
