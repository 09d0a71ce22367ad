"""A tournament file's entries about a round beside the round itself: which round may come
next, its clock, the drafts the organiser drew, swapped and discarded before publishing,
and a table that time closed and the organiser reopened.

Each is checked against the tournament as the entries before it left it, as the
organiser's own step would be (:mod:`..tournaments.drafts`, :mod:`..tournaments.closing`),
and returned with the new server's ids. The drafts have no say in the standings, but a
draft waiting when the file was made waits on the new server too, ready to publish.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..games.base import Text
from ..problems import Refused
from ..tournaments.drafts import (
    DRAFT,
    DRAFT_DISCARD,
    DRAFT_SWAP,
    Draft,
    check_swiss,
    draft_of,
    plan_of,
    swapped,
)
from ..tournaments.formats import FinalFormat, RoundRobinFormat, RoundsFormat, SwissFormat
from ..tournaments.numbers import seed_of
from ..tournaments.opening import REASON_MAX
from ..tournaments.state import TournamentState
from .importing import file_time

#: The entries this module reads.
KINDS = frozenset({DRAFT, DRAFT_SWAP, DRAFT_DISCARD})

BAD_ROUND = Text(
    it="Il turno non segue i turni prima di lui o il formato del torneo.",
    en="The round does not follow the rounds before it or the tournament's format.",
)
BAD_DRAFT = Text(
    it="La bozza non segue i turni prima di lei o il formato del torneo, oppure fa sedere "
    "due volte qualcuno o chi non è in gioco.",
    en="The draft does not follow the rounds before it or the tournament's format, or it "
    "seats someone twice or someone not in play.",
)
NO_DRAFT = Text(
    it="Scambia o scarta una bozza che non c'è.",
    en="It swaps or discards a draft that is not there.",
)
BAD_REOPEN = Text(
    it="Riapre un tavolo che non è del turno in corso, prima che il tempo sia chiamato, o due "
    "volte.",
    en="It reopens a table that is not in the current round, before time was called, or twice.",
)

Person = Callable[[Any], str]


def next_round(fmt: Any, state: TournamentState, number: Any, stage: Any) -> bool:
    """Whether round ``number`` of ``stage`` may come after the rounds so far."""
    done = len(state.rounds)
    if number != done + 1:
        return False
    if isinstance(fmt, FinalFormat):
        return bool(stage == ("first" if done == 0 else "final") and done < 2)
    if isinstance(fmt, SwissFormat):
        return bool(stage == "swiss" and done < fmt.rounds)
    if isinstance(fmt, RoundRobinFormat):
        # At most one round per person (an odd count plays n rounds, an even one n - 1).
        return bool(stage == "round_robin" and done < len(state.entries))
    drawn = [r for r in state.rounds if r.stage == "rounds"]
    return bool(
        (stage == "rounds" and done < fmt.rounds)
        or (stage == "final" and bool(fmt.final) and len(drawn) == fmt.rounds == done)
    )


def round_clock(raw: Any, fmt: Any) -> dict[str, Any] | None:
    """A round's clock as the format sets it (its start read from the file), else none."""
    if raw is None:
        return None
    if not isinstance(raw, Mapping) or not isinstance(fmt, RoundsFormat) or not fmt.minutes:
        raise Refused(BAD_ROUND)
    started = raw.get("started_at")
    if not isinstance(started, str):
        raise Refused(BAD_ROUND)
    file_time(started)
    clock: dict[str, Any] = {
        "started_at": started,
        "minutes": fmt.minutes,
        "warn": fmt.warn_minutes,
        "rule": fmt.at_time,
    }
    if fmt.at_time == "further_hands":
        clock["hands"] = fmt.further_hands
    return clock


def draft_entry(
    fmt: Any,
    state: TournamentState,
    drafts: Sequence[tuple[int, str, Mapping[str, Any]]],
    kind: str,
    payload: Mapping[str, Any],
    person: Person,
) -> dict[str, Any]:
    """A ``draft``, ``draft_swap`` or ``draft_discard`` entry with the new ids, checked
    against the draft waiting after ``drafts`` (the entries so far that bear on it, with
    their new payloads)."""
    if kind == DRAFT:
        return _drawn(fmt, state, payload, person)
    waiting = draft_of(drafts)
    if waiting is None or waiting.plan.number != len(state.rounds) + 1:
        raise Refused(NO_DRAFT)
    if kind == DRAFT_SWAP:
        a, b = person(payload.get("a")), person(payload.get("b"))
        swapped(fmt, state, waiting, a, b)
        return {"a": a, "b": b}
    if payload.get("draft") != waiting.seq:
        raise Refused(NO_DRAFT)
    return {"draft": waiting.seq}


def _drawn(
    fmt: Any, state: TournamentState, payload: Mapping[str, Any], person: Person
) -> dict[str, Any]:
    number, stage, raw_tables = payload.get("number"), payload.get("stage"), payload.get("tables")
    seed = seed_of(payload.get("seed"))
    if not next_round(fmt, state, number, stage) or seed is None:
        raise Refused(BAD_DRAFT)
    if not isinstance(raw_tables, list) or not raw_tables:
        raise Refused(BAD_DRAFT)
    tables: list[dict[str, Any]] = []
    for raw in raw_tables:
        if not isinstance(raw, Mapping) or not isinstance(raw.get("people"), list):
            raise Refused(BAD_DRAFT)
        people = [person(p) for p in raw["people"]]
        dealer = raw.get("dealer")
        if type(dealer) is not int or not 0 <= dealer < len(people):
            raise Refused(BAD_DRAFT)
        tables.append({"people": people, "dealer": dealer})
    bye = payload.get("bye")
    new_bye = person(bye) if bye is not None else None
    everyone = [p for t in tables for p in t["people"]] + ([new_bye] if new_bye else [])
    if len(set(everyone)) != len(everyone) or not set(everyone) <= set(state.active()):
        raise Refused(BAD_DRAFT)
    drawn = {
        "number": number,
        "stage": stage,
        "seed": seed,
        "tables": tables,
        "bye": new_bye,
        "clock": round_clock(payload.get("clock"), fmt),
    }
    if isinstance(fmt, SwissFormat):
        check_swiss(plan_of(drawn), state, state.names())
    return drawn


def reopen_entry(
    state: TournamentState, payload: Mapping[str, Any], new_table: str | None
) -> dict[str, Any]:
    """A table of the current round reopened after time was called, with its new id."""
    number, reason = payload.get("round"), payload.get("reason")
    rnd = state.rounds[-1] if state.rounds else None
    if rnd is None or number != rnd.number or rnd.time is None:
        raise Refused(BAD_REOPEN)
    if new_table is None or all(x.table_id != new_table for x in rnd.tables):
        raise Refused(BAD_REOPEN)
    if new_table in rnd.reopened:
        raise Refused(BAD_REOPEN)
    if not isinstance(reason, str) or not reason.strip() or len(reason) > REASON_MAX:
        raise Refused(BAD_REOPEN)
    return {"round": number, "table_id": new_table, "reason": reason}


__all__ = ["KINDS", "Draft", "draft_entry", "next_round", "reopen_entry", "round_clock"]
