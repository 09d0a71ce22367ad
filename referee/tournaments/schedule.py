"""Round robin for small groups, and the format checks of the rounds' time rules.

Round robin is for two-seat games: the circle method gives every pair one meeting in
``n - 1`` rounds (``n`` with a bye each round when the count is odd, each bye to a
different person). The schedule is fixed by the first round: its people, in the order they
checked in, shuffled with its logged seed; each later round is that schedule's next line,
so a round can be recomputed from the log. A person who has left is not paired: their
opponent sits out that round (the match is not played, and counts for neither).
"""

from __future__ import annotations

import random
import secrets
from typing import TYPE_CHECKING

from ..games.base import Text
from ..problems import Refused
from . import messages as msg
from .formats import RoundRobinFormat, RoundsFormat, seats_of
from .plans import Plan
from .seating import Pairing, round_robin
from .state import Round, TournamentState

if TYPE_CHECKING:
    from .pipeline import Answer
    from .service import TournamentService

STAGE = "round_robin"

ROUND_ROBIN_SEATS = Text(
    it="Il girone all'italiana è per i giochi a due: con tavoli da 3 o più posti, far "
    "incontrare ogni coppia esattamente una volta è possibile solo per pochi numeri di "
    "giocatori (servirebbe un disegno a blocchi); scegli i turni di tavoli a rotazione.",
    en="Round robin is for two-player games: with tables of 3 or more seats, every pair "
    "meeting exactly once is possible only for a few player counts (it takes a block "
    "design); choose rounds of tables with rotating seats instead.",
)
FURTHER_HANDS_COUNT = Text(
    it="Con «altre mani» allo scadere serve quante mani si giocano ancora (further_hands).",
    en="With further_hands at time, the format needs how many hands are still played "
    "(further_hands).",
)
ROUND_ROBIN_DONE = Text(
    it="Il girone all'italiana è completo: ogni coppia si è già incontrata.",
    en="The round robin is complete: every pair has met.",
)


def check_format(game: str, fmt: RoundsFormat | RoundRobinFormat) -> None:
    """Refuse a format the game cannot play: round robin at tables of 3+ seats, further
    hands at time without their count."""
    if isinstance(fmt, RoundRobinFormat) and seats_of(game) != (2, 2):
        raise Refused(ROUND_ROBIN_SEATS, field="format")
    if isinstance(fmt, RoundsFormat) and fmt.at_time == "further_hands" and not fmt.further_hands:
        raise Refused(FURTHER_HANDS_COUNT, field="format")


def schedule_of(people: list[str], seed: int) -> list[Pairing]:
    """The whole round robin for ``people`` (in check-in order), shuffled with ``seed``."""
    order = list(people)
    random.Random(seed).shuffle(order)
    return round_robin(order)


def roster(state: TournamentState) -> list[str]:
    """The people of the schedule: those of the first round, in the order they checked in."""
    first = state.rounds[0]
    seated = {p for x in first.tables for p in x.people} | ({first.bye} if first.bye else set())
    return [p for p in state.entries if p in seated]


class Schedule:
    """Round robin's draw and standings, over the tournament service."""

    def __init__(self, service: TournamentService) -> None:
        self.t = service

    def next_round(
        self,
        tournament_id: str,
        organiser: str | None,
        seed: int | None = None,
        answer: Answer | None = None,
    ) -> Round:
        """The schedule's next round: its pairs seated, the bye (if any) logged."""
        t = self.t
        t.require_organiser(tournament_id, organiser)
        state = t.state(tournament_id)
        plan = self.plan(tournament_id, state, seed)
        return t.publish(tournament_id, organiser, plan, state.seq, msg.ROUND_OPEN, answer)

    def plan(self, tournament_id: str, state: TournamentState, seed: int | None) -> Plan:
        """The schedule's next round as a plan (the first round fixes the schedule with
        ``seed``; the later ones follow it)."""
        t = self.t
        fmt = t.format_of(t.tournament(tournament_id))
        if not isinstance(fmt, RoundRobinFormat):
            raise Refused(msg.WRONG_FORMAT)
        if state.rounds and any(not r.finished for r in t.results(state).values()):
            raise Refused(msg.ROUND_OPEN)
        if state.rounds:
            people, seed = roster(state), state.rounds[0].seed
        else:
            people = state.active()
            if len(people) < 2:
                raise Refused(msg.too_few(len(people), 2))
            seed = secrets.randbelow(2**31) if seed is None else seed
        rounds = schedule_of(people, seed)
        if len(state.rounds) >= len(rounds):
            raise Refused(ROUND_ROBIN_DONE)
        pairing = rounds[len(state.rounds)]
        active = set(state.active())
        pairs = tuple((p, 0) for p in pairing.pairs if set(p) <= active)
        return Plan(len(state.rounds) + 1, STAGE, seed, pairs, pairing.bye)
