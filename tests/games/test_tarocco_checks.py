"""The referee checks Tarocco declares: king_call, card_points, declaration, lead."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import BadCheck, IllegalMove
from referee.games.tarocco import CHECKS, GAME

FILL = ["Miseria", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"]


def ask(name: str, body: dict[str, Any], **options: Any) -> Any:
    return CHECKS.ask(name, body, GAME.parse_options(options))


def test_the_game_declares_its_four_checks_with_examples_they_answer() -> None:
    assert GAME.checks is CHECKS
    assert CHECKS.names == ("king_call", "card_points", "declaration", "lead")
    for spec in CHECKS.specs:
        answer = ask(spec.name, dict(spec.example))
        assert answer.text.it and answer.text.en and answer.rules


def test_king_call_names_the_card_and_the_rule() -> None:
    hand = [
        "Giove",
        "Re Coppe",
        "Sole",
        "Re Spade",
        "Cavallo Bastoni",
        "5 Bastoni",
        "Donna Oro",
        "6 Oro",
        *FILL[:7],
    ]
    answer = ask("king_call", {"hand": hand})
    assert answer.must_call == "Re Bastoni" and answer.rule == "TAR-CALL-c"
    assert answer.value == 25 and answer.candidates == []
    assert "TAR-CALL-c" in answer.rules and answer.reason == answer.text


def test_king_call_gives_the_candidates_of_a_free_choice() -> None:
    hand = ["Re Spade", "Re Coppe", "7 Bastoni", "6 Bastoni", "7 Oro", "5 Oro", *FILL[:9]]
    answer = ask("king_call", {"hand": hand}, v5=True)
    assert answer.must_call is None and answer.candidates == ["Re Bastoni", "Re Oro"]
    assert answer.rule == "TAR-AMB-4"
    answer = ask("king_call", {"hand": hand})
    assert answer.must_call == "Re Oro" and answer.rule == "TAR-CALL-d"


@pytest.mark.parametrize(
    "body",
    [
        {"hand": FILL[:14]},
        {"hand": FILL, "options": {}},
    ],
)
def test_king_call_refuses_what_is_not_a_hand(body: dict[str, Any]) -> None:
    with pytest.raises(BadCheck):
        ask("king_call", body)


@pytest.mark.parametrize(
    ("last", "said"),
    [("Asso Oro", "Ace of Coins"), ("Miseria", "twice"), ("Bagatto di Spade", "not a")],
)
def test_king_call_refuses_cards_not_in_play_or_twice_by_the_deck_rule(
    last: str, said: str
) -> None:
    with pytest.raises(IllegalMove) as refused:
        ask("king_call", {"hand": [*FILL[:14], last]})
    assert refused.value.rule == "TAR-DECK" and said in refused.value.text.en


def test_card_points_counts_each_pile_in_threes() -> None:
    answer = ask(
        "card_points",
        {
            "piles": [
                {"cards": ["Re Oro", "Giove", "7 Coppe"]},
                {"card_count": 3, "counting_cards": ["Re Coppe"]},
                {"points": 40},
            ],
            "last_trick": 0,
        },
    )
    # 15 − 2 + 1 = 14, + 5 for the last trick; 5 − 1 + 1 = 5; a typed 40
    assert [p.points for p in answer.piles] == [19, 5, 40]
    assert "Giove + Re Oro + 1 scartina: 15 − 1 = 14" in answer.piles[0].counting.it
    assert "+ 5 dell'ultima presa = 19" in answer.piles[0].counting.it


def test_card_points_of_one_side_gives_the_other() -> None:
    answer = ask("card_points", {"piles": [{"card_count": 30, "counting_cards": ["Giove"]}]})
    # 10 − 1 + ⌊31/3⌋ = 19 (no last trick); the other side 90
    assert answer.piles[0].points == 19 and answer.other == 90


def test_card_points_of_two_sides_must_make_109() -> None:
    ok = ask("card_points", {"piles": [{"points": 60}, {"points": 49}]})
    assert ok.valid
    wrong = ask("card_points", {"piles": [{"points": 60}, {"points": 50}]})
    assert not wrong.valid and wrong.rules == ("TAR-COUNT",) and "109" in wrong.text.en
    over = ask("card_points", {"piles": [{"points": 120}]})
    assert not over.valid and over.rules == ("TAR-COUNT",)
    with pytest.raises(IllegalMove) as twice:
        ask("card_points", {"piles": [{"cards": ["Giove"]}, {"cards": ["Giove"]}]})
    assert twice.value.rule == "TAR-DECK"


def test_declaration_venti_and_quindici() -> None:
    answer = ask("declaration", {"hand": ["Giove", "Re Coppe", "Sole", "9 Spade"], "call": "venti"})
    assert answer.value == 20 and answer.venti and answer.allowed and not answer.quindici
    answer = ask("declaration", {"hand": ["Giove", "Re Coppe"], "call": "quindici"})
    assert answer.value == 15 and answer.quindici and answer.allowed
    answer = ask(
        "declaration", {"hand": ["Giove", "Re Coppe"], "call": "quindici"}, kings_cinquine=False
    )
    assert answer.value == 10 and not answer.allowed and "TAR-AMB-2" in answer.rules
    answer = ask("declaration", {"hand": ["Giove", "Regina Oro"]})
    assert answer.value == 10 and not answer.venti and answer.allowed is None
    assert "Must say zero" in answer.text.en


@pytest.mark.parametrize(
    "body, allowed, rule",
    [
        ({"card": "Fuggitivo"}, False, "TAR-PLAY"),
        ({"card": "Fuggitivo", "trick": ["9 Spade"]}, True, "TAR-PLAY"),
        ({"card": "9 Spade", "hand": ["9 Spade", "Re Oro"]}, True, "TAR-PLAY"),
        ({"card": "9 Spade", "called": "Re Oro", "first_lead": True}, False, "TAR-LEAD"),
        ({"card": "9 Oro", "called": "Re Oro", "first_lead": True}, True, "TAR-PLAY"),
        ({"card": "12", "hand": ["12", "7 Coppe"], "trick": ["9 Coppe"]}, False, "TAR-PLAY"),
        ({"card": "12", "hand": ["12", "7 Oro"], "trick": ["9 Coppe"]}, True, "TAR-PLAY"),
        ({"card": "7 Oro", "hand": ["12", "7 Oro"], "trick": ["9 Coppe"]}, False, "TAR-PLAY"),
        ({"card": "7 Oro", "hand": ["7 Oro", "8 Spade"], "trick": ["Giove"]}, True, "TAR-PLAY"),
        ({"card": "7 Oro", "hand": ["7 Oro", "Miseria"], "trick": ["Giove"]}, False, "TAR-PLAY"),
        ({"card": "7 Oro", "hand": ["8 Oro"]}, False, "TAR-DECK"),
    ],
)
def test_lead(body: dict[str, Any], allowed: bool, rule: str) -> None:
    answer = ask("lead", body)
    assert answer.allowed is allowed and answer.rule == rule


def test_lead_v9_lifts_the_called_suit_duty() -> None:
    answer = ask("lead", {"card": "9 Spade", "called": "Re Oro", "first_lead": True}, v9=True)
    assert answer.allowed
