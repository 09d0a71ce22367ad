"""Pairings drafted, then published.

The organiser draws a round as a draft: an event of the tournament's log holding the round
exactly as the draw would write it (:mod:`.plans`), with no table created and no player
told. The organiser may draw it again (a new seed), swap two people (refused where the
swap breaks the format: a pair that has already played in a Swiss tournament, a round
robin's schedule, a person who has left), or discard it; publishing creates its tables in
one transaction, and from then on every phone shows its table, seat and dealer.

Events: ``draft`` (the round planned), ``draft_swap`` (two people exchanged),
``draft_discard``; a ``round`` event (published, or drawn at once) ends the draft.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from itertools import combinations
from typing import TYPE_CHECKING, Any

from sqlmodel import Session, select

from ..games.base import Text
from ..problems import Refused
from ..store import TournamentEvent
from . import messages as msg
from .draws import fresh_seed, write_round
from .formats import RoundRobinFormat, SwissFormat
from .pipeline import Answer, Step, find
from .plans import Plan
from .state import ROUND, Round, TournamentState

if TYPE_CHECKING:
    from .service import TournamentService

DRAFT = "draft"
DRAFT_SWAP = "draft_swap"
DRAFT_DISCARD = "draft_discard"

NO_DRAFT = Text(
    it="Non c'è una bozza di turno da pubblicare: sorteggia prima il turno in bozza.",
    en="There is no draft round: draw the round as a draft first.",
)
STALE_DRAFT = Text(
    it="La bozza non vale più: nel frattempo è stato sorteggiato un turno. Sorteggiala di nuovo.",
    en="The draft is out of date: a round was drawn since. Draw it again.",
)
SAME_PERSON = Text(
    it="Per uno scambio servono due persone diverse.",
    en="A swap needs two different people.",
)
SCHEDULE_FIXED = Text(
    it="Nel girone all'italiana le coppie sono fissate dal calendario: si possono scambiare "
    "solo i posti allo stesso tavolo.",
    en="In a round robin the pairs are set by the schedule: only seats at the same table "
    "can be swapped.",
)


def not_in_draft(name: str) -> Text:
    return Text(
        it=f"{name} non è nella bozza di questo turno.",
        en=f"{name} is not in this round's draft.",
    )


def has_left(name: str) -> Text:
    return Text(
        it=f"{name} si è ritirato: non può essere abbinato.",
        en=f"{name} has left the tournament and cannot be paired.",
    )


def repeat_pair(a: str, b: str) -> Text:
    return Text(
        it=f"{a} e {b} si sono già incontrati: nel torneo svizzero nessuna coppia si ripete.",
        en=f"{a} and {b} have already played each other: no pair meets twice in a Swiss "
        "tournament.",
    )


def bye_again(name: str) -> Text:
    return Text(
        it=f"{name} ha già avuto il turno di riposo: va a una persona diversa ogni turno.",
        en=f"{name} has already had a bye: it goes to a different person each round.",
    )


@dataclass(frozen=True)
class Draft:
    """The round waiting to be published, as its log says: the draw, then the swaps."""

    #: The ``draft`` event that drew it.
    seq: int
    plan: Plan
    swaps: int = 0

    def people(self) -> list[str]:
        return [p for people, _ in self.plan.tables for p in people]

    def swapped(self, a: str, b: str) -> Draft:
        """``a`` and ``b`` exchanged (seat for seat, or a seat for the bye)."""

        def one(p: str | None) -> str | None:
            return b if p == a else a if p == b else p

        tables = tuple(
            (tuple(one(p) for p in people), dealer) for people, dealer in self.plan.tables
        )
        plan = replace(self.plan, tables=tables, bye=one(self.plan.bye))  # type: ignore[arg-type]
        return replace(self, plan=plan, swaps=self.swaps + 1)


def swapped(fmt: object, state: TournamentState, draft: Draft, a: str, b: str) -> Draft:
    """``draft`` with ``a`` and ``b`` exchanged, if the format allows it (the organiser's
    swap, and a swap read from a tournament's file)."""
    for person in (a, b):
        entry = state.entries.get(person)
        if entry is None:
            raise Refused(msg.NO_PERSON, field="a" if person == a else "b")
        if entry.withdrawn:
            raise Refused(has_left(entry.name), field="a" if person == a else "b")
        if person not in draft.people() and person != draft.plan.bye:
            raise Refused(not_in_draft(entry.name), field="a" if person == a else "b")
    if a == b:
        raise Refused(SAME_PERSON, field="b")
    after = draft.swapped(a, b)
    if isinstance(fmt, RoundRobinFormat) and not _same_table(draft.plan, a, b):
        raise Refused(SCHEDULE_FIXED, field="b")
    if isinstance(fmt, SwissFormat):
        check_swiss(after.plan, state, state.names())
    return after


def plan_json(plan: Plan) -> dict[str, Any]:
    return {
        "number": plan.number,
        "stage": plan.stage,
        "seed": plan.seed,
        "tables": [{"people": list(p), "dealer": d} for p, d in plan.tables],
        "bye": plan.bye,
        "clock": plan.clock,
    }


def plan_of(payload: Mapping[str, Any]) -> Plan:
    """A ``draft`` event's plan (:func:`plan_json` read back)."""
    return Plan(
        payload["number"],
        payload["stage"],
        payload["seed"],
        tuple((tuple(t["people"]), t["dealer"]) for t in payload["tables"]),
        payload.get("bye"),
        payload.get("clock"),
    )


def draft_of(events: Iterable[tuple[int, str, Mapping[str, Any]]]) -> Draft | None:
    """The draft waiting after ``events`` (seq, type, payload), oldest first, if any."""
    draft: Draft | None = None
    for seq, kind, payload in events:
        if kind == DRAFT:
            draft = Draft(seq, plan_of(payload))
        elif kind == DRAFT_SWAP and draft is not None:
            draft = draft.swapped(payload["a"], payload["b"])
        elif kind in (DRAFT_DISCARD, ROUND):
            draft = None
    return draft


class Drafts:
    """The draft steps, over the tournament service (each one event, organiser only)."""

    def __init__(self, service: TournamentService) -> None:
        self.t = service

    # -- reads ------------------------------------------------------------------------------

    def current(self, tournament_id: str) -> Draft | None:
        with self.t.db.session() as s:
            find(s, tournament_id)
            return draft_of(_events(s, tournament_id))

    # -- writes -----------------------------------------------------------------------------

    def draw(
        self,
        tournament_id: str,
        organiser: str | None,
        seed: int | None = None,
        answer: Answer | None = None,
    ) -> Draft:
        """The format's next round as a draft (drawn again: a new draft replaces it)."""
        t = self.t
        t.require_organiser(tournament_id, organiser)
        before = t.state(tournament_id)
        plan = t.plan_round(tournament_id, before, fresh_seed(seed))

        def write(step: Step) -> Draft:
            if len(step.state.rounds) != len(before.rounds):
                raise Refused(STALE_DRAFT)
            return Draft(step.append(DRAFT, plan_json(plan)), plan)

        return t.pipeline.write(tournament_id, write, organiser=organiser, answer=answer)

    def swap(
        self,
        tournament_id: str,
        organiser: str | None,
        a: str,
        b: str,
        answer: Answer | None = None,
    ) -> Draft:
        """Two people exchanged in the draft: between tables, seats, or a seat and the bye."""
        fmt = self.t.format_of(self.t.tournament(tournament_id))

        def write(step: Step) -> Draft:
            draft = self._waiting(step)
            after = swapped(fmt, step.state, draft, a, b)
            step.append(DRAFT_SWAP, {"a": a, "b": b})
            return after

        return self.t.pipeline.write(tournament_id, write, organiser=organiser, answer=answer)

    def discard(
        self, tournament_id: str, organiser: str | None, answer: Answer | None = None
    ) -> None:
        def write(step: Step) -> None:
            step.append(DRAFT_DISCARD, {"draft": self._waiting(step).seq})

        self.t.pipeline.write(tournament_id, write, organiser=organiser, answer=answer)

    def publish(
        self, tournament_id: str, organiser: str | None, answer: Answer | None = None
    ) -> Round:
        """The draft's tables created and its people seated, in one transaction; a person
        who has left since the draft is refused by name (swap them out, or draw again)."""
        fmt = self.t.format_of(self.t.tournament(tournament_id))

        def write(step: Step) -> Round:
            state = step.state
            plan = self._waiting(step).plan
            for person in [p for people, _ in plan.tables for p in people] + (
                [plan.bye] if plan.bye else []
            ):
                entry = state.entries[person]
                if entry.withdrawn:
                    raise Refused(has_left(entry.name))
            if isinstance(fmt, SwissFormat):
                check_swiss(plan, state, state.names())
            if plan.clock is not None:
                plan = replace(
                    plan, clock={**plan.clock, "started_at": datetime.now(UTC).isoformat()}
                )
            return write_round(step, plan)

        return self.t.pipeline.write(tournament_id, write, organiser=organiser, answer=answer)

    # -- inside -----------------------------------------------------------------------------

    def _waiting(self, step: Step) -> Draft:
        draft = draft_of(_events(step.s, step.t.id))
        if draft is None:
            raise Refused(NO_DRAFT)
        if draft.plan.number != len(step.state.rounds) + 1:
            raise Refused(STALE_DRAFT)
        return draft


def _events(s: Session, tournament_id: str) -> list[tuple[int, str, dict[str, Any]]]:
    rows = s.exec(
        select(TournamentEvent.seq, TournamentEvent.type, TournamentEvent.payload)
        .where(TournamentEvent.tournament_id == tournament_id)
        .order_by(TournamentEvent.seq)  # type: ignore[arg-type]
    ).all()
    return [(int(seq), kind, payload) for seq, kind, payload in rows]


def _same_table(plan: Plan, a: str, b: str) -> bool:
    return any(a in people and b in people for people, _ in plan.tables)


def check_swiss(plan: Plan, state: TournamentState, names: Mapping[str, str]) -> None:
    """No pair that has played before; the bye to someone who has not had one."""
    if plan.bye and any(r.bye == plan.bye for r in state.rounds):
        raise Refused(bye_again(names.get(plan.bye, plan.bye)), field="b")
    played = {frozenset(x.people) for r in state.rounds for x in r.tables}
    for people, _ in plan.tables:
        for pair in combinations(people, 2):
            if frozenset(pair) in played:
                a, b = (names.get(p, p) for p in pair)
                raise Refused(repeat_pair(a, b), field="b")
