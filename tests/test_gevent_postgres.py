"""Under the server's gevent workers a PostgreSQL query must not stall the worker: psycopg
(3.1.14 and later) waits through gevent once the standard library is patched, so the other
phones' requests run while one waits for the database. Checked in a process patched the way
the worker is, through the app's own engine and its LISTEN bus."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.postgres

SCRIPT = textwrap.dedent(
    """
    from gevent import monkey

    monkey.patch_all()

    import sys

    import gevent
    from sqlalchemy import text

    from referee.live.bus import PgNotifyBus
    from referee.store import Database

    url = sys.argv[1]
    db = Database(url)
    ticks = []

    def ticker():
        while True:
            ticks.append(1)
            gevent.sleep(0.01)

    def query():
        with db.session() as s:
            s.exec(text("SELECT pg_sleep(0.5)"))

    beat = gevent.spawn(ticker)
    gevent.sleep(0)
    before = len(ticks)
    gevent.spawn(query).get(timeout=10)
    during_query = len(ticks) - before

    # The LISTEN connection waits for notifications in the same worker: it must not stall
    # it either, and it hears what another connection publishes.
    bus = PgNotifyBus(db.url.set(drivername="postgresql").render_as_string(hide_password=False))
    waiter = bus.subscribe("t1")
    bus.listening.wait(10)
    before = len(ticks)
    gevent.sleep(1.2)  # the listener's wait (1 s) happens meanwhile
    during_listen = len(ticks) - before
    with db.session() as s:
        s.exec(text("SELECT pg_notify('referee_events', 't1:5')"))
        s.commit()
    woken = waiter.wait(5)
    bus.close()
    beat.kill()
    print(during_query, during_listen, woken, waiter.seq)
    """
)


def test_a_postgresql_wait_lets_the_rest_of_the_worker_run(postgres_url: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, postgres_url],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    during_query, during_listen, woken, seq = done.stdout.split()
    # A worker stalled by the query would tick once or not at all in its half second.
    assert int(during_query) >= 10, "the query blocked the worker"
    assert int(during_listen) >= 20, "the LISTEN connection blocked the worker"
    assert (woken, seq) == ("True", "5")
