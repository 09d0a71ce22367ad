"""Tables and tournaments as files in the API: a table's or a tournament's file exported,
and imported again as a new table or tournament (bounded: see ``record.bounds``)."""

from __future__ import annotations

from typing import Any, Literal

from flask import Response, jsonify, request
from pydantic import BaseModel, ConfigDict, Field
from werkzeug.exceptions import RequestEntityTooLarge

from ...games.base import Text
from ...problems import TooLarge
from ...record import FORMAT, VERSION, import_table, table_document
from ...record.bounds import (
    TABLE_FILE_MAX_BYTES,
    TOURNAMENT_FILE_MAX_BYTES,
    check_size,
    table_file_too_large,
    tournament_file_too_large,
)
from ...record.importing import EVENTS_MAX
from ...record.tournament_file import (
    LOG_MAX,
    TABLES_MAX,
    TOURNAMENT_FORMAT,
    TOURNAMENT_VERSION,
    import_tournament,
    tournament_document,
)
from ..common import bearer_token, counted_import, json_body, reads, service
from ..present.tournaments import tournaments
from .routes import P, created_response, spec
from .schemas import CreatedOut, Problem
from .tournament_bodies import NOT_FOUND, ORGANISER


class _File(BaseModel):
    model_config = ConfigDict(extra="forbid")


class FileLine(_File):
    seat: int | None
    points: int | None
    rules: list[str]
    text: dict[str, str] = Field(description="The line in Italian and English.")


class FileEntry(_File):
    seq: int
    type: str
    payload: dict[str, Any]
    seat: int | None = Field(description="The seat that entered it.")
    at: str = Field(description="When it was entered (ISO 8601).")
    status: str = Field(description="active, voided or corrected")
    by: int | None
    lines: list[FileLine]
    scores: list[int] | None = Field(description="The hand's scores, if it ended a hand.")


class FileStanding(_File):
    rank: int
    seat: int
    name: str
    total: int


class TableFile(_File):
    """A table as a file: what an import replays (its events) and what it must give."""

    format: Literal["referee-table"]
    version: Literal[1]
    game: str
    options: dict[str, Any]
    house_rules: dict[str, str]
    players: list[str]
    start_totals: list[int] | None
    stake: dict[str, str] | None = Field(description="The stake agreed, as a new table takes it.")
    created_at: str | None
    events: list[FileEntry] = Field(max_length=EVENTS_MAX)
    names: list[str]
    totals: list[int]
    standings: list[FileStanding]
    finished: bool


class TableFileIn(BaseModel):
    """A table file as exported (``GET /tables/{id}/export``): the import reads its format,
    version, game, players, options, carried score, events (type, payload, seat, time) and
    totals; the rest is for readers."""

    model_config = ConfigDict(extra="allow")

    format: Literal["referee-table"]
    version: int
    game: str = Field(max_length=64)
    players: list[str] = Field(max_length=64)
    options: dict[str, Any] = Field(default_factory=dict)
    start_totals: list[int] | None = None
    stake: dict[str, Any] | None = None
    events: list[dict[str, Any]] = Field(max_length=EVENTS_MAX)
    totals: list[int] | None = None


@spec.route(
    "GET",
    "/tables/<table_id>/export",
    summary="The table as a file: options, players, the whole log with explanations, totals",
    responses={200: (TableFile, f"The table file ({FORMAT}, version {VERSION})."), 404: P},
)
def export_table(table_id: str) -> Response:
    document = table_document(reads(table_id))
    response = jsonify(document)
    name = f"referee-{document['game']}-{table_id}.json"
    response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


@spec.route(
    "POST",
    "/imports",
    summary="Import a table file: a new table replaying its log through the rules",
    body=TableFileIn,
    responses={
        201: (CreatedOut, "The new table, its join link and the importer's host token."),
        413: (Problem, f"Over {TABLE_FILE_MAX_BYTES} bytes: refused before it is read."),
        422: P,
        429: (Problem, "Too many imports from this client address (Retry-After)."),
    },
)
def import_table_file() -> tuple[Response, int]:
    """The file's log is replayed move by move; a file the rules reject anywhere, whose
    totals are not what its log gives, or of an unknown version, is refused whole. A file
    over the size of a table file is refused before it is read (413); a client address
    past its imports of the window is told when to come back (429, ``Retry-After``)."""
    document = file_body(TABLE_FILE_MAX_BYTES, table_file_too_large())
    created = import_table(service().db, document)
    return created_response(created)


def file_body(most: int, words: Text) -> Any:
    """The file sent, counted as an import of this client, if it is at most ``most`` bytes:
    a larger one is refused with ``words`` before it is read (as its Content-Length says,
    or while it is read when it says none)."""
    counted_import()
    check_size(request.content_length, most, words)
    request.max_content_length = most
    try:
        return json_body()
    except RequestEntityTooLarge:
        raise TooLarge(words, field="file") from None


class TournamentHead(_File):
    game: str
    name: str
    options: dict[str, Any]
    format: dict[str, Any] = Field(description="The format and its parameters.")
    created_at: str | None
    uid: str | None = Field(
        None,
        description="The tournament's identity on every server: a file whose tournament is "
        "on a server already is refused there (409).",
    )


class TournamentLogEntry(_File):
    seq: int
    type: str = Field(
        description="check_in, pay, withdraw, reenter, draft, draft_swap, draft_discard, "
        "round, decide, time, reopen, extra_hand, lot, merge or substitute"
    )
    payload: dict[str, Any]
    at: str = Field(description="When it was written (ISO 8601).")


class TournamentStandingsFile(_File):
    stage: str
    rows: list[dict[str, Any]] = Field(description="Each person's row, by name, with why.")
    final: list[dict[str, Any]]
    qualified: list[str] | None = None


class TournamentFile(_File):
    """A tournament as a file: what an import replays, and the standings it must give."""

    format: Literal["referee-tournament"]
    version: Literal[1]
    tournament: TournamentHead
    log: list[TournamentLogEntry] = Field(max_length=LOG_MAX)
    tables: dict[str, TableFile] = Field(description="Every table of it, by its id here.")
    standings: TournamentStandingsFile
    people: dict[str, dict[str, str]] | None = Field(
        None,
        description="Each person of the log (by their id in it): their identity (`uid`), by "
        "which a server that knows them counts them once across tournaments.",
    )


class TournamentFileIn(BaseModel):
    """A tournament file as exported (``GET /tournaments/{id}/export``)."""

    model_config = ConfigDict(extra="allow")

    format: Literal["referee-tournament"]
    version: int
    tournament: dict[str, Any]
    log: list[dict[str, Any]] = Field(max_length=LOG_MAX)
    tables: dict[str, TableFileIn] = Field(max_length=TABLES_MAX)
    standings: dict[str, Any]


class ImportedTournamentOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    organiser_token: str = Field(description="The importer organises the new tournament.")
    url: str
    standings_url: str


@spec.route(
    "GET",
    "/tournaments/<tournament_id>/export",
    summary="The tournament as a file: its log, every table's file, its standings (organiser)",
    responses={
        200: (TournamentFile, f"The file ({TOURNAMENT_FORMAT}, version {TOURNAMENT_VERSION})."),
        401: ORGANISER,
        403: ORGANISER,
        404: NOT_FOUND,
    },
)
def export_tournament(tournament_id: str) -> Response:
    t = tournaments()
    t.require_organiser(tournament_id, bearer_token())
    response = jsonify(tournament_document(t, tournament_id))
    name = f"referee-tournament-{tournament_id}.json"
    response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


@spec.route(
    "POST",
    "/tournament-imports",
    summary="Import a tournament file: its tables replayed through the rules, then its log",
    body=TournamentFileIn,
    responses={
        201: (ImportedTournamentOut, "The new tournament and its organiser's token."),
        409: (
            Problem,
            "The file's tournament is on this server already (tournament-exists), named: "
            "nothing is written.",
        ),
        413: (Problem, f"Over {TOURNAMENT_FILE_MAX_BYTES} bytes: refused before it is read."),
        422: P,
        429: (Problem, "Too many imports from this client address (Retry-After)."),
    },
)
def import_tournament_file() -> tuple[Response, int]:
    """Every table is replayed move by move and the tournament's log entry by entry; the
    standings must come out as the file's. Anything refused refuses the whole file."""
    document = file_body(TOURNAMENT_FILE_MAX_BYTES, tournament_file_too_large())
    imported = import_tournament(service().db, document)
    base = f"/tournaments/{imported.tournament_id}"
    out = ImportedTournamentOut(
        id=imported.tournament_id,
        organiser_token=imported.organiser_token,
        url=base,
        standings_url=f"{base}/standings",
    )
    response = jsonify(out.model_dump())
    response.headers["Location"] = base
    return response, 201
