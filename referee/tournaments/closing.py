"""A tournament table once time is called: what the round's rule at time still leaves it,
then closed at the hand its result is taken from; and the organiser reopening it.

The rule at time (``finish_hand``, ``further_hands``, ``as_it_stands``) and each table's
head when time was called are in the tournament's log (:data:`.state.TIME`); the hands are
the table's own log. :func:`closing` is pure: it reads those two and says where the table
stands. A closed table refuses game moves (:func:`refuse_closed`, a gate of the tables'
move pipeline); a reopen is one more event of the tournament's log, with its reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from sqlmodel import Session, col, select

from ..games.base import Text
from ..problems import Conflict, NotFound, Refused
from ..store import Snapshot, TournamentEvent
from . import messages as msg
from .links import link_of
from .state import REOPEN, ROUND, TIME, Round, fold

if TYPE_CHECKING:  # pragma: no cover
    from .pipeline import Answer, Step
    from .service import TournamentService

#: The longest reason a reopen keeps.
REASON_MAX = 200


class TableClosed(Conflict):
    """A move at a table that time's rule closed: nothing was applied."""

    code = "table-closed"
    default_title = Text(it="Tavolo chiuso", en="Table closed")


@dataclass(frozen=True)
class Closing:
    """Where a table stands against time's rule."""

    #: ``open`` (time not called), ``closing`` (hands left), ``closed``, ``reopened``.
    state: Literal["open", "closing", "closed", "reopened"]
    #: The rule applied (``finish_hand``, ``further_hands``, ``as_it_stands``).
    rule: str | None = None
    #: Hands the rule still leaves (closing).
    left: int | None = None
    #: The hand the result is taken at, counting from the table's first (closed).
    hand: int | None = None
    #: The table's seq the result is taken at (closed).
    seq: int | None = None
    #: The organiser's reason (reopened).
    reason: str | None = None

    def says(self) -> Text | None:
        """What the table's phones say of it; None while time is not called."""
        if self.state == "closing":
            if self.left == 1:
                return Text(it="Ultima mano", en="Last hand")
            return Text(it=f"Ancora {self.left} mani", en=f"{self.left} more hands")
        if self.state == "closed":
            return Text(
                it=f"Tavolo chiuso: risultato preso alla mano {self.hand}",
                en=f"Table closed: result taken at hand {self.hand}",
            )
        if self.state == "reopened":
            return Text(
                it=f"Tavolo riaperto dall'organizzatore: {self.reason}",
                en=f"Table reopened by the organiser: {self.reason}",
            )
        return None


def closing(rnd: Round, table_id: str, scored: Sequence[int]) -> Closing:
    """Where ``table_id`` of ``rnd`` stands, given the seqs of its scored hands (oldest
    first): as it stands closes it at once, at the head when time was called; finishing
    the hand in play leaves one hand, further hands leave that many; a reopened table
    plays on to its game's end."""
    if rnd.time is None:
        return Closing("open")
    rule = str(rnd.time["rule"])
    if table_id in rnd.reopened:
        return Closing("reopened", rule, reason=rnd.reopened[table_id])
    head = int(rnd.time["heads"].get(table_id, 0))
    before = sum(1 for seq in scored if seq <= head)
    if rule == "as_it_stands":
        return Closing("closed", rule, hand=before, seq=head)
    need = int(rnd.time.get("hands") or 1)
    after = [seq for seq in scored if seq > head]
    if len(after) >= need:
        return Closing("closed", rule, hand=before + need, seq=after[need - 1])
    return Closing("closing", rule, left=need - len(after))


def scored_seqs(s: Session, table_id: str, upto: int | None = None) -> list[int]:
    """The seqs of the table's moves that scored a hand still standing, oldest first."""
    query = select(Snapshot.seq, Snapshot.effect).where(Snapshot.table_id == table_id)
    if upto is not None:
        query = query.where(Snapshot.seq <= upto)
    rows = s.exec(query.order_by(col(Snapshot.seq))).all()
    return [
        int(seq)
        for seq, effect in rows
        if effect.get("hand") and effect.get("status", "active") == "active"
    ]


def round_of(s: Session, tournament_id: str, number: int) -> Round | None:
    """A round as the tournament's log says it: its tables, time called, reopens."""
    rows = s.exec(
        select(TournamentEvent.seq, TournamentEvent.type, TournamentEvent.payload)
        .where(
            TournamentEvent.tournament_id == tournament_id,
            col(TournamentEvent.type).in_((ROUND, TIME, REOPEN)),
        )
        .order_by(col(TournamentEvent.seq))
    ).all()
    state = fold(rows)
    return state.rounds[number - 1] if len(state.rounds) >= number else None


def table_closing(s: Session, table_id: str) -> Closing | None:
    """A tournament table's place against time's rule; None for a table of its own."""
    link = link_of(s, table_id)
    if link is None:
        return None
    rnd = round_of(s, link.tournament_id, link.round)
    if rnd is None or rnd.time is None:
        return Closing("open")
    return closing(rnd, table_id, scored_seqs(s, table_id))


def refuse_closed(s: Session, context: Any, actor: Any, event: Any, applied: Any) -> None:
    """A gate of the tables' move pipeline: a game move at a table that time's rule closed
    is refused (409, citing the rule), nothing logged."""
    found = table_closing(s, context.id)
    if found is None or found.state != "closed":
        return None
    raise TableClosed(
        msg.table_closed(found.hand or 0),
        extra={"rule": f"at_time.{found.rule}", "closed_at_hand": found.hand},
    )


def refuse_rematch(s: Session, context: Any) -> None:
    """A gate of the tables' rematch: a tournament table's next game is the tournament's
    next round, not a rematch of the same players (409)."""
    if link_of(s, context.id) is not None:
        raise Conflict(msg.NO_REMATCH_IN_A_TOURNAMENT)


def reopen(
    service: TournamentService,
    tournament_id: str,
    organiser: str | None,
    table_id: str,
    reason: str,
    answer: Answer | None = None,
) -> dict[str, Any]:
    """The organiser reopens a table of the current round that time's rule closed: logged
    with its reason; the table plays on and its result is read at its game's end."""
    reason = " ".join(reason.split())[:REASON_MAX]
    if not reason:
        raise Refused(msg.REOPEN_REASON, field="reason")

    def plan(step: Step) -> dict[str, Any]:
        rnd = step.state.rounds[-1] if step.state.rounds else None
        if rnd is None or all(x.table_id != table_id for x in rnd.tables):
            raise NotFound(msg.NOT_IN_ROUND)
        if closing(rnd, table_id, scored_seqs(step.s, table_id)).state != "closed":
            raise Refused(msg.NOT_CLOSED)
        payload = {"round": rnd.number, "table_id": table_id, "reason": reason}
        step.append(REOPEN, payload)
        return payload

    return service.pipeline.write(tournament_id, plan, organiser=organiser, answer=answer)


@dataclass(frozen=True)
class ClosedTable:
    """A table of the round in play that time's rule closed: what the organiser may reopen."""

    table_id: str
    number: int
    closing: Closing


def closed_tables(service: TournamentService, tournament_id: str) -> list[ClosedTable]:
    """The tables of the round in play that time's rule closed, by number (none before
    time is called)."""
    state = service.state(tournament_id)
    rnd = state.rounds[-1] if state.rounds else None
    if rnd is None or rnd.time is None:
        return []
    with service.db.session() as s:
        found = []
        for x in rnd.tables:
            where = closing(rnd, x.table_id, scored_seqs(s, x.table_id))
            if where.state == "closed":
                found.append(ClosedTable(x.table_id, x.number, where))
        return found
