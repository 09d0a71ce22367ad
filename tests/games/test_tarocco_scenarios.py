"""A whole evening of Tarocco logged call by call, hand by hand, as a table enters it.

The scores and the running totals were worked out by hand from rules.md §1.5–§1.8; the
comments show the sums.
"""

from __future__ import annotations

from referee.games.tarocco import GAME
from tests.games.tarocco_table import ANNA, BRUNO, CARLA, DARIO, NAMES, Table, rules_of, scored

FILL = ["Miseria", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"]


def test_an_evening_of_four_hands() -> None:
    t = Table.sit(hands=4)

    # Hand 1, Anna deals: the seed's 4th example. Dario offers 4, Anna takes it.
    t.say(BRUNO, "vado")
    t.say(CARLA, "vado")
    t.say(DARIO, "offro", points=4)
    assert scored(t.say(ANNA, "piglio", accepts=DARIO)) == [4, 0, 0, -4]
    assert t.state.dealer == BRUNO

    # Hand 2, Bruno deals: Carla insists; Dario goes solo and makes 60: 3 × 5 = 15, −5 each
    t.say(CARLA, "tengo")
    for s in (DARIO, ANNA, BRUNO):
        t.say(s, "vado")
    t.say(CARLA, "passo")
    t.say(DARIO, "solo")
    assert t.state.monte_owner == DARIO and t.state.monte_shown
    assert scored(t.move({"type": "end", "piles": [{"points": 60}]})) == [-5, -5, -5, 15]
    assert t.state.totals == [-1, -5, -5, 11] and t.state.dealer == CARLA

    # Hand 3, Carla deals: nobody solo; Anna says venti, nobody quindici, she calls Re Oro
    t.say(DARIO, "tengo")
    t.say(ANNA, "tengo")
    t.say(BRUNO, "vado")
    t.say(CARLA, "vado")
    for s in (DARIO, ANNA, BRUNO, CARLA):
        t.say(s, "passo")
    assert t.state.monte_owner == CARLA
    t.say(DARIO, "zero")
    t.say(ANNA, "venti", cards=["Giove", "Picciotti"])
    for s in (BRUNO, CARLA, DARIO):
        t.say(s, "passo")
    hand = ["Giove", "Picciotti", "Re Spade", "Re Coppe", "Re Bastoni", *FILL[:10]]
    call = t.move({"type": "king_call", "seat": ANNA, "card": "Re Oro", "hand": hand})
    assert "TAR-CALL-a" in rules_of(call)
    t.move({"type": "partner", "seat": BRUNO})
    # Anna and Bruno make 50; the dealer's pair (Carla, Dario) 59: 59 − 55 = 4; 50 − 54 = −4
    end = t.move({"type": "end", "piles": [{"points": 50}]})
    assert scored(end) == [-4, -4, 4, 4]
    assert t.state.totals == [-5, -9, -1, 15] and t.state.dealer == DARIO

    # Hand 4, Dario deals: everyone vado; the agreed four hands are over
    for s in (ANNA, BRUNO, CARLA):
        t.say(s, "vado")
    last = t.say(DARIO, "vado")
    assert scored(last) == [0, 0, 0, 0]
    assert t.state.finished and t.state.winners == [DARIO] and sum(t.state.totals) == 0
    outcome = GAME.outcome(t.state, t.options)
    assert outcome is not None
    assert outcome.text.render("en", NAMES) == (
        "Dario won with 15. Bruno pays Dario 9; Anna pays Dario 5; Carla pays Dario 1."
    )
    assert outcome.text.render("it", NAMES) == (
        "Vince Dario con 15. Dario riceve 9 da Bruno; Dario riceve 5 da Anna; Dario riceve 1 "
        "da Carla."
    )


def test_the_state_names_the_dealer_the_phase_and_who_has_spoken() -> None:
    t = Table.sit(first_dealer=DARIO)
    t.say(BRUNO, "vado")
    data = GAME.dump_state(t.state)
    assert data["dealer"] == DARIO and data["phase"] == "auction" and data["spoken"] == [BRUNO]
    prompt = GAME.prompt(t.state, t.options)
    assert prompt.seats == (ANNA, CARLA, DARIO)
    text = prompt.text.render("it", NAMES)
    assert text.startswith("Smazzata 1 di 12, mazziere Dario:")
    assert "Hanno parlato Bruno." in text  # who has spoken, and who may speak now
    assert "Devono ancora parlare Anna, Carla e Dario." in text


def test_a_v1_table_is_told_the_dealer_does_not_see_the_bottom_card() -> None:
    assert GAME.notes(GAME.parse_options({}), 4) == []
    (note,) = GAME.notes(GAME.parse_options({"v1": True}), 4)
    assert note.rules == ("TAR-V1",) and "bottom card" in note.text.en
