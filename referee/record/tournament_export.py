"""A tournament as a file (:mod:`.tournament_file` imports it): its standings as the file
holds them, and the whole file as an export writes it.

Version 1 files written since the identities (:mod:`.identities`) carry the tournament's
(``tournament.uid``) and each of its people's (``people``); a file without them is read
as before, its people new on the server that imports it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..games.base import Text
from ..store import TournamentEvent
from ..tournaments import TournamentService
from ..tournaments.formats import RoundRobinFormat, RoundsFormat, SwissFormat
from ..tournaments.identity import stint_rows
from ..tournaments.opening import parse_format
from ..tournaments.ranking import Line
from ..tournaments.standings import Ranked, Row, final_rows
from .export import LANGUAGES, table_document
from .identities import people_document

#: What the file says it is, and the version of its shape an import understands.
TOURNAMENT_FORMAT = "referee-tournament"
TOURNAMENT_VERSION = 1


# -- the standings as a file holds them ---------------------------------------------------


def _text(text: Text) -> dict[str, str]:
    return {lang: text.get(lang) for lang in LANGUAGES}


def _row(row: Row, names: Mapping[str, str]) -> dict[str, Any]:
    return {
        "name": names.get(row.person, row.person),
        "table": row.table,
        "place": row.place,
        "total": row.total,
        "status": row.status,
        "why": _text(row.why),
        "values": [[k, v] for k, v in row.values],
        "tied_with": [names.get(p, p) for p in row.tied_with],
    }


def _ranked(row: Ranked | Line, names: Mapping[str, str]) -> dict[str, Any]:
    return {
        "name": names.get(row.person, row.person),
        "place": row.place,
        "why": _text(row.why),
        "values": [[k, v] for k, v in row.values.items()],
        "tied_with": [names.get(p, p) for p in row.tied_with],
    }


def standings_document(tournaments: TournamentService, tournament_id: str) -> dict[str, Any]:
    """The tournament's standings as its tables' logs give them now, people by name: the
    rows (with each one's reasons) and the final's rows."""
    t = tournaments.tournament(tournament_id)
    state = tournaments.state(tournament_id)
    names = state.names()
    fmt = parse_format(t.game, t.format)
    if not state.rounds:
        return {"stage": "check-in", "rows": [], "final": []}
    if isinstance(fmt, RoundsFormat | SwissFormat | RoundRobinFormat):
        # The organiser's points per placing and tie-breakers (extra hands, lots, decisions).
        _, ranked = tournaments.lines(tournament_id, state)
        return {"stage": fmt.kind, "rows": [_ranked(r, names) for r in ranked], "final": []}
    q = tournaments.qualifying(tournament_id, state)
    final: list[dict[str, Any]] = []
    for rnd in state.rounds:
        if rnd.stage == "final":
            result = tournaments.results(state, "final")[rnd.tables[0].table_id]
            final = [_row(r, names) for r in stint_rows(final_rows(result), [result], names)]
    return {
        "stage": "final" if final else "first",
        "rows": [_row(r, names) for r in q.rows],
        "final": final,
        "qualified": [names.get(p, p) for p in q.qualified],
    }


# -- export -------------------------------------------------------------------------------


def tournament_document(tournaments: TournamentService, tournament_id: str) -> dict[str, Any]:
    """The tournament as a file (see the module's docstring)."""
    t = tournaments.tournament(tournament_id)
    state = tournaments.state(tournament_id)
    with tournaments.db.session() as s:
        rows = s.exec(
            _log_query(tournament_id)  # type: ignore[arg-type]
        ).all()
        people = people_document(s, ((e.type, e.payload) for e in rows))
    log = [
        {"seq": e.seq, "type": e.type, "payload": e.payload, "at": e.created_at.isoformat()}
        for e in rows
    ]
    tables: dict[str, Any] = {}
    for rnd in state.rounds:
        for x in rnd.tables:
            with tournaments.tables.read(x.table_id) as reads:
                tables[x.table_id] = table_document(reads)
    return {
        "format": TOURNAMENT_FORMAT,
        "version": TOURNAMENT_VERSION,
        "tournament": {
            "game": t.game,
            "name": t.name,
            "options": dict(t.options),
            "format": dict(t.format),
            "created_at": t.created_at.isoformat() if t.created_at else None,
            "uid": t.uid,
        },
        "people": people,
        "log": log,
        "tables": tables,
        "standings": standings_document(tournaments, tournament_id),
    }


def _log_query(tournament_id: str) -> Any:
    from sqlmodel import select

    return (
        select(TournamentEvent)
        .where(TournamentEvent.tournament_id == tournament_id)
        .order_by(TournamentEvent.seq)  # type: ignore[arg-type]
    )


__all__ = ["TOURNAMENT_FORMAT", "TOURNAMENT_VERSION", "standings_document", "tournament_document"]
