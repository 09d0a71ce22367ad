"""Whole games of Tamalo, hand by hand, as a table would enter them.

Each hand's scores and the running totals were worked out by hand from rules.md §4.4; the
comments show the sums.

Longer than a module should be because each scenario is a whole game written out hand by
hand, with its sums; splitting them would only separate games that share their helpers.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from referee.games.base import Applied, IllegalMove
from referee.games.tamalo import GAME as T
from referee.games.tamalo import TamaloOptions, TamaloState

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"]
ANNA, BRUNO, CARLA, DARIO, ELENA = range(5)


@dataclass(frozen=True)
class Hand:
    """One hand: the in-hand log (optional), the caller, every seat's cards, the outcome."""

    caller: int | None
    hands: tuple[list[str] | int, ...]
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    log: tuple[dict[str, Any], ...] = ()
    #: rules the caller's line must cite
    caller_rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Join:
    name: str
    totals: tuple[int, ...]


@dataclass
class Table:
    options: TamaloOptions
    state: TamaloState
    names: list[str]
    history: list[Applied] = field(default_factory=list)

    @classmethod
    def sit(cls, seats: int, **options: Any) -> Table:
        o = T.parse_options(options)
        return cls(o, T.start(seats, o), NAMES[:seats])

    def move(self, raw: dict[str, Any]) -> Applied:
        applied = T.apply(self.state, T.parse_move(raw), self.options)
        self.state = applied.state
        self.history.append(applied)
        return applied

    def refuse(self, raw: dict[str, Any]) -> IllegalMove:
        before = T.dump_state(self.state)
        with pytest.raises(IllegalMove) as info:
            T.apply(self.state, T.parse_move(raw), self.options)
        assert T.dump_state(self.state) == before
        return info.value

    def play(self, step: Hand | Join) -> Applied:
        if isinstance(step, Join):
            applied = self.move({"type": "join", "name": step.name})
            self.names.append(step.name)
            assert applied.hand is None
            assert tuple(applied.state.totals) == step.totals
            (line,) = applied.lines
            assert line.points == step.totals[-1] == max(step.totals[:-1])
            assert line.rules == ("TAM-JOIN", "TAM-AMB-7")
            assert step.name in line.text.render("en", self.names)
            return applied
        for raw in step.log:
            self.move(raw)
        number = self.state.hand
        applied = self.move({"type": "hand", "caller": step.caller, "hands": list(step.hands)})
        assert applied.hand is not None
        assert applied.hand.number == number
        assert applied.hand.scores == step.scores, f"hand {number}"
        assert tuple(applied.state.totals) == step.totals, f"hand {number}"
        scored = [line for line in applied.lines if line.points is not None]
        assert [line.seat for line in scored] == list(range(len(step.hands)))
        assert tuple(line.points for line in scored) == step.scores
        for line in applied.lines:
            rendered = line.text.render("en", self.names)
            assert "{" not in rendered and "#" not in rendered
        if step.caller is not None:
            caller_line = scored[step.caller]
            assert caller_line.rules == step.caller_rules, f"hand {number}"
        # the in-hand log is done with once the hand is entered
        assert self.state.pile == [] and self.state.caller is None
        assert self.state.in_hand_moves == 0
        return applied

    def winners(self) -> list[str]:
        outcome = T.outcome(self.state, self.options)
        assert outcome is not None
        return [self.names[i] for i in outcome.winners]


def discard(s: int, card: str) -> dict[str, Any]:
    return {"type": "discard", "seat": s, "card": card}


def match(s: int, card: str) -> dict[str, Any]:
    return {"type": "match", "seat": s, "card": card}


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


# -- game one: four friends, a late joiner, default options -------------------------------------

GAME_ONE: list[Hand | Join] = [
    # Bruno calls with A♠ K♦ = 1, lowest of all: under 5 counts 0.
    #          Anna 1+2+0+3=6          Bruno 1+0=1   Carla 9+12+4+7=32          Dario 10+11+6+2=29
    Hand(
        caller=BRUNO,
        hands=(
            ["AH", "2C", "KH", "3S"],
            ["AS", "KD"],
            ["9H", "QS", "4D", "7C"],
            ["10S", "JD", "6H", "2H"],
        ),
        scores=(6, 0, 32, 29),
        totals=(6, 0, 32, 29),
        caller_rules=("TAM-VAL", "TAM-LT5"),
    ),
    # Anna calls with 4+3=7, but Dario holds 1+2=3: 15 + 7 = 22. The log has a Pozioni and a
    # power aimed at the caller (refused, see the test).
    #          Anna 7          Bruno 13+8+5=26       Carla 12+12=24  Dario 3 → 0
    Hand(
        caller=ANNA,
        hands=(["4H", "3C"], ["KS", "8D", "5C"], ["QH", "QD"], ["AD", "2S"]),
        scores=(22, 26, 24, 0),
        totals=(28, 26, 56, 29),
        log=(
            discard(DARIO, "9D"),
            match(CARLA, "9S"),
            discard(ANNA, "JC"),
            power(ANNA, BRUNO, CARLA),  # Pozioni
            call(ANNA),
            discard(BRUNO, "10H"),
            power(BRUNO, DARIO),
        ),
        caller_rules=("TAM-CALLER-GT5",),
    ),
    # Carla calls with 2+3=5, Bruno has 1+4=5 too: a tie is not enough (TAM-AMB-1) and 5 is
    # not "more than 5" (TAM-AMB-4): a flat 15.
    #          Anna 11+9=20   Bruno 5        Carla 5        Dario 13+7+7=27
    Hand(
        caller=CARLA,
        hands=(["JS", "9C"], ["AC", "4S"], ["2D", "3H"], ["KC", "7S", "7H"]),
        scores=(20, 5, 15, 27),
        totals=(48, 31, 71, 56),
        log=(penalty(DARIO, "relook"), penalty(DARIO, "out_of_turn")),
        caller_rules=("TAM-CALLER-NL", "TAM-AMB-1", "TAM-AMB-4"),
    ),
    # Elena sits down between hands with the last-placed total, Carla's 71.
    Join("Elena", totals=(48, 31, 71, 56, 71)),
    # The stock runs out, nobody called (TAM-AMB-9). Dario's total is typed.
    #          Anna 5+5=10   Bruno 13+6=19  Carla 3 → 0  Dario 12  Elena 7+6=13
    Hand(
        caller=None,
        hands=(["5D", "5S"], ["KB", "6C"], ["3D"], 12, ["7D", "6D"]),
        scores=(10, 19, 0, 12, 13),
        totals=(58, 50, 71, 68, 84),
    ),
    # Dario calls with 6 and is the lowest, but over 5: in every case 15 + 6 = 21 (TAM-AMB-3).
    #          Anna 8+8=16   Bruno 10+2=12  Carla 9+11=20  Dario 6  Elena 12
    Hand(
        caller=DARIO,
        hands=(["8H", "8C"], ["10D", "2D"], ["9S", "JC"], ["6S"], ["QS"]),
        scores=(16, 12, 20, 21, 12),
        totals=(74, 62, 91, 89, 96),
        log=(discard(ELENA, "KS"), match(BRUNO, "KH"), call(DARIO)),  # an Open Lock by Bruno
        caller_rules=("TAM-CALLER-GT5", "TAM-AMB-3"),
    ),
    # Bruno calls with K♥ K♦ A♣ = 1: 0. Carla reaches 105 and Elena 101: the game is over,
    # Bruno has the lowest total.
    #          Anna 12+2=14   Bruno 1          Carla 10+4=14   Dario 3+4=7   Elena 5
    Hand(
        caller=BRUNO,
        hands=(["QC", "2S"], ["KH", "KD", "AC"], ["10C", "4C"], ["3H", "4H"], ["5H"]),
        scores=(14, 0, 14, 7, 5),
        totals=(88, 62, 105, 96, 101),
        caller_rules=("TAM-VAL", "TAM-LT5"),
    ),
]


def test_game_one_totals_hand_by_hand_and_the_winner():
    table = Table.sit(4)
    for step in GAME_ONE:
        assert not table.state.finished
        table.play(step)
    assert table.state.finished
    assert table.winners() == ["Bruno"]
    standings = T.standings(table.state, table.options)
    assert [(table.names[s.seat], s.total, s.rank) for s in standings] == [
        ("Bruno", 62, 1),
        ("Anna", 88, 2),
        ("Dario", 96, 3),
        ("Elena", 101, 4),
        ("Carla", 105, 5),
    ]
    end = [line for line in table.history[-1].lines if "TAM-END" in line.rules]
    assert [line.text.render("en", table.names) for line in end] == [
        "100 reached: Carla (105), Elena (101). Game over: Bruno wins with 62."
    ]


def test_game_one_the_log_and_the_stats_across_hands():
    table = Table.sit(4)
    table.play(GAME_ONE[0])
    hand_two = GAME_ONE[1]
    assert isinstance(hand_two, Hand)
    for raw in hand_two.log[:5]:  # up to Anna's call
        table.move(raw)
    assert T.prompt(table.state, table.options).phase == "last_round"
    # Anna called: her cards are immune, and the hand must be entered with her as caller
    assert table.refuse(power(BRUNO, ANNA)).rule == "TAM-POWER"  # the J's power is used
    table.move(discard(BRUNO, "10H"))
    assert table.refuse(power(BRUNO, ANNA)).rule == "TAM-CALL"
    assert table.refuse(call(DARIO)).rule == "TAM-CALL"
    assert table.refuse({"type": "join", "name": "Elena"}).rule == "TAM-JOIN"
    table.move(power(BRUNO, DARIO))
    wrong = {"type": "hand", "caller": DARIO, "hands": list(hand_two.hands)}
    assert table.refuse(wrong).rule == "TAM-CALL"
    table.play(replace(hand_two, log=()))
    # the 10's power belonged to hand two: hand three starts with an empty pile
    assert table.refuse(power(CARLA, DARIO)).rule == "TAM-POWER"
    for step in GAME_ONE[2:]:
        table.play(step)
    stats = table.state.stats
    assert stats[ANNA].named == {"pozioni": 1}
    assert stats[ANNA].powers == 1
    assert stats[BRUNO].powers == 1
    assert stats[BRUNO].named == {"open_lock": 1}
    assert stats[BRUNO].matches == 1
    assert stats[CARLA].matches == 1
    assert stats[DARIO].penalties == {"relook": 1, "out_of_turn": 1}
    assert [(s.calls, s.calls_lowest) for s in stats] == [(1, 0), (2, 2), (1, 0), (1, 1), (0, 0)]
    # Elena joined after hand three: her stats start from nothing
    assert stats[ELENA].hands_lowest == 0
    assert len(table.state.penalties) == 5


def test_game_one_the_late_joiner_is_a_full_seat():
    table = Table.sit(4)
    for step in GAME_ONE[:3]:
        table.play(step)
    assert "join" in T.prompt(table.state, table.options).moves
    table.play(GAME_ONE[3])
    assert T.seat_count(table.state) == 5
    # a four-hand entry no longer fits the table
    four = {"type": "hand", "caller": None, "hands": [["AH"], ["2H"], ["3H"], ["4H"]]}
    assert table.refuse(four).rule == "TAM-PLAYERS"
    # the joiner can be penalised, can call, and is scored like everybody else
    table.move(penalty(ELENA, "fake_touch"))
    assert table.state.penalties == [0, 0, 0, 0, 1]
    table.play(GAME_ONE[4])
    assert table.state.stats[ELENA].penalties == {"fake_touch": 1}


def test_game_one_the_tie_in_hand_three_shows_the_other_readings():
    table = Table.sit(4)
    for step in GAME_ONE[:2]:
        table.play(step)
    applied = table.play(GAME_ONE[2])
    assert applied.hand is not None
    alternatives = {(a.option, a.value): a.scores for a in applied.hand.alternatives}
    assert alternatives == {
        # with a shared lowest Carla is lowest with 5: 5
        ("caller_tie", "shared"): (20, 5, 5, 27),
        # with 15 + hand for a caller with 5: 20
        ("caller_five", "plus_hand"): (20, 5, 20, 27),
    }


def test_game_one_after_the_end_nothing_more_is_entered():
    table = Table.sit(4)
    for step in GAME_ONE:
        table.play(step)
    five = {"type": "hand", "caller": None, "hands": [[], [], [], [], []]}
    for raw in (five, call(ANNA), {"type": "join", "name": "Franco"}, discard(ANNA, "AH")):
        assert table.refuse(raw).rule == "TAM-END"
    assert T.prompt(table.state, table.options).phase == "finished"


# -- game two: two players, six cards, two jokers, to 50, ties played on --------------------------

GAME_TWO: list[Hand | Join] = [
    # Anna calls with 0+0+1+2=3, Bruno has 15+4+6=25: Anna is lowest, under 5: 0.
    Hand(
        caller=ANNA,
        hands=(["KH", "KD", "AS", "2S"], ["JK", "4C", "6D"]),
        scores=(0, 25),
        totals=(0, 25),
        caller_rules=("TAM-VAL", "TAM-LT5"),
    ),
    # Bruno calls with 1+3=4, Anna has 2+1=3: Bruno is not the lowest, 15.
    Hand(
        caller=BRUNO,
        hands=(["2C", "AC"], ["AH", "3D"]),
        scores=(0, 15),
        totals=(0, 40),
        log=(penalty(BRUNO, "wrong_discard"),),
        caller_rules=("TAM-CALLER-NL",),
    ),
    # Nobody calls. Anna 15+15+12+8=50, Bruno 10: 50 all, 50 reached, tied: play on.
    Hand(
        caller=None,
        hands=(["JK", "JK", "QS", "8C"], ["10H"]),
        scores=(50, 10),
        totals=(50, 50),
    ),
    # Bruno calls with 0+1=1, Anna has 2+2=4 → 0: still tied, play on. A joker is discarded,
    # taken by the next player, then killed onto the other joker.
    Hand(
        caller=BRUNO,
        hands=(["2D", "2H"], ["KR", "AD"]),
        scores=(0, 0),
        totals=(50, 50),
        log=(
            discard(ANNA, "JK"),
            take(BRUNO),
            discard(BRUNO, "8S"),
            discard(ANNA, "3H"),
            discard(BRUNO, "JK"),
            match(ANNA, "JK"),
            call(BRUNO),
        ),
        # compared after the under-5 rule, 0 and 0 would tie and cost 15 (TAM-AMB-2 decided)
        caller_rules=("TAM-VAL", "TAM-LT5", "TAM-AMB-2"),
    ),
    # Anna calls with 6 and is the lowest (Bruno 7): in every case 15 + 6 = 21. The tie is
    # broken: Bruno wins with 57.
    Hand(
        caller=ANNA,
        hands=(["6C"], ["7C"]),
        scores=(21, 7),
        totals=(71, 57),
        caller_rules=("TAM-CALLER-GT5", "TAM-AMB-3"),
    ),
]


def test_game_two_ties_are_played_on_until_broken():
    table = Table.sit(2, cards=6, jokers=2, target=50, final_tie="play_on")
    ties = []
    for i, step in enumerate(GAME_TWO):
        assert not table.state.finished, f"finished before hand {i + 1}"
        applied = table.play(step)
        ties.append(
            [
                line.text.render("en", table.names)
                for line in applied.lines
                if "TAM-AMB-6" in line.rules
            ]
        )
    tied = (
        "50 reached: Anna (50), Bruno (50). Anna and Bruno are tied for the lowest "
        "with 50: another hand decides."
    )
    assert ties == [[], [], [tied], [tied], []]
    assert table.state.finished
    assert table.winners() == ["Bruno"]
    assert table.state.stats[ANNA].matches == 1
    assert table.state.stats[BRUNO].penalties == {"wrong_discard": 1}


def test_game_two_with_co_winners_ends_at_the_tie():
    table = Table.sit(2, cards=6, jokers=2, target=50)
    for step in GAME_TWO[:3]:
        table.play(step)
    assert table.state.finished
    assert table.winners() == ["Anna", "Bruno"]
    outcome = T.outcome(table.state, table.options)
    assert outcome is not None
    assert outcome.rules == ("TAM-END", "TAM-AMB-6")


def test_game_two_a_third_joker_is_refused_at_a_two_joker_table():
    table = Table.sit(2, cards=6, jokers=2, target=50)
    three = {"type": "hand", "caller": None, "hands": [["JK", "JK"], ["JK"]]}
    assert table.refuse(three).rule == "TAM-JOKE"


# -- game three: the same cards under the other readings -------------------------------------------

THREE_HANDS = [
    (ANNA, (["AH", "2H"], ["3C"], ["10S"])),  # Anna 3, Bruno 3: a tie
    (BRUNO, (["4D"], ["2S", "3S"], ["QS"])),  # Bruno 5, Anna 4
    (CARLA, (["9D"], ["8D"], ["7D"])),  # Carla 7, lowest
]


@pytest.mark.parametrize(
    ("options", "scores", "totals"),
    [
        (
            {},
            # tie costs 15 | 5 is not lowest: flat 15 | lowest over 5: 15 + 7
            [(15, 0, 10), (0, 15, 12), (9, 8, 22)],
            [(15, 0, 10), (15, 15, 22), (24, 23, 44)],
        ),
        (
            {
                "caller_tie": "shared",
                "compare_on": "adjusted",
                "caller_over5_lowest": "hand",
                "caller_five": "plus_hand",
            },
            # a tie is enough: 0 | 5 against 0 is not lowest: 15 + 5 | only the hand: 7
            [(0, 0, 10), (0, 20, 12), (9, 8, 7)],
            [(0, 0, 10), (0, 20, 22), (9, 28, 29)],
        ),
    ],
)
def test_game_three_the_table_options_change_the_totals(
    options: dict[str, Any], scores: list[tuple[int, ...]], totals: list[tuple[int, ...]]
):
    table = Table.sit(3, **options)
    for (caller, hands), expected_scores, expected_totals in zip(
        THREE_HANDS, scores, totals, strict=True
    ):
        applied = table.move({"type": "hand", "caller": caller, "hands": list(hands)})
        assert applied.hand is not None
        assert applied.hand.scores == expected_scores
        assert tuple(table.state.totals) == expected_totals
    assert not table.state.finished


def test_game_three_each_hand_offers_what_the_other_readings_would_give():
    table = Table.sit(3)
    offered = []
    for caller, hands in THREE_HANDS:
        applied = table.move({"type": "hand", "caller": caller, "hands": list(hands)})
        assert applied.hand is not None
        offered.append({(a.option, a.value): a.scores for a in applied.hand.alternatives})
    assert offered == [
        {("caller_tie", "shared"): (0, 0, 10)},
        {("caller_five", "plus_hand"): (0, 20, 12)},
        {("caller_over5_lowest", "hand"): (9, 8, 7)},
    ]


# -- game four: a hand with the Sveltina in the middle ------------------------------------------


def test_game_four_a_sveltina_is_refused_and_the_hand_goes_on():
    table = Table.sit(3, target=30)
    table.move(discard(ANNA, "2H"))
    table.move(match(BRUNO, "2S"))
    table.move(take(CARLA))
    err = table.refuse(match(ANNA, "2D"))
    assert err.rule == "TAM-SVELTINA"
    assert "2♥" in err.text.en
    # Carla swapped the 2♠ in and throws a Q: its power is hers to use
    table.move(discard(CARLA, "QC"))
    table.move(power(CARLA, ANNA, BRUNO))
    table.move(call(CARLA))
    applied = table.play(
        # Carla 2 → lowest, 0; Anna 9+8+7=24; Bruno 10+3=13
        Hand(
            caller=CARLA,
            hands=(["9C", "8C", "7C"], ["10D", "3S"], ["2S"]),
            scores=(24, 13, 0),
            totals=(24, 13, 0),
            caller_rules=("TAM-VAL", "TAM-LT5"),
        )
    )
    assert not applied.state.finished
    assert table.state.stats[CARLA].named == {"pozioni": 1}
    # Anna calls with 5+2=7 but Bruno has 1: 15 + 7 = 22 takes her to 46, over the target
    # of 30; Carla (0+4=4 → 0) wins with 0
    table.play(
        Hand(
            caller=ANNA,
            hands=(["5C", "2C"], ["AS"], ["KD", "4S"]),
            scores=(22, 0, 0),
            totals=(46, 13, 0),
            caller_rules=("TAM-CALLER-GT5",),
        )
    )
    assert table.state.finished
    assert table.winners() == ["Carla"]


# -- game five: the turn model in one hand, jokers and a closed discard ----------------------------


def test_game_five_the_log_keeps_the_turns_and_the_hand_entry_to_what_happened():
    table = Table.sit(3, jokers=1, matched_vergine=False, target=40)
    table.move(discard(ANNA, "5H"))
    table.move(match(BRUNO, "5S"))
    # at this table the first match closes the discard (TAM-AMB-11)
    assert table.refuse(match(CARLA, "5D")).rule == "TAM-AMB-11"
    # Bruno's turn ends with the joker: Carla, next, must take it before anything else
    table.move(discard(BRUNO, "JK"))
    assert table.refuse(discard(CARLA, "3C")).rule == "TAM-JOKE"
    assert table.refuse(take(BRUNO)).rule == "TAM-JOKE"
    table.move(take(CARLA))
    # and keeps it: she swaps it in and throws the Q♦, then calls
    err = table.refuse(discard(CARLA, "JK"))
    assert err.rule == "TAM-JOKE"
    assert err.text.render("it", table.names).startswith(
        "Carla ha appena pescato il jolly dagli scarti: non può scartarlo subito."
    )
    table.move(discard(CARLA, "QD"))
    table.move(call(CARLA))
    # the last round is Anna's and Bruno's; Carla may still match
    err = table.refuse(discard(CARLA, "2C"))
    assert err.rule == "TAM-CALL"
    assert err.text.render("en", table.names).startswith(
        "Carla called Tamalo and plays no more turns this hand"
    )
    table.move(discard(ANNA, "8C"))
    table.move(match(CARLA, "8D"))
    table.move(discard(BRUNO, "4H"))
    # Bruno's hand is entered with the 4♥ he has just discarded: refused, then put right
    wrong = {"type": "hand", "caller": CARLA, "hands": [["AC", "2D"], ["4H", "KD"], ["JK"]]}
    err = table.refuse(wrong)
    assert err.rule == "TAM-DECK"
    assert err.text.render("en", table.names).startswith(
        "Bruno discarded 4♥ and it is still on the discard pile"
    )
    # Anna 1+2=3 → 0; Bruno 6+0=6; Carla calls with the joker, 15: 15 + 15 = 30
    table.play(
        Hand(
            caller=CARLA,
            hands=(["AC", "2D"], ["6S", "KD"], ["JK"]),
            scores=(0, 6, 30),
            totals=(0, 6, 30),
            caller_rules=("TAM-CALLER-GT5",),
        )
    )
    assert table.state.stats[CARLA].matches == 1
    assert table.state.joker_taken_by is None
