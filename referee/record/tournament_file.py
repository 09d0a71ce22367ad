"""A tournament as a file, and imported again on another server with the same standings.

The file holds the tournament (its game, name, options and format), its log (every
check-in, payment, withdrawal, draft, round, decision, time called and table reopened, as
written), every table of it as a table file (:mod:`.export`), and the standings its logs
give, for a reader and as the check of the import.

An import writes everything in one transaction: the tournament checked as it opens (its
name, game, options and format, by the API's own functions), each table replayed through
the engines (:func:`.importing.replay_table`), then the tournament's log entry by entry,
each checked against the tournament as the entries before it left it: a person checked in
once under a name nobody checked in has or looks like, seeds the server could have drawn,
times in ISO 8601 and not in the future, a round seating people who are in, at the file's
own tables under the tournament's rules (its tables linked to it as a round drawn here), a
decision on a table of the first round, time called on a round with a clock, and the drafts
and reopened tables of :mod:`.round_entries`. The people and the tables get new ids on the
new server, but a person already here by their identity is that one (:mod:`.identities`);
the log names them by those. Last, the standings read from what was written must be the
file's, to the letter. A file of an unknown version, whose log or any table's log the rules
reject, whose standings are not what its logs give, or too large, is refused whole: nothing
is written. A file whose tournament is here already is refused with 409, naming it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlmodel import Session

from ..games.base import Text, explanation_of
from ..problems import Invalid, Problem, Refused
from ..store import Database, Tournament, TournamentEvent, keys, repo
from ..store.pace import Pace
from ..store.scratch import Copy, scratch
from ..tables import TableView, commands, hash_token
from ..tables import messages as msg
from ..tables.access import new_token
from ..tables.names import Looks
from ..tables.reads import TableContext
from ..tournaments import TournamentService
from ..tournaments.formats import RoundsFormat
from ..tournaments.identity import check_merge, check_substitute
from ..tournaments.links import link_round
from ..tournaments.numbers import SEED_MAX, money_of, seed_of
from ..tournaments.opening import REASON_MAX, check_name_free, opening
from ..tournaments.state import (
    CHECK_IN,
    DECIDE,
    EXTRA_HAND,
    LOT,
    MERGE,
    PAY,
    REENTER,
    REOPEN,
    ROUND,
    SUBSTITUTE,
    TIME,
    WITHDRAW,
    TournamentState,
    fold,
)
from .identities import Identities, recognise
from .importing import at_entry, check_table_file, file_time, replay_table
from .round_entries import BAD_ROUND, draft_entry, next_round, reopen_entry, round_clock
from .round_entries import KINDS as ROUND_KINDS
from .tournament_export import (
    TOURNAMENT_FORMAT,
    TOURNAMENT_VERSION,
    standings_document,
    tournament_document,
)

#: The most tables and log entries a file may hold (a league of a season holds a few hundred).
TABLES_MAX = 512
LOG_MAX = 4_000
#: The most entries all its tables' logs may hold together. A league's season or an open
#: tournament of a hundred people logs a few thousand hands; each entry is replayed through
#: its game, about 2 ms, so the cap keeps the largest import near half a minute
#: (``python -m bench.import_cost --kinds season``).
TABLE_ENTRIES_MAX = 20_000
#: Log entries the import writes to its scratch database at a time.
FLUSH_EVERY = 100


def _t(it: str, en: str) -> Text:
    return Text(it=it, en=en)


NOT_A_TOURNAMENT_FILE = _t(
    "Questo non è un file di torneo di Referee.", "This is not a Referee tournament file."
)

NOT_A_FILE = _t(
    "Questo non è un file di Referee (né di un tavolo né di un torneo).",
    "This is not a Referee file (neither a table's nor a tournament's).",
)


def unknown_version(version: object) -> Text:
    shown = str(version)[:20]
    return _t(
        f"Versione del file di torneo sconosciuta ({shown}): questo server legge la "
        f"{TOURNAMENT_VERSION}.",
        f"Unknown tournament file version ({shown}): this server reads version "
        f"{TOURNAMENT_VERSION}.",
    )


def log_refused(number: int, why: Text) -> Text:
    return _t(
        f"Il file è rifiutato alla voce {number} del registro del torneo: {why.it}",
        f"The file is refused at entry {number} of the tournament's log: {why.en}",
    )


def head_refused(why: Text) -> Text:
    return _t(
        f"Il file è rifiutato: il torneo che descrive non si può aprire. {why.it}",
        f"The file is refused: the tournament it describes cannot be opened. {why.en}",
    )


BAD_SEED = _t(
    f"Il seme del sorteggio non è un numero intero da 0 a {SEED_MAX}.",
    f"The draw's seed is not a whole number from 0 to {SEED_MAX}.",
)


def table_refused(table_id: str, why: Text) -> Text:
    return _t(
        f"Il file è rifiutato: il tavolo {table_id[:24]} non regge. {why.it}",
        f"The file is refused: table {table_id[:24]} does not hold. {why.en}",
    )


STANDINGS_DIFFER = _t(
    "Il file è rifiutato: la sua classifica non è quella che danno i registri dei suoi tavoli.",
    "The file is refused: its standings are not what its tables' logs give.",
)
TOO_BIG = _t(
    f"Il file è rifiutato: un file di torneo qui tiene al massimo {LOG_MAX:_} voci nel "
    f"registro, {TABLES_MAX} tavoli e {TABLE_ENTRIES_MAX:_} voci nei registri dei "
    "tavoli.".replace("_", "."),
    f"The file is refused: a tournament file here holds at most {LOG_MAX:,} log entries, "
    f"{TABLES_MAX} tables and {TABLE_ENTRIES_MAX:,} entries in its tables' logs.",
)
TWICE = _t("Questa persona è già iscritta.", "This person is checked in already.")
NOT_WITHDRAWN = _t("Questa persona non si era ritirata.", "This person had not withdrawn.")
WITHDRAWN = _t("Questa persona si era già ritirata.", "This person had withdrawn already.")
BAD_TABLE = _t(
    "Un tavolo del turno non è nel file, è già in un altro turno, o non ha le persone, "
    "il gioco o le regole del torneo.",
    "A table of the round is not in the file, is in another round already, or does not "
    "have the round's people, the game or the tournament's rules.",
)
SEATED_TWICE = _t(
    "Una persona siede due volte nel turno, o non è in gioco.",
    "Someone sits twice in the round, or is not in play.",
)
BAD_DECISION = _t(
    "La decisione non riguarda persone di un tavolo del primo turno.",
    "The decision is not about people of a table of the first round.",
)
BAD_TIME = _t(
    "Il tempo è chiamato su un turno senza orologio, o due volte.",
    "Time is called on a round without a clock, or twice.",
)
UNREADABLE = _t("La voce non è leggibile.", "The entry cannot be read.")
UNUSED_TABLE = _t(
    "Il file ha un tavolo che nessun turno siede.", "The file holds a table no round seats."
)


# -- import -------------------------------------------------------------------------------


@dataclass(frozen=True)
class ImportedTournament:
    tournament_id: str
    organiser_token: str


class _SameSession:
    """A database whose sessions are the import's own transaction: the standings of what
    is being written are read before it commits."""

    def __init__(self, s: Session) -> None:
        self.s = s

    def session(self) -> Any:
        return nullcontext(self.s)


class _TablesInSession:
    """The few table reads the tournaments' standings ask, in the import's transaction."""

    def __init__(self, s: Session) -> None:
        self.s = s

    def view(self, table_id: str) -> TableView:
        table = repo.table(self.s, table_id)
        assert table is not None
        return TableView.at_head(self.s, TableContext.of(table))

    def head_seq(self, table_id: str) -> int:
        return self.view(table_id).seq


def _mapping(document: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = document.get(key)
    if not isinstance(value, Mapping):
        raise Invalid(NOT_A_TOURNAMENT_FILE, field=key)
    return value


def import_tournament(db: Database, document: Any, pace: Pace | None = None) -> ImportedTournament:
    """A new tournament replaying ``document`` (see the module's docstring), organised by
    the importer (the answer carries the organiser's token); replayed in a scratch
    database that hands the loop back between entries (``pace``), then copied into ``db``
    in one short transaction. Not a tournament file at all:
    :class:`Invalid`; anything its contents break: :class:`Refused`; here already: 409."""
    if not isinstance(document, Mapping) or document.get("format") != TOURNAMENT_FORMAT:
        raise Invalid(NOT_A_TOURNAMENT_FILE, field="format")
    version = document.get("version")
    if version != TOURNAMENT_VERSION or isinstance(version, bool):
        raise Refused(unknown_version(version), field="version")
    head = _mapping(document, "tournament")
    tables = _mapping(document, "tables")
    log = document.get("log")
    if not isinstance(log, list):
        raise Invalid(NOT_A_TOURNAMENT_FILE, field="log")
    logs = [t.get("events") for t in tables.values() if isinstance(t, Mapping)]
    entries = sum(len(events) for events in logs if isinstance(events, list))
    if len(log) > LOG_MAX or len(tables) > TABLES_MAX or entries > TABLE_ENTRIES_MAX:
        raise Refused(TOO_BIG, field="log")
    # The tournament's own checks, as when it was opened (the API's kinds of problem).
    try:
        name = _name(head.get("name"))
        try:
            probe, fmt = opening(head.get("game"), head.get("options"), head.get("format"))
        except Invalid as exc:
            raise Refused(exc.detail, rule=exc.rule, field=exc.field) from None
        created = file_time(head.get("created_at"))
    except Problem as problem:
        raise at_entry(problem, head_refused(problem.detail), "tournament") from None
    ids = recognise(db, document, probe.game.id, name, created)
    token = new_token()
    pace = pace or Pace()
    with scratch() as s:
        t = Tournament(
            id=keys.new_table_id(),
            uid=ids.uid,
            game=probe.game.id,
            name=name,
            options=probe.options.model_dump(mode="json"),
            format=fmt.model_dump(mode="json"),
            organiser_hash=hash_token(token),
            created_at=created or datetime.now(UTC),
        )
        s.add(t)
        s.flush()
        new_tables: dict[str, tuple[str, dict[int, int], Mapping[str, Any]]] = {}
        for old_id, table_doc in tables.items():
            try:
                check_table_file(table_doc)
                replayed = replay_table(s, table_doc, with_host=False, pace=pace)
            except Problem as problem:
                why = table_refused(str(old_id), problem.detail)
                raise at_entry(problem, why, "tables") from None
            new_tables[str(old_id)] = (replayed.created.table_id, replayed.seqs, table_doc)
        _replay_log(s, t, fmt, log, new_tables, pace, ids)
        pace.tick()
        tournaments = TournamentService(_SameSession(s), _TablesInSession(s))  # type: ignore[arg-type]
        if standings_document(tournaments, t.id) != document.get("standings"):
            raise Refused(STANDINGS_DIFFER, field="standings")
        s.flush()
        pace.tick()
        copy = Copy(s, pace.tick)
    ids.write(db, copy, pace)
    return ImportedTournament(t.id, token)


def _name(raw: Any) -> str:
    """A name as a tournament keeps it; one it would not take is :class:`Invalid`."""
    try:
        return commands.player_name(raw)
    except ValueError as exc:
        problem = explanation_of(exc) or msg.NEW_NAME_INVALID
        raise Invalid(msg.name_problem(problem), field="name") from None


def _seed(value: Any) -> int:
    """A seed as the API's bodies take it (:mod:`..tournaments.numbers`)."""
    seed = seed_of(value)
    if seed is None:
        raise Refused(BAD_SEED, field="seed")
    return seed


def _money(value: Any) -> int:
    """A sum in cents as the API's bodies take it."""
    cents = money_of(value)
    if cents is None:
        raise Invalid(UNREADABLE)
    return cents


def _replay_log(
    s: Session,
    t: Tournament,
    fmt: Any,
    log: Sequence[Any],
    tables: Mapping[str, tuple[str, dict[int, int], Mapping[str, Any]]],
    pace: Pace,
    ids: Identities,
) -> None:
    """Each entry checked against the tournament as the entries before it left it, then
    written with the new ids (see the module's docstring)."""
    used: set[str] = set()
    state = TournamentState()  # read on entry by entry, as each is written
    looks = Looks()  # every name checked in, by key and skeleton
    drafts: list[tuple[int, str, dict[str, Any]]] = []  # what a waiting draft is read from
    for number, entry in enumerate(log, start=1):
        if number % FLUSH_EVERY == 0:
            s.flush()  # a few rows at a time, between ticks
        pace.tick()
        try:
            if not isinstance(entry, Mapping) or not isinstance(entry.get("payload"), Mapping):
                raise Invalid(UNREADABLE)
            kind, payload = entry.get("type"), dict(entry["payload"])
            when = file_time(entry.get("at")) or datetime.now(UTC)
            if kind in ROUND_KINDS:
                new = draft_entry(fmt, state, drafts, str(kind), payload, ids.person)
            else:
                new = _checked(s, t, fmt, state, kind, payload, ids, tables, used, looks)
        except Problem as problem:
            raise at_entry(problem, log_refused(number, problem.detail), "log", number) from None
        if kind in ROUND_KINDS or kind == ROUND:
            drafts.append((number, str(kind), new))
        fold([(number, str(kind), new)], state)
        t.head_seq = number
        s.add(
            TournamentEvent(
                tournament_id=t.id,
                seq=number,
                type=str(kind),
                payload=new,
                created_at=when,
            )
        )
    if used != set(tables):
        raise Refused(UNUSED_TABLE, field="tables")
    s.add(t)
    s.flush()


def _checked(
    s: Session,
    t: Tournament,
    fmt: Any,
    state: TournamentState,
    kind: Any,
    payload: dict[str, Any],
    ids: Identities,
    tables: Mapping[str, tuple[str, dict[int, int], Mapping[str, Any]]],
    used: set[str],
    looks: Looks,
) -> dict[str, Any]:
    """The entry's payload with the new ids, if the tournament so far allows it."""
    person = ids.person

    if kind == CHECK_IN:
        old = payload.get("person")
        if not isinstance(old, str) or old in ids.ids:
            raise Refused(TWICE)
        name = _name(payload.get("name"))
        if looks.may_resemble(name):  # then compared with each, for the API's own words
            check_name_free(state, name)
        looks.add(name)
        fee = _money(payload.get("fee_owed", 0))
        someone = ids.check_in(s, old, name)
        return {"person": someone, "name": name, "fee_owed": fee, "late": bool(state.rounds)}
    if kind == PAY:
        who = person(payload.get("person"))
        return {"person": who, "amount": _money(payload.get("amount"))}
    if kind in (WITHDRAW, REENTER):
        who = person(payload.get("person"))
        if state.entries[who].withdrawn != (kind == REENTER):
            raise Refused(WITHDRAWN if kind == WITHDRAW else NOT_WITHDRAWN)
        return {"person": who}
    if kind == ROUND:
        drawn = _round(t, fmt, state, payload, person, tables, used)
        # Each table finds its tournament, round and number, as a round drawn here does.
        link_round(s, t.id, drawn["number"], drawn["tables"])
        return drawn
    if kind in (EXTRA_HAND, LOT) or (kind == DECIDE and payload.get("table_id") == ""):
        return _tie_break(kind, state, payload, person)
    if kind == DECIDE:
        first = state.rounds[0].tables if state.rounds else ()
        x = next((x for x in first if x.table_id == _new_table(payload, tables)), None)
        order = payload.get("order")
        if x is None or not isinstance(order, list) or not order:
            raise Refused(BAD_DECISION)
        chosen = [person(p) for p in order]
        if len(set(chosen)) != len(chosen) or not set(chosen) <= set(x.people):
            raise Refused(BAD_DECISION)
        reason = payload.get("reason")
        if not isinstance(reason, str) or not reason.strip() or len(reason) > REASON_MAX:
            raise Refused(BAD_DECISION)
        return {"table_id": x.table_id, "order": chosen, "reason": reason}
    if kind in (MERGE, SUBSTITUTE):
        return _people_entry(state, kind, payload, person, tables)
    if kind == REOPEN:
        return reopen_entry(state, payload, _new_table(payload, tables))
    if kind == TIME:
        number = payload.get("round")
        if type(number) is not int or number != len(state.rounds) or number < 1:
            raise Refused(BAD_TIME)
        rnd = state.rounds[-1]
        heads = payload.get("heads")
        rule = payload.get("rule")
        if rnd.clock is None or rnd.time is not None or not isinstance(heads, Mapping):
            raise Refused(BAD_TIME)
        if not isinstance(fmt, RoundsFormat) or rule != fmt.at_time:
            raise Refused(BAD_TIME)
        new_heads: dict[str, int] = {}
        by_new = {new_id: (old_id, seqs) for old_id, (new_id, seqs, _) in tables.items()}
        for x in rnd.tables:
            old_id, seqs = by_new[x.table_id]
            head = heads.get(old_id)
            if type(head) is not int:
                raise Refused(BAD_TIME)
            # The table's place in its new log: the last entry imported at or before it.
            new_heads[x.table_id] = max((n for o, n in seqs.items() if o <= head), default=0)
        called = payload.get("at")
        file_time(called)
        time = {"round": number, "rule": rule, "heads": new_heads, "at": str(called)}
        if rule == "further_hands":  # the hands each table has left, as the format says
            if payload.get("hands") != fmt.further_hands:
                raise Refused(BAD_TIME)
            time["hands"] = fmt.further_hands
        return time
    raise Refused(UNREADABLE)


def _tie_break(
    kind: Any, state: TournamentState, payload: dict[str, Any], person: Any
) -> dict[str, Any]:
    """An extra hand's result, a drawn lot or a decision over rounds, with the new ids. A
    lot keeps the order it drew (drawn again with the new ids it would not be the same)."""
    if kind == LOT:
        seed = _seed(payload.get("seed"))
        order = payload.get("order")
        if not isinstance(order, list) or len(order) != len(state.entries):
            raise Refused(BAD_DECISION)
        drawn = [person(p) for p in order]
        if set(drawn) != set(state.entries):
            raise Refused(BAD_DECISION)
        return {"seed": seed, "order": drawn}
    field = "people" if kind == EXTRA_HAND else "order"
    listed = payload.get(field)
    if not isinstance(listed, list) or len(listed) < 2:
        raise Refused(BAD_DECISION)
    chosen = [person(p) for p in listed]
    reason = payload.get("reason")
    if len(set(chosen)) != len(chosen) or not isinstance(reason, str) or not reason.strip():
        raise Refused(BAD_DECISION)
    if len(reason) > REASON_MAX:
        raise Refused(BAD_DECISION)
    if kind == EXTRA_HAND:
        return {"people": chosen, "reason": reason}
    return {"table_id": "", "order": chosen, "reason": reason}


def _people_entry(
    state: TournamentState,
    kind: str,
    payload: Mapping[str, Any],
    person: Callable[[Any], str],
    tables: Mapping[str, tuple[str, dict[int, int], Mapping[str, Any]]],
) -> dict[str, Any]:
    """A merge or a substitute, checked as the organiser's step is, with the new ids (a
    substitute's point of the table's log: the last entry imported at or before it)."""
    if kind == MERGE:
        gone, kept = person(payload.get("person")), person(payload.get("into"))
        check_merge(state, gone, kept)
        return {"person": gone, "into": kept}
    number, new_id = payload.get("round"), _new_table(payload, tables)
    if type(number) is not int or not 1 <= number <= len(state.rounds) or new_id is None:
        raise Refused(UNREADABLE)
    rnd = state.rounds[number - 1]
    table = next((x for x in rnd.tables if x.table_id == new_id), None)
    seat, after = payload.get("seat"), payload.get("after")
    if table is None or type(seat) is not int or type(after) is not int:
        raise Refused(UNREADABLE)
    who = person(payload.get("person"))
    check_substitute(state, rnd, table, seat, who)
    seqs = next(seqs for new, seqs, _ in tables.values() if new == new_id)
    at = max((n for o, n in seqs.items() if o <= after), default=0)
    return {"round": number, "table_id": new_id, "seat": seat, "person": who, "after": at}


def _new_table(
    payload: Mapping[str, Any], tables: Mapping[str, tuple[str, dict[int, int], Mapping[str, Any]]]
) -> str | None:
    old = payload.get("table_id")
    return tables[old][0] if isinstance(old, str) and old in tables else None


def _round(
    t: Tournament,
    fmt: Any,
    state: TournamentState,
    payload: dict[str, Any],
    person: Any,
    tables: Mapping[str, tuple[str, dict[int, int], Mapping[str, Any]]],
    used: set[str],
) -> dict[str, Any]:
    """A round: the next one the format allows, seating people in play once each, at the
    file's tables (each in one round) with the round's people, game and rules."""
    number, stage = payload.get("number"), payload.get("stage")
    raw_tables = payload.get("tables")
    if not next_round(fmt, state, number, stage) or not isinstance(raw_tables, list):
        raise Refused(BAD_ROUND)
    if not raw_tables:
        raise Refused(BAD_ROUND)
    active = set(state.active())
    seated: list[str] = []
    out_tables: list[dict[str, Any]] = []
    names = state.names()
    for n, raw in enumerate(raw_tables, start=1):
        if not isinstance(raw, Mapping) or not isinstance(raw.get("people"), list):
            raise Refused(BAD_TABLE)
        old_id = raw.get("table_id")
        if not isinstance(old_id, str) or old_id not in tables or old_id in used:
            raise Refused(BAD_TABLE)
        new_id, _, table_doc = tables[old_id]
        who = [person(p) for p in raw["people"]]
        options = dict(table_doc.get("options") or {})
        dealer = raw.get("dealer")
        if (
            raw.get("number") != n
            or type(dealer) is not int
            or table_doc.get("game") != t.game
            or list(table_doc.get("players") or []) != [names[p] for p in who]
            or {k: v for k, v in options.items() if k != "first_dealer"}
            != {k: v for k, v in t.options.items() if k != "first_dealer"}
        ):
            raise Refused(BAD_TABLE)
        used.add(old_id)
        seated.extend(who)
        out_tables.append({"table_id": new_id, "number": n, "people": who, "dealer": dealer})
    bye = payload.get("bye")
    new_bye = person(bye) if bye is not None else None
    everyone = seated + ([new_bye] if new_bye else [])
    if len(set(everyone)) != len(everyone) or not set(everyone) <= active:
        raise Refused(SEATED_TWICE)
    clock = round_clock(payload.get("clock"), fmt)
    return {
        "number": number,
        "stage": stage,
        "seed": _seed(payload.get("seed")),
        "tables": out_tables,
        "bye": new_bye,
        "clock": clock,
    }


__all__ = [
    "TOURNAMENT_FORMAT",
    "TOURNAMENT_VERSION",
    "ImportedTournament",
    "import_tournament",
    "standings_document",
    "tournament_document",
]
