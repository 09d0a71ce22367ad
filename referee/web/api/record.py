"""The record of a table in the API: its file (export and import), its standings as CSV,
and its settlement."""

from __future__ import annotations

from typing import Any, Literal

from flask import Response, jsonify, request
from pydantic import BaseModel, ConfigDict, Field, StrictStr

from ...record import FORMAT, VERSION, import_table, standings_csv, table_document
from ...record.importing import EVENTS_MAX
from ...record.linking import LinkSeat
from ...record.people import game_numbers, leaderboard, person_record
from ...record.ratings import Rating
from ...record.settlement import PER, STAKE_PATTERN, payment_text, settle_table
from ...record.statistics import table_statistics
from ...record.tournament_file import (
    LOG_MAX,
    TABLES_MAX,
    TOURNAMENT_FORMAT,
    TOURNAMENT_VERSION,
    import_tournament,
    tournament_document,
)
from ..common import bearer_token, forget_reads, json_body, lang, reads, service
from ..present import tally_json
from .routes import P, _actor, _body, created_response, spec
from .schemas import CreatedOut, TallyOut
from .tournaments_present import NOT_FOUND, ORGANISER, tournaments

#: The largest table file an import reads (a 500-hand evening is a few hundred KiB).
FILE_MAX_BYTES = 4 * 1024 * 1024


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
    "GET",
    "/tables/<table_id>/standings.csv",
    summary="The table's standings as CSV: rank, seat (from 1), name, total",
    responses={200: ("csv", "The standings, best first."), 404: P},
)
def standings_file(table_id: str) -> Response:
    response = Response(standings_csv(reads(table_id).view), mimetype="text/csv")
    response.headers["Content-Disposition"] = f'attachment; filename="standings-{table_id}.csv"'
    return response


@spec.route(
    "POST",
    "/imports",
    summary="Import a table file: a new table replaying its log through the rules",
    body=TableFileIn,
    responses={
        201: (CreatedOut, "The new table, its join link and the importer's host token."),
        413: P,
        422: P,
    },
)
def import_table_file() -> tuple[Response, int]:
    """The file's log is replayed move by move; a file the rules reject anywhere, whose
    totals are not what its log gives, or of an unknown version, is refused whole."""
    request.max_content_length = FILE_MAX_BYTES
    document = json_body()
    created = import_table(service().db, document)
    return created_response(created)


#: The largest tournament file an import reads (every table's file inside it).
TOURNAMENT_MAX_BYTES = 16 * 1024 * 1024


class TournamentHead(_File):
    game: str
    name: str
    options: dict[str, Any]
    format: dict[str, Any] = Field(description="The format and its parameters.")
    created_at: str | None


class TournamentLogEntry(_File):
    seq: int
    type: str = Field(description="check_in, pay, withdraw, reenter, round, decide or time")
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
        413: P,
        422: P,
    },
)
def import_tournament_file() -> tuple[Response, int]:
    """Every table is replayed move by move and the tournament's log entry by entry; the
    standings must come out as the file's. Anything refused refuses the whole file."""
    request.max_content_length = TOURNAMENT_MAX_BYTES
    imported = import_tournament(service().db, json_body())
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


class PaymentOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    payer: int
    payee: int
    cents: int
    text: str = Field(description="The payment in words, in the reader's language.")


class NetOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: int
    name: str
    cents: int = Field(description="What the seat wins (negative: pays), in cents.")


class SettlementOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    per: Literal["point", "placing"]
    stake_cents: int
    nets: list[NetOut]
    payments: list[PaymentOut] = Field(description="The fewest payments that settle it.")


@spec.route(
    "GET",
    "/tables/<table_id>/settlement",
    summary="Who pays whom, at the table's stake or another, per point or per placing",
    query=[
        {
            "name": "stake",
            "in": "query",
            "required": False,
            "schema": {"type": "string", "pattern": STAKE_PATTERN},
            "description": "The stake, as players write it: 0.10, 0,10, 2 (at most 999.99); "
            "omitted: the stake the table agreed.",
        },
        {
            "name": "per",
            "in": "query",
            "required": False,
            "schema": {"type": "string", "enum": list(PER)},
            "description": "Per point (the game's points turned into money as the game "
            "says) or per placing (each pays one stake to each player placed above); "
            "omitted: as the table agreed, else per point.",
        },
    ],
    responses={200: (SettlementOut, "The nets and the fewest payments."), 404: P, 422: P},
)
def table_settlement(table_id: str) -> Response:
    view = reads(table_id).view
    settled = settle_table(view, request.args.get("stake"), request.args.get("per"))
    language, names = lang(), view.names
    return jsonify(
        {
            "per": settled.per,
            "stake_cents": settled.stake_cents,
            "nets": [
                {"seat": seat, "name": names[seat], "cents": cents}
                for seat, cents in enumerate(settled.nets)
            ],
            "payments": [
                {
                    "payer": p.payer,
                    "payee": p.payee,
                    "cents": p.cents,
                    "text": payment_text(p, names).get(language),
                }
                for p in settled.payments
            ],
        }
    )


class SeatStatisticsOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: int
    name: str
    hands_played: int = Field(description="Hands in force the seat took part in.")
    hands_won: int | None = Field(
        description="Hands the seat had the best score of (shared ties count for each); null "
        "when the game does not say which score is best."
    )
    tallies: dict[str, int] = Field(description="The game's own numbers, by tally id.")
    games_won: int = Field(description="1 if the seat is among the table's winners.")


class StatisticsOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    hands: int = Field(description="The hands in force (voided hands left out).")
    best: Literal["low", "high", "zero_sum"] | None = Field(
        description="How a hand's best score is read: lowest (low) or highest."
    )
    tallies: list[TallyOut] = Field(description="The numbers the game counts, in order.")
    seats: list[SeatStatisticsOut]


# -- people and ratings -------------------------------------------------------------------


class MovedOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    match: str = Field(description="The table (or table#seq: a hand) that moved it.")
    delta: float
    rating: float = Field(description="The rating after it.")
    text: str = Field(description="Why it moved, in the reader's language.")


class RatingOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    ruleset: str = Field(description="A preset id, 'standard', or the house rules' fingerprint.")
    rating: float = Field(description="openskill's ordinal, mu − 3σ.")
    mu: float
    sigma: float
    matches: int
    history: list[MovedOut]


class PlayedOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    played: int
    won: int
    tallies: dict[str, int] = Field(
        description="The game's own numbers summed over these tables, by tally id (the "
        "catalogue names them)."
    )


class PersonOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    name: str
    games: list[PlayedOut]
    ratings: list[RatingOut]


class LeaderOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    person: str
    name: str
    ruleset: str
    ruleset_name: str
    rating: float
    matches: int


class LeaderboardOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    rows: list[LeaderOut]


def rating_json(rating: Rating, language: str) -> dict[str, Any]:
    return {
        "game": rating.game,
        "ruleset": rating.ruleset,
        "rating": rating.shown,
        "mu": round(rating.mu, 3),
        "sigma": round(rating.sigma, 3),
        "matches": rating.matches,
        "history": [
            {"match": m.key, "delta": m.delta, "rating": m.after, "text": m.text.get(language)}
            for m in rating.history
        ],
    }


@spec.route(
    "GET",
    "/tables/<table_id>/statistics",
    summary="Per seat: hands played and won, the game's own tallies, games won",
    responses={200: (StatisticsOut, "The table's statistics, read from its log."), 404: P},
)
def table_statistics_api(table_id: str) -> Response:
    r = reads(table_id)
    stats = table_statistics(r)
    language, names = lang(), r.view.names
    return jsonify(
        {
            "hands": stats.hands,
            "best": stats.money,
            "tallies": [tally_json(t, language) for t in stats.tallies],
            "seats": [
                {
                    "seat": s.seat,
                    "name": names[s.seat],
                    "hands_played": s.hands_played,
                    "hands_won": s.hands_won,
                    "tallies": s.tallies,
                    "games_won": s.games_won,
                }
                for s in stats.seats
            ],
        }
    )


@spec.route(
    "GET",
    "/people/<person_id>",
    summary="A player's record: tables played and won per game (tournament tables and the "
    "seats linked to them), the game's numbers, ratings and why they moved",
    responses={200: (PersonOut, "The player's record."), 404: P},
)
def get_person(person_id: str) -> Response:
    record = person_record(service(), person_id[:64])
    numbers = game_numbers(service(), record)
    language = lang()
    return jsonify(
        {
            "id": record.person,
            "name": record.name,
            "games": [
                {"game": game, "played": n, "won": w, "tallies": numbers.get(game, {})}
                for game, (n, w) in record.per_game().items()
            ],
            "ratings": [rating_json(r, language) for r in record.ratings],
        }
    )


@spec.route(
    "GET",
    "/games/<game_id>/ratings",
    summary="A game's leaderboard: every rated player per rule set, best first",
    responses={200: (LeaderboardOut, "The leaderboard."), 404: P},
)
def game_ratings(game_id: str) -> Response:
    language = lang()
    rows = leaderboard(service(), game_id[:64])
    return jsonify(
        {
            "game": game_id,
            "rows": [
                {
                    "person": row.person,
                    "name": row.name,
                    "ruleset": row.ruleset,
                    "ruleset_name": row.ruleset_name.get(language),
                    "rating": row.rating.shown,
                    "matches": row.rating.matches,
                }
                for row in rows
            ],
        }
    )


class LinkSeatIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    person_token: StrictStr | None = Field(
        default=None,
        max_length=64,
        description="The token this device keeps for its person (a tournament's check-in "
        "gives one); null: a new person named as the seat, whose token the answer carries.",
    )


class LinkedOut(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seq: int = Field(description="The table's log entry that links the seat (or its head).")
    seat: int
    person: str
    token: str | None = Field(description="A new person's token, for the device to keep.")
    person_url: str


@spec.route(
    "POST",
    "/tables/<table_id>/person",
    summary="This is me: the caller's seat counts on their person's page (one log entry)",
    body=LinkSeatIn,
    auth=True,
    responses={
        200: (LinkedOut, "The seat was this person's already: nothing logged."),
        201: (LinkedOut, "Linked: the table's games count on the person's page."),
        401: P,
        403: P,
        404: P,
        422: P,
    },
)
def link_seat(table_id: str) -> tuple[Response, int]:
    """A seated device only; a person sits at one seat of a table (another seat: 422)."""
    body = _body(LinkSeatIn)
    actor = _actor(table_id)
    result = service().execute(actor, LinkSeat(table_id=table_id, person_token=body.person_token))
    forget_reads(table_id)
    person = str(result.body["person"])
    out = LinkedOut(
        seq=result.seq,
        seat=int(result.body["seat"]),
        person=person,
        token=result.body.get("token"),
        person_url=f"/people/{person}",
    )
    return jsonify(out.model_dump()), result.status
