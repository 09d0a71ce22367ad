"""A penalty's points in each game's totals, rule by rule, with the numbers worked by hand:
in the direction that hurts the penalised player (low wins: added; high wins: taken off;
zero-sum: paid to each other player, the sum kept at zero; totals that are not points: kept
apart), and a line that says what it did. And the moves a game declares as scoring at once
without being a hand (a re-entry, a King) are named for what they are."""

from __future__ import annotations

import pytest

from referee.games import ENGINES
from referee.games.base.history import score_history


def test_tamalo_adds_the_points_to_paolos_total() -> None:
    """Low wins in Tamalo: Paolo at 23 takes a 5-point penalty, 23 + 5 = 28."""
    game = ENGINES["tamalo"]
    options = game.parse_options({})
    state = game.start_from(3, options, [10, 23, 4])
    applied = game.penalise(state, 1, 5, options)
    assert game.totals(applied.state) == [10, 28, 4]
    assert game.totals(state) == [10, 23, 4], "the state given is never changed"
    (line,) = applied.lines
    assert (line.seat, line.points) == (1, 5)
    names = ["Anna", "Paolo", "Carla"]
    assert line.text.render("en", names) == "Paolo's total: +5, now 28."
    assert line.text.render("it", names) == "Totale di Paolo: +5, ora 28."


def test_scala40_adds_the_points_too() -> None:
    """Low wins in Scala 40: Marco at 64 takes 10, 64 + 10 = 74."""
    game = ENGINES["scala40"]
    options = game.parse_options({})
    state = game.start_from(3, options, [30, 64, 12])
    assert game.penalty_way == "added"
    assert game.totals(game.penalise(state, 1, 10, options).state) == [30, 74, 12]


def test_ecarte_takes_the_points_off_since_high_wins() -> None:
    """High wins in Ecarté: Bruno at 2 takes a 5-point penalty, 2 − 5 = −3."""
    game = ENGINES["ecarte"]
    options = game.parse_options({})
    state = game.start_from(2, options, [1, 2])
    applied = game.penalise(state, 1, 5, options)
    assert game.penalty_way == "subtracted"
    assert game.totals(applied.state) == [1, -3]
    assert applied.lines[0].points == -5
    assert applied.lines[0].text.render("en", ["Anna", "Bruno"]) == "Bruno's total: −5, now −3."


def test_tarocco_keeps_the_sum_at_zero_the_penalised_pays_each_other_player() -> None:
    """Zero-sum Tarocco, four seats: Carla pays 5 to each of the three others: −15, +5 each."""
    game = ENGINES["tarocco"]
    options = game.parse_options({})
    state = game.start_from(4, options, [12, -4, 2, -10])
    applied = game.penalise(state, 2, 5, options)
    assert game.penalty_way == "paid"
    assert game.totals(applied.state) == [17, 1, -13, -5]
    assert sum(game.totals(applied.state)) == 0
    names = ["Anna", "Bruno", "Carla", "Dario"]
    assert applied.lines[0].text.render("it", names) == (
        "Carla paga 5 a ciascun altro giocatore: −15, ora −13."
    )


def test_efele_keeps_the_points_apart_its_totals_count_games_lost() -> None:
    game = ENGINES["efele"]
    options = game.parse_options({})
    state = game.start(3, options)
    applied = game.penalise(state, 0, 5, options)
    assert game.penalty_way == "apart"
    assert game.totals(applied.state) == game.totals(state)
    assert applied.lines[0].points is None
    assert "outside the totals" in applied.lines[0].text.render("en", ["A", "B", "C"])


@pytest.mark.parametrize(
    ("game_id", "move_type", "kind"),
    [
        ("scala40", "reenter", "reenter"),
        ("ecarte", "declare_king", "king"),
        ("ecarte", "turn_up", "king"),
        ("tamalo", "join", "start"),
    ],
)
def test_a_move_that_scores_without_ending_a_hand_says_what_it_is(
    game_id: str, move_type: str, kind: str
) -> None:
    game = ENGINES[game_id]
    spec = game.move_spec(move_type)
    assert spec is not None and not spec.is_hand
    assert game.score_kinds[move_type] == kind


def test_every_move_that_ends_a_hand_is_a_hand() -> None:
    for game in ENGINES.values():
        for spec in game.move_specs:
            if spec.ends_hand or spec.may_end_hand:
                assert spec.is_hand, (game.id, spec.type)
                assert spec.type not in game.score_kinds


def test_a_kind_the_house_has_no_words_for_is_named_by_the_moves_label() -> None:
    """A game's own move scoring at once, with no ``scores_as``: named by its label."""
    from referee.games.base.history import entries
    from referee.games.base.text import Text

    steps = [(1, "bonus", None, [0, 3])]
    (entry,) = entries(steps, [0, 0], {"bonus": "bonus"}, {"bonus": Text(it="Premio", en="Bonus")})
    assert entry.kind == "bonus" and entry.hand is None
    assert entry.label("it") == "Premio"
    assert entry.text.render("en", ["Anna", "Bruno"]) == "Bonus: Bruno +3"


def test_a_scala40_re_entry_is_not_announced_as_a_hand() -> None:
    """Marco reaches 103 in hand 4 and re-enters at 89 (the highest total left)."""
    game = ENGINES["scala40"]
    o = game.parse_options({"reentry": "highest"})
    start = game.start_from(3, o, [70, 90, 80])

    def hand(closer: int, *hands: int | None) -> dict[str, object]:
        return {"type": "hand", "closer": closer, "in_mano": False, "hands": list(hands)}

    moves = [hand(0, None, 13, 9), {"type": "reenter", "seat": 1}]
    keyed = [(i, m, None) for i, m in enumerate(moves, 1)]
    entries = list(score_history(game, o, start, keyed))
    assert [(e.kind, e.hand) for e in entries] == [("hand", 1), ("reenter", None)]
    # 90 + 13 = 103, out; back in at Carla's 80 + 9 = 89.
    assert entries[1].totals_after == (70, 89, 89)
    assert entries[1].scores == (0, -14, 0)
    assert entries[1].text.render("it", ["Anna", "Marco", "Carla"]) == "Marco rientra a 89"
