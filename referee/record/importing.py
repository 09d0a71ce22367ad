"""A table file imported: a new table whose log is the file's, replayed through the same
commands and engines a table's phones go through, all in one transaction.

Every entry passes the checks of the API call that would have logged it: its command is
made by the same function from the same fields (a reason, a penalty's code and rule, a
name), the house options by the same function a new table's go through, and each entry's
seat is one of the table's and its time ISO 8601 and not in the future. Every game move is
applied by the engine again, every undo and correction replayed as it was made; the file's
own totals must come out of that replay. A file the rules reject at any entry, whose totals
differ from what its log gives, of an unknown format or version, or too large, is refused
whole: nothing is written. A refusal is the API call's own (its kind of problem and rule),
its words placed at the entry.

What a file keeps of the table's people (phones sitting down, the host role handed over, a
rematch started, a seat counted on a person's page) belongs to the first table's phones and
server: it is not imported, and the moves after it are numbered on. Another person taking a
seat is imported (the seat's name follows).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlmodel import Session

from ..disputes import contests, ledger, seating
from ..disputes.contests import ContestMove, Decision, Resolve, Withdraw
from ..disputes.ledger import RecordPenalty
from ..disputes.seating import SwapSeats
from ..games.base import BadOptions, Line, Text
from ..problems import Invalid, Problem, Refused
from ..store import Database, repo
from ..store.pace import Pace
from ..store.scratch import Copy, scratch
from ..tables import PLANNERS as TABLE_PLANNERS
from ..tables import Actor, Command, Correct, LogMove, ReplaceSeat, TableContext, Void, commands
from ..tables.access import HOST_ROLE
from ..tables.eventlog import (
    CONFIRM_HAND,
    CONTEST,
    CORRECT,
    DECLINE_HAND,
    HAND_PART,
    HOST,
    HOUSE,
    IRREGULARITY,
    PENDING_HAND,
    PERSON,
    REMATCH,
    RESOLVE,
    SEAT,
    SEAT_SWAP,
    SEATING,
    SIT,
    VOID,
    VOTE,
    WITHDRAW,
)
from ..tables.lifecycle import Created, insert_table, open_with
from ..tables.moves import plan_move
from ..tables.replay import plan_correct, plan_void
from ..tables.seat_draw import seating_text
from ..tables.seats import plan_replace_seat
from .export import FORMAT, VERSION

#: The most entries a file may log (a long evening logs a few hundred): each is replayed
#: through the engine in the import's one transaction.
EVENTS_MAX = 5_000
#: Events of the first table's phones and people, left out (see the module's docstring).
SKIPPED = frozenset({SIT, REMATCH, HOST, VOTE, PERSON})
#: What the table opened with (its seats drawn, its house options): logged again first.
OPENING = (SEATING, HOUSE)
#: Hands that waited for confirmation, and the players' parts of a hand: the confirmed and
#: completed hands are in the log as moves.
WAITING = frozenset({PENDING_HAND, CONFIRM_HAND, DECLINE_HAND, HAND_PART})


def _t(it: str, en: str) -> Text:
    return Text(it=it, en=en)


UNREADABLE_ENTRY = _t("La voce non è leggibile.", "The entry cannot be read.")
NOT_A_TABLE_FILE = _t(
    "Questo non è un file di tavolo di Referee.", "This is not a Referee table file."
)


def unknown_version(version: object) -> Text:
    return _t(
        f"Versione del file sconosciuta ({str(version)[:20]}): questo server legge la {VERSION}.",
        f"Unknown file version ({str(version)[:20]}): this server reads version {VERSION}.",
    )


def entry_refused(number: int, why: Text) -> Text:
    return _t(
        f"Il file è rifiutato alla voce {number} del registro del tavolo: {why.it}",
        f"The file is refused at entry {number} of the table's log: {why.en}",
    )


def no_such_seat(seat: int, seats: int) -> Text:
    return _t(
        f"Il posto {seat} non esiste a un tavolo da {seats} posti.",
        f"Seat {seat} does not exist at a {seats}-seat table.",
    )


def not_a_time(raw: object) -> Text:
    shown = str(raw)[:40]
    return _t(
        f"«{shown}» non è un'ora in ISO 8601 (come 2025-03-01T20:15:00+01:00).",
        f"“{shown}” is not a time in ISO 8601 (like 2025-03-01T20:15:00+01:00).",
    )


def in_the_future(raw: str) -> Text:
    return _t(
        f"L'ora {raw[:40]} è nel futuro.",
        f"The time {raw[:40]} is in the future.",
    )


def totals_differ(kept: list[int], replayed: list[int]) -> Text:
    return _t(
        f"Il file è rifiutato: i suoi totali ({kept}) non sono quelli che il suo registro "
        f"dà ({replayed}).",
        f"The file is refused: its totals ({kept}) are not what its log gives ({replayed}).",
    )


def too_many_entries(most: int) -> Text:
    return _t(
        f"Il file è rifiutato: più di {most} voci nel registro.",
        f"The file is refused: more than {most} entries in its log.",
    )


def bad_entry(number: int) -> Text:
    return _t(
        f"Il file è rifiutato: la voce {number} del registro del tavolo non è leggibile.",
        f"The file is refused: entry {number} of the table's log cannot be read.",
    )


#: How far ahead of this server's clock a time of a file may be (another server's clock).
CLOCK_SKEW = timedelta(minutes=5)


def file_time(raw: Any) -> datetime | None:
    """A time a file gives: absent (None), or ISO 8601 and not in the future (a time
    without a zone is UTC); anything else is :class:`Refused`, naming it."""
    if raw is None:
        return None
    if not isinstance(raw, str) or len(raw) > 40:
        raise Refused(not_a_time(raw), field="at")
    try:
        when = datetime.fromisoformat(raw)
    except ValueError:
        raise Refused(not_a_time(raw), field="at") from None
    when = when.astimezone(UTC) if when.tzinfo is not None else when.replace(tzinfo=UTC)
    if when > datetime.now(UTC) + CLOCK_SKEW:
        raise Refused(in_the_future(raw), field="at")
    return when


def at_entry(problem: Problem, detail: Text, field: str, entry: int | None = None) -> Problem:
    """``problem`` said again about a part of a file (``detail`` names it): the same kind
    of problem and rule as the API call that would have made it, always a 422."""
    extra = {"entry": entry} if entry is not None else {}
    kind = type(problem) if problem.status == 422 else Refused
    try:
        again = kind(detail, rule=problem.rule, field=field, extra=extra)
    except TypeError:  # a problem of its own shape
        again = Refused(detail, rule=problem.rule, field=field, extra=extra)
    again.title = problem.title if kind is type(problem) else again.title
    return again


def _command_of(table_id: str, entry: Mapping[str, Any], seqs: dict[int, int]) -> Command:
    """The command that logs ``entry`` again, made by the same checks as the API call that
    logged it; an undo or correction names its target by the seq it has in the new table."""
    kind, p = entry["type"], entry["payload"]

    def target(key: str = "seq") -> int:
        old = p.get(key)
        if isinstance(old, bool) or not isinstance(old, int) or old not in seqs:
            raise Invalid(UNREADABLE_ENTRY, field="events")
        return seqs[old]

    command: Command
    if kind == VOID:
        reason = p.get("reason")
        if isinstance(reason, Mapping):  # a sentence the server wrote, in both languages
            text = Text(it=_reason(reason.get("it")), en=_reason(reason.get("en")))
            return Void(table_id=table_id, expected_seq=None, seq=target(), reason=text)
        command = commands.void(table_id, target(), reason, 0)
    elif kind == CORRECT:
        command = commands.correct(table_id, target(), p.get("move"), p.get("reason"), 0)
        if "parts" in p:  # one part of a hand made of parts reopened
            kept = {"seat": p.get("seat"), "parts": p.get("parts")}
            command = replace(command, from_parts=kept)
    elif kind == SEAT:
        command = commands.replace_seat(table_id, p.get("seat"), p.get("name"), 0)
    elif kind == IRREGULARITY:
        rule, note = p.get("rule"), p.get("note")
        command = ledger.record_penalty(table_id, p.get("seat"), p.get("code"), rule, note, 0)
    elif kind == SEAT_SWAP:
        command = seating.swap_seats(table_id, p.get("seats"), p.get("hand"), p.get("reason"), 0)
    elif kind == CONTEST:
        command = contests.contest(table_id, target(), p.get("reason"))
    elif kind == WITHDRAW:
        command = contests.withdraw(table_id, target("contest"))
    elif kind == RESOLVE:
        command = _resolve(table_id, p, target("contest"))
    else:
        command = commands.log_move(table_id, p, 0)
    return replace(command, expected_seq=None)


def _reason(raw: Any) -> str:
    return commands.clean_reason(raw if isinstance(raw, str) else "")


def _resolve(table_id: str, payload: Mapping[str, Any], contest: int) -> Resolve:
    """A contest settled as it was settled: a replacement is already in the log as its
    correction, so its resolution keeps the corrected entry; the votes that led to a
    resolution are not replayed."""
    raw = payload.get("decision")
    if not isinstance(raw, Mapping) or raw.get("kind") not in ("keep", "replace", "switch"):
        raise Invalid(UNREADABLE_ENTRY, field="events")
    chosen = (
        contests.decision("switch", raw.get("option"), raw.get("value"))
        if raw["kind"] == "switch"
        else Decision("keep")
    )
    return contests.resolve(table_id, contest, chosen, payload.get("reason"))


def _opening(entry: Mapping[str, Any], players: list[str]) -> Any:
    """An opening event (its type, payload and line) as the table's creation writes it: the
    house options through the same checks, the seats drawn among the file's players."""
    payload = entry["payload"]
    if entry["type"] == SEATING:
        dealer = payload.get("dealer")
        if dealer is not None and (type(dealer) is not int or not 0 <= dealer < len(players)):
            why = no_such_seat(dealer, len(players)) if type(dealer) is int else UNREADABLE_ENTRY
            raise Refused(why, field="events")
        fresh = {"order": list(players), "dealer": dealer}
        return SEATING, fresh, Line(text=seating_text(dealer))
    house = ledger.house_options(
        payload.get("penalties"),
        payload.get("points"),
        payload.get("confirm"),
        payload.get("confirm_by"),
    )
    return HOUSE, house.payload(), Line(text=house.text())


PLANNERS: dict[type[Command], Callable[[Actor, Any], Callable[[Session, TableContext], Any]]] = {
    LogMove: plan_move,
    Void: plan_void,
    Correct: plan_correct,
    ReplaceSeat: plan_replace_seat,
    **{
        kind: TABLE_PLANNERS[kind]
        for kind in (RecordPenalty, SwapSeats, ContestMove, Withdraw, Resolve)
    },
}


Entries = list[tuple[Mapping[str, Any], datetime | None]]


def _entries(document: Mapping[str, Any], seats: int) -> Entries:
    """The file's entries, each with its time, if each is an entry: a type, a payload, a
    seat of the table or none, a time in ISO 8601 that has passed or none."""
    events = document.get("events")
    if not isinstance(events, list):
        raise Invalid(NOT_A_TABLE_FILE, field="events")
    if len(events) > EVENTS_MAX:
        raise Invalid(too_many_entries(EVENTS_MAX), field="events")
    entries: Entries = []
    for number, entry in enumerate(events, start=1):
        if (
            not isinstance(entry, Mapping)
            or not isinstance(entry.get("type"), str)
            or not isinstance(entry.get("payload"), Mapping)
            or not (entry.get("seat") is None or type(entry.get("seat")) is int)
        ):
            raise Invalid(bad_entry(number), field="events")
        seat = entry.get("seat")
        try:
            if seat is not None and not 0 <= seat < seats:
                raise Refused(no_such_seat(seat, seats), field="seat")
            entries.append((entry, file_time(entry.get("at"))))
        except Problem as problem:
            raise at_entry(
                problem, entry_refused(number, problem.detail), "events", number
            ) from None
    return entries


@dataclass(frozen=True)
class Replayed:
    """A table file replayed: the new table, and each old seq's new one."""

    created: Created
    seqs: dict[int, int]


def import_table(db: Database, document: Any, pace: Pace | None = None) -> Created:
    """A new table replaying ``document`` (see the module's docstring); the importer's
    device hosts it and watches (it sits down through the join link like anyone).

    The replay runs in a scratch database, handing the server's loop back between entries
    (``pace``), and what it wrote is copied into ``db`` in one short transaction
    (:mod:`..store.scratch`).

    A file that is not a table file at all is :class:`Invalid`; one whose contents the API
    or the rules refuse (an unknown version or game, a name, an entry) is the 422 problem
    the API call would give, with the field at fault."""
    check_table_file(document)
    pace = pace or Pace()
    with scratch() as s:
        created = replay_table(s, document, pace=pace).created
        s.flush()
        copy = Copy(s, pace.tick)
    write_copy(db, copy, pace)
    return replace(created, room_code=copy.room_codes.get(created.room_code, created.room_code))


def write_copy(
    db: Database, copy: Copy, pace: Pace, check: Callable[[Session], None] | None = None
) -> None:
    """``copy`` written in ``db`` in one transaction, ticking between batches of rows: the
    process's other writes wait their turn meanwhile (:attr:`..store.Database.write_turn`
    on SQLite, the rows' locks on PostgreSQL) while the loop serves everything else.
    ``check``, if given, first reads ``db`` in that transaction (and may refuse the copy)."""
    pace.tick(now=True)
    with db.writing() as s:
        if check is not None:
            check(s)
        copy.write(s, pace.tick)
        s.commit()
    pace.tick(now=True)


def check_table_file(document: Any) -> None:
    """Invalid unless ``document`` says it is a table file."""
    if not isinstance(document, Mapping) or document.get("format") != FORMAT:
        raise Invalid(NOT_A_TABLE_FILE, field="format")


def replay_table(
    s: Session, document: Mapping[str, Any], *, with_host: bool = True, pace: Pace | None = None
) -> Replayed:
    """Write the table of ``document`` in ``s`` (not committed: the caller commits, or
    leaves nothing written); every refusal is a 422 :class:`Problem` of the kind the API
    call that would have made the same thing gives (its rule too). ``with_host`` false: the
    table has no host's device (a tournament's tables), the moves are logged by nobody;
    ``pace`` is ticked between entries."""
    return _import(s, document, with_host, pace or Pace())


def _import(s: Session, document: Mapping[str, Any], with_host: bool, pace: Pace) -> Replayed:
    if document.get("version") != VERSION or isinstance(document.get("version"), bool):
        raise Refused(unknown_version(document.get("version")), field="version")
    new = commands.new_table(
        document.get("game"),
        document.get("players"),
        document.get("options"),
        None,
        document.get("start_totals"),
        document.get("stake"),
    )
    events = _entries(document, len(new.players))
    game = new.game
    try:
        state = (
            game.start(len(new.players), new.options)
            if new.start_totals is None
            else game.start_from(len(new.players), new.options, new.start_totals)
        )
    except BadOptions as exc:  # options or a score these seats cannot start from
        raise Refused(exc.text, rule=exc.rule, field=exc.field or "options") from None
    created = insert_table(
        s,
        game,
        list(new.players),
        new.options,
        state,
        None,
        with_host=with_host,
        start_totals=new.start_totals,
        stake=new.stake.stored() if new.stake is not None else None,
    )
    opening: list[Any] = []
    seqs: dict[int, int] = {}
    for number, (entry, _) in enumerate(events, start=1):
        if entry["type"] in OPENING:
            try:
                opening.append(_opening(entry, list(new.players)))
            except Problem as problem:
                raise at_entry(
                    problem, entry_refused(number, problem.detail), "events", number
                ) from None
            if type(entry.get("seq")) is int:
                seqs[entry["seq"]] = len(opening)
    open_with(s, created.table_id, game.dump_state(state), opening)
    host_id = repo.hosts(s, created.table_id, HOST_ROLE)[0].id if with_host else None
    table = repo.lock_table(s, created.table_id)
    assert table is not None
    left_out: set[Any] = set()
    for number, (entry, when) in enumerate(events, start=1):
        pace.tick()
        kind = entry["type"]
        if kind in OPENING or kind in WAITING or kind in SKIPPED:
            left_out.add(entry.get("seq"))
            continue
        if kind == VOID and entry["payload"].get("seq") in left_out:
            left_out.add(entry.get("seq"))  # an undo of what is not imported
            continue
        actor = Actor(host_id, table.id, HOST_ROLE, entry.get("seat"))
        try:
            command = _command_of(table.id, entry, seqs)
            plan = PLANNERS[type(command)](actor, command)(s, TableContext.of(table))
        except Problem as problem:
            raise at_entry(
                problem, entry_refused(number, problem.detail), "events", number
            ) from None
        written = [replace(e, created_at=when) if when else e for e in plan.events]
        table.head_seq = written[-1].seq
        s.add(table)
        s.flush()
        repo.append(s, written, plan.snapshots)
        repo.rewrite_snapshots(s, plan.rewritten)
        old_seq = entry.get("seq")
        if type(old_seq) is int:
            seqs[old_seq] = written[-1].seq
    kept = document.get("totals")
    replayed = list(game.totals(game.load_state(repo.snapshot(s, table.id, table.head_seq).state)))
    if kept is not None and kept != replayed:
        raise Refused(
            totals_differ(kept if isinstance(kept, list) else [], replayed), field="totals"
        )
    return Replayed(created, seqs)
