"""Whole games of Scala 40 as tables play them, every total worked out by hand."""

from __future__ import annotations

from typing import Any

from referee.games.base import Applied
from referee.games.scala40 import GAME, Scala40Options, Scala40State

#: What a table may enter during a hand: its summary, or the moves of its detailed log.
IN_HAND = ("hand", "draw", "meld", "attach", "swap", "discard", "close")
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]


def play(
    state: Scala40State, raw: dict[str, Any], options: Scala40Options
) -> tuple[Scala40State, Applied]:
    applied = GAME.apply(state, GAME.parse_move(raw), options)
    return applied.state, applied


def hand(closer: int, *hands: list[str] | int | None, in_mano: bool = False) -> dict[str, Any]:
    return {"type": "hand", "closer": closer, "in_mano": in_mano, "hands": list(hands)}


def said(applied: Applied, lang: str = "en") -> list[str]:
    return [line.text.render(lang, NAMES) for line in applied.lines]


def standings(state: Scala40State, options: Scala40Options) -> list[tuple[str, int, bool]]:
    return [(NAMES[s.seat], s.total, s.out) for s in GAME.standings(state, options)]


def test_three_friends_play_to_101() -> None:
    o = GAME.parse_options({})
    state = GAME.start(3, o)

    # Hand 1, Anna deals: Bruno goes out; Anna holds an ace, a king and a jolly.
    state, applied = play(state, hand(1, ["AH", "KD", "JK"], None, ["5C", "5D"]), o)
    assert applied.hand is not None and applied.hand.scores == (46, 0, 10)
    assert said(applied) == [
        "Anna: A♥ (11) + K♦ (10) + jolly (25) = 46.",
        "Bruno went out: 0 points.",
        "Carla: 5♣ + 5♦ = 10.",
        "Hand 2: Bruno deals.",
    ]

    # Hand 2: Carla goes out in mano; the others pay double.
    state, applied = play(state, hand(2, ["QS", "QC"], ["AS"], None, in_mano=True), o)
    assert applied.hand is not None and applied.hand.scores == (40, 2, 0)  # the lone ace is 1
    assert state.totals == [86, 2, 10]
    assert [a.option for a in applied.hand.alternatives] == ["lone_ace", "in_mano"]

    # Hand 3: Bruno goes out again; Anna's 15 takes her to 101: out.
    state, applied = play(state, hand(1, ["10H", "5S"], None, 30), o)
    assert state.totals == [101, 2, 40]
    assert state.eliminated == [True, False, False]
    assert "Anna reaches 101 and is out (sballa): exactly 101 is already out." in said(applied)
    assert state.dealer == 1  # Carla dealt hand 3; Anna is out, so Bruno deals hand 4
    assert standings(state, o) == [("Bruno", 2, False), ("Carla", 40, False), ("Anna", 101, True)]

    # Hand 4: Anna is out and enters nothing; Carla closes, Bruno pays 99: still in.
    state, applied = play(state, hand(2, None, 99, None), o)
    assert state.totals == [101, 101, 40] and state.finished
    assert state.winners == [2]
    assert said(applied)[-1] == "Only Carla is left: game over, Carla wins."
    outcome = GAME.outcome(state, o)
    assert outcome is not None and outcome.text.render("it", NAMES) == (
        "Vince Carla: tutti gli altri hanno sballato a 101."
    )


def test_five_friends_with_a_buy_back() -> None:
    o = GAME.parse_options({"reentry": "highest", "reentry_stake": 5})
    state = GAME.start(5, o)
    state, _ = play(state, hand(0, None, 60, 30, 20, 10), o)
    state, applied = play(state, hand(4, 5, 50, 20, 10, None), o)
    assert state.totals == [5, 110, 50, 30, 10]
    assert state.eliminated[1]
    assert "Bruno may buy back in, at 50." in said(applied)
    prompt = GAME.prompt(state, o)
    assert prompt.moves == (*IN_HAND, "reenter")
    assert prompt.text.render("en", NAMES).endswith("Before the hand, Bruno may buy back in at 50.")
    assert prompt.text.render("it", NAMES).endswith("Prima della mano Bruno può rientrare, con 50.")

    state, applied = play(state, {"type": "reenter", "seat": 1}, o)
    assert state.totals == [5, 50, 50, 30, 10] and not state.eliminated[1]
    assert said(applied) == [
        "Bruno buys back in at 50, the highest total left. Stake to buy back in: 5."
    ]
    assert applied.hand is not None and applied.hand.scores == (0, -60, 0, 0, 0)

    # Bruno goes out again: once was his only buy back.
    state, _ = play(state, hand(0, None, 60, 10, 10, 10), o)
    assert state.eliminated[1] and GAME.prompt(state, o).moves == IN_HAND
    # Carla, Dario and Elena go out in one hand: Anna wins.
    state, applied = play(state, hand(0, None, None, 50, 80, 90), o)
    assert state.finished and state.winners == [0]
    assert standings(state, o)[0] == ("Anna", 5, False)


def test_closing_in_mano_with_the_bonus_may_go_below_zero() -> None:
    o = GAME.parse_options({"in_mano": "bonus", "in_mano_bonus": 25})
    state = GAME.start(2, o)
    state, applied = play(state, hand(0, None, ["7S", "8S"], in_mano=True), o)
    assert state.totals == [-25, 15]
    assert said(applied)[0] == (
        "Anna went out in mano: a 25 bonus, and the total goes below zero (0 becomes -25)."
    )
    floor = GAME.parse_options({"in_mano": "bonus", "bonus_floor": True})
    state = GAME.start(2, floor)
    state, _ = play(state, hand(0, None, ["7S", "8S"], in_mano=True), floor)
    assert state.totals == [0, 15]


def test_six_players_are_told_and_play_on() -> None:
    o = GAME.parse_options({"threshold": 201})
    (note,) = GAME.notes(o, 6)
    assert note.rules == ("S40-AMB-8",)
    state = GAME.start(6, o)
    state, _ = play(state, hand(5, 100, 100, 100, 100, 100, None), o)
    state, _ = play(state, hand(5, 101, 100, 100, 100, 100, None), o)
    assert state.eliminated == [True, False, False, False, False, False]
    assert state.dealer == 2  # Anna dealt hand 1, Bruno hand 2
