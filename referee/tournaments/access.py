"""Seats belong to people: who may read a tournament table's join secret, and who may take
a seat over from the phone that holds it.

A tournament's page, its standings and its hall are public: anyone in the room may read
them. A table's join secret is not, or anyone who read it could sit down at a stranger's
seat. The organiser reads every table's secret (their token, or the hall key their page
links to, for the big screen whose QR codes the players scan); a person reads the secret
of the table they sit at (their person's token, on their own phone). Taking over a seat
another phone holds needs the organiser or the seat's own person.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..games.base import Text
from .state import Round, RoundTable, TournamentState

if TYPE_CHECKING:
    from .service import TournamentService

#: Characters of the hall key (a hex digest's first, 96 bits).
HALL_KEY_LENGTH = 24


def hall_key(organiser_hash: str) -> str:
    """The key of the organiser's hall link: derived from the organiser's token's hash, so
    it needs no storage, cannot be turned back into the token, and changes with it."""
    return hashlib.sha256(f"hall|{organiser_hash}".encode()).hexdigest()[:HALL_KEY_LENGTH]


def is_hall_key(organiser_hash: str, key: str | None) -> bool:
    """Whether ``key`` opens the hall's QR codes."""
    if not key or len(key) != HALL_KEY_LENGTH:
        return False
    return secrets.compare_digest(hall_key(organiser_hash), key)


def seat_person(state: TournamentState, table_id: str, seat: int) -> str | None:
    """The person whose seat ``seat`` of the table is now (a substitute once one sat
    there), or None: not a table of the tournament, or no such seat."""
    for rnd in state.rounds:
        for table in rnd.tables:
            if table.table_id == table_id:
                current = table.current
                return current[seat] if 0 <= seat < len(current) else None
    return None


def moved_to(
    state: TournamentState, table_id: str, seat: int
) -> tuple[Round, RoundTable, int] | None:
    """Where the person of seat ``seat`` at the table now sits, when that is another table
    (a later round published, the final): the phone that held their seat follows them
    there. None while they sit here, or sit nowhere yet."""
    person = seat_person(state, table_id, seat)
    if person is None:
        return None
    where = state.seat_of(person)
    if where is None or where[1].table_id == table_id:
        return None
    return where


TAKE_OVER_REFUSED = Text(
    it="A un tavolo del torneo, un posto tenuto da un altro telefono lo riprende solo la "
    "persona che ci siede (dal telefono con cui si è iscritta) o l'organizzatore.",
    en="At a tournament table, a seat another phone holds is taken over only by the person "
    "who sits there (on the phone they checked in with) or by the organiser.",
)


def may_take_over(
    service: TournamentService,
    tournament_id: str,
    table_id: str,
    seat: int,
    tokens: Iterable[str | None],
) -> bool:
    """Whether the holder of one of ``tokens`` (an organiser's or a person's) may take seat
    ``seat`` of the tournament's table over from the phone that holds it."""
    held = [token for token in tokens if token]
    if any(service.is_organiser(tournament_id, token) for token in held):
        return True
    state = service.state(tournament_id)
    owner = seat_person(state, table_id, seat)
    if owner is None:
        return False
    people = (service.person_of(token) for token in held)
    return any(p is not None and state.resolve(p.id) == owner for p in people)


__all__ = [
    "HALL_KEY_LENGTH",
    "TAKE_OVER_REFUSED",
    "hall_key",
    "is_hall_key",
    "may_take_over",
    "moved_to",
    "seat_person",
]
