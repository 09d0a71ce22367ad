"""Typed commands, and the edge checks that build them from raw input.

The web adapters (the JSON API and the pages) turn what they received into one of these
with :func:`new_table`, :func:`sit`, :func:`log_move`, :func:`void`, :func:`correct`,
:func:`hand_over` or :func:`replace_seat`; a value of the wrong kind is refused there, with
a message in both languages. The service takes only commands: what it reads is typed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import BaseModel

from ..games import GAMES, Game, get_game
from ..games.base import (
    NAME_MAX,
    BadOptions,
    Line,
    Text,
    clean_name,
    explained,
    explanation_of,
    is_control,
)
from ..games.base.settlement import PER, PER_POINT, amount_cents
from ..games.names import normalise_name
from ..problems import Invalid, Refused
from . import messages as msg
from .eventlog import PLATFORM_TYPES
from .names import resembled

REASON_MAX = 200
KEY_MAX = 128
#: The highest seq a table can reach (a 32-bit integer): larger numbers are not a seq.
SEQ_MAX = 2**31 - 1
#: An Idempotency-Key: visible ASCII characters (it is a header, and it is stored).
KEY_PATTERN = rf"[!-~]{{1,{KEY_MAX}}}"


@dataclass(frozen=True, kw_only=True)
class NewTable:
    """A table to open: its game, the players in seating order (names as kept), the options
    as the game parsed them (locked for good), and the creator's own seat if the creator
    plays (whether the table has it is the service's to say)."""

    game: Game[Any, Any]
    players: tuple[str, ...]
    options: BaseModel
    host_seat: int | None = None
    #: The score carried over from paper, one total per seat (None: from nothing).
    start_totals: tuple[int, ...] | None = None
    #: Events logged as the table opens, each its type, payload and the line it shows (the
    #: seats drawn by the server): of the table's people, changing no score.
    opening: tuple[tuple[str, dict[str, Any], Line], ...] = ()
    #: The stake the table plays for (None: none agreed).
    stake: Stake | None = None
    #: How the table settles a contest: the host decides, a majority, or all seated players.
    settle: str = "host"


@dataclass(frozen=True)
class Stake:
    """What the table plays for: so many cents per point, or per placing."""

    cents: int
    per: str

    def stored(self) -> dict[str, Any]:
        return {"cents": self.cents, "per": self.per}


#: The ways a table may settle a contest (a house option, not a game's).
SETTLE_MODES = ("host", "majority", "all")


@dataclass(frozen=True, kw_only=True)
class Command:
    """A write on one table: what the writer last saw, and its Idempotency-Key."""

    kind: ClassVar[str]
    table_id: str
    #: The seq the writer last saw; None for a command that does not depend on it.
    expected_seq: int | None
    key: str | None = None

    def request(self) -> Any:
        """What identifies the request, for the Idempotency-Key's fingerprint."""
        raise NotImplementedError


@dataclass(frozen=True, kw_only=True)
class LogMove(Command):
    kind: ClassVar[str] = "move"
    move: Mapping[str, Any] = field(default_factory=dict)

    def request(self) -> Any:
        return dict(self.move)


#: Why a move is undone: as the user typed it, or a sentence the server wrote, in both
#: languages (the sample table's), which every reader gets in their own.
Reason = str | Text


def stored_reason(reason: Reason) -> str | dict[str, str]:
    """The reason as an event's payload keeps it: typed text, or ``{"it": …, "en": …}``."""
    return reason if isinstance(reason, str) else reason.model_dump()


@dataclass(frozen=True, kw_only=True)
class Void(Command):
    kind: ClassVar[str] = "void"
    seq: int
    reason: Reason = ""

    def request(self) -> Any:
        return {"seq": self.seq, "reason": stored_reason(self.reason)}


@dataclass(frozen=True, kw_only=True)
class Correct(Command):
    kind: ClassVar[str] = "correct"
    seq: int
    move: Mapping[str, Any] = field(default_factory=dict)
    reason: str = ""
    #: A correction read from a file that reopened one part: the ``seat`` and ``parts`` it
    #: was made of, kept again once they are seen to make ``move``.
    from_parts: Mapping[str, Any] | None = None

    def request(self) -> Any:
        return {"seq": self.seq, "move": dict(self.move), "reason": self.reason}


@dataclass(frozen=True, kw_only=True)
class Sit(Command):
    """A phone takes a seat (or watches, with None) through the join link's secret.

    ``token`` is the phone's token for the table, if it has one; ``take_over`` confirms
    taking a seat another phone holds (that phone then watches).
    """

    kind: ClassVar[str] = "sit"
    expected_seq: int | None = None
    secret: str
    seat: int | None
    token: str | None = None
    take_over: bool = False
    #: The token the device gets if it has none yet (chosen before it asked).
    fresh: str | None = None

    def request(self) -> Any:
        return {"seat": self.seat, "take_over": self.take_over}


@dataclass(frozen=True, kw_only=True)
class StartRematch(Command):
    """A new table with the same game, players, seats and options; or, if one was started,
    a seat at it for this phone."""

    kind: ClassVar[str] = "rematch"
    expected_seq: int | None = None
    token: str | None = None

    def request(self) -> Any:
        return {}


@dataclass(frozen=True, kw_only=True)
class HandOver(Command):
    kind: ClassVar[str] = "host"
    seat: int

    def request(self) -> Any:
        return {"seat": self.seat}


@dataclass(frozen=True, kw_only=True)
class ReplaceSeat(Command):
    kind: ClassVar[str] = "seat"
    seat: int
    name: str

    def request(self) -> Any:
        return {"seat": self.seat, "name": self.name}


# -- building commands from raw input ---------------------------------------------------------


def new_table(
    game_id: Any,
    players: Any,
    options: Any,
    host_seat: Any = None,
    start_totals: Any = None,
    stake: Any = None,
    settle: Any = None,
) -> NewTable:
    """A new table's command: the game, then its players, its options, then the score carried
    over (whether the game can start from it is the service's to say, with the engine)."""
    game = get_game(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise Invalid(msg.unknown_game(str(game_id), ", ".join(GAMES)), field="game")
    names = table_players(game, players)
    if options is not None and not isinstance(options, Mapping):
        raise Invalid(msg.OPTIONS_NOT_AN_OBJECT, field="options")
    try:
        parsed = game.parse_options(options or {})
    except BadOptions as exc:
        raise bad_options(exc) from None
    if host_seat is not None and (isinstance(host_seat, bool) or not isinstance(host_seat, int)):
        raise Invalid(msg.NO_SUCH_SEAT, field="seat")
    totals = carried_totals(start_totals, len(names))
    if settle is not None and settle not in SETTLE_MODES:
        raise Invalid(msg.unknown_settle(SETTLE_MODES), field="settle")
    return NewTable(
        game=game,
        players=tuple(names),
        options=parsed,
        host_seat=host_seat,
        start_totals=totals,
        stake=table_stake(stake),
        settle=settle or "host",
    )


def stake_cents(raw: Any) -> int:
    """A stake typed as players write it (``0.10``, ``0,10``, ``2``), in cents."""
    if not isinstance(raw, str):
        raise Invalid(msg.BAD_STAKE, field="stake")
    try:
        return amount_cents(raw)
    except ValueError:
        raise Invalid(msg.BAD_STAKE, field="stake") from None


def table_stake(raw: Any) -> Stake | None:
    """The stake of a new table: ``{"amount": "0.10", "per": "point"}``, or none."""
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise Invalid(msg.STAKE_NOT_AN_OBJECT, field="stake")
    per = raw.get("per", PER_POINT)
    if per not in PER:
        raise Invalid(msg.BAD_PER, field="stake.per")
    return Stake(stake_cents(raw.get("amount")), per)


#: The largest total, either way, that a score carried over from paper may hold.
CARRIED_MAX = 100_000


def carried_totals(raw: Any, seats: int) -> tuple[int, ...] | None:
    """A score carried over from paper: a whole number per seat, or nothing."""
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) != seats:
        raise Invalid(msg.carried_totals(seats), field="start_totals")
    for i, total in enumerate(raw):
        if isinstance(total, bool) or not isinstance(total, int) or abs(total) > CARRIED_MAX:
            raise Invalid(msg.carried_total(CARRIED_MAX), field=f"start_totals.{i}")
    return tuple(raw)


def bad_options(exc: BadOptions) -> Invalid:
    """Options the game refuses, said next to the option they are about (or next to the
    players, when it is their number the options do not allow)."""
    field = exc.field if exc.field == "players" else exc.field and f"options.{exc.field}"
    return Invalid(exc.text, rule=exc.rule, field=field)


def table_players(game: Game[Any, Any], players: Any) -> list[str]:
    """A new table's players as kept: as many as the game seats, each name usable, no two
    that look the same."""
    if not isinstance(players, list):
        raise Invalid(msg.PLAYERS_NOT_A_LIST, field="players")
    try:
        game.check_seats(len(players))
    except BadOptions as exc:
        raise Invalid(exc.text, field="players") from None
    names: list[str] = []
    for i, raw in enumerate(players):
        try:
            names.append(player_name(raw))
        except ValueError as exc:
            problem = explanation_of(exc) or msg.INVALID_NAME
            raise Invalid(msg.player_problem(i + 1, problem), field=f"players.{i}") from None
    for i, name in enumerate(names):
        other = resembled(name, names[:i])
        if other is not None:  # the same name, or one that looks like it
            why = msg.name_clash(name, other, msg.same_name_twice(name))
            raise Refused(why, field=f"players.{i}")
    return names


def sit(
    table_id: str,
    secret: Any,
    seat: Any,
    token: str | None,
    *,
    take_over: bool = False,
    fresh: str | None = None,
) -> Sit:
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise Invalid(msg.SEAT_IS_A_NUMBER, field="seat")
    return Sit(
        table_id=table_id,
        secret=secret if isinstance(secret, str) else "",
        seat=seat,
        token=token if token and len(token) <= 200 else None,
        take_over=take_over,
        fresh=fresh if fresh and len(fresh) <= 200 else None,
    )


def log_move(table_id: str, move: Any, expected_seq: Any, key: Any = None) -> LogMove:
    return LogMove(
        table_id=table_id,
        move=game_move(move),
        expected_seq=seq_seen(expected_seq),
        key=idempotency_key(key),
    )


def void(table_id: str, seq: int, reason: Any, expected_seq: Any, key: Any = None) -> Void:
    return Void(
        table_id=table_id,
        seq=seq,
        reason=clean_reason(reason),
        expected_seq=seq_seen(expected_seq),
        key=idempotency_key(key),
    )


def correct(
    table_id: str, seq: int, move: Any, reason: Any, expected_seq: Any, key: Any = None
) -> Correct:
    reason = clean_reason(reason)
    if not isinstance(move, Mapping):
        raise Invalid(msg.MOVE_NOT_AN_OBJECT, field="move")
    return Correct(
        table_id=table_id,
        seq=seq,
        move=dict(move),
        reason=reason,
        expected_seq=seq_seen(expected_seq),
        key=idempotency_key(key),
    )


def hand_over(table_id: str, seat: Any, expected_seq: Any, key: Any = None) -> HandOver:
    return HandOver(
        table_id=table_id,
        seat=seat_number(seat),
        expected_seq=seq_seen(expected_seq),
        key=idempotency_key(key),
    )


def replace_seat(
    table_id: str, seat: Any, name: Any, expected_seq: Any, key: Any = None
) -> ReplaceSeat:
    try:
        new_name = player_name(name)
    except ValueError as exc:
        problem = explanation_of(exc) or msg.NEW_NAME_INVALID
        raise Invalid(msg.new_name_problem(problem), field="name") from None
    return ReplaceSeat(
        table_id=table_id,
        seat=seat_number(seat),
        name=new_name,
        expected_seq=seq_seen(expected_seq),
        key=idempotency_key(key),
    )


def player_name(raw: Any) -> str:
    """A typed name as it is kept: normalised (``games.names``: no invisible characters),
    then cleaned by the engine's rules; raises ValueError (with it/en text) if unusable.

    The length limit counts what was typed, spaces and invisible characters too (as the
    API document's ``maxLength`` does)."""
    if isinstance(raw, str) and len(raw) > NAME_MAX:
        raise explained(
            f"il nome supera {NAME_MAX} caratteri", f"the name is longer than {NAME_MAX} characters"
        )
    return clean_name(normalise_name(raw) if isinstance(raw, str) else raw)


def game_move(move: Any) -> dict[str, Any]:
    """A game move's outer shape: an object with a ``type`` that is not a platform event."""
    if not isinstance(move, Mapping):
        raise Invalid(msg.MOVE_NOT_AN_OBJECT)
    if not isinstance(move.get("type"), str):
        raise Invalid(msg.MOVE_TYPE_MISSING, field="type")
    if move["type"] in PLATFORM_TYPES:
        raise Invalid(msg.CONTROLS_HAVE_ENDPOINTS, field="type")
    return dict(move)


def seq_seen(value: Any) -> int:
    """The seq a writer last saw: one rule for every command (a 422 if it is not a seq).

    A JSON integer, as JSON Schema counts them: ``3.0`` is 3, ``3.5`` and ``true`` are not.
    """
    if value is None:
        raise Invalid(msg.EXPECTED_SEQ_MISSING, field="expected_seq")
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= SEQ_MAX:
        raise Invalid(msg.not_a_seq(SEQ_MAX), field="expected_seq")
    return value


def idempotency_key(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not re.fullmatch(KEY_PATTERN, value):
        raise Invalid(msg.KEY_LENGTH, field="Idempotency-Key")
    return value


def seat_number(value: Any) -> int:
    """A seat's number; whether the table has that seat is the service's to say."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise Invalid(msg.NO_SUCH_SEAT, field="seat")
    return value


def clean_reason(reason: Any) -> str:
    if reason is None:
        return ""
    if not isinstance(reason, str):
        raise Invalid(msg.REASON_IS_TEXT, field="reason")
    if len(reason) > REASON_MAX:  # what was typed, as the API document's maxLength counts
        raise Invalid(msg.reason_too_long(REASON_MAX), field="reason")
    # Kept as a name is: composed, without invisible characters, spaces and line breaks
    # folded; any other control character (an escape, a NUL) is refused, as in a name.
    text = " ".join(normalise_name(reason).split())
    if any(map(refused_in_reason, text)):
        raise Invalid(msg.REASON_CONTROL, field="reason")
    return text


def refused_in_reason(ch: str) -> bool:
    """A control character a reason may not hold (spaces and line breaks fold to a space)."""
    return is_control(ch) and not ch.isspace()
