"""An update reads only the hands logged since the last one, and gets what a full read gets:
after more hands, after an undo or a correction that rewrites earlier results, on a table
read by two processes."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from referee.live import InProcessBus
from referee.problems import Refused
from referee.store import Database
from referee.tables import TableService, commands
from referee.tables.reads import LogEntry, TableReads

pytestmark = pytest.mark.storage


@pytest.fixture
def service(database_url: str) -> Iterator[TableService]:
    svc = TableService(Database(database_url), InProcessBus())
    yield svc
    svc.db.dispose()


def _hand(rng: random.Random) -> dict[str, Any]:
    # Totals under 5 or small: nobody passes the target, the game goes on.
    return {"type": "hand", "caller": None, "hands": [rng.randint(0, 9) for _ in range(4)]}


def _seen(entries: list[LogEntry]) -> list[tuple[int, str, tuple[int, ...]]]:
    return [(e.seq, e.status, tuple(e.hand.scores) if e.hand else ()) for e in entries]


def test_kept_hands_match_a_full_read_through_undos_and_corrections(
    service: TableService,
) -> None:
    rng = random.Random(7)
    table = commands.new_table("tamalo", ["A", "B", "C", "D"], {"target": 10_000})
    created = service.create_table(table)
    table_id = created.table_id
    host = service.require_actor(table_id, created.host_token)
    seq, hand_seqs, rewrites = 0, [], 0
    for step in range(40):
        roll = rng.random()
        if roll < 0.15 and hand_seqs:
            target = rng.choice(hand_seqs)
            try:
                seq = service.execute(host, commands.void(table_id, target, "oops", seq)).seq
            except Refused:  # already voided: the refusal is not what is tested here
                continue
            rewrites += 1
        elif roll < 0.25 and hand_seqs:
            target = rng.choice(hand_seqs)
            try:
                fix = commands.correct(table_id, target, _hand(rng), "typo", seq)
                seq = service.execute(host, fix).seq
            except Refused:
                continue
            rewrites += 1
        else:
            seq = service.execute(host, commands.log_move(table_id, _hand(rng), seq)).seq
            hand_seqs.append(seq)
        with service.read(table_id) as kept, TableReads(service.db, table_id) as full:
            assert _seen(kept.hands) == _seen(full.hands), f"after step {step}"
    # Another process (its own kept hands) reads the same table and agrees.
    other = TableService(service.db, InProcessBus())
    with other.read(table_id) as theirs, TableReads(service.db, table_id) as full:
        assert _seen(theirs.hands) == _seen(full.hands)
    assert rewrites >= 4, "the scenario rewrote too few results to test anything"
