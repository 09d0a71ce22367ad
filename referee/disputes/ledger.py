"""The penalty and irregularity ledger, and the table's house options it follows.

Clubs keep a ledger of what went wrong at the table: who, what (the game's usual
irregularities, or "other"), and the rule or the article of the code. Any seated player or the
host records one; it is an ``irregularity`` event like every other, undone by a void.

What a penalty costs is the table's choice, made when it opens and logged as its ``house``
event: nothing but the record, a warning first and points on a repeat, or points each time.
The cost is read from the log as it stands (an undone penalty makes the next one the first
again): it is shown beside each player's count on the table page and in the table's JSON.
Points count in the game's totals, in the direction that hurts the penalised player (the
game says where they go: :mod:`referee.games.base.penalties`); the penalty's event carries
the state they leave and a line saying so (:mod:`referee.tables.penalties`), and a replay
counts them again. A warning, a penalty recorded only, or one after the game's end changes
nothing, and its line says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Literal

from sqlmodel import Session

from ..games.base import OTHER, Game, Irregularity, Line, Text
from ..games.base.penalties import WAY_TEXTS, signed
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
from ..tables.penalties import DEFAULT_POINTS, PenaltyFold, cost, house_payload, terms
from ..tables.pipeline import Plan, Planner, new_event, snapshot_of
from ..tables.reads import TableContext, TableView
from . import words

Mode = Literal["record", "warning", "points"]
MODES: tuple[Mode, ...] = ("record", "warning", "points")
#: Who confirms a hand at a table in confirmation mode (:mod:`.confirm`): every other seated
#: player, any one other player, or the host.
ConfirmBy = Literal["all", "any", "host"]
CONFIRM_BY: tuple[ConfirmBy, ...] = ("all", "any", "host")
#: What a penalty costs at a table that chose none.
DEFAULT_MODE: Mode = "record"
POINTS_MAX = 1000
#: The longest rule or article a penalty names ("FISCA art. 12 c. 3").
RULE_MAX = 40

MODE_LABELS: dict[str, Text] = {
    "record": Text(it="solo registrate", en="recorded only"),
    "warning": Text(it="prima un'ammonizione, poi punti", en="a warning first, then points"),
    "points": Text(it="punti ogni volta", en="points each time"),
}
OTHER_LABEL = Text(it="Altro", en="Other")
CONFIRM_BY_LABELS: dict[str, Text] = {
    "all": Text(it="ogni mano confermata dagli altri", en="every hand confirmed by the others"),
    "any": Text(
        it="ogni mano confermata da un altro giocatore",
        en="every hand confirmed by one other player",
    ),
    "host": Text(
        it="ogni mano confermata da chi ospita il tavolo", en="every hand confirmed by the host"
    ),
}


@dataclass(frozen=True)
class House:
    """The table's house options beside the game's: penalties and confirmations."""

    penalties: Mode = DEFAULT_MODE
    points: int = DEFAULT_POINTS
    #: A hand entered by one phone waits for the others' confirmation (:mod:`.confirm`).
    confirm: bool = False
    #: Who confirms it (meaningful in confirmation mode only).
    confirm_by: ConfirmBy = "all"

    @property
    def is_default(self) -> bool:
        return self == House()

    def payload(self) -> dict[str, Any]:
        return {
            "penalties": self.penalties,
            "points": self.points,
            "confirm": self.confirm,
            "confirm_by": self.confirm_by,
        }

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
            parts.append(CONFIRM_BY_LABELS[self.confirm_by])
        return Text(it=" · ".join(p.it for p in parts), en=" · ".join(p.en for p in parts))

    @classmethod
    def of(cls, payload: dict[str, Any]) -> House:
        mode, points = terms(payload)
        confirm = payload.get("confirm") is True
        by = payload.get("confirm_by")
        return cls(
            penalties=mode,  # type: ignore[arg-type]
            points=points,
            confirm=confirm,
            confirm_by=by if confirm and by in CONFIRM_BY else "all",
        )


def house_options(
    penalties: Any = None, points: Any = None, confirm: Any = None, confirm_by: Any = None
) -> House:
    """The house options from raw input (absent: the defaults), each refused in both
    languages when it is not one the table can choose. Who confirms is chosen only with
    confirmation mode; by default, every other seated player."""
    mode = DEFAULT_MODE if penalties in (None, "") else penalties
    if mode not in MODES:
        raise Invalid(words.PENALTY_MODE, field="penalties")
    count = DEFAULT_POINTS if points in (None, "") else words.whole(points)
    if isinstance(count, bool) or not isinstance(count, int) or not 0 < count <= POINTS_MAX:
        raise Invalid(words.penalty_points(POINTS_MAX), field="penalty_points")
    if confirm is not None and not isinstance(confirm, bool):
        raise Invalid(words.CONFIRM_YES_NO, field="confirm")
    by = "all" if confirm_by in (None, "") else confirm_by
    if by not in CONFIRM_BY:
        raise Invalid(words.CONFIRM_BY, field="confirm_by")
    if by != "all" and not confirm:
        raise Invalid(words.CONFIRM_BY_NEEDS_CONFIRM, field="confirm_by")
    return House(penalties=mode, points=count, confirm=bool(confirm), confirm_by=by)


def with_house(command: NewTable, house: House) -> NewTable:
    """``command`` opening with its ``house`` event (none when every house option is as by
    default)."""
    if house.is_default:
        return command
    line = Line(text=house.text())
    return replace(command, opening=(*command.opening, (HOUSE, house.payload(), line)))


#: The house options of the tables this process has read: they never change once logged.
_HOUSES: dict[str, House] = {}
_HOUSES_KEPT = 4096


def house_of(s: Session, table_id: str) -> House:
    """The house options a table opened with (the defaults if it logged none)."""
    known = _HOUSES.get(table_id)
    if known is not None:
        return known
    house = House.of(house_payload(s, table_id))
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
        earlier = read_ledger(s, context.id, context.game, len(names)).seats[command.seat].count
        house = house_of(s, context.id)
        fold = PenaltyFold(context.game, house.penalties, house.points, {command.seat: earlier})
        state, cost = fold.apply(context.head_state(s), context.options, command.seat)
        event = new_event(context, actor, IRREGULARITY, payload)
        effect = Effect(lines=(line, cost))
        snapshot = snapshot_of(event, context.game.dump_state(state), effect)
        return Plan([event], [snapshot], body={"effect": effect.stored()}, reseats=False)

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
    #: The change it made to the penalised player's total (0: none, its line says why).
    in_totals: int = 0


@dataclass
class SeatLedger:
    count: int = 0
    warnings: int = 0
    points: int = 0
    codes: dict[str, int] = field(default_factory=dict)
    #: The change the penalties made to the player's total, all together.
    in_totals: int = 0

    @property
    def change(self) -> str:
        """That change as a change is written: "+5", "−5"."""
        return signed(self.in_totals)


@dataclass(frozen=True)
class Ledger:
    house: House
    penalties: tuple[Penalty, ...]
    seats: tuple[SeatLedger, ...]
    #: Where the game puts a penalty's points (:mod:`referee.games.base.penalties`).
    way: str = "apart"

    def way_text(self) -> Text | None:
        """Where the points go, in a sentence, when penalties may cost points here."""
        return WAY_TEXTS[self.way] if self.house.penalties != "record" else None

    def json(self, lang: str) -> dict[str, Any]:
        return {
            "mode": self.house.penalties,
            "points_each": self.house.points,
            "points_way": self.way,
            "confirm": self.house.confirm,
            "confirm_by": self.house.confirm_by,
            "seats": [
                {
                    "seat": i,
                    "count": one.count,
                    "warnings": one.warnings,
                    "points": one.points,
                    "in_totals": one.in_totals,
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
                    "in_totals": p.in_totals,
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
        paid, points = cost(house.penalties, house.points, one.count)
        # What it did to the penalised player's total (its line says so; none: nothing).
        change = sum(line.points or 0 for line in effect.lines if line.seat == seat)
        one.count += 1
        one.warnings += paid == "warning"
        one.points += points
        one.in_totals += change
        one.codes[code] = one.codes.get(code, 0) + 1
        penalties.append(
            Penalty(
                seq=event.seq,
                seat=seat,
                code=code,
                label=kind.label,
                rule=str(event.payload.get("rule", "")),
                note=str(event.payload.get("note", "")),
                cost=paid,
                points=points,
                in_totals=change,
            )
        )
    return Ledger(house, tuple(penalties), tuple(tally), game.penalty_way)
