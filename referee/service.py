"""The table service: the one place where moves are appended, voided and read.

Pages and the JSON API both call these methods. A write takes the table's lock (SQLite
``BEGIN IMMEDIATE``, PostgreSQL ``SELECT … FOR UPDATE``), checks the idempotency key and the
``expected_seq``, asks the engine, writes the event and its snapshot in one transaction,
then wakes the table's live streams.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel
from sqlalchemy import delete
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from . import eventlog
from .bus import Bus
from .db import Database
from .eventlog import ADMIN_TYPES, CONTROL_TYPES, CORRECT, HOST, SEAT, VOID, Control
from .games import GAMES, Game, get_game
from .games.base import (
    Applied,
    BadMove,
    BadOptions,
    IllegalMove,
    Line,
    Outcome,
    Prompt,
    Standing,
    Text,
    clean_name,
    explanation_of,
)
from .models import Attempt, Event, GameTable, IdempotentResponse, Participant, Seat, Snapshot
from .problems import (
    Conflict,
    Forbidden,
    IllegalMoveProblem,
    Invalid,
    NotFound,
    Problem,
    TooManyRequests,
    Unauthorized,
    literal,
)

HOST_ROLE = "host"
PLAYER = "player"
SPECTATOR = "spectator"

ROOM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
ROOM_CODE_LENGTH = 6
CODE_WINDOW_SECONDS = 300
CODE_FAILURES_ALLOWED = 10
REASON_MAX = 200


def _t(it: str, en: str) -> Text:
    return Text(it=it, en=en)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class Actor:
    """Who is acting: a device's participant row for this table."""

    participant_id: int | None
    table_id: str
    role: str
    seat: int | None

    @property
    def can_play(self) -> bool:
        return self.role in (HOST_ROLE, PLAYER)

    @property
    def is_host(self) -> bool:
        return self.role == HOST_ROLE


@dataclass
class TableView:
    """A table as every page and the API show it, at one seq."""

    table: GameTable
    game: Game[Any, Any]
    options: BaseModel
    names: list[str]
    state: BaseModel
    seq: int
    prompt: Prompt
    standings: list[Standing]
    outcome: Outcome | None
    totals: list[int]

    @property
    def id(self) -> str:
        return self.table.id


@dataclass
class LogEntry:
    seq: int
    type: str
    payload: dict[str, Any]
    author_seat: int | None
    author_id: int | None
    created_at: datetime
    status: str
    by: int | None
    lines: list[Line]
    hand: dict[str, Any] | None

    @property
    def is_game_move(self) -> bool:
        return self.type not in eventlog.PLATFORM_TYPES


@dataclass
class Created:
    table_id: str
    host_token: str
    join_secret: str
    room_code: str


@dataclass
class Joined:
    token: str
    role: str
    seat: int | None
    participant_id: int
    reused: bool


@dataclass
class WriteResult:
    """What a write answered; a retry with the same Idempotency-Key gets it again.

    A fresh write also carries the logged event and the table right after it, so that the
    answer needs no second read.
    """

    status: int
    seq: int
    body: dict[str, Any]
    replayed: bool = False
    entry: LogEntry | None = None
    view: TableView | None = None


@dataclass
class _Plan:
    """Rows a write adds or rewrites, and the answer to give."""

    events: list[Event] = field(default_factory=list)
    snapshots: list[Snapshot] = field(default_factory=list)
    body: dict[str, Any] = field(default_factory=dict)
    #: Snapshots of earlier seqs a replay rewrote.
    rewritten: list[Snapshot] = field(default_factory=list)


class TableService:
    def __init__(self, db: Database, bus: Bus) -> None:
        self.db = db
        self.bus = bus

    # -- creating and joining ----------------------------------------------------------

    def create_table(
        self, game_id: Any, players: Any, options: Any, *, host_seat: int | None = None
    ) -> Created:
        game = get_game(game_id) if isinstance(game_id, str) else None
        if game is None:
            known = ", ".join(GAMES)
            raise Invalid(
                _t(
                    f"Gioco sconosciuto: «{literal(str(game_id)[:40])}». Giochi: {known}.",
                    f"Unknown game: '{literal(str(game_id)[:40])}'. Games: {known}.",
                ),
                field="game",
            )
        names = self._clean_players(game, players)
        if options is not None and not isinstance(options, dict):
            raise Invalid(
                _t(
                    "Le opzioni sono un oggetto chiave → valore.",
                    "Options are a key → value object.",
                ),
                field="options",
            )
        try:
            parsed = game.parse_options(options or {})
            state = game.start(len(names), parsed)
        except BadOptions as exc:
            raise Invalid(
                exc.text, rule=exc.rule, field=exc.field and f"options.{exc.field}"
            ) from None
        if host_seat is not None:
            _check_seat(host_seat, len(names))
        host_token = secrets.token_urlsafe(24)
        with self.db.writing() as s:
            table = GameTable(
                id=secrets.token_urlsafe(12),
                game=game.id,
                options=parsed.model_dump(mode="json"),
                players=names,
                join_secret=secrets.token_urlsafe(16),
                room_code=self._free_room_code(s),
                head_seq=0,
            )
            s.add(table)
            s.flush()
            for number, name in enumerate(names):
                s.add(Seat(table_id=table.id, number=number, name=name))
            s.add(
                Participant(
                    table_id=table.id,
                    token_hash=hash_token(host_token),
                    role=HOST_ROLE,
                    seat=host_seat,
                )
            )
            s.add(
                Snapshot(
                    table_id=table.id,
                    seq=0,
                    state=game.dump_state(state),
                    effect={"status": "active", "lines": [], "hand": None},
                )
            )
            s.commit()
            return Created(table.id, host_token, table.join_secret, table.room_code)

    @staticmethod
    def _clean_players(game: Game[Any, Any], players: Any) -> list[str]:
        if not isinstance(players, list):
            raise Invalid(
                _t("I giocatori sono una lista di nomi.", "Players are a list of names."),
                field="players",
            )
        try:
            game.check_seats(len(players))
        except BadOptions as exc:
            raise Invalid(exc.text, field="players") from None
        names: list[str] = []
        for i, raw in enumerate(players):
            try:
                names.append(clean_name(raw))
            except ValueError as exc:
                text = explanation_of(exc) or _t("Nome non valido.", "Invalid name.")
                raise Invalid(
                    _t(f"Giocatore {i + 1}: {text.it}.", f"Player {i + 1}: {text.en}."),
                    field=f"players.{i}",
                ) from None
        seen: dict[str, int] = {}
        for i, name in enumerate(names):
            key = name.casefold()
            if key in seen:
                raise Invalid(
                    _t(
                        f"Due giocatori si chiamano «{literal(name)}»: usate nomi diversi.",
                        f"Two players are called '{literal(name)}': use different names.",
                    ),
                    field=f"players.{i}",
                )
            seen[key] = i
        return names

    @staticmethod
    def _free_room_code(s: Session) -> str:
        while True:
            code = "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_CODE_LENGTH))
            if s.exec(select(GameTable.id).where(GameTable.room_code == code)).first() is None:
                return code

    def find_by_code(self, code: str, client: str) -> GameTable:
        """The table a typed room code opens; failed guesses are rate-limited per client."""
        window = int(time.time() // CODE_WINDOW_SECONDS)
        key = hashlib.sha256(client.encode()).hexdigest()[:32]
        normal = "".join(ch for ch in str(code).upper() if ch.isascii() and ch.isalnum())[:12]
        with self.db.session() as s:
            failures = s.exec(
                select(Attempt.count).where(Attempt.key == key, Attempt.window == window)
            ).first()
            if failures is not None and failures >= CODE_FAILURES_ALLOWED:
                raise TooManyRequests(
                    _t(
                        "Troppi codici sbagliati: riprova fra qualche minuto, o inquadra il QR.",
                        "Too many wrong codes: try again in a few minutes, or scan the QR code.",
                    ),
                    extra={"retry_after": CODE_WINDOW_SECONDS},
                )
            table = s.exec(select(GameTable).where(GameTable.room_code == normal)).first()
        if table is not None:
            return table
        self._count_failure(key, window)
        raise NotFound(
            _t(
                f"Nessun tavolo con il codice «{literal(normal)}».",
                f"No table has the code '{literal(normal)}'.",
            ),
            field="code",
        )

    def _count_failure(self, key: str, window: int) -> None:
        """One more wrong guess, counted atomically (concurrent guesses all count)."""
        dialect = sqlite_insert if self.db.is_sqlite else postgresql_insert
        insert = dialect(Attempt).values(key=key, window=window, count=1)
        upsert = insert.on_conflict_do_update(
            index_elements=["key", "window"], set_={"count": Attempt.count + 1}
        )
        with self.db.writing() as s:
            s.execute(upsert)
            # Old windows are of no use: keep the table small.
            s.execute(delete(Attempt).where(col(Attempt.window) < window - 1))
            s.commit()

    def claim(self, table_id: str, secret: Any, seat: Any, token: str | None = None) -> Joined:
        """Sit at ``seat`` (or watch, with None) through the join link's secret.

        The same device asking again gets its own token back: reloading, a sleeping phone
        or a second tab never adds a participant.
        """
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
            raise Invalid(_t("Il posto è un numero.", "The seat is a number."), field="seat")
        with self.db.writing() as s:
            table = self._table(s, table_id)
            if not isinstance(secret, str) or not hmac.compare_digest(
                secret.encode(), table.join_secret.encode()
            ):
                raise Forbidden(
                    _t(
                        "Questo link per sedersi non è valido: chiedilo a chi ha creato il tavolo.",
                        "This join link is not valid: ask the table's host for it.",
                    )
                )
            view = self._view(s, table)
            if seat is not None and not 0 <= seat < len(view.names):
                raise Invalid(
                    _t(
                        f"Al tavolo non c'è il posto {seat}.",
                        f"There is no seat {seat} at this table.",
                    ),
                    field="seat",
                )
            current = self._participant(s, table.id, token) if token else None
            if current is not None:
                if current.seat == seat:
                    return Joined(token or "", current.role, current.seat, current.id or 0, True)
                current.seat = seat
                if current.role != HOST_ROLE:
                    current.role = PLAYER if seat is not None else SPECTATOR
                s.add(current)
                s.commit()
                return Joined(token or "", current.role, current.seat, current.id or 0, True)
            new_token = secrets.token_urlsafe(24)
            participant = Participant(
                table_id=table.id,
                token_hash=hash_token(new_token),
                role=PLAYER if seat is not None else SPECTATOR,
                seat=seat,
            )
            s.add(participant)
            s.commit()
            return Joined(new_token, participant.role, seat, participant.id or 0, False)

    def actor(self, table_id: str, token: str | None) -> Actor | None:
        if not token:
            return None
        with self.db.session() as s:
            participant = self._participant(s, table_id, token)
            if participant is None:
                return None
            return Actor(participant.id, table_id, participant.role, participant.seat)

    def require_actor(self, table_id: str, token: str | None) -> Actor:
        actor = self.actor(table_id, token)
        if actor is None:
            with self.db.session() as s:
                self._table(s, table_id)
            raise Unauthorized(
                _t(
                    "Per registrare mosse serve sedersi al tavolo (QR o codice).",
                    "To log moves, sit at the table first (QR code or room code).",
                )
            )
        return actor

    def seated_devices(self, table_id: str) -> dict[int, int]:
        """How many devices sit at each seat."""
        with self.db.session() as s:
            rows = s.exec(
                select(Participant.seat).where(
                    Participant.table_id == table_id,
                    col(Participant.seat).is_not(None),
                    col(Participant.revoked).is_(False),
                )
            ).all()
        counts: dict[int, int] = {}
        for seat in rows:
            if seat is not None:
                counts[seat] = counts.get(seat, 0) + 1
        return counts

    # -- reading -------------------------------------------------------------------------

    def view(self, table_id: str) -> TableView:
        with self.db.session() as s:
            return self._view(s, self._table(s, table_id))

    def table(self, table_id: str) -> GameTable:
        with self.db.session() as s:
            return self._table(s, table_id)

    def head_seq(self, table_id: str) -> int:
        with self.db.session() as s:
            seq = s.exec(select(GameTable.head_seq).where(GameTable.id == table_id)).first()
            if seq is None:
                raise self._not_found(table_id)
            return seq

    def log(
        self, table_id: str, after: int = 0, limit: int | None = None, upto: int | None = None
    ) -> list[LogEntry]:
        """Events after ``after`` (up to ``upto``) with their status and explanation lines."""
        with self.db.session() as s:
            self._table(s, table_id)
            query = self._log_query(table_id).where(Event.seq > after).order_by(col(Event.seq))
            if upto is not None:
                query = query.where(Event.seq <= upto)
            if limit is not None:
                query = query.limit(limit)
            return [_entry(event, effect) for event, effect in s.exec(query).all()]

    def log_window(self, table_id: str, count: int, before: int | None = None) -> list[LogEntry]:
        """The ``count`` latest events (before seq ``before``), oldest first."""
        with self.db.session() as s:
            self._table(s, table_id)
            query = self._log_query(table_id).order_by(col(Event.seq).desc()).limit(count)
            if before is not None:
                query = query.where(Event.seq < before)
            rows = s.exec(query).all()
        return [_entry(event, effect) for event, effect in reversed(rows)]

    def entry(self, table_id: str, seq: int) -> LogEntry | None:
        with self.db.session() as s:
            row = s.exec(self._log_query(table_id).where(Event.seq == seq)).first()
        return _entry(*row) if row else None

    @staticmethod
    def _log_query(table_id: str) -> Any:
        return (
            # The effect only: a log never needs the states, the heavy part of a snapshot.
            select(Event, Snapshot.effect)
            .join(
                Snapshot,
                (Snapshot.table_id == Event.table_id) & (Snapshot.seq == Event.seq),
            )
            .where(Event.table_id == table_id)
        )

    def phase_at(self, table_id: str, seq: int) -> str:
        """The prompt's phase after move ``seq`` (what the table was asked to enter then)."""
        with self.db.session() as s:
            table = self._table(s, table_id)
            game, options = _game_of(table)
            snap = self._snapshot(s, table.id, min(max(0, seq), table.head_seq))
            return game.prompt(game.load_state(snap.state), options).phase

    def names_before(self, table_id: str, seq: int) -> list[str]:
        """The seats as they were just before move ``seq`` (a correction re-enters that hand)."""
        with self.db.session() as s:
            table = self._table(s, table_id)
            game, _ = _game_of(table)
            before = min(max(0, seq - 1), table.head_seq)
            state = game.load_state(self._snapshot(s, table.id, before).state)
            return self._names(s, table.id)[: game.seat_count(state)]

    def preview(self, table_id: str, move: Any) -> tuple[TableView, Applied]:
        """What a move would do now, without logging it (the entry form's live preview)."""
        view = self.view(table_id)
        parsed = _parse_move(view.game, move)
        try:
            return view, view.game.apply(view.state, parsed, view.options)
        except IllegalMove as exc:
            problem = IllegalMoveProblem(exc.text, rule=exc.rule)
            problem.names = view.names
            raise problem from None

    def hands(self, table_id: str) -> list[LogEntry]:
        """Every hand result in force, oldest first (only the moves that end a hand are read)."""
        with self.db.session() as s:
            game, _ = _game_of(self._table(s, table_id))
            hand_types = [spec.type for spec in game.move_specs if spec.ends_hand]
            rows = s.exec(
                self._log_query(table_id)
                .where(col(Event.type).in_(hand_types))
                .order_by(col(Event.seq))
            ).all()
        entries = [_entry(event, effect) for event, effect in rows]
        return [e for e in entries if e.hand is not None and e.status != "voided"]

    # -- writing -------------------------------------------------------------------------

    def append(
        self,
        table_id: str,
        actor: Actor,
        move: Any,
        expected_seq: Any,
        key: str | None = None,
    ) -> WriteResult:
        if not actor.can_play:
            raise Forbidden(
                _t(
                    "Chi guarda non registra mosse: siediti al tavolo per giocare.",
                    "Spectators cannot log moves: take a seat to play.",
                )
            )
        if not isinstance(move, dict):
            raise Invalid(_t("La mossa è un oggetto JSON.", "A move is a JSON object."))
        if not isinstance(move.get("type"), str):
            raise Invalid(
                _t("Manca il tipo della mossa («type»).", "The move's 'type' is missing."),
                field="type",
            )
        if move["type"] in eventlog.PLATFORM_TYPES:
            raise Invalid(
                _t(
                    "Annullamenti e correzioni hanno i loro indirizzi (…/void, …/correct).",
                    "Voids and corrections have their own endpoints (…/void, …/correct).",
                ),
                field="type",
            )

        def plan(s: Session, table: GameTable) -> _Plan:
            game, options = _game_of(table)
            head = self._snapshot(s, table.id, table.head_seq)
            parsed = _parse_move(game, move)
            payload = game.dump_move(parsed)
            state = game.load_state(head.state)
            new_name = game.added_seat_name(payload)
            if new_name is not None:
                _check_new_name(new_name, self._names(s, table.id)[: game.seat_count(state)])
            try:
                applied = game.apply(state, parsed, options, actor.seat)
            except IllegalMove as exc:
                raise IllegalMoveProblem(exc.text, rule=exc.rule) from None
            seq = table.head_seq + 1
            event = Event(
                table_id=table.id,
                seq=seq,
                type=payload["type"],
                payload=payload,
                author_seat=actor.seat,
                author_id=actor.participant_id,
            )
            effect = {
                "status": "active",
                "lines": [line.model_dump(mode="json") for line in applied.lines],
                "hand": applied.hand.model_dump(mode="json") if applied.hand else None,
            }
            snapshot = Snapshot(
                table_id=table.id, seq=seq, state=game.dump_state(applied.state), effect=effect
            )
            if new_name is not None:
                _upsert_seat(s, table.id, game.seat_count(applied.state) - 1, new_name)
            table.finished = game.outcome(applied.state, options) is not None
            return _Plan([event], [snapshot], {"seq": seq, "effect": effect})

        return self._write(table_id, actor, "move", move, expected_seq, key, plan)

    def void(
        self,
        table_id: str,
        actor: Actor,
        target: Any,
        reason: Any,
        expected_seq: Any,
        key: str | None = None,
    ) -> WriteResult:
        reason = _clean_reason(reason)
        request = {"seq": target, "reason": reason}

        def plan(s: Session, table: GameTable) -> _Plan:
            target_event = self._target(s, table, target)
            self._check_may_void(actor, target_event.type, target_event.author_id)
            payload = {"seq": target_event.seq, "reason": reason}
            return self._rewrite(s, table, actor, VOID, payload, target_event)

        return self._write(table_id, actor, "void", request, expected_seq, key, plan)

    def correct(
        self,
        table_id: str,
        actor: Actor,
        target: Any,
        move: Any,
        reason: Any,
        expected_seq: Any,
        key: str | None = None,
    ) -> WriteResult:
        reason = _clean_reason(reason)
        request = {"seq": target, "move": move, "reason": reason}

        def plan(s: Session, table: GameTable) -> _Plan:
            target_event = self._target(s, table, target)
            if target_event.type in eventlog.PLATFORM_TYPES:
                raise Invalid(
                    _t(
                        "Si corregge solo una mossa di gioco; un annullamento si annulla.",
                        "Only a game move can be corrected; a void is undone with a void.",
                    ),
                    field="seq",
                )
            game, _ = _game_of(table)
            spec = game.move_spec(target_event.type)
            if spec is not None and spec.adds_seat:
                raise Invalid(
                    _t(
                        "Un ingresso non si corregge: annullalo e fai entrare di nuovo il "
                        "giocatore.",
                        "A join cannot be corrected: void it and add the player again.",
                    ),
                    field="seq",
                )
            self._check_may_void(actor, target_event.type, target_event.author_id)
            if not isinstance(move, dict):
                raise Invalid(
                    _t("La mossa è un oggetto JSON.", "A move is a JSON object."), field="move"
                )
            parsed = _parse_move(game, move)
            replacement = game.dump_move(parsed)
            if replacement["type"] != target_event.type:
                raise Invalid(
                    _t(
                        "Una correzione sostituisce una mossa con una dello stesso tipo; per "
                        "toglierla, annullala.",
                        "A correction replaces a move with one of the same kind; to remove it, "
                        "void it.",
                    ),
                    field="move",
                )
            payload = {"seq": target_event.seq, "move": replacement, "reason": reason}
            return self._rewrite(s, table, actor, CORRECT, payload, target_event)

        return self._write(table_id, actor, "correct", request, expected_seq, key, plan)

    def hand_over_host(
        self, table_id: str, actor: Actor, seat: Any, expected_seq: Any, key: str | None = None
    ) -> WriteResult:
        if not actor.is_host:
            raise Forbidden(
                _t("Solo chi ospita può passare il ruolo.", "Only the host can hand over.")
            )

        def plan(s: Session, table: GameTable) -> _Plan:
            view = self._view(s, table)
            _check_seat(seat, len(view.names))
            devices = s.exec(
                select(Participant).where(
                    Participant.table_id == table.id,
                    Participant.seat == seat,
                    col(Participant.revoked).is_(False),
                )
            ).all()
            if not devices:
                raise Invalid(
                    _t(
                        f"{literal(view.names[seat])} non è ancora seduto con un telefono.",
                        f"{literal(view.names[seat])} has not sat down with a phone yet.",
                    ),
                    field="seat",
                )
            for old in s.exec(
                select(Participant).where(
                    Participant.table_id == table.id, Participant.role == HOST_ROLE
                )
            ).all():
                old.role = PLAYER if old.seat is not None else SPECTATOR
                s.add(old)
            for device in devices:
                device.role = HOST_ROLE
                s.add(device)
            line = Line(
                seat=seat,
                text=_t(
                    f"Ora ospita il tavolo {literal(view.names[seat])}.",
                    f"{literal(view.names[seat])} is now the table's host.",
                ),
            )
            return self._admin(s, table, actor, HOST, {"seat": seat}, line)

        return self._write(table_id, actor, "host", {"seat": seat}, expected_seq, key, plan)

    def replace_seat(
        self,
        table_id: str,
        actor: Actor,
        seat: Any,
        name: Any,
        expected_seq: Any,
        key: str | None = None,
    ) -> WriteResult:
        """Another person takes a seat (and its score): new name, old phones signed out."""
        if not actor.is_host:
            raise Forbidden(
                _t("Solo chi ospita può cambiare i posti.", "Only the host can replace a seat.")
            )
        try:
            new_name = clean_name(name)
        except ValueError as exc:
            text = explanation_of(exc) or _t("nome non valido", "invalid name")
            raise Invalid(
                _t(f"Nuovo nome: {text.it}.", f"New name: {text.en}."), field="name"
            ) from None

        def plan(s: Session, table: GameTable) -> _Plan:
            view = self._view(s, table)
            _check_seat(seat, len(view.names))
            _check_new_name(new_name, [n for i, n in enumerate(view.names) if i != seat])
            row = s.get(Seat, (table.id, seat))
            assert row is not None
            old_name = row.name
            row.name = new_name
            s.add(row)
            for device in s.exec(
                select(Participant).where(
                    Participant.table_id == table.id,
                    Participant.seat == seat,
                    col(Participant.revoked).is_(False),
                )
            ).all():
                if device.id != actor.participant_id:
                    device.revoked = True
                    s.add(device)
            line = Line(
                seat=seat,
                text=_t(
                    f"Al posto di {literal(old_name)} ora gioca {literal(new_name)}, con il suo "
                    "punteggio.",
                    f"{literal(new_name)} takes {literal(old_name)}'s seat, and its score.",
                ),
            )
            payload = {"seat": seat, "name": new_name, "previous": old_name}
            return self._admin(s, table, actor, SEAT, payload, line)

        request = {"seat": seat, "name": name}
        return self._write(table_id, actor, "seat", request, expected_seq, key, plan)

    # -- the write path ------------------------------------------------------------------

    def _write(
        self,
        table_id: str,
        actor: Actor,
        kind: str,
        request: Any,
        expected_seq: Any,
        key: str | None,
        plan: Callable[[Session, GameTable], _Plan],
    ) -> WriteResult:
        if isinstance(expected_seq, bool) or not isinstance(expected_seq, int):
            raise Invalid(
                _t(
                    "Manca expected_seq: il numero dell'ultima mossa che hai visto.",
                    "expected_seq is missing: the number of the last move you saw.",
                ),
                field="expected_seq",
            )
        if key is not None and (not key or len(key) > 128):
            raise Invalid(
                _t(
                    "Idempotency-Key va da 1 a 128 caratteri.",
                    "Idempotency-Key is 1 to 128 characters.",
                ),
                field="Idempotency-Key",
            )
        fingerprint = hashlib.sha256(
            json.dumps(
                {"kind": kind, "actor": actor.participant_id, "request": request},
                sort_keys=True,
                default=str,
            ).encode()
        ).hexdigest()
        try:
            with self.db.writing() as s:
                table = self._lock(s, table_id)
                names = self._names(s, table_id)
                if key is not None:
                    stored = s.get(IdempotentResponse, (table_id, key))
                    if stored is not None:
                        return _replay_answer(stored, fingerprint)
                if expected_seq != table.head_seq:
                    raise Conflict(
                        _t(
                            f"Un altro telefono ha registrato prima di te: il tavolo è alla mossa "
                            f"{table.head_seq}, tu avevi visto la {expected_seq}. Non è stato "
                            "registrato niente: controlla e riprova.",
                            f"Another phone got there first: the table is at move "
                            f"{table.head_seq}, you had seen {expected_seq}. Nothing was logged: "
                            "check and try again.",
                        ),
                        extra={"current_seq": table.head_seq, "expected_seq": expected_seq},
                    )
                try:
                    result = plan(s, table)
                except Problem as problem:
                    problem.names = problem.names or names
                    raise
                seq = result.events[-1].seq
                for event in result.events:
                    s.add(event)
                for snapshot in result.snapshots:
                    s.add(snapshot)
                for snapshot in result.rewritten:
                    s.merge(snapshot)
                table.head_seq = seq
                s.add(table)
                body = {"seq": seq, **result.body}
                if key is not None:
                    s.add(
                        IdempotentResponse(
                            table_id=table_id,
                            key=key,
                            fingerprint=fingerprint,
                            status=201,
                            body=body,
                        )
                    )
                s.flush()
                self.bus.before_commit(s.connection(), table_id, seq)
                view = self._view(s, table)
                entry = _entry(result.events[-1], result.snapshots[-1].effect)
                s.commit()
        except IntegrityError:
            # A concurrent writer took this seq or this key first.
            if key is not None:
                with self.db.session() as s:
                    stored = s.get(IdempotentResponse, (table_id, key))
                    if stored is not None:
                        return _replay_answer(stored, fingerprint)
            current = self.head_seq(table_id)
            raise Conflict(
                _t(
                    "Un altro telefono ha registrato nello stesso istante: non è stato registrato "
                    "niente, riprova.",
                    "Another phone logged at the same moment: nothing was logged, try again.",
                ),
                extra={"current_seq": current, "expected_seq": expected_seq},
            ) from None
        self.bus.publish(table_id, seq)
        return WriteResult(201, seq, body, entry=entry, view=view)

    def _rewrite(
        self,
        s: Session,
        table: GameTable,
        actor: Actor,
        kind: str,
        payload: dict[str, Any],
        target: Event,
    ) -> _Plan:
        """Append a void or correction and replay the log from the first move it changes."""
        game, options = _game_of(table)
        new_seq = table.head_seq + 1
        controls = [
            Control(e.seq, e.type, int(e.payload["seq"]))
            for e in s.exec(
                select(Event).where(
                    Event.table_id == table.id, col(Event.type).in_(list(CONTROL_TYPES))
                )
            ).all()
        ]
        before = eventlog.fold_marks(controls)
        after = eventlog.fold_marks([*controls, Control(new_seq, kind, target.seq)])
        start = eventlog.first_changed(before, after)
        if start is None:  # e.g. a correction identical in effect: still logged, nothing moves
            start = new_seq
        base = self._snapshot(s, table.id, start - 1)
        state = game.load_state(base.state)
        events = s.exec(
            select(Event)
            .where(Event.table_id == table.id, Event.seq >= start)
            .order_by(col(Event.seq))
        ).all()
        old = {
            snap.seq: snap
            for snap in s.exec(
                select(Snapshot).where(Snapshot.table_id == table.id, Snapshot.seq >= start)
            ).all()
        }
        new_event = Event(
            table_id=table.id,
            seq=new_seq,
            type=kind,
            payload=payload,
            author_seat=actor.seat,
            author_id=actor.participant_id,
        )
        corrections = {e.seq: e for e in events if e.type == CORRECT}
        if kind == CORRECT:
            corrections[new_seq] = new_event
        snapshots: list[Snapshot] = []
        for event in [*events, new_event]:
            status, by = after.status(event.seq)
            previous = old.get(event.seq)
            effect: dict[str, Any]
            if event.type in ADMIN_TYPES and previous is not None:
                effect = dict(previous.effect)
            elif event.type in CONTROL_TYPES:
                effect = {"status": status, "by": by, "lines": [_control_line(event)], "hand": None}
            elif status == "voided":
                kept = previous.effect if previous is not None else {}
                effect = {**kept, "status": "voided", "by": by}
            else:
                move_payload = (
                    corrections[by].payload["move"]
                    if status == "corrected" and by
                    else event.payload
                )
                try:
                    applied = game.apply(
                        state, game.parse_move(move_payload), options, event.author_seat
                    )
                except (IllegalMove, BadMove) as exc:
                    rule = exc.rule if isinstance(exc, IllegalMove) else None
                    if event.seq == target.seq and kind == CORRECT:
                        text = _t(
                            f"La correzione della mossa {target.seq} non è valida: {exc.text.it}",
                            f"The correction of move {target.seq} is not legal: {exc.text.en}",
                        )
                    else:
                        undo_it = "Annullare" if kind == VOID else "Correggere"
                        undo_en = "Voiding" if kind == VOID else "Correcting"
                        text = _t(
                            f"{undo_it} la mossa {target.seq} renderebbe non valida la mossa "
                            f"{event.seq}: {exc.text.it}",
                            f"{undo_en} move {target.seq} would make move {event.seq} "
                            f"illegal: {exc.text.en}",
                        )
                    raise IllegalMoveProblem(
                        text, rule=rule, extra={"conflicting_seq": event.seq}
                    ) from None
                state = applied.state
                effect = {
                    "status": status,
                    "by": by,
                    "lines": [line.model_dump(mode="json") for line in applied.lines],
                    "hand": applied.hand.model_dump(mode="json") if applied.hand else None,
                }
            snapshots.append(
                Snapshot(
                    table_id=table.id, seq=event.seq, state=game.dump_state(state), effect=effect
                )
            )
        table.finished = game.outcome(state, options) is not None
        self._sync_seats(s, table, self._fold_names(s, table, game, after), game.seat_count(state))
        return _Plan(
            [new_event],
            snapshots[-1:],
            {"effect": snapshots[-1].effect, "from_seq": start},
            rewritten=snapshots[:-1],
        )

    @staticmethod
    def _fold_names(
        s: Session, table: GameTable, game: Game[Any, Any], marks: eventlog.Marks
    ) -> list[str]:
        """The seat names the log gives: those at creation, late joiners in force, renames."""
        names = list(table.players)
        rows = s.exec(
            select(Event.seq, Event.type, Event.payload)
            .where(Event.table_id == table.id)
            .order_by(col(Event.seq))
        ).all()
        for seq, kind, payload in rows:
            if kind == SEAT:
                number = payload.get("seat")
                if isinstance(number, int) and 0 <= number < len(names):
                    names[number] = payload["name"]
            elif kind not in eventlog.PLATFORM_TYPES and marks.status(seq)[0] != "voided":
                added = game.added_seat_name(payload)
                if added is not None:
                    names.append(added)
        return names

    @staticmethod
    def _sync_seats(s: Session, table: GameTable, names: list[str], count: int) -> None:
        """Seat rows follow the fold; a phone whose seat is gone now watches."""
        for number, name in enumerate(names):
            _upsert_seat(s, table.id, number, name)
        for device in s.exec(
            select(Participant).where(
                Participant.table_id == table.id,
                col(Participant.seat).is_not(None),
                col(Participant.revoked).is_(False),
            )
        ).all():
            if device.seat is not None and device.seat >= count:
                device.seat = None
                if device.role == PLAYER:
                    device.role = SPECTATOR
                s.add(device)

    def _admin(
        self,
        s: Session,
        table: GameTable,
        actor: Actor,
        kind: str,
        payload: dict[str, Any],
        line: Line,
    ) -> _Plan:
        head = self._snapshot(s, table.id, table.head_seq)
        seq = table.head_seq + 1
        event = Event(
            table_id=table.id,
            seq=seq,
            type=kind,
            payload=payload,
            author_seat=actor.seat,
            author_id=actor.participant_id,
        )
        effect = {"status": "active", "lines": [line.model_dump(mode="json")], "hand": None}
        snapshot = Snapshot(table_id=table.id, seq=seq, state=head.state, effect=effect)
        return _Plan([event], [snapshot], {"effect": effect})

    def _target(self, s: Session, table: GameTable, target: Any) -> Event:
        if isinstance(target, bool) or not isinstance(target, int):
            raise Invalid(
                _t("Il numero della mossa è un intero.", "The move number is an integer."),
                field="seq",
            )
        event = None
        if 0 < target <= table.head_seq:  # also keeps huge numbers away from the database
            event = s.exec(
                select(Event).where(Event.table_id == table.id, Event.seq == target)
            ).first()
        if event is None:
            raise NotFound(
                _t(f"Al tavolo non c'è la mossa {target}.", f"This table has no move {target}."),
                field="seq",
            )
        if event.type in ADMIN_TYPES:
            raise Invalid(
                _t(
                    "I cambi di ospite e di posto non si annullano: fanne un altro.",
                    "Host and seat changes are not voided: make another one.",
                ),
                field="seq",
            )
        snap = self._snapshot(s, table.id, event.seq)
        if snap.effect.get("status") == "voided":
            raise Invalid(
                _t(
                    f"La mossa {target} è già annullata (dalla {snap.effect.get('by')}).",
                    f"Move {target} is already voided (by {snap.effect.get('by')}).",
                ),
                field="seq",
            )
        return event

    @staticmethod
    def may_void(actor: Actor | None, kind: str, author_id: int | None) -> bool:
        """Whether ``actor`` may undo (or correct) an event of this kind and author.

        Seated players undo any game move, and their own undos and corrections; the host
        undoes anything but host and seat changes.
        """
        if actor is None or not actor.can_play or kind in ADMIN_TYPES:
            return False
        if actor.is_host or kind not in CONTROL_TYPES:
            return True
        return author_id is not None and author_id == actor.participant_id

    def _check_may_void(self, actor: Actor, kind: str, author_id: int | None) -> None:
        if self.may_void(actor, kind, author_id):
            return
        if not actor.can_play:
            raise Forbidden(_t("Chi guarda non annulla mosse.", "Spectators cannot void moves."))
        raise Forbidden(
            _t(
                "Solo chi ospita annulla l'annullamento o la correzione di un altro.",
                "Only the host can undo someone else's void or correction.",
            )
        )

    # -- rows ----------------------------------------------------------------------------

    def _table(self, s: Session, table_id: str) -> GameTable:
        table = s.get(GameTable, table_id) if isinstance(table_id, str) and table_id else None
        if table is None:
            raise self._not_found(table_id)
        return table

    def _lock(self, s: Session, table_id: str) -> GameTable:
        query = select(GameTable).where(GameTable.id == table_id)
        if not self.db.is_sqlite:
            query = query.with_for_update()
        table = s.exec(query).first()
        if table is None:
            raise self._not_found(table_id)
        return table

    @staticmethod
    def _not_found(table_id: str) -> NotFound:
        return NotFound(
            _t(
                "Questo tavolo non esiste (o il link è incompleto).",
                "This table does not exist (or the link is incomplete).",
            )
        )

    @staticmethod
    def _snapshot(s: Session, table_id: str, seq: int) -> Snapshot:
        snap = s.get(Snapshot, (table_id, seq))
        if snap is None:  # pragma: no cover - every event writes its snapshot
            raise RuntimeError(f"snapshot {table_id}@{seq} missing")
        return snap

    @staticmethod
    def _names(s: Session, table_id: str) -> list[str]:
        return list(
            s.exec(
                select(Seat.name).where(Seat.table_id == table_id).order_by(col(Seat.number))
            ).all()
        )

    @staticmethod
    def _participant(s: Session, table_id: str, token: str | None) -> Participant | None:
        if not token or len(token) > 200:
            return None
        return s.exec(
            select(Participant).where(
                Participant.table_id == table_id,
                Participant.token_hash == hash_token(token),
                col(Participant.revoked).is_(False),
            )
        ).first()

    def _view(self, s: Session, table: GameTable) -> TableView:
        game, options = _game_of(table)
        head = self._snapshot(s, table.id, table.head_seq)
        state = game.load_state(head.state)
        count = game.seat_count(state)
        names = self._names(s, table.id)[:count]
        return TableView(
            table=table,
            game=game,
            options=options,
            names=names,
            state=state,
            seq=table.head_seq,
            prompt=game.prompt(state, options),
            standings=game.standings(state, options),
            outcome=game.outcome(state, options),
            totals=game.totals(state),
        )


# -- helpers ------------------------------------------------------------------------------


def _game_of(table: GameTable) -> tuple[Game[Any, Any], BaseModel]:
    game = GAMES[table.game]
    return game, game.parse_options(table.options)


def _parse_move(game: Game[Any, Any], move: Any) -> BaseModel:
    try:
        return game.parse_move(move)
    except BadMove as exc:
        raise Invalid(exc.text, extra={"errors": exc.errors} if exc.errors else None) from None


def _check_new_name(name: str, names: Sequence[str]) -> None:
    if name.casefold() in {n.casefold() for n in names}:
        raise Invalid(
            _t(
                f"C'è già un giocatore di nome «{literal(name)}».",
                f"There is already a player called '{literal(name)}'.",
            ),
            field="name",
        )


def _upsert_seat(s: Session, table_id: str, number: int, name: str) -> None:
    row = s.get(Seat, (table_id, number))
    if row is None:
        s.add(Seat(table_id=table_id, number=number, name=name))
    elif row.name != name:
        row.name = name
        s.add(row)


def _check_seat(seat: Any, count: int) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < count:
        raise Invalid(_t("Quel posto non esiste.", "That seat does not exist."), field="seat")


def _clean_reason(reason: Any) -> str:
    if reason is None:
        return ""
    if not isinstance(reason, str):
        raise Invalid(_t("Il motivo è un testo.", "The reason is text."), field="reason")
    text = " ".join(reason.split())
    if len(text) > REASON_MAX:
        raise Invalid(
            _t(
                f"Il motivo supera {REASON_MAX} caratteri.",
                f"The reason is longer than {REASON_MAX} characters.",
            ),
            field="reason",
        )
    return text


def _control_line(event: Event) -> dict[str, Any]:
    target = event.payload["seq"]
    reason = literal(event.payload.get("reason") or "")
    if event.type == VOID:
        text = _t(
            f"Annullata la mossa {target}" + (f": {reason}" if reason else "."),
            f"Move {target} voided" + (f": {reason}" if reason else "."),
        )
    else:
        text = _t(
            f"Corretta la mossa {target}" + (f": {reason}" if reason else "."),
            f"Move {target} corrected" + (f": {reason}" if reason else "."),
        )
    return Line(text=text).model_dump(mode="json")


def _replay_answer(stored: IdempotentResponse, fingerprint: str) -> WriteResult:
    if not hmac.compare_digest(stored.fingerprint, fingerprint):
        raise Invalid(
            _t(
                "Questa Idempotency-Key è già stata usata per una richiesta diversa.",
                "This Idempotency-Key was already used for a different request.",
            ),
            field="Idempotency-Key",
        )
    return WriteResult(stored.status, int(stored.body["seq"]), stored.body, replayed=True)


def _aware(when: datetime) -> datetime:
    """SQLite hands datetimes back without their zone: they were written in UTC."""
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def _entry(event: Event, effect: dict[str, Any]) -> LogEntry:
    return LogEntry(
        seq=event.seq,
        type=event.type,
        payload=event.payload,
        author_seat=event.author_seat,
        author_id=event.author_id,
        created_at=_aware(event.created_at),
        status=effect.get("status", "active"),
        by=effect.get("by"),
        lines=[Line.model_validate(line) for line in effect.get("lines", [])],
        hand=effect.get("hand"),
    )


def render_lines(lines: Sequence[Line], lang: str, names: Sequence[str]) -> list[str]:
    return [line.text.render(lang, names) for line in lines]


__all__ = [
    "Actor",
    "Created",
    "Joined",
    "LogEntry",
    "Problem",
    "TableService",
    "TableView",
    "WriteResult",
    "hash_token",
]
