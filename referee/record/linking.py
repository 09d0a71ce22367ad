"""A seat of any table counted on a person's page: "this is me".

A seated phone says its seat is its person's (the person its device carries, by their token,
as the tournaments give one; or a new person named as the seat, whose token the phone then
keeps); a phone that carries a person's token and sits down at a seat of that person's name
says so by itself. Either way it is one event of the table's log (``person``: the seat and
the person), never edited: a later link of the same seat to another person counts from then
on for the whole table (the last one is who played it), and a person sits at one seat of a
table. Like a phone sitting down, it changes no score and makes no writer stale.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from sqlmodel import Session, select

from ..games.base import Line, Text
from ..games.names import name_key
from ..problems import Forbidden, Refused, literal
from ..store import Event, Person, keys, repo
from ..tables import Actor, Command, hash_token, register_planner
from ..tables.access import new_token
from ..tables.eventlog import PERSON
from ..tables.pipeline import Plan, Planner, people_event
from ..tables.reads import TableContext

SIT_FIRST = Text(
    it="Siediti al tuo posto per dire che sei tu.", en="Sit at your seat to say it is you."
)


def linked_text(name: str) -> Text:
    return Text(
        it=f"Le partite di {literal(name)} a questo tavolo contano sulla sua pagina.",
        en=f"{literal(name)}'s games at this table count on their player page.",
    )


def seated_elsewhere(name: str) -> Text:
    return Text(
        it=f"Questa persona a questo tavolo è già {literal(name)}.",
        en=f"This person is {literal(name)} at this table already.",
    )


@dataclass(frozen=True, kw_only=True)
class LinkSeat(Command):
    """The phone's seat is its person's: ``person_token`` names them (None: a new person
    named as the seat); ``automatic``: said by the phone sitting down, only where the seat
    bears the person's name (and never making a new person)."""

    kind: ClassVar[str] = PERSON
    expected_seq: int | None = None
    person_token: str | None = None
    automatic: bool = False

    def request(self) -> Any:
        return {"automatic": self.automatic}


def seat_people(s: Session, table_id: str) -> dict[int, str]:
    """Each linked seat of the table and its person (the latest link of each seat)."""
    rows = s.exec(
        select(Event.payload)
        .where(Event.table_id == table_id, Event.type == PERSON)
        .order_by(Event.seq)  # type: ignore[arg-type]
    ).all()
    return {int(payload["seat"]): str(payload["person"]) for payload in rows}


def linked_tables(s: Session) -> dict[str, dict[int, str]]:
    """Every table with a linked seat: its seats' people, read from the tables' logs."""
    rows = s.exec(
        select(Event.table_id, Event.payload)
        .where(Event.type == PERSON)
        .order_by(Event.table_id, Event.seq)  # type: ignore[arg-type]
    ).all()
    out: dict[str, dict[int, str]] = {}
    for table_id, payload in rows:
        out.setdefault(table_id, {})[int(payload["seat"])] = str(payload["person"])
    return out


def plan_link_seat(actor: Actor, command: LinkSeat) -> Planner:
    """Link the acting phone's seat (see the module's docstring); the answer names the
    person, and carries a new person's token for the phone to keep."""

    def plan(s: Session, context: TableContext) -> Plan:
        seat = actor.seat
        if seat is None:
            raise Forbidden(SIT_FIRST)
        names = repo.names(s, context.id)
        name = names[seat]
        token = command.person_token
        person = (
            s.exec(select(Person).where(Person.token_hash == hash_token(token))).first()
            if token
            else None
        )
        if command.automatic and (person is None or name_key(person.name) != name_key(name)):
            return Plan(body={"person": None, "seat": seat})
        links = seat_people(s, context.id)
        body: dict[str, Any] = {"seat": seat}
        if person is not None:
            if links.get(seat) == person.id:
                return Plan(body={**body, "person": person.id})
            elsewhere = [n for n, p in links.items() if p == person.id and n != seat]
            if elsewhere:
                raise Refused(seated_elsewhere(names[elsewhere[0]]))
        else:
            token = new_token()
            person = Person(id=keys.new_table_id(), name=name[:64], token_hash=hash_token(token))
            s.add(person)
            s.flush()
            body["token"] = token
        body["person"] = person.id
        payload = {"seat": seat, "person": person.id}
        line = Line(seat=seat, text=linked_text(name))
        return people_event(s, context, actor, PERSON, payload, line, body)

    return plan


register_planner(LinkSeat, plan_link_seat)
