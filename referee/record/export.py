"""A table as a file: its game, options, players and the whole log, every entry with what it
did (its explanation lines in Italian and English, with their rule ids), and the totals the
log gives; and the standings as CSV.

The file is what an import replays: the events (type, payload, seat, time) are the record;
the explanations and totals are there for a reader, and the import checks its own replay
against the totals.
"""

from __future__ import annotations

import csv
import io
from typing import Any

from ..games.base import Line
from ..games.house_rules import house_rules_text
from ..tables import LogEntry, TableReads, TableView

#: What the file says it is, and the version of its shape an import understands.
FORMAT = "referee-table"
VERSION = 1
LANGUAGES = ("it", "en")


def _line(line: Line, names: list[str]) -> dict[str, Any]:
    return {
        "seat": line.seat,
        "points": line.points,
        "rules": list(line.rules),
        "text": {lang: line.text.render(lang, names) for lang in LANGUAGES},
    }


def _stake(stake: dict[str, Any] | None) -> dict[str, str] | None:
    """The table's stake as a new table takes it (``{"amount": "0.10", "per": "point"}``)."""
    if stake is None:
        return None
    cents = int(stake["cents"])
    return {"amount": f"{cents // 100}.{cents % 100:02d}", "per": str(stake["per"])}


def _entry(entry: LogEntry, names: list[str]) -> dict[str, Any]:
    return {
        "seq": entry.seq,
        "type": entry.type,
        "payload": entry.payload,
        "seat": entry.author_seat,
        "at": entry.created_at.isoformat(),
        "status": entry.status,
        "by": entry.by,
        "lines": [_line(line, names) for line in entry.lines],
        "scores": list(entry.hand.scores) if entry.hand is not None else None,
    }


def standings_rows(view: TableView) -> list[dict[str, Any]]:
    names = view.names
    return [
        {"rank": st.rank, "seat": st.seat, "name": names[st.seat], "total": st.total}
        for st in sorted(view.standings, key=lambda st: (st.rank, st.seat))
    ]


def table_document(reads: TableReads) -> dict[str, Any]:
    """The table as a file (see the module's docstring)."""
    table, view = reads.table, reads.view
    names = view.names
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": view.game.id,
        # The options the table opened with: a switch from a hand on is in the log.
        "options": dict(table.options),
        "house_rules": {
            lang: house_rules_text(view.game, view.options).get(lang) for lang in LANGUAGES
        },
        "players": list(table.players),
        "start_totals": table.start_totals,
        "stake": _stake(table.stake),
        "created_at": table.created_at.isoformat() if table.created_at else None,
        "events": [_entry(entry, names) for entry in reads.log()],
        "names": names,
        "totals": list(view.totals),
        "standings": standings_rows(view),
        "finished": view.outcome is not None,
    }


CSV_COLUMNS = ("rank", "seat", "name", "total")


def standings_csv(view: TableView) -> str:
    """The standings, one row per seat, best first (seats count from 1, as players do)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for row in standings_rows(view):
        writer.writerow([row["rank"], row["seat"] + 1, row["name"], row["total"]])
    return out.getvalue()
