"""A move's POST and its page update, counted in instructions rather than timed.

``move_path`` times a move's CPU; on a shared machine its medians wander by a tenth from
run to run, more than most single cuts save. Instructions do not: this runs the same moves
as ``move_path`` (each game's bench cycle through the app's own ``POST``, then the update a
playing phone's stream draws) under valgrind's callgrind, counting only what runs inside
the POSTs and inside the updates, and prints each per move (in thousands). Two runs of the
same code agree within a few parts in a thousand, so two commits compare in one run each.

    python -m bench.move_instructions                       # the five games, 25 moves
    python -m bench.move_instructions --moves 50 --games tamalo

Needs valgrind (``apt-get install valgrind``); a run takes a few minutes (valgrind runs
the interpreter some fifty times slower), most of it the app's start and the tables' first
moves, which are not counted. How it counts: the POSTs run inside ``math.fsum`` and the
updates inside ``math.prod`` (C functions nothing else here calls), and callgrind collects
only while one of them is on the stack (``--toggle-collect``).
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence

#: Each table's moves before counting (the first ones read what later ones keep).
WARM = 4
GAMES = ("tamalo", "tarocco", "scala40", "ecarte", "efele")


def workload(moves: int, games: Sequence[str]) -> None:
    """The moves, each POST inside ``math.fsum`` and each update inside ``math.prod``."""
    from referee.app import create_app
    from tests.proof import registered

    from .move_path import Table, draw_update, one_move, post_move, tables

    with registered(), tempfile.TemporaryDirectory() as folder:
        app = create_app({"DATABASE_URL": f"sqlite:///{folder}/count.db", "SECRET_KEY": "bench"})
        played = tables(app, list(itertools.islice(itertools.cycle(games), max(5, len(games)))))
        for _ in range(WARM):
            for table in played:
                one_move(app, table)
        turn = itertools.cycle(played)
        for _ in range(moves):
            table, seq = next(turn), [0]

            def posted(table: Table = table, seq: list[int] = seq) -> Iterator[float]:
                seq[0] = post_move(app, table)
                yield 0.0

            def updated(table: Table = table, seq: list[int] = seq) -> Iterator[int]:
                draw_update(app, table, seq[0])
                yield 1

            math.fsum(posted())
            math.prod(updated())
            table.seq = seq[0]


def count(moves: int, games: Sequence[str]) -> dict[str, int]:
    """Run :func:`workload` under callgrind; the instructions inside each marker."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        command = [
            "valgrind",
            "--tool=callgrind",
            "--collect-atstart=no",
            "--toggle-collect=math_fsum",
            "--toggle-collect=math_prod",
            f"--callgrind-out-file={out}",
            sys.executable,
            "-m",
            "bench.move_instructions",
            "--run",
            "--moves",
            str(moves),
            "--games",
            *games,
        ]
        subprocess.run(command, check=True, capture_output=True)
        annotated = subprocess.run(
            ["callgrind_annotate", "--inclusive=yes", out], check=True, capture_output=True
        ).stdout.decode()
    found = {}
    for marker, part in (("math_fsum", "post"), ("math_prod", "update")):
        line = re.search(rf"^\s*([\d,]+) .*:{marker}\b", annotated, re.MULTILINE)
        if line is None:
            raise SystemExit(f"callgrind counted nothing inside {marker}")
        found[part] = int(line.group(1).replace(",", ""))
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.move_instructions", description=__doc__)
    parser.add_argument("--moves", type=int, default=25, help="moves counted (25)")
    parser.add_argument("--games", nargs="+", default=list(GAMES), metavar="GAME")
    parser.add_argument("--run", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.run:  # inside valgrind
        workload(args.moves, args.games)
        return 0
    found = count(args.moves, args.games)
    post, update = (found[part] / args.moves / 1000 for part in ("post", "update"))
    print(f"games: {', '.join(args.games)}; {args.moves} moves counted")
    print(
        f"thousands of instructions a move: POST {post:,.0f}, update {update:,.0f},"
        f" together {post + update:,.0f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
