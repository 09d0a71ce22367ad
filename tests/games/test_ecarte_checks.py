"""Ecarté's referee checks: legal cards, the trick's winner and a hand's points, by example."""

from __future__ import annotations

from typing import Any

import pytest

from referee.games.base import BadCheck, IllegalMove
from referee.games.ecarte import GAME as E
from referee.games.rulebook import RULES
from tests.games.ecarte_helpers import opts


def ask(name: str, body: dict[str, Any], **options: Any) -> Any:
    return E.checks.ask(name, body, opts(**options))


def test_the_game_declares_its_three_checks_with_examples():
    assert E.checks.names == ("legal_cards", "trick_winner", "hand_points")
    for spec in E.check_specs:
        assert spec.label.it and spec.label.en and spec.description.it and spec.description.en
        assert spec.rules and all(RULES[r].game == "ecarte" for r in spec.rules)
        answer = E.checks.ask(spec.name, spec.example, opts())
        assert answer.text.it and answer.text.en
        assert answer.rules and all(RULES[r].game == "ecarte" for r in answer.rules)


# -- legal_cards ------------------------------------------------------------------------------


def test_legal_cards_the_issues_example():
    body = {"trump": "S", "led": "9H", "hand": ["10H", "KH", "7C"]}
    answer = ask("legal_cards", body)
    assert answer.legal == ("10H", "KH") and answer.duty == "follow"
    assert answer.rules == ("ECA-PLAY",)
    assert answer.text.en == "Must follow hearts: 10♥, K♥."
    assert "Bisogna rispondere a cuori" in answer.text.it


def test_legal_cards_follows_the_tables_options():
    body = {"trump": "S", "led": "9H", "hand": ["10H", "KH", "7C"]}
    forced = ask("legal_cards", body, forzare=True)
    assert forced.legal == ("KH",) and forced.duty == "follow_highest"
    assert "ECA-FORZ" in forced.rules
    low = {"trump": "S", "led": "9H", "hand": ["8H", "KH"]}
    classic = ask("legal_cards", low, rule_set="classic")
    assert classic.legal == ("KH",) and classic.duty == "follow_win"
    assert "win the trick" in classic.text.en
    trumping = {"trump": "S", "led": "9H", "hand": ["7S", "AS", "7C"]}
    assert ask("legal_cards", trumping).legal == ("7S", "AS")
    highest = ask("legal_cards", trumping, forzare=True, forzare_trumps=True)
    assert highest.legal == ("AS",) and "ECA-AMB-9" in highest.rules


def test_legal_cards_when_leading_or_with_nothing_to_answer():
    lead = ask("legal_cards", {"trump": "S", "led": None, "hand": ["7C", "KH"]})
    assert lead.legal == ("7C", "KH") and lead.duty == "lead"
    free = ask("legal_cards", {"trump": "S", "led": "9H", "hand": ["7C", "8D"]})
    assert free.legal == ("7C", "8D") and free.duty == "any"


def test_legal_cards_reads_cards_by_name():
    body = {"trump": "s", "led": "nove di cuori", "hand": ["re di cuori", "10♥"]}
    assert ask("legal_cards", body).legal == ("KH", "10H")


@pytest.mark.parametrize(
    "body",
    [
        {"trump": "S", "led": "9H", "hand": ["2H"]},
        {"trump": "X", "led": "9H", "hand": ["KH"]},
        {"trump": "S", "led": "9H", "hand": []},
        {"trump": "S", "led": "9H", "hand": ["7H", "8H", "10H", "JH", "QH", "KH"]},
        {"trump": "S", "hand": ["KH"], "seat": 0},
    ],
)
def test_a_question_that_is_no_hand_is_refused(body: dict[str, Any]):
    with pytest.raises(BadCheck) as info:
        ask("legal_cards", body)
    assert info.value.text.it and info.value.text.en


@pytest.mark.parametrize(
    "body",
    [
        {"trump": "S", "led": "9H", "hand": ["KH", "KH"]},
        {"trump": "S", "led": "9H", "hand": ["9H", "KH"]},
        {"trump": "S", "led": "9H", "hand": ["re di cuori", "KH"]},
    ],
)
def test_a_card_twice_is_refused_by_the_deck(body: dict[str, Any]):
    # What the body's schema cannot say (the same card twice) the rules refuse.
    with pytest.raises(IllegalMove) as info:
        ask("legal_cards", body)
    assert info.value.rule == "ECA-DECK" and "appears twice" in info.value.text.en


# -- trick_winner -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trump", "lead", "follow", "winner"),
    [
        ("S", "9H", "7S", "7S"),
        ("S", "9H", "KH", "KH"),
        ("S", "AH", "QH", "QH"),
        ("S", "AH", "10H", "AH"),
        ("C", "AS", "KH", "AS"),
        ("H", "QH", "KH", "KH"),
    ],
)
def test_trick_winner(trump: str, lead: str, follow: str, winner: str):
    answer = ask("trick_winner", {"trump": trump, "lead": lead, "follow": follow})
    assert answer.winner == winner and answer.lead_wins == (winner == lead)
    assert answer.rules[0] == "ECA-PLAY"


def test_trick_winner_says_why():
    answer = ask("trick_winner", {"trump": "S", "lead": "9H", "follow": "7S"})
    assert answer.text.en == "Spades are trumps: 7♠ wins. 7♠ is a trump and takes 9♥."
    assert answer.text.it == "Briscola picche: vince 7♠. 7♠ è una briscola e taglia 9♥."
    with pytest.raises(IllegalMove) as info:
        ask("trick_winner", {"trump": "S", "lead": "9H", "follow": "9H"})
    assert info.value.rule == "ECA-DECK"


# -- hand_points ------------------------------------------------------------------------------


def test_hand_points_under_both_rule_sets():
    # Anna dealt and refused the first proposal, held the King and did not declare it, took 1
    body = {"dealer": 0, "tricks": [1, 4], "king": 0, "prepotenza": 0}
    answer = ask("hand_points", body)
    # seed: Bruno +1 (4 tricks); Anna −1 (failed prepotenza) +1 −1 (undeclared King)
    assert answer.seed == (-1, 1)
    # classic: Anna stood and lost, Bruno 2; the unannounced King gives nothing
    assert answer.classic == (0, 2)
    assert answer.in_force == "seed"
    assert {"ECA-SEED-PREP", "ECA-SEED-UNDECL"} <= set(answer.rules)
    assert any("ECA-CLASSIC-STOOD" in line.rules for line in answer.other_lines)
    assert answer.text.en.startswith("Seed rules: seat 0 -1, seat 1 +1; classic rules")


def test_hand_points_puts_the_tables_rule_set_first():
    body = {"tricks": [5, 0], "king": "turned_up", "prepotenza": 1}
    answer = ask("hand_points", body, rule_set="classic", stood_vole="plus_1")
    assert answer.in_force == "classic"
    # dealer (seat 0) +1 for the King turned up; the stood vole: 3 with plus_1
    assert answer.classic == (4, 0)
    assert answer.seed == (3, -1)
    assert any("ECA-CLASSIC-STOOD" in line.rules for line in answer.lines)


@pytest.mark.parametrize(
    ("body", "rule_set", "rule"),
    [
        ({"tricks": [3, 3]}, "seed", "ECA-PLAY"),
        ({"tricks": [3, 2], "king_declared": True}, "seed", "ECA-SEED-K"),
        (
            {"tricks": [3, 2], "king": "turned_up", "king_declared": True},
            "classic",
            "ECA-CLASSIC-K",
        ),
        ({"tricks": [3, 2], "revokes": [3, 3]}, "seed", "ECA-SEED-REVOKE"),
        ({"tricks": [3, 2], "revokes": [3, 3]}, "classic", "ECA-CLASSIC-REVOKE"),
    ],
)
def test_hand_points_refuses_a_hand_that_cannot_be(body: dict[str, Any], rule_set: str, rule: str):
    with pytest.raises(IllegalMove) as info:
        ask("hand_points", body, rule_set=rule_set)
    assert info.value.rule == rule and info.value.text.it and info.value.text.en


@pytest.mark.parametrize(
    "body", [{"tricks": [3, 2], "dealer": 2}, {"tricks": [3, 2], "king_declared": 1}]
)
def test_hand_points_refuses_a_body_its_schema_does_not_allow(body: dict[str, Any]):
    with pytest.raises(BadCheck):
        ask("hand_points", body)
