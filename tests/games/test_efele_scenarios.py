"""Efele evenings as tables play them, start to end (the numbers worked out by hand)."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import IllegalMove
from referee.games.efele import GAME as E
from referee.games.efele import EfeleOptions, EfeleState

KIDS = ["Ada", "Bea", "Ciro", "Dina", "Ezio", "Fede", "Gaia"]


def play(
    state: EfeleState, options: EfeleOptions, moves: list[dict[str, Any]]
) -> tuple[EfeleState, list[str]]:
    """Apply ``moves``; the English lines they produced, names filled in."""
    said: list[str] = []
    for raw in moves:
        applied = E.apply(state, E.parse_move(raw), options)
        said += [line.text.render("en", KIDS) for line in applied.lines]
        state = applied.state
    return state, said


def claim(s: int, *cards: str) -> dict[str, Any]:
    return {"type": "claim", "seat": s, "cards": list(cards)}


def four(value: str) -> list[str]:
    return [value + suit for suit in "HLES"]


def test_seven_children_three_games_with_a_salzburger_pack() -> None:
    o = E.parse_options({"stake": 1, "first_dealer": 6})
    state = E.start(7, o)
    assert E.notes(o, 7) == []  # seven leave five cards for the stock
    state, _ = play(state, o, [{"type": "penalty", "forfeit": "Sparecchia la tavola"}])

    # game 1: dealt by Gaia; the centre fills, a dead 9 is drawn, six go out; Dina stays
    state, said = play(
        state,
        o,
        [
            {"type": "centre", "seat": 3, "card": "9H"},
            {"type": "draw", "seat": 4, "card": "9-Laub"},
            {"type": "draw", "seat": 4, "card": "UE"},
            claim(0, "KH", "KL", "KE", "WELI"),
            claim(2, *four("A")),
            claim(5, *four("7")),
            claim(1, *four("O")),
            claim(6, "10-Herz", "10-Laub", "10-Eichel", "10-Schellen"),
            claim(4, *four("8")),
        ],
    )
    assert "Ezio draws the 9 of Leaves" in said[1]
    assert state.efele == 3 and state.exit_order == [0, 2, 5, 1, 6, 4]
    assert "Dina is left: the Efele, who pays 1 point and the forfeit" in said[-1]
    assert "'Sparecchia la tavola'" in said[-1]

    # a claim after the end is refused; the next game goes to Ada, on Gaia's left
    with pytest.raises(IllegalMove) as info:
        E.apply(state, E.parse_move(claim(3, *four("U"))), o)
    assert info.value.rule == "EFE-END"
    state, said = play(state, o, [{"type": "new_game"}])
    assert state.dealer == 0 and "Game 2: Ada deals" in said[0]

    # game 2: entered at once; game 3: Dina again, and Ciro's two Welis are refused first
    state, _ = play(state, o, [{"type": "game", "exit_order": [6, 5, 4, 2, 1, 0]}])
    state, _ = play(state, o, [{"type": "new_game"}])
    with pytest.raises(IllegalMove) as info:
        E.apply(state, E.parse_move(claim(2, "UH", "UL", "WELI", "WELI")), o)
    assert info.value.rule == "EFE-WELI"
    state, _ = play(state, o, [{"type": "game", "exit_order": [0, 1, 2, 4, 5, 6]}])

    assert E.totals(state) == [0, 0, 0, 3, 0, 0, 0]
    assert state.tally[3].stakes == 3 and state.tally[3].average_position == 7.0
    assert state.tally[0].positions == [2, 0, 0, 0, 0, 1, 0]  # out 1st, 6th, 1st
    assert state.tally[6].positions == [1, 0, 0, 0, 1, 1, 0]  # out 5th, 1st, 6th
    state, said = play(state, o, [{"type": "end"}])
    outcome = E.outcome(state, o)
    assert outcome is not None and 3 not in outcome.winners and len(outcome.winners) == 6
    assert "Dina owes 3 penalty points." in said
    assert "Ada, Bea, Ciro, Ezio, Fede and Gaia (0)" in said[-2]


def test_a_bavarian_evening_has_no_weli_and_seven_players_at_most() -> None:
    o = E.parse_options({"deck": "bavarian32"})
    with pytest.raises(Exception) as too_many:
        E.start(8, o)
    assert getattr(too_many.value, "rule", None) == "EFE-PLAYERS"
    state = E.start(3, o)
    with pytest.raises(IllegalMove) as info:
        E.apply(state, E.parse_move(claim(0, "KH", "KL", "KE", "WELI")), o)
    assert info.value.rule == "EFE-AMB-1"
    state, said = play(state, o, [claim(0, *four("K")), claim(2, *four("U"))])
    assert state.efele == 1 and "Bea is left" in said[-1]


def test_a_table_that_only_wants_the_tally() -> None:
    o = E.parse_options({"stake": 2})
    state = E.start(4, o, start_totals=[1, 0, 2, 0])
    for order in ([0, 1, 2], [3, 2, 1], [1, 3, 0]):
        state, _ = play(state, o, [{"type": "game", "exit_order": order}])
    # Efele: 3, then 0, then 2; carried 1, 0, 2, 0
    assert E.totals(state) == [2, 0, 3, 1]
    assert [t.stakes for t in state.tally] == [2, 0, 2, 2]
    rows = E.standings(state, o)
    assert [(r.seat, r.rank) for r in rows] == [(1, 1), (3, 2), (0, 3), (2, 4)]


def test_one_penalty_point_is_said_in_the_singular() -> None:
    """One game, Ciro the Efele at a stake of 1: "Ciro owes 1 penalty point", "Ciro deve 1
    punto di penalità"."""
    o = E.parse_options({})
    state = E.start(3, o)
    state, _ = play(state, o, [{"type": "game", "exit_order": [0, 1]}])
    applied = E.apply(state, E.parse_move({"type": "end"}), o)
    owed = [line for line in applied.lines if line.seat == 2 and line.rules == ("EFE-END",)]
    assert applied.state.tally[2].stakes == 1 and len(owed) == 1
    assert owed[0].text.render("en", KIDS) == "Ciro owes 1 penalty point."
    assert owed[0].text.render("it", KIDS) == "Ciro deve 1 punto di penalità."
