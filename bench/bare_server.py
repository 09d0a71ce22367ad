"""``referee serve`` with the proof game (high card) in the catalogue: the yardstick server.

High card is the least a game can be (each hand, two cards compared, a point to the
higher; a tie, as the bench plays it, scores nothing) and has no pages of its own, so its
tables' pages are the house's alone. A move there costs what the house costs: the bearer,
the lock, the event and its snapshot, the commit, the answer, the live updates. The
benchmark's ``--baseline`` runs its load on such tables to give a real move's cost as a
ratio to that one. The catalogue entry is added before gunicorn forks its workers, so
every worker has it.

    python -m bench.bare_server serve --db sqlite:///bare.db --port 8001 --no-qr
"""

from __future__ import annotations

import sys

from referee.cli import main
from tests.proof import registered

#: The game the yardstick tables play.
GAME = "highcard"


def run(argv: list[str]) -> int | None:
    with registered():
        return main(argv)


if __name__ == "__main__":
    raise SystemExit(run(sys.argv[1:]))
