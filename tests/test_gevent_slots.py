"""In the server's gevent worker, the streams' database slots change hands at once: a move
lands on a table with a thousand phones waiting while posts keep the worker busy, and the
phones still get their turns within a few passes of the loop (threading's semaphore, under
gevent's patching, yielded to the loop at every hand-over: the phones starved)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.server

SCRIPT = textwrap.dedent(
    """
    from gevent import monkey

    monkey.patch_all()

    import gevent

    from referee.live import StreamGate

    gate = StreamGate(per_client=10_000, per_table=10_000, db_slots=4)
    passes = [0]

    def posting():  # a worker serving posts: a little work, then the next turn of the loop
        while True:
            sum(range(2_000))
            passes[0] += 1
            gevent.sleep(0)

    def phone():
        with gate.slot():
            pass

    poster = gevent.spawn(posting)
    gevent.sleep(0)
    phones = [gevent.spawn(phone) for _ in range(1000)]
    gevent.joinall(phones, timeout=30)
    poster.kill()
    print(sum(p.dead for p in phones), passes[0])
    """
)


def test_a_thousand_phones_get_their_slots_while_posts_are_served() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    served, passes = map(int, done.stdout.split())
    assert served == 1000
    # Each pass of the loop may hand all four slots on; a few passes per phone is starvation.
    assert passes < 100, f"{passes} passes of the loop for 1000 phones"
