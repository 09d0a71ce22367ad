"""Efele's Weli beside the dead values (issue 44): EFE-WELI-LIVE and EFE-AMB-8, rule by rule.

- EFE-WELI-LIVE: a Weli drawn from the stock while values lie dead in the centre is kept, as
  the text's rule 4 sends to the centre only a card "il cui valore è fra quelli già scartati",
  and the Weli has no value of its own.
- EFE-AMB-8: three cards of a dead value and the Weli. The text's note, word for word, lets the
  Weli take "qualsiasi valore (e seme) si desideri": the set wins (the default, as the engine
  always read it). As an option it does not stand, the Weli standing for a dead card.

Every outcome is worked out by hand from the seed's text.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import Applied, IllegalMove
from referee.games.efele import GAME as E
from referee.games.efele import EfeleOptions, EfeleState
from referee.games.rulebook import RULES

NAMES = ["Anna", "Bruno", "Carla", "Dario"]


def opts(**values: Any) -> EfeleOptions:
    return E.parse_options(values)


def apply(state: EfeleState, raw: dict[str, Any], options: EfeleOptions | None = None) -> Applied:
    return E.apply(state, E.parse_move(raw), options or opts())


def run(
    moves: list[dict[str, Any]], seats: int = 4, options: EfeleOptions | None = None
) -> EfeleState:
    options = options or opts()
    state = E.start(seats, options)
    for raw in moves:
        state = apply(state, raw, options).state
    return state


def en(applied: Applied) -> str:
    return " ".join(line.text.render("en", NAMES) for line in applied.lines)


def it(applied: Applied) -> str:
    return " ".join(line.text.render("it", NAMES) for line in applied.lines)


def cited(applied: Applied) -> set[str]:
    return {rule for line in applied.lines for rule in line.rules}


def claim(s: int, *cards: str) -> dict[str, Any]:
    return {"type": "claim", "seat": s, "cards": list(cards)}


def centre(s: int, card: str) -> dict[str, Any]:
    return {"type": "centre", "seat": s, "card": card}


def draw(s: int, card: str) -> dict[str, Any]:
    return {"type": "draw", "seat": s, "card": card, "source": "tallone"}


def four(value: str) -> list[str]:
    return [value + suit for suit in "HLES"]


# -- the rulebook and the option ---------------------------------------------------------------


def test_the_two_rules_quote_the_seed_and_say_their_reading_in_both_languages() -> None:
    live, amb = RULES["EFE-WELI-LIVE"], RULES["EFE-AMB-8"]
    assert not live.ambiguity and amb.ambiguity
    assert "il cui valore è fra quelli già scartati" in live.source_it
    assert "qualsiasi valore (e seme) si desideri" in amb.source_it
    assert "never dead" in live.plain.en and "mai morto" in live.plain.it
    assert "word for word" in amb.summary.en and "alla lettera" in amb.summary.it


def test_the_option_defaults_to_the_texts_reading_and_cites_the_ambiguity() -> None:
    spec = next(s for s in E.option_specs if s.key == "weli_dead_value")
    assert spec.default == "wins" and [c.value for c in spec.choices] == ["wins", "refused"]
    assert spec.rules[0] == "EFE-AMB-8"
    assert opts().weli_dead_value == "wins"


# -- EFE-WELI-LIVE: the Weli drawn while values are dead ---------------------------------------


def test_a_weli_drawn_with_dead_values_is_kept() -> None:
    # worked example: the 9 of Hearts went round (9s dead), then the Ober of Leaves (Obers
    # dead); Dario draws the Weli from the stock: it has no value, so nothing goes to the centre
    state = run([centre(2, "9H"), centre(1, "OL")])
    applied = apply(state, draw(3, "WELI"))
    assert applied.state.centre == ["9H", "OL"]
    assert "EFE-WELI-LIVE" in cited(applied)
    assert "Dario draws the Weli: a good card (even with 9s and Obers dead" in en(applied)
    assert "the Weli is never dead" in en(applied)
    assert "il Weli non è mai morto" in it(applied)


def test_the_draw_check_keeps_the_weli_and_says_why() -> None:
    answer = E.checks.ask("draw", {"dead_values": ["9"], "draws": ["WELI"]}, opts())
    assert answer.kept == "WELI" and answer.to_centre == []  # type: ignore[attr-defined]
    assert "EFE-WELI-LIVE" in answer.rules
    assert "the Weli is never dead" in answer.text.en


# -- EFE-AMB-8: a dead value completed with the Weli -------------------------------------------


def test_by_default_three_of_a_dead_value_and_the_weli_win() -> None:
    # worked example, 3 players: the 9 of Hearts goes round to the centre (9s dead); Anna
    # holds the other three 9s and draws the Weli: she shows them and is out first; Bruno
    # shows four Kings, out second; Carla is left, the Efele: scores (0, 0, 1)
    state = run([centre(2, "9H"), draw(0, "WELI")], seats=3)
    out = apply(state, claim(0, "9L", "9E", "9S", "WELI"))
    assert out.state.exit_order == [0]
    assert {"EFE-AMB-8", "EFE-DEAD", "EFE-WELI"} <= cited(out)
    assert "the Weli takes any value one wishes: as the text says, the set stands" in en(out)
    assert "come dice il testo, la combinazione vale" in it(out)
    end = apply(out.state, claim(1, *four("K")))
    assert end.hand is not None and end.hand.scores == (0, 0, 1)
    # the hand's other reading: Anna would still be in, nobody Efele yet
    (alt,) = end.hand.alternatives
    assert alt.option == "weli_dead_value" and alt.value == "refused"
    assert alt.scores == (0, 0, 0) and "EFE-AMB-8" in alt.rules
    said = alt.text.render("en", NAMES)
    assert said.startswith("With 'It does not stand: the value is dead': Anna would not have")
    assert "nobody Efele yet" in said


def test_refused_reading_three_of_a_dead_value_and_the_weli_do_not_stand() -> None:
    o = opts(weli_dead_value="refused")
    state = run([centre(2, "9H")], options=o)
    before = E.dump_state(state)
    with pytest.raises(IllegalMove) as info:
        apply(state, claim(3, "9L", "9E", "9S", "WELI"), o)
    assert info.value.rule == "EFE-AMB-8"
    assert "the Weli does not complete a dead value" in info.value.text.en
    assert "il Weli non completa un valore morto" in info.value.text.it
    assert E.dump_state(state) == before
    # a live value with the Weli still wins under this reading, and says nothing of it
    live = apply(state, claim(3, "KH", "KL", "KE", "WELI"), o)
    assert live.state.exit_order == [3] and "EFE-AMB-8" not in cited(live)


def test_a_live_value_with_the_weli_cites_no_reading_and_leaves_no_alternative() -> None:
    state = run([claim(0, "KH", "KL", "KE", "WELI")], seats=3)
    end = apply(state, claim(1, *four("9")))
    assert end.hand is not None and end.hand.scores == (0, 0, 1)
    assert end.hand.alternatives == ()


def test_the_reading_decides_whether_the_game_is_deadlocked() -> None:
    # Dario shows four 7s; the 8 to the Ace of Hearts go round to the centre, one each: every
    # value left is dead, but three cards of each are still held somewhere and the Weli is in
    # play, so by default (the Weli completes a dead value) a set can still be made
    others = ["8", "9", "10", "U", "O", "K", "A"]
    moves = [claim(3, *four("7"))] + [centre(0, v + "H") for v in others]
    state = run(moves)
    with pytest.raises(IllegalMove) as info:
        apply(state, {"type": "deadlock"})
    assert info.value.rule == "EFE-AMB-7" and "Aces" in info.value.text.en
    # where the Weli does not complete a dead value, nobody can complete any more: the three
    # left are Efele together, one each
    o = opts(weli_dead_value="refused")
    state = run(moves, options=o)
    applied = apply(state, {"type": "deadlock"}, o)
    assert applied.hand is not None and applied.hand.scores == (1, 1, 1, 0)
