"""A table file imported: a new table whose log is the file's, replayed through the same
commands and engines a table's phones go through, all in one transaction.

Every game move is applied by the engine again, every undo and correction replayed as it
was made; the file's own totals must come out of that replay. A file the rules reject at
any entry, whose totals differ from what its log gives, of an unknown format or version,
or too large, is refused whole: nothing is written.

What a file keeps of the table's people (phones sitting down, the host role handed over, a
rematch started, a seat counted on a person's page) belongs to the first table's phones and
server: it is not imported, and the moves after it are numbered on. Another person taking a
seat is imported (the seat's name follows).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from sqlmodel import Session

from ..disputes.contests import ContestMove, Decision, Resolve, Withdraw
from ..disputes.ledger import House, RecordPenalty
from ..disputes.seating import SwapSeats, seating_text
from ..games.base import BadOptions, Line, Text
from ..problems import IllegalMoveProblem, Invalid, Problem, Refused
from ..store import Database, repo
from ..tables import PLANNERS as TABLE_PLANNERS
from ..tables import Actor, Command, Correct, LogMove, ReplaceSeat, TableContext, Void, commands
from ..tables.access import HOST_ROLE
from ..tables.eventlog import (
    CONFIRM_HAND,
    CONTEST,
    CORRECT,
    DECLINE_HAND,
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
from ..tables.seats import plan_replace_seat
from .export import FORMAT, VERSION

#: The most entries a file may log (a long evening logs a few hundred).
EVENTS_MAX = 20_000
#: Events of the first table's phones and people, left out (see the module's docstring).
SKIPPED = frozenset({SIT, REMATCH, HOST, VOTE, PERSON})
#: What the table opened with (its seats drawn, its house options): logged again first.
OPENING = (SEATING, HOUSE)
#: Hands that waited for confirmation: the confirmed ones are in the log as moves.
WAITING = frozenset({PENDING_HAND, CONFIRM_HAND, DECLINE_HAND})


def _t(it: str, en: str) -> Text:
    return Text(it=it, en=en)


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
        f"Il file è rifiutato: la voce {number} del registro non sta alle regole. {why.it}",
        f"The file is refused: entry {number} of its log breaks the rules. {why.en}",
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
        f"Il file è rifiutato: la voce {number} del registro non è leggibile.",
        f"The file is refused: entry {number} of its log cannot be read.",
    )


def _command_of(
    table_id: str, entry: Mapping[str, Any], seqs: dict[int, int], number: int
) -> Command:
    """The command that logs ``entry`` again; an undo or correction names its target by
    the seq it has in the new table."""
    kind, payload = entry["type"], entry["payload"]

    def target() -> int:
        old = payload.get("seq")
        if isinstance(old, bool) or not isinstance(old, int) or old not in seqs:
            raise Invalid(bad_entry(number), field="events")
        return seqs[old]

    if kind == VOID:
        reason = payload.get("reason") or ""
        reason = Text.model_validate(reason) if isinstance(reason, dict) else str(reason)
        return Void(table_id=table_id, expected_seq=None, seq=target(), reason=reason)
    if kind == CORRECT:
        return Correct(
            table_id=table_id,
            expected_seq=None,
            seq=target(),
            move=payload.get("move") or {},
            reason=str(payload.get("reason") or ""),
        )
    if kind == SEAT:
        return ReplaceSeat(
            table_id=table_id,
            expected_seq=None,
            seat=payload.get("seat", -1),
            name=commands.player_name(payload.get("name")),
        )
    if kind == IRREGULARITY:
        return RecordPenalty(
            table_id=table_id,
            expected_seq=None,
            seat=payload.get("seat", -1),
            code=str(payload.get("code") or ""),
            rule=str(payload.get("rule") or ""),
            note=str(payload.get("note") or ""),
        )
    if kind in (CONTEST, WITHDRAW, RESOLVE):
        return _dispute_command(table_id, kind, payload, seqs, number)
    if kind == SEAT_SWAP:
        seats = payload.get("seats")
        if not isinstance(seats, list) or len(seats) != 2:
            raise Invalid(bad_entry(number), field="events")
        return SwapSeats(
            table_id=table_id,
            expected_seq=None,
            seats=(seats[0], seats[1]),
            hand=payload.get("hand", 0),
            reason=str(payload.get("reason") or ""),
        )
    return LogMove(table_id=table_id, expected_seq=None, move=payload)


def _dispute_command(
    table_id: str, kind: str, payload: Mapping[str, Any], seqs: dict[int, int], number: int
) -> Command:
    """A contest raised, withdrawn or settled, naming what it names by its new seq. The
    host settles it on the new table as it was settled: a replacement is already in the log
    as its correction, so its resolution keeps the corrected entry; the votes that led to a
    resolution are not replayed."""

    def new_seq(key: str) -> int:
        old = payload.get(key)
        if isinstance(old, bool) or not isinstance(old, int) or old not in seqs:
            raise Invalid(bad_entry(number), field="events")
        return seqs[old]

    reason = str(payload.get("reason") or "")
    if kind == CONTEST:
        return ContestMove(table_id=table_id, seq=new_seq("seq"), reason=reason)
    if kind == WITHDRAW:
        return Withdraw(table_id=table_id, contest=new_seq("contest"))
    raw = payload.get("decision")
    if not isinstance(raw, Mapping) or raw.get("kind") not in ("keep", "replace", "switch"):
        raise Invalid(bad_entry(number), field="events")
    chosen = Decision.of(raw) if raw["kind"] == "switch" else Decision("keep")
    return Resolve(table_id=table_id, contest=new_seq("contest"), decision=chosen, reason=reason)


def _opening_line(entry: Mapping[str, Any]) -> Line:
    """The line an opening event shows, written again from its payload."""
    payload = entry["payload"]
    if entry["type"] == SEATING:
        dealer = payload.get("dealer")
        return Line(text=seating_text(dealer if type(dealer) is int else None))
    return Line(text=House.of(dict(payload)).text())


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


def _when(raw: Any) -> datetime | None:
    """The entry's time as the file gives it, if it is one and not in the future."""
    if not isinstance(raw, str) or len(raw) > 40:
        return None
    try:
        when = datetime.fromisoformat(raw)
    except ValueError:
        return None
    when = when if when.tzinfo is not None else when.replace(tzinfo=UTC)
    return when if when <= datetime.now(UTC) else None


def _entries(document: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    events = document.get("events")
    if not isinstance(events, list):
        raise Invalid(NOT_A_TABLE_FILE, field="events")
    if len(events) > EVENTS_MAX:
        raise Invalid(too_many_entries(EVENTS_MAX), field="events")
    for number, entry in enumerate(events, start=1):
        if (
            not isinstance(entry, Mapping)
            or not isinstance(entry.get("type"), str)
            or not isinstance(entry.get("payload"), Mapping)
            or not (entry.get("seat") is None or type(entry.get("seat")) is int)
        ):
            raise Invalid(bad_entry(number), field="events")
    return events


@dataclass(frozen=True)
class Replayed:
    """A table file replayed: the new table, and each old seq's new one."""

    created: Created
    seqs: dict[int, int]


def import_table(db: Database, document: Any) -> Created:
    """A new table replaying ``document`` (see the module's docstring); the importer's
    device hosts it and watches (it sits down through the join link like anyone).

    A file that is not a table file at all is :class:`Invalid`; one whose contents the
    house or the rules refuse (an unknown version or game, a name, an entry) is
    :class:`Refused`, with the field at fault."""
    check_table_file(document)
    with db.writing() as s:
        replayed = replay_table(s, document)
        s.commit()
        return replayed.created


def check_table_file(document: Any) -> None:
    """Invalid unless ``document`` says it is a table file."""
    if not isinstance(document, Mapping) or document.get("format") != FORMAT:
        raise Invalid(NOT_A_TABLE_FILE, field="format")


def replay_table(s: Session, document: Mapping[str, Any], *, with_host: bool = True) -> Replayed:
    """Write the table of ``document`` in ``s`` (not committed: the caller commits, or
    leaves nothing written); every refusal is :class:`Refused`. ``with_host`` false: the
    table has no host's device (a tournament's tables), the moves are logged by nobody."""
    try:
        return _import(s, document, with_host)
    except Invalid as problem:
        raise Refused(problem.detail, rule=problem.rule, field=problem.field) from None


def _import(s: Session, document: Mapping[str, Any], with_host: bool) -> Replayed:
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
    events = _entries(document)
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
    opening = [e for e in events if e["type"] in OPENING]
    open_with(
        s,
        created.table_id,
        game.dump_state(state),
        [(e["type"], dict(e["payload"]), _opening_line(e)) for e in opening],
    )
    host_id = repo.hosts(s, created.table_id, HOST_ROLE)[0].id if with_host else None
    table = repo.lock_table(s, created.table_id)
    assert table is not None
    seqs: dict[int, int] = {}
    left_out: set[Any] = set()
    for e in opening:
        if type(e.get("seq")) is int:
            seqs[e["seq"]] = opening.index(e) + 1
    for number, entry in enumerate(events, start=1):
        kind = entry["type"]
        if kind in OPENING or kind in WAITING or kind in SKIPPED:
            left_out.add(entry.get("seq"))
            continue
        if kind == VOID and entry["payload"].get("seq") in left_out:
            left_out.add(entry.get("seq"))  # an undo of what is not imported
            continue
        try:
            command = _command_of(table.id, entry, seqs, number)
        except ValueError:  # a name the tables would not take
            raise Refused(bad_entry(number), field="events") from None
        actor = Actor(host_id, table.id, HOST_ROLE, entry.get("seat"))
        try:
            plan = PLANNERS[type(command)](actor, command)(s, TableContext.of(table))
        except (IllegalMoveProblem, Refused, Invalid) as problem:
            raise Refused(
                entry_refused(number, problem.detail), rule=problem.rule, field="events"
            ) from None
        except Problem:
            raise Refused(bad_entry(number), field="events") from None
        when = _when(entry.get("at"))
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
