"""What a standings update costs after one hand, in a 40-table round and a 200-player Swiss.

Each tournament table's result is kept per process by its head seq, so the standings after
a hand read that one table again, not the whole tournament: the update should cost about the
same whatever the history. This builds, in-process (the app's API through its test client,
no HTTP server), a round of Scala 40 in 40 tables of 5 (200 players, some hands at every
table) and an Ecarté Swiss of 200 players (100 tables a round, the earlier rounds played to
the end, the current one under way), then times N updates: a hand is logged at one table
(not timed), then the standings page's stream makes its render (the standings' version,
the standings and the region's HTML, as every open standings page and hall screen gets it).
For comparison, the same render with nothing kept (a cold recomputation: every table read).

    python -m bench.tournament_standings                    # SQLite in a temporary folder
    python -m bench.tournament_standings --updates 200 --swiss-rounds 4
    python -m bench.tournament_standings --db postgres      # a scratch PostgreSQL database
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from bench.move_cost import database
from referee.app import create_app
from referee.games import GAMES
from referee.web.pages.tournaments import standings_region
from referee.web.present.tournaments import tournaments


@dataclass
class Table:
    """A tournament table and the phone seated at its first seat."""

    table_id: str
    token: str
    seq: int = 0


class Tour:
    def __init__(self, client: FlaskClient, game: str, fmt: dict[str, Any], players: int) -> None:
        self.client = client
        options = dict(GAMES[game].sample.table_options) if GAMES[game].sample else {}
        body = {"game": game, "name": "Bench", "format": fmt, "options": options}
        r = client.post("/api/v1/tournaments", json=body)
        assert r.status_code == 201, r.get_json()
        self.id, token = r.get_json()["id"], r.get_json()["organiser_token"]
        self.auth = {"Authorization": f"Bearer {token}"}
        for n in range(players):
            r = client.post(f"/api/v1/tournaments/{self.id}/check-in", json={"name": f"P{n:03}"})
            assert r.status_code == 201, r.get_json()

    def draw(self) -> list[Table]:
        r = self.client.post(f"/api/v1/tournaments/{self.id}/rounds", json={}, headers=self.auth)
        assert r.status_code == 201, r.get_json()
        tables = []
        for t in r.get_json()["tables"]:
            secret = t["join_url"].rsplit("/", 1)[-1]
            joined = self.client.post(
                f"/api/v1/tables/{t['table_id']}/join", json={"secret": secret, "seat": 0}
            )
            assert joined.status_code == 201, joined.get_json()
            tables.append(Table(t["table_id"], joined.get_json()["token"]))
        return tables

    def log(self, table: Table, move: dict[str, Any]) -> bool:
        """Log a move at the table; whether the table's game goes on."""
        r = self.client.post(
            f"/api/v1/tables/{table.table_id}/moves",
            json={**move, "expected_seq": table.seq},
            headers={"Authorization": f"Bearer {table.token}"},
        )
        assert r.status_code == 201, r.get_json()
        body = r.get_json()
        table.seq = body["seq"]
        summary = body.get("table") or self.client.get(f"/api/v1/tables/{table.table_id}").json
        return not summary["finished"]


@dataclass
class Figures:
    name: str
    tables: int
    history: int
    #: Seconds per update: the tables' results alone, and the whole update (results,
    #: standings, the region's HTML), warm (after one hand) and cold (nothing kept).
    results: tuple[list[float], list[float]]
    update: tuple[list[float], list[float]]

    def lines(self) -> list[str]:
        def ms(values: list[float]) -> str:
            p99 = statistics.quantiles(values, n=100, method="inclusive")[98]
            return f"{statistics.median(values) * 1000:>7.1f} {p99 * 1000:>7.1f}"

        out = []
        timings = (("tables' results", self.results), ("whole update", self.update))
        for what, (warm, cold) in timings:
            ratio = statistics.median(warm) / statistics.median(cold)
            out.append(
                f"{self.name:<30} {self.tables:>6} {self.history:>6}  {what:<16} "
                f"{ms(warm)}  {ms(cold)}  {ratio:>9.2f}"
            )
        return out


HEADER = (
    f"{'tournament':<30} {'tables':>6} {'moves':>6}  {'timed':<16} "
    f"{'warm p50':>7} {'p99':>7}  {'cold p50':>7} {'p99':>7}  {'warm/cold':>9}   (ms)"
)


def timed(work: Callable[[], object]) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def measure(
    app: Flask, tour: Tour, tables: list[Table], moves: Any, updates: int, lang: str
) -> tuple[tuple[list[float], list[float]], tuple[list[float], list[float]]]:
    """N updates after one hand each (warm), and N with nothing kept (cold): the tables'
    results alone, and the whole update as a standings stream renders it."""
    service = tournaments_of(app)

    def results() -> None:
        service.results(service.state(tour.id))

    def render() -> None:
        with app.test_request_context("/", headers={"Accept-Language": lang}):
            standings_region(tour.id, service.standings_version(tour.id))

    render()  # the first render after building (the process learns the tournament)
    warm: tuple[list[float], list[float]] = ([], [])
    cold: tuple[list[float], list[float]] = ([], [])
    for table in itertools.islice(itertools.cycle(tables), updates):
        tour.log(table, next(moves))  # each timing comes right after one hand
        warm[1].append(timed(render))
        tour.log(table, next(moves))
        warm[0].append(timed(results))
    for _ in range(updates):
        service.kept.clear()
        cold[0].append(timed(results))
        service.kept.clear()
        cold[1].append(timed(render))
    return (warm[0], cold[0]), (warm[1], cold[1])


def tournaments_of(app: Flask) -> Any:
    with app.app_context():
        return tournaments()


def scala_round(app: Flask, players: int, hands: int, updates: int, lang: str) -> Figures:
    client = app.test_client()
    fmt = {"kind": "rounds", "rounds": 4, "min_seats": 5, "max_seats": 5}
    tour = Tour(client, "scala40", fmt, players)
    tables = tour.draw()
    sample = GAMES["scala40"].sample
    assert sample is not None
    moves = itertools.cycle(sample.steady)
    for _ in range(hands):
        for table in tables:
            tour.log(table, dict(next(moves)))
    results, update = measure(app, tour, tables, (dict(m) for m in moves), updates, lang)
    name = f"Scala 40, {players} in tables of 5"
    return Figures(name, len(tables), hands * len(tables), results, update)


def ecarte_swiss(app: Flask, players: int, rounds: int, updates: int, lang: str) -> Figures:
    client = app.test_client()
    tour = Tour(client, "ecarte", {"kind": "swiss", "rounds": rounds}, players)
    history = 0
    for _ in range(rounds - 1):  # the earlier rounds played to the end
        for table in tour.draw():
            while tour.log(table, {"type": "hand", "tricks": [5, 0]}):
                pass
            history += table.seq
    tables = tour.draw()
    sample = GAMES["ecarte"].sample
    assert sample is not None
    moves = (dict(m) for m in itertools.cycle(sample.steady))
    for table in tables:
        tour.log(table, next(moves))
    history += len(tables)
    total = len(tables) * rounds
    results, update = measure(app, tour, tables, moves, updates, lang)
    return Figures(f"Ecarté Swiss, {players}, round {rounds}", total, history, results, update)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", help="database URL, or 'postgres' for a scratch database")
    parser.add_argument("--pg-admin", default="postgresql+psycopg://postgres@127.0.0.1:5432/test")
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--hands", type=int, default=3, help="hands at each Scala 40 table first")
    parser.add_argument("--swiss-rounds", type=int, default=3, help="the Swiss's current round")
    parser.add_argument("--updates", type=int, default=100, help="updates timed (N)")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()

    with database(args.db, args.pg_admin) as url:
        app = create_app({"DATABASE_URL": url, "SECRET_KEY": "bench"})
        print(
            f"database: {url.split(':', 1)[0]}; {args.updates} updates timed, each after one "
            "hand at one table (warm), and as many renders with nothing kept (cold)"
        )
        print(HEADER)
        for line in scala_round(app, args.players, args.hands, args.updates, args.lang).lines():
            print(line)
        swiss = ecarte_swiss(app, args.players, args.swiss_rounds, args.updates, args.lang)
        for line in swiss.lines():
            print(line)
        service = app.extensions["referee"]
        service.bus.close()
        service.db.dispose()


if __name__ == "__main__":
    main()
