"""Seats: the draw when a table opens, and the wrong-seat repair, in every game.

A repair from hand k must leave the table exactly where re-entering hands k.. with the two
seats exchanged would have: same state, same totals, same standings.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from referee.disputes import seating
from referee.games import GAMES, Game
from referee.live import InProcessBus
from referee.problems import Forbidden, Invalid, Refused
from referee.store import Database
from referee.tables import TableService, commands
from referee.tables.access import Actor
from referee.tables.seat_draw import drawn_table

pytestmark = pytest.mark.storage


@pytest.fixture
def service(database_url: str) -> Iterator[TableService]:
    svc = TableService(Database(database_url), InProcessBus())
    yield svc
    svc.db.dispose()


def _hands(
    game: Game[Any, Any], options: Mapping[str, Any], players: int, moves: list[Any]
) -> list[int]:
    """For each move, the number of the hand it belongs to: that of the first hand result
    logged at it or after it (a hand may score before its end: a King declared)."""
    parsed = game.parse_options(dict(options))
    state = game.start(players, parsed)
    results: list[int | None] = []
    for raw in moves:
        applied = game.apply(state, game.parse_move(dict(raw)), parsed, None)
        state = applied.state
        results.append(applied.hand.number if applied.hand is not None else None)
    out, upcoming = [], max((n for n in results if n is not None), default=0) + 1
    for number in reversed(results):
        upcoming = number if number is not None else upcoming
        out.append(upcoming)
    return out[::-1]


def _open(service: TableService, game: Game[Any, Any]) -> tuple[str, Actor]:
    sample = game.sample
    assert sample is not None
    created = service.create_table(
        commands.new_table(game.id, list(sample.players), dict(sample.options))
    )
    return created.table_id, service.require_actor(created.table_id, created.host_token)


def _log(service: TableService, table_id: str, host: Actor, moves: list[Any]) -> int:
    seq = service.head_seq(table_id)
    for move in moves:
        seq = service.execute(host, commands.log_move(table_id, dict(move), seq)).seq
    return seq


#: The hand each game's repair starts from, and the two seats: hands its sample logs by summary
#: (a hand logged card by card may not stand with its seats exchanged: turns follow the seats),
#: seats whose exchange the rules let stand (in Scala 40, a seat that is out stays out).
REPAIR = {
    "tamalo": (2, 0, 1),
    "scala40": (4, 0, 4),
    "tarocco": (4, 0, 1),
    "ecarte": (2, 0, 1),
    "efele": (2, 0, 1),
}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_seat_repair_from_hand_k_equals_reentering_those_hands_swapped(
    service: TableService, game_id: str
) -> None:
    game = GAMES[game_id]
    sample = game.sample
    assert sample is not None
    moves = sample.kept_moves()
    hands = _hands(game, sample.options, len(sample.players), moves)
    k, a, b = REPAIR[game_id]
    split = hands.index(k)

    repaired, host = _open(service, game)
    seq = _log(service, repaired, host, moves)
    plain = service.view(repaired)
    swap = seating.swap_seats(repaired, [a, b], k, "sat the wrong way round", seq)
    result = service.execute(host, swap)
    assert result.body["from_seq"] == split + 1

    again, host2 = _open(service, game)
    _log(service, again, host2, moves[:split])
    _log(service, again, host2, [game.swap_seats(m, a, b) for m in moves[split:]])

    fixed, expected = service.view(repaired), service.view(again)
    assert fixed.totals == expected.totals
    assert game.dump_state(fixed.state) == game.dump_state(expected.state)
    assert [s.seat for s in fixed.standings] == [s.seat for s in expected.standings]
    # The repair changed something a player sees (else this test could not fail).
    assert game.dump_state(fixed.state) != game.dump_state(plain.state)

    # Undone like a correction: the table is back where it was before the repair.
    service.execute(host, commands.void(repaired, result.seq, "", result.seq))
    back = service.view(repaired)
    assert back.totals == plain.totals
    assert game.dump_state(back.state) == game.dump_state(plain.state)


def test_a_repair_is_refused_for_a_hand_not_logged_or_the_same_seat(
    service: TableService,
) -> None:
    game = GAMES["tamalo"]
    table_id, host = _open(service, game)
    seq = _log(service, table_id, host, [{"type": "hand", "caller": None, "hands": [1, 2, 3, 4]}])
    before = service.view(table_id)
    for seats, hand, kind in (([0, 1], 3, Refused), ([1, 1], 1, Refused), ([0, 9], 1, Refused)):
        swap = seating.swap_seats(table_id, seats, hand, "", seq)
        with pytest.raises(kind):
            service.execute(host, swap)
    for seats, hand in (([0], 1), ([0, True], 1), ([0, 1], 0), ([0, 1], "2")):
        with pytest.raises(Invalid):
            seating.swap_seats(table_id, seats, hand, "", seq)
    assert service.head_seq(table_id) == seq
    assert service.view(table_id).totals == before.totals


def test_a_spectator_may_not_repair_seats(service: TableService) -> None:
    table_id, host = _open(service, GAMES["tamalo"])
    seq = _log(service, table_id, host, [{"type": "hand", "caller": None, "hands": [1, 2, 3, 4]}])
    watcher = Actor(None, "", "spectator", None)
    swap = seating.swap_seats(table_id, [0, 1], 1, "", seq)
    with pytest.raises(Forbidden):
        service.execute(watcher, swap)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_draw_seats_the_players_and_names_the_first_dealer(
    service: TableService, game_id: str
) -> None:
    game = GAMES[game_id]
    sample = game.sample
    assert sample is not None
    players = list(sample.players)
    command = commands.new_table(game.id, players, dict(sample.options), host_seat=1)
    drawn = drawn_table(command, random.Random(3))
    assert sorted(drawn.players) == sorted(players)
    created = service.create_table(drawn)
    view = service.view(created.table_id)
    assert view.names == list(drawn.players)
    me = service.require_actor(created.table_id, created.host_token)
    assert me.seat == drawn.players.index(players[1])  # the creator keeps their own seat
    first = service.log(created.table_id)[0]
    assert first.type == "seating" and first.seq == 1
    said = first.lines[0].text.render("en", view.names)
    assert f"{view.names[0]} sits first" in said
    dealer = first.payload["dealer"]
    assert dealer == game.dealer(view.state)
    if dealer is not None and dealer != 0:
        assert f"{view.names[dealer]} deals" in said
    # The first move is logged on top of it, as on any table.
    assert service.head_seq(created.table_id) == 1


def test_draws_differ_and_cover_every_seat() -> None:
    game = GAMES["tarocco"]
    command = commands.new_table(game.id, ["A", "B", "C", "D"], {})
    rng = random.Random(11)
    firsts, dealers = set(), set()
    for _ in range(200):
        drawn = drawn_table(command, rng)
        firsts.add(drawn.players[0])
        dealers.add(GAMES["tarocco"].first_dealer(drawn.options))
    assert firsts == {"A", "B", "C", "D"} and dealers == {0, 1, 2, 3}
