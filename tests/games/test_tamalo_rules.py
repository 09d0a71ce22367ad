"""Tamalo, rule by rule (rules.md §4 and the Comitato's text, seed 003).

Every expected number here is worked out by hand from the rules, never by asking the
engine's own scoring functions.

Longer than a module should be because it follows the rulebook: one group of tests per
rule of rules.md §4, in its order, so a rule's tests are found beside its neighbours'.
"""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import Applied, BadMove, BadOptions, IllegalMove, Line
from referee.games.cards import parse_card
from referee.games.rulebook import RULES, get_rule
from referee.games.tamalo import GAME as T
from referee.games.tamalo import NAMED_MOVES, TamaloOptions, TamaloState, card_value

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]


# -- helpers ------------------------------------------------------------------------------


def opts(**values: Any) -> TamaloOptions:
    return T.parse_options(values)


def apply(state: TamaloState, raw: dict[str, Any], options: TamaloOptions | None = None) -> Applied:
    return T.apply(state, T.parse_move(raw), options or opts())


def run(
    moves: list[dict[str, Any]], seats: int = 4, options: TamaloOptions | None = None
) -> TamaloState:
    options = options or opts()
    state = T.start(seats, options)
    for raw in moves:
        state = apply(state, raw, options).state
    return state


def refused(
    state: TamaloState, raw: dict[str, Any], options: TamaloOptions | None = None
) -> IllegalMove:
    before = T.dump_state(state)
    with pytest.raises(IllegalMove) as info:
        apply(state, raw, options)
    assert T.dump_state(state) == before, "a refused move must leave the state alone"
    return info.value


def hand(caller: int | None, *hands: list[str] | int) -> dict[str, Any]:
    return {"type": "hand", "caller": caller, "hands": list(hands)}


def end_hand(caller: int | None, *hands: list[str] | int, **options: Any) -> Applied:
    """One hand at a fresh table of len(hands) seats."""
    o = opts(**options)
    return apply(T.start(len(hands), o), hand(caller, *hands), o)


def seat_line(applied: Applied, i: int) -> Line:
    found = [line for line in applied.lines if line.seat == i and line.points is not None]
    assert len(found) == 1, f"seat {i} needs exactly one scored line, got {found}"
    return found[0]


def en(line: Line) -> str:
    return line.text.render("en", NAMES)


def it(line: Line) -> str:
    return line.text.render("it", NAMES)


def discard(s: int, card: str) -> dict[str, Any]:
    return {"type": "discard", "seat": s, "card": card}


def match(s: int, card: str, onto: int | None = None) -> dict[str, Any]:
    move: dict[str, Any] = {"type": "match", "seat": s, "card": card}
    if onto is not None:
        move["onto"] = onto
    return move


def take(s: int) -> dict[str, Any]:
    return {"type": "take", "seat": s}


def power(s: int, *targets: int) -> dict[str, Any]:
    return {"type": "power", "seat": s, "targets": list(targets)}


def call(s: int) -> dict[str, Any]:
    return {"type": "tamalo", "seat": s}


def penalty(s: int, cause: str) -> dict[str, Any]:
    return {"type": "penalty", "seat": s, "cause": cause}


def named(s: int, name: str) -> dict[str, Any]:
    return {"type": "named", "seat": s, "name": name}


def join(name: str) -> dict[str, Any]:
    return {"type": "join", "name": name}


def alternative(applied: Applied, option: str) -> tuple[Any, tuple[int, ...]] | None:
    assert applied.hand is not None
    found = [a for a in applied.hand.alternatives if a.option == option]
    assert len(found) <= 1
    return (found[0].value, found[0].scores) if found else None


# -- options -------------------------------------------------------------------------------


def test_defaults_are_the_digests_defaults():
    o = T.parse_options({})
    assert o.target == 100
    assert o.cards == 4
    assert o.jokers == 0
    assert o.caller_tie == "strict"  # TAM-AMB-1 (a)
    assert o.compare_on == "raw"  # TAM-AMB-2 (a)
    assert o.caller_over5_lowest == "always"  # TAM-AMB-3 (a)
    assert o.caller_five == "flat"  # TAM-AMB-4 (a)
    assert o.final_tie == "co_winners"  # TAM-AMB-6 default
    assert o.seven_power is True  # TAM-AMB-10 default
    assert o.matched_vergine is True  # TAM-AMB-11 default
    assert T.parse_options(None) == o
    assert {spec.key: spec.default for spec in T.option_specs} == o.model_dump()


@pytest.mark.parametrize(
    ("raw", "field", "rule"),
    [
        ({"target": 9}, "target", "TAM-END"),
        ({"target": 10_001}, "target", "TAM-END"),
        ({"target": "100"}, "target", "TAM-END"),
        ({"target": True}, "target", "TAM-END"),
        ({"cards": 5}, "cards", "TAM-6CARDS"),
        ({"jokers": 3}, "jokers", "TAM-JOKE"),
        ({"caller_tie": "loose"}, "caller_tie", "TAM-AMB-1"),
        ({"compare_on": "score"}, "compare_on", "TAM-AMB-2"),
        ({"caller_over5_lowest": "never"}, "caller_over5_lowest", "TAM-AMB-3"),
        ({"caller_five": 20}, "caller_five", "TAM-AMB-4"),
        ({"final_tie": "coin"}, "final_tie", "TAM-AMB-6"),
        ({"seven_power": "maybe"}, "seven_power", "TAM-AMB-10"),
        ({"matched_vergine": "sometimes"}, "matched_vergine", "TAM-AMB-11"),
        ({"nonsense": 1}, "nonsense", None),
    ],
)
def test_bad_options(raw: dict[str, Any], field: str, rule: str | None):
    with pytest.raises(BadOptions) as info:
        T.parse_options(raw)
    assert info.value.field == field
    assert info.value.rule == rule
    spec = next((s for s in T.option_specs if s.key == field), None)
    # A known option is named by its label, as the form shows it; an unknown one by its key.
    assert (spec.label.en if spec else field) in info.value.text.en
    assert (spec.label.it if spec else field) in info.value.text.it
    assert info.value.text.en != info.value.text.it


def test_every_option_value_the_form_offers_is_accepted():
    for spec in T.option_specs:
        for choice in spec.choices:
            assert getattr(T.parse_options({spec.key: choice.value}), spec.key) == choice.value
    assert T.parse_options({"target": 10}).target == 10
    assert T.parse_options({"target": 10_000}).target == 10_000


def test_every_rule_the_engine_cites_exists():
    cited = set()
    for spec in T.option_specs:
        cited.update(spec.rules)
    for move in T.move_specs:
        cited.update(move.rules)
    cited.update({"TAM-DECK", "TAM-JOKE", "TAM-SVELTINA", "TAM-PENALTY", "TAM-NAMED", "TAM-JOIN"})
    cited.update(f"TAM-AMB-{n}" for n in (1, 2, 3, 4, 5, 6, 7, 9, 10, 11))
    for rule_id in cited:
        rule = get_rule(rule_id)
        assert rule is not None, rule_id
        assert rule.game == "tamalo"
        assert rule.summary.it and rule.summary.en
    assert {r for r in RULES if r.startswith("TAM-AMB-")} == {f"TAM-AMB-{n}" for n in range(1, 12)}


# -- TAM-PLAYERS ------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_two_to_six_seats(seats: int):
    state = T.start(seats, opts())
    assert T.seat_count(state) == seats
    assert T.totals(state) == [0] * seats
    assert state.hand == 1
    assert not state.finished


@pytest.mark.parametrize("seats", [0, 1, 7, 10])
def test_too_few_or_too_many_seats(seats: int):
    with pytest.raises(BadOptions) as info:
        T.start(seats, opts())
    assert info.value.field == "players"
    assert f"not {seats}" in info.value.text.en
    assert f"non {seats}" in info.value.text.it


@pytest.mark.parametrize("count", [3, 5])
def test_a_hand_entry_needs_one_hand_per_seat(count: int):
    state = T.start(4, opts())
    err = refused(state, hand(None, *([[]] * count)))
    assert err.rule == "TAM-PLAYERS"
    assert f"got {count}" in err.text.en


def test_a_caller_who_is_not_at_the_table():
    err = refused(T.start(3, opts()), hand(3, ["AH"], ["2H"], ["3H"]))
    assert err.rule == "TAM-PLAYERS"
    assert "no seat 3" in err.text.en


# -- TAM-VAL ----------------------------------------------------------------------------------

CARD_VALUES = [
    ("AH", 1),
    ("AS", 1),
    ("A", 1),
    ("2C", 2),
    ("3D", 3),
    ("4S", 4),
    ("5H", 5),
    ("6D", 6),
    ("7", 7),
    ("7S", 7),
    ("8H", 8),
    ("9C", 9),
    ("10D", 10),
    ("10", 10),
    ("JS", 11),
    ("J", 11),
    ("QH", 12),
    ("Q", 12),
    ("KS", 13),  # black king
    ("KC", 13),
    ("KB", 13),
    ("KH", 0),  # red king
    ("KD", 0),
    ("KR", 0),
    ("JK", 15),  # TAM-JOKE
]


@pytest.mark.parametrize(("code", "value"), CARD_VALUES)
def test_card_value(code: str, value: int):
    assert card_value(parse_card(code)) == value


@pytest.mark.parametrize(("code", "value"), CARD_VALUES)
def test_card_value_in_a_scored_hand(code: str, value: int):
    # with a 5 of clubs beside it the hand is never under 5: it scores exactly its sum
    applied = end_hand(None, [code, "5C"], ["9S"], jokers=1)
    assert applied.hand is not None
    assert applied.hand.scores == (value + 5, 9)
    line = seat_line(applied, 0)
    assert line.points == value + 5
    assert line.rules == ("TAM-VAL",)
    assert en(line).endswith(f"= {value + 5}.")
    assert it(line).endswith(f"= {value + 5}.")


def test_a_hand_is_the_sum_of_its_cards_and_the_line_shows_the_sum():
    applied = end_hand(None, ["AH", "2C", "3D", "KH", "QS", "KS"], ["9S"])
    assert applied.hand is not None
    assert applied.hand.scores == (1 + 2 + 3 + 0 + 12 + 13, 9)
    line = seat_line(applied, 0)
    assert en(line) == "Anna: A♥ (1) + 2♣ + 3♦ + K♥ (0) + Q♠ (12) + K♠ (13) = 31."
    assert it(line) == "Anna: A♥ (1) + 2♣ + 3♦ + K♥ (0) + Q♠ (12) + K♠ (13) = 31."


def test_a_typed_total_counts_as_typed():
    applied = end_hand(None, 14, 37, ["9S"])
    assert applied.hand is not None
    assert applied.hand.scores == (14, 37, 9)
    assert en(seat_line(applied, 0)) == "Anna: 14 (typed total)."
    assert it(seat_line(applied, 1)) == "Bruno: 37 (totale scritto)."


def test_an_empty_hand_is_zero():
    applied = end_hand(None, [], ["9S"])
    assert applied.hand is not None
    assert applied.hand.scores == (0, 9)
    assert en(seat_line(applied, 0)) == "Anna: no cards, 0, under 5 counts 0."


def test_joker_values_in_jokes_mode():
    applied = end_hand(None, ["JK", "JK"], ["AH"], jokers=2)
    assert applied.hand is not None
    assert applied.hand.scores == (30, 0)
    assert en(seat_line(applied, 0)) == "Anna: Joker (15) + Joker (15) = 30."
    assert it(seat_line(applied, 0)) == "Anna: Jolly (15) + Jolly (15) = 30."


# -- TAM-LT5 and TAM-AMB-5 --------------------------------------------------------------------


UNDER_5 = ("TAM-VAL", "TAM-LT5")
PLAIN = ("TAM-VAL",)


@pytest.mark.parametrize(
    ("cards", "points", "rules"),
    [
        ([], 0, UNDER_5),
        (["AH"], 0, UNDER_5),
        (["KH", "KD"], 0, UNDER_5),
        (["2S", "2H"], 0, UNDER_5),
        (["4D"], 0, UNDER_5),  # TAM-AMB-5: 4 → 0
        (["AS", "3S"], 0, UNDER_5),
        (["KR", "4C"], 0, UNDER_5),
        (4, 0, UNDER_5),
        (["5D"], 5, PLAIN),  # TAM-AMB-5: 5 → 5
        (["2D", "3C"], 5, PLAIN),
        (["KD", "5S"], 5, PLAIN),
        (5, 5, PLAIN),
        (["6H"], 6, PLAIN),
        (["AC", "2D", "3H"], 6, PLAIN),
    ],
)
def test_under_five_counts_zero_for_a_non_caller(
    cards: list[str] | int, points: int, rules: tuple[str, ...]
):
    applied = end_hand(None, cards, ["9S"])
    assert applied.hand is not None
    assert applied.hand.scores == (points, 9)
    line = seat_line(applied, 0)
    assert line.points == points
    assert line.rules == rules
    assert ("under 5 counts 0" in en(line)) is (rules == UNDER_5)
    assert ("meno di 5 vale 0" in it(line)) is (rules == UNDER_5)


@pytest.mark.parametrize(
    ("cards", "points", "ending"),
    [
        (["4H"], 0, "and is the lowest: under 5 counts 0."),
        (["AH", "3C"], 0, "and is the lowest: under 5 counts 0."),
        (["KD"], 0, "and is the lowest: under 5 counts 0."),
        (["5H"], 5, "and is the lowest: 5 counts 5."),
        (["2H", "3C"], 5, "and is the lowest: 5 counts 5."),
    ],
)
def test_under_five_for_a_caller_who_is_lowest(cards: list[str], points: int, ending: str):
    applied = end_hand(0, cards, ["9S"], ["6D"])
    assert applied.hand is not None
    assert applied.hand.scores == (points, 9, 6)
    line = seat_line(applied, 0)
    assert line.points == points
    # the lowest caller scores as anyone: the caller-not-the-lowest rule did not decide it
    assert line.rules == ("TAM-VAL", "TAM-LT5")
    assert en(line).endswith(ending)


# -- TAM-CALLER-NL ----------------------------------------------------------------------------


def test_caller_not_the_lowest_scores_15():
    applied = end_hand(0, ["3H"], ["2S"], ["9C"])
    assert applied.hand is not None
    assert applied.hand.scores == (15, 0, 9)
    line = seat_line(applied, 0)
    assert line.points == 15
    assert line.rules == ("TAM-CALLER-NL",)
    assert en(line) == "Anna called Tamalo with 3 (3♥), not the lowest (Bruno has 2): 15."
    assert it(line) == (
        "Anna ha chiamato Tamalo con 3 (3♥) ma non ha il totale più basso (Bruno ha 2): 15."
    )


def test_caller_with_zero_beaten_by_nobody_but_tied_takes_15():
    # two red kings are 0, an empty hand is 0: a tie, and by default a tie is not enough
    applied = end_hand(2, ["8S"], [], ["KH", "KD"])
    assert applied.hand is not None
    assert applied.hand.scores == (8, 0, 15)


def test_caller_who_is_lowest_scores_the_hand_under_lt5():
    applied = end_hand(1, ["8S", "2C"], ["AH", "2H"], ["QD"], ["5S"])
    assert applied.hand is not None
    assert applied.hand.scores == (10, 0, 12, 5)
    assert applied.hand.alternatives == ()


def test_the_callers_stats():
    state = run(
        [
            hand(0, ["AH"], ["9S"]),  # lowest
            hand(0, ["8H"], ["2S"]),  # not lowest
            hand(1, ["3D"], ["3C"]),  # tied: not lowest by default
            hand(None, ["2D"], ["2C"]),  # both lowest, no call
        ],
        seats=2,
    )
    assert (state.stats[0].calls, state.stats[0].calls_lowest) == (2, 1)
    assert (state.stats[1].calls, state.stats[1].calls_lowest) == (1, 0)
    assert state.stats[0].hands_lowest == 3  # hands 1, 3 (tie) and 4 (tie)
    assert state.stats[1].hands_lowest == 3  # hands 2, 3 and 4


# -- TAM-CALLER-GT5 ---------------------------------------------------------------------------


def test_the_issue_example_caller_with_7_not_lowest_scores_22():
    applied = end_hand(0, ["3H", "4C"], ["2S"], ["KD", "JS"], 14)
    assert applied.hand is not None
    assert applied.hand.scores == (22, 0, 11, 14)
    assert applied.state.totals == [22, 0, 11, 14]
    line = seat_line(applied, 0)
    assert line.points == 22
    assert line.rules == ("TAM-CALLER-GT5",)
    assert en(line) == "Anna called Tamalo with 7 (3♥ + 4♣), not the lowest: 15 + 7 = 22."
    assert (
        it(line)
        == "Anna ha chiamato Tamalo con 7 (3♥ + 4♣) ma non ha il totale più basso: 15 + 7 = 22."
    )


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (["6H"], 21),
        (["KS", "QS"], 40),
        (["JK"], 30),
        (["KB", "KC", "JD"], 15 + 37),
        (99, 114),
    ],
)
def test_caller_over_five_not_lowest(cards: list[str] | int, points: int):
    applied = end_hand(0, cards, ["AH"], jokers=1)
    assert applied.hand is not None
    assert applied.hand.scores == (points, 0)
    assert seat_line(applied, 0).rules == ("TAM-CALLER-GT5",)


# -- TAM-AMB-1: caller tied for the lowest ------------------------------------------------------


TIE = (0, ["AH", "2H"], ["3S"], ["JD"])  # caller 3, Bruno 3, Carla 11


def test_amb1_default_strict_a_tie_costs_15():
    caller, *hands = TIE
    applied = end_hand(caller, *hands)
    assert applied.hand is not None
    assert applied.hand.scores == (15, 0, 11)
    line = seat_line(applied, 0)
    assert line.rules == ("TAM-CALLER-NL", "TAM-AMB-1")
    assert en(line) == (
        "Anna called Tamalo with 3 (A♥ (1) + 2♥), tied for the lowest with Bruno, "
        "and a tie is not enough: 15."
    )
    assert alternative(applied, "caller_tie") == ("shared", (0, 0, 11))


def test_amb1_shared_a_tie_is_enough():
    caller, *hands = TIE
    applied = end_hand(caller, *hands, caller_tie="shared")
    assert applied.hand is not None
    assert applied.hand.scores == (0, 0, 11)
    line = seat_line(applied, 0)
    assert line.rules == ("TAM-VAL", "TAM-LT5", "TAM-AMB-1")
    assert alternative(applied, "caller_tie") == ("strict", (15, 0, 11))


def test_amb1_shared_still_needs_no_one_lower():
    applied = end_hand(0, ["3H"], ["3S"], ["2D"], caller_tie="shared")
    assert applied.hand is not None
    assert applied.hand.scores == (15, 0, 0)


# -- TAM-AMB-2: compare on raw totals or adjusted scores ----------------------------------------


def test_amb2_default_raw_one_beats_three():
    applied = end_hand(0, ["AH"], ["3S"], ["9D"])
    assert applied.hand is not None
    assert applied.hand.scores == (0, 0, 9)
    # the raw reading decided it (after the under-5 rule 1 and 3 would tie): it is cited
    assert seat_line(applied, 0).rules == ("TAM-VAL", "TAM-LT5", "TAM-AMB-2")
    assert alternative(applied, "compare_on") == ("adjusted", (15, 0, 9))


def test_amb2_adjusted_one_and_three_both_count_zero_and_tie():
    applied = end_hand(0, ["AH"], ["3S"], ["9D"], compare_on="adjusted")
    assert applied.hand is not None
    assert applied.hand.scores == (15, 0, 9)
    line = seat_line(applied, 0)
    assert line.rules == ("TAM-CALLER-NL", "TAM-AMB-1", "TAM-AMB-2")
    assert alternative(applied, "compare_on") == ("raw", (0, 0, 9))


@pytest.mark.parametrize(
    ("compare_on", "caller_tie", "caller_score"),
    [
        # caller 3, Bruno 1: by raw totals the caller is not lowest whatever the tie rule
        ("raw", "strict", 15),
        ("raw", "shared", 15),
        # after the under-5 rule both are 0: a tie, which only "shared" accepts
        ("adjusted", "strict", 15),
        ("adjusted", "shared", 0),
    ],
)
def test_amb2_with_amb1(compare_on: str, caller_tie: str, caller_score: int):
    applied = end_hand(0, ["3C"], ["AD"], ["7H"], compare_on=compare_on, caller_tie=caller_tie)
    assert applied.hand is not None
    assert applied.hand.scores == (caller_score, 0, 7)


# -- TAM-AMB-3: caller over five who IS the lowest ----------------------------------------------


def test_amb3_default_always_15_plus_hand():
    applied = end_hand(0, ["6H"], ["7S"], ["QD"])
    assert applied.hand is not None
    assert applied.hand.scores == (21, 7, 12)
    line = seat_line(applied, 0)
    assert line.rules == ("TAM-CALLER-GT5", "TAM-AMB-3")
    assert en(line) == (
        "Anna called Tamalo with 6 (6♥): the lowest, but over 5, so in every case 15 + 6 = 21."
    )
    assert alternative(applied, "caller_over5_lowest") == ("hand", (6, 7, 12))


def test_amb3_hand_only_the_hand_counts():
    applied = end_hand(0, ["6H"], ["7S"], ["QD"], caller_over5_lowest="hand")
    assert applied.hand is not None
    assert applied.hand.scores == (6, 7, 12)
    line = seat_line(applied, 0)
    assert line.rules == ("TAM-VAL", "TAM-AMB-3")
    assert en(line) == "Anna called Tamalo with 6 (6♥) and is the lowest: only the hand counts, 6."
    assert alternative(applied, "caller_over5_lowest") == ("always", (21, 7, 12))


def test_amb3_hand_does_not_spare_a_caller_who_is_not_lowest():
    applied = end_hand(0, ["7H"], ["6S"], caller_over5_lowest="hand")
    assert applied.hand is not None
    assert applied.hand.scores == (22, 6)


# -- TAM-AMB-4: caller not lowest with exactly five ---------------------------------------------


def test_amb4_default_flat_15():
    applied = end_hand(0, ["2H", "3H"], ["4S"], ["8D"])
    assert applied.hand is not None
    assert applied.hand.scores == (15, 0, 8)
    line = seat_line(applied, 0)
    assert line.rules == ("TAM-CALLER-NL", "TAM-AMB-4")
    assert en(line).endswith("not the lowest (Bruno has 4): 15.")
    assert alternative(applied, "caller_five") == ("plus_hand", (20, 0, 8))


def test_amb4_plus_hand_20():
    applied = end_hand(0, ["2H", "3H"], ["4S"], ["8D"], caller_five="plus_hand")
    assert applied.hand is not None
    assert applied.hand.scores == (20, 0, 8)
    line = seat_line(applied, 0)
    assert line.rules == ("TAM-CALLER-NL", "TAM-AMB-4")
    assert en(line).endswith("not the lowest (Bruno has 4): 15 + 5 = 20.")
    assert alternative(applied, "caller_five") == ("flat", (15, 0, 8))


@pytest.mark.parametrize("caller_five", ["flat", "plus_hand"])
def test_amb4_does_not_touch_a_caller_with_five_who_is_lowest(caller_five: str):
    applied = end_hand(0, ["5H"], ["6S"], caller_five=caller_five)
    assert applied.hand is not None
    assert applied.hand.scores == (5, 6)
    assert alternative(applied, "caller_five") is None


@pytest.mark.parametrize("caller_five", ["flat", "plus_hand"])
def test_amb4_does_not_touch_a_caller_under_five(caller_five: str):
    applied = end_hand(0, ["4H"], ["2S"], caller_five=caller_five)
    assert applied.hand is not None
    assert applied.hand.scores == (15, 0)


# -- TAM-AMB-9: a hand without a call -----------------------------------------------------------


def test_amb9_a_hand_without_a_caller_scores_everyone_by_lt5():
    applied = end_hand(None, ["3H"], ["2S"], ["9C", "KD"])
    assert applied.hand is not None
    assert applied.hand.scores == (0, 0, 9)
    assert applied.hand.alternatives == ()
    no_call = [line for line in applied.lines if line.seat is None]
    assert [line.rules for line in no_call] == [("TAM-AMB-9",)]
    assert en(no_call[0]) == "Nobody called Tamalo this hand."


# -- TAM-END and TAM-AMB-6 ----------------------------------------------------------------------


def test_exactly_100_ends_the_game():
    applied = end_hand(None, 100, 7)
    state = applied.state
    assert state.totals == [100, 7]
    assert state.finished
    assert state.winners == [1]
    outcome = T.outcome(state, opts())
    assert outcome is not None
    assert outcome.winners == (1,)
    assert outcome.rules == ("TAM-END",)
    assert outcome.text.render("en", NAMES) == "Bruno wins with 7."
    assert outcome.text.render("it", NAMES) == "Vince Bruno con 7."
    end_lines = [line for line in applied.lines if "TAM-END" in line.rules]
    assert len(end_lines) == 1
    assert end_lines[0].seat == 1
    assert en(end_lines[0]) == "100 reached: Anna (100). Game over: Bruno wins with 7."
    prompt = T.prompt(state, opts())
    assert prompt.phase == "finished"
    assert prompt.moves == ()


def test_99_does_not_end_the_game():
    state = end_hand(None, 99, 7).state
    assert state.totals == [99, 7]
    assert not state.finished
    assert T.outcome(state, opts()) is None
    assert T.prompt(state, opts()).phase == "playing"
    # one more point-scoring hand takes it over
    applied = apply(state, hand(None, ["5S"], ["AH"]))
    assert applied.state.totals == [104, 7]
    assert applied.state.winners == [1]


def test_the_totals_add_up_hand_after_hand_and_the_lowest_wins():
    state = run(
        [
            hand(None, 40, 30, 20),
            hand(2, 40, 30, ["9H"]),  # Carla calls with 9 and is lowest: 15 + 9
            hand(None, 30, ["AH"], 50),
        ],
        seats=3,
    )
    assert state.totals == [110, 60, 94]
    assert state.finished
    assert state.winners == [1]
    assert [(s.seat, s.total, s.rank) for s in T.standings(state, opts())] == [
        (1, 60, 1),
        (2, 94, 2),
        (0, 110, 3),
    ]


@pytest.mark.parametrize(
    ("target", "first", "ends"),
    [
        (50, 49, False),
        (50, 50, True),
        (10, 9, False),
        (10, 10, True),
        (150, 100, False),
        (150, 149, False),
        (150, 150, True),
    ],
)
def test_the_target_option(target: int, first: int, ends: bool):
    state = end_hand(None, first, 0, target=target).state
    assert state.finished is ends
    assert state.winners == ([1] if ends else [])


def test_everyone_can_reach_the_target_at_once_the_lowest_still_wins():
    state = end_hand(None, 120, 101, 130).state
    assert state.finished
    assert state.winners == [1]


def test_after_the_end_every_move_is_refused_with_tam_end():
    state = end_hand(None, 100, 0).state
    for raw in (
        hand(None, ["AH"], ["2H"]),
        call(0),
        discard(0, "AH"),
        match(1, "AS"),
        take(0),
        power(0),
        penalty(1, "relook"),
        named(0, "pd"),
        join("Zoe"),
    ):
        err = refused(state, raw)
        assert err.rule == "TAM-END"
        assert err.text.en == "The game is over: no more moves."


def _tie_at_the_end(final_tie: str) -> tuple[Applied, TamaloOptions]:
    o = opts(final_tie=final_tie)
    state = apply(T.start(3, o), hand(None, 40, 40, 60), o).state
    return apply(state, hand(None, 10, 10, 50), o), o


def test_amb6_default_co_winners():
    applied, o = _tie_at_the_end("co_winners")
    state = applied.state
    assert state.totals == [50, 50, 110]
    assert state.finished
    assert state.winners == [0, 1]
    outcome = T.outcome(state, o)
    assert outcome is not None
    assert outcome.winners == (0, 1)
    assert outcome.rules == ("TAM-END", "TAM-AMB-6")
    assert outcome.text.render("en", NAMES) == "Anna and Bruno share the win with 50."
    assert outcome.text.render("it", NAMES) == "Vincono insieme Anna e Bruno con 50."
    ranks = {s.seat: s.rank for s in T.standings(state, o)}
    assert ranks == {0: 1, 1: 1, 2: 3}


def test_amb6_play_on_another_hand_decides():
    applied, o = _tie_at_the_end("play_on")
    state = applied.state
    assert state.totals == [50, 50, 110]
    assert not state.finished
    assert T.outcome(state, o) is None
    tie_lines = [line for line in applied.lines if "TAM-AMB-6" in line.rules]
    assert len(tie_lines) == 1
    assert tie_lines[0].rules == ("TAM-END", "TAM-AMB-6")
    assert en(tie_lines[0]).endswith(
        "Anna and Bruno are tied for the lowest with 50: another hand decides."
    )
    # still tied after another hand: play on again
    state = apply(state, hand(None, ["AH"], ["2H"], ["3H"]), o).state
    assert state.totals == [50, 50, 110]
    assert not state.finished
    # the next hand breaks the tie
    state = apply(state, hand(None, ["AH"], ["5H"], ["3D"]), o).state
    assert state.totals == [50, 55, 110]
    assert state.finished
    assert state.winners == [0]


# -- TAM-JOIN and TAM-AMB-7 ---------------------------------------------------------------------


def test_amb7_a_late_joiner_starts_with_the_highest_total():
    state = end_hand(0, ["3H", "4C"], ["2S"], ["KD", "JS"], 14).state
    assert state.totals == [22, 0, 11, 14]
    applied = apply(state, join("Elena"))
    assert applied.hand is None
    assert applied.state.totals == [22, 0, 11, 14, 22]
    assert T.seat_count(applied.state) == 5
    (line,) = applied.lines
    assert line.seat == 4
    assert line.points == 22
    assert line.rules == ("TAM-JOIN", "TAM-AMB-7")
    assert en(line) == "Elena joins the game in progress with the last-placed total: 22."
    assert it(line) == ("Elena entra a partita iniziata con i punti dell'ultimo in classifica: 22.")
    # the joiner is last (tied) in the standings, not first
    standings = T.standings(applied.state, opts())
    assert [s.seat for s in standings][-2:] == [0, 4]
    assert {s.seat: s.rank for s in standings}[4] == 4


def test_a_joiner_before_any_points_starts_at_zero():
    applied = apply(T.start(2, opts()), join("Carla"))
    assert applied.state.totals == [0, 0, 0]


def test_after_a_join_the_hand_needs_the_new_seat_too():
    state = run([hand(None, 20, 30), join("Carla")], seats=2)
    assert state.totals == [20, 30, 30]
    err = refused(state, hand(None, ["AH"], ["2H"]))
    assert err.rule == "TAM-PLAYERS"
    state = apply(state, hand(2, ["9H"], ["8H"], ["AH"])).state
    assert state.totals == [29, 38, 30]
    # the new seat is a seat like the others for the in-hand log
    state = apply(state, penalty(2, "out_of_turn")).state
    assert state.stats[2].penalties == {"out_of_turn": 1}


@pytest.mark.parametrize(
    ("first", "caller"),
    [
        (discard(0, "9C"), None),
        (call(1), 1),
        (penalty(2, "relook"), None),
        (named(0, "coppiona"), None),
    ],
)
def test_joining_is_refused_mid_hand(first: dict[str, Any], caller: int | None):
    state = run([hand(None, 10, 20, 30), first], seats=3)
    assert "join" not in T.prompt(state, opts()).moves
    err = refused(state, join("Dario"))
    assert err.rule == "TAM-JOIN"
    assert err.text.en == "Players join between hands: finish this hand first."
    # between the next two hands it is fine again
    state = apply(state, hand(caller, ["9H"], ["8H"], ["7H"])).state
    assert "join" in T.prompt(state, opts()).moves
    assert apply(state, join("Dario")).state.seats == 4


def test_at_most_six_seats():
    state = run([join("Elena")], seats=5)
    assert state.seats == 6
    assert "join" not in T.prompt(state, opts()).moves
    err = refused(state, join("Franco"))
    assert err.rule == "TAM-PLAYERS"
    assert "at most 6" in err.text.en
    err = refused(T.start(6, opts()), join("Giulia"))
    assert err.rule == "TAM-PLAYERS"


# -- TAM-DECK and TAM-JOKE ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "rule", "message"),
    [
        ([["AH", "5C"], ["AH"]], "TAM-DECK", "A♥ appears 2 times: the deck has one."),
        ([["7H", "7S", "7D"], ["7C", "7"]], "TAM-DECK", "5 cards of rank 7: the deck has 4."),
        ([["KH", "KD"], ["KR"]], "TAM-DECK", "3 red kings: the deck has 2."),
        ([["KS"], ["KB", "KB"]], "TAM-DECK", "3 black kings: the deck has 2."),
        ([["JK"], ["AH"]], "TAM-JOKE", "There are jokers, but this table plays without jokers."),
    ],
)
def test_a_hand_entry_the_deck_cannot_hold(hands: list[list[str]], rule: str, message: str):
    err = refused(T.start(2, opts()), hand(None, *hands))
    assert err.rule == rule
    assert err.text.en == message


@pytest.mark.parametrize(("allowed", "jokers"), [(1, 2), (2, 3)])
def test_more_jokers_than_the_table_plays_with(allowed: int, jokers: int):
    o = opts(jokers=allowed)
    hands = [["JK"] * jokers, ["AH"]]
    err = refused(T.start(2, o), hand(None, *hands), o)
    assert err.rule == "TAM-JOKE"
    assert err.text.en == f"{jokers} jokers: this table plays with {allowed}."


def test_jokes_mode_two_jokers_are_fine():
    applied = end_hand(1, ["JK", "AH"], ["JK", "KH"], jokers=2)
    assert applied.hand is not None
    # Bruno calls with 15 + 0 = 15 and is lowest (Anna has 16), but over 5: 15 + 15
    assert applied.hand.scores == (16, 30)


def test_rank_only_codes_and_typed_totals_are_not_duplicates():
    applied = end_hand(None, ["7", "7"], ["7", "KR"], 50, 50)
    assert applied.hand is not None
    assert applied.hand.scores == (14, 7, 50, 50)


def test_a_refused_hand_leaves_the_table_where_it_was():
    state = run([hand(None, 10, 20)], seats=2)
    err = refused(state, hand(None, ["QH"], ["QH"]))
    assert err.rule == "TAM-DECK"
    assert state.hand == 2
    assert state.totals == [10, 20]


# -- TAM-DECK with the in-hand log: what a seat threw away is not in its hand ---------------------


@pytest.mark.parametrize(
    ("log", "hands", "who", "card"),
    [
        # Anna discarded the 9♥ and nobody took it: she cannot hold it at the end
        ([discard(0, "9H")], (["9H", "AC"], ["2S"], ["3S"]), "Anna", "9♥"),
        # Bruno matched his 9♠ away onto it
        ([discard(0, "9H"), match(1, "9S")], (["AC"], ["9S", "2S"], ["3S"]), "Bruno", "9♠"),
        # under a later discard it is still on the pile
        ([discard(2, "KD"), discard(0, "4C")], (["AC"], ["2S"], ["3S", "KD"]), "Carla", "K♦"),
    ],
)
def test_a_card_thrown_away_and_still_on_the_pile_is_not_in_the_hand(
    log: list[dict[str, Any]], hands: tuple[list[str], ...], who: str, card: str
):
    state = run([*log, call(1)], seats=3)
    err = refused(state, hand(1, *hands))
    assert err.rule == "TAM-DECK"
    assert err.text.render("en", NAMES) == (
        f"{who} discarded {card} and it is still on the discard pile: it can't also be in their "
        f"hand. Check {who}'s cards, or undo the wrong move in the hand's log."
    )
    assert err.text.render("it", NAMES) == (
        f"{who} ha scartato {card} e negli scarti c'è ancora: non può essere anche nella sua "
        f"mano. Controllate le carte di {who}, o annullate la mossa sbagliata nel registro della "
        "mano."
    )


def test_cards_named_by_rank_are_counted_with_what_the_seat_threw_away():
    # Anna threw two 7s away and nobody took them: three more 7s make five
    state = run([discard(0, "7H"), match(0, "7S")], seats=2)
    err = refused(state, hand(None, ["7", "7", "7"], ["AH"]))
    assert err.rule == "TAM-DECK"
    assert err.text.render("en", NAMES) == (
        "Counting the cards Anna discarded that are still on the discard pile (7♥, 7♠): 5 cards "
        "of rank 7: the deck has 4. Check Anna's cards, or undo the wrong move in the hand's log."
    )
    assert err.text.render("it", NAMES) == (
        "Contando anche le carte che Anna ha scartato e che sono ancora negli scarti (7♥, 7♠): "
        "5 carte di rango 7: il mazzo ne ha 4. Controllate le carte di Anna, o annullate la "
        "mossa sbagliata nel registro della mano."
    )
    # two more 7s fit: the 7♦ and the 7♣
    assert apply(state, hand(None, ["7", "7"], ["AH"])).hand is not None


def test_a_joker_thrown_away_counts_against_the_jokers_in_play():
    o = opts(jokers=1)
    state = run([discard(0, "JK")], seats=2, options=o)
    err = refused(state, hand(None, ["JK"], ["AH"]), o)
    assert err.rule == "TAM-JOKE"
    assert err.text.render("en", NAMES).startswith(
        "Counting the cards Anna discarded that are still on the discard pile (Joker): 2 jokers: "
        "this table plays with 1."
    )
    # with two jokers Anna may hold the other one; the joker still waiting ends with the hand
    o = opts(jokers=2)
    state = run([discard(0, "JK")], seats=2, options=o)
    assert apply(state, hand(None, ["JK"], ["AH"]), o).hand is not None


@pytest.mark.parametrize(
    ("log", "hands"),
    [
        # taken back by a logged take: it may have come round to anyone, Anna included
        ([discard(0, "9H"), take(1)], (["9H"], ["2S"], ["3S"])),
        ([discard(0, "9H"), take(1)], (["AC"], ["9H"], ["3S"])),
        # someone else holding a card Anna threw away is not held against Anna
        ([discard(0, "9H")], (["AC"], ["2S"], ["3S"])),
        # named by rank or colour: one of the other cards of that rank or colour
        ([discard(0, "9H")], (["9", "AC"], ["2S"], ["3S"])),
        ([discard(0, "KS")], (["KB"], ["2S"], ["3S"])),
        # a typed total is not looked into
        ([discard(0, "9H")], (9, ["2S"], ["3S"])),
        # penalty cards may have been matched or swapped away unlogged: no count is checked
        ([penalty(0, "relook"), penalty(0, "wrong_discard")], ([], ["2S"], ["3S"])),
        ([discard(2, "AD"), penalty(0, "relook"), match(0, "AC")], ([], ["2S"], ["3S"])),
    ],
)
def test_what_the_log_does_not_prove_is_not_refused(
    log: list[dict[str, Any]], hands: tuple[list[str] | int, ...]
):
    state = run(log, seats=3)
    assert apply(state, hand(None, *hands)).hand is not None


# -- TAM-6CARDS -----------------------------------------------------------------------------------


def test_six_cards_for_two_players_say_nothing():
    assert T.notes(opts(cards=6), 2) == []
    assert all(T.notes(opts(), seats) == [] for seats in range(2, 7))


@pytest.mark.parametrize(
    ("seats", "jokers", "stock"), [(3, 0, 33), (4, 0, 27), (5, 2, 23), (6, 0, 15)]
)
def test_six_cards_for_more_players_are_allowed_with_a_note(seats: int, jokers: int, stock: int):
    o = opts(cards=6, jokers=jokers)
    (note,) = T.notes(o, seats)
    assert note.rules == ("TAM-6CARDS",)
    assert note.seat is None and note.points is None
    assert note.text.en == (
        f"6-card mode is advised for two players: {seats} can still play it, by the same rules; "
        f"after the deal {stock} cards are left in the deck."
    )
    assert note.text.it == (
        f"Il gioco a 6 carte è consigliato in due: in {seats} si gioca lo stesso, con le stesse "
        f"regole; dopo la distribuzione nel mazzo restano {stock} carte."
    )
    # nothing is refused: the table starts and scores as usual
    state = T.start(seats, o)
    hands: list[list[str] | int] = [[]] * seats
    assert apply(state, hand(None, *hands), o).hand is not None


def test_a_late_joiner_brings_the_note():
    o = opts(cards=6)
    state = apply(T.start(2, o), join("Carla"), o).state
    assert [n.rules for n in T.notes(o, T.seat_count(state))] == [("TAM-6CARDS",)]


# -- TAM-CALL ----------------------------------------------------------------------------------


def test_a_call_starts_the_last_round():
    applied = apply(T.start(3, opts()), call(1))
    (line,) = applied.lines
    assert line.rules == ("TAM-CALL",)
    assert en(line) == (
        "Bruno calls Tamalo: one last round, and their cards are now immune to the others' powers."
    )
    prompt = T.prompt(applied.state, opts())
    assert prompt.phase == "last_round"
    assert "Bruno" in prompt.text.render("en", NAMES)


@pytest.mark.parametrize("second", [0, 1, 2])
def test_a_second_call_is_refused(second: int):
    state = run([call(1)], seats=3)
    err = refused(state, call(second))
    assert err.rule == "TAM-CALL"
    assert err.text.render("en", NAMES) == "Bruno already called Tamalo this hand."


@pytest.mark.parametrize("entered", [0, 2, None])
def test_a_hand_entry_must_name_the_logged_caller(entered: int | None):
    state = run([call(1)], seats=3)
    err = refused(state, hand(entered, ["9H"], ["AH"], ["8C"]))
    assert err.rule == "TAM-CALL"
    assert err.text.render("en", NAMES) == "Bruno called Tamalo in this hand."


def test_the_logged_call_ends_with_the_hand():
    state = run([call(1), hand(1, ["9H"], ["AH"], ["8C"])], seats=3)
    assert state.totals == [9, 0, 8]
    assert state.caller is None
    # next hand: anyone may call again, or nobody
    assert apply(state, call(0)).state.caller == 0
    assert apply(state, hand(None, ["9D"], ["AD"], ["8D"])).state.totals == [18, 0, 16]


@pytest.mark.parametrize(
    ("top", "targets"),
    [
        ("9H", [1]),
        ("10S", [1]),
        ("JH", [1, 2]),
        ("JH", [2, 1]),
        ("QD", [0, 1]),
        ("KS", [1]),
        ("KC", [2, 1]),
    ],
)
def test_powers_aimed_at_the_callers_cards_are_refused(top: str, targets: list[int]):
    state = run([call(1), discard(2, top)], seats=3)
    err = refused(state, power(0, *targets))
    assert err.rule == "TAM-CALL"
    assert err.text.render("en", NAMES) == "Bruno called Tamalo: their cards are immune to powers."


def test_after_a_call_the_others_may_still_aim_powers_at_each_other():
    state = run([call(1), discard(2, "JC")], seats=3)
    applied = apply(state, power(2, 0, 2))
    assert applied.state.stats[2].powers == 1
    state = apply(applied.state, discard(0, "9S")).state
    assert apply(state, power(0, 2)).state.stats[0].powers == 1


def test_the_callers_cards_can_still_be_matched_away():
    state = run([call(1), discard(0, "4H")], seats=3)
    state = apply(state, match(1, "4S")).state
    assert state.stats[1].matches == 1


CALLER_TURN_MOVES = [
    (
        discard(1, "5H"),
        "no more end-of-turn discards. The discard of the calling turn is logged before the call",
        "non scarta più a fine turno. Lo scarto del turno in cui si chiama si segna prima di "
        "Tamalo",
    ),
    (take(1), "no more taking from the discards", "non pesca più dagli scarti"),
    (power(1), "no more powers", "non usa più poteri"),
    (power(1, 1), "no more powers", "non usa più poteri"),
]


@pytest.mark.parametrize(("raw", "what_en", "what_it"), CALLER_TURN_MOVES)
def test_the_caller_plays_no_more_turns(raw: dict[str, Any], what_en: str, what_it: str):
    # Bruno discards the 8♥ at the end of his turn, then calls: the last round is the others'
    state = run([discard(1, "8H"), call(1)], seats=3)
    err = refused(state, raw)
    assert err.rule == "TAM-CALL"
    assert err.text.render("en", NAMES) == (
        f"Bruno called Tamalo and plays no more turns this hand: {what_en}. They may still "
        "throw a same-number card onto a vergine discard."
    )
    assert err.text.render("it", NAMES) == (
        f"Bruno ha chiamato Tamalo e in questa mano non gioca più turni: {what_it}. Può "
        "ancora buttare una carta dello stesso numero su uno scarto vergine."
    )


def test_the_callers_turn_moves_are_refused_even_on_an_empty_pile():
    state = run([call(0)], seats=2)
    assert refused(state, take(0)).rule == "TAM-CALL"
    assert refused(state, power(0)).rule == "TAM-CALL"


def test_after_the_call_the_others_play_their_last_turns():
    # Carla takes the 8♥, swaps it in and throws a 9; Anna uses the 9 to look at Carla's card
    state = run([discard(1, "8H"), call(1), take(2), discard(2, "9C"), power(0, 2)], seats=3)
    assert [c.card for c in state.pile] == ["9C"]
    assert state.stats[0].powers == 1
    assert apply(state, discard(0, "3D")).state.pile[-1].seat == 0
    assert state.caller == 1


def test_the_caller_may_still_match_be_penalised_and_be_matched_onto():
    # the caller's last discard is fresh: anyone may throw a same-number card onto it
    state = run([discard(1, "4H"), call(1), match(2, "4S")], seats=3)
    assert state.stats[2].matches == 1
    # "possono essere scartate": the caller throws a 9 onto Carla's fresh 9
    state = apply(state, discard(2, "9D")).state
    state = apply(state, match(1, "9C")).state
    assert state.stats[1].matches == 1
    state = apply(state, penalty(1, "wrong_discard")).state
    state = apply(state, named(1, "o_babba_servito")).state
    assert state.penalties == [0, 1, 0]
    assert state.stats[1].named == {"o_babba_servito": 1}


def test_the_caller_plays_again_in_the_next_hand():
    state = run([call(1), hand(1, ["AH"], ["2H"], ["3H"])], seats=3)
    state = apply(state, discard(1, "5C")).state
    state = apply(state, take(2)).state
    assert apply(state, discard(1, "5C")).state.pile[-1].seat == 1


# -- TAM-POWER and TAM-AMB-10 ---------------------------------------------------------------------

# Anna (seat 0) uses the power of the card on top of the discards; 4 seats.
POWERS_OK = [
    ("7H", [], "looks at one of their own cards"),
    ("7", [0], "looks at one of their own cards"),
    ("8S", [], "looks at one of their own cards"),
    ("8D", [0], "looks at one of their own cards"),
    ("9C", [1], "looks at another player's card"),
    ("10H", [3], "looks at another player's card"),
    ("JD", [1, 2], "swaps two cards unseen"),
    ("JS", [0, 3], "swaps two cards unseen"),
    ("QC", [2, 0], "swaps two cards unseen"),
    ("KS", [2], "looks at another player's card and may swap it"),
    ("KC", [1, 0], "looks at another player's card and may swap it"),
    ("KB", [3, 1], "looks at another player's card and may swap it"),
]


@pytest.mark.parametrize(("top", "targets", "what"), POWERS_OK)
def test_each_power_with_its_targets(top: str, targets: list[int], what: str):
    state = run([discard(3, top)])
    applied = apply(state, power(0, *targets))
    assert applied.state.pile[-1].power_used
    assert applied.state.stats[0].powers == 1
    line = applied.lines[0]
    assert line.rules == ("TAM-POWER",)
    assert line.seat == 0
    label = parse_card(top).label("en")
    assert en(line).startswith(f"Anna uses the power of {label}: {what}")
    for t in targets:
        assert NAMES[t] in en(line)


POWERS_WRONG_TARGETS = [
    ("7H", [1]),
    ("8S", [2]),
    ("8S", [0, 0]),
    ("9C", []),
    ("9C", [0]),
    ("10H", [1, 2]),
    ("JD", []),
    ("JD", [1]),
    ("QC", [2]),
    ("KS", []),
    ("KS", [0]),
    ("KC", [0, 1]),
]


@pytest.mark.parametrize(("top", "targets"), POWERS_WRONG_TARGETS)
def test_a_power_with_the_wrong_targets_is_refused(top: str, targets: list[int]):
    state = run([discard(3, top)])
    err = refused(state, power(0, *targets))
    assert err.rule == "TAM-POWER"


@pytest.mark.parametrize(
    "top", ["KH", "KD", "KR", "AH", "A", "2C", "3D", "4S", "5H", "6C", "6", "JK"]
)
def test_red_kings_aces_to_sixes_and_jokers_have_no_power(top: str):
    o = opts(jokers=1)
    state = run([discard(3, top)], options=o)
    for targets in ([], [0], [1], [1, 2]):
        err = refused(state, power(0, *targets), o)
        assert err.rule == "TAM-POWER"
        assert err.text.en.endswith("has no power.")


def test_a_power_is_used_once():
    state = run([discard(1, "9D"), power(2, 3)])
    for who in (2, 0, 3):
        err = refused(state, power(who, 1))
        assert err.rule == "TAM-POWER"
        assert err.text.en == "This 9♦'s power was already used: a power is used once."


def test_a_fresh_card_on_top_has_its_own_power():
    # two 9s: the first one's power used, the matching 9 on top is fresh
    state = run([discard(1, "9D"), power(1, 2), match(3, "9C")])
    state = apply(state, power(0, 1)).state
    assert [c.power_used for c in state.pile] == [True, True]


def test_no_discard_no_power():
    err = refused(T.start(3, opts()), power(0, 1))
    assert err.rule == "TAM-POWER"
    state = run([discard(0, "9H"), take(1)], seats=3)
    assert refused(state, power(1, 2)).rule == "TAM-POWER"


def test_a_power_aimed_at_a_seat_that_is_not_there():
    state = run([discard(0, "9H")], seats=3)
    err = refused(state, power(1, 3))
    assert err.rule == "TAM-PLAYERS"


def test_amb10_default_the_seven_has_the_power_of_the_table():
    o = opts()
    state = run([discard(0, "7C")], options=o)
    applied = apply(state, power(1), o)
    assert applied.state.stats[1].powers == 1
    assert applied.lines[0].rules == ("TAM-POWER",)


def test_amb10_seven_power_off_only_cards_above_seven():
    o = opts(seven_power=False)
    state = run([discard(0, "7C")], options=o)
    err = refused(state, power(1), o)
    assert err.rule == "TAM-AMB-10"
    assert err.text.en == "7♣ has no power."
    # the 8 keeps its power
    state = run([discard(0, "8C")], options=o)
    assert apply(state, power(1), o).state.stats[1].powers == 1


# -- TAM-MATCH ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("7H", "7S"),
        ("7H", "7"),
        ("7", "7D"),
        ("10C", "10H"),
        ("QS", "QD"),
        ("AH", "AC"),
        ("KS", "KC"),
    ],
)
def test_a_same_number_card_goes_onto_a_fresh_discard(first: str, second: str):
    state = run([discard(0, first)])
    applied = apply(state, match(2, second))
    assert [c.card for c in applied.state.pile] == [parse_card(first).code, parse_card(second).code]
    assert applied.state.pile[0].vergine is False
    assert applied.state.pile[1].vergine is True
    assert applied.state.stats[2].matches == 1
    line = applied.lines[0]
    assert line.rules == ("TAM-MATCH",)
    f, s = parse_card(first).label("en"), parse_card(second).label("en")
    assert en(line) == f"Carla matches {s} onto Anna's {f}."


@pytest.mark.parametrize(
    ("first", "second"),
    [("7H", "8H"), ("7H", "6H"), ("JS", "QS"), ("QS", "KS"), ("10C", "AC"), ("KH", "QH")],
)
def test_only_the_same_number(first: str, second: str):
    state = run([discard(0, first)])
    err = refused(state, match(2, second))
    assert err.rule == "TAM-MATCH"
    assert err.text.en.startswith("Only a card of the same number goes onto")


def test_no_discard_nothing_to_match():
    err = refused(T.start(2, opts()), match(0, "AH"))
    assert err.rule == "TAM-MATCH"
    assert err.text.en == "There is no discard to match."


def test_when_two_throw_at_once_the_first_one_logged_wins():
    state = run([discard(0, "5H"), match(1, "5S", onto=0)])
    err = refused(state, match(2, "5D", onto=0))
    assert err.rule == "TAM-MATCH"
    assert err.text.render("en", NAMES) == "Bruno got there first: only the first discard counts."
    assert state.stats[1].matches == 1
    assert state.stats[2].matches == 0


def test_a_match_onto_a_position_the_pile_does_not_have():
    state = run([discard(0, "5H")])
    err = refused(state, match(1, "5S", onto=1))
    assert err.rule == "TAM-MATCH"
    assert err.text.en == "The discard pile has no position 1."


def test_amb11_default_the_matched_card_is_itself_a_fresh_discard():
    state = run([discard(0, "5H"), match(1, "5S"), match(2, "5D", onto=1)])
    assert [c.card for c in state.pile] == ["5H", "5S", "5D"]
    assert [c.vergine for c in state.pile] == [False, False, True]
    assert [c.matched for c in state.pile] == [False, True, True]
    # and a fourth 5 onto the third
    assert apply(state, match(3, "5C")).state.stats[3].matches == 1


def test_amb11_closed_the_first_match_closes_the_discard():
    o = opts(matched_vergine=False)
    state = run([discard(0, "5H"), match(1, "5S")], options=o)
    for raw in (match(2, "5D"), match(2, "5D", onto=1), match(0, "5C")):
        err = refused(state, raw, o)
        assert err.rule == "TAM-AMB-11"
        assert err.text.render("en", NAMES) == (
            "At this table a card matched onto a discard is not vergine: nothing more goes onto "
            "Bruno's 5♠ until the next discard."
        )
        assert err.text.render("it", NAMES) == (
            "A questo tavolo una carta buttata su uno scarto uguale non è vergine: su 5♠ di "
            "Bruno non si butta più nulla fino al prossimo scarto."
        )
    # the one who came second onto the first card is still told the first got there first
    assert refused(state, match(2, "5D", onto=0), o).rule == "TAM-MATCH"
    # the next discard is fresh again, and a match onto it is fine
    state = apply(state, discard(2, "9C"), o).state
    assert apply(state, match(3, "9D"), o).state.stats[3].matches == 1


def test_amb11_closed_a_matched_joker_is_no_joker_to_take():
    o = opts(jokers=2, matched_vergine=False)
    state = run([discard(0, "JK"), match(1, "JK")], seats=3, options=o)
    assert apply(state, discard(2, "4D"), o).state.pile[-1].card == "4D"


def test_a_joker_dies_only_onto_another_joker():
    o = opts(jokers=2)
    state = run([discard(0, "JK")], options=o)
    err = refused(state, match(1, "AH"), o)
    assert err.rule == "TAM-JOKE"
    assert err.text.en == "A joker dies only when discarded onto another joker."
    state = apply(state, match(1, "JK"), o).state
    assert [c.card for c in state.pile] == ["JK", "JK"]
    # a joker is no match for a card with a number
    state = run([discard(0, "AH")], options=o)
    assert refused(state, match(1, "JK"), o).rule == "TAM-MATCH"


@pytest.mark.parametrize("raw", [discard(0, "JK"), match(1, "JK")])
def test_no_joker_can_be_discarded_at_a_table_without_jokers(raw: dict[str, Any]):
    state = run([discard(2, "5H")], seats=3)
    err = refused(state, raw)
    assert err.rule == "TAM-JOKE"
    assert err.text.en == "There are jokers, but this table plays without jokers."


def test_a_joker_is_discarded_in_jokes_mode():
    o = opts(jokers=1)
    state = run([discard(2, "5H")], seats=3, options=o)
    applied = apply(state, discard(0, "JK"), o)
    assert [c.card for c in applied.state.pile] == ["5H", "JK"]
    assert refused(state, match(1, "JK"), o).rule == "TAM-MATCH"  # a joker is no 5


# -- TAM-JOKE: a discarded joker goes to the next player, a drawn one stays -------------------

DUE_EN = (
    "Anna discarded a joker: the next player must take it before anything else, so nothing is "
    "discarded onto it. Log who takes it from the discards first; only the other joker may be "
    "thrown onto it."
)
DUE_IT = (
    "Anna ha scartato un jolly: chi viene dopo deve pescarlo prima di ogni altra cosa, quindi "
    "sopra non si scarta nulla. Segnate prima chi lo pesca dagli scarti; sopra ci si può "
    "buttare solo l'altro jolly."
)


@pytest.mark.parametrize("by", [0, 1, 2])
def test_nothing_is_discarded_onto_a_joker_the_next_player_must_take(by: int):
    o = opts(jokers=1)
    state = run([discard(2, "5C"), discard(0, "JK")], seats=3, options=o)
    err = refused(state, discard(by, "9H"), o)
    assert err.rule == "TAM-JOKE"
    assert err.text.render("en", NAMES) == DUE_EN
    assert err.text.render("it", NAMES) == DUE_IT


def test_whoever_discarded_the_joker_does_not_take_it_back():
    o = opts(jokers=1)
    state = run([discard(0, "JK")], seats=3, options=o)
    err = refused(state, take(0), o)
    assert err.rule == "TAM-JOKE"
    assert err.text.render("en", NAMES) == (
        "Anna has just discarded the joker: the next player must take it, not whoever discarded it."
    )
    assert err.text.render("it", NAMES) == (
        "Anna ha appena scartato il jolly: deve pescarlo chi viene dopo, non chi l'ha scartato."
    )


@pytest.mark.parametrize("taker", [1, 2])
def test_the_next_player_takes_the_joker_and_play_goes_on(taker: int):
    # the app does not know the direction of play: any other seat may be the next player
    o = opts(jokers=1)
    state = run([discard(0, "JK"), take(taker)], seats=3, options=o)
    assert state.pile == []
    assert state.joker_taken_by == taker
    state = apply(state, discard(taker, "9H"), o).state
    assert [c.card for c in state.pile] == ["9H"]
    assert state.joker_taken_by is None


def test_while_a_joker_waits_the_moves_out_of_turn_are_still_logged():
    o = opts(jokers=2)
    state = run([discard(0, "JK")], seats=3, options=o)
    state = apply(state, penalty(1, "out_of_turn"), o).state
    state = apply(state, named(0, "la_volpe"), o).state
    assert apply(state, call(0), o).state.caller == 0
    assert refused(state, match(2, "9H"), o).rule == "TAM-JOKE"
    # the other joker kills it: the one beneath is dead, and play goes on over them
    state = apply(state, match(2, "JK"), o).state
    assert [(c.card, c.vergine, c.matched) for c in state.pile] == [
        ("JK", False, False),
        ("JK", True, True),
    ]
    state = apply(state, discard(1, "4D"), o).state
    assert [c.card for c in state.pile] == ["JK", "JK", "4D"]


def test_a_joker_left_for_a_caller_does_not_hold_up_the_hand():
    # Carla calls; Bruno, last of the last round, discards a joker: the hand is over
    o = opts(jokers=1)
    state = run([call(2), discard(1, "JK")], seats=3, options=o)
    assert refused(state, take(2), o).rule == "TAM-CALL"
    state = apply(state, hand(2, ["AH"], ["2H"], ["3H"]), o).state
    assert state.pile == [] and state.hand == 2


KEPT_EN = (
    "Bruno has just taken the joker from the discards: it can't be discarded straight away. "
    "It stays in the hand and another card is discarded."
)
KEPT_IT = (
    "Bruno ha appena pescato il jolly dagli scarti: non può scartarlo subito. Lo tiene in mano "
    "e scarta un'altra carta."
)


def test_a_joker_taken_from_the_discards_is_not_discarded_at_once():
    o = opts(jokers=1)
    state = run([discard(0, "JK"), take(1)], seats=3, options=o)
    err = refused(state, discard(1, "JK"), o)
    assert err.rule == "TAM-JOKE"
    assert err.text.render("en", NAMES) == KEPT_EN
    assert err.text.render("it", NAMES) == KEPT_IT
    # a power of Bruno's own turn does not end it
    state = run([discard(2, "8C"), discard(0, "JK"), take(1)], seats=3, options=o)
    state = apply(state, power(1), o).state
    assert refused(state, discard(1, "JK"), o).rule == "TAM-JOKE"


@pytest.mark.parametrize(
    "between",
    [
        [discard(1, "9H")],  # Bruno's turn ended with another card
        [discard(2, "9H")],  # Carla's turn came
        [discard(2, "9H"), take(0)],
        [discard(2, "9H"), power(0, 1)],
        [call(2)],  # Carla called at the end of her turn
    ],
)
def test_a_kept_joker_may_be_discarded_in_a_later_turn(between: list[dict[str, Any]]):
    o = opts(jokers=1)
    state = run([discard(0, "JK"), take(1), *between], seats=3, options=o)
    assert state.joker_taken_by is None
    assert apply(state, discard(1, "JK"), o).state.pile[-1].card == "JK"


def test_with_two_jokers_the_other_one_may_be_discarded_unless_the_log_shows_it_dead():
    o = opts(jokers=2)
    # Bruno may hold the other joker: discarding a joker is not proven wrong
    state = run([discard(0, "JK"), take(1)], seats=3, options=o)
    assert apply(state, discard(1, "JK"), o).state.pile[-1].card == "JK"
    # the other joker lies dead on the pile: the one Bruno took is the only one he can have
    state = run([discard(0, "JK"), match(2, "JK"), take(1)], seats=3, options=o)
    assert [(c.card, c.vergine) for c in state.pile] == [("JK", False)]
    assert state.joker_taken_by == 1
    assert refused(state, discard(1, "JK"), o).text.render("en", NAMES) == KEPT_EN


def test_the_joker_rules_start_again_with_each_hand():
    o = opts(jokers=1)
    state = run([discard(0, "JK"), take(1)], seats=3, options=o)
    state = apply(state, hand(None, ["AH"], ["JK"], ["3H"]), o).state
    assert state.joker_taken_by is None
    assert apply(state, discard(1, "JK"), o).state.pile[-1].card == "JK"


# -- TAM-SVELTINA ------------------------------------------------------------------------------


def test_the_sveltina_from_the_seed():
    # "Una prima carta viene scartata. Una seconda carta, stesso numero, viene scartata sopra
    # alla prima. Il giocatore in turno la ripesca. Un terzo giocatore butta una terza carta
    # con lo stesso numero sulla prima. La mossa è proibita"
    state = run(
        [
            discard(0, "2H"),  # a first card is discarded
            match(1, "2S"),  # a second one, same number, on top of it
            take(2),  # the player in turn takes it back
        ]
    )
    assert [c.card for c in state.pile] == ["2H"]
    assert state.pile[0].vergine is False
    err = refused(state, match(3, "2D"))  # a third player throws a third 2 onto the first
    assert err.rule == "TAM-SVELTINA"
    assert err.text.en == (
        "Sveltina: 2♥ is no longer vergine, a card was already discarded on it. Forbidden move."
    )
    # naming the position changes nothing
    assert refused(state, match(3, "2D", onto=0)).rule == "TAM-SVELTINA"


def test_the_ratto_delle_sabine_leaves_nothing_to_match():
    # a card is discarded, the player in turn takes it straight back: the third is too late
    state = run([discard(0, "9H"), take(1)])
    assert state.pile == []
    assert refused(state, match(2, "9S")).rule == "TAM-MATCH"


def test_a_card_covered_by_a_plain_discard_is_no_longer_vergine():
    # "Una carta si definisce vergine fino a che sopra di essa non viene scartato nulla":
    # 4♣ is covered by a 9♥ (a plain discard, not a match), the 9♥ is taken: 4♣ is on top
    # again, but something was discarded on it, so a 4 may not go onto it
    state = run([discard(0, "4C"), discard(1, "9H"), take(2)])
    assert [c.card for c in state.pile] == ["4C"]
    assert state.pile[0].vergine is False
    err = refused(state, match(3, "4D"))
    assert err.rule == "TAM-SVELTINA"
    # a fresh discard on top of it is vergine again
    state = apply(state, discard(2, "4H")).state
    assert apply(state, match(3, "4D")).state.stats[3].matches == 1


# -- TAM-PENALTY --------------------------------------------------------------------------------

CAUSES = {
    "wrong_discard": "wrong discard",
    "relook": "looked again without a power",
    "out_of_turn": "drew or looked out of turn",
    "fake_touch": "touched the discards while faking",
}


@pytest.mark.parametrize(("cause", "words"), CAUSES.items())
def test_each_penalty_cause(cause: str, words: str):
    applied = apply(T.start(3, opts()), penalty(1, cause))
    (line,) = applied.lines
    assert line.rules == ("TAM-PENALTY",)
    assert line.seat == 1
    assert en(line) == f"Bruno draws a penalty card: {words}."
    assert applied.state.penalties == [0, 1, 0]
    assert applied.state.stats[1].penalties == {cause: 1}


def test_the_four_causes_are_counted_in_the_stats_across_hands():
    state = run(
        [
            penalty(0, "wrong_discard"),
            penalty(0, "wrong_discard"),
            penalty(0, "relook"),
            penalty(1, "out_of_turn"),
            penalty(1, "fake_touch"),
        ],
        seats=2,
    )
    assert state.penalties == [3, 2]
    state = apply(state, hand(None, ["9H", "8H", "7H"], ["2C", "3C"])).state
    assert state.penalties == [0, 0]  # this hand's draws are done with
    state = apply(state, penalty(0, "relook")).state
    state = apply(state, penalty(1, "wrong_discard")).state
    assert state.penalties == [1, 1]
    assert state.stats[0].penalties == {"wrong_discard": 2, "relook": 2}
    assert state.stats[1].penalties == {"out_of_turn": 1, "fake_touch": 1, "wrong_discard": 1}


def test_penalty_cards_count_in_the_hand():
    # a penalty card stays in the hand and is entered with it
    state = run([penalty(0, "relook")], seats=2)
    applied = apply(state, hand(None, ["AH", "3C", "QD"], ["2S"]))
    assert applied.hand is not None
    assert applied.hand.scores == (16, 0)


# -- TAM-NAMED ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("under", "over", "name", "label"),
    [
        ("KS", "KH", "open_lock", "Open Lock"),  # red K onto black K
        ("KB", "KR", "open_lock", "Open Lock"),
        ("KC", "KD", "open_lock", "Open Lock"),
        ("KH", "KD", "double_open_lock", "Double Open Lock"),  # red K onto red K
        ("KR", "KH", "double_open_lock", "Double Open Lock"),
        ("KD", "KS", "closed_lock", "Closed Lock"),  # black K onto red K
        ("KR", "KB", "closed_lock", "Closed Lock"),
    ],
)
def test_the_locks_are_recognised_from_the_kings_colours(
    under: str, over: str, name: str, label: str
):
    state = run([discard(0, under)])
    applied = apply(state, match(2, over))
    assert applied.state.stats[2].named == {name: 1}
    named_lines = [line for line in applied.lines if line.rules == ("TAM-NAMED",)]
    assert len(named_lines) == 1
    assert named_lines[0].seat == 2
    assert en(named_lines[0]) == f"{label} by Carla!"
    assert it(named_lines[0]) == f"{label} di Carla!"


@pytest.mark.parametrize(
    ("under", "over"), [("KS", "KC"), ("KB", "KS"), ("QS", "QH"), ("JH", "JC")]
)
def test_black_onto_black_and_other_ranks_are_no_lock(under: str, over: str):
    applied = apply(run([discard(0, under)]), match(2, over))
    assert applied.state.stats[2].named == {}
    assert [line.rules for line in applied.lines] == [("TAM-MATCH",)]


@pytest.mark.parametrize(
    ("top", "targets", "named_stats", "named_lines"),
    [
        # J/Q power swapping two opponents' cards
        ("JH", [1, 2], {"pozioni": 1}, ["Pozioni by Anna!"]),
        ("QS", [3, 1], {"pozioni": 1}, ["Pozioni by Anna!"]),
        ("JC", [2, 2], {"pozioni": 1}, ["Pozioni by Anna!"]),
        # black K power swapping two opponents' cards
        ("KS", [1, 2], {"ricetta": 1}, ["Ricetta by Anna!"]),
        ("KB", [3, 2], {"ricetta": 1}, ["Ricetta by Anna!"]),
        # one of the cards is the player's own
        ("JH", [0, 2], {}, []),
        ("QD", [1, 0], {}, []),
        ("KC", [1, 0], {}, []),
        # looked, did not swap
        ("KS", [1], {}, []),
    ],
)
def test_pozioni_and_ricetta_are_recognised_from_powers(
    top: str, targets: list[int], named_stats: dict[str, int], named_lines: list[str]
):
    applied = apply(run([discard(3, top)]), power(0, *targets))
    assert applied.state.stats[0].named == named_stats
    assert [en(line) for line in applied.lines if line.rules == ("TAM-NAMED",)] == named_lines


def test_manual_named_moves_are_counted():
    moves = [named(0, "coppiona"), named(0, "coppiona"), named(0, "two_towers")]
    moves += [named(1, name) for name in NAMED_MOVES]
    state = run(moves, seats=2)
    assert state.stats[0].named == {"coppiona": 2, "two_towers": 1}
    assert state.stats[1].named == dict.fromkeys(NAMED_MOVES, 1)
    # named moves change no score
    state = apply(state, hand(None, ["9H"], ["8H"])).state
    assert state.totals == [9, 8]
    assert state.stats[0].named["coppiona"] == 2


@pytest.mark.parametrize("name", sorted(NAMED_MOVES))
def test_each_named_move_line(name: str):
    applied = apply(T.start(2, opts()), named(1, name))
    (line,) = applied.lines
    assert line.rules == ("TAM-NAMED",)
    assert line.seat == 1
    assert en(line) == f"{NAMED_MOVES[name].en} by Bruno!"
    assert it(line) == f"{NAMED_MOVES[name].it} di Bruno!"


def test_a_named_move_by_a_seat_that_is_not_there():
    assert refused(T.start(2, opts()), named(2, "pd")).rule == "TAM-PLAYERS"


@pytest.mark.parametrize("raw", [call(4), penalty(5, "relook"), discard(4, "AH"), take(4)])
def test_in_hand_moves_by_a_seat_that_is_not_there(raw: dict[str, Any]):
    assert refused(T.start(4, opts()), raw).rule == "TAM-PLAYERS"


# -- the in-hand log ---------------------------------------------------------------------------


def test_the_in_hand_log_is_cleared_by_the_hand_entry():
    state = run([discard(0, "9H"), power(1, 2), penalty(2, "relook"), call(1)], seats=3)
    assert state.in_hand_moves == 4
    assert len(state.pile) == 1
    state = apply(state, hand(1, ["9S"], ["AH"], ["8C"])).state
    assert state.in_hand_moves == 0
    assert state.pile == []
    assert state.caller is None
    assert state.hand == 2
    assert refused(state, power(0, 1)).rule == "TAM-POWER"


def test_take_from_an_empty_pile():
    err = refused(T.start(2, opts()), take(0))
    assert err.rule == "TAM-TURN"


def test_discard_and_take_lines():
    applied = apply(T.start(2, opts()), discard(0, "QD"))
    assert [(line.rules, en(line)) for line in applied.lines] == [
        (("TAM-TURN",), "Anna discards Q♦.")
    ]
    applied = apply(applied.state, take(1))
    assert [(line.rules, en(line)) for line in applied.lines] == [
        (("TAM-TURN",), "Bruno takes Q♦ from the discards.")
    ]


# -- apply is pure --------------------------------------------------------------------------------


def _busy_state() -> TamaloState:
    return run(
        [
            hand(0, ["3H", "4C"], ["2S"], ["KD", "JS"], 14),
            discard(0, "9H"),
            match(1, "9S"),
            penalty(2, "relook"),
            named(3, "pd"),
            call(3),
        ]
    )


@pytest.mark.parametrize(
    "raw",
    [
        hand(3, ["AH"], ["2H"], ["3H"], ["4H"]),
        penalty(1, "fake_touch"),
        discard(2, "KS"),
        match(2, "9D"),
        take(1),
        power(0, 1),
        named(2, "la_volpe"),
    ],
)
def test_apply_never_mutates_its_input(raw: dict[str, Any]):
    state = _busy_state()
    before = T.dump_state(state)
    copy = state.model_copy(deep=True)
    result = apply(state, raw)
    assert T.dump_state(state) == before
    assert state == copy
    assert result.state is not state
    assert T.dump_state(result.state) != before


@pytest.mark.parametrize(
    ("raw", "rule"),
    [
        (hand(0, ["AH"], ["2H"], ["3H"], ["4H"]), "TAM-CALL"),  # Dario called
        (hand(3, ["AH"], ["AH"], ["3H"], ["4H"]), "TAM-DECK"),
        (call(1), "TAM-CALL"),  # a second call
        (match(2, "8D"), "TAM-MATCH"),
        (power(0, 3), "TAM-CALL"),  # the caller is immune
        (join("Elena"), "TAM-JOIN"),  # mid-hand
    ],
)
def test_a_refused_move_never_mutates_its_input(raw: dict[str, Any], rule: str):
    state = _busy_state()
    copy = state.model_copy(deep=True)
    assert refused(state, raw).rule == rule  # refused() also compares the dumps
    assert state == copy


def test_a_hand_does_not_mutate_the_previous_state():
    state = T.start(2, opts())
    applied = apply(state, hand(None, ["9H"], ["8H"]))
    assert state.totals == [0, 0]
    assert state.hand == 1
    assert applied.state.totals == [9, 8]


def test_states_round_trip_through_json():
    state = _busy_state()
    data = T.dump_state(state)
    assert T.load_state(data) == state
    assert T.dump_state(T.load_state(data)) == data


# -- bad move shapes ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "en_part", "it_part"),
    [
        (
            {"type": "shuffle"},
            "Unknown move type: 'shuffle'",
            "Tipo di mossa sconosciuto: «shuffle»",
        ),
        ({}, "Unknown move type", "Tipo di mossa sconosciuto"),
        ({"type": "hand"}, "The field 'hands' is missing.", "Manca il campo «hands»."),
        ({"type": "tamalo"}, "The field 'seat' is missing.", "Manca il campo «seat»."),
        (
            {"type": "hand", "hands": [["XX"]]},
            "seat 0: 'XX' is not a card",
            "posto 0: «XX» non è una carta",
        ),
        ({"type": "hand", "hands": [["AH"], ["K"]]}, "seat 1: A king needs", "posto 1: Per un re"),
        # 8 by the Tamalou reading (TAM-TAMALOU-PLAYERS): the move's shape takes up to 8
        ({"type": "hand", "hands": [[]] * 9}, "at most 8", "al massimo 8"),
        ({"type": "hand", "hands": []}, "at least 1", "almeno 1"),
        ({"type": "hand", "hands": [-1, 3]}, "must be at least 0", "deve essere almeno 0"),
        ({"type": "hand", "hands": [1000]}, "must be at most 999", "deve essere al massimo 999"),
        ({"type": "hand", "hands": ["12"]}, "a list or a whole number", "una lista o un numero"),
        ({"type": "hand", "hands": [1.5]}, "a list or a whole number", "una lista o un numero"),
        ({"type": "tamalo", "seat": "1"}, "a whole number is required", "serve un numero intero"),
        ({"type": "tamalo", "seat": True}, "a whole number is required", "serve un numero intero"),
        ({"type": "tamalo", "seat": -1}, "must be at least 0", "deve essere almeno 0"),
        ({"type": "tamalo", "seat": 0, "x": 1}, "Unexpected field: 'x'", "Campo non previsto: «x»"),
        (
            {"type": "penalty", "seat": 0, "cause": "cheating"},
            "'cause' must be one of",
            "«cause» deve essere uno di",
        ),
        (
            {"type": "named", "seat": 0, "name": "trick"},
            "'name' must be one of",
            "«name» deve essere uno di",
        ),
        (
            {"type": "discard", "seat": 0, "card": "ZZ"},
            "'ZZ' is not a card",
            "«ZZ» non è una carta",
        ),
        ({"type": "match", "seat": 0, "card": "K"}, "A king needs", "Per un re"),
        ({"type": "match", "seat": 0, "card": "AH", "onto": -1}, "at least 0", "almeno 0"),
        ({"type": "power", "seat": 0, "targets": [1, 2, 3]}, "at most 2", "al massimo 2"),
        ({"type": "power", "seat": 0, "targets": "1"}, "must be a list", "deve essere una lista"),
        ({"type": "join", "name": "   "}, "the name is empty", "il nome è vuoto"),
        ({"type": "join", "name": "x" * 31}, "longer than 30", "supera 30"),
        ({"type": "join"}, "The field 'name' is missing.", "Manca il campo «name»."),
    ],
)
def test_bad_move_shapes_are_explained_in_both_languages(
    raw: dict[str, Any], en_part: str, it_part: str
):
    with pytest.raises(BadMove) as info:
        T.parse_move(raw)
    text = info.value.text
    assert en_part in text.en
    assert it_part in text.it
    assert text.it != text.en


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "penalty", "seat": 0, "cause": "cheating"},
        {"type": "named", "seat": 0, "name": "trick"},
    ],
)
def test_a_list_of_choices_reads_in_italian(raw: dict[str, Any]):
    with pytest.raises(BadMove) as info:
        T.parse_move(raw)
    # the Italian sentence joins the choices with "o", not the English "or"
    assert " or " not in info.value.text.it
    assert " or " in info.value.text.en


def test_a_move_that_is_not_an_object():
    with pytest.raises(BadMove) as info:
        T.parse_move(["hand"])  # type: ignore[arg-type]
    assert "Unknown move type" in info.value.text.en


def test_moves_round_trip_through_json():
    for raw in (
        hand(1, ["ah", "10c", "kr"], 12),
        call(2),
        penalty(0, "relook"),
        discard(1, "jk"),
        match(0, "7", onto=3),
        take(1),
        power(0, 1, 2),
        named(2, "o_babba"),
        join("  Zoe   Rossi "),
    ):
        move = T.parse_move(raw)
        assert T.parse_move(T.dump_move(move)) == move
    assert T.dump_move(T.parse_move(hand(1, ["ah", "10c", "kr"], 12)))["hands"] == [
        ["AH", "10C", "KR"],
        12,
    ]
    assert T.dump_move(T.parse_move(join("  Zoe   Rossi ")))["name"] == "Zoe Rossi"


# -- explanation lines ---------------------------------------------------------------------


def test_every_seat_of_a_hand_has_a_line_with_its_score():
    applied = end_hand(
        4, ["QS", "KS"], ["AH"], [], ["KH", "KD"], ["3C", "4C"], 27, caller_tie="shared"
    )
    assert applied.hand is not None
    # Elena calls with 7: not lowest → 22; Carla's empty hand and Dario's red kings are 0
    assert applied.hand.scores == (25, 0, 0, 0, 22, 27)
    assert applied.hand.number == 1
    scored = [line for line in applied.lines if line.points is not None]
    assert [line.seat for line in scored] == [0, 1, 2, 3, 4, 5]
    assert tuple(line.points for line in scored) == applied.hand.scores
    for line in scored:
        assert line.rules
        assert NAMES[line.seat] in en(line)
        assert NAMES[line.seat] in it(line)
        assert "{" not in en(line)


def test_a_seat_placeholder_renders_the_current_name():
    line = seat_line(end_hand(None, ["9H"], ["8H"]), 1)
    assert line.text.render("en", ["Anna", "Bea"]) == "Bea: 8♥, 8 points."
    assert line.text.render("en", ["Anna"]) == "#1: 8♥, 8 points."


def test_the_move_models_are_exactly_the_moves_the_adapter_accepts():
    assert {m.model_fields["type"].annotation.__args__[0] for m in T.move_models} == {
        spec.type for spec in T.move_specs
    }
