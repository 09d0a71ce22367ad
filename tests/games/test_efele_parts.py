"""Efele's game in parts (``games/efele/parts.py``): each player says where they finished,
the one left that they are the Efele; the parts make the ``game`` move one phone would have
entered (the exit order), and the engine scores it as ever. Four at the table: Ada (seat 0,
the first dealer), Bea, Ciro and Dina; the table's stake is 2 points."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import BadMove, IllegalMove, PartsConflict
from referee.games.efele import GAME as E
from referee.games.efele import EfeleOptions, EfeleState
from referee.games.efele.parts import PARTS

ADA, BEA, CIRO, DINA = range(4)
NAMES = ["Ada", "Bea", "Ciro", "Dina"]


def table() -> tuple[EfeleState, EfeleOptions]:
    options = E.parse_options({"stake": 2})
    return E.start(4, options), options


def made(state: EfeleState, options: EfeleOptions, raw: dict[int, Any]) -> dict[str, Any]:
    parts = {s: PARTS.entered(state, options, s, part) for s, part in raw.items()}
    return PARTS.move(state, options, parts)


def conflict(state: EfeleState, options: EfeleOptions, raw: dict[int, Any]) -> PartsConflict:
    with pytest.raises(PartsConflict) as info:
        made(state, options, raw)
    return info.value


def test_a_game_in_parts_scores_as_the_whole_game_on_one_phone() -> None:
    """Ciro went out first, Ada second, Dina third; Bea was left. The parts make the exit
    order [Ciro, Ada, Dina] and Bea is the Efele: 1 Efele for her, 2 points of stake; the
    places go to the tally (Ciro 1st, Ada 2nd, Dina 3rd, Bea 4th)."""
    state, options = table()
    parts = {ADA: {"out": 2}, BEA: {"efele": True}, CIRO: {"out": 1}, DINA: {"out": 3}}
    move = made(state, options, parts)
    whole = {"type": "game", "exit_order": [CIRO, ADA, DINA]}
    assert move == whole
    by_parts = E.apply(state.model_copy(deep=True), E.parse_move(move), options)
    on_one_phone = E.apply(state.model_copy(deep=True), E.parse_move(whole), options)
    assert by_parts.state == on_one_phone.state
    assert by_parts.hand == on_one_phone.hand and by_parts.hand is not None
    after = by_parts.state
    assert after.efele == BEA and after.counts() == [0, 1, 0, 0]
    assert [t.stakes for t in after.tally] == [0, 2, 0, 0]
    # positions[k]: games finished in place k + 1
    assert [t.positions for t in after.tally] == [
        [0, 1, 0, 0],
        [0, 0, 0, 1],
        [1, 0, 0, 0],
        [0, 0, 1, 0],
    ]
    said = [line.text.render("en", NAMES) for line in by_parts.lines]
    assert "only Bea is left: the Efele, who pays 2 points" in said[-1]


def test_after_a_game_the_parts_enter_the_next_one_dealt_by_the_next_dealer() -> None:
    """Game 1 over (Dina the Efele); the parts of game 2, with nobody tapping "new game":
    the move deals game 2 (Bea, on Ada's left) and scores it. Two players: Ada out, Bea left."""
    state, options = table()
    state = E.apply(
        state, E.parse_move({"type": "game", "exit_order": [ADA, BEA, CIRO]}), options
    ).state
    assert state.game_over and PARTS.owed(state, options) == (ADA, BEA, CIRO, DINA)
    parts = {ADA: {"efele": True}, BEA: {"out": 3}, CIRO: {"out": 1}, DINA: {"out": 2}}
    move = made(state, options, parts)
    assert move == {"type": "game", "exit_order": [CIRO, DINA, BEA]}
    applied = E.apply(state, E.parse_move(move), options)
    said = [line.text.render("en", NAMES) for line in applied.lines]
    assert said[0] == "Game 2: Bea deals, four cards each."
    # Dina (game 1) and Ada (game 2): one Efele each, 2 points each
    assert applied.state.counts() == [1, 0, 0, 1]
    assert [t.stakes for t in applied.state.tally] == [2, 0, 0, 2]


def test_a_game_under_way_in_the_log_owes_no_part() -> None:
    """Ciro's claim is in the log: the game goes on claim by claim, nobody owes a part."""
    state, options = table()
    claim = {"type": "claim", "seat": CIRO, "cards": ["7H", "7L", "7E", "7S"]}
    state = E.apply(state, E.parse_move(claim), options).state
    assert PARTS.owed(state, options) == ()
    with pytest.raises(IllegalMove) as info:
        PARTS.entered(state, options, ADA, {"out": 1})
    assert info.value.rule == "EFE-END"
    assert info.value.text.render("en", NAMES) == "Ada has no part in this hand."


def test_two_players_in_the_same_place_are_a_conflict_between_them() -> None:
    state, options = table()
    parts = {ADA: {"out": 1}, BEA: {"efele": True}, CIRO: {"out": 1}, DINA: {"out": 3}}
    found = conflict(state, options, parts)
    assert found.rule == "EFE-END" and found.seats == (ADA, CIRO)
    assert found.text.render("en", NAMES) == (
        "Ada and Ciro say they went out 1st: each place is one player's."
    )
    assert found.text.render("it", NAMES) == (
        "Ada e Ciro dicono di essere usciti 1º: ogni posto d'uscita è di uno solo."
    )


def test_two_who_say_they_are_the_efele_are_a_conflict() -> None:
    state, options = table()
    parts = {ADA: {"out": 1}, BEA: {"efele": True}, CIRO: {"out": 2}, DINA: {"efele": True}}
    found = conflict(state, options, parts)
    assert found.rule == "EFE-END" and found.seats == (BEA, DINA)
    assert "Bea and Dina say they are the Efele" in found.text.render("en", NAMES)


def test_a_place_beyond_the_last_out_is_refused_as_it_is_entered() -> None:
    """Of four, three go out: a 4th place is the Efele's, said as such."""
    state, options = table()
    with pytest.raises(IllegalMove) as info:
        PARTS.entered(state, options, DINA, {"out": 4})
    assert info.value.rule == "EFE-END"
    assert info.value.text.render("en", NAMES) == (
        "Dina: of 4 players, 3 go out, 1st to 3rd; the one left is the Efele."
    )


@pytest.mark.parametrize(
    "raw",
    [{}, {"out": 0}, {"out": "2"}, {"efele": False}, {"out": 1, "efele": True}, {"cards": []}],
)
def test_a_part_that_is_no_place_is_refused_with_its_shape(raw: dict[str, Any]) -> None:
    state, options = table()
    with pytest.raises(BadMove) as info:
        PARTS.entered(state, options, ADA, raw)
    assert info.value.text.en
