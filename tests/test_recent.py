"""What a process keeps of each table at its head (``referee.tables.recent``), and the
history of its totals it extends move by move, read the same as the database: after moves,
undos and corrections that rewrite earlier results, seat changes and late joiners, on a
table written by two processes in turn, read at the head and at the seq a stream was
told."""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Iterator
from typing import Any

import pytest

from referee.live import InProcessBus
from referee.problems import Problem
from referee.store import Database
from referee.tables import Actor, TableService, commands, parts_kept, reads
from referee.tables.following import follow_told
from referee.tables.parts import hand_in_progress
from referee.tables.reads import LogEntry, TableReads, TableView
from tests.statements import statements

pytestmark = pytest.mark.storage


@pytest.fixture
def processes(database_url: str) -> Iterator[tuple[TableService, TableService]]:
    """Two services on one database, as two workers or two servers are."""
    db = Database(database_url)
    first, second = TableService(db, InProcessBus()), TableService(db, InProcessBus())
    yield first, second
    db.dispose()


def _entries(entries: list[LogEntry]) -> list[tuple[Any, ...]]:
    return [
        (e.seq, e.type, e.status, e.by, e.payload, e.author_seat, e.hand, e.lines) for e in entries
    ]


def _view(view: TableView) -> tuple[Any, ...]:
    return (
        view.seq,
        view.names,
        view.totals,
        view.state.model_dump(mode="json"),
        view.prompt.phase,
        [(s.seat, s.total, s.rank) for s in view.standings],
        view.outcome,
    )


def _same_as_the_database(service: TableService, table_id: str, rng: random.Random) -> None:
    with TableReads(service.db, table_id) as fresh:
        head = fresh.view.seq
        since = rng.randint(max(0, head - 70), head)
        expected = (
            _view(fresh.view),
            _entries(fresh.log(after=since, upto=head)),
            _entries(fresh.log_window(40, before=head + 1)),
            _entries(fresh.hands),
            fresh.history,
            fresh.phase_at(since),
        )
    # A stream told the head reads it first as often as a request that was told nothing.
    for told in rng.sample([None, head], 2):
        with service.read(table_id, at=told) as kept:
            got = (
                _view(kept.view),
                _entries(kept.log(after=since, upto=kept.view.seq)),
                _entries(kept.log_window(40, before=kept.view.seq + 1)),
                _entries(kept.hands),
                kept.history,
                kept.phase_at(since),
            )
        assert got == expected, f"at {head}, since {since}, told {told}"


def _hand(rng: random.Random) -> dict[str, Any]:
    return {"type": "hand", "caller": None, "hands": [rng.randint(0, 9) for _ in range(4)]}


def test_kept_tables_read_as_the_database_through_every_kind_of_write(
    processes: tuple[TableService, TableService], monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(11)
    told_follows: list[int] = []

    def counted(*args: Any, **kwargs: Any) -> Any:
        followed = follow_told(*args, **kwargs)
        told_follows.append(followed is not None)
        return followed

    monkeypatch.setattr(reads, "follow_told", counted)
    first = processes[0]
    created = first.create_table(
        commands.new_table("tamalo", ["A", "B", "C", "D"], {"target": 10_000})
    )
    table_id = created.table_id
    hands: list[int] = []
    kinds: dict[str, int] = {}
    for step in range(160):
        writer = rng.choice(processes)
        host = writer.require_actor(table_id, created.host_token)
        seq = writer.head_seq(table_id)
        roll = rng.random()
        if roll < 0.12 and hands:
            kind, command = "void", commands.void(table_id, rng.choice(hands), "oops", seq)
        elif roll < 0.22 and hands:
            target = rng.choice(hands)
            kind, command = "correct", commands.correct(table_id, target, _hand(rng), "typo", seq)
        elif roll < 0.27:
            name = f"P{step}"
            kind, command = "rename", commands.replace_seat(table_id, rng.randrange(4), name, seq)
        elif roll < 0.30:
            joiner = {"type": "join", "name": f"J{step}"}
            kind, command = "join", commands.log_move(table_id, joiner, seq)
        elif roll < 0.45:
            penalty = {"type": "penalty", "seat": rng.randrange(4), "cause": "relook"}
            kind, command = "penalty", commands.log_move(table_id, penalty, seq)
        else:
            kind, command = "hand", commands.log_move(table_id, _hand(rng), seq)
        try:
            result = writer.execute(host, command)
        except Problem:  # refused (a target already undone, a full table): not what is tested
            continue
        kinds[kind] = kinds.get(kind, 0) + 1
        if kind == "hand":
            hands.append(result.seq)
        for service in processes:
            _same_as_the_database(service, table_id, rng)
    assert all(kinds.get(k, 0) >= 3 for k in ("void", "correct", "rename", "hand", "penalty"))
    assert kinds.get("join", 0) >= 1, kinds
    # The other process's streams, told the head, followed the moves without the table's row.
    assert sum(told_follows) >= 8, told_follows


def test_the_history_of_a_move_this_process_logged_is_read_from_nothing(
    processes: tuple[TableService, TableService],
) -> None:
    """The scoreboard's grid after a move: the process that logged it extends the history
    it keeps with the head it holds, without a statement; the rows are the hands' points."""
    service = processes[0]
    created = service.create_table(
        commands.new_table("tamalo", ["A", "B", "C", "D"], {"target": 10_000})
    )
    table_id = created.table_id
    host = service.require_actor(table_id, created.host_token)
    first = {"type": "hand", "caller": None, "hands": [6, 7, 8, 9]}
    seq = service.head_seq(table_id)
    seq = service.execute(host, commands.log_move(table_id, first, seq)).seq
    with service.read(table_id) as r:
        assert r.history[-1].totals_after == (6, 7, 8, 9)
    second = {"type": "hand", "caller": None, "hands": [10, 0, 3, 12]}
    seq = service.execute(host, commands.log_move(table_id, second, seq)).seq
    with statements(service.db.engine) as sent, service.read(table_id, at=seq) as r:
        rows = [(h.hand, h.scores, h.totals_after) for h in r.history]
    assert sent == []
    # Under 5 scores nothing (TAM-LT5): C's 3 is 0.
    assert rows[-2:] == [(1, (6, 7, 8, 9), (6, 7, 8, 9)), (2, (10, 0, 0, 12), (16, 7, 8, 21))]


def test_a_process_follows_the_moves_another_wrote_from_what_it_kept(
    processes: tuple[TableService, TableService], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worker that did not write a hand, its stream told the new head, reads the event
    since the seq it keeps (with its state), and nothing else, not even the table's row,
    for everything a page's update shows: the table, the new entries, the hands, the grid's
    rows, the earlier phase, the hand in parts (none after a hand)."""
    writer, follower = processes
    created = writer.create_table(
        commands.new_table("tamalo", ["A", "B", "C", "D"], {"target": 10_000})
    )
    table_id = created.table_id
    host = writer.require_actor(table_id, created.host_token)
    first = {"type": "hand", "caller": None, "hands": [6, 7, 8, 9]}
    seq = writer.execute(host, commands.log_move(table_id, first, 0)).seq
    penalty = {"type": "penalty", "seat": 1, "cause": "relook"}
    for move in (None, penalty):  # the follower's streams read each move as it lands
        if move is not None:
            seq = writer.execute(host, commands.log_move(table_id, move, seq)).seq
        with follower.read(table_id) as r:
            assert r.view.totals == [6, 7, 8, 9]
            r.hands, r.history  # noqa: B018 - kept at this seq, as a page's update reads them
    second = {"type": "hand", "caller": None, "hands": [10, 0, 3, 12]}
    seq = writer.execute(host, commands.log_move(table_id, second, seq)).seq
    # What the writer's process knows of the hand in parts, the follower's does not.
    monkeypatch.setattr(parts_kept, "_parts_at", OrderedDict())
    with statements(follower.db.engine) as sent, follower.read(table_id, at=seq) as r:
        got = (
            hand_in_progress(r.session, r.context),
            r.view.totals,
            [e.type for e in r.log(after=seq - 2, upto=seq)],
            [e.hand.number for e in r.hands if e.hand is not None],
            [(h.hand, h.scores, h.totals_after) for h in r.history if h.hand is not None],
            r.phase_at(seq - 2),
            (r.table.head_seq, r.table.finished),
        )
    selects = [s for s in sent if s.startswith("SELECT")]
    # The events since, with their states.
    assert len(selects) == 1, "\n".join(s[:200] for s in selects)
    assert "game_table" not in selects[0]
    assert got[6] == (seq, False)
    assert got[0] is None  # a hand was logged: no part of the next one is in force
    # Under 5 scores nothing (TAM-LT5): C's 3 is 0. The relook costs B nothing at hand's end.
    assert got[1] == [16, 7, 8, 21]
    assert got[2:5] == (
        ["penalty", "hand"],
        [1, 2],
        [(1, (6, 7, 8, 9), (6, 7, 8, 9)), (2, (10, 0, 0, 12), (16, 7, 8, 21))],
    )
    with TableReads(follower.db, table_id) as fresh:
        assert got[5] == fresh.phase_at(seq - 2)
        assert _view(fresh.view) == _view(follower.view(table_id))


def _first_hand_followed(
    writer: TableService, follower: TableService, target: int
) -> tuple[str, Actor, int]:
    """A Tamalo table to ``target`` whose first hand (6, 7, 8, 9) the writer logged and the
    follower read, as its streams read each move: its id, its host, the hand's seq."""
    created = writer.create_table(
        commands.new_table("tamalo", ["A", "B", "C", "D"], {"target": target})
    )
    table_id = created.table_id
    host = writer.require_actor(table_id, created.host_token)
    first = {"type": "hand", "caller": None, "hands": [6, 7, 8, 9]}
    seq = writer.execute(host, commands.log_move(table_id, first, 0)).seq
    with follower.read(table_id) as r:
        assert (r.view.totals, r.table.finished) == ([6, 7, 8, 9], False)
    return table_id, host, seq


@pytest.mark.parametrize("told", ["the undone hand", "the undo"])
def test_a_stream_told_a_seq_an_undo_followed_reads_the_table_as_it_is(
    processes: tuple[TableService, TableService], told: str
) -> None:
    """The worker that did not write is told of a hand while the writer has already undone
    it: what it follows must not mix the hand's event with the states the undo rewrote. It
    reads the table as the database has it: the first hand's totals only."""
    writer, follower = processes
    table_id, host, seq = _first_hand_followed(writer, follower, 10_000)
    second = {"type": "hand", "caller": None, "hands": [10, 0, 3, 12]}
    hand = writer.execute(host, commands.log_move(table_id, second, seq)).seq
    undo = writer.execute(host, commands.void(table_id, hand, "wrong table", hand)).seq
    with follower.read(table_id, at=hand if told == "the undone hand" else undo) as r:
        got = (r.view.seq, r.view.totals, [(e.seq, e.status) for e in r.log(after=seq, upto=undo)])
    # The second hand is undone: the totals are the first hand's, and its entry says so.
    assert got == (undo, [6, 7, 8, 9], [(hand, "voided"), (undo, "active")])


def test_a_stream_told_the_last_hand_follows_the_game_to_its_end(
    processes: tuple[TableService, TableService],
) -> None:
    """The hand that ends the game, followed by the worker that did not write it: its
    table is finished there as in the database, the winner the lowest total."""
    writer, follower = processes
    table_id, host, seq = _first_hand_followed(writer, follower, 100)
    last = {"type": "hand", "caller": None, "hands": [0, 0, 0, 95]}
    seq = writer.execute(host, commands.log_move(table_id, last, seq)).seq
    with statements(follower.db.engine) as sent, follower.read(table_id, at=seq) as r:
        got = (r.view.totals, r.table.finished, r.view.outcome and r.view.outcome.winners)
    assert len([s for s in sent if s.startswith("SELECT")]) == 1
    # D passes 100 (9 + 95 = 104): the game ends, A's 6 the lowest total.
    assert got == ([6, 7, 8, 104], True, (0,))
    with TableReads(follower.db, table_id) as fresh:
        assert fresh.table.finished and _view(fresh.view) == _view(r.view)
