"""A hand in parts (``games/base/parts.py``): each player enters their own part of the hand,
and the parts make the whole-hand move one phone would have entered, checked and scored by
the engine as ever. Scala 40 and Tamalo declare their parts; Ecarté's trick log has none."""

from __future__ import annotations

import random
from typing import Any

import pytest

from referee.games import GAMES
from referee.games.base import BadMove, IllegalMove, PartsConflict

SCALA = GAMES["scala40"]
PARTS = SCALA.parts
assert PARTS is not None


def _parts(state: Any, options: Any, raw: dict[int, Any]) -> dict[int, Any]:
    return {s: PARTS.entered(state, options, s, part) for s, part in raw.items()}


def test_four_players_each_enter_their_part_and_the_hand_scores_as_one_entry() -> None:
    """Anna went out in mano; Bruno holds K♥ Q♥ 5♠ (10 + 10 + 5 = 25), Carla counted 17,
    Dario holds 7♦ 7♣ (14). In mano the others pay double: 50, 34 and 28."""
    options = SCALA.parse_options({})
    state = SCALA.start(4, options)
    parts = _parts(
        state,
        options,
        {
            2: {"total": 17},
            0: {"closed": True, "in_mano": True},
            3: {"cards": ["7D", "7C"]},
            1: {"cards": ["KH", "QH", "5S"]},
        },
    )
    assert PARTS.missing(state, options, parts) == []
    move = PARTS.move(state, options, parts)
    assert move == {
        "type": "hand",
        "closer": 0,
        "in_mano": True,
        "hands": [None, ["KH", "QH", "5S"], 17, ["7D", "7C"]],
    }
    applied = SCALA.apply(state, SCALA.parse_move(move), options)
    assert applied.hand is not None and applied.hand.scores == (0, 50, 34, 28)


def test_the_parts_still_missing_are_said_in_seat_order() -> None:
    options = SCALA.parse_options({})
    state = SCALA.start(4, options)
    entered = _parts(state, options, {2: {"total": 9}})
    assert PARTS.missing(state, options, entered) == [0, 1, 3]
    with pytest.raises(ValueError):
        PARTS.move(state, options, entered)


def test_two_players_who_say_they_went_out_are_a_conflict_between_them() -> None:
    options = SCALA.parse_options({})
    state = SCALA.start(3, options)
    parts = _parts(state, options, {0: {"closed": True}, 1: {"total": 12}, 2: {"closed": True}})
    with pytest.raises(PartsConflict) as conflict:
        PARTS.move(state, options, parts)
    assert conflict.value.rule == "S40-CLOSE" and conflict.value.seats == (0, 2)
    assert conflict.value.text.render("it", ["Anna", "Bruno", "Carla"]) == (
        "Anna e Carla dicono di aver chiuso: in una mano chiude uno solo."
    )


def test_nobody_who_went_out_is_a_conflict_of_everyone() -> None:
    options = SCALA.parse_options({})
    state = SCALA.start(2, options)
    parts = _parts(state, options, {0: {"total": 5}, 1: {"total": 12}})
    with pytest.raises(PartsConflict) as conflict:
        PARTS.move(state, options, parts)
    assert conflict.value.seats == (0, 1)
    assert "Nobody says they went out" in conflict.value.text.en


@pytest.mark.parametrize(
    ("raw", "rule", "said"),
    [
        ({"cards": ["ZZ"]}, "S40-DECK", "'ZZ' is not a card"),
        ({"total": 0}, "S40-CLOSE", "only the closer is left without cards"),
        ({"total": 400}, "S40-VAL-HAND", "400 is too much"),
    ],
)
def test_a_part_is_checked_as_it_is_entered(raw: dict[str, Any], rule: str, said: str) -> None:
    options = SCALA.parse_options({})
    state = SCALA.start(3, options)
    with pytest.raises(IllegalMove) as refused:
        PARTS.entered(state, options, 1, raw)
    assert refused.value.rule == rule and said in refused.value.text.en


@pytest.mark.parametrize("raw", [{}, {"colour": "red"}, 5, {"cards": ["KH"], "total": 10}])
def test_a_part_of_no_known_shape_is_refused_in_both_languages(raw: Any) -> None:
    with pytest.raises(BadMove) as refused:
        PARTS.parse(raw)
    assert refused.value.text.it and refused.value.text.en
    assert refused.value.text.it != refused.value.text.en


def test_a_player_out_of_the_game_has_no_part() -> None:
    """Carla reached 101 in hand 1 (threshold 101): in hand 2 only Anna and Bruno enter."""
    options = SCALA.parse_options({})
    state = SCALA.start(3, options)
    first = {"type": "hand", "closer": 0, "hands": [None, 10, 101]}
    state = SCALA.apply(state, SCALA.parse_move(first), options).state
    assert PARTS.owed(state, options) == (0, 1)
    with pytest.raises(IllegalMove) as refused:
        PARTS.entered(state, options, 2, {"total": 20})
    assert refused.value.text.render("en", ["Anna", "Bruno", "Carla"]) == (
        "Carla has no part in this hand."
    )


def test_a_game_whose_hand_has_no_per_seat_part_declares_none() -> None:
    assert GAMES["ecarte"].parts is None


def _splits_alike(game: Any, seed: int, split: Any) -> None:
    """Random playouts' whole-hand entries, split into each seat's part (``split(state,
    move)`` → raw parts) and put back together, make the same move: the engine scores it
    alike."""
    rng = random.Random(seed)
    options = game.parse_options({})
    state = game.start(rng.randrange(2, 7), options)
    split_hands = 0
    for _ in range(300):
        if game.outcome(state, options) is not None:
            break
        raw = game.random_move(state, options, rng)
        try:
            applied = game.apply(state, game.parse_move(raw), options)
        except IllegalMove:
            continue
        raws = split(game.parts, state, options, raw) if raw.get("type") == "hand" else None
        if raws is not None:
            parts = {s: game.parts.entered(state, options, s, p) for s, p in raws.items()}
            move = game.parts.move(state, options, parts)
            again = game.apply(state, game.parse_move(move), options)
            assert again.hand is not None and applied.hand is not None
            assert again.hand.scores == applied.hand.scores
            split_hands += 1
        state = applied.state
    assert split_hands > 0


def _scala_split(spec: Any, state: Any, options: Any, raw: dict[str, Any]) -> Any:
    if raw.get("closer") is None:
        return None  # closed in the hand's log: the parts are the summary's
    split: dict[int, Any] = {}
    for s in spec.owed(state, options):
        entry = raw["hands"][s]
        if s == raw["closer"]:
            said = {} if raw.get("in_mano") is None else {"in_mano": raw["in_mano"]}
            split[s] = {"closed": True, **said}
        elif isinstance(entry, int):
            split[s] = {"total": entry}
        else:
            split[s] = {"cards": entry}
    return split


@pytest.mark.parametrize("seed", range(40))
def test_any_summary_split_into_parts_makes_the_same_hand(seed: int) -> None:
    _splits_alike(SCALA, seed, _scala_split)


TAMALO = GAMES["tamalo"]
TAMALO_PARTS = TAMALO.parts
assert TAMALO_PARTS is not None


def test_tamalo_players_enter_their_cards_and_whether_they_called() -> None:
    """Anna called with A, 5 and a red King (1 + 5 + 0 = 6): the lowest, but over 5, so
    15 + 6 = 21 (TAM-CALLER-GT5); Bruno counted 14; Carla holds Q and a black King
    (12 + 13 = 25)."""
    options = TAMALO.parse_options({})
    state = TAMALO.start(3, options)
    raw = {
        1: {"total": 14},
        0: {"cards": ["A", "5", "KR"], "called": True},
        2: {"cards": ["Q", "KB"]},
    }
    parts = {s: TAMALO_PARTS.entered(state, options, s, part) for s, part in raw.items()}
    move = TAMALO_PARTS.move(state, options, parts)
    assert move == {"type": "hand", "caller": 0, "hands": [["A", "5", "KR"], 14, ["Q", "KB"]]}
    applied = TAMALO.apply(state, TAMALO.parse_move(move), options)
    assert applied.hand is not None and applied.hand.scores == (21, 14, 25)


def test_two_tamalo_players_who_called_are_a_conflict() -> None:
    options = TAMALO.parse_options({})
    state = TAMALO.start(3, options)
    raw = {0: {"total": 3, "called": True}, 1: {"total": 9}, 2: {"total": 2, "called": True}}
    parts = {s: TAMALO_PARTS.entered(state, options, s, part) for s, part in raw.items()}
    with pytest.raises(PartsConflict) as conflict:
        TAMALO_PARTS.move(state, options, parts)
    assert conflict.value.rule == "TAM-CALL" and conflict.value.seats == (0, 2)


def _tamalo_split(spec: Any, state: Any, options: Any, raw: dict[str, Any]) -> Any:
    return {
        s: {
            **({"total": entry} if isinstance(entry, int) else {"cards": entry}),
            "called": s == raw.get("caller"),
        }
        for s, entry in enumerate(raw["hands"])
    }


@pytest.mark.parametrize("seed", range(30))
def test_any_tamalo_entry_split_into_parts_makes_the_same_hand(seed: int) -> None:
    _splits_alike(TAMALO, seed, _tamalo_split)
