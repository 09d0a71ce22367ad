"""A move's whole server path, in-process: the POST, and the page update its phones are sent.

Each game's table (its sample's bench cycle, as ``sse_load`` plays it) logs moves through
the app's own ``POST /api/v1/tables/{id}/moves`` (bearer, lock, engine, event, commit,
answer), and after each one the page update a seated phone's stream draws for it (the
shared render of the playing phones, in the table's language) is rendered as the stream
renders it. What is timed is CPU time (``time.process_time``), in blocks of 100 moves over
the tables in turn; the medians of the blocks are printed, split into the POST and the
update, per game and for all of them, and the database statements per move.

High card (the proof game of ``tests/proof``: one comparison a hand, no pages of its own)
is the yardstick: its move costs what the house costs. ``--games highcard`` measures it;
by default it is measured after the five games and a move's cost is also given as a ratio
to it.

    python -m bench.move_path                  # the five games, then high card
    python -m bench.move_path --blocks 20      # more blocks (each is 100 moves)
    python -m bench.move_path --games scala40 --profile out.prof   # cProfile of the loop
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import statistics
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from typing import Any

from flask import Flask
from sqlalchemy import event

from referee.app import create_app
from referee.demo import sampled_games
from referee.games import GAMES
from referee.web.pages.live import PLAYING, _PageStream

from .move_cost import sample_table

#: How many moves of each table are logged before anything is timed.
WARM = 20
BLOCK = 100


@dataclass
class Table:
    game: str
    id: str
    token: str
    lang: str
    moves: Iterator[dict[str, Any]]
    seq: int = 0
    post: float = 0.0
    update: float = 0.0
    count: int = 0


@dataclass
class Run:
    """What one set of games cost: per block, per game and the statements."""

    blocks: list[float] = field(default_factory=list)
    posts: list[float] = field(default_factory=list)
    updates: list[float] = field(default_factory=list)
    statements: float = 0.0


def tables(app: Flask, games: Sequence[str]) -> list[Table]:
    out = []
    for i, game_id in enumerate(games):
        created = sample_table(app, game_id)
        sample = GAMES[game_id].sample
        assert sample is not None
        moves = itertools.cycle([dict(m) for m in sample.steady])
        lang = "it" if i % 2 == 0 else "en"
        out.append(Table(game_id, created["id"], created["host_token"], lang, moves))
    return out


def post_move(app: Flask, table: Table) -> int:
    """The table's next move through ``POST …/moves``, as its scorekeeper; the seq logged."""
    answer = app.test_client().post(
        f"/api/v1/tables/{table.id}/moves",
        json={**next(table.moves), "expected_seq": table.seq},
        headers={"Authorization": f"Bearer {table.token}"},
    )
    assert answer.status_code == 201, answer.get_data(as_text=True)
    return int(answer.get_json()["seq"])


def draw_update(app: Flask, table: Table, seq: int) -> None:
    """The page update a playing phone's stream draws for the move logged at ``seq``."""
    headers = {"Accept-Language": table.lang}
    with app.test_request_context(f"/t/{table.id}/stream", headers=headers):
        _PageStream(table.id, None, None).shared(PLAYING, "player", table.seq, seq)


def one_move(app: Flask, table: Table) -> None:
    """The POST, then the update a playing phone's stream draws (timed apart)."""
    started = time.process_time()
    seq = post_move(app, table)
    posted = time.process_time()
    draw_update(app, table, seq)
    done = time.process_time()
    table.post += posted - started
    table.update += done - posted
    table.count += 1
    table.seq = seq


def measure(games: Sequence[str], blocks: int, profile: cProfile.Profile | None) -> Run:
    """A fresh app and database for ``games``; ``blocks`` blocks of 100 moves timed."""
    with tempfile.TemporaryDirectory() as folder:
        app = create_app({"DATABASE_URL": f"sqlite:///{folder}/path.db", "SECRET_KEY": "bench"})
        service = app.extensions["referee"]
        counted = [0]

        def count(*_args: Any) -> None:
            counted[0] += 1

        event.listen(service.db.engine, "before_cursor_execute", count)
        try:
            played = tables(app, list(itertools.islice(itertools.cycle(games), max(5, len(games)))))
            for _ in range(WARM):
                for table in played:
                    one_move(app, table)
            for table in played:
                table.post = table.update = 0.0
                table.count = 0
            counted[0] = 0
            run = Run()
            turn = itertools.cycle(played)
            if profile is not None:
                profile.enable()
            for _ in range(blocks):
                started = time.process_time()
                for _ in range(BLOCK):
                    one_move(app, next(turn))
                run.blocks.append((time.process_time() - started) * 1000 / BLOCK)
            if profile is not None:
                profile.disable()
            moves = sum(t.count for t in played)
            run.posts = [t.post * 1000 / t.count for t in played]
            run.updates = [t.update * 1000 / t.count for t in played]
            run.statements = counted[0] / moves
            for table in played:
                post, update = (t * 1000 / table.count for t in (table.post, table.update))
                print(f"  {table.game:<9} {table.lang} POST {post:.2f} ms, update {update:.2f} ms")
            return run
        finally:
            event.remove(service.db.engine, "before_cursor_execute", count)
            service.bus.close()
            service.db.dispose()


def summary(label: str, run: Run) -> float:
    median = statistics.median(run.blocks)
    print(
        f"{label}: {median:.2f} ms CPU per move and update (median of {len(run.blocks)} blocks"
        f" of {BLOCK}; min {min(run.blocks):.2f}); POST {statistics.mean(run.posts):.2f} ms,"
        f" update {statistics.mean(run.updates):.2f} ms; {run.statements:.1f} statements a move"
    )
    return median


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.move_path", description=__doc__)
    parser.add_argument("--games", nargs="+", metavar="GAME", help="default: the five games")
    parser.add_argument("--blocks", type=int, default=10, help="blocks of 100 moves (10)")
    parser.add_argument("--profile", help="write a cProfile of the timed loop to this file")
    args = parser.parse_args(argv)
    from tests.proof import registered

    with ExitStack() as stack:
        stack.enter_context(registered())
        profile = cProfile.Profile() if args.profile else None
        games = args.games or [g for g in sampled_games() if g != "highcard"]
        print(f"games: {', '.join(games)}")
        cost = summary("games", measure(games, args.blocks, profile))
        if profile is not None:
            profile.dump_stats(args.profile)
        if args.games is None:
            print("yardstick: highcard")
            floor = summary("high card", measure(["highcard"], args.blocks, None))
            print(f"a move / high card's: {cost / floor:.2f}×")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
