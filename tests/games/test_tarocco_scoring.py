"""Scoring (TAR-SCORE-SOLO, TAR-SCORE-PAIRS) from the piles counted in threes (TAR-COUNT), the
summary move, the trick log (TAR-PLAY, TAR-LEAD, V8–V10), and the end of the game with who
pays whom. Every number was worked out by hand from rules.md §1.3 and §1.8."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.tarocco import GAME, settlement
from tests.games.tarocco_table import ANNA, BRUNO, CARLA, DARIO, NAMES, Table, scored

# Carla's solo side: 35 cards (the monte and 8 tricks) with these counting cards:
# V = 10+10+10+5+5+5+5+4+3+2 = 59, c = 10: 59 − 10 + ⌊36/3⌋ = 61, + 5 for the last trick = 66
SOLO_COUNTING = [
    "Giove",
    "Picciotti",
    "Fuggitivo",
    "Palla",
    "Sole",
    "Re Oro",
    "Re Coppe",
    "Regina Oro",
    "Cavallo Oro",
    "Donna Oro",
]
# the other 28 cards: V = 5+5+10+12+9+6 = 47, c = 13: 47 − 13 + ⌊29/3⌋ = 43
OTHER_COUNTING = [
    "Luna",
    "Stella",
    "Re Spade",
    "Re Bastoni",
    "Regina Spade",
    "Regina Coppe",
    "Regina Bastoni",
    "Cavallo Spade",
    "Cavallo Coppe",
    "Cavallo Bastoni",
    "Donna Spade",
    "Donna Coppe",
    "Donna Bastoni",
]


def solo_by_carla(**options: Any) -> Table:
    t = Table.sit(**options)
    t.to_second_deal()
    t.say(BRUNO, "passo")
    t.say(CARLA, "solo")
    return t


def test_a_solo_from_the_soloists_count_and_counting_cards() -> None:
    t = solo_by_carla()
    pile = {"card_count": 35, "counting_cards": SOLO_COUNTING}
    applied = t.move({"type": "end", "piles": [pile], "last_trick": 0})
    # 3 × (66 − 55) = 33; each opponent (109 − 66) − 54 = −11
    assert scored(applied) == [-11, -11, 33, -11]
    text = t.text(applied)
    assert "Carla plays solo and makes 66 card points: 3 × (66 − 55) = 33." in text
    assert "109 − 66 = 43, so 43 − 54 = −11" in text
    assert "; total 61, + 5 for the last trick = 66." in text
    assert "The hand sums to zero: −11 − 11 + 33 − 11 = 0." in text
    assert t.state.totals == [-11, -11, 33, -11] and t.state.dealer == BRUNO


def test_both_sides_by_count_must_make_63_cards_and_109_points() -> None:
    t = solo_by_carla()
    soloist = {"card_count": 35, "counting_cards": SOLO_COUNTING}
    others = {"card_count": 28, "counting_cards": OTHER_COUNTING}
    assert scored(Table.move(t, {"type": "end", "piles": [soloist, others], "last_trick": 0})) == [
        -11,
        -11,
        33,
        -11,
    ]
    t = solo_by_carla()
    wrong = {"card_count": 28, "counting_cards": OTHER_COUNTING[:-1]}
    refusal = t.refuse({"type": "end", "piles": [soloist, wrong], "last_trick": 0})
    assert refusal.rule == "TAR-COUNT" and "must make 109" in refusal.text.en


def test_pile_sizes_follow_the_monte() -> None:
    t = solo_by_carla()
    # the soloist holds the monte: 4k + 3 cards, so 36 is impossible
    refusal = t.refuse(
        {"type": "end", "piles": [{"card_count": 36, "counting_cards": []}], "last_trick": 1}
    )
    assert refusal.rule == "TAR-COUNT" and "4 per trick plus 3" in refusal.text.en


def test_a_pile_by_its_cards_and_the_last_trick_to_the_other_side() -> None:
    t = solo_by_carla()
    # 3 cards: Re Oro, Giove, 7 Coppe — 15 − 2 + ⌊4/3⌋ = 14; the others 109 − 14 = 95
    applied = t.move(
        {"type": "end", "piles": [{"cards": ["Re Oro", "Giove", "7 Coppe"]}], "last_trick": 1}
    )
    assert scored(applied) == [41, 41, -123, 41]  # 3 × (14 − 55); 95 − 54
    assert "3 cards — Giove + Re Oro + 1 scartina: 15 − 1 = 14; total 14." in t.text(applied)


def test_a_typed_figure_and_no_last_trick_needed() -> None:
    t = solo_by_carla()
    applied = t.move({"type": "end", "piles": [None, {"points": 49}]})
    assert scored(applied) == [-5, -5, 15, -5]  # the "solo at 60: +15 / −5 each"


@pytest.mark.parametrize(
    "piles, rule",
    [
        ([{"points": 110}], "TAR-COUNT"),
        ([{"points": 60}, {"points": 50}], "TAR-COUNT"),
        ([{"cards": ["Asso Oro"]}], "TAR-DECK"),
        ([{"cards": ["Giove", "Giove", "9 Spade"]}], "TAR-DECK"),
        ([{"cards": ["Giove", "9 Spade", "8 Spade"]}, {"cards": ["Giove"]}], "TAR-DECK"),
        ([{"cards": ["Foo"]}], "TAR-DECK"),
        ([{"card_count": 3, "counting_cards": ["9 Spade"]}], "TAR-VAL"),
    ],
)
def test_bad_piles_are_refused(piles: list[Any], rule: str) -> None:
    t = solo_by_carla()
    assert t.refuse({"type": "end", "piles": piles, "last_trick": 0}).rule == rule


def test_a_solo_has_no_partner() -> None:
    t = solo_by_carla()
    assert t.refuse({"type": "end", "piles": [{"points": 60}], "partner": 1}).rule == "TAR-SOLO"


def test_a_pile_of_cards_needs_the_last_trick() -> None:
    t = solo_by_carla()
    refusal = t.refuse({"type": "end", "piles": [{"cards": ["Giove", "9 Spade", "8 Spade"]}]})
    assert refusal.rule == "TAR-COUNT" and "last trick" in refusal.text.en


def hidden_pair(caller: int = BRUNO) -> Table:
    t = Table.sit()
    t.to_second_deal()
    t.all_pass()
    t.venti_by(caller)
    for k in (1, 2, 3):
        t.say((caller + k) % 4, "passo")
    t.move({"type": "king_call", "seat": caller, "card": "Re Oro"})
    return t


def test_pairs_the_dealers_pair_scores_s_minus_55() -> None:
    t = hidden_pair()
    # Bruno called Re Oro, Dario holds it: Bruno and Dario against Anna (dealer) and Carla.
    # Bruno's side makes 59, the dealer's pair 109 − 59 = 50: 50 − 55 = −5 each; 59 − 54 = 5
    applied = t.move({"type": "end", "piles": [{"points": 59}], "partner": DARIO})
    assert scored(applied) == [-5, 5, -5, 5]
    text = t.text(applied)
    assert "Anna, the dealer's pair with Carla: 50 card points, 50 − 55 = −5." in text
    assert "Bruno, the other pair with Dario: 109 − 50 = 59 card points, 59 − 54 = 5." in text


def test_pairs_with_the_dealer_in_the_declaring_pair() -> None:
    t = hidden_pair()
    t.move({"type": "partner", "seat": ANNA})
    applied = t.move({"type": "end", "piles": [{"points": 70}]})
    # Bruno and Anna (the dealer) 70 − 55 = 15 each; Carla and Dario 39 − 54 = −15 each
    assert scored(applied) == [15, 15, -15, -15]


def test_the_end_of_a_hidden_pair_needs_the_partner() -> None:
    t = hidden_pair()
    refusal = t.refuse({"type": "end", "piles": [{"points": 59}]})
    assert refusal.rule == "TAR-CALL"
    assert t.refuse({"type": "end", "piles": [{"points": 59}], "partner": BRUNO}).rule == "TAR-CALL"


def test_the_end_is_refused_before_play() -> None:
    t = Table.sit()
    assert t.refuse({"type": "end", "piles": [{"points": 59}], "partner": 1}).rule == "TAR-COUNT"


# -- the summary move --------------------------------------------------------------------------


def test_summary_solo_pairs_offer_abandoned() -> None:
    t = Table.sit(hands=4)
    a = t.move({"type": "hand", "contract": "solo", "soloist": 1, "card_points": 65})
    assert scored(a) == [-10, 30, -10, -10]  # 3 × (65 − 55); 44 − 54
    # dealer now Bruno (1): the pair [1, 2] is the dealer's pair, with 60: 5 each; 49 − 54 = −5
    b = t.move(
        {"type": "hand", "contract": "pairs", "pairs": [[3, 0], [1, 2]], "card_points": [49, None]}
    )
    assert scored(b) == [-5, 5, 5, -5]
    c = t.move({"type": "hand", "contract": "offer", "offerer": 2, "taker": 3, "points": 4})
    assert scored(c) == [0, 0, -4, 4]
    d = t.move({"type": "hand", "contract": "abandoned"})
    assert scored(d) == [0, 0, 0, 0]
    assert t.state.totals == [-15, 35, -9, -11]
    assert t.state.finished and t.state.winners == [BRUNO]


@pytest.mark.parametrize(
    "raw, rule",
    [
        ({"contract": "solo", "soloist": 1, "card_points": 110}, "TAR-COUNT"),
        ({"contract": "solo", "soloist": 1}, "TAR-SCORE-SOLO"),
        ({"contract": "solo", "soloist": 1, "card_points": [50, 59]}, "TAR-SCORE-SOLO"),
        ({"contract": "pairs", "pairs": [[0, 1], [1, 2]], "card_points": [50]}, "TAR-SCORE-PAIRS"),
        ({"contract": "pairs", "pairs": [[0, 1], [2, 3]], "card_points": [50, 60]}, "TAR-COUNT"),
        (
            {"contract": "pairs", "pairs": [[0, 1], [2, 3]], "card_points": [None, None]},
            "TAR-SCORE-PAIRS",
        ),
        ({"contract": "offer", "offerer": 2, "taker": 2, "points": 4}, "TAR-BID1"),
        ({"contract": "offer", "offerer": 2, "taker": 3, "points": 11}, "TAR-BID1"),
        ({"contract": "abandoned", "soloist": 2}, "TAR-BID1"),
    ],
)
def test_bad_summaries_are_refused(raw: dict[str, Any], rule: str) -> None:
    t = Table.sit()
    assert t.refuse({"type": "hand", **raw}).rule == rule


def test_a_dealers_solo_under_v3_is_refused_in_the_summary_too() -> None:
    t = Table.sit(v3=True)
    refusal = t.refuse({"type": "hand", "contract": "solo", "soloist": ANNA, "card_points": 60})
    assert refusal.rule == "TAR-V3"


def test_the_summary_is_refused_once_a_hand_is_logged_call_by_call() -> None:
    t = Table.sit()
    t.say(BRUNO, "vado")
    assert t.refuse({"type": "hand", "contract": "abandoned"}).rule == "TAR-BID1"
    assert "hand" not in GAME.prompt(t.state, t.options).moves


# -- the end of the game -----------------------------------------------------------------------


def test_after_the_agreed_hands_the_standings_and_who_pays_whom() -> None:
    t = Table.sit(hands=2)
    t.move({"type": "hand", "contract": "solo", "soloist": 2, "card_points": 75})  # 60, −20 ×3
    last = t.move({"type": "hand", "contract": "offer", "offerer": 2, "taker": 0, "points": 8})
    assert t.state.totals == [-12, -20, 52, -20]
    outcome = GAME.outcome(t.state, t.options)
    assert outcome is not None and outcome.winners == (CARLA,)
    text = outcome.text.render("en", NAMES)
    assert "Carla won with 52." in text
    assert "Bruno pays Carla 20; Dario pays Carla 20; Anna pays Carla 12." in text
    assert [s.seat for s in GAME.standings(t.state, t.options)] == [CARLA, ANNA, BRUNO, DARIO]
    assert "game is over" in t.text(last)
    assert t.refuse({"type": "hand", "contract": "abandoned"}).rule == "TAR-SCORE-SOLO"
    assert GAME.prompt(t.state, t.options).moves == ()


def test_settlement_pays_the_totals_off() -> None:
    assert settlement([10, -4, -6, 0]) == [(2, 0, 6), (1, 0, 4)]
    assert settlement([0, 0, 0, 0]) == []
    payments = settlement([7, 5, -3, -9])
    assert len(payments) <= 3
    balance = [7, 5, -3, -9]
    for payer, payee, amount in payments:
        balance[payer] += amount
        balance[payee] -= amount
    assert balance == [0, 0, 0, 0]


# -- the trick log -----------------------------------------------------------------------------


def test_tricks_trumps_beat_suits_and_the_winner_leads_next() -> None:
    t = solo_by_carla()  # Dario leads (on Carla's right)
    assert (
        t.refuse(
            {"type": "trick", "cards": ["9 Spade", "Re Spade", "5", "7 Spade"], "leader": ANNA}
        ).rule
        == "TAR-LEAD"
    )
    a = t.move({"type": "trick", "cards": ["9 Spade", "Re Spade", "5", "7 Spade"]})
    # Dario 9 Spade, Anna Re Spade, Bruno trumps with the 5, Carla 7 Spade: Bruno takes it
    assert "Bruno takes it" in t.text(a)
    a = t.move({"type": "trick", "cards": ["Re Coppe", "Fuggitivo", "Regina Coppe", "8 Oro"]})
    assert t.state.tricks[-1].winner == BRUNO  # his King; the Fuggitivo never wins
    assert t.refuse({"type": "trick", "cards": ["Fuggitivo", "2", "3", "4"]}).rule == "TAR-DECK"
    assert t.refuse({"type": "trick", "cards": ["9 Oro", "2", "3", "4"], "leader": DARIO}).rule == (
        "TAR-PLAY"
    )  # Bruno won: Bruno leads


def test_the_fuggitivo_may_not_lead() -> None:
    t = solo_by_carla()
    refusal = t.refuse({"type": "trick", "cards": ["Fuggitivo", "Re Spade", "5", "7 Spade"]})
    assert refusal.rule == "TAR-PLAY"


@pytest.mark.parametrize("v9", [False, True])
def test_the_called_king_holder_leads_its_suit_at_the_first_lead(v9: bool) -> None:
    t = hidden_pair()  # Bruno calls Re Oro; Carla leads first (on Bruno's right)
    t.options = GAME.parse_options({"v9": v9})
    t.move({"type": "partner", "seat": DARIO})
    t.move({"type": "trick", "cards": ["9 Spade", "5", "8 Spade", "7 Spade"]})  # Dario wins
    raw = {"type": "trick", "cards": ["9 Coppe", "8 Coppe", "7 Coppe", "6 Coppe"]}
    if v9:
        t.move(raw)
    else:
        assert t.refuse(raw).rule == "TAR-LEAD"
        t.move({"type": "trick", "cards": ["9 Oro", "8 Coppe", "7 Coppe", "6 Coppe"]})


def test_the_called_card_played_reveals_the_partner() -> None:
    t = hidden_pair()
    a = t.move({"type": "trick", "cards": ["9 Spade", "Re Oro", "8 Spade", "7 Spade"]})
    assert t.state.partner == DARIO and "Dario plays the Re Oro" in t.text(a)


@pytest.mark.parametrize("v10", [False, True])
def test_signals_are_logged_not_scored_together_only_without_v10(v10: bool) -> None:
    t = solo_by_carla(v10=v10)
    raw = {"type": "trick", "cards": ["Giove", "2", "3", "4"], "signal": ["Giove", "Palla"]}
    if v10:
        assert t.refuse(raw).rule == "TAR-V10"
        t.move({**raw, "signal": ["Giove"]})
    else:
        a = t.move(raw)
        assert "signals Giove and Palla" in t.text(a) and a.hand is None
    assert t.state.totals == [0, 0, 0, 0]


def test_after_fifteen_tricks_the_last_trick_comes_from_the_log() -> None:
    from referee.games.tarocco import DECK

    t = solo_by_carla()
    cards = [c for c in DECK if c not in ("FU", "T20")]
    for k in range(14):
        t.move({"type": "trick", "cards": cards[4 * k : 4 * k + 4]})
    last_leader = t.state.tricks[-1].winner
    t.move({"type": "trick", "cards": ["T20", *cards[56:59]]})  # Giove led: its leader wins
    assert t.refuse({"type": "trick", "cards": cards[59:60] * 4}).rule == "TAR-PLAY"
    side = 0 if last_leader == CARLA else 1
    pile = {"card_count": 3, "counting_cards": []}  # 1 point, + 5 with the last trick
    refusal = t.refuse({"type": "end", "piles": [pile], "last_trick": 1 - side})
    assert refusal.rule == "TAR-COUNT"
    applied = t.move({"type": "end", "piles": [pile]})
    points = 6 if side == 0 else 1
    assert scored(applied)[CARLA] == 3 * (points - 55)


@pytest.mark.parametrize(
    "reading, scores, other",
    [
        # the monte (5, 4, 3 of trumps) and the Fuggitivo: 10 − 1 + ⌊5/3⌋ = 10
        ("holder", [45, 45, -135, 45], [54, 54, -162, 54]),
        # the monte alone: 0 − 0 + ⌊4/3⌋ = 1
        ("trick", [54, 54, -162, 54], [45, 45, -135, 45]),
    ],
)
def test_a_complete_trick_log_gives_the_piles(
    reading: str, scores: list[int], other: list[int]
) -> None:
    from referee.games.tarocco import DECK

    t = solo_by_carla(fuggitivo=reading)
    leads = [f"T{n}" for n in range(20, 5, -1)]  # Dario leads the 15 highest trumps
    follows = ["T2", "T1", "FU", "T0"] + [c for c in DECK if not c.startswith(("T", "FU"))]
    assert len(follows) == 45  # the monte is the 5, 4 and 3 of trumps
    for k, lead in enumerate(leads):
        t.move({"type": "trick", "cards": [lead, *follows[3 * k : 3 * k + 3]]})
    assert {trick.winner for trick in t.state.tricks} == {DARIO}
    applied = t.move({"type": "end"})
    assert scored(applied) == scores
    # the other reading moves the card points, so every seat's score line cites TAR-AMB-7
    assert all(
        line.rules == ("TAR-SCORE-SOLO", "TAR-COUNT", "TAR-AMB-7")
        for line in applied.lines
        if line.points is not None
    )
    (alternative,) = applied.hand.alternatives  # type: ignore[union-attr]
    assert alternative.option == "fuggitivo" and list(alternative.scores) == other


def test_the_fuggitivo_on_the_winners_side_either_way_is_not_a_reading() -> None:
    from referee.games.tarocco import DECK

    t = solo_by_carla()
    leads = [f"T{n}" for n in range(20, 5, -1)]  # Dario leads and takes every trick
    follows = ["FU", "T2", "T1", "T0"] + [c for c in DECK if not c.startswith(("T", "FU"))]
    for k, lead in enumerate(leads):  # Anna, Dario's partner against the solo, plays it
        t.move({"type": "trick", "cards": [lead, *follows[3 * k : 3 * k + 3]]})
    applied = t.move({"type": "end"})
    # Carla has the monte alone either way: 0 − 0 + ⌊4/3⌋ = 1, 3 × (1 − 55) = −162
    assert scored(applied) == [54, 54, -162, 54]
    assert not applied.hand.alternatives  # type: ignore[union-attr]
    assert all(
        line.rules == ("TAR-SCORE-SOLO", "TAR-COUNT")
        for line in applied.lines
        if line.points is not None
    )


def test_without_a_complete_log_the_piles_are_needed() -> None:
    t = solo_by_carla()
    assert t.refuse({"type": "end"}).rule == "TAR-COUNT"


def test_a_card_of_a_suit_a_player_has_shown_void_in_is_refused() -> None:
    t = solo_by_carla()  # Dario leads; then Anna, Bruno, Carla
    # Anna neither follows Spade nor trumps: she has shown no Spade and no trumps left
    t.move({"type": "trick", "cards": ["9 Spade", "7 Coppe", "8 Spade", "7 Spade"]})
    assert t.state.tricks[-1].winner == DARIO
    refusal = t.refuse({"type": "trick", "cards": ["Re Spade", "12", "6 Spade", "5 Spade"]})
    assert refusal.rule == "TAR-PLAY" and "did not follow trumps" in refusal.text.en
    refusal = t.refuse({"type": "trick", "cards": ["Re Oro", "5 Spade", "6 Oro", "5 Oro"]})
    assert refusal.rule == "TAR-PLAY" and "did not follow Spade" in refusal.text.en
    t.move({"type": "trick", "cards": ["Re Spade", "Fuggitivo", "6 Spade", "5 Spade"]})
    t.move({"type": "trick", "cards": ["Re Oro", "6 Coppe", "6 Oro", "5 Oro"]})
    assert t.state.voids[ANNA] == ["O", "S", "T"]  # no Oro either, nor trumps
