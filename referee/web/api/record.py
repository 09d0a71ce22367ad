"""The record of a table in the API: its standings as CSV, its settlement, its statistics,
and people's records (a table's file, exported and imported, is :mod:`.files`)."""

from __future__ import annotations

from typing import Any, Literal

from flask import Response, jsonify, request
from pydantic import BaseModel, ConfigDict, Field, StrictStr

from ...record import standings_csv
from ...record.linking import LinkSeat
from ...record.people import game_numbers, leaderboard, person_record
from ...record.ratings import Rating
from ...record.settlement import PER, STAKE_PATTERN, payment_text, settle_table
from ...record.statistics import table_statistics
from ..common import forget_reads, lang, reads, service
from ..present import tally_json
from .routes import P, _actor, _body, spec
from .schemas import TallyOut


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
