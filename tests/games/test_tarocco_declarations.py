"""After the second deal: solo or passo (TAR-SOLO, TAR-V3), venti or zero (TAR-VENTI) and
quindici (TAR-QUINDICI, TAR-AMB-5), each checked as it is spoken."""

from __future__ import annotations

import pytest

from referee.games.tarocco import GAME
from tests.games.tarocco_table import ANNA, BRUNO, CARLA, DARIO, Table, rules_of


def test_solo_or_passo_goes_in_turn_from_the_dealers_right() -> None:
    t = Table.sit()
    t.to_second_deal()
    prompt = GAME.prompt(t.state, t.options)
    assert prompt.phase == "solo" and prompt.seats == (BRUNO,)
    assert t.refuse_call(CARLA, "passo").rule == "TAR-SOLO"
    t.say(BRUNO, "passo")
    applied = t.say(CARLA, "solo")
    assert t.state.soloist == CARLA and t.state.monte_owner == CARLA and t.state.monte_shown
    assert t.state.phase == "play"
    assert "and shows it" in t.text(applied)
    # D&M: the player to the soloist's right leads
    assert "Dario, on Carla's right, leads the first trick." in t.text(applied)


def test_the_dealer_may_go_solo_last_and_does_not_show_the_monte() -> None:
    t = Table.sit()
    t.to_second_deal()
    for s in (BRUNO, CARLA, DARIO):
        t.say(s, "passo")
    applied = t.say(ANNA, "solo")
    assert t.state.soloist == ANNA and not t.state.monte_shown
    assert "unseen, being the dealer" in t.text(applied)


def test_v3_the_dealer_cannot_go_solo_and_the_monte_is_never_shown() -> None:
    t = Table.sit(v3=True)
    t.to_second_deal()
    t.say(BRUNO, "passo")
    t.say(CARLA, "passo")
    assert t.refuse_call(ANNA, "solo").rule == "TAR-V3"
    applied = t.say(DARIO, "passo")  # the first three passed: the round is over
    assert t.state.phase == "venti" and t.state.monte_owner == ANNA
    assert "TAR-V3" in rules_of(applied)
    t2 = Table.sit(v3=True)
    t2.to_second_deal()
    applied = t2.say(BRUNO, "solo")
    assert not t2.state.monte_shown and "without showing it" in t2.text(applied)


def test_v8_the_soloist_leads() -> None:
    t = Table.sit(v8=True)
    t.to_second_deal()
    applied = t.say(BRUNO, "solo")
    assert "The soloist, Bruno, leads the first trick." in t.text(applied)
    assert "TAR-V8" in rules_of(applied)


def test_nobody_solo_the_dealer_takes_the_monte_and_venti_follows() -> None:
    t = Table.sit()
    t.to_second_deal()
    t.all_pass()
    assert t.state.monte_owner == ANNA and t.state.soloist is None
    assert GAME.prompt(t.state, t.options).seats == (BRUNO,)


def _at_venti(**options: object) -> Table:
    t = Table.sit(**options)
    t.to_second_deal()
    t.all_pass()
    return t


def test_venti_with_the_cards_shown_is_checked() -> None:
    t = _at_venti()
    refusal = t.refuse_call(BRUNO, "venti", cards=["Giove", "Re Coppe"])
    assert refusal.rule == "TAR-VENTI" and "15" in refusal.text.en
    applied = t.say(BRUNO, "venti", cards=["Giove", "Re Coppe", "Sole"])
    assert "(shows 20 in decine and cinquine)" in t.text(applied)
    assert t.state.declarer == BRUNO and t.state.phase == "quindici"


def test_a_card_shown_that_is_no_decina_or_cinquina_is_refused() -> None:
    t = _at_venti()
    assert t.refuse_call(BRUNO, "venti", cards=["Giove", "Regina Oro"]).rule == "TAR-VENTI"
    assert t.refuse_call(BRUNO, "venti", cards=["Giove", "Asso Oro"]).rule == "TAR-DECK"
    assert t.refuse_call(BRUNO, "venti", cards=["Giove", "Giove"]).rule == "TAR-DECK"


def test_kings_count_as_cinquine_unless_the_table_counts_the_arie_only() -> None:
    t = _at_venti(kings_cinquine=False)
    refusal = t.refuse_call(BRUNO, "venti", cards=["Giove", "Re Coppe", "Sole"])
    assert refusal.rule == "TAR-AMB-2"
    t.say(BRUNO, "venti", cards=["Giove", "Luna", "Sole"])


def test_zero_may_be_said_with_20_and_all_zero_voids_the_hand() -> None:
    t = _at_venti()
    t.say(BRUNO, "zero", cards=["Giove", "Picciotti"])  # venti is optional
    assert t.refuse_call(BRUNO, "zero").rule == "TAR-VENTI"  # out of turn
    t.say(CARLA, "zero")
    t.say(DARIO, "passo")  # "zero (o passo)"
    last = t.say(ANNA, "zero")
    assert last.hand is not None and list(last.hand.scores) == [0, 0, 0, 0]
    assert t.state.dealer == BRUNO and t.state.phase == "auction"


def test_all_zero_under_v2_the_same_dealer() -> None:
    t = _at_venti(v2=True)
    for s in (BRUNO, CARLA, DARIO, ANNA):
        t.say(s, "zero")
    assert t.state.dealer == ANNA


def test_quindici_needs_exactly_15_and_makes_the_open_partner() -> None:
    t = _at_venti()
    t.venti_by(CARLA)
    prompt = GAME.prompt(t.state, t.options)
    # TAR-AMB-5: the three others, from the one after the venti player (Bruno said zero)
    assert prompt.phase == "quindici" and prompt.seats == (DARIO,)
    refusal = t.refuse_call(DARIO, "quindici", cards=["Giove", "Sole", "Luna"])
    assert refusal.rule == "TAR-QUINDICI" and "exactly 15" in refusal.text.en
    t.say(DARIO, "passo")
    t.say(ANNA, "passo")
    applied = t.say(BRUNO, "quindici", cards=["Giove", "Re Oro"])
    assert t.state.partner == BRUNO and t.state.partner_open and t.state.phase == "play"
    assert "Bruno says quindici" in t.text(applied)
    assert "Dario, on Carla's right, leads the first trick." in t.text(applied)


def test_quindici_from_the_rest_of_the_round_only() -> None:
    t = _at_venti(quindici_from="rest_of_round")
    t.venti_by(CARLA)
    assert GAME.prompt(t.state, t.options).seats == (DARIO,)
    t.say(DARIO, "passo")
    assert t.refuse_call(BRUNO, "quindici").rule == "TAR-AMB-5"
    t.say(ANNA, "passo")
    assert t.state.phase == "king_call"


def test_the_dealers_venti_under_rest_of_round_goes_straight_to_the_call() -> None:
    t = _at_venti(quindici_from="rest_of_round")
    t.venti_by(ANNA)
    assert t.state.phase == "king_call" and t.state.declarer == ANNA


def test_nobody_says_quindici_the_venti_player_calls() -> None:
    t = _at_venti()
    t.venti_by(BRUNO)
    for s in (CARLA, DARIO, ANNA):
        applied = t.say(s, "passo")
    assert t.state.phase == "king_call"
    assert "Nobody says quindici: Bruno calls a King" in t.text(applied)
    assert GAME.prompt(t.state, t.options).seats == (BRUNO,)


@pytest.mark.parametrize("word", ["venti", "solo", "offro"])
def test_a_call_during_play_is_refused(word: str) -> None:
    t = Table.sit()
    t.to_second_deal()
    t.say(BRUNO, "solo")
    extra = {"points": 2} if word == "offro" else {}
    assert t.refuse_call(CARLA, word, **extra).rule == "TAR-PLAY"
