"""Ratings move the right way, teams are credited as teams, a part-time player counts for
the part played, and each move says why."""

from __future__ import annotations

from referee.record.ratings import Match, Side, rate, sides_by_rank, sides_by_score


def table(
    key: str, people: list[str], ranks: list[int], weights: list[float] | None = None
) -> Match:
    return Match(
        key, "tamalo", "standard", sides_by_rank(people, ranks, weights or [1.0] * len(people))
    )


NAMES = {"a": "Anna", "b": "Bruno", "c": "Carla", "d": "Dario"}


def test_the_winner_rises_and_the_last_falls() -> None:
    ratings = rate([table("t1", ["a", "b", "c"], [1, 2, 3])], NAMES)
    a, b, c = (ratings[(p, "tamalo", "standard")] for p in "abc")
    assert a.history[0].delta > 0 > c.history[0].delta
    assert a.shown > b.shown > c.shown
    assert a.history[0].text.en.startswith(f"{a.history[0].delta:+.1f}: you finished first of 3")


def test_beating_the_favourite_says_so() -> None:
    ratings = rate(
        [
            table("t1", ["b", "c"], [1, 2]),
            table("t2", ["b", "c"], [1, 2]),
            table("t3", ["a", "b"], [1, 2]),
        ],
        NAMES,
    )
    anna = ratings[("a", "tamalo", "standard")]
    assert "Bruno, the favourite, was second" in anna.history[0].text.en
    assert "Bruno, il favorito, è arrivato secondo" in anna.history[0].text.it


def test_a_team_is_credited_as_a_team() -> None:
    # A Tarocco pairs hand: Anna and Carla +6 each, Bruno and Dario −6 each.
    hand = Match("h1", "tarocco", "dossena", sides_by_score(["a", "b", "c", "d"], [6, -6, 6, -6]))
    assert [side.people for side in hand.sides] == [("a", "c"), ("b", "d")]
    ratings = rate([hand], NAMES)
    a, b, c, d = (ratings[(p, "tarocco", "dossena")] for p in "abcd")
    assert a.shown == c.shown > b.shown == d.shown
    assert "with Carla" in a.history[0].text.en


def test_a_soloist_alone_against_three() -> None:
    solo = Match(
        "h2", "tarocco", "dossena", sides_by_score(["a", "b", "c", "d"], [30, -10, -10, -10])
    )
    assert [side.people for side in solo.sides] == [("a",), ("b", "c", "d")]
    ratings = rate([solo])
    assert ratings[("a", "tarocco", "dossena")].history[0].delta > 0


def test_a_late_joiner_moves_less_than_a_full_player() -> None:
    full = rate([table("t", ["a", "b", "c"], [3, 1, 2])])
    part = rate([table("t", ["a", "b", "c"], [3, 1, 2], [0.25, 1.0, 1.0])])
    assert (
        0
        > part[("a", "tamalo", "standard")].history[0].delta
        > full[("a", "tamalo", "standard")].history[0].delta
    )


def test_each_game_and_rule_set_has_its_own_rating() -> None:
    ratings = rate(
        [
            table("t1", ["a", "b"], [1, 2]),
            Match("t2", "tamalo", "club", sides_by_rank(["a", "b"], [2, 1], [1.0, 1.0])),
        ]
    )
    assert ratings[("a", "tamalo", "standard")].shown > ratings[("a", "tamalo", "club")].shown


def test_a_match_nobody_won_moves_nothing() -> None:
    assert rate([table("t", ["a", "b"], [1, 1])]) == {}
    assert rate([Match("t", "tamalo", "standard", (Side(("a",), 1),))]) == {}
