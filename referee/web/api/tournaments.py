"""The tournaments' API: open one, check people in, seat rounds, settle ties, standings.

The views parse, build the call and answer; :mod:`referee.tournaments` does the rest. The
organiser's steps take the organiser's token (``Authorization: Bearer``), given once when
the tournament is opened; checking in is open to whoever has the tournament's address.
"""

from __future__ import annotations

from typing import Any

from flask import Response, jsonify

from ...games.base import Text
from ...problems import Invalid, Refused
from ...tables import commands, hash_token
from ...tournaments.access import hall_key
from ...tournaments.dashboard import round_progress
from ...tournaments.pipeline import Written
from ..common import bearer_token, lang
from ..present.dashboard import organiser_step, progress_json, step_json
from ..present.standings import StandingsOut, standings_json
from ..present.tournaments import (
    EntryOut,
    RoundOut,
    SeatOut,
    TournamentOut,
    checked_name,
    rounds_json,
    seat_json,
    tournaments,
)
from .routes import _body, spec
from .tournament_bodies import (
    NOT_FOUND,
    ORGANISER,
    CheckedInOut,
    CheckInIn,
    DoneOut,
    ExtraHandIn,
    LotOut,
    OpenedOut,
    P,
    PaymentIn,
    SeedIn,
    TieBreakIn,
    TournamentIn,
)
from .tournament_keys import keyed, logged, new_round

# -- views ---------------------------------------------------------------------------------


def _organiser() -> str | None:
    return bearer_token()


@spec.route(
    "POST",
    "/tournaments",
    summary="Open a tournament",
    body=TournamentIn,
    responses={201: (OpenedOut, "The tournament and its organiser's token."), 422: P},
)
def open_tournament() -> tuple[Response, int]:
    """The game's options are checked as for a table and locked for every table of the
    tournament."""
    body = _body(TournamentIn)
    name = checked_name(body.name, "name")
    try:
        opened = tournaments().open(
            body.game, name, body.options, body.format and body.format.model_dump()
        )
    except Invalid as exc:  # the game's options: what the document cannot say
        raise Refused(exc.detail, rule=exc.rule, field=exc.field) from None
    base = f"/tournaments/{opened.tournament_id}"
    out = OpenedOut(
        id=opened.tournament_id,
        organiser_token=opened.organiser_token,
        url=base,
        hall_url=f"{base}/hall?key={hall_key(hash_token(opened.organiser_token))}",
        standings_url=f"{base}/standings",
    )
    return jsonify(out.model_dump()), 201


@spec.route(
    "GET",
    "/tournaments/<tournament_id>",
    summary="A tournament: its people (fees, late, withdrawn) and rounds (tables, seats)",
    responses={200: (TournamentOut, "The tournament."), 404: NOT_FOUND},
)
def get_tournament(tournament_id: str) -> Response:
    t = tournaments().tournament(tournament_id)
    state = tournaments().state(tournament_id)
    organiser = tournaments().is_organiser(t.id, _organiser())
    out = TournamentOut(
        id=t.id,
        game=t.game,
        name=t.name,
        format=t.format,
        seq=state.seq,
        people=[
            EntryOut(
                person=e.person,
                name=e.name,
                status="withdrawn" if e.withdrawn else "in",
                late=e.late,
                fee_owed=e.fee_owed,
                paid=e.paid,
                owes=e.owes,
                reentries=e.reentries,
            )
            for e in state.entries.values()
        ]
        + [
            EntryOut(
                person=e.person,
                name=e.name,
                status="merged",
                late=e.late,
                fee_owed=e.fee_owed,
                paid=e.paid,
                owes=0,
                reentries=e.reentries,
                merged_into=state.resolve(e.person),
            )
            for e in state.merged.values()
        ],
        rounds=rounds_json(state, with_links=organiser),
        tables_in_play=progress_json(round_progress(tournaments(), state), lang()),
    )
    if organiser:
        standing = standings_json(tournament_id, lang())
        ties = [x.table for x in standing.ties] if standing.ties else []
        step = organiser_step(tournaments(), tournament_id, state, standing.missing, ties)
        out.next_step = step_json(step, lang())
    return jsonify(out.model_dump())


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/check-in",
    summary="Check a person in (a returning device sends its person's token)",
    body=CheckInIn,
    idempotent=True,
    responses={
        201: (CheckedInOut, "The person, with the token the device keeps."),
        404: NOT_FOUND,
        422: P,
    },
)
def check_in(tournament_id: str) -> tuple[Response, int]:
    """Once per person: checking in again, or a name already in, is refused. After the
    first round is drawn, a check-in is a late arrival."""
    body = _body(CheckInIn)
    name = checked_name(body.name, "name")

    def answer(w: Written) -> tuple[int, dict[str, Any]]:
        done = w.result
        out = CheckedInOut(person=done.person, token=done.token, name=done.name, late=done.late)
        return 201, out.model_dump(mode="json")

    return keyed(
        lambda a: tournaments().check_in(
            tournament_id, name, body.person_token, body.fee_owed, answer=a
        ),
        answer,
    )


def _person_step(action: str) -> Any:
    def view(tournament_id: str, person: str) -> tuple[Response, int]:
        t = tournaments()
        t.require_organiser(tournament_id, _organiser())
        if action == "pay":
            amount = _body(PaymentIn).amount
            return keyed(
                lambda a: t.pay(tournament_id, _organiser(), person, amount, answer=a), logged
            )
        step = t.withdraw if action == "withdraw" else t.reenter
        return keyed(lambda a: step(tournament_id, _organiser(), person, answer=a), logged)

    view.__name__ = {
        "pay": "record_payment",
        "withdraw": "withdraw_person",
        "reenter": "reenter_person",
    }[action]
    view.__doc__ = {
        "pay": "A payment toward the person's fee (the organiser's).",
        "withdraw": "The person leaves: marked, never deleted; not seated in later rounds.",
        "reenter": "A person who withdrew comes back (after the first round: late).",
    }[action]
    return view


_STEP = {201: (DoneOut, "Logged."), 401: P, 403: ORGANISER, 404: NOT_FOUND, 422: P}
spec.route(
    "POST",
    "/tournaments/<tournament_id>/people/<person>/payments",
    summary="Record a fee paid",
    body=PaymentIn,
    auth=True,
    idempotent=True,
    responses=_STEP,
)(_person_step("pay"))
spec.route(
    "POST",
    "/tournaments/<tournament_id>/people/<person>/withdraw",
    summary="Withdraw a person (one tap, never deleted)",
    auth=True,
    idempotent=True,
    responses=_STEP,
)(_person_step("withdraw"))
spec.route(
    "POST",
    "/tournaments/<tournament_id>/people/<person>/reenter",
    summary="A withdrawn person re-enters",
    auth=True,
    idempotent=True,
    responses=_STEP,
)(_person_step("reenter"))


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/rounds",
    summary="Draw the next round: its tables are created, everyone told their seat",
    body=SeedIn,
    auth=True,
    idempotent=True,
    responses={
        201: (RoundOut, "The round, its tables and seats."),
        401: P,
        403: ORGANISER,
        404: NOT_FOUND,
        422: P,
    },
)
def draw_round(tournament_id: str) -> tuple[Response, int]:
    """A final format: the first round, every checked-in person seated once at tables as
    even as the game's seats allow (too few people, or more than the tables seat, is refused
    with the rule). Swiss: the next round's pairs (no pair twice; the bye to someone who has
    not had one), once every result of the round before is in. Round robin (two-seat
    games): the schedule's next round, every pair once, the bye to a different person each
    round. To see and change a round before anyone is told, draw it as a draft
    (``…/rounds/draft``)."""
    tournaments().require_organiser(tournament_id, _organiser())
    seed = _body(SeedIn).seed
    return keyed(
        lambda a: tournaments().draw_next(tournament_id, _organiser(), seed, answer=a), new_round
    )


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/rounds/current/time",
    summary="Call time on the round: the format's rule at time is applied and logged",
    auth=True,
    idempotent=True,
    responses=_STEP,
)
def call_time(tournament_id: str) -> tuple[Response, int]:
    """The tables still playing are scored by the rule the organiser chose: finish_hand
    (the hand in play is finished, then the table stops), further_hands (that many more
    hands are scored, then the table stops) or as_it_stands. Refused for a round without a
    clock, or one already over (time called, or every table finished)."""
    return keyed(lambda a: tournaments().call_time(tournament_id, _organiser(), answer=a), logged)


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/final",
    summary="Create the final table: the first of each table, or a league's first N",
    body=SeedIn,
    auth=True,
    idempotent=True,
    responses={
        201: (RoundOut, "The final and its table."),
        401: P,
        403: ORGANISER,
        404: NOT_FOUND,
        422: P,
    },
)
def create_final(tournament_id: str) -> tuple[Response, int]:
    """Refused while a table has no result, or while a tie for a place in the final waits
    for the organiser's decision. A league (rounds with ``final``): the first N of the
    standings, refused while its rounds are open or a tie for a final place is unsettled."""
    tournaments().require_organiser(tournament_id, _organiser())
    seed = _body(SeedIn).seed
    return keyed(
        lambda a: tournaments().create_final(tournament_id, _organiser(), seed, answer=a),
        new_round,
    )


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/tie-breaks",
    summary="Settle a tie for a qualifying place (the order, and why: logged)",
    body=TieBreakIn,
    auth=True,
    idempotent=True,
    responses=_STEP,
)
def settle_tie(tournament_id: str) -> tuple[Response, int]:
    """``order``: exactly the tied people, best first; ``reason``: an extra hand's result,
    a drawn lot, the organiser's ruling."""
    tournaments().require_organiser(tournament_id, _organiser())
    body = _body(TieBreakIn)
    reason = commands.clean_reason(body.reason)
    if not reason:
        raise Refused(
            Text(it="Serve il motivo della decisione.", en="The decision needs its reason."),
            field="reason",
        )
    return keyed(
        lambda a: tournaments().decide(
            tournament_id, _organiser(), body.table_id, body.order, reason, answer=a
        ),
        logged,
    )


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/extra-hands",
    summary="Record an extra hand's result between people level on everything (a tie-breaker)",
    body=ExtraHandIn,
    auth=True,
    idempotent=True,
    responses=_STEP,
)
def record_extra_hand(tournament_id: str) -> tuple[Response, int]:
    """Only when the format's tie-breakers include extra_hand, and only for exactly the
    people level on everything (at a first-round table: those tied for its qualifying
    place); ``reason``: the hand's result as played."""
    tournaments().require_organiser(tournament_id, _organiser())
    body = _body(ExtraHandIn)
    reason = commands.clean_reason(body.reason)
    if not reason:
        raise Refused(
            Text(it="Serve il risultato della mano.", en="The hand's result is needed."),
            field="reason",
        )
    return keyed(
        lambda a: tournaments().record_extra_hand(
            tournament_id, _organiser(), body.people, reason, answer=a
        ),
        logged,
    )


@spec.route(
    "POST",
    "/tournaments/<tournament_id>/lots",
    summary="Draw a lot for the ties left (a tie-breaker): the server draws, the seed is logged",
    body=SeedIn,
    auth=True,
    idempotent=True,
    responses={
        201: (LotOut, "The lot drawn, with its seed."),
        401: P,
        403: ORGANISER,
        404: NOT_FOUND,
        422: P,
    },
)
def draw_lot(tournament_id: str) -> tuple[Response, int]:
    """Only when the format's tie-breakers include lot, and a tie is there to break. The
    order is everyone in the tournament shuffled with the seed (drawn by the server unless
    given): drawn again with the same seed, it is the same."""
    tournaments().require_organiser(tournament_id, _organiser())
    seed = _body(SeedIn).seed

    def answer(w: Written) -> tuple[int, dict[str, Any]]:
        out = LotOut(seq=w.t.head_seq, seed=w.result["seed"], order=w.result["order"])
        return 201, out.model_dump(mode="json")

    return keyed(lambda a: tournaments().draw_lot(tournament_id, _organiser(), seed, a), answer)


@spec.route(
    "GET",
    "/tournaments/<tournament_id>/standings",
    summary="Live standings read from the tables' logs, a reason on every row",
    responses={200: (StandingsOut, "The standings."), 404: NOT_FOUND},
)
def get_standings(tournament_id: str) -> Response:
    return jsonify(standings_json(tournament_id, lang()).model_dump())


@spec.route(
    "GET",
    "/tournaments/<tournament_id>/people/<person>/seat",
    summary="Where a person sits now: table, seat, who deals",
    responses={200: (SeatOut, "The seat."), 404: NOT_FOUND},
)
def get_seat(tournament_id: str, person: str) -> Response:
    """The join link only for the organiser's token or the person's own."""
    t = tournaments()
    token = _organiser()
    mine = t.person_of(token)
    state = t.state(tournament_id)
    with_link = t.is_organiser(tournament_id, token) or (
        mine is not None and state.resolve(mine.id) == state.resolve(person)
    )
    out = seat_json(tournament_id, person, lang(), with_link=with_link)
    if out is None:
        from ...problems import NotFound

        raise NotFound(
            Text(it="Questa persona non ha ancora un posto.", en="This person has no seat yet.")
        )
    return jsonify(out.model_dump())
