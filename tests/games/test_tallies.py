"""The numbers each game counts besides its scores, hand by hand, on hands made for the case:
a Tamalo call won or lost by each reading, a Scala 40 close in mano or not (entered or shown
by the log) and who played a hand, a Tarocco solo made, lost or at par, an Ecarté vole
summarised or logged trick by trick under both rule sets, an Efele by claims, by a whole
game and in a deadlock."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from referee.games import GAMES
from referee.games.base import HandRecord, Tallies
from referee.games.rulebook import RULES


def played(
    game_id: str,
    moves: Sequence[Mapping[str, Any]],
    options: Mapping[str, Any] | None = None,
    seats: int = 4,
) -> list[HandRecord]:
    """The hands the moves end, each as the log keeps it: the move, its lines, its result and
    the state it was applied to."""
    game = GAMES[game_id]
    opts = game.parse_options(dict(options or {}))
    state = game.start(seats, opts)
    hands: list[HandRecord] = []
    for raw in moves:
        move = game.parse_move(raw)
        before = state
        applied = game.apply(state, move, opts, None)
        state = applied.state
        spec = game.move_spec(raw["type"])
        if applied.hand is not None and spec is not None and (spec.ends_hand or spec.may_end_hand):
            hands.append(
                HandRecord(game.dump_move(move), applied.lines, applied.hand, lambda b=before: b)
            )
    return hands


def tallied(game_id: str, hands: Sequence[HandRecord]) -> list[list[tuple[int, str]]]:
    return [GAMES[game_id].tallies.of(hand) for hand in hands]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_declares_its_tallies_in_both_languages_citing_known_rules(
    game_id: str,
) -> None:
    tallies = GAMES[game_id].tallies
    assert isinstance(tallies, Tallies) and tallies.specs
    for spec in tallies.specs:
        assert spec.id.isidentifier()
        assert spec.label.it and spec.label.en and spec.description.it and spec.description.en
        assert spec.description.it != spec.description.en
        assert spec.rules and all(rule in RULES for rule in spec.rules), spec.id


def test_a_game_that_declares_nothing_counts_nothing() -> None:
    (hand,) = played("tamalo", [{"type": "hand", "caller": 0, "hands": [1, 9, 9, 9]}])
    assert Tallies().of(hand) == [] and Tallies().seats_of(hand) == [0, 1, 2, 3]


def tamalo(raws: list[int], caller: int | None, **options: Any) -> list[tuple[int, str]]:
    (hand,) = played("tamalo", [{"type": "hand", "caller": caller, "hands": raws}], options)
    return GAMES["tamalo"].tallies.of(hand)


def test_a_tamalo_call_is_won_by_the_lowest_and_lost_by_a_tie_under_the_strict_reading() -> None:
    assert tamalo([3, 9, 10, 12], 0) == [(0, "calls_won")]
    assert tamalo([5, 9, 10, 12], 0) == [(0, "calls_won")]
    assert tamalo([4, 4, 10, 12], 1) == [(1, "calls_lost")]  # TAM-AMB-1: a tie is not enough
    assert tamalo([4, 4, 10, 12], 1, caller_tie="shared") == [(1, "calls_won")]
    assert tamalo([9, 2, 10, 12], 0) == [(0, "calls_lost")]  # not the lowest


def test_a_tamalo_caller_over_5_loses_the_call_unless_the_table_reads_it_otherwise() -> None:
    assert tamalo([7, 9, 10, 12], 0) == [(0, "calls_lost")]  # 15 + 7, in every case
    assert tamalo([7, 9, 10, 12], 0, caller_over5_lowest="hand") == [(0, "calls_won")]
    # Compared on scores after the under-5 rule, 1 and 3 are both 0: a tie, lost.
    assert tamalo([3, 1, 10, 12], 0, compare_on="adjusted") == [(0, "calls_lost")]
    assert tamalo([3, 9, 10, 12], None) == []


def scala40(moves: list[dict[str, Any]], **options: Any) -> list[HandRecord]:
    return played("scala40", moves, options, seats=3)


def test_a_scala40_close_counts_and_one_in_mano_counts_twice_by_either_reading() -> None:
    plain = {"type": "hand", "closer": 1, "in_mano": False, "hands": [12, None, 20]}
    in_mano = {"type": "hand", "closer": 2, "in_mano": True, "hands": [12, 30, None]}
    hands = scala40([plain, in_mano])
    assert tallied("scala40", hands) == [[(1, "closes")], [(2, "closes"), (2, "in_mano")]]
    bonus = scala40([plain, in_mano], in_mano="bonus")
    assert tallied("scala40", bonus) == [[(1, "closes")], [(2, "closes"), (2, "in_mano")]]


def test_a_scala40_close_the_log_shows_counts_for_the_seat_that_closed() -> None:
    game = GAMES["scala40"]
    assert game.sample is not None
    logged = [dict(m) for m in game.sample.kept_moves()[:12]]
    assert logged[-1]["type"] == "hand"
    logged[-1] = {k: v for k, v in logged[-1].items() if k not in ("closer", "in_mano")}
    (hand,) = played("scala40", logged, game.sample.options, seats=5)
    assert game.tallies.of(hand) == [(0, "closes"), (0, "in_mano")]


def test_a_seat_out_of_scala40_does_not_play_the_hands_after() -> None:
    moves = [
        {"type": "hand", "closer": 0, "in_mano": False, "hands": [None, 120, 20]},
        {"type": "hand", "closer": 2, "in_mano": False, "hands": [15, None, None]},
    ]
    first, second = scala40(moves)
    tallies = GAMES["scala40"].tallies
    assert tallies.seats_of(first) == [0, 1, 2]
    assert tallies.seats_of(second) == [0, 2]  # seat 1 went out at 120


def tarocco(points: int) -> list[tuple[int, str]]:
    move = {"type": "hand", "contract": "solo", "soloist": 2, "card_points": points}
    (hand,) = played("tarocco", [move])
    return GAMES["tarocco"].tallies.of(hand)


def test_a_tarocco_solo_is_made_from_56_lost_under_55_and_neither_at_55() -> None:
    assert tarocco(64) == [(2, "solos_made")]
    assert tarocco(56) == [(2, "solos_made")]
    assert tarocco(40) == [(2, "solos_lost")]
    assert tarocco(55) == []
    pairs = {"type": "hand", "contract": "pairs", "pairs": [[3, 1], [0, 2]], "card_points": 70}
    offer = {"type": "hand", "contract": "offer", "offerer": 1, "taker": 0, "points": 4}
    assert tallied("tarocco", played("tarocco", [pairs, offer])) == [[], []]


def test_a_tarocco_solo_logged_call_by_call_counts_for_its_soloist() -> None:
    game = GAMES["tarocco"]
    assert game.sample is not None
    hands = played("tarocco", game.sample.kept_moves(), game.sample.options)
    # The sample: an offer taken, a hand in pairs, Dario's solo with 64, a hand in pairs.
    assert tallied("tarocco", hands) == [[], [], [(3, "solos_made")], []]


VOLE = [("KH", "8C"), ("QH", "9C"), ("JH", "10C"), ("AH", "JC"), ("10H", "QC")]
SPLIT = [("KH", "8C"), ("QH", "9C"), ("JH", "10C"), ("8D", "9D"), ("7D", "10D")]


def ecarte_logged(tricks: list[tuple[str, str]], **options: Any) -> list[tuple[int, str]]:
    moves = [{"type": "turn_up", "card": "7H"}, {"type": "play"}]
    moves += [{"type": "trick", "lead": lead, "follow": follow} for lead, follow in tricks]
    (hand,) = played("ecarte", moves, options, seats=2)
    return GAMES["ecarte"].tallies.of(hand)


@pytest.mark.parametrize("rule_set", ["seed", "classic"])
def test_an_ecarte_vole_counts_summarised_or_logged_trick_by_trick(rule_set: str) -> None:
    # The challenger (seat 1) leads the trumps and takes all five.
    assert ecarte_logged(VOLE, rule_set=rule_set) == [(1, "voles")]
    assert ecarte_logged(SPLIT, rule_set=rule_set) == []
    summaries = [
        {"type": "hand", "tricks": [5, 0]},
        {"type": "hand", "tricks": [3, 2]},
        {"type": "hand", "tricks": [0, 5]},
    ]
    hands = played("ecarte", summaries, {"rule_set": rule_set, "target": 15}, seats=2)
    assert tallied("ecarte", hands) == [[(0, "voles")], [], [(1, "voles")]]


def test_the_efele_of_each_game_counts_by_claims_by_a_whole_game_and_in_a_deadlock() -> None:
    claims = [
        {"type": "claim", "seat": 3, "cards": ["7H", "7L", "7E", "7S"]},
        {"type": "claim", "seat": 1, "cards": ["OH", "OL", "OE", "OS"]},
        {"type": "claim", "seat": 0, "cards": ["AH", "AL", "AE", "AS"]},
        {"type": "new_game"},
        {"type": "game", "exit_order": [0, 2, 1]},
    ]
    hands = played("efele", claims)
    assert tallied("efele", hands) == [[(2, "efele")], [(3, "efele")]]
    assert all(GAMES["efele"].tallies.seats_of(hand) == [0, 1, 2, 3] for hand in hands)
