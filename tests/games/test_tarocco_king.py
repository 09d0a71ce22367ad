"""The King call, rule by rule (TAR-CALL-a … f), with the variants V4–V7 and the readings of
TAR-AMB-3, 4, 6 and 7; the call as a move and the partner revealed."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.tarocco import GAME, card_to_call, parse_card
from tests.games.tarocco_table import ANNA, BRUNO, CARLA, DARIO, Table, rules_of

FILL = ["Miseria", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"]


def hand(*cards: str) -> list[str]:
    """``cards`` and low trumps up to 15 cards."""
    return [*cards, *FILL][:15]


def call(cards: list[str], discard: tuple[str, ...] = (), **options: Any) -> Any:
    o = GAME.parse_options(options)
    return card_to_call([parse_card(c) for c in cards], o, [parse_card(c) for c in discard])


def named(verdict: Any) -> str | list[str]:
    from referee.games.tarocco import Card

    if verdict.must_call:
        return Card(verdict.must_call).name
    return sorted(Card(c).name for c in verdict.candidates)


def test_a_three_kings_call_the_fourth() -> None:
    v = call(hand("Re Spade", "Re Coppe", "Re Bastoni"))
    assert named(v) == "Re Oro" and v.rule == "TAR-CALL-a"


def test_b_one_king_the_shortest_suit() -> None:
    v = call(hand("Re Spade", "7 Coppe", "9 Bastoni", "8 Bastoni", "7 Bastoni", "6 Oro", "5 Oro"))
    assert named(v) == "Re Coppe" and v.rule == "TAR-CALL-b"


@pytest.mark.parametrize("v4, king", [(False, "Re Coppe"), (True, "Re Oro")])
def test_b_not_a_void_suit_unless_v4(v4: bool, king: str) -> None:
    cards = hand("Re Spade", "7 Coppe", "8 Coppe", "9 Bastoni", "8 Bastoni", "7 Bastoni")
    v = call(cards, v4=v4)
    assert named(v) == king
    assert ("TAR-V4" in v.rules) is v4


def test_c_equal_length_the_higher_court_card() -> None:
    v = call(hand("Re Spade", "Re Coppe", "Cavallo Bastoni", "5 Bastoni", "Donna Oro", "6 Oro"))
    assert named(v) == "Re Bastoni" and v.rule == "TAR-CALL-c"
    assert "(Cavallo)" in v.reason.en


def test_d_still_tied_coins() -> None:
    v = call(hand("Re Spade", "Re Coppe", "Donna Bastoni", "6 Bastoni", "Donna Oro", "5 Oro"))
    assert named(v) == "Re Oro" and v.rule == "TAR-CALL-d"
    v = call(hand("Re Spade", "Re Coppe", "7 Bastoni", "6 Bastoni", "7 Oro", "5 Oro"))
    assert named(v) == "Re Oro" and v.rule == "TAR-CALL-d"


def test_v5_no_coins_the_tie_stays_and_the_caller_chooses() -> None:
    cards = hand("Re Spade", "Re Coppe", "7 Bastoni", "6 Bastoni", "7 Oro", "5 Oro")
    v = call(cards, v5=True)
    assert named(v) == ["Re Bastoni", "Re Oro"] and v.rule == "TAR-AMB-4"
    assert "TAR-V5" in v.rules
    # the other reading of TAR-AMB-4: the higher next card (6 of Bastoni beats 5 of Oro)
    v = call(cards, v5=True, ties="next_card")
    assert named(v) == "Re Bastoni" and v.rule == "TAR-AMB-4"


def test_an_unbroken_tie_without_coins() -> None:
    v = call(hand("Re Spade", "Re Oro", "7 Coppe", "7 Bastoni"))
    assert named(v) == ["Re Bastoni", "Re Coppe"] and v.rule == "TAR-AMB-4"
    assert "Re Coppe and Re Bastoni" in v.reason.en


@pytest.mark.parametrize("v6, queen", [(False, "Regina Bastoni"), (True, "Regina Coppe")])
def test_e_four_kings_call_a_queen_leaving_out_bare_kings(v6: bool, queen: str) -> None:
    cards = hand(
        "Re Spade",
        "Regina Spade",
        "Re Coppe",
        "Re Bastoni",
        "7 Bastoni",
        "Re Oro",
        "7 Oro",
        "6 Oro",
    )
    v = call(cards, v6=v6)
    assert named(v) == queen and v.rules[0] == "TAR-CALL-e"


def test_e_four_kings_and_three_queens_call_the_fourth() -> None:
    v = call(
        hand(
            "Re Spade",
            "Re Coppe",
            "Re Bastoni",
            "Re Oro",
            "Regina Spade",
            "Regina Coppe",
            "Regina Bastoni",
        )
    )
    assert named(v) == "Regina Oro" and v.rule == "TAR-CALL-e"


FOUR_AND_FOUR = hand(
    "Re Spade",
    "Regina Spade",
    "Cavallo Spade",
    "Re Coppe",
    "Regina Coppe",
    "Re Bastoni",
    "Regina Bastoni",
    "7 Bastoni",
    "Re Oro",
    "Regina Oro",
    "7 Oro",
    "6 Oro",
)


def test_amb7_four_kings_and_four_queens_call_a_knight() -> None:
    v = call(FOUR_AND_FOUR)
    assert named(v) == "Cavallo Coppe" and "TAR-AMB-7" in v.rules
    v = call(FOUR_AND_FOUR, four_kings_queens="free")
    assert v.free and v.must_call is None and v.rule == "TAR-AMB-7"


def test_amb3_no_king_by_rule_b_or_freely() -> None:
    cards = hand("7 Coppe", "8 Coppe", "9 Bastoni", "6 Oro", "5 Oro", "4 Oro")
    v = call(cards)
    assert named(v) == "Re Bastoni" and {"TAR-CALL-b", "TAR-AMB-3"} <= set(v.rules)
    v = call(cards, no_king="free")
    assert named(v) == ["Re Bastoni", "Re Coppe", "Re Oro", "Re Spade"] and v.rule == "TAR-AMB-3"


def test_amb6_the_dealers_discard_is_his_own() -> None:
    # with Re Oro discarded the dealer holds three Kings: the fourth is Re Bastoni
    cards = hand("Re Spade", "Re Coppe", "9 Bastoni")
    v = call(cards, discard=("Re Oro", "16", "17"))
    assert named(v) == "Re Bastoni" and v.rule == "TAR-CALL-a"


def test_the_value_is_the_decine_and_cinquine() -> None:
    # Giove 10, Re Coppe 5, Sole 5; the Regina is no cinquina
    v = call(["Giove", "Re Coppe", "Sole", "Regina Oro", *FILL[:11]])
    assert v.value == 20
    v = call(["Giove", "Re Coppe", "Sole", "Regina Oro", *FILL[:11]], kings_cinquine=False)
    assert v.value == 15


# -- the call and the partner as moves ---------------------------------------------------------


def at_call(dealer_calls: bool = False, **options: Any) -> Table:
    t = Table.sit(**options)
    t.to_second_deal()
    t.all_pass()
    caller = ANNA if dealer_calls else BRUNO
    t.venti_by(caller)
    for s in (1, 2, 3):
        if t.state.phase == "quindici":
            t.say((caller + s) % 4, "passo")
    assert t.state.phase == "king_call"
    return t


def test_the_call_is_checked_when_the_hand_is_given() -> None:
    t = at_call()
    cards = hand("Re Spade", "Re Coppe", "Cavallo Bastoni", "5 Bastoni", "Donna Oro", "6 Oro")
    refusal = t.refuse({"type": "king_call", "seat": BRUNO, "card": "Re Oro", "hand": cards})
    assert refusal.rule == "TAR-CALL-c" and "Re Bastoni" in refusal.text.en
    refusal = t.refuse({"type": "king_call", "seat": BRUNO, "card": "Re Spade", "hand": cards})
    assert refusal.rule == "TAR-CALL"
    assert t.refuse({"type": "king_call", "seat": CARLA, "card": "Re Oro"}).rule == "TAR-CALL"
    applied = t.move({"type": "king_call", "seat": BRUNO, "card": "Re Bastoni", "hand": cards})
    assert t.state.called == "KB" and t.state.phase == "play"
    assert {"TAR-CALL-c", "TAR-CALL"} <= rules_of(applied)
    # TAR-LEAD: the holder of the called King leads its suit first
    assert "must lead a card of Clubs at their first lead" in t.text(applied)


def test_without_the_hand_any_king_is_taken_but_not_another_card() -> None:
    t = at_call()
    assert t.refuse({"type": "king_call", "seat": BRUNO, "card": "Donna Oro"}).rule == "TAR-CALL"
    assert t.refuse({"type": "king_call", "seat": BRUNO, "card": "Asso Oro"}).rule == "TAR-DECK"
    t.move({"type": "king_call", "seat": BRUNO, "card": "re di coppe"})
    assert t.state.called == "KC"


def test_a_dealer_may_not_call_a_card_he_discarded() -> None:
    t = at_call(dealer_calls=True)
    cards = hand("Re Spade", "Re Coppe", "9 Bastoni")
    raw = {
        "type": "king_call",
        "seat": ANNA,
        "card": "Re Oro",
        "hand": cards,
        "discard": ["Re Oro", "16", "17"],
    }
    assert t.refuse(raw).rule == "TAR-AMB-6"
    t.move({**raw, "card": "Re Bastoni"})


def test_the_hidden_partner_revealed() -> None:
    t = at_call()
    t.move({"type": "king_call", "seat": BRUNO, "card": "Re Oro"})
    assert GAME.prompt(t.state, t.options).moves[0] == "partner"
    assert t.refuse({"type": "partner", "seat": BRUNO}).rule == "TAR-CALL"
    assert t.refuse({"type": "partner", "seat": CARLA, "monte": True}).rule == "TAR-AMB-6"
    t.move({"type": "partner", "seat": DARIO})
    assert t.state.partner == DARIO and not t.state.partner_open
    assert t.refuse({"type": "partner", "seat": CARLA}).rule == "TAR-CALL"


@pytest.mark.parametrize("v7", [False, True])
def test_f_a_called_queen_in_the_dealers_discard(v7: bool) -> None:
    t = at_call(v7=v7)
    t.move({"type": "king_call", "seat": BRUNO, "card": "Regina Coppe"})
    applied = t.move({"type": "partner", "seat": ANNA, "monte": True})
    assert t.state.partner == ANNA and t.state.partner_open
    assert "TAR-CALL-f" in rules_of(applied)
    assert ("TAR-V7" in rules_of(applied)) is v7
    assert "becomes the open partner" in t.text(applied)


def test_amb6_a_called_king_in_the_discard_open_or_hidden() -> None:
    t = at_call(called_in_monte="hidden")
    t.move({"type": "king_call", "seat": BRUNO, "card": "Re Coppe"})
    applied = t.move({"type": "partner", "seat": ANNA, "monte": True})
    assert "TAR-AMB-6" in rules_of(applied) and "was the hidden partner" in t.text(applied)
