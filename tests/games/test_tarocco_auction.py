"""The first auction (TAR-BID1) call by call, with the seed's four worked examples.

The seed numbers its speakers "1° gioc." to "4° gioc." in the order they speak, which is
free (TAR-AMB-8): here Bruno, Carla, Dario and Anna (the dealer) speak in that order.
"""

from __future__ import annotations

import pytest

from tests.games.tarocco_table import ANNA, BRUNO, CARLA, DARIO, Table, rules_of, scored

# -- the seed's four examples ------------------------------------------------------------------


def test_example_1_offro_vado_vado_tengo_means_the_second_deal() -> None:
    t = Table.sit()
    t.say(BRUNO, "offro", points=5)
    t.say(CARLA, "vado")
    t.say(DARIO, "vado")
    last = t.say(ANNA, "tengo")
    assert last.hand is None  # no score: the hand goes on
    assert t.state.phase == "solo" and t.state.totals == [0, 0, 0, 0]
    assert "the offers no longer count" in t.text(last)
    assert {"TAR-BID1", "TAR-SOLO"} <= rules_of(last)
    assert t.state.dealer == ANNA and t.state.hand == 1


def test_example_2_all_vado_abandons_the_hand_and_the_deal_passes() -> None:
    t = Table.sit()
    for s in (BRUNO, CARLA, DARIO):
        assert t.say(s, "vado").hand is None
    last = t.say(ANNA, "vado")
    assert scored(last) == [0, 0, 0, 0]
    assert t.state.dealer == BRUNO and t.state.hand == 2 and t.state.phase == "auction"
    assert "Everyone said vado" in t.text(last)


def test_example_2_likewise_an_offer_nobody_takes() -> None:
    t = Table.sit()
    t.say(BRUNO, "offro", points=3)
    t.say(CARLA, "offro", points=6)
    t.say(DARIO, "vado")
    last = t.say(ANNA, "vado")
    assert scored(last) == [0, 0, 0, 0] and t.state.dealer == BRUNO
    # no offer taken: every reading of several offers (TAR-AMB-1) settles nothing, so the
    # ambiguity decided nothing and is not cited
    assert "TAR-AMB-1" not in rules_of(last) and not last.hand.alternatives  # type: ignore[union-attr]


@pytest.mark.parametrize("fourth, second_deal", [("vado", False), ("tengo", True)])
def test_example_3_the_fourth_player_decides(fourth: str, second_deal: bool) -> None:
    t = Table.sit()
    t.say(BRUNO, "vado")
    t.say(CARLA, "offro", points=8)
    t.say(DARIO, "piglio", accepts=CARLA)
    last = t.say(ANNA, fourth)
    if second_deal:
        assert last.hand is None and t.state.phase == "solo" and t.state.totals == [0] * 4
    else:
        # Carla's offer of 8 is taken by Dario: −8 and +8, the others nothing
        assert scored(last) == [0, 0, -8, 8]
        assert t.state.totals == [0, 0, -8, 8] and t.state.dealer == BRUNO


def test_example_4_vado_vado_offro_4_piglio() -> None:
    t = Table.sit()
    t.say(BRUNO, "vado")
    t.say(CARLA, "vado")
    t.say(DARIO, "offro", points=4)
    last = t.say(ANNA, "piglio")  # the only offer open: no need to name it
    assert scored(last) == [4, 0, 0, -4]
    lines = [line for line in last.lines if line.seat is not None and line.points is not None]
    assert [line.points for line in lines] == [4, 0, 0, -4]
    assert "The hand sums to zero: 4 + 0 + 0 − 4 = 0." in t.text(last)


# -- bad calls ---------------------------------------------------------------------------------


def test_a_second_call_by_the_same_player_is_refused() -> None:
    t = Table.sit()
    t.say(CARLA, "vado")
    refusal = t.refuse_call(CARLA, "tengo")
    assert refusal.rule == "TAR-BID1"
    assert "già parlato" in refusal.text.it and "once only" in refusal.text.en


def test_piglio_with_no_offer_is_refused() -> None:
    t = Table.sit()
    t.say(BRUNO, "vado")
    assert t.refuse_call(CARLA, "piglio").rule == "TAR-BID1"
    assert t.refuse_call(CARLA, "piglio", accepts=BRUNO).rule == "TAR-BID1"


def test_piglio_on_an_offer_already_taken_is_refused_by_default() -> None:
    t = Table.sit()
    t.say(BRUNO, "offro", points=2)
    t.say(CARLA, "piglio", accepts=BRUNO)
    refusal = t.refuse_call(DARIO, "piglio", accepts=BRUNO)
    assert refusal.rule == "TAR-AMB-1"
    assert t.refuse_call(DARIO, "piglio").rule == "TAR-AMB-1"  # nothing left to take


def test_piglio_must_name_the_offer_when_several_are_open() -> None:
    t = Table.sit()
    t.say(BRUNO, "offro", points=2)
    t.say(CARLA, "offro", points=3)
    refusal = t.refuse_call(DARIO, "piglio")
    assert refusal.rule == "TAR-AMB-1" and "which one" in refusal.text.en


@pytest.mark.parametrize("points", [None, 0, 11, 50])
def test_an_offer_is_from_1_to_10_points(points: int | None) -> None:
    t = Table.sit()
    extra = {} if points is None else {"points": points}
    assert t.refuse_call(BRUNO, "offro", **extra).rule == "TAR-BID1"
    t.say(BRUNO, "offro", points=10)


def test_a_call_of_another_phase_is_refused_with_the_phases_rule() -> None:
    t = Table.sit()
    assert t.refuse_call(BRUNO, "solo").rule == "TAR-BID1"
    assert t.refuse_call(BRUNO, "venti").rule == "TAR-BID1"
    t.to_second_deal()
    assert t.refuse_call(BRUNO, "tengo").rule == "TAR-SOLO"


def test_in_turn_order_a_call_out_of_turn_is_refused() -> None:
    t = Table.sit(bid1_order="turn")
    refusal = t.refuse_call(CARLA, "vado")
    assert refusal.rule == "TAR-AMB-8"
    t.say(BRUNO, "vado")
    t.say(CARLA, "vado")
    assert t.refuse_call(ANNA, "vado").rule == "TAR-AMB-8"


def test_in_free_order_anyone_who_has_not_spoken_may_speak() -> None:
    t = Table.sit()
    t.say(ANNA, "vado")  # the dealer first
    t.say(DARIO, "vado")
    prompt_seats = {1, 2}
    from referee.games.tarocco import GAME

    assert set(GAME.prompt(t.state, t.options).seats or ()) == prompt_seats


# -- several offers and takers: the readings of TAR-AMB-1 --------------------------------------


def _two_offers(reading: str) -> Table:
    t = Table.sit(offers=reading)
    t.say(BRUNO, "offro", points=3)
    t.say(CARLA, "offro", points=5)
    t.say(DARIO, "piglio", accepts=CARLA)
    return t


def test_each_piglio_settles_its_offer_and_the_rest_lapse() -> None:
    t = _two_offers("each")
    last = t.say(ANNA, "vado")
    assert scored(last) == [0, 0, -5, 5]
    # each line cites TAR-AMB-1: read "only if every offer is taken", nothing would settle
    assert {line.seat: line.rules for line in last.lines if line.points is not None} == {
        s: ("TAR-BID1", "TAR-AMB-1") for s in (ANNA, BRUNO, CARLA, DARIO)
    }
    alternatives = {a.value: list(a.scores) for a in last.hand.alternatives}  # type: ignore[union-attr]
    # had the table read "only if every offer is taken": nothing is settled
    assert alternatives == {"all": [0, 0, 0, 0]}


def test_only_if_every_offer_is_taken() -> None:
    t = _two_offers("all")
    last = t.say(ANNA, "vado")
    assert scored(last) == [0, 0, 0, 0]
    assert {a.value: list(a.scores) for a in last.hand.alternatives} == {  # type: ignore[union-attr]
        "each": [0, 0, -5, 5],
        "shared": [0, 0, -5, 5],
    }
    t2 = _two_offers("all")
    last = t2.say(ANNA, "piglio", accepts=BRUNO)
    assert scored(last) == [3, -3, -5, 5]


def test_one_offer_taken_by_two_players_pays_each() -> None:
    t = Table.sit(offers="shared")
    t.say(BRUNO, "offro", points=4)
    t.say(CARLA, "piglio")
    t.say(DARIO, "piglio", accepts=BRUNO)
    last = t.say(ANNA, "vado")
    assert scored(last) == [0, -8, 4, 4]
    assert {a.value: list(a.scores) for a in last.hand.alternatives} == {  # type: ignore[union-attr]
        "each": [0, -4, 4, 0],
        "all": [0, -4, 4, 0],
    }


# -- dealer rotation (TAR-DEAL, TAR-V2) --------------------------------------------------------


def test_the_deal_passes_to_the_right_and_the_first_dealer_is_an_option() -> None:
    t = Table.sit(first_dealer=2)
    assert t.state.dealer == CARLA
    for s in (DARIO, ANNA, BRUNO, CARLA):
        t.say(s, "vado")
    assert t.state.dealer == DARIO
    for s in (ANNA, BRUNO, CARLA, DARIO):
        t.say(s, "vado")
    assert t.state.dealer == ANNA


@pytest.mark.parametrize("v2, dealer", [(False, BRUNO), (True, ANNA)])
def test_v2_keeps_the_dealer_after_a_settled_offer(v2: bool, dealer: int) -> None:
    t = Table.sit(v2=v2)
    t.say(BRUNO, "offro", points=2)
    t.say(CARLA, "piglio")
    t.say(DARIO, "vado")
    last = t.say(ANNA, "vado")
    assert t.state.dealer == dealer
    assert ("TAR-V2" in rules_of(last)) is v2
