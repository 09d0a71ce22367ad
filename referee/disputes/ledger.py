"""The penalty and irregularity ledger, and the table's house options it follows.

Clubs keep a ledger of what went wrong at the table: who, what (the game's usual
irregularities, or "other"), and the rule or the article of the code. Any seated player or the
host records one; it is an ``irregularity`` event like every other, undone by a void.

What a penalty costs is the table's choice, made when it opens and logged as its ``house``
event: nothing but the record, a warning first and points on a repeat, or points each time.
The cost is read from the log as it stands (an undone penalty makes the next one the first
again), never stored: it is shown beside each player's count on the table page and in the
table's JSON. The points are the ledger's, beside the game's totals: the engine's scores stay
what its rules give.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Literal

from sqlmodel import Session

from ..games.base import OTHER, Game, Irregularity, Line, Text
from ..games.names import normalise_name
from ..problems import Forbidden, Invalid, Refused
from ..store import repo
from ..tables.access import Actor
from ..tables.commands import (
    Command,
    NewTable,
    clean_reason,
    idempotency_key,
    refused_in_reason,
    seq_seen,
)
from ..tables.eventlog import HOUSE, IRREGULARITY, Effect
from ..tables.pipeline import Plan, Planner, people_event
from ..tables.reads import TableContext, TableView
from . import words

Mode = Literal["record", "warning", "points"]
MODES: tuple[Mode, ...] = ("record", "warning", "points")
#: What a penalty costs at a table that chose none.
DEFAULT_MODE: Mode = "record"
DEFAULT_POINTS = 10
POINTS_MAX = 1000
#: The longest rule or article a penalty names ("FISCA art. 12 c. 3").
RULE_MAX = 40

MODE_LABELS: dict[str, Text] = {
    "record": Text(it="solo registrate", en="recorded only"),
    "warning": Text(it="prima un'ammonizione, poi punti", en="a warning first, then points"),
    "points": Text(it="punti ogni volta", en="points each time"),
}
OTHER_LABEL = Text(it="Altro", en="Other")


@dataclass(frozen=True)
class House:
    """The table's house options beside the game's: penalties and confirmations."""

    penalties: Mode = DEFAULT_MODE
    points: int = DEFAULT_POINTS
    #: A hand entered by one phone waits for the others' confirmation (:mod:`.confirm`).
    confirm: bool = False

    @property
    def is_default(self) -> bool:
        return self == House()

    def payload(self) -> dict[str, Any]:
        return {"penalties": self.penalties, "points": self.points, "confirm": self.confirm}

    def text(self) -> Text:
        """The house options in a line: "Penalties: a warning first, then 10 points"."""
        parts = []
        mode = MODE_LABELS[self.penalties]
        if self.penalties == "record":
            parts.append(Text(it=f"Penalità: {mode.it}", en=f"Penalties: {mode.en}"))
        else:
            parts.append(
                Text(
                    it=f"Penalità: {mode.it} ({self.points} a volta)",
                    en=f"Penalties: {mode.en} ({self.points} each)",
                )
            )
        if self.confirm:
            parts.append(
                Text(it="ogni mano confermata dagli altri", en="every hand confirmed by the others")
            )
        return Text(it=" · ".join(p.it for p in parts), en=" · ".join(p.en for p in parts))

    @classmethod
    def of(cls, payload: dict[str, Any]) -> House:
        mode = payload.get("penalties")
        points = payload.get("points")
        return cls(
            penalties=mode if mode in MODES else DEFAULT_MODE,  # type: ignore[arg-type]
            points=points if isinstance(points, int) else DEFAULT_POINTS,
            confirm=payload.get("confirm") is True,
        )


def house_options(penalties: Any = None, points: Any = None, confirm: Any = None) -> House:
    """The house options from raw input (absent: the defaults), each refused in both
    languages when it is not one the table can choose."""
    mode = DEFAULT_MODE if penalties in (None, "") else penalties
    if mode not in MODES:
        raise Invalid(words.PENALTY_MODE, field="penalties")
    count = DEFAULT_POINTS if points in (None, "") else words.whole(points)
    if isinstance(count, bool) or not isinstance(count, int) or not 0 < count <= POINTS_MAX:
        raise Invalid(words.penalty_points(POINTS_MAX), field="penalty_points")
    if confirm is not None and not isinstance(confirm, bool):
        raise Invalid(words.CONFIRM_YES_NO, field="confirm")
    return House(penalties=mode, points=count, confirm=bool(confirm))


def with_house(command: NewTable, house: House) -> NewTable:
    """``command`` opening with its ``house`` event (none when every house option is as by
    default)."""
    if house.is_default:
        return command
    line = Line(text=house.text())
    return replace(command, opening=(*command.opening, (HOUSE, house.payload(), line)))


#: How many events a table opens with at most (its seats drawn, its house options).
OPENING_MAX = 2
#: The house options of the tables this process has read: they never change once logged.
_HOUSES: dict[str, House] = {}
_HOUSES_KEPT = 4096


def house_of(s: Session, table_id: str) -> House:
    """The house options a table opened with (the defaults if it logged none): its opening
    events are its first, so two reads by key find them however long the log."""
    known = _HOUSES.get(table_id)
    if known is not None:
        return known
    house = House()
    for seq in range(1, OPENING_MAX + 1):
        event = repo.event(s, table_id, seq)
        if event is not None and event.type == HOUSE:
            house = House.of(event.payload)
            break
    if len(_HOUSES) >= _HOUSES_KEPT:
        _HOUSES.clear()
    _HOUSES[table_id] = house
    return house


# -- recording a penalty -------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class RecordPenalty(Command):
    kind: ClassVar[str] = IRREGULARITY
    seat: int
    code: str
    rule: str = ""
    note: str = ""

    def request(self) -> Any:
        return {"seat": self.seat, "code": self.code, "rule": self.rule, "note": self.note}


def record_penalty(
    table_id: str,
    seat: Any,
    code: Any,
    rule: Any,
    note: Any,
    expected_seq: Any,
    key: Any = None,
) -> RecordPenalty:
    """A penalty's command from raw input: whose seat, which irregularity, the rule, a note."""
    seat = words.whole(seat)
    if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
        raise Invalid(words.NO_SUCH_SEAT, field="seat")
    if not isinstance(code, str) or not code or len(code) > 40:
        raise Invalid(words.IRREGULARITY_CODE, field="code")
    return RecordPenalty(
        table_id=table_id,
        seat=seat,
        code=code,
        rule=clean_rule(rule),
        note=clean_reason(note),
        expected_seq=seq_seen(expected_seq),
        key=idempotency_key(key),
    )


def clean_rule(raw: Any) -> str:
    """The rule or article a penalty names: short text, no control characters."""
    if raw is None:
        return ""
    if not isinstance(raw, str) or len(raw) > RULE_MAX:
        raise Invalid(words.rule_text(RULE_MAX), field="rule")
    text = " ".join(normalise_name(raw).split())
    if any(map(refused_in_reason, text)):
        raise Invalid(words.rule_text(RULE_MAX), field="rule")
    return text


def irregularity(game: Game[Any, Any], code: str) -> Irregularity | None:
    """The game's irregularity of that code; "other" is every game's."""
    if code == OTHER:
        return Irregularity(OTHER, OTHER_LABEL)
    return next((i for i in game.irregularities if i.code == code), None)


def plan_record_penalty(actor: Actor, command: RecordPenalty) -> Planner:
    def plan(s: Session, context: TableContext) -> Plan:
        if not actor.can_play:
            raise Forbidden(words.SEATED_ONLY)
        names = TableView.at_head(s, context).names
        if not 0 <= command.seat < len(names):
            raise Refused(words.NO_SUCH_SEAT, field="seat")
        kind = irregularity(context.game, command.code)
        if kind is None:
            codes = ", ".join([i.code for i in context.game.irregularities] + [OTHER])
            raise Refused(words.unknown_irregularity(command.code, codes), field="code")
        if kind.code == OTHER and not command.note:
            raise Refused(words.OTHER_NEEDS_NOTE, field="note")
        rule = command.rule or kind.rule
        payload = {"seat": command.seat, "code": kind.code, "rule": rule, "note": command.note}
        line = Line(seat=command.seat, text=penalty_text(command.seat, kind, rule, command.note))
        return people_event(s, context, actor, IRREGULARITY, payload, line)

    return plan


def penalty_text(seat: int, kind: Irregularity, rule: str, note: str) -> Text:
    """ "Penalty to Anna: exposed card (S40-DECK)", with the note if any."""
    extra = "".join(f" ({part})" for part in (rule,) if part) + (f": {note}" if note else "")
    safe = extra.replace("{", "{{").replace("}", "}}")
    return Text(
        it=f"Penalità a {{seat[{seat}]}}: {kind.label.it.lower()}{safe}",
        en=f"Penalty to {{seat[{seat}]}}: {kind.label.en.lower()}{safe}",
    )


# -- reading the ledger --------------------------------------------------------------------------


@dataclass(frozen=True)
class Penalty:
    """One penalty in force, with what it cost under the table's house options."""

    seq: int
    seat: int
    code: str
    label: Text
    rule: str
    note: str
    #: "record" (nothing more), "warning" or "points".
    cost: str
    points: int


@dataclass
class SeatLedger:
    count: int = 0
    warnings: int = 0
    points: int = 0
    codes: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Ledger:
    house: House
    penalties: tuple[Penalty, ...]
    seats: tuple[SeatLedger, ...]

    def json(self, lang: str) -> dict[str, Any]:
        return {
            "mode": self.house.penalties,
            "points_each": self.house.points,
            "confirm": self.house.confirm,
            "seats": [
                {
                    "seat": i,
                    "count": one.count,
                    "warnings": one.warnings,
                    "points": one.points,
                    "by_code": dict(one.codes),
                }
                for i, one in enumerate(self.seats)
            ],
            "penalties": [
                {
                    "seq": p.seq,
                    "seat": p.seat,
                    "code": p.code,
                    "label": p.label.get(lang),
                    "rule": p.rule,
                    "note": p.note,
                    "cost": p.cost,
                    "points": p.points,
                }
                for p in self.penalties
            ],
        }


def read_ledger(s: Session, table_id: str, game: Game[Any, Any], seats: int) -> Ledger:
    """The table's penalties in force, in the order recorded, and each seat's tally."""
    house = house_of(s, table_id)
    tally = [SeatLedger() for _ in range(seats)]
    penalties: list[Penalty] = []
    for event in sorted(repo.events_of_types(s, table_id, (IRREGULARITY,)), key=lambda e: e.seq):
        effect = Effect.model_validate(repo.snapshot(s, table_id, event.seq).effect)
        seat = event.payload.get("seat")
        if effect.status == "voided" or not isinstance(seat, int) or not 0 <= seat < seats:
            continue
        code = str(event.payload.get("code", OTHER))
        kind = irregularity(game, code) or Irregularity(code, OTHER_LABEL)
        one = tally[seat]
        if house.penalties == "points" or (house.penalties == "warning" and one.count > 0):
            cost, points = "points", house.points
        elif house.penalties == "warning":
            cost, points = "warning", 0
        else:
            cost, points = "record", 0
        one.count += 1
        one.warnings += cost == "warning"
        one.points += points
        one.codes[code] = one.codes.get(code, 0) + 1
        penalties.append(
            Penalty(
                seq=event.seq,
                seat=seat,
                code=code,
                label=kind.label,
                rule=str(event.payload.get("rule", "")),
                note=str(event.payload.get("note", "")),
                cost=cost,
                points=points,
            )
        )
    return Ledger(house, tuple(penalties), tuple(tally))
