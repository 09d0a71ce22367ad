"""Splitting, seating and pairing: every person seated once, even splits, no repeat pairs,
byes to a different person each round, a league's best evenings."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.tournaments.seating import (
    CannotSplit,
    best_of,
    pair_swiss,
    repeat_meetings,
    round_robin,
    seat_rotating,
    seat_tables,
    split_sizes,
)


def test_eleven_split_six_and_five() -> None:
    assert split_sizes(11, 2, 6, tables=2) == [6, 5]


def test_seven_split_four_and_three() -> None:
    assert split_sizes(7, 2, 6, tables=2) == [4, 3]


def test_thirteen_cannot_sit_at_two_tables_of_six() -> None:
    with pytest.raises(CannotSplit):
        split_sizes(13, 2, 6, tables=2)


def test_mixed_sizes_when_the_count_does_not_divide() -> None:
    # Tables of 4-5 for 14 people: three tables, 5 + 5 + 4.
    assert split_sizes(14, 4, 5) == [5, 5, 4]


@given(st.integers(1, 200), st.integers(2, 6), st.integers(0, 4), st.integers(0, 2**31))
def test_every_person_seated_once(people: int, low: int, spread: int, seed: int) -> None:
    high = low + spread
    try:
        sizes = split_sizes(people, low, high)
    except CannotSplit:
        return
    assert max(sizes) - min(sizes) <= 1
    assert all(low <= size <= high for size in sizes)
    names = [f"p{i}" for i in range(people)]
    tables = seat_tables(names, sizes, seed)
    seated = [p for t in tables for p in t.seats]
    assert sorted(seated) == sorted(names)
    assert [t.number for t in tables] == list(range(1, len(sizes) + 1))
    assert all(0 <= t.dealer < len(t.seats) for t in tables)


def test_a_seed_draws_the_same_tables_again() -> None:
    names = [f"p{i}" for i in range(11)]
    assert seat_tables(names, [6, 5], 42) == seat_tables(names, [6, 5], 42)


@settings(deadline=None)  # a check of the pairings, not of their speed (bench/ measures that)
@given(st.integers(2, 24), st.data())
def test_swiss_never_repeats_a_pair_and_gives_each_bye_to_someone_new(
    count: int, data: st.DataObject
) -> None:
    people = list(range(count))
    played: list[tuple[int, int]] = []
    byes: list[int] = []
    for _ in range(max(count // 2, 1)):
        ranked = data.draw(st.permutations(people))
        pairing = pair_swiss(ranked, played, byes)
        assert pairing is not None  # half as many rounds as people always pair
        this_round = [p for pair in pairing.pairs for p in pair]
        if pairing.bye is not None:
            this_round.append(pairing.bye)
            assert pairing.bye not in byes
            byes.append(pairing.bye)
        assert sorted(this_round) == people
        for pair in pairing.pairs:
            assert frozenset(pair) not in {frozenset(x) for x in played}
        played.extend(pairing.pairs)
    assert len(set(byes)) == len(byes)


def test_swiss_bye_goes_to_the_lowest_placed_who_has_not_had_one() -> None:
    pairing = pair_swiss(["a", "b", "c", "d", "e"], [], ["e"])
    assert pairing is not None and pairing.bye == "d"
    assert pairing.pairs == (("a", "b"), ("c", "e"))


def test_swiss_says_none_when_every_pair_has_played() -> None:
    assert pair_swiss(["a", "b"], [("b", "a")], []) is None


@given(st.integers(2, 16))
def test_round_robin_meets_every_pair_once(count: int) -> None:
    rounds = round_robin(list(range(count)))
    pairs = [frozenset(p) for r in rounds for p in r.pairs]
    assert sorted(map(sorted, pairs)) == sorted(
        map(sorted, map(frozenset, combinations(range(count), 2)))
    )
    byes = [r.bye for r in rounds if r.bye is not None]
    assert len(byes) == (count if count % 2 else 0) and len(set(byes)) == len(byes)


def test_rotating_tables_meet_fewer_old_opponents_than_the_first_round() -> None:
    people = [f"p{i}" for i in range(16)]
    first = seat_tables(people, [4, 4, 4, 4], 1)
    met = [pair for t in first for pair in combinations(t.seats, 2)]
    again = seat_rotating(people, [4, 4, 4, 4], met, 2)
    assert sorted(p for t in again for p in t.seats) == sorted(people)
    assert repeat_meetings(again, met) < repeat_meetings(first, met) == 24
    assert repeat_meetings(again, met) <= 4


def test_a_league_counts_the_best_six_of_eight_evenings() -> None:
    result = best_of([10, 3, 8, 0, 7, 9, 5, 6], 6)
    assert result.total == 10 + 8 + 7 + 9 + 5 + 6
    assert result.dropped == (1, 3)


def test_a_league_with_fewer_evenings_counts_them_all() -> None:
    assert best_of([4, 2], 6).total == 6
