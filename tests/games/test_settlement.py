"""The money of an evening: nets per point under each game's way of counting, per placing,
and the fewest payments; properties over random totals."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.games import GAMES
from referee.games.base.settlement import fewest_payments, nets_per_placing, nets_per_point


def test_lowest_total_best_each_pays_each_the_difference() -> None:
    # Anna 10, Bruno 30, Carla 50: Bruno pays Anna 20, Carla pays Anna 40 and Bruno 20.
    assert nets_per_point([10, 30, 50], "low") == [60, 0, -60]


def test_highest_total_best_is_the_same_the_other_way() -> None:
    assert nets_per_point([5, 2], "high") == [3, -3]


def test_zero_sum_totals_are_what_each_wins_or_pays() -> None:
    assert nets_per_point([45, -15, -15, -15], "zero_sum") == [45, -15, -15, -15]


def test_per_placing_each_pays_one_stake_to_each_placed_above_ties_pay_nothing() -> None:
    assert nets_per_placing([1, 2, 3]) == [2, 0, -2]
    assert nets_per_placing([1, 2, 2, 4]) == [3, 0, 0, -3]


def test_the_biggest_debtor_pays_the_biggest_creditor_first() -> None:
    assert fewest_payments([60, 0, -60]) == [(2, 0, 60)]
    assert fewest_payments([50, 10, -20, -40]) == [(3, 0, 40), (2, 0, 10), (2, 1, 10)]


def test_nets_that_do_not_sum_to_zero_are_a_programming_error() -> None:
    with pytest.raises(ValueError):
        fewest_payments([1, 0])


@given(st.lists(st.integers(-500, 500), min_size=2, max_size=8), st.sampled_from(["low", "high"]))
def test_payments_settle_every_net_in_at_most_n_minus_one(totals: list[int], money: str) -> None:
    nets = nets_per_point(totals, money)  # type: ignore[arg-type]
    assert sum(nets) == 0
    payments = fewest_payments(nets)
    assert len(payments) <= len(nets) - 1
    balance = [0] * len(nets)
    for payer, payee, amount in payments:
        assert amount > 0 and nets[payer] < 0 < nets[payee]
        balance[payer] -= amount
        balance[payee] += amount
    assert balance == nets
    # The best total never pays, the worst never receives.
    best = min(totals) if money == "low" else max(totals)
    assert all(nets[s] >= 0 for s, t in enumerate(totals) if t == best)


def test_every_game_says_how_its_points_are_paid() -> None:
    assert {game_id: game.money for game_id, game in GAMES.items()} == {
        "tamalo": "low",
        "scala40": "low",
        "tarocco": "zero_sum",
        "ecarte": "high",
        "efele": "low",
    }
