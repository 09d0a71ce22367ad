"""One render per update across processes: what one process renders, another sends as it is.

Two ``SharedRenders`` on one PostgreSQL database stand for two server processes here; the
two real servers are in ``tests/test_shared_renders_servers.py``.
"""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select

from referee.store import Database, LiveRender, RenderKey, SharedRenders
from tests.statements import statements

pytestmark = pytest.mark.postgres


@pytest.fixture
def db(postgres_url: str) -> Database:
    database = Database(postgres_url)
    yield database
    database.dispose()


def _key(seq: int, table: str = "T" * 16, lang: str = "it", kind: str = "playing") -> RenderKey:
    return RenderKey(table, seq - 1, seq, lang, kind)


def test_a_second_process_sends_the_first_ones_render_without_rendering(db: Database) -> None:
    first, second = SharedRenders(db), SharedRenders(db)
    made = first.get(_key(1), lambda: ("<p>uno</p>", {"seq": 1}))

    def must_not_render() -> tuple[str, dict[str, int]]:
        raise AssertionError("rendered again")

    assert second.get(_key(1), must_not_render) == made == ("<p>uno</p>", {"seq": 1})
    assert (first.counts["made"], second.counts["read"]) == (1, 1)


def test_a_render_costs_its_claim_its_read_and_its_keeping_one_statement_each(
    db: Database,
) -> None:
    """The process that makes a render sends the claim (its wait and lock together), the
    read that finds nothing and the keeping (with the old renders' drop, every few seqs);
    the one that reads it, the claim and the read."""
    first, second = SharedRenders(db, keep_seqs=4), SharedRenders(db)
    sent: dict[str, list[str]] = {}
    for seq in (3, 4):  # the keeping at seq 4 drops the table's renders before seq 0 too
        with statements(db.engine) as sent[f"made {seq}"]:
            first.get(_key(seq, "S" * 16), lambda s=seq: (f"<p>{s}</p>", {"seq": s}))
    with statements(db.engine) as sent["read"]:
        assert second.get(_key(4, "S" * 16), lambda: ("again", {})) == ("<p>4</p>", {"seq": 4})
    verbs = {name: [s.split()[0] for s in statements] for name, statements in sent.items()}
    assert verbs == {
        "made 3": ["SELECT", "SELECT", "INSERT"],
        "made 4": ["SELECT", "SELECT", "WITH"],
        "read": ["SELECT", "SELECT"],
    }
    assert "set_config('lock_timeout'" in sent["read"][0]
    assert "DELETE FROM live_render" in sent["made 4"][2]


def test_each_language_and_kind_of_phone_has_its_own_render(db: Database) -> None:
    shared = SharedRenders(db)
    table = "K" * 16
    for lang in ("it", "en"):
        for kind in ("json", "watching", "playing", "hosting"):
            body = f"{lang}-{kind}"
            assert shared.get(_key(1, table, lang, kind), lambda b=body: (b, {})) == (body, {})
    assert shared.counts == {"made": 8, "read": 0, "alone": 0}


def test_processes_asking_at_once_wait_for_the_one_that_renders(db: Database) -> None:
    """A process that asks while another renders waits for that render (an advisory lock)
    instead of making its own: one render however many processes ask."""
    key = _key(1, "W" * 16)
    renders: list[int] = []
    answers: list[tuple[str, dict[str, int]]] = []

    def slow(n: int) -> tuple[str, dict[str, int]]:
        renders.append(n)
        time.sleep(0.3)
        return f"by {n}", {"seq": 1}

    processes = [SharedRenders(db) for _ in range(4)]
    threads = [
        threading.Thread(target=lambda p=p, n=n: answers.append(p.get(key, lambda: slow(n))))
        for n, p in enumerate(processes)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert len(renders) == 1
    assert answers == [answers[0]] * 4


def test_a_stalled_claim_does_not_hold_up_the_others(db: Database) -> None:
    """A process that cannot claim a render in time (another holds it and stalls) renders
    it itself, keeps nothing, and the phones get their update."""
    key = _key(1, "S" * 16)
    stalled, patient = SharedRenders(db), SharedRenders(db, wait=0.2)
    started = threading.Event()

    def stalls() -> tuple[str, dict[str, int]]:
        started.set()
        time.sleep(1.5)
        return "late", {}

    holder = threading.Thread(target=lambda: stalled.get(key, stalls))
    holder.start()
    started.wait(5)
    began = time.monotonic()
    assert patient.get(key, lambda: ("now", {})) == ("now", {})
    assert time.monotonic() - began < 1.2
    assert patient.counts["alone"] == 1
    holder.join(10)


def test_old_renders_do_not_pile_up(db: Database) -> None:
    table = "P" * 16
    shared = SharedRenders(db, keep_seqs=3)
    for seq in range(1, 11):
        shared.get(_key(seq, table), lambda s=seq: (f"{s}", {}))

    with db.session() as s:
        seqs = sorted(s.exec(select(LiveRender.seq).where(LiveRender.table_id == table)).scalars())
    assert seqs == [6, 7, 8, 9, 10]  # dropped at seq 9 (every three): 6 and later are left

    shared.prune(now=datetime.now(UTC) + timedelta(minutes=6))
    with db.session() as s:
        left = s.exec(
            select(func.count()).select_from(LiveRender).where(LiveRender.table_id == table)
        ).scalar_one()
    assert left == 0
